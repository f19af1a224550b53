//===- ExpandComplex.cpp - complex tensors to real part pairs ----*- C++
//-*-===//
//
// Rewrites every complex-typed stablehlo value into two real tensors, its
// real and imaginary parts, and complex arithmetic into real arithmetic on
// them, so the rest of the pipeline (and every backend) only ever sees f32
// and f64. Function boundaries and check custom_calls keep one tensor per
// complex value: `tensor<Sxcomplex<fN>>` crosses them as `tensor<Sx2xfN>`
// (interleaved real/imaginary, the same bytes as the complex tensor), and a
// function argument or result of that kind records its complex type in
// `strata.abi_type` so the runtime still sees a complex tensor.
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/StablehloOps.h"
#include "strata/InputHLO/Transforms/Passes.h"

#include "llvm/ADT/TypeSwitch.h"

#include <cmath>
#include <complex>

using namespace mlir;

namespace strata::input_hlo {

#define GEN_PASS_DEF_EXPANDCOMPLEXPASS
#include "strata/InputHLO/Transforms/Passes.h.inc"

namespace {

namespace hlo = strata::stablehlo;

/// The attribute naming the complex tensor type a `tensor<Sx2xfN>` function
/// argument or result stands for (read by the core when it builds the
/// module's export signature).
constexpr StringLiteral kAbiTypeAttr = "strata.abi_type";

bool isComplexTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && isa<ComplexType>(tensor.getElementType());
}

bool hasComplexType(Operation *op) {
  return llvm::any_of(op->getOperandTypes(), isComplexTensor) ||
         llvm::any_of(op->getResultTypes(), isComplexTensor);
}

/// `tensor<Sxcomplex<fN>>` -> `tensor<SxfN>`.
RankedTensorType getPartType(Type complexTensor) {
  auto tensor = cast<RankedTensorType>(complexTensor);
  return tensor.clone(
      cast<ComplexType>(tensor.getElementType()).getElementType());
}

/// `tensor<Sxcomplex<fN>>` -> `tensor<Sx2xfN>`.
RankedTensorType getPackedType(Type complexTensor) {
  RankedTensorType part = getPartType(complexTensor);
  SmallVector<int64_t> shape(part.getShape());
  shape.push_back(2);
  return RankedTensorType::get(shape, part.getElementType());
}

struct Parts {
  Value re, im;
};

/// Builds real stablehlo arithmetic at one location.
struct Builder {
  OpBuilder &b;
  Location loc;

  template <typename OpT> Value binary(Value lhs, Value rhs) {
    return OpT::create(b, loc, lhs.getType(), lhs, rhs);
  }
  template <typename OpT> Value unary(Value x) {
    return OpT::create(b, loc, x.getType(), x);
  }
  Value add(Value x, Value y) { return binary<hlo::AddOp>(x, y); }
  Value sub(Value x, Value y) { return binary<hlo::SubtractOp>(x, y); }
  Value mul(Value x, Value y) { return binary<hlo::MulOp>(x, y); }
  Value div(Value x, Value y) { return binary<hlo::DivOp>(x, y); }
  Value abs(Value x) { return unary<hlo::AbsOp>(x); }

  Value splat(Type type, double value) {
    auto tensor = cast<RankedTensorType>(type);
    auto attr = DenseElementsAttr::get(
        tensor, b.getFloatAttr(tensor.getElementType(), value));
    return hlo::ConstantOp::create(b, loc, tensor, attr);
  }
  Value compare(Value x, Value y, hlo::ComparisonDirection direction) {
    auto type = cast<RankedTensorType>(x.getType()).clone(b.getI1Type());
    return hlo::CompareOp::create(
        b, loc, type, x, y,
        hlo::ComparisonDirectionAttr::get(b.getContext(), direction),
        /*compare_type=*/nullptr);
  }
  Value select(Value pred, Value x, Value y) {
    return hlo::SelectOp::create(b, loc, x.getType(), pred, x, y);
  }

