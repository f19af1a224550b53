#!/usr/bin/env bash
#===- bench/gpu/contractions/run.sh - model-scale contractions vs XLA -----===#
#
# On the GPU machine from the repository root, with build-gpu/ (after
# stage.sh) and .gl/ carried. Per program of build-gpu/contractions: inputs
# from programs.py, XLA's outputs (precision "highest") and its wall time per
# call at default and highest precision, strata-run on --device=vulkan
# checked against XLA's outputs, strata-benchmark with per-dispatch GPU time
# (and rates beside the device's peaks) and without (wall time). Results in
# $OUT/contractions/ (one folder per program) and $OUT/contractions.md.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
source bench/gpu/vulkan_env.sh
bin=build-gpu/bin
out="${OUT:-/tmp}/contractions"
mkdir -p "$out"
# Programs of an earlier run (NAMES= reruns some) stay in the table.
work=/tmp/contraction-inputs
gpu="$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)"
# Dense FP32 (non-tensor) TFLOP/s and HBM GB/s of the SXM parts.
case "$gpu" in
  *H200*) peaks=(--peak_tflops=67 --peak_gbps=4800) ;;
  *H100*) peaks=(--peak_tflops=67 --peak_gbps=3350) ;;
  *) peaks=() ;;
esac
echo "$gpu" > "$out/env.txt"
# NAMES='glob ...' runs only the programs matching one of the globs.
source bench/gpu/names.sh
for dir in build-gpu/contractions/*/; do
  name="$(basename "$dir")"
  selected "$name" || continue
  [[ -f "$dir/module.smod" ]] || continue
  res="$out/$name"
  mkdir -p "$res" "$work/$name"
  cp "$dir/dump.txt" "$res/" 2>/dev/null
  python3 bench/gpu/contractions/programs.py inputs "$name" "$work/$name"
  timeout 300 python3 bench/gpu/contractions/programs.py xla "$name" \
    "$work/$name" "$work/$name" --time > "$res/xla.json" 2> "$res/xla.err"
  args=()
  i=0
  while [[ -f "$work/$name/in$i.npy" ]]; do
    args+=("--input=@$work/$name/in$i.npy")
    i=$((i + 1))
  done
  case "$name" in
    *i8) tol=(--rtol=0 --atol=0) ;;
    *bf16) tol=(--rtol=2e-2 --atol=2e-2) ;;
    *) tol=(--rtol=1e-3 --atol=1e-3) ;;
  esac
  if timeout 300 "$bin/strata-run" --module="$dir/module.smod" --device=vulkan \
    "${args[@]}" --expected_output="@$work/$name/out0.npy" "${tol[@]}" \
    > "$res/check.txt" 2>&1; then
    echo PASS > "$res/status.txt"
  else
    echo FAIL > "$res/status.txt"
  fi
  timeout 300 "$bin/strata-benchmark" --module="$dir/module.smod" --device=vulkan \
    "${args[@]}" --benchmark_repetitions=3 --benchmark_min_time=0.3 \
    "${peaks[@]}" > "$res/dispatches.txt" 2>&1
  timeout 300 "$bin/strata-benchmark" --module="$dir/module.smod" --device=vulkan \
    "${args[@]}" --benchmark_repetitions=3 --benchmark_min_time=0.3 \
    --dispatch_timing=false --benchmark_format=json > "$res/wall.json" 2>&1
  rm -rf "${work:?}/$name"
done
python3 bench/gpu/contractions/summarize.py "$out" > "$OUT/contractions.md" 2>&1 || true
cat "$OUT/contractions.md"
