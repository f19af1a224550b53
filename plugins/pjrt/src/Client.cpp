//===- Client.cpp - PJRT clients, devices and memories --------------------===//
//
// A client is a runtime instance (strata_runtime.h) with one PJRT device per
// Strata device it can create ("local" -> kind "cpu", "vulkan:N" -> kind
// "vulkan"), each with one memory of kind "device". Options come from the
// client's create options, else from STRATA_PJRT_* environment variables.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <dlfcn.h>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

using namespace strata::pjrt;

PJRT_Client::~PJRT_Client() {
  for (auto &[manifest, compiler] : compilers)
    strata_compiler_release(compiler);
  for (PJRT_Device *device : devices)
    strata_device_release(device->device);
  if (instance)
    strata_instance_release(instance);
}

PJRT_Device *PJRT_Client::lookup(int64_t id) const {
  for (PJRT_Device *device : devices)
    if (device->description.id == id)
      return device;
  return nullptr;
}

namespace {

/// The client's options by name: what each means and its environment
/// variable.
struct OptionSpec {
  const char *name;
  const char *env;
};
constexpr OptionSpec kOptions[] = {
    {"targets", "STRATA_PJRT_TARGETS"},   // a target manifest (JSON file)
    {"pipeline", "STRATA_PJRT_PIPELINE"}, // a pipeline config (JSON file)
    {"cache_dir", "STRATA_PJRT_CACHE_DIR"},
    {"devices", "STRATA_PJRT_DEVICES"}, // "local,vulkan:0"
};

bool readFile(const std::string &path, std::string &out) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return false;
  std::ostringstream text;
  text << in.rdbuf();
  out = text.str();
  return true;
}

/// The default disk cache: $XDG_CACHE_HOME/strata/pjrt or
/// ~/.cache/strata/pjrt.
std::string defaultCacheDir() {
  if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    return std::string(xdg) + "/strata/pjrt";
  if (const char *home = std::getenv("HOME"); home && *home)
    return std::string(home) + "/.cache/strata/pjrt";
  return "";
}

/// The compiler library and its plugin directory's files, by size and
/// modification time: a rebuilt compiler or plugin misses the disk cache.
std::string compilerIdentity() {
  std::string identity =
      "strata-compiler-api-" + std::to_string(strata_compiler_api_version());
  Dl_info info;
  if (!dladdr(reinterpret_cast<void *>(&strata_compiler_compile), &info) ||
      !info.dli_fname)
    return identity;
  auto addFile = [&](const std::string &path) {
    struct stat st;
    if (stat(path.c_str(), &st) == 0)
      identity += ";" + path + ":" + std::to_string(st.st_size) + ":" +
                  std::to_string(st.st_mtim.tv_sec) + "." +
                  std::to_string(st.st_mtim.tv_nsec);
  };
  std::string library = info.dli_fname;
  addFile(library);
  std::string pluginDir =
      library.substr(0, library.rfind('/') + 1) + "strata/plugins";
  if (DIR *dir = opendir(pluginDir.c_str())) {
    std::vector<std::string> names;
    while (dirent *entry = readdir(dir))
      if (std::strstr(entry->d_name, ".so"))
        names.push_back(entry->d_name);
    closedir(dir);
    std::sort(names.begin(), names.end());
    for (const std::string &name : names)
      addFile(pluginDir + "/" + name);
  }
  return identity;
}

std::vector<std::string> splitList(const std::string &text) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream in(text);
  while (std::getline(in, part, ','))
    if (!part.empty())
      parts.push_back(part);
  return parts;
}

