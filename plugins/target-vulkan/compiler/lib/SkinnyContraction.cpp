//===- SkinnyContraction.cpp - Contractions with few rows: split-k kernel -===//
//
// A contraction whose m (or n) class has at most kSkinnyMaxRows points (a
// decode step's projections, a batch-1 layer, attention of one query over
// a KV cache) reads each element of its large operand once for a handful
// of FMAs: its speed is the memory bandwidth of that read. The matmul
// tiles waste most of their rows on it and loop over all of k in one
// workgroup (128 workgroups of 256 k-slices for a 4096 x 4096 GEMV).
//
// This kernel streams the large side L instead: a workgroup of tc x tk
// invocations owns a few columns of L (the other parallel class, c) and
// splits k among its tk invocation rows; each invocation loads L a word at
// a time along L's contiguous loop (16 bytes by default: 4 f32, 8 bf16/f16,
// 16 i8 per word; element by element where L is not a plain binding), issues
// several of those loads before using them, multiplies them by the small
// side S evaluated at the same k (fused producers computed on the way), and
// accumulates in registers. More than skinnyRowsPerInvocation rows are
// split over tr row groups of invocations reading the same words (cache
// hits). The tk partial sums of each output are then
// added by a tree through workgroup memory, C's initial value added, and
// the dispatch's consumers evaluated at each output point before the store
// (KernelEmitter.h's Evaluator), as in the matmul kernel.
//
//===----------------------------------------------------------------------===//

#include "CooperativeKernels.h"
#include "KernelEmitter.h"
#include "KernelSupport.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace strata::vulkan {

using namespace detail;

std::optional<SkinnyShape> matchSkinny(linalg::LinalgOp op,
                                       const Contraction &con) {
  int64_t m = con.mSize(), n = con.nSize();
  for (int64_t size : con.ranges)
    if (size <= 0)
      return std::nullopt;
  // Convolutions (inputs read through affine combinations of loops) keep
  // the implicit GEMM: their k is a small window, not a stream.
  for (OpOperand *input : op.getDpsInputOperands())
    if (isa<ShapedType>(input->get().getType()) &&
        !op.getMatchingIndexingMap(input).isProjectedPermutation(
            /*allowZeroInResults=*/true))
      return std::nullopt;
  SkinnyShape shape;
  if (m <= kSkinnyMaxRows && m <= n)
    shape.smallIsLhs = true;
  else if (n <= kSkinnyMaxRows && n < m)
    shape.smallIsLhs = false;
  else
    return std::nullopt;
  shape.batch = con.batchSize();
  shape.rows = shape.smallIsLhs ? m : n;
  shape.cols = shape.smallIsLhs ? n : m;
  shape.k = con.kSize();
  if (shape.batch > kMaxWorkgroupCount)
    return std::nullopt;
  return shape;
}

