//===- LegalizeCustomCalls.cpp - check custom_calls to calls ----*- C++ -*-===//
//
// `stablehlo.custom_call @check.*` (the StableHLO test checks JAX testdata
// programs end with) becomes a `func.call` of a private external function
// declaration named after the runtime `check` module function; the core
// turns those calls into VM imports. `shape_assertion` stays for the
// lowering to linalg (a cf.assert), LAPACK/cuSOLVER factorizations for
// LinearAlgebraToSCF; `ApproxTopK` becomes a stable sort and a slice (what
// XLA runs off TPUs). Any other custom_call target is an error.
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/StablehloOps.h"
#include "strata/InputHLO/Transforms/Passes.h"

#include "Rewriters.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringSwitch.h"

#include <cmath>
#include <limits>
#include <map>

using namespace mlir;

namespace strata::input_hlo {

#define GEN_PASS_DEF_LEGALIZECUSTOMCALLSPASS
#include "strata/InputHLO/Transforms/Passes.h.inc"

namespace {

/// The runtime functions a custom_call target can stand for.
enum class CheckKind { ExpectEq, ExpectAlmostEq, ExpectClose, Eq };

std::optional<CheckKind> getCheckKind(StringRef target) {
  return llvm::StringSwitch<std::optional<CheckKind>>(target)
      .Case("check.expect_eq", CheckKind::ExpectEq)
      .Case("check.expect_almost_eq", CheckKind::ExpectAlmostEq)
      .Case("check.expect_close", CheckKind::ExpectClose)
      .Case("check.eq", CheckKind::Eq)
      .Default(std::nullopt);
}

/// What `stablehlo-translate --interpret` uses for
/// `custom_call @check.expect_almost_eq` (the `check.expect_almost_eq` op of
/// the interpreter's check dialect defaults to 1e-4 instead).
constexpr double kDefaultTolerance = 1.0e-3;
/// The ULP bounds the interpreter uses for `custom_call @check.expect_close`.
constexpr int64_t kDefaultMinUlp = 0;
constexpr int64_t kDefaultMaxUlp = 3;

/// The attribute `name` of the custom_call, else the key `name` of a
/// dictionary backend_config, else null.
Attribute getCheckOption(stablehlo::CustomCallOp op, StringRef name) {
  if (Attribute attr = op->getDiscardableAttr(name))
    return attr;
  if (auto config = dyn_cast_or_null<DictionaryAttr>(op.getBackendConfigAttr()))
    return config.get(name);
  return {};
}

/// Reads the tolerance of an expect_almost_eq: a non-negative finite number
/// that f32 can hold.
FailureOr<float> getTolerance(stablehlo::CustomCallOp op) {
  Attribute attr = getCheckOption(op, "tolerance");
  if (!attr)
    return static_cast<float>(kDefaultTolerance);
  double value;
  if (auto floatAttr = dyn_cast<FloatAttr>(attr))
    value = floatAttr.getValueAsDouble();
  else if (auto intAttr = dyn_cast<IntegerAttr>(attr))
    value = static_cast<double>(intAttr.getValue().getSExtValue());
  else
    return op.emitError() << "'" << op.getCallTargetName()
                          << "' tolerance must be a number, got " << attr;
  if (!std::isfinite(value) || value < 0 ||
      value > std::numeric_limits<float>::max())
    return op.emitError() << "'" << op.getCallTargetName()
                          << "' tolerance must be a non-negative finite f32 "
                             "number, got "
                          << attr;
  return static_cast<float>(value);
}

/// Reads a ULP bound of an expect_close: a non-negative integer.
FailureOr<int64_t> getUlpBound(stablehlo::CustomCallOp op, StringRef name,
                               int64_t defaultValue) {
  Attribute attr = getCheckOption(op, name);
  if (!attr)
    return defaultValue;
  auto intAttr = dyn_cast<IntegerAttr>(attr);
  if (!intAttr || intAttr.getType().isIndex() ||
      intAttr.getValue().isNegative())
    return op.emitError() << "'" << op.getCallTargetName() << "' " << name
                          << " must be a non-negative integer, got " << attr;
  return intAttr.getValue().getSExtValue();
}

/// Declarations of runtime functions, one per (function, signature).
class RuntimeDeclarations {
public:
  RuntimeDeclarations(ModuleOp module) : module(module), symbols(module) {
    for (auto func : module.getOps<func::FuncOp>()) {
      if (!func.isExternal())
        continue;
      StringRef name = func.getSymName();
      if (auto import = func->getAttrOfType<StringAttr>("strata.import"))
        name = import.getValue();
      declarations.try_emplace({name.str(), func.getFunctionType()}, func);
    }
  }