  /// |x + iy| without overflow or underflow in the squares:
  /// max * sqrt(1 + (min / max)^2), 0 when both are 0, inf when either is.
  Value hypot(Value x, Value y) {
    Value ax = abs(x), ay = abs(y);
    Value big = binary<hlo::MaxOp>(ax, ay);
    Value small = binary<hlo::MinOp>(ax, ay);
    Type type = x.getType();
    Value ratio = div(small, big);
    Value root = unary<hlo::SqrtOp>(add(splat(type, 1.0), mul(ratio, ratio)));
    Value result = mul(big, root);
    Value zero = splat(type, 0.0);
    Value inf = splat(type, std::numeric_limits<double>::infinity());
    result =
        select(compare(big, zero, hlo::ComparisonDirection::EQ), zero, result);
    return select(compare(big, inf, hlo::ComparisonDirection::EQ), inf, result);
  }

  /// (re, im) -> `tensor<Sx2xfN>`.
  Value pack(Parts parts) {
    auto partType = cast<RankedTensorType>(parts.re.getType());
    SmallVector<int64_t> shape(partType.getShape());
    shape.push_back(1);
    auto columnType = RankedTensorType::get(shape, partType.getElementType());
    Value re = hlo::ReshapeOp::create(b, loc, columnType, parts.re);
    Value im = hlo::ReshapeOp::create(b, loc, columnType, parts.im);
    shape.back() = 2;
    return hlo::ConcatenateOp::create(
        b, loc, RankedTensorType::get(shape, partType.getElementType()),
        ValueRange{re, im}, partType.getRank());
  }

  /// `tensor<Sx2xfN>` -> (re, im).
  Parts unpack(Value packed) {
    auto packedType = cast<RankedTensorType>(packed.getType());
    int64_t rank = packedType.getRank();
    SmallVector<int64_t> start(rank, 0), limit(packedType.getShape()),
        strides(rank, 1);
    auto partType = RankedTensorType::get(packedType.getShape().drop_back(),
                                          packedType.getElementType());
    SmallVector<int64_t> columnShape(packedType.getShape());
    columnShape.back() = 1;
    auto columnType =
        RankedTensorType::get(columnShape, packedType.getElementType());
    Value parts[2];
    for (int64_t k = 0; k < 2; ++k) {
      start.back() = k;
      limit.back() = k + 1;
      Value column = hlo::SliceOp::create(b, loc, columnType, packed, start,
                                          limit, strides);
      parts[k] = hlo::ReshapeOp::create(b, loc, partType, column);
    }
    return {parts[0], parts[1]};
  }
};

/// Rewrites the complex values of one function body.
class ComplexExpander {
public:
  explicit ComplexExpander(func::FuncOp func) : func(func) {}