namespace detail {

namespace {

/// How the large side is read: a binding retyped to words along
/// its contiguous loop (`elementsPerWord` elements of `width` bits), or
/// element by element.
struct LargeSideAccess {
  OpOperand *input = nullptr; ///< The binding L's word loads read.
  bool alongK = false;        ///< Its contiguous loop is the innermost k.
  int64_t width = 0;          ///< Element bits (8, 16 or 32).
  int64_t perWord = 1;        ///< Elements per load (1: scalar).
};

/// The word type of a binding of `width`-bit elements loaded `lanes` 32-bit
/// lanes at a time: vector<lanes> (a scalar for one lane) of the element
/// type itself when 32 bits wide, else of i32 lanes of packed elements.
MemRefType getWordType(MemRefType type, int64_t perWord, int64_t lanes) {
  SmallVector<int64_t> shape(type.getShape());
  shape.back() /= perWord;
  Type element = type.getElementType();
  Type lane = element.getIntOrFloatBitWidth() == 32
                  ? element
                  : IntegerType::get(type.getContext(), 32);
  if (lanes == 1)
    return MemRefType::get(shape, lane);
  return MemRefType::get(shape, VectorType::get({lanes}, lane));
}

} // namespace

LogicalResult emitSkinnyContraction(func::FuncOp func, DispatchBody &body,
                                    const KernelLimits &limits) {
  if (failed(checkDataFlow(body, func)))
    return failure();
  linalg::LinalgOp root = body.root();
  std::optional<Contraction> conOr = matchContraction(root);
  if (!conOr)
    return failure();
  const Contraction &con = *conOr;
  std::optional<SkinnyShape> shapeOr = matchSkinny(root, con);
  if (!shapeOr)
    return failure();
  const SkinnyShape s = *shapeOr;
  Value smallSide = s.smallIsLhs ? con.lhs : con.rhs;
  Value largeSide = s.smallIsLhs ? con.rhs : con.lhs;
  ArrayRef<unsigned> rowCls = s.smallIsLhs ? con.m : con.n;
  ArrayRef<unsigned> colCls = s.smallIsLhs ? con.n : con.m;
  // The input of L with the most dims (its weights, its cache): the one
  // streamed; others of its cone (a dequantization scale) are evaluated.
  OpOperand *largeInput = s.smallIsLhs ? con.rhsMain : con.lhsMain;

  // L's contiguous loop: along k where its main input's innermost dim is
  // the innermost k loop, else along c.
  LargeSideAccess access;
  access.alongK = !con.k.empty() && getInnermostLoop(largeInput) == con.k.back();
  ArrayRef<unsigned> contiguousCls = access.alongK ? ArrayRef(con.k) : colCls;
  // Word loads: L's main input is a binding not written by the dispatch,
  // read only by the kernel op, with the contiguous loop only in its
  // innermost index (X or Y is computed from its elements: an extension of
  // bf16 or i8, a dequantization).
  auto wordLoadable = [&]() -> int64_t {
    if (!largeInput || contiguousCls.empty() ||
        getInnermostLoop(largeInput) != contiguousCls.back())
      return 0;
    Value buffer = largeInput->get();
    auto type = dyn_cast<MemRefType>(buffer.getType());
    if (!type || !isa<BlockArgument>(buffer) || type.getRank() == 0)
      return 0;
    Type element = type.getElementType();
    if (!element.isIntOrFloat())
      return 0;
    int64_t width = element.getIntOrFloatBitWidth();
    if (width != 8 && width != 16 && width != 32)
      return 0;
    int64_t perWord = limits.skinnyWordBytes * 8 / width;
    if (perWord < 2)
      return 0;
    unsigned loop = contiguousCls.back();
    AffineMap map = root.getMatchingIndexingMap(largeInput);
    for (AffineExpr expr : map.getResults().drop_back())
      if (expr.isFunctionOfDim(loop))
        return 0;
    if (type.getShape().back() % perWord || con.ranges[loop] % perWord)
      return 0;
    // Read by nothing else, not even the small side (x times its own
    // transpose reads one binding twice, or through one block argument).
    for (OpOperand &use : buffer.getUses())
      if (&use != largeInput)
        return 0;
    const llvm::SetVector<Value> &smallCone =
        s.smallIsLhs ? con.lhsCone : con.rhsCone;
    if (smallCone.contains(root.getMatchingBlockArgument(largeInput)))
      return 0;
    for (unsigned pos = 0; pos < body.rootPos; ++pos)
      if (llvm::is_contained(getWrittenBuffers(body.ops[pos]), buffer))
        return 0;
    access.width = width;
    return perWord;
  };
  access.perWord = std::max<int64_t>(1, wordLoadable());
  if (access.perWord > 1)
    access.input = largeInput;
  const int64_t V = access.perWord;
  // 32-bit lanes per load.
  const int64_t lanes = V > 1 ? V * access.width / 32 : 1;

  // The workgroup: tc column groups x tk k lanes x tr row groups, tk a
  // power of two. Along c an invocation owns V columns and the columns of a
  // row of invocations span at least 32 bytes (a DRAM sector); along k it
  // owns one column and V consecutive k per load. Row group ir owns rows
  // [ir * R, ir * R + R): its invocations load the same words as the other
  // groups' (served by the cache) for at most skinnyRowsPerInvocation
  // rows of accumulators each.
  const int64_t tr = ceilDiv(s.rows, limits.skinnyRowsPerInvocation);
  const int64_t R = ceilDiv(s.rows, tr);
  const bool rowClamp = R * tr != s.rows;
  if (tr > limits.maxWorkgroupSize[2])
    return failure();
  const int64_t threads =
      std::min({limits.skinnyInvocations, limits.maxInvocations,
                limits.maxWorkgroupSize[0]}) /
      tr;
  int64_t tk = 1, tc;
  if (access.alongK) {
    int64_t chunks = ceilDiv(s.k, V);
    while (tk * 2 <= threads && tk * 2 <= chunks)
      tk *= 2;
    tc = threads / tk;
    while (tc > 1 && tc / 2 >= s.cols)
      tc /= 2;
  } else {
    int64_t elementBytes = V > 1 ? access.width / 8 : 4;
    tc = std::max<int64_t>(1, 32 / (V * elementBytes));
    while (tc > 1 && tc * V > s.cols * 2)
      tc /= 2;
    tk = threads / tc;
    while (tk > 1 && tk > s.k)
      tk /= 2;
    // A short k leaves invocations to more columns.
    while (tc * tk * 2 <= threads && tc * V < s.cols)
      tc *= 2;
  }
  const int64_t colsPerGroup = access.alongK ? tc : tc * V;
  const int64_t colGroups = ceilDiv(s.cols, colsPerGroup);
  if (colGroups > kMaxWorkgroupCount || tc * tk > limits.maxInvocations ||
      tc * tk * tr > limits.maxInvocations ||
      tc > limits.maxWorkgroupSize[0] || tk > limits.maxWorkgroupSize[1])
    return failure();
  // Accumulators per invocation and row: V along c, 1 along k.
  const int64_t W = access.alongK ? 1 : V;
  const int64_t kPerStep = access.alongK ? V : 1;
  const int64_t steps = ceilDiv(s.k, tk * kPerStep);
  // Loads in flight per invocation: more where few rows leave registers
  // free (a GEMV needs megabytes in flight to reach HBM bandwidth).
  const int64_t inFlight = R <= 2 ? 8 : 4;
  const int64_t unroll = std::min<int64_t>(inFlight, steps);
  // Rows reduced per pass through workgroup memory.
  int64_t rowsPerPass = std::max<int64_t>(
      1, std::min<int64_t>(R, limits.maxSharedMemoryBytes /
                                  (tk * tr * tc * W * 4)));
  if (tk * tr * tc * W * 4 > limits.maxSharedMemoryBytes)
    return failure();

  // Outputs are few (rows x columns): stored element by element.
  SmallVector<Value> outputs = getOutputs(body);
  llvm::SmallDenseSet<Value> vec4;
  if (access.input) {
    Value buffer = access.input->get();
    auto type = cast<MemRefType>(buffer.getType());
    buffer.setType(getWordType(type, V, lanes));
    func.setFunctionType(FunctionType::get(
        func.getContext(), func.getBody().front().getArgumentTypes(), {}));
  }

  Location loc = root.getLoc();
  OpBuilder b(func.getBody().front().getTerminator());
  IndexMath m{b, loc};
  Type accType =
      root.getMatchingBlockArgument(root.getDpsInitOperand(0)).getType();
  bool integer = isa<IntegerType>(accType);
  auto zero = [&](OpBuilder &nb) -> Value {
    return arith::ConstantOp::create(
        nb, loc,
        integer ? TypedAttr(nb.getIntegerAttr(accType, 0))
                : TypedAttr(nb.getFloatAttr(accType, 0.0)));
  };
  auto add = [&](OpBuilder &nb, Value x, Value y) -> Value {
    return integer ? arith::AddIOp::create(nb, loc, x, y).getResult()
                   : arith::AddFOp::create(nb, loc, x, y).getResult();
  };
  auto mul = [&](OpBuilder &nb, Value x, Value y) -> Value {
    return integer ? arith::MulIOp::create(nb, loc, x, y).getResult()
                   : arith::MulFOp::create(nb, loc, x, y).getResult();
  };

  Value bxId = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value bzId =
      s.batch > 1
          ? gpu::BlockIdOp::create(b, loc, gpu::Dimension::z).getResult()
          : Value();
  Value icId = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value ikId = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::y);
  Value irId =
      tr > 1 ? gpu::ThreadIdOp::create(b, loc, gpu::Dimension::z).getResult()
             : Value();
  Value c0 = m.mul(bxId, colsPerGroup);
  // The first column of invocation column group ic.
  Value myCol = m.add(c0, m.mul(icId, access.alongK ? 1 : V));

