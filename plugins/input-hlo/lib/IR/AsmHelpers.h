//===- AsmHelpers.h - shared stablehlo syntax helpers ---------*- C++ -*-===//
//
// Parsers and printers shared by the attribute definitions and the op
// custom directives (the op syntax embeds some attribute bodies).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_LIB_IR_ASMHELPERS_H
#define STRATA_INPUTHLO_LIB_IR_ASMHELPERS_H

#include "strata/InputHLO/IR/StablehloOps.h"

namespace strata::stablehlo {

/// `[1, 2, 3]`.
mlir::ParseResult parseIntList(mlir::AsmParser &parser,
                               llvm::SmallVectorImpl<int64_t> &values);
void printIntList(mlir::AsmPrinter &printer, llvm::ArrayRef<int64_t> values);

/// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` (no angle brackets).
mlir::ParseResult parseConvDimensionsBody(mlir::AsmParser &parser,
                                          ConvDimensionNumbersAttr &attr);
void printConvDimensionsBody(mlir::AsmPrinter &printer,
                             ConvDimensionNumbersAttr attr);

} // namespace strata::stablehlo

#endif // STRATA_INPUTHLO_LIB_IR_ASMHELPERS_H