  LogicalResult run() {
    // Complex values inside regions (while, case, reduce, sort bodies) are
    // not expanded: refuse them up front, naming the op.
    WalkResult nested = func.getBody().walk<WalkOrder::PreOrder>([&](Operation
                                                                         *op) {
      if (op->getParentOp() != func && hasComplexType(op)) {
        op->emitError("'")
            << op->getName()
            << "' inside a region on complex element types is not supported "
               "(complex values are only supported in the function body "
               "itself)";
        return WalkResult::interrupt();
      }
      if (op->getParentOp() == func && op->getNumRegions() &&
          hasComplexType(op)) {
        reportUnsupported(op);
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (nested.wasInterrupted())
      return failure();

    if (func.getBody().empty())
      return success();
    Block &entry = func.getBody().front();
    // The ops to expand are the original ones, not the real ones inserted.
    SmallVector<Operation *> original;
    for (Operation &op : entry)
      if (hasComplexType(&op) || isa<hlo::RealOp, hlo::ImagOp>(op))
        original.push_back(&op);
    expandArguments(entry);
    for (Operation *op : original) {
      OpBuilder b(op);
      if (failed(expand(op, b)))
        return failure();
    }
    // Complex-typed ops are dead now; erase users before producers.
    for (Operation *op : llvm::reverse(expanded))
      op->erase();
    return success();
  }

private:
  func::FuncOp func;
  DenseMap<Value, Parts> parts;
  /// Complex values already packed into `tensor<Sx2xfN>` for a boundary.
  DenseMap<Value, Value> packed;
  SmallVector<Operation *> expanded;
  /// Arguments retyped to `tensor<Sx2xfN>` that still stand for complex
  /// values.
  DenseSet<Value> complexArguments;

  bool isComplexValue(Value value) {
    return isComplexTensor(value.getType()) || complexArguments.contains(value);
  }

  void reportUnsupported(Operation *op) {
    Type complex;
    for (Type type :
         llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes()))
      if (isComplexTensor(type))
        complex = cast<RankedTensorType>(type).getElementType();
    op->emitError("'") << op->getName() << "' on complex element type "
                       << complex
                       << " is not supported (complex values support "
                          "constant, complex, real, imag, add, subtract, "
                          "negate, multiply, divide, abs, exponential, log, "
                          "convert, compare EQ/NE, dot, dot_general, fft and "
                          "the shape ops)";
  }

  /// Complex arguments become `tensor<Sx2xfN>` with `strata.abi_type`.
  void expandArguments(Block &entry) {
    FunctionType type = func.getFunctionType();
    SmallVector<Type> inputs(type.getInputs());
    OpBuilder b = OpBuilder::atBlockBegin(&entry);
    for (auto [i, arg] : llvm::enumerate(entry.getArguments())) {
      if (!isComplexTensor(arg.getType()))
        continue;
      Type complexType = arg.getType();
      inputs[i] = getPackedType(complexType);
      arg.setType(inputs[i]);
      func.setArgAttr(i, kAbiTypeAttr, TypeAttr::get(complexType));
      // Users of the argument still see a complex value (their parts).
      Parts p = Builder{b, arg.getLoc()}.unpack(arg);
      complexArguments.insert(arg);
      parts[arg] = p;
    }
    func.setFunctionType(
        FunctionType::get(func.getContext(), inputs, type.getResults()));
  }

  Parts lookup(Value complex) { return parts.lookup(complex); }

  void setParts(Operation *op, Parts p) {
    parts[op->getResult(0)] = p;
    expanded.push_back(op);
  }
  void replaceReal(Operation *op, Value value) {
    op->getResult(0).replaceAllUsesWith(value);
    expanded.push_back(op);
  }

  /// A constant `rows` x `cols` matrix of the real element type of `like`
  /// with entries `entry(r, c)` (computed in double).
  Value matrix(Builder &x, Type elementType, int64_t rows, int64_t cols,
               function_ref<double(int64_t, int64_t)> entry) {
    auto type = RankedTensorType::get({rows, cols}, elementType);
    SmallVector<double> values;
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t c = 0; c < cols; ++c)
        values.push_back(entry(r, c));
    DenseElementsAttr attr;
    if (elementType.isF64()) {
      attr = DenseElementsAttr::get(type, ArrayRef<double>(values));
    } else {
      SmallVector<float> narrow(values.begin(), values.end());
      attr = DenseElementsAttr::get(type, ArrayRef<float>(narrow));
    }
    return hlo::ConstantOp::create(x.b, x.loc, type, attr);
  }

  /// `m` (K x N) applied along dimension `dim` of `part` (size N there):
  /// the result has size K at `dim`.
  Value applyAlong(Builder &x, Value m, Value part, int64_t dim) {
    auto partType = cast<RankedTensorType>(part.getType());
    int64_t k = cast<RankedTensorType>(m.getType()).getDimSize(0);
    // dot_general puts m's free dimension first, then part's free ones.
    SmallVector<int64_t> shape{k};
    for (int64_t i = 0; i < partType.getRank(); ++i)
      if (i != dim)
        shape.push_back(partType.getDimSize(i));
    auto dotType = RankedTensorType::get(shape, partType.getElementType());
    auto dims =
        hlo::DotDimensionNumbersAttr::get(x.b.getContext(), {}, {}, {1}, {dim});
    Value product = hlo::DotGeneralOp::create(
        x.b, x.loc, dotType, m, part, dims, /*precision_config=*/nullptr,
        /*algorithm=*/nullptr);
    SmallVector<int64_t> perm, outShape(partType.getShape());
    outShape[dim] = k;
    for (int64_t i = 0; i < partType.getRank(); ++i)
      perm.push_back(i < dim ? i + 1 : (i == dim ? 0 : i));
    return hlo::TransposeOp::create(
        x.b, x.loc, RankedTensorType::get(outShape, partType.getElementType()),
        product, perm);
  }

  /// One complex DFT of length n along `dim`, keeping the first `outputs`
  /// frequencies: X[k] = sum_j x[j] e^(-+2 pi i jk/n), scaled by 1/n when
  /// inverse. With C = cos, S = sin of 2 pi jk/n: forward
  /// (C re + S im) + i(C im - S re), inverse (C re - S im) + i(C im + S re);
  /// a null `p.im` is a real input.
  Parts dft(Builder &x, Parts p, int64_t dim, int64_t n, int64_t outputs,
            bool inverse) {
    Type elementType = getElementTypeOrSelf(p.re.getType());
    double scale = inverse ? 1.0 / n : 1.0;
    auto angle = [n](int64_t k, int64_t j) {
      return 2.0 * M_PI * static_cast<double>((k * j) % n) / n;
    };
    Value c = matrix(x, elementType, outputs, n, [&](int64_t k, int64_t j) {
      return scale * std::cos(angle(k, j));
    });
    Value sn = matrix(x, elementType, outputs, n, [&](int64_t k, int64_t j) {
      return scale * std::sin(angle(k, j));
    });
    Value cRe = applyAlong(x, c, p.re, dim), sRe = applyAlong(x, sn, p.re, dim);
    if (!p.im) // A real input (RFFT's first dimension): no imaginary terms.
      return {cRe, x.unary<hlo::NegOp>(sRe)};
    Value cIm = applyAlong(x, c, p.im, dim), sIm = applyAlong(x, sn, p.im, dim);
    if (inverse)
      return {x.sub(cRe, sIm), x.add(cIm, sRe)};
    return {x.add(cRe, sIm), x.sub(cIm, sRe)};
  }

  /// stablehlo.fft as DFT matrix products (dot_general with constant cos/sin
  /// matrices) along each transformed dimension: O(n^2) per dimension, exact
  /// to rounding. RFFT transforms the innermost dimension first (keeping
  /// n/2 + 1 outputs), IRFFT last: x[j] = 1/n sum_{k <= n/2} w_k (Re X[k]
  /// cos - Im X[k] sin)(2 pi jk/n), w_k = 1 for k = 0 and k = n/2, else 2
  /// (the Hermitian half; imaginary parts of X[0] and X[n/2] do not count).
  LogicalResult expandFft(hlo::FftOp op, Builder &x) {
    ArrayRef<int64_t> lengths = op.getFftLength();
    hlo::FftType type = op.getFftType();
    // The result's rank: a complex argument operand is already retyped to
    // tensor<Sx2xfN> here.
    int64_t rank = cast<RankedTensorType>(op.getType()).getRank();
    int64_t first = rank - static_cast<int64_t>(lengths.size());
    Parts p;
    if (type == hlo::FftType::RFFT) {
      p.re = op.getOperand(); // p.im stays null: the input is real.
      int64_t n = lengths.back();
      p = dft(x, p, rank - 1, n, n / 2 + 1, /*inverse=*/false);
      for (int64_t d = first; d < rank - 1; ++d)
        p = dft(x, p, d, lengths[d - first], lengths[d - first], false);
      setParts(op, p);
      return success();
    }
    p = lookup(op.getOperand());
    bool inverse = type != hlo::FftType::FFT;
    int64_t complexDims = type == hlo::FftType::IRFFT ? rank - 1 : rank;
    for (int64_t d = first; d < complexDims; ++d)
      p = dft(x, p, d, lengths[d - first], lengths[d - first], inverse);
    if (type != hlo::FftType::IRFFT) {
      setParts(op, p);
      return success();
    }
    int64_t n = lengths.back(), half = n / 2 + 1;
    Type elementType = getElementTypeOrSelf(p.re.getType());
    auto weight = [n](int64_t k) { return (k == 0 || 2 * k == n) ? 1.0 : 2.0; };
    auto angle = [n](int64_t j, int64_t k) {
      return 2.0 * M_PI * static_cast<double>((j * k) % n) / n;
    };
    Value a = matrix(x, elementType, n, half, [&](int64_t j, int64_t k) {
      return weight(k) * std::cos(angle(j, k)) / n;
    });
    Value bm = matrix(x, elementType, n, half, [&](int64_t j, int64_t k) {
      return -weight(k) * std::sin(angle(j, k)) / n;
    });
    replaceReal(op, x.add(applyAlong(x, a, p.re, rank - 1),
                          applyAlong(x, bm, p.im, rank - 1)));
    return success();
  }

  LogicalResult expand(Operation *op, OpBuilder &b) {
    Builder x{b, op->getLoc()};
    auto complexOperands = [&](Operation *o) {
      return llvm::all_of(o->getOperands(),
                          [&](Value v) { return isComplexValue(v); });
    };
    return llvm::TypeSwitch<Operation *, LogicalResult>(op)
        .Case([&](hlo::ConstantOp c) { return expandConstant(c, x); })
        .Case([&](hlo::ComplexOp c) {
          setParts(c, {c.getLhs(), c.getRhs()});
          return success();
        })
        .Case([&](hlo::RealOp r) {
          // On a real tensor, `real` is the identity.
          Value operand = r.getOperand();
          replaceReal(r,
                      isComplexValue(operand) ? lookup(operand).re : operand);
          return success();
        })
        .Case([&](hlo::ImagOp r) {
          // On a real tensor, `imag` is zero.
          Value operand = r.getOperand();
          replaceReal(r, isComplexValue(operand) ? lookup(operand).im
                                                 : x.splat(r.getType(), 0.0));
          return success();
        })
        .Case([&](hlo::AddOp a) {
          Parts l = lookup(a.getLhs()), r = lookup(a.getRhs());
          setParts(a, {x.add(l.re, r.re), x.add(l.im, r.im)});
          return success();
        })
        .Case([&](hlo::SubtractOp s) {
          Parts l = lookup(s.getLhs()), r = lookup(s.getRhs());
          setParts(s, {x.sub(l.re, r.re), x.sub(l.im, r.im)});
          return success();
        })
        .Case([&](hlo::NegOp n) {
          Parts p = lookup(n.getOperand());
          setParts(n, {x.unary<hlo::NegOp>(p.re), x.unary<hlo::NegOp>(p.im)});
          return success();
        })
        .Case([&](hlo::MulOp m) {
          Parts l = lookup(m.getLhs()), r = lookup(m.getRhs());
          setParts(m, {x.sub(x.mul(l.re, r.re), x.mul(l.im, r.im)),
                       x.add(x.mul(l.re, r.im), x.mul(l.im, r.re))});
          return success();
        })
        .Case([&](hlo::DivOp d) {
          setParts(d, divide(x, lookup(d.getLhs()), lookup(d.getRhs())));
          return success();
        })
        .Case([&](hlo::AbsOp a) {
          Parts p = lookup(a.getOperand());
          replaceReal(a, x.hypot(p.re, p.im));
          return success();
        })
        .Case([&](hlo::ExpOp e) {
          // e^(a+ib) = e^a (cos b + i sin b)
          Parts p = lookup(e.getOperand());
          Value scale = x.unary<hlo::ExpOp>(p.re);
          setParts(e, {x.mul(scale, x.unary<hlo::CosineOp>(p.im)),
                       x.mul(scale, x.unary<hlo::SineOp>(p.im))});
          return success();
        })
        .Case([&](hlo::LogOp l) {
          // log z = log |z| + i arg z
          Parts p = lookup(l.getOperand());
          setParts(l, {x.unary<hlo::LogOp>(x.hypot(p.re, p.im)),
                       x.binary<hlo::Atan2Op>(p.im, p.re)});
          return success();
        })
        .Case([&](hlo::FftOp f) { return expandFft(f, x); })
        .Case([&](hlo::ConvertOp c) { return expandConvert(c, x); })
        .Case([&](hlo::CompareOp c) -> LogicalResult {
          auto direction = c.getComparisonDirection();
          if (direction != hlo::ComparisonDirection::EQ &&
              direction != hlo::ComparisonDirection::NE) {
            c.emitError("'stablehlo.compare' on complex element types "
                        "supports only EQ and NE, got ")
                << hlo::stringifyComparisonDirection(direction);
            return failure();
          }
          Parts l = lookup(c.getLhs()), r = lookup(c.getRhs());
          Value re = x.compare(l.re, r.re, direction);
          Value im = x.compare(l.im, r.im, direction);
          Value result = direction == hlo::ComparisonDirection::EQ
                             ? x.binary<hlo::AndOp>(re, im)
                             : x.binary<hlo::OrOp>(re, im);
          replaceReal(c, result);
          return success();
        })
        .Case<hlo::DotOp, hlo::DotGeneralOp>([&](Operation *dot) {
          if (!complexOperands(dot)) {
            reportUnsupported(dot);
            return failure();
          }
          // (A + iB)(C + iD) = (AC - BD) + i(AD + BC)
          Parts l = lookup(dot->getOperand(0)), r = lookup(dot->getOperand(1));
          auto product = [&](Value lhs, Value rhs) {
            IRMapping mapping;
            mapping.map(dot->getOperand(0), lhs);
            mapping.map(dot->getOperand(1), rhs);
            Operation *clone = b.clone(*dot, mapping);
            clone->getResult(0).setType(
                getPartType(dot->getResult(0).getType()));
            return clone->getResult(0);
          };
          setParts(dot, {x.sub(product(l.re, r.re), product(l.im, r.im)),
                         x.add(product(l.re, r.im), product(l.im, r.re))});
          return success();
        })
        .Case<hlo::ReshapeOp, hlo::TransposeOp, hlo::BroadcastInDimOp,
              hlo::SliceOp, hlo::ReverseOp, hlo::ConcatenateOp, hlo::PadOp,
              hlo::SelectOp, hlo::DynamicSliceOp, hlo::DynamicUpdateSliceOp,
              hlo::GatherOp>([&](Operation *shapeOp) {
          // Each part goes through the same shape op.
          Value result[2];
          for (int k = 0; k < 2; ++k) {
            IRMapping mapping;
            for (Value operand : shapeOp->getOperands())
              if (isComplexValue(operand))
                mapping.map(operand,
                            k == 0 ? lookup(operand).re : lookup(operand).im);
            Operation *clone = b.clone(*shapeOp, mapping);
            clone->getResult(0).setType(
                getPartType(shapeOp->getResult(0).getType()));
            result[k] = clone->getResult(0);
          }
          setParts(shapeOp, {result[0], result[1]});
          return success();
        })
        .Case<hlo::CustomCallOp, func::ReturnOp>([&](Operation *boundary) {
          // Checks and results take complex values as `tensor<Sx2xfN>`.
          if (llvm::any_of(boundary->getResultTypes(), isComplexTensor)) {
            reportUnsupported(boundary);
            return failure();
          }
          for (OpOperand &operand : boundary->getOpOperands()) {
            if (!isComplexValue(operand.get()))
              continue;
            Value &pack = packed[operand.get()];
            if (!pack)
              pack = x.pack(lookup(operand.get()));
            operand.set(pack);
          }
          return success();
        })
        .Default([&](Operation *other) {
          reportUnsupported(other);
          return failure();
        });
  }

  LogicalResult expandConstant(hlo::ConstantOp constant, Builder &x) {
    auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
    if (!dense) {
      constant.emitError("complex constants must be dense elements, got ")
          << constant.getValue();
      return failure();
    }
    RankedTensorType partType = getPartType(constant.getType());
    SmallVector<APFloat> re, im;
    for (std::complex<APFloat> value :
         dense.getValues<std::complex<APFloat>>()) {
      re.push_back(value.real());
      im.push_back(value.imag());
    }
    auto make = [&](ArrayRef<APFloat> values) -> Value {
      return hlo::ConstantOp::create(x.b, x.loc, partType,
                                     DenseElementsAttr::get(partType, values));
    };
    setParts(constant, {make(re), make(im)});
    return success();
  }

  LogicalResult expandConvert(hlo::ConvertOp convert, Builder &x) {
    bool fromComplex = isComplexValue(convert.getOperand());
    Type to = convert.getType();
    auto convertTo = [&](Value value, Type type) -> Value {
      if (value.getType() == type)
        return value;
      return hlo::ConvertOp::create(x.b, x.loc, type, value);
    };
    if (fromComplex && isComplexTensor(to)) {
      Parts p = lookup(convert.getOperand());
      RankedTensorType partType = getPartType(to);
      setParts(convert, {convertTo(p.re, partType), convertTo(p.im, partType)});
      return success();
    }
    if (fromComplex) {
      // As XLA does: the real part, converted.
      replaceReal(convert, convertTo(lookup(convert.getOperand()).re, to));
      return success();
    }
    RankedTensorType partType = getPartType(to);
    setParts(convert, {convertTo(convert.getOperand(), partType),
                       x.splat(partType, 0.0)});
    return success();
  }

  /// Smith's algorithm: scales by the larger of |c| and |d| so neither the
  /// squares nor the products overflow; a zero divisor gives (a/c, b/c),
  /// i.e. infinities with the signs C99 Annex G gives.
  Parts divide(Builder &x, Parts n, Parts d) {
    Value a = n.re, b = n.im, c = d.re, dd = d.im;
    Value cBigger =
        x.compare(x.abs(c), x.abs(dd), hlo::ComparisonDirection::GE);
    // |c| >= |d|: r = d/c, den = c + d r, ((a + b r), (b - a r)) / den
    Value r1 = x.div(dd, c);
    Value den1 = x.add(c, x.mul(dd, r1));
    Value re1 = x.div(x.add(a, x.mul(b, r1)), den1);
    Value im1 = x.div(x.sub(b, x.mul(a, r1)), den1);
    // |c| < |d|: r = c/d, den = c r + d, ((a r + b), (b r - a)) / den
    Value r2 = x.div(c, dd);
    Value den2 = x.add(x.mul(c, r2), dd);
    Value re2 = x.div(x.add(x.mul(a, r2), b), den2);
    Value im2 = x.div(x.sub(x.mul(b, r2), a), den2);
    Value re = x.select(cBigger, re1, re2);
    Value im = x.select(cBigger, im1, im2);
    Value zero = x.splat(c.getType(), 0.0);
    Value zeroDivisor =
        x.binary<hlo::AndOp>(x.compare(c, zero, hlo::ComparisonDirection::EQ),
                             x.compare(dd, zero, hlo::ComparisonDirection::EQ));
    return {x.select(zeroDivisor, x.div(a, c), re),
            x.select(zeroDivisor, x.div(b, c), im)};
  }
};

struct ExpandComplexPass
    : public impl::ExpandComplexPassBase<ExpandComplexPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto func : module.getOps<func::FuncOp>()) {
      FunctionType type = func.getFunctionType();
      if (func.isExternal()) {
        if (llvm::any_of(type.getInputs(), isComplexTensor) ||
            llvm::any_of(type.getResults(), isComplexTensor)) {
          func.emitError("external function '")
              << func.getSymName()
              << "' with complex tensor types is not supported";
          return signalPassFailure();
        }
        continue;
      }
      ComplexExpander expander(func);
      if (failed(expander.run()))
        return signalPassFailure();
      // Complex results now return `tensor<Sx2xfN>`.
      SmallVector<Type> results(type.getResults());
      for (auto [i, result] : llvm::enumerate(results)) {
        if (!isComplexTensor(result))
          continue;
        func.setResultAttr(i, kAbiTypeAttr, TypeAttr::get(result));
        result = getPackedType(result);
      }
      func.setFunctionType(FunctionType::get(
          func.getContext(), func.getFunctionType().getInputs(), results));
    }
  }
};

} // namespace

} // namespace strata::input_hlo
