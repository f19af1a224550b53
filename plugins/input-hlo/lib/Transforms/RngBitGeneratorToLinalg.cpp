//===- RngBitGeneratorToLinalg.cpp - rng_bit_generator -*- C++ -*-===//
//
// stablehlo.rng_bit_generator, bit-exact with XLA: the StableHLO spec leaves
// the bits implementation-defined, so Strata computes what XLA's
// RngBitGeneratorExpander + xla/hlo/builder/lib/prng.cc compute (the CPU
// and GPU compilers expand the op with them; DEFAULT is PHILOX there). One
// linalg.generic over the output computes every element from its index; the
// state (key = state[0], counter = state[1..]) is read with tensor.extract.
//
// THREE_FRY (Threefry-2x32, 20 rounds; key = (lo32, hi32) of state[0]):
//   64-bit elements: element e (row-major) = threefry(state[1] + e) as
//     x0 | x1 << 32; new counter = state[1] + n.
//   32-bit elements: XLA splits the shape in halves along the first even
//     dimension s (else the first largest; rank 0: one pair, x0): the
//     element with index j along s takes word j % 2 of the pair computed
//     for counter state[1] + (row-major index in the shape with dim s
//     replaced by ceil(d_s / 2), at j / 2); new counter = state[1] +
//     elements of that half shape.
//   8/16-bit elements: the 32-bit bits, truncated.
// PHILOX (Philox-4x32, 10 rounds; key = (lo32, hi32) of state[0]): the
//   counter is the u128 (state[1], state[2]) for a ui64[3] state and
//   (state[1], state[0]) for a ui64[2] one (XLA reverses the state), and
//   only the low word is written back in the second case.
//   32-bit elements: element e = word e % 4 of philox(counter + e / 4);
//     new counter = counter + ceil(n / 4).
//   64-bit elements: element e = (w0 | w1 << 32) or (w2 | w3 << 32) for
//     e % 2 = 0 or 1 of philox(counter + e / 2); new counter += ceil(n / 2).
//   8/16-bit elements: the 32-bit bits, truncated.
// Float element types get the bits as they are (bitcast).
//
// stablehlo.rng (whose generator the spec leaves to the implementation) is
// stateless: element e draws on Threefry-2x32 of the counters 2e and 2e + 1
// under a key hashed from the op's location (so two rng ops differ, and every
// call returns the same numbers, as in IREE).
//   UNIFORM floats: u in [0, 1) from the mantissa bits (52 for f64, else 23),
//     x = a + u * (b - a) in f64 (f64) or f32 (narrower floats), rounded to
//     the result type; an x that rounds up to b becomes a.
//   UNIFORM integers and booleans: a + (64 random bits mod (b - a)) in 64-bit
//     arithmetic (a when b <= a).
//   NORMAL: Box-Muller, a + b * sqrt(-2 log(1 - u1)) * cos(2 pi u2).
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/xxhash.h"

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

namespace {

/// Scalar u32/u64 arithmetic on signless i32/i64 values.
struct Bits {
  OpBuilder &b;
  Location loc;

