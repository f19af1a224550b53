/*===- strata_runtime.h - The Strata runtime's C API
 *------------------------===*
 *
 * C99, for applications that embed the runtime (libstrata-runtime.so) and for
 * language bindings. No C++ types cross it; every object is an opaque handle
 * with a release function, and every fallible call returns a status (NULL
 * on success) that the caller frees.
 *
 *   strata_instance_t   runtime plugins (executable loaders, HAL drivers)
 *                       and the local (CPU) device
 *   strata_device_t     "local", "vulkan" (device 0), "vulkan:N"
 *   strata_module_t     a loaded, verified module bound to a device
 *   strata_function_t   an exported function (owned by its module)
 *   strata_buffer_view_t  a typed, shaped tensor on a device
 *   strata_fence_t      the completion of an asynchronous call
 *
 * Thread safety: handles may be used from several threads at once; several
 * calls of one module may run concurrently. Versioning: a struct with a
 * `struct_size` field is read only up to the size the caller passes, so
 * fields can be added at the end; STRATA_RUNTIME_API_VERSION changes when
 * anything else does.
 *
 *===----------------------------------------------------------------------===*/

#ifndef STRATA_RUNTIME_STRATA_RUNTIME_H
#define STRATA_RUNTIME_STRATA_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define STRATA_RUNTIME_EXPORT __attribute__((visibility("default")))
#else
#define STRATA_RUNTIME_EXPORT
#endif

/* 2: instance diagnostic_prefix, strata_instance_describe_devices,
 * strata_device_task_worker_count, dispatch timings,
 * strata_buffer_view_make_resident, strata_function_check_arguments, the
 * calls' check_callback (what strata-run and strata-benchmark use). */
#define STRATA_RUNTIME_API_VERSION 2

/* The API version the library implements (compare with the header's). */
STRATA_RUNTIME_EXPORT uint32_t strata_runtime_api_version(void);

/*===--- Status
 * ------------------------------------------------------------===*/

/* The codes of the runtime's Status (absl-style). */
typedef enum strata_status_code_e {
  STRATA_STATUS_OK = 0,
  STRATA_STATUS_CANCELLED = 1,
  STRATA_STATUS_UNKNOWN = 2,
  STRATA_STATUS_INVALID_ARGUMENT = 3,
  STRATA_STATUS_DEADLINE_EXCEEDED = 4,
  STRATA_STATUS_NOT_FOUND = 5,
  STRATA_STATUS_ALREADY_EXISTS = 6,
  STRATA_STATUS_PERMISSION_DENIED = 7,
  STRATA_STATUS_RESOURCE_EXHAUSTED = 8,
  STRATA_STATUS_FAILED_PRECONDITION = 9,
  STRATA_STATUS_ABORTED = 10,
  STRATA_STATUS_OUT_OF_RANGE = 11,
  STRATA_STATUS_UNIMPLEMENTED = 12,
  STRATA_STATUS_INTERNAL = 13,
  STRATA_STATUS_UNAVAILABLE = 14,
  STRATA_STATUS_DATA_LOSS = 15
} strata_status_code_t;

/* An error: NULL is success. */
typedef struct strata_status_s strata_status_t;

/* The code (STRATA_STATUS_OK for NULL). */
STRATA_RUNTIME_EXPORT strata_status_code_t
strata_status_code(const strata_status_t *status);
/* The message, e.g. "argument 0: expected shape 64x784xf32, got 64x10xf32"
 * ("" for NULL); valid until the status is freed. */
STRATA_RUNTIME_EXPORT const char *
strata_status_message(const strata_status_t *status);
/* "INVALID_ARGUMENT". */
STRATA_RUNTIME_EXPORT const char *
strata_status_code_name(strata_status_code_t code);
STRATA_RUNTIME_EXPORT void strata_status_free(strata_status_t *status);

/*===--- Element types and tensor types
 * ------------------------------------===*/

/* The module format's element types. */
typedef enum strata_element_type_e {
  STRATA_ELEMENT_TYPE_NONE = 0,
  STRATA_ELEMENT_TYPE_F32 = 1,
  STRATA_ELEMENT_TYPE_F64 = 2,
  STRATA_ELEMENT_TYPE_F16 = 3,
  STRATA_ELEMENT_TYPE_BF16 = 4,
  STRATA_ELEMENT_TYPE_I1 = 5, /* one byte per element, 0 or 1 */
  STRATA_ELEMENT_TYPE_I8 = 6,
  STRATA_ELEMENT_TYPE_I16 = 7,
  STRATA_ELEMENT_TYPE_I32 = 8,
  STRATA_ELEMENT_TYPE_I64 = 9,
  STRATA_ELEMENT_TYPE_UI8 = 10,
  STRATA_ELEMENT_TYPE_UI16 = 11,
  STRATA_ELEMENT_TYPE_UI32 = 12,
  STRATA_ELEMENT_TYPE_UI64 = 13,
  STRATA_ELEMENT_TYPE_C64 = 14, /* complex<f32>, interleaved */
  STRATA_ELEMENT_TYPE_C128 = 15 /* complex<f64> */
} strata_element_type_t;

