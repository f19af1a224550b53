//===- Passes.td - llvm-cpu target translation passes ------*- tablegen -*-===//
//
// Passes of the llvm-cpu backend's translation pipeline
// (`strata-llvm-cpu-translate`), in pipeline order under banners.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_LLVMCPU_PASSES
#define STRATA_TARGET_LLVMCPU_PASSES

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Tensor-level passes
//===----------------------------------------------------------------------===//

def LLVMCPUTileAndVectorizePass
    : Pass<"strata-llvm-cpu-tile-and-vectorize", "::mlir::func::FuncOp"> {
  let summary = "Distributes a dispatch over workgroups, tiles and vectorizes it";
  let description = [{
    Works on a dispatch function on tensors (linalg/tensor/arith/math/scf).

    1. Decomposes `tensor.concat` into `tensor.insert_slice`s. Splits
       operand-only computations that a reduction recomputes per reuse
       (math, division, or anything but an integer widening on a
       contraction factor; with `bf16-dot`, bf16 pairs stay) into
       elementwise producers. Puts the contraction input indexed by the
       output's innermost dim second, and transposes a second input whose
       innermost dim is another loop once (ContractionLayout.h).
    2. Picks the root: the linalg op producing the function's only result.
       Tiles its outer parallel loops (up to three) with `scf.forall`
       carrying `#gpu.block<x|y|z>` mappings (the innermost tiled loop is x),
       fusing all producers into the loop body. Tile sizes divide the loop
       bounds so every tile is static. When another reduction op is present
       only the outermost parallel loop is distributed.
    3. Tiles each linalg op for registers: contractions get a k cache tile
       and an `m x n x k` register tile (8x32x4 with AVX-512, 4x16x4
       otherwise), and a generic register tile becomes a unit-dim-free
       `linalg.contract`; other ops get vector-sized tiles on their
       innermost loops, or square tiles when an operand is transposed.
    4. Vectorizes every statically shaped linalg op the vectorizer accepts
       (others stay and become loops after bufferization), folds slices into
       transfers, turns reductions into `vector.contract`, and hoists loop
       invariant code and accumulator read/write pairs out of loops.
       With `bf16-dot`, bf16 x bf16 -> f32 `vector.contract`s become
       `x86vector.avx512.dot`. 16x16 32-bit transposes become shuffles.
    With `amx`, matmul-shaped bf16 and i8 contractions are first rewritten
    into AMX's VNNI form (B repacked by a `linalg.transpose`, the op marked
    `strata.amx` and left unvectorized) and their dispatch is distributed
    along the columns first (AMXContraction.h).

    Example: `linalg.matmul` 1024x1024x1024 becomes a 16x4 `scf.forall` of
    64x256 tiles, each a k/m/n/k loop nest around
    `vector.contract` on `vector<8x4xf32>`, `vector<4x32xf32>`.
  }];
  let options = [
    Option<"vectorWidthBytes", "vector-width-bytes", "int64_t", /*default=*/"64",
           "Native SIMD register width in bytes (64 for AVX-512, 32 for AVX2)">,
    Option<"distribute", "distribute", "bool", /*default=*/"true",
           "Distribute the root op over workgroups with scf.forall">,
    Option<"bf16Dot", "bf16-dot", "bool", /*default=*/"false",
           "Lower bf16 x bf16 -> f32 register tiles to AVX512-BF16 dot "
           "products (x86vector.avx512.dot, vdpbf16ps)">,
    Option<"amx", "amx", "bool", /*default=*/"false",
           "Put bf16 x bf16 -> f32 and i8 x i8 -> i32 matmuls in AMX's VNNI "
           "form (marked strata.amx) for lower-amx-contractions">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect", "::mlir::x86vector::X86VectorDialect"
  ];
}

def LLVMCPUExpandMathPass
    : Pass<"strata-llvm-cpu-expand-math", "::mlir::func::FuncOp"> {
  let summary = "Replaces f32 math ops by polynomial approximations";
  let description = [{
    Applies upstream's polynomial approximations (exp, log, log1p, expm1,
    tanh, erf, sin, cos, atan, ...) to f32 scalars and vectors so that
    they vectorize instead of becoming libm calls; also expands ops LLVM has
    no intrinsic for (math.ctlz on vectors, fpowi, ...). Ops without an
    approximation are left for `convert-math-to-llvm`/`convert-math-to-libm`.
    f32 atan2 is computed in f64 (libm) instead: the approximation returns
    NaN at (+-0, +-0) and (+-inf, +-inf).

    Max/min (NaN-propagating) `vector.multi_reduction`s along the innermost
    dim become trees of elementwise maximumf/minimumf over halves.

    bf16 arithmetic and math ops run on f32 (upstream's
    arith-emulate-unsupported-floats and math-extend-to-supported-types),
    bf16 <-> f32 conversions as integer bit operations: LLVM would round
    every lane through a compiler-rt call. Each op still rounds to bf16.

    Example: `math.exp %v : vector<16xf32>` becomes arith/math.fma/bitcast
    code on `vector<16xf32>`.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::math::MathDialect",
    "::mlir::vector::VectorDialect"
  ];
}

//===----------------------------------------------------------------------===//
// Buffer-level passes
//===----------------------------------------------------------------------===//

