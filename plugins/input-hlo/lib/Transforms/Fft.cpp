//===- Fft.cpp - stablehlo.fft as real matrix products --------------------===//
//
// A DFT of length n along one dimension is, by its length:
//  - n <= kDirectMax, or a prime up to kDirectPrimeMax: one product with
//    constant n x outputs cos and sin matrices (dot_general, O(n) per output);
//  - composite: the four-step split n = n1 n2 (n1 the largest divisor up to
//    sqrt n). With j = j1 n2 + j2 and k = k1 + n1 k2,
//      X[k1 + n1 k2] = sum_j2 w_n2^(j2 k2) w_n^(j2 k1) sum_j1 x[j1 n2 + j2]
//                      w_n1^(j1 k1),
//    i.e. DFTs of length n1 along j1, a twiddle product, DFTs of length n2
//    along j2 (each split again while long), and a transpose: O(n1 + n2)
//    per output and constants of n1^2 + n2^2 + n entries instead of n^2;
//  - a larger prime: Bluestein's chirp z-transform, a circular convolution
//    of length m >= 2n - 1 (a power of two) through two four-step DFTs, with
//    the chirp's spectrum computed here in double.
// Every piece is a plain stablehlo op, so every backend runs FFTs through its
// matmul and elementwise paths.
//
//===----------------------------------------------------------------------===//

#include "Fft.h"

#include "llvm/ADT/STLExtras.h"

#include <cmath>
#include <complex>
#include <vector>

using namespace mlir;

namespace strata::input_hlo::fft {

namespace {

namespace hlo = strata::stablehlo;
using complex_math::Builder;
using complex_math::Parts;

/// Lengths up to this use one DFT matrix.
constexpr int64_t kDirectMax = 256;
/// Primes up to this use one DFT matrix (n^2 entries each for cos and sin);
/// larger ones Bluestein's algorithm.
constexpr int64_t kDirectPrimeMax = 1024;

/// The largest divisor of n not above sqrt(n) (1 for a prime).
int64_t splitFactor(int64_t n) {
  int64_t best = 1;
  for (int64_t d = 2; d * d <= n; ++d)
    if (n % d == 0)
      best = d;
  return best;
}

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

/// 2 pi (a b mod n) / n, exact in the product.
double angle(int64_t a, int64_t b, int64_t n) {
  return 2.0 * M_PI * static_cast<double>((a * b) % n) / n;
}

/// In-place radix-2 DFT (forward, unscaled) of a power-of-two length.
void hostFft(std::vector<std::complex<double>> &a) {
  size_t n = a.size();
  for (size_t i = 1, j = 0; i < n; ++i) {
    size_t bit = n >> 1;
    for (; j & bit; bit >>= 1)
      j ^= bit;
    j ^= bit;
    if (i < j)
      std::swap(a[i], a[j]);
  }
  for (size_t len = 2; len <= n; len <<= 1) {
    for (size_t i = 0; i < n; i += len) {
      for (size_t k = 0; k < len / 2; ++k) {
        std::complex<double> w =
            std::polar(1.0, -2.0 * M_PI * static_cast<double>(k) /
                                static_cast<double>(len));
        std::complex<double> u = a[i + k], v = a[i + k + len / 2] * w;
        a[i + k] = u + v;
        a[i + k + len / 2] = u - v;
      }
    }
  }
}

/// Builds DFTs of one real element type (f32 or f64) out of stablehlo ops.
class DftBuilder {
public:
  DftBuilder(Builder &x, Type elementType) : x(x), elementType(elementType) {}

  /// The first `outputs` frequencies of the length-n DFT of `p` along `dim`
  /// (sum_j x[j] e^(-+2 pi i jk/n), times 1/n when inverse). A null `p.im` is
  /// a real input; `realOnly` skips the result's imaginary part.
  Parts along(Parts p, int64_t dim, int64_t n, int64_t outputs, bool inverse,
              bool realOnly) {
    if (isDirect(n))
      return direct(p, dim, n, outputs, inverse, realOnly);
    if (int64_t n1 = splitFactor(n); n1 > 1)
      return fourStep(p, dim, n, n1, outputs, inverse, realOnly);
    return bluestein(p, dim, n, outputs, inverse, realOnly);
  }

