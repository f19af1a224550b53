//===- MatmulKernel.cpp - The matmul kernel of cooperative-kernels --------===//
//
// The `matmul` and `conv` kernels of strata-vulkan-cooperative-kernels (see
// CooperativeKernels.cpp and plugins/target-vulkan/README.md, "Cooperative
// kernels"): workgroup tiles of C with bk-deep slices of A and B staged
// through workgroup memory between barriers; register tiles of
// vector<4> FMAs per invocation, or cooperative-matrix fragments per
// subgroup (tensor cores: f16/bf16 summed in f32, 8-bit integers in i32);
// fused producers evaluated in the tile loads, consumers in the epilogue.
//
//===----------------------------------------------------------------------===//

#include "CooperativeKernels.h"
#include "KernelEmitter.h"
#include "KernelSupport.h"
#include "strata/Target/Vulkan/VulkanTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace strata::vulkan {

using namespace detail;

namespace {

/// The name the kernel description gives a cooperative operand type.
std::string cooperativeTypeName(Type type) {
  if (type.isSignedInteger(8))
    return "i8";
  std::string name;
  llvm::raw_string_ostream os(name);
  type.print(os);
  return name;
}

} // namespace

namespace detail {

LogicalResult emitMatmul(func::FuncOp func, DispatchBody &body,
                         const KernelLimits &limits) {
  linalg::LinalgOp root = body.root();
  // A convolution runs as an implicit GEMM: only the tile loads and the
  // output indices differ (A[m, k] = I[n, oh*sh + kh*dh, ow*sw + kw*dw, c]
  // with m = (n, oh, ow), k = (kh, kw, c); B[k, f] = F[kh, kw, c, f];
  // C[m, f] = O[n, oh, ow, f]).
  std::optional<ConvShape> conv = matchConv(root);
  std::optional<Contraction> con = conv ? std::nullopt : matchContraction(root);
  if (!conv && !con)
    return failure();
  const MatmulShape s = conv ? conv->asMatmul() : getMatmulShape(*con);
  std::optional<MatmulConfig> cfgOr =
      conv ? chooseConvConfig(*conv, limits) : chooseMatmulConfig(s, limits);
  if (!cfgOr)
    return failure();
  // Tensor cores: a contraction of f16 or bf16 values (X and Y extended
  // to f32 in the body) summed in f32, or of 8-bit integers (sign- or
  // zero-extended to i32) summed in i32, from a fill, on a target with
  // cooperative matrices of that type.
  Value bufC = root.getDpsInits()[0];
  linalg::FillOp initialFill;
  for (unsigned pos = body.rootPos; pos-- > 0;)
    if (llvm::is_contained(getWrittenBuffers(body.ops[pos]), bufC)) {
      initialFill = dyn_cast<linalg::FillOp>(body.ops[pos]);
      break;
    }
  Type coopType;
  if (con && initialFill)
    coopType = cooperativeContractionType(*con, root.getBlock(), limits);
  // 8-bit matrices take fragments 32 deep, 16-bit ones 16.
  CooperativeElement element{coopType ? coopType.getIntOrFloatBitWidth() / 8
                                      : 2};
  if (coopType) {
    if (std::optional<MatmulConfig> coopCfg =
            chooseCooperativeConfig(s, limits, element))
      cfgOr = coopCfg;
    else
      coopType = Type();
  }
  const bool int8Matrices = coopType && coopType.isInteger(8);
  const int64_t fragK = element.fragK();
  const MatmulConfig cfg = *cfgOr;
  SmallVector<Value> outputs = getOutputs(body);
  auto writtenBeforeRoot = [&](Value buffer) {
    for (unsigned pos = 0; pos < body.rootPos; ++pos)
      if (llvm::is_contained(getWrittenBuffers(body.ops[pos]), buffer))
        return true;
    return false;
  };
  // The convolution's input and filter are read straight from their
  // bindings.
  Value bufA, bufB;
  if (conv) {
    bufA = root.getDpsInputs()[0];
    bufB = root.getDpsInputs()[1];
    if (writtenBeforeRoot(bufA) || writtenBeforeRoot(bufB) ||
        !isa<BlockArgument>(bufA) || !isa<BlockArgument>(bufB))
      return failure();
  }

  // vector<4> words along k of A and along n of B where the operand is a
  // binding read as it is (for a conv: along c, canBeVec4 checks its
  // innermost dimension), and along n of the outputs. Other operands are
  // evaluated element by element (scalar loads; a transposed operand's
  // loads spread so that a warp's run along its contiguous dim).
  bool vecA = false, vecB = false, vecOut = false;
  if (conv) {
    vecA = s.k % 4 == 0 && canBeVec4(bufA);
    vecB = s.n % 4 == 0 && canBeVec4(bufB);
    vecOut = s.n % 4 == 0;
  } else {
    auto bareAlong = [&](OpOperand *input, ArrayRef<unsigned> loops) {
      return input && !loops.empty() &&
             getInnermostLoop(input) == loops.back() &&
             con->ranges[loops.back()] % 4 == 0 &&
             !writtenBeforeRoot(input->get()) && canBeVec4(input->get());
    };
    if (bareAlong(con->lhsInput, con->k)) {
      vecA = true;
      bufA = con->lhsInput->get();
    }
    if (bareAlong(con->rhsInput, con->n)) {
      vecB = true;
      bufB = con->rhsInput->get();
    }
    vecOut = !con->n.empty() &&
             getInnermostLoop(root.getDpsInitOperand(0)) == con->n.back() &&
             con->ranges[con->n.back()] % 4 == 0;
  }
  // Cooperative matrices: a side that extends a 16-bit (8-bit) binding
  // read as it is along the quads' direction (A along k, B along n) is
  // loaded four elements per 8-byte (4-byte) word: the binding is retyped
  // to vector<4xf16> (vector<4xi8>) words (bf16 bit patterns travel as
  // f16) whose elements go to the slices as they are. (Slices of words, read
  // by the matrix loads in words, made the H200's bf16 4096^3 matmul 6%
  // slower than these 16-bit stores.)
  OpOperand *wordInputA = nullptr, *wordInputB = nullptr;
  auto wordInput = [&](Value side, ArrayRef<unsigned> quadCls,
                       const llvm::SetVector<Value> &otherCone) {
    Value source = extensionSource(side);
    auto arg = source ? dyn_cast<BlockArgument>(source) : BlockArgument();
    if (!arg || arg.getOwner() != root.getBlock() || quadCls.empty() ||
        otherCone.contains(arg))
      return (OpOperand *)nullptr;
    OpOperand *input = root.getMatchingOpOperand(arg);
    Value buffer = input->get();
    auto type = dyn_cast<MemRefType>(buffer.getType());
    unsigned loop = quadCls.back();
    if (!root.isDpsInput(input) || !type || type.getRank() == 0 ||
        !isa<BlockArgument>(buffer) || getInnermostLoop(input) != loop ||
        type.getShape().back() % 4 || con->ranges[loop] % 4 ||
        writtenBeforeRoot(buffer) || !buffer.hasOneUse())
      return (OpOperand *)nullptr;
    for (AffineExpr expr :
         root.getMatchingIndexingMap(input).getResults().drop_back())
      if (expr.isFunctionOfDim(loop))
        return (OpOperand *)nullptr;
    return input;
  };
  // Cooperative matrices: a side stored with its row class innermost (A
  // with m, B with k: attention's K, weights stored [n, k]) is staged
  // transposed, its quads running along that class, and its fragments
  // are loaded column-major.
  const bool aT = coopType && s.aTransposed, bT = coopType && s.bTransposed;
  // 8-bit matrices: B's slice is held k-contiguous per column even where B
  // is stored with n innermost (loaded along n as usual, each quad's bytes
  // stored down a column): NVIDIA's row-major 8-bit B fragments need their
  // bytes gathered (no transposing matrix load for 8-bit values), its
  // column-major ones are plain loads.
  const bool bColumns = int8Matrices && !bT;
  // Whether a side's quads are taken column-major (its stored innermost
  // dimension is its slice's row class, or B's bColumns).
  const bool aColumnOrder = s.aTransposed,
             bColumnOrder = s.bTransposed || bColumns;
  if (coopType) {
    wordInputA = wordInput(con->lhs, aT ? con->m : con->k, con->rhsCone);
    wordInputB = wordInput(con->rhs, bT ? con->k : con->n, con->lhsCone);
  }
  llvm::SmallDenseSet<Value> vec4;
  if (vecA)
    vec4.insert(bufA);
  if (vecB)
    vec4.insert(bufB);
  if (vecOut)
    for (Value out : outputs)
      if (canBeVec4(out))
        vec4.insert(out);
  // Cooperative matrices: the slices hold the operands' bit patterns,
  // 16-bit values as f16 (bf16 too: the gpu dialect's matrices have no
  // bf16; ConvertToSPIRV retypes them) and 8-bit integers as i8 (the
  // fragments carry the signedness).
  MLIRContext *ctx = func.getContext();
  Type coopSliceType = int8Matrices ? Type(IntegerType::get(ctx, 8))
                                    : Type(Float16Type::get(ctx));
  for (OpOperand *input : {wordInputA, wordInputB}) {
    if (!input)
      continue;
    auto type = cast<MemRefType>(input->get().getType());
    SmallVector<int64_t> shape(type.getShape());
    shape.back() /= 4;
    input->get().setType(
        MemRefType::get(shape, VectorType::get({4}, coopSliceType)));
  }
  retypeBindings(func, vec4);

  const int64_t tx = cfg.threadsX(), ty = cfg.threadsY();
  const int64_t threads = tx * ty;
  const int64_t kq = cfg.bk / 4; // k quads per tile row of A
  const int64_t nq = cfg.tn / 4; // n quads per tile row of B
  const int64_t cq = cfg.rn / 4; // accumulator quads per row
  const int64_t numK = ceilDiv(s.k, cfg.bk);

  Location loc = root.getLoc();
  OpBuilder b(func.getBody().front().getTerminator());
  IndexMath m{b, loc};
  // f32 accumulation, or i32 (integer contractions: exact, wrapping).
  Type accType =
      root.getMatchingBlockArgument(root.getDpsInitOperand(0)).getType();
  bool integer = isa<IntegerType>(accType);
  auto v4 = VectorType::get({4}, accType);
  auto zeroAttr = [&](OpBuilder &nb) -> TypedAttr {
    return integer ? TypedAttr(nb.getIntegerAttr(accType, 0))
                   : TypedAttr(nb.getFloatAttr(accType, 0.0));
  };

  Value bxId = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value byId = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  Value bzId =
      s.batch > 1
          ? gpu::BlockIdOp::create(b, loc, gpu::Dimension::z).getResult()
          : Value();
  Value txId = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value tyId = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::y);
  Value lid = m.add(m.mul(tyId, tx), txId);
  Value m0 = m.mul(byId, cfg.tm), n0 = m.mul(bxId, cfg.tn);

