//===- VMOpcodeTest.cpp - Every opcode family vs C++ references -*- C++ -*-===//
//
// Each check assembles a one-function module around a single instruction
// (`op dst, a, b`), runs it through Context::call and compares with a value
// computed in C++ (or an exact constant for the corner cases: saturating
// fptosi, f16/bf16 rounding, NaN min/max, shifts >= width, division by
// zero). Also: loads/stores (bounds, read-only, ref kinds), buffer.alloc,
// the verifier's math-code check and its disassembly.
//
//===----------------------------------------------------------------------===//

#include "TestModuleBuilder.h"
#include "ToolTestSupport.h"
#include "strata/runtime/vm.h"

#include <doctest/doctest.h>

#include <climits>
#include <cmath>
#include <cstring>
#include <limits>

using namespace strata;
using namespace strata::test;
using vm::Value;

namespace {

uint64_t f32Bits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
uint64_t f64Bits(double d) {
  uint64_t b;
  std::memcpy(&b, &d, 8);
  return b;
}
float bitsF32(uint64_t b) {
  uint32_t u = uint32_t(b);
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
double bitsF64(uint64_t b) {
  double d;
  std::memcpy(&d, &b, 8);
  return d;
}

Value valueOf(char type, uint64_t bits) {
  Value v;
  v.type = type;
  v.bits = bits;
  return v;
}

/// Runs function `f` of a module built from `fn` with `args`.
StatusOr<std::vector<Value>> runFunction(const ModuleSpec &spec,
                                         const std::vector<Value> &args,
                                         Ref<hal::Device> device = nullptr) {
  std::string bytes = spec.build();
  auto m = Module::loadBytes(bytes.data(), bytes.size());
  if (!m.isOk())
    return m.status();
  vm::Context ctx(*m, device);
  return ctx.call("f", args);
}

/// One instruction of fixed layout `op` over argument registers 0..n-1,
/// result in register n; `imm` is the `B` operand when the layout has one.
StatusOr<std::vector<Value>> runOp(uint8_t op, const std::string &argTypes,
                                   char resultType,
                                   const std::vector<Value> &args,
                                   int imm = -1) {
  const char *layout = vm::opcodeLayout(op);
  REQUIRE(layout != nullptr);
  uint16_t n = uint16_t(argTypes.size());
  Asm a;
  a.op(op).u16(n);
  uint16_t next = 0;
  for (const char *c = layout + 1; *c; ++c) {
    if (*c == 'P')
      a.u16(next++);
    else if (*c == 'B')
      a.code.push_back(uint8_t(imm));
  }
  a.ret({n});
  ModuleSpec m;
  m.functions.push_back(
      {"f", argTypes, std::string(1, resultType), uint16_t(n + 1), 0, a.code});
  return runFunction(m, args);
}

uint64_t op1(uint8_t op, char at, char rt, uint64_t a, int imm = -1) {
  auto r = runOp(op, std::string(1, at), rt, {valueOf(at, a)}, imm);
  REQUIRE_MESSAGE(r.isOk(), vm::opcodeName(op), ": ", r.status().toString());
  return (*r)[0].bits;
}
uint64_t op2(uint8_t op, char at, char rt, uint64_t a, uint64_t b) {
  auto r = runOp(op, std::string(2, at), rt, {valueOf(at, a), valueOf(at, b)});
  REQUIRE_MESSAGE(r.isOk(), vm::opcodeName(op), ": ", r.status().toString());
  return (*r)[0].bits;
}

int32_t i32op(uint8_t op, int32_t a, int32_t b) {
  uint64_t bits = op2(op, 'i', 'i', uint32_t(a), uint32_t(b));
  CHECK_MESSAGE((bits >> 32) == 0, vm::opcodeName(op),
                ": upper register half not zero");
  return int32_t(uint32_t(bits));
}
int64_t i64op(uint8_t op, int64_t a, int64_t b) {
  return int64_t(op2(op, 'I', 'I', uint64_t(a), uint64_t(b)));
}
int32_t i64cmp(uint8_t op, int64_t a, int64_t b) {
  return int32_t(op2(op, 'I', 'i', uint64_t(a), uint64_t(b)));
}
float f32op(uint8_t op, float a, float b) {
  return bitsF32(op2(op, 'f', 'f', f32Bits(a), f32Bits(b)));
}
double f64op(uint8_t op, double a, double b) {
  return bitsF64(op2(op, 'F', 'F', f64Bits(a), f64Bits(b)));
}
int32_t f32cmp(uint8_t op, float a, float b) {
  return int32_t(op2(op, 'f', 'i', f32Bits(a), f32Bits(b)));
}
int32_t f64cmp(uint8_t op, double a, double b) {
  return int32_t(op2(op, 'F', 'i', f64Bits(a), f64Bits(b)));
}

bool sameBits(float a, float b) { return f32Bits(a) == f32Bits(b); }

const float kNaN = std::numeric_limits<float>::quiet_NaN();
const float kInf = std::numeric_limits<float>::infinity();

} // namespace

TEST_CASE("opcode table: mnemonics, layouts and the renamed ext.i32.i64.s") {
  CHECK(std::string(vm::opcodeName(vm::kExtI32I64S)) == "ext.i32.i64.s");
  CHECK(vm::findOpcode("ext.i32.i64.s") == vm::kExtI32I64S);
  CHECK(std::string(vm::opcodeLayout(vm::kMathF32)) == "PPB");
  CHECK(std::string(vm::mathFunctionName(vm::kMathRoundEven)) == "roundeven");
  CHECK(vm::mathFunctionName(vm::kMathFunctionCount) == nullptr);
}

TEST_CASE("i32 arithmetic wraps; division follows the C rules") {
  CHECK(i32op(vm::kAddI32, INT_MAX, 1) == INT_MIN);
  CHECK(i32op(vm::kSubI32, INT_MIN, 1) == INT_MAX);
  CHECK(i32op(vm::kMulI32, 0x10000, 0x10000) == 0);
  CHECK(i32op(vm::kMulI32, -7, 6) == -42);
  CHECK(i32op(vm::kDivSI32, -7, 2) == -3);
  CHECK(i32op(vm::kRemSI32, -7, 2) == -1);
  CHECK(i32op(vm::kDivSI32, INT_MIN, -1) == INT_MIN);
  CHECK(i32op(vm::kRemSI32, INT_MIN, -1) == 0);
  CHECK(uint32_t(i32op(vm::kDivUI32, -7, 2)) == 0xFFFFFFF9u / 2);
  CHECK(uint32_t(i32op(vm::kRemUI32, -7, 2)) == 0xFFFFFFF9u % 2);
  CHECK(i32op(vm::kAndI32, 12, 10) == 8);
  CHECK(i32op(vm::kOrI32, 12, 10) == 14);
  CHECK(i32op(vm::kXorI32, 12, 10) == 6);
}

TEST_CASE("i64 arithmetic wraps; division follows the C rules") {
  CHECK(i64op(vm::kAddI64, LLONG_MAX, 1) == LLONG_MIN);
  CHECK(i64op(vm::kMulI64, int64_t(1) << 40, int64_t(1) << 30) == 0);
  CHECK(i64op(vm::kMulI64, -3, int64_t(1) << 40) == -(int64_t(3) << 40));
  CHECK(i64op(vm::kDivSI64, LLONG_MIN, -1) == LLONG_MIN);
  CHECK(i64op(vm::kRemSI64, LLONG_MIN, -1) == 0);
  CHECK(i64op(vm::kDivSI64, -9, 4) == -2);
  CHECK(uint64_t(i64op(vm::kDivUI64, -9, 4)) == uint64_t(-9) / 4);
  CHECK(uint64_t(i64op(vm::kRemUI64, -9, 4)) == uint64_t(-9) % 4);
}

TEST_CASE("every integer division by zero fails the call naming function "
          "and pc") {
  for (uint8_t op : {vm::kDivSI32, vm::kRemSI32, vm::kDivUI32, vm::kRemUI32}) {
    auto r = runOp(op, "ii", 'i', {Value::i32(5), Value::i32(0)});
    REQUIRE(!r.isOk());
    CHECK(r.status().code() == StatusCode::kFailedPrecondition);
    CHECK(r.status().message() ==
          "function 'f' at +0: integer division by zero");
  }
  for (uint8_t op : {vm::kDivSI64, vm::kRemSI64, vm::kDivUI64, vm::kRemUI64}) {
    auto r = runOp(op, "II", 'I', {Value::i64(5), Value::i64(0)});
    REQUIRE(!r.isOk());
    CHECK(r.status().message() ==
          "function 'f' at +0: integer division by zero");
  }
}

TEST_CASE("shifts: amounts are unsigned; >= width gives 0 or the sign fill") {
  CHECK(i32op(vm::kShlI32, 1, 31) == INT_MIN);
  CHECK(i32op(vm::kShlI32, 1, 32) == 0);
  CHECK(i32op(vm::kShlI32, 1, -1) == 0); // 0xFFFFFFFF as unsigned
  CHECK(i32op(vm::kShrUI32, -8, 1) == int32_t(0xFFFFFFF8u >> 1));
  CHECK(i32op(vm::kShrUI32, -8, 33) == 0);
  CHECK(i32op(vm::kShrSI32, -8, 1) == -4);
  CHECK(i32op(vm::kShrSI32, -8, 32) == -1);
  CHECK(i32op(vm::kShrSI32, 8, 100) == 0);
  CHECK(i32op(vm::kShrSI32, -8, -1) == -1);
  CHECK(i64op(vm::kShlI64, 1, 63) == LLONG_MIN);
  CHECK(i64op(vm::kShlI64, 1, 64) == 0);
  CHECK(i64op(vm::kShrUI64, -1, 63) == 1);
  CHECK(i64op(vm::kShrUI64, -1, 64) == 0);
  CHECK(i64op(vm::kShrSI64, -16, 2) == -4);
  CHECK(i64op(vm::kShrSI64, -16, 64) == -1);
  CHECK(i64op(vm::kShrSI64, 16, -5) == 0);
}

TEST_CASE("min/max, unsigned compares, ctlz/cttz/popcnt") {
  CHECK(i32op(vm::kMinSI32, -1, 1) == -1);
  CHECK(i32op(vm::kMaxSI32, -1, 1) == 1);
  CHECK(i32op(vm::kMinUI32, -1, 1) == 1);
  CHECK(i32op(vm::kMaxUI32, -1, 1) == -1);
  CHECK(i32op(vm::kCmpLtUI32, 1, -1) == 1);
  CHECK(i32op(vm::kCmpLtSI32, 1, -1) == 0);
  CHECK(i32op(vm::kCmpLeUI32, 7, 7) == 1);
  CHECK(i64op(vm::kMinSI64, -1, 1) == -1);
  CHECK(i64op(vm::kMaxSI64, -1, 1) == 1);
  CHECK(i64op(vm::kMinUI64, -1, 1) == 1);
  CHECK(i64op(vm::kMaxUI64, -1, 1) == -1);
  CHECK(i64cmp(vm::kCmpLtUI64, 1, -1) == 1);
  CHECK(i64cmp(vm::kCmpLtSI64, 1, -1) == 0);
  CHECK(i64cmp(vm::kCmpLeUI64, -1, -1) == 1);
  CHECK(i64cmp(vm::kCmpEqI64, 3, 3) == 1);
  CHECK(i64cmp(vm::kCmpNeI64, 3, 3) == 0);

  CHECK(op1(vm::kCtlzI32, 'i', 'i', 0) == 32);
  CHECK(op1(vm::kCtlzI32, 'i', 'i', 1) == 31);
  CHECK(op1(vm::kCtlzI32, 'i', 'i', 0x80000000u) == 0);
  CHECK(op1(vm::kCttzI32, 'i', 'i', 0) == 32);
  CHECK(op1(vm::kCttzI32, 'i', 'i', 8) == 3);
  CHECK(op1(vm::kPopcntI32, 'i', 'i', 0xF0F0F0F1u) == 17);
  CHECK(op1(vm::kCtlzI64, 'I', 'I', 0) == 64);
  CHECK(op1(vm::kCtlzI64, 'I', 'I', 1) == 63);
  CHECK(op1(vm::kCttzI64, 'I', 'I', 0) == 64);
  CHECK(op1(vm::kCttzI64, 'I', 'I', uint64_t(1) << 40) == 40);
  CHECK(op1(vm::kPopcntI64, 'I', 'I', ~uint64_t(0)) == 64);
}

TEST_CASE("integer conversions") {
  CHECK(op1(vm::kSExtI8I32, 'i', 'i', 0x1280) == 0xFFFFFF80u);
  CHECK(op1(vm::kSExtI8I32, 'i', 'i', 0x7F) == 0x7Fu);
  CHECK(op1(vm::kZExtI8I32, 'i', 'i', 0xFFFFFF80u) == 0x80u);
  CHECK(op1(vm::kSExtI16I32, 'i', 'i', 0x18000) == 0xFFFF8000u);
  CHECK(op1(vm::kZExtI16I32, 'i', 'i', 0xFFFF8000u) == 0x8000u);
  CHECK(op1(vm::kExtI32I64S, 'i', 'I', 0xFFFFFFFFu) == ~uint64_t(0));
  CHECK(op1(vm::kExtI32I64U, 'i', 'I', 0xFFFFFFFFu) == 0xFFFFFFFFu);
  CHECK(op1(vm::kTruncI64I32, 'I', 'i', 0x1234567887654321ull) == 0x87654321u);
}

TEST_CASE("int -> float conversions round to nearest") {
  CHECK(bitsF32(op1(vm::kSIToFPI32F32, 'i', 'f', uint32_t(-16777217))) ==
        float(-16777217));
  CHECK(bitsF32(op1(vm::kUIToFPI32F32, 'i', 'f', 0xFFFFFFFFu)) ==
        4294967296.0f);
  CHECK(bitsF32(op1(vm::kSIToFPI64F32, 'I', 'f', uint64_t(-3))) == -3.0f);
  int64_t big = (int64_t(1) << 53) + 1;
  CHECK(bitsF64(op1(vm::kSIToFPI64F64, 'I', 'F', uint64_t(big))) ==
        double(big));
  CHECK(bitsF64(op1(vm::kUIToFPI64F64, 'I', 'F', ~uint64_t(0))) ==
        18446744073709551616.0);
  CHECK(bitsF32(op1(vm::kUIToFPI64F32, 'I', 'f', ~uint64_t(0))) ==
        18446744073709551616.0f);
  CHECK(bitsF64(op1(vm::kSIToFPI32F64, 'i', 'F', uint32_t(INT_MIN))) ==
        double(INT_MIN));
  CHECK(bitsF64(op1(vm::kUIToFPI32F64, 'i', 'F', 0x80000000u)) == 2147483648.0);
}

TEST_CASE("float -> int conversions truncate and saturate") {
  auto si32 = [](float x) {
    return int32_t(uint32_t(op1(vm::kFPToSIF32I32, 'f', 'i', f32Bits(x))));
  };
  auto ui32 = [](float x) {
    return uint32_t(op1(vm::kFPToUIF32I32, 'f', 'i', f32Bits(x)));
  };
  auto si64d = [](double x) {
    return int64_t(op1(vm::kFPToSIF64I64, 'F', 'I', f64Bits(x)));
  };
  auto ui64d = [](double x) {
    return op1(vm::kFPToUIF64I64, 'F', 'I', f64Bits(x));
  };
  CHECK(si32(3.7f) == 3);
  CHECK(si32(-3.7f) == -3);
  CHECK(si32(kNaN) == 0);
  CHECK(si32(1e10f) == INT_MAX);
  CHECK(si32(2147483648.0f) == INT_MAX);
  CHECK(si32(-2147483648.0f) == INT_MIN);
  CHECK(si32(-1e10f) == INT_MIN);
  CHECK(si32(kInf) == INT_MAX);
  CHECK(si32(-kInf) == INT_MIN);
  CHECK(ui32(-0.9f) == 0);
  CHECK(ui32(-5.0f) == 0);
  CHECK(ui32(kNaN) == 0);
  CHECK(ui32(4294967296.0f) == 0xFFFFFFFFu);
  CHECK(ui32(4294967040.0f) == 4294967040u);
  CHECK(si64d(-9.5e18) == LLONG_MIN);
  CHECK(si64d(9.3e18) == LLONG_MAX);
  CHECK(si64d(-12345.99) == -12345);
  CHECK(ui64d(1.9e19) == ~uint64_t(0));
  CHECK(ui64d(-1.0) == 0);
  CHECK(ui64d(1e19) == 10000000000000000000ull);
  CHECK(int64_t(op1(vm::kFPToSIF32I64, 'f', 'I', f32Bits(-1e30f))) ==
        LLONG_MIN);
  CHECK(op1(vm::kFPToUIF32I64, 'f', 'I', f32Bits(kNaN)) == 0);
  CHECK(int32_t(op1(vm::kFPToSIF64I32, 'F', 'i', f64Bits(-2147483648.9))) ==
        INT_MIN);
  CHECK(int32_t(op1(vm::kFPToSIF64I32, 'F', 'i', f64Bits(-2147483649.0))) ==
        INT_MIN);
  CHECK(int32_t(op1(vm::kFPToSIF64I32, 'F', 'i', f64Bits(2147483647.9))) ==
        INT_MAX);
  CHECK(uint32_t(op1(vm::kFPToUIF64I32, 'F', 'i', f64Bits(4294967295.5))) ==
        0xFFFFFFFFu);
  CHECK(uint32_t(op1(vm::kFPToUIF64I32, 'F', 'i', f64Bits(1e12))) ==
        0xFFFFFFFFu);
}

TEST_CASE("float width conversions and f16/bf16 rounding") {
  CHECK(bitsF64(op1(vm::kExtF32F64, 'f', 'F', f32Bits(0.1f))) == double(0.1f));
  CHECK(bitsF32(op1(vm::kTruncF64F32, 'F', 'f', f64Bits(1.0 / 3.0))) ==
        float(1.0 / 3.0));
  auto f16 = [](float x) {
    return bitsF32(op1(vm::kRoundF32F16, 'f', 'f', f32Bits(x)));
  };
  auto bf16 = [](float x) {
    return bitsF32(op1(vm::kRoundF32BF16, 'f', 'f', f32Bits(x)));
  };
  auto f16d = [](double x) {
    return bitsF32(op1(vm::kRoundF64F16, 'F', 'f', f64Bits(x)));
  };
  auto bf16d = [](double x) {
    return bitsF32(op1(vm::kRoundF64BF16, 'F', 'f', f64Bits(x)));
  };
  const float u16 = std::ldexp(1.0f, -10); // f16 ulp at 1
  CHECK(f16(1.0f + u16) == 1.0f + u16);
  CHECK(f16(1.0f + u16 / 2) == 1.0f);               // tie -> even
  CHECK(f16(1.0f + 3 * u16 / 2) == 1.0f + 2 * u16); // tie -> even
  CHECK(f16(1.0f + 0.75f * u16) == 1.0f + u16);     // nearest
  CHECK(f16(65504.0f) == 65504.0f);
  CHECK(f16(65519.0f) == 65504.0f);
  CHECK(f16(65520.0f) == kInf);
  CHECK(f16(-1e6f) == -kInf);
  CHECK(f16(1e-8f) == 0.0f);
  CHECK(f16(3e-8f) == std::ldexp(1.0f, -24)); // smallest subnormal
  CHECK(std::isnan(f16(kNaN)));
  CHECK(sameBits(f16(-0.0f), -0.0f));
  const float ub = std::ldexp(1.0f, -7); // bf16 ulp at 1
  CHECK(bf16(1.0f + ub / 2) == 1.0f);
  CHECK(bf16(1.0f + 3 * ub / 2) == 1.0f + 2 * ub);
  CHECK(bf16(1.0f + 0.75f * ub) == 1.0f + ub);
  CHECK(bf16(3.4e38f) == kInf);
  CHECK(std::isnan(bf16(kNaN)));
  // f64 sources round once: via f32 these would double-round to 1.0.
  CHECK(f16d(1.0 + std::ldexp(1.0, -11) + std::ldexp(1.0, -40)) == 1.0f + u16);
  CHECK(f16d(1.0 + std::ldexp(1.0, -11)) == 1.0f);
  CHECK(bf16d(1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -40)) == 1.0f + ub);
  CHECK(bf16d(1.0 + std::ldexp(1.0, -8)) == 1.0f);
  CHECK(f16d(65520.0) == kInf);
  CHECK(f16d(65519.99) == 65504.0f);
  CHECK(f16d(std::ldexp(1.0, -25) * 1.0000001) == std::ldexp(1.0f, -24));
  CHECK(f16d(std::ldexp(1.0, -25)) == 0.0f);
  CHECK(bf16d(1e300) == kInf);
  CHECK(bf16d(-1e-300) == 0.0f);
  CHECK(std::signbit(bf16d(-1e-300)));
  CHECK(std::isnan(f16d(std::nan(""))));
}

