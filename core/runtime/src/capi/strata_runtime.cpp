//===- strata_runtime.cpp - The runtime's C API over the C++ runtime ------===//
//
// Each handle wraps the C++ object it names (strata_runtime.h): the
// instance is a tooling::DeviceSetup, a device a Ref<hal::Device>, a module
// a vm::Context bound to its device, a buffer view a Ref<hal::BufferView>,
// a fence the shared state of a call running on its own thread. No C++
// exception or type crosses the boundary: every entry point turns errors
// into a strata_status_t.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/strata_runtime.h"

#include "strata/runtime/tooling.h"
#include "strata/runtime/trace.h"
#include "strata/runtime/vm.h"

#include "handles.h"
#include "module_generated.h"

#include <atomic>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <dlfcn.h>
#include <map>
#include <mutex>
#include <new>
#include <set>
#include <thread>

using namespace strata;

namespace {

/// <directory of libstrata-runtime.so>/strata/plugins.
std::string libraryPluginDir() {
  Dl_info info;
  if (dladdr(reinterpret_cast<void *>(&strata_runtime_api_version), &info) &&
      info.dli_fname) {
    std::string path = info.dli_fname;
    size_t slash = path.rfind('/');
    if (slash != std::string::npos)
      return path.substr(0, slash) + "/strata/plugins";
  }
  return tooling::defaultPluginDir();
}

strata_tensor_type_t tensorType(const module_fb::TensorType *t) {
  strata_tensor_type_t out;
  std::memset(&out, 0, sizeof(out));
  out.element_type = strata_element_type_t(uint32_t(t->element_type()));
  if (t->shape()) {
    out.rank = std::min<size_t>(t->shape()->size(), STRATA_MAX_RANK);
    for (size_t i = 0; i < out.rank; ++i)
      out.dims[i] = t->shape()->Get(uint32_t(i));
  }
  return out;
}

/// The shape of a new view, checked: rank, non-negative dims, byte length.
Status checkShape(strata_element_type_t type, size_t rank, const int64_t *dims,
                  size_t byteLength, std::vector<int64_t> *shape) {
  size_t elementSize = strata_element_type_size(type);
  if (!elementSize)
    return invalidArgument("element type ", int(type),
                           " is not one of "
                           "strata_element_type_t");
  if (rank > STRATA_MAX_RANK)
    return invalidArgument("rank ", rank, " is above STRATA_MAX_RANK (",
                           STRATA_MAX_RANK, ")");
  if (rank && !dims)
    return invalidArgument("dims is NULL for rank ", rank);
  uint64_t elements = 1;
  for (size_t i = 0; i < rank; ++i) {
    if (dims[i] < 0)
      return invalidArgument("dim ", i, " is ", dims[i], ", expected >= 0");
    if (dims[i] && elements > UINT64_MAX / uint64_t(dims[i]))
      return invalidArgument("the shape's element count overflows");
    elements *= uint64_t(dims[i]);
    shape->push_back(dims[i]);
  }
  if (elements > UINT64_MAX / elementSize ||
      elements * elementSize != byteLength)
    return invalidArgument(
        "byte_length is ", byteLength, ", expected ", elements * elementSize,
        " for ",
        hal::formatShapeType(*shape, hal::ElementType(uint32_t(type))));
  return Status::ok();
}

Status collectArguments(strata_function_t *function,
                        strata_buffer_view_t *const *arguments, size_t count,
                        std::vector<Ref<hal::BufferView>> *out) {
  if (!function)
    return invalidArgument("function is NULL");
  if (count && !arguments)
    return invalidArgument("arguments is NULL for ", count, " arguments");
  for (size_t i = 0; i < count; ++i) {
    if (!arguments[i])
      return invalidArgument("argument ", i, " is NULL");
    out->push_back(arguments[i]->view);
  }
  return Status::ok();
}

/// What a call takes from its strata_call_options_t.
struct CallOptions {
  vm::RunLimits limits;
  strata_check_callback_t checkCallback = nullptr;
  void *checkUserData = nullptr;
};

CallOptions callOptions(const strata_call_options_t *options) {
  CallOptions out;
  if (!options)
    return out;
  strata_call_options_t o;
  strata_call_options_init(&o);
  std::memcpy(&o, options, std::min(options->struct_size, sizeof(o)));
  if (o.deadline_ms)
    out.limits.deadline = std::chrono::steady_clock::now() +
                          std::chrono::milliseconds(o.deadline_ms);
  out.checkCallback = o.check_callback;
  out.checkUserData = o.check_user_data;
  return out;
}

/// Runs `function` on `args` (Context::invoke with the call's limits), then
/// hands the checks the call recorded (on this thread) to the callback, or
/// drops them, so that a module's checks never pile up.
StatusOr<std::vector<Ref<hal::BufferView>>>
invoke(strata_function_t *function,
       const std::vector<Ref<hal::BufferView>> &args,
       const CallOptions &options) {
  vm::Context &context = *function->module->context;
  auto results = context.invoke(function->name, args, options.limits);
  std::vector<check::CheckResult> checks = context.checks().takeThreadResults();
  if (options.checkCallback)
    for (size_t i = 0; i < checks.size(); ++i)
      options.checkCallback(options.checkUserData, uint32_t(i),
                            check::checkKindName(checks[i].kind),
                            checks[i].passed ? 1 : 0,
                            checks[i].describe().c_str());
  return results;
}

Status handOut(const std::vector<Ref<hal::BufferView>> &views,
               strata_buffer_view_t **results, size_t capacity,
               size_t *outCount) {
  if (!outCount)
    return invalidArgument("out_result_count is NULL");
  *outCount = 0;
  if (views.size() > capacity || (views.size() && !results))
    return invalidArgument("the call has ", views.size(),
                           " results; result_capacity is ", capacity);
  for (size_t i = 0; i < views.size(); ++i) {
    results[i] = new strata_buffer_view_s;
    results[i]->view = views[i];
  }
  *outCount = views.size();
  return Status::ok();
}

} // namespace

