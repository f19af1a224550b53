//===- ChloOps.td - chlo dialect -----------------------------*- tablegen -*-===//
//
// The client HLO ops JAX emits next to stablehlo (`chlo.erf`, `chlo.square`,
// ...). They are decomposed during lowering.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_CHLOOPS_TD
#define STRATA_INPUTHLO_CHLOOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "strata/InputHLO/IR/StablehloBase.td"

def Chlo_Dialect : Dialect {
  let name = "chlo";
  let cppNamespace = "::strata::chlo";
  let summary = "client HLO operations";
  let description = [{
    Higher-level elementwise operations that clients such as JAX emit next
    to StableHLO and that decompose into it.
  }];
}

class Chlo_UnaryOp<string mnemonic, Type operandType, string opSummary>
    : Op<Chlo_Dialect, mnemonic, [Pure, Elementwise,
                                  SameOperandsAndResultType]> {
  let summary = opSummary;
  let description = "Elementwise " # opSummary # [{.

    Example:

    ```mlir
    %r = chlo.}] # mnemonic # [{ %x : tensor<4xf32> -> tensor<4xf32>
    ```
  }];
  let arguments = (ins operandType:$operand);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` type($operand) `->` type($result)
  }];
}

def Chlo_ErfOp : Chlo_UnaryOp<"erf", HLO_FpTensor, "error function">;
def Chlo_ErfcOp : Chlo_UnaryOp<"erfc", HLO_FpTensor,
                               "complementary error function">;
def Chlo_SquareOp : Chlo_UnaryOp<"square", HLO_NumericTensor, "square">;
def Chlo_TanOp : Chlo_UnaryOp<"tan", HLO_FpTensor, "tangent">;

#endif // STRATA_INPUTHLO_CHLOOPS_TD
