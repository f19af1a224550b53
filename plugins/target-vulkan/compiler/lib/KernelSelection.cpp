//===- KernelSelection.cpp - Which cooperative kernel a dispatch gets -----===//
//
// The matching and tile choices of strata-vulkan-cooperative-kernels, on
// tensors (strata-vulkan-tile-and-distribute marks what they accept) and
// again after bufferization: contractions and convolutions (matmul tiles,
// cooperative-matrix tiles), row reductions and row chains, large
// elementwise dispatches.
//
//===----------------------------------------------------------------------===//

#include "Contraction.h"
#include "CooperativeKernels.h"
#include "KernelEmitter.h"
#include "KernelSupport.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

namespace strata::vulkan {

using namespace detail;

//===----------------------------------------------------------------------===//
// Matching and configurations (shared with tile-and-distribute)
//===----------------------------------------------------------------------===//

MatmulShape getMatmulShape(const Contraction &contraction) {
  MatmulShape shape{contraction.batchSize(), contraction.mSize(),
                    contraction.nSize(), contraction.kSize()};
  shape.aTransposed = contraction.lhsMOuterContiguous();
  shape.bTransposed = contraction.rhsKContiguous();
  return shape;
}

std::optional<ConvShape> matchConv(linalg::LinalgOp op) {
  auto conv = dyn_cast<linalg::Conv2DNhwcHwcfOp>(op.getOperation());
  if (!conv || op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return std::nullopt;
  for (OpOperand &operand : op->getOpOperands())
    if (!isStaticShaped(operand.get().getType()) ||
        !getElementTypeOrSelf(operand.get().getType()).isF32())
      return std::nullopt;
  auto in = cast<ShapedType>(op.getDpsInputs()[0].getType()).getShape();
  auto fl = cast<ShapedType>(op.getDpsInputs()[1].getType()).getShape();
  auto out = cast<ShapedType>(op.getDpsInits()[0].getType()).getShape();
  SmallVector<int64_t> strides(conv.getStrides().getValues<int64_t>());
  SmallVector<int64_t> dilations(conv.getDilations().getValues<int64_t>());
  if (strides.size() != 2 || dilations.size() != 2)
    return std::nullopt;
  ConvShape s{out[0],     out[1],       out[2],      out[3], fl[0],
              fl[1],      fl[2],        in[1],       in[2],  strides[0],
              strides[1], dilations[0], dilations[1]};
  // Every input coordinate the kernel computes must be in bounds (the
  // verifier allows inputs larger than the outputs need).
  if (in[0] != s.n || in[3] != s.c || fl[3] != s.f ||
      (s.oh - 1) * s.sh + (s.kh - 1) * s.dh >= s.ih ||
      (s.ow - 1) * s.sw + (s.kw - 1) * s.dw >= s.iw)
    return std::nullopt;
  for (int64_t v :
       {s.n, s.oh, s.ow, s.f, s.kh, s.kw, s.c, s.sh, s.sw, s.dh, s.dw})
    if (v <= 0)
      return std::nullopt;
  return s;
}

namespace {
/// Workgroups that fill a large GPU a few times over (4 per SM of a
/// 132-SM H100/H200). A grid of large tiles short of it leaves SMs with one
/// workgroup of a long k loop: on an H200 the GPT layer's MLP down
/// projection (4096 x 1024 x 4096, 256 tiles of 128 x 128) ran at 18.9
/// TFLOP/s, on 512 tiles of 64 x 128 at 27.0; ViT-B's (6304 x 768 x 3072)
/// 16.7 -> 24.2, BERT-base's 19.1 -> 21.3 on 64 x 64
/// (bench/results/gpu-h200-tiles.md).
constexpr int64_t kMatmulFullGrid = 512;

/// The forced tile if there is one, else the first (largest) of the
/// candidates of at least 64 x 64 that fits m and n and reaches
/// kMatmulFullGrid workgroups, else the first of all that reaches
/// kMatmulWorkgroupTarget, else the smallest that fits the limits.
std::optional<MatmulConfig> chooseTile(const MatmulShape &shape,
                                       const KernelLimits &limits,
                                       ArrayRef<MatmulConfig> candidates) {
  auto fits = [&](const MatmulConfig &c) {
    return c.tn % c.rn == 0 && c.rn % 4 == 0 && c.tm % c.rm == 0 &&
           c.bk % 4 == 0 && c.tn % 4 == 0 &&
           fitsWorkgroup(c.threadsX(), c.threadsY(), limits) &&
           c.sharedBytes() <= limits.maxSharedMemoryBytes &&
           ceilDiv(shape.n, c.tn) <= kMaxWorkgroupCount &&
           ceilDiv(shape.m, c.tm) <= kMaxWorkgroupCount &&
           shape.batch <= kMaxWorkgroupCount;
  };
  // (A sixth value, the cooperative kernel's k groups, is not for these.)
  if (limits.matmulTile.size() >= 5) {
    ArrayRef<int64_t> t = limits.matmulTile;
    MatmulConfig forced{t[0], t[1], t[2], t[3], t[4]};
    // Where it does not fit (a tile sized for the cooperative kernel's
    // narrower slices), the automatic choice below.
    if (fits(forced))
      return forced;
  }
  auto reaches = [&](const MatmulConfig &c, int64_t target) {
    return c.tm <= shape.m && c.tn <= shape.n &&
           ceilDiv(shape.m, c.tm) * ceilDiv(shape.n, c.tn) * shape.batch >=
               target;
  };
  for (const MatmulConfig &c : candidates)
    if (c.tm * c.tn >= 64 * 64 && fits(c) && reaches(c, kMatmulFullGrid))
      return c;
  std::optional<MatmulConfig> smallest;
  for (const MatmulConfig &c : candidates) {
    if (!fits(c))
      continue;
    if (reaches(c, kMatmulWorkgroupTarget))
      return c;
    smallest = c;
  }
  return smallest;
}
} // namespace

/// Contractions with k below this take 64 x 128 before 128 x 128 tiles.
constexpr int64_t kMatmulLongK = 2048;

std::optional<MatmulConfig> chooseMatmulConfig(const MatmulShape &shape,
                                               const KernelLimits &limits) {
  // k slices of 32 (16 KB of slices on 64 x 128, 32 KB on 128 x 128): on
  // an H200 the f32 4096^3 matmul went from 3.49 to 3.36 ms per call and
  // every contraction of a ViT-B block got faster; slices of 16 where 32
  // exceed the target's workgroup memory. Below kMatmulLongK, 64 x 128
  // comes first: ViT-B's MLP up (6304 x 3072 x 768, 1200 tiles of 128 x
  // 128) took 1.10 ms on those and 0.88 on 64 x 128, while 4096^3 ran 3.36
  // on 128 x 128 against 3.71 on 64 x 128 (bench/results/gpu-h200-scale.md,
  // section 10).
  static const MatmulConfig kDeep[] = {
      {128, 128, 32, 8, 8}, {64, 128, 32, 4, 8}, {64, 64, 32, 4, 4},
      {32, 64, 32, 2, 4},   {16, 64, 32, 1, 4},  {8, 32, 32, 1, 4}};
  static const MatmulConfig kShallow[] = {
      {128, 128, 16, 8, 8}, {64, 128, 16, 4, 8}, {64, 64, 16, 4, 4},
      {32, 64, 16, 2, 4},   {16, 64, 16, 1, 4},  {8, 32, 16, 1, 4}};
  const bool deep = kDeep[0].sharedBytes() <= limits.maxSharedMemoryBytes;
  SmallVector<MatmulConfig, 6> candidates(deep ? ArrayRef(kDeep)
                                               : ArrayRef(kShallow));
  if (shape.k < kMatmulLongK)
    std::swap(candidates[0], candidates[1]);
  return chooseTile(shape, limits, candidates);
}

std::optional<MatmulConfig> chooseConvConfig(const ConvShape &shape,
                                             const KernelLimits &limits) {
  // Convolutions have few output features (n): 64 x 32 tiles (4 x 4 per
  // invocation, 128 invocations) come before 32 x 64 (2 x 4, 256). On an
  // H100, the 56x56x64 3x3 ResNet conv (m 3136, n 64, k 576; 98 workgroups
  // either way) takes 0.0192 ms with 64 x 32 and 0.0277 ms with 32 x 64
  // (bench/results/gpu-h100-conv).
  static const MatmulConfig kCandidates[] = {
      {128, 128, 16, 8, 8}, {64, 128, 16, 4, 8}, {64, 64, 16, 4, 4},
      {64, 32, 16, 4, 4},   {32, 64, 16, 2, 4},  {16, 64, 16, 1, 4},
      {8, 32, 16, 1, 4}};
  return chooseTile(shape.asMatmul(), limits, kCandidates);
}

Type cooperativeContractionType(const Contraction &con, Block *body,
                                const KernelLimits &limits) {
  if (limits.subgroupSize != 32)
    return {};
  Type type = detail::cooperativeSourceType(con.lhs, body);
  if (!type || type != detail::cooperativeSourceType(con.rhs, body) ||
      !llvm::is_contained(limits.cooperativeMatrixTypes, type))
    return {};
  return type;
}

void setCooperativeMatrixTypes(KernelLimits &limits, MLIRContext *ctx,
                               ArrayRef<std::string> names) {
  for (const std::string &type : names) {
    if (type == "f16")
      limits.cooperativeMatrixTypes.push_back(Float16Type::get(ctx));
    else if (type == "bf16")
      limits.cooperativeMatrixTypes.push_back(BFloat16Type::get(ctx));
    else if (type == "i8")
      limits.cooperativeMatrixTypes.push_back(
          IntegerType::get(ctx, 8, IntegerType::Signed));
    else if (type == "ui8")
      limits.cooperativeMatrixTypes.push_back(
          IntegerType::get(ctx, 8, IntegerType::Unsigned));
  }
}

std::optional<MatmulConfig>
chooseCooperativeConfig(const MatmulShape &shape, const KernelLimits &limits,
                        CooperativeElement element) {
  // 8 subgroups of 32 (4 x 2, each 32 x 64 = 2 x 4 fragments of 16 x 16)
  // on a 128 x 128 tile with k slices of 128 bytes (64 16-bit values: four
  // fragments deep, half the barriers per step of 32; on an H200 the bf16
  // 4096^3 matmul went from 0.848 to 0.575 ms, the 4096-token GPT layer
  // 4.94 -> 4.56 ms), else 4 (2 x 2, each 32 x 32) on 64 x 64 with slices
  // of 64 bytes (128 bytes there was no faster).
  const int64_t deep = 128 / element.bytes, shallow = 64 / element.bytes;
  const MatmulConfig kCandidates[] = {{128, 128, deep, 8, 8},
                                      {64, 64, shallow, 4, 8}};
  // Within the workgroup's limits and memory and the grid's counts.
  auto fitsTile = [&](const MatmulConfig &c) {
    return fitsWorkgroup(c.threadsX(), c.threadsY(), limits) &&
           cooperativeSharedBytes(c, element) <= limits.maxSharedMemoryBytes &&
           ceilDiv(shape.n, c.tn) <= kMaxWorkgroupCount &&
           ceilDiv(shape.m, c.tm) <= kMaxWorkgroupCount &&
           shape.batch <= kMaxWorkgroupCount;
  };
  // A forced tile (matmul-tile=tm,tn,bk,rm,rn[,kGroups]) is taken where
  // its subgroups tile it: (tm / rm) x (tn / rn) invocations in an even
  // number of subgroups of 32, laid out (subgroups / 2) x 2, each a whole
  // number of 16 x 16 fragments (128,128,64,8,16: 4 subgroups of 4 x 4
  // fragments), k slices of whole fragment steps per k group, within
  // workgroup memory.
  if (limits.matmulTile.size() >= 5) {
    ArrayRef<int64_t> t = limits.matmulTile;
    MatmulConfig forced{t[0], t[1], t[2], t[3], t[4]};
    if (t.size() > 5)
      forced.kGroups = t[5];
    int64_t threads = forced.threadsX() * (t[0] / t[3]);
    int64_t subgroups = threads / 32;
    if (t[0] % t[3] == 0 && t[1] % t[4] == 0 && threads % 64 == 0 &&
        t[0] % (subgroups / 2 * 16) == 0 && t[1] % 32 == 0 &&
        t[2] % (element.fragK() * forced.kGroups) == 0 && fitsTile(forced))
      return forced;
  }
  // 9-16 rows (skinny-cooperative; a decode step's tokens times its
  // weights): 16-row tiles of 32 columns on two subgroups of one fragment
  // each, k slices of 512 bytes split over 4 such pairs (8 subgroups per
  // workgroup: a 4096-column output has only 128 tiles). The contraction
  // is memory-bound, and the 16 multiply-adds per weight element are what
  // the skinny kernel's f32 FMAs could not keep up with (7B decode at
  // batch 16: its weight GEMVs streamed 370-590 GB/s on an H100).
  if (limits.skinnyCooperative && shape.m <= kSkinnyMaxRows) {
    MatmulConfig c{16, 32, 512 / element.bytes, 2, 4};
    c.kGroups = 4;
    if (fitsTile(c))
      return c;
  }
  // Short k (at most 4 deep slices: ResNet's 1x1 convolutions, k = 64 and
  // 256): 128 x 64 on 8 subgroups of 2 x 2 first. With few k steps a
  // tile's first loads and its epilogue are not hidden behind a k loop;
  // these tiles hold half the accumulators (74-122 registers against 142),
  // so more workgroups share an SM. On an H100 the 100352 x 256 x 64 convs
  // took 0.146 ms against 0.208 on 128 x 128, the 100352 x 64 x 256 ones
  // 0.056-0.060 against 0.061-0.064 on 64 x 64; the 3x3 conv's k = 576 was
  // faster on 64 x 64 (0.073 against 0.085; gpu-h100-session58).
  const MatmulConfig shortK{128, 64, deep, 4, 8};
  if (shape.k <= 4 * deep && shape.m >= shortK.tm && shape.n >= shortK.tn &&
      ceilDiv(shape.m, shortK.tm) * ceilDiv(shape.n, shortK.tn) * shape.batch >=
          kMatmulWorkgroupTarget &&
      fitsTile(shortK))
    return shortK;
  // Not kMatmulFullGrid here: 64 x 64 cooperative tiles on the GPT layer's
  // 256-tile projections made the bf16 layer slower on an H200 (4.57 ->
  // 5.39 ms; bench/results/gpu-h200-tiles.md).
  for (const MatmulConfig &c : kCandidates) {
    bool last = &c == &kCandidates[std::size(kCandidates) - 1];
    if (!last &&
        (shape.m < c.tm || shape.n < c.tn ||
         ceilDiv(shape.m, c.tm) * ceilDiv(shape.n, c.tn) * shape.batch <
             kMatmulWorkgroupTarget))
      continue;
    if (fitsTile(c))
      return c;
  }
  return std::nullopt;
}

std::optional<RowReductionShape> matchRowReduction(linalg::LinalgOp op) {
  if (op.getNumDpsInits() != 1 || op.getNumDpsInputs() < 1)
    return std::nullopt;
  unsigned n = op.getNumLoops();
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  unsigned p = 0;
  while (p < n && iters[p] == utils::IteratorType::parallel)
    ++p;
  if (p == n)
    return std::nullopt;
  for (unsigned i = p; i < n; ++i)
    if (iters[i] != utils::IteratorType::reduction)
      return std::nullopt;
  MLIRContext *ctx = op.getContext();
  OpOperand *init = op.getDpsInitOperand(0);
  SmallVector<AffineExpr> rowDims;
  for (unsigned i = 0; i < p; ++i)
    rowDims.push_back(getAffineDimExpr(i, ctx));
  if (op.getMatchingIndexingMap(init) != AffineMap::get(n, 0, rowDims, ctx) ||
      !isStaticShaped(init->get().getType()))
    return std::nullopt;
  // Narrower accumulators (a bf16 max, an i8 or i1 reduction) are combined
  // in their own type; only the tree's workgroup words are 32 bits.
  Type accType = getElementTypeOrSelf(init->get().getType());
  if (!treeWordType(accType))
    return std::nullopt;
  for (OpOperand *input : op.getDpsInputOperands()) {
    if (!isa<ShapedType>(input->get().getType()))
      continue;
    if (!isStaticShaped(input->get().getType()) ||
        !op.getMatchingIndexingMap(input).isProjectedPermutation(
            /*allowZeroInResults=*/true))
      return std::nullopt;
  }
  Operation *combiner = getCombiner(op);
  if (!combiner || combiner->getResult(0).getType() != accType ||
      !isSimpleBody(op.getBlock()))
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  RowReductionShape shape{1, 1, ranges.back() % 4 == 0};
  for (unsigned i = 0; i < n; ++i) {
    if (ShapedType::isDynamic(ranges[i]) || ranges[i] <= 0)
      return std::nullopt;
    (i < p ? shape.rows : shape.length) *= ranges[i];
  }
  if (shape.length < kMinRowLength)
    return std::nullopt;
  return shape;
}

std::optional<RowReductionConfig>
chooseRowReductionConfig(const RowReductionShape &shape,
                         const KernelLimits &limits) {
  int64_t cap = std::min(
      {kKernelInvocations, limits.maxInvocations, limits.maxWorkgroupSize[0]});
  int64_t groups = shape.lanes ? shape.length / 4 : shape.length;
  // About two groups per invocation (two loads in flight each).
  int64_t threads = 1;
  while (threads * 2 <= cap && threads * 2 <= ceilDiv(groups, 2))
    threads *= 2;
  int64_t rows = 1;
  while (threads * rows * 2 <= cap && rows * 2 <= shape.rows &&
         rows * 2 <= limits.maxWorkgroupSize[1])
    rows *= 2;
  while (rows > 1 && threads * rows * 4 > limits.maxSharedMemoryBytes)
    rows /= 2;
  int64_t workgroups = ceilDiv(shape.rows, rows);
  int64_t countX = std::min(workgroups, kMaxWorkgroupCount);
  int64_t countY = ceilDiv(workgroups, countX);
  if (threads * rows * 4 > limits.maxSharedMemoryBytes ||
      countY > kMaxWorkgroupCount)
    return std::nullopt;
  return RowReductionConfig{threads, rows, countX, countY};
}

std::optional<ElementwiseConfig>
chooseElementwiseConfig(ArrayRef<int64_t> shape, Type elementType,
                        const KernelLimits &limits) {
  if (shape.empty() || shape.back() % 4 != 0 ||
      (!elementType.isF32() && !elementType.isSignlessInteger(32)))
    return std::nullopt;
  int64_t elements = 1;
  for (int64_t d : shape)
    elements *= d;
  if (elements < kMinElementwiseElements)
    return std::nullopt;
  ElementwiseConfig config;
  config.threads = std::min(
      {kKernelInvocations, limits.maxInvocations, limits.maxWorkgroupSize[0]});
  int64_t workgroups = ceilDiv(elements / 4, config.threads);
  config.countX = std::min(workgroups, kMaxWorkgroupCount);
  config.countY = ceilDiv(workgroups, config.countX);
  if (config.countY > kMaxWorkgroupCount)
    return std::nullopt;
  return config;
}

namespace {
/// An elementwise dispatch (no reduction): every op covers the result's
/// shape, whose innermost dimension is a multiple of 4.
StringRef classifyElementwise(func::ReturnOp ret,
                              ArrayRef<linalg::LinalgOp> ops,
                              const KernelLimits &limits) {
  auto producer = ret.getOperand(0).getDefiningOp<linalg::LinalgOp>();
  auto type = dyn_cast<RankedTensorType>(ret.getOperand(0).getType());
  if (!producer || !type || !type.hasStaticShape() ||
      !chooseElementwiseConfig(type.getShape(), type.getElementType(), limits))
    return "";
  for (linalg::LinalgOp op : ops)
    if (!isa<linalg::FillOp>(op) &&
        op.getStaticLoopRanges() != SmallVector<int64_t>(type.getShape()))
      return "";
  return "elementwise";
}
} // namespace

namespace {

/// A row chain (softmax, layer norm): row reductions over the same rows and
/// row length, elementwise ops over the whole rows ("full") or over the
/// rows alone, each reading per-row values at its own row (full ops and
/// reductions through the projection onto the row dimensions, row ops
/// through the identity) and per-element values at its own point; function
/// arguments may be read through any map. One row kernel evaluates the
/// reductions in order and then the outputs, reading each input row from
/// memory once per pass.
StringRef classifyRowChain(func::FuncOp func, const KernelLimits &limits) {
  Block &block = func.getBody().front();
  SmallVector<linalg::LinalgOp> reductions, ops;
  for (Operation &op : block.without_terminator()) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      if (!linalgOp.hasPureTensorSemantics() || linalgOp.hasDynamicShape())
        return "";
      ops.push_back(linalgOp);
      if (linalgOp.getNumReductionLoops() > 0)
        reductions.push_back(linalgOp);
      else if (!isElementwise(linalgOp))
        return "";
      continue;
    }
    if (isa<tensor::EmptyOp>(op) ||
        (op.getNumRegions() == 0 && isMemoryEffectFree(&op) &&
         !isa<tensor::TensorDialect>(op.getDialect())))
      continue;
    return "";
  }
  if (reductions.empty())
    return "";
  std::optional<RowReductionShape> shape = matchRowReduction(reductions[0]);
  if (!shape)
    return "";
  SmallVector<int64_t> full = reductions[0].getStaticLoopRanges();
  unsigned p = reductions[0].getNumParallelLoops();
  SmallVector<int64_t> rows(full.begin(), full.begin() + p);
  for (linalg::LinalgOp r : reductions)
    if (!matchRowReduction(r) || r.getStaticLoopRanges() != full)
      return "";
  std::optional<RowReductionConfig> cfg =
      chooseRowReductionConfig(*shape, limits);
  if (!cfg ||
      cfg->threads * cfg->rows * 4 * static_cast<int64_t>(reductions.size()) >
          limits.maxSharedMemoryBytes)
    return "";
  // Which values are per row; every linalg result is one or the other.
  llvm::DenseMap<Value, bool> isRowValue;
  auto shapeOf = [](Value v) {
    return SmallVector<int64_t>(cast<ShapedType>(v.getType()).getShape());
  };
  MLIRContext *ctx = func.getContext();
  AffineMap rowProjection =
      AffineMap::getMultiDimIdentityMap(full.size(), ctx).getMajorSubMap(p);
  for (linalg::LinalgOp op : ops) {
    bool isFill = isa<linalg::FillOp>(op);
    bool isReduction = op.getNumReductionLoops() > 0;
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    bool opIsFull = !isFill && ranges == full;
    if (!isFill && !opIsFull && ranges != rows)
      return "";
    for (OpOperand *input : op.getDpsInputOperands()) {
      auto known = isRowValue.find(input->get());
      if (known == isRowValue.end())
        continue; // A function argument or a scalar.
      AffineMap map = op.getMatchingIndexingMap(input);
      if (known->second ? (opIsFull ? map != rowProjection : !map.isIdentity())
                        : (!opIsFull || !map.isIdentity()))
        return "";
    }
    for (Value result : op->getResults()) {
      SmallVector<int64_t> resultShape = shapeOf(result);
      bool rowValue = isReduction || resultShape == rows;
      if (!rowValue && resultShape != full)
        return "";
      isRowValue[result] = rowValue;
    }
  }
  return "row_chain";
}

/// A contraction of 9-16 rows on the small side A whose sides extend one
/// cooperative-matrix type, summed from a fill: with skinny-cooperative it
/// takes the matmul kernel's 16-row tensor-core tile (chooseCooperativeConfig)
/// instead of the skinny kernel.
bool skinnyOnTensorCores(linalg::LinalgOp root, const Contraction &con,
                         const KernelLimits &limits) {
  int64_t m = con.mSize(), n = con.nSize();
  return limits.skinnyCooperative && m > kSkinnyRowsPerInvocation &&
         m <= kSkinnyMaxRows && n >= 32 && n >= m &&
         root.getDpsInits()[0].getDefiningOp<linalg::FillOp>() &&
         cooperativeContractionType(con, root.getBlock(), limits);
}

/// A dispatch with at most one reduction, matmul or convolution (the
/// kernel op) and elementwise producers and consumers.
StringRef classifyCooperativeDispatchOneRoot(func::FuncOp func,
                                             const KernelLimits &limits) {
  Block &block = func.getBody().front();
  auto ret = dyn_cast<func::ReturnOp>(block.getTerminator());
  if (!ret || ret.getNumOperands() != 1)
    return "";
  linalg::LinalgOp root;
  SmallVector<linalg::LinalgOp> others;
  for (Operation &op : block.without_terminator()) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      if (!linalgOp.hasPureTensorSemantics())
        return "";
      if (linalgOp.getNumReductionLoops() > 0) {
        if (root)
          return "";
        root = linalgOp;
        continue;
      }
      if (!isElementwise(linalgOp))
        return "";
      others.push_back(linalgOp);
      continue;
    }
    if (isa<tensor::EmptyOp>(op))
      continue;
    if (op.getNumRegions() == 0 && isMemoryEffectFree(&op) &&
        !isa<tensor::TensorDialect>(op.getDialect()))
      continue;
    return "";
  }
  if (!root)
    return classifyElementwise(ret, others, limits);
  if (root->getNumResults() != 1)
    return "";
  StringRef kind;
  // An NHWC/HWCF convolution of f32 takes the conv kernel's loads (rows
  // computed once, vec4 words of the input along c); every other
  // convolution form is a contraction with affine input maps.
  std::optional<Contraction> contraction =
      matchConv(root) ? std::nullopt : matchContraction(root);
  // A contraction with an empty m or n class (row dot products, a vector
  // times a matrix) is a row reduction where that kernel applies and its
  // rows are contiguous (both sides read along k): a row's invocations then
  // read consecutive elements. A matrix stored [k, n] is read along n by the
  // matmul kernel's tiles instead.
  auto readAlongK = [&](const Contraction &c) {
    for (OpOperand *input : {c.lhsMain, c.rhsMain})
      if (input && getInnermostLoop(input) != c.k.back())
        return false;
    return true;
  };
  if (contraction && (contraction->m.empty() || contraction->n.empty()) &&
      readAlongK(*contraction) && matchRowReduction(root))
    contraction.reset();
  if (contraction && matchSkinny(root, *contraction) &&
      !skinnyOnTensorCores(root, *contraction, limits)) {
    kind = "skinny_matmul";
  } else if (contraction) {
    if (!chooseMatmulConfig(getMatmulShape(*contraction), limits))
      return "";
    kind = "matmul";
  } else if (std::optional<ConvShape> shape = matchConv(root)) {
    if (!chooseConvConfig(*shape, limits))
      return "";
    // The input and the filter are read by the tile loads straight from
    // their bindings (padding is a producer dispatch of its own).
    for (OpOperand *input : root.getDpsInputOperands())
      if (!isa<BlockArgument>(input->get()))
        return "";
    kind = "conv";
  } else if (std::optional<RowReductionShape> shape = matchRowReduction(root)) {
    if (!chooseRowReductionConfig(*shape, limits))
      return "";
    kind = "row_reduction";
  } else {
    return "";
  }
  // Consumers of the root's result see it only at their own point, over the
  // root's output domain; fills never depend on it.
  llvm::SetVector<Value> fromRoot;
  fromRoot.insert(root->getResult(0));
  auto rootType = cast<ShapedType>(root->getResult(0).getType());
  for (linalg::LinalgOp op : others) {
    bool depends = false;
    for (OpOperand &operand : op->getOpOperands()) {
      if (!fromRoot.contains(operand.get()))
        continue;
      depends = true;
      if (isa<linalg::FillOp>(op) ||
          !op.getMatchingIndexingMap(&operand).isIdentity())
        return "";
    }
    if (!depends)
      continue;
    if (op.getStaticLoopRanges() != SmallVector<int64_t>(rootType.getShape()))
      return "";
    for (Value result : op->getResults())
      fromRoot.insert(result);
  }
  if (!fromRoot.contains(ret.getOperand(0)))
    return "";
  return kind;
}

} // namespace

StringRef classifyCooperativeDispatch(func::FuncOp func,
                                      const KernelLimits &limits) {
  if (func.isExternal() || !func.getBody().hasOneBlock())
    return "";
  StringRef kind = classifyAttention(func, limits);
  if (!kind.empty())
    return kind;
  kind = classifyCooperativeDispatchOneRoot(func, limits);
  if (!kind.empty())
    return kind;
  return classifyRowChain(func, limits);
}

} // namespace strata::vulkan
