//===- Passes.h - c-portable backend passes ---------------------*- C++ -*-===//
//
// Declarations of the c-portable example backend's passes (Passes.td).
//
//===----------------------------------------------------------------------===//

#ifndef CPORTABLE_PASSES_H
#define CPORTABLE_PASSES_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace mlir {
class ModuleOp;
namespace arith {
class ArithDialect;
}
namespace emitc {
class EmitCDialect;
}
namespace linalg {
class LinalgDialect;
}
namespace memref {
class MemRefDialect;
}
} // namespace mlir

namespace cportable {

#define GEN_PASS_DECL
#include "CPortable/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "CPortable/Passes.h.inc"

/// The attribute the Strata host reads off each entry point's final symbol.
inline constexpr const char *kWorkgroupCountAttr = "strata.workgroup_count";

} // namespace cportable

#endif // CPORTABLE_PASSES_H