  // Cooperative matrices: padded slice rows; one fragment per subgroup
  // for the epilogue.
  Type sliceType = coopType ? coopSliceType : Type(v4);
  const int64_t ldA = (aT ? cfg.tm : cfg.bk) + element.rowPad();
  const int64_t ldB = (bT || bColumns ? cfg.bk : cfg.tn) + element.rowPad();
  Value sharedA =
      coopType ? workgroupAlloc(b, loc, {aT ? cfg.bk : cfg.tm, ldA}, sliceType)
               : workgroupAlloc(b, loc, {cfg.tm, kq}, v4);
  Value sharedB =
      coopType ? workgroupAlloc(b, loc, {bT || bColumns ? cfg.tn : cfg.bk, ldB},
                                sliceType)
               : workgroupAlloc(b, loc, {cfg.bk, nq}, v4);

  // The tile loads' quads: four accumulator-type values, or with
  // cooperative matrices the four 16-bit values X and Y extend, as the
  // slices' bit patterns (nothing converted between the operand and
  // workgroup memory; a fused producer's own truncation stays).
  Type quadElement = coopType ? sliceType : accType;
  auto quadType = VectorType::get({4}, quadElement);
  auto quadZeroAttr = [&](OpBuilder &nb) -> TypedAttr {
    return integer ? TypedAttr(nb.getIntegerAttr(quadElement, 0))
                   : TypedAttr(nb.getFloatAttr(quadElement, 0.0));
  };
  Value zeroQuad = arith::ConstantOp::create(
      b, loc, quadType, DenseElementsAttr::get(quadType, quadZeroAttr(b)));

