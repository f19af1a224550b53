//===- Internal.h - The PJRT plugin's objects -------------------*- C++ -*-===//
//
// What the opaque PJRT handles are in libstrata-pjrt.so: each wraps handles
// of the runtime C API (strata_runtime.h) or results of the compiler C API
// (strata_compiler.h); the plugin uses no other Strata entry point.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_PJRT_INTERNAL_H
#define STRATA_PJRT_INTERNAL_H

#include "strata/compiler/strata_compiler.h"
#include "strata/pjrt/pjrt_abi.h"
#include "strata/runtime/strata_runtime.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace strata::pjrt {

/// A PJRT error: the code and Strata's message.
struct Error : PJRT_Error {
  PJRT_Error_Code code;
  std::string message;
};

PJRT_Error *makeError(PJRT_Error_Code code, std::string message);
/// Takes a runtime status (NULL: success) and frees it.
PJRT_Error *fromStatus(strata_status_t *status, const std::string &context);
/// INVALID_ARGUMENT when `args` is NULL or declares fewer bytes than the
/// fields the call reads (a caller built against an older, shorter struct).
PJRT_Error *checkArgs(const void *args, size_t structSize, size_t needed,
                      const char *function);
#define STRATA_PJRT_CHECK_ARGS(args, Type, lastField)                          \
  if (PJRT_Error *argsError = ::strata::pjrt::checkArgs(                       \
          args, (args) ? (args)->struct_size : 0,                              \
          PJRT_STRUCT_SIZE(Type, lastField), __func__))                        \
  return argsError

/// Element types of the two APIs; INVALID / NONE where there is none.
strata_element_type_t toStrataType(PJRT_Buffer_Type type);
PJRT_Buffer_Type toPjrtType(strata_element_type_t type);
const char *pjrtTypeName(PJRT_Buffer_Type type);

/// A named value whose strings and lists the owner keeps alive.
struct NamedValues {
  void addString(const std::string &name, const std::string &value);
  void addInt64(const std::string &name, int64_t value);
  void addInt64List(const std::string &name, std::vector<int64_t> values);
  std::vector<PJRT_NamedValue> values;

private:
  /// A new entry named `name` (kept alive here), its value unset.
  PJRT_NamedValue &add(const std::string &name, PJRT_NamedValue_Type type);
  std::vector<std::unique_ptr<std::string>> strings;
  std::vector<std::unique_ptr<std::vector<int64_t>>> lists;
};

/// The parts of xla.CompileOptionsProto Strata reads.
struct CompileOptions {
  int64_t numReplicas = 1;
  int64_t numPartitions = 1;
  /// Device ids by partition then replica (DeviceAssignmentProto order).
  std::vector<int64_t> deviceIds;
  bool tupledArguments = false;
};
/// Reads the serialized proto; false with `error` set when it is malformed.
bool parseCompileOptions(const char *data, size_t size, CompileOptions &out,
                         std::string &error);
/// A DeviceAssignmentProto of one replica and one computation on `id`.
std::string serializeSingleDeviceAssignment(int64_t id);

/// Compiled modules by their inputs, in memory and (when a directory is
/// set) on disk; see README.md "Compile cache".
class CompileCache {
public:
  explicit CompileCache(std::string directory)
      : directory(std::move(directory)) {}
  /// The module compiled from `key`, or nullptr; `fromDisk` says where.
  std::shared_ptr<const std::string> lookup(const std::string &key,
                                            bool &fromDisk);
  void insert(const std::string &key,
              std::shared_ptr<const std::string> module);
  static std::string fingerprint(const std::string &key);

private:
  std::string pathFor(const std::string &key) const;
  std::string directory;
  std::mutex mutex;
  std::map<std::string, std::shared_ptr<const std::string>> memory;
};

} // namespace strata::pjrt

/// A one-shot completion with callbacks.
struct PJRT_Event {
  std::mutex mutex;
  std::condition_variable readyCv;
  bool ready = false;
  PJRT_Error_Code code = PJRT_Error_Code_OK;
  std::string message;
  std::vector<std::pair<PJRT_Event_OnReadyCallback, void *>> callbacks;

