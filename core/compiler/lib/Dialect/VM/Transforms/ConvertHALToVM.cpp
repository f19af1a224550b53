//===- ConvertHALToVM.cpp - Host HAL code to a vm.module --------*- C++ -*-===//

#include "strata/Dialect/Flow/IR/FlowOps.h"
#include "strata/Dialect/HAL/IR/ElementTypes.h"
#include "strata/Dialect/HAL/IR/HALOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "strata/Dialect/VM/Transforms/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"

namespace strata::vm {
#define GEN_PASS_DEF_CONVERTHALTOVMPASS
#include "strata/Dialect/VM/Transforms/Passes.h.inc"
} // namespace strata::vm

using namespace mlir;
using namespace strata;

namespace {

/// The hal runtime module's functions: name, argument types ('r' ref,
/// 'i' i32, 'I' i64), result types, variadic tail.
struct ImportSpec {
  const char *name;
  const char *arguments;
  const char *results;
  bool variadic;
};

static constexpr ImportSpec kHALImports[] = {
    {"hal.device.default", "", "r", false},
    {"hal.allocator.allocate", "rI", "r", false},
    {"hal.buffer.wrap_rodata", "rr", "r", false},
    {"hal.buffer.load", "rIi", "I", false},
    {"hal.buffer_view.assert", "riiI", "", true},
    {"hal.buffer_view.buffer", "r", "r", false},
    {"hal.buffer_view.create", "riI", "r", true},
    {"hal.buffer_view.dim", "ri", "I", false},
    {"hal.executable.lookup", "ri", "r", false},
    {"hal.executable.binary_ordinal", "r", "i", false},
    {"hal.command_buffer.create", "r", "r", false},
    {"hal.command_buffer.dispatch", "rrir", "", true},
    {"hal.command_buffer.push_constants", "ri", "", true},
    {"hal.command_buffer.dispatch_workgroups", "rriiiir", "", true},
    {"hal.command_buffer.execution_barrier", "r", "", false},
    {"hal.command_buffer.finalize", "r", "", false},
    {"hal.fence.create", "r", "r", false},
    {"hal.device.queue.execute", "rrrr", "", false},
    {"hal.fence.await", "r", "", false},
    {"hal.channel.default", "r", "r", false},
    {"hal.channel.collective", "rrrriiiIIII", "", false},
};

static SmallVector<Type> parseTypes(MLIRContext *ctx, StringRef chars) {
  SmallVector<Type> types;
  for (char c : chars) {
    switch (c) {
    case 'r':
      types.push_back(vm::RefType::get(ctx));
      break;
    case 'i':
      types.push_back(IntegerType::get(ctx, 32));
      break;
    case 'I':
      types.push_back(IntegerType::get(ctx, 64));
      break;
    }
  }
  return types;
}

struct Converter {
  ModuleOp module;
  vm::ModuleOp vmModule;
  OpBuilder moduleBuilder;
  llvm::StringSet<> declaredImports;
  DenseMap<StringAttr, int32_t> executableOrdinals;
  int rodataCounter = 0;

  Converter(ModuleOp module, vm::ModuleOp vmModule)
      : module(module), vmModule(vmModule),
        moduleBuilder(OpBuilder::atBlockEnd(&vmModule.getBody().front())) {
    int32_t ordinal = 0;
    for (auto executable : module.getOps<hal::ExecutableOp>())
      executableOrdinals[executable.getSymNameAttr()] = ordinal++;
  }

  void declareImport(StringRef name) {
    if (!declaredImports.insert(name).second)
      return;
    for (const ImportSpec &spec : kHALImports) {
      if (name != spec.name)
        continue;
      MLIRContext *ctx = module.getContext();
      auto type = FunctionType::get(ctx, parseTypes(ctx, spec.arguments),
                                    parseTypes(ctx, spec.results));
      OpBuilder builder = OpBuilder::atBlockBegin(&vmModule.getBody().front());
      auto import = vm::ImportOp::create(builder, module.getLoc(), name, type,
                                         spec.variadic);
      (void)import;
      return;
    }
    llvm_unreachable("unknown hal import");
  }