  Evaluator eval(body, vec4);
  // Contractions: the loop values of a point of the GEMM (m, n or k null
  // where the side does not read them), the batch loops' once.
  std::optional<ContractionPoints> points;
  if (con) {
    points.emplace(ContractionPoints{root, *con, body, eval, loc, {}});
    points->setBatch(b, bzId);
  }

  // Elements col..col+3 of a tile row as one vector<4>: `element(i, col
  // + i)` where col + i < limit, zero past it (a guard per element).
  auto elementQuad = [&](OpBuilder &nb, Value col, int64_t limit,
                         llvm::function_ref<Value(OpBuilder &, int64_t, Value)>
                             element) {
    IndexMath mm{nb, loc};
    SmallVector<Value> elems;
    Value zero = arith::ConstantOp::create(nb, loc, quadZeroAttr(nb));
    for (int64_t i = 0; i < 4; ++i) {
      Value c = mm.add(col, i);
      Value ok = limit % 4 == 0 ? Value() : mm.lt(c, limit);
      elems.push_back(guarded(
          nb, loc, ok,
          [&](OpBuilder &ib) -> SmallVector<Value> {
            return {element(ib, i, c)};
          },
          [&](OpBuilder &) -> SmallVector<Value> { return {zero}; })[0]);
    }
    return vector::FromElementsOp::create(nb, loc, quadType, elems).getResult();
  };
  using IndexFn =
      llvm::function_ref<SmallVector<Value>(OpBuilder &, Value col)>;
  // Four consecutive elements of a row of a tile operand at columns
  // col..col+3 (`at` gives the binding's indices of one column): one word
  // when the binding is vec4 (col is then a multiple of 4 and the word
  // index is the innermost one divided by 4), else four guarded scalar
  // loads (col + i < limit).
  auto loadQuad = [&](OpBuilder &nb, Value buffer, IndexFn at, Value col,
                      int64_t limit, bool isVec) -> Value {
    IndexMath mm{nb, loc};
    if (isVec) {
      SmallVector<Value> idx = at(nb, col);
      idx.back() = mm.div(idx.back(), 4);
      return memref::LoadOp::create(nb, loc, buffer, idx);
    }
    return elementQuad(nb, col, limit, [&](OpBuilder &ib, int64_t, Value c) {
      return memref::LoadOp::create(ib, loc, buffer, at(ib, c)).getResult();
    });
  };
  // A quad of contraction side `v` at rows (class `rowCls`, linear `row`)
  // and columns col..col+3 (class `colCls`): a word of `buffer` when the
  // side is a vec4 binding, else four evaluations (guarded past the
  // class's end; consecutive columns share their outer loops when the
  // innermost column loop is a multiple of 4 long).
  auto loadSideQuad = [&](OpBuilder &nb, Value v, bool isVec,
                          ArrayRef<unsigned> rowCls, Value row,
                          ArrayRef<unsigned> colCls, Value col) -> Value {
    IndexMath mm{nb, loc};
    SmallVector<Value> loops = points->pointLoops(mm);
    points->setLoops(mm, loops, rowCls, row);
    points->setLoops(mm, loops, colCls, col);
    OpOperand *word = v == con->lhs ? wordInputA : wordInputB;
    if (isVec || word) {
      OpOperand *input =
          word ? word : (v == con->lhs ? con->lhsInput : con->rhsInput);
      SmallVector<Value> idx =
          eval.applyMap(nb, loc, root.getMatchingIndexingMap(input), loops);
      idx.back() = mm.div(idx.back(), 4);
      return memref::LoadOp::create(nb, loc, input->get(), idx);
    }
    bool shareOuter = !colCls.empty() && con->ranges[colCls.back()] % 4 == 0;
    return elementQuad(
        nb, col, con->size(colCls), [&](OpBuilder &ib, int64_t i, Value c) {
          IndexMath im{ib, loc};
          SmallVector<Value> at = loops;
          if (shareOuter)
            at[colCls.back()] = im.add(loops[colCls.back()], i);
          else
            points->setLoops(im, at, colCls, c);
          Value x = points->evaluateSide(ib, v, at);
          if (!coopType)
            return x;
          // X and Y are extensions of coopType values (checked above):
          // the slice takes the value extended.
          Operation *ext = x.getDefiningOp();
          Value narrow = extensionSource(x);
          if (ext->use_empty())
            ext->erase();
          if (narrow.getType() != sliceType)
            narrow = arith::BitcastOp::create(ib, loc, sliceType, narrow);
          return narrow;
        });
  };
  // The global loads of the A and B slices: the workgroup's invocations
  // share them out, quad by quad.
  const int64_t quadsA = cfg.tm * kq, quadsB = cfg.bk * nq;
  const int64_t perA = ceilDiv(quadsA, threads);
  const int64_t perB = ceilDiv(quadsB, threads);
  // Conv: the A-tile rows an invocation loads are the same in every k
  // slice; their (n, oh * sh, ow * sw) are computed once.
  SmallVector<std::array<Value, 3>> convRows;
  if (conv) {
    for (int64_t it = 0; it < perA; ++it) {
      Value gm = m.add(m0, m.div(m.add(lid, it * threads), kq));
      SmallVector<Value> p = m.delinearize(gm, {conv->n, conv->oh, conv->ow});
      convRows.push_back({p[0], m.mul(p[1], conv->sh), m.mul(p[2], conv->sw)});
    }
  }
  // The it-th A quad an invocation loads (row gm, columns gk..); row gk,
  // columns gn.. of B.
  auto loadA = [&](OpBuilder &nb, int64_t it, Value gm, Value gk) -> Value {
    if (!conv)
      return loadSideQuad(nb, con->lhs, vecA, con->m, gm, con->k, gk);
    const std::array<Value, 3> &row = convRows[it];
    return loadQuad(
        nb, bufA,
        [&](OpBuilder &ib, Value k) -> SmallVector<Value> {
          IndexMath im{ib, loc};
          SmallVector<Value> q =
              im.delinearize(k, {conv->kh, conv->kw, conv->c});
          return {row[0], im.add(row[1], im.mul(q[0], conv->dh)),
                  im.add(row[2], im.mul(q[1], conv->dw)), q[2]};
        },
        gk, s.k, vecA);
  };
  auto loadB = [&](OpBuilder &nb, Value gk, Value gn) -> Value {
    if (!conv)
      return loadSideQuad(nb, con->rhs, vecB, con->k, gk, con->n, gn);
    IndexMath mm{nb, loc};
    SmallVector<Value> q = mm.delinearize(gk, {conv->kh, conv->kw, conv->c});
    return loadQuad(
        nb, bufB,
        [&](OpBuilder &, Value col) -> SmallVector<Value> {
          return {q[0], q[1], q[2], col};
        },
        gn, s.n, vecB);
  };
  // The output indices of C[gm, col].
  auto outAt = [&](OpBuilder &nb, Value gm, Value col) {
    IndexMath mm{nb, loc};
    if (!conv)
      return points->outAt(nb, gm, col);
    SmallVector<Value> idx = mm.delinearize(gm, {conv->n, conv->oh, conv->ow});
    idx.push_back(col);
    return idx;
  };
  // The output indices of lane l of the quad at C[gm, gn..gn+3] whose
  // first lane is at `quadAt`: the innermost index + l where the quad's
  // lanes share the outer ones (always for a conv), else computed.
  const bool lanesShareOuter =
      conv || (!con->n.empty() &&
               getInnermostLoop(root.getDpsInitOperand(0)) == con->n.back() &&
               con->ranges[con->n.back()] % 4 == 0);
  auto laneAt = [&](OpBuilder &nb, ArrayRef<Value> quadAt, Value gm, Value gn,
                    int64_t l) {
    IndexMath mm{nb, loc};
    if (!lanesShareOuter)
      return outAt(nb, gm, mm.add(gn, l));
    SmallVector<Value> at(quadAt);
    at.back() = mm.add(at.back(), l);
    return at;
  };

