/*===- capi_test.c - The runtime C API, end to end, from C99
 *-----------------===*
 *
 * Takes strata-run's test flags (tests/e2e/run_program.py passes them):
 *   --module=M.smod --device=D --input=@in.npy... --expected_output=@out.npy...
 *   --rel_tol=R --abs_tol=A
 * and, through libstrata-runtime.so only: lists the devices, loads the
 * module on D, checks the signature against the inputs, runs the function
 * synchronously, asynchronously and on zero-copy inputs, compares every
 * result with the expected outputs, then checks that bad input (arity,
 * dtype, shape, unknown function and device, truncated and garbage modules,
 * misaligned wrapped memory, too few result slots) fails with the right
 * code and message. Also what strata-run and strata-benchmark use: the
 * --list-devices text, the diagnostic prefix, argument pre-checks, inputs
 * made resident and per-dispatch timings. --checks=FILE.mlir (with the
 * compiler) compiles a program with check ops and checks the calls' check
 * callback instead. Prints "PASS" and exits 0, or names the first failure.
 *
 *===----------------------------------------------------------------------===*/

#include "npy.h"
#include "strata/runtime/strata_runtime.h"
#ifdef STRATA_CAPI_TEST_COMPILER
#include "strata/compiler/strata_compiler.h"
#endif

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_TENSORS 16

static int failures = 0;

static void fail(const char *format, ...) {
  va_list args;
  va_start(args, format);
  fprintf(stderr, "capi_test: FAIL: ");
  vfprintf(stderr, format, args);
  fprintf(stderr, "\n");
  va_end(args);
  ++failures;
}

/* Succeeds or fails the test with the status's message; frees it. */
static int ok(strata_status_t *status, const char *what) {
  if (!status)
    return 1;
  fail("%s: %s: %s", what, strata_status_code_name(strata_status_code(status)),
       strata_status_message(status));
  strata_status_free(status);
  return 0;
}

/* Expects an error of `code` whose message contains `text`; frees it. */
static void expect_error(strata_status_t *status, strata_status_code_t code,
                         const char *text, const char *what) {
  if (!status) {
    fail("%s: succeeded, expected %s", what, strata_status_code_name(code));
    return;
  }
  if (strata_status_code(status) != code ||
      !strstr(strata_status_message(status), text))
    fail("%s: got %s '%s', expected %s containing '%s'", what,
         strata_status_code_name(strata_status_code(status)),
         strata_status_message(status), strata_status_code_name(code), text);
  strata_status_free(status);
}

/* Expects an error (any code) whose message contains `text`; frees it. */
static void expect_failure(strata_status_t *status, const char *text,
                           const char *what) {
  if (!status)
    fail("%s: succeeded, expected an error", what);
  else if (!strstr(strata_status_message(status), text))
    fail("%s: '%s' does not name '%s'", what, strata_status_message(status),
         text);
  else
    printf("%s: %s: %s\n", what,
           strata_status_code_name(strata_status_code(status)),
           strata_status_message(status));
  strata_status_free(status);
}

/* Reads an .npy file, failing the test when it cannot. */
static int read_npy(const char *path, npy_tensor_t *t) {
  char error[512];
  if (npy_read(path, t, error, sizeof(error)))
    return 1;
  fail("%s", error);
  return 0;
}

/*===--- Comparison
 * ---------------------------------------------------------===*/

static double rel_tol = 1e-4, abs_tol = 1e-5;

/* Compares view `v` with `expected`; names result `index` on failure. */
static void compare(strata_buffer_view_t *v, const npy_tensor_t *expected,
                    size_t index, const char *how) {
  size_t i, rank = strata_buffer_view_rank(v), bytes;
  const int64_t *dims = strata_buffer_view_dims(v);
  void *actual;
  if (strata_buffer_view_element_type(v) != expected->type ||
      rank != expected->rank) {
    fail("%s result %zu: type %s rank %zu, expected %s rank %zu", how, index,
         strata_element_type_name(strata_buffer_view_element_type(v)), rank,
         strata_element_type_name(expected->type), expected->rank);
    return;
  }
  for (i = 0; i < rank; ++i)
    if (dims[i] != expected->dims[i]) {
      fail("%s result %zu: dim %zu is %lld, expected %lld", how, index, i,
           (long long)dims[i], (long long)expected->dims[i]);
      return;
    }
  bytes = strata_buffer_view_byte_length(v);
  if (bytes != expected->bytes) {
    fail("%s result %zu: %zu bytes, expected %zu", how, index, bytes,
         expected->bytes);
    return;
  }
  actual = malloc(bytes ? bytes : 1);
  if (!ok(strata_buffer_view_read(v, actual, bytes),
          "strata_buffer_view_read")) {
    free(actual);
    return;
  }
  if (expected->type == STRATA_ELEMENT_TYPE_F32 ||
      expected->type == STRATA_ELEMENT_TYPE_F64) {
    int f32 = expected->type == STRATA_ELEMENT_TYPE_F32;
    size_t n = bytes / (f32 ? 4 : 8);
    for (i = 0; i < n; ++i) {
      double a = f32 ? ((float *)actual)[i] : ((double *)actual)[i];
      double e =
          f32 ? ((float *)expected->data)[i] : ((double *)expected->data)[i];
      if (!(fabs(a - e) <= abs_tol + rel_tol * fabs(e)) &&
          !(isnan(a) && isnan(e))) {
        fail("%s result %zu: element %zu is %g, expected %g", how, index, i, a,
             e);
        break;
      }
    }
  } else if (memcmp(actual, expected->data, bytes)) {
    fail("%s result %zu: bytes differ from the expected output", how, index);
  }
  free(actual);
}

