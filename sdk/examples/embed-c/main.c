/*===- main.c - Embedding the Strata runtime in a C program
 *-----------------===*
 *
 *   strata-embed MODULE.smod [--device=NAME] [--function=main] IN.npy...
 *
 * Loads a compiled module through libstrata-runtime.so (strata_runtime.h),
 * checks the .npy inputs against the function's signature, calls it and
 * prints each result's type and first values; `--expected=OUT.npy` (once
 * per result) compares it with a tolerance of 1e-4 relative + 1e-5 absolute
 * instead and exits 1 on a mismatch.
 *
 *===----------------------------------------------------------------------===*/

#include "npy.h"
#include "strata/runtime/strata_runtime.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TENSORS 16

/* Prints `status` as "what: CODE: message"; returns 1 when it is an error. */
static int report(strata_status_t *status, const char *what) {
  if (!status)
    return 0;
  fprintf(stderr, "strata-embed: %s: %s: %s\n", what,
          strata_status_code_name(strata_status_code(status)),
          strata_status_message(status));
  strata_status_free(status);
  return 1;
}

/* 0 when the f32/f64 values match within tolerance (other types: bytes). */
static int mismatch(const void *actual, const npy_tensor_t *expected) {
  size_t i, n;
  if (expected->type != STRATA_ELEMENT_TYPE_F32 &&
      expected->type != STRATA_ELEMENT_TYPE_F64)
    return memcmp(actual, expected->data, expected->bytes) != 0;
  n = expected->bytes / strata_element_type_size(expected->type);
  for (i = 0; i < n; ++i) {
    double a, e;
    if (expected->type == STRATA_ELEMENT_TYPE_F32) {
      a = ((const float *)actual)[i];
      e = ((const float *)expected->data)[i];
    } else {
      a = ((const double *)actual)[i];
      e = ((const double *)expected->data)[i];
    }
    if (!(fabs(a - e) <= 1e-5 + 1e-4 * fabs(e)) && !(isnan(a) && isnan(e))) {
      fprintf(stderr, "strata-embed: element %zu is %g, expected %g\n", i, a,
              e);
      return 1;
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  const char *module_path = NULL, *device_name = NULL, *function_name = "main";
  npy_tensor_t inputs[MAX_TENSORS], expected[MAX_TENSORS];
  size_t input_count = 0, expected_count = 0, result_count = 0, i, k;
  strata_instance_t *instance = NULL;
  strata_device_t *device = NULL;
  strata_module_t *module = NULL;
  strata_function_t *function = NULL;
  strata_buffer_view_t *args[MAX_TENSORS], *results[MAX_TENSORS];
  char error[512];
  int rc = 1;

  for (i = 1; i < (size_t)argc; ++i) {
    const char *a = argv[i];
    npy_tensor_t *into = NULL;
    if (!strncmp(a, "--device=", 9))
      device_name = a + 9;
    else if (!strncmp(a, "--function=", 11))
      function_name = a + 11;
    else if (!strncmp(a, "--expected=", 11) && expected_count < MAX_TENSORS)
      into = &expected[expected_count++], a += 11;
    else if (!module_path)
      module_path = a;
    else if (input_count < MAX_TENSORS)
      into = &inputs[input_count++];
    if (into && !npy_read(a, into, error, sizeof(error))) {
      fprintf(stderr, "strata-embed: %s\n", error);
      return 1;
    }
  }
  if (!module_path) {
    fprintf(stderr, "usage: strata-embed MODULE.smod [--device=NAME] "
                    "[--function=NAME] [--expected=OUT.npy]... IN.npy...\n");
    return 2;
  }

  /* The plugins next to libstrata-runtime.so; the module picks its device
   * unless --device names one. */
  if (report(strata_instance_create(NULL, &instance), "instance"))
    return 1;
  if (device_name &&
      report(strata_device_create(instance, device_name, &device), "device"))
    goto done;
  if (report(strata_module_load_file(instance, device, module_path, &module),
             "loading the module") ||
      report(strata_module_lookup_function(module, function_name, &function),
             "function"))
    goto done;
  printf("%s on %s: %zu arguments, %zu results\n", function_name,
         strata_device_name(strata_module_device(module)),
         strata_function_argument_count(function),
         strata_function_result_count(function));

  for (i = 0; i < input_count; ++i)
    if (report(strata_buffer_view_create(
                   strata_module_device(module), inputs[i].type, inputs[i].rank,
                   inputs[i].dims, inputs[i].data, inputs[i].bytes, &args[i]),
               "input"))
      goto done;
  /* The runtime checks arity, element types and shapes. */
  if (report(strata_function_call(function, args, input_count, NULL, results,
                                  MAX_TENSORS, &result_count),
             "call"))
    goto release_args;

  rc = 0;
  for (i = 0; i < result_count; ++i) {
    const void *data = NULL;
    strata_element_type_t type = strata_buffer_view_element_type(results[i]);
    size_t rank = strata_buffer_view_rank(results[i]);
    const int64_t *dims = strata_buffer_view_dims(results[i]);
    printf("result %zu: ", i);
    for (k = 0; k < rank; ++k)
      printf("%lldx", (long long)dims[k]);
    printf("%s", strata_element_type_name(type));
    if (report(strata_buffer_view_map_read(results[i], &data), "reading")) {
      rc = 1;
    } else if (i < expected_count) {
      int bad =
          strata_buffer_view_byte_length(results[i]) != expected[i].bytes ||
          type != expected[i].type || mismatch(data, &expected[i]);
      printf(bad ? " MISMATCH\n" : " matches\n");
      rc |= bad;
    } else if (type == STRATA_ELEMENT_TYPE_F32) {
      size_t n = strata_buffer_view_byte_length(results[i]) / 4;
      for (k = 0; k < n && k < 4; ++k)
        printf(" %g", ((const float *)data)[k]);
      printf(n > 4 ? " ...\n" : "\n");
    } else {
      printf("\n");
    }
    strata_buffer_view_release(results[i]);
  }
release_args:
  for (i = 0; i < input_count; ++i)
    strata_buffer_view_release(args[i]);
done:
  strata_module_release(module);
  strata_device_release(device);
  strata_instance_release(instance);
  for (i = 0; i < input_count; ++i)
    npy_free(&inputs[i]);
  for (i = 0; i < expected_count; ++i)
    npy_free(&expected[i]);
  return rc;
}
