//===- Convolutions.h - Register tiles for convolutions ---------*- C++ -*-===//
//
// Convolutions of any layout, rank, stride and dilation (named linalg convs
// and the linalg.generic convolutions input-hlo writes) become register-tiled
// contractions: every loop but three is tiled to 1 (batch, outer output image
// dims, filter window dims), which leaves a [rows x channels] x
// [channels x vector] contraction (or, for depthwise convolutions, an
// elementwise multiply-add) per window position, with the accumulator held in
// registers across the window and input-channel loops.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_LLVMCPU_CONVOLUTIONS_H
#define STRATA_TARGET_LLVMCPU_CONVOLUTIONS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace strata::llvm_cpu {

/// The loops of a convolution that keep more than one iteration in a
/// register tile.
struct ConvolutionLoops {
  /// The loop of the output's innermost (contiguous) dimension: the vector.
  unsigned vector;
  /// The second register-tile dimension (output channel when `vector` is an
  /// image dimension, the innermost image dimension otherwise), if any.
  std::optional<unsigned> rows;
  /// Reduction loops read as plain input dimensions (input channels).
  llvm::SmallVector<unsigned> inputChannels;
};

/// Recognizes a convolution or windowed reduction: one output whose map is a
/// projected permutation, reduction loops, and an input map with a window (a
/// result that adds loops, e.g. `oh * stride + kh * dilation`). The other
/// inputs (filter, window shape, fused bias) decide which loops are channels.
/// Returns nullopt otherwise.
std::optional<ConvolutionLoops> matchConvolution(mlir::linalg::LinalgOp op);

/// Register tile sizes (0 = untiled) for `op`: `vectorTile` on the vector
/// loop (whole registers of `lanes` where the range allows), `rowsTile` on the
/// rows loop, `channelTile` on input channels, 1 on every other loop. Sizes
/// divide the loop ranges.
llvm::SmallVector<int64_t>
convolutionRegisterTiles(mlir::linalg::LinalgOp op, const ConvolutionLoops &c,
                         int64_t lanes, int64_t vectorTile, int64_t rowsTile,
                         int64_t channelTile);

/// Rewrites a register-tiled convolution into a generic with
/// projected-permutation maps (unit loops dropped, strided window reads
/// folded into strided tensor.extract_slices) that the vectorizer turns into
/// vector.contract (a linalg.contract when the body is a plain mul-add) or
/// elementwise FMAs. On failure the op is still correct (as a generic it
/// becomes scalar loops).
mlir::FailureOr<mlir::linalg::LinalgOp>
convolutionTileToContraction(mlir::RewriterBase &rewriter,
                             mlir::linalg::LinalgOp op);

} // namespace strata::llvm_cpu

#endif // STRATA_TARGET_LLVMCPU_CONVOLUTIONS_H
