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

void DispatchRegionOp::build(OpBuilder &builder, OperationState &state,
                             TypeRange resultTypes, ValueRange operands) {
  state.addOperands(operands);
  state.addTypes(resultTypes);
  Region *body = state.addRegion();
  Block *block = new Block();
  body->push_back(block);
  for (Value operand : operands)
    block->addArgument(operand.getType(), operand.getLoc());
}

LogicalResult DispatchRegionOp::verify() {
  Block &block = getBody().front();
  if (block.getNumArguments() != getOperands().size())
    return emitOpError("expected ")
           << getOperands().size() << " block arguments, got "
           << block.getNumArguments();
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(block.getArgumentTypes(), getOperands())))
    if (std::get<0>(pair) != std::get<1>(pair).getType())
      return emitOpError("block argument ")
             << i << " has type " << std::get<0>(pair) << ", operand has "
             << std::get<1>(pair).getType();
  auto ret = cast<ReturnOp>(block.getTerminator());
  if (TypeRange(ret.getValues().getTypes()) != TypeRange(getResultTypes()))
    return emitOpError("flow.return types do not match the region results");
  return success();
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
  if (TypeRange(type.getInputs()) != TypeRange(getOperands().getTypes()) ||
      TypeRange(type.getResults()) != TypeRange(getResultTypes()))
    return emitOpError("types do not match entry point signature ") << type;
  return success();
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
