//===- VMTest.cpp - Interpreter arithmetic, branches and calls ------------===//

#include "strata/runtime/vm.h"
#include "TestModuleBuilder.h"

#include <doctest/doctest.h>

#include <climits>
#include <cmath>

using namespace strata;
using namespace strata::test;
using vm::Value;

namespace {

struct VMFixture {
  Ref<Module> module;
  std::unique_ptr<vm::Context> context;

  explicit VMFixture(const ModuleSpec &spec) {
    std::string bytes = spec.build();
    auto m = Module::loadBytes(bytes.data(), bytes.size());
    REQUIRE_MESSAGE(m.isOk(), m.status().toString());
    module = *m;
    context = std::make_unique<vm::Context>(
        module, hal::Device::createLocal(nullptr, 1));
  }
  std::vector<Value> call(const std::string &fn, std::vector<Value> args) {
    auto r = context->call(fn, args);
    REQUIRE_MESSAGE(r.isOk(), r.status().toString());
    return *r;
  }
  Status callStatus(const std::string &fn, std::vector<Value> args) {
    auto r = context->call(fn, args);
    return r.status();
  }
};

ModuleSpec arithmeticModule() {
  ModuleSpec m;
  // 0: add_i32(a, b) = a + b
  m.functions.push_back({"add_i32", "ii", "i", 3, 0,
                         Asm().binary(vm::kAddI32, 2, 0, 1).ret({2}).code});
  // 1: sum_to(n) = 1 + 2 + ... + n (loop with cond_br)
  {
    Asm a;
    a.constI32(1, 0).constI32(2, 1).constI32(3, 1);
    size_t loop = a.pos();
    a.binary(vm::kCmpLeSI32, 4, 2, 0);
    size_t cb = a.pos();
    a.condBr(4, 0, 0);
    size_t body = a.pos();
    a.binary(vm::kAddI32, 1, 1, 2)
        .binary(vm::kAddI32, 2, 2, 3)
        .br(uint32_t(loop));
    size_t exit = a.pos();
    a.ret({1});
    a.patchU32(cb + 3, uint32_t(body));
    a.patchU32(cb + 7, uint32_t(exit));
    m.functions.push_back({"sum_to", "i", "i", 5, 0, a.code});
  }
  // 2: fib(n) recursive through CALL
  {
    Asm a;
    a.constI32(1, 2);
    a.binary(vm::kCmpLtSI32, 2, 0, 1);
    size_t cb = a.pos();
    a.condBr(2, 0, 0);
    size_t base = a.pos();
    a.ret({0});
    size_t rec = a.pos();
    a.constI32(3, 1).binary(vm::kSubI32, 4, 0, 3);
    a.call(vm::kCall, 2, {4}, {5});
    a.binary(vm::kSubI32, 4, 0, 1);
    a.call(vm::kCall, 2, {4}, {6});
    a.binary(vm::kAddI32, 7, 5, 6).ret({7});
    a.patchU32(cb + 3, uint32_t(base));
    a.patchU32(cb + 7, uint32_t(rec));
    m.functions.push_back({"fib", "i", "i", 8, 0, a.code});
  }
  // 3: divs(a, b), 4: rems(a, b)
  m.functions.push_back({"divs", "ii", "i", 3, 0,
                         Asm().binary(vm::kDivSI32, 2, 0, 1).ret({2}).code});
  m.functions.push_back({"rems", "ii", "i", 3, 0,
                         Asm().binary(vm::kRemSI32, 2, 0, 1).ret({2}).code});
  // 5: fails(x): x != 0 -> FAIL "x must be zero"
  {
    Asm a;
    size_t cb = a.pos();
    a.condBr(0, 0, 0);
    size_t bad = a.pos();
    a.fail("x must be zero");
    size_t good = a.pos();
    a.ret({});
    a.patchU32(cb + 3, uint32_t(bad));
    a.patchU32(cb + 7, uint32_t(good));
    m.functions.push_back({"fails", "i", "", 1, 0, a.code});
  }
  // 6: f32 ops: (a * b - c) / d, and a < b, a == b
  {
    Asm a;
    a.binary(vm::kMulF32, 4, 0, 1).binary(vm::kSubF32, 4, 4, 2);
    a.binary(vm::kDivF32, 4, 4, 3).binary(vm::kAddF32, 5, 4, 4);
    a.binary(vm::kCmpOLtF32, 6, 0, 1).binary(vm::kCmpOEqF32, 7, 0, 1);
    a.ret({4, 5, 6, 7});
    m.functions.push_back({"f32ops", "ffff", "ffii", 8, 0, a.code});
  }
  // 7: i64 ops: a*b, a/b, a%b, a&b, a|b, a^b, trunc(a), ext(trunc(a)), a-b
  {
    Asm a;
    a.binary(vm::kMulI64, 2, 0, 1).binary(vm::kDivSI64, 3, 0, 1);
    a.binary(vm::kRemSI64, 4, 0, 1).binary(vm::kAndI64, 5, 0, 1);
    a.binary(vm::kOrI64, 6, 0, 1).binary(vm::kXorI64, 7, 0, 1);
    a.op(vm::kTruncI64I32).u16(8).u16(0);
    a.op(vm::kExtI32I64S).u16(9).u16(8);
    a.binary(vm::kSubI64, 10, 0, 1);
    a.binary(vm::kCmpLtSI64, 11, 0, 1);
    a.ret({2, 3, 4, 5, 6, 7, 8, 9, 10, 11});
    m.functions.push_back({"i64ops", "II", "IIIIIIiIIi", 12, 0, a.code});
  }
  // 8: select(c, a, b) on primitives and refs; returns (p, r)
  {
    Asm a;
    a.op(vm::kSelectP).u16(3).u16(0).u16(1).u16(2);
    a.op(vm::kConstRefNull).u16(1);
    a.op(vm::kSelectR).u16(2).u16(0).u16(0).u16(1);
    a.op(vm::kMovR).u16(3).u16(2).op(vm::kMovP).u16(4).u16(3).op(vm::kNop);
    a.ret({4, 3});
    m.functions.push_back({"select", "iiir", "ir", 5, 4, a.code});
  }
  // 9: forever(): calls itself (depth limit)
  m.functions.push_back(
      {"forever", "", "", 0, 0, Asm().call(vm::kCall, 9, {}, {}).ret({}).code});
  // 10: i32 bitwise / compare mix
  {
    Asm a;
    a.binary(vm::kAndI32, 2, 0, 1).binary(vm::kOrI32, 3, 0, 1);
    a.binary(vm::kXorI32, 4, 0, 1).binary(vm::kMulI32, 5, 0, 1);
    a.binary(vm::kCmpEqI32, 6, 0, 1).binary(vm::kCmpNeI32, 7, 0, 1);
    a.binary(vm::kCmpLtSI32, 8, 0, 1);
    a.ret({2, 3, 4, 5, 6, 7, 8});
    m.functions.push_back({"i32ops", "ii", "iiiiiii", 9, 0, a.code});
  }
  return m;
}

} // namespace