struct strata_fence_s {
  std::atomic<int> refs{1};
  std::mutex mutex;
  std::condition_variable signalled;
  bool done = false;
  Status status;
  std::vector<Ref<hal::BufferView>> results;
  void release() {
    if (--refs == 0)
      delete this;
  }
};

extern "C" {

uint32_t strata_runtime_api_version(void) { return STRATA_RUNTIME_API_VERSION; }

//===----------------------------------------------------------------------===//
// Status, element types
//===----------------------------------------------------------------------===//

strata_status_code_t strata_status_code(const strata_status_t *status) {
  return status ? status->code : STRATA_STATUS_OK;
}

const char *strata_status_message(const strata_status_t *status) {
  return status ? status->message.c_str() : "";
}

const char *strata_status_code_name(strata_status_code_t code) {
  return statusCodeName(StatusCode(int(code)));
}

void strata_status_free(strata_status_t *status) { delete status; }

size_t strata_element_type_size(strata_element_type_t type) {
  if (type <= STRATA_ELEMENT_TYPE_NONE || type > STRATA_ELEMENT_TYPE_C128)
    return 0;
  return hal::elementTypeSize(hal::ElementType(uint32_t(type)));
}

const char *strata_element_type_name(strata_element_type_t type) {
  if (type <= STRATA_ELEMENT_TYPE_NONE || type > STRATA_ELEMENT_TYPE_C128)
    return "?";
  return hal::elementTypeName(hal::ElementType(uint32_t(type)));
}

//===----------------------------------------------------------------------===//
// Instance and devices
//===----------------------------------------------------------------------===//

void strata_instance_options_init(strata_instance_options_t *options) {
  if (!options)
    return;
  std::memset(options, 0, sizeof(*options));
  options->struct_size = sizeof(*options);
}

strata_status_t *
strata_instance_create(const strata_instance_options_t *options,
                       strata_instance_t **out_instance) {
  return guarded([&]() -> Status {
    if (!out_instance)
      return invalidArgument("out_instance is NULL");
    *out_instance = nullptr;
    strata_instance_options_t o;
    strata_instance_options_init(&o);
    if (options) {
      if (options->struct_size < sizeof(size_t))
        return invalidArgument("options->struct_size is ",
                               options->struct_size);
      std::memcpy(&o, options, std::min(options->struct_size, sizeof(o)));
    }
    tooling::DeviceOptions d;
    d.pluginDir = o.plugin_dir ? o.plugin_dir : libraryPluginDir();
    d.taskWorkers = o.task_workers;
    d.untrustedModule = o.untrusted_modules != 0;
    d.allocationLimit = o.device_allocation_limit;
    if (o.disabled_loaders) {
      std::string list = o.disabled_loaders;
      size_t start = 0;
      while (start <= list.size()) {
        size_t comma = list.find(',', start);
        std::string name =
            list.substr(start, comma == std::string::npos ? std::string::npos
                                                          : comma - start);
        if (!name.empty())
          d.disabledLoaders.push_back(name);
        if (comma == std::string::npos)
          break;
        start = comma + 1;
      }
    }
    auto *instance = new strata_instance_s;
    instance->setup = tooling::startDevices(
        o.diagnostic_prefix ? o.diagnostic_prefix : "strata-runtime", d);
    *out_instance = instance;
    return Status::ok();
  });
}

void strata_instance_release(strata_instance_t *instance) { delete instance; }

} // extern "C"

