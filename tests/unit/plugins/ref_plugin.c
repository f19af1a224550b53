/*===- ref_plugin.c - A second executable format for loader tests ---*- C
 * -*-===*/
/* Runtime plugin "ref-test" with a loader for format "test-ref-c": the
 * variant binary is the magic "STRATA-REF-C" and the entry points are the
 * test kernels of kernels/add_kernels.c implemented here in plain C, so a
 * module can carry two variants of different formats that both run. */
#include "strata/sdk/runtime_plugin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char k_magic[] = "STRATA-REF-C";

typedef void (*kernel_fn)(void *const *bindings, uint32_t x, uint32_t y);

static void add_f32(void *const *b, uint32_t x, uint32_t y) {
  (void)y;
  const float *lhs = (const float *)b[0];
  const float *rhs = (const float *)b[1];
  float *out = (float *)b[2];
  for (uint32_t i = 0; i < 4; ++i)
    out[x * 4 + i] = lhs[x * 4 + i] + rhs[x * 4 + i];
}

static void mul2_f32(void *const *b, uint32_t x, uint32_t y) {
  (void)y;
  float *io = (float *)b[0];
  for (uint32_t i = 0; i < 4; ++i)
    io[x * 4 + i] *= 2.0f;
}

static void iota2d_i32(void *const *b, uint32_t x, uint32_t y) {
  int32_t *out = (int32_t *)b[0];
  out[y * 4 + x] = (int32_t)(y * 100 + x);
}

static const struct {
  const char *name;
  kernel_fn fn;
} k_kernels[] = {
    {"add_f32", add_f32}, {"mul2_f32", mul2_f32}, {"iota2d_i32", iota2d_i32}};

struct strata_loaded_executable_t {
  uint32_t count;
  kernel_fn fns[8];
};

static bool can_load(void *self, const void *data, size_t size, char *reason,
                     size_t capacity) {
  (void)self;
  if (size == sizeof(k_magic) - 1 && memcmp(data, k_magic, size) == 0)
    return true;
  snprintf(reason, capacity, "binary is not a %s image", k_magic);
  return false;
}

static int load(void *self, const void *data, size_t size,
                const char *const *names, uint32_t count,
                strata_loaded_executable_t **out, char *error,
                size_t capacity) {
  (void)self;
  (void)data;
  (void)size;
  if (count > 8) {
    snprintf(error, capacity, "too many entry points (%u)", count);
    return STRATA_PLUGIN_INVALID_ARGUMENT;
  }
  strata_loaded_executable_t *exe = calloc(1, sizeof(*exe));
  if (!exe)
    return STRATA_PLUGIN_INTERNAL;
  exe->count = count;
  for (uint32_t i = 0; i < count; ++i) {
    for (size_t k = 0; k < sizeof(k_kernels) / sizeof(k_kernels[0]); ++k)
      if (strcmp(names[i], k_kernels[k].name) == 0)
        exe->fns[i] = k_kernels[k].fn;
    if (!exe->fns[i]) {
      snprintf(error, capacity, "unknown entry point '%s'", names[i]);
      free(exe);
      return STRATA_PLUGIN_NOT_FOUND;
    }
  }
  *out = exe;
  return STRATA_PLUGIN_OK;
}

static int dispatch(strata_loaded_executable_t *exe, uint32_t entry,
                    const strata_dispatch_state_t *state, uint32_t x,
                    uint32_t y, uint32_t z) {
  (void)z;
  if (entry >= exe->count)
    return STRATA_PLUGIN_INVALID_ARGUMENT;
  exe->fns[entry](state->bindings, x, y);
  return STRATA_PLUGIN_OK;
}

static void unload(strata_loaded_executable_t *exe) { free(exe); }

static const strata_executable_loader_t k_loaders[] = {{
    .format = "test-ref-c",
    .self = NULL,
    .can_load = can_load,
    .load = load,
    .dispatch_workgroup = dispatch,
    .unload = unload,
}};

static const strata_runtime_plugin_header_t k_header = {
    .version = STRATA_RUNTIME_PLUGIN_API_VERSION,
    .name = "ref-test",
    .sanitizer = STRATA_PLUGIN_BUILD_SANITIZER,
    .loader_count = 1,
    .loaders = k_loaders,
};

__attribute__((visibility("default"))) const strata_runtime_plugin_header_t *
strata_runtime_plugin_query(uint32_t max_version,
                            const strata_runtime_host_t *host) {
  (void)host;
  return max_version >= STRATA_RUNTIME_PLUGIN_API_VERSION ? &k_header : NULL;
}
