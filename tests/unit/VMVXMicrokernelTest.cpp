//===- VMVXMicrokernelTest.cpp - vmvx microkernels and loader ---*- C++ -*-===//
//
// Every function of the `vmvx` native module against a naive reference on
// odd sizes with offsets and strides (including broadcast stride 0), their
// bounds errors, every compiled matmul variant this CPU runs, and the
// vmvx-bytecode loader plugin running a hand-assembled executable module
// (through the host's dispatch path and through its C API directly).
//
// The matmul benchmark is skipped by default:
//   strata-runtime-tests -tc='vmvx matmul.f32 benchmark*' --no-skip
//
//===----------------------------------------------------------------------===//

#include "Microkernels.h"
#include "TestModules.h"
#include "VMVXModule.h"
#include "strata/VMVX/MicrokernelABI.h"
#include "strata/runtime/plugin_manager.h"
#include "strata/runtime/tooling.h"
#include "strata/runtime/vm.h"

#include <doctest/doctest.h>

#include <chrono>
#include <cmath>
#include <cstring>
#include <limits>

using namespace strata;
using namespace strata::test;

namespace {

/// Calls functions of the `vmvx` native module directly.
struct Kernels {
  Ref<Module> module;
  std::unique_ptr<vm::Context> context;

  Kernels() {
    ModuleSpec m;
    m.functions.push_back({"f", "", "", 0, 0, Asm().ret({}).code});
    std::string bytes = m.build();
    auto loaded = Module::loadBytes(bytes.data(), bytes.size(), "kernels",
                                    {&vmvx::vmvxNativeModule()});
    REQUIRE(loaded.isOk());
    module = *loaded;
    context = std::make_unique<vm::Context>(module, nullptr);
  }

  Status call(const char *name, std::vector<Ref<hal::Buffer>> refs,
              std::vector<int64_t> prims) {
    const vm::NativeModule &nm = vmvx::vmvxNativeModule();
    const vm::NativeFunction *fn = nullptr;
    for (size_t i = 0; i < nm.functionCount; ++i)
      if (std::strcmp(nm.functions[i].name, name) == 0)
        fn = &nm.functions[i];
    REQUIRE_MESSAGE(fn != nullptr, name);
    // Banks per the ABI type string (i32 operands in the low 32 bits).
    std::string_view types = fn->argumentTypes;
    size_t refCount = 0, primCount = 0;
    for (char c : types)
      (c == 'r' ? refCount : primCount)++;
    REQUIRE(refs.size() == refCount);
    REQUIRE(prims.size() == primCount);
    vm::CallValues args, results;
    size_t pi = 0;
    for (char c : types)
      if (c == 'i') {
        args.prims.push_back(uint32_t(int32_t(prims[pi++])));
      } else if (c != 'r') {
        args.prims.push_back(uint64_t(prims[pi++]));
      }
    for (auto &r : refs)
      args.refs.push_back(Ref<RefObject>(r));
    return fn->fn(*context, args, results);
  }
};

Ref<hal::Buffer> buffer(size_t bytes) {
  auto b = hal::Buffer::allocate(bytes);
  REQUIRE(b.isOk());
  return *b;
}

/// f32 buffer of `n` pseudo-random values in [-1, 1).
Ref<hal::Buffer> randomF32(size_t n, uint32_t seed) {
  auto b = buffer(n * 4);
  float *p = reinterpret_cast<float *>(b->data());
  uint32_t s = seed * 2654435761u + 1;
  for (size_t i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    p[i] = float(s >> 8) / float(1 << 23) - 1.0f;
  }
  return b;
}

float *f32(const Ref<hal::Buffer> &b) {
  return reinterpret_cast<float *>(b->data());
}

bool closeTo(double actual, double expected, double tol = 1e-4) {
  return std::fabs(actual - expected) <= tol * (1.0 + std::fabs(expected));
}

} // namespace

//===----------------------------------------------------------------------===//
// matmul.f32
//===----------------------------------------------------------------------===//

TEST_CASE("vmvx matmul.f32 on odd sizes with offsets and row strides") {
  Kernels k;
  const int64_t M = 37, N = 45, K = 29;
  const int64_t lo = 5, ls = K + 3, ro = 7, rs = N + 2, oo = 3, os = N + 5;
  auto lhs = randomF32(size_t(lo + M * ls), 1);
  auto rhs = randomF32(size_t(ro + K * rs), 2);
  for (int accumulate = 0; accumulate < 2; ++accumulate) {
    CAPTURE(accumulate);
    auto out = randomF32(size_t(oo + M * os + 4), 3);
    std::vector<float> before(f32(out), f32(out) + oo + M * os + 4);
    REQUIRE(k.call("matmul.f32", {lhs, rhs, out},
                   {lo, ls, ro, rs, oo, os, M, N, K, accumulate})
                .isOk());
    int bad = 0;
    for (int64_t i = 0; i < M; ++i)
      for (int64_t j = 0; j < os; ++j) {
        size_t at = size_t(oo + i * os + j);
        if (j >= N) { // gap columns are untouched
          bad += f32(out)[at] != before[at];
          continue;
        }
        double sum = accumulate ? before[at] : 0.0;
        for (int64_t p = 0; p < K; ++p)
          sum += double(f32(lhs)[lo + i * ls + p]) *
                 double(f32(rhs)[ro + p * rs + j]);
        bad += !closeTo(f32(out)[at], sum);
      }
    CHECK(bad == 0);
    CHECK(f32(out)[0] == before[0]); // before the offset
  }
}

