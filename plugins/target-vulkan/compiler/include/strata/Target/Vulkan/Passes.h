//===- Passes.h - vulkan-spirv target translation passes --------*- C++ -*-===//
//
// Declarations of the vulkan-spirv backend's passes (see Passes.td).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_VULKAN_PASSES_H
#define STRATA_TARGET_VULKAN_PASSES_H

#include "mlir/Pass/Pass.h"
#include <memory>
#include <string>

namespace mlir {
class ModuleOp;
namespace affine {
class AffineDialect;
}
namespace arith {
class ArithDialect;
}
namespace func {
class FuncOp;
}
namespace gpu {
class GPUDialect;
}
namespace linalg {
class LinalgDialect;
}
namespace math {
class MathDialect;
}
namespace memref {
class MemRefDialect;
}
namespace scf {
class SCFDialect;
}
namespace spirv {
class SPIRVDialect;
}
namespace tensor {
class TensorDialect;
}
} // namespace mlir

namespace strata::vulkan {

#define GEN_PASS_DECL
#include "strata/Target/Vulkan/Passes.h.inc"

/// Registers every pass of this plugin with mlir::registerPass.
#define GEN_PASS_REGISTRATION
#include "strata/Target/Vulkan/Passes.h.inc"

} // namespace strata::vulkan

#endif // STRATA_TARGET_VULKAN_PASSES_H
