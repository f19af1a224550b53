//===- bytecode.h - VM opcodes and operand layouts --------------*- C++ -*-===//
//
// The bytecode table of core/runtime/README.md. Shared by the verifier, the
// interpreter, strata-dump, the compiler's module writer and tests (which
// assemble bytecode by hand). STRATA_VM_OPCODES is the single source of
// truth: (enumerator, value, mnemonic, operand layout).
//
// Register conventions: primitive registers are 64 bits. i32 values live in
// the low 32 bits (upper bits zero), i64 in all 64; f32 as its bits in the
// low 32 bits, f64 as its 64 bits. f16 and bf16 values are held as f32 (a
// value exactly representable in the narrow type); loads widen, stores
// narrow. Comparisons produce i32 0 or 1. Buffer indices are i64 element
// indices.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_RUNTIME_BYTECODE_H
#define STRATA_RUNTIME_BYTECODE_H

#include <cstdint>
#include <cstring>

namespace strata::vm {

// Operand layout chars: P u16 primitive register, R u16 ref register, B u8
// immediate (math function code), 4 u32 immediate, 8 u64 immediate, T u32
// branch target, D u32 rodata ordinal. Layout "" with a variable-length
// opcode (CALL, CALL_IMPORT, RETURN, FAIL) is described in the README.
// For the generic three-register ops the order is: results, then operands.
#define STRATA_VM_OPCODES(X)                                                   \
  X(kNop, 0x00, "nop", "")                                                     \
  X(kConstI32, 0x01, "const.i32", "P4")                                        \
  X(kConstI64, 0x02, "const.i64", "P8")                                        \
  X(kConstF32, 0x03, "const.f32", "P4")                                        \
  X(kConstF64, 0x04, "const.f64", "P8")                                        \
  X(kConstRefNull, 0x05, "const.ref.null", "R")                                \
  X(kConstRodata, 0x06, "const.rodata", "RD")                                  \
  X(kMovP, 0x07, "mov.p", "PP")                                                \
  X(kMovR, 0x08, "mov.r", "RR")                                                \
  X(kBufferAlloc, 0x09, "buffer.alloc", "RP")                                  \
  X(kCall, 0x10, "call", "")                                                   \
  X(kCallImport, 0x11, "call.import", "")                                      \
  X(kReturn, 0x12, "return", "")                                               \
  X(kBr, 0x13, "br", "T")                                                      \
  X(kCondBr, 0x14, "cond_br", "PTT")                                           \
  X(kFail, 0x15, "fail", "")                                                   \
  X(kAddI32, 0x20, "add.i32", "PPP")                                           \
  X(kSubI32, 0x21, "sub.i32", "PPP")                                           \
  X(kMulI32, 0x22, "mul.i32", "PPP")                                           \
  X(kDivSI32, 0x23, "divs.i32", "PPP")                                         \
  X(kRemSI32, 0x24, "rems.i32", "PPP")                                         \
  X(kAndI32, 0x25, "and.i32", "PPP")                                           \
  X(kOrI32, 0x26, "or.i32", "PPP")                                             \
  X(kXorI32, 0x27, "xor.i32", "PPP")                                           \
  X(kAddI64, 0x28, "add.i64", "PPP")                                           \
  X(kSubI64, 0x29, "sub.i64", "PPP")                                           \
  X(kMulI64, 0x2A, "mul.i64", "PPP")                                           \
  X(kDivSI64, 0x2B, "divs.i64", "PPP")                                         \
  X(kRemSI64, 0x2C, "rems.i64", "PPP")                                         \
  X(kAndI64, 0x2D, "and.i64", "PPP")                                           \
  X(kOrI64, 0x2E, "or.i64", "PPP")                                             \
  X(kXorI64, 0x2F, "xor.i64", "PPP")                                           \
  X(kCmpEqI32, 0x30, "cmp.eq.i32", "PPP")                                      \
  X(kCmpNeI32, 0x31, "cmp.ne.i32", "PPP")                                      \
  X(kCmpLtSI32, 0x32, "cmp.lts.i32", "PPP")                                    \
  X(kCmpLeSI32, 0x33, "cmp.les.i32", "PPP")                                    \
  X(kCmpEqI64, 0x34, "cmp.eq.i64", "PPP")                                      \
  X(kCmpNeI64, 0x35, "cmp.ne.i64", "PPP")                                      \
  X(kCmpLtSI64, 0x36, "cmp.lts.i64", "PPP")                                    \
  X(kCmpLeSI64, 0x37, "cmp.les.i64", "PPP")                                    \
  X(kTruncI64I32, 0x38, "trunc.i64.i32", "PP")                                 \
  X(kExtI32I64S, 0x39, "ext.i32.i64.s", "PP")                                  \
  X(kSelectP, 0x3A, "select.p", "PPPP")                                        \
  X(kSelectR, 0x3B, "select.r", "RPRR")                                        \
  X(kExtI32I64U, 0x3C, "ext.i32.i64.u", "PP")                                  \
  X(kAddF32, 0x40, "add.f32", "PPP")                                           \
  X(kSubF32, 0x41, "sub.f32", "PPP")                                           \
  X(kMulF32, 0x42, "mul.f32", "PPP")                                           \
  X(kDivF32, 0x43, "div.f32", "PPP")                                           \
  X(kCmpOEqF32, 0x44, "cmp.oeq.f32", "PPP")                                    \
  X(kCmpOLtF32, 0x45, "cmp.olt.f32", "PPP")                                    \
  X(kRemF32, 0x46, "rem.f32", "PPP")                                           \
  X(kMinF32, 0x47, "min.f32", "PPP")                                           \
  X(kMaxF32, 0x48, "max.f32", "PPP")                                           \
  X(kMinNumF32, 0x49, "minnum.f32", "PPP")                                     \
  X(kMaxNumF32, 0x4A, "maxnum.f32", "PPP")                                     \
  X(kPowF32, 0x4B, "pow.f32", "PPP")                                           \
  X(kAtan2F32, 0x4C, "atan2.f32", "PPP")                                       \
  X(kCopySignF32, 0x4D, "copysign.f32", "PPP")                                 \
  X(kFmaF32, 0x4E, "fma.f32", "PPPP")                                          \
  X(kMathF32, 0x4F, "math.f32", "PPB")                                         \
  X(kCmpOneF32, 0x50, "cmp.one.f32", "PPP")                                    \
  X(kCmpOLeF32, 0x51, "cmp.ole.f32", "PPP")                                    \
  X(kCmpUEqF32, 0x52, "cmp.ueq.f32", "PPP")                                    \
  X(kCmpUNeF32, 0x53, "cmp.une.f32", "PPP")                                    \
  X(kCmpULtF32, 0x54, "cmp.ult.f32", "PPP")                                    \
  X(kCmpULeF32, 0x55, "cmp.ule.f32", "PPP")                                    \
  X(kCmpOrdF32, 0x56, "cmp.ord.f32", "PPP")                                    \
  X(kCmpUnoF32, 0x57, "cmp.uno.f32", "PPP")                                    \
  X(kAddF64, 0x60, "add.f64", "PPP")                                           \
  X(kSubF64, 0x61, "sub.f64", "PPP")                                           \
  X(kMulF64, 0x62, "mul.f64", "PPP")                                           \
  X(kDivF64, 0x63, "div.f64", "PPP")                                           \
  X(kRemF64, 0x64, "rem.f64", "PPP")                                           \
  X(kMinF64, 0x65, "min.f64", "PPP")                                           \
  X(kMaxF64, 0x66, "max.f64", "PPP")                                           \
  X(kMinNumF64, 0x67, "minnum.f64", "PPP")                                     \
  X(kMaxNumF64, 0x68, "maxnum.f64", "PPP")                                     \
  X(kPowF64, 0x69, "pow.f64", "PPP")                                           \
  X(kAtan2F64, 0x6A, "atan2.f64", "PPP")                                       \
  X(kCopySignF64, 0x6B, "copysign.f64", "PPP")                                 \
  X(kFmaF64, 0x6C, "fma.f64", "PPPP")                                          \
  X(kMathF64, 0x6D, "math.f64", "PPB")                                         \
  X(kCmpOEqF64, 0x70, "cmp.oeq.f64", "PPP")                                    \
  X(kCmpOLtF64, 0x71, "cmp.olt.f64", "PPP")                                    \
  X(kCmpOneF64, 0x72, "cmp.one.f64", "PPP")                                    \
  X(kCmpOLeF64, 0x73, "cmp.ole.f64", "PPP")                                    \
  X(kCmpUEqF64, 0x74, "cmp.ueq.f64", "PPP")                                    \
  X(kCmpUNeF64, 0x75, "cmp.une.f64", "PPP")                                    \
  X(kCmpULtF64, 0x76, "cmp.ult.f64", "PPP")                                    \
  X(kCmpULeF64, 0x77, "cmp.ule.f64", "PPP")                                    \
  X(kCmpOrdF64, 0x78, "cmp.ord.f64", "PPP")                                    \
  X(kCmpUnoF64, 0x79, "cmp.uno.f64", "PPP")                                    \
  X(kDivUI32, 0x80, "divu.i32", "PPP")                                         \
  X(kRemUI32, 0x81, "remu.i32", "PPP")                                         \
  X(kShlI32, 0x82, "shl.i32", "PPP")                                           \
  X(kShrSI32, 0x83, "shrs.i32", "PPP")                                         \
  X(kShrUI32, 0x84, "shru.i32", "PPP")                                         \
  X(kMinSI32, 0x85, "mins.i32", "PPP")                                         \
  X(kMinUI32, 0x86, "minu.i32", "PPP")                                         \
  X(kMaxSI32, 0x87, "maxs.i32", "PPP")                                         \
  X(kMaxUI32, 0x88, "maxu.i32", "PPP")                                         \
  X(kCmpLtUI32, 0x89, "cmp.ltu.i32", "PPP")                                    \
  X(kCmpLeUI32, 0x8A, "cmp.leu.i32", "PPP")                                    \
  X(kCtlzI32, 0x8B, "ctlz.i32", "PP")                                          \
  X(kCttzI32, 0x8C, "cttz.i32", "PP")                                          \
  X(kPopcntI32, 0x8D, "popcnt.i32", "PP")                                      \
  X(kDivUI64, 0x90, "divu.i64", "PPP")                                         \
  X(kRemUI64, 0x91, "remu.i64", "PPP")                                         \
  X(kShlI64, 0x92, "shl.i64", "PPP")                                           \
  X(kShrSI64, 0x93, "shrs.i64", "PPP")                                         \
  X(kShrUI64, 0x94, "shru.i64", "PPP")                                         \
  X(kMinSI64, 0x95, "mins.i64", "PPP")                                         \
  X(kMinUI64, 0x96, "minu.i64", "PPP")                                         \
  X(kMaxSI64, 0x97, "maxs.i64", "PPP")                                         \
  X(kMaxUI64, 0x98, "maxu.i64", "PPP")                                         \
  X(kCmpLtUI64, 0x99, "cmp.ltu.i64", "PPP")                                    \
  X(kCmpLeUI64, 0x9A, "cmp.leu.i64", "PPP")                                    \
  X(kCtlzI64, 0x9B, "ctlz.i64", "PP")                                          \
  X(kCttzI64, 0x9C, "cttz.i64", "PP")                                          \
  X(kPopcntI64, 0x9D, "popcnt.i64", "PP")                                      \
  X(kSExtI8I32, 0xA0, "sext.i8.i32", "PP")                                     \
  X(kSExtI16I32, 0xA1, "sext.i16.i32", "PP")                                   \
  X(kZExtI8I32, 0xA2, "zext.i8.i32", "PP")                                     \
  X(kZExtI16I32, 0xA3, "zext.i16.i32", "PP")                                   \
  X(kSIToFPI32F32, 0xA5, "sitofp.i32.f32", "PP")                               \
  X(kSIToFPI64F32, 0xA6, "sitofp.i64.f32", "PP")                               \
  X(kSIToFPI32F64, 0xA7, "sitofp.i32.f64", "PP")                               \
  X(kSIToFPI64F64, 0xA8, "sitofp.i64.f64", "PP")                               \
  X(kUIToFPI32F32, 0xA9, "uitofp.i32.f32", "PP")                               \
  X(kUIToFPI64F32, 0xAA, "uitofp.i64.f32", "PP")                               \
  X(kUIToFPI32F64, 0xAB, "uitofp.i32.f64", "PP")                               \
  X(kUIToFPI64F64, 0xAC, "uitofp.i64.f64", "PP")                               \
  X(kFPToSIF32I32, 0xAD, "fptosi.f32.i32", "PP")                               \
  X(kFPToSIF32I64, 0xAE, "fptosi.f32.i64", "PP")                               \
  X(kFPToSIF64I32, 0xAF, "fptosi.f64.i32", "PP")                               \
  X(kFPToSIF64I64, 0xB0, "fptosi.f64.i64", "PP")                               \
  X(kFPToUIF32I32, 0xB1, "fptoui.f32.i32", "PP")                               \
  X(kFPToUIF32I64, 0xB2, "fptoui.f32.i64", "PP")                               \
  X(kFPToUIF64I32, 0xB3, "fptoui.f64.i32", "PP")                               \
  X(kFPToUIF64I64, 0xB4, "fptoui.f64.i64", "PP")                               \
  X(kExtF32F64, 0xB5, "ext.f32.f64", "PP")                                     \
  X(kTruncF64F32, 0xB6, "trunc.f64.f32", "PP")                                 \
  X(kRoundF32F16, 0xB7, "round.f32.f16", "PP")                                 \
  X(kRoundF32BF16, 0xB8, "round.f32.bf16", "PP")                               \
  X(kRoundF64F16, 0xB9, "round.f64.f16", "PP")                                 \
  X(kRoundF64BF16, 0xBA, "round.f64.bf16", "PP")                               \
  X(kLoadI8S, 0xC0, "load.i8.s", "PRP")                                        \
  X(kLoadI8U, 0xC1, "load.i8.u", "PRP")                                        \
  X(kLoadI16S, 0xC2, "load.i16.s", "PRP")                                      \
  X(kLoadI16U, 0xC3, "load.i16.u", "PRP")                                      \
  X(kLoadI32, 0xC4, "load.i32", "PRP")                                         \
  X(kLoadI64, 0xC5, "load.i64", "PRP")                                         \
  X(kLoadF16, 0xC6, "load.f16", "PRP")                                         \
  X(kLoadBF16, 0xC7, "load.bf16", "PRP")                                       \
  X(kLoadF32, 0xC8, "load.f32", "PRP")                                         \
  X(kLoadF64, 0xC9, "load.f64", "PRP")                                         \
  X(kStoreI8, 0xD0, "store.i8", "RPP")                                         \
  X(kStoreI16, 0xD1, "store.i16", "RPP")                                       \
  X(kStoreI32, 0xD2, "store.i32", "RPP")                                       \
  X(kStoreI64, 0xD3, "store.i64", "RPP")                                       \
  X(kStoreF16, 0xD4, "store.f16", "RPP")                                       \
  X(kStoreBF16, 0xD5, "store.bf16", "RPP")                                     \
  X(kStoreF32, 0xD6, "store.f32", "RPP")                                       \
  X(kStoreF64, 0xD7, "store.f64", "RPP")

enum Opcode : uint8_t {
#define STRATA_VM_OPCODE_ENUM(E, V, N, L) E = V,
  STRATA_VM_OPCODES(STRATA_VM_OPCODE_ENUM)
#undef STRATA_VM_OPCODE_ENUM
};

// Unary float functions of MATH_F32 / MATH_F64 (the `B` operand). The
// mnemonic of the op is "<name>.f32" / "<name>.f64" (e.g. "exp.f32").
// `round` rounds half away from zero, `roundeven` half to even.
#define STRATA_VM_MATH_FUNCTIONS(X)                                            \
  X(kMathNeg, 0, "neg")                                                        \
  X(kMathAbs, 1, "abs")                                                        \
  X(kMathSqrt, 2, "sqrt")                                                      \
  X(kMathRsqrt, 3, "rsqrt")                                                    \
  X(kMathExp, 4, "exp")                                                        \
  X(kMathExp2, 5, "exp2")                                                      \
  X(kMathExpm1, 6, "expm1")                                                    \
  X(kMathLog, 7, "log")                                                        \
  X(kMathLog2, 8, "log2")                                                      \
  X(kMathLog10, 9, "log10")                                                    \
  X(kMathLog1p, 10, "log1p")                                                   \
  X(kMathSin, 11, "sin")                                                       \
  X(kMathCos, 12, "cos")                                                       \
  X(kMathTan, 13, "tan")                                                       \
  X(kMathTanh, 14, "tanh")                                                     \
  X(kMathAsin, 15, "asin")                                                     \
  X(kMathAcos, 16, "acos")                                                     \
  X(kMathAtan, 17, "atan")                                                     \
  X(kMathSinh, 18, "sinh")                                                     \
  X(kMathCosh, 19, "cosh")                                                     \
  X(kMathAsinh, 20, "asinh")                                                   \
  X(kMathAcosh, 21, "acosh")                                                   \
  X(kMathAtanh, 22, "atanh")                                                   \
  X(kMathErf, 23, "erf")                                                       \
  X(kMathErfc, 24, "erfc")                                                     \
  X(kMathFloor, 25, "floor")                                                   \
  X(kMathCeil, 26, "ceil")                                                     \
  X(kMathRound, 27, "round")                                                   \
  X(kMathRoundEven, 28, "roundeven")                                           \
  X(kMathTrunc, 29, "trunc")                                                   \
  X(kMathCbrt, 30, "cbrt")

enum MathFunction : uint8_t {
#define STRATA_VM_MATH_ENUM(E, V, N) E = V,
  STRATA_VM_MATH_FUNCTIONS(STRATA_VM_MATH_ENUM)
#undef STRATA_VM_MATH_ENUM
      kMathFunctionCount
};

/// Name of math function `fn` ("exp"), or null when out of range.
inline const char *mathFunctionName(uint8_t fn) {
  switch (fn) {
#define STRATA_VM_MATH_CASE(E, V, N)                                           \
  case V:                                                                      \
    return N;
    STRATA_VM_MATH_FUNCTIONS(STRATA_VM_MATH_CASE)
#undef STRATA_VM_MATH_CASE
  default:
    return nullptr;
  }
}

/// Code of math function `name`, or -1.
inline int findMathFunction(const char *name) {
#define STRATA_VM_MATH_FIND(E, V, N)                                           \
  if (std::strcmp(name, N) == 0)                                               \
    return V;
  STRATA_VM_MATH_FUNCTIONS(STRATA_VM_MATH_FIND)
#undef STRATA_VM_MATH_FIND
  return -1;
}

inline bool isVariableLength(uint8_t op) {
  return op == kCall || op == kCallImport || op == kReturn || op == kFail;
}

/// Operand layout of a fixed-size opcode (see the chars above). Returns null
/// for an unknown opcode and for the variable-length ones, which
/// `isVariableLength` reports.
inline const char *opcodeLayout(uint8_t op) {
  if (isVariableLength(op))
    return nullptr;
  switch (op) {
#define STRATA_VM_LAYOUT_CASE(E, V, N, L)                                      \
  case V:                                                                      \
    return L;
    STRATA_VM_OPCODES(STRATA_VM_LAYOUT_CASE)
#undef STRATA_VM_LAYOUT_CASE
  default:
    return nullptr;
  }
}

/// Lower-case mnemonic ("add.i32"), or null for an unknown opcode.
inline const char *opcodeName(uint8_t op) {
  switch (op) {
#define STRATA_VM_NAME_CASE(E, V, N, L)                                        \
  case V:                                                                      \
    return N;
    STRATA_VM_OPCODES(STRATA_VM_NAME_CASE)
#undef STRATA_VM_NAME_CASE
  default:
    return nullptr;
  }
}

/// Opcode with mnemonic `name`, or -1.
inline int findOpcode(const char *name) {
#define STRATA_VM_FIND_CASE(E, V, N, L)                                        \
  if (std::strcmp(name, N) == 0)                                               \
    return V;
  STRATA_VM_OPCODES(STRATA_VM_FIND_CASE)
#undef STRATA_VM_FIND_CASE
  return -1;
}

} // namespace strata::vm

#endif // STRATA_RUNTIME_BYTECODE_H
