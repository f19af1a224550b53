/*===- pjrt_c_test.c - libstrata-pjrt.so through the PJRT C API ------------===*
 *
 * What JAX does with a PJRT plugin, from C and without JAX (CI has none):
 * dlopen the library, check the function table (version, every slot set),
 * create a client, compile a StableHLO portable artifact as jaxlib sends it
 * (format "mlir", a serialized xla.CompileOptionsProto with a device
 * assignment), upload the inputs, execute, read the outputs back and compare
 * them with XLA's (the program directory's out*.npy). Then: the compile
 * cache (memory and disk), host layouts (strides, column-major), and bad
 * input (a truncated or too-new artifact, wrong arguments) as errors.
 *
 *   strata-pjrt-test --plugin=libstrata-pjrt.so --program=DIR
 *                    [--device=local] [--cache=DIR]
 *
 *===----------------------------------------------------------------------===*/

#include "npy.h"
#include "strata/pjrt/pjrt_abi.h"

#include <dirent.h>
#include <dlfcn.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const PJRT_Api *api;

static void fail(const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  fprintf(stderr, "FAIL: ");
  vfprintf(stderr, format, ap);
  fprintf(stderr, "\n");
  va_end(ap);
  exit(1);
}

/* The error's message (freed), or NULL for success. */
static char *take_error(PJRT_Error *error, PJRT_Error_Code *code) {
  PJRT_Error_Message_Args m;
  PJRT_Error_GetCode_Args c;
  PJRT_Error_Destroy_Args d;
  char *text;
  if (!error)
    return NULL;
  memset(&m, 0, sizeof(m));
  m.struct_size = sizeof(m);
  m.error = error;
  api->PJRT_Error_Message(&m);
  memset(&c, 0, sizeof(c));
  c.struct_size = PJRT_STRUCT_SIZE(PJRT_Error_GetCode_Args, code);
  c.error = error;
  if (api->PJRT_Error_GetCode(&c))
    fail("PJRT_Error_GetCode failed");
  if (code)
    *code = c.code;
  text = malloc(m.message_size + 1);
  memcpy(text, m.message, m.message_size);
  text[m.message_size] = 0;
  memset(&d, 0, sizeof(d));
  d.struct_size = sizeof(d);
  d.error = error;
  api->PJRT_Error_Destroy(&d);
  return text;
}

static void check(PJRT_Error *error, const char *what) {
  char *message = take_error(error, NULL);
  if (message)
    fail("%s: %s", what, message);
}

#define ARGS(type, name)                                                       \
  type name;                                                                   \
  memset(&name, 0, sizeof(name));                                              \
  name.struct_size = sizeof(name)

static PJRT_Buffer_Type pjrt_type(strata_element_type_t type) {
  switch (type) {
  case STRATA_ELEMENT_TYPE_F32:
    return PJRT_Buffer_Type_F32;
  case STRATA_ELEMENT_TYPE_F64:
    return PJRT_Buffer_Type_F64;
  case STRATA_ELEMENT_TYPE_F16:
    return PJRT_Buffer_Type_F16;
  case STRATA_ELEMENT_TYPE_I1:
    return PJRT_Buffer_Type_PRED;
  case STRATA_ELEMENT_TYPE_I8:
    return PJRT_Buffer_Type_S8;
  case STRATA_ELEMENT_TYPE_I16:
    return PJRT_Buffer_Type_S16;
  case STRATA_ELEMENT_TYPE_I32:
    return PJRT_Buffer_Type_S32;
  case STRATA_ELEMENT_TYPE_I64:
    return PJRT_Buffer_Type_S64;
  case STRATA_ELEMENT_TYPE_UI8:
    return PJRT_Buffer_Type_U8;
  case STRATA_ELEMENT_TYPE_UI16:
    return PJRT_Buffer_Type_U16;
  case STRATA_ELEMENT_TYPE_UI32:
    return PJRT_Buffer_Type_U32;
  case STRATA_ELEMENT_TYPE_UI64:
    return PJRT_Buffer_Type_U64;
  case STRATA_ELEMENT_TYPE_C64:
    return PJRT_Buffer_Type_C64;
  case STRATA_ELEMENT_TYPE_C128:
    return PJRT_Buffer_Type_C128;
  default:
    return PJRT_Buffer_Type_INVALID;
  }
}

