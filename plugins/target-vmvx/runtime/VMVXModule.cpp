//===- VMVXModule.cpp - The `vmvx` native module ----------------*- C++ -*-===//
//
// Argument unpacking and bounds checks for the microkernels of
// MicrokernelABI.h. Arguments arrive split by bank (CallValues: refs in
// order, primitives in order); the import type strings were matched at
// module load, so the counts are right.
//
//===----------------------------------------------------------------------===//

#include "VMVXModule.h"

#include "Microkernels.h"
#include "strata/VMVX/MicrokernelABI.h"
#include "strata/runtime/bytecode.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <new>

namespace strata::vmvx {
namespace {

using vm::CallValues;
using vm::Context;

int64_t primI64(const CallValues &a, size_t i) { return int64_t(a.prims[i]); }
int32_t primI32(const CallValues &a, size_t i) {
  return int32_t(uint32_t(a.prims[i]));
}

/// A buffer operand resolved to memory.
struct Mem {
  uint8_t *data = nullptr;
  uint64_t size = 0;
};

Status resolve(RefObject *obj, const char *what, bool write, Mem &out) {
  if (!obj)
    return invalidArgument(what, ": null buffer");
  if (obj->refKind() == RefKind::kBuffer) {
    auto *b = static_cast<hal::Buffer *>(obj);
    if (write && b->readOnly())
      return invalidArgument(what, ": output buffer is read-only");
    out = {b->data(), b->size()};
    return Status::ok();
  }
  if (obj->refKind() == RefKind::kByteBuffer) {
    auto *b = static_cast<hal::ByteBuffer *>(obj);
    if (write)
      return invalidArgument(what, ": output buffer is read-only (rodata)");
    out = {const_cast<uint8_t *>(b->data()), b->size()};
    return Status::ok();
  }
  return invalidArgument(what, ": expected a buffer, got ",
                         refKindName(obj->refKind()));
}

/// A 2-D strided region of a buffer, in elements.
struct Region {
  const char *what;
  int64_t offset, stride0, stride1, size0, size1;
};

/// Checks `r` against `ref` (element size `elem`); returns the address of
/// element `offset` in `base`, plus the byte range [first, last] touched
/// (empty when a size is 0).
struct Checked {
  uint8_t *base = nullptr;
  uint64_t firstByte = 0, endByte = 0; // [firstByte, endByte)
};

Status checkRegion(RefObject *ref, size_t elem, bool write, const Region &r,
                   Checked &out) {
  Mem mem;
  STRATA_RETURN_IF_ERROR(resolve(ref, r.what, write, mem));
  if (r.offset < 0 || r.stride0 < 0 || r.stride1 < 0 || r.size0 < 0 ||
      r.size1 < 0)
    return invalidArgument(r.what, ": negative offset, stride or size (offset ",
                           r.offset, ", strides ", r.stride0, "x", r.stride1,
                           ", sizes ", r.size0, "x", r.size1, ")");
  uint64_t count = mem.size / elem;
  out.base = nullptr;
  out.firstByte = out.endByte = 0;
  if (r.size0 == 0 || r.size1 == 0) {
    out.base = mem.data;
    return Status::ok();
  }
  int64_t t0, t1, last;
  if (__builtin_mul_overflow(r.size0 - 1, r.stride0, &t0) ||
      __builtin_mul_overflow(r.size1 - 1, r.stride1, &t1) ||
      __builtin_add_overflow(r.offset, t0, &last) ||
      __builtin_add_overflow(last, t1, &last) || uint64_t(last) >= count)
    return invalidArgument(r.what, ": region (offset ", r.offset, ", strides ",
                           r.stride0, "x", r.stride1, ", sizes ", r.size0, "x",
                           r.size1, ") reaches past the buffer's ", count,
                           " elements");
  out.base = mem.data + uint64_t(r.offset) * elem;
  out.firstByte = uint64_t(r.offset) * elem;
  out.endByte = (uint64_t(last) + 1) * elem;
  return Status::ok();
}

bool sameMemoryOverlap(RefObject *a, const Checked &ca, RefObject *b,
                       const Checked &cb) {
  if (ca.endByte == ca.firstByte || cb.endByte == cb.firstByte)
    return false;
  // Compare absolute addresses: distinct refs may wrap the same memory.
  uintptr_t a0 = reinterpret_cast<uintptr_t>(ca.base);
  uintptr_t a1 = a0 + (ca.endByte - ca.firstByte);
  uintptr_t b0 = reinterpret_cast<uintptr_t>(cb.base);
  uintptr_t b1 = b0 + (cb.endByte - cb.firstByte);
  (void)a;
  (void)b;
  return a0 < b1 && b0 < a1;
}

//===----------------------------------------------------------------------===//
// matmul.f32
//===----------------------------------------------------------------------===//

Status matmulF32Fn(Context &, CallValues &args, CallValues &) {
  // refs: lhs, rhs, out; prims: lhs_offset, lhs_row_stride, rhs_offset,
  // rhs_row_stride, out_offset, out_row_stride, M, N, K, flags.
  int64_t m = primI64(args, 6), n = primI64(args, 7), k = primI64(args, 8);
  int32_t flags = primI32(args, 9);
  if (m < 0 || n < 0 || k < 0)
    return invalidArgument("negative size M=", m, " N=", n, " K=", k);
  if (flags & ~1)
    return invalidArgument("unknown flags 0x", std::hex, flags,
                           " (only bit 0, accumulate, is defined)");
  Checked lhs, rhs, out;
  int64_t lhsStride = primI64(args, 1), rhsStride = primI64(args, 3),
          outStride = primI64(args, 5);
  STRATA_RETURN_IF_ERROR(
      checkRegion(args.refs[0].get(), 4, false,
                  {"lhs", primI64(args, 0), lhsStride, 1, m, k}, lhs));
  STRATA_RETURN_IF_ERROR(
      checkRegion(args.refs[1].get(), 4, false,
                  {"rhs", primI64(args, 2), rhsStride, 1, k, n}, rhs));
  STRATA_RETURN_IF_ERROR(
      checkRegion(args.refs[2].get(), 4, true,
                  {"out", primI64(args, 4), outStride, 1, m, n}, out));
  if (sameMemoryOverlap(args.refs[2].get(), out, args.refs[0].get(), lhs) ||
      sameMemoryOverlap(args.refs[2].get(), out, args.refs[1].get(), rhs))
    return invalidArgument(
        "out overlaps ",
        sameMemoryOverlap(args.refs[2].get(), out, args.refs[0].get(), lhs)
            ? "lhs"
            : "rhs");
  if (m == 0 || n == 0)
    return Status::ok();
  try {
    matmulF32(reinterpret_cast<const float *>(lhs.base), lhsStride,
              reinterpret_cast<const float *>(rhs.base), rhsStride,
              reinterpret_cast<float *>(out.base), outStride, m, n, k,
              (flags & 1) != 0);
  } catch (const std::bad_alloc &) {
    return resourceExhausted("out of memory for packing buffers");
  }
  return Status::ok();
}

//===----------------------------------------------------------------------===//
// fill.xN / copy.xN
//===----------------------------------------------------------------------===//

template <typename T> Status fillFn(Context &, CallValues &args, CallValues &) {
  // refs: out; prims: offset, stride0, stride1, size0, size1, value.
  Checked out;
  int64_t s0 = primI64(args, 1), s1 = primI64(args, 2);
  int64_t n0 = primI64(args, 3), n1 = primI64(args, 4);
  STRATA_RETURN_IF_ERROR(checkRegion(args.refs[0].get(), sizeof(T), true,
                                     {"out", primI64(args, 0), s0, s1, n0, n1},
                                     out));
  T value = T(args.prims[5]);
  for (int64_t i = 0; i < n0; ++i) {
    uint8_t *row = out.base + uint64_t(i * s0) * sizeof(T);
    if (s1 == 1) {
      for (int64_t j = 0; j < n1; ++j)
        std::memcpy(row + uint64_t(j) * sizeof(T), &value, sizeof(T));
    } else {
      for (int64_t j = 0; j < n1; ++j)
        std::memcpy(row + uint64_t(j * s1) * sizeof(T), &value, sizeof(T));
    }
  }
  return Status::ok();
}

template <typename T> Status copyFn(Context &, CallValues &args, CallValues &) {
  // refs: src, dst; prims: src_offset, src_stride0, src_stride1,
  // dst_offset, dst_stride0, dst_stride1, size0, size1.
  int64_t n0 = primI64(args, 6), n1 = primI64(args, 7);
  int64_t ss0 = primI64(args, 1), ss1 = primI64(args, 2);
  int64_t ds0 = primI64(args, 4), ds1 = primI64(args, 5);
  Checked src, dst;
  STRATA_RETURN_IF_ERROR(
      checkRegion(args.refs[0].get(), sizeof(T), false,
                  {"src", primI64(args, 0), ss0, ss1, n0, n1}, src));
  STRATA_RETURN_IF_ERROR(
      checkRegion(args.refs[1].get(), sizeof(T), true,
                  {"dst", primI64(args, 3), ds0, ds1, n0, n1}, dst));
  for (int64_t i = 0; i < n0; ++i) {
    const uint8_t *s = src.base + uint64_t(i * ss0) * sizeof(T);
    uint8_t *d = dst.base + uint64_t(i * ds0) * sizeof(T);
    if (ss1 == 1 && ds1 == 1) {
      std::memmove(d, s, size_t(n1) * sizeof(T));
    } else {
      for (int64_t j = 0; j < n1; ++j) {
        T v;
        std::memcpy(&v, s + uint64_t(j * ss1) * sizeof(T), sizeof(T));
        std::memcpy(d + uint64_t(j * ds1) * sizeof(T), &v, sizeof(T));
      }
    }
  }
  return Status::ok();
}

//===----------------------------------------------------------------------===//
// binary.f32 / unary.f32
//===----------------------------------------------------------------------===//

template <typename Fn>
void binaryLoop(const float *l, int64_t l0, int64_t l1, const float *r,
                int64_t r0, int64_t r1, float *o, int64_t o0, int64_t o1,
                int64_t n0, int64_t n1, Fn fn) {
  for (int64_t i = 0; i < n0; ++i) {
    const float *lr = l + i * l0;
    const float *rr = r + i * r0;
    float *orow = o + i * o0;
    if (l1 == 1 && r1 == 1 && o1 == 1) {
      for (int64_t j = 0; j < n1; ++j)
        orow[j] = fn(lr[j], rr[j]);
    } else if (l1 == 1 && r1 == 0 && o1 == 1) {
      float rv = rr[0];
      for (int64_t j = 0; j < n1; ++j)
        orow[j] = fn(lr[j], rv);
    } else if (l1 == 0 && r1 == 1 && o1 == 1) {
      float lv = lr[0];
      for (int64_t j = 0; j < n1; ++j)
        orow[j] = fn(lv, rr[j]);
    } else {
      for (int64_t j = 0; j < n1; ++j)
        orow[j * o1] = fn(lr[j * l1], rr[j * r1]);
    }
  }
}

inline float minimumF(float x, float y) {
  if (std::isnan(x) || std::isnan(y))
    return std::numeric_limits<float>::quiet_NaN();
  if (x == y)
    return std::signbit(x) ? x : y;
  return x < y ? x : y;
}
inline float maximumF(float x, float y) {
  if (std::isnan(x) || std::isnan(y))
    return std::numeric_limits<float>::quiet_NaN();
  if (x == y)
    return std::signbit(x) ? y : x;
  return x > y ? x : y;
}

Status binaryF32Fn(Context &, CallValues &args, CallValues &) {
  // prims: op, l_off, l0, l1, r_off, r0, r1, o_off, o0, o1, size0, size1;
  // refs: lhs, rhs, out.
  int32_t op = primI32(args, 0);
  if (op < 0 || op >= kBinaryOpCount)
    return invalidArgument("unknown binary op ", op, " (valid: 0..",
                           int(kBinaryOpCount) - 1, ")");
  int64_t l0 = primI64(args, 2), l1 = primI64(args, 3);
  int64_t r0 = primI64(args, 5), r1 = primI64(args, 6);
  int64_t o0 = primI64(args, 8), o1 = primI64(args, 9);
  int64_t n0 = primI64(args, 10), n1 = primI64(args, 11);
  Checked l, r, o;
  STRATA_RETURN_IF_ERROR(checkRegion(args.refs[0].get(), 4, false,
                                     {"lhs", primI64(args, 1), l0, l1, n0, n1},
                                     l));
  STRATA_RETURN_IF_ERROR(checkRegion(args.refs[1].get(), 4, false,
                                     {"rhs", primI64(args, 4), r0, r1, n0, n1},
                                     r));
  STRATA_RETURN_IF_ERROR(checkRegion(args.refs[2].get(), 4, true,
                                     {"out", primI64(args, 7), o0, o1, n0, n1},
                                     o));
  const float *lp = reinterpret_cast<const float *>(l.base);
  const float *rp = reinterpret_cast<const float *>(r.base);
  float *op_ = reinterpret_cast<float *>(o.base);
  switch (BinaryKind(op)) {
  case kBinaryAdd:
    binaryLoop(lp, l0, l1, rp, r0, r1, op_, o0, o1, n0, n1,
               [](float x, float y) { return x + y; });
    break;
  case kBinarySub:
    binaryLoop(lp, l0, l1, rp, r0, r1, op_, o0, o1, n0, n1,
               [](float x, float y) { return x - y; });
    break;
  case kBinaryMul:
    binaryLoop(lp, l0, l1, rp, r0, r1, op_, o0, o1, n0, n1,
               [](float x, float y) { return x * y; });
    break;
  case kBinaryDiv:
    binaryLoop(lp, l0, l1, rp, r0, r1, op_, o0, o1, n0, n1,
               [](float x, float y) { return x / y; });
    break;
  case kBinaryMinimum:
    binaryLoop(lp, l0, l1, rp, r0, r1, op_, o0, o1, n0, n1, minimumF);
    break;
  case kBinaryMaximum:
    binaryLoop(lp, l0, l1, rp, r0, r1, op_, o0, o1, n0, n1, maximumF);
    break;
  default:
    break;
  }
  return Status::ok();
}

template <typename Fn>
void unaryLoop(const float *in, int64_t i0, int64_t i1, float *out, int64_t o0,
               int64_t o1, int64_t n0, int64_t n1, Fn fn) {
  for (int64_t i = 0; i < n0; ++i) {
    const float *ir = in + i * i0;
    float *orow = out + i * o0;
    if (i1 == 1 && o1 == 1) {
      for (int64_t j = 0; j < n1; ++j)
        orow[j] = fn(ir[j]);
    } else {
      for (int64_t j = 0; j < n1; ++j)
        orow[j * o1] = fn(ir[j * i1]);
    }
  }
}

Status unaryF32Fn(Context &, CallValues &args, CallValues &) {
  // prims: fn, in_off, i0, i1, out_off, o0, o1, size0, size1; refs: in, out.
  int32_t fn = primI32(args, 0);
  if (fn < 0 || fn >= int32_t(vm::kMathFunctionCount))
    return invalidArgument("unknown math function code ", fn, " (valid: 0..",
                           int(vm::kMathFunctionCount) - 1, ")");
  int64_t i0 = primI64(args, 2), i1 = primI64(args, 3);
  int64_t o0 = primI64(args, 5), o1 = primI64(args, 6);
  int64_t n0 = primI64(args, 7), n1 = primI64(args, 8);
  Checked in, out;
  STRATA_RETURN_IF_ERROR(checkRegion(args.refs[0].get(), 4, false,
                                     {"in", primI64(args, 1), i0, i1, n0, n1},
                                     in));
  STRATA_RETURN_IF_ERROR(checkRegion(args.refs[1].get(), 4, true,
                                     {"out", primI64(args, 4), o0, o1, n0, n1},
                                     out));
  const float *ip = reinterpret_cast<const float *>(in.base);
  float *opp = reinterpret_cast<float *>(out.base);
#define STRATA_UNARY_CASE(CODE, EXPR)                                          \
  case vm::CODE:                                                               \
    unaryLoop(ip, i0, i1, opp, o0, o1, n0, n1, [](float x) { return EXPR; });  \
    break;
  switch (fn) {
    STRATA_UNARY_CASE(kMathNeg, -x)
    STRATA_UNARY_CASE(kMathAbs, std::fabs(x))
    STRATA_UNARY_CASE(kMathSqrt, std::sqrt(x))
    STRATA_UNARY_CASE(kMathRsqrt, 1.0f / std::sqrt(x))
    STRATA_UNARY_CASE(kMathExp, std::exp(x))
    STRATA_UNARY_CASE(kMathExp2, std::exp2(x))
    STRATA_UNARY_CASE(kMathExpm1, std::expm1(x))
    STRATA_UNARY_CASE(kMathLog, std::log(x))
    STRATA_UNARY_CASE(kMathLog2, std::log2(x))
    STRATA_UNARY_CASE(kMathLog10, std::log10(x))
    STRATA_UNARY_CASE(kMathLog1p, std::log1p(x))
    STRATA_UNARY_CASE(kMathSin, std::sin(x))
    STRATA_UNARY_CASE(kMathCos, std::cos(x))
    STRATA_UNARY_CASE(kMathTan, std::tan(x))
    STRATA_UNARY_CASE(kMathTanh, std::tanh(x))
    STRATA_UNARY_CASE(kMathAsin, std::asin(x))
    STRATA_UNARY_CASE(kMathAcos, std::acos(x))
    STRATA_UNARY_CASE(kMathAtan, std::atan(x))
    STRATA_UNARY_CASE(kMathSinh, std::sinh(x))
    STRATA_UNARY_CASE(kMathCosh, std::cosh(x))
    STRATA_UNARY_CASE(kMathAsinh, std::asinh(x))
    STRATA_UNARY_CASE(kMathAcosh, std::acosh(x))
    STRATA_UNARY_CASE(kMathAtanh, std::atanh(x))
    STRATA_UNARY_CASE(kMathErf, std::erf(x))
    STRATA_UNARY_CASE(kMathErfc, std::erfc(x))
    STRATA_UNARY_CASE(kMathFloor, std::floor(x))
    STRATA_UNARY_CASE(kMathCeil, std::ceil(x))
    STRATA_UNARY_CASE(kMathRound, std::round(x))
    STRATA_UNARY_CASE(kMathRoundEven, std::nearbyint(x))
    STRATA_UNARY_CASE(kMathTrunc, std::trunc(x))
    STRATA_UNARY_CASE(kMathCbrt, std::cbrt(x))
  default:
    return internalError("math function code ", fn, " has no kernel");
  }
#undef STRATA_UNARY_CASE
  return Status::ok();
}

//===----------------------------------------------------------------------===//
// conv2d_nhwc_hwcf.f32
//===----------------------------------------------------------------------===//

/// a*b*c*... in int64 without overflow; false on overflow.
bool product(std::initializer_list<int64_t> xs, int64_t &out) {
  int64_t p = 1;
  for (int64_t x : xs)
    if (__builtin_mul_overflow(p, x, &p))
      return false;
  out = p;
  return true;
}

Status conv2dFn(Context &, CallValues &args, CallValues &) {
  // refs: in, filter, out; prims: in_off, filter_off, out_off, N, H, W, C,
  // KH, KW, F, OH, OW, stride_h, stride_w, dilation_h, dilation_w, flags.
  Conv2DParams p;
  p.n = primI64(args, 3);
  p.h = primI64(args, 4);
  p.w = primI64(args, 5);
  p.c = primI64(args, 6);
  p.kh = primI64(args, 7);
  p.kw = primI64(args, 8);
  p.f = primI64(args, 9);
  p.oh = primI64(args, 10);
  p.ow = primI64(args, 11);
  p.strideH = primI64(args, 12);
  p.strideW = primI64(args, 13);
  p.dilationH = primI64(args, 14);
  p.dilationW = primI64(args, 15);
  int32_t flags = primI32(args, 16);
  if (p.n < 0 || p.h < 0 || p.w < 0 || p.c < 0 || p.kh < 0 || p.kw < 0 ||
      p.f < 0 || p.oh < 0 || p.ow < 0)
    return invalidArgument("negative size (N=", p.n, " H=", p.h, " W=", p.w,
                           " C=", p.c, " KH=", p.kh, " KW=", p.kw, " F=", p.f,
                           " OH=", p.oh, " OW=", p.ow, ")");
  if (p.strideH < 1 || p.strideW < 1 || p.dilationH < 1 || p.dilationW < 1)
    return invalidArgument("strides and dilations must be >= 1, got strides ",
                           p.strideH, "x", p.strideW, ", dilations ",
                           p.dilationH, "x", p.dilationW);
  if (flags & ~1)
    return invalidArgument("unknown flags 0x", std::hex, flags,
                           " (only bit 0, accumulate, is defined)");
  // Every window must lie inside the input (no padding in this kernel).
  auto lastIndex = [](int64_t outSize, int64_t stride, int64_t kSize,
                      int64_t dilation, int64_t &last) {
    int64_t a, b;
    if (__builtin_mul_overflow(outSize - 1, stride, &a) ||
        __builtin_mul_overflow(kSize - 1, dilation, &b) ||
        __builtin_add_overflow(a, b, &last))
      return false;
    return true;
  };
  bool empty = p.n == 0 || p.oh == 0 || p.ow == 0 || p.f == 0;
  bool noTaps = p.kh == 0 || p.kw == 0 || p.c == 0;
  if (!empty && !noTaps) {
    int64_t lastH, lastW;
    if (!lastIndex(p.oh, p.strideH, p.kh, p.dilationH, lastH) || lastH >= p.h ||
        !lastIndex(p.ow, p.strideW, p.kw, p.dilationW, lastW) || lastW >= p.w)
      return invalidArgument("windows reach past the input: OH=", p.oh,
                             " OW=", p.ow, " KH=", p.kh, " KW=", p.kw,
                             " strides ", p.strideH, "x", p.strideW,
                             " dilations ", p.dilationH, "x", p.dilationW,
                             " need more than the input's H=", p.h, " W=", p.w);
  }
  int64_t inCount, filterCount, outCount;
  if (!product({p.n, p.h, p.w, p.c}, inCount) ||
      !product({p.kh, p.kw, p.c, p.f}, filterCount) ||
      !product({p.n, p.oh, p.ow, p.f}, outCount))
    return invalidArgument("tensor sizes overflow");
  Checked in, filter, out;
  STRATA_RETURN_IF_ERROR(checkRegion(args.refs[0].get(), 4, false,
                                     {"in", primI64(args, 0), 0, 1, 1, inCount},
                                     in));
  STRATA_RETURN_IF_ERROR(
      checkRegion(args.refs[1].get(), 4, false,
                  {"filter", primI64(args, 1), 0, 1, 1, filterCount}, filter));
  STRATA_RETURN_IF_ERROR(
      checkRegion(args.refs[2].get(), 4, true,
                  {"out", primI64(args, 2), 0, 1, 1, outCount}, out));
  if (sameMemoryOverlap(args.refs[2].get(), out, args.refs[0].get(), in) ||
      sameMemoryOverlap(args.refs[2].get(), out, args.refs[1].get(), filter))
    return invalidArgument("out overlaps an input");
  if (empty)
    return Status::ok();
  bool accumulate = (flags & 1) != 0;
  if (noTaps) {
    if (!accumulate)
      std::memset(out.base, 0, size_t(outCount) * 4);
    return Status::ok();
  }
  conv2dNhwcHwcfF32(reinterpret_cast<const float *>(in.base),
                    reinterpret_cast<const float *>(filter.base),
                    reinterpret_cast<float *>(out.base), p, accumulate);
  return Status::ok();
}

//===----------------------------------------------------------------------===//
// reduce.f32
//===----------------------------------------------------------------------===//

template <typename Op>
void reduceLoop(const float *in, int64_t s0, int64_t s1, float *out,
                int64_t os, int64_t n0, int64_t n1, Op op) {
  if (s1 == 1 || s0 != 1) {
    for (int64_t i = 0; i < n0; ++i) {
      float acc = out[i * os];
      const float *row = in + i * s0;
      for (int64_t j = 0; j < n1; ++j)
        acc = op(acc, row[j * s1]);
      out[i * os] = acc;
    }
    return;
  }
  // Column reduction (rows contiguous): sweep j outside so the inner loop
  // reads memory in order; each output still sees j = 0, 1, ... in order.
  for (int64_t j = 0; j < n1; ++j) {
    const float *col = in + j * s1;
    for (int64_t i = 0; i < n0; ++i)
      out[i * os] = op(out[i * os], col[i]);
  }
}

Status reduceF32Fn(Context &, CallValues &args, CallValues &) {
  // prims: op, in_off, i0, i1, out_off, os, size0, size1; refs: in, out.
  int32_t op = primI32(args, 0);
  if (op < 0 || op >= kReduceOpCount)
    return invalidArgument("unknown reduction code ", op, " (valid: 0..",
                           int(kReduceOpCount) - 1, ")");
  int64_t i0 = primI64(args, 2), i1 = primI64(args, 3);
  int64_t os = primI64(args, 5);
  int64_t n0 = primI64(args, 6), n1 = primI64(args, 7);
  Checked in, out;
  STRATA_RETURN_IF_ERROR(checkRegion(args.refs[0].get(), 4, false,
                                     {"in", primI64(args, 1), i0, i1, n0, n1},
                                     in));
  STRATA_RETURN_IF_ERROR(checkRegion(args.refs[1].get(), 4, true,
                                     {"out", primI64(args, 4), os, 0, n0, 1},
                                     out));
  if (sameMemoryOverlap(args.refs[0].get(), in, args.refs[1].get(), out))
    return invalidArgument("out overlaps in");
  const float *ip = reinterpret_cast<const float *>(in.base);
  float *opp = reinterpret_cast<float *>(out.base);
  switch (op) {
  case kReduceSum:
    reduceLoop(ip, i0, i1, opp, os, n0, n1,
               [](float a, float b) { return a + b; });
    break;
  case kReduceMaximum:
    reduceLoop(ip, i0, i1, opp, os, n0, n1, [](float a, float b) {
      if (std::isnan(a) || std::isnan(b))
        return std::numeric_limits<float>::quiet_NaN();
      if (a == b) // +0 > -0
        return std::signbit(a) ? b : a;
      return a > b ? a : b;
    });
    break;
  case kReduceMinimum:
    reduceLoop(ip, i0, i1, opp, os, n0, n1, [](float a, float b) {
      if (std::isnan(a) || std::isnan(b))
        return std::numeric_limits<float>::quiet_NaN();
      if (a == b) // -0 < +0
        return std::signbit(a) ? a : b;
      return a < b ? a : b;
    });
    break;
  }
  return Status::ok();
}

const vm::NativeFunction kFunctions[] = {
    {kModuleName, kMatmulF32.name, kMatmulF32.arguments, kMatmulF32.results,
     matmulF32Fn},
    {kModuleName, kFillX8.name, kFillX8.arguments, kFillX8.results,
     fillFn<uint8_t>},
    {kModuleName, kFillX16.name, kFillX16.arguments, kFillX16.results,
     fillFn<uint16_t>},
    {kModuleName, kFillX32.name, kFillX32.arguments, kFillX32.results,
     fillFn<uint32_t>},
    {kModuleName, kFillX64.name, kFillX64.arguments, kFillX64.results,
     fillFn<uint64_t>},
    {kModuleName, kCopyX8.name, kCopyX8.arguments, kCopyX8.results,
     copyFn<uint8_t>},
    {kModuleName, kCopyX16.name, kCopyX16.arguments, kCopyX16.results,
     copyFn<uint16_t>},
    {kModuleName, kCopyX32.name, kCopyX32.arguments, kCopyX32.results,
     copyFn<uint32_t>},
    {kModuleName, kCopyX64.name, kCopyX64.arguments, kCopyX64.results,
     copyFn<uint64_t>},
    {kModuleName, kBinaryF32.name, kBinaryF32.arguments, kBinaryF32.results,
     binaryF32Fn},
    {kModuleName, kUnaryF32.name, kUnaryF32.arguments, kUnaryF32.results,
     unaryF32Fn},
    {kModuleName, kConv2DNhwcHwcfF32.name, kConv2DNhwcHwcfF32.arguments,
     kConv2DNhwcHwcfF32.results, conv2dFn},
    {kModuleName, kReduceF32.name, kReduceF32.arguments, kReduceF32.results,
     reduceF32Fn},
};

static_assert(sizeof(kFunctions) / sizeof(kFunctions[0]) ==
                  sizeof(kAllMicrokernels) / sizeof(kAllMicrokernels[0]),
              "every microkernel of MicrokernelABI.h has an implementation");

} // namespace

const vm::NativeModule &vmvxNativeModule() {
  static const vm::NativeModule kModule = {
      kModuleName, kFunctions, sizeof(kFunctions) / sizeof(kFunctions[0])};
  return kModule;
}

} // namespace strata::vmvx