  Value c32(uint32_t v) {
    return arith::ConstantOp::create(
        b, loc, b.getIntegerAttr(b.getI32Type(), APInt(32, v)));
  }
  Value c64(uint64_t v) {
    return arith::ConstantOp::create(
        b, loc, b.getIntegerAttr(b.getI64Type(), APInt(64, v)));
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, loc, x, y); }
  Value xorI(Value x, Value y) { return arith::XOrIOp::create(b, loc, x, y); }
  Value orI(Value x, Value y) { return arith::OrIOp::create(b, loc, x, y); }
  Value shl(Value x, Value y) { return arith::ShLIOp::create(b, loc, x, y); }
  Value shr(Value x, Value y) { return arith::ShRUIOp::create(b, loc, x, y); }
  Value lo32(Value x) {
    return arith::TruncIOp::create(b, loc, b.getI32Type(), x);
  }
  Value hi32(Value x) { return lo32(shr(x, c64(32))); }
  Value zext64(Value x) {
    return arith::ExtUIOp::create(b, loc, b.getI64Type(), x);
  }
  /// lo | hi << 32.
  Value join(Value lo, Value hi) {
    return orI(zext64(lo), shl(zext64(hi), c64(32)));
  }
  Value rotl(Value x, int r) {
    return orI(shl(x, c32(r)), shr(x, c32(32 - r)));
  }
  Value select(Value cond, Value x, Value y) {
    return arith::SelectOp::create(b, loc, cond, x, y);
  }
  Value eq(Value x, Value y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x, y);
  }

  /// Threefry-2x32 with 20 rounds (XLA's ThreeFry2x32).
  std::array<Value, 2> threefry(std::array<Value, 2> x,
                                std::array<Value, 2> key) {
    static constexpr int rotations[8] = {13, 15, 26, 6, 17, 29, 16, 24};
    Value ks[3] = {key[0], key[1], xorI(xorI(c32(0x1BD11BDA), key[0]), key[1])};
    x[0] = add(x[0], ks[0]);
    x[1] = add(x[1], ks[1]);
    for (int block = 0; block < 5; ++block) {
      for (int r = 0; r < 4; ++r) {
        x[0] = add(x[0], x[1]);
        x[1] = xorI(x[0], rotl(x[1], rotations[(block % 2) * 4 + r]));
      }
      x[0] = add(x[0], ks[(block + 1) % 3]);
      x[1] = add(add(x[1], ks[(block + 2) % 3]), c32(block + 1));
    }
    return x;
  }

  /// Philox-4x32 with 10 rounds (XLA's Philox4x32).
  std::array<Value, 4> philox(std::array<Value, 4> x,
                              std::array<Value, 2> key) {
    auto mulHiLo = [&](Value v, uint32_t k) {
      Value product = mul(zext64(v), c64(k));
      return std::make_pair(hi32(product), lo32(product));
    };
    for (int round = 0; round < 10; ++round) {
      auto [hi0, lo0] = mulHiLo(x[0], 0xD2511F53);
      auto [hi1, lo1] = mulHiLo(x[2], 0xCD9E8D57);
      x = {xorI(xorI(hi1, x[1]), key[0]), lo1, xorI(xorI(hi0, x[3]), key[1]),
           lo0};
      key = {add(key[0], c32(0x9E3779B9)), add(key[1], c32(0xBB67AE85))};
    }
    return x;
  }

  /// u128 (lo, hi) + u64 `delta`, carrying into hi.
  std::pair<Value, Value> add128(Value lo, Value hi, Value delta) {
    Value newLo = add(lo, delta);
    Value carry =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, newLo, lo);
    return {newLo, select(carry, add(hi, c64(1)), hi)};
  }
};

/// How XLA's ThreeFryRngBit32 splits the shape: the split dimension (-1 for
/// rank 0) and the element count of the half shape.
std::pair<int64_t, int64_t> threeFrySplit(ArrayRef<int64_t> shape) {
  if (shape.empty())
    return {-1, 1};
  int64_t split = -1;
  for (auto [i, d] : llvm::enumerate(shape))
    if (d % 2 == 0) {
      split = i;
      break;
    }
  if (split < 0)
    for (auto [i, d] : llvm::enumerate(shape))
      if (split < 0 || d > shape[split])
        split = i;
  int64_t half = 1;
  for (auto [i, d] : llvm::enumerate(shape))
    half *= (int64_t)i == split ? (d + 1) / 2 : d;
  return {split, half};
}

/// A tensor of `type` whose element at `idx` is `element(b, loc, idx)`: one
/// parallel linalg.generic over it (a rank-0 result is computed as
/// tensor<1xT> and collapsed, see gather).
Value generateElements(
    OpBuilder &rewriter, Location loc, RankedTensorType type,
    function_ref<Value(OpBuilder &, Location, ArrayRef<Value>)> element) {
  int64_t rank = type.getRank();
  RankedTensorType genericType =
      rank == 0 ? RankedTensorType::get({1}, type.getElementType()) : type;
  int64_t loops = genericType.getRank();
  auto generic = linalg::GenericOp::create(
      rewriter, loc, genericType, ValueRange{},
      ValueRange{createEmpty(rewriter, loc, genericType)},
      ArrayRef<AffineMap>{rewriter.getMultiDimIdentityMap(loops)},
      SmallVector<utils::IteratorType>(loops, utils::IteratorType::parallel),
      [&](OpBuilder &b, Location l, ValueRange) {
        SmallVector<Value> idx;
        for (int64_t d = 0; d < rank; ++d)
          idx.push_back(linalg::IndexOp::create(b, l, d));
        linalg::YieldOp::create(b, l, element(b, l, idx));
      });
  Value result = generic.getResult(0);
  if (rank == 0)
    result = tensor::CollapseShapeOp::create(
        rewriter, loc, type, result, SmallVector<ReassociationIndices>{});
  return result;
}

