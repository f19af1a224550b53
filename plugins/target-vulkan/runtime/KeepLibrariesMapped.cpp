//===- KeepLibrariesMapped.cpp - Pin the Vulkan ICDs in sanitizer builds --===//
//
// See KeepLibrariesMapped.h for why.
//
//===----------------------------------------------------------------------===//

#include "KeepLibrariesMapped.h"

#if defined(__SANITIZE_ADDRESS__)
#define STRATA_KEEP_LIBRARIES_MAPPED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define STRATA_KEEP_LIBRARIES_MAPPED 1
#endif
#endif

#ifdef STRATA_KEEP_LIBRARIES_MAPPED
#include <dlfcn.h>
#include <link.h>

#include <mutex>
#include <string>
#include <vector>
#endif

namespace strata::vulkan::driver {

void keepLoadedLibrariesMappedUnderSanitizers() {
#ifdef STRATA_KEEP_LIBRARIES_MAPPED
  // Names first, dlopen after: dl_iterate_phdr holds the loader's lock.
  std::vector<std::string> names;
  dl_iterate_phdr(
      [](dl_phdr_info *info, size_t, void *data) {
        if (info->dlpi_name && info->dlpi_name[0])
          static_cast<std::vector<std::string> *>(data)->push_back(
              info->dlpi_name);
        return 0;
      },
      &names);
  // RTLD_NOLOAD opens nothing new; the extra reference is never closed.
  for (const std::string &name : names)
    dlopen(name.c_str(), RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
#endif
}

} // namespace strata::vulkan::driver
