//===- Executable.cpp - Compile and execute -------------------------------===//
//
// Compile: the program JAX hands over (a StableHLO portable artifact, or
// MLIR text) goes through the compiler C API with the target manifest of
// the device the compile options assign (llvm-cpu + vmvx for "local",
// vulkan-spirv for a Vulkan device, or the client's manifest), via the
// compile cache; the module is loaded on that device through the runtime C
// API and its entry point `main` becomes the executable. Execute calls it
// synchronously, so the completion events it returns are ready.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cstdlib>
#include <cstring>

using namespace strata::pjrt;

PJRT_LoadedExecutable::~PJRT_LoadedExecutable() {
  if (module)
    strata_module_release(module);
}

namespace {

bool logCompiles() {
  static const bool enabled = [] {
    const char *value = std::getenv("STRATA_PJRT_LOG");
    return value && *value && std::strcmp(value, "0") != 0;
  }();
  return enabled;
}

/// STRATA_PJRT_DUMP_DIR: every program compiled is written there as
/// <fingerprint>.mlirbc (what strata-compile reads), for reproducing.
void dumpProgram(const std::string &fingerprint, const char *code,
                 size_t size) {
  static const char *dir = std::getenv("STRATA_PJRT_DUMP_DIR");
  if (!dir || !*dir)
    return;
  std::string path = std::string(dir) + "/" + fingerprint + ".mlirbc";
  if (FILE *file = std::fopen(path.c_str(), "wb")) {
    std::fwrite(code, 1, size, file);
    std::fclose(file);
  }
}

/// The compiler's diagnostics as one message.
std::string diagnostics(const strata_compiler_result_t *result) {
  std::string text;
  size_t count = strata_compiler_result_diagnostic_count(result);
  for (size_t i = 0; i < count; ++i) {
    strata_diagnostic_t d;
    if (!strata_compiler_result_diagnostic(result, i, &d))
      continue;
    static const char *const kSeverity[] = {"error", "warning", "note",
                                            "remark"};
    if (!text.empty())
      text += "\n";
    if (d.file && *d.file)
      text += std::string(d.file) + ":" + std::to_string(d.line) + ":" +
              std::to_string(d.column) + ": ";
    text += std::string(kSeverity[d.severity & 3]) + ": " + d.message;
  }
  return text.empty() ? "the compiler gave no diagnostic" : text;
}

/// Compiles `source` for `manifest` (under the client's compile lock).
PJRT_Error *compileModule(PJRT_Client *client, const std::string &manifest,
                          const char *source, size_t size,
                          std::string &moduleBytes) {
  std::lock_guard<std::mutex> lock(client->compileMutex);
  strata_compiler_t *&compiler = client->compilers[manifest];
  if (!compiler) {
    strata_compiler_options_t options;
    strata_compiler_options_init(&options);
    options.target_manifest_json = manifest.c_str();
    if (!client->pipelineJson.empty())
      options.pipeline_config_json = client->pipelineJson.c_str();
    strata_compiler_result_t *result =
        strata_compiler_create(&options, &compiler);
    if (!strata_compiler_result_ok(result)) {
      std::string message = diagnostics(result);
      strata_compiler_result_free(result);
      client->compilers.erase(manifest);
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "strata: cannot create the compiler: " + message);
    }
    strata_compiler_result_free(result);
  }
  strata_compiler_result_t *result =
      strata_compiler_compile(compiler, source, size, "<jax program>");
  if (!strata_compiler_result_ok(result)) {
    std::string message = diagnostics(result);
    strata_compiler_result_free(result);
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "strata: compiling the program failed:\n" + message);
  }
  size_t bytesSize = 0;
  const void *bytes = strata_compiler_result_bytes(result, &bytesSize);
  moduleBytes.assign(static_cast<const char *>(bytes), bytesSize);
  strata_compiler_result_free(result);
  ++client->compiles;
  return nullptr;
}

/// The module's entry point: `main` (JAX's), else its only function.
PJRT_Error *entryPoint(strata_module_t *module, strata_function_t **out) {
  if (strata_module_function_count(module) == 1) {
    *out = strata_module_function(module, 0);
    return nullptr;
  }
  return fromStatus(strata_module_lookup_function(module, "main", out),
                    "strata: the program's entry point");
}

