#!/usr/bin/env bash
#===- bench/run_cpu.sh - CPU benchmarks of the corpus bench programs -------===#
#
# Compiles the corpus bench_* programs and mnist_mlp_b1/b64 for a CPU target
# (llvm-cpu unless TARGET says otherwise), makes random inputs
# (bench/make_inputs.py), runs strata-benchmark on each with
# --task-workers=1 and with all cores, and writes a markdown table to
# bench/results/cpu-<hostname>[-<target>].md (raw JSON next to it in
# bench/results/cpu-<hostname>[-<target>]/; llvm-cpu has no suffix).
#
# Environment (defaults in brackets):
#   STRATA_COMPILE    compiler        [<repo>/build/bin/strata-compile]
#   STRATA_BENCHMARK  benchmark tool  [<repo>/build-rt/bin/strata-benchmark,
#                                      else <repo>/build/bin/strata-benchmark]
#   CORPUS            corpus dir      [/work/shared/corpus]
#   REPETITIONS       repetitions     [5]
#   MIN_TIME          seconds per repetition [0.5]
#   PROGRAMS          space-separated program names [all bench_* + mnist]
#   TARGET            backend, with bench/targets-<TARGET>.json [llvm-cpu]
#   BENCH_LOCK        lock file held while compiling and timing each program
#                     (keeps parallel builds off the cores being measured)
#                     [/tmp/strata-build.lock; empty: no lock]
#
#===----------------------------------------------------------------------===#
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
compile="${STRATA_COMPILE:-$repo/build/bin/strata-compile}"
if [[ -z "${STRATA_BENCHMARK:-}" ]]; then
  STRATA_BENCHMARK="$repo/build-rt/bin/strata-benchmark"
  [[ -x "$STRATA_BENCHMARK" ]] || STRATA_BENCHMARK="$repo/build/bin/strata-benchmark"
fi
corpus="${CORPUS:-/work/shared/corpus}"
reps="${REPETITIONS:-5}"
min_time="${MIN_TIME:-0.5}"
lock="${BENCH_LOCK-/tmp/strata-build.lock}"
host="$(hostname)"
target="${TARGET:-llvm-cpu}"
suffix=""
[[ "$target" == "llvm-cpu" ]] || suffix="-$target"
cores="$(nproc)"

for tool in "$compile" "$STRATA_BENCHMARK"; do
  [[ -x "$tool" ]] || { echo "run_cpu.sh: error: $tool is not an executable (build it first)" >&2; exit 1; }
done
[[ -d "$corpus" ]] || { echo "run_cpu.sh: error: corpus directory $corpus not found" >&2; exit 1; }

if [[ -z "${PROGRAMS:-}" ]]; then
  PROGRAMS="$(cd "$corpus" && ls -d bench_* | tr '\n' ' ') mnist_mlp_b1 mnist_mlp_b64"
fi

work="$(mktemp -d /tmp/strata-bench-XXXXXX)"
trap 'rm -rf "$work"' EXIT
raw="$here/results/cpu-$host$suffix"
mkdir -p "$raw"

locked() {
  if [[ -n "$lock" ]]; then flock "$lock" "$@"; else "$@"; fi
}

for p in $PROGRAMS; do
  src="$corpus/$p"
  [[ -f "$src/program.mlir" ]] || { echo "run_cpu.sh: error: $src/program.mlir not found" >&2; exit 1; }
  echo "== $p" >&2
  locked "$compile" --targets="$here/targets-$target.json" "$src/program.mlir" -o "$work/$p.smod"
  python3 "$here/make_inputs.py" "$src" "$work/$p-in" >/dev/null
  inputs=()
  n_in="$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["inputs"]))' "$src/meta.json")"
  for ((i = 0; i < n_in; i++)); do inputs+=("--input=@$work/$p-in/in$i.npy"); done
  for workers in 1 "$cores"; do
    locked "$STRATA_BENCHMARK" --module="$work/$p.smod" "${inputs[@]}" \
      --task-workers="$workers" --benchmark_repetitions="$reps" \
      --benchmark_min_time="$min_time" --benchmark_format=json \
      > "$raw/$p.w$workers.json"
  done
done

out="$here/results/cpu-$host$suffix.md"
TARGET="$target" python3 "$here/summarize.py" "$corpus" "$raw" "$cores" $PROGRAMS > "$out"
echo "wrote $out" >&2
cat "$out"
