// Contractions of 8-bit integers summed in i32 on cooperative matrices
// (tensor cores): with a target that offers 16x16x32 matrices of si8 / ui8
// accumulating in i32 of the same signedness (option "cooperative-matrix":
// i8, ui8), strata-vulkan-cooperative-kernels stages the operand slices as
// 8-bit values in rows padded to 16-byte multiples, and each subgroup of 32
// accumulates 16 x 16 i32 fragments 32 deep; SPIR-V's multiply-add takes
// the signedness as its operands (MatrixASignedComponentsKHR...), the
// matrices are signless. Cases: the 64 x 64 tile with two 32-deep steps per
// slice, odd m and n, k = 70 (element loads), both transposed forms, a
// batch, unsigned operands past 127, operands narrowed from i32 in the
// program, and a dequantizing epilogue (f32 sums times a column scale).
// Expected values: Inputs/cooperative_matrix_int8.py (exact). Every case
// runs on llvm-cpu, vmvx and the portable Vulkan target (lavapipe here;
// its i32 FMA tiles failed to compile the dequantizing epilogue before);
// the cooperative-matrix module is checked here and runs where the device
// offers 8-bit cooperative matrices (bench/gpu/coop_check.sh: NVIDIA). The 128 x 128 tile (128-deep slices) needs 96 such tiles, too
// large for exact expected values here: bench/gpu/scale's matmul_4096_int8
// checks it against XLA.
// DEFINE: %{cases} = i8_square i8_odd i8_k70 i8_nt i8_tn i8_batch ui8_words i8_narrowed i8_dequant
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/cooperative_matrix_int8.py %t
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t/cpu.smod
// RUN: for c in %{cases}; do strata-run --module=%t/cpu.smod --function=$c --rtol=1e-6 --atol=0 $(cat %t/$c.args) > %t/$c.cpu.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.cpu.log; }; done | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t/vmvx.smod
// RUN: for c in %{cases}; do strata-run --module=%t/vmvx.smod --function=$c --rtol=1e-6 --atol=0 $(cat %t/$c.args) > %t/$c.vmvx.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vmvx.log; }; done | FileCheck %s
// The portable Vulkan target (FMA i32 tiles) on the machine's device.
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t/vk.smod %}
// RUN: %if vulkan %{ for c in %{cases}; do env XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=$c --rtol=1e-6 --atol=0 $(cat %t/$c.args) > %t/$c.vk.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vk.log; }; done | FileCheck %s %}
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan-cooperative-matrix.json -o %t/coop.smod --dump-executables-to=%t/dump
// RUN: FileCheck %s --check-prefix=SPIRV < %t/dump/i8_square_dispatch_0.vulkan_spirv.mlir
// RUN: FileCheck %s --check-prefix=UNSIGNED < %t/dump/ui8_words_dispatch_0.vulkan_spirv.mlir
// RUN: strata-dump %t/coop.smod | FileCheck %s --check-prefix=KERNELS

// CHECK: PASS i8_square
// CHECK-NEXT: PASS i8_odd
// CHECK-NEXT: PASS i8_k70
// CHECK-NEXT: PASS i8_nt
// CHECK-NEXT: PASS i8_tn
// CHECK-NEXT: PASS i8_batch
// CHECK-NEXT: PASS ui8_words
// CHECK-NEXT: PASS i8_narrowed
// CHECK-NEXT: PASS i8_dequant

// KERNELS: kernel: matmul 1x256x256x128 (batch x m x n x k), tile 64x64x64, cooperative matrices 16x16x32 i8 (tensor cores), 4 subgroups of 2x2 fragments, A 4 x 8-bit words, B 4 x 8-bit words;
// KERNELS: kernel: matmul 1x200x136x72 (batch x m x n x k), tile 64x64x64, cooperative matrices 16x16x32 i8 (tensor cores), {{.+}}, A 4 x 8-bit words, B 4 x 8-bit words;
// KERNELS: kernel: matmul 1x96x64x70 (batch x m x n x k), {{.+}} i8 (tensor cores), {{.+}}, A fused, B 4 x 8-bit words;
// KERNELS: kernel: matmul 1x130x200x64 (batch x m x n x k), {{.+}} i8 (tensor cores), {{.+}}, A 4 x 8-bit words, B 4 x 8-bit words (k innermost);
// KERNELS: kernel: matmul 1x132x72x48 (batch x m x n x k), {{.+}} i8 (tensor cores), {{.+}}, A 4 x 8-bit words (m innermost), B 4 x 8-bit words;
// KERNELS: kernel: matmul 3x40x52x96 (batch x m x n x k), {{.+}} i8 (tensor cores), {{.+}}, A 4 x 8-bit words, B 4 x 8-bit words;
// KERNELS: kernel: matmul 1x130x100x64 (batch x m x n x k), {{.+}} 16x16x32 ui8 (tensor cores), {{.+}}, A 4 x 8-bit words, B 4 x 8-bit words;
// KERNELS: kernel: matmul 1x70x90x48 (batch x m x n x k), {{.+}} i8 (tensor cores), {{.+}}, A fused, B fused;
// KERNELS: kernel: matmul 1x100x80x64 (batch x m x n x k), {{.+}} i8 (tensor cores), {{.+}}, A 4 x 8-bit words, B 4 x 8-bit words;