/* Compile options as jaxlib writes them for jax.jit on device `id`:
 * executable_build_options { device_ordinal -1, num_replicas 1,
 * num_partitions 1, use_spmd_partitioning, device_assignment {1, 1, [id]} }
 * and an unknown field (profile_version) to skip. */
static size_t compile_options(unsigned char *out, int id) {
  unsigned char build[64];
  size_t n = 0, b = 0, i;
  static const unsigned char ordinal[] = {0x08, 0xff, 0xff, 0xff, 0xff, 0xff,
                                          0xff, 0xff, 0xff, 0xff, 0x01};
  memcpy(build, ordinal, sizeof(ordinal));
  b = sizeof(ordinal);
  build[b++] = 0x20; /* num_replicas */
  build[b++] = 1;
  build[b++] = 0x28; /* num_partitions */
  build[b++] = 1;
  build[b++] = 0x30; /* use_spmd_partitioning */
  build[b++] = 1;
  build[b++] = 0x4a; /* device_assignment */
  build[b++] = 9;
  build[b++] = 0x08;
  build[b++] = 1;
  build[b++] = 0x10;
  build[b++] = 1;
  build[b++] = 0x1a; /* computation_devices { replica_device_ids: [id] } */
  build[b++] = 3;
  build[b++] = 0x0a; /* packed */
  build[b++] = 1;
  build[b++] = (unsigned char)id;
  out[n++] = 0x28; /* profile_version = 7 (skipped) */
  out[n++] = 7;
  out[n++] = 0x1a; /* executable_build_options */
  out[n++] = (unsigned char)b;
  for (i = 0; i < b; ++i)
    out[n++] = build[i];
  return n;
}

typedef struct {
  PJRT_Client *client;
  PJRT_Device *device;
  PJRT_Memory *memory;
  int device_id;
} session_t;

static PJRT_Client *create_client(const char *device, const char *cache) {
  PJRT_NamedValue options[2];
  size_t count = 0;
  memset(options, 0, sizeof(options));
  options[count].struct_size = sizeof(PJRT_NamedValue);
  options[count].name = "devices";
  options[count].name_size = 7;
  options[count].type = PJRT_NamedValue_kString;
  options[count].string_value = device;
  options[count].value_size = strlen(device);
  ++count;
  options[count].struct_size = sizeof(PJRT_NamedValue);
  options[count].name = "cache_dir";
  options[count].name_size = 9;
  options[count].type = PJRT_NamedValue_kString;
  options[count].string_value = cache;
  options[count].value_size = strlen(cache);
  ++count;
  {
    ARGS(PJRT_Client_Create_Args, create);
    create.create_options = options;
    create.num_options = count;
    check(api->PJRT_Client_Create(&create), "PJRT_Client_Create");
    return create.client;
  }
}