TEST_CASE("vmvx matmul.f32: every compiled variant this CPU runs") {
  const int64_t M = 203, N = 77, K = 300; // spans the MC and KC blocks
  auto a = randomF32(size_t(M * K), 4);
  auto b = randomF32(size_t(K * N), 5);
  std::vector<float> ref(size_t(M * N)), out(size_t(M * N));
  vmvx::matmulF32Reference(f32(a), K, f32(b), N, ref.data(), N, M, N, K, false);
  int ran = 0;
  for (const char *isa : {"avx512f", "avx2+fma", "baseline"}) {
    INFO("isa ", std::string(isa));
    std::fill(out.begin(), out.end(), -7.0f);
    if (!vmvx::matmulF32ForIsa(isa, f32(a), K, f32(b), N, out.data(), N, M, N,
                               K, false))
      continue;
    ++ran;
    int bad = 0;
    for (size_t i = 0; i < out.size(); ++i)
      bad += !closeTo(out[i], ref[i]);
    CHECK(bad == 0);
    // Accumulate: out += a*b.
    std::vector<float> acc(out.size(), 1.0f);
    REQUIRE(vmvx::matmulF32ForIsa(isa, f32(a), K, f32(b), N, acc.data(), N, M,
                                  N, K, true));
    bad = 0;
    for (size_t i = 0; i < acc.size(); ++i)
      bad += !closeTo(acc[i], ref[i] + 1.0);
    CHECK(bad == 0);
  }
  CHECK(ran >= 1);
  CHECK(!vmvx::matmulF32ForIsa("sse9", f32(a), K, f32(b), N, out.data(), N, M,
                               N, K, false));
  MESSAGE("matmul.f32 dispatches to ", std::string(vmvx::microkernelIsaName()));
}

TEST_CASE("vmvx matmul.f32 with K = 0 zeroes or keeps the output") {
  Kernels k;
  auto lhs = buffer(16), rhs = buffer(16), out = randomF32(6, 9);
  float keep = f32(out)[4];
  REQUIRE(k.call("matmul.f32", {lhs, rhs, out}, {0, 0, 0, 3, 0, 3, 2, 3, 0, 1})
              .isOk());
  CHECK(f32(out)[4] == keep);
  REQUIRE(k.call("matmul.f32", {lhs, rhs, out}, {0, 0, 0, 3, 0, 3, 2, 3, 0, 0})
              .isOk());
  for (int i = 0; i < 6; ++i)
    CHECK(f32(out)[i] == 0.0f);
}

TEST_CASE("vmvx matmul.f32 refuses bad regions") {
  Kernels k;
  auto lhs = buffer(4 * 12), rhs = buffer(4 * 12), out = buffer(4 * 9);
  // 3x4 lhs at offset 1 needs 13 elements.
  Status s =
      k.call("matmul.f32", {lhs, rhs, out}, {1, 4, 0, 3, 0, 3, 3, 3, 4, 0});
  CHECK(s.code() == StatusCode::kInvalidArgument);
  CHECK(s.message() == "lhs: region (offset 1, strides 4x1, sizes 3x4) "
                       "reaches past the buffer's 12 elements");
  s = k.call("matmul.f32", {lhs, rhs, out}, {0, -4, 0, 3, 0, 3, 3, 3, 4, 0});
  CHECK(s.message() == "lhs: negative offset, stride or size (offset 0, "
                       "strides -4x1, sizes 3x4)");
  s = k.call("matmul.f32", {lhs, rhs, out}, {0, 4, 0, 3, 0, 3, -3, 3, 4, 0});
  CHECK(s.message() == "negative size M=-3 N=3 K=4");
  s = k.call("matmul.f32", {lhs, rhs, out}, {0, 4, 0, 3, 0, 3, 3, 3, 4, 2});
  CHECK(s.message() == "unknown flags 0x2 (only bit 0, accumulate, is "
                       "defined)");
  // Overflowing index arithmetic is caught, not wrapped.
  s = k.call("matmul.f32", {lhs, rhs, out},
             {0, int64_t(1) << 62, 0, 3, 0, 3, 3, 3, 4, 0});
  CHECK(s.code() == StatusCode::kInvalidArgument);
  auto ro =
      hal::Buffer::wrapReadOnly(out->data(), out->size(), Ref<RefObject>(out));
  s = k.call("matmul.f32", {lhs, rhs, ro}, {0, 4, 0, 3, 0, 3, 3, 3, 4, 0});
  CHECK(s.message() == "out: output buffer is read-only");
  s = k.call("matmul.f32", {lhs, rhs, nullptr}, {0, 4, 0, 3, 0, 3, 3, 3, 4, 0});
  CHECK(s.message() == "out: null buffer");
  s = k.call("matmul.f32", {lhs, rhs, lhs}, {0, 4, 0, 3, 0, 4, 3, 3, 4, 0});
  CHECK(s.message() == "out overlaps lhs");
  CHECK(k.call("matmul.f32", {lhs, rhs, out}, {0, 4, 0, 3, 0, 3, 3, 3, 4, 0})
            .isOk());
}

//===----------------------------------------------------------------------===//
// fill / copy
//===----------------------------------------------------------------------===//

