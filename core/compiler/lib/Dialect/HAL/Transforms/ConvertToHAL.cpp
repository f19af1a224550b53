//===- ConvertToHAL.cpp - Host program from tensors to HAL ops --*- C++ -*-===//

#include "strata/Dialect/Flow/IR/FlowOps.h"
#include "strata/Dialect/HAL/IR/ElementTypes.h"
#include "strata/Dialect/HAL/Transforms/Passes.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
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
  Value channel;
  Value commandBuffer;
  bool needsBarrier = false;
  DenseMap<Value, Value> buffers; // tensor -> !hal.buffer
  DenseMap<Value, SmallVector<Value>> dynamicDims; // tensor -> its `?` dims
  IRMapping scalars; // host scalar -> its new value
  llvm::StringMap<Value> executables;
  DenseMap<Attribute, Value> rankTables; // groups/pairs -> i32 constant
  SmallVector<RankedTensorType> resultAbi;
  SmallVector<Value> views; // the function's results

  HostConverter(ModuleOp module, func::FuncOp func)
      : module(module), func(func), builder(func.getContext()) {}

  LogicalResult checkType(Location loc, Type type, StringRef what) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor)
      return emitError(loc)
             << what << " of type " << type << " is not a ranked tensor";
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
    if (!abi.hasStaticShape() || !tensor.hasStaticShape())
      return emitError(func.getLoc())
             << what << " has ABI type " << abi << " for " << tensor
             << "; ABI types need static shapes";
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

  Value indexConstant(Location loc, int64_t value) {
    return arith::ConstantIndexOp::create(builder, loc, value);
  }

  /// Dim `i` of host tensor `tensor` as an index value.
  Value getDim(Location loc, Value tensor, int64_t i) {
    auto type = cast<RankedTensorType>(tensor.getType());
    if (!type.isDynamicDim(i))
      return indexConstant(loc, type.getDimSize(i));
    return dynamicDims.lookup(tensor)[type.getDynamicDimIndex(i)];
  }

  /// The bytes of `tensor`: its element width times its dims.
  Value getByteSize(Location loc, Value tensor) {
    auto type = cast<RankedTensorType>(tensor.getType());
    if (type.hasStaticShape())
      return indexConstant(loc, hal::getTensorByteSize(type));
    int64_t staticPart = hal::getElementByteWidth(type.getElementType());
    for (int64_t size : type.getShape())
      if (!ShapedType::isDynamic(size))
        staticPart *= size;
    Value bytes = indexConstant(loc, staticPart);
    for (Value dim : dynamicDims.lookup(tensor))
      bytes = arith::MulIOp::create(builder, loc, bytes, dim);
    return bytes;
  }

  /// The workgroup count of a dispatch of `ordinal` with `pushConstants`
  /// (index values) when a binary of its executable computes it from them,
  /// for whichever binary the device loaded; empty when every binary has a
  /// static count.
  FailureOr<SmallVector<Value>> getWorkgroupCount(Location loc,
                                                  hal::ExecutableOp executable,
                                                  Value loaded, int32_t ordinal,
                                                  ValueRange pushConstants) {
    auto binaries = llvm::to_vector(
        executable.getBody().front().getOps<hal::ExecutableBinaryOp>());
    bool dynamic = llvm::any_of(binaries, [&](hal::ExecutableBinaryOp b) {
      ArrayAttr maps = b.getWorkgroupCountMapsAttr();
      return maps && ordinal < static_cast<int32_t>(maps.size()) &&
             isa<AffineMapAttr>(maps[ordinal]);
    });
    if (!dynamic)
      return SmallVector<Value>();
    SmallVector<Value> selected;
    Value binaryOrdinal;
    for (auto [index, binary] : llvm::enumerate(binaries)) {
      SmallVector<Value> counts;
      ArrayAttr maps = binary.getWorkgroupCountMapsAttr();
      auto mapAttr = maps && ordinal < static_cast<int32_t>(maps.size())
                         ? dyn_cast<AffineMapAttr>(maps[ordinal])
                         : AffineMapAttr();
      if (mapAttr) {
        AffineMap map = mapAttr.getValue();
        if (map.getNumDims() != 0 || map.getNumResults() != 3 ||
            map.getNumSymbols() > pushConstants.size())
          return emitError(loc) << "binary '" << binary.getSymName()
                                << "' has workgroup count map " << mapAttr
                                << " for entry point " << ordinal
                                << "; expected 3 results over at most "
                                << pushConstants.size() << " push constants";
        std::optional<SmallVector<Value, 8>> expanded = affine::expandAffineMap(
            builder, loc, map, pushConstants.take_front(map.getNumSymbols()));
        if (!expanded)
          return emitError(loc) << "cannot evaluate workgroup count map "
                                << mapAttr << " on the host";
        counts.assign(expanded->begin(), expanded->end());
      } else {
        ArrayRef<int64_t> all = binary.getWorkgroupCounts();
        for (int k = 0; k < 3; ++k)
          counts.push_back(indexConstant(loc, all[3 * ordinal + k]));
      }
      if (index == 0) {
        selected = counts;
        continue;
      }
      if (!binaryOrdinal)
        binaryOrdinal = hal::ExecutableBinaryOrdinalOp::create(
            builder, loc, builder.getIndexType(), loaded);
      Value isThis =
          arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                binaryOrdinal, indexConstant(loc, index));
      for (int k = 0; k < 3; ++k)
        selected[k] = arith::SelectOp::create(builder, loc, isThis, counts[k],
                                              selected[k]);
    }
    return selected;
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
    SmallVector<Value> bindings, pushConstantIndices, pushConstants;
    for (Value operand : dispatch.getInputs()) {
      if (isa<RankedTensorType>(operand.getType())) {
        bindings.push_back(buffers.lookup(operand));
        continue;
      }
      // Push constants travel as 32 bits.
      Value value = scalars.lookup(operand);
      pushConstantIndices.push_back(value);
      pushConstants.push_back(arith::IndexCastOp::create(
          builder, loc, builder.getI32Type(), value));
    }
    for (auto [i, result] : llvm::enumerate(dispatch.getResults())) {
      if (failed(checkType(loc, result.getType(), "dispatch result")))
        return failure();
      SmallVector<Value> dims;
      for (Value dim : dispatch.getResultDynamicDims(i))
        dims.push_back(scalars.lookup(dim));
      dynamicDims[result] = dims;
      auto buffer = hal::AllocatorAllocateOp::create(
          builder, loc, hal::BufferType::get(builder.getContext()), device,
          getByteSize(loc, result));
      buffers[result] = buffer;
      bindings.push_back(buffer);
    }
    auto halExecutable = module.lookupSymbol<hal::ExecutableOp>(executableName);
    SmallVector<Value> workgroups;
    if (halExecutable) {
      FailureOr<SmallVector<Value>> counts = getWorkgroupCount(
          loc, halExecutable, executable, *ordinal, pushConstantIndices);
      if (failed(counts))
        return failure();
      workgroups = *counts;
    }
    hal::CommandBufferDispatchOp::create(builder, loc, cb, executable, *ordinal,
                                         workgroups, pushConstants, bindings);
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

  /// A flow.collective.* op: the host waits for the work queued so far,
  /// then runs the collective on the channel between two buffers.
  Value getChannel(Location loc) {
    if (!channel)
      channel = hal::ChannelDefaultOp::create(
          builder, loc, hal::ChannelType::get(builder.getContext()), device);
    return channel;
  }

  /// This rank's index, written by the channel into a 4-byte buffer.
  LogicalResult convertPartitionId(flow::CollectivePartitionIdOp op) {
    Location loc = op.getLoc();
    flush(loc);
    Value target = hal::AllocatorAllocateOp::create(
        builder, loc, hal::BufferType::get(builder.getContext()), device,
        indexConstant(loc, 4));
    hal::ChannelCollectiveOp::create(
        builder, loc, getChannel(loc), target, target, target, /*kind=*/5,
        *hal::getElementTypeCode(builder.getI32Type()), 0,
        SmallVector<int64_t>(4, 0));
    buffers[op.getResult()] = target;
    dynamicDims[op.getResult()] = {};
    return success();
  }

  LogicalResult convertCollective(Operation *op) {
    if (auto id = dyn_cast<flow::CollectivePartitionIdOp>(op))
      return convertPartitionId(id);
    Location loc = op->getLoc();
    Value source = op->getOperand(0), result = op->getResult(0);
    if (failed(checkType(loc, source.getType(), "collective operand")))
      return failure();
    auto sourceType = cast<RankedTensorType>(source.getType());
    auto resultType = cast<RankedTensorType>(result.getType());
    int64_t width = hal::getElementByteWidth(sourceType.getElementType());
    auto product = [](ArrayRef<int64_t> dims) {
      int64_t p = 1;
      for (int64_t d : dims)
        p *= d;
      return p;
    };
    int32_t kind = 0, reduction = 0;
    SmallVector<int64_t, 4> params(4, 0);
    DenseIntElementsAttr table;
    auto reductionCode = [](StringRef name) {
      return static_cast<int32_t>(*flow::parseReduction(name));
    };
    // The channel compares unsigned integers by their unsigned type.
    Type elementType = sourceType.getElementType();
    auto setSignedness = [&](StringRef name) {
      if (flow::isUnsignedReduction(name))
        elementType = IntegerType::get(op->getContext(),
                                       elementType.getIntOrFloatBitWidth(),
                                       IntegerType::Unsigned);
    };
    if (auto allReduce = dyn_cast<flow::CollectiveAllReduceOp>(op)) {
      kind = 0;
      setSignedness(allReduce.getReduction());
      reduction = reductionCode(allReduce.getReduction());
      table = allReduce.getGroups();
      params[0] = sourceType.getNumElements();
    } else if (auto gather = dyn_cast<flow::CollectiveAllGatherOp>(op)) {
      kind = 1;
      table = gather.getGroups();
      int64_t dim = gather.getDim();
      params[0] = product(sourceType.getShape().take_front(dim));
      params[1] = product(sourceType.getShape().drop_front(dim)) * width;
    } else if (auto scatter = dyn_cast<flow::CollectiveReduceScatterOp>(op)) {
      kind = 2;
      reduction = reductionCode(scatter.getReduction());
      setSignedness(scatter.getReduction());
      table = scatter.getGroups();
      int64_t dim = scatter.getDim();
      params[0] = product(resultType.getShape().take_front(dim));
      params[1] = product(resultType.getShape().drop_front(dim));
    } else if (auto allToAll = dyn_cast<flow::CollectiveAllToAllOp>(op)) {
      kind = 3;
      table = allToAll.getGroups();
      int64_t members = cast<ShapedType>(table.getType()).getDimSize(1);
      int64_t split = allToAll.getSplitDim(), concat = allToAll.getConcatDim();
      SmallVector<int64_t> chunk(sourceType.getShape());
      chunk[split] /= members;
      params[0] = product(sourceType.getShape().take_front(split));
      params[1] = product(ArrayRef<int64_t>(chunk).drop_front(split)) * width;
      params[2] = product(ArrayRef<int64_t>(chunk).take_front(concat));
      params[3] = product(ArrayRef<int64_t>(chunk).drop_front(concat)) * width;
    } else {
      auto permute = cast<flow::CollectivePermuteOp>(op);
      kind = 4;
      table = permute.getPairs();
      params[0] = sourceType.getNumElements() * width;
    }
    flush(loc);
    MLIRContext *ctx = builder.getContext();
    getChannel(loc);
    Value &tableBuffer = rankTables[table];
    if (!tableBuffer) {
      // [rows, columns, ranks...]: the runtime reads the table's shape
      // from its first two entries.
      ArrayRef<int64_t> shape = cast<ShapedType>(table.getType()).getShape();
      auto i32Type = RankedTensorType::get({2 + shape[0] * shape[1]},
                                           builder.getI32Type());
      SmallVector<int32_t> ranks = {static_cast<int32_t>(shape[0]),
                                    static_cast<int32_t>(shape[1])};
      for (int64_t rank : table.getValues<int64_t>())
        ranks.push_back(static_cast<int32_t>(rank));
      tableBuffer = hal::BufferConstantOp::create(
          builder, loc, hal::BufferType::get(ctx), device,
          DenseIntElementsAttr::get(i32Type, ranks));
    }
    Value target = hal::AllocatorAllocateOp::create(
        builder, loc, hal::BufferType::get(ctx), device,
        indexConstant(loc, hal::getTensorByteSize(resultType)));
    hal::ChannelCollectiveOp::create(
        builder, loc, channel, tableBuffer, buffers.lookup(source), target,
        kind, *hal::getElementTypeCode(elementType), reduction, params);
    buffers[result] = target;
    dynamicDims[result] = {};
    return success();
  }

  /// A view of `tensor`'s buffer; `abiType` (same bytes) overrides the
  /// element type and shape it is seen with.
  Value createView(Location loc, Value tensor, RankedTensorType abiType = {}) {
    auto tensorType = cast<RankedTensorType>(tensor.getType());
    auto type = abiType ? abiType : tensorType;
    // A distinct ABI type is static (getAbiType checks it).
    SmallVector<Value> dims;
    if (type == tensorType)
      dims = dynamicDims.lookup(tensor);
    return hal::BufferViewCreateOp::create(
        builder, loc, hal::BufferViewType::get(builder.getContext()),
        buffers.lookup(tensor), *hal::getElementTypeCode(type.getElementType()),
        type.getShape(), dims);
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
      if (auto type = dyn_cast<RankedTensorType>(oldResult.getType())) {
        buffers[oldResult] = hal::BufferViewBufferOp::create(
            builder, loc, hal::BufferType::get(builder.getContext()),
            newResult);
        SmallVector<Value> dims;
        for (int64_t i = 0; i < type.getRank(); ++i)
          if (type.isDynamicDim(i))
            dims.push_back(hal::BufferViewDimOp::create(
                builder, loc, builder.getIndexType(), newResult, i));
        dynamicDims[oldResult] = dims;
      } else {
        scalars.map(oldResult, newResult);
      }
    }
    return success();
  }

  LogicalResult convertReturn(func::ReturnOp ret) {
    Location loc = ret.getLoc();
    flush(loc);
    for (auto [value, abi] : llvm::zip(ret.getOperands(), resultAbi))
      views.push_back(createView(loc, value, abi));
    return success();
  }

  /// Converts one op of a host block at the builder's insertion point.
  LogicalResult convertOp(Operation &op) {
    MLIRContext *ctx = builder.getContext();
    return llvm::TypeSwitch<Operation *, LogicalResult>(&op)
        .Case([&](arith::ConstantOp constant) -> LogicalResult {
          if (!isa<RankedTensorType>(constant.getType())) {
            builder.clone(*constant, scalars);
            return success();
          }
          if (failed(
                  checkType(constant.getLoc(), constant.getType(), "constant")))
            return failure();
          auto value = dyn_cast<ElementsAttr>(constant.getValue());
          if (!value)
            return constant.emitOpError("expected an elements attribute");
          buffers[constant.getResult()] = hal::BufferConstantOp::create(
              builder, constant.getLoc(), hal::BufferType::get(ctx), device,
              value);
          return success();
        })
        .Case([&](flow::TensorReshapeOp reshape) {
          buffers[reshape.getResult()] = buffers.lookup(reshape.getSource());
          return success();
        })
        .Case([&](flow::DispatchOp dispatch) {
          return convertDispatch(dispatch);
        })
        .Case([&](func::CallOp call) { return convertCall(call); })
        .Case<flow::CollectiveAllReduceOp, flow::CollectiveAllGatherOp,
              flow::CollectiveReduceScatterOp, flow::CollectiveAllToAllOp,
              flow::CollectivePermuteOp, flow::CollectivePartitionIdOp>(
            [&](Operation *op) { return convertCollective(op); })
        .Case([&](tensor::DimOp dim) -> LogicalResult {
          std::optional<int64_t> index = dim.getConstantIndex();
          auto type = cast<RankedTensorType>(dim.getSource().getType());
          if (!index || *index < 0 || *index >= type.getRank())
            return dim.emitOpError(
                "needs a constant dim index in range on the host");
          scalars.map(dim.getResult(),
                      getDim(dim.getLoc(), dim.getSource(), *index));
          return success();
        })
        .Case([&](cf::AssertOp assertion) {
          // A shape assertion: fails the call with its message.
          builder.clone(*assertion, scalars);
          return success();
        })
        .Case([&](func::ReturnOp ret) { return convertReturn(ret); })
        .Case([&](scf::ForOp loop) { return convertFor(loop); })
        .Case([&](scf::WhileOp loop) { return convertWhile(loop); })
        .Case([&](scf::IfOp branch) { return convertIf(branch); })
        .Case([&](scf::IndexSwitchOp branch) {
          return convertIndexSwitch(branch);
        })
        .Case(
            [&](tensor::ExtractOp extract) { return convertExtract(extract); })
        .Default([&](Operation *other) -> LogicalResult {
          // Scalar shape arithmetic runs on the host as it is.
          if (isa<arith::ArithDialect>(other->getDialect()) &&
              llvm::none_of(other->getOperandTypes(),
                            [](Type t) { return isa<ShapedType>(t); }) &&
              llvm::none_of(other->getResultTypes(),
                            [](Type t) { return isa<ShapedType>(t); })) {
            builder.clone(*other, scalars);
            return success();
          }
          return other->emitOpError(
              "cannot run on the host; expected it inside a dispatch");
        });
  }

  /// The host value of `value`: its buffer (a tensor) or its scalar.
  FailureOr<Value> getHostValue(Location loc, Value value) {
    if (isa<RankedTensorType>(value.getType())) {
      if (Value buffer = buffers.lookup(value))
        return buffer;
      return emitError(loc) << "a tensor of type " << value.getType()
                            << " the host needs was not computed into a "
                               "buffer";
    }
    if (Value scalar = scalars.lookupOrNull(value))
      return scalar;
    return emitError(loc) << "a scalar of type " << value.getType()
                          << " the host needs is not computed on the host";
  }
  FailureOr<SmallVector<Value>> getHostValues(Location loc, ValueRange values) {
    SmallVector<Value> result;
    for (Value value : values) {
      FailureOr<Value> host = getHostValue(loc, value);
      if (failed(host))
        return failure();
      result.push_back(*host);
    }
    return result;
  }
  /// The host type of a value carried through host control flow.
  FailureOr<SmallVector<Type>> getHostTypes(Location loc, TypeRange types) {
    SmallVector<Type> result;
    for (Type type : types) {
      if (auto tensor = dyn_cast<RankedTensorType>(type)) {
        if (!tensor.hasStaticShape() ||
            failed(checkType(loc, type, "a value of host control flow")))
          return emitError(loc) << "host control flow carries " << type
                                << "; only statically shaped tensors and "
                                   "scalars cross it";
        result.push_back(hal::BufferType::get(builder.getContext()));
      } else {
        result.push_back(type);
      }
    }
    return result;
  }
  void bindHostValue(Value old, Value value) {
    if (isa<RankedTensorType>(old.getType())) {
      buffers[old] = value;
      dynamicDims[old] = {};
    } else {
      scalars.map(old, value);
    }
  }

  /// Converts `oldBlock` into `newBlock` (whose arguments stand for its
  /// own), then its terminator with `terminate`. Work queued in the block
  /// is submitted before the terminator: each iteration or branch ends
  /// with an empty queue, as it began.
  LogicalResult
  convertRegionBlock(Block &oldBlock, Block &newBlock,
                     llvm::function_ref<LogicalResult(Operation *)> terminate) {
    // Handles made inside the block do not dominate what follows it.
    auto savedExecutables = executables;
    auto savedTables = rankTables;
    Value savedChannel = channel;
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToEnd(&newBlock);
    for (auto [old, value] :
         llvm::zip(oldBlock.getArguments(), newBlock.getArguments()))
      bindHostValue(old, value);
    for (Operation &op : oldBlock.without_terminator())
      if (failed(convertOp(op)))
        return failure();
    Operation *terminator = oldBlock.getTerminator();
    flush(terminator->getLoc());
    LogicalResult result = terminate(terminator);
    executables = std::move(savedExecutables);
    rankTables = std::move(savedTables);
    channel = savedChannel;
    return result;
  }

  LogicalResult yieldHostValues(Operation *terminator) {
    FailureOr<SmallVector<Value>> values =
        getHostValues(terminator->getLoc(), terminator->getOperands());
    if (failed(values))
      return failure();
    scf::YieldOp::create(builder, terminator->getLoc(), *values);
    return success();
  }

  /// An scf.for kept on the host: its body's dispatches are recorded and
  /// submitted once per iteration; tensors are carried as buffers.
  LogicalResult convertFor(scf::ForOp loop) {
    Location loc = loop.getLoc();
    flush(loc);
    FailureOr<SmallVector<Value>> inits =
        getHostValues(loc, loop.getInitArgs());
    FailureOr<Value> lower = getHostValue(loc, loop.getLowerBound());
    FailureOr<Value> upper = getHostValue(loc, loop.getUpperBound());
    FailureOr<Value> step = getHostValue(loc, loop.getStep());
    if (failed(inits) || failed(lower) || failed(upper) || failed(step))
      return failure();
    auto newLoop =
        scf::ForOp::create(builder, loc, *lower, *upper, *step, *inits,
                           /*bodyBuilder=*/nullptr, loop.getUnsignedCmp());
    Block *body = newLoop.getBody();
    if (!body->empty())
      body->back().erase();
    if (failed(convertRegionBlock(*loop.getBody(), *body, [&](Operation *t) {
          return yieldHostValues(t);
        })))
      return failure();
    for (auto [old, value] : llvm::zip(loop.getResults(), newLoop.getResults()))
      bindHostValue(old, value);
    return success();
  }

  /// An scf.while kept on the host: the condition is a host scalar (a
  /// tensor.extract reads it back after the before region's dispatches).
  LogicalResult convertWhile(scf::WhileOp loop) {
    Location loc = loop.getLoc();
    flush(loc);
    FailureOr<SmallVector<Value>> inits = getHostValues(loc, loop.getInits());
    FailureOr<SmallVector<Type>> beforeTypes =
        getHostTypes(loc, ValueRange(loop.getBeforeArguments()).getTypes());
    FailureOr<SmallVector<Type>> afterTypes =
        getHostTypes(loc, ValueRange(loop.getAfterArguments()).getTypes());
    if (failed(inits) || failed(beforeTypes) || failed(afterTypes))
      return failure();
    auto newLoop = scf::WhileOp::create(builder, loc, *afterTypes, *inits);
    Block *before, *after;
    {
      OpBuilder::InsertionGuard guard(builder);
      SmallVector<Location> beforeLocs(beforeTypes->size(), loc);
      SmallVector<Location> afterLocs(afterTypes->size(), loc);
      before = builder.createBlock(&newLoop.getBefore(), {}, *beforeTypes,
                                   beforeLocs);
      after =
          builder.createBlock(&newLoop.getAfter(), {}, *afterTypes, afterLocs);
    }
    if (failed(convertRegionBlock(
            loop.getBefore().front(), *before, [&](Operation *t) {
              auto condition = cast<scf::ConditionOp>(t);
              FailureOr<Value> flag =
                  getHostValue(t->getLoc(), condition.getCondition());
              FailureOr<SmallVector<Value>> args =
                  getHostValues(t->getLoc(), condition.getArgs());
              if (failed(flag) || failed(args))
                return failure();
              scf::ConditionOp::create(builder, t->getLoc(), *flag, *args);
              return success();
            })))
      return failure();
    if (failed(convertRegionBlock(
            loop.getAfter().front(), *after,
            [&](Operation *t) { return yieldHostValues(t); })))
      return failure();
    for (auto [old, value] : llvm::zip(loop.getResults(), newLoop.getResults()))
      bindHostValue(old, value);
    return success();
  }

  /// An scf.if kept on the host: only the taken branch's dispatches run.
  LogicalResult convertIf(scf::IfOp branch) {
    Location loc = branch.getLoc();
    flush(loc);
    FailureOr<Value> condition = getHostValue(loc, branch.getCondition());
    FailureOr<SmallVector<Type>> types =
        getHostTypes(loc, branch.getResultTypes());
    if (failed(condition) || failed(types))
      return failure();
    auto newIf = scf::IfOp::create(builder, loc, *types, *condition,
                                   /*withElseRegion=*/true);
    for (auto [oldRegion, newRegion] :
         {std::pair(&branch.getThenRegion(), &newIf.getThenRegion()),
          std::pair(&branch.getElseRegion(), &newIf.getElseRegion())}) {
      Block &block = newRegion->front();
      if (!block.empty())
        block.back().erase();
      if (oldRegion->empty()) {
        OpBuilder::InsertionGuard guard(builder);
        builder.setInsertionPointToEnd(&block);
        scf::YieldOp::create(builder, loc);
        continue;
      }
      if (failed(
              convertRegionBlock(oldRegion->front(), block, [&](Operation *t) {
                return yieldHostValues(t);
              })))
        return failure();
    }
    for (auto [old, value] : llvm::zip(branch.getResults(), newIf.getResults()))
      bindHostValue(old, value);
    return success();
  }

  /// An scf.index_switch kept on the host (stablehlo.case): only the
  /// taken case's dispatches run.
  LogicalResult convertIndexSwitch(scf::IndexSwitchOp branch) {
    Location loc = branch.getLoc();
    flush(loc);
    FailureOr<Value> index = getHostValue(loc, branch.getArg());
    FailureOr<SmallVector<Type>> types =
        getHostTypes(loc, branch.getResultTypes());
    if (failed(index) || failed(types))
      return failure();
    auto newSwitch = scf::IndexSwitchOp::create(
        builder, loc, *types, *index, branch.getCases(), branch.getNumCases());
    for (auto [oldRegion, newRegion] :
         llvm::zip(branch->getRegions(), newSwitch->getRegions())) {
      Block &block = newRegion.emplaceBlock();
      if (failed(
              convertRegionBlock(oldRegion.front(), block, [&](Operation *t) {
                return yieldHostValues(t);
              })))
        return failure();
    }
    for (auto [old, value] :
         llvm::zip(branch.getResults(), newSwitch.getResults()))
      bindHostValue(old, value);
    return success();
  }

  /// A tensor element the host needs (a loop condition, a bound): read
  /// back from the tensor's buffer once the queued work is done.
  LogicalResult convertExtract(tensor::ExtractOp extract) {
    Location loc = extract.getLoc();
    auto type = cast<RankedTensorType>(extract.getTensor().getType());
    Type element = type.getElementType();
    if (!element.isInteger(1) && !element.isInteger(8) &&
        !element.isInteger(16) && !element.isInteger(32) &&
        !element.isInteger(64) && !element.isF32() && !element.isF64())
      return extract.emitOpError("reads a ")
             << element
             << " element on the host; the host reads back i1, i8, i16, "
                "i32, i64, f32 and f64 elements";
    FailureOr<Value> buffer = getHostValue(loc, extract.getTensor());
    if (failed(buffer))
      return failure();
    flush(loc);
    // Row-major linear index, then bytes.
    Value linear = indexConstant(loc, 0);
    for (auto [i, index] : llvm::enumerate(extract.getIndices())) {
      FailureOr<Value> hostIndex = getHostValue(loc, index);
      if (failed(hostIndex))
        return failure();
      linear = arith::MulIOp::create(builder, loc, linear,
                                     getDim(loc, extract.getTensor(), i));
      linear = arith::AddIOp::create(builder, loc, linear, *hostIndex);
    }
    Value offset = arith::MulIOp::create(
        builder, loc, linear,
        indexConstant(loc, hal::getElementByteWidth(element)));
    scalars.map(extract.getResult(), hal::BufferLoadOp::create(
                                         builder, loc, element, *buffer, offset)
                                         .getResult());
    return success();
  }

  LogicalResult run() {
    if (!func.getBody().hasOneBlock())
      return func.emitError("unstructured host control flow (blocks and "
                            "branches) is not supported; expected one block "
                            "(scf loops and branches are)");
    MLIRContext *ctx = func.getContext();
    FunctionType oldType = func.getFunctionType();

    SmallVector<RankedTensorType> argumentAbi;
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
      SmallVector<Value> dims;
      for (int64_t d = 0; d < type.getRank(); ++d)
        if (type.isDynamicDim(d))
          dims.push_back(hal::BufferViewDimOp::create(
              builder, arg.getLoc(), builder.getIndexType(), view, d));
      dynamicDims[arg] = dims;
    }

    for (Operation &op : oldBlock) {
      if (failed(convertOp(op))) {
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
