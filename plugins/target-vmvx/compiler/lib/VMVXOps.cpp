//===- VMVXOps.cpp - vmvx dialect -------------------------------*- C++ -*-===//

#include "strata/Target/VMVX/VMVXOps.h"
#include "strata/VMVX/MicrokernelABI.h"
#include "strata/runtime/bytecode.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace strata::vmvx;

#include "strata/Target/VMVX/VMVXDialect.cpp.inc"

void VMVXDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "strata/Target/VMVX/VMVXOps.cpp.inc"
      >();
}

int strata::vmvx::getBinaryCode(StringRef kind) {
  return llvm::StringSwitch<int>(kind)
      .Case("add", kBinaryAdd)
      .Case("sub", kBinarySub)
      .Case("mul", kBinaryMul)
      .Case("div", kBinaryDiv)
      .Case("minimum", kBinaryMinimum)
      .Case("maximum", kBinaryMaximum)
      .Default(-1);
}

int strata::vmvx::getUnaryCode(StringRef kind) {
  return vm::findMathFunction(kind.str().c_str());
}

int strata::vmvx::getReduceCode(StringRef kind) {
  return llvm::StringSwitch<int>(kind)
      .Case("sum", kReduceSum)
      .Case("maximum", kReduceMaximum)
      .Case("minimum", kReduceMinimum)
      .Default(-1);
}

static LogicalResult verifyElementType(Operation *op, ValueRange buffers,
                                       bool f32Only) {
  Type element;
  for (Value buffer : buffers) {
    Type t = cast<MemRefType>(buffer.getType()).getElementType();
    if (element && t != element)
      return op->emitOpError("buffers have different element types: ")
             << element << " and " << t;
    element = t;
  }
  if (f32Only && !element.isF32())
    return op->emitOpError("expects f32 buffers, got ") << element;
  if (!f32Only) {
    unsigned width = element.isIntOrFloat() ? element.getIntOrFloatBitWidth()
                                            : 0;
    if (width != 1 && width != 8 && width != 16 && width != 32 && width != 64)
      return op->emitOpError("has no kernel for element type ") << element;
  }
  return success();
}

LogicalResult MatmulOp::verify() {
  return verifyElementType(*this, {getLhs(), getRhs(), getOut()}, true);
}

LogicalResult Conv2DNhwcHwcfOp::verify() {
  if (failed(verifyElementType(*this, {getInput(), getFilter(), getOut()},
                               true)))
    return failure();
  if (getInputShape().size() != 4 || getFilterShape().size() != 4 ||
      getOutputShape().size() != 4 || getStrides().size() != 2 ||
      getDilations().size() != 2)
    return emitOpError("expects 4 input/filter/output dims and 2 strides and "
                       "dilations");
  return success();
}

LogicalResult FillOp::verify() {
  if (failed(verifyElementType(*this, {getOut()}, false)))
    return failure();
  Type element = cast<MemRefType>(getOut().getType()).getElementType();
  if (getValue().getType() != element)
    return emitOpError("value of type ")
           << getValue().getType() << " does not match the buffer's "
           << element;
  return success();
}

LogicalResult CopyOp::verify() {
  return verifyElementType(*this, {getInput(), getOut()}, false);
}

LogicalResult BinaryOp::verify() {
  if (getBinaryCode(getKind()) < 0)
    return emitOpError("unknown binary kind '") << getKind() << "'";
  return verifyElementType(*this, {getLhs(), getRhs(), getOut()}, true);
}

LogicalResult UnaryOp::verify() {
  if (getUnaryCode(getKind()) < 0)
    return emitOpError("unknown unary kind '") << getKind() << "'";
  return verifyElementType(*this, {getInput(), getOut()}, true);
}

LogicalResult ReduceOp::verify() {
  if (getReduceCode(getKind()) < 0)
    return emitOpError("unknown reduction '") << getKind() << "'";
  return verifyElementType(*this, {getInput(), getOut()}, true);
}

#define GET_OP_CLASSES
#include "strata/Target/VMVX/VMVXOps.cpp.inc"
