//===- ModuleWriter.cpp - vm.module + executables -> .smod file -*- C++ -*-===//
//
// Register allocation is one register per SSA value in its bank (refs or
// 64-bit primitives); the bytecode encoding is the table in
// core/runtime/README.md.
//
//===----------------------------------------------------------------------===//

#include "strata/Module/ModuleWriter.h"
#include <algorithm>

#include "strata/Dialect/HAL/IR/ElementTypes.h"
#include "strata/Dialect/HAL/IR/HALOps.h"
#include "strata/Dialect/VM/IR/VMOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "llvm/ADT/TypeSwitch.h"

#include "module_generated.h"
#include "strata/runtime/bytecode.h"
#include "strata/runtime/module_format.h"

using namespace mlir;

namespace strata {
namespace {

namespace fb = ::strata::module_fb;

using namespace ::strata::vm;

static char getTypeChar(Type type) {
  if (isa<vm::RefType>(type))
    return 'r';
  if (type.isInteger(32))
    return 'i';
  if (type.isInteger(64))
    return 'I';
  if (type.isF32())
    return 'f';
  if (type.isF64())
    return 'F';
  return '?';
}

static std::string getTypeString(TypeRange types) {
  std::string result;
  for (Type type : types)
    result.push_back(getTypeChar(type));
  return result;
}

/// Dense row-major bytes of a constant as the runtime reads them.
static FailureOr<std::vector<uint8_t>> getElementBytes(Location loc,
                                                       ElementsAttr attr) {
  auto type = cast<ShapedType>(attr.getType());
  Type elementType = type.getElementType();
  int64_t count = type.getNumElements();
  std::vector<uint8_t> bytes;
  if (auto dense = dyn_cast<DenseElementsAttr>(attr)) {
    if (elementType.isInteger(1)) {
      for (bool value : dense.getValues<bool>())
        bytes.push_back(value ? 1 : 0);
      return bytes;
    }
    ArrayRef<char> raw = dense.getRawData();
    int64_t width = hal::getElementByteWidth(elementType);
    if (dense.isSplat()) {
      bytes.reserve(count * width);
      for (int64_t i = 0; i < count; ++i)
        bytes.insert(bytes.end(), raw.begin(), raw.begin() + width);
    } else {
      bytes.assign(raw.begin(), raw.end());
    }
    if (static_cast<int64_t>(bytes.size()) != count * width)
      return emitError(loc, "constant of type ")
             << type << " has " << bytes.size() << " bytes, expected "
             << count * width;
    return bytes;
  }
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(attr)) {
    AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!blob)
      return emitError(loc, "constant resource has no data");
    ArrayRef<char> raw = blob->getData();
    bytes.assign(raw.begin(), raw.end());
    return bytes;
  }
  return emitError(loc, "unsupported constant attribute ") << attr;
}

/// Emits one vm.func's bytecode.
class FunctionEncoder {
public:
  FunctionEncoder(vm::FuncOp func, const llvm::StringMap<uint32_t> &functions,
                  const llvm::StringMap<uint32_t> &imports,
                  const llvm::StringMap<uint32_t> &rodata)
      : func(func), functions(functions), imports(imports), rodata(rodata) {}

  LogicalResult encode(std::vector<uint8_t> &out) {
    // Entry arguments first, per bank, as the calling convention requires.
    for (Block &block : func.getBody())
      for (BlockArgument arg : block.getArguments())
        assign(arg);
    for (Block &block : func.getBody())
      for (Operation &op : block)
        for (Value result : op.getResults())
          assign(result);
    // Scratch registers for branch operands moved as a parallel copy.
    unsigned maxArguments = 0;
    for (Block &block : func.getBody())
      maxArguments = std::max(maxArguments, block.getNumArguments());
    if (primitiveCount + maxArguments > 0xFFFF ||
        refCount + maxArguments > 0xFFFF)
      return func.emitOpError("needs more than 65535 registers");
    scratchRefBase = refCount;
    scratchPrimitiveBase = primitiveCount;
    refCount += maxArguments;
    primitiveCount += maxArguments;
    if (primitiveCount > 0xFFFF || refCount > 0xFFFF)
      return func.emitOpError("needs more than 65535 registers");

    for (Block &block : func.getBody()) {
      blockOffsets[&block] = code.size();
      for (Operation &op : block)
        if (failed(encodeOp(op)))
          return failure();
    }
    for (auto [position, block] : fixups)
      patch32(position, blockOffsets[block]);
    out = std::move(code);
    return success();
  }