  // The slice row and quad column of quad `q` of A (tm x kq quads) or B
  // (bk x nq): row-major, so a warp's vec4 loads are contiguous; for a
  // transposed operand column-major, so a warp's scalar loads are (its
  // invocations take consecutive rows of A, k of B: the stored innermost
  // dimension).
  // A cooperative side staged transposed (aT, bT) has its slice rows
  // along the other class: A's k (bk rows of tm / 4 quads), B's n (tn
  // rows of bk / 4), row-major again. B's quads with bColumns are taken
  // column-major too: a warp's byte stores down the slice's columns then
  // hit consecutive bytes of one row.
  auto sliceQuad = [&](IndexMath &mm, bool isA,
                       Value q) -> std::pair<Value, Value> {
    if (isA ? aT : bT) {
      int64_t quads = isA ? cfg.tm / 4 : cfg.bk / 4;
      return {mm.div(q, quads), mm.rem(q, quads)};
    }
    bool transposed = isA ? aColumnOrder : bColumnOrder;
    int64_t rows = isA ? cfg.tm : cfg.bk, quads = isA ? kq : nq;
    if (transposed)
      return {mm.rem(q, rows), mm.div(q, rows)};
    return {mm.div(q, quads), mm.rem(q, quads)};
  };
  // The slice row and quad column of the it-th quad an invocation loads
  // and stores (quad lid + it * threads in sliceQuad's order). On the
  // tensor-core kernel, where the workgroup covers whole slice rows per
  // step (threads a multiple of the quads per row; of the rows for the
  // column-major order), one coordinate is lid's and the other moves by a
  // constant per step, computed once: each quad's addresses are then one
  // register plus a constant offset. (With a division per quad, NVIDIA's
  // compiler kept an address per quad live across the k loop: 209
  // registers per invocation on the bf16 kernel, now 182; 255 and spills
  // on the int8 one, now 239. The f32 FMA tiles went 217 -> 203 registers
  // but were no faster: 4096^3 3.255 -> 3.285 ms per dispatch on an H100,
  // so they keep the division.)
  struct SliceOrder {
    bool columnMajor = false;
    int64_t span = 0; // quads per row (row-major) or rows (column-major)
    Value lidDiv, lidRem;
  };
  auto sliceOrder = [&](bool isA) {
    SliceOrder order;
    bool staged = isA ? aT : bT;
    bool transposed = isA ? aColumnOrder : bColumnOrder;
    order.columnMajor = !staged && transposed;
    order.span = staged              ? (isA ? cfg.tm / 4 : cfg.bk / 4)
                 : order.columnMajor ? (isA ? cfg.tm : cfg.bk)
                                     : (isA ? kq : nq);
    if (coopType && threads % order.span == 0) {
      order.lidDiv = m.div(lid, order.span);
      order.lidRem = m.rem(lid, order.span);
    }
    return order;
  };
  const SliceOrder orderA = sliceOrder(true), orderB = sliceOrder(false);
  auto sliceQuadAt = [&](IndexMath &mm, bool isA,
                         int64_t it) -> std::pair<Value, Value> {
    const SliceOrder &order = isA ? orderA : orderB;
    if (!order.lidDiv)
      return sliceQuad(mm, isA, mm.add(lid, it * threads));
    Value moved = mm.add(order.lidDiv, it * (threads / order.span));
    if (order.columnMajor)
      return {order.lidRem, moved};
    return {moved, order.lidRem};
  };
  // The global loads of the A and B slices starting at `k0`.
  // A's slice rows are m and its columns k, B's rows k and columns n; a
  // side staged transposed (aT, bT) has them the other way round.
  auto loadSlices = [&](OpBuilder &nb, Value k0) {
    IndexMath mm{nb, loc};
    SmallVector<Value> values;
    for (int64_t it = 0; it < perA + perB; ++it) {
      const bool isA = it < perA, staged = isA ? aT : bT;
      const int64_t i = isA ? it : it - perA;
      const int64_t quads = isA ? quadsA : quadsB;
      Value q = mm.add(lid, i * threads);
      auto [row, quad] = sliceQuadAt(mm, isA, i);
      Value col = mm.mul(quad, 4);
      // The global row- and column-class points of the quad's first value.
      Value gr = mm.add(isA ? m0 : k0, staged ? col : row);
      Value gc = mm.add(isA ? k0 : n0, staged ? row : col);
      Value ok = quads % threads ? mm.lt(q, quads) : Value();
      const int64_t rowSize = isA ? s.m : s.k, rowTile = isA ? cfg.tm : cfg.bk;
      const int64_t colSize = isA ? s.k : s.n, colTile = isA ? cfg.bk : cfg.tn;
      if (rowSize % rowTile)
        ok = mm.both(ok, mm.lt(gr, rowSize));
      if (colSize % colTile)
        ok = mm.both(ok, mm.lt(gc, colSize));
      values.push_back(guarded(
          nb, loc, ok,
          [&](OpBuilder &ib) -> SmallVector<Value> {
            if (staged) // four consecutive row-class points at one column
              return {isA ? loadSideQuad(ib, con->lhs, false, con->k, gc,
                                         con->m, gr)
                          : loadSideQuad(ib, con->rhs, false, con->n, gc,
                                         con->k, gr)};
            return {isA ? loadA(ib, i, gr, gc) : loadB(ib, gr, gc)};
          },
          [&](OpBuilder &) -> SmallVector<Value> { return {zeroQuad}; })[0]);
    }
    return values;
  };
  auto storeSlices = [&](OpBuilder &nb, ValueRange values) {
    IndexMath mm{nb, loc};
    for (int64_t it = 0; it < perA + perB; ++it) {
      bool isA = it < perA;
      int64_t i = isA ? it : it - perA;
      int64_t quads = isA ? quadsA : quadsB;
      Value q = mm.add(lid, i * threads);
      Value ok = quads % threads ? mm.lt(q, quads) : Value();
      guardedDo(nb, loc, ok, [&](OpBuilder &ib) {
        IndexMath im{ib, loc};
        auto [row, quad] = sliceQuadAt(im, isA, i);
        Value shared = isA ? sharedA : sharedB;
        if (!coopType) {
          memref::StoreOp::create(ib, loc, values[it], shared,
                                  ValueRange{row, quad});
          return;
        }
        for (int64_t i = 0; i < 4; ++i) {
          Value v = vector::ExtractOp::create(ib, loc, values[it], i);
          Value col = im.add(im.mul(quad, 4), i);
          memref::StoreOp::create(ib, loc, v, shared,
                                  !isA && bColumns ? ValueRange{col, row}
                                                   : ValueRange{row, col});
        }
      });
    }
  };