namespace {

template <typename T>
void checkFill(Kernels &k, const char *name, int64_t value) {
  INFO("kernel ", std::string(name));
  const size_t n = 64;
  auto out = buffer(n * sizeof(T));
  std::memset(out->data(), 0x11, n * sizeof(T));
  T sentinel;
  std::memset(&sentinel, 0x11, sizeof(T));
  REQUIRE(k.call(name, {out}, {3, 10, 2, 4, 3, value}).isOk());
  T *p = reinterpret_cast<T *>(out->data());
  int bad = 0;
  for (size_t i = 0; i < n; ++i) {
    bool inRegion = false;
    for (int a = 0; a < 4; ++a)
      for (int b = 0; b < 3; ++b)
        inRegion |= i == size_t(3 + a * 10 + b * 2);
    bad += p[i] != (inRegion ? T(value) : sentinel);
  }
  CHECK(bad == 0);
  // Contiguous rows, and a broadcast (stride 0) row.
  REQUIRE(k.call(name, {out}, {0, 0, 1, 5, 7, 0}).isOk());
  for (int i = 0; i < 7; ++i)
    CHECK(p[i] == T(0));
  Status s = k.call(name, {out}, {60, 1, 1, 2, 4, 0});
  CHECK(s.message() == "out: region (offset 60, strides 1x1, sizes 2x4) "
                       "reaches past the buffer's 64 elements");
}

template <typename T> void checkCopy(Kernels &k, const char *name) {
  INFO("kernel ", std::string(name));
  auto src = buffer(40 * sizeof(T)), dst = buffer(40 * sizeof(T));
  T *s = reinterpret_cast<T *>(src->data());
  T *d = reinterpret_cast<T *>(dst->data());
  for (int i = 0; i < 40; ++i)
    s[i] = T(i + 1);
  // 3x4 region: src rows 7 apart, columns 2 apart, from offset 1; dst
  // contiguous rows of 5 from offset 2.
  REQUIRE(k.call(name, {src, dst}, {1, 7, 2, 2, 5, 1, 3, 4}).isOk());
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 4; ++j)
      CHECK(d[2 + i * 5 + j] == s[1 + i * 7 + j * 2]);
  CHECK(d[0] == T(0));
  CHECK(d[6] == T(0));
  // Broadcast: every dst row is src row 0 (src stride0 = 0); contiguous path.
  std::memset(dst->data(), 0, dst->size());
  REQUIRE(k.call(name, {src, dst}, {4, 0, 1, 0, 8, 1, 3, 5}).isOk());
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 5; ++j)
      CHECK(d[i * 8 + j] == s[4 + j]);
  Status st = k.call(name, {src, dst}, {0, 1, 1, 38, 1, 1, 1, 3});
  CHECK(st.message() == "dst: region (offset 38, strides 1x1, sizes 1x3) "
                        "reaches past the buffer's 40 elements");
  auto ro =
      hal::Buffer::wrapReadOnly(dst->data(), dst->size(), Ref<RefObject>(dst));
  st = k.call(name, {src, ro}, {0, 1, 1, 0, 1, 1, 1, 3});
  CHECK(st.message() == "dst: output buffer is read-only");
}

} // namespace

TEST_CASE("vmvx fill.x8/x16/x32/x64") {
  Kernels k;
  checkFill<uint8_t>(k, "fill.x8", 0xA5);
  checkFill<uint16_t>(k, "fill.x16", 0xBEEF);
  checkFill<uint32_t>(k, "fill.x32", int64_t(0xDEADBEEFu));
  checkFill<uint64_t>(k, "fill.x64", int64_t(0x0123456789ABCDEFull));
}

TEST_CASE("vmvx copy.x8/x16/x32/x64") {
  Kernels k;
  checkCopy<uint8_t>(k, "copy.x8");
  checkCopy<uint16_t>(k, "copy.x16");
  checkCopy<uint32_t>(k, "copy.x32");
  checkCopy<uint64_t>(k, "copy.x64");
}

//===----------------------------------------------------------------------===//
// reduce.f32
//===----------------------------------------------------------------------===//

TEST_CASE("vmvx reduce.f32: sum/maximum/minimum over rows and columns") {
  Kernels k;
  const int64_t R = 5, C = 7; // in: offset 3, R x C with row stride 9
  auto in = randomF32(3 + R * 9, 21);
  f32(in)[3 + 2 * 9 + 4] = std::numeric_limits<float>::quiet_NaN();
  for (int op = 0; op < vmvx::kReduceOpCount; ++op) {
    CAPTURE(op);
    auto combine = [&](float a, float b) -> float {
      if (op == vmvx::kReduceSum)
        return a + b;
      if (std::isnan(a) || std::isnan(b))
        return std::numeric_limits<float>::quiet_NaN();
      return op == vmvx::kReduceMaximum ? std::max(a, b) : std::min(a, b);
    };
    // Rows: out[i] (stride 2, offset 1) combines with row i, in order.
    auto out = buffer(4 * 16);
    for (int i = 0; i < 16; ++i)
      f32(out)[i] = 0.5f;
    REQUIRE(k.call("reduce.f32", {in, out}, {op, 3, 9, 1, 1, 2, R, C}).isOk());
    for (int64_t i = 0; i < R; ++i) {
      float acc = 0.5f;
      for (int64_t j = 0; j < C; ++j)
        acc = combine(acc, f32(in)[3 + i * 9 + j]);
      CAPTURE(i);
      if (std::isnan(acc))
        CHECK(std::isnan(f32(out)[1 + i * 2]));
      else
        CHECK(f32(out)[1 + i * 2] == acc); // same order: bit-exact
    }
    // Columns: out[j] combines column j (in strides 1 x 9: the kernel
    // sweeps rows outside, each output still in order).
    auto cols = buffer(4 * C);
    REQUIRE(
        k.call("reduce.f32", {in, cols}, {op, 3, 1, 9, 0, 1, C, R}).isOk());
    for (int64_t j = 0; j < C; ++j) {
      float acc = 0.0f;
      for (int64_t i = 0; i < R; ++i)
        acc = combine(acc, f32(in)[3 + i * 9 + j]);
      CAPTURE(j);
      if (std::isnan(acc))
        CHECK(std::isnan(f32(cols)[j]));
      else
        CHECK(f32(cols)[j] == acc);
    }
  }
  auto out = buffer(4 * 4);
  Status bad = k.call("reduce.f32", {in, out}, {7, 3, 9, 1, 0, 1, R, C});
  CHECK(bad.message().find("unknown reduction code 7") != std::string::npos);
  bad = k.call("reduce.f32", {in, out}, {0, 3, 9, 1, 0, 1, R, C});
  CHECK(bad.message().find("reaches past") != std::string::npos);
}

