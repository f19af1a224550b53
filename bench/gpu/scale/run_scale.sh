#!/usr/bin/env bash
#===- bench/gpu/scale/run_scale.sh - model-scale benchmarks vs XLA ---------===#
#
# On the GPU machine from the repository root, with build-gpu/ (stage.sh,
# then stage_scale.sh) and .gl/ carried. For each build-gpu/scale/<name>/
# module.smod (NAMES='glob ...' picks some):
#   1. xla_scale.py xla: inputs (export_scale.make_inputs, meta.json's seed)
#      as .npy in a temp dir, XLA's outputs (jax.jit; precision "highest"
#      for f32 programs, default otherwise) and XLA's wall ms per call at the
#      default precision and, for f32, at "highest"
#   2. strata-run --device=vulkan, its outputs checked against XLA's
#      (xla_scale.py check, meta.json's tolerance)
#   3. strata-benchmark --device=vulkan: once with per-dispatch GPU time
#      (rates beside the device's peaks), once without (wall time, as XLA's
#      is taken)
# Every step has a timeout (STEP_TIMEOUT, default 120 s; XLA's step
# XLA_TIMEOUT, default 240 s), cut to the time left before DEADLINE seconds
# (default 560) from the start; a program that fails or times out is recorded
# and the next one runs (strata-benchmark only after strata-run succeeded);
# programs still waiting at DEADLINE are skipped, so the table is written
# inside the device tool's 10 minutes. Results: RESULTS (default /tmp/strata-scale-
# results), one folder per program; the table $OUT/scale.md and the raw logs
# $OUT/scale-results.tgz (the device tool brings back few files).
#
#===----------------------------------------------------------------------===#
set -uo pipefail
start=$SECONDS
source bench/gpu/vulkan_env.sh
export XLA_PYTHON_CLIENT_PREALLOCATE=false # strata runs next to it on the GPU
bin=build-gpu/bin
stage="${STAGE:-build-gpu/scale}" # STAGE: another staged set
out="${RESULTS:-/tmp/strata-scale-results}"
work="${WORK:-/tmp/strata-scale-inputs}"
step_timeout="${STEP_TIMEOUT:-120}"
xla_timeout="${XLA_TIMEOUT:-240}"
deadline="${DEADLINE:-560}"
reps="${REPETITIONS:-3}"
min_time="${MIN_TIME:-0.3}"
rm -rf "$out" "$work"
mkdir -p "$out"
{
  date -u +%Y-%m-%dT%H:%M:%SZ
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
  "$bin/strata-run" --list-devices
  python3 -c 'import jax; print("jax", jax.__version__, jax.devices())'
  git log -1 --format='strata %h %s' 2>/dev/null
} > "$out/env.txt" 2>&1
cp "$stage/compile.txt" "$out/" 2>/dev/null
gpu="$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)"
# Dense peaks of the SXM parts (TFLOP/s: FP32 non-tensor, BF16 and INT8
# tensor; GB/s of HBM), for strata-benchmark's per-dispatch shares and the table.
case "$gpu" in
  *H200*) f32_peak=67 bf16_peak=989 int8_peak=1979 gbps=4800 ;;
  *H100*) f32_peak=67 bf16_peak=989 int8_peak=1979 gbps=3350 ;;
  *) f32_peak="" bf16_peak="" int8_peak="" gbps="" ;;
esac
echo "peaks f32=$f32_peak bf16=$bf16_peak int8=$int8_peak gbps=$gbps" >> "$out/env.txt"

source bench/gpu/names.sh
# cap T: T, or the seconds left before DEADLINE when fewer (at least 1).
cap() {
  local left=$((deadline - (SECONDS - start)))
  (( left < 1 )) && left=1
  (( left < $1 )) && echo "$left" || echo "$1"
}
meta_field() { # meta_field META KEY
  python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get(sys.argv[2], ""))' "$1" "$2"
}

