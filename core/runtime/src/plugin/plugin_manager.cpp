//===- plugin_manager.cpp - Runtime plugin host --------------------*- C++
//-*-===//

#include "strata/runtime/plugin_manager.h"

#include <dirent.h>
#include <dlfcn.h>
#include <elf.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>

namespace strata {

strata_sanitizer_kind_t hostSanitizerKind() {
  // The same test a plugin makes for its header.
  return STRATA_PLUGIN_BUILD_SANITIZER;
}

StatusOr<bool> elfExportsSymbol(const std::string &path,
                                const std::string &symbol) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return notFound(path, ": cannot open");
  std::string data((std::istreambuf_iterator<char>(in)),
                   std::istreambuf_iterator<char>());
  return elfImageExportsSymbol(data, symbol, path);
}

StatusOr<bool> elfImageExportsSymbol(std::string_view data,
                                     const std::string &symbol,
                                     const std::string &path) {
  auto bad = [&](const char *why) {
    return invalidArgument(path, ": not a valid ELF64 shared object (", why,
                           ")");
  };
  if (data.size() < sizeof(Elf64_Ehdr) ||
      std::memcmp(data.data(), ELFMAG, SELFMAG) != 0)
    return bad("bad ELF magic");
  Elf64_Ehdr eh;
  std::memcpy(&eh, data.data(), sizeof(eh));
  if (eh.e_ident[EI_CLASS] != ELFCLASS64)
    return bad("not 64-bit");
  if (eh.e_shentsize != sizeof(Elf64_Shdr) || eh.e_shoff > data.size() ||
      uint64_t(eh.e_shnum) * sizeof(Elf64_Shdr) > data.size() - eh.e_shoff)
    return bad("section headers out of range");
  auto section = [&](size_t i) {
    Elf64_Shdr sh;
    std::memcpy(&sh, data.data() + eh.e_shoff + i * sizeof(Elf64_Shdr),
                sizeof(sh));
    return sh;
  };
  for (size_t i = 0; i < eh.e_shnum; ++i) {
    Elf64_Shdr sh = section(i);
    if (sh.sh_type != SHT_DYNSYM)
      continue;
    if (sh.sh_link >= eh.e_shnum || sh.sh_entsize != sizeof(Elf64_Sym) ||
        sh.sh_offset > data.size() || sh.sh_size > data.size() - sh.sh_offset)
      return bad("dynamic symbol table out of range");
    Elf64_Shdr strtab = section(sh.sh_link);
    if (strtab.sh_offset > data.size() ||
        strtab.sh_size > data.size() - strtab.sh_offset)
      return bad("dynamic string table out of range");
    size_t count = sh.sh_size / sizeof(Elf64_Sym);
    for (size_t k = 0; k < count; ++k) {
      Elf64_Sym sym;
      std::memcpy(&sym, data.data() + sh.sh_offset + k * sizeof(Elf64_Sym),
                  sizeof(sym));
      if (sym.st_shndx == SHN_UNDEF || sym.st_name >= strtab.sh_size)
        continue;
      const char *name = data.data() + strtab.sh_offset + sym.st_name;
      size_t maxLen = strtab.sh_size - sym.st_name;
      if (strnlen(name, maxLen) == symbol.size() &&
          std::memcmp(name, symbol.data(), symbol.size()) == 0)
        return true;
    }
  }
  return false;
}

namespace {

void *hostAlloc(void *, size_t size, size_t alignment) {
  if (alignment < sizeof(void *))
    alignment = sizeof(void *);
  void *p = nullptr;
  if (posix_memalign(&p, alignment, size ? size : 1) != 0)
    return nullptr;
  return p;
}
void hostFree(void *, void *ptr) { std::free(ptr); }

const strata_runtime_host_t kHost = {nullptr, hostAlloc, hostFree};

const char *sanitizerName(uint32_t kind) {
  switch (kind) {
  case STRATA_SANITIZER_NONE:
    return "none";
  case STRATA_SANITIZER_ADDRESS:
    return "address";
  case STRATA_SANITIZER_THREAD:
    return "thread";
  default:
    return "unknown";
  }
}

} // namespace

PluginManager::~PluginManager() {
  // Loaders may still be referenced by executables owned elsewhere; the
  // owner of the PluginManager (a Device via shared_ptr) outlives them.
  for (auto it = plugins_.rbegin(); it != plugins_.rend(); ++it)
    if (it->handle)
      dlclose(it->handle);
}