//===----------------------------------------------------------------------===//
// binary.f32 / unary.f32
//===----------------------------------------------------------------------===//

TEST_CASE("vmvx binary.f32: every op, strided and broadcast operands") {
  Kernels k;
  const int64_t R = 3, C = 5;
  auto lhs = randomF32(40, 11), rhs = randomF32(40, 12);
  f32(lhs)[2 + 7 + 1] = std::numeric_limits<float>::quiet_NaN();
  f32(rhs)[3] = -0.0f;
  f32(lhs)[2 + 2] = 0.0f;
  for (int op = 0; op < vmvx::kBinaryOpCount; ++op) {
    CAPTURE(op);
    auto ref = [&](float x, float y) -> float {
      switch (op) {
      case vmvx::kBinaryAdd:
        return x + y;
      case vmvx::kBinarySub:
        return x - y;
      case vmvx::kBinaryMul:
        return x * y;
      case vmvx::kBinaryDiv:
        return x / y;
      case vmvx::kBinaryMinimum:
        if (std::isnan(x) || std::isnan(y))
          return std::numeric_limits<float>::quiet_NaN();
        if (x == y)
          return std::signbit(x) ? x : y;
        return std::min(x, y);
      default:
        if (std::isnan(x) || std::isnan(y))
          return std::numeric_limits<float>::quiet_NaN();
        if (x == y)
          return std::signbit(x) ? y : x;
        return std::max(x, y);
      }
    };
    auto same = [](float a, float b) {
      uint32_t x, y;
      std::memcpy(&x, &a, 4);
      std::memcpy(&y, &b, 4);
      return x == y || (std::isnan(a) && std::isnan(b));
    };
    // lhs: offset 2, strides 7x1; rhs: one row broadcast (stride0 0);
    // out: offset 1, strides 6x1.
    auto out = buffer(4 * 20);
    REQUIRE(k.call("binary.f32", {lhs, rhs, out},
                   {op, 2, 7, 1, 1, 0, 1, 1, 6, 1, R, C})
                .isOk());
    int bad = 0;
    for (int64_t i = 0; i < R; ++i)
      for (int64_t j = 0; j < C; ++j)
        bad += !same(f32(out)[1 + i * 6 + j],
                     ref(f32(lhs)[2 + i * 7 + j], f32(rhs)[1 + j]));
    CHECK(bad == 0);
    // lhs scalar broadcast (strides 0x0), rhs column stride 2, out
    // transposed (strides 1x3).
    REQUIRE(k.call("binary.f32", {lhs, rhs, out},
                   {op, 5, 0, 0, 0, 10, 2, 0, 1, 3, R, C})
                .isOk());
    bad = 0;
    for (int64_t i = 0; i < R; ++i)
      for (int64_t j = 0; j < C; ++j)
        bad += !same(f32(out)[i + j * 3],
                     ref(f32(lhs)[5], f32(rhs)[i * 10 + j * 2]));
    CHECK(bad == 0);
    // rhs scalar per row (stride1 0) with contiguous lhs/out.
    REQUIRE(k.call("binary.f32", {lhs, rhs, out},
                   {op, 0, 5, 1, 0, 1, 0, 0, 5, 1, R, C})
                .isOk());
    bad = 0;
    for (int64_t i = 0; i < R; ++i)
      for (int64_t j = 0; j < C; ++j)
        bad +=
            !same(f32(out)[i * 5 + j], ref(f32(lhs)[i * 5 + j], f32(rhs)[i]));
    CHECK(bad == 0);
  }
  auto out = buffer(4 * 20);
  Status s = k.call("binary.f32", {lhs, rhs, out},
                    {6, 0, 0, 1, 0, 0, 1, 0, 0, 1, 1, 4});
  CHECK(s.message() == "unknown binary op 6 (valid: 0..5)");
  s = k.call("binary.f32", {lhs, rhs, out},
             {0, 0, 0, 1, 0, 0, 1, 0, 5, 1, 5, 5});
  CHECK(s.message() == "out: region (offset 0, strides 5x1, sizes 5x5) "
                       "reaches past the buffer's 20 elements");
  // In place (out == lhs, same indexing) is elementwise-safe.
  auto io = randomF32(8, 13);
  std::vector<float> before(f32(io), f32(io) + 8);
  REQUIRE(
      k.call("binary.f32", {io, io, io}, {0, 0, 4, 1, 0, 4, 1, 0, 4, 1, 2, 4})
          .isOk());
  for (int i = 0; i < 8; ++i)
    CHECK(f32(io)[i] == before[i] * 2.0f);
}

