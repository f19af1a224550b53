//===- SdyOps.td - the parts of Shardy (sdy) JAX exports -----*- tablegen -*-===//
//
// The `sdy` dialect as Strata reads it: device meshes, tensor shardings and
// manual computations, with Shardy's textual syntax, so that SPMD programs
// JAX exports through the Shardy partitioner parse unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_SDYOPS_TD
#define STRATA_INPUTHLO_SDYOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Sdy_Dialect : Dialect {
  let name = "sdy";
  let cppNamespace = "::strata::sdy";
  let summary = "Shardy meshes and shardings as exported by JAX";
  let description = [{
    Strata's own definition of the parts of the Shardy (`sdy`) dialect that
    JAX's SPMD exports carry: `sdy.mesh` (named device axes),
    `#sdy.sharding` (how each dimension of a tensor is split over mesh axes)
    and `sdy.manual_computation` (the per-device program of a `shard_map` or
    `pmap`, taking and returning local shards).
  }];
  let useDefaultAttributePrinterParser = 1;
}

class Sdy_Attr<string name, string attrMnemonic>
    : AttrDef<Sdy_Dialect, name> {
  let mnemonic = attrMnemonic;
  let hasCustomAssemblyFormat = 1;
}

def Sdy_Mesh : Sdy_Attr<"Mesh", "mesh"> {
  let summary = "a device mesh: named axes with sizes";
  let description = [{
    Axis names and sizes, outermost first; optionally the device ids in
    mesh order (default: 0 .. n-1).

    ```mlir
    #sdy.mesh<["data"=2, "model"=4]>
    #sdy.mesh<["i"=4], device_ids=[3, 2, 1, 0]>
    ```
  }];
  let parameters = (ins "mlir::ArrayAttr":$axis_names,
                    ArrayRefParameter<"int64_t">:$axis_sizes,
                    OptionalArrayRefParameter<"int64_t">:$device_ids);
  let extraClassDeclaration = [{
    /// The product of the axis sizes.
    int64_t getDeviceCount() const;
    /// The size of axis `name`, or nullopt when the mesh has no such axis.
    std::optional<int64_t> getAxisSize(llvm::StringRef name) const;
  }];
}

def Sdy_TensorSharding : Sdy_Attr<"TensorSharding", "sharding"> {
  let summary = "how a tensor is split over the axes of a mesh";
  let description = [{
    One `{axes...}` list per dimension (the dimension is split over those
    axes, major first; `?` marks a dimension open to further sharding, `pN`
    a priority), then the axes the tensor is explicitly replicated over.

    ```mlir
    #sdy.sharding<@mesh, [{"i"}, {}, {"j", ?}p1 ], replicated={"k"}>
    ```
  }];
  let parameters = (ins "mlir::FlatSymbolRefAttr":$mesh,
                    "mlir::ArrayAttr":$dim_axes,
                    ArrayRefParameter<"bool">:$dim_open,
                    ArrayRefParameter<"int64_t">:$dim_priority,
                    "mlir::ArrayAttr":$replicated);
  let extraClassDeclaration = [{
    /// The body without `#sdy.sharding` (as manual_computation prints it).
    void printBody(mlir::AsmPrinter &printer) const;
    static TensorShardingAttr parseBody(mlir::AsmParser &parser);
  }];
}

def Sdy_OpShardingRule : Sdy_Attr<"OpShardingRule", "op_sharding_rule"> {
  let summary = "how an op's dimensions map to factors (sharding propagation)";
  let description = [{
    JAX attaches one (`sdy.sharding_rule`) to custom calls such as LAPACK's:
    per operand and per result the factors of each dimension, the size of
    every factor, optional factor kinds and `custom`. Strata partitions by
    the explicit shardings only, so the rule is parsed, checked (every
    factor used has a size) and kept, but not used.

    ```mlir
    #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=3, m=5, n=3}, custom>
    #sdy.op_sharding_rule<([ij, k])->([i, j, k]) {i=2, j=4, k=8}, reduction={k}>
    ```
  }];
  let parameters = (ins "mlir::ArrayAttr":$operand_mappings,
                    "mlir::ArrayAttr":$result_mappings,
                    "mlir::ArrayAttr":$factor_names,
                    ArrayRefParameter<"int64_t">:$factor_sizes,
                    "mlir::ArrayAttr":$factor_kinds,
                    "bool":$is_custom);
}