static void open_session(session_t *s, const char *device, const char *cache) {
  s->client = create_client(device, cache);
  {
    ARGS(PJRT_Client_PlatformName_Args, name);
    name.client = s->client;
    check(api->PJRT_Client_PlatformName(&name), "PlatformName");
    if (name.platform_name_size != 6 || memcmp(name.platform_name, "strata", 6))
      fail("platform name '%.*s', expected strata",
           (int)name.platform_name_size, name.platform_name);
  }
  {
    ARGS(PJRT_Client_AddressableDevices_Args, devices);
    devices.client = s->client;
    check(api->PJRT_Client_AddressableDevices(&devices), "AddressableDevices");
    if (devices.num_addressable_devices != 1)
      fail("%zu devices for devices=%s", devices.num_addressable_devices,
           device);
    s->device = devices.addressable_devices[0];
  }
  {
    ARGS(PJRT_Device_GetDescription_Args, description);
    ARGS(PJRT_DeviceDescription_Id_Args, id);
    ARGS(PJRT_DeviceDescription_Kind_Args, kind);
    description.device = s->device;
    check(api->PJRT_Device_GetDescription(&description), "GetDescription");
    id.device_description = description.device_description;
    check(api->PJRT_DeviceDescription_Id(&id), "DeviceDescription_Id");
    s->device_id = id.id;
    kind.device_description = description.device_description;
    check(api->PJRT_DeviceDescription_Kind(&kind), "DeviceDescription_Kind");
    printf("device %d: kind %.*s\n", id.id, (int)kind.device_kind_size,
           kind.device_kind);
  }
  {
    ARGS(PJRT_Device_DefaultMemory_Args, memory);
    ARGS(PJRT_Memory_Kind_Args, kind);
    memory.device = s->device;
    check(api->PJRT_Device_DefaultMemory(&memory), "DefaultMemory");
    s->memory = memory.memory;
    /* PJRT >= 0.105: a memory starts with its function table (or NULL). */
    kind.memory = s->memory;
    check(api->PJRT_Memory_Kind(&kind), "Memory_Kind");
    if (kind.kind_size != 6 || memcmp(kind.kind, "device", 6))
      fail("memory kind '%.*s'", (int)kind.kind_size, kind.kind);
  }
}

static void close_client(PJRT_Client *client) {
  ARGS(PJRT_Client_Destroy_Args, destroy);
  destroy.client = client;
  check(api->PJRT_Client_Destroy(&destroy), "Client_Destroy");
}

static void destroy_event(PJRT_Event *event) {
  ARGS(PJRT_Event_Destroy_Args, destroy);
  destroy.event = event;
  check(api->PJRT_Event_Destroy(&destroy), "Event_Destroy");
}

static void await_event(PJRT_Event *event, const char *what) {
  ARGS(PJRT_Event_Await_Args, wait);
  if (!event)
    fail("%s: no event", what);
  wait.event = event;
  check(api->PJRT_Event_Await(&wait), what);
  destroy_event(event);
}

static void destroy_buffer(PJRT_Buffer *buffer) {
  ARGS(PJRT_Buffer_Destroy_Args, destroy);
  destroy.buffer = buffer;
  check(api->PJRT_Buffer_Destroy(&destroy), "Buffer_Destroy");
}

/* A buffer from host data with the given byte strides (NULL: dense). */
static PJRT_Buffer *upload(session_t *s, PJRT_Buffer_Type type,
                           const int64_t *dims, size_t rank, const void *data,
                           const int64_t *strides) {
  ARGS(PJRT_Client_BufferFromHostBuffer_Args, from);
  int64_t dense[STRATA_MAX_RANK];
  size_t d;
  from.client = s->client;
  from.data = data;
  from.type = type;
  from.dims = dims;
  from.num_dims = rank;
  if (!strides) {
    /* jaxlib always passes NumPy's strides. */
    int64_t stride = 1;
    switch (type) {
    case PJRT_Buffer_Type_F64:
    case PJRT_Buffer_Type_S64:
    case PJRT_Buffer_Type_U64:
    case PJRT_Buffer_Type_C64:
      stride = 8;
      break;
    case PJRT_Buffer_Type_C128:
      stride = 16;
      break;
    case PJRT_Buffer_Type_F32:
    case PJRT_Buffer_Type_S32:
    case PJRT_Buffer_Type_U32:
      stride = 4;
      break;
    case PJRT_Buffer_Type_F16:
    case PJRT_Buffer_Type_BF16:
    case PJRT_Buffer_Type_S16:
    case PJRT_Buffer_Type_U16:
      stride = 2;
      break;
    default:
      break;
    }
    for (d = rank; d-- > 0;) {
      dense[d] = stride;
      stride *= dims[d];
    }
    strides = dense;
  }
  from.byte_strides = strides;
  from.num_byte_strides = rank;
  from.host_buffer_semantics =
      PJRT_HostBufferSemantics_kImmutableOnlyDuringCall;
  from.device = NULL; /* jaxlib passes the memory, not the device */
  from.memory = s->memory;
  check(api->PJRT_Client_BufferFromHostBuffer(&from), "BufferFromHostBuffer");
  await_event(from.done_with_host_buffer, "done_with_host_buffer");
  return from.buffer;
}