  uint16_t getPrimitiveCount() const { return primitiveCount; }
  uint16_t getRefCount() const { return refCount; }

private:
  void assign(Value value) {
    if (registers.count(value))
      return;
    registers[value] =
        isa<vm::RefType>(value.getType()) ? refCount++ : primitiveCount++;
  }
  void u8(uint8_t v) { code.push_back(v); }
  void u16(uint16_t v) {
    code.push_back(v & 0xFF);
    code.push_back(v >> 8);
  }
  void u32(uint32_t v) {
    for (int i = 0; i < 4; ++i)
      code.push_back((v >> (8 * i)) & 0xFF);
  }
  void u64(uint64_t v) {
    for (int i = 0; i < 8; ++i)
      code.push_back((v >> (8 * i)) & 0xFF);
  }
  void patch32(size_t position, uint32_t v) {
    for (int i = 0; i < 4; ++i)
      code[position + i] = (v >> (8 * i)) & 0xFF;
  }
  void reg(Value value) { u16(registers.lookup(value)); }
  void target(Block *block) {
    fixups.emplace_back(code.size(), block);
    u32(0);
  }
  /// Moves branch operands into the destination's argument registers, as
  /// one parallel copy: when a source is also a destination (a loop that
  /// passes its arguments on in another order), every source goes through
  /// a scratch register first.
  void moves(Block *dest, ValueRange operands) {
    // Registers as (bank << 16 | index).
    auto key = [&](Value value) {
      return uint32_t(isa<vm::RefType>(value.getType())) << 16 |
             registers.lookup(value);
    };
    llvm::SmallDenseSet<uint32_t> targets;
    bool overlap = false;
    for (BlockArgument arg : dest->getArguments())
      targets.insert(key(arg));
    for (auto [operand, arg] : llvm::zip(operands, dest->getArguments()))
      overlap |= key(operand) != key(arg) && targets.contains(key(operand));
    auto move = [&](bool isRef, uint16_t to, uint16_t from) {
      u8(isRef ? kMovR : kMovP);
      u16(to);
      u16(from);
    };
    SmallVector<uint16_t> staged;
    uint16_t scratchRef = scratchRefBase,
             scratchPrimitive = scratchPrimitiveBase;
    for (auto [operand, arg] : llvm::zip(operands, dest->getArguments())) {
      bool isRef = isa<vm::RefType>(arg.getType());
      uint16_t from = registers.lookup(operand);
      if (overlap) {
        uint16_t scratch = isRef ? scratchRef++ : scratchPrimitive++;
        move(isRef, scratch, from);
        from = scratch;
      }
      staged.push_back(from);
    }
    for (auto [from, arg] : llvm::zip(staged, dest->getArguments()))
      if (from != registers.lookup(arg))
        move(isa<vm::RefType>(arg.getType()), registers.lookup(arg), from);
    // Scratch refs would keep their objects alive until overwritten.
    for (uint16_t r = scratchRefBase; r < scratchRef; ++r) {
      u8(kConstRefNull);
      u16(r);
    }
  }

