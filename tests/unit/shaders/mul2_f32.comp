// mul2_f32: io *= 2 in place, 4 elements per workgroup.
#version 450
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) buffer IO { float io[]; };
void main() { io[gl_GlobalInvocationID.x] *= 2.0; }
