#!/usr/bin/env bash
#===- bench/gpu/scale/run_variants.sh - one program, several staged builds -===#
#
# On the GPU machine (carry build-gpu and .gl): for each program of NAMES,
# makes its inputs and XLA's outputs and times once (xla_scale.py), then for
# each staged set of STAGES that has it (stage_scale.sh with STAGE=dir and
# TARGETS=manifest: the same program under other target options) checks
# strata-run's outputs against XLA's and times it with strata-benchmark
# (per dispatch, then wall). One line per (program, set) in
# $OUT/variants.md; raw files in $OUT/variants-results.tgz.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
start=$SECONDS
source bench/gpu/vulkan_env.sh
export XLA_PYTHON_CLIENT_PREALLOCATE=false
bin=build-gpu/bin
stages="${STAGES:?STAGES='build-gpu/scale build-gpu/scale-x ...'}"
out="${RESULTS:-/tmp/strata-variants}"
work="${WORK:-/tmp/strata-variants-inputs}"
deadline="${DEADLINE:-540}"
reps="${REPETITIONS:-3}"
min_time="${MIN_TIME:-0.3}"
rm -rf "$out" "$work"
mkdir -p "$out"
source bench/gpu/names.sh
meta_field() {
  python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get(sys.argv[2], ""))' "$1" "$2"
}
wall_ms() { # the median wall ms per call of a strata-benchmark json
  python3 - "$1" <<'PY'
import json, sys
try:
    runs = json.load(open(sys.argv[1]))["benchmarks"]
except Exception:
    print("-"); sys.exit()
med = [r for r in runs if r.get("aggregate_name") == "median"] or runs
r = med[0]
scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[r.get("time_unit", "ns")]
print(f"{r['real_time'] * scale:.3f}")
PY
}
{
  echo "| program | set | check | Strata ms | XLA ms (default / highest) |"
  echo "|---|---|---|---|---|"
} > "$out/variants.md"
read -ra sets <<< "$stages"
first="${sets[0]}"
for dir in "$first"/*/; do
  name="$(basename "$dir")"
  selected "$name" || continue
  [[ -f "$dir/meta.json" ]] || continue
  (( SECONDS - start > deadline )) && { echo "| $name | - | skipped (deadline) | | |" >> "$out/variants.md"; continue; }
  meta="$dir/meta.json"
  w="$work/$name"
  timeout 240 python3 bench/gpu/scale/xla_scale.py xla "$name" "$w" \
    --seed "$(meta_field "$meta" seed)" --time > "$out/$name-xla.json" 2> "$out/$name-xla.err"
  xla="$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(" / ".join(f"{d[k]:.3f}" for k in ("default","highest") if d.get(k)))' "$out/$name-xla.json" 2>/dev/null)"
  n_in="$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["inputs"]))' "$meta")"
  n_out="$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["outputs"]))' "$meta")"
  args=() outs=()
  for ((i = 0; i < n_in; i++)); do args+=("--input=@$w/in$i.npy"); done
  for ((i = 0; i < n_out; i++)); do outs+=("--output=@$w/strata$i.npy"); done
  for set in "${sets[@]}"; do
    module="$set/$name/module.smod"
    tag="$(basename "$set")"
    res="$out/$name/$tag"
    mkdir -p "$res"
    if [[ ! -f "$module" ]]; then
      echo "| $name | $tag | not staged | | $xla |" >> "$out/variants.md"; continue
    fi
    (( SECONDS - start > deadline )) && { echo "| $name | $tag | skipped (deadline) | | $xla |" >> "$out/variants.md"; continue; }
    cp "$set/$name/dump.txt" "$res/" 2>/dev/null
    rm -f "$w"/strata*.npy
    check=FAIL
    if timeout 120 "$bin/strata-run" --module="$module" --device=vulkan "${args[@]}" "${outs[@]}" \
      --print-max-element-count=0 > "$res/run.txt" 2>&1; then
      python3 bench/gpu/scale/xla_scale.py check "$name" "$w" "$meta" > "$res/check.json" 2>&1 && check=PASS
      timeout 120 "$bin/strata-benchmark" --module="$module" --device=vulkan "${args[@]}" \
        --benchmark_repetitions="$reps" --benchmark_min_time="$min_time" > "$res/dispatches.txt" 2>&1
      timeout 120 "$bin/strata-benchmark" --module="$module" --device=vulkan "${args[@]}" \
        --benchmark_repetitions="$reps" --benchmark_min_time="$min_time" --dispatch_timing=false \
        --benchmark_format=json > "$res/wall.json" 2> "$res/wall.err"
    fi
    echo "| $name | $tag | $check | $(wall_ms "$res/wall.json") | $xla |" >> "$out/variants.md"
  done
  rm -rf "$w"
done
rm -rf "$work"
cat "$out/variants.md"
if [[ -n "${OUT:-}" ]]; then
  cp "$out/variants.md" "$OUT/"
  tar czf "$OUT/variants-results.tgz" -C "$out" .
fi
echo "run_variants: $((SECONDS - start)) s"
