//===- VMVXOps.td - vmvx dialect: microkernel ops on buffers -*- tablegen -*-===//
//
// Ops over (base buffer, element offset, element strides) regions, one per
// microkernel of strata/VMVX/MicrokernelABI.h. strata-vmvx-lower-linalg
// creates them from bufferized linalg; strata-vmvx-lower-to-imports turns
// them into calls of the runtime's `vmvx` module.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_VMVX_VMVXOPS
#define STRATA_TARGET_VMVX_VMVXOPS

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def VMVX_Dialect : Dialect {
  let name = "vmvx";
  let cppNamespace = "::strata::vmvx";
  let summary = "Microkernel operations on strided buffer regions";
  let description = [{
    Each op names a microkernel of the runtime's `vmvx` native module and
    takes its buffers as a base buffer (a rank-0 memref, what
    `memref.extract_strided_metadata` returns), an element offset and
    element strides, so any strided view of a buffer can be passed without
    copying. Sizes are index values.
  }];
}

class VMVX_Op<string mnemonic, list<Trait> traits = []>
    : Op<VMVX_Dialect, mnemonic, traits> {
  let hasVerifier = 1;
}

def VMVX_Buffer : MemRefRankOf<[AnyType], [0]>;

def VMVX_MatmulOp : VMVX_Op<"matmul"> {
  let summary = "out (+)= lhs * rhs on f32 row-major regions";
  let description = [{
    `m x k` times `k x n` into `m x n`; rows of each operand are contiguous
    (column stride 1), the row strides are operands. With `accumulate` the
    product is added to `out`.

    ```mlir
    vmvx.matmul lhs(%a[%ao, %as] : memref<f32>) rhs(%b[%bo, %bs] : memref<f32>)
        out(%c[%co, %cs] : memref<f32>) mnk(%m, %n, %k) accumulate
    ```
  }];
  let arguments = (ins
    Arg<VMVX_Buffer, "", [MemRead]>:$lhs, Index:$lhs_offset, Index:$lhs_stride,
    Arg<VMVX_Buffer, "", [MemRead]>:$rhs, Index:$rhs_offset, Index:$rhs_stride,
    Arg<VMVX_Buffer, "", [MemRead, MemWrite]>:$out, Index:$out_offset,
    Index:$out_stride, Index:$m, Index:$n, Index:$k, UnitAttr:$accumulate);
  let assemblyFormat = [{
    `lhs` `(` $lhs `[` $lhs_offset `,` $lhs_stride `]` `:` type($lhs) `)`
    `rhs` `(` $rhs `[` $rhs_offset `,` $rhs_stride `]` `:` type($rhs) `)`
    `out` `(` $out `[` $out_offset `,` $out_stride `]` `:` type($out) `)`
    `mnk` `(` $m `,` $n `,` $k `)` (`accumulate` $accumulate^)? attr-dict
  }];
}

def VMVX_Conv2DNhwcHwcfOp : VMVX_Op<"conv2d_nhwc_hwcf"> {
  let summary = "out (+)= 2-D convolution of contiguous NHWC x HWCF f32";
  let description = [{
    Shapes: input `N x H x W x C`, filter `KH x KW x C x F`, output
    `N x OH x OW x F`, all contiguous from their offsets; no padding.

    ```mlir
    vmvx.conv2d_nhwc_hwcf in(%i[%io] : memref<f32>) filter(%f[%fo] : memref<f32>)
        out(%o[%oo] : memref<f32>) input_shape = [1, 8, 8, 3]
        filter_shape = [3, 3, 3, 4] output_shape = [1, 6, 6, 4]
        strides = [1, 1] dilations = [1, 1] accumulate
    ```
  }];
  let arguments = (ins
    Arg<VMVX_Buffer, "", [MemRead]>:$input, Index:$input_offset,
    Arg<VMVX_Buffer, "", [MemRead]>:$filter, Index:$filter_offset,
    Arg<VMVX_Buffer, "", [MemRead, MemWrite]>:$out, Index:$out_offset,
    DenseI64ArrayAttr:$input_shape, DenseI64ArrayAttr:$filter_shape,
    DenseI64ArrayAttr:$output_shape, DenseI64ArrayAttr:$strides,
    DenseI64ArrayAttr:$dilations, UnitAttr:$accumulate);
  let assemblyFormat = [{
    `in` `(` $input `[` $input_offset `]` `:` type($input) `)`
    `filter` `(` $filter `[` $filter_offset `]` `:` type($filter) `)`
    `out` `(` $out `[` $out_offset `]` `:` type($out) `)`
    `input_shape` `=` $input_shape `filter_shape` `=` $filter_shape
    `output_shape` `=` $output_shape `strides` `=` $strides
    `dilations` `=` $dilations (`accumulate` $accumulate^)? attr-dict
  }];
}

def VMVX_FillOp : VMVX_Op<"fill"> {
  let summary = "Fills a 2-D region with a scalar";
  let description = [{
    The value's type must match the buffer's element type (8/16/32/64-bit
    integers, f32, f64).

    ```mlir
    vmvx.fill %v : f32 out(%b[%o, %s0, %s1] : memref<f32>) sizes(%n0, %n1)
    ```
  }];
  let arguments = (ins AnyType:$value,
    Arg<VMVX_Buffer, "", [MemWrite]>:$out, Index:$out_offset,
    Index:$out_stride0, Index:$out_stride1, Index:$size0, Index:$size1);
  let assemblyFormat = [{
    $value `:` type($value)
    `out` `(` $out `[` $out_offset `,` $out_stride0 `,` $out_stride1 `]` `:` type($out) `)`
    `sizes` `(` $size0 `,` $size1 `)` attr-dict
  }];
}

