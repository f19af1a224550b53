// add_f32: out = a + b, 4 elements per workgroup (as kernels/add_kernels.c).
#version 450
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) readonly buffer A { float a[]; };
layout(set = 0, binding = 1) readonly buffer B { float b[]; };
layout(set = 0, binding = 2) writeonly buffer Out { float o[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  o[i] = a[i] + b[i];
}
