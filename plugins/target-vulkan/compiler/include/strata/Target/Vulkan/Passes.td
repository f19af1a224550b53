//===- Passes.td - vulkan-spirv target translation passes --*- tablegen -*-===//
//
// Passes of the vulkan-spirv backend's translation pipeline
// (`strata-vulkan-translate`), in pipeline order under banners.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_VULKAN_PASSES
#define STRATA_TARGET_VULKAN_PASSES

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Tensor-level passes
//===----------------------------------------------------------------------===//

def VulkanTileAndDistributePass
    : Pass<"strata-vulkan-tile-and-distribute", "::mlir::func::FuncOp"> {
  let summary = "Tiles a dispatch's root op to workgroups and invocations";
  let description = [{
    Works on a dispatch function on tensors (linalg/tensor/arith/math/scf).

    1. Decomposes `tensor.concat` into `tensor.insert_slice`s.
    2. Picks the root: the linalg op producing the function's only result.
       Chooses up to three of its parallel loops (the innermost ones; only
       the outermost one when another reduction is present, so the
       reduction is not recomputed per tile) and a workgroup tile over them
       whose size divides the loop bounds and holds at most
       `max-invocations` points.
    3. Tiles the root with an `scf.forall` mapped to `#gpu.block<x|y|z>`
       (the innermost distributed loop is x) and fuses its producers, then
       tiles the tiled root again to one point per invocation with an
       `scf.forall` mapped to `#gpu.thread<x|y|z>`, fusing again.

    Dispatches without such a root are left alone and later run on a single
    invocation.

    Before that, a dispatch whose invocations must cooperate (an f32 matmul,
    or a reduction over its trailing loops, with elementwise producers and
    consumers) is left untiled and marked `strata.vulkan.cooperative =
    "matmul" | "row_reduction"` for strata-vulkan-cooperative-kernels, which
    writes its kernel after bufferization (`cooperative-kernels=false`
    turns this off).

    Example: a 4x5 elementwise `linalg.generic` becomes
    `scf.forall (%i, %j) in (1, 1)` (blocks) around
    `scf.forall (%k, %l) in (4, 5)` (threads) around a 1x1 generic.
  }];
  let options = [
    Option<"maxInvocations", "max-invocations", "int64_t", /*default=*/"128",
           "Upper bound on the invocations of one workgroup">,
    ListOption<"maxWorkgroupSize", "max-workgroup-size", "int64_t",
               "Upper bound per workgroup dimension (x, y, z)">,
    Option<"cooperativeKernels", "cooperative-kernels", "bool",
           /*default=*/"true",
           "Leave matmuls and row reductions to "
           "strata-vulkan-cooperative-kernels">,
    Option<"maxKernelInvocations", "max-kernel-invocations", "int64_t",
           /*default=*/"1024",
           "Invocations per workgroup limit of the target (cooperative "
           "kernels)">,
    Option<"maxSharedMemoryBytes", "max-shared-memory-bytes", "int64_t",
           /*default=*/"32768", "Workgroup memory limit of the target">,
    ListOption<"matmulTile", "matmul-tile", "int64_t",
               "Forced matmul tile tm,tn,bk,rm,rn (default: by shape)">,
    ListOption<"cooperativeMatrixTypes", "cooperative-matrix", "std::string",
               "Operand types with subgroup cooperative matrices (as "
               "strata-vulkan-cooperative-kernels' option)">,
    Option<"subgroupSize", "subgroup-size", "int64_t", /*default=*/"32",
           "Invocations per subgroup">,
    Option<"skinnyCooperative", "skinny-cooperative", "bool",
           /*default=*/"true",
           "Contractions of 9-16 rows on cooperative matrices">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect"
  ];
}

