#!/usr/bin/env bash
#===- bench/gpu/run_stress.sh - stress and fault tests on a real GPU -------===#
#
# On the GPU machine from the repository root with build-gpu-stress/ (from
# stage_stress.sh) and .gl/ carried: the tests/stress load (8 threads, 4
# contexts, 10 calls each, a reload thread) on --device=vulkan for every
# staged program, then the fault tests of tests/fault through the fault
# layer on the real driver. One line per test in $OUT/stress.txt (or
# /tmp/strata-stress.txt), each run's output in $OUT/stress-logs/.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
stage=build-gpu-stress
out="${OUT:-/tmp}"
logs="$out/stress-logs"
mkdir -p "$logs"
source bench/gpu/vulkan_env.sh
export LD_LIBRARY_PATH="$PWD/$stage/syslib:$LD_LIBRARY_PATH"
summary="$out/stress.txt"
: > "$summary"
args=(--run-arg=--threads=8 --run-arg=--threads-per-context=2
  --run-arg=--calls=10 --run-arg=--reload-threads=1)
run() { # name program [env...] -- [strata-stress args...]
  local name="$1" program="$2" log start rc
  shift 2
  local env=()
  while [[ $# -gt 0 && "$1" != -- ]]; do env+=("$1"); shift; done
  shift
  log="$logs/${name//\//_}.log"
  start=$(date +%s)
  env "${env[@]}" timeout 300 python3 tests/e2e/run_program.py --device vulkan \
    --prebuilt "$stage/modules" --run "$stage/bin/strata-stress" "${args[@]}" "$@" \
    --program "$stage/corpus/$program" --form pretty \
    --targets tests/e2e/targets/vulkan.json --work /tmp/strata-stress-work \
    > "$log" 2>&1
  rc=$?
  printf '%-48s rc=%-3s %4ss  %s\n' "$name" "$rc" "$(( $(date +%s) - start ))" \
    "$(tail -1 "$log")" | tee -a "$summary"
}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$summary"
for p in $(ls "$stage/modules" | sed 's/\.vulkan\.pretty\.smod$//'); do
  run "stress/vulkan/$p" "$p" --
done
layer=(VK_LAYER_PATH="$PWD/$stage/layer"
  VK_INSTANCE_LAYERS=VK_LAYER_STRATA_fault_injection)
for p in mnist_mlp_b64 lenet_b8; do
  for n in 1 25; do
    run "fault/vulkan/device-lost-at-$n/$p" "$p" "${layer[@]}" \
      STRATA_FAULT_DEVICE_LOST_AT_SUBMIT=$n -- \
      --run-arg=--expect-error=VK_ERROR_DEVICE_LOST \
      --run-arg=--min-matches=$(( n > 1 ? 1 : 0 ))
  done
done
run fault/vulkan/out-of-memory/mnist_mlp_b64 mnist_mlp_b64 "${layer[@]}" \
  STRATA_FAULT_DEVICE_MEMORY_BYTES=327680 -- \
  --run-arg=--expect-error=VK_ERROR_OUT_OF_DEVICE_MEMORY