PJRT_Error *describeProgram(strata_function_t *function, Program &program) {
  size_t arguments = strata_function_argument_count(function);
  size_t results = strata_function_result_count(function);
  for (size_t i = 0; i < arguments; ++i) {
    strata_tensor_type_t type;
    if (PJRT_Error *error =
            fromStatus(strata_function_argument_type(function, i, &type),
                       "strata: argument " + std::to_string(i)))
      return error;
    program.argumentTypes.push_back(type);
  }
  static const char kDevice[] = "device";
  for (size_t i = 0; i < results; ++i) {
    strata_tensor_type_t type;
    if (PJRT_Error *error =
            fromStatus(strata_function_result_type(function, i, &type),
                       "strata: result " + std::to_string(i)))
      return error;
    program.resultTypes.push_back(type);
    program.outputTypes.push_back(toPjrtType(type.element_type));
    program.outputRanks.push_back(type.rank);
    program.outputDims.insert(program.outputDims.end(), type.dims,
                              type.dims + type.rank);
    program.outputKinds.push_back(kDevice);
    program.outputKindSizes.push_back(sizeof(kDevice) - 1);
  }
  for (size_t i = 0; i < arguments; ++i) {
    program.parameterKinds.push_back(kDevice);
    program.parameterKindSizes.push_back(sizeof(kDevice) - 1);
  }
  return nullptr;
}

PJRT_Error *clientCompile(PJRT_Client_Compile_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Client_Compile_Args, executable);
  args->executable = nullptr;
  PJRT_Client *client = args->client;
  const PJRT_Program *program = args->program;
  if (!program || (!program->code && program->code_size))
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "strata: the program is NULL");
  std::string format(program->format ? program->format : "",
                     program->format ? program->format_size : 0);
  if (format != "mlir")
    return makeError(PJRT_Error_Code_UNIMPLEMENTED,
                     "strata: program format '" + format +
                         "' is not supported (Strata compiles \"mlir\": "
                         "StableHLO text or portable artifacts)");
  CompileOptions options;
  std::string optionsError;
  if (!parseCompileOptions(args->compile_options, args->compile_options_size,
                           options, optionsError))
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "strata: " + optionsError);
  if (options.numReplicas * options.numPartitions != 1)
    return makeError(
        PJRT_Error_Code_UNIMPLEMENTED,
        "strata: the program asks for " + std::to_string(options.numReplicas) +
            " replicas x " + std::to_string(options.numPartitions) +
            " partitions; Strata's PJRT plugin runs an executable on one "
            "device (sharded or pmapped programs are not supported yet)");
  if (options.tupledArguments)
    return makeError(PJRT_Error_Code_UNIMPLEMENTED,
                     "strata: tupled arguments are not supported");
  PJRT_Device *device = client->devices.front();
  if (!options.deviceIds.empty()) {
    device = client->lookup(options.deviceIds.front());
    if (!device)
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "strata: the device assignment names device " +
                           std::to_string(options.deviceIds.front()) +
                           ", which this client does not have");
  }

  const std::string &manifest = client->manifestJson.empty()
                                    ? device->defaultManifest
                                    : client->manifestJson;
  std::string key;
  key.reserve(program->code_size + manifest.size() + 256);
  key += "format=mlir\n";
  key += "compiler=" + client->compilerIdentity + "\n";
  key += "manifest=" + manifest + "\n";
  key += "pipeline=" + client->pipelineJson + "\n";
  key += "program=";
  key.append(program->code, program->code_size);

  auto result = std::make_shared<Program>();
  result->name = "main";
  result->fingerprint = CompileCache::fingerprint(key);
  dumpProgram(result->fingerprint, program->code, program->code_size);
  bool fromDisk = false;
  result->moduleBytes = client->cache->lookup(key, fromDisk);
  const char *origin =
      fromDisk ? "from the disk cache" : "from the memory cache";
  if (result->moduleBytes) {
    ++(fromDisk ? client->diskHits : client->memoryHits);
  } else {
    std::string bytes;
    if (PJRT_Error *error = compileModule(client, manifest, program->code,
                                          program->code_size, bytes))
      return error;
    result->moduleBytes = std::make_shared<const std::string>(std::move(bytes));
    client->cache->insert(key, result->moduleBytes);
    origin = "compiled";
  }
  if (logCompiles())
    std::fprintf(stderr, "strata-pjrt: program %s %s for %s (%zu bytes)\n",
                 result->fingerprint.c_str(), origin,
                 device->description.strataName.c_str(), program->code_size);

  auto executable = std::make_unique<PJRT_LoadedExecutable>();
  executable->client = client;
  executable->device = device;
  if (PJRT_Error *error = fromStatus(
          strata_module_load_memory(client->instance, device->device,
                                    result->moduleBytes->data(),
                                    result->moduleBytes->size(),
                                    "<jax program>", &executable->module),
          "strata: loading the compiled module on " +
              device->description.strataName))
    return error;
  if (PJRT_Error *error = entryPoint(executable->module, &executable->function))
    return error;
  if (PJRT_Error *error = describeProgram(executable->function, *result))
    return error;
  executable->program = std::move(result);
  executable->deviceAssignment =
      serializeSingleDeviceAssignment(device->description.id);
  args->executable = executable.release();
  return nullptr;
}

