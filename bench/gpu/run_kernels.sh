#!/usr/bin/env bash
#===- bench/gpu/run_kernels.sh - kernel variants on a real GPU (Vulkan) ----===#
#
# Runs on the GPU machine from the repository root with build-gpu/ (stage.sh
# then stage_kernels.sh) and .gl/ carried. For every module in
# build-gpu/variants: random inputs (bench/make_inputs.py), the llvm-cpu
# variant's results on --device=local as the reference, the vulkan variant
# on --device=vulkan checked against them, then strata-benchmark on the
# Vulkan device (GPU time from timestamps). With CORPUS=1 also every corpus
# program on the GPU against XLA's outputs (as run_gpu.sh). Writes into
# RESULTS (default /tmp/strata-gpu-kernels) and packs $OUT/gpu-kernels.tgz.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
out="${RESULTS:-/tmp/strata-gpu-kernels}"
rm -rf "$out"
mkdir -p "$out"
source bench/gpu/vulkan_env.sh
source bench/gpu/program_args.sh
bin=build-gpu/bin
{
  date -u +%Y-%m-%dT%H:%M:%SZ
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv
  "$bin/strata-run" --list-devices
} > "$out/env.txt" 2>&1

if [[ "${CORPUS:-0}" == 1 ]]; then
  : > "$out/corpus.txt"
  pass=0 total=0
  for module in build-gpu/modules/*.smod; do
    p="$(basename "$module" .smod)"
    dir="build-gpu/corpus/$p"
    kind="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("kind"))' "$dir/meta.json")"
    [[ "$kind" == "bench" ]] && continue
    staged_program_args "$dir"
    total=$((total + 1))
    if log="$("$bin/strata-run" --module="$module" --device=vulkan "${args[@]}" 2>&1)"; then
      pass=$((pass + 1)); echo "PASS $p" >> "$out/corpus.txt"
    else
      echo "FAIL $p: $(echo "$log" | tail -3 | tr '\n' ' ')" >> "$out/corpus.txt"
    fi
  done
  echo "corpus on vulkan: $pass / $total passed" >> "$out/corpus.txt"
  tail -1 "$out/corpus.txt"
fi

: > "$out/check.txt"
inputs_root=/tmp/strata-gpu-kernel-inputs
for module in build-gpu/variants/*.smod; do
  name="$(basename "$module" .smod)"
  p="${name%@*}"
  in="$inputs_root/$p"
  if [[ ! -d "$in" ]]; then
    dir="build-gpu/corpus/$p"
    if [[ -f "$dir/in0.npy" ]]; then
      mkdir -p "$in" && cp "$dir"/in*.npy "$in/"
    else
      python3 bench/make_inputs.py "$dir" "$in" > /dev/null
    fi
  fi
  inputs=()
  for f in "$in"/in*.npy; do inputs+=("--input=@$f"); done
  ref="$in/ref.npy"
  if [[ ! -f "$ref" ]]; then
    "$bin/strata-run" --module="$module" --device=local "${inputs[@]}" --output="@$ref" > /dev/null 2>&1
  fi
  if "$bin/strata-run" --module="$module" --device=vulkan "${inputs[@]}" --expected_output="@$ref" \
      --rtol=1e-3 --atol=1e-4 > "$out/check-$name.log" 2>&1; then
    echo "PASS $name" >> "$out/check.txt"
  else
    echo "FAIL $name: $(tail -3 "$out/check-$name.log" | tr '\n' ' ')" >> "$out/check.txt"
  fi
  "$bin/strata-benchmark" --module="$module" --device=vulkan "${inputs[@]}" \
    --benchmark_repetitions="${REPETITIONS:-5}" --benchmark_min_time="${MIN_TIME:-0.3}" \
    --benchmark_format=json > "$out/strata-$name.json" 2> "$out/strata-$name.err"
done
cat "$out/check.txt"
python3 - "$out" <<'PY'
import glob, json, os, sys
for f in sorted(glob.glob(os.path.join(sys.argv[1], "strata-*.json"))):
    try:
        d = json.load(open(f))
    except Exception as e:
        print(os.path.basename(f), "unreadable", e); continue
    eps = d.get("dispatches", {}).get("entry_points", [])
    total = sum(e["total_ms_per_call"] for e in eps)
    parts = " ".join("%s=%.4f" % (e["entry_point"], e["median_ms_per_dispatch"]) for e in eps)
    print("%-60s gpu_ms/call=%.4f  median/dispatch: %s" % (os.path.basename(f)[7:-5], total, parts))
PY
if [[ -n "${OUT:-}" ]]; then
  tar czf "$OUT/gpu-kernels.tgz" -C "$out" .
fi
