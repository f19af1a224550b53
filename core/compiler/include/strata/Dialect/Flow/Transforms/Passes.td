//===- Passes.td - flow dialect passes ---------------------*- tablegen -*-===//

#ifndef STRATA_DIALECT_FLOW_TRANSFORMS_PASSES
#define STRATA_DIALECT_FLOW_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Global optimization
//===----------------------------------------------------------------------===//

def FoldEmptyTensorsPass
    : Pass<"strata-fold-empty-tensors", "mlir::func::FuncOp"> {
  let summary = "Removes tensor computation over zero elements";
  let description = [{
    Zero-element tensors (a dimension of size 0, as `x[:0]`, `jnp.delete`
    or a reduction of an empty axis write them) leave nothing to compute,
    and tile and workgroup arithmetic divides by their sizes. So before
    dispatch formation:
    - a linalg op whose iteration domain has a static size-0 loop does no
      iteration: its results are its inits (a reduction over an empty axis
      is its initial value; an op with an empty output is its empty init);
    - a side-effect-free op with a zero-element static tensor result is a
      constant of no elements (it stays on the host: no dispatch);
    - `tensor.pad` of a zero-element source with a constant padding value
      is a fill of its result;
    - `tensor.concat` drops zero-element operands.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def FuseElementwiseOpsPass
    : Pass<"strata-fuse-elementwise-ops", "mlir::func::FuncOp"> {
  let summary = "Fuses elementwise linalg producers into their consumers";
  let description = [{
    Upstream elementwise fusion of producers with a single use, without
    upstream's reshape propagation: reshapes stay where the input
    put them, so named contractions (linalg.matmul) keep their form for the
    backends. A producer whose body reads its output's value (init) is not
    fused into a consumer with reduction loops: the fused op's output would
    carry across those loops and the read would see the previous step's
    value. Nor is a producer fused into a consumer with reduction loops
    that do not all index it (a contraction's A side is read again for
    every n) when the two bodies would do more than 4 arithmetic ops per
    point (conversions not counted) and the recomputation is large (more
    than 2^22 producer ops beyond one evaluation per element): it would be
    recomputed for every point of the loops it does not depend on.
    Producers are fused into elementwise consumers first, so a chain is
    judged whole. Casts, dequantizations,
    scales and a softmax's division still fuse into contractions; a layer
    norm or a GELU stays an op of its own, which dispatch formation runs
    once per element (in the row group of its reductions, or as the
    epilogue of the contraction it follows).

    A cheap producer with several users, all of them generics with only
    parallel loops (RoPE's rotated halves read twice, a table of cosines
    read by the query's and the key's rotations), is first copied for each
    user, so that each fuses its own copy and the value never goes through
    memory: when the extra copies cost at most 8 arithmetic ops per point,
    or at most 32 and 2^18 ops in all (a small table). In a loop's body
    (one dispatch: copies save none) only the first bound applies, with a
    transcendental (exp, tanh, cos, ...) counting as 8 ops. Not when a user
    feeds a reduction (a softmax's exponentials converted for their sum):
    its row group or attention kernel computes the value once for both.
    Fusion makes new multi-user producers, so copies and fusion alternate
    up to four times.

    An elementwise op reading a concatenation (insert_slices of parts
    tiling an empty tensor along one dimension, read through the identity
    map and by it alone) runs on each part instead, its other operands
    sliced alike where they vary along that dimension: the parts then fuse
    with what computes them, and the concatenation writes the results.
  }];
  let options = [
    Option<"copyProducers", "copy-producers", "bool", "true",
           "Copy cheap producers with several elementwise users into each">,
    Option<"sinkIntoConcatenations", "sink-into-concatenations", "bool",
           "true", "Run elementwise ops reading a concatenation on its parts">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def CombineAllReducesPass
    : Pass<"strata-combine-all-reduces", "mlir::func::FuncOp"> {
  let summary = "Combines independent all-reduces into one collective call";
  let description = [{
    Each collective runs on the host between dispatches: on a GPU every one
    waits for the device, copies its operand to the host, runs the channel's
    call and copies back. A data-parallel step all-reduces each gradient
    separately (JAX exports one `all_reduce` per parameter), so its ranks
    pay that round trip once per parameter. As XLA's all-reduce combiner,
    this pass merges all-reduces of one block with the same reduction,
    replica groups and element type whose operands are all computed before
    any of their results is used: the operands are flattened and
    concatenated, one `flow.collective.all_reduce` reduces the whole, and
    each result is its slice, reshaped back. Elementwise reductions give the
    same values. A group stops growing at `max-bytes` (the concatenation
    and the slices are copies).

    ```mlir
    %a = flow.collective.all_reduce %x {...} : tensor<4x2xf32> -> tensor<4x2xf32>
    %b = flow.collective.all_reduce %y {...} : tensor<f32> -> tensor<f32>
    // becomes
    %c = tensor.concat dim(0) %x8, %y1 : (tensor<8xf32>, tensor<1xf32>) -> tensor<9xf32>
    %r = flow.collective.all_reduce %c {...} : tensor<9xf32> -> tensor<9xf32>
    %a8 = tensor.extract_slice %r[0] [8] [1] ...  // reshaped to 4x2
    %b1 = tensor.extract_slice %r[8] [1] [1] ...  // reshaped to f32
    ```
  }];
  let options = [
    Option<"maxBytes", "max-bytes", "int64_t", "32 << 20",
           "Largest combined all-reduce in bytes">,
  ];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

//===----------------------------------------------------------------------===//
// Dispatch formation
//===----------------------------------------------------------------------===//

def FormDispatchRegionsPass
    : Pass<"strata-flow-form-dispatch-regions", "mlir::func::FuncOp"> {
  let summary = "Groups tensor computation into flow.dispatch.region ops";
  let description = [{
    Every linalg op is a root candidate; matmul, convolution and reduction
    roots take their elementwise consumers (and the elementwise producers
    that only feed them) into the same region; other tensor computation
    (pad, concat, slices, fills) gets a region of its own, except that a
    concatenation (insert_slices of disjoint static boxes into an empty
    tensor, each read only by the next) is one region with the elementwise
    ops computing its parts for it alone (they write their boxes in place),
    and a static slice read only by regions of elementwise work (not by a
    contraction or a reduction, whose kernels take whole bindings) and not
    by the host is read in those regions at its offsets instead of copied. Row fusion then
    merges a row reduction's region with the regions that read its per-row
    result back over the whole row and the reductions over the same rows
    that follow (softmax, layer norm: one region), when every value is read
    at the reader's own row or point and no operand comes from an op that
    depends on the group. Attention (softmax of a contraction's scores
    contracted with the values, `strata/sdk/SoftmaxAttention.h`) becomes
    one region when its intermediate values are used only inside it and
    `fuse-attention` names the element type of its Q, K and V (or is true). Reshapes of dense
    tensors become `flow.tensor.reshape` on the host. Constants stay on the
    host unless they are splats, which are cloned into each region using them.

    Host control flow: an `scf.for`/`scf.while`/`scf.if`/`scf.index_switch` of the function
    body whose regions hold tensor work stays on the host when it contains a
    collective (which runs on the host) or, with `host-control-flow=auto`,
    when one pass through it does at least 2^22 statically known iterations
    of linalg work (a layer of a scanned stack) or materializes more than
    16 KiB of tensors (linalg results plus its own results; inside a
    dispatch they would have to fit one workgroup's memory, of which Vulkan
    guarantees 16 KiB): its regions then get
    dispatch regions of their own, recursively, and each iteration's work
    runs as parallel dispatches. Scalars the host needs (conditions, bounds,
    carried scalars) stay on the host; a `tensor.extract` among them reads
    the element back. `always` keeps every such op with tensor work on the
    host (for testing); `never` only those with collectives. Other control
    flow runs inside one dispatch.
  }];
  let options = [
    Option<"hostControlFlow", "host-control-flow", "std::string", "\"auto\"",
           "Which scf ops with tensor work stay on the host: auto, always, "
           "never (collectives always do)">,
    Option<"fuseConcatenations", "fuse-concatenations", "bool", "true",
           "Make a concatenation one region with the elementwise parts it "
           "alone reads">,
    Option<"readSlicesInPlace", "read-slices-in-place", "bool", "true",
           "Read static slices in their elementwise users' regions">,
    Option<"fuseAttention", "fuse-attention", "std::string", "\"false\"",
           "Which softmax(Q K^T) V chains (strata/sdk/SoftmaxAttention.h) "
           "become one dispatch: true (all), false (none), or the element "
           "types of Q, K and V whose chains do, separated by '+' (f16+bf16). "
           "The default pipeline sets the types every target of the module "
           "prefers fused (TargetBackend::getFusedAttentionTypes)">,
  ];
  let dependentDialects = ["::strata::flow::FlowDialect"];
}

def OutlineDispatchRegionsPass
    : Pass<"strata-flow-outline-dispatch-regions", "mlir::ModuleOp"> {
  let summary = "Outlines each dispatch region into a flow.executable";
  let description = [{
    Each `flow.dispatch.region` becomes a `flow.executable @<func>_dispatch_<n>`
    holding one entry point function, and a `flow.dispatch` replaces it.
  }];
  let dependentDialects = ["::strata::flow::FlowDialect",
                           "::mlir::func::FuncDialect"];
}

def DeduplicateExecutablesPass
    : Pass<"strata-flow-deduplicate-executables", "mlir::ModuleOp"> {
  let summary = "Merges executables whose entry points are equal";
  let description = [{
    A `flow.executable` whose one entry point equals that of an earlier
    executable but for its name and source locations (same type, argument
    and result attributes, ops, attributes and constants) is erased, and its
    dispatches call the earlier one: repeated layers or transforms are
    compiled once per target. Executables holding anything besides one
    entry point are left alone.
  }];
  let dependentDialects = ["::strata::flow::FlowDialect"];
}

#endif // STRATA_DIALECT_FLOW_TRANSFORMS_PASSES