  Evaluator eval(body, vec4);
  ContractionPoints points{root, con, body, eval, loc, {}};
  points.setBatch(b, bzId);

  // The loops of the point (row r, column col, k).
  auto loopsAt = [&](IndexMath &mm, Value row, Value col, Value k) {
    SmallVector<Value> loops = points.pointLoops(mm);
    if (row)
      points.setLoops(mm, loops, rowCls, row);
    if (col)
      points.setLoops(mm, loops, colCls, col);
    if (k)
      points.setLoops(mm, loops, con.k, k);
    return loops;
  };
  // Element e of the packed word `word` of the binding as its element type.
  auto unpack = [&](OpBuilder &nb, Value word, int64_t e) -> Value {
    Value lane = lanes == 1
                     ? word
                     : vector::ExtractOp::create(nb, loc, word, e * lanes / V)
                           .getResult();
    if (access.width == 32)
      return lane;
    int64_t perLane = 32 / access.width;
    int64_t shift = (e % perLane) * access.width;
    Type i32 = nb.getI32Type();
    if (shift)
      lane = arith::ShRUIOp::create(
          nb, loc, lane,
          arith::ConstantOp::create(nb, loc, nb.getIntegerAttr(i32, shift)));
    Type original =
        root.getMatchingBlockArgument(access.input).getType(); // bf16, i8...
    Value bits =
        arith::TruncIOp::create(nb, loc, nb.getIntegerType(access.width), lane);
    return original.isInteger()
               ? bits
               : arith::BitcastOp::create(nb, loc, original, bits).getResult();
  };
  // The small side's row of local row r: r, or ir * R + r clamped to the
  // last row (a row past the end is computed and never stored).
  auto rowOf = [&](IndexMath &mm, int64_t r) -> Value {
    if (!irId)
      return mm.c(r);
    Value row = mm.add(mm.mul(irId, R), r);
    if (!rowClamp)
      return row;
    return arith::MinUIOp::create(mm.b, loc, row, mm.c(s.rows - 1));
  };
  // One step's values at k `kBase` (the step's first k): L's V elements
  // (X or Y's value at each) and S's values per row; zeros where the step
  // is past k's end or the column past c's.
  const bool kGuard = s.k % (tk * kPerStep) != 0;
  const bool colGuard = s.cols % colsPerGroup != 0;
  const int64_t perStep = V + R * kPerStep;
  auto loadStep = [&](OpBuilder &nb, Value kBase) -> SmallVector<Value> {
    IndexMath mm{nb, loc};
    Value ok = kGuard ? mm.lt(kBase, s.k) : Value();
    if (colGuard)
      ok = mm.both(ok, mm.lt(myCol, s.cols));
    return guarded(
        nb, loc, ok,
        [&](OpBuilder &ib) -> SmallVector<Value> {
          IndexMath im{ib, loc};
          SmallVector<Value> values;
          // L: one word (or V elements) at (myCol.., kBase) / (myCol,
          // kBase..).
          Value word;
          if (access.input) {
            SmallVector<Value> loops = loopsAt(im, nullptr, myCol, kBase);
            SmallVector<Value> idx = eval.applyMap(
                ib, loc, root.getMatchingIndexingMap(access.input), loops);
            idx.back() = im.div(idx.back(), V);
            word = memref::LoadOp::create(ib, loc, access.input->get(), idx);
          }
          for (int64_t e = 0; e < V; ++e) {
            Value col = access.alongK ? myCol : im.add(myCol, e);
            Value k = access.alongK ? im.add(kBase, e) : kBase;
            SmallVector<Value> loops = loopsAt(im, nullptr, col, k);
            Value element = word ? unpack(ib, word, e) : Value();
            values.push_back(points.evaluateSide(
                ib, largeSide, loops, [&](OpOperand *input) -> Value {
                  return input == access.input ? element : Value();
                }));
          }
          // S at each row and the step's k.
          for (int64_t r = 0; r < R; ++r)
            for (int64_t e = 0; e < kPerStep; ++e) {
              SmallVector<Value> loops =
                  loopsAt(im, rowOf(im, r), nullptr, im.add(kBase, e));
              values.push_back(points.evaluateSide(ib, smallSide, loops));
            }
          return values;
        },
        [&](OpBuilder &ib) -> SmallVector<Value> {
          return SmallVector<Value>(perStep, zero(ib));
        });
  };

