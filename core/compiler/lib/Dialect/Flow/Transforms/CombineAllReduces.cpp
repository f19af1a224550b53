//===- CombineAllReduces.cpp - One collective for independent all-reduces -===//
//
// Groups the all-reduces of a block that could run as one (same reduction,
// replica groups and element type; every operand computed before any
// result is used) and rewrites each group of two or more into concat ->
// one all_reduce -> slices. Grouping is greedy in program order: a
// candidate joins the open group of its kind when the group stays legal
// and under the byte limit, else it opens a new one.
//
//===----------------------------------------------------------------------===//

#include "strata/Dialect/Flow/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace strata::flow {
#define GEN_PASS_DEF_COMBINEALLREDUCESPASS
#include "strata/Dialect/Flow/Transforms/Passes.h.inc"
} // namespace strata::flow

using namespace mlir;
using strata::flow::CollectiveAllReduceOp;

namespace {

/// Bytes of a tensor of ints, floats or complex numbers (i1 as a byte).
int64_t byteSize(RankedTensorType type) {
  Type element = type.getElementType();
  int64_t parts = 1;
  if (auto complex = dyn_cast<ComplexType>(element)) {
    element = complex.getElementType();
    parts = 2;
  }
  int64_t bits = element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 64;
  return type.getNumElements() * parts * std::max<int64_t>(1, bits / 8);
}

/// The all-reduces one combined op replaces, and where their operands and
/// results sit in the block.
struct Group {
  SmallVector<CollectiveAllReduceOp> members;
  /// The last operand definition in the block (null: all are block
  /// arguments) and the first user of a result (null: none).
  Operation *lastDef = nullptr, *firstUse = nullptr;
  int64_t bytes = 0;

  /// Whether `op` can join: every operand still defined before every use.
  bool accepts(CollectiveAllReduceOp op, Block &block, int64_t maxBytes) const {
    auto type = cast<RankedTensorType>(op.getSource().getType());
    if (bytes + byteSize(type) > maxBytes)
      return false;
    // A sum of a member's sum depends on it (a use in between, of which
    // the check below catches all but this direct one).
    if (auto member = op.getSource().getDefiningOp<CollectiveAllReduceOp>())
      if (llvm::is_contained(members, member))
        return false;
    Operation *def = laterDef(op, block), *use = earlierUse(op, block);
    return !def || !use || def->isBeforeInBlock(use);
  }

  void add(CollectiveAllReduceOp op, Block &block) {
    lastDef = laterDef(op, block);
    firstUse = earlierUse(op, block);
    bytes += byteSize(cast<RankedTensorType>(op.getSource().getType()));
    members.push_back(op);
  }

private:
  Operation *laterDef(CollectiveAllReduceOp op, Block &block) const {
    Operation *def = op.getSource().getDefiningOp();
    def = def ? block.findAncestorOpInBlock(*def) : nullptr;
    if (!def)
      return lastDef;
    return !lastDef || lastDef->isBeforeInBlock(def) ? def : lastDef;
  }
  Operation *earlierUse(CollectiveAllReduceOp op, Block &block) const {
    Operation *first = firstUse;
    for (Operation *user : op->getUsers()) {
      Operation *u = block.findAncestorOpInBlock(*user);
      if (u && (!first || u->isBeforeInBlock(first)))
        first = u;
    }
    return first;
  }
};

/// `value` reshaped to `to`, where one of the two is 1-D (flattening an
/// operand, or a slice back to its result's shape): the 1-D dim takes all
/// dims of the other, none when the other is a scalar.
Value reshape(OpBuilder &b, Location loc, Value value, RankedTensorType to) {
  auto from = cast<RankedTensorType>(value.getType());
  if (from == to)
    return value;
  int64_t rank = std::max(from.getRank(), to.getRank());
  SmallVector<ReassociationIndices> reassociation;
  if (rank > 1)
    reassociation.push_back(llvm::to_vector(llvm::seq<int64_t>(0, rank)));
  if (from.getRank() > to.getRank())
    return tensor::CollapseShapeOp::create(b, loc, to, value, reassociation);
  return tensor::ExpandShapeOp::create(b, loc, to, value, reassociation);
}

void combine(Group &group) {
  CollectiveAllReduceOp first = group.members.front();
  Block &block = *first->getBlock();
  OpBuilder b(first.getContext());
  // The last operand definition as the IR is now: a group combined before
  // this one replaced its members, which may define this group's operands
  // (sums of the first group's sums), by slices of its joined result.
  Operation *lastDef = nullptr;
  for (CollectiveAllReduceOp op : group.members) {
    Operation *def = op.getSource().getDefiningOp();
    def = def ? block.findAncestorOpInBlock(*def) : nullptr;
    if (def && (!lastDef || lastDef->isBeforeInBlock(def)))
      lastDef = def;
  }
  if (lastDef)
    b.setInsertionPointAfter(lastDef);
  else
    b.setInsertionPointToStart(&block);
  Location loc = b.getFusedLoc(llvm::map_to_vector(
      group.members, [](CollectiveAllReduceOp op) { return op.getLoc(); }));
  SmallVector<Value> flat;
  for (CollectiveAllReduceOp op : group.members) {
    auto type = cast<RankedTensorType>(op.getSource().getType());
    flat.push_back(reshape(
        b, loc, op.getSource(),
        RankedTensorType::get({type.getNumElements()}, type.getElementType())));
  }
  Value joined = tensor::ConcatOp::create(b, loc, /*dim=*/0, flat);
  auto reduced = CollectiveAllReduceOp::create(b, loc, joined.getType(), joined,
                                               first.getReductionAttr(),
                                               first.getGroupsAttr());
  int64_t offset = 0;
  for (CollectiveAllReduceOp op : group.members) {
    auto type = cast<RankedTensorType>(op.getType());
    int64_t size = type.getNumElements();
    Value slice = tensor::ExtractSliceOp::create(
        b, loc, reduced.getResult(),
        ArrayRef<OpFoldResult>{b.getIndexAttr(offset)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(size)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
    op.getResult().replaceAllUsesWith(reshape(b, loc, slice, type));
    offset += size;
  }
  for (CollectiveAllReduceOp op : group.members)
    op->erase();
}

struct CombineAllReducesPass
    : strata::flow::impl::CombineAllReducesPassBase<CombineAllReducesPass> {
  using Base::Base;
  void runOnOperation() override {
    SmallVector<Group> groups;
    getOperation().walk([&](Block *block) {
      // The open group of each kind: reduction, replica groups, type.
      llvm::DenseMap<std::tuple<Attribute, Attribute, Type>, size_t> open;
      for (auto op : block->getOps<CollectiveAllReduceOp>()) {
        auto type = cast<RankedTensorType>(op.getSource().getType());
        // An empty operand has nothing to send (and no slice of the joined
        // tensor to take).
        if (!type.hasStaticShape() || type.getNumElements() == 0)
          continue;
        auto key = std::make_tuple(Attribute(op.getReductionAttr()),
                                   Attribute(op.getGroupsAttr()),
                                   type.getElementType());
        auto it = open.find(key);
        if (it == open.end() ||
            !groups[it->second].accepts(op, *block, maxBytes)) {
          open[key] = groups.size();
          groups.emplace_back();
        }
        groups[open[key]].add(op, *block);
      }
    });
    for (Group &group : groups)
      if (group.members.size() > 1)
        combine(group);
  }
};

} // namespace
