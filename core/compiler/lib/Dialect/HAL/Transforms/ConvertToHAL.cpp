//===- ConvertToHAL.cpp - Host program from tensors to HAL ops --*- C++ -*-===//

#include "strata/Dialect/Flow/IR/FlowOps.h"
#include "strata/Dialect/HAL/IR/ElementTypes.h"
#include "strata/Dialect/HAL/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/TypeSwitch.h"

namespace strata::hal {
#define GEN_PASS_DEF_CONVERTTOHALPASS
#include "strata/Dialect/HAL/Transforms/Passes.h.inc"
} // namespace strata::hal

using namespace mlir;
using namespace strata;

namespace {

/// Entry point ordinal of @executable::@entry: its position among the
/// executable's entry points (hal) or public functions (flow).
static FailureOr<int32_t> getEntryOrdinal(ModuleOp module, SymbolRefAttr ref) {
  Operation *executable = module.lookupSymbol(ref.getRootReference());
  if (auto halExecutable = dyn_cast_or_null<hal::ExecutableOp>(executable)) {
    for (auto entry :
         halExecutable.getBody().front().getOps<hal::ExecutableEntryPointOp>())
      if (entry.getSymName() == ref.getLeafReference())
        return static_cast<int32_t>(entry.getOrdinal());
  } else if (auto flowExecutable =
                 dyn_cast_or_null<flow::ExecutableOp>(executable)) {
    int32_t ordinal = 0;
    for (auto func : flowExecutable.getInnerModule().getOps<func::FuncOp>()) {
      if (!func.isPublic())
        continue;
      if (func.getSymName() == ref.getLeafReference())
        return ordinal;
      ++ordinal;
    }
  }
  return failure();
}

/// Argument/result attribute: the tensor type the runtime sees in place of
/// the argument's own (see getAbiType).
constexpr llvm::StringLiteral kAbiTypeAttr = "strata.abi_type";

struct HostConverter {
  ModuleOp module;
  func::FuncOp func;
  OpBuilder builder;
  Value device;
  Value commandBuffer;
  bool needsBarrier = false;
  DenseMap<Value, Value> buffers; // tensor -> !hal.buffer
  DenseMap<Value, Value> scalars; // host scalar -> its new value
  llvm::StringMap<Value> executables;

  HostConverter(ModuleOp module, func::FuncOp func)
      : module(module), func(func), builder(func.getContext()) {}

