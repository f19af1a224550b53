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
  let summary = "Turns bufferized linalg ops into vmvx microkernel ops";
  let description = [{
    Works on bufferized dispatch functions. Each op a `vmvx` microkernel
    implements becomes a vmvx dialect op over (base buffer, element offset,
    strides, sizes) taken with `memref.extract_strided_metadata`:

    - `linalg.matmul` on f32 with contiguous rows -> `vmvx.matmul`
      accumulating (linalg.matmul adds into its output);
    - contiguous f32 `linalg.conv_2d_nhwc_hwcf` -> `vmvx.conv2d_nhwc_hwcf`;
    - `linalg.fill` of 8/16/32/64-bit elements (not f16/bf16, which live in
      f32 registers) -> `vmvx.fill`;
    - `memref.copy` / `linalg.copy` -> `vmvx.copy`;
    - elementwise f32 generics whose body is one binary arith op or one
      unary math op -> `vmvx.binary` / `vmvx.unary`;
    - f32 sum/maximum/minimum reductions whose parallel and reduction dims
      each collapse to one strided dim -> `vmvx.reduce`.

    Views must be contiguous (any rank, flattened) or strided of rank <= 2.
    Anything else stays and becomes scalar loops; remaining `memref.copy`s
    become `linalg.copy` so they do too.
  }];
  let dependentDialects = ["::strata::vmvx::VMVXDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect"];
}

def VMVXLowerToImportsPass
    : Pass<"strata-vmvx-lower-to-imports", "::mlir::ModuleOp"> {
  let summary = "Turns vmvx ops into calls of the runtime's vmvx module";
  let description = [{
    Each vmvx op becomes a `func.call` with the argument list of its
    function in strata/VMVX/MicrokernelABI.h (kinds and flags as i32
    constants). Callees are private declarations `<import>.<element type>`
    with `strata.import = "<import>"`, which the VM conversion turns into
    one `vm.import` per import.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
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
