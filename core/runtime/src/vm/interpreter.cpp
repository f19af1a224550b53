//===- interpreter.cpp - Bytecode interpreter ----------------------*- C++
//-*-===//
//
// Executes verified bytecode (see bytecode_verifier.cpp): operand bounds,
// register indices, targets and call arities are not re-checked here.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/bytecode.h"
#include "strata/runtime/vm.h"

#include <cstring>
#include <limits>

namespace strata::vm {

class Interpreter {
public:
  static Status execute(Context &ctx, uint32_t ordinal, CallValues &args,
                        CallValues &results, int depth);
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

} // namespace

Status Interpreter::execute(Context &ctx, uint32_t ordinal, CallValues &args,
                            CallValues &results, int depth) {
  const module_fb::Module &m = ctx.module().fb();
  const module_fb::Function *f = m.functions()->Get(ordinal);
  if (depth > Context::kMaxCallDepth)
    return resourceExhausted("call depth exceeds ", Context::kMaxCallDepth,
                             " in function '", sv(f->name()), "'");
  std::vector<uint64_t> p(f->primitive_register_count(), 0);
  std::vector<Ref<RefObject>> r(f->ref_register_count());
  std::copy(args.prims.begin(), args.prims.end(), p.begin());
  for (size_t i = 0; i < args.refs.size(); ++i)
    r[i] = std::move(args.refs[i]);

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
  auto i32 = [&](uint16_t reg) { return int32_t(uint32_t(p[reg])); };
  auto i64 = [&](uint16_t reg) { return int64_t(p[reg]); };
  auto setI32 = [&](uint16_t reg, int32_t v) { p[reg] = uint32_t(v); };

  for (;;) {
    size_t start = pc;
    uint8_t op = code[pc++];
    switch (op) {
    case kNop:
      break;
    case kConstI32: {
      uint16_t d = u16();
      p[d] = u32();
      break;
    }
    case kConstI64: {
      uint16_t d = u16();
      p[d] = u64();
      break;
    }
    case kConstF32: {
      uint16_t d = u16();
      p[d] = u32();
      break;
    }
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
      CallValues callArgs, callResults;
      uint16_t n = u16();
      for (uint16_t k = 0; k < n; ++k) {
        uint16_t reg = u16();
        if (isRefTypeChar(typeAt(at, k)))
          callArgs.refs.push_back(r[reg]);
        else
          callArgs.prims.push_back(p[reg]);
      }
      Status s;
      if (native) {
        s = native->fn(ctx, callArgs, callResults);
        if (!s.isOk())
          return s.withPrefix(std::string(native->module) + "." + native->name);
      } else {
        s = execute(ctx, target, callArgs, callResults, depth + 1);
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
      break;
    case kCondBr: {
      uint16_t c = u16();
      uint32_t t = u32(), e = u32();
      pc = i32(c) != 0 ? t : e;
      break;
    }
    case kFail: {
      uint16_t n = u16();
      std::string msg(reinterpret_cast<const char *>(code + pc), n);
      return failedPrecondition(msg.empty() ? std::string("fail") : msg);
    }
    case kTruncI64I32: {
      uint16_t d = u16();
      setI32(d, int32_t(uint32_t(p[u16()])));
      break;
    }
    case kExtI32I64S: {
      uint16_t d = u16();
      p[d] = uint64_t(int64_t(i32(u16())));
      break;
    }
    case kSelectP: {
      uint16_t d = u16(), c = u16(), a = u16(), b = u16();
      p[d] = i32(c) != 0 ? p[a] : p[b];
      break;
    }
    case kSelectR: {
      uint16_t d = u16(), c = u16(), a = u16(), b = u16();
      r[d] = i32(c) != 0 ? r[a] : r[b];
      break;
    }
    default: {
      uint16_t d = u16(), a = u16(), b = u16();
      if (op >= kAddI32 && op <= kXorI32) {
        uint32_t x = uint32_t(p[a]), y = uint32_t(p[b]);
        int32_t sx = int32_t(x), sy = int32_t(y);
        uint32_t v = 0;
        switch (op) {
        case kAddI32:
          v = x + y;
          break;
        case kSubI32:
          v = x - y;
          break;
        case kMulI32:
          v = x * y;
          break;
        case kDivSI32:
        case kRemSI32:
          if (sy == 0)
            return failedPrecondition(where(start),
                                      ": integer division by zero");
          if (sx == std::numeric_limits<int32_t>::min() && sy == -1)
            v = op == kDivSI32 ? x : 0;
          else
            v = uint32_t(op == kDivSI32 ? sx / sy : sx % sy);
          break;
        case kAndI32:
          v = x & y;
          break;
        case kOrI32:
          v = x | y;
          break;
        case kXorI32:
          v = x ^ y;
          break;
        }
        p[d] = v;
      } else if (op >= kAddI64 && op <= kXorI64) {
        uint64_t x = p[a], y = p[b];
        int64_t sx = int64_t(x), sy = int64_t(y);
        uint64_t v = 0;
        switch (op) {
        case kAddI64:
          v = x + y;
          break;
        case kSubI64:
          v = x - y;
          break;
        case kMulI64:
          v = x * y;
          break;
        case kDivSI64:
        case kRemSI64:
          if (sy == 0)
            return failedPrecondition(where(start),
                                      ": integer division by zero");
          if (sx == std::numeric_limits<int64_t>::min() && sy == -1)
            v = op == kDivSI64 ? x : 0;
          else
            v = uint64_t(op == kDivSI64 ? sx / sy : sx % sy);
          break;
        case kAndI64:
          v = x & y;
          break;
        case kOrI64:
          v = x | y;
          break;
        case kXorI64:
          v = x ^ y;
          break;
        }
        p[d] = v;
      } else if (op >= kCmpEqI32 && op <= kCmpLeSI32) {
        int32_t x = i32(a), y = i32(b);
        bool v = op == kCmpEqI32    ? x == y
                 : op == kCmpNeI32  ? x != y
                 : op == kCmpLtSI32 ? x < y
                                    : x <= y;
        setI32(d, v);
      } else if (op >= kCmpEqI64 && op <= kCmpLeSI64) {
        int64_t x = i64(a), y = i64(b);
        bool v = op == kCmpEqI64    ? x == y
                 : op == kCmpNeI64  ? x != y
                 : op == kCmpLtSI64 ? x < y
                                    : x <= y;
        setI32(d, v);
      } else if (op >= kAddF32 && op <= kDivF32) {
        float x = asF32(p[a]), y = asF32(p[b]);
        float v = op == kAddF32   ? x + y
                  : op == kSubF32 ? x - y
                  : op == kMulF32 ? x * y
                                  : x / y;
        p[d] = fromF32(v);
      } else if (op == kCmpOEqF32 || op == kCmpOLtF32) {
        float x = asF32(p[a]), y = asF32(p[b]);
        setI32(d, op == kCmpOEqF32 ? x == y : x < y);
      } else {
        return internalError(where(start), ": unverified opcode ", int(op));
      }
      break;
    }
    }
  }
}

Status Context::callFunction(uint32_t ordinal, CallValues &args,
                             CallValues &results) {
  const module_fb::Module &m = module_->fb();
  uint32_t count = m.functions() ? m.functions()->size() : 0;
  if (ordinal >= count)
    return notFound("function ordinal ", ordinal, " out of range (module has ",
                    count, ")");
  const auto *f = m.functions()->Get(ordinal);
  std::string_view at = sv(f->argument_types());
  size_t prims = 0, refs = 0;
  for (char c : at)
    (isRefTypeChar(c) ? refs : prims)++;
  if (args.prims.size() != prims || args.refs.size() != refs)
    return invalidArgument("function '", sv(f->name()), "' takes ", prims,
                           " primitive and ", refs, " ref arguments, got ",
                           args.prims.size(), " and ", args.refs.size());
  return Interpreter::execute(*this, ordinal, args, results, 0);
}

} // namespace strata::vm
