//===- DemoteF64.cpp - f64 kernels for targets without Float64 ---*- C++
//-*-===//
//
// A device without the Float64 capability can neither compute in f64 nor
// load or store it. strata-vulkan-demote-f64 rewrites each kernel to compute
// in f32 while its buffers keep their f64 layout (the host binds the same
// buffers for every target): an f64 binding is accessed as pairs of 32-bit
// words, loads convert the f64 bits to the nearest f32 (ties to even) and
// stores widen the f32 result back to f64 bits exactly. The compiler warns
// once per kernel, since results are rounded to f32 precision.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/Vulkan/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Verifier.h"

using namespace mlir;

namespace strata::vulkan {

#define GEN_PASS_DEF_VULKANDEMOTEF64PASS
#include "strata/Target/Vulkan/Passes.h.inc"

namespace {

/// `type` with f64 replaced by f32 (scalars, memrefs, vectors, tensors).
Type demoteType(Type type) {
  if (type.isF64())
    return Float32Type::get(type.getContext());
  if (auto shaped = dyn_cast<ShapedType>(type))
    if (shaped.getElementType().isF64())
      return shaped.clone(Float32Type::get(type.getContext()));
  return type;
}

bool hasF64(Type type) { return demoteType(type) != type; }

/// i32 arithmetic for the f64 <-> f32 bit conversions.
struct Bits {
  OpBuilder &b;
  Location loc;

  Value c(uint32_t v) {
    return arith::ConstantIntOp::create(b, loc, b.getI32Type(),
                                        static_cast<int64_t>(v));
  }
  Value andi(Value x, uint32_t m) {
    return arith::AndIOp::create(b, loc, x, c(m));
  }
  Value ori(Value x, Value y) { return arith::OrIOp::create(b, loc, x, y); }
  Value shl(Value x, uint32_t s) {
    return arith::ShLIOp::create(b, loc, x, c(s));
  }
  Value shr(Value x, uint32_t s) {
    return arith::ShRUIOp::create(b, loc, x, c(s));
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value cmp(arith::CmpIPredicate p, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, p, x, y);
  }
  Value select(Value p, Value x, Value y) {
    return arith::SelectOp::create(b, loc, p, x, y);
  }

  /// The f32 nearest to the f64 with words (lo, hi), ties to even; results
  /// below the f32 normal range flush to a signed zero, above it round to
  /// infinity; NaN stays (a quiet) NaN.
  Value toF32(Value lo, Value hi) {
    using P = arith::CmpIPredicate;
    Value sign = andi(hi, 0x80000000u);
    Value exponent = andi(shr(hi, 20), 0x7ff);
    Value mantissaHigh = andi(hi, 0xfffff);
    // Top 23 mantissa bits and the 29 below them.
    Value mantissa = ori(shl(mantissaHigh, 3), shr(lo, 29));
    Value rest = andi(lo, 0x1fffffff);
    // Rebias: e32 = e64 - 1023 + 127, in the exponent field position.
    Value e32 = arith::SubIOp::create(b, loc, exponent, c(896));
    Value magnitude = ori(shl(e32, 23), mantissa);
    // Round to nearest even: up when rest > half, or == half and odd.
    Value half = c(0x10000000u);
    Value odd = andi(mantissa, 1);
    Value up = arith::OrIOp::create(
        b, loc, cmp(P::ugt, rest, half),
        arith::AndIOp::create(b, loc, cmp(P::eq, rest, half),
                              cmp(P::ne, odd, c(0))));
    Value rounded =
        add(magnitude, arith::ExtUIOp::create(b, loc, b.getI32Type(), up));
    // The carry of the rounding may reach the infinity encoding, as it must.
    Value infinity = c(0x7f800000u);
    Value tooLarge = cmp(P::sge, e32, c(255));
    Value tooSmall = cmp(P::sle, e32, c(0));
    Value result = select(tooLarge, infinity, rounded);
    result = select(tooSmall, c(0), result);
    // Inf and NaN (exponent all ones): inf, or a quiet NaN.
    Value special = cmp(P::eq, exponent, c(0x7ff));
    Value isNaN = cmp(P::ne, ori(mantissaHigh, lo), c(0));
    Value specialBits = select(isNaN, c(0x7fc00000u), infinity);
    result = select(special, specialBits, result);
    result = ori(sign, result);
    return arith::BitcastOp::create(b, loc, b.getF32Type(), result);
  }

  /// The f64 words (lo, hi) of the f32 `value`, exactly (f32 subnormals,
  /// which Vulkan devices may flush, become zero).
  std::pair<Value, Value> fromF32(Value value) {
    using P = arith::CmpIPredicate;
    Value bits = arith::BitcastOp::create(b, loc, b.getI32Type(), value);
    Value sign = andi(bits, 0x80000000u);
    Value exponent = andi(shr(bits, 23), 0xff);
    Value mantissa = andi(bits, 0x7fffff);
    Value lo = shl(mantissa, 29);
    Value highMantissa = shr(mantissa, 3);
    Value normal = ori(shl(add(exponent, c(896)), 20), highMantissa);
    Value special = ori(c(0x7ff00000u), highMantissa);
    Value isSpecial = cmp(P::eq, exponent, c(0xff));
    Value isZero = cmp(P::eq, exponent, c(0));
    Value hi = select(isSpecial, special, normal);
    hi = select(isZero, c(0), hi);
    lo = select(isZero, c(0), lo);
    return {lo, ori(sign, hi)};
  }
};

class DemoteF64Pass : public impl::VulkanDemoteF64PassBase<DemoteF64Pass> {
public:
  using Base::Base;