TEST_CASE("VM arithmetic, branches and calls") {
  VMFixture f(arithmeticModule());
  CHECK(f.call("add_i32", {Value::i32(40), Value::i32(2)})[0].asI32() == 42);
  CHECK(f.call("add_i32", {Value::i32(INT_MAX), Value::i32(1)})[0].asI32() ==
        INT_MIN);
  CHECK(f.call("sum_to", {Value::i32(100)})[0].asI32() == 5050);
  CHECK(f.call("sum_to", {Value::i32(0)})[0].asI32() == 0);
  CHECK(f.call("fib", {Value::i32(15)})[0].asI32() == 610);
  CHECK(f.call("divs", {Value::i32(-7), Value::i32(2)})[0].asI32() == -3);
  CHECK(f.call("rems", {Value::i32(-7), Value::i32(2)})[0].asI32() == -1);
  CHECK(f.call("divs", {Value::i32(INT_MIN), Value::i32(-1)})[0].asI32() ==
        INT_MIN);
  CHECK(f.call("rems", {Value::i32(INT_MIN), Value::i32(-1)})[0].asI32() == 0);

  auto ops = f.call("i32ops", {Value::i32(12), Value::i32(10)});
  CHECK(ops[0].asI32() == 8);
  CHECK(ops[1].asI32() == 14);
  CHECK(ops[2].asI32() == 6);
  CHECK(ops[3].asI32() == 120);
  CHECK(ops[4].asI32() == 0);
  CHECK(ops[5].asI32() == 1);
  CHECK(ops[6].asI32() == 0);
}

