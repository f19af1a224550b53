//===- TranslateExecutables.cpp - Backend pipelines per variant -*- C++ -*-===//

#include "strata/Dialect/Flow/IR/EntryPointABI.h"
#include "strata/Dialect/HAL/IR/HALOps.h"
#include "strata/Pipeline/Pipeline.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace strata {
namespace {

/// The elements of the largest iteration space in `root` with static
/// bounds: a linalg op's loop ranges, a tensor result's shape, or a static
/// scf.for nest's trip counts (the loops of sort and scatter). Tools compare
/// it with the invocations a backend runs the entry point on.
int64_t largestIterationSpace(Operation *root) {
  int64_t largest = 1;
  auto saturatingMul = [](int64_t a, int64_t b) {
    return b != 0 && a > INT64_MAX / b ? INT64_MAX : a * b;
  };
  root->walk([&](Operation *op) {
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      int64_t elements = 1;
      for (int64_t size : linalgOp.getStaticLoopRanges()) {
        if (ShapedType::isDynamic(size))
          return;
        elements = saturatingMul(elements, size);
      }
      largest = std::max(largest, elements);
    }
    for (Type type : op->getResultTypes())
      if (auto tensor = dyn_cast<RankedTensorType>(type);
          tensor && tensor.hasStaticShape())
        largest = std::max(largest, tensor.getNumElements());
    if (auto loop = dyn_cast<scf::ForOp>(op)) {
      int64_t elements = 1;
      for (Operation *p = op; p && p != root; p = p->getParentOp()) {
        auto outer = dyn_cast<scf::ForOp>(p);
        if (!outer)
          continue;
        std::optional<APInt> trips = outer.getStaticTripCount();
        if (!trips)
          return;
        elements = saturatingMul(elements,
                                 std::max<int64_t>(trips->getSExtValue(), 1));
      }
      largest = std::max(largest, elements);
    }
  });
  return largest;
}

/// Estimated arithmetic of `root`: per linalg op with static loops, each
/// arithmetic op of its body (arith/math ops other than constants, casts and
/// selects) counted once per point of the loops its value depends on (the
/// loops its inputs' maps read, linalg.index dims, every loop for the
/// accumulator), times the static trip counts of the scf.for loops around
/// it. A contraction's multiply-add counts 2 per (m, n, k); a producer fused
/// into its body (LayerNorm's scale of x[b, s, k]) once per point it reads.
int64_t estimateArithmetic(Operation *root) {
  int64_t total = 0;
  auto saturatingMul = [](int64_t a, int64_t b) {
    return b != 0 && a > INT64_MAX / b ? INT64_MAX : a * b;
  };
  root->walk([&](linalg::LinalgOp op) {
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    if (llvm::any_of(ranges, ShapedType::isDynamic))
      return;
    unsigned numLoops = ranges.size();
    Block &body = op->getRegion(0).front();
    llvm::DenseMap<Value, llvm::SmallBitVector> loopsOf;
    for (OpOperand &operand : op->getOpOperands()) {
      llvm::SmallBitVector loops(numLoops);
      if (op.isDpsInit(&operand)) {
        loops.set(); // The accumulator changes at every point.
      } else if (isa<ShapedType>(operand.get().getType())) {
        AffineMap map = op.getMatchingIndexingMap(&operand);
        for (unsigned d = 0; d < map.getNumDims(); ++d)
          if (map.isFunctionOfDim(d))
            loops.set(d);
      }
      loopsOf[op.getMatchingBlockArgument(&operand)] = loops;
    }
    int64_t elements = 0;
    for (Operation &inner : body) {
      llvm::SmallBitVector loops(numLoops);
      if (auto index = dyn_cast<linalg::IndexOp>(inner))
        loops.set(index.getDim());
      for (Value operand : inner.getOperands())
        if (auto it = loopsOf.find(operand); it != loopsOf.end())
          loops |= it->second;
      for (Value result : inner.getResults())
        loopsOf[result] = loops;
      Dialect *dialect = inner.getDialect();
      if (!dialect || !isa<arith::ArithDialect, math::MathDialect>(dialect) ||
          isa<arith::ConstantOp, arith::SelectOp, arith::BitcastOp,
              arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtFOp,
              arith::TruncFOp, arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp,
              arith::SIToFPOp, arith::UIToFPOp, arith::FPToSIOp,
              arith::FPToUIOp>(inner))
        continue;
      int64_t points = 1;
      for (unsigned d : loops.set_bits())
        points = saturatingMul(points, ranges[d]);
      elements = elements > INT64_MAX - points ? INT64_MAX : elements + points;
    }
    for (Operation *p = op->getParentOp(); p && p != root; p = p->getParentOp())
      if (auto loop = dyn_cast<scf::ForOp>(p))
        if (std::optional<APInt> trips = loop.getStaticTripCount())
          elements = saturatingMul(elements,
                                   std::max<int64_t>(trips->getSExtValue(), 1));
    total = total > INT64_MAX - elements ? INT64_MAX : total + elements;
  });
  return total;
}