/* Checks that the trace file at `path` is trace-event JSON holding a VM
 * call and an event of category `kind`. */
static void check_trace(const char *path, const char *kind) {
  char *text = NULL, needle[64];
  long size;
  FILE *f = fopen(path, "rb");
  if (!f) {
    fail("trace: cannot open '%s'", path);
    return;
  }
  fseek(f, 0, SEEK_END);
  size = ftell(f);
  fseek(f, 0, SEEK_SET);
  text = (char *)calloc((size_t)size + 1, 1);
  if (text && fread(text, 1, (size_t)size, f) == (size_t)size) {
    snprintf(needle, sizeof(needle), "\"cat\": \"%s\"", kind);
    if (!strstr(text, "\"traceEvents\": [") ||
        !strstr(text, "\"cat\": \"vm\", \"name\": \"call main\"") ||
        !strstr(text, needle))
      fail("trace '%s' lacks the traceEvents list, the call of main or a "
           "'%s' event", path, kind);
  } else {
    fail("trace: cannot read '%s'", path);
  }
  free(text);
  fclose(f);
}

/*===--- What the tools use
 * -------------------------------------------------===*/

/* strata_instance_describe_devices: the --list-devices text (starts with
 * "local: "), the length query, a too small buffer, NULL arguments. */
static void test_describe_devices(strata_instance_t *instance) {
  size_t length = 0, again = 0;
  char small[4];
  char *text;
  if (!ok(strata_instance_describe_devices(instance, NULL, 0, &length),
          "describe_devices length"))
    return;
  text = (char *)malloc(length + 1);
  if (ok(strata_instance_describe_devices(instance, text, length + 1, &again),
         "describe_devices") &&
      (again != length || strlen(text) != length ||
       strncmp(text, "local: CPU device, ", 19) ||
       !strstr(text, "executable format")))
    fail("describe_devices: %zu/%zu bytes, text '%s'", again, length, text);
  free(text);
  expect_error(
      strata_instance_describe_devices(instance, small, sizeof(small), &again),
      STRATA_STATUS_OUT_OF_RANGE, "capacity is 4 bytes",
      "describe_devices into 4 bytes");
  expect_error(strata_instance_describe_devices(NULL, NULL, 0, &again),
               STRATA_STATUS_INVALID_ARGUMENT, "instance", "describe NULL");
  expect_error(strata_instance_describe_devices(instance, NULL, 8, &again),
               STRATA_STATUS_INVALID_ARGUMENT, "buffer is NULL",
               "describe into NULL");
}

/* diagnostic_prefix: an instance's start-up warnings (here a disabled name
 * that matches nothing) carry it; stderr is captured meanwhile. */
static void test_diagnostic_prefix(void) {
  strata_instance_options_t options;
  strata_instance_t *instance = NULL;
  FILE *captured = tmpfile();
  char text[4096];
  size_t n;
  int saved;
  if (!captured) {
    fail("tmpfile failed");
    return;
  }
  strata_instance_options_init(&options);
  options.diagnostic_prefix = "capi-test";
  options.disabled_loaders = "no-such-loader";
  fflush(stderr);
  saved = dup(2);
  dup2(fileno(captured), 2);
  ok(strata_instance_create(&options, &instance), "instance with a prefix");
  fflush(stderr);
  dup2(saved, 2);
  close(saved);
  rewind(captured);
  n = fread(text, 1, sizeof(text) - 1, captured);
  text[n] = 0;
  fclose(captured);
  if (!strstr(text, "capi-test: warning: disabled loader 'no-such-loader' "
                    "matches no executable format or plugin name"))
    fail("the warning lacks the diagnostic prefix: '%s'", text);
  strata_instance_release(instance);
}

/* Dispatch timings of `count` calls of `function` on `device`: at least one
 * per call, named, handed out in batches of at most the capacity; none
 * while timing is off; errors for NULL arguments. */
