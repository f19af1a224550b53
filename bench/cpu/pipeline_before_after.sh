#!/usr/bin/env bash
#===- bench/cpu/pipeline_before_after.sh - one pipeline change, timed ----===#
#
# On this machine, in one run: each program of PROGRAMS (directories with a
# program.mlir and its in*.npy) compiled for each manifest of TARGETS with
# the pipeline config BEFORE (a --pipeline JSON: the old behaviour) and
# with the default pipeline (after), then both modules timed alternately
# by strata-benchmark --device=local (median of REPETITIONS, wall ms per
# call). Modules that come out byte-identical are reported as such and not
# timed. One markdown table on stdout.
#
# Example (attention fusion, bench/results/cpu-attention-fusion-dev.md):
#   BEFORE=bench/gpu/scale/pipelines/no-attention-fusion.json \
#   PROGRAMS="tests/models/encoder tests/models/vit_block" \
#   bash bench/cpu/pipeline_before_after.sh
#
#===----------------------------------------------------------------------===#
set -uo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
compile="$repo/build/bin/strata-compile"
benchmark="$repo/build/bin/strata-benchmark"
before="${BEFORE:?BEFORE=<pipeline JSON of the old behaviour>}"
targets="${TARGETS:-tests/e2e/targets/llvm-cpu.json tests/e2e/targets/vmvx.json}"
reps="${REPETITIONS:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

median_ms() { # strata-benchmark JSON on stdin -> median wall ms per call
  python3 -c 'import json, sys
runs = json.load(sys.stdin)["benchmarks"]
r = [x for x in runs if x.get("aggregate_name") == "median"][0]
scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[r["time_unit"]]
print("%.4f" % (r["real_time"] * scale))'
}

echo "| program | target | before ms | after ms | after / before |"
echo "|---|---|---|---|---|"
for dir in ${PROGRAMS:?PROGRAMS=dir ...}; do
  p="$(basename "$dir")"
  inputs=()
  for f in $(ls -v "$dir"/in*.npy 2>/dev/null); do inputs+=("--input=@$f"); done
  for manifest in $targets; do
    t="$(basename "$manifest" .json)"
    "$compile" "$dir/program.mlir" --targets="$manifest" --pipeline="$before" \
      -o "$work/before.smod" || { echo "| $p | $t | compile failed | | |"; continue; }
    "$compile" "$dir/program.mlir" --targets="$manifest" \
      -o "$work/after.smod" || { echo "| $p | $t | | compile failed | |"; continue; }
    if cmp -s "$work/before.smod" "$work/after.smod"; then
      echo "| $p | $t | same module | same module | 1.00 |"
      continue
    fi
    declare -A ms=()
    for round in 1 2; do # alternate: before, after, before, after
      for side in before after; do
        v="$("$benchmark" --module="$work/$side.smod" --device=local \
          "${inputs[@]}" --dispatch_timing=false \
          --benchmark_repetitions="$reps" --benchmark_min_time=0.2 \
          --benchmark_format=json 2>/dev/null | median_ms)"
        # The lower of the two rounds: the least disturbed.
        if [[ -z "${ms[$side]:-}" ]] || python3 -c "import sys; sys.exit(not $v < ${ms[$side]})"; then
          ms[$side]="$v"
        fi
      done
    done
    ratio="$(python3 -c "print(f'{${ms[after]} / ${ms[before]}:.2f}')")"
    echo "| $p | $t | ${ms[before]} | ${ms[after]} | $ratio |"
    unset ms
  done
done