Status PluginManager::loadFile(const std::string &path) {
  void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *err = dlerror();
    return unavailable(path, ": dlopen failed: ", err ? err : "unknown error");
  }
  auto refuse = [&](Status s) {
    dlclose(handle);
    return s;
  };
  dlerror();
  auto query = reinterpret_cast<strata_runtime_plugin_query_fn>(
      dlsym(handle, STRATA_RUNTIME_PLUGIN_QUERY_SYMBOL));
  if (!query)
    return refuse(notFound(path, ": does not export ",
                           STRATA_RUNTIME_PLUGIN_QUERY_SYMBOL));
  const strata_runtime_plugin_header_t *h =
      query(STRATA_RUNTIME_PLUGIN_API_VERSION, &kHost);
  if (!h)
    return refuse(unimplemented(path,
                                ": plugin does not support runtime "
                                "plugin API version ",
                                STRATA_RUNTIME_PLUGIN_API_VERSION));
  if (Status s = checkHeader(path, h); !s.isOk())
    return refuse(s);
  uint32_t driverCount = h->version >= 2 ? h->driver_count : 0;
  plugins_.push_back(Plugin{path, h->name, handle, h});
  for (uint32_t i = 0; i < h->loader_count; ++i)
    loaders_.push_back(hal::ExecutableLoader{
        &h->loaders[i], h->name, path,
        (h->features & STRATA_PLUGIN_FEATURE_VERIFIED_LOADERS) != 0});
  for (uint32_t i = 0; i < driverCount; ++i)
    drivers_.push_back(hal::HalDriver{&h->drivers[i], h->name, path});
  uint32_t providerCount = h->version >= 4 ? h->channel_provider_count : 0;
  for (uint32_t i = 0; i < providerCount; ++i)
    channelProviders_.push_back(
        hal::ChannelProvider{&h->channel_providers[i], h->name, path});
  return Status::ok();
}

