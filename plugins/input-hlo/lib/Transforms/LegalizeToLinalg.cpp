//===- LegalizeToLinalg.cpp - the strata-hlo-legalize-to-linalg pass -*- C++ -*-===//
//
// Drives the dialect conversion of stablehlo/chlo to linalg/tensor/arith/
// math/scf on tensors, owns the type converter and the shared helpers, and
// turns a failed conversion into one error that names the op and the reason.
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"
#include "strata/InputHLO/Transforms/Passes.h"

#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace strata::input_hlo {

#define GEN_PASS_DEF_LEGALIZEHLOTOLINALGPASS
#include "strata/InputHLO/Transforms/Passes.h.inc"

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

LogicalResult FailureLog::fail(ConversionPatternRewriter &rewriter,
                               Operation *op, const Twine &reason) {
  entries.push_back(
      {op->getName().getStringRef().str(), op->getLoc(), reason.str()});
  return rewriter.notifyMatchFailure(op, reason);
}

Type toSignless(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    if (!intType.isSignless())
      return IntegerType::get(type.getContext(), intType.getWidth());
  return type;
}

bool isUnsignedLike(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  return intType && (intType.isUnsignedInteger() || intType.getWidth() == 1);
}

HLOTypeConverter::HLOTypeConverter() {
  addConversion([](Type type) { return type; });
  addConversion([](IntegerType type) -> Type { return toSignless(type); });
  // Tuples (stablehlo.tuple / get_tuple_element in function bodies) become
  // their flattened elements.
  addConversion(
      [this](TupleType type,
             SmallVectorImpl<Type> &results) -> std::optional<LogicalResult> {
        for (Type element : type.getTypes())
          if (failed(convertType(element, results)))
            return failure();
        return success();
      });
  addConversion([](RankedTensorType type) -> Type {
    Type elem = toSignless(type.getElementType());
    if (elem == type.getElementType())
      return type;
    return RankedTensorType::get(type.getShape(), elem, type.getEncoding());
  });
}

RankedTensorType getStaticTensorType(Type type, std::string &why) {
  auto tensor = dyn_cast_or_null<RankedTensorType>(type);
  if (!tensor) {
    why = "expected a ranked tensor result";
    return {};
  }
  if (!tensor.hasStaticShape()) {
    why = "dynamic shapes are not supported";
    return {};
  }
  return tensor;
}

RankedTensorType getRealStaticTensorType(Type type, std::string &why) {
  RankedTensorType tensor = getStaticTensorType(type, why);
  if (tensor && isa<ComplexType>(tensor.getElementType())) {
    why = "complex element types are not supported";
    return {};
  }
  return tensor;
}

LogicalResult checkRealStaticTypes(Operation *op, std::string &why) {
  for (Value v : llvm::concat<Value>(op->getOperands(), op->getResults())) {
    if (getRealStaticTensorType(v.getType(), why))
      continue;
    llvm::raw_string_ostream(why) << ", got " << v.getType();
    return failure();
  }
  return success();
}

Value createEmpty(OpBuilder &b, Location loc, RankedTensorType type) {
  return tensor::EmptyOp::create(b, loc, type.getShape(),
                                 type.getElementType());
}

Value createFilled(OpBuilder &b, Location loc, RankedTensorType type,
                   Value scalar) {
  Value empty = createEmpty(b, loc, type);
  return linalg::FillOp::create(b, loc, scalar, empty).getResult(0);
}

Value extractScalar(OpBuilder &b, Location loc, Value tensor) {
  return tensor::ExtractOp::create(b, loc, tensor, ValueRange{});
}

Value createZero(OpBuilder &b, Location loc, Type type) {
  return arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {

struct LegalizeHLOToLinalgPass
    : impl::LegalizeHLOToLinalgPassBase<LegalizeHLOToLinalgPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    HLOTypeConverter converter;
    FailureLog log;

    RewritePatternSet patterns(ctx);
    populateElementwiseToLinalgPatterns(converter, log, patterns);
    populateStructuralToLinalgPatterns(converter, log, patterns);
    populateContractionToLinalgPatterns(converter, log, patterns);
    populateGatherScatterSortPatterns(converter, log, patterns);
    populateControlFlowToSCFPatterns(converter, log, patterns);
    populateBatchNormToLinalgPatterns(converter, log, patterns);
    populateLinearAlgebraToSCFPatterns(converter, log, patterns);
    populateRngBitGeneratorToLinalgPatterns(converter, log, patterns);
    populateChloToLinalgPatterns(converter, log, patterns);
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                   converter);
    populateCallOpTypeConversionPattern(patterns, converter);
    populateReturnOpTypeConversionPattern(patterns, converter);

    ConversionTarget target(*ctx);
    target.addLegalDialect<arith::ArithDialect, linalg::LinalgDialect,
                           math::MathDialect, scf::SCFDialect,
                           tensor::TensorDialect>();
    target.addIllegalDialect<stablehlo::StablehloDialect, chlo::ChloDialect>();
    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp func) {
      return converter.isSignatureLegal(func.getFunctionType()) &&
             converter.isLegal(&func.getBody());
    });
    target.addDynamicallyLegalOp<func::CallOp, func::ReturnOp>(
        [&](Operation *op) { return converter.isLegal(op); });

    // The conversion reports "failed to legalize operation ..."; replace it
    // with one error that says why, from the reasons the patterns logged.
    SmallVector<std::pair<Location, std::string>> errors;
    LogicalResult result = failure();
    {
      ScopedDiagnosticHandler handler(ctx, [&](Diagnostic &diag) {
        if (diag.getSeverity() != DiagnosticSeverity::Error)
          return failure();
        errors.push_back({diag.getLocation(), diag.str()});
        return success();
      });
      result = applyPartialConversion(module, target, std::move(patterns));
    }
    if (succeeded(result))
      return;
    if (errors.empty())
      module.emitError("failed to lower stablehlo to linalg");
    for (auto &[loc, message] : errors) {
      const FailureLog::Entry *match = nullptr;
      for (const FailureLog::Entry &entry : log.entries)
        if (entry.loc == loc &&
            StringRef(message).contains("'" + entry.opName + "'"))
          match = &entry;
      StringRef text(message);
      size_t quote = text.find('\'');
      if (!match && (!text.starts_with("failed to legalize operation") ||
                     quote == StringRef::npos)) {
        emitError(loc) << message;
        continue;
      }
      std::string opName =
          match ? match->opName
                : text.substr(quote + 1).take_until([](char c) {
                    return c == '\'';
                  }).str();
      InFlightDiagnostic diag = emitError(loc)
                                << "failed to lower '" << opName << "'";
      if (match)
        diag << " (" << match->reason << ")";
      diag << ": not supported by input-hlo";
    }
    signalPassFailure();
  }
};

} // namespace

void buildHLOInputPipeline(OpPassManager &pm) {
  pm.addPass(createLegalizeMHLONamesPass());
  pm.addPass(createDecomposeCompositesPass());
  pm.addPass(createInlinerPass());
  pm.addPass(createSymbolDCEPass());
  pm.addPass(createExpandComplexPass());
  pm.addPass(createLegalizeCustomCallsPass());
  pm.addPass(createLegalizeHLOToLinalgPass());
  pm.addPass(createCanonicalizerPass());
}

} // namespace strata::input_hlo