def VulkanExpandMathPass : Pass<"strata-vulkan-expand-math"> {
  let summary = "Expands math ops SPIR-V has no instruction for";
  let description = [{
    GLSL.std.450 has no erf and no integer/float-to-integer powers: `math.erf`
    and `math.erfc` become upstream's polynomial approximations,
    `math.fpowi`/`math.ipowi` and the inverse/hyperbolic functions become
    other math and arith ops. Also: `math.cbrt` (bit estimate + Newton
    steps), `math.isfinite` (`|x| < inf`), `math.ctpop`/`math.ctlz` on
    non-32-bit integers (through 32-bit counts), f64 exp/expm1/log/log1p/
    sin/cos/atan/atan2/tanh/erf in f64 arithmetic (GLSL.std.450 is 16/32-bit
    only; MathF64.cpp), and a NaN operand of atan/asin/acos/atan2/erf/erfc
    yields NaN explicitly (Vulkan leaves those results undefined).

    f32/f16 division by a divisor beyond 2^126 (2^14) scales both operands
    by 1/4 first: Vulkan requires OpFDiv to 2.5 ulp only within that range,
    and NVIDIA's flushes the reciprocal of a larger divisor to zero.

    With `f32-trig-in-f64` (targets with Float64), f32/f16/bf16 sin, cos,
    tan, atan, asin, acos, atan2, expm1 and log1p are computed in f64 and
    rounded once:
    Vulkan only requires GLSL.std.450 sin/cos to 2^-11 absolute, NVIDIA's
    f32 tan(-8) was 2.5e-6 relative off, lavapipe's atan(-1) 3e-6. A bf16
    select selects 16-bit patterns (SPIR-V has no bf16).

    Example: `math.erf %x : f32` becomes a rational approximation built from
    `arith.mulf`, `arith.addf`, `arith.divf` and `math.absf`.
  }];
  let options = [
    Option<"f32TrigInF64", "f32-trig-in-f64", "bool", /*default=*/"false",
           "Compute f32/f16 sin, cos and tan in f64">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect"
  ];
}