//===--- Executables
//--------------------------------------------------------===//

const Program &programOf(PJRT_Executable *executable) {
  return *executable->program;
}

PJRT_Error *executableDestroy(PJRT_Executable_Destroy_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Executable_Destroy_Args, executable);
  delete args->executable;
  return nullptr;
}

PJRT_Error *executableName(PJRT_Executable_Name_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Executable_Name_Args, executable_name_size);
  args->executable_name = programOf(args->executable).name.data();
  args->executable_name_size = programOf(args->executable).name.size();
  return nullptr;
}

PJRT_Error *executableNumReplicas(PJRT_Executable_NumReplicas_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Executable_NumReplicas_Args, num_replicas);
  args->num_replicas = 1;
  return nullptr;
}

PJRT_Error *executableNumPartitions(PJRT_Executable_NumPartitions_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Executable_NumPartitions_Args,
                         num_partitions);
  args->num_partitions = 1;
  return nullptr;
}

PJRT_Error *executableNumOutputs(PJRT_Executable_NumOutputs_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Executable_NumOutputs_Args, num_outputs);
  args->num_outputs = programOf(args->executable).resultTypes.size();
  return nullptr;
}

PJRT_Error *executableSizeOfGeneratedCodeInBytes(
    PJRT_Executable_SizeOfGeneratedCodeInBytes_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Executable_SizeOfGeneratedCodeInBytes_Args,
                         size_in_bytes);
  args->size_in_bytes =
      int64_t(programOf(args->executable).moduleBytes->size());
  return nullptr;
}

PJRT_Error *
executableGetCostAnalysis(PJRT_Executable_GetCostAnalysis_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Executable_GetCostAnalysis_Args,
                         properties);
  args->num_properties = 0; // Strata has no cost model to report
  args->properties = nullptr;
  return nullptr;
}

PJRT_Error *
executableOutputMemoryKinds(PJRT_Executable_OutputMemoryKinds_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Executable_OutputMemoryKinds_Args,
                         memory_kind_sizes);
  const Program &program = programOf(args->executable);
  args->num_outputs = program.outputKinds.size();
  args->memory_kinds = program.outputKinds.data();
  args->memory_kind_sizes = program.outputKindSizes.data();
  return nullptr;
}

PJRT_Error *executableParameterMemoryKinds(
    PJRT_Executable_ParameterMemoryKinds_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Executable_ParameterMemoryKinds_Args,
                         memory_kind_sizes);
  const Program &program = programOf(args->executable);
  args->num_parameters = program.parameterKinds.size();
  args->memory_kinds = program.parameterKinds.data();
  args->memory_kind_sizes = program.parameterKindSizes.data();
  return nullptr;
}

PJRT_Error *
executableOutputElementTypes(PJRT_Executable_OutputElementTypes_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Executable_OutputElementTypes_Args,
                         num_output_types);
  const Program &program = programOf(args->executable);
  args->output_types =
      const_cast<PJRT_Buffer_Type *>(program.outputTypes.data());
  args->num_output_types = program.outputTypes.size();
  return nullptr;
}