  // The k loop: `unroll` steps' loads, then their products.
  SmallVector<Value> acc(R * W, zero(b));
  const int64_t iterations = ceilDiv(steps, unroll);
  auto loop = scf::ForOp::create(
      b, loc, m.c(0), m.c(iterations), m.c(1), acc,
      [&](OpBuilder &lb, Location, Value it, ValueRange args) {
        IndexMath lm{lb, loc};
        SmallVector<Value> accs(args);
        SmallVector<SmallVector<Value>> stepValues;
        for (int64_t u = 0; u < unroll; ++u) {
          Value step = lm.add(lm.mul(it, unroll), u);
          Value kBase = lm.mul(lm.add(lm.mul(step, tk), ikId), kPerStep);
          stepValues.push_back(loadStep(lb, kBase));
        }
        for (const SmallVector<Value> &values : stepValues)
          for (int64_t r = 0; r < R; ++r)
            for (int64_t e = 0; e < V; ++e) {
              Value sv = values[V + r * kPerStep + (access.alongK ? e : 0)];
              Value &slot = accs[r * W + (access.alongK ? 0 : e)];
              slot = add(lb, slot, mul(lb, sv, values[e]));
            }
        scf::YieldOp::create(lb, loc, accs);
      });
  SmallVector<Value> partial(loop.getResults());