TEST_CASE("f32/f64 arithmetic, min/max NaN rules, pow/atan2/copysign/fma") {
  CHECK(f32op(vm::kRemF32, 5.5f, 2.0f) == 1.5f);
  CHECK(f32op(vm::kRemF32, -5.5f, 2.0f) == -1.5f);
  CHECK(f64op(vm::kRemF64, 7.25, -2.0) == std::fmod(7.25, -2.0));
  CHECK(std::isnan(f32op(vm::kMinF32, kNaN, 1.0f)));
  CHECK(std::isnan(f32op(vm::kMaxF32, 1.0f, kNaN)));
  CHECK(sameBits(f32op(vm::kMinF32, 0.0f, -0.0f), -0.0f));
  CHECK(sameBits(f32op(vm::kMinF32, -0.0f, 0.0f), -0.0f));
  CHECK(sameBits(f32op(vm::kMaxF32, -0.0f, 0.0f), 0.0f));
  CHECK(sameBits(f32op(vm::kMaxF32, 0.0f, -0.0f), 0.0f));
  CHECK(f32op(vm::kMinF32, 2.0f, -3.0f) == -3.0f);
  CHECK(f32op(vm::kMaxF32, 2.0f, -3.0f) == 2.0f);
  CHECK(f32op(vm::kMinNumF32, kNaN, 1.0f) == 1.0f);
  CHECK(f32op(vm::kMaxNumF32, 1.0f, kNaN) == 1.0f);
  CHECK(std::isnan(f64op(vm::kMinF64, std::nan(""), 1.0)));
  CHECK(std::signbit(f64op(vm::kMinF64, 0.0, -0.0)));
  CHECK(!std::signbit(f64op(vm::kMaxF64, -0.0, 0.0)));
  CHECK(f64op(vm::kMinNumF64, std::nan(""), 2.0) == 2.0);
  CHECK(f64op(vm::kMaxNumF64, 2.0, std::nan("")) == 2.0);
  CHECK(f32op(vm::kPowF32, 2.0f, 10.0f) == 1024.0f);
  CHECK(f64op(vm::kPowF64, 9.0, 0.5) == 3.0);
  CHECK(f32op(vm::kAtan2F32, 1.0f, -1.0f) == std::atan2(1.0f, -1.0f));
  CHECK(f64op(vm::kAtan2F64, -1.0, -1.0) == std::atan2(-1.0, -1.0));
  CHECK(f32op(vm::kCopySignF32, 3.0f, -0.0f) == -3.0f);
  CHECK(f64op(vm::kCopySignF64, -3.0, 1.0) == 3.0);
  CHECK(f64op(vm::kSubF64, 0.3, 0.1) == 0.3 - 0.1);
  CHECK(f64op(vm::kMulF64, 1.5, -4.0) == -6.0);
  CHECK(f64op(vm::kDivF64, 1.0, 3.0) == 1.0 / 3.0);
  CHECK(f64op(vm::kAddF64, 1e308, 1e308) == HUGE_VAL);

  // fma rounds once: a*b = 1 + 2^-11 + 2^-24 is a tie in f32.
  float a = 1.0f + std::ldexp(1.0f, -12), c = -(1.0f + std::ldexp(1.0f, -11));
  auto r = runOp(vm::kFmaF32, "fff", 'f',
                 {Value::f32(a), Value::f32(a), Value::f32(c)});
  REQUIRE(r.isOk());
  CHECK((*r)[0].asF32() == std::ldexp(1.0f, -24));
  CHECK((*r)[0].asF32() == std::fma(a, a, c));
  double da = 1.0 + std::ldexp(1.0, -27), dc = -(1.0 + std::ldexp(1.0, -26));
  auto rd = runOp(vm::kFmaF64, "FFF", 'F',
                  {Value::f64(da), Value::f64(da), Value::f64(dc)});
  REQUIRE(rd.isOk());
  CHECK((*rd)[0].asF64() == std::ldexp(1.0, -54));
}