/* The buffer's bytes in the layout minor_to_major (NULL: row-major). */
static void download(PJRT_Buffer *buffer, void *dst, size_t size,
                     const int64_t *minor_to_major, size_t rank) {
  ARGS(PJRT_Buffer_ToHostBuffer_Args, to);
  PJRT_Buffer_MemoryLayout layout;
  int64_t descending[STRATA_MAX_RANK];
  size_t d;
  for (d = 0; d < rank; ++d)
    descending[d] = (int64_t)(rank - 1 - d);
  memset(&layout, 0, sizeof(layout));
  layout.struct_size = PJRT_STRUCT_SIZE(PJRT_Buffer_MemoryLayout, type);
  layout.type = PJRT_Buffer_MemoryLayout_Type_Tiled;
  layout.tiled.struct_size = sizeof(layout.tiled);
  layout.tiled.minor_to_major = minor_to_major ? minor_to_major : descending;
  layout.tiled.minor_to_major_size = rank;
  to.src = buffer;
  to.host_layout = &layout;
  to.dst = dst;
  to.dst_size = size;
  check(api->PJRT_Buffer_ToHostBuffer(&to), "ToHostBuffer");
  await_event(to.event, "ToHostBuffer event");
}

static double element(const npy_tensor_t *t, size_t i, int imaginary) {
  const char *p = (const char *)t->data;
  switch (t->type) {
  case STRATA_ELEMENT_TYPE_F32:
    return ((const float *)p)[i];
  case STRATA_ELEMENT_TYPE_F64:
    return ((const double *)p)[i];
  case STRATA_ELEMENT_TYPE_C64:
    return ((const float *)p)[2 * i + imaginary];
  case STRATA_ELEMENT_TYPE_C128:
    return ((const double *)p)[2 * i + imaginary];
  case STRATA_ELEMENT_TYPE_I1:
  case STRATA_ELEMENT_TYPE_UI8:
    return ((const uint8_t *)p)[i];
  case STRATA_ELEMENT_TYPE_I8:
    return ((const int8_t *)p)[i];
  case STRATA_ELEMENT_TYPE_I16:
    return ((const int16_t *)p)[i];
  case STRATA_ELEMENT_TYPE_UI16:
    return ((const uint16_t *)p)[i];
  case STRATA_ELEMENT_TYPE_I32:
    return ((const int32_t *)p)[i];
  case STRATA_ELEMENT_TYPE_UI32:
    return ((const uint32_t *)p)[i];
  case STRATA_ELEMENT_TYPE_I64:
    return (double)((const int64_t *)p)[i];
  case STRATA_ELEMENT_TYPE_UI64:
    return (double)((const uint64_t *)p)[i];
  default:
    return NAN;
  }
}

static int is_float(strata_element_type_t t) {
  return t == STRATA_ELEMENT_TYPE_F32 || t == STRATA_ELEMENT_TYPE_F64 ||
         t == STRATA_ELEMENT_TYPE_C64 || t == STRATA_ELEMENT_TYPE_C128;
}

/* The outputs against XLA's: integers exactly, floats within tolerance. */
static void compare(const npy_tensor_t *expected, const void *actual_data,
                    const char *what) {
  npy_tensor_t actual = *expected;
  size_t count = expected->bytes / strata_element_type_size(expected->type);
  size_t i, bad = 0;
  int parts = expected->type == STRATA_ELEMENT_TYPE_C64 ||
                      expected->type == STRATA_ELEMENT_TYPE_C128
                  ? 2
                  : 1;
  actual.data = (void *)actual_data;
  for (i = 0; i < count; ++i) {
    int part;
    for (part = 0; part < parts; ++part) {
      double e = element(expected, i, part), a = element(&actual, i, part);
      int ok =
          is_float(expected->type)
              ? fabs(a - e) <= 1e-4 + 1e-3 * fabs(e) || (isnan(a) && isnan(e))
              : a == e;
      if (!ok && bad++ < 5)
        fprintf(stderr, "%s[%zu]: %g, XLA %g\n", what, i, a, e);
    }
  }
  if (bad)
    fail("%s: %zu of %zu elements differ from XLA's", what, bad, count);
}

