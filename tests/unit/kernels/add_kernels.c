/*===- add_kernels.c - Test kernels with the llvm-cpu entry ABI ----*- C
 * -*-===*/
#include <stdint.h>

/* Each workgroup handles 4 consecutive f32 elements (workgroup_x selects). */
const char strata_required_cpu_features[] = "+sse2,+cx8,-avx512f";

void add_f32(void *const *bindings, const uint32_t *push_constants, uint32_t wx,
             uint32_t wy, uint32_t wz) {
  (void)push_constants;
  (void)wy;
  (void)wz;
  const float *a = (const float *)bindings[0];
  const float *b = (const float *)bindings[1];
  float *out = (float *)bindings[2];
  for (uint32_t i = 0; i < 4; ++i)
    out[wx * 4 + i] = a[wx * 4 + i] + b[wx * 4 + i];
}

void mul2_f32(void *const *bindings, const uint32_t *push_constants,
              uint32_t wx, uint32_t wy, uint32_t wz) {
  (void)push_constants;
  (void)wy;
  (void)wz;
  float *io = (float *)bindings[0];
  for (uint32_t i = 0; i < 4; ++i)
    io[wx * 4 + i] *= 2.0f;
}

/* 2-D grid: element (y, x) of a 4x4 i32 tile gets y * 100 + x. */
void iota2d_i32(void *const *bindings, const uint32_t *push_constants,
                uint32_t wx, uint32_t wy, uint32_t wz) {
  (void)push_constants;
  (void)wz;
  int32_t *out = (int32_t *)bindings[0];
  out[wy * 4 + wx] = (int32_t)(wy * 100 + wx);
}
