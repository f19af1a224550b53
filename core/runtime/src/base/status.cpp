//===- status.cpp - Status code names ------------------------------*- C++
//-*-===//

#include "strata/runtime/status.h"

namespace strata {

const char *statusCodeName(StatusCode code) {
  switch (code) {
  case StatusCode::kOk:
    return "OK";
  case StatusCode::kCancelled:
    return "CANCELLED";
  case StatusCode::kUnknown:
    return "UNKNOWN";
  case StatusCode::kInvalidArgument:
    return "INVALID_ARGUMENT";
  case StatusCode::kDeadlineExceeded:
    return "DEADLINE_EXCEEDED";
  case StatusCode::kNotFound:
    return "NOT_FOUND";
  case StatusCode::kAlreadyExists:
    return "ALREADY_EXISTS";
  case StatusCode::kPermissionDenied:
    return "PERMISSION_DENIED";
  case StatusCode::kResourceExhausted:
    return "RESOURCE_EXHAUSTED";
  case StatusCode::kFailedPrecondition:
    return "FAILED_PRECONDITION";
  case StatusCode::kAborted:
    return "ABORTED";
  case StatusCode::kOutOfRange:
    return "OUT_OF_RANGE";
  case StatusCode::kUnimplemented:
    return "UNIMPLEMENTED";
  case StatusCode::kInternal:
    return "INTERNAL";
  case StatusCode::kUnavailable:
    return "UNAVAILABLE";
  case StatusCode::kDataLoss:
    return "DATA_LOSS";
  }
  return "UNKNOWN";
}

std::string Status::toString() const {
  if (isOk())
    return "OK";
  return std::string(statusCodeName(code_)) + ": " + message_;
}

} // namespace strata
