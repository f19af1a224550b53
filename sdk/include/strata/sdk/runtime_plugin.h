/*===- runtime_plugin.h - Strata runtime plugin ABI (C tier) -------*- C -*-===//
 *
 * A runtime plugin is a shared library exporting
 *
 *   const strata_runtime_plugin_header_t *
 *   strata_runtime_plugin_query(uint32_t max_version,
 *                               const strata_runtime_host_t *host);
 *
 * The host passes the highest API version it understands; the plugin returns
 * a header whose `version` is <= max_version (or NULL when it cannot serve
 * that version). Only C types cross the boundary; no C++ exception may leave
 * a plugin function. Errors are returned as a non-zero status plus a message
 * written into a caller-provided buffer.
 *
 *===----------------------------------------------------------------------===*/

#ifndef STRATA_SDK_RUNTIME_PLUGIN_H
#define STRATA_SDK_RUNTIME_PLUGIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define STRATA_RUNTIME_PLUGIN_API_VERSION 1u

/* Sanitizer the plugin was built with; must equal the host's. */
typedef enum strata_sanitizer_kind_e {
  STRATA_SANITIZER_NONE = 0,
  STRATA_SANITIZER_ADDRESS = 1,
  STRATA_SANITIZER_THREAD = 2,
} strata_sanitizer_kind_t;

/* Status codes shared with the runtime (subset of absl/IREE codes). */
typedef enum strata_plugin_status_e {
  STRATA_PLUGIN_OK = 0,
  STRATA_PLUGIN_INVALID_ARGUMENT = 3,
  STRATA_PLUGIN_NOT_FOUND = 5,
  STRATA_PLUGIN_UNIMPLEMENTED = 12,
  STRATA_PLUGIN_INTERNAL = 13,
  STRATA_PLUGIN_UNAVAILABLE = 14,
} strata_plugin_status_t;

/* Host services handed to the plugin. */
typedef struct strata_runtime_host_t {
  void *self;
  void *(*alloc)(void *self, size_t size, size_t alignment);
  void (*free)(void *self, void *ptr);
} strata_runtime_host_t;

/* One workgroup's view of a dispatch. */
typedef struct strata_dispatch_state_t {
  void *const *bindings;         /* base pointer of each binding */
  const size_t *binding_lengths; /* bytes of each binding */
  uint32_t binding_count;
  const uint32_t *push_constants;
  uint32_t push_constant_count;
  uint32_t workgroup_count[3];
} strata_dispatch_state_t;

typedef struct strata_loaded_executable_t strata_loaded_executable_t;

/* Loads executables of one format (e.g. "system-elf-x86_64"). */
typedef struct strata_executable_loader_t {
  const char *format;
  void *self;
  /* True when this machine can run the binary (e.g. CPU features). When it
   * returns false it writes why into `reason`. */
  bool (*can_load)(void *self, const void *data, size_t size, char *reason,
                   size_t reason_capacity);
  /* Loads a binary and resolves `entry_count` entry points by name. */
  int (*load)(void *self, const void *data, size_t size,
              const char *const *entry_names, uint32_t entry_count,
              strata_loaded_executable_t **out_executable, char *error,
              size_t error_capacity);
  /* Runs one workgroup of entry point `entry_ordinal`. Thread-safe: the
   * host calls it concurrently for different workgroups. */
  int (*dispatch_workgroup)(strata_loaded_executable_t *executable,
                            uint32_t entry_ordinal,
                            const strata_dispatch_state_t *state,
                            uint32_t workgroup_x, uint32_t workgroup_y,
                            uint32_t workgroup_z);
  void (*unload)(strata_loaded_executable_t *executable);
} strata_executable_loader_t;

/* Reserved for device drivers (Vulkan); unused in API version 1 hosts that
 * only load executable loaders. */
typedef struct strata_hal_driver_t {
  const char *name;
  void *self;
  void *reserved[8];
} strata_hal_driver_t;

typedef struct strata_runtime_plugin_header_t {
  uint32_t version;   /* STRATA_RUNTIME_PLUGIN_API_VERSION it implements */
  const char *name;   /* e.g. "llvm-cpu" */
  uint64_t features;  /* reserved, 0 */
  uint32_t sanitizer; /* strata_sanitizer_kind_t */
  uint32_t reserved[4];
  uint32_t loader_count;
  const strata_executable_loader_t *loaders;
  uint32_t driver_count;
  const strata_hal_driver_t *drivers;
} strata_runtime_plugin_header_t;

typedef const strata_runtime_plugin_header_t *(*strata_runtime_plugin_query_fn)(
    uint32_t max_version, const strata_runtime_host_t *host);

#define STRATA_RUNTIME_PLUGIN_QUERY_SYMBOL "strata_runtime_plugin_query"

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* STRATA_SDK_RUNTIME_PLUGIN_H */
