//===- ByteBooleans.cpp - i1 dispatch operands as bytes -------------------===//
//
// See ByteBooleans.h.
//
//===----------------------------------------------------------------------===//

#include "ByteBooleans.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

namespace strata::llvm_cpu {
namespace {

/// The discardable attribute marking the conversions made here, so only
/// they are fused.
constexpr llvm::StringLiteral kConversionAttr = "strata.byte_boolean";

bool isStaticBoolTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape() &&
         tensor.getElementType().isInteger(1);
}

/// An elementwise generic mapping `input` to a tensor of `element` with
/// `convert` applied to each element.
Value mapElements(OpBuilder &b, Location loc, Value input, Type element,
                  function_ref<Value(OpBuilder &, Location, Value)> convert) {
  auto type = cast<RankedTensorType>(input.getType());
  Value init = tensor::EmptyOp::create(b, loc, type.getShape(), element);
  AffineMap id = b.getMultiDimIdentityMap(type.getRank());
  auto op = linalg::GenericOp::create(
      b, loc, init.getType(), input, init, ArrayRef<AffineMap>{id, id},
      SmallVector<utils::IteratorType>(type.getRank(),
                                       utils::IteratorType::parallel),
      [&](OpBuilder &nested, Location l, ValueRange args) {
        linalg::YieldOp::create(nested, l, convert(nested, l, args[0]));
      });
  op->setAttr(kConversionAttr, b.getUnitAttr());
  return op->getResult(0);
}

} // namespace

bool widenBooleanOperands(func::FuncOp func) {
  if (func.isExternal() || !func.getBody().hasOneBlock())
    return false;
  Block &entry = func.getBody().front();
  auto ret = dyn_cast<func::ReturnOp>(entry.getTerminator());
  if (!ret)
    return false;
  MLIRContext *ctx = func.getContext();
  Type i8 = IntegerType::get(ctx, 8), i1 = IntegerType::get(ctx, 1);
  auto asBytes = [&](Type t) {
    auto tensor = cast<RankedTensorType>(t);
    return RankedTensorType::get(tensor.getShape(), i8);
  };
  bool changed = false;
  OpBuilder b = OpBuilder::atBlockBegin(&entry);
  for (BlockArgument arg : entry.getArguments()) {
    if (!isStaticBoolTensor(arg.getType()) || arg.use_empty())
      continue;
    arg.setType(asBytes(arg.getType()));
    Value bools = mapElements(
        b, func.getLoc(), arg, i1, [&](OpBuilder &nb, Location l, Value x) {
          Value z = arith::ConstantIntOp::create(nb, l, i8, 0);
          return arith::CmpIOp::create(nb, l, arith::CmpIPredicate::ne, x, z)
              .getResult();
        });
    arg.replaceAllUsesExcept(bools, bools.getDefiningOp());
    changed = true;
  }
  b.setInsertionPoint(ret);
  for (OpOperand &result : ret->getOpOperands()) {
    if (!isStaticBoolTensor(result.get().getType()))
      continue;
    result.set(mapElements(b, ret.getLoc(), result.get(), i8,
                           [&](OpBuilder &nb, Location l, Value x) {
                             return arith::ExtUIOp::create(nb, l, i8, x)
                                 .getResult();
                           }));
    changed = true;
  }
  if (!changed)
    return false;
  func.setType(FunctionType::get(ctx, entry.getArgumentTypes(),
                                 ret.getOperandTypes()));

  // Fuse the conversions into their elementwise neighbours.
  RewritePatternSet patterns(ctx);
  linalg::populateElementwiseOpsFusionPatterns(
      patterns, [](OpOperand *fused) {
        Operation *producer = fused->get().getDefiningOp();
        Operation *consumer = fused->getOwner();
        return producer->hasAttr(kConversionAttr) ||
               consumer->hasAttr(kConversionAttr);
      });
  (void)applyPatternsGreedily(func, std::move(patterns));
  func.walk([](linalg::GenericOp op) { op->removeAttr(kConversionAttr); });
  return true;
}

} // namespace strata::llvm_cpu