/* Bytes per element (0 for NONE or an unknown value). */
STRATA_RUNTIME_EXPORT size_t
strata_element_type_size(strata_element_type_t type);
/* "f32", "bf16", "i1", ... ("?" for an unknown value). */
STRATA_RUNTIME_EXPORT const char *
strata_element_type_name(strata_element_type_t type);

#define STRATA_MAX_RANK 16

/* A tensor type of a function signature; a dim of -1 is dynamic. */
typedef struct strata_tensor_type_s {
  strata_element_type_t element_type;
  size_t rank;
  int64_t dims[STRATA_MAX_RANK];
} strata_tensor_type_t;

/*===--- Instance and devices
 * ----------------------------------------------===*/

typedef struct strata_instance_s strata_instance_t;
typedef struct strata_device_s strata_device_t;

typedef struct strata_instance_options_s {
  size_t struct_size; /* sizeof(strata_instance_options_t) */
  /* The runtime plugins' directory; NULL: <dir of libstrata-runtime.so>/
   * strata/plugins (the SDK's and the build tree's layout). */
  const char *plugin_dir;
  /* Local device task workers; <= 0: one per hardware core. */
  int32_t task_workers;
  /* Nonzero: modules are untrusted (SECURITY.md): native-code variants are
   * refused and SPIR-V is validated at load. */
  int32_t untrusted_modules;
  /* Most bytes of buffers each device keeps live; 0: the device's default. */
  uint64_t device_allocation_limit;
  /* Comma-separated loader formats or plugin names to disable; NULL: none
   * (STRATA_DISABLE_LOADERS is added either way). */
  const char *disabled_loaders;
  /* Prefixes the warnings the instance prints to stderr ("<prefix>:
   * warning: runtime plugin refused: ...", a disabled name matching no
   * loader, a device that could run a module but did not open); NULL:
   * "strata-runtime". Copied at create. */
  const char *diagnostic_prefix;
} strata_instance_options_t;

/* Fills `options` with the defaults (and struct_size). */
STRATA_RUNTIME_EXPORT void
strata_instance_options_init(strata_instance_options_t *options);

/* Loads the runtime plugins; `options` NULL: the defaults. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_instance_create(const strata_instance_options_t *options,
                       strata_instance_t **out_instance);
STRATA_RUNTIME_EXPORT void strata_instance_release(strata_instance_t *instance);

typedef struct strata_device_info_s {
  char name[128];   /* what strata_device_create takes: "local", "vulkan:0" */
  char driver[128]; /* "local" or the driver's description of the device */
  uint64_t memory_bytes;
} strata_device_info_t;

/* The devices this instance can create: the local device, then every device
 * of every HAL driver. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_instance_device_count(strata_instance_t *instance, size_t *out_count);
STRATA_RUNTIME_EXPORT strata_status_t *
strata_instance_device_info(strata_instance_t *instance, size_t index,
                            strata_device_info_t *out_info);

/* What strata-run --list-devices prints: the local device with its task
 * workers and executable formats (a line starting "local: "), then every
 * device of every HAL driver (name, driver, memory, formats) or why a
 * driver has none. *out_length receives the text's length (without the
 * NUL). The text and a NUL are written when `capacity` exceeds it; with
 * `buffer` NULL and `capacity` 0 only the length is given; a smaller
 * capacity is OUT_OF_RANGE and nothing is written. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_instance_describe_devices(strata_instance_t *instance, char *buffer,
                                 size_t capacity, size_t *out_length);

/* The device `name` names: "local", a driver ("vulkan": its device 0) or
 * "driver:N". Errors list the devices that exist. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_device_create(strata_instance_t *instance, const char *name,
                     strata_device_t **out_device);
STRATA_RUNTIME_EXPORT void strata_device_retain(strata_device_t *device);
STRATA_RUNTIME_EXPORT void strata_device_release(strata_device_t *device);
/* "local", "vulkan:0"; valid while the device lives. */
STRATA_RUNTIME_EXPORT const char *
strata_device_name(const strata_device_t *device);
/* The workers of the device's host task pool (0 for NULL). */
STRATA_RUNTIME_EXPORT int32_t
strata_device_task_worker_count(const strata_device_t *device);

