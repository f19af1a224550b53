//===- check.h - The `check` native module: test assertions -------*- C++
//-*-===//
//
// Imports that compiled StableHLO test programs call (the StableHLO reference
// interpreter's check dialect): `check.expect_eq`, `check.expect_almost_eq`,
// `check.expect_close` record a pass/fail result in the context's CheckState
// and return OK (a failed check never aborts the invocation); `check.eq`
// returns a rank-0 i1 buffer view. The comparison rules live here so tools and
// tests can use them without a VM.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_RUNTIME_CHECK_H
#define STRATA_RUNTIME_CHECK_H

#include "strata/runtime/hal.h"

#include <cstdint>
#include <limits>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace strata::check {

/// What an expect_* import compares.
enum class CheckKind { kExpectEq, kExpectAlmostEq, kExpectClose };

/// "expect_eq", "expect_almost_eq", "expect_close".
const char *checkKindName(CheckKind kind);

/// The outcome of one expect_* call.
struct CheckResult {
  /// Position in call order within the context (0-based; takeThreadResults
  /// leaves the indices of the rest as they were).
  uint32_t index = 0;
  CheckKind kind = CheckKind::kExpectEq;
  bool passed = true;
  /// A failure that is not per element (element type or shape mismatch,
  /// element type not supported by the check); empty otherwise.
  std::string mismatch;
  /// Per-element failure: the first mismatching element (multi-index into
  /// the actual view's shape), both values as text, why they differ
  /// ("ulp distance 8388608 > 3"; may be empty) and how many elements of
  /// `elementCount` differ.
  std::vector<int64_t> firstIndex;
  std::string actualValue, expectedValue, reason;
  uint64_t mismatchCount = 0, elementCount = 0;

  /// "PASS", "FAIL: shape 2x3xf32 vs expected 3x2xf32" or "FAIL at [2, 1]:
  /// 0.5 vs expected 0.25 (ulp distance 8388608 > 3); 3 of 20 elements
  /// differ" (a scalar names no index; the count is left out for a single
  /// element).
  std::string describe() const;
};

/// Per-context record of expect_* results (thread-safe).
class CheckState {
public:
  /// Appends `result`, assigning its index; returns the index.
  uint32_t record(CheckResult result);
  /// A copy of the results so far, in call order.
  std::vector<CheckResult> results() const;
  size_t count() const;
  size_t failedCount() const;
  void clear();
  /// Removes the results recorded on the calling thread and returns them in
  /// call order. A call's expect_* imports run on the thread that calls the
  /// function, so after a call this is what that call recorded, even while
  /// other threads call functions of the same context.
  std::vector<CheckResult> takeThreadResults();

private:
  mutable std::mutex mutex_;
  std::vector<CheckResult> results_;
  /// The thread that recorded each result (parallel to results_).
  std::vector<std::thread::id> threads_;
  uint32_t nextIndex_ = 0;
};

/// ULP distance between two floats of the same width given as bit patterns
/// of `type` (f16, bf16, f32, f64), as in the StableHLO reference
/// interpreter: 0 when bitwise equal or both NaN; for two finite values the
/// distance between their sign-magnitude encodings (so +0 and -0 are 0
/// apart); otherwise (a NaN against a number, an infinity against anything
/// else) kInfiniteUlp.
inline constexpr uint64_t kInfiniteUlp = std::numeric_limits<uint64_t>::max();
uint64_t ulpDistance(hal::ElementType type, uint64_t actualBits,
                     uint64_t expectedBits);

/// True when every element of `actual` equals `expected` exactly (same
/// element type and shape; integers by value, i1 by truth, floats when
/// bitwise or numerically equal, NaN equals NaN, +0 == -0).
bool viewsEqual(const hal::BufferView &actual, const hal::BufferView &expected);

/// The comparisons behind the expect_* imports (index left 0).
CheckResult compareEq(const hal::BufferView &actual,
                      const hal::BufferView &expected);
/// |a - e| <= tolerance per element (NaN equals NaN, infinities must match
/// exactly); integers and bools compare their exact difference.
CheckResult compareAlmostEq(const hal::BufferView &actual,
                            const hal::BufferView &expected, double tolerance);
/// ULP distance within [minUlp, maxUlp]; f16/bf16/f32/f64 only (other
/// element types fail the check).
CheckResult compareClose(const hal::BufferView &actual,
                         const hal::BufferView &expected, uint64_t minUlp,
                         uint64_t maxUlp);

} // namespace strata::check

#endif // STRATA_RUNTIME_CHECK_H
