// fill_const: writes the constant 42.0 to every element.
#version 450
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) writeonly buffer Out { float o[]; };
void main() { o[gl_GlobalInvocationID.x] = 42.0; }