PJRT_Error *clientCreate(PJRT_Client_Create_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Client_Create_Args, client);
  args->client = nullptr;
  // The kv_* callbacks are unset (garbage) in single-process runs: unread.
  std::map<std::string, std::string> options;
  for (const OptionSpec &spec : kOptions)
    if (const char *value = std::getenv(spec.env))
      options[spec.name] = value;
  for (size_t i = 0; i < args->num_options; ++i) {
    const PJRT_NamedValue &option = args->create_options[i];
    std::string name(option.name, option.name_size);
    bool known = false;
    for (const OptionSpec &spec : kOptions)
      known |= name == spec.name;
    if (!known) {
      std::string names;
      for (const OptionSpec &spec : kOptions)
        names += std::string(names.empty() ? "" : ", ") + spec.name;
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "strata: unknown client option '" + name +
                           "' (known: " + names + ")");
    }
    if (option.type != PJRT_NamedValue_kString)
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "strata: client option '" + name + "' must be a string");
    options[name] = std::string(option.string_value, option.value_size);
  }

  auto client = std::make_unique<PJRT_Client>();
  if (auto it = options.find("targets"); it != options.end())
    if (!readFile(it->second, client->manifestJson))
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "strata: cannot read the target manifest '" +
                           it->second + "' (option targets)");
  if (auto it = options.find("pipeline"); it != options.end())
    if (!readFile(it->second, client->pipelineJson))
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "strata: cannot read the pipeline config '" +
                           it->second + "' (option pipeline)");
  auto cacheDir = options.find("cache_dir");
  client->cache = std::make_unique<CompileCache>(
      cacheDir != options.end() ? cacheDir->second : defaultCacheDir());
  client->compilerIdentity = compilerIdentity();

  strata_instance_options_t instanceOptions;
  strata_instance_options_init(&instanceOptions);
  instanceOptions.diagnostic_prefix = "strata-pjrt";
  if (PJRT_Error *error = fromStatus(
          strata_instance_create(&instanceOptions, &client->instance),
          "strata: cannot create the runtime instance"))
    return error;

  // The devices: all the instance can create, or those `devices` names.
  std::vector<std::string> names;
  if (auto it = options.find("devices"); it != options.end()) {
    names = splitList(it->second);
  } else {
    size_t count = 0;
    if (PJRT_Error *error =
            fromStatus(strata_instance_device_count(client->instance, &count),
                       "strata: cannot list devices"))
      return error;
    for (size_t i = 0; i < count; ++i) {
      strata_device_info_t info;
      if (PJRT_Error *error = fromStatus(
              strata_instance_device_info(client->instance, i, &info),
              "strata: cannot list devices"))
        return error;
      names.push_back(info.name);
    }
  }
  for (const std::string &name : names) {
    auto device = std::make_unique<PJRT_Device>();
    if (PJRT_Error *error =
            fromStatus(strata_device_create(client->instance, name.c_str(),
                                            &device->device),
                       "strata: device '" + name + "'"))
      return error;
    int id = int(client->devices.size());
    device->client = client.get();
    device->localHardwareId = id;
    PJRT_DeviceDescription &d = device->description;
    d.id = id;
    d.strataName = name;
    bool isLocal = name == "local";
    d.kind = isLocal ? "cpu" : name.substr(0, name.find(':'));
    d.toString = "StrataDevice(id=" + std::to_string(id) + ", " + name + ")";
    d.debugString = "strata:" + std::to_string(id) + " (" + name + ")";
    d.attributes.addString("strata_device", name);
    device->defaultManifest =
        isLocal
            ? R"({"targets":[{"backend":"llvm-cpu","options":{"cpu":"host"}},)"
              R"({"backend":"vmvx"}]})"
            : R"({"targets":[{"backend":"vulkan-spirv"}]})";

    auto memory = std::make_unique<Memory>();
    memory->vtable = nullptr; // PJRT >= 0.105 reads this word
    memory->id = id;
    memory->device = device.get();
    memory->toString = "MEMORY_SPACE(device, " + name + ")";
    memory->debugString = "strata:" + std::to_string(id) + " device memory";
    device->memory = memory.get();
    client->memories.push_back(memory.get());
    client->memoryStorage.push_back(std::move(memory));
    client->devices.push_back(device.get());
    client->deviceStorage.push_back(std::move(device));
  }
  if (client->devices.empty())
    return makeError(PJRT_Error_Code_NOT_FOUND,
                     "strata: no devices (option devices is empty)");
  client->platformVersion = "strata 0.1.0 (compiler C API " +
                            std::to_string(strata_compiler_api_version()) +
                            ", runtime C API " +
                            std::to_string(strata_runtime_api_version()) + ")";
  args->client = client.release();
  return nullptr;
}

PJRT_Error *clientDestroy(PJRT_Client_Destroy_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Client_Destroy_Args, client);
  delete args->client;
  return nullptr;
}

PJRT_Error *clientPlatformName(PJRT_Client_PlatformName_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Client_PlatformName_Args,
                         platform_name_size);
  static const char kName[] = "strata";
  args->platform_name = kName;
  args->platform_name_size = sizeof(kName) - 1;
  return nullptr;
}

PJRT_Error *clientProcessIndex(PJRT_Client_ProcessIndex_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Client_ProcessIndex_Args, process_index);
  args->process_index = 0;
  return nullptr;
}

PJRT_Error *clientPlatformVersion(PJRT_Client_PlatformVersion_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Client_PlatformVersion_Args,
                         platform_version_size);
  args->platform_version = args->client->platformVersion.data();
  args->platform_version_size = args->client->platformVersion.size();
  return nullptr;
}

PJRT_Error *clientDevices(PJRT_Client_Devices_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Client_Devices_Args, num_devices);
  args->devices = args->client->devices.data();
  args->num_devices = args->client->devices.size();
  return nullptr;
}

PJRT_Error *
clientAddressableDevices(PJRT_Client_AddressableDevices_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Client_AddressableDevices_Args,
                         num_addressable_devices);
  args->addressable_devices = args->client->devices.data();
  args->num_addressable_devices = args->client->devices.size();
  return nullptr;
}