  // Rows ty + r * ty_count and column quads tx + c * tx_count of the
  // tile: a warp's loads of one B row are contiguous, its A loads
  // broadcast.
  SmallVector<Value> rowOf, colQuadOf, colOf;
  for (int64_t r = 0; r < cfg.rm; ++r)
    rowOf.push_back(m.add(tyId, r * ty));
  for (int64_t c = 0; c < cq; ++c) {
    colQuadOf.push_back(m.add(txId, c * tx));
    colOf.push_back(m.mul(colQuadOf.back(), 4));
  }

  // Cooperative matrices: subgroup sg computes fragments (i, j) of 16 x
  // 16 at rows sgRow + 16 i, columns sgCol + 16 j of the tile, fragK deep
  // per step.
  // With k groups, subgroup sg is subgroup sg % perGroup of group
  // sg / perGroup, which takes k rows [group * kPerGroup, + kPerGroup) of
  // every slice.
  const int64_t subgroups = threads / 32, perGroup = subgroups / cfg.kGroups;
  const int64_t sgN = 2, sgM = perGroup / sgN;
  const int64_t fm = cfg.tm / sgM / 16, fn = cfg.tn / sgN / 16;
  const int64_t kPerGroup = cfg.bk / cfg.kGroups;
  Value sgId, laneId, sgRow, sgCol, group, groupK;
  // A and B fragments: the slices' f16 (bf16 marked), or the signed or
  // unsigned 8-bit type the contraction extends.
  auto fragType = [&](Type element, StringRef use) {
    SmallVector<int64_t, 2> shape = {16, 16};
    if (use == "AOp")
      shape[1] = fragK;
    else if (use == "BOp")
      shape[0] = fragK;
    return gpu::MMAMatrixType::get(shape, element, use);
  };
  Type operandFragmentElement = int8Matrices ? coopType : sliceType;
  // The fragment at (row, col) of a slice (column-major when the side is
  // staged transposed).
  auto fragmentLoad = [&](OpBuilder &lb, StringRef use, Value shared,
                          bool transposed, Value row, Value col,
                          int64_t ld) -> Value {
    return loadFragment(lb, loc, fragType(operandFragmentElement, use), shared,
                        transposed, row, col, ld, coopType.isBF16());
  };
  if (coopType) {
    sgId = gpu::SubgroupIdOp::create(b, loc, /*upper_bound=*/nullptr);
    laneId = gpu::LaneIdOp::create(b, loc, /*upper_bound=*/nullptr);
    Value sgLocal = sgId;
    if (cfg.kGroups > 1) {
      group = m.div(sgId, perGroup);
      groupK = m.mul(group, kPerGroup);
      sgLocal = m.rem(sgId, perGroup);
    }
    sgRow = m.mul(m.div(sgLocal, sgN), fm * 16);
    sgCol = m.mul(m.rem(sgLocal, sgN), fn * 16);
  }