TEST_CASE("float compare predicates, ordered and unordered") {
  struct Pred {
    uint8_t op32, op64;
    bool lt, eq, gt, uno; // result for a<b, a==b, a>b, NaN involved
  };
  const Pred preds[] = {
      {vm::kCmpOEqF32, vm::kCmpOEqF64, false, true, false, false},
      {vm::kCmpOLtF32, vm::kCmpOLtF64, true, false, false, false},
      {vm::kCmpOLeF32, vm::kCmpOLeF64, true, true, false, false},
      {vm::kCmpOneF32, vm::kCmpOneF64, true, false, true, false},
      {vm::kCmpUEqF32, vm::kCmpUEqF64, false, true, false, true},
      {vm::kCmpUNeF32, vm::kCmpUNeF64, true, false, true, true},
      {vm::kCmpULtF32, vm::kCmpULtF64, true, false, false, true},
      {vm::kCmpULeF32, vm::kCmpULeF64, true, true, false, true},
      {vm::kCmpOrdF32, vm::kCmpOrdF64, true, true, true, false},
      {vm::kCmpUnoF32, vm::kCmpUnoF64, false, false, false, true},
  };
  for (const Pred &p : preds) {
    INFO("opcode ", std::string(vm::opcodeName(p.op32)));
    CHECK(f32cmp(p.op32, 1.0f, 2.0f) == p.lt);
    CHECK(f32cmp(p.op32, 2.0f, 2.0f) == p.eq);
    CHECK(f32cmp(p.op32, 3.0f, 2.0f) == p.gt);
    CHECK(f32cmp(p.op32, kNaN, 2.0f) == p.uno);
    CHECK(f32cmp(p.op32, 2.0f, kNaN) == p.uno);
    CHECK(f64cmp(p.op64, 1.0, 2.0) == p.lt);
    CHECK(f64cmp(p.op64, -0.0, 0.0) == p.eq);
    CHECK(f64cmp(p.op64, 3.0, 2.0) == p.gt);
    CHECK(f64cmp(p.op64, std::nan(""), std::nan("")) == p.uno);
  }
}