struct RngBitGeneratorConverter : HLOConversionPattern<hlo::RngBitGeneratorOp> {
  using HLOConversionPattern::HLOConversionPattern;

  LogicalResult
  matchAndRewrite(hlo::RngBitGeneratorOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    if (failed(checkRealStaticTypes(op, why)))
      return fail(rewriter, op, why);
    auto outType = cast<RankedTensorType>(
        getTypeConverter()->convertType(op.getOutput().getType()));
    auto stateType =
        cast<RankedTensorType>(adaptor.getInitialState().getType());
    if (!stateType.getElementType().isInteger(64))
      return fail(rewriter, op,
                  "initial_state element type " +
                      llvmTypeName(getElementTypeOrSelf(
                          op.getInitialState().getType())) +
                      " is not supported, expected ui64 or i64");
    Type elemType = outType.getElementType();
    unsigned width = elemType.getIntOrFloatBitWidth();
    if (width != 8 && width != 16 && width != 32 && width != 64)
      return fail(rewriter, op,
                  "output element type " + llvmTypeName(elemType) +
                      " is not supported, expected 8, 16, 32 or 64 bits");
    bool philox = op.getRngAlgorithm() != hlo::RngAlgorithm::THREE_FRY;
    int64_t stateSize = stateType.getDimSize(0);

    Location loc = op.getLoc();
    Value state = adaptor.getInitialState();
    ArrayRef<int64_t> shape = outType.getShape();
    int64_t rank = outType.getRank();
    int64_t numElements = outType.getNumElements();
    auto [split, halfElements] = threeFrySplit(shape);

    // Reads state[i] as i64.
    auto readState = [&](OpBuilder &b, Location l, int64_t i) -> Value {
      return tensor::ExtractOp::create(
          b, l, state, ValueRange{arith::ConstantIndexOp::create(b, l, i)});
    };
    // Counter words (lo, hi) of PHILOX.
    auto philoxCounter = [&](OpBuilder &b, Location l) {
      return std::make_pair(readState(b, l, 1),
                            readState(b, l, stateSize >= 3 ? 2 : 0));
    };

    Value output = generateElements(
        rewriter, loc, outType,
        [&](OpBuilder &b, Location l, ArrayRef<Value> idx) -> Value {
          Bits u{b, l};
          auto toI64 = [&](Value index) -> Value {
            return arith::IndexCastUIOp::create(b, l, b.getI64Type(), index);
          };
          // Row-major linear index of `idx` in `dims`.
          auto linear = [&](ArrayRef<Value> idx, ArrayRef<int64_t> dims) {
            Value e = u.c64(0);
            for (auto [v, d] : llvm::zip(idx, dims))
              e = u.add(u.mul(e, u.c64(d)), toI64(v));
            return e;
          };
          Value key = readState(b, l, 0);
          std::array<Value, 2> key32 = {u.lo32(key), u.hi32(key)};
          Value bits; // i32 or i64
          if (!philox) {
            Value counter = readState(b, l, 1);
            if (width == 64) {
              Value in = u.add(counter, linear(idx, shape));
              auto y = u.threefry({u.lo32(in), u.hi32(in)}, key32);
              bits = u.join(y[0], y[1]);
            } else {
              Value offset = u.c64(0), second;
              if (split >= 0) {
                SmallVector<Value> halfIdx(idx);
                SmallVector<int64_t> halfDims(shape);
                Value j = toI64(idx[split]);
                halfIdx[split] = arith::ShRUIOp::create(
                    b, l, idx[split], arith::ConstantIndexOp::create(b, l, 1));
                halfDims[split] = (shape[split] + 1) / 2;
                offset = linear(halfIdx, halfDims);
                second = arith::TruncIOp::create(
                    b, l, b.getI1Type(),
                    arith::AndIOp::create(b, l, j, u.c64(1)));
              }
              Value in = u.add(counter, offset);
              auto y = u.threefry({u.lo32(in), u.hi32(in)}, key32);
              bits = second ? u.select(second, y[1], y[0]) : y[0];
            }
          } else {
            auto [lo, hi] = philoxCounter(b, l);
            Value e = linear(idx, shape);
            int perBlock = width == 64 ? 2 : 4;
            Value block = u.shr(e, u.c64(perBlock == 2 ? 1 : 2));
            Value lane = arith::AndIOp::create(b, l, e, u.c64(perBlock - 1));
            auto [clo, chi] = u.add128(lo, hi, block);
            auto w = u.philox(
                {u.lo32(clo), u.hi32(clo), u.lo32(chi), u.hi32(chi)}, key32);
            if (width == 64) {
              bits = u.select(u.eq(lane, u.c64(0)), u.join(w[0], w[1]),
                              u.join(w[2], w[3]));
            } else {
              bits = w[3];
              for (int k = 2; k >= 0; --k)
                bits = u.select(u.eq(lane, u.c64(k)), w[k], bits);
            }
          }
          Type intType = b.getIntegerType(width);
          if (width < 32)
            bits = arith::TruncIOp::create(b, l, intType, bits);
          if (isa<FloatType>(elemType))
            bits = arith::BitcastOp::create(b, l, elemType, bits);
          return bits;
        });

    // The new state: the key, then the advanced counter.
    Bits u{rewriter, loc};
    SmallVector<Value> newState = {readState(rewriter, loc, 0)};
    if (!philox) {
      int64_t advance = width == 64 ? numElements : halfElements;
      newState.push_back(u.add(readState(rewriter, loc, 1), u.c64(advance)));
    } else {
      int64_t perBlock = width == 64 ? 2 : 4;
      int64_t advance = (numElements + perBlock - 1) / perBlock;
      auto [lo, hi] = philoxCounter(rewriter, loc);
      auto [newLo, newHi] = u.add128(lo, hi, u.c64(advance));
      newState.push_back(newLo);
      if (stateSize >= 3)
        newState.push_back(newHi);
    }
    for (int64_t i = newState.size(); i < stateSize; ++i)
      newState.push_back(readState(rewriter, loc, i));
    Value stateOut =
        tensor::FromElementsOp::create(rewriter, loc, stateType, newState);
    rewriter.replaceOp(op, {stateOut, output});
    return success();
  }