  /// The real result of a length-n inverse DFT along `dim` whose input holds
  /// the first n/2 + 1 frequencies of a Hermitian spectrum (IRFFT): x[j] =
  /// 1/n sum_{k <= n/2} w_k (Re X[k] cos - Im X[k] sin)(2 pi jk/n), w_k = 1
  /// for k = 0 and k = n/2, else 2 (imaginary parts of X[0] and X[n/2] do
  /// not count).
  Value inverseReal(Parts p, int64_t dim, int64_t n) {
    int64_t half = n / 2 + 1;
    if (n > kDirectMax) {
      // The whole spectrum (X[n - k] = conj X[k]), then a complex inverse.
      int64_t tail = n - half;
      auto mirrored = [&](Value v) {
        Value part = slice(v, dim, 1, 1 + tail);
        return hlo::ReverseOp::create(x.b, x.loc, part,
                                      x.b.getDenseI64ArrayAttr({dim}))
            .getResult();
      };
      Parts full{concat(p.re, mirrored(p.re), dim),
                 concat(p.im, x.neg(mirrored(p.im)), dim)};
      return along(full, dim, n, n, /*inverse=*/true, /*realOnly=*/true).re;
    }
    auto weight = [n](int64_t k) { return (k == 0 || 2 * k == n) ? 1.0 : 2.0; };
    Value a = matrix(half, n, [&](int64_t k, int64_t j) {
      return weight(k) * std::cos(angle(j, k, n)) / n;
    });
    Value b = matrix(half, n, [&](int64_t k, int64_t j) {
      return -weight(k) * std::sin(angle(j, k, n)) / n;
    });
    return x.add(applyAlong(a, p.re, dim), applyAlong(b, p.im, dim));
  }

private:
  Builder &x;
  Type elementType;

  template <typename Fn> Parts map(Parts p, Fn fn) {
    return {fn(p.re), p.im ? fn(p.im) : Value()};
  }

  RankedTensorType typeOf(Value v) {
    return cast<RankedTensorType>(v.getType());
  }

  /// A constant of `shape` (rank 1 or 2) with entries `entry(r, c)` (c = 0
  /// for rank 1), computed in double.
  Value constant(ArrayRef<int64_t> shape,
                 function_ref<double(int64_t, int64_t)> entry) {
    auto type = RankedTensorType::get(shape, elementType);
    int64_t rows = shape[0], cols = shape.size() == 2 ? shape[1] : 1;
    SmallVector<double> values;
    values.reserve(rows * cols);
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t c = 0; c < cols; ++c)
        values.push_back(entry(r, c));
    DenseElementsAttr attr;
    if (elementType.isF64()) {
      attr = DenseElementsAttr::get(type, ArrayRef<double>(values));
    } else {
      SmallVector<float> narrow(values.begin(), values.end());
      attr = DenseElementsAttr::get(type, ArrayRef<float>(narrow));
    }
    return hlo::ConstantOp::create(x.b, x.loc, type, attr);
  }
  Value matrix(int64_t rows, int64_t cols,
               function_ref<double(int64_t, int64_t)> entry) {
    return constant({rows, cols}, entry);
  }

