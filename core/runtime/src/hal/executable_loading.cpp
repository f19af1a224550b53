//===- executable_loading.cpp - Loading executables onto a device ---*- C++ -*-===//

#include "strata/runtime/hal.h"

#include "module_generated.h"
#include "strata/runtime/plugin_manager.h"

#include <algorithm>

namespace strata::hal {

//===----------------------------------------------------------------------===//
// Executable
//===----------------------------------------------------------------------===//

Executable::~Executable() {
  if (loader_ && loader_->api->unload && handle_)
    loader_->api->unload(handle_);
  if (driverDevice_ && driverHandle_)
    driverDevice_->api().executable_unload(driverDevice_->handle(),
                                           driverHandle_);
}

/// The entry points of `exe` as loaded from `variant` (its static workgroup
/// counts), named `names`.
static std::vector<Executable::EntryPoint>
getEntryPoints(const module_fb::Executable &exe,
               const module_fb::ExecutableVariant &variant,
               const std::vector<std::string> &names) {
  std::vector<Executable::EntryPoint> entries;
  for (uint32_t i = 0; i < names.size(); ++i) {
    const auto *ep = exe.entry_points()->Get(i);
    Executable::EntryPoint e;
    e.name = names[i];
    e.bindingCount = ep->binding_count();
    e.pushConstantCount = ep->push_constant_count();
    for (int k = 0; k < 3; ++k)
      e.workgroupCount[k] = variant.workgroup_counts()->Get(3 * i + k);
    entries.push_back(std::move(e));
  }
  return entries;
}

StatusOr<Ref<Executable>>
Device::loadDriverExecutable(const module_fb::Executable &exe) {
  std::string name = exe.name() ? exe.name()->str() : std::string("<unnamed>");
  const HalDriver &driver = driver_->driver();
  std::vector<std::string> entryNames;
  std::vector<const char *> entryPtrs;
  std::vector<uint32_t> bindingCounts;
  if (exe.entry_points())
    for (const auto *ep : *exe.entry_points()) {
      entryNames.push_back(ep->name() ? ep->name()->str() : std::string());
      bindingCounts.push_back(ep->binding_count());
    }
  for (auto &n : entryNames)
    entryPtrs.push_back(n.c_str());
  bool disabled = false;
  for (const auto &n : disabledLoaders_)
    disabled |= n == driver.pluginName || n == driver.api->name;
  std::string why, exeFormats;
  std::vector<std::string> seen;
  uint32_t variantIndex = 0;
  for (const auto *variant : *exe.variants()) {
    uint32_t vi = variantIndex++;
    std::string format = variant->format()->str();
    std::string target = variant->target()->str();
    if (std::find(seen.begin(), seen.end(), format) == seen.end()) {
      seen.push_back(format);
      exeFormats += (exeFormats.empty() ? "" : ", ") + format;
    }
    why += std::string(why.empty() ? "" : "; ") + "variant " +
           std::to_string(vi) + " (" + target + ", " + format + "): ";
    if (!driver.runsFormat(format)) {
      why += "not a format of driver '" + std::string(driver.api->name) + "'";
      continue;
    }
    bool formatDisabled = disabled;
    for (const auto &n : disabledLoaders_)
      formatDisabled |= n == format;
    if (formatDisabled) {
      why += "driver disabled (plugin '" + driver.pluginName + "')";
      continue;
    }
    char error[1024];
    error[0] = 0;
    strata_hal_executable_t *handle = nullptr;
    int rc = driver_->api().executable_load(
        driver_->handle(), format.c_str(), variant->binary()->data(),
        variant->binary()->size(), entryPtrs.data(), bindingCounts.data(),
        uint32_t(entryPtrs.size()), &handle, error, sizeof(error));
    if (rc != STRATA_PLUGIN_OK || !handle) {
      error[sizeof(error) - 1] = 0;
      why += std::string("load failed: ") + error;
      continue;
    }
    std::vector<Executable::EntryPoint> entries =
        getEntryPoints(exe, *variant, entryNames);
    auto loaded = makeRef<Executable>(name, target, format, driver_, handle,
                                      std::move(entries));
    loaded->setBinaryOrdinal(vi);
    return loaded;
  }
  std::string formats;
  for (uint32_t i = 0; i < driver.api->format_count; ++i)
    formats +=
        std::string(formats.empty() ? "" : ", ") + driver.api->formats[i];
  return notFound("executable '", name, "' has no variant device '", name_,
                  "' can run: ", why, " (executable formats: ",
                  exeFormats.empty() ? "none" : exeFormats, "; device '", name_,
                  "' runs formats: ", formats.empty() ? "none" : formats,
                  disabled ? "; its driver is disabled" : "", ")");
}

StatusOr<Ref<Executable>>
Device::loadExecutable(const module_fb::Executable &exe) {
  if (driver_)
    return loadDriverExecutable(exe);
  std::string name = exe.name() ? exe.name()->str() : std::string("<unnamed>");
  std::vector<std::string> entryNames;
  std::vector<const char *> entryPtrs;
  if (exe.entry_points())
    for (const auto *ep : *exe.entry_points())
      entryNames.push_back(ep->name() ? ep->name()->str() : std::string());
  for (auto &n : entryNames)
    entryPtrs.push_back(n.c_str());

  std::string why;
  uint32_t variantIndex = 0;
  for (const auto *variant : *exe.variants()) {
    uint32_t vi = variantIndex++;
    std::string format = variant->format()->str();
    std::string target = variant->target()->str();
    if (!why.empty())
      why += "; ";
    why +=
        "variant " + std::to_string(vi) + " (" + target + ", " + format + "): ";
    const ExecutableLoader *loader = nullptr;
    for (const auto &l : loaders())
      if (format == l.api->format) {
        loader = &l;
        break;
      }
    if (!loader) {
      why += "no loader for this format";
      continue;
    }
    if (isLoaderDisabled(*loader)) {
      why += "loader disabled (plugin '" + loader->pluginName + "')";
      continue;
    }
    const uint8_t *data = variant->binary()->data();
    size_t size = variant->binary()->size();
    char reason[512] = {0};
    if (!loader->api->can_load(loader->api->self, data, size, reason,
                               sizeof(reason))) {
      reason[sizeof(reason) - 1] = 0;
      why += std::string("cannot run here: ") + reason;
      continue;
    }
    strata_loaded_executable_t *handle = nullptr;
    char error[512] = {0};
    int rc = loader->api->load(loader->api->self, data, size, entryPtrs.data(),
                               uint32_t(entryPtrs.size()), &handle, error,
                               sizeof(error));
    if (rc != STRATA_PLUGIN_OK || !handle) {
      error[sizeof(error) - 1] = 0;
      why += std::string("load failed: ") + error;
      continue;
    }
    std::vector<Executable::EntryPoint> entries =
        getEntryPoints(exe, *variant, entryNames);
    auto loaded = makeRef<Executable>(name, target, format, loader, handle,
                                      std::move(entries), plugins_);
    loaded->setBinaryOrdinal(vi);
    return loaded;
  }
  std::vector<std::string> seen;
  std::string exeFormats;
  for (const auto *variant : *exe.variants()) {
    std::string f = variant->format()->str();
    if (std::find(seen.begin(), seen.end(), f) != seen.end())
      continue;
    seen.push_back(f);
    exeFormats += (exeFormats.empty() ? "" : ", ") + f;
  }
  std::string formats, disabled;
  for (const auto &l : loaders()) {
    std::string &list = isLoaderDisabled(l) ? disabled : formats;
    list += std::string(list.empty() ? "" : ", ") + l.api->format;
    if (&list == &disabled)
      list += " (plugin '" + l.pluginName + "')";
  }
  if (formats.empty())
    formats = loaders().empty() ? "none, no runtime plugin loaded"
                                : "none, every loader is disabled";
  return notFound(
      "executable '", name, "' has no variant this device can run: ", why,
      " (executable formats: ", exeFormats.empty() ? "none" : exeFormats,
      "; device 'local' loads formats: ", formats,
      disabled.empty() ? "" : "; disabled loaders: ", disabled, ")");
}

} // namespace strata::hal