  LogicalResult encodeOp(Operation &op) {
    return llvm::TypeSwitch<Operation *, LogicalResult>(&op)
        .Case([&](vm::ConstI32Op o) {
          u8(kConstI32);
          reg(o.getResult());
          u32(static_cast<uint32_t>(o.getValue()));
          return success();
        })
        .Case([&](vm::ConstI64Op o) {
          u8(kConstI64);
          reg(o.getResult());
          u64(static_cast<uint64_t>(o.getValue()));
          return success();
        })
        .Case([&](vm::ConstF32Op o) {
          u8(kConstF32);
          reg(o.getResult());
          u32(static_cast<uint32_t>(
              o.getValueAttr().getValue().bitcastToAPInt().getZExtValue()));
          return success();
        })
        .Case([&](vm::ConstF64Op o) {
          u8(kConstF64);
          reg(o.getResult());
          u64(o.getValueAttr().getValue().bitcastToAPInt().getZExtValue());
          return success();
        })
        .Case([&](vm::ConstRefZeroOp o) {
          u8(kConstRefNull);
          reg(o.getResult());
          return success();
        })
        .Case([&](vm::ConstRefRodataOp o) {
          u8(kConstRodata);
          reg(o.getResult());
          u32(rodata.lookup(o.getRodata()));
          return success();
        })
        .Case([&](vm::CallOp o) -> LogicalResult {
          StringRef callee = o.getCallee();
          if (imports.count(callee)) {
            u8(kCallImport);
            u32(imports.lookup(callee));
          } else if (functions.count(callee)) {
            u8(kCall);
            u32(functions.lookup(callee));
          } else {
            return o.emitOpError("unknown callee ") << callee;
          }
          u16(o.getOperands().size());
          for (Value v : o.getOperands())
            reg(v);
          u16(o.getNumResults());
          for (Value v : o.getResults())
            reg(v);
          return success();
        })
        .Case([&](vm::ReturnOp o) {
          u8(kReturn);
          u16(o.getValues().size());
          for (Value v : o.getValues())
            reg(v);
          return success();
        })
        .Case([&](vm::BranchOp o) {
          moves(o.getDest(), o.getDestOperands());
          u8(kBr);
          target(o.getDest());
          return success();
        })
        .Case([&](vm::CondBranchOp o) {
          // kCondBr to two local trampolines that move operands and branch.
          u8(kCondBr);
          reg(o.getCondition());
          size_t trueSlot = code.size();
          u32(0);
          size_t falseSlot = code.size();
          u32(0);
          patch32(trueSlot, code.size());
          moves(o.getTrueDest(), o.getTrueOperands());
          u8(kBr);
          target(o.getTrueDest());
          patch32(falseSlot, code.size());
          moves(o.getFalseDest(), o.getFalseOperands());
          u8(kBr);
          target(o.getFalseDest());
          return success();
        })
        .Case([&](vm::FailOp o) {
          u8(kFail);
          StringRef message = o.getMessage().take_front(0xFFFF);
          u16(message.size());
          code.insert(code.end(), message.begin(), message.end());
          return success();
        })
        .Default([&](Operation *o) { return encodeGeneric(o); });
  }

  /// Ops whose mnemonic is a bytecode mnemonic: results, then operands, in
  /// the opcode's layout order. Unary float functions are MATH_F32/F64.
  LogicalResult encodeGeneric(Operation *o) {
    std::string name = o->getName().stripDialect().str();
    if (o->getName().getDialectNamespace() != "vm")
      return o->emitOpError("has no bytecode encoding");
    int opcode = findOpcode(name.c_str());
    int mathFunction = -1;
    if (opcode < 0) {
      StringRef ref(name);
      auto [fn, type] = ref.rsplit('.');
      mathFunction = findMathFunction(fn.str().c_str());
      if (mathFunction >= 0 && (type == "f32" || type == "f64"))
        opcode = type == "f32" ? kMathF32 : kMathF64;
    }
    const char *layout = opcode >= 0 ? opcodeLayout(opcode) : nullptr;
    if (!layout)
      return o->emitOpError("has no bytecode encoding");
    SmallVector<Value> values(o->getResults());
    values.append(o->getOperands().begin(), o->getOperands().end());
    u8(opcode);
    size_t next = 0;
    for (const char *c = layout; *c; ++c) {
      if (*c == 'B') {
        u8(static_cast<uint8_t>(mathFunction));
        continue;
      }
      if ((*c != 'P' && *c != 'R') || next >= values.size())
        return o->emitOpError("does not match the layout '")
               << layout << "' of opcode " << name;
      if ((*c == 'R') != isa<vm::RefType>(values[next].getType()))
        return o->emitOpError("value ") << next << " is in the wrong register "
                                        << "bank for layout '" << layout << "'";
      reg(values[next++]);
    }
    if (next != values.size())
      return o->emitOpError("has ")
             << values.size() << " values but the layout '" << layout
             << "' takes " << next;
    return success();
  }

