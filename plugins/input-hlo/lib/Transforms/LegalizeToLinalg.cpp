//===- LegalizeToLinalg.cpp - the strata-hlo-legalize-to-linalg pass -*- C++
//-*-===//
//
// Drives the dialect conversion of stablehlo/chlo to linalg/tensor/arith/
// math/scf on tensors, owns the type converter and the shared helpers, and
// turns a failed conversion into one error that names the op and the reason.
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "strata/Dialect/Flow/IR/FlowOps.h"
#include "strata/InputHLO/IR/SdyOps.h"
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

RankedTensorType getTensorType(Type type, std::string &why) {
  auto tensor = dyn_cast_or_null<RankedTensorType>(type);
  if (!tensor)
    why = "expected a ranked tensor result";
  return tensor;
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

RankedTensorType getRealTensorType(Type type, std::string &why) {
  RankedTensorType tensor = getTensorType(type, why);
  if (tensor && isa<ComplexType>(tensor.getElementType())) {
    why = "complex element types are not supported";
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

Value createFilled(OpBuilder &b, Location loc, RankedTensorType type,
                   Value scalar, ArrayRef<Value> sizes) {
  Value empty = createEmpty(b, loc, type, sizes);
  return linalg::FillOp::create(b, loc, scalar, empty).getResult(0);
}

Value extractScalar(OpBuilder &b, Location loc, Value tensor) {
  return tensor::ExtractOp::create(b, loc, tensor, ValueRange{});
}

/// A tensor.pad inserted with strides (a pad with interior padding of a
/// padded value: fill + strided insert_slice) becomes fill + insert_slice
/// itself. MLIR 22's linalg canonicalization (FoldInsertPadIntoFill) folds
/// insert_slice(pad(x), fill) into one insert of x at offset + low, which
/// is wrong for strides other than 1 (offset + low * stride): a pad of a
/// pad with interior padding came out shifted on every target (found by
/// strata-fuzz-programs, seed 5920).
static void decomposePadsOfStridedInserts(ModuleOp module) {
  SmallVector<tensor::PadOp> pads;
  module.walk([&](tensor::InsertSliceOp insert) {
    auto pad = insert.getSource().getDefiningOp<tensor::PadOp>();
    if (pad && !insert.hasUnitStride() && pad.getResultType().hasStaticShape() &&
        pad.getSourceType().hasStaticShape() && pad.getConstantPaddingValue() &&
        llvm::none_of(pad.getStaticLow(), ShapedType::isDynamic) &&
        !llvm::is_contained(pads, pad))
      pads.push_back(pad);
  });
  for (tensor::PadOp pad : pads) {
    OpBuilder b(pad);
    Location loc = pad.getLoc();
    RankedTensorType type = pad.getResultType();
    Value empty = tensor::EmptyOp::create(b, loc, type.getShape(),
                                          type.getElementType());
    Value filled =
        linalg::FillOp::create(b, loc, pad.getConstantPaddingValue(), empty)
            .getResult(0);
    int64_t rank = type.getRank();
    SmallVector<OpFoldResult> offsets, sizes,
        strides(rank, b.getIndexAttr(1));
    for (int64_t d = 0; d < rank; ++d) {
      offsets.push_back(b.getIndexAttr(pad.getStaticLow()[d]));
      sizes.push_back(b.getIndexAttr(pad.getSourceType().getDimSize(d)));
    }
    Value result =
        llvm::is_contained(pad.getSourceType().getShape(), 0)
            ? filled
            : tensor::InsertSliceOp::create(b, loc, pad.getSource(), filled,
                                            offsets, sizes, strides)
                  .getResult();
    pad.getResult().replaceAllUsesWith(result);
    pad->erase();
  }
}

Value padTensor(OpBuilder &b, Location loc, Value operand,
                ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                ArrayRef<int64_t> interior, Value padValue) {
  auto operandType = cast<RankedTensorType>(operand.getType());
  int64_t rank = operandType.getRank();
  bool simple = llvm::all_of(interior, [](int64_t v) { return v == 0; }) &&
                llvm::all_of(low, [](int64_t v) { return v >= 0; }) &&
                llvm::all_of(high, [](int64_t v) { return v >= 0; });
  if (simple) {
    if (llvm::all_of(low, [](int64_t v) { return v == 0; }) &&
        llvm::all_of(high, [](int64_t v) { return v == 0; }))
      return operand;
    SmallVector<OpFoldResult> lo, hi;
    for (int64_t d = 0; d < rank; ++d) {
      lo.push_back(b.getIndexAttr(low[d]));
      hi.push_back(b.getIndexAttr(high[d]));
    }
    return tensor::PadOp::create(b, loc, Type(), operand, lo, hi, padValue);
  }
  // Padded shape with negative edges clipped to zero, then cropped.
  SmallVector<int64_t> paddedShape, resultShape;
  SmallVector<OpFoldResult> insOffsets, insSizes, insStrides;
  SmallVector<OpFoldResult> exOffsets, exSizes, exStrides;
  bool needsCrop = false;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = operandType.getDimSize(d);
    int64_t stretched = size == 0 ? 0 : size + (size - 1) * interior[d];
    int64_t lo = std::max<int64_t>(low[d], 0);
    int64_t hi = std::max<int64_t>(high[d], 0);
    paddedShape.push_back(lo + stretched + hi);
    resultShape.push_back(low[d] + stretched + high[d]);
    insOffsets.push_back(b.getIndexAttr(lo));
    insSizes.push_back(b.getIndexAttr(size));
    insStrides.push_back(b.getIndexAttr(interior[d] + 1));
    exOffsets.push_back(b.getIndexAttr(lo - low[d]));
    exSizes.push_back(b.getIndexAttr(resultShape.back()));
    exStrides.push_back(b.getIndexAttr(1));
    needsCrop |= low[d] < 0 || high[d] < 0;
  }
  Type elemType = operandType.getElementType();
  Value filled = createFilled(
      b, loc, RankedTensorType::get(paddedShape, elemType), padValue);
  // An empty operand inserts nothing (and an insert_slice at an offset
  // equal to a padded dim would not verify).
  Value result =
      llvm::is_contained(operandType.getShape(), 0)
          ? filled
          : tensor::InsertSliceOp::create(b, loc, operand, filled, insOffsets,
                                          insSizes, insStrides)
                .getResult();
  if (needsCrop)
    result = tensor::ExtractSliceOp::create(
        b, loc, RankedTensorType::get(resultShape, elemType), result, exOffsets,
        exSizes, exStrides);
  return result;
}

Value reverseTensor(OpBuilder &b, Location loc, Value input,
                    ArrayRef<int64_t> dims) {
  auto type = cast<RankedTensorType>(input.getType());
  int64_t rank = type.getRank();
  auto generic = linalg::GenericOp::create(
      b, loc, type, ValueRange{}, ValueRange{createEmpty(b, loc, type)},
      ArrayRef<AffineMap>{b.getMultiDimIdentityMap(rank)},
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location nested, ValueRange) {
        SmallVector<Value> indices;
        for (int64_t d = 0; d < rank; ++d) {
          Value index = linalg::IndexOp::create(nb, nested, d);
          if (llvm::is_contained(dims, d)) {
            Value last = arith::ConstantIndexOp::create(nb, nested,
                                                        type.getDimSize(d) - 1);
            index = arith::SubIOp::create(nb, nested, last, index);
          }
          indices.push_back(index);
        }
        Value value = tensor::ExtractOp::create(nb, nested, input, indices);
        linalg::YieldOp::create(nb, nested, value);
      });
  return generic.getResult(0);
}

Value createZero(OpBuilder &b, Location loc, Type type) {
  return arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

/// SPMD programs (a Shardy manual computation, a collective) parse and
/// verify; running them needs channels between devices (issue 16). Until
/// then: one error naming the construct and its mesh, not a failed
/// legalization.
static LogicalResult refuseMultiDevicePrograms(ModuleOp module) {
  WalkResult walk = module.walk([&](Operation *op) {
    if (auto manual = dyn_cast<sdy::ManualComputationOp>(op)) {
      InFlightDiagnostic diag =
          manual.emitOpError("is the per-device program of an SPMD "
                             "computation over manual axes ")
          << manual.getManualAxes();
      if (!manual.getInShardings().empty())
        diag << " of mesh "
             << cast<sdy::TensorShardingAttr>(manual.getInShardings()[0])
                    .getMesh();
      diag << "; Strata compiles single-device programs only (multi-device "
              "programs are not supported yet)";
      return WalkResult::interrupt();
    }
    if (isa<stablehlo::AllReduceOp, stablehlo::AllGatherOp,
            stablehlo::ReduceScatterOp, stablehlo::AllToAllOp,
            stablehlo::CollectivePermuteOp, stablehlo::CollectiveBroadcastOp>(
            op)) {
      op->emitOpError("communicates between devices outside an "
                      "sdy.manual_computation; Strata runs collectives in "
                      "the manual computations of SPMD programs "
                      "(shard_map/pmap exports) only");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

namespace {

/// flow.collective.* ops (from strata-hlo-partition-spmd) take the
/// converted tensor types (e.g. ui32 -> i32) like every other op.
struct CollectiveTypeConversion : ConversionPattern {
  CollectiveTypeConversion(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), 1, ctx) {}
  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!flow::isCollectiveOp(op))
      return failure();
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op->getResultTypes(), types)))
      return failure();
    OperationState state(op->getLoc(), op->getName(), operands, types,
                         op->getAttrs());
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }
};

struct LegalizeHLOToLinalgPass
    : impl::LegalizeHLOToLinalgPassBase<LegalizeHLOToLinalgPass> {
  /// Unsigned tensors of a public function's signature become signless like
  /// everything else; `strata.abi_type` keeps the unsigned type for the
  /// runtime, which checks arguments and labels results with it.
  static void keepUnsignedAbiTypes(ModuleOp module) {
    constexpr StringLiteral kAbiTypeAttr = "strata.abi_type";
    auto isUnsignedTensor = [](Type type) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      return tensor && tensor.getElementType().isUnsignedInteger();
    };
    for (auto func : module.getOps<func::FuncOp>()) {
      if (!func.isPublic())
        continue;
      FunctionType type = func.getFunctionType();
      for (auto [i, input] : llvm::enumerate(type.getInputs()))
        if (isUnsignedTensor(input) && !func.getArgAttr(i, kAbiTypeAttr))
          func.setArgAttr(i, kAbiTypeAttr, TypeAttr::get(input));
      for (auto [i, result] : llvm::enumerate(type.getResults()))
        if (isUnsignedTensor(result) && !func.getResultAttr(i, kAbiTypeAttr))
          func.setResultAttr(i, kAbiTypeAttr, TypeAttr::get(result));
    }
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    if (failed(refuseMultiDevicePrograms(module)))
      return signalPassFailure();
    HLOTypeConverter converter;
    FailureLog log;
    keepUnsignedAbiTypes(module);
    foldZeroSizedTensors(module);
    {
      RewritePatternSet prelowering(ctx);
      populateChloScanDecompositionPatterns(prelowering);
      populateRefineStaticShapesPatterns(prelowering);
      populateWidthChangingBitcastPatterns(prelowering);
      walkAndApplyPatterns(module, std::move(prelowering));
    }

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
    populateDynamicShapesToLinalgPatterns(converter, log, patterns);
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                   converter);
    populateCallOpTypeConversionPattern(patterns, converter);
    populateReturnOpTypeConversionPattern(patterns, converter);
    patterns.add<CollectiveTypeConversion>(converter, ctx);

    ConversionTarget target(*ctx);
    target.addLegalDialect<arith::ArithDialect, cf::ControlFlowDialect,
                           linalg::LinalgDialect, math::MathDialect,
                           scf::SCFDialect, tensor::TensorDialect>();
    target.addIllegalDialect<stablehlo::StablehloDialect, chlo::ChloDialect>();
    target.addDynamicallyLegalDialect<flow::FlowDialect>(
        [&](Operation *op) { return converter.isLegal(op); });

    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp func) {
      return converter.isSignatureLegal(func.getFunctionType()) &&
             converter.isLegal(&func.getBody());
    });
    target.addDynamicallyLegalOp<func::CallOp, func::ReturnOp>(
        [&](Operation *op) { return converter.isLegal(op); });
    // The reducers of stablehlo.dynamic_reduce_window calls stay StableHLO:
    // the call's lowering emits their body as scalar code, then they go.
    llvm::SmallPtrSet<Operation *, 4> reducers;
    module.walk([&](stablehlo::CustomCallOp call) {
      if (call.getCallTargetName() != "stablehlo.dynamic_reduce_window")
        return;
      if (ArrayAttr called = call.getCalledComputationsAttr())
        for (Attribute ref : called)
          if (auto name = dyn_cast<FlatSymbolRefAttr>(ref))
            if (auto func = module.lookupSymbol<func::FuncOp>(name.getValue()))
              reducers.insert(func);
    });
    target.markOpRecursivelyLegal<func::FuncOp>(
        [&](func::FuncOp func) { return reducers.contains(func); });

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
    if (succeeded(result)) {
      // Small slices of constants (polynomial coefficients sliced one by
      // one, as jax.scipy.special.ndtri does) become constants: clonable
      // into the dispatches that read them, instead of a dispatch and a
      // binding each (one kernel read 51 of them, past Vulkan's per-stage
      // storage buffer limit).
      RewritePatternSet folds(ctx);
      tensor::populateFoldConstantExtractSlicePatterns(
          folds, [](tensor::ExtractSliceOp op) {
            return op.getType().hasStaticShape() &&
                   op.getType().getNumElements() <= 16;
          });
      walkAndApplyPatterns(module, std::move(folds));
      decomposePadsOfStridedInserts(module);
      for (Operation *reducer : reducers)
        if (SymbolTable::symbolKnownUseEmpty(reducer, module))
          reducer->erase();
      return;
    }
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
                : text.substr(quote + 1)
                      .take_until([](char c) { return c == '\''; })
                      .str();
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

void buildHLOInputPipeline(OpPassManager &pm,
                           const HLOInputPipelineOptions &options) {
  pm.addPass(createLegalizeVHLOPass());
  pm.addPass(createImportSdyRoundTripPass());
  pm.addPass(createLegalizeMHLONamesPass());
  pm.addPass(createDecomposeCompositesPass());
  pm.addPass(createInlinerPass());
  pm.addPass(createSymbolDCEPass());
  if (options.spmd == "emulate")
    pm.addPass(createEmulateSPMDPass());
  else
    pm.addPass(createPartitionSPMDPass());
  pm.addPass(createExpandComplexPass());
  pm.addPass(createWidenNarrowTypesPass());
  pm.addPass(createLegalizeCustomCallsPass());
  pm.addPass(createLegalizeHLOToLinalgPass());
  pm.addPass(createCanonicalizerPass());
}

void buildHLOInputPipeline(OpPassManager &pm) {
  buildHLOInputPipeline(pm, HLOInputPipelineOptions());
}

} // namespace strata::input_hlo