/// Bytes of the statically shaped tensor operands and results of the
/// function `root` (0 when any is dynamically shaped): what one dispatch
/// reads and writes at least.
int64_t operandBytes(Operation *root) {
  auto func = dyn_cast<FunctionOpInterface>(root);
  if (!func)
    return 0;
  int64_t total = 0;
  for (Type type : llvm::concat<const Type>(func.getArgumentTypes(),
                                            func.getResultTypes())) {
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped)
      continue;
    if (!shaped.hasStaticShape())
      return 0;
    Type element = shaped.getElementType();
    int64_t factor = 1;
    if (auto complex = dyn_cast<ComplexType>(element)) {
      element = complex.getElementType();
      factor = 2;
    }
    if (!element.isIntOrFloat())
      return 0;
    total += shaped.getNumElements() * factor *
             ((element.getIntOrFloatBitWidth() + 7) / 8);
  }
  return total;
}

struct TranslateExecutablesPass
    : public PassWrapper<TranslateExecutablesPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TranslateExecutablesPass)

  TranslateExecutablesPass(const PluginHost &host,
                           const PipelineOptions &options)
      : host(host), dumpDirectory(options.executablesDumpDir),
        config(options.config), configName(options.configName) {}
  StringRef getArgument() const override {
    return "strata-hal-translate-executables";
  }
  StringRef getDescription() const override {
    return "Runs each executable variant's target backend";
  }

  void runOnOperation() override {
    for (auto executable : getOperation().getOps<hal::ExecutableOp>()) {
      SmallVector<std::string> entryPoints;
      for (auto entry :
           executable.getBody().front().getOps<hal::ExecutableEntryPointOp>())
        entryPoints.push_back(entry.getSymName().str());
      for (auto variant : llvm::to_vector(
               executable.getBody().front().getOps<hal::ExecutableVariantOp>()))
        if (failed(translate(variant, entryPoints)))
          return signalPassFailure();
    }
  }

  LogicalResult translate(hal::ExecutableVariantOp variant,
                          ArrayRef<std::string> entryPoints) {
    const TargetBackend *backend = host.findTarget(variant.getTarget());
    if (!backend)
      return variant.emitOpError("no loaded plugin provides target '")
             << variant.getTarget() << "'";
    ModuleOp inner = variant.getInnerModule();
    if (!inner)
      return variant.emitOpError("has no inner module");
    SmallVector<int64_t> iterationElements, flops, bytes;
    for (const std::string &name : entryPoints) {
      Operation *symbol = SymbolTable::lookupSymbolIn(inner, name);
      iterationElements.push_back(symbol ? largestIterationSpace(symbol) : 0);
      flops.push_back(symbol ? estimateArithmetic(symbol) : 0);
      bytes.push_back(symbol ? operandBytes(symbol) : 0);
      if (symbol && getPushConstantCount(symbol) > 0 &&
          !backend->supportsDynamicShapes())
        return variant.emitOpError("entry point '")
               << name << "' has dynamic dims (" << getPushConstantCount(symbol)
               << " push constants); target '" << variant.getTarget()
               << "' cannot compile dynamically shaped dispatches yet";
    }
    OpPassManager pm(ModuleOp::getOperationName());
    auto configured =
        config ? config->targets.find(variant.getTarget().str())
               : std::map<std::string, std::string>::const_iterator();
    if (config && configured != config->targets.end()) {
      std::string error;
      llvm::raw_string_ostream errorStream(error);
      if (failed(parsePassPipeline(configured->second, pm, errorStream)))
        return variant.emitOpError("") << configName << ": targets."
                                       << variant.getTarget() << ": " << error;
    } else {
      backend->buildTranslationPipeline(pm, variant.getOptions());
    }
    if (failed(runPipeline(pm, inner)))
      return variant.emitOpError("translation for target '")
             << variant.getTarget() << "' failed";
    SmallVector<int64_t> counts, sizes, privateBytes, workgroupBytes;
    SmallVector<Attribute> countMaps;
    // What the backend says its kernels are ("" where it says nothing).
    SmallVector<StringRef> kernels;
    bool hasKernels = false;
    for (const std::string &name : entryPoints) {
      Operation *symbol = SymbolTable::lookupSymbolIn(inner, name);
      auto kernel = symbol ? symbol->getAttrOfType<StringAttr>(kKernelAttr)
                           : StringAttr();
      kernels.push_back(kernel ? kernel.getValue() : StringRef());
      hasKernels |= bool(kernel);
    }
    bool hasMapping = true, hasCountMap = false;
    OpBuilder attrBuilder(variant.getContext());
    for (const std::string &name : entryPoints) {
      Operation *symbol = SymbolTable::lookupSymbolIn(inner, name);
      // Entries with dynamic dims: x, y, z as a map of the push constants.
      auto countMap =
          symbol ? symbol->getAttrOfType<AffineMapAttr>(kWorkgroupCountMapAttr)
                 : AffineMapAttr();
      if (countMap) {
        AffineMap map = countMap.getValue();
        if (map.getNumDims() != 0 || map.getNumResults() != 3)
          return variant.emitOpError("backend '")
                 << variant.getTarget() << "' left workgroup count map "
                 << countMap << " on entry point '" << name
                 << "'; expected ()[push constants] -> (x, y, z)";
        counts.append({0, 0, 0});
        countMaps.push_back(countMap);
        hasCountMap = true;
      } else {
        auto count = symbol ? symbol->getAttrOfType<DenseI64ArrayAttr>(
                                  "strata.workgroup_count")
                            : DenseI64ArrayAttr();
        if (!count || count.size() != 3)
          return variant.emitOpError("backend '")
                 << variant.getTarget() << "' left no strata.workgroup_count "
                 << "(3 values) on entry point '" << name << "'";
        counts.append(count.asArrayRef().begin(), count.asArrayRef().end());
        countMaps.push_back(attrBuilder.getUnitAttr());
      }
      // Optional: what the backend says about its mapping.
      auto size =
          symbol->getAttrOfType<DenseI64ArrayAttr>("strata.workgroup_size");
      auto privateMemory =
          symbol->getAttrOfType<IntegerAttr>("strata.private_memory_bytes");
      auto workgroupMemory =
          symbol->getAttrOfType<IntegerAttr>("strata.workgroup_memory_bytes");
      if (!size || size.size() != 3 || !privateMemory || !workgroupMemory) {
        hasMapping = false;
        continue;
      }
      sizes.append(size.asArrayRef().begin(), size.asArrayRef().end());
      privateBytes.push_back(privateMemory.getInt());
      workgroupBytes.push_back(workgroupMemory.getInt());
    }
    std::vector<std::string> names(entryPoints.begin(), entryPoints.end());
    if (!dumpDirectory.empty() && failed(dump(variant, *backend, inner, names)))
      return failure();
    FailureOr<std::vector<uint8_t>> binary =
        backend->serialize(inner, variant.getOptions(), names);
    if (failed(binary))
      return variant.emitOpError("serialization for target '")
             << variant.getTarget() << "' failed";
    OpBuilder builder(variant);
    auto array = [&](ArrayRef<int64_t> values) {
      return hasMapping ? builder.getDenseI64ArrayAttr(values)
                        : DenseI64ArrayAttr();
    };
    hal::ExecutableBinaryOp::create(
        builder, variant.getLoc(), variant.getSymName(), variant.getTarget(),
        variant.getFormat(), counts,
        StringRef(reinterpret_cast<const char *>(binary->data()),
                  binary->size()),
        array(sizes), array(privateBytes), array(workgroupBytes),
        builder.getDenseI64ArrayAttr(iterationElements),
        hasCountMap ? builder.getArrayAttr(countMaps) : ArrayAttr(),
        hasKernels ? builder.getStrArrayAttr(kernels) : ArrayAttr(),
        builder.getDenseI64ArrayAttr(flops),
        builder.getDenseI64ArrayAttr(bytes));
    variant.erase();
    return success();
  }

  /// Writes `<executable>.<variant>.mlir` (the translated module) and lets
  /// the backend add its own forms beside it.
  LogicalResult dump(hal::ExecutableVariantOp variant,
                     const TargetBackend &backend, ModuleOp inner,
                     ArrayRef<std::string> entryPoints) {
    if (std::error_code ec = llvm::sys::fs::create_directories(dumpDirectory))
      return variant.emitOpError("cannot create ")
             << dumpDirectory << ": " << ec.message();
    auto executable = variant->getParentOfType<hal::ExecutableOp>();
    std::string baseName =
        (executable.getSymName() + "." + variant.getSymName()).str();
    llvm::SmallString<256> path(dumpDirectory);
    llvm::sys::path::append(path, baseName + ".mlir");
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (ec)
      return variant.emitOpError("cannot write ")
             << path << ": " << ec.message();
    inner.print(os);
    if (failed(backend.dumpExecutable(inner, variant.getOptions(), entryPoints,
                                      dumpDirectory, baseName)))
      return variant.emitOpError("backend '")
             << variant.getTarget() << "' failed to dump " << baseName;
    return success();
  }

  const PluginHost &host;
  std::string dumpDirectory;
  const PipelineConfig *config;
  std::string configName;
};

} // namespace

std::unique_ptr<Pass>
createTranslateExecutablesPass(const PluginHost &host,
                               const PipelineOptions &options) {
  return std::make_unique<TranslateExecutablesPass>(host, options);
}

void registerTranslateExecutablesPass(const PluginHost &host,
                                      const PipelineOptions &options) {
  PassRegistration<TranslateExecutablesPass>([&] {
    return std::make_unique<TranslateExecutablesPass>(host, options);
  });
}

} // namespace strata