  /// Makes the event ready (once) and runs the callbacks outside the lock.
  void set(PJRT_Error_Code code, std::string message);
  static PJRT_Event *makeReady();
};

struct PJRT_DeviceDescription {
  int id = 0;
  std::string kind;       // "cpu", "vulkan"
  std::string strataName; // "local", "vulkan:0"
  std::string debugString, toString;
  strata::pjrt::NamedValues attributes;
};

namespace strata::pjrt {
struct Memory : PJRT_Memory {
  int id = 0;
  std::string kind = "device";
  std::string debugString, toString;
  PJRT_Device *device = nullptr;
};
} // namespace strata::pjrt

struct PJRT_Device {
  PJRT_DeviceDescription description;
  PJRT_Client *client = nullptr;
  strata_device_t *device = nullptr;
  int localHardwareId = 0;
  strata::pjrt::Memory *memory = nullptr;
  /// What Strata compiles for this device when no manifest is given.
  std::string defaultManifest;
};

struct PJRT_Client {
  ~PJRT_Client();
  strata_instance_t *instance = nullptr;
  std::vector<std::unique_ptr<PJRT_Device>> deviceStorage;
  std::vector<PJRT_Device *> devices;
  std::vector<std::unique_ptr<strata::pjrt::Memory>> memoryStorage;
  std::vector<PJRT_Memory *> memories;
  std::string platformVersion;

  /// Options (create options over STRATA_PJRT_* environment variables).
  std::string manifestJson; // "" : per device kind
  std::string pipelineJson; // "" : the built-in pipeline
  /// Identifies the compiler build, so a rebuilt compiler misses the cache.
  std::string compilerIdentity;
  std::unique_ptr<strata::pjrt::CompileCache> cache;
  std::atomic<uint64_t> compiles{0}, memoryHits{0}, diskHits{0};

  /// One compiler per manifest; a compiler is not thread-safe.
  std::mutex compileMutex;
  std::map<std::string, strata_compiler_t *> compilers;

  PJRT_Device *lookup(int64_t id) const;
};

namespace strata::pjrt {
/// What Compile produced: the module and its entry point's signature.
struct Program {
  std::string name;
  std::string fingerprint;
  std::shared_ptr<const std::string> moduleBytes;
  std::vector<strata_tensor_type_t> argumentTypes, resultTypes;
  /// Per-output PJRT views of resultTypes.
  std::vector<PJRT_Buffer_Type> outputTypes;
  std::vector<int64_t> outputDims;
  std::vector<size_t> outputRanks;
  std::vector<const char *> outputKinds, parameterKinds;
  std::vector<size_t> outputKindSizes, parameterKindSizes;
};
} // namespace strata::pjrt

struct PJRT_Executable {
  std::shared_ptr<const strata::pjrt::Program> program;
};

struct PJRT_LoadedExecutable {
  ~PJRT_LoadedExecutable();
  PJRT_Client *client = nullptr;
  std::shared_ptr<const strata::pjrt::Program> program;
  PJRT_Device *device = nullptr;
  strata_module_t *module = nullptr;
  strata_function_t *function = nullptr;
  std::atomic<bool> deleted{false};
  std::string deviceAssignment;
};

struct PJRT_Buffer {
  ~PJRT_Buffer();
  PJRT_Device *device = nullptr;
  PJRT_Buffer_Type type = PJRT_Buffer_Type_INVALID;
  std::vector<int64_t> dims;
  std::vector<int64_t> minorToMajor; // descending: row-major
  size_t byteLength = 0;

  std::mutex mutex;
  strata_buffer_view_t *view = nullptr; // NULL once deleted
  int externalReferences = 0;

  /// A new reference to the view, or nullptr with `error` set (deleted).
  strata_buffer_view_t *acquire(PJRT_Error **error);
  static PJRT_Buffer *make(PJRT_Device *device, strata_buffer_view_t *view);
};

namespace strata::pjrt {
/// The function table (PjrtApi.cpp) and its parts' fillers.
void fillClientFunctions(PJRT_Api &api);
void fillBufferFunctions(PJRT_Api &api);
void fillExecutableFunctions(PJRT_Api &api);
} // namespace strata::pjrt

#endif // STRATA_PJRT_INTERNAL_H
