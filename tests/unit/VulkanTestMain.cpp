//===- VulkanTestMain.cpp - doctest main of the Vulkan driver tests -*- C++
//-*-===//
//
// Runs every test with the Khronos validation layer requested
// (STRATA_VULKAN_VALIDATION=1 unless set). When no Vulkan loader or device
// exists it prints why and exits 77, which ctest reports as skipped; listing
// test cases (for ctest discovery) always works.
//
//===----------------------------------------------------------------------===//

#define DOCTEST_CONFIG_IMPLEMENT
#include "VulkanTestSupport.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

int main(int argc, char **argv) {
  bool listing = false;
  for (int i = 1; i < argc; ++i)
    for (const char *flag : {"--list", "-ltc", "-lts", "-lr", "-h", "--help",
                             "-v", "--version", "-c", "--count"})
      listing |= std::strncmp(argv[i], flag, std::strlen(flag)) == 0;
  if (!listing) {
    setenv("STRATA_VULKAN_VALIDATION", "1", /*overwrite=*/0);
    std::string why = strata::test::vulkanUnavailableReason();
    if (!why.empty()) {
      std::printf("SKIP: %s\n", why.c_str());
      return 77;
    }
  }
  doctest::Context context(argc, argv);
  return context.run();
}
