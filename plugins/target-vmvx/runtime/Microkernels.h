//===- Microkernels.h - vmvx microkernels on raw pointers -------*- C++ -*-===//
//
// The compute cores of the `vmvx` native module (VMVXModule.cpp), on raw,
// already bounds-checked pointers. Hot kernels are compiled several times
// (AVX-512, AVX2+FMA, baseline) and picked once per process with
// __builtin_cpu_supports.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_VMVX_RUNTIME_MICROKERNELS_H
#define STRATA_VMVX_RUNTIME_MICROKERNELS_H

#include <cstdint>

namespace strata::vmvx {

/// C[m][n] (+)= sum_k A[m][k] * B[k][n]; rows of A, B, C are `lda`, `ldb`,
/// `ldc` elements apart, columns contiguous. `accumulate` adds into C.
/// Blocked for caches, packed, register-tiled.
void matmulF32(const float *a, int64_t lda, const float *b, int64_t ldb,
               float *c, int64_t ldc, int64_t m, int64_t n, int64_t k,
               bool accumulate);

/// matmulF32 compiled for instruction set `isa` ("avx512f", "avx2+fma",
/// "baseline"); false (nothing computed) when the name is unknown or this
/// CPU lacks the instruction set. For tests of every variant.
bool matmulF32ForIsa(const char *isa, const float *a, int64_t lda,
                     const float *b, int64_t ldb, float *c, int64_t ldc,
                     int64_t m, int64_t n, int64_t k, bool accumulate);

/// Naive triple loop with the same contract (reference for tests).
void matmulF32Reference(const float *a, int64_t lda, const float *b,
                        int64_t ldb, float *c, int64_t ldc, int64_t m,
                        int64_t n, int64_t k, bool accumulate);

/// Name of the instruction set matmulF32/conv2dNhwcHwcfF32 run with here
/// ("avx512f", "avx2+fma" or "baseline").
const char *microkernelIsaName();

struct Conv2DParams {
  int64_t n, h, w, c, kh, kw, f, oh, ow;
  int64_t strideH, strideW, dilationH, dilationW;
};

/// NHWC input, HWCF filter, NHWC output, all contiguous; no padding (the
/// caller checked the input covers every window). Register-blocked over
/// output pixels x channels; tails use direct loops over F.
void conv2dNhwcHwcfF32(const float *in, const float *filter, float *out,
                       const Conv2DParams &p, bool accumulate);

/// conv2dNhwcHwcfF32 compiled for `isa` (as matmulF32ForIsa).
bool conv2dNhwcHwcfF32ForIsa(const char *isa, const float *in,
                             const float *filter, float *out,
                             const Conv2DParams &p, bool accumulate);

} // namespace strata::vmvx

#endif // STRATA_VMVX_RUNTIME_MICROKERNELS_H
