#!/usr/bin/env bash
#===- bench/gpu/run_cpu_models.sh - tests/models: Strata vs XLA:CPU -------===#
#
# Issue 20's side-by-side run, on the GPU machine (its Xeon) from the
# repository root, with build-gpu/ staged by `STAGE_CPU=1 bash
# bench/gpu/stage.sh` (each model of tests/models compiled here for llvm-cpu
# with a sapphirerapids and an x86-64-v4 variant, in build-gpu/cpu-modules/).
# Per model, in one run:
#   1. strata-run against XLA:CPU's exported outputs (correctness first);
#   2. strata-benchmark --device=local at all cores and --task-workers=1;
#   3. XLA:CPU (xla_models.py, XLA_MODELS_PLATFORM=cpu) at all cores, then
#      in a process with XLA_FLAGS=--xla_cpu_multi_thread_eigen=false
#      intra_op_parallelism_threads=1 and taskset to one core.
# Then bench/cpu/summarize_xla.py writes cpu-vs-xla.md (CPU name, both
# times, ratios). MODELS="a b" limits the models. Packs $OUT/cpu-models.tgz.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
out="${RESULTS:-/tmp/strata-cpu-models}"
rm -rf "$out"
mkdir -p "$out"
bin=build-gpu/bin
source "$(dirname "${BASH_SOURCE[0]}")/check_program.sh"
export LD_LIBRARY_PATH="$PWD/build-gpu/lib:$PWD/build-gpu/syslib:${LD_LIBRARY_PATH:-}"
{ lscpu | grep -E "Model name|^CPU\(s\)|Flags" | sed 's/^Flags:.*\(avx512[a-z_0-9 ]*\).*/Flags (avx512...): \1/'; nproc; } > "$out/env.txt" 2>&1
models=""
for module in build-gpu/cpu-modules/*.smod; do
  p="$(basename "$module" .smod)"
  if [[ -n "${MODELS:-}" && " $MODELS " != *" $p "* ]]; then continue; fi
  dir="build-gpu/corpus/$p"
  if check_program "$module" "$dir" "$out/run-$p.log"; then
    echo "PASS $p" >> "$out/check.txt"
  else
    echo "FAIL $p" >> "$out/check.txt"
  fi
  for workers in all 1; do
    extra=()
    [[ "$workers" == 1 ]] && extra=(--task-workers=1)
    "$bin/strata-benchmark" --module="$module" --device=local "${inputs[@]}" \
      "${extra[@]}" --benchmark_repetitions=5 --benchmark_min_time=0.5 \
      --benchmark_format=json --dispatch_timing=false \
      > "$out/strata-$workers-$p.json" 2> "$out/strata-$workers-$p.err"
  done
  models="$models $p"
done
XLA_MODELS_PLATFORM=cpu python3 bench/gpu/xla_models.py $models \
  > "$out/xla-all.json" 2> "$out/xla-all.err"
XLA_FLAGS="--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1" \
  XLA_MODELS_PLATFORM=cpu taskset -c 0 python3 bench/gpu/xla_models.py $models \
  > "$out/xla-1.json" 2> "$out/xla-1.err"
python3 bench/cpu/summarize_xla.py "$out" > "$out/cpu-vs-xla.md"
cat "$out/check.txt" "$out/cpu-vs-xla.md"
if [[ -n "${OUT:-}" ]]; then
  tar czf "$OUT/cpu-models.tgz" -C "$out" .
fi
