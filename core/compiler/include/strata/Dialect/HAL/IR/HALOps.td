//===- HALOps.td - hal dialect operations ------------------*- tablegen -*-===//

#ifndef STRATA_DIALECT_HAL_HALOPS
#define STRATA_DIALECT_HAL_HALOPS

include "strata/Dialect/HAL/IR/HALBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Executables
//===----------------------------------------------------------------------===//

def HAL_ExecutableOp : HAL_Op<"executable", [
    IsolatedFromAbove, Symbol, SymbolTable, NoTerminator, SingleBlock]> {
  let summary = "An executable with its entry points and target variants";
  let description = [{
    ```mlir
    hal.executable @ex {
      hal.executable.entry_point @entry ordinal(0) bindings(3)
      hal.executable.variant @llvm_cpu target("llvm-cpu") format("system-elf-x86_64") options({cpu = "host"}) {
        builtin.module { }
      }
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
}

def HAL_ExecutableEntryPointOp : HAL_Op<"executable.entry_point", [
    Symbol, HasParent<"ExecutableOp">]> {
  let summary = "Declares an entry point, its bindings and push constants";
  let description = [{
    ```mlir
    hal.executable.entry_point @entry ordinal(0) bindings(3)
    hal.executable.entry_point @dyn ordinal(1) bindings(2) push_constants(1)
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$ordinal,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$bindings,
                       OptionalAttr<ConfinedAttr<I32Attr, [IntNonNegative]>>:$push_constants);
  let assemblyFormat = [{
    $sym_name `ordinal` `(` $ordinal `)` `bindings` `(` $bindings `)`
    (`push_constants` `(` $push_constants^ `)`)? attr-dict
  }];
}

def HAL_ExecutableVariantOp : HAL_Op<"executable.variant", [
    IsolatedFromAbove, Symbol, NoTerminator, SingleBlock,
    HasParent<"ExecutableOp">]> {
  let summary = "The executable's code for one target, before serialization";
  let description = [{
    ```mlir
    hal.executable.variant @vmvx target("vmvx") format("vmvx-bytecode") options({}) {
      builtin.module { }
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, StrAttr:$target,
                       StrAttr:$format, DictionaryAttr:$options);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $sym_name `target` `(` $target `)` `format` `(` $format `)`
    `options` `(` $options `)` attr-dict-with-keyword $body
  }];
  let extraClassDeclaration = [{
    ::mlir::ModuleOp getInnerModule();
  }];
}

def HAL_ExecutableBinaryOp : HAL_Op<"executable.binary", [
    Symbol, HasParent<"ExecutableOp">]> {
  let summary = "A serialized executable variant";
  let description = [{
    `workgroup_counts` holds x, y, z for each entry point, in ordinal order.
    An entry point with dynamic dims has instead, at its position in
    `workgroup_count_maps`, an affine map from its push constants (symbols)
    to x, y, z, which the host evaluates per dispatch (other positions are
    unit). The optional `workgroup_sizes` (x, y, z per entry point),
    `private_memory_bytes`, `workgroup_memory_bytes` and `iteration_elements`
    (one value per entry point) say how the backend mapped each entry point;
    `kernels` (the backend's description of each entry's kernel, "" when it
    says nothing), `flops` and `bytes` (each entry's arithmetic and operand
    bytes, estimated from its ops) are recorded in the module for tools.

    ```mlir
    hal.executable.binary @llvm_cpu target("llvm-cpu") format("system-elf-x86_64") workgroup_counts([4, 1, 1]) data("\7FELF...")
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, StrAttr:$target,
                       StrAttr:$format, DenseI64ArrayAttr:$workgroup_counts,
                       StrAttr:$data,
                       OptionalAttr<DenseI64ArrayAttr>:$workgroup_sizes,
                       OptionalAttr<DenseI64ArrayAttr>:$private_memory_bytes,
                       OptionalAttr<DenseI64ArrayAttr>:$workgroup_memory_bytes,
                       OptionalAttr<DenseI64ArrayAttr>:$iteration_elements,
                       OptionalAttr<ArrayAttr>:$workgroup_count_maps,
                       OptionalAttr<StrArrayAttr>:$kernels,
                       OptionalAttr<DenseI64ArrayAttr>:$flops,
                       OptionalAttr<DenseI64ArrayAttr>:$bytes);
  let assemblyFormat = [{
    $sym_name `target` `(` $target `)` `format` `(` $format `)`
    `workgroup_counts` `(` $workgroup_counts `)` `data` `(` $data `)` attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// Host operations
//===----------------------------------------------------------------------===//

def HAL_DeviceDefaultOp : HAL_Op<"device.default", [Pure]> {
  let summary = "The device the module runs on";
  let description = [{ `%device = hal.device.default : !hal.device` }];
  let results = (outs HAL_Device:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def HAL_AllocatorAllocateOp : HAL_Op<"allocator.allocate"> {
  let summary = "Allocates a device buffer";
  let description = [{ `%b = hal.allocator.allocate %device bytes(%n) : !hal.buffer` }];
  let arguments = (ins HAL_Device:$device, Index:$bytes);
  let results = (outs HAL_Buffer:$result);
  let assemblyFormat = "$device `bytes` `(` $bytes `)` attr-dict `:` type($result)";
}

def HAL_BufferConstantOp : HAL_Op<"buffer.constant", [Pure]> {
  let summary = "A read-only buffer holding constant data";
  let description = [{
    Becomes module rodata (64-byte aligned) wrapped without a copy.

    ```mlir
    %b = hal.buffer.constant %device, dense<1.0> : tensor<4xf32> : !hal.buffer
    ```
  }];
  let arguments = (ins HAL_Device:$device, ElementsAttr:$value);
  let results = (outs HAL_Buffer:$result);
  let assemblyFormat = "$device `,` $value attr-dict `:` type($result)";
}

def HAL_BufferLoadOp : HAL_Op<"buffer.load"> {
  let summary = "Reads one element of a buffer on the host";
  let description = [{
    The element at byte `offset` (little-endian): what host control flow
    needs of a tensor (a loop condition, a bound). The buffer's writers
    must have finished (the host submits and waits first).

    `%c = hal.buffer.load %buffer[%offset] : i1`
  }];
  let arguments = (ins HAL_Buffer:$buffer, Index:$offset);
  let results = (outs AnyTypeOf<[I1, I8, I16, I32, I64, F32, F64]>:$result);
  let assemblyFormat = "$buffer `[` $offset `]` attr-dict `:` type($result)";
}

def HAL_BufferViewAssertOp : HAL_Op<"buffer_view.assert"> {
  let summary = "Checks an argument's shape and element type";
  let description = [{
    A dynamic dim (`-1`) accepts any size.

    ```mlir
    hal.buffer_view.assert %view argument(0) element_type(1) shape([1, 784])
    ```
  }];
  let arguments = (ins HAL_BufferView:$view, I32Attr:$argument,
                       I32Attr:$element_type, DenseI64ArrayAttr:$shape);
  let assemblyFormat = [{
    $view `argument` `(` $argument `)` `element_type` `(` $element_type `)`
    `shape` `(` $shape `)` attr-dict
  }];
}

def HAL_BufferViewBufferOp : HAL_Op<"buffer_view.buffer", [Pure]> {
  let summary = "The buffer under a buffer view";
  let description = [{ `%b = hal.buffer_view.buffer %view : !hal.buffer` }];
  let arguments = (ins HAL_BufferView:$view);
  let results = (outs HAL_Buffer:$result);
  let assemblyFormat = "$view attr-dict `:` type($result)";
}

def HAL_BufferViewCreateOp : HAL_Op<"buffer_view.create", [Pure]> {
  let summary = "Wraps a buffer with a shape and element type";
  let description = [{
    `dims` gives the dynamic dims (`-1` in `shape`), in order.

    ```mlir
    %v = hal.buffer_view.create %b element_type(1) shape([1, 10]) : !hal.buffer_view
    %w = hal.buffer_view.create %b element_type(1) shape([-1, 10]) dims(%n) : !hal.buffer_view
    ```
  }];
  let arguments = (ins HAL_Buffer:$buffer, I32Attr:$element_type,
                       DenseI64ArrayAttr:$shape, Variadic<Index>:$dims);
  let results = (outs HAL_BufferView:$result);
  let assemblyFormat = [{
    $buffer `element_type` `(` $element_type `)` `shape` `(` $shape `)`
    (`dims` `(` $dims^ `)`)? attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
}

def HAL_BufferViewDimOp : HAL_Op<"buffer_view.dim", [Pure]> {
  let summary = "One dim of a buffer view's shape";
  let description = [{ `%n = hal.buffer_view.dim %view[0] : index` }];
  let arguments = (ins HAL_BufferView:$view,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$index);
  let results = (outs Index:$result);
  let assemblyFormat = "$view `[` $index `]` attr-dict `:` type($result)";
}

def HAL_ExecutableBinaryOrdinalOp : HAL_Op<"executable.binary_ordinal", [Pure]> {
  let summary = "Which of its executable's binaries the device loaded";
  let description = [{
    The position of the loaded `hal.executable.binary` among its
    executable's binaries; selects that binary's workgroup counts.

    `%i = hal.executable.binary_ordinal %exe : index`
  }];
  let arguments = (ins HAL_Executable:$executable);
  let results = (outs Index:$result);
  let assemblyFormat = "$executable attr-dict `:` type($result)";
}

def HAL_ExecutableLookupOp : HAL_Op<"executable.lookup", [
    Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "The loaded form of an executable on a device";
  let description = [{ `%e = hal.executable.lookup %device @ex : !hal.executable` }];
  let arguments = (ins HAL_Device:$device, FlatSymbolRefAttr:$executable);
  let results = (outs HAL_Executable:$result);
  let assemblyFormat = "$device $executable attr-dict `:` type($result)";
}

def HAL_CommandBufferCreateOp : HAL_Op<"command_buffer.create"> {
  let summary = "Starts recording a command buffer";
  let description = [{ `%cb = hal.command_buffer.create %device : !hal.command_buffer` }];
  let arguments = (ins HAL_Device:$device);
  let results = (outs HAL_CommandBuffer:$result);
  let assemblyFormat = "$device attr-dict `:` type($result)";
}

def HAL_CommandBufferDispatchOp : HAL_Op<"command_buffer.dispatch", [
    AttrSizedOperandSegments]> {
  let summary = "Records a dispatch of one entry point";
  let description = [{
    Runs `workgroups` (x, y, z) when given, else the loaded binary's static
    workgroup count; `push_constants` are the entry point's, `bindings`
    whole buffers in binding order.

    ```mlir
    hal.command_buffer.dispatch %cb, %exe entry(0) bindings(%a, %b, %c)
    hal.command_buffer.dispatch %cb, %exe entry(1) workgroups(%x, %y, %z) push_constants(%n) bindings(%a, %b)
    ```
  }];
  let arguments = (ins HAL_CommandBuffer:$command_buffer,
                       HAL_Executable:$executable, I32Attr:$entry,
                       Variadic<Index>:$workgroups,
                       Variadic<I32>:$push_constants,
                       Variadic<HAL_Buffer>:$bindings);
  let assemblyFormat = [{
    $command_buffer `,` $executable `entry` `(` $entry `)`
    (`workgroups` `(` $workgroups^ `)`)?
    (`push_constants` `(` $push_constants^ `)`)?
    `bindings` `(` $bindings `)` attr-dict
  }];
  let hasVerifier = 1;
}

def HAL_CommandBufferBarrierOp : HAL_Op<"command_buffer.execution_barrier"> {
  let summary = "Orders the commands before it before the commands after it";
  let description = [{ `hal.command_buffer.execution_barrier %cb` }];
  let arguments = (ins HAL_CommandBuffer:$command_buffer);
  let assemblyFormat = "$command_buffer attr-dict";
}

def HAL_CommandBufferFinalizeOp : HAL_Op<"command_buffer.finalize"> {
  let summary = "Ends recording";
  let description = [{ `hal.command_buffer.finalize %cb` }];
  let arguments = (ins HAL_CommandBuffer:$command_buffer);
  let assemblyFormat = "$command_buffer attr-dict";
}

def HAL_FenceCreateOp : HAL_Op<"fence.create"> {
  let summary = "Creates a fence (timeline semaphore + value)";
  let description = [{ `%f = hal.fence.create %device : !hal.fence` }];
  let arguments = (ins HAL_Device:$device);
  let results = (outs HAL_Fence:$result);
  let assemblyFormat = "$device attr-dict `:` type($result)";
}

def HAL_DeviceQueueExecuteOp : HAL_Op<"device.queue.execute"> {
  let summary = "Submits a command buffer; signals a fence when done";
  let description = [{
    ```mlir
    hal.device.queue.execute %device signal(%fence) commands(%cb)
    ```
  }];
  let arguments = (ins HAL_Device:$device, Optional<HAL_Fence>:$wait_fence,
                       HAL_Fence:$signal_fence,
                       HAL_CommandBuffer:$command_buffer);
  let assemblyFormat = [{
    $device (`wait` `(` $wait_fence^ `)`)? `signal` `(` $signal_fence `)`
    `commands` `(` $command_buffer `)` attr-dict
  }];
}

def HAL_FenceAwaitOp : HAL_Op<"fence.await"> {
  let summary = "Blocks until the fence is reached; fails on device errors";
  let description = [{ `hal.fence.await %fence` }];
  let arguments = (ins HAL_Fence:$fence);
  let assemblyFormat = "$fence attr-dict";
}

//===----------------------------------------------------------------------===//
// Channels (collectives of SPMD programs)
//===----------------------------------------------------------------------===//

def HAL_ChannelDefaultOp : HAL_Op<"channel.default", [Pure]> {
  let summary = "The channel of the ranks running this module";
  let description = [{
    Fails at run time when the module was started without one (a rank
    program run as a single process).

    `%c = hal.channel.default %device : !hal.channel`
  }];
  let arguments = (ins HAL_Device:$device);
  let results = (outs HAL_Channel:$result);
  let assemblyFormat = "$device attr-dict `:` type($result)";
}

def HAL_ChannelCollectiveOp : HAL_Op<"channel.collective"> {
  let summary = "Runs one collective on host-visible buffers";
  let description = [{
    Blocks until this rank's part is done; the buffers must not be in use by
    queued work (the host program waits for its command buffers first).
    `table` is an i32 rank table: its row and column counts, then the rows
    (replica groups, one row per group in group order; for `permute`,
    (source, target) pairs). `kind` and `params` (4 values):

    | kind | collective     | params                                         |
    |------|----------------|------------------------------------------------|
    | 0    | all_reduce     | element count, 0, 0, 0                         |
    | 1    | all_gather     | outer count, block bytes, 0, 0                 |
    | 2    | reduce_scatter | outer count, block elements, 0, 0              |
    | 3    | all_to_all     | split outer, split block bytes, concat outer, concat block bytes |
    | 4    | permute        | bytes, 0, 0, 0                                 |
    | 5    | partition_id   | 0, 0, 0, 0 (writes this rank as i32; `table` and `source` unused) |

    "outer" is the product of the dims before the gathered / scattered /
    split / concatenated dim; a block is the rest of one member's part.

    ```mlir
    hal.channel.collective %c, %groups, %src, %dst kind(0) element_type(1) reduction(0) params([128, 0, 0, 0])
    ```
  }];
  let arguments = (ins HAL_Channel:$channel, HAL_Buffer:$table,
                       HAL_Buffer:$source, HAL_Buffer:$target,
                       I32Attr:$kind, I32Attr:$element_type,
                       I32Attr:$reduction, DenseI64ArrayAttr:$params);
  let assemblyFormat = [{
    $channel `,` $table `,` $source `,` $target `kind` `(` $kind `)`
    `element_type` `(` $element_type `)` `reduction` `(` $reduction `)`
    `params` `(` $params `)` attr-dict
  }];
  let hasVerifier = 1;
}

#endif // STRATA_DIALECT_HAL_HALOPS
