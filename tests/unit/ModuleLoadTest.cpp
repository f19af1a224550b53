//===- ModuleLoadTest.cpp - File header, FlatBuffers and semantic checks ===//

#include "TestModules.h"
#include "strata/runtime/module.h"

#include <doctest/doctest.h>

using namespace strata;
using namespace strata::test;

namespace {

/// Smallest valid module: `f() -> ()` that returns.
ModuleSpec minimalModule() {
  ModuleSpec m;
  Asm a;
  a.ret({});
  m.functions.push_back({"f", "", "", 0, 0, a.code});
  return m;
}

std::string loadError(const std::string &bytes) {
  auto m = Module::loadBytes(bytes.data(), bytes.size(), "m.smod");
  if (m.isOk())
    return "<loaded>";
  return m.status().message();
}

} // namespace

TEST_CASE("module_format header round trip") {
  std::string payload = "hello payload";
  std::string file =
      module_format::serializeModuleFile(payload.data(), payload.size());
  REQUIRE(file.size() == 64 + payload.size());
  module_format::FileHeader h;
  std::string err;
  CHECK(module_format::parseHeader(file.data(), file.size(), &h, &err));
  CHECK(h.formatVersion == 1);
  CHECK(h.payloadSize == payload.size());
  CHECK(h.crc32 == module_format::computeCrc32(payload.data(), payload.size()));
  CHECK(std::memcmp(file.data(), "SMOD", 4) == 0);
}

TEST_CASE("a minimal module loads") {
  std::string bytes = minimalModule().build();
  auto m = Module::loadBytes(bytes.data(), bytes.size());
  REQUIRE_MESSAGE(m.isOk(), m.status().toString());
  CHECK((*m)->formatVersion() == 1);
  CHECK((*m)->findFunction("f") == 0);
  CHECK((*m)->findFunction("g") == -1);
}

TEST_CASE("truncated module files are refused") {
  std::string bytes = minimalModule().build();
  CHECK(loadError(bytes.substr(0, 10))
            .find("shorter than the 64-byte module header") !=
        std::string::npos);
  CHECK(loadError(bytes.substr(0, bytes.size() - 4))
            .find("header says the payload is") != std::string::npos);
  CHECK(loadError("").find("file is 0 bytes") != std::string::npos);
}

TEST_CASE("flipped bytes are refused") {
  std::string bytes = minimalModule().build();
  SUBCASE("magic") {
    bytes[1] ^= 0x20;
    CHECK(loadError(bytes).find("bad magic") != std::string::npos);
  }
  SUBCASE("reserved header byte") {
    bytes[40] = 1;
    CHECK(loadError(bytes).find("header byte 40 is not zero") !=
          std::string::npos);
  }
  SUBCASE("payload byte (crc)") {
    bytes[64 + 20] ^= 0x01;
    CHECK(loadError(bytes).find("crc32 mismatch") != std::string::npos);
  }
  SUBCASE("every payload byte is caught") {
    for (size_t i = 64; i < bytes.size(); ++i) {
      std::string copy = bytes;
      copy[i] ^= 0x40;
      CHECK_MESSAGE(loadError(copy) != "<loaded>", "byte ", i);
    }
  }
}

TEST_CASE("corrupt tables with a valid crc are refused by the verifier") {
  std::string payload = minimalModule().payload();
  // Point the root table offset far outside the buffer.
  payload[0] = char(0xF0);
  payload[1] = char(0xFF);
  std::string file =
      module_format::serializeModuleFile(payload.data(), payload.size());
  CHECK(loadError(file).find("FlatBuffers verifier rejected") !=
        std::string::npos);

  std::string noId = minimalModule().payload();
  noId[4] = 'X';
  file = module_format::serializeModuleFile(noId.data(), noId.size());
  CHECK(loadError(file).find("file identifier 'SMD1' missing") !=
        std::string::npos);
}

TEST_CASE("newer format versions are refused") {
  ModuleSpec m = minimalModule();
  m.headerVersion = 7;
  CHECK(loadError(m.build()) ==
        "m.smod: module format version 7 is newer than this runtime (1)");
  m.headerVersion = 1;
  m.payloadVersion = 2;
  CHECK(loadError(m.build()).find("payload format_version 2 does not match the "
                                  "file header's 1") != std::string::npos);
}

TEST_CASE("bad function ranges are refused") {
  ModuleSpec m = minimalModule();
  m.functions[0].lengthOverride = 100;
  CHECK(loadError(m.build()).find("function 0 'f' code range [0, 100) is "
                                  "outside the module bytecode (3 bytes)") !=
        std::string::npos);
  m.functions[0].lengthOverride = 0;
  CHECK(loadError(m.build()).find("has no code") != std::string::npos);
  m.functions[0].lengthOverride = -1;
  m.functions[0].offsetOverride = 0xFFFFFFF0;
  CHECK(loadError(m.build()).find("outside the module bytecode") !=
        std::string::npos);
}