namespace {
/// Every device the instance can create, in strata_instance_device_info
/// order.
StatusOr<std::vector<strata_device_info_t>>
listDevices(strata_instance_t *instance) {
  std::vector<strata_device_info_t> out;
  auto add = [&](const std::string &name, const std::string &driver,
                 uint64_t memory) {
    strata_device_info_t info;
    std::memset(&info, 0, sizeof(info));
    std::snprintf(info.name, sizeof(info.name), "%s", name.c_str());
    std::snprintf(info.driver, sizeof(info.driver), "%s", driver.c_str());
    info.memory_bytes = memory;
    out.push_back(info);
  };
  add("local", "local", hal::physicalMemoryBytes());
  for (const auto &d : instance->setup.plugins->drivers()) {
    auto devices = hal::enumerateDriverDevices(d);
    if (!devices.isOk())
      continue; // a driver without devices here (no GPU, no loader)
    for (size_t i = 0; i < devices->size(); ++i)
      add(std::string(d.api->name) + ":" + std::to_string(i),
          (*devices)[i].name + " (" + (*devices)[i].driver + ")",
          (*devices)[i].memoryBytes);
  }
  return out;
}
} // namespace

extern "C" {

strata_status_t *strata_instance_device_count(strata_instance_t *instance,
                                              size_t *out_count) {
  return guarded([&]() -> Status {
    if (!instance || !out_count)
      return invalidArgument("instance or out_count is NULL");
    STRATA_ASSIGN_OR_RETURN(auto devices, listDevices(instance));
    *out_count = devices.size();
    return Status::ok();
  });
}

strata_status_t *strata_instance_device_info(strata_instance_t *instance,
                                             size_t index,
                                             strata_device_info_t *out_info) {
  return guarded([&]() -> Status {
    if (!instance || !out_info)
      return invalidArgument("instance or out_info is NULL");
    STRATA_ASSIGN_OR_RETURN(auto devices, listDevices(instance));
    if (index >= devices.size())
      return outOfRange("device index ", index, ": the instance has ",
                        devices.size(), " devices");
    *out_info = devices[index];
    return Status::ok();
  });
}

strata_status_t *strata_instance_describe_devices(strata_instance_t *instance,
                                                  char *buffer, size_t capacity,
                                                  size_t *out_length) {
  return guarded([&]() -> Status {
    if (!instance || !out_length)
      return invalidArgument("instance or out_length is NULL");
    if (!buffer && capacity)
      return invalidArgument("buffer is NULL for a capacity of ", capacity);
    std::string text = tooling::describeDevices(instance->setup);
    *out_length = text.size();
    if (!buffer)
      return Status::ok();
    if (capacity <= text.size())
      return outOfRange("capacity is ", capacity, " bytes; the text needs ",
                        text.size() + 1, " (with its NUL)");
    std::memcpy(buffer, text.c_str(), text.size() + 1);
    return Status::ok();
  });
}

strata_status_t *strata_device_create(strata_instance_t *instance,
                                      const char *name,
                                      strata_device_t **out_device) {
  return guarded([&]() -> Status {
    if (!instance || !name || !out_device)
      return invalidArgument("instance, name or out_device is NULL");
    *out_device = nullptr;
    STRATA_ASSIGN_OR_RETURN(Ref<hal::Device> device,
                            tooling::selectDevice(instance->setup, name));
    auto *out = new strata_device_s;
    out->device = std::move(device);
    out->name = out->device->name();
    *out_device = out;
    return Status::ok();
  });
}

void strata_device_retain(strata_device_t *device) {
  if (device)
    ++device->refs;
}

void strata_device_release(strata_device_t *device) {
  if (device && --device->refs == 0)
    delete device;
}

const char *strata_device_name(const strata_device_t *device) {
  return device ? device->name.c_str() : "";
}

int32_t strata_device_task_worker_count(const strata_device_t *device) {
  return device ? int32_t(device->device->taskWorkerCount()) : 0;
}

strata_status_t *strata_device_set_dispatch_timing(strata_device_t *device,
                                                   int enabled) {
  return guarded([&]() -> Status {
    if (!device)
      return invalidArgument("device is NULL");
    device->device->setDispatchTiming(enabled != 0);
    return Status::ok();
  });
}

strata_status_t *
strata_device_take_dispatch_timings(strata_device_t *device,
                                    strata_dispatch_timing_t *out,
                                    size_t capacity, size_t *out_count) {
  return guarded([&]() -> Status {
    if (out_count)
      *out_count = 0;
    if (!device || !out_count)
      return invalidArgument("device or out_count is NULL");
    if (!out && capacity)
      return invalidArgument("out is NULL for a capacity of ", capacity);
    std::lock_guard<std::mutex> lock(device->timingMutex);
    // The executables are alive while `taken` holds them, so their
    // addresses key the names for this batch.
    std::vector<hal::Device::DispatchTiming> taken =
        device->device->takeDispatchTimings();
    std::map<std::pair<const hal::Executable *, uint32_t>,
             std::pair<const char *, const char *>>
        names;
    auto intern = [&](const std::string &name) {
      return device->timingNames.insert(name).first->c_str();
    };
    for (const auto &t : taken) {
      auto key = std::make_pair(t.executable.get(), t.entry);
      auto it = names.find(key);
      if (it == names.end()) {
        const auto &entries = t.executable->entryPoints();
        it = names
                 .emplace(key,
                          std::make_pair(intern(t.executable->name()),
                                         intern(t.entry < entries.size()
                                                    ? entries[t.entry].name
                                                    : std::to_string(t.entry))))
                 .first;
      }
      strata_dispatch_timing_t c;
      std::memset(&c, 0, sizeof(c));
      c.executable = it->second.first;
      c.entry_point = it->second.second;
      c.entry_ordinal = t.entry;
      c.device_time = t.deviceTime ? 1 : 0;
      c.workgroups = t.workgroups;
      c.nanoseconds = t.nanoseconds;
      device->timings.push_back(c);
    }
    size_t n = std::min(capacity, device->timings.size());
    std::copy(device->timings.begin(), device->timings.begin() + n, out);
    device->timings.erase(device->timings.begin(), device->timings.begin() + n);
    *out_count = n;
    return Status::ok();
  });
}

//===----------------------------------------------------------------------===//
// Buffer views
//===----------------------------------------------------------------------===//

strata_status_t *strata_buffer_view_create(strata_device_t *device,
                                           strata_element_type_t element_type,
                                           size_t rank, const int64_t *dims,
                                           const void *data, size_t byte_length,
                                           strata_buffer_view_t **out_view) {
  return guarded([&]() -> Status {
    if (!device || !out_view)
      return invalidArgument("device or out_view is NULL");
    *out_view = nullptr;
    std::vector<int64_t> shape;
    STRATA_RETURN_IF_ERROR(
        checkShape(element_type, rank, dims, byte_length, &shape));
    STRATA_ASSIGN_OR_RETURN(Ref<hal::Buffer> buffer,
                            device->device->allocate(byte_length, !data));
    if (data && byte_length)
      std::memcpy(buffer->data(), data, byte_length);
    STRATA_ASSIGN_OR_RETURN(
        Ref<hal::BufferView> view,
        hal::BufferView::create(std::move(buffer),
                                hal::ElementType(uint32_t(element_type)),
                                std::move(shape)));
    *out_view = new strata_buffer_view_s;
    (*out_view)->view = std::move(view);
    return Status::ok();
  });
}

} // extern "C"