def VulkanExactRemainderPass : Pass<"strata-vulkan-exact-remainder"> {
  let summary = "Computes arith.remf exactly (fmod) instead of SPIR-V's OpFRem";
  let description = [{
    SPIR-V's OpFRem is x - y * trunc(x / y) with the division's precision:
    lavapipe's f32 remainder of 4 by 1.1766397 came out 0.47008085, fmod's
    exact value is 0.47008097 (found by strata-fuzz-programs). The remainder
    of two floats is always representable, and StableHLO's remainder (C's
    fmod) is exact on the CPU targets and in XLA. This pass rewrites every
    scalar and vector arith.remf of f16, f32 or f64 into binary long
    division on |y| scaled by powers of two: t = |y| doubled while 2t <= |x|,
    then while t >= |y|: r -= t where r >= t, t halved. Each subtraction is
    exact (t <= r < 2t), so is each scaling, and the loop runs about twice
    log2(|x / y|) steps (one step where |x| < 2|y|). NaN operands, an
    infinite x or a zero y give NaN, an infinite y gives x, and the result
    takes x's sign (f16 runs in f32: exact, and the remainder fits f16).
    Run on the loops the kernels were emitted as, before SPIR-V.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def VulkanRoundBF16InF32Pass : Pass<"strata-vulkan-round-bf16-in-f32"> {
  let summary = "Rounds f32 values to bf16 precision without leaving f32";
  let description = [{
    Emulated bf16 arithmetic (arith-emulate-unsupported-floats) computes each
    op in f32 and rounds its result through `arith.extf(arith.truncf(x))`,
    which arith-expand-ops turns into a 16-bit round trip of 12 SPIR-V
    instructions (bias, shift down, truncate to i16, NaN select on i16, zero
    extension, shift up). This pass rewrites each such pair into the same
    rounding on the f32 bits: `(b + 0x7FFF + ((b >> 16) & 1)) & 0xFFFF0000`,
    or 0x7FC00000 for NaN: 7 instructions, all 32-bit, bit for bit the
    same value (round to nearest even; infinities and overflow to infinity
    as the truncation gives them). A truncf with other uses stays for them.
    Run after strata-keep-emulated-roundings, before arith-expand-ops.

    The bf16 GELU epilogue of a GPT layer's MLP-up projection does 11 such
    roundings per element: 90% of its instructions.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

//===----------------------------------------------------------------------===//
// Buffer-level passes
//===----------------------------------------------------------------------===//

def VulkanDemoteF64Pass : Pass<"strata-vulkan-demote-f64", "::mlir::ModuleOp"> {
  let summary = "Computes f64 kernels in f32 for targets without Float64";
  let description = [{
    For a target without the Float64 capability: every `gpu.func` kernel
    that uses f64 computes in f32 instead (values, constants, workgroup and
    private memory are retyped; f32<->f64 conversions disappear), with a
    warning. f64 bindings keep their layout and are accessed as pairs of
    32-bit words: a load rounds the f64 bits to the nearest f32 (ties to
    even; below the f32 normal range to a signed zero, above it to
    infinity), a store widens the f32 exactly. Runs on loops with plain
    `memref.load`/`memref.store`; math expansion runs after it. A kernel
    that depends on the f64 bit layout (e.g. bitcast to i64) is an error.

    ```mlir
    %x = memref.load %in[%i] : memref<8xf64>
    // becomes (%in : memref<8x2xi32>)
    %lo = memref.load %in[%i, %c0] : memref<8x2xi32>
    %hi = memref.load %in[%i, %c1] : memref<8x2xi32>
    %x = ... bits of (%lo, %hi) rounded to f32 ... : f32
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def VulkanCooperativeKernelsPass
    : Pass<"strata-vulkan-cooperative-kernels", "::mlir::func::FuncOp"> {
  let summary = "Writes the matmul and row-reduction kernels of marked "
                "dispatches";
  let description = [{
    Works on a bufferized dispatch function that
    strata-vulkan-tile-and-distribute marked `strata.vulkan.cooperative`
    (others are left alone). Its body must be linalg ops and `memref.copy`s
    on whole buffers: elementwise producers, one kernel op, elementwise
    consumers over the kernel op's output reading what it produced only at
    their own point; anything else is an error naming the dispatch.

    The new body works on `gpu.block_id`/`gpu.thread_id` and records its
    grid in `strata.vulkan.workgroup_size`/`_count` (taken over by
    strata-vulkan-map-to-gpu). Producers and consumers are evaluated at the
    points where their values are needed; no temporary is written.

    * `matmul` (f32 `linalg.matmul`/`batch_matmul`/equivalent generic,
      A[b, m, k] B[b, k, n]): a workgroup of (tn/rn) x (tm/rm) invocations
      computes a tm x tn tile of C (block x = n tile, y = m tile, z =
      batch). Per bk-deep slice of k, the invocations load A (tm x bk) and
      B (bk x tn) into workgroup memory (`memref.alloc` in
      `#gpu.address_space<workgroup>`, vector<4xf32> words), `gpu.barrier`,
      issue the global loads of the next slice, and accumulate rm x rn
      outputs each with `vector.fma`, then `gpu.barrier` again. Bindings
      whose innermost dimension is a multiple of 4 (A when k is, B and the
      outputs when n is) are retyped to `memref<... x vector<4xf32>>` and
      read/written a word at a time; the others are read element by element.
      Tiles past the bounds are zero-filled and their stores guarded.
    * `row_reduction` (a reduction over trailing loops with a known
      combiner: addf, mulf, maximumf, minimumf, addi, muli, max/min s/u,
      and/or/xor, f32 or i32 accumulator, rows >= 32 long): `threads`
      invocations (a power of two) per row and `rows` rows per workgroup.
      Each invocation accumulates a strided share of the row starting from
      the combiner's neutral element (vector<4> words of the inputs when the
      innermost reduced dimension is a multiple of 4), then a tree through
      workgroup memory with a `gpu.barrier` per level; invocation 0
      combines the result with the initial value, evaluates the consumers
      and stores.
  }];
  let options = [
    Option<"maxInvocations", "max-invocations", "int64_t", /*default=*/"1024",
           "Invocations per workgroup limit">,
    ListOption<"maxWorkgroupSize", "max-workgroup-size", "int64_t",
               "Upper bound per workgroup dimension (x, y, z)">,
    Option<"maxSharedMemoryBytes", "max-shared-memory-bytes", "int64_t",
           /*default=*/"32768", "Workgroup memory limit">,
    ListOption<"matmulTile", "matmul-tile", "int64_t",
               "Forced matmul tile tm,tn,bk,rm,rn (default: by shape)">,
    ListOption<"skinnyTile", "skinny-tile", "int64_t",
               "Forced skinny-contraction shape rows,bytes,invocations "
               "(default 8,16,256)">,
    ListOption<"cooperativeMatrixTypes", "cooperative-matrix", "std::string",
               "Operand types (f16, bf16) with 16x16x16 subgroup cooperative "
               "matrices accumulating in f32 (contractions of them use "
               "them)">,
    Option<"subgroupSize", "subgroup-size", "int64_t", /*default=*/"32",
           "Invocations per subgroup (cooperative matrices need 32)">,
    Option<"skinnyCooperative", "skinny-cooperative", "bool",
           /*default=*/"true",
           "Contractions of 9-16 rows on cooperative matrices (16-row "
           "tiles) instead of the skinny kernel">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect"
  ];
}

def VulkanMapToGPUPass
    : Pass<"strata-vulkan-map-to-gpu", "::mlir::ModuleOp"> {
  let summary = "Turns bufferized dispatch functions into gpu.func kernels";
  let description = [{
    Works on a module of bufferized dispatch functions (identity-layout
    memref arguments, no results; inputs first, then outputs).

    For each `func.func`:
    1. When its body is one `#gpu.block` `scf.forall` plus side-effect free
       ops, the forall's induction variables become `gpu.block_id`s (its trip
       counts are the workgroup count); when the block forall's body is one
       `#gpu.thread` `scf.forall` plus side-effect free ops, that forall's
       induction variables become `gpu.thread_id`s (its trip counts are the
       workgroup size).
    2. Control flow loses its buffers (SPIR-V's logical addressing cannot
       select or carry pointers): each buffer an `scf.if`/`index_switch`/
       `for`/`while` yields becomes one state buffer allocated before the op
       that every yield copies into; `scf.index_switch` becomes an `scf.if`
       chain; a `scf.while` that carries nothing becomes
       `flag = true; while (flag) { before; flag = c; if (c) { after } }` so
       its loop header holds no nested loops. `memref.copy` becomes
       `linalg.copy`.
    3. When no thread forall (or cooperative kernel) mapped the invocations,
       the body (the whole dispatch, or each workgroup tile) is distributed
       over a workgroup's invocations (DistributeInvocations.h): linalg ops
       and result-less foralls become loops whose parallel iterations are
       spread over the invocations, other writes run in invocation 0, and
       dependent steps are separated by barriers (one workgroup, temporaries
       shared); independent steps also spread over workgroups. Remaining
       `scf.forall`s become `scf.for` loops. `memref.get_global` of a small
       dense constant becomes a temporary buffer each invocation fills (host
       globals are not visible to shaders).
    4. The function becomes `gpu.module @name` holding
       `gpu.func @name kernel` with `spirv.entry_point_abi` carrying the
       workgroup size; the module carries `spirv.target_env` (the
       `target-env` option) and `strata.workgroup_count`.

    Example: `func.func @d(%a: memref<4xf32>, %b: memref<4xf32>)` with a
    thread forall of 4 becomes `gpu.module @d { gpu.func @d(...) kernel
    attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size
    = [4, 1, 1]>} }` with `strata.workgroup_count = array<i64: 1, 1, 1>`.
  }];
  let options = [
    Option<"targetEnv", "target-env", "std::string", /*default=*/"\"\"",
           "A #spirv.target_env attribute (textual); the default is the "
           "backend's lavapipe-like environment">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::gpu::GPUDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::spirv::SPIRVDialect"
  ];
}

def VulkanConvertToSPIRVPass
    : Pass<"strata-vulkan-convert-to-spirv", "::mlir::ModuleOp"> {
  let summary = "Converts each gpu.module kernel to a spirv.module";
  let description = [{
    For each `gpu.module` (see strata-vulkan-map-to-gpu), whose kernel is
    already down to loops with plain loads and stores: makes temporary
    buffers (`memref.alloc`/`alloca` used only by loads and stores)
    invocation-private `memref.alloca`s in `#spirv.storage_class<Function>`
    at the kernel entry, maps memref memory
    spaces to Vulkan storage classes, then converts gpu, scf (structured
    control flow), arith, math, memref, index, ub and func ops to the
    `spirv` dialect under the module's `spirv.target_env` (the backend's
    default, lavapipe-like environment when absent; 32-bit index,
    booleans stored as 8 bits, narrow types emulated with 32-bit words where
    the target lacks them). The resulting `spirv.module` is renamed after
    the entry point and keeps `strata.workgroup_count`; it also gets
    `strata.workgroup_size` and `strata.binding_count` for serialization,
    and `strata.private_memory_bytes` (Function-storage variables of one
    invocation) and `strata.workgroup_memory_bytes` (Workgroup variables)
    for the module's records. A kernel over either limit is an error
    naming the dispatch: drivers may refuse such a pipeline.
  }];
  let options = [
    Option<"maxPrivateMemoryBytes", "max-private-memory-bytes", "int64_t",
           /*default=*/"16384",
           "Private memory one invocation may use">,
    Option<"maxSharedMemoryBytes", "max-shared-memory-bytes", "int64_t",
           /*default=*/"32768",
           "Workgroup memory one workgroup may use">,
  ];
  let dependentDialects = ["::mlir::spirv::SPIRVDialect"];
}

#endif // STRATA_TARGET_VULKAN_PASSES