  /// The declaration of `function` with `type`, created at the end of the
  /// module when there is none yet.
  func::FuncOp get(StringRef function, FunctionType type, Location loc) {
    func::FuncOp &decl = declarations[{function.str(), type}];
    if (decl)
      return decl;
    std::string name = function.str();
    for (unsigned suffix = 1; symbols.lookup(name); ++suffix)
      name = (function + "_" + Twine(suffix)).str();
    OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
    decl = func::FuncOp::create(builder, loc, name, type);
    decl.setPrivate();
    if (name != function)
      decl->setAttr("strata.import", builder.getStringAttr(function));
    symbols.insert(decl);
    return decl;
  }

private:
  struct Key {
    std::string function;
    FunctionType type;
    bool operator<(const Key &other) const {
      if (function != other.function)
        return function < other.function;
      return type.getAsOpaquePointer() < other.type.getAsOpaquePointer();
    }
  };
  ModuleOp module;
  SymbolTable symbols;
  std::map<Key, func::FuncOp> declarations;
};

/// Checks the operands and results of a check custom_call and builds its
/// call; emits an error and fails when it does not fit the runtime function.
LogicalResult lowerCheck(stablehlo::CustomCallOp op, CheckKind kind,
                         RuntimeDeclarations &declarations) {
  StringRef target = op.getCallTargetName();
  auto error = [&]() { return op.emitError() << "'" << target << "' "; };
  if (op.getNumOperands() != 2)
    return error() << "takes 2 operands ("
                   << (kind == CheckKind::Eq ? "lhs, rhs" : "actual, expected")
                   << "), got " << op.getNumOperands();
  Type type = op.getOperand(0).getType();
  for (auto [i, operand] : llvm::enumerate(op.getOperands())) {
    auto tensor = dyn_cast<RankedTensorType>(operand.getType());
    if (!tensor)
      return error() << "operand " << i << " must be a ranked tensor, got "
                     << operand.getType();
    if (isa<ComplexType>(tensor.getElementType()))
      return error() << "on complex element type " << tensor.getElementType()
                     << " is not supported";
  }
  if (op.getOperand(1).getType() != type)
    return error() << "operands must have the same type, got " << type
                   << " and " << op.getOperand(1).getType();

  OpBuilder builder(op);
  Type i1Scalar = RankedTensorType::get({}, builder.getI1Type());
  if (kind == CheckKind::Eq) {
    if (op.getNumResults() != 1 || op.getResult(0).getType() != i1Scalar)
      return error() << "returns one " << i1Scalar << ", got "
                     << op.getNumResults() << " results";
  } else if (op.getNumResults() != 0) {
    return error() << "returns nothing, got " << op.getNumResults()
                   << " results";
  }

  Location loc = op.getLoc();
  SmallVector<Value> operands(op.getOperands());
  if (kind == CheckKind::ExpectAlmostEq) {
    FailureOr<float> tolerance = getTolerance(op);
    if (failed(tolerance))
      return failure();
    operands.push_back(arith::ConstantOp::create(
        builder, loc, builder.getF32FloatAttr(*tolerance)));
  } else if (kind == CheckKind::ExpectClose) {
    FailureOr<int64_t> minUlp =
        getUlpBound(op, "min_ulp_difference", kDefaultMinUlp);
    if (failed(minUlp))
      return failure();
    FailureOr<int64_t> maxUlp =
        getUlpBound(op, "max_ulp_difference", kDefaultMaxUlp);
    if (failed(maxUlp))
      return failure();
    if (*minUlp > *maxUlp)
      return error() << "min_ulp_difference " << *minUlp
                     << " exceeds max_ulp_difference " << *maxUlp;
    operands.push_back(arith::ConstantOp::create(
        builder, loc, builder.getI64IntegerAttr(*minUlp)));
    operands.push_back(arith::ConstantOp::create(
        builder, loc, builder.getI64IntegerAttr(*maxUlp)));
  }

  auto fnType = builder.getFunctionType(ValueRange(operands).getTypes(),
                                        op.getResultTypes());
  func::FuncOp decl = declarations.get(target, fnType, loc);
  auto call = func::CallOp::create(builder, loc, decl, operands);
  op->replaceAllUsesWith(call.getResults());
  op->erase();
  return success();
}

/// `custom_call @ApproxTopK(operands..., inits...)` (lax.approx_max_k /
/// approx_min_k): what XLA runs off TPUs, exactly: a stable sort along
/// `reduction_dim` with the comparator of `called_computations`, sliced to
/// the result size (top_k, or more when aggregate_to_topk is false). The
/// init values only pad partial reductions on TPUs; a sort needs none.
LogicalResult lowerApproxTopK(stablehlo::CustomCallOp op, SymbolTable &symbols,
                              SmallPtrSetImpl<Operation *> &comparators) {
  auto fail = [&](const Twine &why) {
    return op.emitOpError("ApproxTopK: ") << why;
  };
  auto config = op->getAttrOfType<DictionaryAttr>("mhlo.backend_config");
  auto dimAttr =
      config ? dyn_cast_or_null<IntegerAttr>(config.get("reduction_dim"))
             : IntegerAttr();
  ArrayAttr called = op.getCalledComputationsAttr();
  unsigned n = op->getNumResults();
  if (!dimAttr)
    return fail("mhlo.backend_config has no integer 'reduction_dim'");
  if (!called || called.size() != 1)
    return fail("expected one comparator in called_computations");
  if (op->getNumOperands() != 2 * n)
    return fail("takes " + Twine(op->getNumOperands()) + " operands for " +
                Twine(n) +
                " results; expected the operands and one init value each");
  auto comparator = symbols.lookup<func::FuncOp>(
      cast<FlatSymbolRefAttr>(called[0]).getValue());
  if (!comparator || comparator.isExternal() ||
      comparator.getNumArguments() != 2 * n)
    return fail("comparator must be a defined function of " + Twine(2 * n) +
                " scalars");
  SmallVector<Value> inputs(op->getOperands().take_front(n));
  auto inputType = cast<RankedTensorType>(inputs[0].getType());
  int64_t dim = dimAttr.getInt();
  if (dim < 0 || dim >= inputType.getRank() || !inputType.hasStaticShape())
    return fail("reduction_dim " + Twine(dim) + " is not a dim of " +
                "a static operand");
  for (auto [input, result] : llvm::zip(inputs, op->getResults())) {
    auto in = cast<RankedTensorType>(input.getType());
    auto out = cast<RankedTensorType>(result.getType());
    bool fits = in.getShape() == inputType.getShape() &&
                out.getRank() == in.getRank() &&
                out.getElementType() == in.getElementType();
    for (int64_t d = 0; fits && d < in.getRank(); ++d)
      fits = d == dim ? out.getDimSize(d) <= in.getDimSize(d)
                      : out.getDimSize(d) == in.getDimSize(d);
    if (!fits)
      return fail("result " + Twine(result.getResultNumber()) +
                  " does not fit its operand (same shape, at most as long "
                  "along reduction_dim)");
  }
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto sort = stablehlo::SortOp::create(b, loc, ValueRange(inputs).getTypes(),
                                        inputs, dim, /*is_stable=*/true);
  Block &body = sort.getComparator().emplaceBlock();
  IRMapping mapping;
  for (BlockArgument arg : comparator.getArguments())
    mapping.map(arg, body.addArgument(arg.getType(), arg.getLoc()));
  OpBuilder bb = OpBuilder::atBlockEnd(&body);
  for (Operation &inner : comparator.getBody().front()) {
    if (auto ret = dyn_cast<func::ReturnOp>(inner)) {
      stablehlo::ReturnOp::create(
          bb, ret.getLoc(),
          llvm::map_to_vector(ret.getOperands(), [&](Value v) {
            return mapping.lookupOrDefault(v);
          }));
      continue;
    }
    bb.clone(inner, mapping);
  }
  for (auto [sorted, result] : llvm::zip(sort.getResults(), op->getResults())) {
    auto type = cast<RankedTensorType>(result.getType());
    SmallVector<int64_t> start(type.getRank(), 0), limit(type.getShape()),
        strides(type.getRank(), 1);
    result.replaceAllUsesWith(stablehlo::SliceOp::create(
        b, loc, type, sorted, start, limit, strides));
  }
  comparators.insert(comparator);
  op.erase();
  return success();
}

struct LegalizeCustomCallsPass
    : impl::LegalizeCustomCallsPassBase<LegalizeCustomCallsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<stablehlo::CustomCallOp> calls;
    module->walk([&](stablehlo::CustomCallOp op) { calls.push_back(op); });
    if (calls.empty())
      return;
    RuntimeDeclarations declarations(module);
    SymbolTable symbols(module);
    SmallPtrSet<Operation *, 4> comparators;
    bool ok = true;
    for (stablehlo::CustomCallOp op : calls) {
      if (op.getCallTargetName() == "ApproxTopK") {
        ok &= succeeded(lowerApproxTopK(op, symbols, comparators));
        continue;
      }
      // JAX's shape-polymorphism checks: a host check of the lowering.
      if (op.getCallTargetName() == "shape_assertion")
        continue;
      // LAPACK's factorizations lower with the linear algebra ops,
      // dynamic_reduce_window with reduce_window.
      if (isLapackCallTarget(op.getCallTargetName()) ||
          op.getCallTargetName() == "stablehlo.dynamic_reduce_window")
        continue;
      std::optional<CheckKind> kind = getCheckKind(op.getCallTargetName());
      if (!kind) {
        op.emitError() << "custom_call target '" << op.getCallTargetName()
                       << "' is not supported by input-hlo";
        ok = false;
        continue;
      }
      if (failed(lowerCheck(op, *kind, declarations)))
        ok = false;
    }
    // The comparators were only there for the calls (JAX leaves them
    // public, which would make them entry points).
    for (Operation *comparator : comparators)
      if (SymbolTable::symbolKnownUseEmpty(comparator, module))
        comparator->erase();
    if (!ok)
      signalPassFailure();
  }
};

} // namespace

} // namespace strata::input_hlo
