//===- bytecode_verifier.cpp - Static checks of VM bytecode -------*- C++
//-*-===//
//
// Checks every opcode, operand bounds, register index (per bank), branch
// target (must be an instruction start), ordinal, call arity and banks, and
// that each function ends with RETURN, BR or FAIL. The interpreter relies on
// these checks and does not re-check them.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/bytecode.h"
#include "strata/runtime/module.h"

#include <cstring>
#include <sstream>

namespace strata {
namespace {

using namespace strata::vm;

class FunctionVerifier {
public:
  FunctionVerifier(const module_fb::Module &m, const module_fb::Function &f)
      : m_(m), f_(f), code_(m.bytecode()->data() + f.bytecode_offset()),
        len_(f.bytecode_length()) {}

  Status run();

private:
  template <typename... Args> Status error(Args &&...args) {
    std::ostringstream os;
    os << "function '" << f_.name()->string_view() << "' at +" << start_;
    const char *name = opcodeName(op_);
    if (name)
      os << " (" << name << ")";
    os << ": ";
    (os << ... << args);
    return invalidArgument(os.str());
  }
  Status need(size_t bytes) {
    if (pc_ + bytes > len_)
      return error("instruction is truncated (needs ", bytes,
                   " more bytes, the function has ", len_ - pc_, " left)");
    return Status::ok();
  }
  Status readU16(uint16_t &v) {
    STRATA_RETURN_IF_ERROR(need(2));
    std::memcpy(&v, code_ + pc_, 2);
    pc_ += 2;
    return Status::ok();
  }
  Status readU32(uint32_t &v) {
    STRATA_RETURN_IF_ERROR(need(4));
    std::memcpy(&v, code_ + pc_, 4);
    pc_ += 4;
    return Status::ok();
  }
  Status reg(bool isRef) {
    uint16_t r;
    STRATA_RETURN_IF_ERROR(readU16(r));
    uint32_t count =
        isRef ? f_.ref_register_count() : f_.primitive_register_count();
    if (r >= count)
      return error(isRef ? "ref" : "primitive", " register ", r,
                   " out of range (function has ", count, ")");
    return Status::ok();
  }
  /// `n` registers whose banks follow `types` (regex-style trailing X*).
  Status regList(std::string_view types, const char *what) {
    uint16_t n;
    STRATA_RETURN_IF_ERROR(readU16(n));
    bool variadic = !types.empty() && types.back() == '*';
    size_t fixed = variadic ? types.size() - 2 : types.size();
    if (variadic ? n < fixed : n != fixed)
      return error(what, " count ", n, " does not match the callee's types '",
                   types, "' (expected ", variadic ? "at least " : "", fixed,
                   ")");
    for (uint16_t k = 0; k < n; ++k) {
      char c = k < fixed ? types[k] : types[types.size() - 2];
      STRATA_RETURN_IF_ERROR(reg(isRefTypeChar(c)));
    }
    return Status::ok();
  }

  const module_fb::Module &m_;
  const module_fb::Function &f_;
  const uint8_t *code_;
  size_t len_;
  size_t pc_ = 0;
  size_t start_ = 0;
  uint8_t op_ = 0;
};

std::string_view sv(const flatbuffers::String *s) {
  return s ? s->string_view() : std::string_view();
}

Status FunctionVerifier::run() {
  std::vector<bool> isStart(len_, false);
  std::vector<std::pair<size_t, uint32_t>> targets; // (instr start, target)
  uint32_t functionCount = m_.functions() ? m_.functions()->size() : 0;
  uint32_t importCount = m_.imports() ? m_.imports()->size() : 0;
  uint32_t rodataCount = m_.rodata() ? m_.rodata()->size() : 0;
  while (pc_ < len_) {
    start_ = pc_;
    isStart[pc_] = true;
    op_ = code_[pc_++];
    if (const char *layout = opcodeLayout(op_)) {
      for (const char *c = layout; *c; ++c) {
        switch (*c) {
        case 'P':
          STRATA_RETURN_IF_ERROR(reg(false));
          break;
        case 'R':
          STRATA_RETURN_IF_ERROR(reg(true));
          break;
        case '4':
          STRATA_RETURN_IF_ERROR(need(4));
          pc_ += 4;
          break;
        case '8':
          STRATA_RETURN_IF_ERROR(need(8));
          pc_ += 8;
          break;
        case 'B': {
          STRATA_RETURN_IF_ERROR(need(1));
          uint8_t fn = code_[pc_++];
          if (fn >= kMathFunctionCount)
            return error("math function code ", unsigned(fn),
                         " is out of range (valid codes are 0..",
                         unsigned(kMathFunctionCount) - 1, ")");
          break;
        }
        case 'T': {
          uint32_t t;
          STRATA_RETURN_IF_ERROR(readU32(t));
          targets.emplace_back(start_, t);
          break;
        }
        case 'D': {
          uint32_t d;
          STRATA_RETURN_IF_ERROR(readU32(d));
          if (d >= rodataCount)
            return error("rodata ordinal ", d, " out of range (module has ",
                         rodataCount, ")");
          break;
        }
        }
      }
      continue;
    }
    switch (op_) {
    case kCall: {
      uint32_t callee;
      STRATA_RETURN_IF_ERROR(readU32(callee));
      if (callee >= functionCount)
        return error("function ordinal ", callee, " out of range (module has ",
                     functionCount, ")");
      const auto *g = m_.functions()->Get(callee);
      STRATA_RETURN_IF_ERROR(regList(sv(g->argument_types()), "argument"));
      STRATA_RETURN_IF_ERROR(regList(sv(g->result_types()), "result"));
      break;
    }
    case kCallImport: {
      uint32_t imp;
      STRATA_RETURN_IF_ERROR(readU32(imp));
      if (imp >= importCount)
        return error("import ordinal ", imp, " out of range (module has ",
                     importCount, ")");
      const auto *g = m_.imports()->Get(imp);
      STRATA_RETURN_IF_ERROR(regList(sv(g->argument_types()), "argument"));
      STRATA_RETURN_IF_ERROR(regList(sv(g->result_types()), "result"));
      break;
    }
    case kReturn:
      STRATA_RETURN_IF_ERROR(regList(sv(f_.result_types()), "return value"));
      break;
    case kFail: {
      uint16_t n;
      STRATA_RETURN_IF_ERROR(readU16(n));
      STRATA_RETURN_IF_ERROR(need(n));
      pc_ += n;
      break;
    }
    default:
      return error("unknown opcode 0x", std::hex, unsigned(op_));
    }
  }
  for (auto [from, target] : targets) {
    if (target >= len_ || !isStart[target]) {
      start_ = from;
      op_ = code_[from];
      return error("branch target +", target,
                   target >= len_ ? " is outside the function (length "
                                  : " is not an instruction start (length ",
                   len_, ")");
    }
  }
  if (op_ != kReturn && op_ != kBr && op_ != kFail)
    return error("function does not end with return, br or fail");
  return Status::ok();
}

} // namespace

Status verifyBytecode(const module_fb::Module &module) {
  if (!module.functions())
    return Status::ok();
  for (const auto *f : *module.functions())
    STRATA_RETURN_IF_ERROR(FunctionVerifier(module, *f).run());
  return Status::ok();
}

} // namespace strata