// Slices of i8 (rows of 80 bytes) read as signless i8 matrices, B's held
// k-contiguous per column (column-major fragments); the multiply-add takes
// the signedness as operands (none for ui8).
// SPIRV: spirv.KHR.CooperativeMatrixLoad {{.+}}, %cst80_i32, <RowMajor> : !spirv.ptr<i8, Workgroup>, i32 -> !spirv.coopmatrix<16x32xi8, Subgroup, MatrixA>
// SPIRV: spirv.KHR.CooperativeMatrixLoad {{.+}}, %cst80_i32, <ColumnMajor> : !spirv.ptr<i8, Workgroup>, i32 -> !spirv.coopmatrix<32x16xi8, Subgroup, MatrixB>
// SPIRV: spirv.KHR.CooperativeMatrixMulAdd {{.+}}, <ASigned|BSigned|CSigned|ResultSigned> : !spirv.coopmatrix<16x32xi8, Subgroup, MatrixA>, !spirv.coopmatrix<32x16xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
// UNSIGNED-NOT: {{[ABC]}}Signed
// UNSIGNED: spirv.KHR.CooperativeMatrixMulAdd {{%[^,]+}}, {{%[^,]+}}, {{%[^,]+}} : !spirv.coopmatrix<16x32xi8, Subgroup, MatrixA>
// UNSIGNED-NOT: {{[ABC]}}Signed

func.func @i8_square(%a: tensor<256x128xi8>, %b: tensor<128x256xi8>) -> tensor<256x256xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<256x128xi8>, tensor<128x256xi8>) -> tensor<256x256xi32>
  return %0 : tensor<256x256xi32>
}

func.func @i8_odd(%a: tensor<200x72xi8>, %b: tensor<72x136xi8>) -> tensor<200x136xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<200x72xi8>, tensor<72x136xi8>) -> tensor<200x136xi32>
  return %0 : tensor<200x136xi32>
}

func.func @i8_k70(%a: tensor<96x70xi8>, %b: tensor<70x64xi8>) -> tensor<96x64xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<96x70xi8>, tensor<70x64xi8>) -> tensor<96x64xi32>
  return %0 : tensor<96x64xi32>
}

func.func @i8_nt(%a: tensor<130x64xi8>, %b: tensor<200x64xi8>) -> tensor<130x200xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [1] : (tensor<130x64xi8>, tensor<200x64xi8>) -> tensor<130x200xi32>
  return %0 : tensor<130x200xi32>
}

func.func @i8_tn(%a: tensor<48x132xi8>, %b: tensor<48x72xi8>) -> tensor<132x72xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<48x132xi8>, tensor<48x72xi8>) -> tensor<132x72xi32>
  return %0 : tensor<132x72xi32>
}

func.func @i8_batch(%a: tensor<3x40x96xi8>, %b: tensor<3x96x52xi8>) -> tensor<3x40x52xi32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<3x40x96xi8>, tensor<3x96x52xi8>) -> tensor<3x40x52xi32>
  return %0 : tensor<3x40x52xi32>
}

func.func @ui8_words(%a: tensor<130x64xui8>, %b: tensor<64x100xui8>) -> tensor<130x100xui32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<130x64xui8>, tensor<64x100xui8>) -> tensor<130x100xui32>
  return %0 : tensor<130x100xui32>
}

func.func @i8_narrowed(%a: tensor<70x48xi32>, %b: tensor<48x90xi32>) -> tensor<70x90xi32> {
  %a8 = stablehlo.convert %a : (tensor<70x48xi32>) -> tensor<70x48xi8>
  %b8 = stablehlo.convert %b : (tensor<48x90xi32>) -> tensor<48x90xi8>
  %0 = stablehlo.dot_general %a8, %b8, contracting_dims = [1] x [0] : (tensor<70x48xi8>, tensor<48x90xi8>) -> tensor<70x90xi32>
  return %0 : tensor<70x90xi32>
}

func.func @i8_dequant(%a: tensor<100x64xi8>, %b: tensor<64x80xi8>, %scale: tensor<80xf32>) -> tensor<100x80xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<100x64xi8>, tensor<64x80xi8>) -> tensor<100x80xi32>
  %1 = stablehlo.convert %0 : (tensor<100x80xi32>) -> tensor<100x80xf32>
  %2 = stablehlo.broadcast_in_dim %scale, dims = [1] : (tensor<80xf32>) -> tensor<100x80xf32>
  %3 = stablehlo.multiply %1, %2 : tensor<100x80xf32>
  return %3 : tensor<100x80xf32>
}
