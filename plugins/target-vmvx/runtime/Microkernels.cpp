//===- Microkernels.cpp - vmvx compute kernels ------------------*- C++ -*-===//
//
// matmul.f32: Goto/BLIS-style blocking. B is packed into KC x NR column
// panels (kept in L1 by the micro-kernel loop), A into MR x KC row panels
// (kept in L2); an MR x NR accumulator tile of GCC vector-extension values
// lives in registers across the k loop. The kernel bodies are templates
// forced inline into one wrapper per instruction set
// (__attribute__((target(...)))), so the same source is compiled for
// AVX-512, AVX2+FMA and the baseline; the wrapper is chosen once with
// __builtin_cpu_supports. conv2d_nhwc_hwcf.f32 uses the same scheme with
// output pixels x output channels as the register tile.
//
//===----------------------------------------------------------------------===//

#include "Microkernels.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string_view>

#if defined(__clang__)
#define STRATA_UNROLL _Pragma("unroll")
#else
#define STRATA_UNROLL _Pragma("GCC unroll 32")
#endif
#define STRATA_AI inline __attribute__((always_inline))

namespace strata::vmvx {
namespace {

typedef float v16f __attribute__((vector_size(64)));
typedef float v8f __attribute__((vector_size(32)));
typedef float v4f __attribute__((vector_size(16)));

/// Per-thread 64-byte aligned scratch (packing buffers), grown on demand.
struct Scratch {
  float *data = nullptr;
  size_t capacity = 0; // floats
  ~Scratch() { std::free(data); }
  float *get(size_t floats) {
    if (floats > capacity) {
      std::free(data);
      size_t bytes = ((floats * sizeof(float)) + 63) & ~size_t(63);
      data = static_cast<float *>(std::aligned_alloc(64, bytes));
      if (!data)
        throw std::bad_alloc();
      capacity = floats;
    }
    return data;
  }
};
thread_local Scratch tlsPackA, tlsPackB;

template <typename V, int L, int MR, int NV> struct Gemm {
  static constexpr int NR = L * NV;
  static constexpr int64_t KC = 256;
  static constexpr int64_t MC = MR * 12;
  static constexpr int64_t NC = (2048 / NR) * NR;

  /// A[mc x kc] -> MR-row panels, k-major inside a panel, zero-padded rows.
  static STRATA_AI void packA(const float *a, int64_t lda, int64_t mc,
                              int64_t kc, float *ap) {
    for (int64_t ir = 0; ir < mc; ir += MR) {
      int64_t rows = std::min<int64_t>(MR, mc - ir);
      for (int64_t i = 0; i < rows; ++i) {
        const float *src = a + (ir + i) * lda;
        for (int64_t k = 0; k < kc; ++k)
          ap[k * MR + i] = src[k];
      }
      for (int64_t i = rows; i < MR; ++i)
        for (int64_t k = 0; k < kc; ++k)
          ap[k * MR + i] = 0.0f;
      ap += MR * kc;
    }
  }

  /// B[kc x nc] -> NR-column panels, k-major, zero-padded columns.
  static STRATA_AI void packB(const float *b, int64_t ldb, int64_t kc,
                              int64_t nc, float *bp) {
    for (int64_t jr = 0; jr < nc; jr += NR) {
      int64_t cols = std::min<int64_t>(NR, nc - jr);
      if (cols == NR) {
        for (int64_t k = 0; k < kc; ++k)
          std::memcpy(bp + k * NR, b + k * ldb + jr, NR * sizeof(float));
      } else {
        for (int64_t k = 0; k < kc; ++k) {
          const float *src = b + k * ldb + jr;
          float *dst = bp + k * NR;
          for (int64_t j = 0; j < cols; ++j)
            dst[j] = src[j];
          for (int64_t j = cols; j < NR; ++j)
            dst[j] = 0.0f;
        }
      }
      bp += NR * kc;
    }
  }

  /// C[mr x nr] (+)= Ap panel * Bp panel over kc.
  static STRATA_AI void kernel(int64_t kc, const float *__restrict ap,
                               const float *__restrict bp, float *c,
                               int64_t ldc, int64_t mr, int64_t nr, bool load) {
    V acc[MR][NV];
    STRATA_UNROLL
    for (int i = 0; i < MR; ++i)
      STRATA_UNROLL
    for (int j = 0; j < NV; ++j)
      acc[i][j] = V{};
    for (int64_t k = 0; k < kc; ++k) {
      V b[NV];
      STRATA_UNROLL
      for (int j = 0; j < NV; ++j)
        std::memcpy(&b[j], bp + j * L, sizeof(V));
      STRATA_UNROLL
      for (int i = 0; i < MR; ++i) {
        float av = ap[i];
        STRATA_UNROLL
        for (int j = 0; j < NV; ++j)
          acc[i][j] += av * b[j];
      }
      ap += MR;
      bp += NR;
    }
    if (mr == MR && nr == NR) {
      STRATA_UNROLL
      for (int i = 0; i < MR; ++i)
        STRATA_UNROLL
      for (int j = 0; j < NV; ++j) {
        float *cp = c + i * ldc + j * L;
        V v = acc[i][j];
        if (load) {
          V old;
          std::memcpy(&old, cp, sizeof(V));
          v += old;
        }
        std::memcpy(cp, &v, sizeof(V));
      }
      return;
    }
    alignas(64) float tile[MR][NR];
    std::memcpy(tile, acc, sizeof(tile));
    for (int64_t i = 0; i < mr; ++i)
      for (int64_t j = 0; j < nr; ++j)
        c[i * ldc + j] = load ? c[i * ldc + j] + tile[i][j] : tile[i][j];
  }

  static STRATA_AI void run(const float *a, int64_t lda, const float *b,
                            int64_t ldb, float *c, int64_t ldc, int64_t m,
                            int64_t n, int64_t k, bool accumulate) {
    if (m <= 0 || n <= 0)
      return;
    if (k <= 0) {
      if (!accumulate)
        for (int64_t i = 0; i < m; ++i)
          std::memset(c + i * ldc, 0, size_t(n) * sizeof(float));
      return;
    }
    int64_t kcMax = std::min<int64_t>(KC, k);
    int64_t ncMax = std::min<int64_t>(NC, n);
    int64_t mcMax = std::min<int64_t>(MC, m);
    float *ap = tlsPackA.get(size_t((mcMax + MR - 1) / MR * MR * kcMax));
    float *bp = tlsPackB.get(size_t((ncMax + NR - 1) / NR * NR * kcMax));
    for (int64_t jc = 0; jc < n; jc += NC) {
      int64_t nc = std::min<int64_t>(NC, n - jc);
      for (int64_t pc = 0; pc < k; pc += KC) {
        int64_t kc = std::min<int64_t>(KC, k - pc);
        bool load = accumulate || pc > 0;
        packB(b + pc * ldb + jc, ldb, kc, nc, bp);
        for (int64_t ic = 0; ic < m; ic += MC) {
          int64_t mc = std::min<int64_t>(MC, m - ic);
          packA(a + ic * lda + pc, lda, mc, kc, ap);
          for (int64_t jr = 0; jr < nc; jr += NR) {
            int64_t nr = std::min<int64_t>(NR, nc - jr);
            for (int64_t ir = 0; ir < mc; ir += MR) {
              int64_t mr = std::min<int64_t>(MR, mc - ir);
              kernel(kc, ap + ir * kc, bp + jr * kc,
                     c + (ic + ir) * ldc + jc + jr, ldc, mr, nr, load);
            }
          }
        }
      }
    }
  }
};

/// Output pixel (n, oh, ow), channels [f0, f1): the plain direct loops with
/// the innermost loop over F (contiguous in the filter and the output).
STRATA_AI void convPixel(const float *in, const float *filter, float *out,
                         const Conv2DParams &p, int64_t n, int64_t oh,
                         int64_t ow, int64_t f0, int64_t f1, bool accumulate) {
  const int64_t F = p.f, C = p.c;
  float *__restrict o = out + ((n * p.oh + oh) * p.ow + ow) * F;
  if (!accumulate)
    for (int64_t f = f0; f < f1; ++f)
      o[f] = 0.0f;
  for (int64_t kh = 0; kh < p.kh; ++kh) {
    int64_t ih = oh * p.strideH + kh * p.dilationH;
    for (int64_t kw = 0; kw < p.kw; ++kw) {
      int64_t iw = ow * p.strideW + kw * p.dilationW;
      const float *ip = in + ((n * p.h + ih) * p.w + iw) * C;
      const float *fp = filter + (kh * p.kw + kw) * C * F;
      for (int64_t c = 0; c < C; ++c) {
        float a = ip[c];
        const float *__restrict fr = fp + c * F;
        for (int64_t f = f0; f < f1; ++f)
          o[f] += a * fr[f];
      }
    }
  }
}

/// Direct convolution, register-blocked like a matmul micro-kernel: PB
/// output pixels of one row x NR output channels of accumulators stay in
/// registers across the (kh, kw, c) reduction; each filter vector loaded
/// feeds PB FMAs. Channel tails (F % NR) and pixel tails use convPixel.
template <typename V, int L, int PB, int NV> struct Conv {
  static constexpr int NR = L * NV;

  static STRATA_AI void block(const float *in, const float *filter, float *out,
                              const Conv2DParams &p, int64_t n, int64_t oh,
                              int64_t ow0, int64_t jr, bool accumulate) {
    const int64_t F = p.f, C = p.c;
    const int64_t pixelStride = p.strideW * C; // input distance of ow + 1
    float *o = out + ((n * p.oh + oh) * p.ow + ow0) * F + jr;
    V acc[PB][NV];
    STRATA_UNROLL
    for (int i = 0; i < PB; ++i)
      STRATA_UNROLL
    for (int j = 0; j < NV; ++j) {
      if (accumulate)
        std::memcpy(&acc[i][j], o + i * F + j * L, sizeof(V));
      else
        acc[i][j] = V{};
    }
    for (int64_t kh = 0; kh < p.kh; ++kh) {
      int64_t ih = oh * p.strideH + kh * p.dilationH;
      for (int64_t kw = 0; kw < p.kw; ++kw) {
        int64_t iw = ow0 * p.strideW + kw * p.dilationW;
        const float *ip = in + ((n * p.h + ih) * p.w + iw) * C;
        const float *fp = filter + (kh * p.kw + kw) * C * F + jr;
        for (int64_t c = 0; c < C; ++c) {
          V b[NV];
          STRATA_UNROLL
          for (int j = 0; j < NV; ++j)
            std::memcpy(&b[j], fp + c * F + j * L, sizeof(V));
          STRATA_UNROLL
          for (int i = 0; i < PB; ++i) {
            float a = ip[i * pixelStride + c];
            STRATA_UNROLL
            for (int j = 0; j < NV; ++j)
              acc[i][j] += a * b[j];
          }
        }
      }
    }
    STRATA_UNROLL
    for (int i = 0; i < PB; ++i)
      STRATA_UNROLL
    for (int j = 0; j < NV; ++j)
      std::memcpy(o + i * F + j * L, &acc[i][j], sizeof(V));
  }

  static STRATA_AI void run(const float *in, const float *filter, float *out,
                            const Conv2DParams &p, bool accumulate) {
    const int64_t fMain = p.f / NR * NR;
    for (int64_t n = 0; n < p.n; ++n)
      for (int64_t oh = 0; oh < p.oh; ++oh) {
        int64_t ow = 0;
        for (; ow + PB <= p.ow; ow += PB) {
          for (int64_t jr = 0; jr < fMain; jr += NR)
            block(in, filter, out, p, n, oh, ow, jr, accumulate);
          if (fMain < p.f)
            for (int64_t i = 0; i < PB; ++i)
              convPixel(in, filter, out, p, n, oh, ow + i, fMain, p.f,
                        accumulate);
        }
        for (; ow < p.ow; ++ow)
          convPixel(in, filter, out, p, n, oh, ow, 0, p.f, accumulate);
      }
  }
};

#define STRATA_MATMUL_ARGS                                                     \
  const float *a, int64_t lda, const float *b, int64_t ldb, float *c,          \
      int64_t ldc, int64_t m, int64_t n, int64_t k, bool accumulate
#define STRATA_MATMUL_PASS a, lda, b, ldb, c, ldc, m, n, k, accumulate

#if defined(__x86_64__)
__attribute__((target("avx512f"))) void matmulAvx512(STRATA_MATMUL_ARGS) {
  Gemm<v16f, 16, 14, 2>::run(STRATA_MATMUL_PASS);
}
__attribute__((target("avx2,fma"))) void matmulAvx2(STRATA_MATMUL_ARGS) {
  Gemm<v8f, 8, 6, 2>::run(STRATA_MATMUL_PASS);
}
__attribute__((target("avx512f"))) void
convAvx512(const float *in, const float *filter, float *out,
           const Conv2DParams &p, bool accumulate) {
  Conv<v16f, 16, 8, 2>::run(in, filter, out, p, accumulate);
}
__attribute__((target("avx2,fma"))) void
convAvx2(const float *in, const float *filter, float *out,
         const Conv2DParams &p, bool accumulate) {
  Conv<v8f, 8, 4, 2>::run(in, filter, out, p, accumulate);
}
#endif
void matmulBaseline(STRATA_MATMUL_ARGS) {
  Gemm<v4f, 4, 6, 2>::run(STRATA_MATMUL_PASS);
}
void convBaseline(const float *in, const float *filter, float *out,
                  const Conv2DParams &p, bool accumulate) {
  Conv<v4f, 4, 4, 2>::run(in, filter, out, p, accumulate);
}

enum class Isa { kBaseline, kAvx2, kAvx512 };

Isa detectIsa() {
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f"))
    return Isa::kAvx512;
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    return Isa::kAvx2;
#endif
  return Isa::kBaseline;
}

Isa isa() {
  static const Isa kIsa = detectIsa();
  return kIsa;
}

} // namespace

const char *microkernelIsaName() {
  switch (isa()) {
  case Isa::kAvx512:
    return "avx512f";
  case Isa::kAvx2:
    return "avx2+fma";
  default:
    return "baseline";
  }
}

void matmulF32(STRATA_MATMUL_ARGS) {
  switch (isa()) {
#if defined(__x86_64__)
  case Isa::kAvx512:
    return matmulAvx512(STRATA_MATMUL_PASS);
  case Isa::kAvx2:
    return matmulAvx2(STRATA_MATMUL_PASS);
#endif
  default:
    return matmulBaseline(STRATA_MATMUL_PASS);
  }
}

bool matmulF32ForIsa(const char *name, STRATA_MATMUL_ARGS) {
  std::string_view n_ = name ? name : "";
  Isa have = isa();
#if defined(__x86_64__)
  if (n_ == "avx512f") {
    if (have != Isa::kAvx512)
      return false;
    matmulAvx512(STRATA_MATMUL_PASS);
    return true;
  }
  if (n_ == "avx2+fma") {
    if (have == Isa::kBaseline)
      return false;
    matmulAvx2(STRATA_MATMUL_PASS);
    return true;
  }
#endif
  if (n_ == "baseline") {
    matmulBaseline(STRATA_MATMUL_PASS);
    return true;
  }
  return false;
}

bool conv2dNhwcHwcfF32ForIsa(const char *name, const float *in,
                             const float *filter, float *out,
                             const Conv2DParams &p, bool accumulate) {
  std::string_view n_ = name ? name : "";
  Isa have = isa();
#if defined(__x86_64__)
  if (n_ == "avx512f") {
    if (have != Isa::kAvx512)
      return false;
    convAvx512(in, filter, out, p, accumulate);
    return true;
  }
  if (n_ == "avx2+fma") {
    if (have == Isa::kBaseline)
      return false;
    convAvx2(in, filter, out, p, accumulate);
    return true;
  }
#endif
  if (n_ == "baseline") {
    convBaseline(in, filter, out, p, accumulate);
    return true;
  }
  return false;
}

void matmulF32Reference(STRATA_MATMUL_ARGS) {
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double sum = accumulate ? double(c[i * ldc + j]) : 0.0;
      for (int64_t p = 0; p < k; ++p)
        sum += double(a[i * lda + p]) * double(b[p * ldb + j]);
      c[i * ldc + j] = float(sum);
    }
}

void conv2dNhwcHwcfF32(const float *in, const float *filter, float *out,
                       const Conv2DParams &p, bool accumulate) {
  switch (isa()) {
#if defined(__x86_64__)
  case Isa::kAvx512:
    return convAvx512(in, filter, out, p, accumulate);
  case Isa::kAvx2:
    return convAvx2(in, filter, out, p, accumulate);
#endif
  default:
    return convBaseline(in, filter, out, p, accumulate);
  }
}

} // namespace strata::vmvx
