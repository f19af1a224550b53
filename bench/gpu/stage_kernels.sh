#!/usr/bin/env bash
#===- bench/gpu/stage_kernels.sh - kernel variants for run_kernels.sh ------===#
#
# After stage.sh: compiles the GPU benchmark programs again into
# build-gpu/variants/<program>@<variant>.smod, each with an llvm-cpu variant
# next to the vulkan-spirv one (run_kernels.sh checks the GPU's results
# against the CPU's on the same random inputs). Variants: "auto" (the
# default options), "generic" (cooperative-kernels=false: one invocation
# per output point, the backend before the cooperative kernels) and, for
# bench_matmul_2048x512x1024 and bench_conv_resnet_56x56x64 (the implicit
# GEMM conv kernel shares the matmul tiles), forced matmul tiles
# tm,tn,bk,rm,rn.
#
#===----------------------------------------------------------------------===#
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
corpus="${CORPUS:-$repo/../shared/corpus}"
out="$repo/build-gpu/variants"
rm -rf "$out"
mkdir -p "$out"
compile() { # program variant vulkan-options-json
  local json="$out/$1@$2.json"
  echo "{\"targets\":[{\"backend\":\"vulkan-spirv\",\"options\":$3},{\"backend\":\"llvm-cpu\",\"options\":{\"cpu\":\"x86-64-v2\"}}]}" > "$json"
  "$repo/build/bin/strata-compile" "$corpus/$1/program.mlir" --targets="$json" -o "$out/$1@$2.smod"
}
for p in ${BENCH_PROGRAMS:-bench_matmul_2048x512x1024 bench_softmax_4096x1024 bench_elementwise_4M mnist_mlp_b64 bench_matmul_1024 bench_conv_resnet_56x56x64}; do
  compile "$p" auto '{}'
  compile "$p" generic '{"cooperative-kernels":"false"}'
done
for tile in ${MATMUL_TILES:-128,128,16,8,8 128,128,8,8,8 64,128,16,4,8 128,64,16,8,4 64,64,16,4,4}; do
  compile bench_matmul_2048x512x1024 "tile${tile//,/_}" "{\"matmul-tile\":\"$tile\"}"
done
for tile in ${CONV_TILES:-64,64,16,4,4 16,64,16,1,4 64,32,16,4,4 32,32,16,2,4}; do
  compile bench_conv_resnet_56x56x64 "tile${tile//,/_}" "{\"matmul-tile\":\"$tile\"}"
done
ls "$out"/*.smod | wc -l
