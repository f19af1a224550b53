//===- ChloOps.cpp - chlo dialect --------------------------------*- C++
//-*-===//

#include "strata/InputHLO/IR/ChloOps.h"
#include "InlinerInterface.h"

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

} // namespace strata::chlo

#include "strata/InputHLO/IR/ChloDialect.cpp.inc"