namespace {
/// Calls the caller's release function when the wrapped buffer dies.
struct ExternalMemoryOwner : RefObject {
  ExternalMemoryOwner(void (*releaseFn)(void *), void *userData)
      : RefObject(RefKind::kByteBuffer), releaseFn(releaseFn),
        userData(userData) {}
  ~ExternalMemoryOwner() override {
    if (releaseFn)
      releaseFn(userData);
  }
  void (*releaseFn)(void *);
  void *userData;
};
} // namespace

extern "C" {

strata_status_t *strata_buffer_view_wrap(strata_device_t *device,
                                         strata_element_type_t element_type,
                                         size_t rank, const int64_t *dims,
                                         void *data, size_t byte_length,
                                         void (*release)(void *user_data),
                                         void *user_data,
                                         strata_buffer_view_t **out_view) {
  // The caller's memory is released on every path, once.
  Ref<ExternalMemoryOwner> owner(new ExternalMemoryOwner(release, user_data));
  return guarded([&]() -> Status {
    if (!device || !out_view)
      return invalidArgument("device or out_view is NULL");
    *out_view = nullptr;
    std::vector<int64_t> shape;
    STRATA_RETURN_IF_ERROR(
        checkShape(element_type, rank, dims, byte_length, &shape));
    if (byte_length && !data)
      return invalidArgument("data is NULL for ", byte_length, " bytes");
    if (reinterpret_cast<uintptr_t>(data) % 64)
      return invalidArgument("data is not 64-byte aligned (address ", data,
                             "); strata_buffer_view_create copies instead");
    Ref<hal::Buffer> buffer = hal::Buffer::wrapExternal(
        static_cast<uint8_t *>(data), byte_length, owner);
    STRATA_ASSIGN_OR_RETURN(
        Ref<hal::BufferView> view,
        hal::BufferView::create(std::move(buffer),
                                hal::ElementType(uint32_t(element_type)),
                                std::move(shape)));
    *out_view = new strata_buffer_view_s;
    (*out_view)->view = std::move(view);
    return Status::ok();
  });
}

void strata_buffer_view_retain(strata_buffer_view_t *view) {
  if (view)
    ++view->refs;
}

void strata_buffer_view_release(strata_buffer_view_t *view) {
  if (view && --view->refs == 0)
    delete view;
}

strata_element_type_t
strata_buffer_view_element_type(const strata_buffer_view_t *view) {
  return view ? strata_element_type_t(uint32_t(view->view->elementType()))
              : STRATA_ELEMENT_TYPE_NONE;
}

size_t strata_buffer_view_rank(const strata_buffer_view_t *view) {
  return view ? view->view->shape().size() : 0;
}

const int64_t *strata_buffer_view_dims(const strata_buffer_view_t *view) {
  return view ? view->view->shape().data() : nullptr;
}

size_t strata_buffer_view_byte_length(const strata_buffer_view_t *view) {
  return view ? size_t(view->view->byteLength()) : 0;
}

strata_status_t *strata_buffer_view_map_read(strata_buffer_view_t *view,
                                             const void **out_data) {
  return guarded([&]() -> Status {
    if (!view || !out_data)
      return invalidArgument("view or out_data is NULL");
    STRATA_RETURN_IF_ERROR(view->view->buffer()->syncToHost());
    *out_data = static_cast<const hal::BufferView &>(*view->view).data();
    return Status::ok();
  });
}

strata_status_t *strata_buffer_view_make_resident(strata_buffer_view_t *view,
                                                  strata_device_t *device) {
  return guarded([&]() -> Status {
    if (!view || !device)
      return invalidArgument("view or device is NULL");
    return device->device->makeResident(*view->view->buffer());
  });
}

strata_status_t *strata_buffer_view_read(strata_buffer_view_t *view, void *dst,
                                         size_t capacity) {
  return guarded([&]() -> Status {
    if (!view || (!dst && capacity))
      return invalidArgument("view or dst is NULL");
    size_t length = size_t(view->view->byteLength());
    if (capacity < length)
      return invalidArgument("capacity is ", capacity, " bytes; the tensor (",
                             view->view->typeString(), ") has ", length);
    STRATA_RETURN_IF_ERROR(view->view->buffer()->syncToHost());
    if (length)
      std::memcpy(dst, static_cast<const hal::BufferView &>(*view->view).data(),
                  length);
    return Status::ok();
  });
}

//===----------------------------------------------------------------------===//
// Modules and functions
//===----------------------------------------------------------------------===//

} // extern "C"