  /// Imports of other runtime modules (e.g. `check`) keep the callee's
  /// converted signature.
  LogicalResult declareExternalImport(Operation *user, StringRef name,
                                      FunctionType type) {
    if (!declaredImports.insert(name).second) {
      auto existing = vmModule.lookupSymbol<vm::ImportOp>(name);
      if (existing && existing.getFunctionType() != type)
        return user->emitOpError("calls ")
               << name << " as " << type << " but it was imported as "
               << existing.getFunctionType();
      return success();
    }
    OpBuilder builder = OpBuilder::atBlockBegin(&vmModule.getBody().front());
    vm::ImportOp::create(builder, module.getLoc(), name, type, false);
    return success();
  }

  Value call(OpBuilder &builder, Location loc, StringRef name,
             ValueRange operands, bool hasResult) {
    return call(builder, loc, name, operands,
                hasResult ? Type(vm::RefType::get(builder.getContext()))
                          : Type());
  }
  Value call(OpBuilder &builder, Location loc, StringRef name,
             ValueRange operands, Type resultType) {
    declareImport(name);
    SmallVector<Type> results;
    if (resultType)
      results.push_back(resultType);
    auto op = vm::CallOp::create(
        builder, loc, results,
        FlatSymbolRefAttr::get(builder.getContext(), name), operands);
    return resultType ? op.getResult(0) : Value();
  }

  /// `value` seen as `type`: host scalars (index, i1, ...) are still
  /// arith values here and meet the VM's i32/i64 registers through casts
  /// that the standard-to-VM conversion resolves.
  Value cast(OpBuilder &builder, Location loc, Value value, Type type) {
    if (value.getType() == type)
      return value;
    return UnrealizedConversionCastOp::create(builder, loc, type, value)
        .getResult(0);
  }

  Value i32(OpBuilder &builder, Location loc, int32_t value) {
    return vm::ConstI32Op::create(builder, loc, value);
  }
  Value i64(OpBuilder &builder, Location loc, int64_t value) {
    return vm::ConstI64Op::create(builder, loc, value);
  }

