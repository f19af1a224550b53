//===- Passes.td - input-hlo passes --------------------------*- tablegen -*-===//

#ifndef STRATA_INPUTHLO_PASSES_TD
#define STRATA_INPUTHLO_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Input normalization
//===----------------------------------------------------------------------===//

def LegalizeVHLOPass : Pass<"strata-hlo-legalize-vhlo", "mlir::ModuleOp"> {
  let summary = "Turn a portable artifact's VHLO ops into stablehlo and func";
  let description = [{
    A StableHLO portable artifact (what `jax.export` serializes and what a
    PJRT client hands its plugin) is MLIR bytecode of versioned
    `vhlo.<op>_v<N>` ops; reading it decodes VHLO's types and attribute
    values into builtin and stablehlo ones. This pass replaces each VHLO op
    by its stablehlo op (`func.func`, `func.call`, `func.return` for the
    function ops): dimension numbers are regrouped, dimension lists become
    dense arrays, attributes at their default value are dropped, and
    attributes an older op version lacks take their default. An op with no
    stablehlo counterpart is an error naming it.

    ```mlir
    %0 = "vhlo.broadcast_in_dim_v1"(%x) <{broadcast_dimensions =
        dense<1> : tensor<1xi64>}> : (tensor<4xf32>) -> tensor<2x4xf32>
    // becomes
    %0 = stablehlo.broadcast_in_dim %x, dims = [1]
        : (tensor<4xf32>) -> tensor<2x4xf32>
    ```
  }];
  let dependentDialects = ["::strata::stablehlo::StablehloDialect",
                           "::mlir::func::FuncDialect"];
}

def ImportSdyRoundTripPass : Pass<"strata-hlo-import-sdy-round-trip",
                                  "mlir::ModuleOp"> {
  let summary = "Turn XLA's Shardy round-trip form back into sdy ops";
  let description = [{
    JAX's serializer for PJRT plugins and portable artifacts exports Shardy
    to the form HLO carries: meshes and shardings as strings in
    `mhlo.frontend_attributes` and each manual computation as
    `custom_call @xla.sdy.GlobalToLocalShape`, a call of
    `@xla.sdy.manual_computation_body`, `custom_call
    @xla.sdy.LocalToGlobalShape`. This pass rebuilds `sdy.mesh` ops,
    `sdy.sharding` argument and result attributes and
    `sdy.manual_computation` ops (the body cloned in), and drops the
    `xla.sdy.FuncResultSharding` markers. Modules without them are left
    alone.
  }];
  let dependentDialects = ["::strata::sdy::SdyDialect",
                           "::mlir::func::FuncDialect"];
}

def LegalizeMHLONamesPass : Pass<"strata-hlo-legalize-mhlo-names",
                                 "mlir::ModuleOp"> {
  let summary = "Rename generic-form mhlo ops to their stablehlo twins";
  let description = [{
    Older JAX/TensorFlow exports print `"mhlo.X"(...)`; the mhlo dialect
    lets these parse as unregistered ops (their `#mhlo...` attributes
    already parse as stablehlo attributes). This pass recreates every
    unregistered `mhlo.X` op as `stablehlo.X` with the same operands,
    result types, properties, attributes and regions, and verifies it. An
    op with no stablehlo twin, or whose attributes do not fit it, is an
    error naming the op.

    ```mlir
    %0 = "mhlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    // becomes
    %0 = stablehlo.add %a, %b : tensor<4xf32>
    ```
  }];
  let dependentDialects = ["::strata::stablehlo::StablehloDialect"];
}