for dir in "$stage"/*/; do
  dir="${dir%/}"
  name="$(basename "$dir")"
  selected "$name" || continue
  res="$out/$name"
  mkdir -p "$res"
  cp "$dir/meta.json" "$res/" 2>/dev/null
  if [[ ! -f "$dir/module.smod" ]]; then
    echo "not staged (did not compile)" > "$res/status.txt"
    continue
  fi
  if (( SECONDS - start > deadline )); then
    echo "skipped: DEADLINE ${deadline}s passed" > "$res/status.txt"
    continue
  fi
  echo "== $name ($((SECONDS - start)) s)"
  cp "$dir/dump.txt" "$res/" 2>/dev/null
  meta="$dir/meta.json"
  w="$work/$name"
  rm -rf "$w"
  # 1. Inputs, XLA's outputs and times.
  timeout "$(cap "$xla_timeout")" python3 bench/gpu/scale/xla_scale.py xla "$name" "$w" \
    --seed "$(meta_field "$meta" seed)" --time > "$res/xla.json" 2> "$res/xla.err"
  echo "xla exit $?" > "$res/steps.txt"
  n_in="$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["inputs"]))' "$meta")"
  n_out="$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["outputs"]))' "$meta")"
  args=()
  for ((i = 0; i < n_in; i++)); do args+=("--input=@$w/in$i.npy"); done
  if [[ ! -f "$w/in$((n_in - 1)).npy" ]]; then
    echo "FAIL: no inputs (xla_scale.py: $(tail -1 "$res/xla.err"))" > "$res/status.txt"
    rm -rf "$w"
    continue
  fi
  outs=()
  for ((i = 0; i < n_out; i++)); do outs+=("--output=@$w/strata$i.npy"); done
  # 2. strata-run on the GPU, checked against XLA.
  timeout "$(cap "$step_timeout")" "$bin/strata-run" --module="$dir/module.smod" --device=vulkan \
    "${args[@]}" "${outs[@]}" --print-max-element-count=0 > "$res/run.txt" 2>&1
  rc=$?
  echo "strata-run exit $rc" >> "$res/steps.txt"
  if (( rc != 0 )); then
    echo "FAIL: strata-run exit $rc$( ((rc == 124)) && echo ' (timeout)'): $(tail -2 "$res/run.txt" | tr '\n' ' ')" \
      > "$res/status.txt"
  elif python3 bench/gpu/scale/xla_scale.py check "$name" "$w" "$meta" > "$res/check.json" 2>&1; then
    echo PASS > "$res/status.txt"
  else
    echo "FAIL: outputs differ from XLA's" > "$res/status.txt"
  fi
  # 3. strata-benchmark: per-dispatch GPU time, then wall time.
  case "$(meta_field "$meta" precision)" in
    bf16) peak="$bf16_peak" ;;
    int8) peak="$int8_peak" ;;
    *) peak="$f32_peak" ;;
  esac
  peaks=()
  [[ -n "$peak" ]] && peaks=(--peak_tflops="$peak" --peak_gbps="$gbps")
  if (( rc == 0 )); then
    timeout "$(cap "$step_timeout")" "$bin/strata-benchmark" --module="$dir/module.smod" \
      --device=vulkan "${args[@]}" --benchmark_repetitions="$reps" \
      --benchmark_min_time="$min_time" "${peaks[@]}" > "$res/dispatches.txt" 2>&1
    echo "strata-benchmark (dispatch timing) exit $?" >> "$res/steps.txt"
    timeout "$(cap "$step_timeout")" "$bin/strata-benchmark" --module="$dir/module.smod" \
      --device=vulkan "${args[@]}" --benchmark_repetitions="$reps" \
      --benchmark_min_time="$min_time" --dispatch_timing=false \
      --benchmark_format=json > "$res/wall.json" 2> "$res/wall.err"
    echo "strata-benchmark (wall) exit $?" >> "$res/steps.txt"
  fi
  rm -rf "$w"
done
rm -rf "$work"
summary="${OUT:-$out}/scale.md"
python3 bench/gpu/scale/summarize.py "$out" > "$summary" 2>&1
cat "$summary"
if [[ -n "${OUT:-}" ]]; then
  tar czf "$OUT/scale-results.tgz" -C "$out" .
fi
echo "run_scale: $((SECONDS - start)) s"
