/*===- bad_plugin.c - Runtime plugins the host must refuse ----------*- C
 * -*-===*/
/* Built once per BAD_* define. */
#include "strata/sdk/runtime_plugin.h"

#include <stddef.h>

static bool can_load(void *self, const void *d, size_t s, char *r, size_t c) {
  (void)self;
  (void)d;
  (void)s;
  (void)r;
  (void)c;
  return true;
}
static int load(void *self, const void *d, size_t s, const char *const *n,
                uint32_t k, strata_loaded_executable_t **o, char *e, size_t c) {
  (void)self;
  (void)d;
  (void)s;
  (void)n;
  (void)k;
  (void)o;
  (void)e;
  (void)c;
  return STRATA_PLUGIN_UNIMPLEMENTED;
}
static int dispatch(strata_loaded_executable_t *x, uint32_t e,
                    const strata_dispatch_state_t *s, uint32_t a, uint32_t b,
                    uint32_t c) {
  (void)x;
  (void)e;
  (void)s;
  (void)a;
  (void)b;
  (void)c;
  return STRATA_PLUGIN_UNIMPLEMENTED;
}
static void unload(strata_loaded_executable_t *x) { (void)x; }

static const strata_executable_loader_t k_loaders[] = {{
#if defined(BAD_duplicate_format)
    .format = "system-elf-x86_64",
#else
    .format = "test-format",
#endif
    .self = NULL,
    .can_load = can_load,
    .load = load,
#if defined(BAD_null_entry)
    .dispatch_workgroup = NULL,
#else
    .dispatch_workgroup = dispatch,
#endif
    .unload = unload,
}};

/* A driver with only a name: a version-1 header's (reserved, ignored)
 * driver table, or a version-2 driver with null entries (refused). */
static const strata_hal_driver_t k_drivers[] = {{.name = "test-driver"}};

/* A channel provider with only a name: a version-3 header's (ignored: the
 * table is new in version 4), or a version-4 provider with null entries
 * (refused). */
static const strata_channel_provider_t k_providers[] = {
    {.name = "test-channels"}};

static const strata_runtime_plugin_header_t k_header = {
#if defined(BAD_version)
    .version = 99,
#elif defined(BAD_v1_driver_table)
    .version = 1,
#elif defined(BAD_v3_channel_table)
    .version = 3,
#else
    .version = STRATA_RUNTIME_PLUGIN_API_VERSION,
#endif
    .name = "bad-test-plugin",
#if defined(BAD_sanitizer) && defined(__SANITIZE_THREAD__)
    .sanitizer = STRATA_SANITIZER_NONE,
#elif defined(BAD_sanitizer)
    .sanitizer = STRATA_SANITIZER_THREAD,
#elif defined(__SANITIZE_ADDRESS__)
    .sanitizer = STRATA_SANITIZER_ADDRESS,
#elif defined(__SANITIZE_THREAD__)
    .sanitizer = STRATA_SANITIZER_THREAD,
#else
    .sanitizer = STRATA_SANITIZER_NONE,
#endif
#if !defined(BAD_v3_channel_table)
    .loader_count = 1,
    .loaders = k_loaders,
#endif
#if defined(BAD_v1_driver_table) || defined(BAD_null_driver_entry)
    .driver_count = 1,
    .drivers = k_drivers,
#endif
#if defined(BAD_v3_channel_table) || defined(BAD_null_channel_entry)
    .channel_provider_count = 1,
    .channel_providers = k_providers,
#endif
};

__attribute__((visibility("default"))) const strata_runtime_plugin_header_t *
strata_runtime_plugin_query(uint32_t max_version,
                            const strata_runtime_host_t *host) {
  (void)max_version;
  (void)host;
#if defined(BAD_null_header)
  return NULL;
#else
  return &k_header;
#endif
}