PJRT_Error *clientLookupDevice(PJRT_Client_LookupDevice_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Client_LookupDevice_Args, device);
  args->device = args->client->lookup(args->id);
  if (!args->device)
    return makeError(
        PJRT_Error_Code_NOT_FOUND,
        "strata: no device with id " + std::to_string(args->id) + " (ids 0.." +
            std::to_string(args->client->devices.size() - 1) + ")");
  return nullptr;
}

PJRT_Error *
clientLookupAddressableDevice(PJRT_Client_LookupAddressableDevice_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Client_LookupAddressableDevice_Args,
                         addressable_device);
  args->addressable_device = nullptr;
  for (PJRT_Device *device : args->client->devices)
    if (device->localHardwareId == args->local_hardware_id)
      args->addressable_device = device;
  if (!args->addressable_device)
    return makeError(PJRT_Error_Code_NOT_FOUND,
                     "strata: no device with local hardware id " +
                         std::to_string(args->local_hardware_id));
  return nullptr;
}

PJRT_Error *
clientAddressableMemories(PJRT_Client_AddressableMemories_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Client_AddressableMemories_Args,
                         num_addressable_memories);
  args->addressable_memories = args->client->memories.data();
  args->num_addressable_memories = args->client->memories.size();
  return nullptr;
}

PJRT_Error *
clientDefaultDeviceAssignment(PJRT_Client_DefaultDeviceAssignment_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Client_DefaultDeviceAssignment_Args,
                         default_assignment);
  size_t needed = size_t(std::max(args->num_replicas, 0)) *
                  size_t(std::max(args->num_partitions, 0));
  if (needed > args->client->devices.size())
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "strata: " + std::to_string(args->num_replicas) +
                         " replicas x " + std::to_string(args->num_partitions) +
                         " partitions need more devices than the " +
                         std::to_string(args->client->devices.size()) +
                         " this client has");
  if (args->default_assignment_size < needed || !args->default_assignment)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "strata: default_assignment holds " +
                         std::to_string(args->default_assignment_size) +
                         " ids, " + std::to_string(needed) + " needed");
  for (size_t i = 0; i < needed; ++i)
    args->default_assignment[i] = args->client->devices[i]->description.id;
  return nullptr;
}

//===--- Device descriptions and devices ----------------------------------===//

PJRT_Error *descriptionId(PJRT_DeviceDescription_Id_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_DeviceDescription_Id_Args, id);
  args->id = args->device_description->id;
  return nullptr;
}

PJRT_Error *
descriptionProcessIndex(PJRT_DeviceDescription_ProcessIndex_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_DeviceDescription_ProcessIndex_Args,
                         process_index);
  args->process_index = 0;
  return nullptr;
}

PJRT_Error *
descriptionAttributes(PJRT_DeviceDescription_Attributes_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_DeviceDescription_Attributes_Args,
                         attributes);
  const auto &values = args->device_description->attributes.values;
  args->num_attributes = values.size();
  args->attributes = values.data();
  return nullptr;
}

PJRT_Error *descriptionKind(PJRT_DeviceDescription_Kind_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_DeviceDescription_Kind_Args,
                         device_kind_size);
  args->device_kind = args->device_description->kind.data();
  args->device_kind_size = args->device_description->kind.size();
  return nullptr;
}

PJRT_Error *
descriptionDebugString(PJRT_DeviceDescription_DebugString_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_DeviceDescription_DebugString_Args,
                         debug_string_size);
  args->debug_string = args->device_description->debugString.data();
  args->debug_string_size = args->device_description->debugString.size();
  return nullptr;
}

PJRT_Error *descriptionToString(PJRT_DeviceDescription_ToString_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_DeviceDescription_ToString_Args,
                         to_string_size);
  args->to_string = args->device_description->toString.data();
  args->to_string_size = args->device_description->toString.size();
  return nullptr;
}

PJRT_Error *deviceGetDescription(PJRT_Device_GetDescription_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Device_GetDescription_Args,
                         device_description);
  args->device_description = &args->device->description;
  return nullptr;
}

PJRT_Error *deviceIsAddressable(PJRT_Device_IsAddressable_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Device_IsAddressable_Args, is_addressable);
  args->is_addressable = true;
  return nullptr;
}

PJRT_Error *deviceLocalHardwareId(PJRT_Device_LocalHardwareId_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Device_LocalHardwareId_Args,
                         local_hardware_id);
  args->local_hardware_id = args->device->localHardwareId;
  return nullptr;
}

PJRT_Error *
deviceAddressableMemories(PJRT_Device_AddressableMemories_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Device_AddressableMemories_Args,
                         num_memories);
  // The memory is the first field of no array: point at the client's entry.
  PJRT_Client *client = args->device->client;
  args->memories = &client->memories[size_t(args->device->localHardwareId)];
  args->num_memories = 1;
  return nullptr;
}

