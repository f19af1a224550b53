//===- VMVXModule.h - The `vmvx` native module ------------------*- C++ -*-===//
//
// Implements every function of strata/VMVX/MicrokernelABI.h as a VM native
// module, for Module::loadBytes(..., extraNativeModules). Every function
// checks its 2-D regions against the buffers (largest element index touched,
// computed in 64 bits with overflow checks; negative sizes, offsets and
// strides are refused) and that outputs are writable, then runs the
// kernels of Microkernels.h. The functions keep no state: concurrent calls
// are safe.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_VMVX_RUNTIME_VMVXMODULE_H
#define STRATA_VMVX_RUNTIME_VMVXMODULE_H

#include "strata/runtime/vm.h"

namespace strata::vmvx {

/// The `vmvx` native module (static storage).
const vm::NativeModule &vmvxNativeModule();

} // namespace strata::vmvx

#endif // STRATA_VMVX_RUNTIME_VMVXMODULE_H
