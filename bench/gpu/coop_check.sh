#!/usr/bin/env bash
#===- bench/gpu/coop_check.sh - tensor-core kernels on the GPU machine ----===#
#
# On the GPU machine from the repository root, with build-gpu/{bin,lib,
# syslib,coop,scale} and .gl/ carried. Stage here:
#   mkdir -p build-gpu/coop
#   python3 tests/lit/target-vulkan/Inputs/cooperative_matrix.py build-gpu/coop
#   strata-compile tests/lit/target-vulkan/run-cooperative-matrix.mlir \
#     --targets=tests/e2e/targets/vulkan-cooperative-matrix.json -o build-gpu/coop/coop.smod
#   strata-compile ... --targets=tests/e2e/targets/vulkan.json -o build-gpu/coop/plain.smod
#   (any other module there runs too: coop-<tile>.smod under a forced matmul-tile,
#   coop-skinny.smod with "skinny-cooperative": "true" for the 9-16-row cases)
#   (the same for run-cooperative-matrix-int8.mlir into build-gpu/coopint8 with
#   Inputs/cooperative_matrix_int8.py; bash bench/gpu/probe/build.sh)
#   python3 tests/lit/target-vulkan/Inputs/cooperative_attention.py build-gpu/coopattn
#   strata-compile tests/lit/target-vulkan/run-cooperative-attention.mlir \
#     --pipeline=tests/lit/target-vulkan/Inputs/fuse-attention.json \
#     --targets=tests/e2e/targets/vulkan-cooperative-matrix.json -o build-gpu/coopattn/coop.smod
#   TARGETS=tests/e2e/targets/vulkan-cooperative-matrix.json NAMES='...' \
#     bash bench/gpu/scale/stage_scale.sh      (and STAGE=build-gpu/scale64 with a
#                                               matmul-tile=64,64,32,4,8 manifest)
# 1. the device's cooperative-matrix shapes, run-cooperative-matrix.mlir's and
#    run-cooperative-matrix-int8.mlir's cases with both modules
#    ($OUT/coop-cases.txt);
# 2. bench/gpu/scale/run_scale.sh on build-gpu/scale (SCALE_NAMES) and, when
#    staged, on build-gpu/scale64 ($OUT/tile64/).
#
#===----------------------------------------------------------------------===#
set -u
source bench/gpu/vulkan_env.sh
mkdir -p "$OUT"
{
  [[ -x build-gpu/bin/coop-properties ]] && build-gpu/bin/coop-properties
  # run-cooperative-matrix.mlir's cases (build-gpu/coop) and
  # run-cooperative-matrix-int8.mlir's (build-gpu/coopint8, exact), each
  # with the cooperative-matrix module and the portable one.
  for dir in coop coopint8; do
    [[ -d build-gpu/$dir ]] || continue
    tol="--rtol=2e-3 --atol=2e-3"
    [[ $dir == coopint8 ]] && tol="--rtol=1e-6 --atol=0"
    # coop.smod, plain.smod and any other staged module (coop-<tile>.smod:
    # the cases under a forced matmul-tile).
    for module in build-gpu/$dir/*.smod; do
      m="$(basename "$module" .smod)"
      for args in build-gpu/$dir/*.args; do
        c="$(basename "$args" .args)"
        if timeout 60 build-gpu/bin/strata-run --module="$module" \
            --device=vulkan --function=$c $tol $(cat "$args") > /tmp/$m.$c.log 2>&1; then
          echo "PASS $dir/$m $c"
        else
          echo "FAIL $dir/$m $c"
          grep -v '^[0-9x]*x[a-z0-9]*=' /tmp/$m.$c.log | tail -5
        fi
      done
    done
  done
  # run-cooperative-attention.mlir's cases (and run-attention.mlir's bf16
  # one), staged with Inputs/cooperative_attention.py into
  # build-gpu/coopattn with coop.smod compiled for the cooperative target.
  if [[ -d build-gpu/coopattn ]]; then
    for args in build-gpu/coopattn/*.args; do
      c="$(basename "$args" .args)"
      if timeout 60 build-gpu/bin/strata-run --module=build-gpu/coopattn/coop.smod \
          --device=vulkan --function=$c --rtol=3e-2 --atol=2e-2 \
          $(cat "$args") > /tmp/attn.$c.log 2>&1; then
        echo "PASS coopattn $c"
      else
        echo "FAIL coopattn $c"
        grep -v '^[0-9x]*x[a-z0-9]*=' /tmp/attn.$c.log | tail -5
      fi
    done
  fi
} 2>&1 | tee "$OUT/coop-cases.txt"
# SCALE_NAMES=none: the cases only.
[[ "${SCALE_NAMES:-}" == none ]] && exit 0
names="${SCALE_NAMES:-matmul_4096_bf16 gpt_layer_bf16 gpt_layer_4096_bf16 resnet_stage_bf16 decode_7b_b16 decode_7b_b1}"
NAMES="$names" DEADLINE="${DEADLINE:-300}" bash bench/gpu/scale/run_scale.sh
if [[ -d build-gpu/scale64 ]]; then
  mkdir -p "$OUT/tile64"
  OUT="$OUT/tile64" STAGE=build-gpu/scale64 NAMES="${TILE64_NAMES:-$names}" \
    RESULTS=/tmp/strata-scale64 DEADLINE="${DEADLINE64:-200}" \
    bash bench/gpu/scale/run_scale.sh
fi