TEST_CASE("vmvx unary.f32: every math code, contiguous and strided") {
  Kernels k;
  auto in = buffer(4 * 12);
  for (int i = 0; i < 12; ++i)
    f32(in)[i] = 0.05f + 0.07f * float(i); // in every domain (acosh below)
  for (int fn = 0; fn < vm::kMathFunctionCount; ++fn) {
    INFO("math function ", std::string(vm::mathFunctionName(uint8_t(fn))));
    auto src = in;
    if (fn == vm::kMathAcosh) {
      src = buffer(4 * 12);
      for (int i = 0; i < 12; ++i)
        f32(src)[i] = 1.0f + 0.3f * float(i);
    }
    // The interpreter's math.f32 is the reference (VMOpcodeTest checks it
    // against <cmath>): run it through a VM function.
    ModuleSpec m;
    Asm a;
    a.op(vm::kMathF32).u16(1).u16(0);
    a.code.push_back(uint8_t(fn));
    a.ret({1});
    m.functions.push_back({"f", "f", "f", 2, 0, a.code});
    std::string bytes = m.build();
    auto mod = Module::loadBytes(bytes.data(), bytes.size());
    REQUIRE(mod.isOk());
    vm::Context ctx(*mod, nullptr);
    auto expect = [&](float x) {
      auto r = ctx.call("f", {vm::Value::f32(x)});
      REQUIRE(r.isOk());
      return (*r)[0].asF32();
    };
    auto out = buffer(4 * 16);
    // Contiguous 2x4 from offset 2 (rows 5 apart) into rows 6 apart.
    REQUIRE(
        k.call("unary.f32", {src, out}, {fn, 2, 5, 1, 0, 6, 1, 2, 4}).isOk());
    int bad = 0;
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 4; ++j) {
        float e = expect(f32(src)[2 + i * 5 + j]);
        float g = f32(out)[i * 6 + j];
        bad += !(g == e || (std::isnan(g) && std::isnan(e)));
      }
    CHECK(bad == 0);
    // Strided: columns 2 apart in, 3 apart out.
    REQUIRE(
        k.call("unary.f32", {src, out}, {fn, 0, 6, 2, 1, 8, 3, 2, 3}).isOk());
    bad = 0;
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 3; ++j) {
        float e = expect(f32(src)[i * 6 + j * 2]);
        float g = f32(out)[1 + i * 8 + j * 3];
        bad += !(g == e || (std::isnan(g) && std::isnan(e)));
      }
    CHECK(bad == 0);
  }
  auto out = buffer(16);
  Status s = k.call("unary.f32", {in, out}, {31, 0, 0, 1, 0, 0, 1, 1, 4});
  CHECK(s.message() == "unknown math function code 31 (valid: 0..30)");
  s = k.call("unary.f32", {in, out}, {0, 0, 0, 1, 0, 0, 1, 1, 5});
  CHECK(s.message() == "out: region (offset 0, strides 0x1, sizes 1x5) "
                       "reaches past the buffer's 4 elements");
}

//===----------------------------------------------------------------------===//
// conv2d_nhwc_hwcf.f32
//===----------------------------------------------------------------------===//

TEST_CASE("vmvx conv2d_nhwc_hwcf.f32 with strides, dilations and offsets") {
  Kernels k;
  const int64_t N = 2, H = 9, W = 8, C = 3, KH = 3, KW = 2, F = 5;
  const int64_t SH = 2, SW = 1, DH = 1, DW = 2;
  const int64_t OH = (H - (KH - 1) * DH - 1) / SH + 1; // 4
  const int64_t OW = (W - (KW - 1) * DW - 1) / SW + 1; // 6
  const int64_t io = 3, fo = 1, oo = 2;
  auto in = randomF32(size_t(io + N * H * W * C), 21);
  auto filter = randomF32(size_t(fo + KH * KW * C * F), 22);
  for (int accumulate = 0; accumulate < 2; ++accumulate) {
    CAPTURE(accumulate);
    auto out = randomF32(size_t(oo + N * OH * OW * F), 23);
    std::vector<float> before(f32(out), f32(out) + oo + N * OH * OW * F);
    REQUIRE(k.call("conv2d_nhwc_hwcf.f32", {in, filter, out},
                   {io, fo, oo, N, H, W, C, KH, KW, F, OH, OW, SH, SW, DH, DW,
                    accumulate})
                .isOk());
    int bad = 0;
    for (int64_t n = 0; n < N; ++n)
      for (int64_t oh = 0; oh < OH; ++oh)
        for (int64_t ow = 0; ow < OW; ++ow)
          for (int64_t f = 0; f < F; ++f) {
            size_t at = size_t(oo + ((n * OH + oh) * OW + ow) * F + f);
            double sum = accumulate ? before[at] : 0.0;
            for (int64_t kh = 0; kh < KH; ++kh)
              for (int64_t kw = 0; kw < KW; ++kw)
                for (int64_t c = 0; c < C; ++c) {
                  int64_t ih = oh * SH + kh * DH, iw = ow * SW + kw * DW;
                  sum += double(f32(in)[io + ((n * H + ih) * W + iw) * C + c]) *
                         double(f32(
                             filter)[fo + ((kh * KW + kw) * C + c) * F + f]);
                }
            bad += !closeTo(f32(out)[at], sum);
          }
    CHECK(bad == 0);
    CHECK(f32(out)[0] == before[0]);
  }
  auto out = buffer(size_t(4 * (oo + N * OH * OW * F)));
  Status s = k.call(
      "conv2d_nhwc_hwcf.f32", {in, filter, out},
      {io, fo, oo, N, H, W, C, KH, KW, F, OH + 1, OW, SH, SW, DH, DW, 0});
  CHECK(s.code() == StatusCode::kInvalidArgument);
  CHECK(s.message().find("windows reach past the input") != std::string::npos);
  s = k.call(
      "conv2d_nhwc_hwcf.f32", {in, filter, out},
      {io, fo, oo + 1, N, H, W, C, KH, KW, F, OH, OW, SH, SW, DH, DW, 0});
  CHECK(s.message() == "out: region (offset 3, strides 0x1, sizes 1x240) "
                       "reaches past the buffer's 242 elements");
  s = k.call("conv2d_nhwc_hwcf.f32", {in, filter, out},
             {io, fo, oo, N, H, W, C, KH, KW, F, OH, OW, 0, SW, DH, DW, 0});
  CHECK(s.message() == "strides and dilations must be >= 1, got strides 0x1, "
                       "dilations 1x2");
}