/* One timed dispatch (strata_device_set_dispatch_timing). */
typedef struct strata_dispatch_timing_s {
  /* The executable's and the entry point's names; valid while the device
   * lives. */
  const char *executable;
  const char *entry_point;
  uint32_t entry_ordinal;
  /* Nonzero: `nanoseconds` is device time from timestamp queries (a driver
   * device; 0 when the driver cannot measure it); zero: steady-clock wall
   * time around the local device's workgroup loop (all workers). */
  int32_t device_time;
  uint64_t workgroups;
  uint64_t nanoseconds;
} strata_dispatch_timing_t;

/* Turns dispatch timing on `device` on (nonzero) or off (the default):
 * while on, every dispatch of every call on the device records a timing;
 * while off a dispatch pays one relaxed atomic load. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_device_set_dispatch_timing(strata_device_t *device, int enabled);
/* Moves up to `capacity` of the timings recorded so far, oldest first (in
 * dispatch order), into `out`; *out_count receives how many. Call again
 * until *out_count < capacity to take them all. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_device_take_dispatch_timings(strata_device_t *device,
                                    strata_dispatch_timing_t *out,
                                    size_t capacity, size_t *out_count);

/*===--- Buffer views
 * ------------------------------------------------------===*/

typedef struct strata_buffer_view_s strata_buffer_view_t;

/* A new tensor on `device` holding a copy of `data` (`byte_length` must be
 * the shape's size; `data` may be NULL for zeros). */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_buffer_view_create(strata_device_t *device,
                          strata_element_type_t element_type, size_t rank,
                          const int64_t *dims, const void *data,
                          size_t byte_length, strata_buffer_view_t **out_view);

/* A tensor over the caller's memory without a copy (read and written in
 * place on the local device; a driver device copies it to device memory at
 * each call that uses it). `data` must be 64-byte aligned and stay valid
 * until `release(user_data)` is called, which happens when the last view of
 * it is released (and before this returns an error). */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_buffer_view_wrap(strata_device_t *device,
                        strata_element_type_t element_type, size_t rank,
                        const int64_t *dims, void *data, size_t byte_length,
                        void (*release)(void *user_data), void *user_data,
                        strata_buffer_view_t **out_view);

STRATA_RUNTIME_EXPORT void
strata_buffer_view_retain(strata_buffer_view_t *view);
STRATA_RUNTIME_EXPORT void
strata_buffer_view_release(strata_buffer_view_t *view);

STRATA_RUNTIME_EXPORT strata_element_type_t
strata_buffer_view_element_type(const strata_buffer_view_t *view);
STRATA_RUNTIME_EXPORT size_t
strata_buffer_view_rank(const strata_buffer_view_t *view);
/* `rank` dims; valid while the view lives. */
STRATA_RUNTIME_EXPORT const int64_t *
strata_buffer_view_dims(const strata_buffer_view_t *view);
STRATA_RUNTIME_EXPORT size_t
strata_buffer_view_byte_length(const strata_buffer_view_t *view);

/* Copies the tensor's bytes into `dst` (`capacity` >= its byte length),
 * downloading them from a driver device first. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_buffer_view_read(strata_buffer_view_t *view, void *dst, size_t capacity);

/* The tensor's host bytes without a copy (downloaded first from a driver
 * device); valid until the view is released or passed to another call. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_buffer_view_map_read(strata_buffer_view_t *view, const void **out_data);

/* Puts the tensor's bytes in `device`'s memory now, so that no later call
 * on that device uploads them (a driver device such as vulkan:0; nothing
 * to do on the local device). For timing calls without their transfers. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_buffer_view_make_resident(strata_buffer_view_t *view,
                                 strata_device_t *device);

/*===--- Modules and functions
 * ---------------------------------------------===*/

typedef struct strata_module_s strata_module_t;
typedef struct strata_function_s strata_function_t;

/* Loads a module file through every verifier (header, FlatBuffers,
 * semantics, bytecode) and binds it to `device`, or with `device` NULL to
 * the first device that can run all its executables (DESIGN 5). */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_module_load_file(strata_instance_t *instance, strata_device_t *device,
                        const char *path, strata_module_t **out_module);
/* The same from memory (copied; `name` names it in messages, may be NULL). */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_module_load_memory(strata_instance_t *instance, strata_device_t *device,
                          const void *data, size_t size, const char *name,
                          strata_module_t **out_module);
