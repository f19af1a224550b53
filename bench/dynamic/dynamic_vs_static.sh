#!/usr/bin/env bash
#===- bench/dynamic/dynamic_vs_static.sh - One dynamic module vs static ones ===#
#
# Issue 15's benchmark, in one run on this machine: the MLP exported with a
# symbolic batch (tests/dynamic/dyn_mlp_bench_b1/program.mlir), compiled once,
# timed at b = 1 and b = 64 next to the same MLP exported with static shapes
# (tests/dynamic/static_mlp_b1, static_mlp_b64), each with --task-workers=1
# and with all cores; the f32 FMA peak is measured first (bench/cpu/
# fma_peak.c). Writes bench/results/dynamic-vs-static-<target>-<host>.md with
# the raw JSON beside it.
#
# Environment (defaults in brackets):
#   TARGET            target manifest tests/e2e/targets/<TARGET>.json [llvm-cpu]
#   DEVICE            strata-benchmark --device [local]
#   STRATA_COMPILE    compiler       [<repo>/build/bin/strata-compile]
#   STRATA_BENCHMARK  benchmark tool [<repo>/build/bin/strata-benchmark]
#   MODULES           prebuilt modules dir (skip compiling; the GPU machine)
#   REPETITIONS [5]   MIN_TIME [0.5]
#
# On a GPU (DEVICE=vulkan): wall time per call without timestamp queries,
# and the GPU time per call (device timestamps, a second run) beside it.
#
#===----------------------------------------------------------------------===#
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
target="${TARGET:-llvm-cpu}"
device="${DEVICE:-local}"
compile="${STRATA_COMPILE:-$repo/build/bin/strata-compile}"
benchmark="${STRATA_BENCHMARK:-$repo/build/bin/strata-benchmark}"
reps="${REPETITIONS:-5}"
min_time="${MIN_TIME:-0.5}"
host="$(hostname)"
programs="$repo/tests/dynamic"
raw="$repo/bench/results/dynamic-vs-static-$target-$host"
mkdir -p "$raw"
work="$(mktemp -d /tmp/strata-dyn-XXXXXX)"
trap 'rm -rf "$work"' EXIT

modules="${MODULES:-$work}"
if [[ -z "${MODULES:-}" ]]; then
  for m in dyn_mlp_bench_b1 static_mlp_b1 static_mlp_b64; do
    "$compile" --targets="$repo/tests/e2e/targets/$target.json" \
      "$programs/$m/program.mlir" -o "$work/$m.smod"
  done
fi

cores="$(nproc)"
workers_list="1 $cores"
if [[ "$device" == local ]]; then
  cc="$(command -v clang-22 || command -v clang || command -v gcc)"
  "$cc" -O2 -march=native "$repo/bench/cpu/fma_peak.c" -o "$work/fma_peak" -lpthread
  "$work/fma_peak" "$cores" > "$raw/fma_peak.json"
else
  workers_list="1"
  echo '{}' > "$raw/fma_peak.json"
fi

run() { # name module input workers
  # On a GPU: wall time without timestamp queries, then GPU time per call
  # from them (a second run).
  local timing=()
  [[ "$device" != local ]] && timing=(--dispatch_timing=false)
  "$benchmark" --module="$2" --input="@$3" --device="$device" \
    --task-workers="$4" --benchmark_repetitions="$reps" "${timing[@]}" \
    --benchmark_min_time="$min_time" --benchmark_format=json > "$raw/$1.w$4.json"
  if [[ "$device" != local ]]; then
    "$benchmark" --module="$2" --input="@$3" --device="$device" \
      --benchmark_repetitions="$reps" --benchmark_min_time="$min_time" \
      --benchmark_format=json > "$raw/$1.gpu.json"
  fi
}
for w in $workers_list; do
  for b in 1 64; do
    run "dyn_mlp_b$b" "$modules/dyn_mlp_bench_b1.smod" "$programs/dyn_mlp_bench_b$b/in0.npy" "$w"
    run "static_mlp_b$b" "$modules/static_mlp_b$b.smod" "$programs/static_mlp_b$b/in0.npy" "$w"
  done
done

out="$repo/bench/results/dynamic-vs-static-$target-$host.md"
python3 - "$raw" "$target" "$device" "$workers_list" > "$out" <<'PY'
import json, os, sys
raw, target, device, workers = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4].split()
def median(name, w):
    with open(os.path.join(raw, f"{name}.w{w}.json")) as f:
        for row in json.load(f)["benchmarks"]:
            if row.get("aggregate_name") == "median":
                scale = {"s": 1e3, "ms": 1.0, "us": 1e-3, "ns": 1e-6}
                return row["real_time"] * scale[row.get("time_unit", "ns")]
    raise SystemExit("no median row")
peak = json.load(open(os.path.join(raw, "fma_peak.json")))
print(f"# dyn_mlp (one module, symbolic batch) vs static_mlp ({target}, device {device})\n")
print(f"FMA peak: {json.dumps(peak)}\n")
def gpu_ms(name):
    """GPU time per call (device timestamps), or None on the CPU."""
    path = os.path.join(raw, f"{name}.gpu.json")
    if not os.path.exists(path):
        return None
    d = json.load(open(path))["dispatches"]
    assert d.get("time_source") == "device-timestamps", path
    return sum(e["total_ms_per_call"] for e in d["entry_points"])
gpu = gpu_ms("dyn_mlp_b1") is not None
head = "| batch | workers | dynamic ms | static ms | dynamic / static |"
rule = "|---|---|---|---|---|"
if gpu:
    head += " dynamic GPU ms | static GPU ms | GPU dynamic / static |"
    rule += "---|---|---|"
print(head)
print(rule)
for w in workers:
    for b in (1, 64):
        d, s = median(f"dyn_mlp_b{b}", w), median(f"static_mlp_b{b}", w)
        row = f"| {b} | {w} | {d:.4f} | {s:.4f} | {d / s:.2f}x |"
        if gpu:
            dg, sg = gpu_ms(f"dyn_mlp_b{b}"), gpu_ms(f"static_mlp_b{b}")
            row += f" {dg:.4f} | {sg:.4f} | {dg / sg:.2f}x |"
        print(row)
PY
echo "wrote $out" >&2
cat "$out"
