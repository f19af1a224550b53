//===- FlowOps.td - flow dialect operations ----------------*- tablegen -*-===//

#ifndef STRATA_DIALECT_FLOW_FLOWOPS
#define STRATA_DIALECT_FLOW_FLOWOPS

include "strata/Dialect/Flow/IR/FlowBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"

//===----------------------------------------------------------------------===//
// Dispatch regions
//===----------------------------------------------------------------------===//

def Flow_DispatchRegionOp : Flow_Op<"dispatch.region", [
    IsolatedFromAbove, AttrSizedOperandSegments,
    SingleBlockImplicitTerminator<"::strata::flow::ReturnOp">]> {
  let summary = "A region of tensor computation that becomes one dispatch";
  let description = [{
    Groups a root operation (matmul, convolution, reduction, elementwise
    chain) with the producers and consumers fused into it. The region is
    isolated from above: values from outside come in as `inputs` (tensors
    first, then `index` scalars) and are the entry block's arguments;
    results are yielded by `flow.return`. `result_dims` are the results'
    dynamic dims, in result order, computed by the host from the operands.

    ```mlir
    %0 = flow.dispatch.region(%a, %b) : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32> {
    ^bb0(%x: tensor<4x8xf32>, %y: tensor<8x2xf32>):
      %e = tensor.empty() : tensor<4x2xf32>
      %m = linalg.matmul ins(%x, %y : tensor<4x8xf32>, tensor<8x2xf32>) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
      flow.return %m : tensor<4x2xf32>
    }
    ```
  }];
  let arguments = (ins Variadic<AnyTypeOf<[AnyRankedTensor, Index]>>:$inputs,
                       Variadic<Index>:$result_dims);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `(` $inputs `)` (`dims` `(` $result_dims^ `)`)? attr-dict `:`
    functional-type($inputs, $results) $body
  }];
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::TypeRange":$resultTypes, "::mlir::ValueRange":$inputs,
                   CArg<"::mlir::ValueRange", "{}">:$resultDims)>
  ];
}

