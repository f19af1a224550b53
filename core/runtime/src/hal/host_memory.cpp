//===- host_memory.cpp - The machine's physical memory ---------*- C++ -*-===//
//
// In strata_runtime_base with the element types and Status: host code the
// tools' host-only tooling (--input size limits) shares with the runtime.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/hal.h"

#include <unistd.h>

namespace strata::hal {

uint64_t physicalMemoryBytes() {
  long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
  return pages > 0 && pageSize > 0 ? uint64_t(pages) * uint64_t(pageSize)
                                   : UINT64_MAX;
}

} // namespace strata::hal
