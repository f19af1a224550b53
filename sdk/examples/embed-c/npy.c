/*===- npy.c - A small reader of NumPy .npy files for the embed example
 * ----===*/

#include "npy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *npy_read_file(const char *path, size_t *out_size) {
  FILE *f = fopen(path, "rb");
  char *data = NULL;
  long n;
  if (!f)
    return NULL;
  if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 &&
      fseek(f, 0, SEEK_SET) == 0) {
    data = malloc((size_t)n + 1);
    if (data && fread(data, 1, (size_t)n, f) != (size_t)n) {
      free(data);
      data = NULL;
    }
    *out_size = (size_t)n;
  }
  fclose(f);
  return data;
}

static strata_element_type_t npy_type(const char *descr) {
  static const struct {
    const char *descr;
    strata_element_type_t type;
  } table[] = {
      {"<f4", STRATA_ELEMENT_TYPE_F32},  {"<f8", STRATA_ELEMENT_TYPE_F64},
      {"<f2", STRATA_ELEMENT_TYPE_F16},  {"|b1", STRATA_ELEMENT_TYPE_I1},
      {"|i1", STRATA_ELEMENT_TYPE_I8},   {"<i2", STRATA_ELEMENT_TYPE_I16},
      {"<i4", STRATA_ELEMENT_TYPE_I32},  {"<i8", STRATA_ELEMENT_TYPE_I64},
      {"|u1", STRATA_ELEMENT_TYPE_UI8},  {"<u2", STRATA_ELEMENT_TYPE_UI16},
      {"<u4", STRATA_ELEMENT_TYPE_UI32}, {"<u8", STRATA_ELEMENT_TYPE_UI64},
      {"<c8", STRATA_ELEMENT_TYPE_C64},  {"<c16", STRATA_ELEMENT_TYPE_C128}};
  size_t i;
  for (i = 0; i < sizeof(table) / sizeof(table[0]); ++i)
    if (!strcmp(descr, table[i].descr))
      return table[i].type;
  return STRATA_ELEMENT_TYPE_NONE;
}

int npy_read(const char *path, npy_tensor_t *t, char *error, size_t capacity) {
  size_t size = 0, header_len, offset, i;
  uint64_t elements = 1;
  char *file = npy_read_file(path, &size), *header, *p, descr[8] = {0};
  memset(t, 0, sizeof(*t));
  if (!file || size < 12 || memcmp(file, "\x93NUMPY", 6)) {
    snprintf(error, capacity, "%s: %s", path,
             file ? "not an .npy file" : "cannot be read");
    free(file);
    return 0;
  }
  if (file[6] == 1) {
    header_len = (unsigned char)file[8] | (size_t)(unsigned char)file[9] << 8;
    offset = 10;
  } else {
    header_len = (unsigned char)file[8] | (size_t)(unsigned char)file[9] << 8 |
                 (size_t)(unsigned char)file[10] << 16 |
                 (size_t)(unsigned char)file[11] << 24;
    offset = 12;
  }
  if (header_len == 0 || header_len > size - offset) {
    snprintf(error, capacity, "%s: truncated header", path);
    free(file);
    return 0;
  }
  header = file + offset;
  header[header_len - 1] = 0; /* the trailing newline */
  p = strstr(header, "'descr':");
  if (p && (p = strchr(p + 8, '\'')))
    for (i = 0; i < 7 && p[1 + i] && p[1 + i] != '\''; ++i)
      descr[i] = p[1 + i];
  t->type = npy_type(descr);
  p = strstr(header, "'shape':");
  if (!t->type || !p || !(p = strchr(p, '(')) ||
      strstr(header, "'fortran_order': True")) {
    snprintf(error, capacity, "%s: unsupported header '%s'", path, header);
    free(file);
    return 0;
  }
  for (++p; *p && *p != ')';) {
    char *end;
    long long dim = strtoll(p, &end, 10);
    if (end == p) {
      ++p;
      continue;
    }
    if (t->rank == STRATA_MAX_RANK || dim < 0) {
      snprintf(error, capacity, "%s: shape beyond rank %d or negative", path,
               STRATA_MAX_RANK);
      free(file);
      return 0;
    }
    t->dims[t->rank++] = dim;
    elements *= (uint64_t)dim;
    p = end;
  }
  t->bytes = size - offset - header_len;
  if (elements * strata_element_type_size(t->type) != t->bytes) {
    snprintf(
        error, capacity, "%s: %zu data bytes, the header says %llu", path,
        t->bytes,
        (unsigned long long)(elements * strata_element_type_size(t->type)));
    free(file);
    return 0;
  }
  t->data = malloc(t->bytes ? t->bytes : 1);
  if (t->bytes)
    memcpy(t->data, file + offset + header_len, t->bytes);
  free(file);
  return 1;
}

void npy_free(npy_tensor_t *tensor) {
  free(tensor->data);
  tensor->data = NULL;
}