TEST_CASE("vmvx conv2d_nhwc_hwcf.f32: every compiled variant, blocks and "
          "tails") {
  // F = 69 and OW = 19 exercise the register-blocked path and both tails
  // (channels past the last full vector block, pixels past the last block).
  vmvx::Conv2DParams p{2, 11, 40, 7, 3, 2, 69, 0, 0, 2, 2, 2, 1};
  p.oh = (p.h - (p.kh - 1) * p.dilationH - 1) / p.strideH + 1; // 4
  p.ow = (p.w - (p.kw - 1) * p.dilationW - 1) / p.strideW + 1; // 20
  p.ow = 19; // a window short of the input's right edge is fine
  auto in = randomF32(size_t(p.n * p.h * p.w * p.c), 41);
  auto filter = randomF32(size_t(p.kh * p.kw * p.c * p.f), 42);
  size_t outCount = size_t(p.n * p.oh * p.ow * p.f);
  std::vector<double> ref(outCount, 0.0);
  for (int64_t n = 0; n < p.n; ++n)
    for (int64_t oh = 0; oh < p.oh; ++oh)
      for (int64_t ow = 0; ow < p.ow; ++ow)
        for (int64_t f = 0; f < p.f; ++f) {
          double sum = 0.0;
          for (int64_t kh = 0; kh < p.kh; ++kh)
            for (int64_t kw = 0; kw < p.kw; ++kw)
              for (int64_t c = 0; c < p.c; ++c) {
                int64_t ih = oh * p.strideH + kh * p.dilationH;
                int64_t iw = ow * p.strideW + kw * p.dilationW;
                sum +=
                    double(f32(in)[((n * p.h + ih) * p.w + iw) * p.c + c]) *
                    double(f32(filter)[((kh * p.kw + kw) * p.c + c) * p.f + f]);
              }
          ref[size_t(((n * p.oh + oh) * p.ow + ow) * p.f + f)] = sum;
        }
  int ran = 0;
  for (const char *isa : {"avx512f", "avx2+fma", "baseline"}) {
    INFO("isa ", std::string(isa));
    std::vector<float> out(outCount, 0.5f);
    if (!vmvx::conv2dNhwcHwcfF32ForIsa(isa, f32(in), f32(filter), out.data(), p,
                                       true))
      continue;
    ++ran;
    int bad = 0;
    for (size_t i = 0; i < outCount; ++i)
      bad += !closeTo(out[i], ref[i] + 0.5);
    CHECK(bad == 0);
    REQUIRE(vmvx::conv2dNhwcHwcfF32ForIsa(isa, f32(in), f32(filter), out.data(),
                                          p, false));
    bad = 0;
    for (size_t i = 0; i < outCount; ++i)
      bad += !closeTo(out[i], ref[i]);
    CHECK(bad == 0);
  }
  CHECK(ran >= 1);
}

TEST_CASE("vmvx matmul.f32 benchmark at 1024^3 (one thread)" *
          doctest::skip()) {
  const int64_t n = 1024;
  auto a = randomF32(size_t(n * n), 31), b = randomF32(size_t(n * n), 32);
  auto c = buffer(size_t(n * n * 4));
  vmvx::matmulF32(f32(a), n, f32(b), n, f32(c), n, n, n, n, false);
  double best = 1e30;
  for (int rep = 0; rep < 7; ++rep) {
    auto t0 = std::chrono::steady_clock::now();
    vmvx::matmulF32(f32(a), n, f32(b), n, f32(c), n, n, n, n, false);
    double s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0)
            .count();
    best = std::min(best, s);
  }
  MESSAGE("matmul.f32 1024^3 (", std::string(vmvx::microkernelIsaName()),
          "): ", 2.0 * n * n * n / best * 1e-9, " GF/s (best of 7, ",
          best * 1e3, " ms)");
}

//===----------------------------------------------------------------------===//
// The vmvx-bytecode loader plugin
//===----------------------------------------------------------------------===//

