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
class RewritePatternSet;
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
namespace vector {
class VectorDialect;
}
} // namespace mlir

namespace strata::vulkan {

#define GEN_PASS_DECL
#include "strata/Target/Vulkan/Passes.h.inc"

/// f64 exp/expm1/log/log1p/sin/cos/atan/atan2/tanh/erf as f64 arithmetic
/// (GLSL.std.450 has only 16/32-bit forms); used by
/// strata-vulkan-expand-math (MathF64.cpp).
void populateVulkanF64MathPatterns(mlir::RewritePatternSet &patterns);

/// Registers every pass of this plugin with mlir::registerPass.
#define GEN_PASS_REGISTRATION
#include "strata/Target/Vulkan/Passes.h.inc"

} // namespace strata::vulkan

#endif // STRATA_TARGET_VULKAN_PASSES_H
