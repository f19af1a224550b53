//===- FlowOps.cpp - flow dialect ---------------------------------*- C++ -*-===//

#include "strata/Dialect/Flow/IR/FlowOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace strata::flow;

#include "strata/Dialect/Flow/IR/FlowDialect.cpp.inc"

void FlowDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "strata/Dialect/Flow/IR/FlowOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// DispatchRegionOp
//===----------------------------------------------------------------------===//

/// Checks that `dims` has one value per dynamic dim of `types`.
static LogicalResult verifyResultDims(Operation *op, TypeRange types,
                                      ValueRange dims) {
  int64_t expected = 0;
  for (Type type : types)
    expected += cast<RankedTensorType>(type).getNumDynamicDims();
  if (expected != static_cast<int64_t>(dims.size()))
    return op->emitOpError("expected ")
           << expected << " result dims (one per dynamic dim), got "
           << dims.size();
  return success();
}

/// Tensors come before scalars, as the entry point ABI lays them out.
static LogicalResult verifyOperandOrder(Operation *op, ValueRange operands) {
  bool sawScalar = false;
  for (auto [i, operand] : llvm::enumerate(operands)) {
    bool isTensor = isa<RankedTensorType>(operand.getType());
    if (isTensor && sawScalar)
      return op->emitOpError("operand ")
             << i << " is a tensor after an index operand; tensors come first";
    sawScalar |= !isTensor;
  }
  return success();
}

void DispatchRegionOp::build(OpBuilder &builder, OperationState &state,
                             TypeRange resultTypes, ValueRange inputs,
                             ValueRange resultDims) {
  ValueRange operands = inputs;
  state.addOperands(operands);
  state.addOperands(resultDims);
  state.getOrAddProperties<Properties>().operandSegmentSizes = {
      static_cast<int32_t>(operands.size()),
      static_cast<int32_t>(resultDims.size())};
  state.addTypes(resultTypes);
  Region *body = state.addRegion();
  Block *block = new Block();
  body->push_back(block);
  for (Value operand : operands)
    block->addArgument(operand.getType(), operand.getLoc());
}

LogicalResult DispatchRegionOp::verify() {
  Block &block = getBody().front();
  if (block.getNumArguments() != getInputs().size())
    return emitOpError("expected ")
           << getInputs().size() << " block arguments, got "
           << block.getNumArguments();
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(block.getArgumentTypes(), getInputs())))
    if (std::get<0>(pair) != std::get<1>(pair).getType())
      return emitOpError("block argument ")
             << i << " has type " << std::get<0>(pair) << ", operand has "
             << std::get<1>(pair).getType();
  auto ret = cast<ReturnOp>(block.getTerminator());
  if (TypeRange(ret.getValues().getTypes()) != TypeRange(getResultTypes()))
    return emitOpError("flow.return types do not match the region results");
  if (failed(verifyOperandOrder(*this, getInputs())))
    return failure();
  return verifyResultDims(*this, getResultTypes(), getResultDims());
}

//===----------------------------------------------------------------------===//
// ExecutableOp / DispatchOp
//===----------------------------------------------------------------------===//

ModuleOp ExecutableOp::getInnerModule() {
  auto modules = getBody().front().getOps<ModuleOp>();
  return modules.empty() ? ModuleOp() : *modules.begin();
}

LogicalResult ExecutableOp::verify() {
  if (!getInnerModule())
    return emitOpError("expected a builtin.module holding the entry points");
  return success();
}

LogicalResult DispatchOp::verify() {
  if (failed(verifyOperandOrder(*this, getInputs())))
    return failure();
  return verifyResultDims(*this, getResultTypes(), getResultDims());
}

ValueRange DispatchOp::getResultDynamicDims(unsigned i) {
  unsigned start = 0;
  for (unsigned r = 0; r < i; ++r)
    start += cast<RankedTensorType>(getResult(r).getType()).getNumDynamicDims();
  unsigned count =
      cast<RankedTensorType>(getResult(i).getType()).getNumDynamicDims();
  return getResultDims().slice(start, count);
}

LogicalResult
DispatchOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  SymbolRefAttr ref = getEntryPoint();
  if (ref.getNestedReferences().size() != 1)
    return emitOpError("expected @executable::@entry, got ") << ref;
  Operation *target =
      symbolTable.lookupNearestSymbolFrom(*this, ref.getRootReference());
  if (!target)
    return emitOpError("no executable named ") << ref.getRootReference();
  // Later phases replace flow.executable with target-specific executables;
  // only a flow.executable's signature is checked here.
  auto executable = dyn_cast<ExecutableOp>(target);
  if (!executable)
    return success();
  ModuleOp inner = executable.getInnerModule();
  auto func = inner ? inner.lookupSymbol<FunctionOpInterface>(
                          ref.getLeafReference())
                    : FunctionOpInterface();
  if (!func)
    return emitOpError("executable ")
           << ref.getRootReference() << " has no entry point "
           << ref.getLeafReference();
  auto type = cast<FunctionType>(func.getFunctionType());
  if (TypeRange(type.getInputs()) != TypeRange(getInputs().getTypes()) ||
      TypeRange(type.getResults()) != TypeRange(getResultTypes()))
    return emitOpError("types do not match entry point signature ") << type;
  return success();
}

Value strata::flow::getDispatchResultDim(Value tensor, int64_t dim) {
  auto result = dyn_cast<OpResult>(tensor);
  auto type = dyn_cast<RankedTensorType>(tensor.getType());
  if (!result || !type || dim < 0 || dim >= type.getRank() ||
      !type.isDynamicDim(dim))
    return {};
  Operation *owner = result.getOwner();
  ValueRange dims;
  if (auto region = dyn_cast<DispatchRegionOp>(owner))
    dims = region.getResultDims();
  else if (auto dispatch = dyn_cast<DispatchOp>(owner))
    dims = dispatch.getResultDims();
  else
    return {};
  unsigned start = 0;
  for (unsigned r = 0; r < result.getResultNumber(); ++r)
    start += cast<RankedTensorType>(owner->getResult(r).getType())
                 .getNumDynamicDims();
  return dims[start + type.getDynamicDimIndex(dim)];
}

//===----------------------------------------------------------------------===//
// TensorReshapeOp
//===----------------------------------------------------------------------===//

LogicalResult TensorReshapeOp::verify() {
  auto source = getSource().getType();
  auto result = getResult().getType();
  if (source.getElementType() != result.getElementType())
    return emitOpError("element type changes from ")
           << source.getElementType() << " to " << result.getElementType();
  if (source.getNumElements() != result.getNumElements())
    return emitOpError("element count changes from ")
           << source.getNumElements() << " to " << result.getNumElements();
  return success();
}

OpFoldResult TensorReshapeOp::fold(FoldAdaptor) {
  if (getSource().getType() == getResult().getType())
    return getSource();
  if (auto producer = getSource().getDefiningOp<TensorReshapeOp>()) {
    setOperand(producer.getSource());
    return getResult();
  }
  return {};
}

#define GET_OP_CLASSES
#include "strata/Dialect/Flow/IR/FlowOps.cpp.inc"
