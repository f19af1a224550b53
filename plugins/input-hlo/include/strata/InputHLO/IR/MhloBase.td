//===- MhloBase.td - mhlo: legacy names of stablehlo ops --*- tablegen -*-===//
//
// The `mhlo` dialect as Strata reads it: no ops and no attributes of its
// own, only a namespace under which older JAX/TensorFlow exports print the
// ops and attributes that StableHLO has today.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_MHLOBASE_TD
#define STRATA_INPUTHLO_MHLOBASE_TD

include "mlir/IR/OpBase.td"

def Mhlo_Dialect : Dialect {
  let name = "mhlo";
  let cppNamespace = "::strata::mhlo";
  let summary = "legacy MHLO spelling of the stablehlo ops and attributes";
  let description = [{
    Older JAX and TensorFlow exports print the HLO ops as `"mhlo.add"(...)`
    and their attributes as `#mhlo<comparison_direction GT>`,
    `#mhlo.conv<...>`, `#mhlo<precision DEFAULT>`. This dialect makes those
    spellings parse:

    - attributes: `#mhlo...` is parsed by the stablehlo attribute parser, so
      it *is* the `#stablehlo...` attribute from the start;
    - generic-form ops: the dialect allows unknown operations, so
      `"mhlo.X"(...)` parses as an unregistered op; the pass
      `strata-hlo-legalize-mhlo-names` (first in the input pipeline) then
      recreates each as `stablehlo.X` with the same operands, attributes,
      properties and regions, and verifies it.

    The pretty form `mhlo.add %a, %b : ...` is not accepted (MLIR only asks
    a dialect for a custom parser once it is loaded, which a file made of
    pretty mhlo ops never does); older exporters print the generic form.

    Attributes that only exist in MHLO and ops with no `stablehlo.X` twin
    are errors. Discardable attributes named `mhlo.*` (`mhlo.num_partitions`,
    `mhlo.layout_mode`, ...) are accepted as they always were.

    ```mlir
    %0 = "mhlo.compare"(%a, %b) <{comparison_direction = #mhlo<comparison_direction GT>}>
        : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    ```
  }];
  let extraClassDeclaration = [{
    mlir::Attribute parseAttribute(mlir::DialectAsmParser &parser,
                                   mlir::Type type) const override;
    void printAttribute(mlir::Attribute attr,
                        mlir::DialectAsmPrinter &printer) const override;
  }];
}

#endif // STRATA_INPUTHLO_MHLOBASE_TD