  vm::FuncOp func;
  const llvm::StringMap<uint32_t> &functions;
  const llvm::StringMap<uint32_t> &imports;
  const llvm::StringMap<uint32_t> &rodata;
  DenseMap<Value, uint16_t> registers;
  uint16_t scratchRefBase = 0, scratchPrimitiveBase = 0;
  uint16_t primitiveCount = 0;
  uint16_t refCount = 0;
  std::vector<uint8_t> code;
  DenseMap<Block *, size_t> blockOffsets;
  std::vector<std::pair<size_t, Block *>> fixups;
};

static fb::ElementType getSchemaType(Type type) {
  return static_cast<fb::ElementType>(
      hal::getElementTypeCode(type).value_or(0));
}

} // namespace

/// Serializes `vmModule` and, when `host` is given, the hal.executable
/// binaries beside it.
/// A vm.export's `spmd` dictionary (verified by flow::verifySPMDAttr when
/// the export was made) as the schema's SPMDInfo.
static flatbuffers::Offset<fb::SPMDInfo>
writeSPMDInfo(flatbuffers::FlatBufferBuilder &fbb, DictionaryAttr info) {
  std::vector<flatbuffers::Offset<fb::MeshAxis>> mesh;
  auto names = info.getAs<ArrayAttr>("mesh_axes");
  auto sizes = info.getAs<DenseI64ArrayAttr>("mesh_shape");
  for (auto [name, size] : llvm::zip(names, sizes.asArrayRef()))
    mesh.push_back(fb::CreateMeshAxis(
        fbb, fbb.CreateString(cast<StringAttr>(name).getValue().str()), size));
  auto shardings = [&](StringRef key) {
    std::vector<flatbuffers::Offset<fb::TensorSharding>> tensors;
    for (Attribute tensor : info.getAs<ArrayAttr>(key)) {
      std::vector<flatbuffers::Offset<fb::DimSharding>> dims;
      for (Attribute dim : cast<ArrayAttr>(tensor)) {
        std::vector<uint32_t> axes;
        for (int64_t axis : cast<DenseI64ArrayAttr>(dim).asArrayRef())
          axes.push_back(static_cast<uint32_t>(axis));
        dims.push_back(fb::CreateDimSharding(fbb, fbb.CreateVector(axes)));
      }
      tensors.push_back(fb::CreateTensorSharding(fbb, fbb.CreateVector(dims)));
    }
    return fbb.CreateVector(tensors);
  };
  auto arguments = shardings("arguments");
  auto results = shardings("results");
  return fb::CreateSPMDInfo(fbb, fbb.CreateVector(mesh), arguments, results);
}

