/*===- npy.h - A small reader of NumPy .npy files for the embed example ----===*
 *
 * Enough of the .npy format (1.x-3.x, C order, little-endian numeric types)
 * to feed a Strata module from NumPy-saved arrays, in plain C99.
 *
 *===----------------------------------------------------------------------===*/
#ifndef STRATA_EMBED_EXAMPLE_NPY_H
#define STRATA_EMBED_EXAMPLE_NPY_H

#include "strata/runtime/strata_runtime.h"

#include <stddef.h>
#include <stdint.h>

typedef struct npy_tensor_s {
  strata_element_type_t type;
  size_t rank;
  int64_t dims[STRATA_MAX_RANK];
  void *data; /* malloc'ed; npy_free releases it */
  size_t bytes;
} npy_tensor_t;

/* The whole file, malloc'ed (NULL when it cannot be read). */
char *npy_read_file(const char *path, size_t *out_size);

/* Reads `path` into `out`: 1 on success, else 0 with a message in `error`. */
int npy_read(const char *path, npy_tensor_t *out, char *error,
             size_t error_capacity);

void npy_free(npy_tensor_t *tensor);

#endif /* STRATA_EMBED_EXAMPLE_NPY_H */