  void runOnOperation() override {
    WalkResult result = getOperation()->walk([&](gpu::GPUFuncOp func) {
      return failed(demote(func)) ? WalkResult::interrupt()
                                  : WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }

private:
  LogicalResult demote(gpu::GPUFuncOp func) {
    bool any = false;
    func.walk([&](Operation *op) {
      any |= llvm::any_of(op->getResultTypes(), hasF64) ||
             llvm::any_of(op->getOperandTypes(), hasF64);
    });
    for (BlockArgument arg : func.getArguments())
      any |= hasF64(arg.getType());
    if (!any)
      return success();
    func.emitWarning("f64 is computed in f32 in kernel '")
        << func.getName()
        << "': the target lacks the Float64 capability, so results are "
           "rounded to f32 precision (f64 buffers keep their layout)";

    // Bindings of f64 become pairs of 32-bit words; everything else that
    // holds f64 (values, private/workgroup memory) becomes f32.
    MLIRContext *ctx = &getContext();
    SmallVector<BlockArgument> wordBindings;
    SmallVector<Type> inputs;
    for (BlockArgument arg : func.getArguments()) {
      auto memref = dyn_cast<MemRefType>(arg.getType());
      if (memref && memref.getElementType().isF64()) {
        if (!memref.getLayout().isIdentity())
          return func.emitError("cannot demote f64 binding of type ")
                 << memref << " (not an identity layout)";
        SmallVector<int64_t> shape(memref.getShape());
        shape.push_back(2);
        arg.setType(MemRefType::get(shape, IntegerType::get(ctx, 32),
                                    MemRefLayoutAttrInterface(),
                                    memref.getMemorySpace()));
        wordBindings.push_back(arg);
      }
      inputs.push_back(arg.getType());
    }
    func.setFunctionType(FunctionType::get(ctx, inputs, {}));
    for (BlockArgument arg : func.getWorkgroupAttributions())
      arg.setType(demoteType(arg.getType()));
    for (BlockArgument arg : func.getPrivateAttributions())
      arg.setType(demoteType(arg.getType()));

    func.walk([&](Operation *op) {
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            if (block.getParentOp() != func.getOperation())
              arg.setType(demoteType(arg.getType()));
      for (OpResult result : op->getResults())
        result.setType(demoteType(result.getType()));
      if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
        Attribute value = constant.getValue();
        if (auto f = dyn_cast<FloatAttr>(value); f && f.getType().isF64())
          constant.setValueAttr(
              FloatAttr::get(Float32Type::get(ctx), f.getValueAsDouble()));
        else if (auto dense = dyn_cast<DenseFPElementsAttr>(value);
                 dense && dense.getElementType().isF64())
          constant.setValueAttr(
              dense.mapValues(Float32Type::get(ctx), [](const APFloat &v) {
                APFloat f = v;
                bool lost;
                f.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                          &lost);
                return f.bitcastToAPInt();
              }));
      }
    });

    // f64 <-> f32 conversions are now f32 -> f32: drop them.
    SmallVector<Operation *> identities;
    func.walk([&](Operation *op) {
      if (isa<arith::ExtFOp, arith::TruncFOp>(op) &&
          op->getOperand(0).getType() == op->getResult(0).getType())
        identities.push_back(op);
    });
    for (Operation *op : identities) {
      op->getResult(0).replaceAllUsesWith(op->getOperand(0));
      op->erase();
    }

    // Accesses of the word bindings.
    for (BlockArgument binding : wordBindings) {
      for (Operation *user : llvm::make_early_inc_range(binding.getUsers())) {
        OpBuilder b(user);
        Bits bits{b, user->getLoc()};
        auto wordIndices = [&](ValueRange indices, int64_t word) {
          SmallVector<Value> result(indices);
          result.push_back(
              arith::ConstantIndexOp::create(b, user->getLoc(), word));
          return result;
        };
        if (auto load = dyn_cast<memref::LoadOp>(user)) {
          Value lo = memref::LoadOp::create(b, load.getLoc(), binding,
                                            wordIndices(load.getIndices(), 0));
          Value hi = memref::LoadOp::create(b, load.getLoc(), binding,
                                            wordIndices(load.getIndices(), 1));
          load.getResult().replaceAllUsesWith(bits.toF32(lo, hi));
          load.erase();
          continue;
        }
        if (auto store = dyn_cast<memref::StoreOp>(user);
            store && store.getMemRef() == binding) {
          auto [lo, hi] = bits.fromF32(store.getValueToStore());
          memref::StoreOp::create(b, store.getLoc(), lo, binding,
                                  wordIndices(store.getIndices(), 0));
          memref::StoreOp::create(b, store.getLoc(), hi, binding,
                                  wordIndices(store.getIndices(), 1));
          store.erase();
          continue;
        }
        return user->emitError("cannot demote this access of an f64 binding "
                               "(only memref.load and memref.store are)");
      }
    }

    // Ops that cannot hold f32 where they held f64 (e.g. a bitcast to i64)
    // fail to verify: say so rather than miscompile.
    if (failed(verify(func)))
      return func.emitError("cannot compute kernel '")
             << func.getName() << "' in f32 (an op depends on the f64 bit "
             << "layout, e.g. bitcast_convert); the target needs Float64";
    return success();
  }
};

} // namespace
} // namespace strata::vulkan