TEST_CASE("function type strings and register counts are checked") {
  ModuleSpec m = minimalModule();
  m.functions[0].args = "ix";
  CHECK(loadError(m.build()).find("has a char outside 'iIfFr'") !=
        std::string::npos);
  m.functions[0].args = "ii";
  CHECK(
      loadError(m.build()).find("takes 2 primitive and 0 ref arguments but has "
                                "only 0 primitive") != std::string::npos);
}

TEST_CASE("imports are resolved against the runtime") {
  ModuleSpec m = minimalModule();
  m.imports.push_back({"hal", "does.not.exist", "", ""});
  CHECK(
      loadError(m.build()).find("import 0 'hal.does.not.exist' is not provided "
                                "by this runtime") != std::string::npos);
  m.imports[0] = {"hal", "fence.await", "rr", ""};
  CHECK(
      loadError(m.build()).find("has types 'rr' -> '' but the runtime provides "
                                "'r' -> ''") != std::string::npos);
  m.imports[0] = {"hal", "fence.await", "r*r", ""};
  CHECK(loadError(m.build()).find("has invalid types") != std::string::npos);
  m.imports[0] = {"hal", "fence.await", "r", ""};
  CHECK(loadError(m.build()) == "<loaded>");
}

TEST_CASE("exports are checked") {
  ModuleSpec m = minimalModule();
  m.exports.push_back({"main", 3, {}, {}});
  CHECK(loadError(m.build()).find("export 'main' function ordinal 3 is out of "
                                  "range (1 functions)") != std::string::npos);
  m.exports[0].function = 0;
  m.exports[0].args = {{hal::ElementType::kF32, {2}}};
  CHECK(
      loadError(m.build()).find("has VM types '' -> '' but the signature has 1 "
                                "tensor arguments") != std::string::npos);
  m.exports[0].args = {};
  m.exports.push_back(m.exports[0]);
  CHECK(loadError(m.build()).find("duplicate export 'main'") !=
        std::string::npos);
  m.exports.pop_back();
  m.functions[0].results = "r";
  m.functions[0].refs = 1;
  m.functions[0].code = Asm().op(vm::kConstRefNull).u16(0).ret({0}).code;
  m.exports[0].results = {{hal::ElementType(99), {2}}};
  CHECK(loadError(m.build()).find("export 'main' result 0 has invalid element "
                                  "type code 99") != std::string::npos);
}

TEST_CASE("executables are checked") {
  ModuleSpec m = minimalModule();
  ExecutableSpec exe;
  exe.name = "e";
  exe.entries = {{"k", 1, 0}};
  m.executables.push_back(exe);
  CHECK(loadError(m.build()).find("executable 0 'e' has entry points but no "
                                  "variants") != std::string::npos);
  m.executables[0].variants.push_back(
      {"llvm-cpu", "system-elf-x86_64", {1, 1}, {1, 2, 3}});
  CHECK(
      loadError(m.build()).find("has 2 workgroup_counts values, expected 3 per "
                                "entry point (3)") != std::string::npos);
  m.executables[0].variants[0].workgroupCounts = {1, 1, 1};
  m.executables[0].variants[0].binary.clear();
  CHECK(loadError(m.build()).find("has an empty binary") != std::string::npos);
  m.executables[0].variants[0].binary = {1};
  CHECK(loadError(m.build()) == "<loaded>");
  m.executables[0].entries.clear();
  CHECK(loadError(m.build()).find("has no entry points") != std::string::npos);
}

TEST_CASE("loadFile reports a missing file") {
  auto m = Module::loadFile("/nonexistent/dir/x.smod");
  REQUIRE(!m.isOk());
  CHECK(m.status().code() == StatusCode::kNotFound);
  CHECK(m.status().message().find("/nonexistent/dir/x.smod: cannot open") == 0);
}

TEST_CASE("rodata is 64-byte aligned in a loaded module") {
  ModuleSpec m = minimalModule();
  m.rodata.push_back({"a", std::vector<uint8_t>(3, 7)});
  m.rodata.push_back({"b", std::vector<uint8_t>(100, 9)});
  std::string bytes = m.build();
  auto mod = Module::loadBytes(bytes.data(), bytes.size());
  REQUIRE(mod.isOk());
  for (const auto *seg : *(*mod)->fb().rodata())
    CHECK(reinterpret_cast<uintptr_t>(seg->data()->data()) % 64 == 0);
}

TEST_CASE("misaligned rodata is refused") {
  bool refused = false;
  for (int k = 0; k < 32 && !refused; ++k) {
    ModuleSpec m = minimalModule();
    m.rodataAlignment = 4;
    m.rodata.push_back(
        {std::string(size_t(k), 'n'), std::vector<uint8_t>(5, 1)});
    std::string err = loadError(m.build());
    if (err == "<loaded>")
      continue;
    CHECK(err.find("rodata segment 0 '") != std::string::npos);
    CHECK(err.find("not 64-byte aligned (schema force_align: 64)") !=
          std::string::npos);
    refused = true;
  }
  CHECK(refused);
}
