//===- bytecode.h - VM opcodes and operand layouts ---------------*- C++
//-*-===//
//
// The bytecode table of core/runtime/README.md. Shared by the verifier, the
// interpreter, strata-dump and tests (which assemble bytecode by hand).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_RUNTIME_BYTECODE_H
#define STRATA_RUNTIME_BYTECODE_H

#include <cstdint>

namespace strata::vm {

enum Opcode : uint8_t {
  kNop = 0x00,
  kConstI32 = 0x01,
  kConstI64 = 0x02,
  kConstF32 = 0x03,
  kConstF64 = 0x04,
  kConstRefNull = 0x05,
  kConstRodata = 0x06,
  kMovP = 0x07,
  kMovR = 0x08,
  kCall = 0x10,
  kCallImport = 0x11,
  kReturn = 0x12,
  kBr = 0x13,
  kCondBr = 0x14,
  kFail = 0x15,
  kAddI32 = 0x20,
  kSubI32 = 0x21,
  kMulI32 = 0x22,
  kDivSI32 = 0x23,
  kRemSI32 = 0x24,
  kAndI32 = 0x25,
  kOrI32 = 0x26,
  kXorI32 = 0x27,
  kAddI64 = 0x28,
  kSubI64 = 0x29,
  kMulI64 = 0x2A,
  kDivSI64 = 0x2B,
  kRemSI64 = 0x2C,
  kAndI64 = 0x2D,
  kOrI64 = 0x2E,
  kXorI64 = 0x2F,
  kCmpEqI32 = 0x30,
  kCmpNeI32 = 0x31,
  kCmpLtSI32 = 0x32,
  kCmpLeSI32 = 0x33,
  kCmpEqI64 = 0x34,
  kCmpNeI64 = 0x35,
  kCmpLtSI64 = 0x36,
  kCmpLeSI64 = 0x37,
  kTruncI64I32 = 0x38,
  kExtI32I64S = 0x39,
  kSelectP = 0x3A,
  kSelectR = 0x3B,
  kAddF32 = 0x40,
  kSubF32 = 0x41,
  kMulF32 = 0x42,
  kDivF32 = 0x43,
  kCmpOEqF32 = 0x44,
  kCmpOLtF32 = 0x45,
};

/// Operand layout of a fixed-size opcode, one char per operand:
///   P u16 primitive register, R u16 ref register, 4 u32 immediate,
///   8 u64 immediate, T u32 branch target, D u32 rodata ordinal.
/// Returns null for an unknown opcode and for the variable-length ones
/// (CALL, CALL_IMPORT, RETURN, FAIL), which `isVariableLength` reports.
inline const char *opcodeLayout(uint8_t op) {
  switch (op) {
  case kNop:
    return "";
  case kConstI32:
    return "P4";
  case kConstI64:
    return "P8";
  case kConstF32:
    return "P4";
  case kConstF64:
    return "P8";
  case kConstRefNull:
    return "R";
  case kConstRodata:
    return "RD";
  case kMovP:
    return "PP";
  case kMovR:
    return "RR";
  case kBr:
    return "T";
  case kCondBr:
    return "PTT";
  case kTruncI64I32:
  case kExtI32I64S:
    return "PP";
  case kSelectP:
    return "PPPP";
  case kSelectR:
    return "RPRR";
  default:
    if ((op >= kAddI32 && op <= kCmpLeSI64) ||
        (op >= kAddF32 && op <= kCmpOLtF32))
      return "PPP";
    return nullptr;
  }
}

inline bool isVariableLength(uint8_t op) {
  return op == kCall || op == kCallImport || op == kReturn || op == kFail;
}

/// Lower-case mnemonic ("add.i32"), or null for an unknown opcode.
inline const char *opcodeName(uint8_t op) {
  static const char *const kArith[] = {
      "add.i32",       "sub.i32",      "mul.i32",     "divs.i32",
      "rems.i32",      "and.i32",      "or.i32",      "xor.i32",
      "add.i64",       "sub.i64",      "mul.i64",     "divs.i64",
      "rems.i64",      "and.i64",      "or.i64",      "xor.i64",
      "cmp.eq.i32",    "cmp.ne.i32",   "cmp.lts.i32", "cmp.les.i32",
      "cmp.eq.i64",    "cmp.ne.i64",   "cmp.lts.i64", "cmp.les.i64",
      "trunc.i64.i32", "ext.i32.i64s", "select.p",    "select.r"};
  static const char *const kFloat[] = {"add.f32", "sub.f32",     "mul.f32",
                                       "div.f32", "cmp.oeq.f32", "cmp.olt.f32"};
  switch (op) {
  case kNop:
    return "nop";
  case kConstI32:
    return "const.i32";
  case kConstI64:
    return "const.i64";
  case kConstF32:
    return "const.f32";
  case kConstF64:
    return "const.f64";
  case kConstRefNull:
    return "const.ref.null";
  case kConstRodata:
    return "const.rodata";
  case kMovP:
    return "mov.p";
  case kMovR:
    return "mov.r";
  case kCall:
    return "call";
  case kCallImport:
    return "call.import";
  case kReturn:
    return "return";
  case kBr:
    return "br";
  case kCondBr:
    return "cond_br";
  case kFail:
    return "fail";
  default:
    if (op >= kAddI32 && op <= kSelectR)
      return kArith[op - kAddI32];
    if (op >= kAddF32 && op <= kCmpOLtF32)
      return kFloat[op - kAddF32];
    return nullptr;
  }
}

} // namespace strata::vm

#endif // STRATA_RUNTIME_BYTECODE_H