namespace {

uint32_t importVmvx(ModuleSpec &m, const vmvx::MicrokernelSpec &k) {
  m.imports.push_back({vmvx::kModuleName, k.name, k.arguments, k.results});
  return uint32_t(m.imports.size() - 1);
}

/// The vmvx executable module of dispatchModule's executable (README ABI):
///   add_f32(a, b, out, x, y, z): scalar loop with load/store over
///     elements [4x, 4x + 4)
///   mul2_f32(io, x, y, z): vmvx.binary.f32 mul by a rodata 2.0 broadcast
///   iota2d_i32(out, x, y, z): vmvx.fill.x32 of element (y, x) = 100y + x
ModuleSpec vmvxExecutableModule() {
  ModuleSpec m;
  m.name = "add_dispatch_vmvx";
  uint32_t binary = importVmvx(m, vmvx::kBinaryF32);
  uint32_t fill = importVmvx(m, vmvx::kFillX32);
  {
    Asm a;
    a.constI32(3, 4).binary(vm::kMulI32, 4, 0, 3);
    a.op(vm::kExtI32I64U).u16(5).u16(4);
    a.constI64(6, 1).constI64(7, 4).binary(vm::kAddI64, 8, 5, 7);
    size_t loop = a.pos();
    a.binary(vm::kCmpLtSI64, 9, 5, 8);
    size_t cb = a.pos();
    a.condBr(9, 0, 0);
    size_t body = a.pos();
    a.op(vm::kLoadF32).u16(10).u16(0).u16(5);
    a.op(vm::kLoadF32).u16(11).u16(1).u16(5);
    a.binary(vm::kAddF32, 12, 10, 11);
    a.op(vm::kStoreF32).u16(2).u16(5).u16(12);
    a.binary(vm::kAddI64, 5, 5, 6).br(uint32_t(loop));
    size_t exit = a.pos();
    a.ret({});
    a.patchU32(cb + 3, uint32_t(body));
    a.patchU32(cb + 7, uint32_t(exit));
    m.functions.push_back({"add_f32", "rrriii", "", 13, 3, a.code});
  }
  {
    Asm a;
    a.op(vm::kConstRodata).u16(1).u32(0);
    a.constI32(3, vmvx::kBinaryMul).constI32(4, 4);
    a.binary(vm::kMulI32, 5, 0, 4);
    a.op(vm::kExtI32I64U).u16(5).u16(5);
    a.constI64(6, 0).constI64(7, 1).constI64(8, 4);
    // binary.f32(op, io, 4x, 0, 1, two, 0, 0, 0, io, 4x, 0, 1, 1, 4)
    a.call(vm::kCallImport, binary,
           {3, 0, 5, 6, 7, 1, 6, 6, 6, 0, 5, 6, 7, 7, 8}, {});
    a.ret({});
    m.functions.push_back({"mul2_f32", "riii", "", 9, 2, a.code});
  }
  {
    Asm a;
    a.constI32(3, 4).binary(vm::kMulI32, 4, 1, 3).binary(vm::kAddI32, 4, 4, 0);
    a.op(vm::kExtI32I64U).u16(4).u16(4);
    a.constI32(5, 100)
        .binary(vm::kMulI32, 5, 1, 5)
        .binary(vm::kAddI32, 5, 5, 0);
    a.constI64(6, 1).constI64(7, 0);
    // fill.x32(out, offset, 0, 1, 1, 1, value)
    a.call(vm::kCallImport, fill, {0, 4, 7, 6, 6, 6, 5}, {});
    a.ret({});
    m.functions.push_back({"iota2d_i32", "riii", "", 8, 1, a.code});
  }
  std::vector<uint8_t> two(4);
  float v = 2.0f;
  std::memcpy(two.data(), &v, 4);
  m.rodata.push_back({"two", two});
  return m;
}

VariantSpec vmvxVariant(const ModuleSpec &exe, uint32_t n) {
  VariantSpec v;
  v.target = "vmvx";
  v.format = "vmvx-bytecode";
  v.workgroupCounts = {n / 4, 1, 1, n / 4, 1, 1, 4, 4, 1};
  std::string bytes = exe.build();
  v.binary.assign(bytes.begin(), bytes.end());
  return v;
}

std::shared_ptr<PluginManager> vmvxPlugin() {
  auto plugins = std::make_shared<PluginManager>();
  Status s = plugins->loadFile(STRATA_TEST_VMVX_PLUGIN_SO);
  REQUIRE_MESSAGE(s.isOk(), s.toString());
  REQUIRE(plugins->loaders().size() == 1);
  REQUIRE(std::string(plugins->loaders()[0].api->format) == "vmvx-bytecode");
  return plugins;
}

Ref<hal::BufferView> f32View(hal::Device &device, std::vector<float> values) {
  tooling::HostTensor t;
  t.type = hal::ElementType::kF32;
  t.shape = {int64_t(values.size())};
  t.data.resize(values.size() * 4);
  std::memcpy(t.data.data(), values.data(), t.data.size());
  auto v = tooling::toBufferView(device, t);
  REQUIRE(v.isOk());
  return *v;
}

} // namespace

TEST_CASE("the vmvx plugin runs a hand-assembled executable module") {
  const uint32_t n = 64;
  ModuleSpec host = dispatchModule(n, {vmvxVariant(vmvxExecutableModule(), n)});
  std::string bytes = host.build();
  auto module = Module::loadBytes(bytes.data(), bytes.size(), "vmvx.smod");
  REQUIRE_MESSAGE(module.isOk(), module.status().toString());
  auto device = hal::Device::createLocal(vmvxPlugin(), 4);
  vm::Context ctx(*module, device);
  std::vector<float> a(n), b(n);
  for (uint32_t i = 0; i < n; ++i) {
    a[i] = float(i) * 0.5f;
    b[i] = 3.0f - float(i);
  }
  for (int round = 0; round < 3; ++round) { // workgroups run on 4 threads
    auto results =
        ctx.invoke("main", {f32View(*device, a), f32View(*device, b)});
    REQUIRE_MESSAGE(results.isOk(), results.status().toString());
    const float *o = reinterpret_cast<const float *>((*results)[0]->data());
    int bad = 0;
    for (uint32_t i = 0; i < n; ++i)
      bad += o[i] != (a[i] + b[i]) * 2.0f;
    CHECK(bad == 0);
  }
  auto iota = ctx.invoke("iota", {});
  REQUIRE_MESSAGE(iota.isOk(), iota.status().toString());
  const int32_t *io = reinterpret_cast<const int32_t *>((*iota)[0]->data());
  for (int y = 0; y < 4; ++y)
    for (int x = 0; x < 4; ++x)
      CHECK(io[y * 4 + x] == y * 100 + x);
  auto exe = ctx.lookupExecutable(0);
  REQUIRE(exe.isOk());
  CHECK((*exe)->format() == "vmvx-bytecode");
  CHECK((*exe)->loader()->pluginName == "vmvx");
}