PJRT_Error *
executableOutputDimensions(PJRT_Executable_OutputDimensions_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Executable_OutputDimensions_Args,
                         dim_sizes);
  const Program &program = programOf(args->executable);
  args->num_outputs = program.outputRanks.size();
  args->dims = program.outputDims.data();
  args->dim_sizes = program.outputRanks.data();
  return nullptr;
}

PJRT_Error *executableFingerprint(PJRT_Executable_Fingerprint_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Executable_Fingerprint_Args,
                         executable_fingerprint_size);
  args->executable_fingerprint = programOf(args->executable).fingerprint.data();
  args->executable_fingerprint_size =
      programOf(args->executable).fingerprint.size();
  return nullptr;
}

//===--- Loaded executables
//-------------------------------------------------===//

PJRT_Error *loadedDestroy(PJRT_LoadedExecutable_Destroy_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_LoadedExecutable_Destroy_Args, executable);
  delete args->executable;
  return nullptr;
}

PJRT_Error *
loadedGetExecutable(PJRT_LoadedExecutable_GetExecutable_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_LoadedExecutable_GetExecutable_Args,
                         executable);
  // Owned by the caller, who frees it with PJRT_Executable_Destroy.
  args->executable = new PJRT_Executable{args->loaded_executable->program};
  return nullptr;
}

PJRT_Error *
loadedAddressableDevices(PJRT_LoadedExecutable_AddressableDevices_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_LoadedExecutable_AddressableDevices_Args,
                         num_addressable_devices);
  PJRT_Device *device = args->executable->device;
  args->addressable_devices =
      &device->client->devices[size_t(device->localHardwareId)];
  args->num_addressable_devices = 1;
  return nullptr;
}

PJRT_Error *loadedDelete(PJRT_LoadedExecutable_Delete_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_LoadedExecutable_Delete_Args, executable);
  args->executable->deleted = true;
  return nullptr;
}

PJRT_Error *loadedIsDeleted(PJRT_LoadedExecutable_IsDeleted_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_LoadedExecutable_IsDeleted_Args,
                         is_deleted);
  args->is_deleted = args->executable->deleted;
  return nullptr;
}

PJRT_Error *loadedFingerprint(PJRT_LoadedExecutable_Fingerprint_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_LoadedExecutable_Fingerprint_Args,
                         executable_fingerprint_size);
  args->executable_fingerprint = args->executable->program->fingerprint.data();
  args->executable_fingerprint_size =
      args->executable->program->fingerprint.size();
  return nullptr;
}

void noAssignmentToFree(PJRT_DeviceAssignmentSerialized *) {}

PJRT_Error *loadedGetDeviceAssignment(
    PJRT_LoadedExecutable_GetDeviceAssignment_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_LoadedExecutable_GetDeviceAssignment_Args,
                         serialized_device_assignment_deleter);
  args->serialized_bytes = args->executable->deviceAssignment.data();
  args->serialized_bytes_size = args->executable->deviceAssignment.size();
  args->serialized_device_assignment = nullptr; // owned by the executable
  args->serialized_device_assignment_deleter = noAssignmentToFree;
  return nullptr;
}

PJRT_Error *loadedAddressableDeviceLogicalIds(
    PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args,
                         PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args,
                         num_addressable_device_logical_ids);
  static PJRT_LogicalDeviceIds kOnly = {0, 0};
  args->addressable_device_logical_ids = &kOnly;
  args->num_addressable_device_logical_ids = 1;
  return nullptr;
}

