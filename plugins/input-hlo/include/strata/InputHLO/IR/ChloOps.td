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
def Chlo_TanOp : Chlo_UnaryOp<"tan", HLO_FpOrComplexTensor, "tangent">;
def Chlo_SinhOp : Chlo_UnaryOp<"sinh", HLO_FpOrComplexTensor, "hyperbolic sine">;
def Chlo_CoshOp : Chlo_UnaryOp<"cosh", HLO_FpOrComplexTensor, "hyperbolic cosine">;
def Chlo_AsinOp : Chlo_UnaryOp<"asin", HLO_FpOrComplexTensor, "inverse sine">;
def Chlo_AcosOp : Chlo_UnaryOp<"acos", HLO_FpOrComplexTensor, "inverse cosine">;
def Chlo_AtanOp : Chlo_UnaryOp<"atan", HLO_FpOrComplexTensor, "inverse tangent">;
def Chlo_AsinhOp : Chlo_UnaryOp<"asinh", HLO_FpOrComplexTensor,
                                "inverse hyperbolic sine">;
def Chlo_AcoshOp : Chlo_UnaryOp<"acosh", HLO_FpOrComplexTensor,
                                "inverse hyperbolic cosine">;
def Chlo_AtanhOp : Chlo_UnaryOp<"atanh", HLO_FpOrComplexTensor,
                                "inverse hyperbolic tangent">;
def Chlo_LgammaOp : Chlo_UnaryOp<"lgamma", HLO_FpTensor,
                                 "log of the absolute value of the gamma "
                                 "function">;
def Chlo_DigammaOp : Chlo_UnaryOp<"digamma", HLO_FpTensor,
                                  "digamma function (derivative of lgamma)">;
def Chlo_ErfInvOp : Chlo_UnaryOp<"erf_inv", HLO_FpTensor,
                                 "inverse error function">;
def Chlo_BesselI1eOp : Chlo_UnaryOp<"bessel_i1e", HLO_FpTensor,
                                    "exponentially scaled modified Bessel "
                                    "function of the first kind of order 1">;

class Chlo_BinaryOp<string mnemonic, string opSummary, string opDescription>
    : Op<Chlo_Dialect, mnemonic, [Pure, Elementwise,
                                  SameOperandsAndResultType]> {
  let summary = opSummary;
  let description = opDescription # [{

    Both operands and the result have the same floating-point tensor type.

    Example:

    ```mlir
    %r = chlo.}] # mnemonic # [{ %a, %b : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_FpTensor:$lhs, HLO_FpTensor:$rhs);
  let results = (outs HLO_FpTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
}

def Chlo_NextAfterOp : Chlo_BinaryOp<"next_after",
    "next representable value",
    [{Elementwise IEEE nextafter: the representable value after `lhs` in the
    direction of `rhs` (NaN if either is NaN, `rhs` if they are equal, the
    smallest subnormal with the sign of `rhs` from zero).}]>;
def Chlo_PolygammaOp : Chlo_BinaryOp<"polygamma",
    "polygamma function",
    [{Elementwise polygamma function psi^(n)(x) with the order `n` in `lhs`
    (digamma for n = 0, NaN for a negative or non-integer n).}]>;
def Chlo_ZetaOp : Chlo_BinaryOp<"zeta", "Hurwitz zeta function",
    [{Elementwise Hurwitz zeta function zeta(x, q) = sum_k (q + k)^-x with
    `x` in `lhs` and `q` in `rhs` (NaN for x < 1, +inf for x = 1).}]>;

def Chlo_TopKOp : Op<Chlo_Dialect, "top_k", [Pure]> {
  let summary = "k largest elements along the last dimension";
  let description = [{
    Returns the `k` largest elements of `operand` along its last dimension,
    sorted in descending order (IEEE total order for floats, so NaN is the
    largest), and their indices as i32. Equal values keep their input order.
    With `largest = false` the `k` smallest, ascending.

    Example:

    ```mlir
    %values, %indices = chlo.top_k(%x, k = 3) : tensor<4xf32> -> (tensor<3xf32>, tensor<3xi32>)
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, I64Attr:$k,
                       OptionalAttr<BoolAttr>:$largest);
  let results = (outs HLO_Tensor:$values, HLO_IntTensor:$indices);
  let assemblyFormat = [{
    `(` $operand `,` `k` `=` $k `)` attr-dict `:` type($operand) `->`
    `(` type($values) `,` type($indices) `)`
  }];
  let hasVerifier = 1;
}

def Chlo_ScanOp : Op<Chlo_Dialect, "scan", [RecursiveMemoryEffects,
                                            AttrSizedOperandSegments]> {
  let summary = "scan (prefix computation) along one dimension";
  let description = [{
    Runs `body` once per position along `dimension` of `inputs` (backwards
    when `is_reverse`), threading the carries that start at `inits`. The body
    takes each input's slice at the position (that dimension removed), then
    the carries; it returns each output's slice, then the new carries. The
    results are the outputs (slices stacked along `dimension`) followed by
    the final carries. `is_associative` says the body may be regrouped (a
    parallel prefix). JAX emits it for cumulative reductions when lowering
    for GPUs.

    ```mlir
    %r:2 = chlo.scan(%x) inits(%zero) dimension=0 {
    ^bb0(%xi: tensor<11xf32>, %c: tensor<11xf32>):
      %s = stablehlo.add %xi, %c : tensor<11xf32>
      stablehlo.return %s, %s : tensor<11xf32>, tensor<11xf32>
    } : (tensor<5x11xf32>, tensor<11xf32>) -> (tensor<5x11xf32>, tensor<11xf32>)
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       Variadic<HLO_Tensor>:$inits, I64Attr:$dimension,
                       OptionalAttr<BoolAttr>:$is_reverse,
                       OptionalAttr<BoolAttr>:$is_associative);
  let results = (outs Variadic<HLO_Tensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `(` $inputs `)` `inits` `(` $inits `)` `dimension` `=` $dimension
    attr-dict-with-keyword $body `:` functional-type(operands, results)
  }];
  let extraClassDeclaration = [{
    /// The stacked outputs: the results before the carries.
    ::mlir::ResultRange getOutputs() {
      return getResults().drop_back(getInits().size());
    }
    ::mlir::ResultRange getCarries() {
      return getResults().take_back(getInits().size());
    }
  }];
  let hasVerifier = 1;
}

#endif // STRATA_INPUTHLO_CHLOOPS_TD
