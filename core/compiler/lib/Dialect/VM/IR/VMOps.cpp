//===- VMOps.cpp - vm dialect -------------------------------------*- C++ -*-===//

#include "strata/Dialect/VM/IR/VMOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace strata::vm;

#include "strata/Dialect/VM/IR/VMDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "strata/Dialect/VM/IR/VMTypes.cpp.inc"

void VMDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "strata/Dialect/VM/IR/VMTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "strata/Dialect/VM/IR/VMOps.cpp.inc"
      >();
}

static bool isVMType(Type type) {
  return isa<RefType>(type) || type.isInteger(32) || type.isInteger(64) ||
         type.isF32() || type.isF64();
}

//===----------------------------------------------------------------------===//
// FuncOp
//===----------------------------------------------------------------------===//

ParseResult FuncOp::parse(OpAsmParser &parser, OperationState &result) {
  auto buildFuncType =
      [](Builder &builder, ArrayRef<Type> argTypes, ArrayRef<Type> results,
         function_interface_impl::VariadicFlag,
         std::string &) { return builder.getFunctionType(argTypes, results); };
  return function_interface_impl::parseFunctionOp(
      parser, result, /*allowVariadic=*/false,
      getFunctionTypeAttrName(result.name), buildFuncType,
      getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name));
}

void FuncOp::print(OpAsmPrinter &p) {
  function_interface_impl::printFunctionOp(
      p, *this, /*isVariadic=*/false, getFunctionTypeAttrName(),
      getArgAttrsAttrName(), getResAttrsAttrName());
}

LogicalResult FuncOp::verify() {
  FunctionType type = getFunctionType();
  for (Type t : llvm::concat<const Type>(type.getInputs(), type.getResults()))
    if (!isVMType(t))
      return emitOpError("type ") << t << " is not a VM type";
  if (getBody().empty())
    return emitOpError("expected a body");
  return success();
}

//===----------------------------------------------------------------------===//
// ImportOp
//===----------------------------------------------------------------------===//

ParseResult ImportOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  SmallVector<Type> inputs, results;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes) ||
      parser.parseLParen())
    return failure();
  if (failed(parser.parseOptionalRParen())) {
    if (parser.parseTypeList(inputs) || parser.parseRParen())
      return failure();
  }
  if (succeeded(parser.parseOptionalArrow())) {
    if (parser.parseTypeList(results))
      return failure();
  }
  if (succeeded(parser.parseOptionalKeyword("variadic")))
    result.addAttribute(getVariadicAttrName(result.name),
                        parser.getBuilder().getUnitAttr());
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  result.addAttribute(
      getFunctionTypeAttrName(result.name),
      TypeAttr::get(parser.getBuilder().getFunctionType(inputs, results)));
  return success();
}

void ImportOp::print(OpAsmPrinter &p) {
  p << " ";
  p.printSymbolName(getSymName());
  p << "(";
  llvm::interleaveComma(getFunctionType().getInputs(), p);
  p << ")";
  if (!getFunctionType().getResults().empty()) {
    p << " -> ";
    llvm::interleaveComma(getFunctionType().getResults(), p);
  }
  if (getVariadic())
    p << " variadic";
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getSymNameAttrName(), getFunctionTypeAttrName(),
                           getVariadicAttrName()});
}

LogicalResult ImportOp::verify() {
  if (!getSymName().contains('.'))
    return emitOpError("import name '")
           << getSymName() << "' must be '<module>.<function>'";
  FunctionType type = getFunctionType();
  for (Type t : llvm::concat<const Type>(type.getInputs(), type.getResults()))
    if (!isVMType(t))
      return emitOpError("type ") << t << " is not a VM type";
  if (getVariadic() && type.getInputs().empty())
    return emitOpError("a variadic import needs at least one argument");
  return success();
}

//===----------------------------------------------------------------------===//
// Symbol users
//===----------------------------------------------------------------------===//

LogicalResult ExportOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto func =
      symbolTable.lookupNearestSymbolFrom<FuncOp>(*this, getFunctionAttr());
  if (!func)
    return emitOpError("no vm.func named ") << getFunctionAttr();
  if (getArgumentTypes().size() != func.getArgumentTypes().size() ||
      getResultTypes().size() != func.getResultTypes().size())
    return emitOpError("signature has ")
           << getArgumentTypes().size() << " arguments and "
           << getResultTypes().size() << " results but "
           << getFunctionAttr() << " takes " << func.getArgumentTypes().size()
           << " and returns " << func.getResultTypes().size();
  return success();
}

LogicalResult ReturnOp::verify() {
  auto func = (*this)->getParentOfType<FuncOp>();
  if (TypeRange(getValues().getTypes()) != TypeRange(func.getResultTypes()))
    return emitOpError("returns ")
           << getValues().getTypes() << " but the function returns "
           << func.getResultTypes();
  return success();
}

LogicalResult
ConstRefRodataOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  if (!symbolTable.lookupNearestSymbolFrom<RodataOp>(*this, getRodataAttr()))
    return emitOpError("no vm.rodata named ") << getRodataAttr();
  return success();
}

LogicalResult CallOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  Operation *callee =
      symbolTable.lookupNearestSymbolFrom(*this, getCalleeAttr());
  FunctionType type;
  bool variadic = false;
  if (auto func = dyn_cast_or_null<FuncOp>(callee)) {
    type = func.getFunctionType();
  } else if (auto import = dyn_cast_or_null<ImportOp>(callee)) {
    type = import.getFunctionType();
    variadic = import.getVariadic();
  } else {
    return emitOpError("no vm.func or vm.import named ") << getCalleeAttr();
  }
  ArrayRef<Type> inputs = type.getInputs();
  auto operandTypes = getOperands().getTypes();
  size_t count = operandTypes.size();
  bool countOk = variadic ? count >= inputs.size() - 1 : count == inputs.size();
  if (!countOk)
    return emitOpError("expected ")
           << (variadic ? "at least " : "")
           << (variadic ? inputs.size() - 1 : inputs.size())
           << " operands for " << getCalleeAttr() << ", got " << count;
  for (auto [i, t] : llvm::enumerate(operandTypes)) {
    Type expected = inputs[std::min(i, inputs.size() - 1)];
    if (t != expected)
      return emitOpError("operand ")
             << i << " has type " << t << ", callee expects " << expected;
  }
  if (TypeRange(getResultTypes()) != TypeRange(type.getResults()))
    return emitOpError("result types do not match callee ") << type;
  return success();
}

//===----------------------------------------------------------------------===//
// Constants and branches
//===----------------------------------------------------------------------===//

OpFoldResult ConstI32Op::fold(FoldAdaptor) { return getValueAttr(); }
OpFoldResult ConstI64Op::fold(FoldAdaptor) { return getValueAttr(); }
OpFoldResult ConstF32Op::fold(FoldAdaptor) { return getValueAttr(); }
OpFoldResult ConstF64Op::fold(FoldAdaptor) { return getValueAttr(); }

// The null ref has no value attribute; a unit attribute stands for it.
OpFoldResult ConstRefZeroOp::fold(FoldAdaptor) {
  return UnitAttr::get(getContext());
}

SuccessorOperands BranchOp::getSuccessorOperands(unsigned index) {
  return SuccessorOperands(getDestOperandsMutable());
}

SuccessorOperands CondBranchOp::getSuccessorOperands(unsigned index) {
  return SuccessorOperands(index == 0 ? getTrueOperandsMutable()
                                      : getFalseOperandsMutable());
}

#define GET_OP_CLASSES
#include "strata/Dialect/VM/IR/VMOps.cpp.inc"
