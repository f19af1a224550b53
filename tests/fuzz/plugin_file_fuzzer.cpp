//===- plugin_file_fuzzer.cpp - What the host reads of a plugin -----------===//
//
// Runtime plugins are trusted code once opened (SECURITY.md), but the host
// reads two things before trusting them:
//  - every lib*.so file of the plugin directory, whose ELF dynamic symbol
//    table is scanned for strata_runtime_plugin_query without loading it
//    (elfImageExportsSymbol): arbitrary bytes here (first byte even);
//  - the header the query returns (PluginManager::checkHeader): built here
//    from the input (first byte odd) with every field chosen by the fuzzer
//    and tables as long as they say (a plugin's tables are its own memory).
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/plugin_manager.h"

#include <cstring>
#include <vector>

using namespace strata;

namespace {

/// Reads fuzzer bytes in order; zeros once they run out.
struct Bytes {
  const uint8_t *data;
  size_t size;
  size_t at = 0;
  uint8_t u8() { return at < size ? data[at++] : 0; }
  uint32_t u32() {
    uint32_t v = 0;
    for (int i = 0; i < 4; ++i)
      v |= uint32_t(u8()) << (8 * i);
    return v;
  }
};

// The address given to table entries the fuzzer makes non-null; never called.
void neverCalled() {}

/// A string from a small pool (so duplicates happen), or null.
const char *pickString(Bytes &in) {
  static const char *const kPool[] = {"", "vmvx", "system-elf-x86_64",
                                      "vulkan", "vulkan-spirv", "x"};
  uint8_t k = in.u8() % 7;
  return k == 6 ? nullptr : kPool[k];
}

/// A function pointer that is null or not (never called).
template <typename Fn> Fn pickFunction(Bytes &in) {
  return (in.u8() & 1) ? reinterpret_cast<Fn>(&neverCalled) : nullptr;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0)
    return 0;
  if ((data[0] & 1) == 0) {
    std::string_view image(reinterpret_cast<const char *>(data + 1),
                           size - 1);
    (void)elfImageExportsSymbol(image, STRATA_RUNTIME_PLUGIN_QUERY_SYMBOL,
                                "libfuzz.so");
    return 0;
  }
  Bytes in{data + 1, size - 1};
  strata_runtime_plugin_header_t h;
  std::memset(&h, 0, sizeof(h));
  h.version = in.u8() % 4;
  h.name = pickString(in);
  h.features = in.u8();
  h.sanitizer = in.u8() % 4;
  std::vector<strata_executable_loader_t> loaders(in.u8() % 4);
  for (auto &l : loaders) {
    std::memset(&l, 0, sizeof(l));
    l.format = pickString(in);
    l.can_load = pickFunction<decltype(l.can_load)>(in);
    l.load = pickFunction<decltype(l.load)>(in);
    l.dispatch_workgroup = pickFunction<decltype(l.dispatch_workgroup)>(in);
    l.unload = pickFunction<decltype(l.unload)>(in);
  }
  h.loader_count = uint32_t(loaders.size());
  h.loaders = (in.u8() & 1) ? loaders.data() : nullptr;
  std::vector<strata_hal_driver_t> drivers(in.u8() % 3);
  std::vector<std::vector<const char *>> formats(drivers.size());
  for (size_t i = 0; i < drivers.size(); ++i) {
    strata_hal_driver_t &d = drivers[i];
    std::memset(&d, 0, sizeof(d));
    d.name = pickString(in);
    formats[i].resize(in.u8() % 3);
    for (const char *&f : formats[i])
      f = pickString(in);
    d.format_count = uint32_t(formats[i].size());
    d.formats = (in.u8() & 1) ? formats[i].data() : nullptr;
    d.enumerate_devices = pickFunction<decltype(d.enumerate_devices)>(in);
    d.create_device = pickFunction<decltype(d.create_device)>(in);
    d.destroy_device = pickFunction<decltype(d.destroy_device)>(in);
    d.buffer_create = pickFunction<decltype(d.buffer_create)>(in);
    d.buffer_destroy = pickFunction<decltype(d.buffer_destroy)>(in);
    d.buffer_write = pickFunction<decltype(d.buffer_write)>(in);
    d.buffer_read = pickFunction<decltype(d.buffer_read)>(in);
    d.executable_load = pickFunction<decltype(d.executable_load)>(in);
    d.executable_unload = pickFunction<decltype(d.executable_unload)>(in);
    d.submit = pickFunction<decltype(d.submit)>(in);
  }
  h.driver_count = uint32_t(drivers.size());
  h.drivers = (in.u8() & 1) ? drivers.data() : nullptr;
  PluginManager plugins;
  (void)plugins.checkHeader("libfuzz.so", &h);
  return 0;
}
