//===- Fft.h - stablehlo.fft as real matrix products ------------*- C++ -*-===//
//
// Internals of strata-hlo-expand-complex: stablehlo.fft of any length, built
// from real stablehlo ops on the parts of its operand (dot_general with
// constant DFT matrices, elementwise twiddles, reshapes and transposes), so
// every backend runs it through its matmul path.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_LIB_TRANSFORMS_FFT_H
#define STRATA_INPUTHLO_LIB_TRANSFORMS_FFT_H

#include "ComplexMath.h"

namespace strata::input_hlo::fft {

/// The parts of `op`'s result given its operand's parts (`input.im` is null
/// for RFFT's real operand; the result's `im` is null for IRFFT's real
/// result). Every length works: constants stay O(n) entries for composite
/// lengths and large primes.
complex_math::Parts lower(complex_math::Builder &x, stablehlo::FftOp op,
                          complex_math::Parts input);

} // namespace strata::input_hlo::fft

#endif // STRATA_INPUTHLO_LIB_TRANSFORMS_FFT_H
