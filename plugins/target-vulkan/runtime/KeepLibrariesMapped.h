//===- KeepLibrariesMapped.h - Pin the Vulkan ICDs in sanitizer builds ----===//
//
// Mesa's lavapipe allocates a block once per process and keeps it only in its
// own data; the Vulkan loader unloads the ICD at vkDestroyInstance, so
// LeakSanitizer then reports that block from an "<unknown module>" that no
// suppression can name. Keeping every library mapped (RTLD_NODELETE) keeps
// the block reachable. Only sanitizer builds do it: a normal process lets
// the loader unload what it opened.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_VULKAN_RUNTIME_KEEPLIBRARIESMAPPED_H
#define STRATA_VULKAN_RUNTIME_KEEPLIBRARIESMAPPED_H

namespace strata::vulkan::driver {

/// In builds with AddressSanitizer (and its LeakSanitizer), marks every
/// shared library loaded now as never to be unmapped; elsewhere does nothing.
/// Call right after vkCreateInstance, when the loader has opened the ICDs.
void keepLoadedLibrariesMappedUnderSanitizers();

} // namespace strata::vulkan::driver

#endif // STRATA_VULKAN_RUNTIME_KEEPLIBRARIESMAPPED_H
