//===- DispatchBufferization.h - Bufferize dispatches for the HAL -*- C++ -*-===//
//
// Part of the C++ tier of the plugin SDK (header-only, MLIR APIs only): the
// bufferization every target backend applies to a variant's dispatch
// functions on tensors, so that each ends up taking only its binding memrefs
// in the order the HAL binds them (inputs, then outputs).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_SDK_DISPATCHBUFFERIZATION_H
#define STRATA_SDK_DISPATCHBUFFERIZATION_H

#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

namespace strata {

/// Elementwise arith/math ops on whole tensors (an `arith.select` between
/// two tensors on a scalar condition, which canonicalization makes of an
/// scf.if yielding constants) become linalg.generic, so that no backend sees
/// a select between memrefs; then empty-tensor elimination, one-shot
/// bufferization across function
/// boundaries with identity layouts (what the HAL's bindings are; allocations
/// returned from loops allowed, for scf.while/for bodies that yield new
/// tensors), results turned into out-params with their allocations hoisted,
/// then CSE before canonicalize (which removes self-copies).
inline void addDispatchBufferizationPasses(mlir::OpPassManager &pm) {
  pm.addPass(mlir::createConvertElementwiseToLinalgPass());
  pm.addPass(mlir::bufferization::createEmptyTensorEliminationPass());
  {
    mlir::bufferization::OneShotBufferizePassOptions options;
    options.bufferizeFunctionBoundaries = true;
    options.allowReturnAllocsFromLoops = true;
    options.functionBoundaryTypeConversion =
        mlir::bufferization::LayoutMapOption::IdentityLayoutMap;
    pm.addPass(mlir::bufferization::createOneShotBufferizePass(options));
  }
  {
    mlir::bufferization::BufferResultsToOutParamsPassOptions options;
    options.hoistStaticAllocs = true;
    // A dynamically shaped result (dims from push constants) is written
    // into its binding too, not into an allocation copied over.
    options.hoistDynamicAllocs = true;
    options.modifyPublicFunctions = true;
    pm.addPass(mlir::bufferization::createBufferResultsToOutParamsPass(options));
  }
  pm.addPass(mlir::createCSEPass());
  pm.addPass(mlir::createCanonicalizerPass());
}

} // namespace strata

#endif // STRATA_SDK_DISPATCHBUFFERIZATION_H