class Sdy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Sdy_Dialect, mnemonic, traits>;

def Sdy_MeshOp : Sdy_Op<"mesh", [Symbol, HasParent<"mlir::ModuleOp">]> {
  let summary = "a named device mesh";
  let description = [{
    ```mlir
    sdy.mesh @mesh = <["i"=4]>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, Sdy_Mesh:$mesh);
  let assemblyFormat = "$sym_name `=` $mesh attr-dict";
}

def Sdy_ManualComputationOp : Sdy_Op<"manual_computation",
    [IsolatedFromAbove, RecursiveMemoryEffects,
     SingleBlockImplicitTerminator<"ReturnOp">]> {
  let summary = "the per-device program of a shard_map or pmap";
  let description = [{
    Takes global tensors sharded as `in_shardings` say; the body runs on
    every device with that device's local shards (each dimension divided by
    the sizes of the `manual_axes` it is split over) and returns local
    shards, which `out_shardings` assemble into the global results.

    ```mlir
    %r = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"i"}, {} ]>]
        out_shardings=[<@mesh, [{"i"}, {} ]>] manual_axes={"i"}
        (%local: tensor<2x16xf32>) {
      sdy.return %local : tensor<2x16xf32>
    } : (tensor<8x16xf32>) -> tensor<8x16xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$tensors,
                   TypedArrayAttrBase<Sdy_TensorSharding,
                                      "shardings">:$in_shardings,
                   TypedArrayAttrBase<Sdy_TensorSharding,
                                      "shardings">:$out_shardings,
                   StrArrayAttr:$manual_axes);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The local (per-device) type of `global` sharded as `sharding`, or a
    /// null type when a dimension does not divide evenly (or the mesh is
    /// not found); `error` says why.
    mlir::RankedTensorType getLocalType(mlir::RankedTensorType global,
                                        TensorShardingAttr sharding,
                                        std::string *error = nullptr);
  }];
}

def Sdy_ReturnOp : Sdy_Op<"return", [Pure, Terminator,
    HasParent<"ManualComputationOp">]> {
  let summary = "the local results of a manual computation";
  let arguments = (ins Variadic<AnyType>:$results);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

class Sdy_ShardingHintOp<string mnemonic> : Sdy_Op<mnemonic,
    [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnyRankedTensor:$input, Sdy_TensorSharding:$sharding);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input custom<ShardingBody>($sharding) attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
}

def Sdy_ShardingConstraintOp : Sdy_ShardingHintOp<"sharding_constraint"> {
  let summary = "asks the partitioner to shard a value as given";
  let description = [{
    A hint for an automatic partitioner (`jax.lax.with_sharding_constraint`
    under `jax.jit`); the value is unchanged. Strata runs such programs
    (no manual computation) as one global program, dropping the hints.

    ```mlir
    %2 = sdy.sharding_constraint %1 <@mesh, [{"x"}, {} ]> : tensor<8x4xf32>
    ```
  }];
}

def Sdy_ReshardOp : Sdy_ShardingHintOp<"reshard"> {
  let summary = "asks the partitioner to move a value to another sharding";
  let description = [{
    The value is unchanged; like `sdy.sharding_constraint`, a hint.

    ```mlir
    %2 = sdy.reshard %1 <@mesh, [{}, {"y"} ]> : tensor<8x4xf32>
    ```
  }];
}

#endif // STRATA_INPUTHLO_SDYOPS_TD
