//===- ConvertToSPIRV.cpp - gpu.module kernels to spirv.module --*- C++ -*-===//
//
// Implements strata-vulkan-convert-to-spirv: converts each gpu.module made
// by strata-vulkan-map-to-gpu into a spirv.module named after its entry
// point, with structured control flow and the storage classes Vulkan needs.
//
//===----------------------------------------------------------------------===//

#include "DistributeInvocations.h"
#include "strata/Target/Vulkan/Passes.h"
#include "strata/Target/Vulkan/VulkanTarget.h"
#include "strata/sdk/DynamicBindings.h"

#include "mlir/Conversion/ArithToSPIRV/ArithToSPIRV.h"
#include "mlir/Conversion/FuncToSPIRV/FuncToSPIRV.h"
#include "mlir/Conversion/GPUToSPIRV/GPUToSPIRV.h"
#include "mlir/Conversion/IndexToSPIRV/IndexToSPIRV.h"
#include "mlir/Conversion/MathToSPIRV/MathToSPIRV.h"
#include "mlir/Conversion/MemRefToSPIRV/MemRefToSPIRV.h"
#include "mlir/Conversion/SCFToSPIRV/SCFToSPIRV.h"
#include "mlir/Conversion/UBToSPIRV/UBToSPIRV.h"
#include "mlir/Conversion/VectorToSPIRV/VectorToSPIRV.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Dialect/SPIRV/Transforms/SPIRVConversion.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/BitVector.h"
#include <functional>

namespace strata::vulkan {
#define GEN_PASS_DEF_VULKANCONVERTTOSPIRVPASS
#include "strata/Target/Vulkan/Passes.h.inc"
} // namespace strata::vulkan

using namespace mlir;

namespace strata::vulkan {
namespace {

/// math.ctpop -> OpBitCount (strata-vulkan-expand-math left only 32-bit
/// operands, the width Vulkan's OpBitCount takes; upstream's MathToSPIRV
/// has no pattern for it).
struct CtPopToBitCount final : OpConversionPattern<math::CtPopOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(math::CtPopOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type || !getElementTypeOrSelf(type).isInteger(32))
      return rewriter.notifyMatchFailure(op, "expected a 32-bit integer");
    rewriter.replaceOpWithNewOp<spirv::BitCountOp>(op, type,
                                                   adaptor.getOperand());
    return success();
  }
};

