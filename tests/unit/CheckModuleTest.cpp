//===- CheckModuleTest.cpp - The `check` native module --------------------===//
//
// Bytecode programs that wrap rodata into buffer views and call the check.*
// imports, as compiled StableHLO test programs do; the recorded results are
// read back from the context.
//
//===----------------------------------------------------------------------===//

#include "TestModules.h"
#include "strata/runtime/check.h"
#include "strata/runtime/vm.h"

#include <doctest/doctest.h>

#include <cmath>
#include <limits>

using namespace strata;
using namespace strata::test;
using check::CheckResult;
using hal::ElementType;

namespace {

struct Ran {
  Ref<Module> module;
  std::unique_ptr<vm::Context> context;
  StatusOr<std::vector<Ref<hal::BufferView>>> results =
      internalError("not run");

  std::vector<CheckResult> checks() const {
    return context->checks().results();
  }
};

Ran run(const ModuleSpec &spec) {
  Ran r;
  std::string bytes = spec.build();
  auto m = Module::loadBytes(bytes.data(), bytes.size(), "check.smod");
  REQUIRE_MESSAGE(m.isOk(), m.status().toString());
  r.module = *m;
  r.context = std::make_unique<vm::Context>(
      r.module, hal::Device::createLocal(nullptr, 1));
  r.results = r.context->invoke("main", {});
  return r;
}

/// Runs and requires the invocation itself to succeed.
Ran runOk(const ModuleSpec &spec) {
  Ran r = run(spec);
  REQUIRE_MESSAGE(r.results.isOk(), r.results.status().toString());
  return r;
}

float f32FromBits(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

const float kNaN = std::numeric_limits<float>::quiet_NaN();
const float kInf = std::numeric_limits<float>::infinity();

} // namespace

TEST_CASE("check.expect_eq passes and fails, recording index, values, count") {
  CheckProgram p;
  auto a = p.tensor<int32_t>(ElementType::kI32, {2, 3}, {1, 2, 3, 4, 5, 6});
  auto same = p.tensor<int32_t>(ElementType::kI32, {2, 3}, {1, 2, 3, 4, 5, 6});
  auto diff = p.tensor<int32_t>(ElementType::kI32, {2, 3}, {1, 2, 3, -4, 5, 7});
  p.expectEq(a, same);
  p.expectEq(a, diff);
  auto u = p.tensor<uint64_t>(ElementType::kUI64, {2}, {~0ull, 1});
  auto u2 = p.tensor<uint64_t>(ElementType::kUI64, {2}, {~0ull - 1, 1});
  p.expectEq(u, u2);
  Ran r = runOk(p.finish());
  auto c = r.checks();
  REQUIRE(c.size() == 3);
  CHECK(c[0].index == 0);
  CHECK(c[0].kind == check::CheckKind::kExpectEq);
  CHECK(c[0].passed);
  CHECK(c[0].describe() == "PASS");
  CHECK(c[1].index == 1);
  CHECK(!c[1].passed);
  CHECK(c[1].firstIndex == std::vector<int64_t>{1, 0});
  CHECK(c[1].actualValue == "4");
  CHECK(c[1].expectedValue == "-4");
  CHECK(c[1].mismatchCount == 2);
  CHECK(c[1].elementCount == 6);
  CHECK(c[1].describe() ==
        "FAIL at [1, 0]: 4 vs expected -4; 2 of 6 elements differ");
  CHECK(c[2].describe() == "FAIL at [0]: 18446744073709551615 vs expected "
                           "18446744073709551614; 1 of 2 elements differ");
  CHECK(r.context->checks().failedCount() == 2);
}

TEST_CASE("check.expect_eq float rules: NaN == NaN, +0 == -0, bits or value") {
  CheckProgram p;
  // Different NaN payloads and signs are all NaN.
  float nanA = f32FromBits(0x7fc00001), nanB = f32FromBits(0xffc00000);
  auto a = p.f32({4}, {nanA, 0.0f, -0.0f, 1.5f});
  auto e = p.f32({4}, {nanB, -0.0f, 0.0f, 1.5f});
  p.expectEq(a, e);
  auto n = p.f32({2}, {kNaN, 1.0f});
  auto one = p.f32({2}, {1.0f, 1.0f});
  p.expectEq(n, one); // NaN vs 1 fails
  p.expectEq(one, n); // 1 vs NaN fails
  auto tiny = p.f32({1}, {f32FromBits(0x3f800001)});
  auto unit = p.f32({1}, {1.0f});
  p.expectEq(tiny, unit); // one ULP apart is not equal; values print apart
  // i1 compares truth values; f16 and bf16 with the same rules.
  auto t = p.tensor<uint8_t>(ElementType::kI1, {3}, {1, 0, 1});
  auto t2 = p.tensor<uint8_t>(ElementType::kI1, {3}, {1, 1, 1});
  p.expectEq(t, t2);
  auto s1 = p.tensor<int8_t>(ElementType::kI8, {}, {-3});
  auto s2 = p.tensor<int8_t>(ElementType::kI8, {}, {3});
  p.expectEq(s1, s2); // a scalar names no index
  auto h = p.tensor<uint16_t>(ElementType::kF16, {2}, {0x8000, 0x7e01});
  auto h2 = p.tensor<uint16_t>(ElementType::kF16, {2}, {0x0000, 0x7e00});
  p.expectEq(h, h2);
  Ran r = runOk(p.finish());
  auto c = r.checks();
  REQUIRE(c.size() == 7);
  CHECK(c[0].passed);
  CHECK(c[1].describe() ==
        "FAIL at [0]: nan vs expected 1; 1 of 2 elements differ");
  CHECK(c[2].describe() ==
        "FAIL at [0]: 1 vs expected nan; 1 of 2 elements differ");
  CHECK(c[3].describe() == "FAIL at [0]: 1.0000001 vs expected 1");
  CHECK(c[4].describe() ==
        "FAIL at [1]: false vs expected true; 1 of 3 elements differ");
  CHECK(c[5].describe() == "FAIL: -3 vs expected 3");
  CHECK(c[6].passed);
}

TEST_CASE("check.expect_almost_eq: absolute tolerance, NaN and infinities") {
  CheckProgram p;
  auto a = p.f32({3}, {1.0f, 2.05f, -3.0f});
  auto e = p.f32({3}, {1.0f, 2.0f, -3.09f});
  p.expectAlmostEq(a, e, 0.1f); // 0: pass
  auto far = p.f32({3}, {1.0f, 2.25f, -3.5f});
  p.expectAlmostEq(far, e, 0.1f); // 1: two differ
  auto nans = p.f32({2}, {kNaN, kInf});
  auto nans2 = p.f32({2}, {f32FromBits(0xffc00123), kInf});
  p.expectAlmostEq(nans, nans2, 0.0f); // 2: pass
  auto num = p.f32({2}, {1.0f, kInf});
  p.expectAlmostEq(num, nans, 1e30f); // 3: 1 vs NaN
  auto big = p.f32({2}, {kNaN, 3.0e38f});
  p.expectAlmostEq(big, nans, 1e38f); // 4: finite vs inf
  auto ninf = p.f32({2}, {kNaN, -kInf});
  p.expectAlmostEq(ninf, nans, 1e38f); // 5: -inf vs inf
  auto i = p.tensor<int64_t>(ElementType::kI64, {2}, {10, -5});
  auto i2 = p.tensor<int64_t>(ElementType::kI64, {2}, {12, -5});
  p.expectAlmostEq(i, i2, 2.0f); // 6: |10 - 12| <= 2
  p.expectAlmostEq(i, i2, 1.5f); // 7: fails
  Ran r = runOk(p.finish());
  auto c = r.checks();
  REQUIRE(c.size() == 8);
  CHECK(c[0].passed);
  CHECK(c[0].kind == check::CheckKind::kExpectAlmostEq);
  CHECK(!c[1].passed);
  CHECK(c[1].mismatchCount == 2);
  CHECK(c[1].firstIndex == std::vector<int64_t>{1});
  CHECK(c[1].describe().rfind("FAIL at [1]: 2.25 vs expected 2 (|difference| "
                              "0.25 > tolerance 0.1",
                              0) == 0);
  CHECK(c[1].describe().find("; 2 of 3 elements differ") != std::string::npos);
  CHECK(c[2].passed);
  CHECK(c[3].describe() == "FAIL at [0]: 1 vs expected nan (NaN only matches "
                           "NaN); 1 of 2 elements differ");
  CHECK(c[4].describe() ==
        "FAIL at [1]: 3e+38 vs expected inf (infinities must match exactly); 1 "
        "of 2 elements differ");
  CHECK(c[5].describe() ==
        "FAIL at [1]: -inf vs expected inf (infinities must match exactly); 1 "
        "of 2 elements differ");
  CHECK(c[6].passed);
  CHECK(c[7].describe() == "FAIL at [0]: 10 vs expected 12 (|difference| 2 > "
                           "tolerance 1.5); 1 of 2 elements differ");
}

TEST_CASE("check.expect_close: ULP boundaries 3 vs 4, signed zeros, NaN") {
  CheckProgram p;
  auto one = p.f32({1}, {1.0f});
  auto plus3 = p.f32({1}, {f32FromBits(0x3f800003)});
  auto plus4 = p.f32({1}, {f32FromBits(0x3f800004)});
  auto minus3 = p.f32({1}, {f32FromBits(0x3f7ffffd)});
  p.expectClose(plus3, one);       // 0: 3 ULPs, pass
  p.expectClose(plus4, one);       // 1: 4 ULPs, fail
  p.expectClose(one, minus3);      // 2: 3 ULPs below, pass
  p.expectClose(one, one, 1, 3);   // 3: 0 < min 1, fail
  p.expectClose(plus4, one, 4, 4); // 4: exactly 4 allowed, pass
  // +0 / -0 are 0 apart; the smallest denormals on both sides are 2 apart.
  auto zeros = p.f32({3}, {0.0f, -0.0f, f32FromBits(0x00000001)});
  auto zeros2 = p.f32({3}, {-0.0f, 0.0f, f32FromBits(0x80000001)});
  p.expectClose(zeros, zeros2, 0, 2); // 5: pass
  p.expectClose(zeros, zeros2, 0, 1); // 6: fail at [2], distance 2
  auto nan = p.f32({2}, {kNaN, kInf});
  auto nan2 = p.f32({2}, {f32FromBits(0x7f800001), kInf});
  p.expectClose(nan, nan2); // 7: NaN == NaN, inf == inf
  auto num = p.f32({2}, {1.0f, f32FromBits(0x7f7fffff)});
  p.expectClose(num, nan); // 8: 1 vs NaN and max float vs inf: infinite
  // The brief's example: a 4x5 tensor with 3 differing elements.
  std::vector<float> av(20, 1.0f), ev(20, 1.0f);
  av[2 * 5 + 1] = 0.5f;
  ev[2 * 5 + 1] = 0.25f;
  av[3 * 5 + 0] = 2.0f;
  av[3 * 5 + 4] = -1.0f;
  p.expectClose(p.f32({4, 5}, av), p.f32({4, 5}, ev)); // 9
  Ran r = runOk(p.finish());
  auto c = r.checks();
  REQUIRE(c.size() == 10);
  CHECK(c[0].passed);
  CHECK(c[1].describe() == "FAIL at [0]: 1.0000005 vs expected 1 (ulp "
                           "distance 4 > 3)");
  CHECK(c[2].passed);
  CHECK(c[3].describe() == "FAIL at [0]: 1 vs expected 1 (ulp distance 0 < 1)");
  CHECK(c[4].passed);
  CHECK(c[5].passed);
  CHECK(c[6].describe() == "FAIL at [2]: 1e-45 vs expected "
                           "-1e-45 (ulp distance 2 > 1); 1 of 3 "
                           "elements differ");
  CHECK(c[7].passed);
  CHECK(c[8].mismatchCount == 2);
  CHECK(c[8].reason == "ulp distance inf > 3");
  CHECK(c[9].describe() ==
        "FAIL at [2, 1]: 0.5 vs expected 0.25 (ulp distance 8388608 > 3); 3 "
        "of 20 elements differ");
}

TEST_CASE("check.expect_close on f16, bf16 and f64; other types fail") {
  CheckProgram p;
  auto h = p.tensor<uint16_t>(ElementType::kF16, {2}, {0x3c03, 0x3c04});
  auto h1 = p.tensor<uint16_t>(ElementType::kF16, {2}, {0x3c00, 0x3c00});
  p.expectClose(h, h1); // 0: [1] is 4 ULPs
  auto b = p.tensor<uint16_t>(ElementType::kBF16, {2}, {0x3f83, 0xbf80});
  auto b1 = p.tensor<uint16_t>(ElementType::kBF16, {2}, {0x3f80, 0xbf83});
  p.expectClose(b, b1); // 1: pass (3 ULPs each)
  auto d = p.tensor<uint64_t>(ElementType::kF64, {1}, {0x3ff0000000000004ull});
  auto d1 = p.tensor<uint64_t>(ElementType::kF64, {1}, {0x3ff0000000000000ull});
  p.expectClose(d, d1, 0, 4); // 2: pass
  p.expectClose(d, d1, 0, 3); // 3: fail
  auto i = p.tensor<int32_t>(ElementType::kI32, {2}, {1, 2});
  p.expectClose(i, i); // 4: not a float type
  Ran r = runOk(p.finish());
  auto c = r.checks();
  REQUIRE(c.size() == 5);
  CHECK(c[0].describe() == "FAIL at [1]: 1.004 vs expected 1 (ulp distance "
                           "4 > 3); 1 of 2 elements differ");
  CHECK(c[1].passed);
  CHECK(c[2].passed);
  CHECK(c[3].describe() == "FAIL at [0]: 1.0000000000000009 vs expected 1 "
                           "(ulp distance 4 > 3)");
  CHECK(c[4].describe() == "FAIL: expect_close is defined for f16, bf16, f32 "
                           "and f64, got i32 (2xi32)");
}

TEST_CASE("shape and element type mismatches are failed checks, not errors") {
  CheckProgram p;
  auto a = p.f32({2, 3}, std::vector<float>(6, 1.0f));
  auto t = p.f32({3, 2}, std::vector<float>(6, 1.0f));
  auto i = p.tensor<int32_t>(ElementType::kI32, {2, 3}, std::vector<int>(6, 1));
  auto s = p.f32({}, {1.0f});
  p.expectEq(a, t);
  p.expectAlmostEq(a, i, 1.0f);
  p.expectClose(i, a);
  p.expectEq(s, a);
  auto same = p.eq(a, a);
  auto shape = p.eq(a, t);
  auto dtype = p.eq(a, i);
  Ran r = runOk(p.finish({same, shape, dtype}, {{ElementType::kI1, {}},
                                                {ElementType::kI1, {}},
                                                {ElementType::kI1, {}}}));
  auto c = r.checks();
  REQUIRE(c.size() == 4);
  CHECK(c[0].describe() == "FAIL: shape 2x3xf32 vs expected 3x2xf32");
  CHECK(c[1].describe() ==
        "FAIL: element type f32 vs expected i32 (2x3xf32 vs 2x3xi32)");
  CHECK(c[2].describe() ==
        "FAIL: element type i32 vs expected f32 (2x3xi32 vs 2x3xf32)");
  CHECK(c[3].describe() == "FAIL: shape f32 vs expected 2x3xf32");
  for (const auto &x : c)
    CHECK(!x.passed);
  REQUIRE(r.results->size() == 3);
  CHECK((*r.results)[0]->data()[0] == 1);
  CHECK((*r.results)[1]->data()[0] == 0);
  CHECK((*r.results)[2]->data()[0] == 0);
}

TEST_CASE("check.eq returns a new rank-0 i1 view and records nothing") {
  CheckProgram p;
  auto a = p.f32({3}, {kNaN, 0.0f, 2.0f});
  auto b = p.f32({3}, {kNaN, -0.0f, 2.0f});
  auto c = p.f32({3}, {kNaN, 0.0f, 2.5f});
  auto yes = p.eq(a, b);
  auto no = p.eq(a, c);
  Ran r = runOk(
      p.finish({yes, no}, {{ElementType::kI1, {}}, {ElementType::kI1, {}}}));
  CHECK(r.context->checks().count() == 0);
  REQUIRE(r.results->size() == 2);
  for (const auto &v : *r.results) {
    CHECK(v->typeString() == "i1");
    CHECK(v->elementType() == ElementType::kI1);
    CHECK(v->shape().empty());
    CHECK(v->byteLength() == 1);
    CHECK(!v->buffer()->readOnly()); // a new buffer, not one of the inputs
  }
  CHECK((*r.results)[0]->data()[0] == 1);
  CHECK((*r.results)[1]->data()[0] == 0);
}

TEST_CASE("failed checks do not abort: later code runs, indices follow calls") {
  CheckProgram p;
  auto a = p.f32({2}, {1.0f, 2.0f});
  auto b = p.f32({2}, {1.0f, 3.0f});
  p.expectEq(a, b);
  p.expectEq(a, a);
  p.expectClose(a, b);
  auto result = p.eq(a, a);
  Ran r = runOk(p.finish({result}, {{ElementType::kI1, {}}}));
  auto c = r.checks();
  REQUIRE(c.size() == 3);
  CHECK(c[0].index == 0);
  CHECK(!c[0].passed);
  CHECK(c[1].index == 1);
  CHECK(c[1].passed);
  CHECK(c[2].index == 2);
  CHECK(c[2].kind == check::CheckKind::kExpectClose);
  CHECK((*r.results)[0]->data()[0] == 1);
  // A second invocation appends; clear() starts over.
  REQUIRE(r.context->invoke("main", {}).isOk());
  CHECK(r.context->checks().count() == 6);
  CHECK(r.context->checks().results()[5].index == 5);
  CHECK(r.context->checks().failedCount() == 4);
  r.context->checks().clear();
  CHECK(r.context->checks().count() == 0);
}

TEST_CASE("malformed check arguments are invocation errors") {
  {
    CheckProgram p;
    auto a = p.f32({1}, {1.0f});
    p.expectAlmostEq(a, a, -1.0f);
    Ran r = run(p.finish());
    CHECK(r.results.status().code() == StatusCode::kInvalidArgument);
    CHECK(r.results.status().message() ==
          "check.expect_almost_eq: tolerance must be a non-negative number, "
          "got -1");
  }
  {
    CheckProgram p;
    auto a = p.f32({1}, {1.0f});
    p.expectClose(a, a, 4, 3);
    Ran r = run(p.finish());
    CHECK(r.results.status().message() ==
          "check.expect_close: ULP bounds must satisfy 0 <= min <= max, got "
          "[4, 3]");
  }
  {
    CheckProgram p;
    auto a = p.f32({1}, {1.0f});
    uint16_t null = p.refs++;
    p.a.op(vm::kConstRefNull).u16(null);
    p.expectEq(null, a);
    Ran r = run(p.finish());
    CHECK(r.results.status().message() == "check.expect_eq: actual is null");
  }
  {
    CheckProgram p;
    auto a = p.f32({1}, {1.0f});
    p.expectEq(a, p.device);
    Ran r = run(p.finish());
    CHECK(r.results.status().message() ==
          "check.expect_eq: expected is a hal.device, expected a "
          "hal.buffer_view");
    CHECK(r.context->checks().count() == 0);
  }
}

TEST_CASE("check imports are bound at load with their exact type strings") {
  for (const char *fn : {"expect_eq", "expect_almost_eq", "expect_close", "eq"})
    CHECK(vm::findNativeFunction("check", fn) != nullptr);
  CHECK(std::string(
            vm::findNativeFunction("check", "expect_close")->argumentTypes) ==
        "rrII");
  CHECK(std::string(vm::findNativeFunction("check", "expect_almost_eq")
                        ->argumentTypes) == "rrf");
  CHECK(std::string(vm::findNativeFunction("check", "eq")->resultTypes) == "r");
  ModuleSpec m;
  m.imports.push_back({"check", "expect_close", "rrii", ""});
  m.functions.push_back({"f", "", "", 0, 0, Asm().ret({}).code});
  std::string bytes = m.build();
  auto loaded = Module::loadBytes(bytes.data(), bytes.size(), "m.smod");
  REQUIRE(!loaded.isOk());
  CHECK(loaded.status().message().find(
            "import 0 'check.expect_close' has types 'rrii' -> '' but the "
            "runtime provides 'rrII' -> ''") != std::string::npos);
  m.imports[0] = {"check", "expect_ne", "rr", ""};
  bytes = m.build();
  loaded = Module::loadBytes(bytes.data(), bytes.size(), "m.smod");
  REQUIRE(!loaded.isOk());
  CHECK(loaded.status().message().find(
            "'check.expect_ne' is not provided by this runtime") !=
        std::string::npos);
}

TEST_CASE("ulpDistance follows the reference interpreter") {
  using check::kInfiniteUlp;
  using check::ulpDistance;
  CHECK(ulpDistance(ElementType::kF32, 0x3f800000, 0x3f800003) == 3);
  CHECK(ulpDistance(ElementType::kF32, 0x3f800003, 0x3f800000) == 3);
  CHECK(ulpDistance(ElementType::kF32, 0x00000000, 0x80000000) == 0);
  CHECK(ulpDistance(ElementType::kF32, 0x00000002, 0x80000001) == 3);
  CHECK(ulpDistance(ElementType::kF32, 0x7fc00000, 0xffc00001) == 0);
  CHECK(ulpDistance(ElementType::kF32, 0x7f800000, 0x7f7fffff) == kInfiniteUlp);
  CHECK(ulpDistance(ElementType::kF32, 0x7f800000, 0xff800000) == kInfiniteUlp);
  CHECK(ulpDistance(ElementType::kF32, 0x7f800000, 0x7f800000) == 0);
  CHECK(ulpDistance(ElementType::kF16, 0x7c00, 0x7bff) == kInfiniteUlp);
  CHECK(ulpDistance(ElementType::kF16, 0x7e00, 0xfe01) == 0);
  CHECK(ulpDistance(ElementType::kBF16, 0x3f80, 0x3f84) == 4);
  CHECK(ulpDistance(ElementType::kF64, 0x3ff0000000000000ull,
                    0xbff0000000000000ull) == 0x7fe0000000000000ull);
}