static void test_dispatch_timings(strata_device_t *device,
                                  strata_function_t *function,
                                  strata_buffer_view_t *const *args,
                                  size_t arg_count) {
  strata_dispatch_timing_t timings[256];
  strata_buffer_view_t *results[MAX_TENSORS];
  size_t i, n = 0, first = 0, rest = 0, result_count = 0;
  int call;
  if (strata_device_task_worker_count(device) < 1 ||
      strata_device_task_worker_count(NULL) != 0)
    fail("task workers: %d on the device, %d for NULL",
         (int)strata_device_task_worker_count(device),
         (int)strata_device_task_worker_count(NULL));
  /* Drop what earlier calls recorded (timing was off: nothing). */
  if (!ok(strata_device_take_dispatch_timings(device, timings, 256, &n),
          "take timings") ||
      n)
    fail("%zu timings recorded while timing was off", n);
  if (!ok(strata_device_set_dispatch_timing(device, 1), "timing on"))
    return;
  for (call = 0; call < 2; ++call)
    if (ok(strata_function_call(function, args, arg_count, NULL, results,
                                MAX_TENSORS, &result_count),
           "timed call"))
      for (i = 0; i < result_count; ++i)
        strata_buffer_view_release(results[i]);
  ok(strata_device_set_dispatch_timing(device, 0), "timing off");
  /* One at a time first, then the rest. */
  if (ok(strata_device_take_dispatch_timings(device, timings, 1, &first),
         "take one timing") &&
      first == 1) {
    if (!timings[0].executable || !*timings[0].executable ||
        !timings[0].entry_point || !*timings[0].entry_point ||
        !timings[0].workgroups)
      fail("timing 0 lacks names or workgroups");
    else
      printf("dispatch timing: %s::%s (entry %u), %llu workgroups, %llu "
             "ns%s\n",
             timings[0].executable, timings[0].entry_point,
             timings[0].entry_ordinal,
             (unsigned long long)timings[0].workgroups,
             (unsigned long long)timings[0].nanoseconds,
             timings[0].device_time ? " (device time)" : "");
  }
  do {
    if (!ok(strata_device_take_dispatch_timings(device, timings, 256, &n),
            "take timings"))
      break;
    for (i = 0; i < n; ++i)
      if (!timings[i].executable || !timings[i].entry_point)
        fail("timing %zu has no names", i);
    rest += n;
  } while (n == 256);
  /* (A program without dispatches has no timings; the corpus programs all
   * have some.) */
  if (first != 1 || (first + rest) % 2)
    fail("%zu + %zu timings for 2 calls, expected at least one per call and "
         "the same per call",
         first, rest);
  if (ok(strata_device_take_dispatch_timings(device, timings, 256, &n),
         "take timings again") &&
      n)
    fail("%zu timings left after taking them all", n);
  expect_error(strata_device_set_dispatch_timing(NULL, 1),
               STRATA_STATUS_INVALID_ARGUMENT, "device is NULL",
               "timing on NULL");
  expect_error(strata_device_take_dispatch_timings(NULL, timings, 1, &n),
               STRATA_STATUS_INVALID_ARGUMENT, "device", "take from NULL");
  expect_error(strata_device_take_dispatch_timings(device, NULL, 4, &n),
               STRATA_STATUS_INVALID_ARGUMENT, "out is NULL", "take into NULL");
}

/* Argument pre-checks and residency on `device`. */
static void test_arguments(strata_device_t *device, strata_function_t *function,
                           strata_buffer_view_t *const *args, size_t count) {
  size_t i;
  ok(strata_function_check_arguments(function, args, count),
     "strata_function_check_arguments");
  if (count)
    expect_error(strata_function_check_arguments(function, args, count - 1),
                 STRATA_STATUS_INVALID_ARGUMENT, "expects", "one too few");
  expect_error(strata_function_check_arguments(NULL, args, count),
               STRATA_STATUS_INVALID_ARGUMENT, "function is NULL",
               "check NULL function");
  expect_error(strata_function_check_arguments(function, NULL, 1),
               STRATA_STATUS_INVALID_ARGUMENT, "arguments is NULL",
               "check NULL arguments");
  for (i = 0; i < count; ++i)
    ok(strata_buffer_view_make_resident(args[i], device), "make resident");
  if (count)
    expect_error(strata_buffer_view_make_resident(args[0], NULL),
                 STRATA_STATUS_INVALID_ARGUMENT, "NULL", "resident on NULL");
}

/*===--- Checks (--checks=FILE.mlir)
 * ----------------------------------------===*/

typedef struct check_log_s {
  unsigned count, passed;
  char lines[8][256];
} check_log_t;

static void log_check(void *user_data, uint32_t index, const char *kind,
                      int passed, const char *description) {
  check_log_t *log = (check_log_t *)user_data;
  if (log->count < 8)
    snprintf(log->lines[log->count], sizeof(log->lines[0]), "%u %s %s",
             (unsigned)index, kind, description);
  printf("[check %u] %s: %s\n", (unsigned)index, kind, description);
  ++log->count;
  log->passed += passed != 0;
}

