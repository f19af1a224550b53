//===- OutlineDispatchRegions.cpp - Regions to flow.executables --*- C++ -*-===//

#include "strata/Dialect/Flow/IR/EntryPointABI.h"
#include "strata/Dialect/Flow/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

namespace strata::flow {
#define GEN_PASS_DEF_OUTLINEDISPATCHREGIONSPASS
#include "strata/Dialect/Flow/Transforms/Passes.h.inc"
} // namespace strata::flow

using namespace mlir;
using namespace strata;

namespace {

struct OutlineDispatchRegionsPass
    : public flow::impl::OutlineDispatchRegionsPassBase<
          OutlineDispatchRegionsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    for (auto func : llvm::to_vector(module.getOps<func::FuncOp>())) {
      SmallVector<flow::DispatchRegionOp> regions;
      func.walk([&](flow::DispatchRegionOp op) { regions.push_back(op); });
      for (auto [index, region] : llvm::enumerate(regions))
        outline(module, symbols, func, region, index);
    }
  }

  /// `value`, or the value a host `tensor.dim` of a region result stands for.
  static Value canonicalDim(Value value) {
    auto dimOp = value.getDefiningOp<tensor::DimOp>();
    std::optional<int64_t> index =
        dimOp ? dimOp.getConstantIndex() : std::nullopt;
    Value resultDim =
        index ? flow::getDispatchResultDim(dimOp.getSource(), *index) : Value();
    return resultDim ? canonicalDim(resultDim) : value;
  }

  /// `tensor.dim %source, dim` on the host before `region`: an existing one
  /// of the same block when there is one, so that equal dims become one push
  /// constant.
  static Value getHostDim(flow::DispatchRegionOp region, Value source,
                          int64_t dim) {
    // A dim of an earlier dispatch's result is its result dim.
    if (Value resultDim = flow::getDispatchResultDim(source, dim))
      return canonicalDim(resultDim);
    for (Operation *user : source.getUsers()) {
      auto dimOp = dyn_cast<tensor::DimOp>(user);
      if (!dimOp || dimOp->getBlock() != region->getBlock() ||
          !dimOp->isBeforeInBlock(region))
        continue;
      std::optional<int64_t> index = dimOp.getConstantIndex();
      if (index && *index == dim)
        return dimOp;
    }
    OpBuilder builder(region);
    return tensor::DimOp::create(builder, region.getLoc(), source, dim);
  }

  /// Gives the region's body one `index` argument per push constant: its
  /// index operands, then the dynamic dims of its tensor operands and
  /// results that are not among them. Returns the host values in push
  /// constant order and, per binding, the push constant of each dynamic dim.
  static SmallVector<Value>
  addPushConstants(flow::DispatchRegionOp region,
                   SmallVectorImpl<SmallVector<int64_t>> &bindingDims,
                   SmallVectorImpl<Value> &resultDimValues) {
    Block &body = region.getBody().front();
    unsigned numTensors =
        llvm::count_if(region.getInputs().getTypes(),
                       [](Type t) { return isa<RankedTensorType>(t); });
    // The index operands are push constants 0.. already.
    SmallVector<Value> hostValues;
    for (Value value : region.getInputs().drop_front(numTensors))
      hostValues.push_back(canonicalDim(value));
    // Two host dims of the same tensor and index are one push constant (the
    // host program has not been CSE'd yet).
    auto sameValue = [](Value a, Value b) {
      if (a == b)
        return true;
      auto dimA = a.getDefiningOp<tensor::DimOp>();
      auto dimB = b.getDefiningOp<tensor::DimOp>();
      return dimA && dimB && dimA.getSource() == dimB.getSource() &&
             dimA.getConstantIndex() && dimB.getConstantIndex() &&
             *dimA.getConstantIndex() == *dimB.getConstantIndex();
    };
    auto getPushConstant = [&](Value hostValue) -> int64_t {
      for (auto [i, existing] : llvm::enumerate(hostValues))
        if (sameValue(existing, hostValue))
          return i;
      hostValues.push_back(hostValue);
      body.addArgument(hostValue.getType(), hostValue.getLoc());
      return hostValues.size() - 1;
    };
    for (unsigned i = 0; i < numTensors; ++i) {
      Value operand = region.getInputs()[i];
      auto type = cast<RankedTensorType>(operand.getType());
      SmallVector<int64_t> dims;
      for (int64_t d = 0; d < type.getRank(); ++d) {
        if (!type.isDynamicDim(d))
          continue;
        int64_t pc = getPushConstant(getHostDim(region, operand, d));
        dims.push_back(pc);
        // Inside, the dim is the push constant.
        BlockArgument arg = body.getArgument(i);
        Value pcArg = body.getArgument(numTensors + pc);
        for (Operation *user : llvm::make_early_inc_range(arg.getUsers()))
          if (auto dimOp = dyn_cast<tensor::DimOp>(user))
            if (std::optional<int64_t> index = dimOp.getConstantIndex();
                index && *index == d)
              dimOp.replaceAllUsesWith(pcArg);
      }
      bindingDims.push_back(dims);
    }
    ValueRange resultDims = region.getResultDims();
    resultDimValues.clear();
    for (Type type : region.getResultTypes()) {
      SmallVector<int64_t> dims;
      for (int64_t d = 0, e = cast<RankedTensorType>(type).getNumDynamicDims();
           d < e; ++d) {
        Value dim = resultDims.front();
        resultDims = resultDims.drop_front();
        if (auto dimOp = dim.getDefiningOp<tensor::DimOp>())
          if (std::optional<int64_t> index = dimOp.getConstantIndex())
            dim = getHostDim(region, dimOp.getSource(), *index);
        dims.push_back(getPushConstant(canonicalDim(dim)));
        resultDimValues.push_back(hostValues[dims.back()]);
      }
      bindingDims.push_back(dims);
    }
    return hostValues;
  }

  void outline(ModuleOp module, SymbolTable &symbols, func::FuncOp func,
               flow::DispatchRegionOp region, size_t index) {
    std::string name =
        (func.getSymName() + "_dispatch_" + llvm::Twine(index)).str();
    OpBuilder builder(module.getContext());
    builder.setInsertionPoint(func);
    auto executable =
        flow::ExecutableOp::create(builder, region.getLoc(), name);
    executable.getBody().emplaceBlock();
    builder.setInsertionPointToStart(&executable.getBody().front());
    auto inner = ModuleOp::create(builder, region.getLoc());
    builder.setInsertionPointToStart(inner.getBody());
    SmallVector<SmallVector<int64_t>> bindingDims;
    SmallVector<Value> resultDims;
    SmallVector<Value> pushConstants =
        addPushConstants(region, bindingDims, resultDims);
    auto type = builder.getFunctionType(
        region.getBody().front().getArgumentTypes(), region.getResultTypes());
    auto entry = func::FuncOp::create(builder, region.getLoc(), name, type);
    bool dynamic = llvm::any_of(
        bindingDims, [](ArrayRef<int64_t> dims) { return !dims.empty(); });
    if (dynamic || !pushConstants.empty())
      setEntryPointABI(entry, bindingDims, pushConstants.size());
    // Bindings of operands are read-only: another dispatch (or the caller)
    // may read the same buffer. Backends that bufferize must not write
    // into them in place.
    for (unsigned i = 0; i < type.getNumInputs(); ++i)
      if (isa<RankedTensorType>(type.getInput(i)))
        entry.setArgAttr(i, "bufferization.writable",
                         builder.getBoolAttr(false));
    // Move the body over and turn flow.return into func.return.
    entry.getBody().takeBody(region.getBody());
    auto ret = cast<flow::ReturnOp>(entry.getBody().front().getTerminator());
    OpBuilder retBuilder(ret);
    func::ReturnOp::create(retBuilder, ret.getLoc(), ret.getValues());
    ret.erase();
    // Uniquify in case the name is taken; the builder already inserted it.
    symbols.insert(executable);
    StringAttr executableName = executable.getSymNameAttr();

    builder.setInsertionPoint(region);
    auto ref = SymbolRefAttr::get(executableName,
                                  {FlatSymbolRefAttr::get(entry.getSymNameAttr())});
    SmallVector<Value> operands;
    for (Value operand : region.getInputs())
      if (isa<RankedTensorType>(operand.getType()))
        operands.push_back(operand);
    operands.append(pushConstants);
    auto dispatch = flow::DispatchOp::create(builder, region.getLoc(),
                                             region.getResultTypes(), ref,
                                             operands, resultDims);
    region.replaceAllUsesWith(dispatch.getResults());
    region.erase();
  }
};

} // namespace
