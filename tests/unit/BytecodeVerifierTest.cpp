//===- BytecodeVerifierTest.cpp - Negative tests of the bytecode verifier ===//

#include "TestModuleBuilder.h"
#include "strata/runtime/module.h"

#include <doctest/doctest.h>

using namespace strata;
using namespace strata::test;

namespace {

std::string verifyCode(std::vector<uint8_t> code, std::string args = "",
                       std::string results = "", uint16_t prims = 4,
                       uint16_t refs = 2, ModuleSpec m = {}) {
  m.functions.insert(m.functions.begin(),
                     FunctionSpec{"f", args, results, prims, refs, code});
  std::string bytes = m.build();
  auto mod = Module::loadBytes(bytes.data(), bytes.size(), "m.smod");
  return mod.isOk() ? "<ok>" : mod.status().message();
}

bool contains(const std::string &s, const std::string &what) {
  if (s.find(what) != std::string::npos)
    return true;
  MESSAGE("got: ", s);
  return false;
}

} // namespace

TEST_CASE("valid code passes") {
  Asm a;
  a.constI32(0, 1).constI32(1, 2).binary(vm::kAddI32, 2, 0, 1).ret({2});
  CHECK(verifyCode(a.code, "", "i") == "<ok>");
}

TEST_CASE("unknown opcode") {
  Asm a;
  a.op(0xFF).ret({});
  CHECK(
      contains(verifyCode(a.code), "function 'f' at +0: unknown opcode 0xff"));
  Asm b;
  b.op(0x16).ret({});
  CHECK(contains(verifyCode(b.code), "unknown opcode 0x16"));
}

TEST_CASE("register out of range") {
  Asm a;
  a.constI32(4, 1).ret({});
  CHECK(contains(verifyCode(a.code), "at +0 (const.i32): primitive register 4 "
                                     "out of range (function has 4)"));
  Asm b;
  b.op(vm::kMovR).u16(0).u16(2).ret({});
  CHECK(contains(verifyCode(b.code),
                 "ref register 2 out of range (function has 2)"));
}

TEST_CASE("bad branch targets") {
  Asm a;
  a.br(100);
  CHECK(contains(verifyCode(a.code),
                 "branch target +100 is outside the function"));
  Asm b;
  b.constI32(0, 0).br(2); // into the middle of const.i32
  CHECK(contains(verifyCode(b.code), "at +7 (br): branch target +2 is not an "
                                     "instruction start"));
  Asm c;
  c.constI32(0, 1).condBr(0, 0, 17).ret({});
  CHECK(contains(verifyCode(c.code), "branch target +17"));
}

TEST_CASE("call arity and banks") {
  ModuleSpec m;
  Asm g;
  g.ret({0});
  m.functions.push_back({"g", "ir", "i", 1, 1, g.code});
  Asm a;
  a.call(vm::kCall, 1, {0}, {0}).ret({});
  CHECK(contains(
      verifyCode(a.code, "", "", 4, 2, m),
      "argument count 1 does not match the callee's types 'ir' (expected 2)"));
  Asm b;
  b.call(vm::kCall, 1, {0, 0}, {}).ret({});
  CHECK(contains(verifyCode(b.code, "", "", 4, 2, m),
                 "result count 0 does not match the callee's types 'i'"));
  Asm c;
  c.call(vm::kCall, 1, {0, 3}, {0}).ret({}); // r3 out of range (2 refs)
  CHECK(contains(verifyCode(c.code, "", "", 4, 2, m),
                 "ref register 3 out of range"));
  Asm d;
  d.call(vm::kCall, 9, {}, {}).ret({});
  CHECK(contains(verifyCode(d.code, "", "", 4, 2, m),
                 "function ordinal 9 out of range"));
  Asm e;
  e.call(vm::kCall, 1, {0, 0}, {0}).ret({});
  CHECK(verifyCode(e.code, "", "", 4, 2, m) == "<ok>");
}

TEST_CASE("variadic import arity") {
  ModuleSpec m;
  m.importHal("buffer_view.create"); // riI*
  Asm ok;
  ok.call(vm::kCallImport, 0, {0, 0}, {1})
      .call(vm::kCallImport, 0, {0, 0, 1, 2}, {1})
      .ret({});
  CHECK(verifyCode(ok.code, "", "", 4, 2, m) == "<ok>");
  Asm bad;
  bad.call(vm::kCallImport, 0, {0}, {1}).ret({});
  CHECK(contains(verifyCode(bad.code, "", "", 4, 2, m),
                 "argument count 1 does not match the callee's types 'riI*' "
                 "(expected at least 2)"));
  Asm ord;
  ord.call(vm::kCallImport, 5, {}, {}).ret({});
  CHECK(contains(verifyCode(ord.code, "", "", 4, 2, m),
                 "import ordinal 5 out of range"));
}

TEST_CASE("missing terminator and truncation") {
  Asm a;
  a.constI32(0, 1);
  CHECK(contains(verifyCode(a.code), "does not end with return, br or fail"));
  Asm b;
  b.op(vm::kConstI64).u16(0).u32(1); // 4 of 8 immediate bytes
  CHECK(contains(verifyCode(b.code), "instruction is truncated"));
  Asm c;
  c.ret({0});
  CHECK(contains(verifyCode(c.code), "return value count 1 does not match"));
  Asm d;
  d.fail("abc");
  d.code.pop_back();
  CHECK(contains(verifyCode(d.code), "truncated"));
}

TEST_CASE("rodata ordinal") {
  Asm a;
  a.op(vm::kConstRodata).u16(0).u32(0).ret({});
  CHECK(contains(verifyCode(a.code),
                 "rodata ordinal 0 out of range (module has 0)"));
}
