// Binding 0 is an array of two storage buffers: SPIR-V reflection sees one
// binding, but the driver's descriptor set layout has one descriptor there,
// which the Vulkan validation layer reports at pipeline creation.
#version 450
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) buffer Out { float o[]; } outs[2];
void main() { outs[1].o[gl_GlobalInvocationID.x] = 1.0; }