  /// `m` (N x K) applied along `dim` of `part` (size N there): the result
  /// has size K at `dim` (or last, after the other dims in order, with
  /// `outputsLast`). The dot_general puts K last, where the vector loop of a
  /// backend's matmul goes; K elsewhere takes one transpose.
  Value applyAlong(Value m, Value part, int64_t dim, bool outputsLast = false) {
    RankedTensorType partType = typeOf(part);
    int64_t rank = partType.getRank();
    int64_t k = typeOf(m).getDimSize(1);
    SmallVector<int64_t> shape;
    for (int64_t i = 0; i < rank; ++i)
      if (i != dim)
        shape.push_back(partType.getDimSize(i));
    shape.push_back(k);
    auto dims =
        hlo::DotDimensionNumbersAttr::get(x.b.getContext(), {}, {}, {dim}, {0});
    Value product = hlo::DotGeneralOp::create(
        x.b, x.loc, RankedTensorType::get(shape, elementType), part, m, dims,
        /*precision_config=*/nullptr, /*algorithm=*/nullptr);
    if (dim == rank - 1 || outputsLast)
      return product;
    SmallVector<int64_t> perm;
    for (int64_t i = 0; i < rank; ++i)
      perm.push_back(i < dim ? i : (i == dim ? rank - 1 : i - 1));
    return transpose(product, perm);
  }

  Value transpose(Value v, ArrayRef<int64_t> perm) {
    RankedTensorType type = typeOf(v);
    SmallVector<int64_t> shape;
    for (int64_t p : perm)
      shape.push_back(type.getDimSize(p));
    return hlo::TransposeOp::create(x.b, x.loc, type.clone(shape), v,
                                    x.b.getDenseI64ArrayAttr(perm));
  }

  Value reshape(Value v, ArrayRef<int64_t> shape) {
    return hlo::ReshapeOp::create(x.b, x.loc, typeOf(v).clone(shape), v);
  }

  Value slice(Value v, int64_t dim, int64_t begin, int64_t end) {
    RankedTensorType type = typeOf(v);
    SmallVector<int64_t> starts(type.getRank(), 0), limits(type.getShape()),
        strides(type.getRank(), 1), shape(limits);
    starts[dim] = begin;
    limits[dim] = end;
    shape[dim] = end - begin;
    return hlo::SliceOp::create(
        x.b, x.loc, type.clone(shape), v, x.b.getDenseI64ArrayAttr(starts),
        x.b.getDenseI64ArrayAttr(limits), x.b.getDenseI64ArrayAttr(strides));
  }

  Value concat(Value a, Value b, int64_t dim) {
    SmallVector<int64_t> shape(typeOf(a).getShape());
    shape[dim] += typeOf(b).getDimSize(dim);
    return hlo::ConcatenateOp::create(x.b, x.loc, typeOf(a).clone(shape),
                                      ValueRange{a, b},
                                      x.b.getI64IntegerAttr(dim));
  }

  /// `c` (shaped like `like`'s dims `dims`) broadcast to `like`'s shape.
  Value broadcastTo(Value c, Value like, ArrayRef<int64_t> dims) {
    return hlo::BroadcastInDimOp::create(x.b, x.loc, like.getType(), c,
                                         x.b.getDenseI64ArrayAttr(dims));
  }

  /// p times the complex constant (re, im) laid along `dims` of p.
  Parts multiply(Parts p, Value re, Value im, ArrayRef<int64_t> dims,
                 bool realOnly = false) {
    Value cr = broadcastTo(re, p.re, dims), ci = broadcastTo(im, p.re, dims);
    if (!p.im)
      return {x.mul(p.re, cr), realOnly ? Value() : x.mul(p.re, ci)};
    Value outRe = x.sub(x.mul(p.re, cr), x.mul(p.im, ci));
    if (realOnly)
      return {outRe, Value()};
    return {outRe, x.add(x.mul(p.re, ci), x.mul(p.im, cr))};
  }

  Parts direct(Parts p, int64_t dim, int64_t n, int64_t outputs, bool inverse,
               bool realOnly, bool outputsLast = false) {
    double scale = inverse ? 1.0 / n : 1.0;
    Value c = matrix(n, outputs, [&](int64_t j, int64_t k) {
      return scale * std::cos(angle(j, k, n));
    });
    Value s = matrix(n, outputs, [&](int64_t j, int64_t k) {
      return scale * std::sin(angle(j, k, n));
    });
    // Forward (re + i im)(cos - i sin), inverse (re + i im)(cos + i sin).
    Value cRe = applyAlong(c, p.re, dim, outputsLast);
    if (!p.im) {
      if (realOnly)
        return {cRe, Value()};
      Value sRe = applyAlong(s, p.re, dim, outputsLast);
      return {cRe, inverse ? sRe : x.neg(sRe)};
    }
    Value sIm = applyAlong(s, p.im, dim, outputsLast);
    Value re = inverse ? x.sub(cRe, sIm) : x.add(cRe, sIm);
    if (realOnly)
      return {re, Value()};
    Value cIm = applyAlong(c, p.im, dim, outputsLast),
          sRe = applyAlong(s, p.re, dim, outputsLast);
    return {re, inverse ? x.add(cIm, sRe) : x.sub(cIm, sRe)};
  }

