//===- Passes.td - vmvx target translation passes ----------*- tablegen -*-===//
//
// Passes of the vmvx backend's translation pipeline (`strata-vmvx-translate`),
// in pipeline order under banners.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_VMVX_PASSES
#define STRATA_TARGET_VMVX_PASSES

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Buffer-level passes
//===----------------------------------------------------------------------===//

def VMVXLowerLinalgPass
    : Pass<"strata-vmvx-lower-linalg", "::mlir::ModuleOp"> {
  let summary = "Turns bufferized linalg ops into vmvx microkernel calls";
  let description = [{
    Works on bufferized dispatch functions. Each op a `vmvx` microkernel
    implements (strata/VMVX/MicrokernelABI.h) becomes a `func.call` to the
    `vmvx.<kernel>` import with its buffers decomposed into base buffer,
    element offset and strides (`memref.extract_strided_metadata`):

    - `linalg.matmul` on f32 with unit inner strides -> `vmvx.matmul.f32`
      with the accumulate flag (linalg.matmul adds into its output);
    - `linalg.fill` of 8/16/32/64-bit elements, rank <= 2 -> `vmvx.fill.x*`;
    - `memref.copy` / `linalg.copy` of rank <= 2 -> `vmvx.copy.x*`;
    - elementwise f32 `linalg.generic`s whose body is one binary or unary op
      the kernels know, rank <= 2 -> `vmvx.binary.f32` / `vmvx.unary.f32`;
    - `linalg.conv_2d_nhwc_hwcf` on contiguous f32 -> `vmvx.conv2d_nhwc_hwcf.f32`.

    Anything else stays and becomes scalar loops; remaining `memref.copy`s
    become `linalg.copy` so they do too.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect"];
}

def VMVXPrepareEntryPointsPass
    : Pass<"strata-vmvx-prepare-entry-points", "::mlir::ModuleOp"> {
  let summary = "Gives each entry point the vmvx workgroup calling convention";
  let description = [{
    Appends three i32 arguments (workgroup id x, y, z) to every public
    function, which takes only its binding memrefs before, and records
    `strata.workgroup_count = array<i64: 1, 1, 1>` on it: a vmvx dispatch
    runs as one workgroup.

    Expands `arith.ceildiv*`/`floordivsi` (the VM has no such ops). Also
    gives block arguments of dynamic-layout memref type (what
    bufferization makes of `scf.if`/`scf.index_switch` results) the static
    type all their incoming `memref.cast` sources share, so every access has
    a layout the VM conversion can linearize.
  }];
}

#endif // STRATA_TARGET_VMVX_PASSES
