//===- RecoverableLLVM.h - LLVM fatal errors as failures --------*- C++ -*-===//
//
// LLVM reports some internal failures (an instruction it cannot select) with
// report_fatal_error, which aborts the process. strata-compile must never
// abort on valid input, so the llvm-cpu backend runs LLVM's optimizer and
// code generator through runRecoverably and turns such an error into a
// diagnostic naming the dispatch.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_LLVMCPU_RECOVERABLELLVM_H
#define STRATA_TARGET_LLVMCPU_RECOVERABLELLVM_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Process.h"

#include <mutex>
#include <string>

namespace strata::llvm_cpu {

namespace detail {
/// Where the fatal error raised on this thread inside runRecoverably goes
/// (null outside it).
inline thread_local std::string *fatalErrorMessage = nullptr;

inline void recordFatalError(void *, const char *reason, bool) {
  if (!fatalErrorMessage)
    return; // Not ours: report_fatal_error prints and exits as usual.
  *fatalErrorMessage = reason;
  // Unwinds to runRecoverably's CrashRecoveryContext.
  llvm::sys::Process::Exit(1);
}
} // namespace detail

/// Runs `fn` so that an LLVM fatal error or a crash inside it returns false
/// with `message` set ("LLVM error: <reason>" or "LLVM crashed") instead of
/// ending the process. What `fn` was working on is abandoned, not freed.
inline bool runRecoverably(llvm::function_ref<void()> fn,
                           std::string &message) {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::CrashRecoveryContext::Enable();
    llvm::install_fatal_error_handler(detail::recordFatalError);
  });
  std::string reason;
  detail::fatalErrorMessage = &reason;
  llvm::CrashRecoveryContext context;
  bool ok = context.RunSafely(fn);
  detail::fatalErrorMessage = nullptr;
  if (!ok)
    message = reason.empty() ? "LLVM crashed" : "LLVM error: " + reason;
  return ok;
}

} // namespace strata::llvm_cpu

#endif // STRATA_TARGET_LLVMCPU_RECOVERABLELLVM_H