static char *join(const char *dir, const char *name) {
  char *path = malloc(strlen(dir) + strlen(name) + 2);
  sprintf(path, "%s/%s", dir, name);
  return path;
}

static PJRT_LoadedExecutable *compile(session_t *s, const char *code,
                                      size_t size, char **error_out) {
  ARGS(PJRT_Client_Compile_Args, args);
  PJRT_Program program;
  unsigned char options[96];
  PJRT_Error *error;
  memset(&program, 0, sizeof(program));
  program.struct_size = sizeof(program);
  program.code = (char *)code;
  program.code_size = size;
  program.format = "mlir";
  program.format_size = 4;
  args.client = s->client;
  args.program = &program;
  args.compile_options = (const char *)options;
  args.compile_options_size = compile_options(options, s->device_id);
  error = api->PJRT_Client_Compile(&args);
  if (error_out) {
    *error_out = take_error(error, NULL);
    return args.executable;
  }
  check(error, "PJRT_Client_Compile");
  return args.executable;
}

static void destroy_executable(PJRT_LoadedExecutable *executable) {
  ARGS(PJRT_LoadedExecutable_Destroy_Args, destroy);
  destroy.executable = executable;
  check(api->PJRT_LoadedExecutable_Destroy(&destroy),
        "LoadedExecutable_Destroy");
}

typedef void (*compile_counts_fn)(const PJRT_Client *, uint64_t *, uint64_t *,
                                  uint64_t *);

static void expect_counts(void *library, PJRT_Client *client, uint64_t compiled,
                          uint64_t memory, uint64_t disk) {
  compile_counts_fn counts =
      (compile_counts_fn)dlsym(library, "strata_pjrt_compile_counts");
  uint64_t c, m, d;
  if (!counts)
    fail("strata_pjrt_compile_counts is not exported");
  counts(client, &c, &m, &d);
  if (c != compiled || m != memory || d != disk)
    fail("compiles %llu, memory-cache hits %llu, disk-cache hits %llu; "
         "expected %llu, %llu, %llu",
         (unsigned long long)c, (unsigned long long)m, (unsigned long long)d,
         (unsigned long long)compiled, (unsigned long long)memory,
         (unsigned long long)disk);
}

