//===- MhloDialect.cpp - mhlo: legacy names of stablehlo ops ----*- C++ -*-===//
//
// The mhlo dialect accepts unknown (generic-form) ops, which the pass
// strata-hlo-legalize-mhlo-names renames to stablehlo, and parses its
// attributes with the stablehlo attribute parser.
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/MhloDialect.h"
#include "strata/InputHLO/IR/StablehloOps.h"

#include "mlir/IR/MLIRContext.h"

using namespace mlir;

namespace strata::mhlo {

void MhloDialect::initialize() {
  // `"mhlo.add"(...)` parses as an unregistered op until it is renamed.
  allowUnknownOperations();
}

/// `#mhlo<comparison_direction GT>` and `#mhlo.conv<...>` have the body of
/// their `#stablehlo` twins; the stablehlo parser builds the stablehlo
/// attribute directly.
Attribute MhloDialect::parseAttribute(DialectAsmParser &parser,
                                      Type type) const {
  auto *stablehlo =
      getContext()->getOrLoadDialect<stablehlo::StablehloDialect>();
  return stablehlo->parseAttribute(parser, type);
}

/// No attribute belongs to this dialect: parsing yields stablehlo ones.
void MhloDialect::printAttribute(Attribute attr,
                                 DialectAsmPrinter &printer) const {
  llvm_unreachable("the mhlo dialect creates no attributes of its own");
}

} // namespace strata::mhlo

#include "strata/InputHLO/IR/MhloDialect.cpp.inc"