  static std::string llvmTypeName(Type type) {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << type;
    return s;
  }
};

struct RngConverter : HLOConversionPattern<hlo::RngOp> {
  using HLOConversionPattern::HLOConversionPattern;

  LogicalResult
  matchAndRewrite(hlo::RngOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    if (failed(checkRealStaticTypes(op, why)))
      return fail(rewriter, op, why);
    auto outType =
        cast<RankedTensorType>(getTypeConverter()->convertType(op.getType()));
    Type elemType = outType.getElementType();
    Type sourceElemType = getElementTypeOrSelf(op.getType());
    bool isUnsigned =
        sourceElemType.isUnsignedInteger() || sourceElemType.isInteger(1);
    bool normal = op.getRngDistribution() == hlo::RngDistribution::NORMAL;

    // The key: a stable hash of the location, so distinct ops draw distinct
    // streams and a recompile draws the same ones.
    std::string locText;
    llvm::raw_string_ostream(locText) << op.getLoc();
    uint64_t seed = llvm::xxh3_64bits(locText);

    Location loc = op.getLoc();
    ArrayRef<int64_t> shape = outType.getShape();
    int64_t rank = outType.getRank();
    Value a = tensor::ExtractOp::create(rewriter, loc, adaptor.getA());
    Value b = tensor::ExtractOp::create(rewriter, loc, adaptor.getB());
    Value output = generateElements(
        rewriter, loc, outType,
        [&](OpBuilder &bb, Location l, ArrayRef<Value> idx) -> Value {
          Bits u{bb, l};
          Value e = u.c64(0);
          for (auto [index, dim] : llvm::zip(idx, shape))
            e = u.add(u.mul(e, u.c64(dim)), arith::IndexCastUIOp::create(
                                                bb, l, bb.getI64Type(), index));
          std::array<Value, 2> key = {u.c32(uint32_t(seed)),
                                      u.c32(uint32_t(seed >> 32))};
          // 64 random bits from counter 2e + k.
          auto draw = [&](int k) {
            Value counter = u.add(u.shl(e, u.c64(1)), u.c64(k));
            auto y = u.threefry({u.lo32(counter), u.hi32(counter)}, key);
            return u.join(y[0], y[1]);
          };
          Value result =
              isa<FloatType>(elemType)
                  ? drawFloat(bb, l, u, draw, a, b, elemType, normal)
                  : drawInteger(bb, l, u, draw(0), a, b, elemType, isUnsigned);
          return result;
        });
    rewriter.replaceOp(op, output);
    return success();
  }