def VMVX_CopyOp : VMVX_Op<"copy"> {
  let summary = "Copies a 2-D region into another of the same element type";
  let description = [{
    ```mlir
    vmvx.copy in(%a[%ao, %a0, %a1] : memref<i8>) out(%b[%bo, %b0, %b1] : memref<i8>)
        sizes(%n0, %n1)
    ```
  }];
  let arguments = (ins
    Arg<VMVX_Buffer, "", [MemRead]>:$input, Index:$input_offset,
    Index:$input_stride0, Index:$input_stride1,
    Arg<VMVX_Buffer, "", [MemWrite]>:$out, Index:$out_offset,
    Index:$out_stride0, Index:$out_stride1, Index:$size0, Index:$size1);
  let assemblyFormat = [{
    `in` `(` $input `[` $input_offset `,` $input_stride0 `,` $input_stride1 `]` `:` type($input) `)`
    `out` `(` $out `[` $out_offset `,` $out_stride0 `,` $out_stride1 `]` `:` type($out) `)`
    `sizes` `(` $size0 `,` $size1 `)` attr-dict
  }];
}

def VMVX_BinaryOp : VMVX_Op<"binary"> {
  let summary = "Elementwise f32 binary op over 2-D regions";
  let description = [{
    `kind` is add, sub, mul, div, minimum or maximum (NaN-propagating).
    A stride of 0 broadcasts.

    ```mlir
    vmvx.binary "add" lhs(%a[%ao, %a0, %a1] : memref<f32>)
        rhs(%b[%bo, %b0, %b1] : memref<f32>) out(%c[%co, %c0, %c1] : memref<f32>)
        sizes(%n0, %n1)
    ```
  }];
  let arguments = (ins StrAttr:$kind,
    Arg<VMVX_Buffer, "", [MemRead]>:$lhs, Index:$lhs_offset,
    Index:$lhs_stride0, Index:$lhs_stride1,
    Arg<VMVX_Buffer, "", [MemRead]>:$rhs, Index:$rhs_offset,
    Index:$rhs_stride0, Index:$rhs_stride1,
    Arg<VMVX_Buffer, "", [MemWrite]>:$out, Index:$out_offset,
    Index:$out_stride0, Index:$out_stride1, Index:$size0, Index:$size1);
  let assemblyFormat = [{
    $kind
    `lhs` `(` $lhs `[` $lhs_offset `,` $lhs_stride0 `,` $lhs_stride1 `]` `:` type($lhs) `)`
    `rhs` `(` $rhs `[` $rhs_offset `,` $rhs_stride0 `,` $rhs_stride1 `]` `:` type($rhs) `)`
    `out` `(` $out `[` $out_offset `,` $out_stride0 `,` $out_stride1 `]` `:` type($out) `)`
    `sizes` `(` $size0 `,` $size1 `)` attr-dict
  }];
}

def VMVX_UnaryOp : VMVX_Op<"unary"> {
  let summary = "Elementwise f32 math function over 2-D regions";
  let description = [{
    `kind` is a MATH_F32 function name of strata/runtime/bytecode.h (neg,
    abs, exp, tanh, ...).

    ```mlir
    vmvx.unary "exp" in(%a[%ao, %a0, %a1] : memref<f32>)
        out(%c[%co, %c0, %c1] : memref<f32>) sizes(%n0, %n1)
    ```
  }];
  let arguments = (ins StrAttr:$kind,
    Arg<VMVX_Buffer, "", [MemRead]>:$input, Index:$input_offset,
    Index:$input_stride0, Index:$input_stride1,
    Arg<VMVX_Buffer, "", [MemWrite]>:$out, Index:$out_offset,
    Index:$out_stride0, Index:$out_stride1, Index:$size0, Index:$size1);
  let assemblyFormat = [{
    $kind
    `in` `(` $input `[` $input_offset `,` $input_stride0 `,` $input_stride1 `]` `:` type($input) `)`
    `out` `(` $out `[` $out_offset `,` $out_stride0 `,` $out_stride1 `]` `:` type($out) `)`
    `sizes` `(` $size0 `,` $size1 `)` attr-dict
  }];
}

def VMVX_ReduceOp : VMVX_Op<"reduce"> {
  let summary = "Reduces the second dimension of an f32 region into out";
  let description = [{
    `out[i] = kind(out[i], in[i][0], in[i][1], ...)` with `kind` sum,
    maximum or minimum (NaN-propagating).

    ```mlir
    vmvx.reduce "sum" in(%a[%ao, %a0, %a1] : memref<f32>)
        out(%c[%co, %cs] : memref<f32>) sizes(%n0, %n1)
    ```
  }];
  let arguments = (ins StrAttr:$kind,
    Arg<VMVX_Buffer, "", [MemRead]>:$input, Index:$input_offset,
    Index:$input_stride0, Index:$input_stride1,
    Arg<VMVX_Buffer, "", [MemRead, MemWrite]>:$out, Index:$out_offset,
    Index:$out_stride, Index:$size0, Index:$size1);
  let assemblyFormat = [{
    $kind
    `in` `(` $input `[` $input_offset `,` $input_stride0 `,` $input_stride1 `]` `:` type($input) `)`
    `out` `(` $out `[` $out_offset `,` $out_stride `]` `:` type($out) `)`
    `sizes` `(` $size0 `,` $size1 `)` attr-dict
  }];
}

#endif // STRATA_TARGET_VMVX_VMVXOPS