TEST_CASE("math.f32 / math.f64 call the <cmath> function of each code") {
  for (int fn = 0; fn < vm::kMathFunctionCount; ++fn) {
    const char *name = vm::mathFunctionName(uint8_t(fn));
    INFO("math function ", std::string(name));
    // In every function's domain (acosh needs >= 1: use 1.25 for it).
    float x = fn == vm::kMathAcosh ? 1.25f : 0.5f;
    double xd = fn == vm::kMathAcosh ? 1.25 : -0.5;
    if (fn == vm::kMathSqrt || fn == vm::kMathRsqrt || fn == vm::kMathLog ||
        fn == vm::kMathLog2 || fn == vm::kMathLog10 || fn == vm::kMathAcosh)
      xd = 2.5;
    float expected;
    double expectedD;
    switch (fn) {
#define EXPECT_CASE(CODE, EXPR)                                                \
  case vm::CODE: {                                                             \
    auto f = [](auto v) { return EXPR; };                                      \
    expected = f(x);                                                           \
    expectedD = f(xd);                                                         \
    break;                                                                     \
  }
      EXPECT_CASE(kMathNeg, -v)
      EXPECT_CASE(kMathAbs, std::fabs(v))
      EXPECT_CASE(kMathSqrt, std::sqrt(v))
      EXPECT_CASE(kMathRsqrt, decltype(v)(1) / std::sqrt(v))
      EXPECT_CASE(kMathExp, std::exp(v))
      EXPECT_CASE(kMathExp2, std::exp2(v))
      EXPECT_CASE(kMathExpm1, std::expm1(v))
      EXPECT_CASE(kMathLog, std::log(v))
      EXPECT_CASE(kMathLog2, std::log2(v))
      EXPECT_CASE(kMathLog10, std::log10(v))
      EXPECT_CASE(kMathLog1p, std::log1p(v))
      EXPECT_CASE(kMathSin, std::sin(v))
      EXPECT_CASE(kMathCos, std::cos(v))
      EXPECT_CASE(kMathTan, std::tan(v))
      EXPECT_CASE(kMathTanh, std::tanh(v))
      EXPECT_CASE(kMathAsin, std::asin(v))
      EXPECT_CASE(kMathAcos, std::acos(v))
      EXPECT_CASE(kMathAtan, std::atan(v))
      EXPECT_CASE(kMathSinh, std::sinh(v))
      EXPECT_CASE(kMathCosh, std::cosh(v))
      EXPECT_CASE(kMathAsinh, std::asinh(v))
      EXPECT_CASE(kMathAcosh, std::acosh(v))
      EXPECT_CASE(kMathAtanh, std::atanh(v))
      EXPECT_CASE(kMathErf, std::erf(v))
      EXPECT_CASE(kMathErfc, std::erfc(v))
      EXPECT_CASE(kMathFloor, std::floor(v))
      EXPECT_CASE(kMathCeil, std::ceil(v))
      EXPECT_CASE(kMathRound, std::round(v))
      EXPECT_CASE(kMathRoundEven, std::nearbyint(v))
      EXPECT_CASE(kMathTrunc, std::trunc(v))
      EXPECT_CASE(kMathCbrt, std::cbrt(v))
#undef EXPECT_CASE
    default:
      FAIL("math code without a reference: " << fn);
      continue;
    }
    CHECK(sameBits(bitsF32(op1(vm::kMathF32, 'f', 'f', f32Bits(x), fn)),
                   expected));
    CHECK(bitsF64(op1(vm::kMathF64, 'F', 'F', f64Bits(xd), fn)) == expectedD);
  }
  // round is half away from zero, roundeven half to even.
  CHECK(bitsF32(op1(vm::kMathF32, 'f', 'f', f32Bits(2.5f), vm::kMathRound)) ==
        3.0f);
  CHECK(bitsF32(op1(vm::kMathF32, 'f', 'f', f32Bits(2.5f),
                    vm::kMathRoundEven)) == 2.0f);
  CHECK(bitsF32(op1(vm::kMathF32, 'f', 'f', f32Bits(4.0f), vm::kMathRsqrt)) ==
        0.5f);
  CHECK(std::isnan(
      bitsF32(op1(vm::kMathF32, 'f', 'f', f32Bits(-4.0f), vm::kMathRsqrt))));
}

