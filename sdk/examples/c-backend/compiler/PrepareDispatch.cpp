//===- PrepareDispatch.cpp - Bufferized dispatches for EmitC ----*- C++ -*-===//
//
// Implements strata-c-portable-prepare-dispatch: checks the entry contract
// of each bufferized dispatch function, records its workgroup count and
// rewrites the buffer ops EmitC cannot express.
//
//===----------------------------------------------------------------------===//

#include "CPortable/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/EmitC/IR/EmitC.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

namespace cportable {
#define GEN_PASS_DEF_CPORTABLEPREPAREDISPATCHPASS
#include "CPortable/Passes.h.inc"
} // namespace cportable

using namespace mlir;

namespace cportable {
namespace {

/// Scalar math the upstream convert-math-to-emitc leaves alone, as C99 libm
/// functions (the `f` suffixed form for f32).
struct LibmFunction {
  StringRef op;
  StringRef function;
};
constexpr LibmFunction kLibmFunctions[] = {
    {"arith.remf", "fmod"},
    {"math.acosh", "acosh"},
    {"math.asinh", "asinh"},
    {"math.atan", "atan"},
    {"math.atanh", "atanh"},
    {"math.cbrt", "cbrt"},
    {"math.copysign", "copysign"},
    {"math.cosh", "cosh"},
    {"math.erf", "erf"},
    {"math.erfc", "erfc"},
    {"math.exp2", "exp2"},
    {"math.expm1", "expm1"},
    {"math.log", "log"},
    {"math.log10", "log10"},
    {"math.log1p", "log1p"},
    {"math.log2", "log2"},
    {"math.roundeven", "nearbyint"},
    {"math.rsqrt", "sqrt"},
    {"math.sinh", "sinh"},
    {"math.sqrt", "sqrt"},
    {"math.tan", "tan"},
    {"math.tanh", "tanh"},
    {"math.trunc", "trunc"},
};

/// Replaces `op` (f32/f64 operands and result) by a libm call; returns
/// false when the op is not in the table or has other types.
bool lowerToLibm(IRRewriter &rewriter, Operation *op) {
  StringRef name = op->getName().getStringRef();
  const LibmFunction *entry = llvm::find_if(
      kLibmFunctions, [&](const LibmFunction &f) { return f.op == name; });
  if (entry == std::end(kLibmFunctions) || op->getNumResults() != 1)
    return false;
  Type type = op->getResult(0).getType();
  if (!type.isF32() && !type.isF64())
    return false;
  if (llvm::any_of(op->getOperandTypes(), [&](Type t) { return t != type; }))
    return false;
  std::string callee = entry->function.str() + (type.isF32() ? "f" : "");
  rewriter.setInsertionPoint(op);
  Value result =
      emitc::CallOpaqueOp::create(rewriter, op->getLoc(), TypeRange{type},
                                  callee, op->getOperands())
          .getResult(0);
  if (name == "math.rsqrt") {
    Value one = arith::ConstantOp::create(rewriter, op->getLoc(), type,
                                          rewriter.getFloatAttr(type, 1.0));
    result = arith::DivFOp::create(rewriter, op->getLoc(), one, result);
  }
  rewriter.replaceOp(op, result);
  return true;
}

class PrepareDispatchPass
    : public impl::CPortablePrepareDispatchPassBase<PrepareDispatchPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (memref::GlobalOp global : module.getOps<memref::GlobalOp>())
      global.removeAlignmentAttr();
    for (func::FuncOp func : module.getOps<func::FuncOp>())
      if (failed(prepare(func)))
        return signalPassFailure();
  }

private:
  LogicalResult prepare(func::FuncOp func) {
    if (func.isExternal())
      return success();
    MLIRContext *ctx = &getContext();
    if (func.isPublic()) {
      for (auto [i, type] : llvm::enumerate(func.getArgumentTypes())) {
        auto memref = dyn_cast<MemRefType>(type);
        if (!memref || !memref.hasStaticShape() ||
            !memref.getLayout().isIdentity())
          return func.emitOpError("binding ")
                 << i
                 << ": expected a statically shaped identity-layout memref, "
                    "got "
                 << type;
      }
      if (func.getNumResults() != 0)
        return func.emitOpError("expected no results after "
                                "buffer-results-to-out-params, got ")
               << func.getNumResults();
      func->setAttr(kWorkgroupCountAttr,
                    DenseI64ArrayAttr::get(ctx, {1, 1, 1}));
    }

    IRRewriter rewriter(ctx);
    // EmitC has no rank-0 arrays: a scalar binding becomes a one-element
    // array (the same pointer in the entry ABI) viewed through a
    // collapse_shape that fold-memref-alias-ops folds into the accesses.
    Block &entry = func.getBody().front();
    SmallVector<Type> inputs(func.getArgumentTypes());
    for (BlockArgument arg : entry.getArguments()) {
      auto type = dyn_cast<MemRefType>(arg.getType());
      if (!type || type.getRank() != 0)
        continue;
      rewriter.setInsertionPointToStart(&entry);
      auto oneElement = MemRefType::get({1}, type.getElementType());
      arg.setType(oneElement);
      auto scalar = memref::CollapseShapeOp::create(
          rewriter, func.getLoc(), type, arg, ArrayRef<ReassociationIndices>{});
      arg.replaceAllUsesExcept(scalar.getResult(), scalar);
      inputs[arg.getArgNumber()] = oneElement;
    }
    func.setType(FunctionType::get(ctx, inputs, func.getResultTypes()));
    SmallVector<memref::CopyOp> copies;
    func.walk([&](memref::CopyOp copy) { copies.push_back(copy); });
    for (memref::CopyOp copy : copies) {
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    }

    SmallVector<memref::DeallocOp> deallocs;
    func.walk([&](memref::DeallocOp op) { deallocs.push_back(op); });
    for (memref::DeallocOp op : deallocs)
      rewriter.eraseOp(op);

    SmallVector<memref::AllocOp> allocs;
    func.walk([&](memref::AllocOp op) { allocs.push_back(op); });
    int64_t stackBytes = 0;
    for (memref::AllocOp alloc : allocs) {
      MemRefType type = alloc.getType();
      if (!type.hasStaticShape() || !type.getLayout().isIdentity())
        return alloc.emitOpError("c-portable supports only statically shaped "
                                 "identity-layout temporaries, got ")
               << type;
      int64_t bytes =
          type.getNumElements() * ((type.getElementTypeBitWidth() + 7) / 8);
      stackBytes += bytes;
      int64_t budget = maxStackBytes.getValue();
      if (stackBytes > budget)
        return alloc.emitOpError("temporaries of function '")
               << func.getSymName() << "' need " << stackBytes
               << " bytes, more than the stack budget of " << budget
               << " bytes (max-stack-bytes)";
      // Allocations in loops become one array at function scope.
      rewriter.setInsertionPointToStart(&entry);
      rewriter.replaceOpWithNewOp<memref::AllocaOp>(alloc, type);
    }

    SmallVector<memref::AllocaOp> scalars;
    func.walk([&](memref::AllocaOp op) {
      if (op.getType().getRank() == 0)
        scalars.push_back(op);
    });
    for (memref::AllocaOp op : scalars) {
      rewriter.setInsertionPoint(op);
      auto array = memref::AllocaOp::create(
          rewriter, op.getLoc(),
          MemRefType::get({1}, op.getType().getElementType()));
      rewriter.replaceOpWithNewOp<memref::CollapseShapeOp>(
          op, op.getType(), array.getResult(),
          ArrayRef<ReassociationIndices>{});
    }

    SmallVector<Operation *> scalarMath;
    func.walk([&](Operation *op) {
      if (op->getDialect() &&
          (isa<math::MathDialect>(op->getDialect()) || isa<arith::RemFOp>(op)))
        scalarMath.push_back(op);
    });
    for (Operation *op : scalarMath)
      (void)lowerToLibm(rewriter, op);
    return success();
  }
};

} // namespace
} // namespace cportable
