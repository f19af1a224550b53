//===- Passes.td - c-portable backend passes ---------------*- tablegen -*-===//
//
// Passes of the c-portable example backend's translation pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef CPORTABLE_PASSES
#define CPORTABLE_PASSES

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Buffer-level passes
//===----------------------------------------------------------------------===//

def CPortablePrepareDispatchPass
    : Pass<"strata-c-portable-prepare-dispatch", "::mlir::ModuleOp"> {
  let summary = "Readies bufferized dispatch functions for EmitC";
  let description = [{
    Runs on an executable variant's module after one-shot bufferization and
    buffer-results-to-out-params. For every public `func.func` (a dispatch
    entry point):

    1. checks the Strata entry contract: only statically shaped,
       identity-layout memref arguments (read-only bindings first, then the
       result bindings) and no results;
    2. records `strata.workgroup_count = array<i64: 1, 1, 1>`: the whole
       dispatch runs as one workgroup;
    3. turns `memref.copy` into `linalg.copy` (plain loops later),
       static `memref.alloc` into `memref.alloca` (C arrays on the stack, at
       most `max-stack-bytes` per function) and drops `memref.dealloc`.

    4. replaces scalar f32/f64 math that the upstream
       `convert-math-to-emitc` does not handle (tanh, log, log1p, expm1,
       erf, sqrt, rsqrt, roundeven, copysign, `arith.remf`, ...) by
       `emitc.call_opaque` of the C99 libm function (`tanhf` for f32).

    It also drops the `alignment` of `memref.global`s, which EmitC cannot
    express. Anything else (dynamic shapes, results, oversized temporaries)
    is an error naming the function.

    Example:

    ```mlir
    func.func @d(%a: memref<4xf32>, %r: memref<4xf32>) { ... }
    // becomes
    func.func @d(%a: memref<4xf32>, %r: memref<4xf32>)
        attributes {strata.workgroup_count = array<i64: 1, 1, 1>} { ... }
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::emitc::EmitCDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect"];
  let options = [
    Option<"maxStackBytes", "max-stack-bytes", "int64_t",
           /*default=*/"1048576",
           "Largest total size of temporaries placed on the stack">,
  ];
}

#endif // CPORTABLE_PASSES
