//===- VMConversionUtils.h - Shared pieces of the *-to-VM patterns -*- C++
//-*-===//
//
// What the standard-to-VM patterns (ConvertStandardToVM.cpp) and the
// memref-to-VM patterns (MemRefToVM.cpp) share: creating VM ops by name,
// the VM's memory access kinds, and linear element indices into buffers.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_DIALECT_VM_TRANSFORMS_VMCONVERSIONUTILS_H
#define STRATA_DIALECT_VM_TRANSFORMS_VMCONVERSIONUTILS_H

#include "strata/Dialect/VM/Transforms/Passes.h"

#include "mlir/Transforms/DialectConversion.h"

#include <string>

namespace strata::vm {
namespace detail {

/// Creates `vm.<name>` with one result of `resultType` (none when null).
mlir::Value createVMOp(mlir::OpBuilder &b, mlir::Location loc,
                       llvm::StringRef name, mlir::Type resultType,
                       mlir::ValueRange operands);

/// The load/store kind of `type` ("i8.s", "f32", ...), or "" when the VM
/// has none.
std::string memoryKind(mlir::Type type, bool load);

/// Whether every operand and result of `op` has a VM type.
bool hasVMTypes(const mlir::TypeConverter *converter, mlir::Operation *op);

/// i64 value of an OpFoldResult (an attribute or a remapped SSA index).
mlir::Value getI64(mlir::ConversionPatternRewriter &rw, mlir::Location loc,
                   mlir::OpFoldResult ofr);

/// The linear element index of `indices` (already converted to i64) into
/// `memref` (the original value), relative to its underlying buffer.
mlir::FailureOr<mlir::Value> getLinearIndex(mlir::ConversionPatternRewriter &rw,
                                            mlir::Location loc,
                                            mlir::Value memref,
                                            mlir::ValueRange indices);

/// memref ops (globals, views, allocations, loads and stores) -> vm.
void populateMemRefToVMPatterns(VMTypeConverter &converter,
                                mlir::RewritePatternSet &patterns);

} // namespace detail
} // namespace strata::vm

#endif // STRATA_DIALECT_VM_TRANSFORMS_VMCONVERSIONUTILS_H