  LogicalResult convertFunc(func::FuncOp func) {
    MLIRContext *ctx = func.getContext();
    auto refType = vm::RefType::get(ctx);
    SmallVector<Type> inputs(func.getNumArguments(), refType);
    SmallVector<Type> results(func.getNumResults(), refType);
    auto vmFunc = vm::FuncOp::create(moduleBuilder, func.getLoc(),
                                     func.getSymName(),
                                     FunctionType::get(ctx, inputs, results),
                                     ArrayAttr(), ArrayAttr());
    Block *block = new Block();
    vmFunc.getBody().push_back(block);
    IRMapping map;
    for (BlockArgument arg : func.getArguments())
      map.map(arg, block->addArgument(refType, arg.getLoc()));
    OpBuilder b = OpBuilder::atBlockBegin(block);
    auto get = [&](Value v) { return map.lookup(v); };
    auto i64Type = b.getI64Type();
    auto i32Type = b.getI32Type();
    auto getI64 = [&](Location loc, Value v) {
      return cast(b, loc, get(v), i64Type);
    };
    auto getI32 = [&](Location loc, Value v) {
      Value value = get(v);
      if (value.getType().isIndex())
        value = arith::IndexCastOp::create(b, loc, i32Type, value);
      return cast(b, loc, value, i32Type);
    };

    // Host control flow (scf lowered to cf): blocks keep their order; their
    // arguments take VM types, seen with their own types through casts.
    vm::VMTypeConverter typeConverter(ctx);
    DenseMap<Block *, Block *> blocks;
    blocks[&func.getBody().front()] = block;
    for (Block &oldBlock : llvm::drop_begin(func.getBody())) {
      Block *newBlock = new Block();
      vmFunc.getBody().push_back(newBlock);
      blocks[&oldBlock] = newBlock;
      for (BlockArgument arg : oldBlock.getArguments()) {
        Type type = arg.getType();
        Type vmType = type.getDialect().getNamespace() == "hal"
                          ? Type(refType)
                          : typeConverter.convertType(type);
        if (!vmType)
          return emitError(arg.getLoc(), "host block argument of type ")
                 << type << " has no VM type";
        newBlock->addArgument(vmType, arg.getLoc());
      }
    }
    auto branchOperands = [&](Location loc, ValueRange operands, Block *dest) {
      SmallVector<Value> values;
      for (auto [operand, arg] : llvm::zip(operands, dest->getArguments()))
        values.push_back(cast(b, loc, get(operand), arg.getType()));
      return values;
    };

    for (Block &oldBlock : func.getBody())
      for (Operation &op : oldBlock) {
        Location loc = op.getLoc();
        if (&op == &oldBlock.front() && &oldBlock != &func.getBody().front()) {
          b.setInsertionPointToEnd(blocks[&oldBlock]);
          for (auto [old, arg] : llvm::zip(oldBlock.getArguments(),
                                           blocks[&oldBlock]->getArguments()))
            map.map(old, isa<vm::RefType>(arg.getType())
                             ? Value(arg)
                             : cast(b, loc, arg, old.getType()));
        }
        LogicalResult status =
            llvm::TypeSwitch<Operation *, LogicalResult>(&op)
                .Case([&](hal::DeviceDefaultOp o) {
                  map.map(o.getResult(),
                          call(b, loc, "hal.device.default", {}, true));
                  return success();
                })
                .Case([&](hal::AllocatorAllocateOp o) {
                  map.map(o.getResult(),
                          call(b, loc, "hal.allocator.allocate",
                               {get(o.getDevice()), getI64(loc, o.getBytes())},
                               true));
                  return success();
                })
                .Case([&](hal::BufferConstantOp o) {
                  std::string name =
                      "constant_" + std::to_string(rodataCounter++);
                  vm::RodataOp::create(moduleBuilder, loc, name, o.getValue());
                  Value bytes = vm::ConstRefRodataOp::create(
                      b, loc, refType, FlatSymbolRefAttr::get(ctx, name));
                  map.map(o.getResult(),
                          call(b, loc, "hal.buffer.wrap_rodata",
                               {get(o.getDevice()), bytes}, true));
                  return success();
                })
                .Case([&](hal::BufferLoadOp o) {
                  // Raw bits, zero-extended: sign-extend or reinterpret.
                  Type type = o.getType();
                  int32_t width =
                      std::max<int32_t>(1, type.getIntOrFloatBitWidth() / 8);
                  Value raw =
                      call(b, loc, "hal.buffer.load",
                           {get(o.getBuffer()), getI64(loc, o.getOffset()),
                            i32(b, loc, width)},
                           i64Type);
                  Value value = raw;
                  if (type.isF64()) {
                    value = vm::BitcastOp::create(b, loc, type, raw);
                  } else if (width <= 4) {
                    value = vm::trunc_i64_i32Op::create(b, loc, i32Type, raw);
                    if (type.isInteger(8))
                      value = vm::sext_i8_i32Op::create(b, loc, i32Type, value);
                    else if (type.isInteger(16))
                      value =
                          vm::sext_i16_i32Op::create(b, loc, i32Type, value);
                    else if (type.isF32())
                      value = vm::BitcastOp::create(b, loc, type, value);
                  }
                  map.map(o.getResult(), cast(b, loc, value, type));
                  return success();
                })
                .Case([&](cf::BranchOp o) {
                  Block *dest = blocks[o.getDest()];
                  vm::BranchOp::create(
                      b, loc, branchOperands(loc, o.getDestOperands(), dest),
                      dest);
                  return success();
                })
                .Case([&](cf::CondBranchOp o) {
                  Block *trueDest = blocks[o.getTrueDest()];
                  Block *falseDest = blocks[o.getFalseDest()];
                  vm::CondBranchOp::create(
                      b, loc, cast(b, loc, get(o.getCondition()), i32Type),
                      branchOperands(loc, o.getTrueDestOperands(), trueDest),
                      branchOperands(loc, o.getFalseDestOperands(), falseDest),
                      trueDest, falseDest);
                  return success();
                })
                .Case([&](cf::SwitchOp o) {
                  // A chain of compares (a host scf.index_switch).
                  Value flag = get(o.getFlag());
                  Type flagType = o.getFlag().getType();
                  SmallVector<APInt> caseValues;
                  if (o.getCaseValues())
                    caseValues =
                        llvm::to_vector(o.getCaseValues()->getValues<APInt>());
                  for (auto [i, value] : llvm::enumerate(caseValues)) {
                    Value constant = arith::ConstantOp::create(
                        b, loc, IntegerAttr::get(flagType, value));
                    Value equal = arith::CmpIOp::create(
                        b, loc, arith::CmpIPredicate::eq, flag, constant);
                    Block *dest = blocks[o.getCaseDestinations()[i]];
                    Block *next = new Block();
                    vmFunc.getBody().getBlocks().insert(
                        std::next(Region::iterator(b.getBlock())), next);
                    vm::CondBranchOp::create(
                        b, loc, cast(b, loc, equal, i32Type),
                        branchOperands(loc, o.getCaseOperands(i), dest),
                        ValueRange(), dest, next);
                    b.setInsertionPointToEnd(next);
                  }
                  Block *dest = blocks[o.getDefaultDestination()];
                  vm::BranchOp::create(
                      b, loc, branchOperands(loc, o.getDefaultOperands(), dest),
                      dest);
                  return success();
                })
                .Case([&](hal::BufferViewAssertOp o) {
                  SmallVector<Value> args = {get(o.getView()),
                                             i32(b, loc, o.getArgument()),
                                             i32(b, loc, o.getElementType())};
                  // -1: any size.
                  for (int64_t dim : o.getShape())
                    args.push_back(
                        i64(b, loc, ShapedType::isDynamic(dim) ? -1 : dim));
                  call(b, loc, "hal.buffer_view.assert", args, false);
                  return success();
                })
                .Case([&](hal::BufferViewBufferOp o) {
                  map.map(o.getResult(), call(b, loc, "hal.buffer_view.buffer",
                                              {get(o.getView())}, true));
                  return success();
                })
                .Case([&](hal::BufferViewCreateOp o) {
                  SmallVector<Value> args = {get(o.getBuffer()),
                                             i32(b, loc, o.getElementType())};
                  ValueRange dims = o.getDims();
                  for (int64_t dim : o.getShape()) {
                    if (!ShapedType::isDynamic(dim)) {
                      args.push_back(i64(b, loc, dim));
                      continue;
                    }
                    args.push_back(getI64(loc, dims.front()));
                    dims = dims.drop_front();
                  }
                  map.map(o.getResult(),
                          call(b, loc, "hal.buffer_view.create", args, true));
                  return success();
                })
                .Case([&](hal::BufferViewDimOp o) {
                  Value dim = call(
                      b, loc, "hal.buffer_view.dim",
                      {get(o.getView()), i32(b, loc, o.getIndex())}, i64Type);
                  map.map(o.getResult(), cast(b, loc, dim, b.getIndexType()));
                  return success();
                })
                .Case([&](hal::ExecutableBinaryOrdinalOp o) {
                  Value ordinal = call(b, loc, "hal.executable.binary_ordinal",
                                       {get(o.getExecutable())}, i32Type);
                  map.map(o.getResult(), arith::IndexCastOp::create(
                                             b, loc, b.getIndexType(),
                                             cast(b, loc, ordinal, i32Type)));
                  return success();
                })
                .Case([&](hal::ExecutableLookupOp o) -> LogicalResult {
                  auto it =
                      executableOrdinals.find(o.getExecutableAttr().getAttr());
                  if (it == executableOrdinals.end())
                    return o.emitOpError("unknown executable");
                  map.map(o.getResult(),
                          call(b, loc, "hal.executable.lookup",
                               {get(o.getDevice()), i32(b, loc, it->second)},
                               true));
                  return success();
                })
                .Case([&](hal::CommandBufferCreateOp o) {
                  map.map(o.getResult(),
                          call(b, loc, "hal.command_buffer.create",
                               {get(o.getDevice())}, true));
                  return success();
                })
                .Case([&](hal::CommandBufferDispatchOp o) {
                  if (!o.getPushConstants().empty()) {
                    SmallVector<Value> constants = {get(o.getCommandBuffer())};
                    for (Value value : o.getPushConstants())
                      constants.push_back(getI32(loc, value));
                    call(b, loc, "hal.command_buffer.push_constants", constants,
                         false);
                  }
                  SmallVector<Value> args = {get(o.getCommandBuffer()),
                                             get(o.getExecutable()),
                                             i32(b, loc, o.getEntry())};
                  for (Value count : o.getWorkgroups())
                    args.push_back(getI32(loc, count));
                  for (Value binding : o.getBindings())
                    args.push_back(get(binding));
                  call(b, loc,
                       o.getWorkgroups().empty()
                           ? "hal.command_buffer.dispatch"
                           : "hal.command_buffer.dispatch_workgroups",
                       args, false);
                  return success();
                })
                .Case([&](hal::CommandBufferBarrierOp o) {
                  call(b, loc, "hal.command_buffer.execution_barrier",
                       {get(o.getCommandBuffer())}, false);
                  return success();
                })
                .Case([&](hal::CommandBufferFinalizeOp o) {
                  call(b, loc, "hal.command_buffer.finalize",
                       {get(o.getCommandBuffer())}, false);
                  return success();
                })
                .Case([&](hal::FenceCreateOp o) {
                  map.map(o.getResult(), call(b, loc, "hal.fence.create",
                                              {get(o.getDevice())}, true));
                  return success();
                })
                .Case([&](hal::DeviceQueueExecuteOp o) {
                  Value wait = o.getWaitFence()
                                   ? get(o.getWaitFence())
                                   : vm::ConstRefZeroOp::create(b, loc, refType)
                                         .getResult();
                  call(b, loc, "hal.device.queue.execute",
                       {get(o.getDevice()), wait, get(o.getSignalFence()),
                        get(o.getCommandBuffer())},
                       false);
                  return success();
                })
                .Case([&](hal::FenceAwaitOp o) {
                  call(b, loc, "hal.fence.await", {get(o.getFence())}, false);
                  return success();
                })
                .Case([&](hal::ChannelDefaultOp o) {
                  map.map(o.getResult(), call(b, loc, "hal.channel.default",
                                              {get(o.getDevice())}, true));
                  return success();
                })
                .Case([&](hal::ChannelCollectiveOp o) {
                  SmallVector<Value> args = {get(o.getChannel()),
                                             get(o.getTable()),
                                             get(o.getSource()),
                                             get(o.getTarget()),
                                             i32(b, loc, o.getKind()),
                                             i32(b, loc, o.getElementType()),
                                             i32(b, loc, o.getReduction())};
                  for (int64_t param : o.getParams())
                    args.push_back(i64(b, loc, param));
                  call(b, loc, "hal.channel.collective", args, false);
                  return success();
                })
                .Case([&](func::CallOp o) -> LogicalResult {
                  // A runtime module function: becomes a VM import.
                  FunctionType type = o.getCalleeType();
                  auto convert = [&](Type t) -> FailureOr<Type> {
                    if (isa<hal::BufferViewType, hal::BufferType>(t))
                      return Type(refType);
                    if (t.isInteger(32) || t.isInteger(64) || t.isF32() ||
                        t.isF64())
                      return t;
                    return failure();
                  };
                  SmallVector<Type> inputs, results;
                  for (Type t : type.getInputs()) {
                    FailureOr<Type> c = convert(t);
                    if (failed(c))
                      return o.emitOpError("argument type ")
                             << t << " cannot cross into the runtime";
                    inputs.push_back(*c);
                  }
                  for (Type t : type.getResults()) {
                    FailureOr<Type> c = convert(t);
                    if (failed(c))
                      return o.emitOpError("result type ")
                             << t << " cannot cross from the runtime";
                    results.push_back(*c);
                  }
                  Operation *callee = SymbolTable::lookupNearestSymbolFrom(
                      o, o.getCalleeAttr());
                  StringRef importName = callee
                                             ? hal::getRuntimeImportName(callee)
                                             : o.getCallee();
                  if (failed(declareExternalImport(
                          o, importName,
                          FunctionType::get(ctx, inputs, results))))
                    return failure();
                  SmallVector<Value> operands;
                  for (Value v : o.getOperands())
                    operands.push_back(get(v));
                  auto call = vm::CallOp::create(
                      b, loc, results, FlatSymbolRefAttr::get(ctx, importName),
                      operands);
                  for (auto [oldResult, newResult] :
                       llvm::zip(o.getResults(), call.getResults()))
                    map.map(oldResult, newResult);
                  return success();
                })
                .Case([&](func::ReturnOp o) {
                  SmallVector<Value> values;
                  for (Value v : o.getOperands())
                    values.push_back(get(v));
                  vm::ReturnOp::create(b, loc, values);
                  return success();
                })
                .Default([&](Operation *other) -> LogicalResult {
                  // Host scalars (shape arithmetic, shape assertions): moved
                  // over as they are; the standard-to-VM patterns lower them.
                  if (!isa<arith::ArithDialect>(other->getDialect()) &&
                      !isa<cf::AssertOp>(other))
                    return other->emitOpError("has no VM lowering");
                  IRMapping scalars;
                  for (Value operand : other->getOperands())
                    scalars.map(operand,
                                cast(b, loc, get(operand), operand.getType()));
                  Operation *clone = b.clone(*other, scalars);
                  for (auto [from, to] :
                       llvm::zip(other->getResults(), clone->getResults()))
                    map.map(from, to);
                  return success();
                });
        if (failed(status))
          return failure();
      }

    auto argTypes = func->getAttrOfType<ArrayAttr>("strata.argument_types");
    auto resultTypes = func->getAttrOfType<ArrayAttr>("strata.result_types");
    if (!argTypes || !resultTypes)
      return func.emitOpError("missing strata.argument_types/result_types; "
                              "was the hal phase run?");
    auto spmd = func->getAttrOfType<DictionaryAttr>(flow::kSPMDAttrName);
    if (spmd) {
      SmallVector<Type> arguments, results;
      for (Attribute t : argTypes)
        arguments.push_back(llvm::cast<TypeAttr>(t).getValue());
      for (Attribute t : resultTypes)
        results.push_back(llvm::cast<TypeAttr>(t).getValue());
      if (failed(flow::verifySPMDAttr(func, spmd, arguments, results)))
        return failure();
    }
    vm::ExportOp::create(moduleBuilder, func.getLoc(),
                         FlatSymbolRefAttr::get(vmFunc.getSymNameAttr()),
                         moduleBuilder.getStringAttr(func.getSymName()),
                         argTypes, resultTypes, spmd);
    return success();
  }
};

/// The casts `Converter::cast` left between VM registers and host scalars:
/// gone once both sides have their VM types.
struct HostCastConversion : OpConversionPattern<UnrealizedConversionCastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(UnrealizedConversionCastOp op,
                                OpAdaptor adaptor,
                                ConversionPatternRewriter &rw) const override {
    if (op.getNumOperands() != 1 || op.getNumResults() != 1)
      return failure();
    Type converted = getTypeConverter()->convertType(op.getResult(0).getType());
    if (!converted || converted != adaptor.getInputs()[0].getType())
      return rw.notifyMatchFailure(op, "types differ after conversion");
    rw.replaceOp(op, adaptor.getInputs());
    return success();
  }
};

