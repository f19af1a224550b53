// narrow_f16: out = f16(a) (an f32 -> f16 conversion, whose rounding Vulkan
// leaves to the implementation without RoundingModeRTE).
#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) readonly buffer A { float a[]; };
layout(set = 0, binding = 1) writeonly buffer Out { float16_t o[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  o[i] = float16_t(a[i]);
}