/* Expects tests/capi/Inputs/checks.mlir's two checks in `log`. */
static void expect_checks(const check_log_t *log, const char *how) {
  if (log->count != 2 || log->passed != 1 ||
      strcmp(log->lines[0], "0 expect_eq PASS") ||
      strcmp(log->lines[1], "1 expect_eq FAIL at [2]: 6 vs expected 7; 1 of 3 "
                            "elements differ"))
    fail("%s: %u checks (%u passed): '%s', '%s'", how, log->count, log->passed,
         log->count > 0 ? log->lines[0] : "",
         log->count > 1 ? log->lines[1] : "");
}

/*===--- The test
 * -----------------------------------------------------------===*/

static int wrapped_released = 0;
static void release_wrapped(void *memory) {
  free(memory);
  ++wrapped_released;
}

/* Copies of `inputs` in 64-byte aligned memory the runtime releases
 * (release_wrapped), as views in `wrapped`; 0 when a wrap fails. */
static int wrap_inputs(strata_device_t *device, const npy_tensor_t *inputs,
                       size_t count, strata_buffer_view_t **wrapped) {
  size_t i;
  for (i = 0; i < count; ++i) {
    size_t rounded = (inputs[i].bytes + 63) / 64 * 64;
    void *memory = aligned_alloc(64, rounded ? rounded : 64);
    memcpy(memory, inputs[i].data, inputs[i].bytes);
    if (!ok(strata_buffer_view_wrap(device, inputs[i].type, inputs[i].rank,
                                    inputs[i].dims, memory, inputs[i].bytes,
                                    release_wrapped, memory, &wrapped[i]),
            "strata_buffer_view_wrap"))
      return 0;
  }
  return 1;
}

#ifdef STRATA_CAPI_TEST_COMPILER
/* Prints every diagnostic of `r`; returns the number of errors. */
static size_t print_diagnostics(const strata_compiler_result_t *r) {
  size_t i, errors = 0;
  strata_diagnostic_t d;
  for (i = 0; strata_compiler_result_diagnostic(r, i, &d); ++i) {
    printf("diagnostic: %s:%u:%u: %d: %s\n", d.file, d.line, d.column,
           (int)d.severity, d.message);
    errors += d.severity == STRATA_DIAGNOSTIC_ERROR;
  }
  return errors;
}

/* The compiler C API: compiles `path` for llvm-cpu into *bytes (malloc'ed),
 * then checks that bad source and bad manifests come back as structured
 * diagnostics. */
static int compile_source(const char *path, char **bytes, size_t *size) {
  static const char bad_source[] =
      "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
      "  %y = arith.addf %x, %x : tensor<4xi32>\n"
      "  return %y : tensor<4xf32>\n}\n";
  strata_compiler_t *compiler = NULL, *bad = NULL;
  strata_compiler_result_t *r = strata_compiler_create(NULL, &compiler);
  strata_compiler_options_t options;
  strata_diagnostic_t d;
  const void *data;
  if (strata_compiler_api_version() != STRATA_COMPILER_API_VERSION)
    fail("compiler API version %u, header %u", strata_compiler_api_version(),
         STRATA_COMPILER_API_VERSION);
  if (!strata_compiler_result_ok(r) || !compiler) {
    print_diagnostics(r);
    fail("strata_compiler_create failed");
    strata_compiler_result_free(r);
    return 0;
  }
  strata_compiler_result_free(r);
  r = strata_compiler_compile_file(compiler, path);
  data = strata_compiler_result_bytes(r, size);
  if (print_diagnostics(r) || !strata_compiler_result_ok(r) || !data) {
    fail("compiling %s failed (ok %d, %zu bytes)", path,
         strata_compiler_result_ok(r), *size);
    strata_compiler_result_free(r);
    strata_compiler_release(compiler);
    return 0;
  }
  *bytes = malloc(*size);
  memcpy(*bytes, data, *size);
  strata_compiler_result_free(r);

  /* Bad source: an error at bad.mlir:2 with a column, no bytes. */
  r = strata_compiler_compile(compiler, bad_source, sizeof(bad_source) - 1,
                              "bad.mlir");
  if (strata_compiler_result_ok(r) || strata_compiler_result_bytes(r, NULL) ||
      !strata_compiler_result_diagnostic(r, 0, &d) ||
      d.severity != STRATA_DIAGNOSTIC_ERROR || strcmp(d.file, "bad.mlir") ||
      d.line != 2 || d.column == 0)
    fail("bad source: expected an error record at bad.mlir:2");
  else
    printf("bad source: %s:%u:%u: %s\n", d.file, d.line, d.column, d.message);
  strata_compiler_result_free(r);
  strata_compiler_release(compiler);

  /* A manifest naming an unknown backend: refused at compile with an error
   * record; malformed JSON: refused at create, naming the manifest. */
  strata_compiler_options_init(&options);
  options.target_manifest_json = "{\"targets\": [{\"backend\": \"nosuch\"}]}";
  r = strata_compiler_create(&options, &bad);
  strata_compiler_result_free(r);
  if (bad) {
    r = strata_compiler_compile_file(bad, path);
    if (strata_compiler_result_ok(r) || !print_diagnostics(r))
      fail("a manifest with backend 'nosuch' compiled");
    strata_compiler_result_free(r);
    strata_compiler_release(bad);
    bad = NULL;
  }
  options.target_manifest_json = "{\"targets\": [";
  r = strata_compiler_create(&options, &bad);
  if (strata_compiler_result_ok(r) || bad ||
      !strata_compiler_result_diagnostic(r, 0, &d) ||
      strcmp(d.file, "<target manifest>"))
    fail("malformed manifest JSON: expected an error record naming it");
  else
    printf("malformed manifest: %s: %s\n", d.file, d.message);
  strata_compiler_result_free(r);
  return 1;
}
#endif