Status
PluginManager::checkHeader(const std::string &path,
                           const strata_runtime_plugin_header_t *h) const {
  if (h->version == 0 || h->version > STRATA_RUNTIME_PLUGIN_API_VERSION)
    return unimplemented(path, ": plugin API version ", h->version,
                         " is not supported (host supports 1..",
                         STRATA_RUNTIME_PLUGIN_API_VERSION, ")");
  if (!h->name || !*h->name)
    return invalidArgument(path, ": plugin header has no name");
  if (h->sanitizer != uint32_t(hostSanitizerKind()))
    return failedPrecondition(
        path, ": plugin '", h->name, "' was built with sanitizer '",
        sanitizerName(h->sanitizer), "' but the host uses '",
        sanitizerName(hostSanitizerKind()), "'");
  if (h->loader_count && !h->loaders)
    return invalidArgument(path, ": plugin '", h->name, "' declares ",
                           h->loader_count,
                           " executable loaders but the table is null");
  if (h->driver_count && !h->drivers)
    return invalidArgument(path, ": plugin '", h->name, "' declares ",
                           h->driver_count,
                           " HAL drivers but the table is null");
  for (uint32_t i = 0; i < h->loader_count; ++i) {
    const strata_executable_loader_t &l = h->loaders[i];
    const char *missing = !l.format               ? "format"
                          : !l.can_load           ? "can_load"
                          : !l.load               ? "load"
                          : !l.dispatch_workgroup ? "dispatch_workgroup"
                          : !l.unload             ? "unload"
                                                  : nullptr;
    if (missing)
      return invalidArgument(path, ": plugin '", h->name,
                             "' executable loader ", i, " has a null '",
                             missing, "' entry");
    for (const auto &existing : loaders_)
      if (std::strcmp(existing.api->format, l.format) == 0)
        return invalidArgument(path, ": plugin '", h->name,
                               "' registers executable format '", l.format,
                               "' already provided by ", existing.pluginPath);
  }
  // Version 1 reserved the driver table: ignore whatever a version-1 plugin
  // put there.
  uint32_t driverCount = h->version >= 2 ? h->driver_count : 0;
  for (uint32_t i = 0; i < driverCount; ++i) {
    const strata_hal_driver_t &d = h->drivers[i];
    if (!d.name || !*d.name)
      return invalidArgument(path, ": plugin '", h->name, "' HAL driver ", i,
                             " has a null name");
    const char *missing = !d.enumerate_devices             ? "enumerate_devices"
                          : !d.create_device               ? "create_device"
                          : !d.destroy_device              ? "destroy_device"
                          : !d.buffer_create               ? "buffer_create"
                          : !d.buffer_destroy              ? "buffer_destroy"
                          : !d.buffer_write                ? "buffer_write"
                          : !d.buffer_read                 ? "buffer_read"
                          : !d.executable_load             ? "executable_load"
                          : !d.executable_unload           ? "executable_unload"
                          : !d.submit                      ? "submit"
                          : (d.format_count && !d.formats) ? "formats"
                                                           : nullptr;
    if (missing)
      return invalidArgument(path, ": plugin '", h->name, "' HAL driver '",
                             d.name, "' has a null '", missing, "' entry");
    for (uint32_t f = 0; f < d.format_count; ++f)
      if (!d.formats[f])
        return invalidArgument(path, ": plugin '", h->name, "' HAL driver '",
                               d.name, "' format ", f, " is null");
    for (const auto &existing : drivers_)
      if (std::strcmp(existing.api->name, d.name) == 0)
        return invalidArgument(path, ": plugin '", h->name,
                               "' registers HAL driver '", d.name,
                               "' already provided by ", existing.pluginPath);
  }
  // Version 4 added the channel provider table after the driver table.
  uint32_t providerCount = h->version >= 4 ? h->channel_provider_count : 0;
  if (providerCount && !h->channel_providers)
    return invalidArgument(path, ": plugin '", h->name, "' declares ",
                           providerCount,
                           " channel providers but the table is null");
  for (uint32_t i = 0; i < providerCount; ++i) {
    const strata_channel_provider_t &c = h->channel_providers[i];
    if (!c.name || !*c.name)
      return invalidArgument(path, ": plugin '", h->name, "' channel provider ",
                             i, " has a null name");
    const char *missing = !c.open             ? "open"
                          : !c.close          ? "close"
                          : !c.query          ? "query"
                          : !c.split          ? "split"
                          : !c.all_reduce     ? "all_reduce"
                          : !c.all_gather     ? "all_gather"
                          : !c.reduce_scatter ? "reduce_scatter"
                          : !c.all_to_all     ? "all_to_all"
                          : !c.send_recv      ? "send_recv"
                          : !c.abort          ? "abort"
                                              : nullptr;
    if (missing)
      return invalidArgument(path, ": plugin '", h->name,
                             "' channel provider '", c.name, "' has a null '",
                             missing, "' entry");
    for (const auto &existing : channelProviders_)
      if (std::strcmp(existing.api->name, c.name) == 0)
        return invalidArgument(path, ": plugin '", h->name,
                               "' registers channel provider '", c.name,
                               "' already provided by ", existing.pluginPath);
  }
  return Status::ok();
}

const hal::ChannelProvider *
PluginManager::findChannelProvider(const std::string &name) const {
  for (const auto &c : channelProviders_)
    if (name == c.api->name)
      return &c;
  return nullptr;
}

const hal::HalDriver *PluginManager::findDriver(const std::string &name) const {
  for (const auto &d : drivers_)
    if (name == d.api->name)
      return &d;
  return nullptr;
}

std::vector<Status> PluginManager::loadDirectory(const std::string &dir) {
  std::vector<Status> refusals;
  DIR *d = opendir(dir.c_str());
  if (!d) {
    refusals.push_back(notFound(
        dir, ": cannot open plugin directory: ", std::strerror(errno)));
    return refusals;
  }
  std::vector<std::string> names;
  while (dirent *e = readdir(d)) {
    std::string n = e->d_name;
    if (n.size() > 6 && n.compare(0, 3, "lib") == 0 &&
        n.compare(n.size() - 3, 3, ".so") == 0)
      names.push_back(n);
  }
  closedir(d);
  std::sort(names.begin(), names.end());
  for (const auto &n : names) {
    std::string path = dir + "/" + n;
    auto exports = elfExportsSymbol(path, STRATA_RUNTIME_PLUGIN_QUERY_SYMBOL);
    if (!exports.isOk()) {
      refusals.push_back(exports.status());
      continue;
    }
    if (!*exports)
      continue; // e.g. a compiler plugin: not ours to open.
    Status s = loadFile(path);
    if (!s.isOk())
      refusals.push_back(s);
  }
  return refusals;
}

} // namespace strata
