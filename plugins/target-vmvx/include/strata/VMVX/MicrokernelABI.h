//===- MicrokernelABI.h - The `vmvx` native module's functions --*- C++ -*-===//
//
// Shared by the vmvx compiler backend (which emits vm.import/vm.call of these
// functions) and the vmvx runtime plugin (which implements them). Type
// strings use the VM chars: r ref (a buffer), i i32, I i64, f f32.
//
// Every 2-D operand is a buffer plus an element offset and two element
// strides (row, column); strides may be 0 (broadcast). Implementations check
// that the largest element index touched lies inside each buffer and that
// outputs are writable, and fail with INVALID_ARGUMENT otherwise.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_VMVX_MICROKERNELABI_H
#define STRATA_VMVX_MICROKERNELABI_H

#include <cstdint>

namespace strata::vmvx {

/// Name of the native module.
inline constexpr const char *kModuleName = "vmvx";

struct MicrokernelSpec {
  const char *name;      // function name inside module "vmvx"
  const char *arguments; // VM type string
  const char *results;
};

// out[m][n] (+)= sum_k lhs[m][k] * rhs[k][n]; all f32, rows contiguous
// (column stride 1). flags bit 0: accumulate into out instead of
// overwriting it.
//   lhs, lhs_offset, lhs_row_stride, rhs, rhs_offset, rhs_row_stride,
//   out, out_offset, out_row_stride, M, N, K, flags
inline constexpr MicrokernelSpec kMatmulF32 = {"matmul.f32", "rIIrIIrIIIIIi",
                                               ""};

// out[i][j] = value over a 2-D strided region; the value's bits in an i32
// (8/16/32-bit elements, low bits used) or an i64 (64-bit elements).
//   out, offset, stride0, stride1, size0, size1, value
inline constexpr MicrokernelSpec kFillX8 = {"fill.x8", "rIIIIIi", ""};
inline constexpr MicrokernelSpec kFillX16 = {"fill.x16", "rIIIIIi", ""};
inline constexpr MicrokernelSpec kFillX32 = {"fill.x32", "rIIIIIi", ""};
inline constexpr MicrokernelSpec kFillX64 = {"fill.x64", "rIIIIII", ""};

// dst[i][j] = src[i][j] (element size in the name).
//   src, src_offset, src_stride0, src_stride1,
//   dst, dst_offset, dst_stride0, dst_stride1, size0, size1
inline constexpr MicrokernelSpec kCopyX8 = {"copy.x8", "rIIIrIIIII", ""};
inline constexpr MicrokernelSpec kCopyX16 = {"copy.x16", "rIIIrIIIII", ""};
inline constexpr MicrokernelSpec kCopyX32 = {"copy.x32", "rIIIrIIIII", ""};
inline constexpr MicrokernelSpec kCopyX64 = {"copy.x64", "rIIIrIIIII", ""};

/// Binary elementwise f32 operations (first argument of binary.f32).
enum BinaryKind : int32_t {
  kBinaryAdd = 0,
  kBinarySub = 1,
  kBinaryMul = 2,
  kBinaryDiv = 3,
  kBinaryMinimum = 4, // arith.minimumf: NaN-propagating, -0 < +0
  kBinaryMaximum = 5, // arith.maximumf
  kBinaryOpCount
};

// out[i][j] = op(lhs[i][j], rhs[i][j]).
//   op, lhs, lhs_offset, lhs_stride0, lhs_stride1, rhs, ..., out, ...,
//   size0, size1
inline constexpr MicrokernelSpec kBinaryF32 = {"binary.f32",
                                               "irIIIrIIIrIIIII", ""};

// out[i][j] = fn(in[i][j]); fn is a MATH_F32 function code of
// strata/runtime/bytecode.h (neg, abs, exp, tanh, ...).
//   fn, in, in_offset, in_stride0, in_stride1, out, ..., size0, size1
inline constexpr MicrokernelSpec kUnaryF32 = {"unary.f32", "irIIIrIIIII", ""};

/// Reductions of reduce.f32 (first argument).
enum ReduceKind : int32_t {
  kReduceSum = 0,     // arith.addf, in order j = 0, 1, ...
  kReduceMaximum = 1, // arith.maximumf
  kReduceMinimum = 2, // arith.minimumf
  kReduceOpCount
};

// out[i] = op(out[i], in[i][0], in[i][1], ...): reduces the second
// dimension into the output's elements (combining with what is there).
//   op, in, in_offset, in_stride0, in_stride1, out, out_offset, out_stride,
//   size0, size1
inline constexpr MicrokernelSpec kReduceF32 = {"reduce.f32", "irIIIrIIII",
                                               ""};

// 2-D convolution, NHWC input, HWCF filter, NHWC output, all contiguous
// (offsets in elements); flags bit 0 accumulates into out.
//   in, in_offset, filter, filter_offset, out, out_offset,
//   N, H, W, C, KH, KW, F, OH, OW, stride_h, stride_w, dilation_h,
//   dilation_w, flags
inline constexpr MicrokernelSpec kConv2DNhwcHwcfF32 = {
    "conv2d_nhwc_hwcf.f32", "rIrIrIIIIIIIIIIIIIIi", ""};

inline constexpr MicrokernelSpec kAllMicrokernels[] = {
    kMatmulF32, kFillX8,   kFillX16,  kFillX32,   kFillX64,
    kCopyX8,    kCopyX16,  kCopyX32,  kCopyX64,   kBinaryF32,
    kUnaryF32,  kConv2DNhwcHwcfF32, kReduceF32};

} // namespace strata::vmvx

#endif // STRATA_VMVX_MICROKERNELABI_H
