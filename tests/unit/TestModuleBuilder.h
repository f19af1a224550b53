//===- TestModuleBuilder.h - Build .smod modules in tests --------*- C++
//-*-===//
//
// A small assembler for VM bytecode and a FlatBuffers-based module builder
// that writes the file header with module_format.h, as the compiler does.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TESTS_UNIT_TESTMODULEBUILDER_H
#define STRATA_TESTS_UNIT_TESTMODULEBUILDER_H

#include "module_generated.h"
#include "strata/runtime/bytecode.h"
#include "strata/runtime/hal.h"
#include "strata/runtime/module_format.h"
#include "strata/runtime/vm.h"

#include <cstring>
#include <fstream>
#include <string>
#include <vector>

namespace strata::test {

/// Bytecode assembler (little-endian operands).
struct Asm {
  std::vector<uint8_t> code;

  size_t pos() const { return code.size(); }
  Asm &op(uint8_t o) {
    code.push_back(o);
    return *this;
  }
  Asm &u16(uint16_t v) {
    code.push_back(uint8_t(v));
    code.push_back(uint8_t(v >> 8));
    return *this;
  }
  Asm &u32(uint32_t v) {
    for (int i = 0; i < 4; ++i)
      code.push_back(uint8_t(v >> (8 * i)));
    return *this;
  }
  Asm &u64(uint64_t v) {
    for (int i = 0; i < 8; ++i)
      code.push_back(uint8_t(v >> (8 * i)));
    return *this;
  }
  void patchU32(size_t at, uint32_t v) {
    for (int i = 0; i < 4; ++i)
      code[at + i] = uint8_t(v >> (8 * i));
  }

  Asm &constI32(uint16_t d, int32_t v) {
    return op(vm::kConstI32).u16(d).u32(uint32_t(v));
  }
  Asm &constI64(uint16_t d, int64_t v) {
    return op(vm::kConstI64).u16(d).u64(uint64_t(v));
  }
  Asm &constF32(uint16_t d, float v) {
    uint32_t b;
    std::memcpy(&b, &v, 4);
    return op(vm::kConstF32).u16(d).u32(b);
  }
  Asm &binary(uint8_t o, uint16_t d, uint16_t a, uint16_t b) {
    return op(o).u16(d).u16(a).u16(b);
  }
  /// CALL / CALL_IMPORT with explicit register lists.
  Asm &call(uint8_t o, uint32_t target, std::vector<uint16_t> args,
            std::vector<uint16_t> results) {
    op(o).u32(target).u16(uint16_t(args.size()));
    for (auto r : args)
      u16(r);
    u16(uint16_t(results.size()));
    for (auto r : results)
      u16(r);
    return *this;
  }
  Asm &ret(std::vector<uint16_t> regs) {
    op(vm::kReturn).u16(uint16_t(regs.size()));
    for (auto r : regs)
      u16(r);
    return *this;
  }
  Asm &br(uint32_t t) { return op(vm::kBr).u32(t); }
  Asm &condBr(uint16_t c, uint32_t t, uint32_t f) {
    return op(vm::kCondBr).u16(c).u32(t).u32(f);
  }
  Asm &fail(const std::string &msg) {
    op(vm::kFail).u16(uint16_t(msg.size()));
    code.insert(code.end(), msg.begin(), msg.end());
    return *this;
  }
};

struct TensorSpec {
  hal::ElementType type;
  std::vector<int64_t> shape;
};

struct FunctionSpec {
  std::string name, args, results;
  uint16_t prims = 0, refs = 0;
  std::vector<uint8_t> code;
  // Overrides of the computed byte range (for negative tests).
  int64_t offsetOverride = -1, lengthOverride = -1;
};

struct ImportSpec {
  std::string module, name, args, results;
};

struct ExportSpec {
  std::string name;
  uint32_t function = 0;
  std::vector<TensorSpec> args, results;
};

struct EntrySpec {
  std::string name;
  uint32_t bindings = 0, pushConstants = 0;
};

struct VariantSpec {
  std::string target, format;
  std::vector<uint32_t> workgroupCounts;
  std::vector<uint8_t> binary;
};

struct ExecutableSpec {
  std::string name;
  std::vector<EntrySpec> entries;
  std::vector<VariantSpec> variants;
};

struct ModuleSpec {
  std::string name = "test";
  uint32_t headerVersion = module_format::kFormatVersion;
  uint32_t payloadVersion = module_format::kFormatVersion;
  std::vector<FunctionSpec> functions;
  std::vector<ImportSpec> imports;
  std::vector<ExportSpec> exports;
  std::vector<std::pair<std::string, std::vector<uint8_t>>> rodata;
  std::vector<ExecutableSpec> executables;
  /// force_align of rodata vectors (the schema says 64; tests vary it).
  size_t rodataAlignment = 64;