PJRT_Error *deviceDefaultMemory(PJRT_Device_DefaultMemory_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Device_DefaultMemory_Args, memory);
  args->memory = args->device->memory;
  return nullptr;
}

void noDeviceAttributesToFree(PJRT_Device_Attributes *) {}

PJRT_Error *deviceGetAttributes(PJRT_Device_GetAttributes_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Device_GetAttributes_Args,
                         attributes_deleter);
  const auto &values = args->device->description.attributes.values;
  args->attributes = values.data();
  args->num_attributes = values.size();
  args->device_attributes = nullptr; // owned by the device
  args->attributes_deleter = noDeviceAttributesToFree;
  return nullptr;
}

//===--- Memories
//-----------------------------------------------------------===//

const Memory *asMemory(PJRT_Memory *memory) {
  return static_cast<const Memory *>(memory);
}

PJRT_Error *memoryId(PJRT_Memory_Id_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Memory_Id_Args, id);
  args->id = asMemory(args->memory)->id;
  return nullptr;
}

PJRT_Error *memoryKind(PJRT_Memory_Kind_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Memory_Kind_Args, kind_size);
  args->kind = asMemory(args->memory)->kind.data();
  args->kind_size = asMemory(args->memory)->kind.size();
  return nullptr;
}

PJRT_Error *memoryKindId(PJRT_Memory_Kind_Id_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Memory_Kind_Id_Args, kind_id);
  args->kind_id = 0; // one kind: "device"
  return nullptr;
}

PJRT_Error *memoryDebugString(PJRT_Memory_DebugString_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Memory_DebugString_Args, debug_string_size);
  args->debug_string = asMemory(args->memory)->debugString.data();
  args->debug_string_size = asMemory(args->memory)->debugString.size();
  return nullptr;
}

PJRT_Error *memoryToString(PJRT_Memory_ToString_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Memory_ToString_Args, to_string_size);
  args->to_string = asMemory(args->memory)->toString.data();
  args->to_string_size = asMemory(args->memory)->toString.size();
  return nullptr;
}

PJRT_Error *
memoryAddressableByDevices(PJRT_Memory_AddressableByDevices_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Memory_AddressableByDevices_Args,
                         num_devices);
  PJRT_Device *device = asMemory(args->memory)->device;
  args->devices = &device->client->devices[size_t(device->localHardwareId)];
  args->num_devices = 1;
  return nullptr;
}

} // namespace

namespace strata::pjrt {
void fillClientFunctions(PJRT_Api &api) {
  api.PJRT_Client_Create = clientCreate;
  api.PJRT_Client_Destroy = clientDestroy;
  api.PJRT_Client_PlatformName = clientPlatformName;
  api.PJRT_Client_ProcessIndex = clientProcessIndex;
  api.PJRT_Client_PlatformVersion = clientPlatformVersion;
  api.PJRT_Client_Devices = clientDevices;
  api.PJRT_Client_AddressableDevices = clientAddressableDevices;
  api.PJRT_Client_LookupDevice = clientLookupDevice;
  api.PJRT_Client_LookupAddressableDevice = clientLookupAddressableDevice;
  api.PJRT_Client_AddressableMemories = clientAddressableMemories;
  api.PJRT_Client_DefaultDeviceAssignment = clientDefaultDeviceAssignment;
  api.PJRT_DeviceDescription_Id = descriptionId;
  api.PJRT_DeviceDescription_ProcessIndex = descriptionProcessIndex;
  api.PJRT_DeviceDescription_Attributes = descriptionAttributes;
  api.PJRT_DeviceDescription_Kind = descriptionKind;
  api.PJRT_DeviceDescription_DebugString = descriptionDebugString;
  api.PJRT_DeviceDescription_ToString = descriptionToString;
  api.PJRT_Device_GetDescription = deviceGetDescription;
  api.PJRT_Device_IsAddressable = deviceIsAddressable;
  api.PJRT_Device_LocalHardwareId = deviceLocalHardwareId;
  api.PJRT_Device_AddressableMemories = deviceAddressableMemories;
  api.PJRT_Device_DefaultMemory = deviceDefaultMemory;
  api.PJRT_Device_GetAttributes = deviceGetAttributes;
  api.PJRT_Memory_Id = memoryId;
  api.PJRT_Memory_Kind = memoryKind;
  api.PJRT_Memory_Kind_Id = memoryKindId;
  api.PJRT_Memory_DebugString = memoryDebugString;
  api.PJRT_Memory_ToString = memoryToString;
  api.PJRT_Memory_AddressableByDevices = memoryAddressableByDevices;
}
} // namespace strata::pjrt