  bool isDirect(int64_t n) {
    return n <= kDirectMax || (splitFactor(n) == 1 && n <= kDirectPrimeMax);
  }

  /// Like `along`, with the outputs as the last dim, after p's other dims in
  /// order.
  Parts alongToLast(Parts p, int64_t dim, int64_t n, int64_t outputs,
                    bool inverse) {
    if (isDirect(n))
      return direct(p, dim, n, outputs, inverse, /*realOnly=*/false,
                    /*outputsLast=*/true);
    p = along(p, dim, n, outputs, inverse, /*realOnly=*/false);
    int64_t rank = typeOf(p.re).getRank();
    if (dim == rank - 1)
      return p;
    SmallVector<int64_t> perm;
    for (int64_t i = 0; i < rank; ++i)
      if (i != dim)
        perm.push_back(i);
    perm.push_back(dim);
    return map(p, [&](Value v) { return transpose(v, perm); });
  }

  Parts fourStep(Parts p, int64_t dim, int64_t n, int64_t n1, int64_t outputs,
                 bool inverse, bool realOnly) {
    int64_t rank = typeOf(p.re).getRank();
    if (dim != rank - 1) {
      // Split the last dim instead: one transpose each way.
      SmallVector<int64_t> swap = llvm::to_vector(llvm::seq<int64_t>(0, rank));
      std::swap(swap[dim], swap[rank - 1]);
      p = map(p, [&](Value v) { return transpose(v, swap); });
      p = fourStep(p, rank - 1, n, n1, outputs, inverse, realOnly);
      return map(p, [&](Value v) { return transpose(v, swap); });
    }
    int64_t n2 = n / n1;
    // j = j1 n2 + j2: the last dim becomes (j1, j2).
    SmallVector<int64_t> split(typeOf(p.re).getShape());
    split.back() = n2;
    split.insert(split.end() - 1, n1);
    p = map(p, [&](Value v) { return reshape(v, split); });
    p = alongToLast(p, rank - 1, n1, n1, inverse); // (j2, k1)
    double sign = inverse ? 1.0 : -1.0;
    Value twRe = matrix(n2, n1, [&](int64_t j2, int64_t k1) {
      return std::cos(angle(j2, k1, n));
    });
    Value twIm = matrix(n2, n1, [&](int64_t j2, int64_t k1) {
      return sign * std::sin(angle(j2, k1, n));
    });
    p = multiply(p, twRe, twIm, {rank - 1, rank});
    // Over j2, its outputs in j2's place: (k2, k1), k = k1 + n1 k2.
    int64_t o2 = std::min(n2, ceilDiv(outputs, n1));
    p = along(p, rank - 1, n2, o2, inverse, realOnly);
    SmallVector<int64_t> merged(split.begin(), split.end() - 1);
    merged.back() = n1 * o2;
    return map(p, [&](Value v) {
      Value joined = reshape(v, merged);
      return n1 * o2 == outputs ? joined : slice(joined, rank - 1, 0, outputs);
    });
  }