  /// Adds <module>.<name> with the runtime's own type strings; returns its
  /// ordinal (an existing identical import is reused).
  uint32_t importNative(const std::string &module, const std::string &fn) {
    for (size_t i = 0; i < imports.size(); ++i)
      if (imports[i].module == module && imports[i].name == fn)
        return uint32_t(i);
    const vm::NativeFunction *f = vm::findNativeFunction(module, fn);
    imports.push_back(
        {module, fn, f ? f->argumentTypes : "?", f ? f->resultTypes : "?"});
    return uint32_t(imports.size() - 1);
  }
  /// Adds hal.<name> with the runtime's own type strings; returns ordinal.
  uint32_t importHal(const std::string &fn) {
    const vm::NativeFunction *f = vm::findNativeFunction("hal", fn);
    imports.push_back(
        {"hal", fn, f ? f->argumentTypes : "?", f ? f->resultTypes : "?"});
    return uint32_t(imports.size() - 1);
  }

  /// FlatBuffer payload only.
  std::string payload() const {
    flatbuffers::FlatBufferBuilder b;
    std::vector<uint8_t> bytecode;
    std::vector<flatbuffers::Offset<module_fb::Function>> fns;
    for (const auto &f : functions) {
      uint32_t off = uint32_t(bytecode.size());
      bytecode.insert(bytecode.end(), f.code.begin(), f.code.end());
      fns.push_back(module_fb::CreateFunction(
          b, b.CreateString(f.name),
          f.offsetOverride >= 0 ? uint32_t(f.offsetOverride) : off,
          f.lengthOverride >= 0 ? uint32_t(f.lengthOverride)
                                : uint32_t(f.code.size()),
          f.prims, f.refs, b.CreateString(f.args), b.CreateString(f.results)));
    }
    std::vector<flatbuffers::Offset<module_fb::Import>> imps;
    for (const auto &i : imports)
      imps.push_back(module_fb::CreateImport(
          b, b.CreateString(i.module), b.CreateString(i.name),
          b.CreateString(i.args), b.CreateString(i.results)));
    auto tensors = [&](const std::vector<TensorSpec> &ts) {
      std::vector<flatbuffers::Offset<module_fb::TensorType>> out;
      for (const auto &t : ts)
        out.push_back(module_fb::CreateTensorType(
            b, module_fb::ElementType(uint32_t(t.type)),
            b.CreateVector(t.shape)));
      return b.CreateVector(out);
    };
    std::vector<flatbuffers::Offset<module_fb::Export>> exps;
    for (const auto &e : exports) {
      auto args = tensors(e.args);
      auto results = tensors(e.results);
      exps.push_back(module_fb::CreateExport(
          b, b.CreateString(e.name), e.function,
          module_fb::CreateExportSignature(b, args, results)));
    }
    std::vector<flatbuffers::Offset<module_fb::RodataSegment>> ro;
    for (const auto &r : rodata) {
      auto name = b.CreateString(r.first);
      b.ForceVectorAlignment(r.second.size(), 1, rodataAlignment);
      auto data = b.CreateVector(r.second);
      ro.push_back(module_fb::CreateRodataSegment(b, name, data));
    }
    std::vector<flatbuffers::Offset<module_fb::Executable>> exes;
    for (const auto &x : executables) {
      std::vector<flatbuffers::Offset<module_fb::EntryPoint>> eps;
      for (const auto &e : x.entries)
        eps.push_back(module_fb::CreateEntryPoint(b, b.CreateString(e.name),
                                                  e.bindings, e.pushConstants));
      std::vector<flatbuffers::Offset<module_fb::ExecutableVariant>> vars;
      for (const auto &v : x.variants) {
        auto target = b.CreateString(v.target);
        auto format = b.CreateString(v.format);
        auto wg = b.CreateVector(v.workgroupCounts);
        b.ForceVectorAlignment(v.binary.size(), 1, 64);
        auto bin = b.CreateVector(v.binary);
        vars.push_back(
            module_fb::CreateExecutableVariant(b, target, format, wg, bin));
      }
      auto name = b.CreateString(x.name);
      auto epv = b.CreateVector(eps);
      auto varv = b.CreateVector(vars);
      exes.push_back(module_fb::CreateExecutable(b, name, epv, varv));
    }
    auto nameOff = b.CreateString(name);
    auto fnv = b.CreateVector(fns);
    auto impv = b.CreateVector(imps);
    auto expv = b.CreateVector(exps);
    auto rov = b.CreateVector(ro);
    auto exev = b.CreateVector(exes);
    auto bcv = b.CreateVector(bytecode);
    auto root = module_fb::CreateModule(b, payloadVersion, nameOff, fnv, impv,
                                        expv, rov, exev, bcv);
    module_fb::FinishModuleBuffer(b, root);
    return std::string(reinterpret_cast<const char *>(b.GetBufferPointer()),
                       b.GetSize());
  }

  /// Whole .smod file image.
  std::string build() const {
    std::string p = payload();
    return module_format::serializeModuleFile(p.data(), p.size(),
                                              headerVersion);
  }
};

inline std::vector<uint8_t> readBinaryFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  return std::vector<uint8_t>((std::istreambuf_iterator<char>(in)),
                              std::istreambuf_iterator<char>());
}

inline void writeBinaryFile(const std::string &path, const std::string &bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), std::streamsize(bytes.size()));
}

} // namespace strata::test

#endif // STRATA_TESTS_UNIT_TESTMODULEBUILDER_H