PJRT_Error *loadedExecute(PJRT_LoadedExecutable_Execute_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_LoadedExecutable_Execute_Args,
                         device_complete_events);
  PJRT_LoadedExecutable *executable = args->executable;
  if (executable->deleted)
    return makeError(PJRT_Error_Code_FAILED_PRECONDITION,
                     "strata: the executable was deleted");
  PJRT_Device *executeDevice =
      args->struct_size >= PJRT_STRUCT_SIZE(PJRT_LoadedExecutable_Execute_Args,
                                            execute_device)
          ? args->execute_device
          : nullptr;
  if (executeDevice && executeDevice != executable->device)
    return makeError(PJRT_Error_Code_UNIMPLEMENTED,
                     "strata: the executable was compiled for " +
                         executable->device->description.strataName + ", not " +
                         executeDevice->description.strataName);
  if (args->num_devices != 1)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "strata: execute on " + std::to_string(args->num_devices) +
                         " devices; the executable has one");
  const Program &program = *executable->program;
  if (args->num_args != program.argumentTypes.size())
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "strata: " + std::to_string(args->num_args) +
                         " arguments, the program takes " +
                         std::to_string(program.argumentTypes.size()));

  std::vector<strata_buffer_view_t *> arguments;
  arguments.reserve(args->num_args);
  auto releaseArguments = [&] {
    for (strata_buffer_view_t *view : arguments)
      strata_buffer_view_release(view);
  };
  for (size_t i = 0; i < args->num_args; ++i) {
    PJRT_Buffer *buffer = args->argument_lists[0][i];
    PJRT_Error *error = nullptr;
    strata_buffer_view_t *view = buffer ? buffer->acquire(&error) : nullptr;
    if (!view) {
      releaseArguments();
      if (!error)
        return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                         "strata: argument " + std::to_string(i) + " is NULL");
      auto *e = static_cast<Error *>(error);
      e->message = "argument " + std::to_string(i) + ": " + e->message;
      return error;
    }
    arguments.push_back(view);
  }
  size_t resultCount = program.resultTypes.size();
  std::vector<strata_buffer_view_t *> results(resultCount, nullptr);
  size_t produced = 0;
  PJRT_Error *error =
      fromStatus(strata_function_call(executable->function, arguments.data(),
                                      arguments.size(), nullptr, results.data(),
                                      results.size(), &produced),
                 "strata: executing the program on " +
                     executable->device->description.strataName);
  releaseArguments();
  if (error)
    return error;
  for (size_t i = 0; i < produced; ++i)
    args->output_lists[0][i] =
        PJRT_Buffer::make(executable->device, results[i]);
  if (args->device_complete_events)
    args->device_complete_events[0] = PJRT_Event::makeReady();
  return nullptr;
}

} // namespace

namespace strata::pjrt {
void fillExecutableFunctions(PJRT_Api &api) {
  api.PJRT_Client_Compile = clientCompile;
  api.PJRT_Executable_Destroy = executableDestroy;
  api.PJRT_Executable_Name = executableName;
  api.PJRT_Executable_NumReplicas = executableNumReplicas;
  api.PJRT_Executable_NumPartitions = executableNumPartitions;
  api.PJRT_Executable_NumOutputs = executableNumOutputs;
  api.PJRT_Executable_SizeOfGeneratedCodeInBytes =
      executableSizeOfGeneratedCodeInBytes;
  api.PJRT_Executable_GetCostAnalysis = executableGetCostAnalysis;
  api.PJRT_Executable_OutputMemoryKinds = executableOutputMemoryKinds;
  api.PJRT_Executable_ParameterMemoryKinds = executableParameterMemoryKinds;
  api.PJRT_Executable_OutputElementTypes = executableOutputElementTypes;
  api.PJRT_Executable_OutputDimensions = executableOutputDimensions;
  api.PJRT_Executable_Fingerprint = executableFingerprint;
  api.PJRT_LoadedExecutable_Destroy = loadedDestroy;
  api.PJRT_LoadedExecutable_GetExecutable = loadedGetExecutable;
  api.PJRT_LoadedExecutable_AddressableDevices = loadedAddressableDevices;
  api.PJRT_LoadedExecutable_Delete = loadedDelete;
  api.PJRT_LoadedExecutable_IsDeleted = loadedIsDeleted;
  api.PJRT_LoadedExecutable_Fingerprint = loadedFingerprint;
  api.PJRT_LoadedExecutable_GetDeviceAssignment = loadedGetDeviceAssignment;
  api.PJRT_LoadedExecutable_AddressableDeviceLogicalIds =
      loadedAddressableDeviceLogicalIds;
  api.PJRT_LoadedExecutable_Execute = loadedExecute;
}
} // namespace strata::pjrt

/// Not part of PJRT: how `client`'s compiles were served (tests read it).
extern "C" __attribute__((visibility("default"))) void
strata_pjrt_compile_counts(const PJRT_Client *client, uint64_t *compiled,
                           uint64_t *memory_hits, uint64_t *disk_hits) {
  *compiled = client->compiles;
  *memory_hits = client->memoryHits;
  *disk_hits = client->diskHits;
}