  // Initial accumulators: C's value before the matmul (a fill's value,
  // or C as it is: a guarded read).
  SmallVector<Value> acc;
  if (coopType) {
    Value fillValue = initialFill.getInputs()[0];
    for (int64_t f = 0; f < fm * fn; ++f)
      acc.push_back(gpu::SubgroupMmaConstantMatrixOp::create(
          b, loc, fragType(accType, "COp"), fillValue));
  } else {
    Operation *writer = nullptr;
    for (unsigned pos = body.rootPos; pos-- > 0;)
      if (llvm::is_contained(getWrittenBuffers(body.ops[pos]), bufC)) {
        writer = body.ops[pos];
        break;
      }
    auto fill = dyn_cast_or_null<linalg::FillOp>(writer);
    for (int64_t r = 0; r < cfg.rm; ++r)
      for (int64_t c = 0; c < cq; ++c) {
        if (fill) {
          acc.push_back(
              vector::BroadcastOp::create(b, loc, v4, fill.getInputs()[0]));
          continue;
        }
        Value gm = m.add(m0, rowOf[r]), gn = m.add(n0, colOf[c]);
        SmallVector<Value> lanes;
        for (int64_t l = 0; l < 4; ++l) {
          Value gl = m.add(gn, l);
          Value ok = m.both(m.lt(gm, s.m), m.lt(gl, s.n));
          lanes.push_back(guarded(
              b, loc, ok,
              [&](OpBuilder &ib) -> SmallVector<Value> {
                return {eval.valueAt(ib, loc, bufC, outAt(ib, gm, gl),
                                     body.rootPos)};
              },
              [&](OpBuilder &ib) -> SmallVector<Value> {
                return {arith::ConstantOp::create(ib, loc, zeroAttr(ib))};
              })[0]);
        }
        acc.push_back(vector::FromElementsOp::create(b, loc, v4, lanes));
      }
  }