//===----------------------------------------------------------------------===//
// Loads and stores
//===----------------------------------------------------------------------===//

namespace {

/// f(buffer, index[, value]): one load (returns the value) or one store.
StatusOr<std::vector<Value>> runMem(uint8_t op, char valueType,
                                    Ref<RefObject> buffer, int64_t index,
                                    uint64_t value = 0) {
  bool isLoad = std::string(vm::opcodeName(op)).rfind("load", 0) == 0;
  Asm a;
  ModuleSpec m;
  if (isLoad) {
    a.op(op).u16(1).u16(0).u16(0).ret({1});
    m.functions.push_back({"f", "rI", std::string(1, valueType), 2, 1, a.code});
    return runFunction(m, {Value::fromRef(buffer), Value::i64(index)});
  }
  a.op(op).u16(0).u16(0).u16(1).ret({});
  m.functions.push_back({"f", std::string("rI") + valueType, "", 2, 1, a.code});
  return runFunction(m, {Value::fromRef(buffer), Value::i64(index),
                         valueOf(valueType, value)});
}

Ref<hal::Buffer> bufferOf(const std::vector<uint8_t> &bytes) {
  auto b = hal::Buffer::allocate(bytes.size());
  REQUIRE(b.isOk());
  if (!bytes.empty())
    std::memcpy((*b)->data(), bytes.data(), bytes.size());
  return *b;
}

template <typename T> std::vector<uint8_t> bytesOf(std::vector<T> v) {
  std::vector<uint8_t> out(v.size() * sizeof(T));
  std::memcpy(out.data(), v.data(), out.size());
  return out;
}

uint64_t load(uint8_t op, char type, Ref<hal::Buffer> b, int64_t i) {
  auto r = runMem(op, type, Ref<RefObject>(b), i);
  REQUIRE_MESSAGE(r.isOk(), r.status().toString());
  return (*r)[0].bits;
}

} // namespace

