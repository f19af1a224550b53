#!/usr/bin/env bash
# One CPU-hour (at least) per fuzz target, for tests/fuzz/README.md's figures:
# each target in libFuzzer's fork mode on every core for 3600/cores seconds,
# from the committed seeds. Runs where build-asan/ was carried (the GPU
# machine's 16 cores: stage bin/fuzz and the vmvx plugin into build-fuzz-stage/
# and `run` with carry=["build-fuzz-stage"], STRATA_FUZZ_BUILD=build-fuzz-stage).
# Usage: bench/fuzz/run_long.sh OUT_DIR TARGET...
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="$1"
shift
cores="$(nproc)"
seconds=$(( (3600 + cores - 1) / cores + 5 ))
build="${STRATA_FUZZ_BUILD:-$root/build-asan}"
export STRATA_FUZZ_PLUGIN_DIR="$build/lib/strata/plugins"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
mkdir -p "$out"
for target in "$@"; do
  work="$out/work-$target"
  mkdir -p "$work" "$out/artifacts-$target"
  start=$(date +%s)
  "$build/bin/fuzz/$target" -fork="$cores" -max_total_time="$seconds" \
    -timeout=20 -rss_limit_mb=3072 -print_final_stats=1 \
    -artifact_prefix="$out/artifacts-$target/" "$work" \
    "$root/tests/fuzz/corpus/$target" > "$out/$target.log" 2>&1
  rc=$?
  end=$(date +%s)
  # Fork mode prints cumulative "#N ... cov: C ft: F corp: K" lines.
  last=$(grep -E '^#[0-9]+: cov: ' "$out/$target.log" | tail -1)
  echo "$target rc=$rc wall=$((end - start))s cores=$cores cpu_s=$(( (end - start) * cores )) last: $last crashes: $(ls "$out/artifacts-$target" | wc -l)" | tee -a "$out/summary.txt"
done