namespace {
Status bindModule(strata_instance_t *instance, strata_device_t *device,
                  Ref<Module> module, const std::string &name,
                  strata_module_t **out) {
  STRATA_ASSIGN_OR_RETURN(
      tooling::ModuleOnDevice placed,
      tooling::placeModule(instance->setup,
                           device ? device->device : Ref<hal::Device>(),
                           std::move(module), name));
  auto result = std::make_unique<strata_module_s>();
  if (device) {
    strata_device_retain(device);
    result->device = device;
  } else {
    result->device = new strata_device_s;
    result->device->device = placed.device;
    result->device->name = placed.device->name();
  }
  result->context = std::make_unique<vm::Context>(placed.module, placed.device);
  const auto *exports = placed.module->fb().exports();
  for (uint32_t i = 0; exports && i < exports->size(); ++i) {
    const auto *e = exports->Get(i);
    strata_function_s f;
    f.module = result.get();
    f.name = e->name()->str();
    if (const auto *sig = e->signature()) {
      for (uint32_t a = 0; sig->arguments() && a < sig->arguments()->size();
           ++a)
        f.arguments.push_back(tensorType(sig->arguments()->Get(a)));
      for (uint32_t r = 0; sig->results() && r < sig->results()->size(); ++r)
        f.results.push_back(tensorType(sig->results()->Get(r)));
    }
    // The module verifier checked the SPMD info against the signature.
    if (const auto *spmd = e->spmd()) {
      for (const auto *axis : *spmd->mesh())
        f.meshShape.push_back(axis->size());
      auto shardings = [](const auto *list) {
        std::vector<std::vector<std::vector<uint32_t>>> out;
        for (uint32_t k = 0; list && k < list->size(); ++k) {
          auto &dims = out.emplace_back();
          const auto *fbDims = list->Get(k)->dims();
          for (uint32_t d = 0; fbDims && d < fbDims->size(); ++d) {
            auto &axes = dims.emplace_back();
            if (const auto *fbAxes = fbDims->Get(d)->axes())
              axes.assign(fbAxes->begin(), fbAxes->end());
          }
        }
        return out;
      };
      f.argumentShardings = shardings(spmd->arguments());
      f.resultShardings = shardings(spmd->results());
    }
    result->functions.push_back(std::move(f));
  }
  *out = result.release();
  return Status::ok();
}
} // namespace