  /// u in [0, 1) of type `type` (f32 or f64) from 64 random bits.
  static Value unitFloat(OpBuilder &b, Location l, Bits &u, Value bits,
                         FloatType type) {
    bool f64 = type.isF64();
    Value mantissa =
        f64 ? u.shr(bits, u.c64(12)) : u.shr(u.lo32(bits), u.c32(9));
    Value one = f64 ? u.orI(mantissa, u.c64(0x3FF0000000000000ull))
                    : u.orI(mantissa, u.c32(0x3F800000u));
    Value x = arith::BitcastOp::create(b, l, type, one);
    return arith::SubFOp::create(
        b, l, x, arith::ConstantOp::create(b, l, b.getFloatAttr(type, 1.0)));
  }

  template <typename Draw>
  static Value drawFloat(OpBuilder &b, Location l, Bits &u, Draw draw, Value a,
                         Value bound, Type elemType, bool normal) {
    FloatType compute = elemType.isF64() ? FloatType(b.getF64Type())
                                         : FloatType(b.getF32Type());
    auto widen = [&](Value v) -> Value {
      return v.getType() == compute
                 ? v
                 : arith::ExtFOp::create(b, l, compute, v).getResult();
    };
    auto constant = [&](double v) -> Value {
      return arith::ConstantOp::create(b, l, b.getFloatAttr(compute, v));
    };
    Value wa = widen(a), wb = widen(bound);
    Value x;
    if (normal) {
      Value u1 = arith::SubFOp::create(b, l, constant(1.0),
                                       unitFloat(b, l, u, draw(0), compute));
      Value u2 = unitFloat(b, l, u, draw(1), compute);
      Value radius = math::SqrtOp::create(
          b, l,
          arith::MulFOp::create(b, l, constant(-2.0),
                                math::LogOp::create(b, l, u1)));
      Value angle =
          arith::MulFOp::create(b, l, constant(2.0 * llvm::numbers::pi), u2);
      Value z =
          arith::MulFOp::create(b, l, radius, math::CosOp::create(b, l, angle));
      x = arith::AddFOp::create(b, l, wa, arith::MulFOp::create(b, l, wb, z));
    } else {
      Value unit = unitFloat(b, l, u, draw(0), compute);
      x = arith::AddFOp::create(
          b, l, wa,
          arith::MulFOp::create(b, l, unit,
                                arith::SubFOp::create(b, l, wb, wa)));
    }
    // Round to the result type, but compare and select in the compute type:
    // no arithmetic on f16/bf16 values (vulkan-spirv has no bf16 registers).
    if (compute != elemType)
      x = widen(arith::TruncFOp::create(b, l, elemType, x));
    if (!normal)
      x = u.select(
          arith::CmpFOp::create(b, l, arith::CmpFPredicate::OLT, x, wb), x, wa);
    if (compute != elemType)
      x = arith::TruncFOp::create(b, l, elemType, x);
    return x;
  }

  static Value drawInteger(OpBuilder &b, Location l, Bits &u, Value bits,
                           Value a, Value bound, Type elemType,
                           bool isUnsigned) {
    auto widen = [&](Value v) -> Value {
      if (v.getType().isInteger(64))
        return v;
      if (isUnsigned)
        return arith::ExtUIOp::create(b, l, b.getI64Type(), v);
      return arith::ExtSIOp::create(b, l, b.getI64Type(), v);
    };
    Value wa = widen(a), wb = widen(bound);
    Value ordered = arith::CmpIOp::create(
        b, l,
        isUnsigned ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::sgt, wb,
        wa);
    Value range =
        u.select(ordered, arith::SubIOp::create(b, l, wb, wa), u.c64(1));
    Value x = u.add(wa, arith::RemUIOp::create(b, l, bits, range));
    x = u.select(ordered, x, wa);
    if (!elemType.isInteger(64))
      x = arith::TruncIOp::create(b, l, elemType, x);
    return x;
  }
};

} // namespace

void populateRngBitGeneratorToLinalgPatterns(const TypeConverter &converter,
                                             FailureLog &log,
                                             RewritePatternSet &patterns) {
  patterns.add<RngBitGeneratorConverter, RngConverter>(
      converter, patterns.getContext(), log);
}

} // namespace strata::input_hlo
