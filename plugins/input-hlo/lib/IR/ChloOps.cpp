//===- ChloOps.cpp - chlo dialect --------------------------------*- C++
//-*-===//

#include "strata/InputHLO/IR/ChloOps.h"
#include "InlinerInterface.h"
#include "strata/InputHLO/IR/StablehloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;

#define GET_OP_CLASSES
#include "strata/InputHLO/IR/ChloOps.cpp.inc"

namespace strata::chlo {


void ChloDialect::initialize() {
  addInterfaces<input_hlo::HLOInlinerInterface>();
  addOperations<
#define GET_OP_LIST
#include "strata/InputHLO/IR/ChloOps.cpp.inc"
      >();
}

LogicalResult TopKOp::verify() {
  auto operandType = cast<RankedTensorType>(getOperand().getType());
  auto valuesType = cast<RankedTensorType>(getValues().getType());
  auto indicesType = cast<RankedTensorType>(getIndices().getType());
  int64_t rank = operandType.getRank();
  if (rank < 1)
    return emitOpError("operand's rank must be at least 1");
  int64_t k = getK();
  if (k < 0)
    return emitOpError("k must be non-negative, got ") << k;
  int64_t last = operandType.getDimSize(rank - 1);
  if (!ShapedType::isDynamic(last) && last < k)
    return emitOpError("operand's last dimension must be at least ")
           << k << ", got " << last;
  if (valuesType.getElementType() != operandType.getElementType())
    return emitOpError("values must have the operand's element type ")
           << operandType.getElementType() << ", got "
           << valuesType.getElementType();
  if (!indicesType.getElementType().isSignlessInteger(32))
    return emitOpError("indices must have element type i32, got ")
           << indicesType.getElementType();
  SmallVector<int64_t> expected(operandType.getShape());
  expected.back() = k;
  for (auto [name, type] :
       {std::pair<StringRef, RankedTensorType>{"values", valuesType},
        {"indices", indicesType}}) {
    if (type.getRank() != rank)
      return emitOpError() << name << " must have rank " << rank << ", got "
                           << type.getRank();
    for (int64_t d = 0; d < rank; ++d)
      if (!ShapedType::isDynamic(type.getDimSize(d)) &&
          !ShapedType::isDynamic(expected[d]) &&
          type.getDimSize(d) != expected[d])
        return emitOpError() << name << " dimension " << d << " must be "
                             << expected[d] << ", got " << type.getDimSize(d);
  }
  return success();
}

/// `type` with dimension `dim` removed (a scan's per-position slice).
static RankedTensorType dropDim(RankedTensorType type, int64_t dim) {
  SmallVector<int64_t> shape(type.getShape());
  shape.erase(shape.begin() + dim);
  return RankedTensorType::get(shape, type.getElementType());
}

LogicalResult ScanOp::verify() {
  int64_t dim = getDimension();
  size_t numInputs = getInputs().size(), numInits = getInits().size();
  if (numInputs == 0)
    return emitOpError("needs at least one input");
  if (getResults().size() < numInits)
    return emitOpError("has ")
           << getResults().size() << " results, fewer than its " << numInits
           << " carries";
  int64_t length = ShapedType::kDynamic;
  SmallVector<Type> argTypes;
  for (auto [i, input] : llvm::enumerate(getInputs())) {
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return emitOpError("input ") << i << " must be a ranked tensor";
    if (dim < 0 || dim >= type.getRank())
      return emitOpError("dimension ")
             << dim << " is out of range for input " << i << " of rank "
             << type.getRank();
    int64_t n = type.getDimSize(dim);
    if (!ShapedType::isDynamic(n) && !ShapedType::isDynamic(length) &&
        n != length)
      return emitOpError("inputs must have the same size along dimension ")
             << dim << ": input " << i << " has " << n << ", expected "
             << length;
    if (!ShapedType::isDynamic(n))
      length = n;
    argTypes.push_back(dropDim(type, dim));
  }
  for (Value init : getInits())
    argTypes.push_back(init.getType());

  Block &body = getBody().front();
  if (body.getNumArguments() != argTypes.size())
    return emitOpError("body must take ")
           << argTypes.size() << " arguments (" << numInputs
           << " input slices, then " << numInits << " carries), got "
           << body.getNumArguments();
  for (auto [i, arg] : llvm::enumerate(body.getArguments()))
    if (arg.getType() != argTypes[i])
      return emitOpError("body argument ")
             << i << " must be " << argTypes[i] << ", got " << arg.getType();
  auto ret = dyn_cast<stablehlo::ReturnOp>(body.getTerminator());
  if (!ret)
    return emitOpError("body must end with stablehlo.return");
  size_t numOutputs = getResults().size() - numInits;
  if (ret.getNumOperands() != numOutputs + numInits)
    return emitOpError("body must return ")
           << numOutputs + numInits << " values (" << numOutputs
           << " output slices, then " << numInits << " carries), got "
           << ret.getNumOperands();
  for (size_t j = 0; j < numInits; ++j) {
    Type carry = ret.getOperand(numOutputs + j).getType();
    if (carry != getInits()[j].getType() ||
        getResult(numOutputs + j).getType() != carry)
      return emitOpError("carry ")
             << j << " must keep its init's type " << getInits()[j].getType()
             << ": the body returns " << carry << ", the result is "
             << getResult(numOutputs + j).getType();
  }
  for (size_t j = 0; j < numOutputs; ++j) {
    auto slice = dyn_cast<RankedTensorType>(ret.getOperand(j).getType());
    auto result = dyn_cast<RankedTensorType>(getResult(j).getType());
    if (!slice || !result || result.getRank() != slice.getRank() + 1 ||
        dropDim(result, dim) != slice ||
        (!ShapedType::isDynamic(length) &&
         !ShapedType::isDynamic(result.getDimSize(dim)) &&
         result.getDimSize(dim) != length))
      return emitOpError("output ")
             << j << " must stack the body's slices " << ret.getOperand(j).getType()
             << " along dimension " << dim << " (length " << length
             << "), got " << getResult(j).getType();
  }
  return success();
}

} // namespace strata::chlo

#include "strata/InputHLO/IR/ChloDialect.cpp.inc"