/* Runs the program on its in*.npy and compares with out*.npy. */
static void run_program(session_t *s, PJRT_LoadedExecutable *executable,
                        const char *dir) {
  PJRT_Buffer *inputs[16], *outputs[16];
  PJRT_Buffer **output_list = outputs;
  PJRT_Buffer *const *input_list = inputs;
  PJRT_Event *done = NULL;
  npy_tensor_t tensors[16];
  size_t num_inputs = 0, num_outputs, i;
  char error[512], name[32];
  for (num_inputs = 0; num_inputs < 16; ++num_inputs) {
    char *path;
    FILE *probe;
    sprintf(name, "in%zu.npy", num_inputs);
    path = join(dir, name);
    probe = fopen(path, "rb");
    if (!probe) {
      free(path);
      break;
    }
    fclose(probe);
    if (!npy_read(path, &tensors[num_inputs], error, sizeof(error)))
      fail("%s", error);
    free(path);
    inputs[num_inputs] =
        upload(s, pjrt_type(tensors[num_inputs].type), tensors[num_inputs].dims,
               tensors[num_inputs].rank, tensors[num_inputs].data, NULL);
  }
  {
    ARGS(PJRT_LoadedExecutable_GetExecutable_Args, get);
    ARGS(PJRT_Executable_NumOutputs_Args, outs);
    ARGS(PJRT_Executable_Destroy_Args, destroy);
    get.loaded_executable = executable;
    check(api->PJRT_LoadedExecutable_GetExecutable(&get), "GetExecutable");
    outs.executable = get.executable;
    check(api->PJRT_Executable_NumOutputs(&outs), "NumOutputs");
    num_outputs = outs.num_outputs;
    destroy.executable = get.executable;
    check(api->PJRT_Executable_Destroy(&destroy), "Executable_Destroy");
  }
  {
    ARGS(PJRT_LoadedExecutable_Execute_Args, execute);
    PJRT_ExecuteOptions options;
    memset(&options, 0, sizeof(options));
    options.struct_size = sizeof(options);
    execute.executable = executable;
    execute.options = &options;
    execute.argument_lists = &input_list;
    execute.num_devices = 1;
    execute.num_args = num_inputs;
    execute.output_lists = &output_list;
    execute.device_complete_events = &done;
    check(api->PJRT_LoadedExecutable_Execute(&execute), "Execute");
    await_event(done, "device_complete_events[0]");
  }
  for (i = 0; i < num_outputs; ++i) {
    npy_tensor_t expected;
    char *path, what[64];
    void *actual;
    sprintf(name, "out%zu.npy", i);
    path = join(dir, name);
    if (!npy_read(path, &expected, error, sizeof(error)))
      fail("%s", error);
    free(path);
    {
      ARGS(PJRT_Buffer_Dimensions_Args, dims);
      ARGS(PJRT_Buffer_ElementType_Args, type);
      dims.buffer = outputs[i];
      check(api->PJRT_Buffer_Dimensions(&dims), "Buffer_Dimensions");
      type.buffer = outputs[i];
      check(api->PJRT_Buffer_ElementType(&type), "Buffer_ElementType");
      if (dims.num_dims != expected.rank ||
          (expected.rank &&
           memcmp(dims.dims, expected.dims, expected.rank * sizeof(int64_t))) ||
          type.type != pjrt_type(expected.type))
        fail("output %zu: type or shape differs from XLA's", i);
    }
    actual = malloc(expected.bytes + 1);
    download(outputs[i], actual, expected.bytes, NULL, expected.rank);
    sprintf(what, "output %zu", i);
    compare(&expected, actual, what);
    free(actual);
    npy_free(&expected);
    destroy_buffer(outputs[i]);
  }
  /* Bad input: one argument too few is an error, not a crash. */
  if (num_inputs > 0) {
    ARGS(PJRT_LoadedExecutable_Execute_Args, execute);
    PJRT_ExecuteOptions options;
    PJRT_Error_Code code;
    char *message;
    memset(&options, 0, sizeof(options));
    options.struct_size = sizeof(options);
    execute.executable = executable;
    execute.options = &options;
    execute.argument_lists = &input_list;
    execute.num_devices = 1;
    execute.num_args = num_inputs - 1;
    execute.output_lists = &output_list;
    execute.device_complete_events = &done;
    message = take_error(api->PJRT_LoadedExecutable_Execute(&execute), &code);
    if (!message || code != PJRT_Error_Code_INVALID_ARGUMENT ||
        !strstr(message, "arguments"))
      fail("too few arguments: %s", message ? message : "no error");
    printf("too few arguments: %s\n", message);
    free(message);
  }
  for (i = 0; i < num_inputs; ++i) {
    destroy_buffer(inputs[i]);
    npy_free(&tensors[i]);
  }
  printf("%zu outputs equal XLA's\n", num_outputs);
}