#ifdef STRATA_CAPI_TEST_COMPILER
/* Compiles `path` (check ops) for llvm-cpu, then calls its main on [1 2 3]
 * with and without a check callback, synchronously and asynchronously:
 * each call reports its own checks from index 0, in order. */
static int run_checks(const char *path) {
  static const int32_t x[3] = {1, 2, 3};
  static const int64_t dims[1] = {3};
  strata_compiler_t *compiler = NULL;
  strata_compiler_result_t *r = strata_compiler_create(NULL, &compiler);
  strata_instance_t *instance = NULL;
  strata_module_t *module = NULL;
  strata_function_t *function = NULL;
  strata_buffer_view_t *arg = NULL, *results[MAX_TENSORS];
  strata_call_options_t options;
  strata_fence_t *fence = NULL;
  check_log_t log;
  size_t size = 0, count = 0, i;
  const void *bytes;
  int round;
  strata_compiler_result_free(r);
  if (!compiler) {
    fail("strata_compiler_create failed");
    return 1;
  }
  r = strata_compiler_compile_file(compiler, path);
  bytes = strata_compiler_result_bytes(r, &size);
  if (!strata_compiler_result_ok(r) || !bytes) {
    print_diagnostics(r);
    fail("compiling %s failed", path);
  } else if (ok(strata_instance_create(NULL, &instance), "instance") &&
             ok(strata_module_load_memory(instance, NULL, bytes, size, path,
                                          &module),
                "load") &&
             ok(strata_module_lookup_function(module, "main", &function),
                "lookup main") &&
             ok(strata_buffer_view_create(strata_module_device(module),
                                          STRATA_ELEMENT_TYPE_I32, 1, dims, x,
                                          sizeof(x), &arg),
                "input")) {
    strata_call_options_init(&options);
    options.check_callback = log_check;
    options.check_user_data = &log;
    /* With the callback, without (the checks are dropped, not kept for the
     * next call), with again. */
    for (round = 0; round < 3; ++round) {
      memset(&log, 0, sizeof(log));
      if (ok(strata_function_call(function, &arg, 1,
                                  round == 1 ? NULL : &options, results,
                                  MAX_TENSORS, &count),
             "call with checks")) {
        for (i = 0; i < count; ++i)
          strata_buffer_view_release(results[i]);
      }
      if (round == 1 && log.count)
        fail("checks reported without a callback");
      if (round != 1)
        expect_checks(&log, "sync call");
    }
    /* Asynchronous: reported before the fence is signalled. */
    memset(&log, 0, sizeof(log));
    if (ok(strata_function_call_async(function, &arg, 1, &options, &fence),
           "async call with checks")) {
      ok(strata_fence_wait(fence, UINT64_MAX), "wait");
      expect_checks(&log, "async call");
      strata_fence_release(fence);
    }
  }
  strata_buffer_view_release(arg);
  strata_module_release(module);
  strata_instance_release(instance);
  strata_compiler_result_free(r);
  strata_compiler_release(compiler);
  if (failures) {
    fprintf(stderr, "capi_test: %d failures\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
#endif

int main(int argc, char **argv) {
  const char *module_path = NULL, *device_name = "local";
  int list_only = 0;
  const char *source_path = NULL;
  char *compiled = NULL;
  size_t compiled_size = 0;
  npy_tensor_t inputs[MAX_TENSORS], expected[MAX_TENSORS];
  size_t input_count = 0, expected_count = 0, i, n = 0, result_count = 0;
  strata_instance_t *instance = NULL;
  strata_device_t *device = NULL, *bad_device = NULL;
  strata_module_t *module = NULL, *bad_module = NULL;
  strata_function_t *function = NULL, *missing = NULL;
  strata_buffer_view_t *args[MAX_TENSORS], *wrapped[MAX_TENSORS];
  strata_buffer_view_t *results[MAX_TENSORS];
  strata_device_info_t info;
  strata_fence_t *fence = NULL;
  char *module_bytes;
  size_t module_size = 0;

  for (i = 1; i < (size_t)argc; ++i) {
    const char *a = argv[i];
    if (!strncmp(a, "--module=", 9))
      module_path = a + 9;
    else if (!strcmp(a, "--list-devices"))
      list_only = 1;
#ifdef STRATA_CAPI_TEST_COMPILER
    else if (!strncmp(a, "--source=", 9))
      source_path = a + 9;
    else if (!strncmp(a, "--checks=", 9))
      return run_checks(a + 9);
#endif
    else if (!strncmp(a, "--device=", 9))
      device_name = a + 9;
    else if (!strncmp(a, "--rtol=", 7))
      rel_tol = atof(a + 7);
    else if (!strncmp(a, "--atol=", 7))
      abs_tol = atof(a + 7);
    else if (!strncmp(a, "--input=@", 9) && input_count < MAX_TENSORS) {
      if (!read_npy(a + 9, &inputs[input_count++]))
        return 1;
    } else if (!strncmp(a, "--expected_output=@", 19) &&
               expected_count < MAX_TENSORS) {
      if (!read_npy(a + 19, &expected[expected_count++]))
        return 1;
    } else {
      fprintf(stderr, "capi_test: unexpected argument '%s'\n", a);
      return 2;
    }
  }
  if (!module_path && !source_path && !list_only) {
    fprintf(stderr, "capi_test: missing --module=FILE\n");
    return 2;
  }

  if (strata_runtime_api_version() != STRATA_RUNTIME_API_VERSION)
    fail("library API version %u, header %u", strata_runtime_api_version(),
         STRATA_RUNTIME_API_VERSION);

  /* Instance and devices. */
  if (!ok(strata_instance_create(NULL, &instance), "strata_instance_create"))
    return 1;
  if (ok(strata_instance_device_count(instance, &n), "device_count") &&
      (n < 1 ||
       !ok(strata_instance_device_info(instance, 0, &info), "device_info") ||
       strcmp(info.name, "local")))
    fail("device 0 of %zu is not 'local'", n);
  for (i = 0; i < n; ++i)
    if (ok(strata_instance_device_info(instance, i, &info), "device_info"))
      printf("%s: %s, %llu MiB\n", info.name, info.driver,
             (unsigned long long)(info.memory_bytes >> 20));
  test_describe_devices(instance);
  if (list_only) {
    strata_instance_release(instance);
    return failures ? 1 : 0;
  }
  test_diagnostic_prefix();
  expect_error(strata_instance_device_info(instance, n, &info),
               STRATA_STATUS_OUT_OF_RANGE, "device index",
               "device past the end");
  expect_error(strata_device_create(instance, "nosuch", &bad_device),
               STRATA_STATUS_NOT_FOUND, "unknown device 'nosuch'",
               "unknown device");
  if (!ok(strata_device_create(instance, device_name, &device),
          "strata_device_create"))
    return 1;

  /* The module and its signature. */
  if (source_path) {
#ifdef STRATA_CAPI_TEST_COMPILER
    /* Compiler C API -> bytes -> runtime C API, all in this process. */
    if (!compile_source(source_path, &compiled, &compiled_size) ||
        !ok(strata_module_load_memory(instance, device, compiled, compiled_size,
                                      source_path, &module),
            "strata_module_load_memory"))
      return 1;
#endif
  } else if (!ok(strata_module_load_file(instance, device, module_path,
                                         &module),
                 "strata_module_load_file")) {
    return 1;
  }
  if (strata_module_device(module) != device)
    fail("the module is not on the device it was loaded on");
  if (!ok(strata_module_lookup_function(module, "main", &function),
          "lookup main"))
    return 1;
  if (strata_function_argument_count(function) != input_count ||
      strata_function_result_count(function) != expected_count)
    fail("main takes %zu arguments and returns %zu results; the test has "
         "%zu inputs and %zu outputs",
         strata_function_argument_count(function),
         strata_function_result_count(function), input_count, expected_count);
  for (i = 0; i < input_count; ++i) {
    strata_tensor_type_t type;
    if (ok(strata_function_argument_type(function, i, &type),
           "argument type") &&
        (type.element_type != inputs[i].type || type.rank != inputs[i].rank))
      fail("argument %zu: signature %s rank %zu, input %s rank %zu", i,
           strata_element_type_name(type.element_type), type.rank,
           strata_element_type_name(inputs[i].type), inputs[i].rank);
  }

  /* Synchronous call. */
  for (i = 0; i < input_count; ++i)
    if (!ok(strata_buffer_view_create(device, inputs[i].type, inputs[i].rank,
                                      inputs[i].dims, inputs[i].data,
                                      inputs[i].bytes, &args[i]),
            "strata_buffer_view_create"))
      return 1;
  if (ok(strata_function_call(function, args, input_count, NULL, results,
                              MAX_TENSORS, &result_count),
         "strata_function_call")) {
    if (result_count != expected_count)
      fail("%zu results, expected %zu", result_count, expected_count);
    for (i = 0; i < result_count && i < expected_count; ++i)
      compare(results[i], &expected[i], i, "sync");
    for (i = 0; i < result_count; ++i)
      strata_buffer_view_release(results[i]);
  }

  test_arguments(device, function, args, input_count);
  test_dispatch_timings(device, function, args, input_count);

  /* Asynchronous call. */
  if (ok(strata_function_call_async(function, args, input_count, NULL, &fence),
         "strata_function_call_async")) {
    ok(strata_fence_wait(fence, UINT64_MAX), "strata_fence_wait");
    if (!strata_fence_is_signaled(fence))
      fail("the fence is not signalled after the wait");
    if (ok(strata_fence_results(fence, results, MAX_TENSORS, &result_count),
           "strata_fence_results")) {
      for (i = 0; i < result_count && i < expected_count; ++i)
        compare(results[i], &expected[i], i, "async");
      for (i = 0; i < result_count; ++i)
        strata_buffer_view_release(results[i]);
    }
    strata_fence_release(fence);
  }

  /* A traced call (STRATA_CAPI_TEST_TRACE=FILE.json): the file holds the VM
   * call and its dispatches (device time on Vulkan). */
  if (getenv("STRATA_CAPI_TEST_TRACE")) {
    const char *trace_path = getenv("STRATA_CAPI_TEST_TRACE");
    expect_error(strata_trace_stop(trace_path),
                 STRATA_STATUS_FAILED_PRECONDITION, "no trace is being",
                 "trace stop before start");
    if (ok(strata_trace_start(), "strata_trace_start")) {
      expect_error(strata_trace_start(), STRATA_STATUS_FAILED_PRECONDITION,
                   "already being recorded", "second trace start");
      if (ok(strata_function_call(function, args, input_count, NULL, results,
                                  MAX_TENSORS, &result_count),
             "traced call"))
        for (i = 0; i < result_count; ++i)
          strata_buffer_view_release(results[i]);
      if (ok(strata_trace_stop(trace_path), "strata_trace_stop"))
        check_trace(trace_path,
                    strncmp(device_name, "vulkan", 6) ? "dispatch" : "gpu");
    }
  }

  /* An asynchronous call outlives the caller's module reference. */
  if (module_path) {
    strata_module_t *transient = NULL;
    strata_function_t *transient_main = NULL;
    if (ok(strata_module_load_file(instance, device, module_path, &transient),
           "second load") &&
        ok(strata_module_lookup_function(transient, "main", &transient_main),
           "lookup main") &&
        ok(strata_function_call_async(transient_main, args, input_count, NULL,
                                      &fence),
           "async call on a released module")) {
      strata_module_release(transient);
      transient = NULL;
      ok(strata_fence_wait(fence, UINT64_MAX), "strata_fence_wait");
      if (ok(strata_fence_results(fence, results, MAX_TENSORS, &result_count),
             "results after the module was released")) {
        for (i = 0; i < result_count && i < expected_count; ++i)
          compare(results[i], &expected[i], i, "async, module released");
        for (i = 0; i < result_count; ++i)
          strata_buffer_view_release(results[i]);
      }
      strata_fence_release(fence);
    }
    strata_module_release(transient);
  }

  /* Zero-copy inputs: 64-byte aligned memory released by the runtime. */
  if (!wrap_inputs(device, inputs, input_count, wrapped))
    return 1;
  if (ok(strata_function_call(function, wrapped, input_count, NULL, results,
                              MAX_TENSORS, &result_count),
         "call on wrapped inputs")) {
    for (i = 0; i < result_count && i < expected_count; ++i)
      compare(results[i], &expected[i], i, "zero-copy");
    for (i = 0; i < result_count; ++i)
      strata_buffer_view_release(results[i]);
  }
  for (i = 0; i < input_count; ++i)
    strata_buffer_view_release(wrapped[i]);
  if (wrapped_released != (int)input_count)
    fail("%d wrapped inputs released, expected %zu", wrapped_released,
         input_count);

  /* An asynchronous call drops what it holds before its fence is
   * signalled (the caller may then release everything and exit): wrapped
   * inputs the caller released meanwhile are freed by the fence's last
   * release. */
  wrapped_released = 0;
  if (!wrap_inputs(device, inputs, input_count, wrapped))
    return 1;
  if (ok(strata_function_call_async(function, wrapped, input_count, NULL,
                                    &fence),
         "async call on wrapped inputs")) {
    for (i = 0; i < input_count; ++i)
      strata_buffer_view_release(wrapped[i]);
    ok(strata_fence_wait(fence, UINT64_MAX), "strata_fence_wait");
    strata_fence_release(fence);
    if (wrapped_released != (int)input_count)
      fail("%d wrapped inputs released after the fence, expected %zu",
           wrapped_released, input_count);
  } else {
    for (i = 0; i < input_count; ++i)
      strata_buffer_view_release(wrapped[i]);
  }

  /* Bad input: every one an error with its reason, none a crash. */
  expect_error(strata_function_call(function, args, 0, NULL, results,
                                    MAX_TENSORS, &result_count),
               STRATA_STATUS_INVALID_ARGUMENT, "argument", "no arguments");
  if (input_count) {
    strata_buffer_view_t *wrong = NULL, *saved = args[0];
    strata_element_type_t other = inputs[0].type == STRATA_ELEMENT_TYPE_I32
                                      ? STRATA_ELEMENT_TYPE_F32
                                      : STRATA_ELEMENT_TYPE_I32;
    size_t other_bytes = inputs[0].bytes /
                         strata_element_type_size(inputs[0].type) *
                         strata_element_type_size(other);
    if (ok(strata_buffer_view_create(device, other, inputs[0].rank,
                                     inputs[0].dims, NULL, other_bytes, &wrong),
           "wrong-type view")) {
      args[0] = wrong;
      expect_error(strata_function_call(function, args, input_count, NULL,
                                        results, MAX_TENSORS, &result_count),
                   STRATA_STATUS_INVALID_ARGUMENT, "argument 0", "wrong dtype");
      strata_buffer_view_release(wrong);
    }
    if (inputs[0].rank && inputs[0].dims[0] > 1) {
      int64_t dims[STRATA_MAX_RANK];
      size_t row = inputs[0].bytes / (size_t)inputs[0].dims[0];
      memcpy(dims, inputs[0].dims, sizeof(dims));
      dims[0] -= 1;
      if (ok(strata_buffer_view_create(device, inputs[0].type, inputs[0].rank,
                                       dims, NULL, inputs[0].bytes - row,
                                       &wrong),
             "wrong-shape view")) {
        args[0] = wrong;
        expect_error(strata_function_call(function, args, input_count, NULL,
                                          results, MAX_TENSORS, &result_count),
                     STRATA_STATUS_INVALID_ARGUMENT,
                     "argument 0: expected shape", "wrong shape");
        strata_buffer_view_release(wrong);
      }
    }
    args[0] = saved;
    expect_error(strata_buffer_view_create(device, inputs[0].type,
                                           inputs[0].rank, inputs[0].dims, NULL,
                                           inputs[0].bytes + 1, &wrong),
                 STRATA_STATUS_INVALID_ARGUMENT, "byte_length", "byte length");
    {
      char *memory = aligned_alloc(64, (inputs[0].bytes + 127) / 64 * 64);
      wrapped_released = 0;
      expect_error(
          strata_buffer_view_wrap(device, inputs[0].type, inputs[0].rank,
                                  inputs[0].dims, memory + 4, inputs[0].bytes,
                                  release_wrapped, memory, &wrong),
          STRATA_STATUS_INVALID_ARGUMENT, "64-byte aligned", "misaligned wrap");
      if (wrapped_released != 1)
        fail("a refused wrap did not release its memory");
    }
  }
  if (expected_count)
    expect_error(strata_function_call(function, args, input_count, NULL,
                                      results, 0, &result_count),
                 STRATA_STATUS_INVALID_ARGUMENT, "result_capacity",
                 "no result slots");
  expect_error(strata_module_lookup_function(module, "nosuch", &missing),
               STRATA_STATUS_NOT_FOUND, "exports: main", "unknown function");
  module_bytes = compiled ? compiled : npy_read_file(module_path, &module_size);
  if (compiled)
    module_size = compiled_size;
  if (module_bytes) {
    static const char garbage[256] = {'S', 'T', 'R', 'A', 1, 2, 3};
    /* Errors name the module; the code is the verifier's. */
    expect_failure(strata_module_load_memory(instance, device, module_bytes,
                                             module_size / 2, "truncated.smod",
                                             &bad_module),
                   "truncated.smod", "truncated module");
    expect_failure(strata_module_load_memory(instance, device, garbage,
                                             sizeof(garbage), "garbage.smod",
                                             &bad_module),
                   "garbage.smod", "garbage module");
    if (bad_module)
      fail("a refused module was handed out");
  }
  free(module_bytes);

  for (i = 0; i < input_count; ++i)
    strata_buffer_view_release(args[i]);
  strata_module_release(module);
  strata_device_release(device);
  strata_instance_release(instance);
  for (i = 0; i < input_count; ++i)
    npy_free(&inputs[i]);
  for (i = 0; i < expected_count; ++i)
    npy_free(&expected[i]);
  if (failures) {
    fprintf(stderr, "capi_test: %d failures\n", failures);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