  LogicalResult checkType(Location loc, Type type, StringRef what) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !tensor.hasStaticShape())
      return emitError(loc) << what << " of type " << type
                            << " is not a statically shaped tensor";
    if (!hal::getElementTypeCode(tensor.getElementType()))
      return emitError(loc)
             << what << " has element type " << tensor.getElementType()
             << " which the runtime does not support";
    return success();
  }

  /// The type the runtime sees for an argument or result of `type`: the
  /// input plugin's `strata.abi_type` (e.g. `tensor<4xcomplex<f32>>` for a
  /// `tensor<4x2xf32>`) when it has one, else `type`. Both must describe the
  /// same bytes.
  FailureOr<RankedTensorType> getAbiType(Type type, TypeAttr abiAttr,
                                         const std::string &what) {
    if (failed(checkType(func.getLoc(), type, what)))
      return failure();
    auto tensor = cast<RankedTensorType>(type);
    if (!abiAttr)
      return tensor;
    auto abi = dyn_cast<RankedTensorType>(abiAttr.getValue());
    if (!abi || failed(checkType(func.getLoc(), abi, what + " ABI type")))
      return failure();
    if (hal::getTensorByteSize(abi) != hal::getTensorByteSize(tensor))
      return emitError(func.getLoc())
             << what << " ABI type " << abi << " has "
             << hal::getTensorByteSize(abi) << " bytes but its tensor "
             << tensor << " has " << hal::getTensorByteSize(tensor);
    return abi;
  }

  Value getCommandBuffer(Location loc) {
    if (!commandBuffer)
      commandBuffer = hal::CommandBufferCreateOp::create(
          builder, loc, hal::CommandBufferType::get(builder.getContext()),
          device);
    return commandBuffer;
  }

  LogicalResult convertDispatch(flow::DispatchOp dispatch) {
    Location loc = dispatch.getLoc();
    FailureOr<int32_t> ordinal =
        getEntryOrdinal(module, dispatch.getEntryPoint());
    if (failed(ordinal))
      return dispatch.emitOpError("cannot find entry point ")
             << dispatch.getEntryPoint();
    Value cb = getCommandBuffer(loc);
    if (needsBarrier)
      hal::CommandBufferBarrierOp::create(builder, loc, cb);
    needsBarrier = true;
    StringRef executableName = dispatch.getEntryPoint().getRootReference();
    Value &executable = executables[executableName];
    if (!executable)
      executable = hal::ExecutableLookupOp::create(
          builder, loc, hal::ExecutableType::get(builder.getContext()), device,
          FlatSymbolRefAttr::get(builder.getContext(), executableName));
    SmallVector<Value> bindings;
    for (Value operand : dispatch.getOperands())
      bindings.push_back(buffers.lookup(operand));
    for (Value result : dispatch.getResults()) {
      if (failed(checkType(loc, result.getType(), "dispatch result")))
        return failure();
      auto buffer = hal::AllocatorAllocateOp::create(
          builder, loc, hal::BufferType::get(builder.getContext()), device,
          hal::getTensorByteSize(cast<RankedTensorType>(result.getType())));
      buffers[result] = buffer;
      bindings.push_back(buffer);
    }
    hal::CommandBufferDispatchOp::create(builder, loc, cb, executable, *ordinal,
                                         bindings);
    return success();
  }

  /// Submits the recorded commands and waits, so the host (or a runtime
  /// module function) can read their results.
  void flush(Location loc) {
    if (!commandBuffer)
      return;
    hal::CommandBufferFinalizeOp::create(builder, loc, commandBuffer);
    auto fence = hal::FenceCreateOp::create(
        builder, loc, hal::FenceType::get(builder.getContext()), device);
    hal::DeviceQueueExecuteOp::create(builder, loc, device, Value(), fence,
                                      commandBuffer);
    hal::FenceAwaitOp::create(builder, loc, fence);
    commandBuffer = Value();
    needsBarrier = false;
  }

  /// A view of `tensor`'s buffer; `abiType` (same bytes) overrides the
  /// element type and shape it is seen with.
  Value createView(Location loc, Value tensor, RankedTensorType abiType = {}) {
    auto type = abiType ? abiType : cast<RankedTensorType>(tensor.getType());
    return hal::BufferViewCreateOp::create(
        builder, loc, hal::BufferViewType::get(builder.getContext()),
        buffers.lookup(tensor), *hal::getElementTypeCode(type.getElementType()),
        type.getShape());
  }

  /// A call of a runtime module function (`check.expect_eq`): tensors cross
  /// as buffer views, scalars as they are.
  LogicalResult convertCall(func::CallOp call) {
    auto callee = module.lookupSymbol<func::FuncOp>(call.getCalleeAttr());
    if (!callee || !callee.isExternal() ||
        !hal::getRuntimeImportName(callee).contains('.'))
      return call.emitOpError("only calls of runtime module functions "
                              "('<module>.<function>' declarations) can run "
                              "on the host; ")
             << call.getCallee() << " is not one";
    Location loc = call.getLoc();
    flush(loc);
    SmallVector<Value> operands;
    for (Value operand : call.getOperands()) {
      if (isa<RankedTensorType>(operand.getType())) {
        if (failed(checkType(loc, operand.getType(), "call operand")))
          return failure();
        operands.push_back(createView(loc, operand));
      } else {
        operands.push_back(scalars.lookup(operand));
      }
    }
    SmallVector<Type> resultTypes;
    for (Type type : call.getResultTypes())
      resultTypes.push_back(isa<RankedTensorType>(type)
                                ? hal::BufferViewType::get(builder.getContext())
                                : type);
    auto newCall = func::CallOp::create(builder, loc, call.getCalleeAttr(),
                                        resultTypes, operands);
    for (auto [oldResult, newResult] :
         llvm::zip(call.getResults(), newCall.getResults())) {
      if (isa<RankedTensorType>(oldResult.getType()))
        buffers[oldResult] = hal::BufferViewBufferOp::create(
            builder, loc, hal::BufferType::get(builder.getContext()),
            newResult);
      else
        scalars[oldResult] = newResult;
    }
    return success();
  }

  LogicalResult convertReturn(func::ReturnOp ret,
                              ArrayRef<RankedTensorType> resultAbi,
                              SmallVectorImpl<Value> &views) {
    Location loc = ret.getLoc();
    flush(loc);
    for (auto [value, abi] : llvm::zip(ret.getOperands(), resultAbi))
      views.push_back(createView(loc, value, abi));
    return success();
  }

  LogicalResult run() {
    if (!func.getBody().hasOneBlock())
      return func.emitError("host control flow is not supported yet");
    MLIRContext *ctx = func.getContext();
    FunctionType oldType = func.getFunctionType();

    SmallVector<RankedTensorType> argumentAbi, resultAbi;
    for (auto [i, type] : llvm::enumerate(oldType.getInputs())) {
      FailureOr<RankedTensorType> abi =
          getAbiType(type, func.getArgAttrOfType<TypeAttr>(i, kAbiTypeAttr),
                     "argument " + std::to_string(i));
      if (failed(abi))
        return failure();
      argumentAbi.push_back(*abi);
    }
    for (auto [i, type] : llvm::enumerate(oldType.getResults())) {
      FailureOr<RankedTensorType> abi =
          getAbiType(type, func.getResultAttrOfType<TypeAttr>(i, kAbiTypeAttr),
                     "result " + std::to_string(i));
      if (failed(abi))
        return failure();
      resultAbi.push_back(*abi);
    }

    Block &oldBlock = func.getBody().front();
    auto viewType = hal::BufferViewType::get(ctx);
    Block *newBlock = new Block();
    for (Type type : oldType.getInputs()) {
      (void)type;
      newBlock->addArgument(viewType, func.getLoc());
    }
    builder.setInsertionPointToStart(newBlock);
    device = hal::DeviceDefaultOp::create(builder, func.getLoc(),
                                          hal::DeviceType::get(ctx));
    for (auto [i, arg] : llvm::enumerate(oldBlock.getArguments())) {
      RankedTensorType type = argumentAbi[i];
      Value view = newBlock->getArgument(i);
      hal::BufferViewAssertOp::create(
          builder, arg.getLoc(), view, static_cast<int32_t>(i),
          *hal::getElementTypeCode(type.getElementType()), type.getShape());
      buffers[arg] = hal::BufferViewBufferOp::create(
          builder, arg.getLoc(), hal::BufferType::get(ctx), view);
    }

    SmallVector<Value> views;
    for (Operation &op : oldBlock) {
      LogicalResult result =
          llvm::TypeSwitch<Operation *, LogicalResult>(&op)
              .Case([&](arith::ConstantOp constant) -> LogicalResult {
                if (!isa<RankedTensorType>(constant.getType())) {
                  scalars[constant.getResult()] =
                      builder.clone(*constant)->getResult(0);
                  return success();
                }
                if (failed(checkType(constant.getLoc(), constant.getType(),
                                     "constant")))
                  return failure();
                auto value = dyn_cast<ElementsAttr>(constant.getValue());
                if (!value)
                  return constant.emitOpError("expected an elements attribute");
                buffers[constant.getResult()] = hal::BufferConstantOp::create(
                    builder, constant.getLoc(), hal::BufferType::get(ctx),
                    device, value);
                return success();
              })
              .Case([&](flow::TensorReshapeOp reshape) {
                buffers[reshape.getResult()] =
                    buffers.lookup(reshape.getSource());
                return success();
              })
              .Case([&](flow::DispatchOp dispatch) {
                return convertDispatch(dispatch);
              })
              .Case([&](func::CallOp call) { return convertCall(call); })
              .Case([&](func::ReturnOp ret) {
                return convertReturn(ret, resultAbi, views);
              })
              .Default([&](Operation *other) -> LogicalResult {
                return other->emitOpError(
                    "cannot run on the host; expected it inside a dispatch");
              });
      if (failed(result)) {
        delete newBlock;
        return failure();
      }
    }
    func::ReturnOp::create(builder, func.getLoc(), views);

    // Keep the tensor signature for the module's export table.
    SmallVector<Type> argumentTypes(argumentAbi.begin(), argumentAbi.end());
    SmallVector<Type> resultTypes(resultAbi.begin(), resultAbi.end());
    func->setAttr("strata.argument_types",
                  builder.getTypeArrayAttr(argumentTypes));
    func->setAttr("strata.result_types", builder.getTypeArrayAttr(resultTypes));
    func.setAllArgAttrs(ArrayRef<DictionaryAttr>{});
    func.setAllResultAttrs(ArrayRef<DictionaryAttr>{});
    oldBlock.dropAllDefinedValueUses();
    func.getBody().getBlocks().clear();
    func.getBody().push_back(newBlock);
    func.setFunctionType(FunctionType::get(
        ctx, SmallVector<Type>(oldType.getNumInputs(), viewType),
        SmallVector<Type>(oldType.getNumResults(), viewType)));
    return success();
  }
};

struct ConvertToHALPass
    : public hal::impl::ConvertToHALPassBase<ConvertToHALPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto func : llvm::to_vector(module.getOps<func::FuncOp>())) {
      if (func.isExternal())
        continue;
      if (!func.isPublic()) {
        func.emitOpError("private host functions are not supported yet; "
                         "inline them in the input phase");
        return signalPassFailure();
      }
      HostConverter converter(module, func);
      if (failed(converter.run()))
        return signalPassFailure();
    }
    // Runtime module functions now take and return buffer views.
    auto viewType = hal::BufferViewType::get(&getContext());
    auto convert = [&](Type type) -> Type {
      return isa<RankedTensorType>(type) ? Type(viewType) : type;
    };
    for (auto func : module.getOps<func::FuncOp>()) {
      if (!func.isExternal())
        continue;
      FunctionType type = func.getFunctionType();
      SmallVector<Type> inputs, results;
      for (Type t : type.getInputs())
        inputs.push_back(convert(t));
      for (Type t : type.getResults())
        results.push_back(convert(t));
      func.setFunctionType(FunctionType::get(&getContext(), inputs, results));
    }
  }
};

} // namespace
