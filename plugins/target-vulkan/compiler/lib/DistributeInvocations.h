//===- DistributeInvocations.h - Invocation-level fallback mapping -*- C++ -*-//
//
// The mapping strata-vulkan-map-to-gpu gives a bufferized dispatch (or the
// body of one workgroup tile) that neither the tiling nor a cooperative
// kernel mapped: its linalg ops are spread over invocations, everything else
// runs once, with barriers between the steps that depend on each other.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_VULKAN_DISTRIBUTEINVOCATIONS_H
#define STRATA_TARGET_VULKAN_DISTRIBUTEINVOCATIONS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>

namespace strata::vulkan {

/// Marks a gpu.func whose temporaries are shared by the workgroup
/// (Workgroup storage) instead of private to each invocation.
inline constexpr const char *kSharedTemporariesAttr =
    "strata.vulkan.shared_temporaries";
/// Marks a gpu.func whose barriers also order storage buffer accesses.
inline constexpr const char *kGlobalBarriersAttr =
    "strata.vulkan.global_barriers";
/// Marks a temporary that stays private to each invocation (a constant
/// every invocation fills itself).
inline constexpr const char *kPrivateTemporaryAttr = "strata.vulkan.private";

struct InvocationLimits {
  int64_t maxInvocations = 1024;
  int64_t maxWorkgroupSizeX = 1024;
  int64_t maxSharedMemoryBytes = 32768;
};

/// How `distributeOverInvocations` mapped a body.
struct InvocationMapping {
  /// Invocations per workgroup (x); 1 when the body stays sequential.
  int64_t workgroupSize = 1;
  /// Workgroups (x) the body asks for; only when `ownsGrid`.
  int64_t workgroupCount = 1;
  /// Steps depend on each other: barriers order them, and temporaries are
  /// shared by the workgroup.
  bool usesBarriers = false;
};

/// `op` as a linalg.generic whose parallel loops come first (in their
/// order), then its reduction loops: generalizes a named op and interchanges
/// the loops where needed; `op` itself when it already is such a generic.
mlir::FailureOr<mlir::linalg::GenericOp>
putParallelLoopsFirst(mlir::RewriterBase &rewriter, mlir::linalg::LinalgOp op);

/// Distributes the ops of `body` (bufferized; no scf.forall left) over the
/// invocations of a workgroup: every linalg op under uniform control flow
/// becomes a loop whose parallel iterations (parallel loops first, then
/// coalesced) are spread over the invocations; stores and linalg ops without
/// parallel loops run in invocation 0; a barrier separates dependent steps.
/// When `ownsGrid` and no step depends on another, the iterations are also
/// spread over workgroups. When the steps depend on each other and the
/// temporaries would not fit in workgroup memory the body is left
/// sequential (workgroupSize 1).
mlir::FailureOr<InvocationMapping>
distributeOverInvocations(mlir::Block &body, const InvocationLimits &limits,
                          bool ownsGrid);

} // namespace strata::vulkan

#endif // STRATA_TARGET_VULKAN_DISTRIBUTEINVOCATIONS_H
