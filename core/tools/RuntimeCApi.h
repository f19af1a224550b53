//===- RuntimeCApi.h - The runtime tools over the C API ---------*- C++ -*-===//
//-*-===//
//
// The runtime as the runtime tools see it: the C API of libstrata-runtime.so
// (strata_runtime.h) behind a few C++ owners, with the tools' flags
// (tooling::DeviceOptions) and messages. Nothing here reaches the C++
// runtime; the host-only tooling (strata_runtime_tooling_host) parses and
// prints tensors.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TOOLS_RUNTIMECAPI_H
#define STRATA_TOOLS_RUNTIMECAPI_H

#include "strata/runtime/strata_runtime.h"
#include "strata/runtime/tooling.h"

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace strata::capi {

/// The C status as a Status (code and message); frees it.
inline Status fromC(strata_status_t *status) {
  if (!status)
    return Status::ok();
  Status out(StatusCode(int(strata_status_code(status))),
             strata_status_message(status));
  strata_status_free(status);
  return out;
}

/// Owned buffer views, released with the vector.
class Views {
public:
  Views() = default;
  Views(Views &&other) noexcept : views_(std::move(other.views_)) {
    other.views_.clear();
  }
  Views &operator=(Views &&other) noexcept {
    std::swap(views_, other.views_);
    return *this;
  }
  Views(const Views &) = delete;
  Views &operator=(const Views &) = delete;
  ~Views() {
    for (strata_buffer_view_t *v : views_)
      strata_buffer_view_release(v);
  }
  /// Takes ownership of `view`.
  void push_back(strata_buffer_view_t *view) { views_.push_back(view); }
  strata_buffer_view_t *const *data() const { return views_.data(); }
  size_t size() const { return views_.size(); }
  strata_buffer_view_t *operator[](size_t i) const { return views_[i]; }
  std::vector<strata_buffer_view_t *>::const_iterator begin() const {
    return views_.begin();
  }
  std::vector<strata_buffer_view_t *>::const_iterator end() const {
    return views_.end();
  }

private:
  std::vector<strata_buffer_view_t *> views_;
};

/// Calls `function` on `args`; the results on success.
inline StatusOr<Views> call(strata_function_t *function, const Views &args,
                            const strata_call_options_t *options) {
  std::vector<strata_buffer_view_t *> results(
      strata_function_result_count(function));
  size_t count = 0;
  Status s =
      fromC(strata_function_call(function, args.data(), args.size(), options,
                                 results.data(), results.size(), &count));
  if (!s.isOk())
    return s;
  Views out;
  for (size_t i = 0; i < count; ++i)
    out.push_back(results[i]);
  return out;
}

/// A copy of `view`'s tensor on the host (downloaded from a driver device).
inline StatusOr<tooling::HostTensor> toHostTensor(strata_buffer_view_t *view) {
  tooling::HostTensor t;
  t.type = hal::ElementType(uint32_t(strata_buffer_view_element_type(view)));
  const int64_t *dims = strata_buffer_view_dims(view);
  t.shape.assign(dims, dims + strata_buffer_view_rank(view));
  t.data.resize(strata_buffer_view_byte_length(view));
  STRATA_RETURN_IF_ERROR(
      fromC(strata_buffer_view_read(view, t.data.data(), t.data.size())));
  return t;
}

/// The instance, the device and the module a tool runs, with its --trace.
class Runtime {
public:
  Runtime() = default;
  Runtime(const Runtime &) = delete;
  Runtime &operator=(const Runtime &) = delete;
  /// Releases the module and its device, then writes the trace (errors
  /// printed as "<tool>: error: ..."), then releases the instance.
  ~Runtime() {
    strata_module_release(module_);
    strata_device_release(device_);
    if (tracing_) {
      Status s = fromC(strata_trace_stop(tracePath_.c_str()));
      if (!s.isOk())
        std::fprintf(stderr, "%s: error: %s\n", tool_.c_str(),
                     s.message().c_str());
    }
    strata_instance_release(instance_);
  }

  /// Starts recording the trace of `--trace`, then creates the instance
  /// from the device flags (its warnings say "<tool>: warning: ...").
  Status start(const std::string &tool, const tooling::DeviceOptions &o) {
    tool_ = tool;
    if (!o.tracePath.empty()) {
      STRATA_RETURN_IF_ERROR(fromC(strata_trace_start()));
      tracing_ = true;
      tracePath_ = o.tracePath;
    }
    std::string pluginDir =
        o.pluginDir.empty() ? tooling::defaultPluginDir() : o.pluginDir;
    std::string disabled;
    for (const auto &name : o.disabledLoaders)
      disabled += (disabled.empty() ? "" : ",") + name;
    strata_instance_options_t options;
    strata_instance_options_init(&options);
    options.plugin_dir = pluginDir.c_str();
    options.task_workers = o.taskWorkers;
    options.untrusted_modules = o.untrustedModule ? 1 : 0;
    options.device_allocation_limit = o.allocationLimit;
    options.disabled_loaders = disabled.c_str();
    options.diagnostic_prefix = tool.c_str();
    return fromC(strata_instance_create(&options, &instance_));
  }

  /// What --list-devices prints.
  StatusOr<std::string> describeDevices() {
    size_t length = 0;
    STRATA_RETURN_IF_ERROR(fromC(
        strata_instance_describe_devices(instance_, nullptr, 0, &length)));
    std::string text(length + 1, '\0');
    STRATA_RETURN_IF_ERROR(fromC(strata_instance_describe_devices(
        instance_, text.data(), text.size(), &length)));
    text.resize(length);
    return text;
  }

  /// Loads `path` on the --device (checked first), or on the device its
  /// executable variants ask for.
  Status openModule(const tooling::DeviceOptions &o, const std::string &path) {
    if (!o.device.empty())
      STRATA_RETURN_IF_ERROR(
          fromC(strata_device_create(instance_, o.device.c_str(), &device_)));
    STRATA_RETURN_IF_ERROR(fromC(
        strata_module_load_file(instance_, device_, path.c_str(), &module_)));
    deviceName_ = o.device.empty() ? strata_device_name(device()) : o.device;
    return Status::ok();
  }

  /// The module's device.
  strata_device_t *device() const { return strata_module_device(module_); }
  strata_instance_t *instance() const { return instance_; }
  /// The --device value as given, else the chosen device's name.
  const std::string &deviceName() const { return deviceName_; }

  /// Export `name`, else NOT_FOUND "function 'f' is not exported by PATH
  /// (exports: a, b)".
  StatusOr<strata_function_t *> findFunction(const std::string &name,
                                             const std::string &path) {
    std::string names;
    for (size_t i = 0; i < strata_module_function_count(module_); ++i) {
      strata_function_t *f = strata_module_function(module_, i);
      if (name == strata_function_name(f))
        return f;
      names +=
          (names.empty() ? "" : ", ") + std::string(strata_function_name(f));
    }
    return notFound("function '", name, "' is not exported by ", path,
                    " (exports: ", names.empty() ? "none" : names, ")");
  }

  /// The `--input` values (text or @file.npy) as views on the module's
  /// device; errors start with "--input I: ".
  StatusOr<Views> parseInputs(const std::vector<std::string> &inputs) {
    Views views;
    for (size_t i = 0; i < inputs.size(); ++i) {
      auto t = tooling::parseTensorArg(inputs[i]);
      if (!t.isOk())
        return invalidArgument("--input ", i, ": ", t.status().message());
      strata_buffer_view_t *view = nullptr;
      Status s = fromC(strata_buffer_view_create(
          device(), strata_element_type_t(uint32_t(t->type)), t->shape.size(),
          t->shape.data(), t->data.data(), t->data.size(), &view));
      if (!s.isOk())
        return invalidArgument("--input ", i, ": ", s.message());
      views.push_back(view);
    }
    return views;
  }

private:
  std::string tool_, tracePath_, deviceName_;
  bool tracing_ = false;
  strata_instance_t *instance_ = nullptr;
  strata_device_t *device_ = nullptr;
  strata_module_t *module_ = nullptr;
};

} // namespace strata::capi

#endif // STRATA_TOOLS_RUNTIMECAPI_H
