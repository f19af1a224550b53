//===- EntryPointABI.h - How dispatch entry points see their inputs -*- C++
//-*-===//
//
// Part of the C++ tier of the plugin SDK (header-only). A flow executable's
// entry point takes tensors, then `index` scalars, and returns tensors.
// Tensor arguments are bindings 0..n-1, results bindings n..; the `index`
// arguments are push constants 0.. (32-bit on the wire). A binding with
// dynamic dims names the push constant of each `?` of its type in
// `strata.binding_dims` (one i64 array per binding, in dim order), so a
// backend that has bufferized the function (results turned into
// out-parameters) still finds every size. `strata.push_constants` is the
// push constant count. A backend that takes such entry points
// (TargetBackend::supportsDynamicShapes) leaves
// `strata.workgroup_count_map = affine_map<()[pc0, ...] -> (x, y, z)>` on
// them instead of a static `strata.workgroup_count`.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_SDK_ENTRYPOINTABI_H
#define STRATA_SDK_ENTRYPOINTABI_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"

namespace strata {

constexpr llvm::StringLiteral kBindingDimsAttr = "strata.binding_dims";
constexpr llvm::StringLiteral kPushConstantsAttr = "strata.push_constants";
constexpr llvm::StringLiteral kWorkgroupCountMapAttr =
    "strata.workgroup_count_map";
/// Optional string a backend leaves on an entry point's translated symbol:
/// the kernel class it wrote and its tiles, shown by strata-dump and
/// strata-benchmark ("matmul tile 128x128x16, 8x8 per invocation").
constexpr llvm::StringLiteral kKernelAttr = "strata.kernel";

/// The push constants an entry point declares (0 when it has none).
inline int64_t getPushConstantCount(mlir::Operation *entry) {
  auto count = entry->getAttrOfType<mlir::IntegerAttr>(kPushConstantsAttr);
  return count ? count.getInt() : 0;
}

} // namespace strata

#endif // STRATA_SDK_ENTRYPOINTABI_H