/// arith.remsi as |a| umod |b| with a's sign, the sign read with a signed
/// compare: upstream's emulation takes a == |a| for "a is not negative",
/// which the most negative value also satisfies (|INT_MIN| wraps to itself),
/// so -128 rem 6 in i8 came out 2 instead of -2 (found by
/// strata-fuzz-programs through NVIDIA's driver, seed 9301; lavapipe too).
struct RemSIWithSignedCompare final : OpConversionPattern<arith::RemSIOp> {
  RemSIWithSignedCompare(const TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern(converter, ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(arith::RemSIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type || !isa<IntegerType>(getElementTypeOrSelf(type)))
      return rewriter.notifyMatchFailure(op, "expected integers");
    Location loc = op.getLoc();
    Value a = adaptor.getLhs(), b = adaptor.getRhs();
    Value absA = spirv::GLSAbsOp::create(rewriter, loc, type, a);
    Value absB = spirv::GLSAbsOp::create(rewriter, loc, type, b);
    Value mod = spirv::UModOp::create(rewriter, loc, absA, absB);
    Value zero = spirv::ConstantOp::getZero(type, loc, rewriter);
    Value negative = spirv::SLessThanOp::create(rewriter, loc, a, zero);
    Value negated = spirv::SNegateOp::create(rewriter, loc, mod);
    rewriter.replaceOpWithNewOp<spirv::SelectOp>(op, negative, negated, mod);
    return success();
  }
};

/// gpu.barrier of a kernel whose invocations exchange data through storage
/// buffers (marked kGlobalBarriersAttr): the barrier also makes their buffer
/// writes visible to the workgroup (upstream orders workgroup memory only).
struct GlobalBarrierToControlBarrier final
    : OpConversionPattern<gpu::BarrierOp> {
  GlobalBarrierToControlBarrier(const TypeConverter &converter,
                                MLIRContext *ctx)
      : OpConversionPattern(converter, ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(gpu::BarrierOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op->hasAttr(kGlobalBarriersAttr))
      return rewriter.notifyMatchFailure(op, "workgroup memory barrier");
    auto semantics = spirv::MemorySemantics::AcquireRelease |
                     spirv::MemorySemantics::WorkgroupMemory |
                     spirv::MemorySemantics::UniformMemory;
    rewriter.replaceOpWithNewOp<spirv::ControlBarrierOp>(
        op, spirv::Scope::Workgroup, spirv::Scope::Workgroup, semantics);
    return success();
  }
};

class ConvertToSPIRVPass
    : public impl::VulkanConvertToSPIRVPassBase<ConvertToSPIRVPass> {
public:
  using Base::Base;

  /// arith.select of vectors on one i1 (what canonicalization makes of an
  /// scf.if choosing between two vectors, e.g. a guarded tile load of a
  /// constant operand): OpSelect before SPIR-V 1.4 wants a condition per
  /// component, and upstream's conversion does not splat it.
  static void splatSelectConditions(gpu::GPUFuncOp kernel) {
    kernel.walk([&](arith::SelectOp select) {
      auto vector = dyn_cast<VectorType>(select.getType());
      if (!vector || isa<VectorType>(select.getCondition().getType()))
        return;
      OpBuilder b(select);
      Value condition = vector::BroadcastOp::create(b, select.getLoc(),
                                                    vector.clone(b.getI1Type()),
                                                    select.getCondition());
      select.getConditionMutable().assign(condition);
    });
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (gpu::GPUModuleOp gpuModule :
         llvm::to_vector(module.getOps<gpu::GPUModuleOp>()))
      if (failed(convert(module, gpuModule)))
        return signalPassFailure();
    module->removeAttr(gpu::GPUDialect::getContainerModuleAttrName());
  }

private:
  /// The kernel's trailing `index` arguments (push constants, 32-bit words
  /// on the wire) become loads of the push constant block; returns how many
  /// there were.
  FailureOr<int64_t> loadPushConstants(gpu::GPUFuncOp kernel, int64_t count) {
    if (count == 0)
      return 0;
    int64_t first = kernel.getNumArguments() - count;
    if (first < 0)
      return kernel.emitOpError("declares ")
             << count << " push constants but has " << kernel.getNumArguments()
             << " arguments";
    Block &entry = kernel.getBody().front();
    OpBuilder builder = OpBuilder::atBlockBegin(&entry);
    Type i32 = builder.getI32Type();
    llvm::BitVector erase(kernel.getNumArguments());
    for (int64_t i = 0; i < count; ++i) {
      BlockArgument arg = entry.getArgument(first + i);
      if (!arg.getType().isIndex())
        return kernel.emitOpError("push constant argument ")
               << first + i << " has type " << arg.getType()
               << "; expected index";
      Value word = spirv::getPushConstantValue(kernel, count, i, i32, builder);
      if (!word)
        return kernel.emitOpError("cannot load push constant ") << i;
      Value index = arith::IndexCastUIOp::create(builder, kernel.getLoc(),
                                                 builder.getIndexType(), word);
      arg.replaceAllUsesWith(index);
      erase.set(first + i);
    }
    if (failed(kernel.eraseArguments(erase)))
      return kernel.emitOpError("cannot drop the push constant arguments");
    return count;
  }

  /// Loads and stores through a memref.reinterpret_cast of a 1-D binding
  /// (bindDynamicBuffers' views of dynamically shaped bindings, whose
  /// strides are push constants) index the binding directly at
  /// offset + sum(index * stride): the SPIR-V conversion linearizes static
  /// strides only.
  LogicalResult linearizeDynamicViews(gpu::GPUFuncOp kernel) {
    IRRewriter rewriter(&getContext());
    // A reshape of such a view is another row-major view of the binding.
    SmallVector<Operation *> reshapes;
    kernel.walk([&](Operation *op) {
      if (isa<memref::CollapseShapeOp, memref::ExpandShapeOp>(op))
        reshapes.push_back(op);
    });
    for (Operation *op : reshapes) {
      auto view = op->getOperand(0).getDefiningOp<memref::ReinterpretCastOp>();
      auto type = cast<MemRefType>(op->getResult(0).getType());
      if (!view || view.getSource().getType().getRank() != 1 ||
          !view.getType().getLayout().isIdentity() ||
          !type.getLayout().isIdentity())
        continue;
      rewriter.setInsertionPoint(op);
      Location loc = op->getLoc();
      SmallVector<OpFoldResult> sizes;
      if (auto expand = dyn_cast<memref::ExpandShapeOp>(op)) {
        sizes = expand.getMixedOutputShape();
      } else {
        auto collapse = cast<memref::CollapseShapeOp>(op);
        SmallVector<OpFoldResult> from = view.getMixedSizes();
        for (ReassociationIndices group : collapse.getReassociationIndices()) {
          // (lower-affine has run: plain index arithmetic.)
          int64_t constant = 1;
          Value product;
          for (int64_t d : group) {
            if (std::optional<int64_t> c = getConstantIntValue(from[d])) {
              constant *= *c;
              continue;
            }
            Value v = cast<Value>(from[d]);
            product =
                product ? arith::MulIOp::create(rewriter, loc, product, v) : v;
          }
          if (!product)
            sizes.push_back(rewriter.getIndexAttr(constant));
          else if (constant == 1)
            sizes.push_back(product);
          else
            sizes.push_back(
                arith::MulIOp::create(
                    rewriter, loc, product,
                    arith::ConstantIndexOp::create(rewriter, loc, constant))
                    .getResult());
        }
      }
      SmallVector<OpFoldResult> strides =
          getRowMajorStrides(rewriter, loc, sizes);
      rewriter.replaceOpWithNewOp<memref::ReinterpretCastOp>(
          op, type, view.getSource(), view.getMixedOffsets().front(), sizes,
          strides);
    }
    SmallVector<Operation *> accesses;
    kernel.walk([&](Operation *op) {
      if (isa<memref::LoadOp, memref::StoreOp, memref::DimOp>(op))
        accesses.push_back(op);
    });
    for (Operation *op : accesses) {
      if (auto dim = dyn_cast<memref::DimOp>(op)) {
        auto view = dim.getSource().getDefiningOp<memref::ReinterpretCastOp>();
        std::optional<int64_t> index = dim.getConstantIndex();
        if (!view || !index || *index < 0 ||
            *index >= static_cast<int64_t>(view.getMixedSizes().size()))
          continue;
        OpFoldResult size = view.getMixedSizes()[*index];
        rewriter.setInsertionPoint(dim);
        if (auto v = dyn_cast<Value>(size))
          rewriter.replaceOp(dim, v);
        else
          rewriter.replaceOpWithNewOp<arith::ConstantIndexOp>(
              dim, *getConstantIntValue(size));
        continue;
      }
      bool isLoad = isa<memref::LoadOp>(op);
      Value memref = isLoad ? cast<memref::LoadOp>(op).getMemref()
                            : cast<memref::StoreOp>(op).getMemref();
      auto view = memref.getDefiningOp<memref::ReinterpretCastOp>();
      if (!view || view.getSource().getType().getRank() != 1)
        continue;
      ValueRange indices = isLoad ? cast<memref::LoadOp>(op).getIndices()
                                  : cast<memref::StoreOp>(op).getIndices();
      rewriter.setInsertionPoint(op);
      Location loc = op->getLoc();
      auto value = [&](OpFoldResult r) -> Value {
        if (auto v = dyn_cast<Value>(r))
          return v;
        return arith::ConstantIndexOp::create(rewriter, loc,
                                              *getConstantIntValue(r));
      };
      Value linear = value(view.getMixedOffsets().front());
      for (auto [index, stride] : llvm::zip(indices, view.getMixedStrides()))
        linear = arith::AddIOp::create(
            rewriter, loc, linear,
            arith::MulIOp::create(rewriter, loc, index, value(stride)));
      if (isLoad)
        rewriter.replaceOpWithNewOp<memref::LoadOp>(op, view.getSource(),
                                                    ValueRange{linear});
      else
        rewriter.replaceOpWithNewOp<memref::StoreOp>(
            op, cast<memref::StoreOp>(op).getValueToStore(), view.getSource(),
            ValueRange{linear});
    }
    for (auto view :
         llvm::to_vector(kernel.getOps<memref::ReinterpretCastOp>()))
      if (view->use_empty())
        rewriter.eraseOp(view);
    WalkResult left = kernel.walk([&](memref::ReinterpretCastOp view) {
      if (view.getSource().getType().getRank() != 1 || view->use_empty())
        return WalkResult::advance();
      Operation *user = *view->getUsers().begin();
      user->emitOpError("uses a dynamically shaped binding in a way the "
                        "vulkan-spirv backend cannot index (expected "
                        "memref.load/store)");
      return WalkResult::interrupt();
    });
    return failure(left.wasInterrupted());
  }

  /// Innermost scf.for loops with a static trip count (the reduction loop
  /// of a point the generic tiling gave one invocation: a matmul's k) are
  /// unrolled by kUnrollFactor, so an invocation has that many independent
  /// loads in flight instead of waiting for each (the dynamic MLP's k = 128
  /// dispatch: 25.5 -> 6.5 us on an H200). Only for dynamically shaped
  /// dispatches: static ones mostly take the cooperative kernels, and their
  /// generic code stays as it was.
  void unrollInnerLoops(gpu::GPUFuncOp kernel) {
    constexpr int64_t kUnrollFactor = 8;
    SmallVector<scf::ForOp> loops;
    kernel.walk([&](scf::ForOp loop) {
      bool innermost = !loop.getBody()
                            ->walk([](Operation *op) {
                              return op->getNumRegions()
                                         ? WalkResult::interrupt()
                                         : WalkResult::advance();
                            })
                            .wasInterrupted();
      std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
      std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
      std::optional<int64_t> step = getConstantIntValue(loop.getStep());
      if (innermost && lb && ub && step && *step > 0 &&
          (*ub - *lb) / *step >= kUnrollFactor)
        loops.push_back(loop);
    });
    for (scf::ForOp loop : loops)
      (void)loopUnrollByFactor(loop, kUnrollFactor);
  }

  /// Temporaries become invocation-private allocas at the function entry.
  LogicalResult privatizeTemporaries(gpu::GPUFuncOp func) {
    MLIRContext *ctx = &getContext();
    IRRewriter rewriter(ctx);
    SmallVector<Operation *> allocs;
    func.walk([&](Operation *op) {
      if (isa<memref::AllocOp, memref::AllocaOp>(op))
        allocs.push_back(op);
    });
    auto privateSpace =
        spirv::StorageClassAttr::get(ctx, spirv::StorageClass::Function);
    // Invocations of a distributed kernel with dependent steps share their
    // temporaries (strata-vulkan-map-to-gpu checked that they fit).
    bool shared = func->hasAttr(kSharedTemporariesAttr);
    auto sharedSpace =
        gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
    Block &entry = func.getBody().front();
    for (Operation *op : allocs) {
      auto type = cast<MemRefType>(op->getResult(0).getType());
      // Workgroup memory of cooperative kernels is shared on purpose.
      if (type.getMemorySpace() == privateSpace ||
          gpu::GPUDialect::isWorkgroupMemoryAddressSpace(type.getMemorySpace()))
        continue;
      if (!type.hasStaticShape() || !type.getLayout().isIdentity())
        return op->emitOpError("temporary buffer of type ")
               << type << " is not statically shaped with identity layout";
      Value buffer = op->getResult(0);
      for (Operation *user : llvm::make_early_inc_range(buffer.getUsers())) {
        if (isa<memref::DeallocOp>(user)) {
          rewriter.eraseOp(user);
          continue;
        }
        if (!isa<memref::LoadOp, memref::StoreOp>(user))
          return user->emitOpError("uses a temporary buffer in a way the "
                                   "vulkan-spirv backend cannot lower "
                                   "(expected only memref.load/store)");
      }
      rewriter.setInsertionPointToStart(&entry);
      Value replacement;
      if (shared && !op->hasAttr(kPrivateTemporaryAttr)) {
        auto sharedType =
            MemRefType::get(type.getShape(), type.getElementType(),
                            MemRefLayoutAttrInterface(), sharedSpace);
        replacement =
            memref::AllocOp::create(rewriter, op->getLoc(), sharedType);
      } else {
        auto privateType =
            MemRefType::get(type.getShape(), type.getElementType(),
                            MemRefLayoutAttrInterface(), privateSpace);
        replacement =
            memref::AllocaOp::create(rewriter, op->getLoc(), privateType);
      }
      buffer.replaceAllUsesWith(replacement);
      rewriter.eraseOp(op);
    }
    return success();
  }

  /// SCFToSPIRV keeps each scf.for result in a Function variable stored by
  /// the loop's yield and loaded after the loop, so a loop that runs zero
  /// times would produce the variable's undefined contents. Select the
  /// initial value then (scf.for steps are positive: zero trips <=> lb >=
  /// ub).
  void guardZeroTripLoops(gpu::GPUFuncOp func) {
    IRRewriter rewriter(&getContext());
    SmallVector<scf::ForOp> loops;
    func.walk([&](scf::ForOp loop) {
      // Loops with constant bounds that run need no guard (nor could a
      // select take a cooperative matrix).
      std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
      std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
      if (loop.getNumResults() != 0 && !(lb && ub && *lb < *ub))
        loops.push_back(loop);
    });
    for (scf::ForOp loop : loops) {
      rewriter.setInsertionPointAfter(loop);
      Location loc = loop.getLoc();
      Value runs = arith::CmpIOp::create(
          rewriter, loc,
          loop.getUnsignedCmp() ? arith::CmpIPredicate::ult
                                : arith::CmpIPredicate::slt,
          loop.getLowerBound(), loop.getUpperBound());
      for (auto [result, init] :
           llvm::zip_equal(loop.getResults(), loop.getInitArgs())) {
        auto select =
            arith::SelectOp::create(rewriter, loc, runs, result, init);
        result.replaceAllUsesExcept(select.getResult(), select);
      }
    }
  }

  /// f32 -> f16 conversions as integer code (round to nearest even, F.
  /// Giesen's branch-free form): Vulkan allows more precision than an
  /// operation asks for, and NVIDIA's compiler kept a value converted to f16
  /// and back at f32 precision (an f16 matmul of converted operands: 18 of
  /// 65536 outputs off by 2e-3). It cannot see through integer bits.
  void roundF16Conversions(gpu::GPUFuncOp func) {
    SmallVector<arith::TruncFOp> conversions;
    func.walk([&](arith::TruncFOp op) {
      Type in = op.getIn().getType(), out = op.getType();
      if (getElementTypeOrSelf(in).isF32() &&
          getElementTypeOrSelf(out).isF16() &&
          (!isa<ShapedType>(in) || isa<VectorType>(in)))
        conversions.push_back(op);
    });
    for (arith::TruncFOp op : conversions) {
      OpBuilder b(op);
      Location loc = op.getLoc();
      auto like = [&](Type element) -> Type {
        if (auto vec = dyn_cast<VectorType>(op.getType()))
          return vec.clone(element);
        return element;
      };
      Type i32 = like(b.getI32Type()), f32 = like(b.getF32Type());
      auto c = [&](uint32_t v) -> Value {
        TypedAttr attr = b.getI32IntegerAttr(static_cast<int32_t>(v));
        if (auto vec = dyn_cast<VectorType>(i32))
          attr = SplatElementsAttr::get(vec, attr);
        return arith::ConstantOp::create(b, loc, attr);
      };
      auto cmp = [&](arith::CmpIPredicate p, Value x, Value y) -> Value {
        return arith::CmpIOp::create(b, loc, p, x, y);
      };
      auto select = [&](Value cond, Value x, Value y) -> Value {
        return arith::SelectOp::create(b, loc, cond, x, y);
      };
      Value u = arith::BitcastOp::create(b, loc, i32, op.getIn());
      Value sign = arith::AndIOp::create(b, loc, u, c(0x80000000u));
      Value a = arith::XOrIOp::create(b, loc, u, sign);
      // >= 65536 (or rounding up to it): infinity; NaN stays a NaN.
      Value overflow = select(cmp(arith::CmpIPredicate::ugt, a, c(0x7f800000u)),
                              c(0x7e00), c(0x7c00));
      // Below 2^-14: an f16 subnormal, rounded by an f32 addition of 0.5.
      Value magic = c(0x3f000000u);
      Value sum = arith::AddFOp::create(
          b, loc, arith::BitcastOp::create(b, loc, f32, a),
          arith::BitcastOp::create(b, loc, f32, magic));
      Value subnormal = arith::SubIOp::create(
          b, loc, arith::BitcastOp::create(b, loc, i32, sum), magic);
      // Normal: rebias the exponent, round the 13 dropped bits to even.
      Value odd = arith::AndIOp::create(
          b, loc, arith::ShRUIOp::create(b, loc, a, c(13)), c(1));
      Value normal = arith::ShRUIOp::create(
          b, loc,
          arith::AddIOp::create(
              b, loc,
              arith::AddIOp::create(
                  b, loc, a, c(static_cast<uint32_t>(-112 << 23) + 0xfffu)),
              odd),
          c(13));
      Value bits =
          select(cmp(arith::CmpIPredicate::uge, a, c(0x47800000u)), overflow,
                 select(cmp(arith::CmpIPredicate::ult, a, c(0x38800000u)),
                        subnormal, normal));
      bits = arith::OrIOp::create(b, loc, bits,
                                  arith::ShRUIOp::create(b, loc, sign, c(16)));
      Value half = arith::TruncIOp::create(b, loc, like(b.getI16Type()), bits);
      op.replaceAllUsesWith(
          arith::BitcastOp::create(b, loc, op.getType(), half).getResult());
      op.erase();
    }
  }

  /// bf16 values carried across scf region boundaries (an scf.if's results,
  /// an scf.for's or scf.while's iteration values: a guarded step of a bf16
  /// reduction) travel as their 16-bit patterns, like bf16 buffers' words
  /// below: the arithmetic around them is already emulated on those bits.
  void retypeBF16CarriedValues(gpu::GPUFuncOp func) {
    MLIRContext *ctx = &getContext();
    OpBuilder b(ctx);
    Type i16 = IntegerType::get(ctx, 16);
    auto toBits = [&](Operation *at, OpOperand &operand) {
      if (!operand.get().getType().isBF16())
        return;
      b.setInsertionPoint(at);
      operand.set(
          arith::BitcastOp::create(b, at->getLoc(), i16, operand.get()));
    };
    // Retypes `value` (a result or block argument) to i16; its users read
    // it through a bit cast back to bf16.
    auto fromBits = [&](Value value, Block *block, Operation *after) {
      if (!value.getType().isBF16())
        return;
      Type bf16 = value.getType();
      value.setType(i16);
      if (after)
        b.setInsertionPointAfter(after);
      else
        b.setInsertionPointToStart(block);
      auto cast = arith::BitcastOp::create(b, value.getLoc(), bf16, value);
      value.replaceAllUsesExcept(cast.getResult(), cast);
    };
    auto yieldsToBits = [&](Region &region) {
      for (Block &block : region)
        if (Operation *term = block.getTerminator();
            term && isa<scf::YieldOp, scf::ConditionOp>(term))
          for (OpOperand &operand : term->getOpOperands())
            toBits(term, operand);
    };
    // A select between bf16 values (a reduction's guarded first element,
    // of two constants) picks between their words.
    SmallVector<arith::SelectOp> selects;
    func.walk([&](arith::SelectOp select) {
      if (select.getType().isBF16())
        selects.push_back(select);
    });
    for (arith::SelectOp select : selects) {
      toBits(select, select->getOpOperand(1));
      toBits(select, select->getOpOperand(2));
      fromBits(select.getResult(), nullptr, select);
    }
    SmallVector<Operation *> carriers;
    func.walk([&](Operation *op) {
      if (isa<scf::IfOp, scf::ForOp, scf::WhileOp, scf::IndexSwitchOp>(op) &&
          llvm::any_of(op->getResultTypes(), [](Type t) { return t.isBF16(); }))
        carriers.push_back(op);
    });
    for (Operation *op : carriers) {
      for (Region &region : op->getRegions()) {
        yieldsToBits(region);
        if (isa<scf::IfOp, scf::IndexSwitchOp>(op) || region.empty())
          continue;
        Block &entry = region.front();
        for (BlockArgument arg : entry.getArguments())
          fromBits(arg, &entry, nullptr);
      }
      if (auto loop = dyn_cast<scf::ForOp>(op))
        for (OpOperand &init : loop.getInitArgsMutable())
          toBits(op, init);
      if (auto loop = dyn_cast<scf::WhileOp>(op))
        for (OpOperand &init : loop.getInitsMutable())
          toBits(op, init);
      for (Value result : op->getResults())
        fromBits(result, nullptr, op);
    }
    // bf16 -> i16 of an i16 -> bf16 cast is the word itself; of a bf16
    // constant, the constant's word.
    func.walk([&](arith::BitcastOp cast) {
      auto inner = cast.getIn().getDefiningOp<arith::BitcastOp>();
      if (inner && inner.getIn().getType() == cast.getType()) {
        cast.getResult().replaceAllUsesWith(inner.getIn());
        return;
      }
      FloatAttr value;
      if (cast.getType() == i16 && cast.getIn().getType().isBF16() &&
          matchPattern(cast.getIn(), m_Constant(&value))) {
        b.setInsertionPoint(cast);
        cast.getResult().replaceAllUsesWith(arith::ConstantOp::create(
            b, cast.getLoc(),
            b.getIntegerAttr(i16, value.getValue().bitcastToAPInt())));
      }
    });
  }

  /// SPIR-V has no bf16 (the type converter would widen bf16 buffers to f32
  /// words and break the integer bit casts arith-expand produced): bf16
  /// buffers (bindings, workgroup and private memory) become buffers of
  /// 16-bit words, their loads and stores move
  /// i16 and the bit casts around them fold away.
  LogicalResult retypeBF16Buffers(gpu::GPUFuncOp func) {
    MLIRContext *ctx = &getContext();
    IRRewriter rewriter(ctx);
    Type bf16 = BFloat16Type::get(ctx);
    Type i16 = IntegerType::get(ctx, 16);
    auto retype = [&](Value buffer) -> LogicalResult {
      auto type = dyn_cast<MemRefType>(buffer.getType());
      if (!type || !type.getElementType().isBF16())
        return success();
      for (OpOperand &use : buffer.getUses()) {
        auto store = dyn_cast<memref::StoreOp>(use.getOwner());
        if (!isa<memref::LoadOp>(use.getOwner()) &&
            !(store && use.get() == store.getMemRef()))
          return use.getOwner()->emitOpError(
                     "uses a bf16 buffer in a way the vulkan-spirv backend "
                     "cannot lower (expected only memref.load/store of ")
                 << type << ")";
      }
      buffer.setType(MemRefType::get(type.getShape(), i16, type.getLayout(),
                                     type.getMemorySpace()));
      for (Operation *user : llvm::make_early_inc_range(buffer.getUsers())) {
        if (auto load = dyn_cast<memref::LoadOp>(user)) {
          Value word = load.getResult();
          word.setType(i16);
          rewriter.setInsertionPointAfter(load);
          auto asBF16 =
              arith::BitcastOp::create(rewriter, load.getLoc(), bf16, word);
          word.replaceAllUsesExcept(asBF16.getResult(), asBF16);
          // bitcast : bf16 -> i16 (arith-expand's extf) reads the word.
          for (Operation *castUser :
               llvm::make_early_inc_range(asBF16->getUsers()))
            if (auto back = dyn_cast<arith::BitcastOp>(castUser);
                back && back.getType() == i16)
              rewriter.replaceOp(back, word);
          if (asBF16->use_empty())
            rewriter.eraseOp(asBF16);
          continue;
        }
        auto store = cast<memref::StoreOp>(user);
        Value value = store.getValueToStore();
        Value word;
        if (auto from = value.getDefiningOp<arith::BitcastOp>();
            from && from.getIn().getType() == i16) {
          word = from.getIn();
        } else if (auto constant = value.getDefiningOp<arith::ConstantOp>()) {
          rewriter.setInsertionPoint(store);
          APInt bits =
              cast<FloatAttr>(constant.getValue()).getValue().bitcastToAPInt();
          word = arith::ConstantOp::create(rewriter, store.getLoc(),
                                           IntegerAttr::get(i16, bits));
        } else {
          rewriter.setInsertionPoint(store);
          word = arith::BitcastOp::create(rewriter, store.getLoc(), i16, value);
        }
        store.getValueMutable().assign(word);
      }
      return success();
    };
    SmallVector<Type> argTypes;
    for (BlockArgument arg : func.getArguments()) {
      if (failed(retype(arg)))
        return failure();
      argTypes.push_back(arg.getType());
    }
    func.setFunctionTypeAttr(TypeAttr::get(
        FunctionType::get(ctx, argTypes, func.getFunctionType().getResults())));
    // Workgroup and private attributions (a loop's carried bf16 tensor kept
    // in workgroup memory) are block arguments whose type is their own.
    for (BlockArgument attribution : llvm::concat<const BlockArgument>(
             func.getWorkgroupAttributions(), func.getPrivateAttributions()))
      if (failed(retype(attribution)))
        return failure();
    // Private (alloca) and shared temporaries (alloc: workgroup memory).
    WalkResult walk = func.walk([&](Operation *op) {
      if (!isa<memref::AllocaOp, memref::AllocOp>(op))
        return WalkResult::advance();
      return failed(retype(op->getResult(0))) ? WalkResult::interrupt()
                                              : WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
    // Casts left without users (a bf16 value only stored again).
    for (bool erased = true; erased;) {
      SmallVector<arith::BitcastOp> dead;
      func.walk([&](arith::BitcastOp op) {
        if (op->use_empty() &&
            (op.getType().isBF16() || op.getIn().getType().isBF16()))
          dead.push_back(op);
      });
      for (arith::BitcastOp op : dead)
        rewriter.eraseOp(op);
      erased = !dead.empty();
    }
    return success();
  }

  LogicalResult convert(ModuleOp module, gpu::GPUModuleOp gpuModule) {
    MLIRContext *ctx = &getContext();
    std::string name = gpuModule.getName().str();
    auto count =
        gpuModule->getAttrOfType<DenseI64ArrayAttr>(kWorkgroupCountAttr);
    gpu::GPUFuncOp kernel;
    for (auto func : gpuModule.getOps<gpu::GPUFuncOp>())
      if (func.getName() == name && func.isKernel())
        kernel = func;
    if (!count || count.size() != 3 || !kernel)
      return gpuModule.emitOpError("expected a '")
             << kWorkgroupCountAttr << "' attribute and a kernel named like "
             << "the module (made by strata-vulkan-map-to-gpu)";
    spirv::EntryPointABIAttr abi = spirv::lookupEntryPointABI(kernel);
    if (!abi || !abi.getWorkgroupSize() || abi.getWorkgroupSize().size() != 3)
      return kernel.emitOpError("expected a spirv.entry_point_abi with a "
                                "3-D workgroup size");
    SmallVector<int64_t> size(abi.getWorkgroupSize().asArrayRef());
    auto pushConstants =
        gpuModule->getAttrOfType<IntegerAttr>(kPushConstantsAttr);
    auto countMap =
        gpuModule->getAttrOfType<AffineMapAttr>(kWorkgroupCountMapAttr);
    bool stridedGrid = gpuModule->hasAttr(kStridedGridAttr);
    auto kernelClass = gpuModule->getAttrOfType<StringAttr>(kKernelAttr);
    FailureOr<int64_t> pushConstantCount =
        loadPushConstants(kernel, pushConstants ? pushConstants.getInt() : 0);
    if (failed(pushConstantCount) || failed(linearizeDynamicViews(kernel)))
      return failure();
    if (*pushConstantCount > 0)
      unrollInnerLoops(kernel);
    int64_t bindings = kernel.getNumArguments();

    retypeBF16CarriedValues(kernel);
    roundF16Conversions(kernel);
    if (failed(privatizeTemporaries(kernel)) ||
        failed(retypeBF16Buffers(kernel)))
      return failure();
    guardZeroTripLoops(kernel);
    splatSelectConditions(kernel);
    if (kernel->hasAttr(kGlobalBarriersAttr))
      kernel.walk([&](gpu::BarrierOp barrier) {
        barrier->setAttr(kGlobalBarriersAttr, UnitAttr::get(ctx));
      });
    auto env = gpuModule->getAttrOfType<spirv::TargetEnvAttr>(
        spirv::getTargetEnvAttrName());
    if (!env) {
      env = TargetConfig{}.getTargetEnv(ctx);
      gpuModule->setAttr(spirv::getTargetEnvAttrName(), env);
    }
    // Types the target cannot compute in are widened by the type
    // converter: say so instead of changing numerics silently.
    spirv::TargetEnv targetEnv(env);
    auto usesType = [&](auto pred) {
      return kernel
          .walk([&](Operation *op) {
            for (Type t : op->getResultTypes())
              if (pred(getElementTypeOrSelf(t)))
                return WalkResult::interrupt();
            return WalkResult::advance();
          })
          .wasInterrupted();
    };
    if (!targetEnv.allows(spirv::Capability::Float16) &&
        usesType([](Type t) { return t.isF16(); }))
      kernel.emitWarning("dispatch '")
          << name << "' computes in f16 but the target lacks the Float16 "
          << "capability: f16 values are emulated with 32-bit floats (more "
          << "precise than f16, so results can differ from f16 rounding)";
    if (!targetEnv.allows(spirv::Capability::Float64) &&
        usesType([](Type t) { return t.isF64(); }))
      kernel.emitWarning("dispatch '")
          << name << "' uses f64 but the target lacks the Float64 "
          << "capability; the conversion to SPIR-V will reject it";
    {
      // The upstream Vulkan map knows numeric memory spaces only; the
      // cooperative kernels' workgroup memory is #gpu.address_space.
      spirv::MemorySpaceToStorageClassConverter converter(
          [](Attribute space) -> std::optional<spirv::StorageClass> {
            if (auto gpuSpace =
                    dyn_cast_or_null<gpu::AddressSpaceAttr>(space)) {
              switch (gpuSpace.getValue()) {
              case gpu::AddressSpace::Global:
                return spirv::StorageClass::StorageBuffer;
              case gpu::AddressSpace::Workgroup:
                return spirv::StorageClass::Workgroup;
              case gpu::AddressSpace::Private:
                return spirv::StorageClass::Private;
              default:
                return std::nullopt;
              }
            }
            return spirv::mapMemorySpaceToVulkanStorageClass(space);
          });
      spirv::convertMemRefTypesAndAttrs(gpuModule, converter);
    }

    // bf16 cooperative matrices travel as f16 ones through the gpu dialect
    // (its matrices have no bf16; the kernel marks their loads).
    bool bf16Matrices = false;
    kernel.walk([&](gpu::SubgroupMmaLoadMatrixOp load) {
      bf16Matrices |= load->hasAttr(kBF16MatrixAttr);
    });

    std::unique_ptr<ConversionTarget> target = SPIRVConversionTarget::get(env);
    SPIRVConversionOptions options;
    options.use64bitIndex = false;
    SPIRVTypeConverter typeConverter(env, options);
    RewritePatternSet patterns(ctx);
    populateGPUToSPIRVPatterns(typeConverter, patterns);
    // The matmul kernel's cooperative matrices (tensor cores).
    populateMMAToSPIRVCoopMatrixTypeConversion(typeConverter);
    populateGpuWMMAToSPIRVCoopMatrixKHRConversionPatterns(typeConverter,
                                                          patterns);
    ScfToSPIRVContext scfContext;
    populateSCFToSPIRVPatterns(typeConverter, scfContext, patterns);
    arith::populateArithToSPIRVPatterns(typeConverter, patterns);
    populateMathToSPIRVPatterns(typeConverter, patterns);
    populateMemRefToSPIRVPatterns(typeConverter, patterns);
    populateFuncToSPIRVPatterns(typeConverter, patterns);
    index::populateIndexToSPIRVPatterns(typeConverter, patterns);
    ub::populateUBToSPIRVConversionPatterns(typeConverter, patterns);
    populateVectorToSPIRVPatterns(typeConverter, patterns);
    patterns.add<CtPopToBitCount, GlobalBarrierToControlBarrier,
                 RemSIWithSignedCompare>(typeConverter, ctx);
    if (failed(applyFullConversion(gpuModule.getOperation(), *target,
                                   std::move(patterns))))
      return module.emitError("cannot lower dispatch '")
             << name << "' to the spirv dialect (see the op reported above)";

    spirv::ModuleOp spvModule;
    for (auto candidate : module.getOps<spirv::ModuleOp>())
      // GPUModuleConversion names the module "__spv__" + the gpu.module's.
      if (candidate.getName() && *candidate.getName() == "__spv__" + name)
        spvModule = candidate;
    if (!spvModule)
      return module.emitError("GPU to SPIR-V conversion of '")
             << name << "' produced no spirv.module";
    if (bf16Matrices)
      spvModule.walk([&](spirv::KHRCooperativeMatrixLoadOp load) {
        auto type = cast<spirv::CooperativeMatrixType>(load.getType());
        if (type.getUse() != spirv::CooperativeMatrixUseKHR::MatrixAcc &&
            type.getElementType().isF16())
          load.getResult().setType(spirv::CooperativeMatrixType::get(
              BFloat16Type::get(ctx), type.getRows(), type.getColumns(),
              type.getScope(), type.getUse()));
      });
    // 8-bit integer matrices: the gpu dialect's si8 / ui8 fragments carry
    // the signedness, which SPIR-V's multiply-add takes as operands (it
    // ignores the component types' signedness: without them si8 values
    // would be read as unsigned); the matrices themselves become signless.
    spvModule.walk([&](spirv::KHRCooperativeMatrixMulAddOp mulAdd) {
      auto elementOf = [](Value v) {
        return cast<spirv::CooperativeMatrixType>(v.getType()).getElementType();
      };
      using Operands = spirv::CooperativeMatrixOperandsKHR;
      Operands flags = Operands::None;
      if (elementOf(mulAdd.getA()).isSignedInteger())
        flags = flags | Operands::ASigned;
      if (elementOf(mulAdd.getB()).isSignedInteger())
        flags = flags | Operands::BSigned;
      if (flags != Operands::None && isa<IntegerType>(elementOf(mulAdd.getC())))
        flags = flags | Operands::CSigned | Operands::ResultSigned;
      if (flags != Operands::None)
        mulAdd.setMatrixOperandsAttr(
            spirv::CooperativeMatrixOperandsKHRAttr::get(ctx, flags));
    });
    spvModule.walk([&](spirv::KHRCooperativeMatrixLoadOp load) {
      auto type = cast<spirv::CooperativeMatrixType>(load.getType());
      auto integer = dyn_cast<IntegerType>(type.getElementType());
      if (integer && !integer.isSignless())
        load.getResult().setType(spirv::CooperativeMatrixType::get(
            IntegerType::get(ctx, integer.getWidth()), type.getRows(),
            type.getColumns(), type.getScope(), type.getUse()));
    });
    // IEEE NaN, infinities and signed zeros: without the mode a driver may
    // assume none (NVIDIA compiles clamp's NaN-propagating `!(x <= lo) ? x
    // : lo` as if x were never NaN and returns lo).
    if (targetEnv.allows(spirv::Capability::SignedZeroInfNanPreserve)) {
      OpBuilder b = OpBuilder::atBlockEnd(spvModule.getBody());
      SmallVector<int32_t> widths = {32};
      if (targetEnv.allows(spirv::Capability::Float16))
        widths.push_back(16);
      if (targetEnv.allows(spirv::Capability::Float64))
        widths.push_back(64);
      for (auto fn : spvModule.getOps<spirv::FuncOp>())
        if (spirv::lookupEntryPointABI(fn))
          for (int32_t width : widths)
            spirv::ExecutionModeOp::create(
                b, fn.getLoc(), fn,
                spirv::ExecutionMode::SignedZeroInfNanPreserve, {width});
    }
    // spirv-opt -O contracts a multiply feeding an add into GLSL.std.450
    // Fma, and lavapipe's f64 Fma is not correctly rounded (fma(-k, ln2hi,
    // x), exact in f64, comes back ~1e-15 off), which the f64 math
    // expansions' exact range reductions rely on: keep f64 arithmetic
    // uncontracted.
    spvModule.walk([&](Operation *op) {
      if (isa<spirv::FMulOp, spirv::FAddOp, spirv::FSubOp>(op) &&
          getElementTypeOrSelf(op->getResult(0).getType()).isF64())
        op->setAttr("no_contraction", UnitAttr::get(ctx));
    });
    // What one invocation and one workgroup hold: drivers place private
    // arrays in local memory and may refuse large ones at pipeline
    // creation (lavapipe accepts anything), so the limits are checked here.
    int64_t privateBytes = 0, workgroupBytes = 0;
    // Temporaries are structs without a layout (no member offsets), for
    // which SPIRVType::getSizeInBytes knows no size: sum the members.
    std::function<int64_t(Type)> sizeOf = [&](Type type) -> int64_t {
      if (auto array = dyn_cast<spirv::ArrayType>(type))
        return array.getNumElements() *
               std::max<int64_t>(array.getArrayStride(),
                                 sizeOf(array.getElementType()));
      if (auto structType = dyn_cast<spirv::StructType>(type)) {
        int64_t total = 0;
        for (Type member : structType.getElementTypes())
          total += sizeOf(member);
        return total;
      }
      if (auto spirvType = dyn_cast<spirv::SPIRVType>(type))
        if (std::optional<int64_t> bytes = spirvType.getSizeInBytes())
          return *bytes;
      return 0;
    };
    auto pointeeBytes = [&](Type type) -> int64_t {
      auto pointer = dyn_cast<spirv::PointerType>(type);
      return pointer ? sizeOf(pointer.getPointeeType()) : 0;
    };
    spvModule.walk([&](Operation *op) {
      if (auto variable = dyn_cast<spirv::VariableOp>(op)) {
        if (variable.getStorageClass() == spirv::StorageClass::Function)
          privateBytes += pointeeBytes(variable.getType());
      } else if (auto global = dyn_cast<spirv::GlobalVariableOp>(op)) {
        auto pointer = cast<spirv::PointerType>(global.getType());
        if (pointer.getStorageClass() == spirv::StorageClass::Private)
          privateBytes += pointeeBytes(pointer);
        else if (pointer.getStorageClass() == spirv::StorageClass::Workgroup)
          workgroupBytes += pointeeBytes(pointer);
      }
    });
    if (privateBytes > maxPrivateMemoryBytes)
      return module.emitError("dispatch '")
             << name << "' needs " << privateBytes
             << " bytes of private memory per invocation, more than the "
                "target's max-private-memory-bytes ("
             << static_cast<int64_t>(maxPrivateMemoryBytes)
             << "); its temporaries are too large "
             << "for one invocation";
    if (workgroupBytes > maxSharedMemoryBytes)
      return module.emitError("dispatch '")
             << name << "' needs " << workgroupBytes
             << " bytes of workgroup memory, more than the target's "
                "max-shared-memory-bytes ("
             << static_cast<int64_t>(maxSharedMemoryBytes) << ")";
    spvModule->setAttr(
        kPrivateMemoryBytesAttr,
        IntegerAttr::get(IntegerType::get(ctx, 64), privateBytes));
    spvModule->setAttr(
        kWorkgroupMemoryBytesAttr,
        IntegerAttr::get(IntegerType::get(ctx, 64), workgroupBytes));
    spvModule.setSymName(StringRef(name));
    spvModule->setAttr(kWorkgroupCountAttr, count);
    if (countMap)
      spvModule->setAttr(kWorkgroupCountMapAttr, countMap);
    if (pushConstants)
      spvModule->setAttr(kPushConstantsAttr, pushConstants);
    if (stridedGrid)
      spvModule->setAttr(kStridedGridAttr, UnitAttr::get(ctx));
    if (kernelClass)
      spvModule->setAttr(kKernelAttr, kernelClass);
    spvModule->setAttr(kWorkgroupSizeAttr, DenseI64ArrayAttr::get(ctx, size));
    spvModule->setAttr(kBindingCountAttr,
                       IntegerAttr::get(IntegerType::get(ctx, 64), bindings));
    return success();
  }
};

} // namespace
} // namespace strata::vulkan