  Parts bluestein(Parts p, int64_t dim, int64_t n, int64_t outputs,
                  bool inverse, bool realOnly) {
    // jk = (j^2 + k^2 - (k - j)^2) / 2, so with the chirp c[j] =
    // e^(-+ pi i j^2 / n): X[k] = c[k] sum_j (x[j] c[j]) conj(c[k - j]).
    double sign = inverse ? 1.0 : -1.0;
    auto chirp = [&](int64_t j) {
      return std::polar(1.0, sign * M_PI *
                                 static_cast<double>((j * j) % (2 * n)) / n);
    };
    int64_t m = 1;
    while (m < 2 * n - 1)
      m *= 2;
    Value cRe =
        constant({n}, [&](int64_t j, int64_t) { return chirp(j).real(); });
    Value cIm =
        constant({n}, [&](int64_t j, int64_t) { return chirp(j).imag(); });
    Parts a = multiply(p, cRe, cIm, {dim});
    Value zero = hlo::ConstantOp::create(
        x.b, x.loc, RankedTensorType::get({}, elementType),
        DenseElementsAttr::get(RankedTensorType::get({}, elementType),
                               x.b.getFloatAttr(elementType, 0.0)));
    int64_t rank = typeOf(a.re).getRank();
    SmallVector<int64_t> low(rank, 0), high(rank, 0), interior(rank, 0);
    high[dim] = m - n;
    SmallVector<int64_t> padded(typeOf(a.re).getShape());
    padded[dim] = m;
    a = map(a, [&](Value v) {
      return hlo::PadOp::create(x.b, x.loc, typeOf(v).clone(padded), v, zero,
                                x.b.getDenseI64ArrayAttr(low),
                                x.b.getDenseI64ArrayAttr(high),
                                x.b.getDenseI64ArrayAttr(interior))
          .getResult();
    });
    // The spectrum of conj(c) laid circularly over m points.
    std::vector<std::complex<double>> b(m, 0.0);
    for (int64_t t = 0; t < n; ++t) {
      b[t] = std::conj(chirp(t));
      if (t > 0)
        b[m - t] = b[t];
    }
    hostFft(b);
    Value bRe = constant({m}, [&](int64_t k, int64_t) { return b[k].real(); });
    Value bIm = constant({m}, [&](int64_t k, int64_t) { return b[k].imag(); });
    Parts spectrum = along(a, dim, m, m, /*inverse=*/false, false);
    spectrum = multiply(spectrum, bRe, bIm, {dim});
    Parts y = along(spectrum, dim, m, outputs, /*inverse=*/true, false);
    double scale = inverse ? 1.0 / n : 1.0;
    Value kRe = constant(
        {outputs}, [&](int64_t k, int64_t) { return scale * chirp(k).real(); });
    Value kIm = constant(
        {outputs}, [&](int64_t k, int64_t) { return scale * chirp(k).imag(); });
    return multiply(y, kRe, kIm, {dim}, realOnly);
  }
};

} // namespace

Parts lower(Builder &x, hlo::FftOp op, Parts input) {
  ArrayRef<int64_t> lengths = op.getFftLength();
  hlo::FftType type = op.getFftType();
  int64_t rank = cast<RankedTensorType>(op.getType()).getRank();
  int64_t first = rank - static_cast<int64_t>(lengths.size());
  DftBuilder dft(x, getElementTypeOrSelf(input.re.getType()));
  auto length = [&](int64_t d) { return lengths[d - first]; };
  Parts p = input;
  if (type == hlo::FftType::RFFT) {
    // The innermost dimension first: its real input keeps n/2 + 1 outputs.
    int64_t n = lengths.back();
    p = dft.along(p, rank - 1, n, n / 2 + 1, /*inverse=*/false, false);
    for (int64_t d = first; d < rank - 1; ++d)
      p = dft.along(p, d, length(d), length(d), false, false);
    return p;
  }
  bool inverse = type != hlo::FftType::FFT;
  int64_t complexDims = type == hlo::FftType::IRFFT ? rank - 1 : rank;
  for (int64_t d = first; d < complexDims; ++d)
    p = dft.along(p, d, length(d), length(d), inverse, false);
  if (type != hlo::FftType::IRFFT)
    return p;
  return {dft.inverseReal(p, rank - 1, lengths.back()), Value()};
}

} // namespace strata::input_hlo::fft
