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

#include "ComplexMath.h"
#include "Decompositions.h"
#include "Fft.h"

#include "strata/Dialect/Flow/IR/FlowOps.h"
#include "strata/InputHLO/IR/ChloOps.h"
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

using complex_math::Builder;
using complex_math::Parts;

/// Rewrites the complex values of one function body.
class ComplexExpander {
public:
  explicit ComplexExpander(func::FuncOp func) : func(func) {}

  LogicalResult run() {
    if (func.getBody().empty())
      return success();
    Block &entry = func.getBody().front();
    // Collected before the arguments are retyped (and unpacked).
    SmallVector<Operation *> original = collectOps(entry);
    expandArguments(entry);
    if (failed(expandOps(original)))
      return failure();
    // Complex-typed ops are dead now; erase users before producers (a region
    // op is recorded before the ops of its body).
    for (Operation *op : llvm::reverse(expanded))
      op->erase();
    // The old blocks of rebuilt regions, whose complex arguments have no
    // users left.
    for (Block *block : deadBlocks)
      delete block;
    return success();
  }

private:
  func::FuncOp func;
  DenseMap<Value, Parts> parts;
  /// Complex values already packed into `tensor<Sx2xfN>` for a boundary.
  DenseMap<Value, Value> packed;
  SmallVector<Operation *> expanded;
  /// Blocks replaced by ones with real arguments, deleted at the end.
  SmallVector<Block *> deadBlocks;
  /// Arguments retyped to `tensor<Sx2xfN>` that still stand for complex
  /// values, with their complex types.
  DenseMap<Value, Type> complexArguments;

  bool isComplexValue(Value value) {
    return isComplexTensor(value.getType()) || complexArguments.count(value);
  }
  /// The complex tensor type `value` stands for (null if it is real).
  Type getComplexType(Value value) {
    if (isComplexTensor(value.getType()))
      return value.getType();
    return complexArguments.lookup(value);
  }