def EmulateSPMDPass : Pass<"strata-hlo-emulate-spmd", "mlir::ModuleOp"> {
  let summary = "Run an SPMD program's devices within one program";
  let description = [{
    Each `sdy.manual_computation` (a `shard_map` or `pmap` body exported
    through Shardy) whose manual axes are all of its mesh's axes is
    replaced by what its devices compute together: every device's local
    operands are sliced from the global ones as `in_shardings` say, the
    body is cloned once per device (`stablehlo.partition_id` becomes the
    device's index), each collective becomes tensor ops over the devices of
    its replica groups (`all_reduce`: the body folded over the group with
    `stablehlo.map`; `all_gather`: concatenation; `reduce_scatter`: fold,
    then the device's block; `all_to_all`: block exchange;
    `collective_permute`: the source's value, zeros where none), and the
    global results are assembled from the local ones as `out_shardings`
    say. The program then computes the global outputs from the global
    inputs on one device. Collectives nested in control flow, sub-axes,
    partially manual computations and dynamically shaped operands are
    refused with an error naming them.

    ```mlir
    %r = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"i"} ]>]
        out_shardings=[<@mesh, [{} ]>] manual_axes={"i"} (%l: tensor<2xf32>) {
      %s = "stablehlo.all_reduce"(%l) ... : (tensor<2xf32>) -> tensor<2xf32>
      sdy.return %s : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<2xf32>
    // becomes (mesh ["i"=2]): two slices of %x, their sum (stablehlo.map
    // of the body), the sum again as device 0's result.
    ```
  }];
  let dependentDialects = ["::strata::stablehlo::StablehloDialect"];
}

def PartitionSPMDPass : Pass<"strata-hlo-partition-spmd", "mlir::ModuleOp"> {
  let summary = "Make an SPMD program one rank's program";
  let description = [{
    A function that is one `sdy.manual_computation` over its arguments (a
    `shard_map` or `pmap` export) becomes the computation's body: it takes
    and returns one rank's shards (the body's local types). The mesh and
    each argument's and result's sharding are recorded in the function's
    `strata.spmd` attribute (flow's kSPMDAttrName), which the module file
    keeps for the tools that split and join global arrays. Collectives
    become `flow.collective.*` ops: replica groups (mesh axes, dense tables,
    empty) resolved to a table of ranks, reduction bodies to their
    reduction kind; variadic collectives become one op per operand. Refused
    with an error naming the op: computation outside the manual
    computation, several manual computations, collectives in control
    flow, `partition_id`, uneven or partial replica groups, other reduction
    bodies, dynamic shapes.

    ```mlir
    func.func @main(%x: tensor<8xf32>) -> tensor<2xf32> {
      %r = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"i"} ]>]
          out_shardings=[<@mesh, [{"i"} ]>] manual_axes={"i"} (%l: tensor<2xf32>) {
        %s = "stablehlo.all_reduce"(%l) ... : (tensor<2xf32>) -> tensor<2xf32>
        sdy.return %s : tensor<2xf32>
      } : (tensor<8xf32>) -> tensor<8xf32>
      return %r : tensor<8xf32>
    }
    // becomes (mesh ["i"=4]):
    func.func @main(%l: tensor<2xf32>) -> tensor<2xf32> attributes {strata.spmd = {...}} {
      %s = flow.collective.all_reduce %l {reduction = "sum", groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : tensor<2xf32> -> tensor<2xf32>
      return %s : tensor<2xf32>
    }
    ```
  }];
  let dependentDialects = ["::strata::flow::FlowDialect"];
}

def DecomposeCompositesPass : Pass<"strata-hlo-decompose-composites",
                                   "mlir::ModuleOp"> {
  let summary = "Replace stablehlo.composite ops by calls of their decomposition";
  let description = [{
    A `stablehlo.composite` names an op other compilers may implement
    directly; its meaning is its `decomposition` function. Strata has no
    special implementation of any composite, so each becomes a `func.call`
    of the decomposition (with the same operands and result types), which
    the inliner that follows in the input pipeline inlines.

    ```mlir
    %r = stablehlo.composite "my.square" %x {decomposition = @my.square.impl}
        : (tensor<4xf32>) -> tensor<4xf32>
    // becomes
    %r = func.call @my.square.impl(%x) : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let dependentDialects = ["mlir::func::FuncDialect"];
}

//===----------------------------------------------------------------------===//
// Lowering
//===----------------------------------------------------------------------===//

def WidenNarrowTypesPass
    : Pass<"strata-hlo-widen-narrow-types", "mlir::ModuleOp"> {
  let summary = "Carry 8-bit floats in f32 and sub-byte integers in i8";
  let description = [{
    Inside functions, f8E4M3FN, f8E5M2, f8E4M3, f8E3M4, f8E4M3FNUZ,
    f8E5M2FNUZ and f8E4M3B11FNUZ tensors become f32 tensors and i2/i4
    (ui2/ui4) tensors i8 (ui8) ones holding the same values; after every op
    whose narrow result may leave the narrow type's values (arithmetic,
    convert, iota, dot, convolution, ...) the result is rounded back into it
    with stablehlo ops: round to nearest even at the type's precision and
    exponent range (subnormals included), overflow to inf or NaN as the type
    has them, no negative zero in the FNUZ types; integers wrap, or saturate
    when converted from a float. Constants are widened exactly. Refused with
    an error: narrow arguments/results of public functions (no runtime
    buffers of these types), bitcast_convert/custom_call/rng/reduce_precision
    on narrow tensors, dynamically shaped narrow tensors, f4/f6/f8E8M0FNU.
  }];
  let dependentDialects = ["::strata::stablehlo::StablehloDialect"];
}

def ExpandComplexPass : Pass<"strata-hlo-expand-complex", "mlir::ModuleOp"> {
  let summary = "Rewrite complex tensors into pairs of real tensors";
  let description = [{
    Every complex-typed value of a function body becomes two real tensors
    (real and imaginary part) and complex ops become real stablehlo
    arithmetic on them: `complex`, `real`, `imag`, add, subtract, negate,
    multiply, divide (Smith's algorithm), abs (overflow-safe hypot), sign,
    sqrt, rsqrt, power, exponential, exponential_minus_one, log,
    log_plus_one, sine, cosine, tan, tanh, chlo sinh/cosh/tan/asin/acos/
    atan/asinh/acosh/atanh (C99 Annex G branch cuts; complex64 functions
    evaluated in f64), maximum/minimum and compare (lexicographic),
    convert, bitcast_convert (complex to complex), dot/dot_general (four
    real products), fft, constants, and the shape ops (reshape, transpose,
    broadcast_in_dim, slice, reverse, concatenate, pad, select,
    dynamic_slice, dynamic_update_slice, gather) applied to each part.
    reduce, reduce_window, sort, while, if and case are rebuilt with each
    complex operand, result and block argument as two real ones (their
    bodies expanded the same way). Function arguments/results and check
    custom_call operands carry a complex value as `tensor<Sx2xfN>`
    (interleaved, the complex tensor's bytes); arguments and results also
    get `strata.abi_type` = the original complex tensor type. Any other op
    on complex values is an error naming it and the complex type.

    ```mlir
    func.func @main(%z: tensor<4xcomplex<f32>>) -> tensor<4xf32> {
      %r = stablehlo.abs %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    }
    // becomes
    func.func @main(%z: tensor<4x2xf32> {strata.abi_type = tensor<4xcomplex<f32>>})
        -> tensor<4xf32> {
      // slice + reshape into %re, %im; hypot(%re, %im) in stablehlo ops
    }
    ```
  }];
}

def LegalizeCustomCallsPass : Pass<"strata-hlo-legalize-custom-calls",
                                   "mlir::ModuleOp"> {
  let summary = "Turn check custom_calls into calls of runtime functions";
  let description = [{
    Rewrites every `stablehlo.custom_call` whose target is a StableHLO test
    check into a `func.call` of a private external `func.func` named after
    the runtime `check` module function it stands for (the core turns such
    calls into VM imports):

    | target | call |
    |---|---|
    | `check.expect_eq` | `(actual, expected) -> ()` |
    | `check.expect_almost_eq` | `(actual, expected, tolerance: f32) -> ()` |
    | `check.expect_close` | `(actual, expected, min_ulp: i64, max_ulp: i64) -> ()` |
    | `check.eq` | `(lhs, rhs) -> tensor<i1>` |

    `tolerance` comes from a `tolerance` attribute of the custom_call or a
    `tolerance` key of a dictionary `backend_config` (default 1.0e-3, what
    the StableHLO interpreter uses for this custom_call), the ULP bounds from
    `min_ulp_difference`/`max_ulp_difference` (default 0 and 3); scalars are
    `arith.constant`s next to the call. `func.call` needs exact types, so
    there is one declaration per distinct signature: the first is named
    after the function, later ones `<function>_1`, `<function>_2`, ... with
    `strata.import = "<function>"`. Operands must be ranked tensors of one
    type with a non-complex element type. Any other target is an error
    naming it.

    ```mlir
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true}
        : (tensor<4xf32>, tensor<4xf32>) -> ()
    // becomes
    func.call @check.expect_eq(%0, %1) : (tensor<4xf32>, tensor<4xf32>) -> ()
    ...
    func.func private @check.expect_eq(tensor<4xf32>, tensor<4xf32>)
    ```
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::func::FuncDialect"];
}

def LegalizeHLOToLinalgPass : Pass<"strata-hlo-legalize-to-linalg",
                                   "mlir::ModuleOp"> {
  let summary = "Lower stablehlo and chlo ops to linalg/tensor/arith/math/scf";
  let description = [{
    Rewrites every stablehlo and chlo op of the module into ops on statically
    shaped tensors: elementwise ops become `linalg.generic` with arith/math
    bodies, contractions `linalg.matmul`/`linalg.batch_matmul`/
    `linalg.generic`, reductions `linalg.reduce`, shape ops tensor ops, and
    while/case/if scf ops. Signed/unsigned element types become signless; the
    signedness chooses the arith op. An op that cannot be lowered produces
    one error naming it and the pass fails.

    ```mlir
    %0 = stablehlo.add %a, %b : tensor<4xf32>
    // becomes
    %e = tensor.empty() : tensor<4xf32>
    %0 = linalg.generic {...} ins(%a, %b : ...) outs(%e : ...) {
      ^bb0(%x: f32, %y: f32, %o: f32):
        %s = arith.addf %x, %y : f32
        linalg.yield %s : f32
    } -> tensor<4xf32>
    ```
  }];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::cf::ControlFlowDialect",
    "mlir::func::FuncDialect",
    "mlir::linalg::LinalgDialect", "mlir::math::MathDialect",
    "mlir::scf::SCFDialect", "mlir::tensor::TensorDialect"];
}

#endif // STRATA_INPUTHLO_PASSES_TD