TEST_CASE("loads widen and extend; stores narrow and truncate") {
  auto b8 = bufferOf({0x80, 0x7F, 0xFF, 0x01});
  CHECK(load(vm::kLoadI8S, 'i', b8, 0) == 0xFFFFFF80u);
  CHECK(load(vm::kLoadI8U, 'i', b8, 0) == 0x80u);
  CHECK(load(vm::kLoadI8S, 'i', b8, 1) == 0x7Fu);
  CHECK(load(vm::kLoadI16S, 'i', b8, 0) == 0x7F80u);
  CHECK(load(vm::kLoadI16S, 'i', b8, 1) == 0x1FFu);
  auto b16 = bufferOf(bytesOf<uint16_t>({0x8001, 0x3C00, 0x3F80}));
  CHECK(load(vm::kLoadI16S, 'i', b16, 0) == 0xFFFF8001u);
  CHECK(load(vm::kLoadI16U, 'i', b16, 0) == 0x8001u);
  CHECK(bitsF32(load(vm::kLoadF16, 'f', b16, 1)) == 1.0f);
  CHECK(bitsF32(load(vm::kLoadBF16, 'f', b16, 2)) == 1.0f);
  auto b32 = bufferOf(bytesOf<float>({1.5f, -2.0f}));
  CHECK(bitsF32(load(vm::kLoadF32, 'f', b32, 1)) == -2.0f);
  CHECK(load(vm::kLoadI32, 'i', b32, 0) == f32Bits(1.5f));
  auto b64 = bufferOf(bytesOf<double>({0.25, -1e300}));
  CHECK(bitsF64(load(vm::kLoadF64, 'F', b64, 1)) == -1e300);
  CHECK(load(vm::kLoadI64, 'I', b64, 0) == f64Bits(0.25));

  auto out = bufferOf(std::vector<uint8_t>(16, 0));
  Ref<RefObject> ref(out);
  REQUIRE(runMem(vm::kStoreI8, 'i', ref, 3, 0x1234).isOk());
  CHECK(out->data()[3] == 0x34);
  CHECK(out->data()[4] == 0);
  REQUIRE(runMem(vm::kStoreI16, 'i', ref, 1, 0xABCDEF).isOk());
  uint16_t h;
  std::memcpy(&h, out->data() + 2, 2);
  CHECK(h == 0xCDEF);
  REQUIRE(
      runMem(vm::kStoreF16, 'f', ref, 0, f32Bits(1.0f + std::ldexp(1.0f, -11)))
          .isOk());
  std::memcpy(&h, out->data(), 2);
  CHECK(h == 0x3C00); // tie rounds to even
  REQUIRE(runMem(vm::kStoreBF16, 'f', ref, 7, f32Bits(-2.0f)).isOk());
  std::memcpy(&h, out->data() + 14, 2);
  CHECK(h == 0xC000);
  REQUIRE(runMem(vm::kStoreF32, 'f', ref, 2, f32Bits(6.5f)).isOk());
  float f;
  std::memcpy(&f, out->data() + 8, 4);
  CHECK(f == 6.5f);
  REQUIRE(runMem(vm::kStoreI32, 'i', ref, 0, 0xDEADBEEF).isOk());
  uint32_t w;
  std::memcpy(&w, out->data(), 4);
  CHECK(w == 0xDEADBEEFu);
  REQUIRE(runMem(vm::kStoreI64, 'I', ref, 1, 0x0102030405060708ull).isOk());
  uint64_t q;
  std::memcpy(&q, out->data() + 8, 8);
  CHECK(q == 0x0102030405060708ull);
  REQUIRE(runMem(vm::kStoreF64, 'F', ref, 0, f64Bits(-0.5)).isOk());
  double d;
  std::memcpy(&d, out->data(), 8);
  CHECK(d == -0.5);
}

