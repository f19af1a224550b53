//===- CollectiveOps.cpp - flow.collective.* verifiers ------------*- C++
//-*-===//

#include "strata/Dialect/Flow/IR/FlowOps.h"

#include "llvm/ADT/StringSwitch.h"

#include <set>

using namespace mlir;

namespace strata::flow {

bool isCollectiveOp(Operation *op) {
  return isa<CollectiveAllReduceOp, CollectiveAllGatherOp,
             CollectiveReduceScatterOp, CollectiveAllToAllOp,
             CollectivePermuteOp, CollectivePartitionIdOp>(op);
}

std::optional<Reduction> parseReduction(StringRef name) {
  return llvm::StringSwitch<std::optional<Reduction>>(name)
      .Case("sum", Reduction::Sum)
      .Case("product", Reduction::Product)
      .Case("minimum", Reduction::Minimum)
      .Case("maximum", Reduction::Maximum)
      .Case("unsigned_minimum", Reduction::Minimum)
      .Case("unsigned_maximum", Reduction::Maximum)
      .Case("and", Reduction::And)
      .Case("or", Reduction::Or)
      .Case("xor", Reduction::Xor)
      .Default(std::nullopt);
}

bool isUnsignedReduction(StringRef name) {
  return name == "unsigned_minimum" || name == "unsigned_maximum";
}

namespace {

/// Checks that `table` is a 2-D table of distinct non-negative ranks; its
/// row length on success.
FailureOr<int64_t> verifyRankTable(Operation *op, DenseIntElementsAttr table,
                                   StringRef what) {
  auto type = cast<ShapedType>(table.getType());
  if (type.getRank() != 2 || type.getDimSize(0) == 0 || type.getDimSize(1) == 0)
    return op->emitOpError()
           << what << " must be a non-empty 2-D table, got " << type;
  std::set<int64_t> seen;
  for (int64_t rank : table.getValues<int64_t>()) {
    if (rank < 0)
      return op->emitOpError() << what << " names rank " << rank;
    if (!seen.insert(rank).second)
      return op->emitOpError() << what << " names rank " << rank << " twice";
  }
  return type.getDimSize(1);
}

LogicalResult verifyReduction(Operation *op, StringRef reduction,
                              Type elementType) {
  std::optional<Reduction> kind = parseReduction(reduction);
  if (!kind)
    return op->emitOpError("unknown reduction '")
           << reduction
           << "' (expected sum, product, minimum, maximum, "
              "unsigned_minimum, unsigned_maximum, and, or or xor)";
  bool bitwise = *kind == Reduction::And || *kind == Reduction::Or ||
                 *kind == Reduction::Xor || isUnsignedReduction(reduction);
  if (bitwise && !elementType.isInteger())
    return op->emitOpError("reduction '")
           << reduction << "' needs integer or boolean elements, got "
           << elementType;
  bool ordered = *kind == Reduction::Minimum || *kind == Reduction::Maximum;
  if (ordered && isa<ComplexType>(elementType))
    return op->emitOpError("reduction '")
           << reduction << "' is not defined on " << elementType;
  return success();
}

/// `source` with dim `dim` multiplied by `num`/`den`, or failure when it
/// does not divide.
LogicalResult expectShape(Operation *op, RankedTensorType source,
                          RankedTensorType result, int64_t dim, int64_t num,
                          int64_t den, StringRef what) {
  if (dim < 0 || dim >= source.getRank())
    return op->emitOpError()
           << what << " " << dim << " is out of range for " << source;
  if (source.getDimSize(dim) * num % den != 0)
    return op->emitOpError() << what << " " << dim << " of " << source
                             << " does not divide into " << den << " blocks";
  SmallVector<int64_t> shape(source.getShape());
  shape[dim] = shape[dim] * num / den;
  auto expected = RankedTensorType::get(shape, source.getElementType());
  if (expected != result)
    return op->emitOpError("expected result type ")
           << expected << ", got " << result;
  return success();
}

LogicalResult verifySameType(Operation *op) {
  if (op->getOperand(0).getType() != op->getResult(0).getType())
    return op->emitOpError("result type ")
           << op->getResult(0).getType() << " differs from the source type "
           << op->getOperand(0).getType();
  return success();
}

} // namespace

LogicalResult CollectiveAllReduceOp::verify() {
  if (failed(verifyRankTable(*this, getGroups(), "groups")) ||
      failed(verifyReduction(*this, getReduction(),
                             getSource().getType().getElementType())))
    return failure();
  return verifySameType(*this);
}

LogicalResult CollectiveAllGatherOp::verify() {
  FailureOr<int64_t> size = verifyRankTable(*this, getGroups(), "groups");
  if (failed(size))
    return failure();
  return expectShape(*this, getSource().getType(), getResult().getType(),
                     getDim(), *size, 1, "dim");
}

LogicalResult CollectiveReduceScatterOp::verify() {
  FailureOr<int64_t> size = verifyRankTable(*this, getGroups(), "groups");
  if (failed(size) ||
      failed(verifyReduction(*this, getReduction(),
                             getSource().getType().getElementType())))
    return failure();
  return expectShape(*this, getSource().getType(), getResult().getType(),
                     getDim(), 1, *size, "dim");
}

LogicalResult CollectiveAllToAllOp::verify() {
  FailureOr<int64_t> size = verifyRankTable(*this, getGroups(), "groups");
  if (failed(size))
    return failure();
  RankedTensorType source = getSource().getType();
  int64_t split = getSplitDim(), concat = getConcatDim();
  if (split < 0 || split >= source.getRank() || concat < 0 ||
      concat >= source.getRank())
    return emitOpError("split_dim ") << split << " or concat_dim " << concat
                                     << " is out of range for " << source;
  if (source.getDimSize(split) % *size != 0)
    return emitOpError("split_dim ")
           << split << " of " << source << " does not divide into " << *size
           << " blocks";
  SmallVector<int64_t> shape(source.getShape());
  shape[split] /= *size;
  shape[concat] *= *size;
  auto expected = RankedTensorType::get(shape, source.getElementType());
  if (expected != getResult().getType())
    return emitOpError("expected result type ")
           << expected << ", got " << getResult().getType();
  return success();
}

LogicalResult CollectivePermuteOp::verify() {
  auto type = cast<ShapedType>(getPairs().getType());
  if (type.getRank() != 2 || type.getDimSize(1) != 2)
    return emitOpError("pairs must be an Nx2 table, got ") << type;
  std::set<int64_t> sources, targets;
  auto values = llvm::to_vector(getPairs().getValues<int64_t>());
  for (size_t i = 0; i < values.size(); i += 2) {
    if (values[i] < 0 || values[i + 1] < 0)
      return emitOpError("pair (")
             << values[i] << ", " << values[i + 1] << ") names a negative rank";
    if (!sources.insert(values[i]).second)
      return emitOpError("rank ") << values[i] << " is the source of two pairs";
    if (!targets.insert(values[i + 1]).second)
      return emitOpError("rank ")
             << values[i + 1] << " is the target of two pairs";
  }
  return verifySameType(*this);
}

LogicalResult verifySPMDAttr(Operation *op, DictionaryAttr spmd,
                             TypeRange argumentTypes, TypeRange resultTypes) {
  auto axes = spmd.getAs<ArrayAttr>("mesh_axes");
  auto shape = spmd.getAs<DenseI64ArrayAttr>("mesh_shape");
  if (!axes || !shape || axes.size() != shape.size() || shape.empty() ||
      llvm::any_of(shape.asArrayRef(), [](int64_t s) { return s <= 0; }))
    return op->emitOpError("'")
           << kSPMDAttrName
           << "' needs mesh_axes and mesh_shape of the same non-zero length "
              "with positive sizes, got "
           << spmd;
  auto checkList = [&](StringRef key, TypeRange types) -> LogicalResult {
    auto list = spmd.getAs<ArrayAttr>(key);
    if (!list || list.size() != types.size())
      return op->emitOpError("'") << kSPMDAttrName << "' needs " << key
                                  << " with " << types.size() << " entries";
    for (auto [i, entry] : llvm::enumerate(list)) {
      auto dims = dyn_cast<ArrayAttr>(entry);
      auto type = dyn_cast<RankedTensorType>(types[i]);
      if (!dims || !type || dims.size() != static_cast<size_t>(type.getRank()))
        return op->emitOpError("'")
               << kSPMDAttrName << "' " << key << "[" << i
               << "] needs one axis list per dim of " << types[i];
      std::set<int64_t> used;
      for (Attribute dim : dims) {
        auto list = dyn_cast<DenseI64ArrayAttr>(dim);
        if (!list)
          return op->emitOpError("'") << kSPMDAttrName << "' " << key << "["
                                      << i << "] has a non-array dim entry";
        for (int64_t axis : list.asArrayRef())
          if (axis < 0 || axis >= static_cast<int64_t>(shape.size()) ||
              !used.insert(axis).second)
            return op->emitOpError("'")
                   << kSPMDAttrName << "' " << key << "[" << i
                   << "] names mesh axis " << axis << " out of range or twice";
      }
    }
    return success();
  };
  if (failed(checkList("arguments", argumentTypes)) ||
      failed(checkList("results", resultTypes)))
    return failure();
  return success();
}

} // namespace strata::flow