struct ConvertHALToVMPass
    : public vm::impl::ConvertHALToVMPassBase<ConvertHALToVMPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
    StringRef name = module.getSymName() ? *module.getSymName() : "module";
    auto vmModule = vm::ModuleOp::create(builder, module.getLoc(), name);
    vmModule.getBody().emplaceBlock();
    Converter converter(module, vmModule);
    for (auto func : llvm::to_vector(module.getOps<func::FuncOp>())) {
      if (func.isExternal())
        continue;
      if (failed(converter.convertFunc(func)))
        return signalPassFailure();
      func.erase();
    }
    // Declarations of runtime module functions are vm.imports now.
    for (auto func : llvm::to_vector(module.getOps<func::FuncOp>()))
      func.erase();

    // The host's scalar code (constants, shape arithmetic, assertions).
    MLIRContext *ctx = &getContext();
    vm::VMTypeConverter typeConverter(ctx);
    RewritePatternSet patterns(ctx);
    vm::populateStandardToVMPatterns(typeConverter, patterns);
    patterns.add<HostCastConversion>(typeConverter, ctx);
    ConversionTarget target(*ctx);
    target.addLegalDialect<vm::VMDialect>();
    target.addIllegalDialect<arith::ArithDialect, cf::ControlFlowDialect>();
    target.addIllegalOp<UnrealizedConversionCastOp>();
    if (failed(applyPartialConversion(vmModule, target, std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
