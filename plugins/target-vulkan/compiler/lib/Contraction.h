//===- Contraction.h - Any linalg contraction as a batched GEMM -*- C++ -*-===//
//
// The matmul kernel of strata-vulkan-cooperative-kernels runs every
// contraction a dispatch holds, not a list of matched forms: a linalg op
// whose body is `out + X * Y` (f32, or i32 for integers) where X and Y are
// scalar expressions of the op's inputs. The loops are classified by what X and
// Y read: batch loops (both), m loops (X only), n loops (Y only) and the
// reduction loops k. Each class is linearized (row-major, in the order
// below), so the kernel sees one batched GEMM C[b, m, n] += A[b, m, k] *
// B[b, k, n] whatever the ranks, the dims' positions and the operand
// layouts; the tile loads evaluate X (or Y) at a point of (b, m, k) through
// the op's indexing maps, which is where elementwise producers fused into
// the contraction's body (LayerNorm's scale and shift, a softmax's
// division, casts of bf16 operands) are computed.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_VULKAN_LIB_CONTRACTION_H
#define STRATA_TARGET_VULKAN_LIB_CONTRACTION_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/SetVector.h"

#include <optional>

namespace strata::vulkan {

/// A contraction's loops and operand expressions.
struct Contraction {
  /// Loop positions per class, outer first: batch, m and n in the order of
  /// the output's dims; k in the order of the dims of X's widest input (so
  /// that its innermost dim, when it is a k loop, is the innermost k).
  llvm::SmallVector<unsigned> batch, m, n, k;
  /// Static loop ranges of the op.
  llvm::SmallVector<int64_t> ranges;
  /// X (the m side, "A") and Y (the n side, "B"): values in the op's body.
  mlir::Value lhs, rhs;
  /// The input whose block argument X (Y) is, when it is one; else null.
  mlir::OpOperand *lhsInput = nullptr, *rhsInput = nullptr;
  /// The input of X (Y) with the most dims: its layout decides how the tile
  /// loads are spread over the invocations.
  mlir::OpOperand *lhsMain = nullptr, *rhsMain = nullptr;
  /// The body values X (Y) is computed from, itself and its block
  /// arguments included: what the tile loads evaluate.
  llvm::SetVector<mlir::Value> lhsCone, rhsCone;

  int64_t size(llvm::ArrayRef<unsigned> loops) const;
  int64_t batchSize() const { return size(batch); }
  int64_t mSize() const { return size(m); }
  int64_t nSize() const { return size(n); }
  int64_t kSize() const { return size(k); }
  /// X's main input is stored with the innermost m loop innermost (A is
  /// read "transposed": consecutive invocations take consecutive rows).
  bool lhsMOuterContiguous() const;
  /// Y's main input is stored with the innermost k loop innermost.
  bool rhsKContiguous() const;
};

/// The loop of the innermost dim of `operand`'s indexing map, if that dim is
/// a loop (null `operand`: nothing).
std::optional<unsigned> getInnermostLoop(mlir::OpOperand *operand);

/// The contraction `op` is, or nothing: static shapes, one f32 or i32 init
/// written through a permutation of the parallel loops, inputs read through
/// affine combinations of loops (a convolution in any layout, strided,
/// dilated, grouped or depthwise, is its implicit GEMM: its output pixels
/// are m loops, its window and input features k), and a body yielding
/// `out + X * Y` (arith.addf/mulf, addi/muli for i32;
/// `out` used once)
/// where X and Y are computed by region-free, memory-free ops and every
/// parallel loop X and Y both read is a batch loop.
std::optional<Contraction> matchContraction(mlir::linalg::LinalgOp op);

} // namespace strata::vulkan

#endif // STRATA_TARGET_VULKAN_LIB_CONTRACTION_H
