//===- CooperativeKernels.h - Matmul / row-reduction kernel plans -*- C++
//-*-===//
//
// Shared between strata-vulkan-tile-and-distribute (which leaves dispatches
// with a cooperative kernel untiled) and strata-vulkan-cooperative-kernels
// (which writes those kernels after bufferization): the kernel kinds, the
// limits they respect and how their tile configurations are chosen, so both
// passes take the same decision.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_VULKAN_LIB_COOPERATIVEKERNELS_H
#define STRATA_TARGET_VULKAN_LIB_COOPERATIVEKERNELS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include "Contraction.h"

#include <algorithm>
#include <optional>

namespace strata::vulkan {

/// Name of the function attribute tile-and-distribute sets on a dispatch it
/// leaves to strata-vulkan-cooperative-kernels ("matmul" (any
/// contraction), "skinny_matmul" (a contraction with few rows), "conv",
/// "row_reduction", "row_chain" or "elementwise").
inline constexpr char kCooperativeKindAttr[] = "strata.vulkan.cooperative";
/// Function attributes strata-vulkan-cooperative-kernels sets on a kernel it
/// wrote (3 x i64 each); strata-vulkan-map-to-gpu takes them as they are.
inline constexpr char kKernelWorkgroupSizeAttr[] =
    "strata.vulkan.workgroup_size";
inline constexpr char kKernelWorkgroupCountAttr[] =
    "strata.vulkan.workgroup_count";

/// What the target lets one workgroup use.
struct KernelLimits {
  int64_t maxInvocations = 1024;
  int64_t maxWorkgroupSize[3] = {1024, 1024, 64};
  int64_t maxSharedMemoryBytes = 32768;
  /// Forced matmul tile (tm, tn, bk, rm, rn) or empty (chosen by shape).
  llvm::SmallVector<int64_t, 5> matmulTile;
  /// The skinny-contraction kernel's rows per invocation, bytes per load of
  /// the large side and invocations per workgroup (skinny-tile).
  int64_t skinnyRowsPerInvocation = 8;
  int64_t skinnyWordBytes = 16;
  int64_t skinnyInvocations = 256;
  /// Operand element types with subgroup cooperative matrices: f16 and bf16
  /// (16x16x16, f32 accumulators), si8 and ui8 (16x16x32, i32
  /// accumulators); and the subgroup size.
  llvm::SmallVector<mlir::Type, 2> cooperativeMatrixTypes;
  int64_t subgroupSize = 32;
  /// Contractions of 9-16 rows on cooperative matrices (16-row tiles)
  /// instead of the skinny kernel's f32 FMAs (skinny-cooperative).
  bool skinnyCooperative = true;
};

/// The cooperative-matrix operand type both sides of `con` (its payload in
/// `body`) extend, where the target lists it and has subgroups of 32; else
/// null. The caller checks that C starts from a fill.
mlir::Type cooperativeContractionType(const Contraction &con, mlir::Block *body,
                                      const KernelLimits &limits);

/// Sets `limits.cooperativeMatrixTypes` from the option's names (f16, bf16,
/// i8 as si8, ui8).
void setCooperativeMatrixTypes(KernelLimits &limits, mlir::MLIRContext *ctx,
                               llvm::ArrayRef<std::string> names);

/// A matmul workgroup computes a tm x tn tile of C, staging bk-deep slices
/// of A (tm x bk) and B (bk x tn) through workgroup memory; each invocation
/// of the (tn / rn) x (tm / rm) workgroup accumulates rm x rn outputs.
/// Cooperative matrices only: kGroups > 1 repeats that workgroup along y,
/// each copy's subgroups taking their own part of every k slice, and sums
/// the copies' accumulators before the epilogue (more loads in flight for
/// tiles with few fragments: decode's 16-row contractions).
struct MatmulConfig {
  int64_t tm, tn, bk, rm, rn;
  int64_t kGroups = 1;
  int64_t threadsX() const { return tn / rn; }
  int64_t threadsY() const { return tm / rm * kGroups; }
  int64_t sharedBytes() const { return (tm * bk + bk * tn) * 4; }
};

/// A row-reduction workgroup reduces `rows` rows, `threads` invocations
/// (a power of two) per row.
struct RowReductionConfig {
  int64_t threads, rows;
  /// The grid: workgroup x + countX * y takes rows from (x + countX * y) *
  /// rows (y > 0 once there are more than 65535 workgroups of rows).
  int64_t countX, countY;
};

/// The cooperative-matrix kernel's operands of `bytes` bytes (2: f16 and
/// bf16, 1: 8-bit integers): fragments of 16 x fragK x 16 (16 for 16-bit
/// types, 32 for 8-bit ones, as VK_KHR_cooperative_matrix devices offer
/// them), and slice rows in workgroup memory padded by 16 bytes: the matrix
/// loads need rows and row starts 16-byte aligned (a fragment row is 32
/// bytes), and consecutive rows start in different banks.
struct CooperativeElement {
  int64_t bytes = 2;
  int64_t fragK() const { return 32 / bytes; }
  int64_t rowPad() const { return 16 / bytes; }
};
/// Workgroup memory of the cooperative-matrix kernel with tile `c`: the A
/// and B slices (either may be staged transposed, its padded rows along the
/// other dimension) and one 16 x 16 32-bit fragment per subgroup of 32 for
/// the epilogue.
inline int64_t cooperativeSharedBytes(const MatmulConfig &c,
                                      CooperativeElement e) {
  int64_t subgroups = c.threadsX() * c.threadsY() / 32;
  auto slice = [&](int64_t rows, int64_t cols) {
    return std::max(rows * (cols + e.rowPad()), cols * (rows + e.rowPad()));
  };
  return (slice(c.tm, c.bk) + slice(c.bk, c.tn)) * e.bytes +
         subgroups * 16 * 16 * 4;
}

/// The static shape of a batched GEMM C[b, m, n] += A[b, m, k] * B[b, k, n]
/// (a contraction's linearized loop classes, or a convolution's implicit
/// GEMM) and how A and B are stored: A with m innermost when
/// `aTransposed`, else k; B with k innermost when `bTransposed`, else n.
/// The tile loads of a transposed operand are spread so that consecutive
/// invocations read consecutive elements.
struct MatmulShape {
  int64_t batch, m, n, k;
  bool aTransposed = false, bTransposed = false;
};

/// The GEMM a contraction runs as.
MatmulShape getMatmulShape(const Contraction &contraction);

/// The tile configuration of a matmul of `shape` under `limits`, or nothing
/// when no configuration fits the limits.
std::optional<MatmulConfig> chooseMatmulConfig(const MatmulShape &shape,
                                               const KernelLimits &limits);

/// The static shape of an f32 `linalg.conv_2d_nhwc_hwcf`
/// (I[n, oh*sh + kh*dh, ow*sw + kw*dw, c] * F[kh, kw, c, f] accumulated into
/// O[n, oh, ow, f]); the kernel runs it as the implicit GEMM
/// `asMatmul()`: m = (n, oh, ow), k = (kh, kw, c), n = f (the filter is
/// already a row-major K x F matrix).
struct ConvShape {
  int64_t n, oh, ow, f, kh, kw, c, ih, iw;
  int64_t sh, sw, dh, dw;
  MatmulShape asMatmul() const { return {1, n * oh * ow, f, kh * kw * c}; }
};

/// The shape of `op` if the matmul kernel can run it as an implicit GEMM,
/// or nothing (other convolution forms, dynamic shapes, non-f32).
std::optional<ConvShape> matchConv(mlir::linalg::LinalgOp op);

/// The tile of the cooperative-matrix (tensor core) matmul kernel for
/// `shape` with operands `element`, or nothing where none fits the target.
std::optional<MatmulConfig> chooseCooperativeConfig(const MatmulShape &shape,
                                                    const KernelLimits &limits,
                                                    CooperativeElement element);

/// The tile configuration of the implicit GEMM of `shape` (the matmul
/// kernel's tiles, chosen for convolutions' few output features).
std::optional<MatmulConfig> chooseConvConfig(const ConvShape &shape,
                                             const KernelLimits &limits);

/// For a reduction over trailing loops whose combiner the row kernel knows
/// (see matchRowReduction in CooperativeKernels.cpp): the number of rows and
/// the row length.
struct RowReductionShape {
  int64_t rows, length;
  bool lanes; ///< The innermost reduced dimension is a multiple of 4.
};
std::optional<RowReductionShape> matchRowReduction(mlir::linalg::LinalgOp op);

std::optional<RowReductionConfig>
chooseRowReductionConfig(const RowReductionShape &shape,
                         const KernelLimits &limits);

/// An elementwise workgroup of `threads` invocations writes 4 consecutive
/// elements per invocation; a countX x countY grid.
struct ElementwiseConfig {
  int64_t threads, countX, countY;
};

/// For an elementwise result of `shape` x `elementType` (innermost
/// dimension a multiple of 4, 32-bit elements, at least 1024 elements).
std::optional<ElementwiseConfig>
chooseElementwiseConfig(llvm::ArrayRef<int64_t> shape, mlir::Type elementType,
                        const KernelLimits &limits);

/// A contraction whose m (or n) class has at most kSkinnyMaxRows points:
/// memory-bound, run by the split-k kernel of SkinnyContraction.cpp, which
/// streams the large side. `rows` is the small side's class size, `cols`
/// the large side's parallel class size. An invocation accumulates at most
/// kSkinnyRowsPerInvocation rows (registers); more rows are split over
/// row groups of invocations that read the same words of L (cache hits).
inline constexpr int64_t kSkinnyMaxRows = 16;
inline constexpr int64_t kSkinnyRowsPerInvocation = 8;
struct SkinnyShape {
  int64_t batch = 1, rows = 1, cols = 1, k = 1;
  bool smallIsLhs = true; ///< The small side is X (m), else Y (n).
};
std::optional<SkinnyShape> matchSkinny(mlir::linalg::LinalgOp op,
                                       const Contraction &contraction);

/// "attention" when `func` (on tensors) is an attention chain
/// (strata/sdk/SoftmaxAttention.h) the fused kernel of Attention.cpp runs
/// (its ops are marked for the kernel writer), else "".
llvm::StringRef classifyAttention(mlir::func::FuncOp func,
                                  const KernelLimits &limits);

/// Tensor-level decision: "attention", "matmul", "conv", "row_reduction",
/// "elementwise" or "" when the dispatch `func` (on tensors) is left to the
/// generic tiling.
llvm::StringRef classifyCooperativeDispatch(mlir::func::FuncOp func,
                                            const KernelLimits &limits);

} // namespace strata::vulkan

#endif // STRATA_TARGET_VULKAN_LIB_COOPERATIVEKERNELS_H