static FailureOr<std::string> serialize(vm::ModuleOp vmModule,
                                        mlir::ModuleOp host) {

  llvm::StringMap<uint32_t> functionOrdinals, importOrdinals, rodataOrdinals;
  for (auto func : vmModule.getBody().front().getOps<vm::FuncOp>())
    functionOrdinals[func.getSymName()] = functionOrdinals.size();
  for (auto import : vmModule.getBody().front().getOps<vm::ImportOp>())
    importOrdinals[import.getSymName()] = importOrdinals.size();
  for (auto rodata : vmModule.getBody().front().getOps<vm::RodataOp>())
    rodataOrdinals[rodata.getSymName()] = rodataOrdinals.size();

  flatbuffers::FlatBufferBuilder fbb(1 << 20);
  auto alignedBytes = [&](ArrayRef<uint8_t> data) {
    fbb.ForceVectorAlignment(data.size(), sizeof(uint8_t), 64);
    return fbb.CreateVector(data.data(), data.size());
  };

  // Functions and their shared bytecode.
  std::vector<uint8_t> bytecode;
  std::vector<flatbuffers::Offset<fb::Function>> functions;
  for (auto func : vmModule.getBody().front().getOps<vm::FuncOp>()) {
    FunctionEncoder encoder(func, functionOrdinals, importOrdinals,
                            rodataOrdinals);
    std::vector<uint8_t> code;
    if (failed(encoder.encode(code)))
      return failure();
    uint32_t offset = bytecode.size();
    bytecode.insert(bytecode.end(), code.begin(), code.end());
    while (bytecode.size() % 8)
      bytecode.push_back(0);
    functions.push_back(fb::CreateFunction(
        fbb, fbb.CreateString(func.getSymName().str()), offset, code.size(),
        encoder.getPrimitiveCount(), encoder.getRefCount(),
        fbb.CreateString(getTypeString(func.getArgumentTypes())),
        fbb.CreateString(getTypeString(func.getResultTypes()))));
  }

  std::vector<flatbuffers::Offset<fb::Import>> imports;
  for (auto import : vmModule.getBody().front().getOps<vm::ImportOp>()) {
    auto [moduleName, functionName] = import.getSymName().split('.');
    std::string arguments = getTypeString(import.getFunctionType().getInputs());
    if (import.getVariadic())
      arguments += "*";
    imports.push_back(fb::CreateImport(
        fbb, fbb.CreateString(moduleName.str()),
        fbb.CreateString(functionName.str()), fbb.CreateString(arguments),
        fbb.CreateString(
            getTypeString(import.getFunctionType().getResults()))));
  }

  auto tensorTypes = [&](ArrayAttr types)
      -> FailureOr<std::vector<flatbuffers::Offset<fb::TensorType>>> {
    std::vector<flatbuffers::Offset<fb::TensorType>> result;
    for (Attribute attr : types) {
      auto type = dyn_cast<RankedTensorType>(cast<TypeAttr>(attr).getValue());
      if (!type)
        return failure();
      // A dynamic dim is -1: the runtime accepts any size there.
      std::vector<int64_t> shape;
      for (int64_t dim : type.getShape())
        shape.push_back(ShapedType::isDynamic(dim) ? -1 : dim);
      result.push_back(fb::CreateTensorType(
          fbb, getSchemaType(type.getElementType()), fbb.CreateVector(shape)));
    }
    return result;
  };
  std::vector<flatbuffers::Offset<fb::Export>> exports;
  for (auto exportOp : vmModule.getBody().front().getOps<vm::ExportOp>()) {
    auto arguments = tensorTypes(exportOp.getArgumentTypes());
    auto results = tensorTypes(exportOp.getResultTypes());
    if (failed(arguments) || failed(results))
      return exportOp.emitOpError("signature must be ranked tensors");
    flatbuffers::Offset<fb::SPMDInfo> spmd;
    if (DictionaryAttr info = exportOp.getSpmdAttr())
      spmd = writeSPMDInfo(fbb, info);
    exports.push_back(fb::CreateExport(
        fbb, fbb.CreateString(exportOp.getExportName().str()),
        functionOrdinals.lookup(exportOp.getFunction()),
        fb::CreateExportSignature(fbb, fbb.CreateVector(*arguments),
                                  fbb.CreateVector(*results)),
        spmd));
  }

  std::vector<flatbuffers::Offset<fb::RodataSegment>> rodata;
  for (auto segment : vmModule.getBody().front().getOps<vm::RodataOp>()) {
    auto bytes = getElementBytes(segment.getLoc(), segment.getValue());
    if (failed(bytes))
      return failure();
    auto data = alignedBytes(*bytes);
    rodata.push_back(fb::CreateRodataSegment(
        fbb, fbb.CreateString(segment.getSymName().str()), data));
  }

  std::vector<flatbuffers::Offset<fb::Executable>> executables;
  auto executableOps = host ? llvm::to_vector(host.getOps<hal::ExecutableOp>())
                            : SmallVector<hal::ExecutableOp>();
  for (auto executable : executableOps) {
    std::vector<flatbuffers::Offset<fb::EntryPoint>> entryPoints;
    std::vector<flatbuffers::Offset<fb::ExecutableVariant>> variants;
    for (Operation &op : executable.getBody().front()) {
      if (auto entry = dyn_cast<hal::ExecutableEntryPointOp>(op)) {
        entryPoints.push_back(fb::CreateEntryPoint(
            fbb, fbb.CreateString(entry.getSymName().str()),
            entry.getBindings(), entry.getPushConstants().value_or(0)));
      } else if (auto binary = dyn_cast<hal::ExecutableBinaryOp>(op)) {
        StringRef data = binary.getData();
        auto bytes = alignedBytes(ArrayRef<uint8_t>(
            reinterpret_cast<const uint8_t *>(data.data()), data.size()));
        std::vector<uint32_t> counts;
        for (int64_t count : binary.getWorkgroupCounts())
          counts.push_back(static_cast<uint32_t>(count));
        auto u32s = [&](std::optional<ArrayRef<int64_t>> values) {
          std::vector<uint32_t> out;
          if (values)
            for (int64_t v : *values)
              out.push_back(
                  static_cast<uint32_t>(std::clamp<int64_t>(v, 0, UINT32_MAX)));
          return fbb.CreateVector(out);
        };
        auto u64s = [&](std::optional<ArrayRef<int64_t>> values) {
          std::vector<uint64_t> out;
          if (values)
            for (int64_t v : *values)
              out.push_back(static_cast<uint64_t>(std::max<int64_t>(v, 0)));
          return fbb.CreateVector(out);
        };
        std::vector<flatbuffers::Offset<flatbuffers::String>> kernels;
        if (auto values = binary.getKernels())
          for (Attribute v : *values)
            kernels.push_back(
                fbb.CreateString(cast<StringAttr>(v).getValue().str()));
        variants.push_back(fb::CreateExecutableVariant(
            fbb, fbb.CreateString(binary.getTarget().str()),
            fbb.CreateString(binary.getFormat().str()),
            fbb.CreateVector(counts), bytes, u32s(binary.getWorkgroupSizes()),
            u32s(binary.getPrivateMemoryBytes()),
            u32s(binary.getWorkgroupMemoryBytes()),
            u64s(binary.getIterationElements()), fbb.CreateVector(kernels),
            u64s(binary.getFlops()), u64s(binary.getBytes())));
      } else if (auto variant = dyn_cast<hal::ExecutableVariantOp>(op)) {
        return variant.emitOpError("was not serialized; run the hal phase's "
                                   "executable translation first");
      }
    }
    if (variants.empty())
      return executable.emitOpError("has no serialized variants");
    executables.push_back(fb::CreateExecutable(
        fbb, fbb.CreateString(executable.getSymName().str()),
        fbb.CreateVector(entryPoints), fbb.CreateVector(variants)));
  }

  auto bytecodeVector = fbb.CreateVector(bytecode);
  auto root =
      fb::CreateModule(fbb, module_format::kFormatVersion,
                       fbb.CreateString(vmModule.getSymName().str()),
                       fbb.CreateVector(functions), fbb.CreateVector(imports),
                       fbb.CreateVector(exports), fbb.CreateVector(rodata),
                       fbb.CreateVector(executables), bytecodeVector);
  fbb.Finish(root, module_format::kFileIdentifier);
  return module_format::serializeModuleFile(fbb.GetBufferPointer(),
                                            fbb.GetSize());
}

FailureOr<std::string> serializeModuleFile(mlir::ModuleOp module) {
  auto vmModules = llvm::to_vector(module.getOps<vm::ModuleOp>());
  if (vmModules.size() != 1)
    return module.emitError("expected exactly one vm.module, found ")
           << vmModules.size();
  return serialize(vmModules.front(), module);
}

FailureOr<std::string> serializeVMModule(vm::ModuleOp vmModule) {
  return serialize(vmModule, mlir::ModuleOp());
}

} // namespace strata
