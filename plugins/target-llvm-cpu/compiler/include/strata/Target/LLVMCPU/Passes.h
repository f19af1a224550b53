//===- Passes.h - llvm-cpu target translation passes ------------*- C++ -*-===//
//
// Declarations of the llvm-cpu backend's passes (see Passes.td).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_LLVMCPU_PASSES_H
#define STRATA_TARGET_LLVMCPU_PASSES_H

#include "mlir/Pass/Pass.h"
#include <memory>
#include <string>

namespace mlir {
namespace amx {
class AMXDialect;
} // namespace amx
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
namespace x86vector {
class X86VectorDialect;
}
namespace LLVM {
class LLVMDialect;
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
namespace tensor {
class TensorDialect;
}
namespace vector {
class VectorDialect;
}
} // namespace mlir

namespace strata::llvm_cpu {

#define GEN_PASS_DECL
#include "strata/Target/LLVMCPU/Passes.h.inc"

/// Registers every pass of this plugin with mlir::registerPass.
#define GEN_PASS_REGISTRATION
#include "strata/Target/LLVMCPU/Passes.h.inc"

} // namespace strata::llvm_cpu

#endif // STRATA_TARGET_LLVMCPU_PASSES_H