TEST_CASE("a failing vmvx workgroup fails the dispatch with its status") {
  // add_f32 reading past the bindings: the host dispatches 16 workgroups
  // (n = 64) over 8-element buffers.
  const uint32_t n = 64;
  ModuleSpec host = dispatchModule(8, {vmvxVariant(vmvxExecutableModule(), n)});
  std::string bytes = host.build();
  auto module = Module::loadBytes(bytes.data(), bytes.size(), "vmvx.smod");
  REQUIRE(module.isOk());
  auto device = hal::Device::createLocal(vmvxPlugin(), 2);
  vm::Context ctx(*module, device);
  auto results =
      ctx.invoke("main", {f32View(*device, std::vector<float>(8, 1.0f)),
                          f32View(*device, std::vector<float>(8, 2.0f))});
  REQUIRE(!results.isOk());
  CHECK(results.status().message().find("add_dispatch::add_f32") !=
        std::string::npos);
  CHECK(results.status().message().find("failed with plugin status 3") !=
        std::string::npos);
}

TEST_CASE("the vmvx loader's C API: can_load, load and dispatch errors") {
  auto plugins = vmvxPlugin();
  const strata_executable_loader_t *api = plugins->loaders()[0].api;
  std::string good = vmvxExecutableModule().build();
  char msg[512];

  CHECK(api->can_load(api->self, good.data(), good.size(), msg, sizeof(msg)));
  std::string damaged = good;
  damaged[damaged.size() / 2] ^= 0x40;
  CHECK(!api->can_load(api->self, damaged.data(), damaged.size(), msg,
                       sizeof(msg)));
  CHECK(std::string(msg).rfind("vmvx-bytecode: ", 0) == 0);
  CHECK(std::string(msg).find("crc") != std::string::npos);
  CHECK(!api->can_load(api->self, good.data(), 10, msg, sizeof(msg)));

  strata_loaded_executable_t *exe = nullptr;
  const char *names[] = {"add_f32", "nope"};
  int rc = api->load(api->self, good.data(), good.size(), names, 2, &exe, msg,
                     sizeof(msg));
  CHECK(rc == STRATA_PLUGIN_NOT_FOUND);
  CHECK(exe == nullptr);
  CHECK(std::string(msg) ==
        "vmvx-bytecode: entry point 'nope' has no function in the module "
        "(functions: add_f32, mul2_f32, iota2d_i32)");

  // A module whose import vmvx does not provide is refused at load.
  ModuleSpec bad = vmvxExecutableModule();
  bad.imports.push_back({"vmvx", "matmul.f64", "r", ""});
  std::string badBytes = bad.build();
  rc = api->load(api->self, badBytes.data(), badBytes.size(), names, 1, &exe,
                 msg, sizeof(msg));
  CHECK(rc == STRATA_PLUGIN_NOT_FOUND);
  CHECK(std::string(msg).find("'vmvx.matmul.f64' is not provided") !=
        std::string::npos);

  // Wrong entry type string.
  ModuleSpec wrong;
  wrong.functions.push_back({"e", "rri", "", 2, 2, Asm().ret({}).code});
  std::string wrongBytes = wrong.build();
  const char *e[] = {"e"};
  rc = api->load(api->self, wrongBytes.data(), wrongBytes.size(), e, 1, &exe,
                 msg, sizeof(msg));
  CHECK(rc == STRATA_PLUGIN_INVALID_ARGUMENT);
  CHECK(std::string(msg) ==
        "vmvx-bytecode: function 'e' has VM types 'rri -> ', expected 'r' per "
        "binding, 'i' per push constant, then 'iii' (workgroup x, y, z) and "
        "no results");

  rc = api->load(api->self, good.data(), good.size(), names, 1, &exe, msg,
                 sizeof(msg));
  REQUIRE(rc == STRATA_PLUGIN_OK);
  REQUIRE(exe != nullptr);
  alignas(64) float a[8] = {1, 2, 3, 4, 5, 6, 7, 8},
                    b[8] = {10, 20, 30, 40, 50, 60, 70, 80};
  alignas(64) float out[8] = {};
  void *bindings[3] = {a, b, out};
  size_t lengths[3] = {sizeof(a), sizeof(b), sizeof(out)};
  strata_dispatch_state_t state;
  std::memset(&state, 0, sizeof(state));
  state.bindings = bindings;
  state.binding_lengths = lengths;
  state.binding_count = 3;
  state.workgroup_count[0] = 2;
  state.workgroup_count[1] = state.workgroup_count[2] = 1;
  CHECK(api->dispatch_workgroup(exe, 0, &state, 1, 0, 0) == STRATA_PLUGIN_OK);
  CHECK(out[0] == 0.0f);
  CHECK(out[4] == 55.0f);
  CHECK(out[7] == 88.0f);
  // Workgroup 2 reads past the 8-element bindings.
  CHECK(api->dispatch_workgroup(exe, 0, &state, 2, 0, 0) ==
        STRATA_PLUGIN_INVALID_ARGUMENT);
  state.binding_count = 2;
  CHECK(api->dispatch_workgroup(exe, 0, &state, 0, 0, 0) ==
        STRATA_PLUGIN_INVALID_ARGUMENT);
  CHECK(api->dispatch_workgroup(exe, 5, &state, 0, 0, 0) ==
        STRATA_PLUGIN_INVALID_ARGUMENT);
  // Push constants the function does not take are refused.
  state.binding_count = 3;
  uint32_t constants[1] = {4};
  state.push_constants = constants;
  state.push_constant_count = 1;
  CHECK(api->dispatch_workgroup(exe, 0, &state, 0, 0, 0) ==
        STRATA_PLUGIN_INVALID_ARGUMENT);
  api->unload(exe);
}
