/*===- runtime_plugin.h - Strata runtime plugin ABI (C tier) -------*- C
 *-*-===//
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

/* Version 2 added the HAL driver table (strata_hal_driver_t). A version-2
 * host still loads version-1 plugins (it ignores their `drivers`, which
 * version 1 reserved); a plugin serving version 2 must fill the new
 * strata_hal_driver_t layout. */
/* Version 3 added strata_dispatch_state_t.deadline_ns and
 * STRATA_PLUGIN_DEADLINE_EXCEEDED; plugins of versions 1 and 2 still load. A
 * plugin reads deadline_ns only when the host's max_version (the query's
 * argument) is 3 or more. */
/* Version 4 added channel providers (strata_channel_provider_t, after
 * `drivers` in the header) and STRATA_PLUGIN_ABORTED; the host reads
 * `channel_provider_count` only from plugins serving version 4 or more. */
#define STRATA_RUNTIME_PLUGIN_API_VERSION 4u

/* Sanitizer the plugin was built with; must equal the host's. */
typedef enum strata_sanitizer_kind_e {
  STRATA_SANITIZER_NONE = 0,
  STRATA_SANITIZER_ADDRESS = 1,
  STRATA_SANITIZER_THREAD = 2,
} strata_sanitizer_kind_t;

/* The sanitizer this translation unit is built with: what a plugin puts in
 * its header's `sanitizer` field (the host refuses a mismatch). */
#if defined(__SANITIZE_ADDRESS__)
#define STRATA_PLUGIN_BUILD_SANITIZER STRATA_SANITIZER_ADDRESS
#elif defined(__SANITIZE_THREAD__)
#define STRATA_PLUGIN_BUILD_SANITIZER STRATA_SANITIZER_THREAD
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define STRATA_PLUGIN_BUILD_SANITIZER STRATA_SANITIZER_ADDRESS
#elif __has_feature(thread_sanitizer)
#define STRATA_PLUGIN_BUILD_SANITIZER STRATA_SANITIZER_THREAD
#else
#define STRATA_PLUGIN_BUILD_SANITIZER STRATA_SANITIZER_NONE
#endif
#else
#define STRATA_PLUGIN_BUILD_SANITIZER STRATA_SANITIZER_NONE
#endif