  // The k loop: slices in registers -> workgroup memory, barrier, next
  // slices' loads issued, this slice consumed, barrier.
  SmallVector<Value> init = acc;
  SmallVector<Value> first = loadSlices(b, m.c(0));
  init.append(first);
  const int64_t numAcc = acc.size();
  auto loop = scf::ForOp::create(
      b, loc, m.c(0), m.c(numK * cfg.bk), m.c(cfg.bk), init,
      [&](OpBuilder &lb, Location, Value k0, ValueRange args) {
        IndexMath lm{lb, loc};
        SmallVector<Value> accs(args.take_front(numAcc));
        storeSlices(lb, args.drop_front(numAcc));
        gpu::BarrierOp::create(lb, loc);
        SmallVector<Value> next;
        if (numK > 1) {
          Value kNext = lm.add(k0, cfg.bk);
          Value more = arith::CmpIOp::create(lb, loc, arith::CmpIPredicate::ult,
                                             kNext, lm.c(s.k));
          SmallVector<Value> zeros(perA + perB, zeroQuad);
          next = guarded(
              lb, loc, more,
              [&](OpBuilder &ib) { return loadSlices(ib, kNext); },
              [&](OpBuilder &) { return zeros; });
        } else {
          next.assign(perA + perB, zeroQuad);
        }
        for (int64_t kk = 0; coopType && kk < kPerGroup / fragK; ++kk) {
          SmallVector<Value> a, bf;
          Value kAt = groupK ? lm.add(groupK, kk * fragK) : lm.c(kk * fragK);
          for (int64_t i = 0; i < fm; ++i)
            a.push_back(fragmentLoad(lb, "AOp", sharedA, aT,
                                     lm.add(sgRow, i * 16), kAt, ldA));
          for (int64_t j = 0; j < fn; ++j)
            bf.push_back(fragmentLoad(lb, "BOp", sharedB, bT || bColumns, kAt,
                                      lm.add(sgCol, j * 16), ldB));
          for (int64_t i = 0; i < fm; ++i)
            for (int64_t j = 0; j < fn; ++j) {
              Value &slot = accs[i * fn + j];
              slot = gpu::SubgroupMmaComputeOp::create(
                  lb, loc, slot.getType(), a[i], bf[j], slot,
                  /*a_transpose=*/nullptr, /*b_transpose=*/nullptr);
            }
        }
        for (int64_t q = 0; !coopType && q < kq; ++q) {
          SmallVector<Value> a;
          for (int64_t r = 0; r < cfg.rm; ++r)
            a.push_back(memref::LoadOp::create(lb, loc, sharedA,
                                               ValueRange{rowOf[r], lm.c(q)}));
          for (int64_t i = 0; i < 4; ++i) {
            SmallVector<Value> bq;
            for (int64_t c = 0; c < cq; ++c)
              bq.push_back(memref::LoadOp::create(
                  lb, loc, sharedB, ValueRange{lm.c(q * 4 + i), colQuadOf[c]}));
            for (int64_t r = 0; r < cfg.rm; ++r) {
              Value ar = vector::BroadcastOp::create(
                  lb, loc, v4, vector::ExtractOp::create(lb, loc, a[r], i));
              for (int64_t c = 0; c < cq; ++c) {
                Value &slot = accs[r * cq + c];
                slot = integer ? arith::AddIOp::create(
                                     lb, loc, slot,
                                     arith::MulIOp::create(lb, loc, ar, bq[c]))
                                     .getResult()
                               : vector::FMAOp::create(lb, loc, ar, bq[c], slot)
                                     .getResult();
              }
            }
          }
        }
        gpu::BarrierOp::create(lb, loc);
        accs.append(next);
        scf::YieldOp::create(lb, loc, accs);
      });
  SmallVector<Value> results(loop.getResults().take_front(numAcc));