TEST_CASE("VM division by zero and FAIL abort the call") {
  VMFixture f(arithmeticModule());
  Status s = f.callStatus("divs", {Value::i32(1), Value::i32(0)});
  CHECK(s.code() == StatusCode::kFailedPrecondition);
  CHECK(s.message() == "function 'divs' at +0: integer division by zero");
  s = f.callStatus("fails", {Value::i32(1)});
  CHECK(s.code() == StatusCode::kFailedPrecondition);
  CHECK(s.message() == "x must be zero");
  CHECK(f.callStatus("fails", {Value::i32(0)}).isOk());
}

TEST_CASE("VM f32 and i64 operations") {
  VMFixture f(arithmeticModule());
  auto r = f.call("f32ops", {Value::f32(3.0f), Value::f32(4.0f),
                             Value::f32(2.0f), Value::f32(5.0f)});
  CHECK(r[0].asF32() == doctest::Approx(2.0));
  CHECK(r[1].asF32() == doctest::Approx(4.0));
  CHECK(r[2].asI32() == 1);
  CHECK(r[3].asI32() == 0);
  auto nan = f.call("f32ops", {Value::f32(NAN), Value::f32(NAN), Value::f32(0),
                               Value::f32(1)});
  CHECK(nan[2].asI32() == 0); // ordered compares are false on NaN
  CHECK(nan[3].asI32() == 0);

  int64_t a = 0x100000005LL, b = -3;
  auto i = f.call("i64ops", {Value::i64(a), Value::i64(b)});
  CHECK(i[0].asI64() == a * b);
  CHECK(i[1].asI64() == a / b);
  CHECK(i[2].asI64() == a % b);
  CHECK(i[3].asI64() == (a & b));
  CHECK(i[4].asI64() == (a | b));
  CHECK(i[5].asI64() == (a ^ b));
  CHECK(i[6].asI32() == 5);
  CHECK(i[7].asI64() == 5);
  CHECK(i[8].asI64() == a - b);
  CHECK(i[9].asI32() == 0);
  auto neg = f.call("i64ops", {Value::i64(0xFFFFFFFFLL), Value::i64(1)});
  CHECK(neg[7].asI64() == -1); // ext of trunc(0xFFFFFFFF) sign-extends
}

TEST_CASE("VM select, moves and refs") {
  VMFixture f(arithmeticModule());
  auto buffer = hal::Buffer::allocate(8);
  REQUIRE(buffer.isOk());
  Ref<RefObject> ref(*buffer);
  auto r1 = f.call("select", {Value::i32(1), Value::i32(7), Value::i32(9),
                              Value::fromRef(ref)});
  CHECK(r1[0].asI32() == 7);
  CHECK(r1[1].ref.get() == ref.get());
  auto r0 = f.call("select", {Value::i32(0), Value::i32(7), Value::i32(9),
                              Value::fromRef(ref)});
  CHECK(r0[0].asI32() == 9);
  CHECK(!r0[1].ref);
}

TEST_CASE("VM call API checks and depth limit") {
  VMFixture f(arithmeticModule());
  Status s = f.callStatus("add_i32", {Value::i32(1)});
  CHECK(s.code() == StatusCode::kInvalidArgument);
  CHECK(s.message() == "function 'add_i32' expects 2 arguments, got 1");
  s = f.callStatus("add_i32", {Value::i32(1), Value::f32(1)});
  CHECK(s.message() == "argument 1: expected VM type 'i', got 'f'");
  s = f.callStatus("nope", {});
  CHECK(s.code() == StatusCode::kNotFound);
  s = f.callStatus("forever", {});
  CHECK(s.code() == StatusCode::kResourceExhausted);
  CHECK(s.message().find("call depth exceeds 256") != std::string::npos);
}