STRATA_RUNTIME_EXPORT void strata_module_release(strata_module_t *module);

/* The device the module runs on (borrowed; valid while the module lives). */
STRATA_RUNTIME_EXPORT strata_device_t *
strata_module_device(strata_module_t *module);

STRATA_RUNTIME_EXPORT size_t
strata_module_function_count(const strata_module_t *module);
/* Exported function `index` (borrowed; valid while the module lives). */
STRATA_RUNTIME_EXPORT strata_function_t *
strata_module_function(strata_module_t *module, size_t index);
/* NOT_FOUND listing the exports when there is no function `name`. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_module_lookup_function(strata_module_t *module, const char *name,
                              strata_function_t **out_function);

STRATA_RUNTIME_EXPORT const char *
strata_function_name(const strata_function_t *function);
STRATA_RUNTIME_EXPORT size_t
strata_function_argument_count(const strata_function_t *function);
STRATA_RUNTIME_EXPORT size_t
strata_function_result_count(const strata_function_t *function);
/* Argument / result `index`'s type; OUT_OF_RANGE past the end. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_function_argument_type(const strata_function_t *function, size_t index,
                              strata_tensor_type_t *out_type);
STRATA_RUNTIME_EXPORT strata_status_t *
strata_function_result_type(const strata_function_t *function, size_t index,
                            strata_tensor_type_t *out_type);

/* Checks `arguments` against the function's signature as a call does
 * first (count, then per argument shape and element type; a dynamic dim
 * matches any size), without running it: INVALID_ARGUMENT, e.g.
 * "argument 1: expected shape 784x128xf32, got 128x784xf32". */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_function_check_arguments(strata_function_t *function,
                                strata_buffer_view_t *const *arguments,
                                size_t argument_count);

/*===--- SPMD programs and channels
 * ---------------------------------------===*/

/* An SPMD rank program (compiled from a sharded JAX export) runs once per
 * rank of its mesh, each call on that rank's shards, with a channel that
 * connects the ranks' collectives. */

/* The function's mesh: writes up to `capacity` axis sizes (row-major rank
 * order, the first axis major) and returns the axis count; 0: not an SPMD
 * rank program. */
STRATA_RUNTIME_EXPORT size_t strata_function_mesh(
    const strata_function_t *function, int64_t *sizes, size_t capacity);
/* The mesh axes dim `dim` of argument (`is_result` 0) or result `index` is
 * split over, the first major: writes up to `capacity` and returns their
 * count (0: the dim is whole, or out of range). */
STRATA_RUNTIME_EXPORT size_t strata_function_sharding(
    const strata_function_t *function, int is_result, size_t index, size_t dim,
    uint32_t *axes, size_t capacity);

typedef struct strata_channel_s strata_channel_t;

/* Opens a group of `count` ranks with the channel provider `provider`
 * ("local": all ranks in this process, one channel each; "mpi": this
 * process's rank of the MPI job, `count` 0 or the job's size) and returns
 * the channels this process holds in rank order (up to `capacity`;
 * *out_count their number). `timeout_ms` (0: none) bounds every wait for
 * other ranks: a rank that stopped taking part makes the others fail with
 * DEADLINE_EXCEEDED instead of hanging. NOT_FOUND lists the providers. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_instance_open_channels(strata_instance_t *instance, const char *provider,
                              uint32_t count, uint64_t timeout_ms,
                              strata_channel_t **channels, size_t capacity,
                              size_t *out_count);
STRATA_RUNTIME_EXPORT void strata_channel_release(strata_channel_t *channel);
STRATA_RUNTIME_EXPORT uint32_t
strata_channel_rank(const strata_channel_t *channel);
STRATA_RUNTIME_EXPORT uint32_t
strata_channel_count(const strata_channel_t *channel);
/* Every rank's `bytes`-long `send`, in rank order, into `recv` (count x
 * bytes): what tools use to compare modules and join results. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_channel_all_gather(strata_channel_t *channel, const void *send,
                          void *recv, uint64_t bytes);
/* recv[i] = the reduction over the ranks of send[i], `count` elements of
 * `element_type`; `reduction` is strata_channel_reduction_t's value (0 sum,
 * 1 product, 2 minimum, 3 maximum, 4 and, 5 or, 6 xor). */
STRATA_RUNTIME_EXPORT strata_status_t *strata_channel_all_reduce(
    strata_channel_t *channel, const void *send, void *recv, uint64_t count,
    strata_element_type_t element_type, uint32_t reduction);
/* This rank cannot go on: every rank's pending and later channel calls
 * fail with ABORTED and `message` (mpi: the job ends). */