extern "C" {

strata_status_t *strata_module_load_file(strata_instance_t *instance,
                                         strata_device_t *device,
                                         const char *path,
                                         strata_module_t **out_module) {
  return guarded([&]() -> Status {
    if (!instance || !path || !out_module)
      return invalidArgument("instance, path or out_module is NULL");
    *out_module = nullptr;
    STRATA_ASSIGN_OR_RETURN(Ref<Module> module, Module::loadFile(path));
    return bindModule(instance, device, std::move(module), path, out_module);
  });
}

strata_status_t *strata_module_load_memory(strata_instance_t *instance,
                                           strata_device_t *device,
                                           const void *data, size_t size,
                                           const char *name,
                                           strata_module_t **out_module) {
  return guarded([&]() -> Status {
    if (!instance || (!data && size) || !out_module)
      return invalidArgument("instance, data or out_module is NULL");
    *out_module = nullptr;
    std::string source = name ? name : "<memory>";
    STRATA_ASSIGN_OR_RETURN(Ref<Module> module,
                            Module::loadBytes(data, size, source));
    return bindModule(instance, device, std::move(module), source, out_module);
  });
}

void strata_module_release(strata_module_t *module) {
  if (!module || --module->refs != 0)
    return;
  strata_device_release(module->device);
  delete module;
}

strata_device_t *strata_module_device(strata_module_t *module) {
  return module ? module->device : nullptr;
}

size_t strata_module_function_count(const strata_module_t *module) {
  return module ? module->functions.size() : 0;
}

strata_function_t *strata_module_function(strata_module_t *module,
                                          size_t index) {
  if (!module || index >= module->functions.size())
    return nullptr;
  return &module->functions[index];
}

strata_status_t *strata_module_lookup_function(strata_module_t *module,
                                               const char *name,
                                               strata_function_t **out) {
  return guarded([&]() -> Status {
    if (!module || !name || !out)
      return invalidArgument("module, name or out_function is NULL");
    *out = nullptr;
    std::string names;
    for (auto &f : module->functions) {
      if (f.name == name) {
        *out = &f;
        return Status::ok();
      }
      names += (names.empty() ? "" : ", ") + f.name;
    }
    return notFound("function '", name, "' is not exported (exports: ",
                    names.empty() ? "none" : names, ")");
  });
}

const char *strata_function_name(const strata_function_t *function) {
  return function ? function->name.c_str() : "";
}

size_t strata_function_argument_count(const strata_function_t *function) {
  return function ? function->arguments.size() : 0;
}

size_t strata_function_result_count(const strata_function_t *function) {
  return function ? function->results.size() : 0;
}

static strata_status_t *typeAt(const strata_function_t *function, size_t index,
                               bool argument, strata_tensor_type_t *out) {
  return guarded([&]() -> Status {
    if (!function || !out)
      return invalidArgument("function or out_type is NULL");
    const auto &types = argument ? function->arguments : function->results;
    if (index >= types.size())
      return outOfRange("'", function->name, "' has ", types.size(),
                        argument ? " arguments" : " results", "; asked for ",
                        index);
    *out = types[index];
    return Status::ok();
  });
}

strata_status_t *strata_function_argument_type(const strata_function_t *f,
                                               size_t index,
                                               strata_tensor_type_t *out) {
  return typeAt(f, index, true, out);
}

strata_status_t *strata_function_result_type(const strata_function_t *f,
                                             size_t index,
                                             strata_tensor_type_t *out) {
  return typeAt(f, index, false, out);
}

strata_status_t *
strata_function_check_arguments(strata_function_t *function,
                                strata_buffer_view_t *const *arguments,
                                size_t argument_count) {
  return guarded([&]() -> Status {
    std::vector<Ref<hal::BufferView>> args;
    STRATA_RETURN_IF_ERROR(
        collectArguments(function, arguments, argument_count, &args));
    const vm::Context &context = *function->module->context;
    int ordinal = context.module().findExport(function->name);
    if (ordinal < 0)
      return internalError("'", function->name, "' is not exported");
    return context.checkArguments(ordinal, args);
  });
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

void strata_call_options_init(strata_call_options_t *options) {
  if (!options)
    return;
  std::memset(options, 0, sizeof(*options));
  options->struct_size = sizeof(*options);
}

strata_status_t *strata_function_call(strata_function_t *function,
                                      strata_buffer_view_t *const *arguments,
                                      size_t argument_count,
                                      const strata_call_options_t *options,
                                      strata_buffer_view_t **results,
                                      size_t result_capacity,
                                      size_t *out_result_count) {
  return guarded([&]() -> Status {
    if (out_result_count)
      *out_result_count = 0;
    std::vector<Ref<hal::BufferView>> args;
    STRATA_RETURN_IF_ERROR(
        collectArguments(function, arguments, argument_count, &args));
    if (result_capacity < function->results.size())
      return invalidArgument("'", function->name, "' has ",
                             function->results.size(),
                             " results; result_capacity is ", result_capacity);
    STRATA_ASSIGN_OR_RETURN(auto views,
                            invoke(function, args, callOptions(options)));
    return handOut(views, results, result_capacity, out_result_count);
  });
}

strata_status_t *strata_function_call_async(
    strata_function_t *function, strata_buffer_view_t *const *arguments,
    size_t argument_count, const strata_call_options_t *options,
    strata_fence_t **out_fence) {
  return guarded([&]() -> Status {
    if (!out_fence)
      return invalidArgument("out_fence is NULL");
    *out_fence = nullptr;
    std::vector<Ref<hal::BufferView>> args;
    STRATA_RETURN_IF_ERROR(
        collectArguments(function, arguments, argument_count, &args));
    auto *fence = new strata_fence_s;
    fence->refs = 2; // the caller's and the call's
    CallOptions call = callOptions(options);
    // The call keeps the module (and so the function) alive until it ends,
    // even when the caller releases it first.
    ++function->module->refs;
    std::thread([fence, function, args = std::move(args), call]() mutable {
      StatusOr<std::vector<Ref<hal::BufferView>>> r =
          internalError("the call did not run");
      try {
        r = invoke(function, args, call);
      } catch (const std::exception &e) {
        r = internalError("unexpected exception: ", e.what());
      }
      // Once the fence is signalled the caller may release the module, the
      // device and the instance and exit: this detached thread drops what
      // it holds first (the last module reference destroys the device and
      // unloads the plugins), and touches nothing after the signal.
      args.clear();
      strata_module_release(function->module);
      bool last;
      {
        std::lock_guard<std::mutex> lock(fence->mutex);
        if (r.isOk())
          fence->results = std::move(*r);
        else
          fence->status = r.status();
        fence->done = true;
        // The call's reference goes with the signal: a caller that sees
        // the fence signalled holds the last one.
        last = --fence->refs == 0;
        fence->signalled.notify_all();
      }
      if (last) // released by the caller while the call ran
        delete fence;
    }).detach();
    *out_fence = fence;
    return Status::ok();
  });
}

strata_status_t *strata_fence_wait(strata_fence_t *fence, uint64_t timeout_ns) {
  return guarded([&]() -> Status {
    if (!fence)
      return invalidArgument("fence is NULL");
    std::unique_lock<std::mutex> lock(fence->mutex);
    auto done = [&] { return fence->done; };
    if (timeout_ns == UINT64_MAX) {
      fence->signalled.wait(lock, done);
      return Status::ok();
    }
    if (!fence->signalled.wait_for(lock, std::chrono::nanoseconds(timeout_ns),
                                   done))
      return makeStatus(StatusCode::kDeadlineExceeded,
                        "the call did not end within ", timeout_ns, " ns");
    return Status::ok();
  });
}

int strata_fence_is_signaled(strata_fence_t *fence) {
  if (!fence)
    return 0;
  std::lock_guard<std::mutex> lock(fence->mutex);
  return fence->done ? 1 : 0;
}

strata_status_t *strata_fence_results(strata_fence_t *fence,
                                      strata_buffer_view_t **results,
                                      size_t result_capacity,
                                      size_t *out_result_count) {
  return guarded([&]() -> Status {
    if (out_result_count)
      *out_result_count = 0;
    if (!fence)
      return invalidArgument("fence is NULL");
    std::lock_guard<std::mutex> lock(fence->mutex);
    if (!fence->done)
      return failedPrecondition("the call has not ended yet "
                                "(strata_fence_wait first)");
    STRATA_RETURN_IF_ERROR(fence->status);
    return handOut(fence->results, results, result_capacity, out_result_count);
  });
}

void strata_fence_release(strata_fence_t *fence) {
  if (fence)
    fence->release();
}

strata_status_t *strata_trace_start(void) {
  return guarded([&]() -> Status {
    if (trace::enabled())
      return failedPrecondition("a trace is already being recorded");
    trace::start();
    return Status::ok();
  });
}

strata_status_t *strata_trace_stop(const char *path) {
  return guarded([&]() -> Status {
    if (!trace::enabled())
      return failedPrecondition("no trace is being recorded "
                                "(strata_trace_start first)");
    trace::stop();
    if (!path || !*path)
      return Status::ok();
    return trace::writeJson(path);
  });
}

} // extern "C"