  // The tree over the tk invocation rows, rowsPerPass local rows at a
  // time, then the outputs of those rows: entry (ir, rr, ic, w) of red[0]
  // is the sum at row ir * R + pass + rr, column group ic, lane w.
  Type wordType = accType;
  const int64_t entries = tc * W;
  const int64_t groupStride = rowsPerPass * entries;
  Value red = workgroupAlloc(b, loc, {tk, tr * groupStride}, wordType);
  Value Cbuf = root.getDpsInits()[0];
  // Invocation (ic, ik, ir)'s entry (rr, w) in its row of red.
  auto entryOf = [&](IndexMath &mm, int64_t rr, int64_t w) {
    Value e = mm.add(mm.mul(icId, W), rr * entries + w);
    return irId ? mm.add(e, mm.mul(irId, groupStride)) : e;
  };
  for (int64_t pass = 0; pass < R; pass += rowsPerPass) {
    int64_t rowsNow = std::min(rowsPerPass, R - pass);
    if (pass > 0)
      gpu::BarrierOp::create(b, loc);
    for (int64_t rr = 0; rr < rowsNow; ++rr)
      for (int64_t w = 0; w < W; ++w)
        memref::StoreOp::create(b, loc, partial[(pass + rr) * W + w], red,
                                ValueRange{ikId, entryOf(m, rr, w)});
    gpu::BarrierOp::create(b, loc);
    for (int64_t half = tk / 2; half >= 1; half /= 2) {
      guardedDo(b, loc, m.lt(ikId, half), [&](OpBuilder &ib) {
        IndexMath im{ib, loc};
        Value other = im.add(ikId, half);
        for (int64_t rr = 0; rr < rowsNow; ++rr)
          for (int64_t w = 0; w < W; ++w) {
            Value e = entryOf(im, rr, w);
            Value sum = add(
                ib, memref::LoadOp::create(ib, loc, red, ValueRange{ikId, e}),
                memref::LoadOp::create(ib, loc, red, ValueRange{other, e}));
            memref::StoreOp::create(ib, loc, sum, red, ValueRange{ikId, e});
          }
      });
      gpu::BarrierOp::create(b, loc);
    }
    // Outputs: one entry per invocation (linear id over tc x tk x tr).
    const int64_t perGroup = rowsNow * entries;
    const int64_t total = tr * perGroup;
    const int64_t invocations = tc * tk * tr;
    Value lid = m.add(m.mul(ikId, tc), icId);
    if (irId)
      lid = m.add(lid, m.mul(irId, tc * tk));
    for (int64_t first = 0; first < total; first += invocations) {
      Value e = m.add(lid, first);
      Value group = m.div(e, perGroup), inGroup = m.rem(e, perGroup);
      Value rr = m.div(inGroup, entries), within = m.rem(inGroup, entries);
      Value col = m.add(c0, within); // ic * W + w == column offset
      Value row = m.add(m.add(m.mul(group, R), rr), pass);
      Value slot = m.add(m.mul(group, groupStride), inGroup);
      Value ok = total % invocations ? m.lt(e, total) : Value();
      if (colGuard)
        ok = m.both(ok, m.lt(col, s.cols));
      if (rowClamp)
        ok = m.both(ok, m.lt(row, s.rows));
      guardedDo(b, loc, ok, [&](OpBuilder &ib) {
        IndexMath im{ib, loc};
        Value gm = s.smallIsLhs ? row : col, gn = s.smallIsLhs ? col : row;
        SmallVector<Value> outIdx = points.outAt(ib, gm, gn);
        Value sum =
            memref::LoadOp::create(ib, loc, red, ValueRange{im.c(0), slot});
        Value init = eval.valueAt(ib, loc, Cbuf, outIdx, body.rootPos);
        Value result = add(ib, init, sum);
        eval.rootValue = [&](OpBuilder &, ValueRange) { return result; };
        for (Value out : outputs) {
          Value v = eval.valueAt(ib, loc, out, outIdx, body.ops.size());
          memref::StoreOp::create(ib, loc, v, out, outIdx);
        }
      });
    }
  }
  eraseOriginal(func, body);
  setGrid(func, {tc, tk, tr}, {colGroups, 1, s.batch},
          llvm::formatv(
              "skinny contraction {0}x{1}x{2}x{3} (batch x rows x "
              "columns x k, {4} the small side), {5}x{6}x{11} "
              "invocations (columns x k x row groups), L {7} along {8}, "
              "{9} steps of {10} in flight",
              s.batch, s.rows, s.cols, s.k, s.smallIsLhs ? "A" : "B", tc, tk,
              V > 1 ? llvm::formatv("{0}-byte words of {1}", lanes * 4, V).str()
                    : std::string("element by element"),
              access.alongK ? "k" : "the columns", steps, unroll, tr)
              .str());
  return success();
}

} // namespace detail
} // namespace strata::vulkan