STRATA_RUNTIME_EXPORT void strata_channel_abort(strata_channel_t *channel,
                                                const char *message);
/* Gives `module`'s rank programs `channel` (retained) for their
 * collectives; call before the first call. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_module_set_channel(strata_module_t *module, strata_channel_t *channel);

/*===--- Calls
 * -------------------------------------------------------------===*/

/* The outcome of one `check.expect_*` call a function made (test programs
 * compiled with check ops): `index` counts the call's checks from 0,
 * `kind` is "expect_eq", "expect_almost_eq" or "expect_close", and
 * `description` is "PASS", "FAIL: shape 2x3xf32 vs expected 3x2xf32" or
 * "FAIL at [2, 1]: 0.5 vs expected 0.25 (...)". The strings are valid
 * during the callback only. */
typedef void (*strata_check_callback_t)(void *user_data, uint32_t index,
                                        const char *kind, int passed,
                                        const char *description);

typedef struct strata_call_options_s {
  size_t struct_size; /* sizeof(strata_call_options_t) */
  /* The call fails with DEADLINE_EXCEEDED after this many ms; 0: none. */
  uint64_t deadline_ms;
  /* Called once per check the call made, in order, when the call has ended
   * (whether it succeeded or failed, before strata_function_call returns or
   * the fence of an asynchronous call is signalled, on the thread that ran
   * the call); NULL: the checks are dropped. A failed check does not fail
   * the call. */
  strata_check_callback_t check_callback;
  void *check_user_data;
} strata_call_options_t;

STRATA_RUNTIME_EXPORT void
strata_call_options_init(strata_call_options_t *options);

/* Runs `function` on `arguments` (checked against its signature: count,
 * element types, static dims) and waits. On success `results` receives
 * *out_result_count new views (the caller releases each); `result_capacity`
 * must be at least strata_function_result_count. `options` may be NULL. */
STRATA_RUNTIME_EXPORT strata_status_t *strata_function_call(
    strata_function_t *function, strata_buffer_view_t *const *arguments,
    size_t argument_count, const strata_call_options_t *options,
    strata_buffer_view_t **results, size_t result_capacity,
    size_t *out_result_count);

typedef struct strata_fence_s strata_fence_t;

/* Starts the same call on another thread and returns at once; the fence is
 * signalled when it ends. The arguments and the module are retained until
 * then (releasing the module meanwhile is safe). */
STRATA_RUNTIME_EXPORT strata_status_t *strata_function_call_async(
    strata_function_t *function, strata_buffer_view_t *const *arguments,
    size_t argument_count, const strata_call_options_t *options,
    strata_fence_t **out_fence);

/* Waits up to `timeout_ns` (UINT64_MAX: forever) for the call: NULL when it
 * has ended (whatever its outcome), DEADLINE_EXCEEDED when it has not. */
STRATA_RUNTIME_EXPORT strata_status_t *strata_fence_wait(strata_fence_t *fence,
                                                         uint64_t timeout_ns);
/* Nonzero once the call has ended. */
STRATA_RUNTIME_EXPORT int strata_fence_is_signaled(strata_fence_t *fence);
/* After the call ended: its error, or its results as strata_function_call
 * gives them (each call hands out new references). FAILED_PRECONDITION
 * while it runs. */
STRATA_RUNTIME_EXPORT strata_status_t *
strata_fence_results(strata_fence_t *fence, strata_buffer_view_t **results,
                     size_t result_capacity, size_t *out_result_count);
/* Releasing a pending fence does not cancel the call; it finishes and
 * drops its results. */
STRATA_RUNTIME_EXPORT void strata_fence_release(strata_fence_t *fence);

/*===------------------------------------------------------------------===*
 * Traces
 *===------------------------------------------------------------------===*/

/* Starts recording a Chrome trace-event trace (Perfetto, chrome://tracing)
 * of the runtime's work in this process: VM calls, dispatches (executable,
 * variant, workgroups), allocations, host/device transfers, submits, and
 * each Vulkan dispatch's device time on its own track. Process-wide; drops
 * what an earlier recording kept. FAILED_PRECONDITION while recording. */
STRATA_RUNTIME_EXPORT strata_status_t *strata_trace_start(void);
/* Stops recording and writes the trace to `path` as JSON (NULL or "": stops
 * and discards it). FAILED_PRECONDITION when not recording; the file's
 * error when it cannot be written. */
STRATA_RUNTIME_EXPORT strata_status_t *strata_trace_stop(const char *path);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* STRATA_RUNTIME_STRATA_RUNTIME_H */