/* Status codes shared with the runtime (subset of absl/IREE codes). */
typedef enum strata_plugin_status_e {
  STRATA_PLUGIN_OK = 0,
  STRATA_PLUGIN_INVALID_ARGUMENT = 3,
  STRATA_PLUGIN_DEADLINE_EXCEEDED = 4, /* version 3 */
  STRATA_PLUGIN_NOT_FOUND = 5,
  STRATA_PLUGIN_RESOURCE_EXHAUSTED = 8,
  STRATA_PLUGIN_UNIMPLEMENTED = 12,
  STRATA_PLUGIN_INTERNAL = 13,
  STRATA_PLUGIN_UNAVAILABLE = 14,
  STRATA_PLUGIN_DEVICE_LOST = 15, /* HAL drivers (version 2); sticky */
  STRATA_PLUGIN_ABORTED = 10,     /* channels (version 4): a rank failed */
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
  /* Version 3: the call's deadline as CLOCK_MONOTONIC nanoseconds (0: none).
   * A loader that can stop inside a workgroup (VMVX: its interpreter) returns
   * STRATA_PLUGIN_DEADLINE_EXCEEDED once it passes; the host stops starting
   * workgroups at the deadline either way. */
  uint64_t deadline_ns;
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

/*===----------------------------------------------------------------------===
 * HAL drivers (API version 2)
 *
 * A driver exposes devices that own their memory (e.g. Vulkan GPUs). The host
 * keeps a host copy of every buffer it binds to a driver device and moves
 * bytes explicitly with buffer_write / buffer_read; command lists are handed
 * over whole to `submit`, which returns once they completed (or failed).
 * Every call that can fail returns a strata_plugin_status_t and writes a
 * NUL-terminated one-line message into `error` (capacity `error_capacity`).
 * Once a device reports STRATA_PLUGIN_DEVICE_LOST, every later call on it
 * returns that status again. Device calls are made from one host thread at
 * a time.
 *===----------------------------------------------------------------------===*/

typedef struct strata_hal_device_t strata_hal_device_t;         /* opaque */
typedef struct strata_hal_buffer_t strata_hal_buffer_t;         /* opaque */
typedef struct strata_hal_executable_t strata_hal_executable_t; /* opaque */

/* What enumerate_devices reports per device (strings NUL-terminated,
 * truncated to fit). */
typedef struct strata_hal_device_info_t {
  char name[128];        /* e.g. "llvmpipe (LLVM 15.0.6, 256 bits)" */
  char driver[128];      /* e.g. "llvmpipe Mesa 22.3.6 (LLVM 15.0.6)" */
  uint64_t memory_bytes; /* device-local memory */
  uint32_t api_version;  /* driver-defined (Vulkan: VK_MAKE_API_VERSION) */
  uint32_t flags;        /* reserved, 0 */
} strata_hal_device_info_t;

typedef enum strata_hal_command_type_e {
  STRATA_HAL_COMMAND_DISPATCH = 1,
  STRATA_HAL_COMMAND_COPY = 2,
  STRATA_HAL_COMMAND_BARRIER = 3, /* execution + memory barrier */
} strata_hal_command_type_t;

typedef struct strata_hal_dispatch_command_t {
  strata_hal_executable_t *executable;
  uint32_t entry_ordinal;
  uint32_t binding_count;
  strata_hal_buffer_t *const *bindings; /* whole buffers, binding i = slot i */
  uint32_t workgroup_count[3];
  uint32_t push_constant_count;
  const uint32_t *push_constants;
} strata_hal_dispatch_command_t;

typedef struct strata_hal_copy_command_t {
  strata_hal_buffer_t *src;
  uint64_t src_offset;
  strata_hal_buffer_t *dst;
  uint64_t dst_offset;
  uint64_t length;
} strata_hal_copy_command_t;

typedef struct strata_hal_command_t {
  uint32_t type; /* strata_hal_command_type_t */
  union {
    strata_hal_dispatch_command_t dispatch;
    strata_hal_copy_command_t copy;
  } u;
} strata_hal_command_t;

typedef struct strata_hal_driver_t {
  const char *name; /* device prefix: "vulkan" -> devices vulkan:0, ... */
  void *self;
  /* Executable formats this driver's devices run (e.g. "vulkan-spirv"). */
  uint32_t format_count;
  const char *const *formats;

  /* Fills up to `capacity` infos and sets *out_count to the number of
   * devices (which may exceed capacity). No device is not an error. */
  int (*enumerate_devices)(void *self, strata_hal_device_info_t *infos,
                           uint32_t capacity, uint32_t *out_count, char *error,
                           size_t error_capacity);
  int (*create_device)(void *self, uint32_t ordinal,
                       strata_hal_device_t **out_device, char *error,
                       size_t error_capacity);
  void (*destroy_device)(strata_hal_device_t *device);

  /* Device memory, contents zero after creation. */
  int (*buffer_create)(strata_hal_device_t *device, uint64_t size,
                       strata_hal_buffer_t **out_buffer, char *error,
                       size_t error_capacity);
  void (*buffer_destroy)(strata_hal_device_t *device,
                         strata_hal_buffer_t *buffer);
  /* Host -> device and device -> host; synchronous (staging inside). */
  int (*buffer_write)(strata_hal_device_t *device, strata_hal_buffer_t *buffer,
                      uint64_t offset, const void *data, uint64_t length,
                      char *error, size_t error_capacity);
  int (*buffer_read)(strata_hal_device_t *device, strata_hal_buffer_t *buffer,
                     uint64_t offset, void *data, uint64_t length, char *error,
                     size_t error_capacity);

  /* Loads a binary of `format` and checks it against the module's entry
   * points (name and binding count of each, in ordinal order); refuses a
   * binary whose own layout differs. */
  int (*executable_load)(strata_hal_device_t *device, const char *format,
                         const void *data, size_t size,
                         const char *const *entry_names,
                         const uint32_t *entry_binding_counts,
                         uint32_t entry_count,
                         strata_hal_executable_t **out_executable, char *error,
                         size_t error_capacity);
  void (*executable_unload)(strata_hal_device_t *device,
                            strata_hal_executable_t *executable);

  /* Records `commands` in order, submits them and waits until they finish.
   * When `dispatch_nanoseconds` is non-NULL it has one slot per dispatch
   * command (in order) and receives the device time of each (0 when the
   * device cannot measure it). */
  int (*submit)(strata_hal_device_t *device,
                const strata_hal_command_t *commands, uint32_t command_count,
                uint64_t *dispatch_nanoseconds, char *error,
                size_t error_capacity);

  /* Optional (NULL: the host uses buffer_create): device memory whose
   * contents are unspecified until written, for the results the host knows
   * a dispatch writes whole (no zero fill). Added in place of reserved[0]:
   * a plugin that zeroes this struct leaves it NULL. */
  int (*buffer_create_uninitialized)(strata_hal_device_t *device, uint64_t size,
                                     strata_hal_buffer_t **out_buffer,
                                     char *error, size_t error_capacity);
  /* Optional (NULL: the driver cannot check its binaries, and the host never
   * gives it an untrusted module's executables): checks a binary of
   * `format` completely without a device (vulkan-spirv: the container and
   * SPIRV-Tools' validator on every shader), returning
   * STRATA_PLUGIN_INVALID_ARGUMENT with the first problem when it is not
   * valid. Added in place of reserved[1]. */
  int (*executable_validate)(void *self, const char *format, const void *data,
                             size_t size, char *error, size_t error_capacity);
  void *reserved[6];
} strata_hal_driver_t;

/*===----------------------------------------------------------------------===
 * Channel providers (API version 4)
 *
 * A channel connects the ranks of an SPMD program (one module run once per
 * rank on that rank's shards) and runs their collectives on host memory. A
 * provider opens the channels of a group: `local` all of them in this
 * process (one per thread that runs a rank), `mpi` this process's one rank
 * of an MPI job. Every rank of a group calls the same collectives in the
 * same order (SPMD); a call returns once this rank's part is done. Calls on
 * one channel come from one thread at a time; different channels of a
 * local group are used concurrently. Errors: a non-zero
 * strata_plugin_status_t and a one-line message in `error`;
 * STRATA_PLUGIN_DEADLINE_EXCEEDED when the group's timeout passes (a rank
 * that stopped taking part), STRATA_PLUGIN_ABORTED once any rank called
 * `abort` (sticky).
 *===----------------------------------------------------------------------===*/

typedef struct strata_hal_channel_t strata_hal_channel_t; /* opaque */

/* Element types: the module schema's codes (1 f32, 2 f64, 3 f16, 4 bf16,
 * 5 i1 (one byte), 6 i8, 7 i16, 8 i32, 9 i64, 10 ui8, 11 ui16, 12 ui32,
 * 13 ui64, 14 complex<f32>, 15 complex<f64>). */
typedef enum strata_channel_reduction_e {
  STRATA_REDUCTION_SUM = 0,
  STRATA_REDUCTION_PRODUCT = 1,
  STRATA_REDUCTION_MINIMUM = 2,
  STRATA_REDUCTION_MAXIMUM = 3,
  STRATA_REDUCTION_AND = 4, /* integers and i1: bitwise / logical */
  STRATA_REDUCTION_OR = 5,
  STRATA_REDUCTION_XOR = 6,
} strata_channel_reduction_t;

typedef struct strata_channel_provider_t {
  const char *name; /* "local", "mpi" */
  void *self;
  /* Opens a group of `count` ranks (0: the provider's own count, e.g. the
   * MPI job's size) and returns the channels this process holds, rank
   * order: `local` all `count`, `mpi` one. `capacity` slots; *out_count
   * set to the number returned. `timeout_ns` (0: none) bounds every later
   * wait of the group for other ranks. */
  int (*open)(void *self, uint32_t count, uint64_t timeout_ns,
              strata_hal_channel_t **channels, uint32_t capacity,
              uint32_t *out_count, char *error, size_t error_capacity);
  void (*close)(strata_hal_channel_t *channel);
  void (*query)(strata_hal_channel_t *channel, uint32_t *out_rank,
                uint32_t *out_count);
  /* A channel over the ranks that pass the same `color`, ordered by `key`
   * (ties: by rank). Every rank of the channel calls it. */
  int (*split)(strata_hal_channel_t *channel, int32_t color, int32_t key,
               strata_hal_channel_t **out_channel, char *error,
               size_t error_capacity);
  /* recv[i] = reduction over ranks of send[i], `count` elements. */
  int (*all_reduce)(strata_hal_channel_t *channel, const void *send, void *recv,
                    uint64_t count, uint32_t element_type, uint32_t reduction,
                    char *error, size_t error_capacity);
  /* recv = the ranks' `bytes`-long send buffers, in rank order. */
  int (*all_gather)(strata_hal_channel_t *channel, const void *send, void *recv,
                    uint64_t bytes, char *error, size_t error_capacity);
  /* send: one block of `count` elements per rank, in rank order; recv: the
   * reduction over ranks of this rank's block. */
  int (*reduce_scatter)(strata_hal_channel_t *channel, const void *send,
                        void *recv, uint64_t count, uint32_t element_type,
                        uint32_t reduction, char *error, size_t error_capacity);
  /* send: one `bytes` block per rank (block j goes to rank j); recv: the
   * block each rank sent here, in rank order. */
  int (*all_to_all)(strata_hal_channel_t *channel, const void *send, void *recv,
                    uint64_t bytes, char *error, size_t error_capacity);
  /* Sends `bytes` to rank `to` and receives `bytes` from rank `from` at
   * once (-1: no such peer). */
  int (*send_recv)(strata_hal_channel_t *channel, const void *send, int32_t to,
                   void *recv, int32_t from, uint64_t bytes, char *error,
                   size_t error_capacity);
  /* This rank failed: every rank's pending and later calls on the group
   * return STRATA_PLUGIN_ABORTED with `message` (mpi: the job ends). */
  void (*abort)(strata_hal_channel_t *channel, const char *message);
  void *reserved[8];
} strata_channel_provider_t;

/* Bits of strata_runtime_plugin_header_t.features. */
/* Every executable loader of the plugin checks a binary completely before
 * running any of it (no native code: VMVX bytecode through the module and
 * bytecode verifiers), so the host may use them for untrusted modules. */
#define STRATA_PLUGIN_FEATURE_VERIFIED_LOADERS (1ull << 0)

typedef struct strata_runtime_plugin_header_t {
  uint32_t version;   /* STRATA_RUNTIME_PLUGIN_API_VERSION it implements */
  const char *name;   /* e.g. "llvm-cpu" */
  uint64_t features;  /* STRATA_PLUGIN_FEATURE_* bits (0: none) */
  uint32_t sanitizer; /* strata_sanitizer_kind_t */
  uint32_t reserved[4];
  uint32_t loader_count;
  const strata_executable_loader_t *loaders;
  uint32_t driver_count;
  const strata_hal_driver_t *drivers;
  /* Version 4. */
  uint32_t channel_provider_count;
  const strata_channel_provider_t *channel_providers;
} strata_runtime_plugin_header_t;

typedef const strata_runtime_plugin_header_t *(*strata_runtime_plugin_query_fn)(
    uint32_t max_version, const strata_runtime_host_t *host);

#define STRATA_RUNTIME_PLUGIN_QUERY_SYMBOL "strata_runtime_plugin_query"

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* STRATA_SDK_RUNTIME_PLUGIN_H */