def Flow_ReturnOp : Flow_Op<"return", [
    Pure, ReturnLike, Terminator, HasParent<"DispatchRegionOp">]> {
  let summary = "Yields the results of a dispatch region";
  let description = [{
    ```mlir
    flow.return %0, %1 : tensor<4xf32>, tensor<4xi32>
    ```
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
}

//===----------------------------------------------------------------------===//
// Executables
//===----------------------------------------------------------------------===//

def Flow_ExecutableOp : Flow_Op<"executable", [
    IsolatedFromAbove, Symbol, SymbolTable, NoTerminator,
    SingleBlock]> {
  let summary = "Outlined dispatch functions";
  let description = [{
    Holds a `builtin.module` whose public `func.func`s are the executable's
    entry points. An entry point takes tensors, then `index` scalars, and
    returns tensors: tensor arguments become bindings `0..n-1`, results
    bindings `n..`, the scalars push constants `0..`. When a binding has
    dynamic dims, the entry's `strata.binding_dims` lists, per binding, the
    push constant holding each of its dynamic dims (see EntryPointABI.h).

    ```mlir
    flow.executable @main_dispatch_0 {
      builtin.module {
        func.func @main_dispatch_0(%a: tensor<4xf32>) -> tensor<4xf32> {
          return %a : tensor<4xf32>
        }
      }
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The module holding the entry point functions.
    ::mlir::ModuleOp getInnerModule();
  }];
}

def Flow_DispatchOp : Flow_Op<"dispatch", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Runs an executable entry point over tensors";
  let description = [{
    Inputs are the entry's tensors, then its push constants (`index`);
    `result_dims` are the results' dynamic dims in result order.

    ```mlir
    %0 = flow.dispatch @ex::@entry(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = flow.dispatch @ex::@dyn(%x, %n) dims(%n) : (tensor<?x4xf32>, index) -> tensor<?x4xf32>
    ```
  }];
  let arguments = (ins SymbolRefAttr:$entry_point,
                       Variadic<AnyTypeOf<[AnyRankedTensor, Index]>>:$inputs,
                       Variadic<Index>:$result_dims);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let assemblyFormat = [{
    $entry_point `(` $inputs `)` (`dims` `(` $result_dims^ `)`)? attr-dict `:`
    functional-type($inputs, $results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The dynamic dims of result `i`, one per `?` of its type.
    ::mlir::ValueRange getResultDynamicDims(unsigned i);
  }];
}

//===----------------------------------------------------------------------===//
// Host tensor operations
//===----------------------------------------------------------------------===//

def Flow_TensorReshapeOp : Flow_Op<"tensor.reshape", [Pure]> {
  let summary = "Reinterprets a dense row-major tensor with a new shape";
  let description = [{
    No data moves: source and result have the same element type and count.

    ```mlir
    %0 = flow.tensor.reshape %arg0 : tensor<1x28x28x1xf32> -> tensor<1x784xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Collectives (SPMD programs: one module per rank)
//===----------------------------------------------------------------------===//

class Flow_CollectiveOp<string mnemonic, list<Trait> traits = []>
    : Flow_Op<"collective." # mnemonic, traits> {
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    $source attr-dict `:` type($source) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Flow_CollectiveAllReduceOp : Flow_CollectiveOp<"all_reduce"> {
  let summary = "Reduces a tensor elementwise across each replica group";
  let description = [{
    Runs on the host between dispatches, over the module's channel (the
    ranks of its mesh). `groups` lists the ranks of each replica group, one
    row per group in group order; every rank that runs the op is in exactly
    one row. `reduction` is one of sum, product, minimum, maximum, and, or,
    xor, and for integers read as unsigned unsigned_minimum and
    unsigned_maximum.

    ```mlir
    %r = flow.collective.all_reduce %x {reduction = "sum", groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : tensor<8xf32> -> tensor<8xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source, StrAttr:$reduction,
                       I64ElementsAttr:$groups);
}

def Flow_CollectiveAllGatherOp : Flow_CollectiveOp<"all_gather"> {
  let summary = "Concatenates the group's tensors along `dim`, in group order";
  let description = [{
    ```mlir
    %r = flow.collective.all_gather %x {dim = 1 : i64, groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : tensor<2x3xf32> -> tensor<2x12xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source, I64Attr:$dim,
                       I64ElementsAttr:$groups);
}

def Flow_CollectiveReduceScatterOp : Flow_CollectiveOp<"reduce_scatter"> {
  let summary = "Reduces across the group and keeps this rank's block of `dim`";
  let description = [{
    The reduced tensor is split along `dim` into one block per group
    member; member k keeps block k.

    ```mlir
    %r = flow.collective.reduce_scatter %x {reduction = "sum", dim = 0 : i64, groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : tensor<8x2xf32> -> tensor<2x2xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source, StrAttr:$reduction,
                       I64Attr:$dim, I64ElementsAttr:$groups);
}

def Flow_CollectiveAllToAllOp : Flow_CollectiveOp<"all_to_all"> {
  let summary = "Sends block j of `split_dim` to member j; concatenates what arrives along `concat_dim`";
  let description = [{
    ```mlir
    %r = flow.collective.all_to_all %x {split_dim = 0 : i64, concat_dim = 1 : i64, groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<4x3xf32> -> tensor<2x6xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source, I64Attr:$split_dim,
                       I64Attr:$concat_dim, I64ElementsAttr:$groups);
}

def Flow_CollectivePermuteOp : Flow_CollectiveOp<"permute"> {
  let summary = "Sends the tensor along (source, target) rank pairs";
  let description = [{
    A rank that is no pair's target gets zeros. Each rank is the source of
    at most one pair and the target of at most one.

    ```mlir
    %r = flow.collective.permute %x {pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : tensor<8xf32> -> tensor<8xf32>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source, I64ElementsAttr:$pairs);
}

def Flow_CollectivePartitionIdOp : Flow_Op<"collective.partition_id"> {
  let summary = "This rank's index in the module's channel (its device in the mesh)";
  let description = [{
    A rank-0 32-bit integer tensor (`stablehlo.partition_id` of a rank
    program); ranks are numbered in mesh order, the first axis major.

    ```mlir
    %id = flow.collective.partition_id : tensor<i32>
    ```
  }];
  let results = (outs 0DTensorOf<[I32, UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

#endif // STRATA_DIALECT_FLOW_FLOWOPS