/* Strided host data in and a column-major layout out. */
static void check_layouts(session_t *s) {
  /* A 2x3 view of every other column of a 2x6 array. */
  float host[12] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
  int64_t dims[2] = {2, 3}, strides[2] = {24, 8}, column_major[2] = {0, 1};
  float row[6], col[6];
  const float expected_row[6] = {0, 2, 4, 6, 8, 10};
  const float expected_col[6] = {0, 6, 2, 8, 4, 10};
  PJRT_Buffer *buffer = upload(s, PJRT_Buffer_Type_F32, dims, 2, host, strides);
  download(buffer, row, sizeof(row), NULL, 2);
  download(buffer, col, sizeof(col), column_major, 2);
  if (memcmp(row, expected_row, sizeof(row)))
    fail("strided upload read back wrong");
  if (memcmp(col, expected_col, sizeof(col)))
    fail("column-major download wrong");
  {
    ARGS(PJRT_Buffer_Delete_Args, del);
    ARGS(PJRT_Buffer_IsDeleted_Args, is);
    ARGS(PJRT_Buffer_ToHostBuffer_Args, to);
    del.buffer = buffer;
    check(api->PJRT_Buffer_Delete(&del), "Buffer_Delete");
    is.buffer = buffer;
    check(api->PJRT_Buffer_IsDeleted(&is), "Buffer_IsDeleted");
    if (!is.is_deleted)
      fail("a deleted buffer is not deleted");
    to.src = buffer;
    to.dst = row;
    to.dst_size = sizeof(row);
    {
      char *message = take_error(api->PJRT_Buffer_ToHostBuffer(&to), NULL);
      if (!message)
        fail("reading a deleted buffer succeeded");
      free(message);
    }
  }
  destroy_buffer(buffer);
  printf("host layouts: ok\n");
}

static void expect_compile_error(session_t *s, const char *code, size_t size,
                                 const char *needle, const char *what) {
  char *message = NULL;
  PJRT_LoadedExecutable *executable = compile(s, code, size, &message);
  if (executable || !message || !strstr(message, needle))
    fail("%s: expected an error containing '%s', got %s", what, needle,
         message ? message : "success");
  printf("%s: %.200s\n", what, message);
  free(message);
}

/* Starts the disk cache empty (files left by an earlier run would hit). */
static void clear_directory(const char *path) {
  DIR *dir = opendir(path);
  struct dirent *entry;
  if (!dir)
    return;
  while ((entry = readdir(dir)))
    if (entry->d_name[0] != '.') {
      char *file = join(path, entry->d_name);
      unlink(file);
      free(file);
    }
  closedir(dir);
}