TEST_CASE("loads and stores check bounds, ref kinds and writability") {
  auto b = bufferOf(std::vector<uint8_t>(32, 0)); // 8 f32 elements
  Ref<RefObject> ref(b);
  auto r = runMem(vm::kLoadF32, 'f', ref, 12);
  REQUIRE(!r.isOk());
  CHECK(r.status().code() == StatusCode::kOutOfRange);
  CHECK(r.status().message() == "function 'f' at +0: load.f32 index 12 out "
                                "of bounds for 8 elements of f32");
  r = runMem(vm::kLoadF32, 'f', ref, 8);
  CHECK(r.status().message() == "function 'f' at +0: load.f32 index 8 out of "
                                "bounds for 8 elements of f32");
  r = runMem(vm::kStoreF64, 'F', ref, -1, 0);
  CHECK(r.status().message() == "function 'f' at +0: store.f64 index -1 out "
                                "of bounds for 4 elements of f64");
  CHECK(runMem(vm::kLoadF32, 'f', ref, 7).isOk());
  // A 9-byte buffer holds 2 f32 elements; the partial third is out of range.
  auto odd = bufferOf(std::vector<uint8_t>(9, 0));
  r = runMem(vm::kLoadI32, 'i', Ref<RefObject>(odd), 2);
  CHECK(r.status().message() == "function 'f' at +0: load.i32 index 2 out of "
                                "bounds for 2 elements of i32");

  r = runMem(vm::kLoadF32, 'f', nullptr, 0);
  CHECK(r.status().code() == StatusCode::kInvalidArgument);
  CHECK(r.status().message() == "function 'f' at +0: load.f32 on a null ref");
  auto view = hal::BufferView::create(b, hal::ElementType::kF32, {8});
  REQUIRE(view.isOk());
  r = runMem(vm::kStoreF32, 'f', Ref<RefObject>(*view), 0, 0);
  CHECK(r.status().code() == StatusCode::kInvalidArgument);
  CHECK(r.status().message().find("store.f32 on a hal.buffer_view") !=
        std::string::npos);

  auto ro = hal::Buffer::wrapReadOnly(b->data(), b->size(), Ref<RefObject>(b));
  r = runMem(vm::kStoreF32, 'f', Ref<RefObject>(ro), 0, 0);
  CHECK(r.status().code() == StatusCode::kInvalidArgument);
  CHECK(r.status().message() ==
        "function 'f' at +0: store.f32 into a read-only buffer");
  CHECK(runMem(vm::kLoadF32, 'f', Ref<RefObject>(ro), 0).isOk());
  uint8_t external[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  auto ext = hal::Buffer::wrapExternal(external, sizeof(external));
  REQUIRE(runMem(vm::kStoreI8, 'i', Ref<RefObject>(ext), 7, 42).isOk());
  CHECK(external[7] == 42);
}

TEST_CASE("rodata is loadable and read-only") {
  ModuleSpec m;
  m.rodata.push_back({"c", bytesOf<float>({1.0f, 2.0f, 3.0f})});
  Asm load;
  load.op(vm::kConstRodata).u16(0).u32(0);
  load.op(vm::kLoadF32).u16(1).u16(0).u16(0).ret({1});
  m.functions.push_back({"f", "I", "f", 2, 1, load.code});
  auto r = runFunction(m, {Value::i64(2)});
  REQUIRE(r.isOk());
  CHECK((*r)[0].asF32() == 3.0f);
  r = runFunction(m, {Value::i64(3)});
  CHECK(r.status().message() == "function 'f' at +7: load.f32 index 3 out of "
                                "bounds for 3 elements of f32");
  ModuleSpec s;
  s.rodata = m.rodata;
  Asm store;
  store.op(vm::kConstRodata).u16(0).u32(0);
  store.op(vm::kStoreF32).u16(0).u16(0).u16(1).ret({});
  s.functions.push_back({"f", "If", "", 2, 1, store.code});
  r = runFunction(s, {Value::i64(0), Value::f32(1)});
  REQUIRE(!r.isOk());
  CHECK(r.status().message() ==
        "function 'f' at +7: store.f32 into a read-only buffer (rodata)");
}

TEST_CASE("buffer.alloc makes a zero-filled writable buffer") {
  ModuleSpec m;
  Asm a;
  a.op(vm::kBufferAlloc).u16(0).u16(0);
  a.constI64(1, 3).constF32(2, 9.5f);
  a.op(vm::kStoreF32).u16(0).u16(1).u16(2);
  a.ret({0});
  m.functions.push_back({"f", "I", "r", 3, 1, a.code});
  auto r = runFunction(m, {Value::i64(16)});
  REQUIRE_MESSAGE(r.isOk(), r.status().toString());
  auto *buffer = refCast<hal::Buffer>((*r)[0].ref.get());
  REQUIRE(buffer != nullptr);
  CHECK(buffer->size() == 16);
  CHECK(!buffer->readOnly());
  const float *data = reinterpret_cast<const float *>(buffer->data());
  CHECK(data[0] == 0.0f);
  CHECK(data[3] == 9.5f);
  r = runFunction(m, {Value::i64(-1)});
  CHECK(r.status().code() == StatusCode::kInvalidArgument);
  CHECK(r.status().message() == "function 'f' at +0: buffer.alloc of -1 bytes "
                                "(must be in [0, 4 GiB])");
  r = runFunction(m, {Value::i64(int64_t(5) << 30)});
  CHECK(r.status().code() == StatusCode::kInvalidArgument);
  // 0 bytes is a valid (empty) buffer: the store then is out of bounds.
  r = runFunction(m, {Value::i64(0)});
  CHECK(r.status().code() == StatusCode::kOutOfRange);
}

TEST_CASE("the verifier rejects math codes out of range; dump names them") {
  auto module = [](uint8_t code) {
    ModuleSpec m;
    Asm a;
    a.op(vm::kMathF32).u16(1).u16(0);
    a.code.push_back(code);
    a.ret({1});
    m.functions.push_back({"f", "f", "f", 2, 0, a.code});
    return m;
  };
  for (uint8_t bad : {uint8_t(vm::kMathFunctionCount), uint8_t(200)}) {
    std::string bytes = module(bad).build();
    auto m = Module::loadBytes(bytes.data(), bytes.size(), "bad.smod");
    REQUIRE(!m.isOk());
    CHECK(m.status().code() == StatusCode::kInvalidArgument);
    CHECK(m.status().message() ==
          "bad.smod: function 'f' at +0 (math.f32): math function code " +
              std::to_string(bad) + " is out of range (valid codes are 0..30)");
  }
  // Truncated right before the code byte.
  ModuleSpec t;
  Asm a;
  a.op(vm::kMathF64).u16(1).u16(0);
  t.functions.push_back({"f", "F", "F", 2, 0, a.code});
  std::string bytes = t.build();
  CHECK(!Module::loadBytes(bytes.data(), bytes.size()).isOk());

  TempDir dir;
  std::string path = dir.path + "/math.smod";
  writeBinaryFile(path, module(vm::kMathExp).build());
  ToolResult dump = runTool(STRATA_TEST_STRATA_DUMP, path + " --disassemble");
  CHECK(dump.exitCode == 0);
  CHECK(has(dump, "+0: math.f32 p1, p0, exp"));
}

TEST_CASE("a context without a device refuses modules importing hal") {
  ModuleSpec m;
  uint32_t dev = m.importHal("device.default");
  m.functions.push_back(
      {"f", "", "r", 0, 1,
       Asm().call(vm::kCallImport, dev, {}, {0}).ret({0}).code});
  auto r = runFunction(m, {});
  REQUIRE(!r.isOk());
  CHECK(r.status().code() == StatusCode::kFailedPrecondition);
  CHECK(r.status().message() == "module 'test' imports hal.device.default, "
                                "which needs a device, but the context has "
                                "none");
}