  // Epilogue: the consumers' values at each lane of the quad of C at
  // rows gm, columns gn..gn+3, stored to every binding written from the
  // matmul on.
  auto storeQuad = [&](OpBuilder &qb, Value quad, Value gm, Value gn) {
    IndexMath qm{qb, loc};
    Value ok;
    if (s.m % cfg.tm)
      ok = qm.lt(gm, s.m);
    if (s.n % cfg.tn)
      ok = qm.both(ok, qm.lt(gn, s.n));
    guardedDo(qb, loc, ok, [&](OpBuilder &ib) {
      IndexMath im{ib, loc};
      // The output indices of the quad's lanes; with vec4 outputs they
      // share their outer ones (the evaluator loads a word once per
      // lane group by them).
      SmallVector<Value> quadAt = outAt(ib, gm, gn);
      SmallVector<SmallVector<Value>> laneIdx;
      SmallVector<Value> lastIdx;
      for (int64_t l = 0; l < 4; ++l) {
        laneIdx.push_back(laneAt(ib, quadAt, gm, gn, l));
        lastIdx.push_back(laneIdx.back().back());
      }
      eval.rootValue = [&](OpBuilder &eb, ValueRange) -> Value {
        return vector::ExtractOp::create(eb, loc, quad, eval.lane);
      };
      for (Value out : outputs) {
        if (vec4.contains(out)) {
          eval.beginLanes(lastIdx);
          SmallVector<Value> lanes;
          for (int64_t l = 0; l < 4; ++l) {
            eval.lane = l;
            lanes.push_back(
                eval.valueAt(ib, loc, out, laneIdx[l], body.ops.size()));
          }
          eval.endLanes();
          SmallVector<Value> wordAt = quadAt;
          wordAt.back() = im.div(quadAt.back(), 4);
          // The output's own type (an i32 contraction's f32 epilogue).
          auto word = VectorType::get({4}, lanes.front().getType());
          memref::StoreOp::create(
              ib, loc, vector::FromElementsOp::create(ib, loc, word, lanes),
              out, wordAt);
          continue;
        }
        for (int64_t l = 0; l < 4; ++l) {
          Value okLane = s.n % 4 ? im.lt(im.add(gn, l), s.n) : Value();
          guardedDo(ib, loc, okLane, [&](OpBuilder &sb) {
            eval.lane = l;
            Value v = eval.valueAt(sb, loc, out, laneIdx[l], body.ops.size());
            memref::StoreOp::create(sb, loc, v, out, laneIdx[l]);
          });
        }
      }
    });
  };
  if (coopType) {
    // Each subgroup stores a fragment to its 16 x 16 of workgroup memory,
    // and its invocations read it back two quads each (every subgroup
    // stores as many fragments, so the barriers are uniform). With k
    // groups, group 0's invocations read and sum every group's copy of
    // their fragment and run the consumers; the others only store.
    Value scratch = workgroupAlloc(b, loc, {subgroups * 16, 16}, accType);
    Value scratchRow = m.mul(sgId, 16);
    // One copy of the consumers, in a loop over the fragments: fragment f
    // is stored by the f-th of a chain of uniform branches (values cannot
    // be indexed). Unrolled, the GPT layer's bf16 GELU epilogue made its
    // SPIR-V 177 KB (41 KB looped) and its MLP-up dispatch took 0.372 ms
    // on an H100, 0.309 looped (every tensor-core dispatch of the layer got
    // faster, 4096^3 bf16 0.550 -> 0.539 ms; int8 within 1%).
    const int64_t fragments = fm * fn;
    scf::ForOp::create(
        b, loc, m.c(0), m.c(fragments), m.c(1), ValueRange{},
        [&](OpBuilder &fb, Location, Value f, ValueRange) {
          IndexMath fmath{fb, loc};
          for (int64_t idx = 0; idx < fragments; ++idx) {
            Value is = arith::CmpIOp::create(fb, loc, arith::CmpIPredicate::eq,
                                             f, fmath.c(idx));
            scf::IfOp::create(fb, loc, is, [&](OpBuilder &ib, Location) {
              IndexMath im{ib, loc};
              gpu::SubgroupMmaStoreMatrixOp::create(
                  ib, loc, results[idx], scratch,
                  ValueRange{scratchRow, im.c(0)}, ib.getIndexAttr(16),
                  /*transpose=*/nullptr);
              scf::YieldOp::create(ib, loc);
            });
          }
          gpu::BarrierOp::create(fb, loc);
          Value i16 = fmath.mul(fmath.div(f, fn), 16);
          Value j16 = fmath.mul(fmath.rem(f, fn), 16);
          Value inGroup0 = group ? fmath.lt(sgId, perGroup) : Value();
          guardedDo(fb, loc, inGroup0, [&](OpBuilder &gb) {
            IndexMath gmath{gb, loc};
            for (int64_t h = 0; h < 2; ++h) {
              Value q = gmath.add(laneId, h * 32);
              Value r = gmath.div(q, 4), c = gmath.mul(gmath.rem(q, 4), 4);
              Value quad;
              for (int64_t g = 0; g < cfg.kGroups; ++g) {
                SmallVector<Value> lanes;
                Value row =
                    gmath.add(scratchRow, gmath.add(r, g * perGroup * 16));
                for (int64_t l = 0; l < 4; ++l)
                  lanes.push_back(memref::LoadOp::create(
                      gb, loc, scratch, ValueRange{row, gmath.add(c, l)}));
                Value part = vector::FromElementsOp::create(gb, loc, v4, lanes);
                quad =
                    !quad ? part
                    : integer
                        ? arith::AddIOp::create(gb, loc, quad, part).getResult()
                        : arith::AddFOp::create(gb, loc, quad, part)
                              .getResult();
              }
              storeQuad(gb, quad,
                        gmath.add(m0, gmath.add(sgRow, gmath.add(r, i16))),
                        gmath.add(n0, gmath.add(sgCol, gmath.add(c, j16))));
            }
          });
          gpu::BarrierOp::create(fb, loc);
          scf::YieldOp::create(fb, loc);
        });
  } else {
    for (int64_t r = 0; r < cfg.rm; ++r)
      for (int64_t c = 0; c < cq; ++c)
        storeQuad(b, results[r * cq + c], m.add(m0, rowOf[r]),
                  m.add(n0, colOf[c]));
  }
  eraseOriginal(func, body);
  auto operandForm = [&](bool isVec, Value side) -> std::string {
    if (isVec)
      return "vec4";
    if (con && (side == con->lhs ? wordInputA : wordInputB))
      return int8Matrices ? "4 x 8-bit words" : "4 x 16-bit words";
    if (conv)
      return "scalar";
    return side == con->lhs ? (con->lhsInput ? "scalar" : "fused")
                            : (con->rhsInput ? "scalar" : "fused");
  };
  std::string perInvocation =
      coopType
          ? llvm::formatv(
                "cooperative matrices 16x16x{0} {1} (tensor "
                "cores), {2} subgroups of {3}x{4} fragments{5}",
                fragK, cooperativeTypeName(coopType), subgroups, fm, fn,
                cfg.kGroups > 1
                    ? llvm::formatv(", k split over {0} groups", cfg.kGroups)
                          .str()
                    : std::string())
                .str()
          : llvm::formatv("{0}x{1} per invocation", cfg.rm, cfg.rn).str();
  setGrid(func, {tx, ty, 1},
          {ceilDiv(s.n, cfg.tn), ceilDiv(s.m, cfg.tm), s.batch},
          llvm::formatv("{0} {1}x{2}x{3}x{4} (batch x m x n x k), tile "
                        "{5}x{6}x{7}, {8}, A {9}{10}, "
                        "B {11}{12}",
                        conv ? "conv (implicit GEMM)" : "matmul", s.batch, s.m,
                        s.n, s.k, cfg.tm, cfg.tn, cfg.bk, perInvocation,
                        operandForm(vecA, con ? con->lhs : Value()),
                        s.aTransposed ? " (m innermost)" : "",
                        operandForm(vecB, con ? con->rhs : Value()),
                        s.bTransposed ? " (k innermost)" : "")
              .str());
  return success();
}

} // namespace detail
} // namespace strata::vulkan
