//===- interpreter.cpp - Bytecode interpreter -------------------*- C++ -*-===//
//
// Executes verified bytecode (see bytecode_verifier.cpp): operand bounds,
// register indices, targets, ordinals, math codes and call arities are not
// re-checked here. One switch over the opcode with the operands decoded
// inline; no allocation per instruction (CALL/CALL_IMPORT reuse the frame's
// argument vectors). The interpreter never mutates Context state itself, so
// concurrent calls on one Context are safe as long as the imports they call
// are (the `vmvx` microkernels are; `check` records into the Context).
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/bytecode.h"
#include "strata/runtime/vm.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <type_traits>

namespace strata::vm {

/// What is left of a top-level call's RunLimits.
struct RunState {
  const RunLimits &limits;
  uint64_t stepsLeft; // UINT64_MAX: no limit
  uint64_t untilClockRead;
  std::chrono::steady_clock::time_point deadline;
};

class Interpreter {
public:
  static Status execute(Context &ctx, uint32_t ordinal, CallValues &args,
                        CallValues &results, int depth, RunState &run);
};

namespace {

std::string_view sv(const flatbuffers::String *s) {
  return s ? s->string_view() : std::string_view();
}

inline char typeAt(std::string_view types, size_t k) {
  bool variadic = !types.empty() && types.back() == '*';
  size_t fixed = variadic ? types.size() - 2 : types.size();
  return k < fixed ? types[k] : types[types.size() - 2];
}

inline float asF32(uint64_t bits) {
  uint32_t b = uint32_t(bits);
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
inline uint64_t fromF32(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
inline double asF64(uint64_t bits) {
  double d;
  std::memcpy(&d, &bits, 8);
  return d;
}
inline uint64_t fromF64(double d) {
  uint64_t b;
  std::memcpy(&b, &d, 8);
  return b;
}

/// arith.minimumf / maximumf: NaN if either operand is NaN; -0 < +0.
template <typename F> inline F minimumF(F x, F y) {
  if (std::isnan(x) || std::isnan(y))
    return std::numeric_limits<F>::quiet_NaN();
  if (x == y)
    return std::signbit(x) ? x : y;
  return x < y ? x : y;
}
template <typename F> inline F maximumF(F x, F y) {
  if (std::isnan(x) || std::isnan(y))
    return std::numeric_limits<F>::quiet_NaN();
  if (x == y)
    return std::signbit(x) ? y : x;
  return x > y ? x : y;
}

/// Saturating float -> signed int: NaN -> 0, out of range -> min/max.
template <typename I, typename F> inline I fpToSI(F v) {
  if (std::isnan(v))
    return 0;
  const F hi = std::ldexp(F(1), std::numeric_limits<I>::digits); // 2^(N-1)
  if (v >= hi)
    return std::numeric_limits<I>::max();
  if (v < -hi)
    return std::numeric_limits<I>::min();
  return I(v); // truncation; in range here
}
/// Saturating float -> unsigned int: NaN and v <= -1 -> 0, >= 2^N -> max.
template <typename U, typename F> inline U fpToUI(F v) {
  if (!(v > F(-1)))
    return 0;
  const F hi = std::ldexp(F(1), std::numeric_limits<U>::digits); // 2^N
  if (v >= hi)
    return std::numeric_limits<U>::max();
  return U(v);
}

template <typename F> inline F mathFn(uint8_t fn, F x) {
  switch (fn) {
  case kMathNeg:
    return -x;
  case kMathAbs:
    return std::fabs(x);
  case kMathSqrt:
    return std::sqrt(x);
  case kMathRsqrt:
    return F(1) / std::sqrt(x);
  case kMathExp:
    return std::exp(x);
  case kMathExp2:
    return std::exp2(x);
  case kMathExpm1:
    return std::expm1(x);
  case kMathLog:
    return std::log(x);
  case kMathLog2:
    return std::log2(x);
  case kMathLog10:
    return std::log10(x);
  case kMathLog1p:
    return std::log1p(x);
  case kMathSin:
    return std::sin(x);
  case kMathCos:
    return std::cos(x);
  case kMathTan:
    return std::tan(x);
  case kMathTanh:
    return std::tanh(x);
  case kMathAsin:
    return std::asin(x);
  case kMathAcos:
    return std::acos(x);
  case kMathAtan:
    return std::atan(x);
  case kMathSinh:
    return std::sinh(x);
  case kMathCosh:
    return std::cosh(x);
  case kMathAsinh:
    return std::asinh(x);
  case kMathAcosh:
    return std::acosh(x);
  case kMathAtanh:
    return std::atanh(x);
  case kMathErf:
    return std::erf(x);
  case kMathErfc:
    return std::erfc(x);
  case kMathFloor:
    return std::floor(x);
  case kMathCeil:
    return std::ceil(x);
  case kMathRound:
    return std::round(x);
  case kMathRoundEven:
    return std::nearbyint(x);
  case kMathTrunc:
    return std::trunc(x);
  case kMathCbrt:
    return std::cbrt(x);
  default: // rejected by the verifier
    return std::numeric_limits<F>::quiet_NaN();
  }
}

template <typename T> inline uint32_t clz(T x) {
  constexpr uint32_t w = sizeof(T) * 8;
  if (x == 0)
    return w;
  if constexpr (sizeof(T) == 4)
    return uint32_t(__builtin_clz(x));
  else
    return uint32_t(__builtin_clzll(x));
}
template <typename T> inline uint32_t ctz(T x) {
  constexpr uint32_t w = sizeof(T) * 8;
  if (x == 0)
    return w;
  if constexpr (sizeof(T) == 4)
    return uint32_t(__builtin_ctz(x));
  else
    return uint32_t(__builtin_ctzll(x));
}

/// Element type suffix of a load/store opcode for messages.
const char *memTypeName(uint8_t op) {
  switch (op) {
  case kLoadI8S:
  case kLoadI8U:
  case kStoreI8:
    return "i8";
  case kLoadI16S:
  case kLoadI16U:
  case kStoreI16:
    return "i16";
  case kLoadI32:
  case kStoreI32:
    return "i32";
  case kLoadI64:
  case kStoreI64:
    return "i64";
  case kLoadF16:
  case kStoreF16:
    return "f16";
  case kLoadBF16:
  case kStoreBF16:
    return "bf16";
  case kLoadF32:
  case kStoreF32:
    return "f32";
  default:
    return "f64";
  }
}

/// Why a load/store at `start` failed (the cold path of `element`).
__attribute__((noinline, cold)) Status
memoryError(const module_fb::Function &f, size_t start, uint8_t op,
            RefObject *obj, int64_t index, size_t w, bool write) {
  std::string where = "function '" + std::string(sv(f.name())) + "' at +" +
                      std::to_string(start);
  const char *name = opcodeName(op);
  if (!obj)
    return invalidArgument(where, ": ", name, " on a null ref");
  uint64_t size = 0;
  if (obj->refKind() == RefKind::kBuffer) {
    auto *b = static_cast<hal::Buffer *>(obj);
    if (write && b->readOnly())
      return invalidArgument(where, ": ", name, " into a read-only buffer");
    size = b->size();
  } else if (obj->refKind() == RefKind::kByteBuffer) {
    if (write)
      return invalidArgument(where, ": ", name,
                             " into a read-only buffer (rodata)");
    size = static_cast<hal::ByteBuffer *>(obj)->size();
  } else {
    return invalidArgument(where, ": ", name, " on a ",
                           refKindName(obj->refKind()),
                           ", expected a hal.buffer or rodata");
  }
  return outOfRange(where, ": ", name, " index ", index, " out of bounds for ",
                    size / w, " elements of ", memTypeName(op));
}

} // namespace

Status Interpreter::execute(Context &ctx, uint32_t ordinal, CallValues &args,
                            CallValues &results, int depth, RunState &run) {
  const module_fb::Module &m = ctx.module().fb();
  const module_fb::Function *f = m.functions()->Get(ordinal);
  if (depth > Context::kMaxCallDepth)
    return resourceExhausted("call depth exceeds ", Context::kMaxCallDepth,
                             " in function '", sv(f->name()), "'");
  std::vector<uint64_t> pv(f->primitive_register_count(), 0);
  std::vector<Ref<RefObject>> r(f->ref_register_count());
  std::copy(args.prims.begin(), args.prims.end(), pv.begin());
  for (size_t i = 0; i < args.refs.size(); ++i)
    r[i] = std::move(args.refs[i]);
  uint64_t *p = pv.data();
  // Reused by every CALL / CALL_IMPORT of this frame.
  CallValues callArgs, callResults;

  const uint8_t *code = m.bytecode()->data() + f->bytecode_offset();
  size_t pc = 0;
  auto u16 = [&] {
    uint16_t v;
    std::memcpy(&v, code + pc, 2);
    pc += 2;
    return v;
  };
  auto u32 = [&] {
    uint32_t v;
    std::memcpy(&v, code + pc, 4);
    pc += 4;
    return v;
  };
  auto u64 = [&] {
    uint64_t v;
    std::memcpy(&v, code + pc, 8);
    pc += 8;
    return v;
  };
  auto where = [&](size_t at) {
    return std::string("function '") + std::string(sv(f->name())) + "' at +" +
           std::to_string(at);
  };
  // A backward branch or a CALL: counts against the call's RunLimits.
  auto step = [&](size_t at) -> Status {
    if (run.stepsLeft != UINT64_MAX && --run.stepsLeft == 0)
      return resourceExhausted(where(at), ": the call ran out of its ",
                               run.limits.maxSteps,
                               " steps (backward branches and calls)");
    if (--run.untilClockRead == 0) {
      run.untilClockRead = RunLimits::kStepsPerClockRead;
      if (std::chrono::steady_clock::now() >= run.deadline)
        return makeStatus(StatusCode::kDeadlineExceeded, where(at),
                          ": the call passed its deadline");
    }
    return Status::ok();
  };

  // Address of element `index` of width `w` of the buffer in ref register
  // `refReg`, or null when the access is invalid (memoryError says why).
  // Hot: a kind check, a bounds check, no Status.
  auto element = [&](uint16_t refReg, uint16_t indexReg, size_t w,
                     bool write) -> uint8_t * {
    RefObject *obj = r[refReg].get();
    uint8_t *data;
    uint64_t size;
    if (obj && obj->refKind() == RefKind::kBuffer) {
      auto *b = static_cast<hal::Buffer *>(obj);
      if (write && b->readOnly())
        return nullptr;
      // Only a store marks the host bytes newer than a device copy.
      data = write ? b->data()
                   : const_cast<uint8_t *>(
                         static_cast<const hal::Buffer *>(b)->data());
      size = b->size();
    } else if (obj && !write && obj->refKind() == RefKind::kByteBuffer) {
      auto *b = static_cast<hal::ByteBuffer *>(obj);
      data = const_cast<uint8_t *>(b->data());
      size = b->size();
    } else {
      return nullptr;
    }
    uint64_t index = p[indexReg]; // a negative i64 is a huge unsigned
    if (index >= size / w)
      return nullptr;
    return data + index * w;
  };

#define STRATA_I32_BINARY(OPC, EXPR)                                           \
  case OPC: {                                                                  \
    uint16_t d = u16(), a = u16(), b = u16();                                  \
    uint32_t x = uint32_t(p[a]), y = uint32_t(p[b]);                           \
    (void)x;                                                                   \
    (void)y;                                                                   \
    p[d] = uint32_t(EXPR);                                                     \
    break;                                                                     \
  }
#define STRATA_I64_BINARY(OPC, EXPR)                                           \
  case OPC: {                                                                  \
    uint16_t d = u16(), a = u16(), b = u16();                                  \
    uint64_t x = p[a], y = p[b];                                               \
    (void)x;                                                                   \
    (void)y;                                                                   \
    p[d] = uint64_t(EXPR);                                                     \
    break;                                                                     \
  }
#define STRATA_F32_BINARY(OPC, EXPR)                                           \
  case OPC: {                                                                  \
    uint16_t d = u16(), a = u16(), b = u16();                                  \
    float x = asF32(p[a]), y = asF32(p[b]);                                    \
    p[d] = fromF32(EXPR);                                                      \
    break;                                                                     \
  }
#define STRATA_F64_BINARY(OPC, EXPR)                                           \
  case OPC: {                                                                  \
    uint16_t d = u16(), a = u16(), b = u16();                                  \
    double x = asF64(p[a]), y = asF64(p[b]);                                   \
    p[d] = fromF64(EXPR);                                                      \
    break;                                                                     \
  }
#define STRATA_F32_CMP(OPC, EXPR)                                              \
  case OPC: {                                                                  \
    uint16_t d = u16(), a = u16(), b = u16();                                  \
    float x = asF32(p[a]), y = asF32(p[b]);                                    \
    p[d] = (EXPR) ? 1u : 0u;                                                   \
    break;                                                                     \
  }
#define STRATA_F64_CMP(OPC, EXPR)                                              \
  case OPC: {                                                                  \
    uint16_t d = u16(), a = u16(), b = u16();                                  \
    double x = asF64(p[a]), y = asF64(p[b]);                                   \
    p[d] = (EXPR) ? 1u : 0u;                                                   \
    break;                                                                     \
  }
#define STRATA_UNARY(OPC, EXPR)                                                \
  case OPC: {                                                                  \
    uint16_t d = u16(), a = u16();                                             \
    uint64_t v = p[a];                                                         \
    p[d] = (EXPR);                                                             \
    break;                                                                     \
  }
#define STRATA_LOAD(OPC, W, EXPR)                                              \
  case OPC: {                                                                  \
    uint16_t d = u16(), b = u16(), ix = u16();                                 \
    uint8_t *addr = element(b, ix, W, false);                                  \
    if (!addr)                                                                 \
      return memoryError(*f, start, op, r[b].get(), int64_t(p[ix]), W, false); \
    p[d] = (EXPR);                                                             \
    break;                                                                     \
  }
#define STRATA_STORE(OPC, T, EXPR)                                             \
  case OPC: {                                                                  \
    uint16_t b = u16(), ix = u16(), s = u16();                                 \
    uint8_t *addr = element(b, ix, sizeof(T), true);                           \
    if (!addr)                                                                 \
      return memoryError(*f, start, op, r[b].get(), int64_t(p[ix]), sizeof(T), \
                         true);                                                \
    uint64_t v = p[s];                                                         \
    T t = (EXPR);                                                              \
    std::memcpy(addr, &t, sizeof(T));                                          \
    break;                                                                     \
  }

  for (;;) {
    size_t start = pc;
    uint8_t op = code[pc++];
    switch (op) {
    case kNop:
      break;
    case kConstI32:
    case kConstF32: {
      uint16_t d = u16();
      p[d] = u32();
      break;
    }
    case kConstI64:
    case kConstF64: {
      uint16_t d = u16();
      p[d] = u64();
      break;
    }
    case kConstRefNull:
      r[u16()].reset();
      break;
    case kConstRodata: {
      uint16_t d = u16();
      const auto *seg = m.rodata()->Get(u32());
      r[d] = makeRef<hal::ByteBuffer>(seg->data()->data(), seg->data()->size(),
                                      Ref<RefObject>(ctx.moduleRef()));
      break;
    }
    case kMovP: {
      uint16_t d = u16();
      p[d] = p[u16()];
      break;
    }
    case kMovR: {
      uint16_t d = u16();
      r[d] = r[u16()];
      break;
    }
    case kBufferAlloc: {
      uint16_t d = u16(), s = u16();
      int64_t bytes = int64_t(p[s]);
      if (bytes < 0 || uint64_t(bytes) > (uint64_t(1) << 32))
        return invalidArgument(where(start), ": buffer.alloc of ", bytes,
                               " bytes (must be in [0, 4 GiB])");
      auto b = hal::Buffer::allocate(uint64_t(bytes));
      if (!b.isOk())
        return b.status().withPrefix(where(start));
      r[d] = Ref<RefObject>(*b);
      break;
    }
    case kCall:
    case kCallImport: {
      uint32_t target = u32();
      std::string_view at, rt;
      const NativeFunction *native = nullptr;
      if (op == kCall) {
        const auto *g = m.functions()->Get(target);
        at = sv(g->argument_types());
        rt = sv(g->result_types());
      } else {
        const auto *g = m.imports()->Get(target);
        at = sv(g->argument_types());
        rt = sv(g->result_types());
        native = ctx.module().importBindings()[target];
      }
      callArgs.prims.clear();
      callArgs.refs.clear();
      callResults.prims.clear();
      callResults.refs.clear();
      uint16_t n = u16();
      for (uint16_t k = 0; k < n; ++k) {
        uint16_t reg = u16();
        if (isRefTypeChar(typeAt(at, k)))
          callArgs.refs.push_back(r[reg]);
        else
          callArgs.prims.push_back(p[reg]);
      }
      if (native) {
        Status s = native->fn(ctx, callArgs, callResults);
        if (!s.isOk())
          return s.withPrefix(std::string(native->module) + "." + native->name);
      } else {
        if (Status s = step(start); !s.isOk())
          return s;
        Status s = execute(ctx, target, callArgs, callResults, depth + 1, run);
        if (!s.isOk())
          return s;
      }
      uint16_t mres = u16();
      size_t pi = 0, ri = 0;
      for (uint16_t k = 0; k < mres; ++k) {
        uint16_t reg = u16();
        if (isRefTypeChar(rt[k])) {
          if (ri >= callResults.refs.size())
            return internalError(where(start), ": callee returned too few ref "
                                               "results");
          r[reg] = std::move(callResults.refs[ri++]);
        } else {
          if (pi >= callResults.prims.size())
            return internalError(where(start), ": callee returned too few "
                                               "primitive results");
          p[reg] = callResults.prims[pi++];
        }
      }
      break;
    }
    case kReturn: {
      std::string_view rt = sv(f->result_types());
      uint16_t n = u16();
      results.prims.clear();
      results.refs.clear();
      for (uint16_t k = 0; k < n; ++k) {
        uint16_t reg = u16();
        if (isRefTypeChar(rt[k]))
          results.refs.push_back(r[reg]);
        else
          results.prims.push_back(p[reg]);
      }
      return Status::ok();
    }
    case kBr:
      pc = u32();
      if (pc <= start)
        if (Status s = step(start); !s.isOk())
          return s;
      break;
    case kCondBr: {
      uint16_t c = u16();
      uint32_t t = u32(), e = u32();
      pc = uint32_t(p[c]) != 0 ? t : e;
      if (pc <= start)
        if (Status s = step(start); !s.isOk())
          return s;
      break;
    }
    case kFail: {
      uint16_t n = u16();
      std::string msg(reinterpret_cast<const char *>(code + pc), n);
      return failedPrecondition(msg.empty() ? std::string("fail") : msg);
    }

      // i32
      STRATA_I32_BINARY(kAddI32, x + y)
      STRATA_I32_BINARY(kSubI32, x - y)
      STRATA_I32_BINARY(kMulI32, x * y)
      STRATA_I32_BINARY(kAndI32, x & y)
      STRATA_I32_BINARY(kOrI32, x | y)
      STRATA_I32_BINARY(kXorI32, x ^ y)
      STRATA_I32_BINARY(kShlI32, y >= 32 ? 0u : x << y)
      STRATA_I32_BINARY(kShrUI32, y >= 32 ? 0u : x >> y)
      STRATA_I32_BINARY(kShrSI32, y >= 32 ? int32_t(x) >> 31 : int32_t(x) >> y)
      STRATA_I32_BINARY(kMinSI32, int32_t(x) < int32_t(y) ? x : y)
      STRATA_I32_BINARY(kMaxSI32, int32_t(x) > int32_t(y) ? x : y)
      STRATA_I32_BINARY(kMinUI32, x < y ? x : y)
      STRATA_I32_BINARY(kMaxUI32, x > y ? x : y)
      STRATA_I32_BINARY(kCmpEqI32, x == y)
      STRATA_I32_BINARY(kCmpNeI32, x != y)
      STRATA_I32_BINARY(kCmpLtSI32, int32_t(x) < int32_t(y))
      STRATA_I32_BINARY(kCmpLeSI32, int32_t(x) <= int32_t(y))
      STRATA_I32_BINARY(kCmpLtUI32, x < y)
      STRATA_I32_BINARY(kCmpLeUI32, x <= y)
    case kDivSI32:
    case kRemSI32:
    case kDivUI32:
    case kRemUI32: {
      uint16_t d = u16(), a = u16(), b = u16();
      uint32_t x = uint32_t(p[a]), y = uint32_t(p[b]);
      if (y == 0)
        return failedPrecondition(where(start), ": integer division by zero");
      int32_t sx = int32_t(x), sy = int32_t(y);
      uint32_t v;
      if (op == kDivUI32)
        v = x / y;
      else if (op == kRemUI32)
        v = x % y;
      else if (sx == std::numeric_limits<int32_t>::min() && sy == -1)
        v = op == kDivSI32 ? x : 0;
      else
        v = uint32_t(op == kDivSI32 ? sx / sy : sx % sy);
      p[d] = v;
      break;
    }
      STRATA_UNARY(kCtlzI32, clz(uint32_t(v)))
      STRATA_UNARY(kCttzI32, ctz(uint32_t(v)))
      STRATA_UNARY(kPopcntI32, uint32_t(__builtin_popcount(uint32_t(v))))

      // i64
      STRATA_I64_BINARY(kAddI64, x + y)
      STRATA_I64_BINARY(kSubI64, x - y)
      STRATA_I64_BINARY(kMulI64, x * y)
      STRATA_I64_BINARY(kAndI64, x & y)
      STRATA_I64_BINARY(kOrI64, x | y)
      STRATA_I64_BINARY(kXorI64, x ^ y)
      STRATA_I64_BINARY(kShlI64, y >= 64 ? 0u : x << y)
      STRATA_I64_BINARY(kShrUI64, y >= 64 ? 0u : x >> y)
      STRATA_I64_BINARY(kShrSI64, y >= 64 ? int64_t(x) >> 63 : int64_t(x) >> y)
      STRATA_I64_BINARY(kMinSI64, int64_t(x) < int64_t(y) ? x : y)
      STRATA_I64_BINARY(kMaxSI64, int64_t(x) > int64_t(y) ? x : y)
      STRATA_I64_BINARY(kMinUI64, x < y ? x : y)
      STRATA_I64_BINARY(kMaxUI64, x > y ? x : y)
    // Comparisons of i64 produce an i32 0/1.
    case kCmpEqI64:
    case kCmpNeI64:
    case kCmpLtSI64:
    case kCmpLeSI64:
    case kCmpLtUI64:
    case kCmpLeUI64: {
      uint16_t d = u16(), a = u16(), b = u16();
      uint64_t x = p[a], y = p[b];
      int64_t sx = int64_t(x), sy = int64_t(y);
      bool v = op == kCmpEqI64    ? x == y
               : op == kCmpNeI64  ? x != y
               : op == kCmpLtSI64 ? sx < sy
               : op == kCmpLeSI64 ? sx <= sy
               : op == kCmpLtUI64 ? x < y
                                  : x <= y;
      p[d] = v ? 1u : 0u;
      break;
    }
    case kDivSI64:
    case kRemSI64:
    case kDivUI64:
    case kRemUI64: {
      uint16_t d = u16(), a = u16(), b = u16();
      uint64_t x = p[a], y = p[b];
      if (y == 0)
        return failedPrecondition(where(start), ": integer division by zero");
      int64_t sx = int64_t(x), sy = int64_t(y);
      uint64_t v;
      if (op == kDivUI64)
        v = x / y;
      else if (op == kRemUI64)
        v = x % y;
      else if (sx == std::numeric_limits<int64_t>::min() && sy == -1)
        v = op == kDivSI64 ? x : 0;
      else
        v = uint64_t(op == kDivSI64 ? sx / sy : sx % sy);
      p[d] = v;
      break;
    }
      STRATA_UNARY(kCtlzI64, clz(v))
      STRATA_UNARY(kCttzI64, ctz(v))
      STRATA_UNARY(kPopcntI64, uint64_t(__builtin_popcountll(v)))

      // integer conversions and select
      STRATA_UNARY(kTruncI64I32, uint32_t(v))
      STRATA_UNARY(kExtI32I64S, uint64_t(int64_t(int32_t(uint32_t(v)))))
      STRATA_UNARY(kExtI32I64U, uint64_t(uint32_t(v)))
      STRATA_UNARY(kSExtI8I32, uint32_t(int32_t(int8_t(uint8_t(v)))))
      STRATA_UNARY(kSExtI16I32, uint32_t(int32_t(int16_t(uint16_t(v)))))
      STRATA_UNARY(kZExtI8I32, uint32_t(uint8_t(v)))
      STRATA_UNARY(kZExtI16I32, uint32_t(uint16_t(v)))
    case kSelectP: {
      uint16_t d = u16(), c = u16(), a = u16(), b = u16();
      p[d] = uint32_t(p[c]) != 0 ? p[a] : p[b];
      break;
    }
    case kSelectR: {
      uint16_t d = u16(), c = u16(), a = u16(), b = u16();
      r[d] = uint32_t(p[c]) != 0 ? r[a] : r[b];
      break;
    }

      // f32
      STRATA_F32_BINARY(kAddF32, x + y)
      STRATA_F32_BINARY(kSubF32, x - y)
      STRATA_F32_BINARY(kMulF32, x * y)
      STRATA_F32_BINARY(kDivF32, x / y)
      STRATA_F32_BINARY(kRemF32, std::fmod(x, y))
      STRATA_F32_BINARY(kMinF32, minimumF(x, y))
      STRATA_F32_BINARY(kMaxF32, maximumF(x, y))
      STRATA_F32_BINARY(kMinNumF32, std::fmin(x, y))
      STRATA_F32_BINARY(kMaxNumF32, std::fmax(x, y))
      STRATA_F32_BINARY(kPowF32, std::pow(x, y))
      STRATA_F32_BINARY(kAtan2F32, std::atan2(x, y))
      STRATA_F32_BINARY(kCopySignF32, std::copysign(x, y))
      STRATA_F32_CMP(kCmpOEqF32, x == y)
      STRATA_F32_CMP(kCmpOLtF32, x < y)
      STRATA_F32_CMP(kCmpOneF32, x < y || x > y)
      STRATA_F32_CMP(kCmpOLeF32, x <= y)
      STRATA_F32_CMP(kCmpUEqF32, !(x < y || x > y))
      STRATA_F32_CMP(kCmpUNeF32, !(x == y))
      STRATA_F32_CMP(kCmpULtF32, !(x >= y))
      STRATA_F32_CMP(kCmpULeF32, !(x > y))
      STRATA_F32_CMP(kCmpOrdF32, !std::isnan(x) && !std::isnan(y))
      STRATA_F32_CMP(kCmpUnoF32, std::isnan(x) || std::isnan(y))
    case kFmaF32: {
      uint16_t d = u16(), a = u16(), b = u16(), c = u16();
      p[d] = fromF32(std::fma(asF32(p[a]), asF32(p[b]), asF32(p[c])));
      break;
    }
    case kMathF32: {
      uint16_t d = u16(), a = u16();
      uint8_t fn = code[pc++];
      p[d] = fromF32(mathFn<float>(fn, asF32(p[a])));
      break;
    }

      // f64
      STRATA_F64_BINARY(kAddF64, x + y)
      STRATA_F64_BINARY(kSubF64, x - y)
      STRATA_F64_BINARY(kMulF64, x * y)
      STRATA_F64_BINARY(kDivF64, x / y)
      STRATA_F64_BINARY(kRemF64, std::fmod(x, y))
      STRATA_F64_BINARY(kMinF64, minimumF(x, y))
      STRATA_F64_BINARY(kMaxF64, maximumF(x, y))
      STRATA_F64_BINARY(kMinNumF64, std::fmin(x, y))
      STRATA_F64_BINARY(kMaxNumF64, std::fmax(x, y))
      STRATA_F64_BINARY(kPowF64, std::pow(x, y))
      STRATA_F64_BINARY(kAtan2F64, std::atan2(x, y))
      STRATA_F64_BINARY(kCopySignF64, std::copysign(x, y))
      STRATA_F64_CMP(kCmpOEqF64, x == y)
      STRATA_F64_CMP(kCmpOLtF64, x < y)
      STRATA_F64_CMP(kCmpOneF64, x < y || x > y)
      STRATA_F64_CMP(kCmpOLeF64, x <= y)
      STRATA_F64_CMP(kCmpUEqF64, !(x < y || x > y))
      STRATA_F64_CMP(kCmpUNeF64, !(x == y))
      STRATA_F64_CMP(kCmpULtF64, !(x >= y))
      STRATA_F64_CMP(kCmpULeF64, !(x > y))
      STRATA_F64_CMP(kCmpOrdF64, !std::isnan(x) && !std::isnan(y))
      STRATA_F64_CMP(kCmpUnoF64, std::isnan(x) || std::isnan(y))
    case kFmaF64: {
      uint16_t d = u16(), a = u16(), b = u16(), c = u16();
      p[d] = fromF64(std::fma(asF64(p[a]), asF64(p[b]), asF64(p[c])));
      break;
    }
    case kMathF64: {
      uint16_t d = u16(), a = u16();
      uint8_t fn = code[pc++];
      p[d] = fromF64(mathFn<double>(fn, asF64(p[a])));
      break;
    }

      // int <-> float conversions
      STRATA_UNARY(kSIToFPI32F32, fromF32(float(int32_t(uint32_t(v)))))
      STRATA_UNARY(kSIToFPI64F32, fromF32(float(int64_t(v))))
      STRATA_UNARY(kSIToFPI32F64, fromF64(double(int32_t(uint32_t(v)))))
      STRATA_UNARY(kSIToFPI64F64, fromF64(double(int64_t(v))))
      STRATA_UNARY(kUIToFPI32F32, fromF32(float(uint32_t(v))))
      STRATA_UNARY(kUIToFPI64F32, fromF32(float(v)))
      STRATA_UNARY(kUIToFPI32F64, fromF64(double(uint32_t(v))))
      STRATA_UNARY(kUIToFPI64F64, fromF64(double(v)))
      STRATA_UNARY(kFPToSIF32I32, uint32_t(fpToSI<int32_t>(asF32(v))))
      STRATA_UNARY(kFPToSIF32I64, uint64_t(fpToSI<int64_t>(asF32(v))))
      STRATA_UNARY(kFPToSIF64I32, uint32_t(fpToSI<int32_t>(asF64(v))))
      STRATA_UNARY(kFPToSIF64I64, uint64_t(fpToSI<int64_t>(asF64(v))))
      STRATA_UNARY(kFPToUIF32I32, uint64_t(fpToUI<uint32_t>(asF32(v))))
      STRATA_UNARY(kFPToUIF32I64, fpToUI<uint64_t>(asF32(v)))
      STRATA_UNARY(kFPToUIF64I32, uint64_t(fpToUI<uint32_t>(asF64(v))))
      STRATA_UNARY(kFPToUIF64I64, fpToUI<uint64_t>(asF64(v)))
      STRATA_UNARY(kExtF32F64, fromF64(double(asF32(v))))
      STRATA_UNARY(kTruncF64F32, fromF32(float(asF64(v))))
      STRATA_UNARY(kRoundF32F16,
                   fromF32(hal::halfToFloat(hal::floatToHalf(asF32(v)))))
      STRATA_UNARY(kRoundF32BF16,
                   fromF32(hal::bf16ToFloat(hal::floatToBf16(asF32(v)))))
      STRATA_UNARY(kRoundF64F16,
                   fromF32(hal::halfToFloat(hal::doubleToHalf(asF64(v)))))
      STRATA_UNARY(kRoundF64BF16,
                   fromF32(hal::bf16ToFloat(hal::doubleToBf16(asF64(v)))))

      // loads
      STRATA_LOAD(kLoadI8S, 1, uint32_t(int32_t(int8_t(*addr))))
      STRATA_LOAD(kLoadI8U, 1, uint32_t(*addr))
      STRATA_LOAD(kLoadI16S, 2, ([&] {
                    int16_t t;
                    std::memcpy(&t, addr, 2);
                    return uint32_t(int32_t(t));
                  }()))
      STRATA_LOAD(kLoadI16U, 2, ([&] {
                    uint16_t t;
                    std::memcpy(&t, addr, 2);
                    return uint32_t(t);
                  }()))
      STRATA_LOAD(kLoadI32, 4, ([&] {
                    uint32_t t;
                    std::memcpy(&t, addr, 4);
                    return t;
                  }()))
      STRATA_LOAD(kLoadF32, 4, ([&] {
                    uint32_t t;
                    std::memcpy(&t, addr, 4);
                    return t;
                  }()))
      STRATA_LOAD(kLoadI64, 8, ([&] {
                    uint64_t t;
                    std::memcpy(&t, addr, 8);
                    return t;
                  }()))
      STRATA_LOAD(kLoadF64, 8, ([&] {
                    uint64_t t;
                    std::memcpy(&t, addr, 8);
                    return t;
                  }()))
      STRATA_LOAD(kLoadF16, 2, ([&] {
                    uint16_t t;
                    std::memcpy(&t, addr, 2);
                    return fromF32(hal::halfToFloat(t));
                  }()))
      STRATA_LOAD(kLoadBF16, 2, ([&] {
                    uint16_t t;
                    std::memcpy(&t, addr, 2);
                    return fromF32(hal::bf16ToFloat(t));
                  }()))

      // stores
      STRATA_STORE(kStoreI8, uint8_t, uint8_t(v))
      STRATA_STORE(kStoreI16, uint16_t, uint16_t(v))
      STRATA_STORE(kStoreI32, uint32_t, uint32_t(v))
      STRATA_STORE(kStoreF32, uint32_t, uint32_t(v))
      STRATA_STORE(kStoreI64, uint64_t, v)
      STRATA_STORE(kStoreF64, uint64_t, v)
      STRATA_STORE(kStoreF16, uint16_t, hal::floatToHalf(asF32(v)))
      STRATA_STORE(kStoreBF16, uint16_t, hal::floatToBf16(asF32(v)))

    default:
      return internalError(where(start), ": unverified opcode ", int(op));
    }
  }
#undef STRATA_I32_BINARY
#undef STRATA_I64_BINARY
#undef STRATA_F32_BINARY
#undef STRATA_F64_BINARY
#undef STRATA_F32_CMP
#undef STRATA_F64_CMP
#undef STRATA_UNARY
#undef STRATA_LOAD
#undef STRATA_STORE
}

Status Context::callFunction(uint32_t ordinal, CallValues &args,
                             CallValues &results) {
  return callFunction(ordinal, args, results, runLimits_);
}

Status Context::callFunction(uint32_t ordinal, CallValues &args,
                             CallValues &results, const RunLimits &limits) {
  const module_fb::Module &m = module_->fb();
  uint32_t count = m.functions() ? m.functions()->size() : 0;
  if (ordinal >= count)
    return notFound("function ordinal ", ordinal, " out of range (module has ",
                    count, ")");
  if (!device_ && !deviceFreeImports_)
    return failedPrecondition(
        "module '", module_->name(), "' imports ", deviceImport_,
        ", which needs a device, but the context has none");
  const auto *f = m.functions()->Get(ordinal);
  std::string_view at = sv(f->argument_types());
  size_t prims = 0, refs = 0;
  for (char c : at)
    (isRefTypeChar(c) ? refs : prims)++;
  if (args.prims.size() != prims || args.refs.size() != refs)
    return invalidArgument("function '", sv(f->name()), "' takes ", prims,
                           " primitive and ", refs, " ref arguments, got ",
                           args.prims.size(), " and ", args.refs.size());
  RunState run{limits, limits.maxSteps ? limits.maxSteps : UINT64_MAX,
               RunLimits::kStepsPerClockRead, limits.deadline};
  // Native functions find this call's deadline by thread (callDeadline);
  // a nested top-level call on the same thread restores the outer one's.
  std::thread::id self = std::this_thread::get_id();
  std::optional<std::chrono::steady_clock::time_point> outer;
  {
    std::lock_guard<std::mutex> lock(callMutex_);
    auto it = callDeadlines_.find(self);
    if (it != callDeadlines_.end())
      outer = it->second;
    callDeadlines_[self] = limits.deadline;
  }
  Status status = Interpreter::execute(*this, ordinal, args, results, 0, run);
  {
    std::lock_guard<std::mutex> lock(callMutex_);
    if (outer)
      callDeadlines_[self] = *outer;
    else
      callDeadlines_.erase(self);
  }
  return status;
}

std::chrono::steady_clock::time_point Context::callDeadline() const {
  std::lock_guard<std::mutex> lock(callMutex_);
  auto it = callDeadlines_.find(std::this_thread::get_id());
  return it != callDeadlines_.end() ? it->second : runLimits_.deadline;
}

} // namespace strata::vm