int main(int argc, char **argv) {
  const char *plugin = NULL, *dir = NULL, *device = "local",
             *cache = "pjrt-cache";
  void *library;
  const PJRT_Api *(*get_api)(void);
  session_t s;
  PJRT_LoadedExecutable *executable;
  char *program_path, *code;
  size_t size, slot;
  int i;
  for (i = 1; i < argc; ++i) {
    if (!strncmp(argv[i], "--plugin=", 9))
      plugin = argv[i] + 9;
    else if (!strncmp(argv[i], "--program=", 10))
      dir = argv[i] + 10;
    else if (!strncmp(argv[i], "--device=", 9))
      device = argv[i] + 9;
    else if (!strncmp(argv[i], "--cache=", 8))
      cache = argv[i] + 8;
    else
      fail("unknown argument %s", argv[i]);
  }
  if (!plugin || !dir)
    fail("usage: %s --plugin=LIB --program=DIR [--device=D] [--cache=DIR]",
         argv[0]);

  library = dlopen(plugin, RTLD_NOW | RTLD_LOCAL);
  if (!library)
    fail("dlopen: %s", dlerror());
  get_api = (const PJRT_Api *(*)(void))dlsym(library, "GetPjrtApi");
  if (!get_api)
    fail("GetPjrtApi is not exported");
  api = get_api();
  if (api->struct_size != sizeof(PJRT_Api) ||
      api->pjrt_api_version.major_version != 0 ||
      api->pjrt_api_version.minor_version < 29)
    fail("table of %zu bytes, version %d.%d", api->struct_size,
         api->pjrt_api_version.major_version,
         api->pjrt_api_version.minor_version);
  /* Frameworks call several slots unchecked: none may be NULL. */
  for (slot = offsetof(PJRT_Api, PJRT_Error_Destroy); slot < sizeof(PJRT_Api);
       slot += sizeof(void *)) {
    void *fn;
    memcpy(&fn, (const char *)api + slot, sizeof(fn));
    if (!fn)
      fail("function slot at offset %zu is NULL", slot);
  }
  {
    ARGS(PJRT_Plugin_Initialize_Args, init);
    ARGS(PJRT_Plugin_Attributes_Args, attributes);
    size_t a;
    int found = 0;
    check(api->PJRT_Plugin_Initialize(&init), "Plugin_Initialize");
    check(api->PJRT_Plugin_Attributes(&attributes), "Plugin_Attributes");
    for (a = 0; a < attributes.num_attributes; ++a) {
      const PJRT_NamedValue *v = &attributes.attributes[a];
      if (v->name_size == 25 &&
          !memcmp(v->name, "stablehlo_current_version", 25)) {
        if (v->type != PJRT_NamedValue_kInt64List || v->value_size != 3)
          fail("stablehlo_current_version is not a list of 3");
        printf("stablehlo_current_version %lld.%lld.%lld\n",
               (long long)v->int64_array_value[0],
               (long long)v->int64_array_value[1],
               (long long)v->int64_array_value[2]);
        found = 1;
      }
    }
    if (!found)
      fail("no stablehlo_current_version attribute");
  }
  {
    /* An unknown option is an error naming the known ones. */
    PJRT_NamedValue option;
    ARGS(PJRT_Client_Create_Args, create);
    char *message;
    memset(&option, 0, sizeof(option));
    option.struct_size = sizeof(option);
    option.name = "no_such_option";
    option.name_size = 14;
    option.type = PJRT_NamedValue_kString;
    option.string_value = "1";
    option.value_size = 1;
    create.create_options = &option;
    create.num_options = 1;
    message = take_error(api->PJRT_Client_Create(&create), NULL);
    if (!message || !strstr(message, "known: targets"))
      fail("unknown option: %s", message ? message : "accepted");
    free(message);
  }

  clear_directory(cache);
  open_session(&s, device, cache);
  program_path = join(dir, "program.mlirbc");
  code = npy_read_file(program_path, &size);
  if (!code)
    fail("cannot read %s", program_path);
  free(program_path);

  executable = compile(&s, code, size, NULL);
  {
    ARGS(PJRT_LoadedExecutable_GetDeviceAssignment_Args, assignment);
    assignment.executable = executable;
    check(api->PJRT_LoadedExecutable_GetDeviceAssignment(&assignment),
          "GetDeviceAssignment");
    if (!assignment.serialized_device_assignment_deleter ||
        !assignment.serialized_bytes_size)
      fail("GetDeviceAssignment gave no assignment or no deleter");
    assignment.serialized_device_assignment_deleter(
        assignment.serialized_device_assignment);
  }
  run_program(&s, executable, dir);
  destroy_executable(executable);

  /* Compiled once; the same program again comes from the memory cache. */
  executable = compile(&s, code, size, NULL);
  run_program(&s, executable, dir);
  destroy_executable(executable);
  expect_counts(library, s.client, 1, 1, 0);
  check_layouts(&s);

  /* Bad artifacts are errors. */
  expect_compile_error(&s, code, size / 2, "error", "truncated artifact");
  {
    char *newer = malloc(size);
    char *version = NULL;
    size_t at;
    memcpy(newer, code, size);
    for (at = 0; at + 12 < size && !version; ++at)
      if (!memcmp(newer + at, "StableHLO_v", 11))
        version = newer + at + 11;
    if (!version)
      fail("no StableHLO_v producer string in the artifact");
    version[0] = '9'; /* "StableHLO_v1.x.y" -> "StableHLO_v9.x.y" */
    expect_compile_error(&s, newer, size, "Strata reads versions",
                         "too-new artifact");
    free(newer);
  }
  close_client(s.client);

  /* A new client (a new process, as far as the cache knows) reads it from
   * disk. */
  open_session(&s, device, cache);
  executable = compile(&s, code, size, NULL);
  run_program(&s, executable, dir);
  destroy_executable(executable);
  expect_counts(library, s.client, 0, 0, 1);
  close_client(s.client);
  free(code);
  printf("PASS\n");
  return 0;
}
