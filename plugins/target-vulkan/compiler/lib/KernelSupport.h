//===- KernelSupport.h - Helpers of the cooperative kernels -----*- C++ -*-===//
//
// What the kernel selection (KernelSelection.cpp, on tensors, shared with
// strata-vulkan-tile-and-distribute) and the kernel writer
// (CooperativeKernels.cpp, after bufferization) both need: grid limits,
// simple-body and elementwise checks, reduction combiners and their neutral
// elements.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_VULKAN_LIB_KERNELSUPPORT_H
#define STRATA_TARGET_VULKAN_LIB_KERNELSUPPORT_H

#include "CooperativeKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <limits>

namespace strata::vulkan::detail {

using namespace mlir;

/// Vulkan guarantees at least this many workgroups per grid dimension.
inline constexpr int64_t kMaxWorkgroupCount = 65535;
/// Up to this many invocations per workgroup (fewer where the target says).
inline constexpr int64_t kKernelInvocations = 256;
/// Rows shorter than this keep one invocation per row.
inline constexpr int64_t kMinRowLength = 32;
/// Elementwise dispatches smaller than this keep the generic tiling.
inline constexpr int64_t kMinElementwiseElements = 1024;
/// A matmul grid of at least this many workgroups fills a large GPU; the
/// largest tile reaching it wins.
inline constexpr int64_t kMatmulWorkgroupTarget = 96;

inline int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

/// A body of plain scalar computation: no regions, no memory access (a
/// tensor.extract would read a tensor the evaluator cannot see), only
/// linalg.index besides.
inline bool isSimpleBody(Block *body) {
  for (Operation &op : body->without_terminator()) {
    if (isa<linalg::IndexOp>(op))
      continue;
    if (op.getNumRegions() != 0 || !isMemoryEffectFree(&op) ||
        isa<tensor::TensorDialect, memref::MemRefDialect>(op.getDialect()))
      return false;
  }
  return true;
}

inline bool isStaticShaped(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return shaped && shaped.hasStaticShape();
}

/// An all-parallel op with one init written through the identity map and
/// a simple body: its value at a point is its body at that point.
inline bool isElementwise(linalg::LinalgOp op) {
  if (op.getNumDpsInits() != 1 || op.getNumLoops() != op.getNumParallelLoops())
    return false;
  if (isa<linalg::FillOp>(op))
    return true;
  OpOperand *init = op.getDpsInitOperand(0);
  if (!isStaticShaped(init->get().getType()) ||
      !op.getMatchingIndexingMap(init).isIdentity())
    return false;
  for (OpOperand *input : op.getDpsInputOperands())
    if (isa<ShapedType>(input->get().getType()) &&
        !op.getMatchingIndexingMap(input).isProjectedPermutation(
            /*allowZeroInResults=*/true))
      return false;
  return isSimpleBody(op.getBlock());
}

/// The combining op of a reduction body: the op yielding
/// combine(out, element) (or combine(element, out)) where `out` is used by
/// nothing else and combine is associative and commutative with a neutral
/// element the row kernel knows.
inline Operation *getCombiner(linalg::LinalgOp op) {
  Block *body = op.getBlock();
  Operation *yield = body->getTerminator();
  if (yield->getNumOperands() != 1)
    return nullptr;
  Operation *combiner = yield->getOperand(0).getDefiningOp();
  if (!combiner || combiner->getBlock() != body ||
      combiner->getNumOperands() != 2 ||
      !isa<arith::AddFOp, arith::MulFOp, arith::MaximumFOp, arith::MinimumFOp,
           arith::AddIOp, arith::MulIOp, arith::MaxSIOp, arith::MinSIOp,
           arith::MaxUIOp, arith::MinUIOp, arith::AndIOp, arith::OrIOp,
           arith::XOrIOp>(combiner))
    return nullptr;
  BlockArgument out = op.getMatchingBlockArgument(op.getDpsInitOperand(0));
  if (!out.hasOneUse() ||
      (combiner->getOperand(0) != out && combiner->getOperand(1) != out))
    return nullptr;
  return combiner;
}

/// The neutral element of `combiner` in `type` (f32 or i32): each
/// invocation's partial result starts there.
inline TypedAttr getNeutralElement(Operation *combiner, Type type) {
  if (auto f = dyn_cast<FloatType>(type)) {
    const llvm::fltSemantics &sem = f.getFloatSemantics();
    APFloat value = APFloat::getZero(sem, /*Negative=*/true); // -0 + x == x
    if (isa<arith::MulFOp>(combiner))
      value = APFloat::getOne(sem);
    else if (isa<arith::MaximumFOp>(combiner))
      value = APFloat::getInf(sem, /*Negative=*/true);
    else if (isa<arith::MinimumFOp>(combiner))
      value = APFloat::getInf(sem, /*Negative=*/false);
    return FloatAttr::get(type, value);
  }
  unsigned width = type.getIntOrFloatBitWidth();
  APInt value = APInt::getZero(width);
  if (isa<arith::MulIOp>(combiner))
    value = APInt(width, 1);
  else if (isa<arith::AndIOp, arith::MinUIOp>(combiner))
    value = APInt::getAllOnes(width);
  else if (isa<arith::MaxSIOp>(combiner))
    value = APInt::getSignedMinValue(width);
  else if (isa<arith::MinSIOp>(combiner))
    value = APInt::getSignedMaxValue(width);
  return IntegerAttr::get(type, value);
}

inline bool fitsWorkgroup(int64_t x, int64_t y, const KernelLimits &limits) {
  return x * y <= limits.maxInvocations && x <= limits.maxWorkgroupSize[0] &&
         y <= limits.maxWorkgroupSize[1];
}

/// The type a row reduction's partials of `accType` are exchanged in
/// through workgroup memory: f32, f64, i32 and i64 themselves (64-bit
/// arithmetic needs the Float64 / Int64 capability anyway; a target without
/// Float64 has the whole kernel, its workgroup words included, demoted to
/// f32 by strata-vulkan-demote-f64); bf16, f16 and narrower integers as
/// their bits zero-extended to i32 (SPIR-V has no bf16, and a bit pattern
/// survives the bf16 emulation unchanged). Null for accumulators the row
/// kernel does not take.
inline Type treeWordType(Type accType) {
  MLIRContext *ctx = accType.getContext();
  if (accType.isF32() || accType.isF64() || accType.isSignlessInteger(32) ||
      accType.isSignlessInteger(64))
    return accType;
  if (accType.isF16() || accType.isBF16() ||
      (accType.isSignlessInteger() && accType.getIntOrFloatBitWidth() < 32))
    return IntegerType::get(ctx, 32);
  return nullptr;
}

} // namespace strata::vulkan::detail

#endif // STRATA_TARGET_VULKAN_LIB_KERNELSUPPORT_H
