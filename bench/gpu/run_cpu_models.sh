#!/usr/bin/env bash
#===- bench/gpu/run_cpu_models.sh - tests/models on the GPU machine's CPU --===#
#
# Runs on the GPU machine (its 16-core Xeon) from the repository root, with
# build-gpu/ staged by stage.sh plus build-gpu/cpu-modules/ (each model of
# tests/models compiled here for llvm-cpu with cpu x86-64-v4:
# STAGE_CPU=1 bash bench/gpu/stage.sh). Per model: strata-run against the
# exported outputs, strata-benchmark --device=local (all cores), and
# XLA:CPU (xla_models.py with XLA_MODELS_PLATFORM=cpu) in the same run.
# Packs the results into $OUT/cpu-models.tgz.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
out="${RESULTS:-/tmp/strata-cpu-models}"
rm -rf "$out"
mkdir -p "$out"
bin=build-gpu/bin
export LD_LIBRARY_PATH="$PWD/build-gpu/syslib:${LD_LIBRARY_PATH:-}"
{ lscpu | grep -E "Model name|^CPU\(s\)"; nproc; } > "$out/env.txt" 2>&1
models=""
for module in build-gpu/cpu-modules/*.smod; do
  p="$(basename "$module" .smod)"
  dir="build-gpu/corpus/$p"
  args=() inputs=()
  for f in "$dir"/in*.npy; do args+=("--input=@$f"); inputs+=("--input=@$f"); done
  for f in "$dir"/out*.npy; do args+=("--expected_output=@$f"); done
  tol="$(python3 -c 'import json,sys; t=json.load(open(sys.argv[1])).get("tolerance",{}); print(t.get("rtol",1e-4), t.get("atol",1e-5))' "$dir/meta.json")"
  if "$bin/strata-run" --module="$module" --device=local "${args[@]}" \
      --rtol="${tol% *}" --atol="${tol#* }" > "$out/run-$p.log" 2>&1; then
    echo "PASS $p" >> "$out/check.txt"
  else
    echo "FAIL $p" >> "$out/check.txt"
  fi
  "$bin/strata-benchmark" --module="$module" --device=local "${inputs[@]}" \
    --benchmark_repetitions=5 --benchmark_min_time=0.5 --benchmark_format=json \
    --dispatch_timing=false > "$out/strata-$p.json" 2> "$out/strata-$p.err"
  models="$models $p"
done
XLA_MODELS_PLATFORM=cpu python3 bench/gpu/xla_models.py $models \
  > "$out/xla-models.json" 2> "$out/xla-models.err"
cat "$out/check.txt"
if [[ -n "${OUT:-}" ]]; then
  tar czf "$OUT/cpu-models.tgz" -C "$out" .
fi
