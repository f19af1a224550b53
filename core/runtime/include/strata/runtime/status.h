//===- status.h - Status and StatusOr -----------------------------*- C++
//-*-===//
//
// Error handling for the runtime: a code (absl/IREE numbering, shared with
// the plugin ABI's strata_plugin_status_t) plus a one-line message.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_RUNTIME_STATUS_H
#define STRATA_RUNTIME_STATUS_H

#include <cassert>
#include <optional>
#include <sstream>
#include <string>
#include <utility>

namespace strata {

/// Status codes (same numbers as absl::StatusCode).
enum class StatusCode : int {
  kOk = 0,
  kCancelled = 1,
  kUnknown = 2,
  kInvalidArgument = 3,
  kDeadlineExceeded = 4,
  kNotFound = 5,
  kAlreadyExists = 6,
  kPermissionDenied = 7,
  kResourceExhausted = 8,
  kFailedPrecondition = 9,
  kAborted = 10,
  kOutOfRange = 11,
  kUnimplemented = 12,
  kInternal = 13,
  kUnavailable = 14,
  kDataLoss = 15,
};

/// Upper-case name of a code, e.g. "INVALID_ARGUMENT".
const char *statusCodeName(StatusCode code);

/// An OK value or an error code with a message.
class [[nodiscard]] Status {
public:
  Status() = default;
  Status(StatusCode code, std::string message)
      : code_(code), message_(std::move(message)) {}

  static Status ok() { return Status(); }
  bool isOk() const { return code_ == StatusCode::kOk; }
  explicit operator bool() const { return isOk(); }
  StatusCode code() const { return code_; }
  const std::string &message() const { return message_; }
  /// "INVALID_ARGUMENT: message" (or "OK").
  std::string toString() const;
  /// Returns a copy whose message is `prefix + ": " + message`.
  Status withPrefix(const std::string &prefix) const {
    if (isOk())
      return *this;
    return Status(code_, prefix + ": " + message_);
  }

private:
  StatusCode code_ = StatusCode::kOk;
  std::string message_;
};

namespace detail {
template <typename... Args> std::string concat(Args &&...args) {
  std::ostringstream os;
  (os << ... << std::forward<Args>(args));
  return os.str();
}
} // namespace detail

/// Builds a status whose message is the concatenation of `args` (streamed).
template <typename... Args> Status makeStatus(StatusCode code, Args &&...args) {
  return Status(code, detail::concat(std::forward<Args>(args)...));
}
template <typename... Args> Status invalidArgument(Args &&...args) {
  return makeStatus(StatusCode::kInvalidArgument, std::forward<Args>(args)...);
}
template <typename... Args> Status notFound(Args &&...args) {
  return makeStatus(StatusCode::kNotFound, std::forward<Args>(args)...);
}
template <typename... Args> Status failedPrecondition(Args &&...args) {
  return makeStatus(StatusCode::kFailedPrecondition,
                    std::forward<Args>(args)...);
}
template <typename... Args> Status outOfRange(Args &&...args) {
  return makeStatus(StatusCode::kOutOfRange, std::forward<Args>(args)...);
}
template <typename... Args> Status unimplemented(Args &&...args) {
  return makeStatus(StatusCode::kUnimplemented, std::forward<Args>(args)...);
}
template <typename... Args> Status internalError(Args &&...args) {
  return makeStatus(StatusCode::kInternal, std::forward<Args>(args)...);
}
template <typename... Args> Status unavailable(Args &&...args) {
  return makeStatus(StatusCode::kUnavailable, std::forward<Args>(args)...);
}
template <typename... Args> Status resourceExhausted(Args &&...args) {
  return makeStatus(StatusCode::kResourceExhausted,
                    std::forward<Args>(args)...);
}
template <typename... Args> Status dataLoss(Args &&...args) {
  return makeStatus(StatusCode::kDataLoss, std::forward<Args>(args)...);
}

/// A value or an error status.
template <typename T> class [[nodiscard]] StatusOr {
public:
  StatusOr(Status status) : status_(std::move(status)) {
    assert(!status_.isOk() && "StatusOr built from an OK status");
    if (status_.isOk())
      status_ = internalError("StatusOr built from an OK status");
  }
  StatusOr(T value) : value_(std::move(value)) {}

  bool isOk() const { return status_.isOk(); }
  explicit operator bool() const { return isOk(); }
  const Status &status() const { return status_; }
  T &value() & { return *value_; }
  const T &value() const & { return *value_; }
  T &&value() && { return std::move(*value_); }
  T *operator->() { return &*value_; }
  const T *operator->() const { return &*value_; }
  T &operator*() { return *value_; }
  const T &operator*() const { return *value_; }

private:
  Status status_;
  std::optional<T> value_;
};

} // namespace strata

#define STRATA_CONCAT_INNER_(a, b) a##b
#define STRATA_CONCAT_(a, b) STRATA_CONCAT_INNER_(a, b)

/// Returns the status from the enclosing function when it is not OK.
#define STRATA_RETURN_IF_ERROR(expr)                                           \
  do {                                                                         \
    ::strata::Status _strata_status = (expr);                                  \
    if (!_strata_status.isOk())                                                \
      return _strata_status;                                                   \
  } while (0)

/// `STRATA_ASSIGN_OR_RETURN(auto x, f())`: unwraps a StatusOr or returns.
#define STRATA_ASSIGN_OR_RETURN(lhs, expr)                                     \
  STRATA_ASSIGN_OR_RETURN_IMPL_(STRATA_CONCAT_(_strata_or_, __LINE__), lhs,    \
                                expr)
#define STRATA_ASSIGN_OR_RETURN_IMPL_(tmp, lhs, expr)                          \
  auto tmp = (expr);                                                           \
  if (!tmp.isOk())                                                             \
    return tmp.status();                                                       \
  lhs = std::move(tmp).value()

#endif // STRATA_RUNTIME_STATUS_H