  void reportUnsupported(Operation *op) {
    Type complex;
    for (Value value : llvm::concat<Value>(op->getOperands(), op->getResults()))
      if (Type type = getComplexType(value))
        complex = cast<RankedTensorType>(type).getElementType();
    op->emitError("'")
        << op->getName() << "' on complex element type " << complex
        << " is not supported (complex values support "
           "constant, complex, real, imag, add, subtract, "
           "negate, multiply, divide, power, abs, sign, sqrt, "
           "rsqrt, exponential, exponential_minus_one, log, "
           "log_plus_one, sine, cosine, tan, tanh, chlo "
           "sinh/cosh/tan/asin/acos/atan/asinh/acosh/atanh, "
           "maximum, minimum, compare, convert, "
           "bitcast_convert, iota, dot, dot_general, "
           "triangular_solve, cholesky, "
           "convolution, fft, the shape "
           "ops, and reduce, reduce_window, scatter, sort, while, "
           "if and case)";
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
      complexArguments[arg] = complexType;
      parts[arg] = p;
    }
    func.setFunctionType(
        FunctionType::get(func.getContext(), inputs, type.getResults()));
  }

  /// True when `op` or an op nested in its regions has a complex type.
  bool involvesComplex(Operation *op) {
    if (hasComplexType(op) || isa<hlo::RealOp, hlo::ImagOp>(op))
      return true;
    return op
        ->walk([&](Operation *nested) {
          return hasComplexType(nested) || isa<hlo::RealOp, hlo::ImagOp>(nested)
                     ? WalkResult::interrupt()
                     : WalkResult::advance();
        })
        .wasInterrupted();
  }

  /// Expands the ops of `block` (the function body or a region's block whose
  /// complex arguments already have parts).
  LogicalResult expandBlock(Block &block) {
    return expandOps(collectOps(block));
  }

  /// The ops of `block` to expand: the original ones, not the real ones
  /// inserted while expanding.
  SmallVector<Operation *> collectOps(Block &block) {
    SmallVector<Operation *> original;
    for (Operation &op : block)
      if (isComplexValueUser(&op))
        original.push_back(&op);
    return original;
  }

  LogicalResult expandOps(ArrayRef<Operation *> ops) {
    for (Operation *op : ops) {
      OpBuilder b(op);
      if (failed(expand(op, b)))
        return failure();
    }
    return success();
  }

  bool isComplexValueUser(Operation *op) {
    return involvesComplex(op) || llvm::any_of(op->getOperands(), [&](Value v) {
             return isComplexValue(v);
           });
  }

  /// Region ops whose operands, results, block arguments and region results
  /// correspond position by position (sort's comparator pairs aside): each
  /// complex one becomes its two parts. A scatter's inputs and updates stay
  /// equally many (SameVariadicOperandSize), its combiner taking the parts
  /// of the current values, then those of the updates.
  static bool isExpandableRegionOp(Operation *op) {
    return isa<hlo::ReduceOp, hlo::ReduceWindowOp, hlo::SortOp, hlo::WhileOp,
               hlo::IfOp, hlo::CaseOp, hlo::ScatterOp>(op);
  }

  void appendParts(Value value, SmallVectorImpl<Value> &out) {
    if (!isComplexValue(value)) {
      out.push_back(value);
      return;
    }
    Parts p = lookup(value);
    out.push_back(p.re);
    out.push_back(p.im);
  }

  /// Rebuilds a region op on real parts: the new op takes each complex
  /// operand as (re, im), returns each complex result as (re, im), and its
  /// blocks take each complex argument as (re, im); sort's comparator, whose
  /// arguments are (lhs, rhs) per operand, takes (lhs re, rhs re, lhs im,
  /// rhs im) so that the pairs keep matching the operands.
  LogicalResult expandRegionOp(Operation *op, OpBuilder &b) {
    if (!hasComplexType(op) && llvm::none_of(op->getOperands(), [&](Value v) {
          return isComplexValue(v);
        })) {
      // Real on the outside: only the bodies hold complex values.
      for (Region &region : op->getRegions())
        for (Block &block : region)
          if (failed(expandBlock(block)))
            return failure();
      return success();
    }
    SmallVector<Value> operands;
    for (Value operand : op->getOperands())
      appendParts(operand, operands);
    SmallVector<Type> resultTypes;
    for (Type type : op->getResultTypes()) {
      int copies = isComplexTensor(type) ? 2 : 1;
      for (int k = 0; k < copies; ++k)
        resultTypes.push_back(isComplexTensor(type) ? getPartType(type) : type);
    }
    Operation *newOp = Operation::create(
        op->getLoc(), op->getName(), resultTypes, operands,
        op->getDiscardableAttrDictionary(), op->getPropertiesStorage(),
        /*successors=*/{}, op->getNumRegions());
    b.insert(newOp);
    // Results: parts, or the same real value.
    unsigned next = 0;
    for (Value result : op->getResults()) {
      if (isComplexTensor(result.getType())) {
        parts[result] = {newOp->getResult(next), newOp->getResult(next + 1)};
        next += 2;
      } else {
        result.replaceAllUsesWith(newOp->getResult(next++));
      }
    }
    // Recorded before the body's ops so that it is erased after them.
    expanded.push_back(op);
    bool pairs = isa<hlo::SortOp>(op);
    for (auto [oldRegion, newRegion] :
         llvm::zip(op->getRegions(), newOp->getRegions())) {
      newRegion.takeBody(oldRegion);
      SmallVector<Block *> blocks;
      for (Block &block : newRegion)
        blocks.push_back(&block);
      for (Block *block : blocks) {
        Block *real = rebuildArguments(block, pairs);
        if (failed(expandBlock(*real)))
          return failure();
      }
    }
    return success();
  }

  /// Replaces `block` by one whose complex arguments are split into parts
  /// (see expandRegionOp) and moves its ops over; the old block stays alive
  /// (its complex arguments still have users among the ops to erase).
  Block *rebuildArguments(Block *block, bool pairs) {
    auto *real = new Block();
    block->getParent()->getBlocks().insert(block->getIterator(), real);
    SmallVector<BlockArgument> args(block->getArguments());
    auto addPart = [&](BlockArgument arg) {
      return real->addArgument(getPartType(arg.getType()), arg.getLoc());
    };
    for (size_t i = 0; i < args.size(); ++i) {
      BlockArgument arg = args[i];
      if (pairs && i + 1 < args.size() && isComplexTensor(arg.getType())) {
        // (lhs, rhs) of one sort operand.
        BlockArgument rhs = args[++i];
        Value lhsRe = addPart(arg), rhsRe = addPart(rhs);
        Value lhsIm = addPart(arg), rhsIm = addPart(rhs);
        parts[arg] = {lhsRe, lhsIm};
        parts[rhs] = {rhsRe, rhsIm};
      } else if (isComplexTensor(arg.getType())) {
        Value re = addPart(arg), im = addPart(arg);
        parts[arg] = {re, im};
      } else {
        arg.replaceAllUsesWith(real->addArgument(arg.getType(), arg.getLoc()));
      }
    }
    real->getOperations().splice(real->end(), block->getOperations());
    block->getParent()->getBlocks().remove(block);
    deadBlocks.push_back(block);
    return real;
  }

  /// stablehlo.return of a rebuilt region: each complex value as (re, im).
  LogicalResult expandRegionReturn(hlo::ReturnOp ret, OpBuilder &b) {
    SmallVector<Value> operands;
    for (Value operand : ret.getResults())
      appendParts(operand, operands);
    hlo::ReturnOp::create(b, ret.getLoc(), operands);
    expanded.push_back(ret);
    return success();
  }

  Parts lookup(Value complex) { return parts.lookup(complex); }

  /// A collective on a complex tensor: one collective on its parts packed
  /// as a trailing dim of 2 (`tensor<Sx2xfN>`), which no collective's
  /// dims or groups refer to, then unpacked.
  LogicalResult expandCollective(Operation *op, Builder &x) {
    Value source = x.pack(lookup(op->getOperand(0)));
    Operation *packedOp = x.b.clone(*op);
    packedOp->setOperand(0, source);
    packedOp->getResult(0).setType(getPackedType(op->getResult(0).getType()));
    setParts(op, x.unpack(packedOp->getResult(0)));
    return success();
  }

  void setParts(Operation *op, Parts p) {
    parts[op->getResult(0)] = p;
    expanded.push_back(op);
  }
  void replaceReal(Operation *op, Value value) {
    op->getResult(0).replaceAllUsesWith(value);
    expanded.push_back(op);
  }

  /// stablehlo.fft through real DFT products (Fft.cpp).
  LogicalResult expandFft(hlo::FftOp op, Builder &x) {
    if (op.getFftType() == hlo::FftType::RFFT) {
      // A null imaginary part: the input is real.
      setParts(op, fft::lower(x, op, {op.getOperand(), Value()}));
      return success();
    }
    Parts result = fft::lower(x, op, lookup(op.getOperand()));
    if (op.getFftType() == hlo::FftType::IRFFT)
      replaceReal(op, result.re);
    else
      setParts(op, result);
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
          setParts(d, complex_math::divide(x, lookup(d.getLhs()),
                                           lookup(d.getRhs())));
          return success();
        })
        .Case([&](hlo::PowOp p) {
          setParts(p, inF64(x, {lookup(p.getLhs()), lookup(p.getRhs())},
                            /*widen=*/true, [&](ArrayRef<Parts> z) {
                              return complex_math::power(x, z[0], z[1]);
                            }));
          return success();
        })
        .Case<hlo::MaxOp, hlo::MinOp>([&](Operation *m) {
          setParts(m, complex_math::maxOrMin(x, lookup(m->getOperand(0)),
                                             lookup(m->getOperand(1)),
                                             isa<hlo::MaxOp>(m)));
          return success();
        })
        .Case([&](hlo::AbsOp a) {
          Parts p = lookup(a.getOperand());
          replaceReal(a, x.hypot(p.re, p.im));
          return success();
        })
        .Case<hlo::ExpOp, hlo::LogOp, hlo::SqrtOp, hlo::RsqrtOp, hlo::Expm1Op,
              hlo::Log1pOp, hlo::SignOp, hlo::SineOp, hlo::CosineOp, hlo::TanOp,
              hlo::TanhOp, chlo::TanOp, chlo::SinhOp, chlo::CoshOp,
              chlo::AsinOp, chlo::AcosOp, chlo::AtanOp, chlo::AsinhOp,
              chlo::AcoshOp, chlo::AtanhOp>([&](Operation *unary) {
          auto f = getUnaryFunction(unary);
          bool widen = !isa<hlo::SqrtOp, hlo::RsqrtOp, hlo::SignOp>(unary);
          setParts(unary, inF64(x, {lookup(unary->getOperand(0))}, widen,
                                [&](ArrayRef<Parts> p) { return f(x, p[0]); }));
          return success();
        })
        .Case([&](hlo::FftOp f) { return expandFft(f, x); })
        .Case([&](hlo::ConvertOp c) { return expandConvert(c, x); })
        .Case([&](hlo::BitcastConvertOp c) { return expandBitcast(c, x); })
        .Case([&](hlo::CompareOp c) {
          replaceReal(c, complex_math::compare(x, lookup(c.getLhs()),
                                               lookup(c.getRhs()),
                                               c.getComparisonDirection(),
                                               c.getCompareTypeAttr()));
          return success();
        })
        .Case([&](hlo::ReturnOp r) { return expandRegionReturn(r, b); })
        .Case([&](hlo::TriangularSolveOp solve) {
          if (!complexOperands(solve)) {
            reportUnsupported(solve);
            return failure();
          }
          Parts a = lookup(solve.getA()), rhs = lookup(solve.getB());
          hlo::Transpose kind = solve.getTransposeA();
          SmallVector<Value> x = la::buildTriangularSolveParts(
              b, solve.getLoc(), {a.re, a.im}, {rhs.re, rhs.im},
              solve.getLeftSide(), solve.getLower(),
              kind != hlo::Transpose::NO_TRANSPOSE,
              kind == hlo::Transpose::ADJOINT, solve.getUnitDiagonal());
          setParts(solve, {x[0], x[1]});
          return success();
        })
        .Case([&](hlo::CholeskyOp chol) {
          Parts a = lookup(chol.getA());
          Value zero = x.splat(a.re.getType(), 0.0);
          SmallVector<Value> factor = la::buildCholeskyParts(
              b, chol.getLoc(), {a.re, a.im}, chol.getLower(), {zero, zero});
          setParts(chol, {factor[0], factor[1]});
          return success();
        })
        .Case([&](hlo::IotaOp iota) {
          // Counts along the dimension, imaginary part zero.
          Operation *clone = b.clone(*iota);
          clone->getResult(0).setType(getPartType(iota.getType()));
          setParts(iota, {clone->getResult(0),
                          x.splat(getPartType(iota.getType()), 0.0)});
          return success();
        })
        .Case<hlo::DotOp, hlo::DotGeneralOp, hlo::ConvolutionOp>(
            [&](Operation *dot) {
              if (!complexOperands(dot)) {
                reportUnsupported(dot);
                return failure();
              }
              // (A + iB)(C + iD) = (AC - BD) + i(AD + BC)
              Parts l = lookup(dot->getOperand(0)),
                    r = lookup(dot->getOperand(1));
              // Operands are set by position: a value map would send both
              // operands of a square (a @ a) to the same part.
              auto product = [&](Value lhs, Value rhs) {
                Operation *clone = b.clone(*dot);
                clone->setOperand(0, lhs);
                clone->setOperand(1, rhs);
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
            // Complex arguments are already `tensor<Sx2xfN>`.
            if (!isComplexValue(operand.get()) ||
                complexArguments.count(operand.get()))
              continue;
            Value &pack = packed[operand.get()];
            if (!pack)
              pack = x.pack(lookup(operand.get()));
            operand.set(pack);
          }
          return success();
        })
        .Case<flow::CollectiveAllReduceOp, flow::CollectiveReduceScatterOp>(
            [&](Operation *c) {
              // A sum adds the parts independently; the other reductions
              // do not split.
              if (c->getAttrOfType<StringAttr>("reduction").getValue() !=
                  "sum") {
                reportUnsupported(c);
                return failure();
              }
              return expandCollective(c, x);
            })
        .Case<flow::CollectiveAllGatherOp, flow::CollectiveAllToAllOp,
              flow::CollectivePermuteOp>(
            [&](Operation *c) { return expandCollective(c, x); })
        .Default([&](Operation *other) {
          bool realOutside = !hasComplexType(other) &&
                             llvm::none_of(other->getOperands(), [&](Value v) {
                               return isComplexValue(v);
                             });
          if (isExpandableRegionOp(other) ||
              (other->getNumRegions() && realOutside))
            return expandRegionOp(other, b);
          reportUnsupported(other);
          return failure();
        });
  }

  /// `f` on `args`, computed in f64 for complex<f32> when `widen` is set:
  /// the targets' f32 sin/cos/exp/log are accurate in absolute terms only
  /// (llvm-cpu's polynomial sin is 4e-5 off relatively at 2e-3), while
  /// their f64 forms are accurate to a few ulp, so the transcendental
  /// functions of complex64 values evaluate in f64 and round once.
  Parts inF64(Builder &x, ArrayRef<Parts> args, bool widen,
              function_ref<Parts(ArrayRef<Parts>)> f) {
    Type f32 = Float32Type::get(func.getContext());
    if (!widen || getElementTypeOrSelf(args[0].re.getType()) != f32)
      return f(args);
    Type f64 = Float64Type::get(func.getContext());
    auto convert = [&](Value v, Type element) -> Value {
      return hlo::ConvertOp::create(
          x.b, x.loc, cast<RankedTensorType>(v.getType()).clone(element), v);
    };
    SmallVector<Parts> wide;
    for (Parts p : args)
      wide.push_back({convert(p.re, f64), convert(p.im, f64)});
    Parts r = f(wide);
    return {convert(r.re, f32), convert(r.im, f32)};
  }

  /// The complex function an elementwise unary op computes.
  static Parts (*getUnaryFunction(Operation *op))(Builder &, Parts) {
    namespace cm = complex_math;
    return llvm::TypeSwitch<Operation *, Parts (*)(Builder &, Parts)>(op)
        .Case([](hlo::ExpOp) { return cm::exp; })
        .Case([](hlo::LogOp) { return cm::log; })
        .Case([](hlo::SqrtOp) { return cm::sqrt; })
        .Case([](hlo::RsqrtOp) { return cm::rsqrt; })
        .Case([](hlo::Expm1Op) { return cm::expm1; })
        .Case([](hlo::Log1pOp) { return cm::log1p; })
        .Case([](hlo::SignOp) { return cm::sign; })
        .Case([](hlo::SineOp) { return cm::sin; })
        .Case([](hlo::CosineOp) { return cm::cos; })
        .Case<hlo::TanOp, chlo::TanOp>([](Operation *) { return cm::tan; })
        .Case([](hlo::TanhOp) { return cm::tanh; })
        .Case([](chlo::SinhOp) { return cm::sinh; })
        .Case([](chlo::CoshOp) { return cm::cosh; })
        .Case([](chlo::AsinOp) { return cm::asin; })
        .Case([](chlo::AcosOp) { return cm::acos; })
        .Case([](chlo::AtanOp) { return cm::atan; })
        .Case([](chlo::AsinhOp) { return cm::asinh; })
        .Case([](chlo::AcoshOp) { return cm::acosh; })
        .Case([](chlo::AtanhOp) { return cm::atanh; })
        .Default([](Operation *) -> Parts (*)(Builder &, Parts) {
          llvm_unreachable("not a complex unary function");
        });
  }

  /// bitcast_convert between complex types. The same type is the identity;
  /// complex<f64> -> Nx2 complex<f32> and back move the bits: the 16 bytes
  /// (re64, im64) are the four f32 words (lo re, hi re, lo im, hi im), i.e.
  /// complex<f32> (lo re, hi re) and (lo im, hi im).
  LogicalResult expandBitcast(hlo::BitcastConvertOp op, Builder &x) {
    auto fromType = cast<RankedTensorType>(getComplexType(op.getOperand()));
    auto toType = cast<RankedTensorType>(op.getType());
    Parts p = lookup(op.getOperand());
    if (fromType.getElementType() == toType.getElementType()) {
      setParts(op, p);
      return success();
    }
    MLIRContext *ctx = op.getContext();
    auto retype = [](Value v, Type element) {
      return cast<RankedTensorType>(v.getType()).clone(element);
    };
    auto bitcast = [&](Value v, Type element) -> Value {
      return hlo::BitcastConvertOp::create(x.b, x.loc, retype(v, element), v);
    };
    auto convert = [&](Value v, Type element) -> Value {
      return hlo::ConvertOp::create(x.b, x.loc, retype(v, element), v);
    };
    auto intSplat = [&](Value like, int64_t value) -> Value {
      auto type = cast<RankedTensorType>(like.getType());
      return hlo::ConstantOp::create(
          x.b, x.loc, type,
          DenseElementsAttr::get(
              type, IntegerAttr::get(type.getElementType(), value)));
    };
    Type i32 = IntegerType::get(ctx, 32), i64 = IntegerType::get(ctx, 64);
    Type ui32 = IntegerType::get(ctx, 32, IntegerType::Unsigned);
    Type f32 = Float32Type::get(ctx), f64 = Float64Type::get(ctx);
    if (fromType.getElementType() == ComplexType::get(Float64Type::get(ctx))) {
      // Each f64 part -> (f32 of its low word, f32 of its high word).
      auto halves = [&](Value part) -> Parts {
        Value bits = bitcast(part, i64);
        Value lo = bitcast(convert(bits, i32), f32);
        Value high = hlo::ShiftRightLogicalOp::create(
            x.b, x.loc, bits.getType(), bits, intSplat(bits, 32));
        Value hi = bitcast(convert(high, i32), f32);
        return {lo, hi};
      };
      Parts re = halves(p.re), im = halves(p.im);
      // Element 0 is (lo re, hi re), element 1 (lo im, hi im).
      setParts(op, {x.pack({re.re, im.re}), x.pack({re.im, im.im})});
      return success();
    }
    // Nx2 complex<f32> -> complex<f64>: element k's (re, im) words are the
    // low and high words of part k.
    Parts re = x.unpack(p.re), im = x.unpack(p.im);
    auto join = [&](Value lo, Value hi) -> Value {
      Value loBits = convert(bitcast(lo, ui32), i64);
      Value hiBits = convert(bitcast(hi, ui32), i64);
      Value shifted = hlo::ShiftLeftOp::create(x.b, x.loc, hiBits.getType(),
                                               hiBits, intSplat(hiBits, 32));
      return bitcast(x.binary<hlo::OrOp>(loBits, shifted), f64);
    };
    setParts(op, {join(re.re, im.re), join(re.im, im.im)});
    return success();
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