def LLVMCPULowerAMXContractionsPass
    : Pass<"strata-llvm-cpu-lower-amx-contractions", "::mlir::func::FuncOp"> {
  let summary = "Lowers contractions marked strata.amx to AMX tile loops";
  let description = [{
    Runs on buffers. A `linalg.generic` marked `strata.amx` (from
    tile-and-vectorize with `amx`) computes C += A x Bv over loops (batch...,
    m, n, k / v, v) with bf16 (v = 2) or i8 (v = 4) factors, A read at
    k = v * (k / v) + v and Bv laid [batch..., k / v, n, v]. Per batch index
    (an scf.for each), it becomes loops over blocks of up to 2 x 2 tiles of
    16 x 16: the four accumulators are loaded (`amx.tile_load`), or zeroed
    (`amx.tile_zero`) where the op right before only zeroes C, and each
    16-pair chunk of k loads two A and two B tiles and multiplies them into
    all four (`amx.tile_mulf` / `amx.tile_muli`: tdpbf16ps, tdpbssd); then
    the accumulators are stored. Every tile is 16 rows of 64 bytes: operands
    whose sizes are not whole tiles are copied into zero-padded scratch
    buffers (C copied back). Up to 16 chunks are unrolled; a longer k runs
    in groups of 8 with the accumulators stored between groups.

    A `linalg.transpose` marked `strata.amx_pack` (B, with k split into
    (k / v, v), to Bv) becomes, where B's n is innermost, vector loads of v
    rows of 16 columns interleaved (`vector.interleave`) into one 64-byte
    row of Bv; where B's (k / v, v) are innermost, 16 x 16 blocks of v-element
    words transposed by AVX-512 shuffles.

    A marked op whose buffers do not allow this loses its mark and becomes
    plain loops.

    Example: a 32x32 bf16 matmul with k = 64 becomes one block of four
    accumulators, two chunks of two A, two B tile loads and four
    `amx.tile_mulf` each, and four stores.
  }];
  let dependentDialects = [
    "::mlir::amx::AMXDialect", "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::ub::UBDialect", "::mlir::vector::VectorDialect"
  ];
}

def LLVMCPUDistributeToWorkgroupsPass
    : Pass<"strata-llvm-cpu-distribute-to-workgroups", "::mlir::func::FuncOp"> {
  let summary = "Maps the workgroup scf.forall to workgroup id arguments";
  let description = [{
    Runs after bufferization and `buffer-results-to-out-params`, on a
    function taking only memrefs. Appends three `index` arguments (workgroup
    id x, y, z), replaces the top-level `scf.forall` mapped to `#gpu.block`
    by its body evaluated at those ids, and records the static workgroup
    count as `strata.workgroup_count = array<i64: x, y, z>` on the function
    (1, 1, 1 when nothing was distributed). Any other `scf.forall` becomes
    `scf.for`.

    It also prepares the buffers for LLVM lowering without a runtime
    library: `memref.copy` becomes `linalg.copy`, and static allocations are
    hoisted to the entry block: `memref.alloca` (64-byte aligned) while the
    function's stack stays under `max-stack-bytes`, otherwise `memref.alloc`
    with a `memref.dealloc` before the return. Dynamic allocations are
    rejected.

    Example: `func.func @d(%a: memref<64xf32>, %out: memref<64xf32>)` with
    an `scf.forall (%i) = (0) to (64) step (16)` becomes
    `func.func @d(%a, %out, %x: index, %y: index, %z: index)
    attributes {strata.workgroup_count = array<i64: 4, 1, 1>}` where the
    body uses `%i = %x * 16`.
  }];
  let options = [
    Option<"maxStackBytes", "max-stack-bytes", "int64_t", /*default=*/"131072",
           "Largest total size of buffers placed on the stack">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect"
  ];
}

//===----------------------------------------------------------------------===//
// LLVM dialect passes
//===----------------------------------------------------------------------===//

def LLVMCPUEmitEntryWrappersPass
    : Pass<"strata-llvm-cpu-emit-entry-wrappers", "::mlir::ModuleOp"> {
  let summary = "Emits the C-ABI entry points the runtime loader calls";
  let description = [{
    For each `llvm.func` carrying `strata.workgroup_count` (the lowered
    dispatch functions, bare-pointer convention: N `!llvm.ptr` buffers then
    three `i64` workgroup ids) renames it to `<name>.impl` with internal
    linkage and emits

    ```c
    void <name>(void *const *bindings, const uint32_t *push_constants,
                uint32_t workgroup_x, uint32_t workgroup_y,
                uint32_t workgroup_z);
    ```

    which loads `bindings[i]` as the i-th buffer and calls the impl. The
    `strata.workgroup_count` attribute moves to the wrapper. Also defines
    `const char strata_required_cpu_features[]` from `cpu-features`.

    Example:
    ```mlir
    llvm.func @d(%arg0: !llvm.ptr, %x: i64, %y: i64, %z: i64)
        attributes {strata.workgroup_count = array<i64: 4, 1, 1>}
    ```
    becomes `llvm.func internal @d.impl(...)` and
    `llvm.func @d(!llvm.ptr, !llvm.ptr, i32, i32, i32)`.
  }];
  let options = [
    Option<"cpuFeatures", "cpu-features", "std::string", /*default=*/"\"\"",
           "Comma-separated CPU features the code needs (e.g. avx2,fma)">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def LLVMCPUStoreBF16BitsPass
    : Pass<"strata-llvm-cpu-store-bf16-bits", "::mlir::ModuleOp"> {
  let summary = "Stores bf16 vectors through their i16 bits";
  let description = [{
    An `llvm.store` of `llvm.bitcast %bits : vector<Nxi16> to
    vector<Nxbf16>` stores `%bits` instead. The bf16 truncation expansion
    (expand-math) ends in such a bitcast; left there, LLVM's InstCombine
    moves the bitcast above the NaN select, and x86 without AVX512-BF16
    has no legal bf16 vector select, so every element went through a
    general-purpose register. With no bf16 vector left, the select and
    store stay whole-register.

    Example: `llvm.store (llvm.bitcast %v : vector<32xi16> to
    vector<32xbf16>), %p` becomes `llvm.store %v, %p`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif // STRATA_TARGET_LLVMCPU_PASSES
