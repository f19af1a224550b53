/*===- feature_kernel.c - Kernel requiring an unknown CPU feature ---*- C
 * -*-===*/
#include <stdint.h>

const char strata_required_cpu_features[] = "sse2,no-such-feature";

void add_f32(void *const *bindings, const uint32_t *push_constants, uint32_t wx,
             uint32_t wy, uint32_t wz) {
  (void)bindings;
  (void)push_constants;
  (void)wx;
  (void)wy;
  (void)wz;
}
