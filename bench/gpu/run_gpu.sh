#!/usr/bin/env bash
#===- bench/gpu/run_gpu.sh - corpus + benchmarks on a real GPU (Vulkan) ----===#
#
# Runs on the GPU machine from the repository root, with two ignored folders
# carried there (see bench/gpu/README.md): build-gpu/ (runtime tools, runtime
# plugins, libspirv-cross, modules compiled here for vulkan-spirv, corpus
# inputs/outputs) and .gl/ (the Vulkan loader .debs). Writes into RESULTS
# (default /tmp/strata-gpu-results) and, when $OUT is set (the device tool),
# packs them into $OUT/gpu-results.tgz (the tool brings back few files):
#   env.txt          GPU, driver, Vulkan device, JAX version
#   corpus.txt       one line per corpus program run on --device=vulkan
#   strata-<p>.json  strata-benchmark reports (wall time + GPU time per call)
#   strata-<p>-wall.json  the same without timestamp queries (wall time)
#   xla.json         XLA (JAX) wall time per call on the same programs
#   xla-models.json  the same for the models of tests/models (xla_models.py)
# PROGRAMS='glob ...' runs only the staged programs matching one of the
# globs; CORPUS_ONLY=1 stops after the correctness runs (no benchmarks).
#
#===----------------------------------------------------------------------===#
set -uo pipefail
out="${RESULTS:-/tmp/strata-gpu-results}"
rm -rf "$out"
mkdir -p "$out"
source bench/gpu/vulkan_env.sh
source bench/gpu/program_args.sh
bin=build-gpu/bin
reps="${REPETITIONS:-5}"
min_time="${MIN_TIME:-0.5}"
bench_programs="${BENCH_PROGRAMS:-bench_matmul_2048x512x1024 bench_conv_resnet_56x56x64 bench_softmax_4096x1024 bench_elementwise_4M mnist_mlp_b64}"
# The models of tests/models that were staged (MODELS= to skip them).
models="${MODELS-$(staged_models)}"

{
  date -u +%Y-%m-%dT%H:%M:%SZ
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv
  "$bin/strata-run" --list-devices
  uname -srm
  ldd --version | head -1
  python3 -c 'import jax; print("jax", jax.__version__, jax.devices())'
} > "$out/env.txt" 2>&1

# 1. Every corpus program with inputs on the Vulkan device vs XLA's outputs.
: > "$out/corpus.txt"
pass=0 total=0
selected() {
  [[ -z "${PROGRAMS:-}" ]] && return 0
  local glob globs
  read -ra globs <<< "$PROGRAMS" # no pathname expansion
  for glob in "${globs[@]}"; do
    # shellcheck disable=SC2053 # the right side is a glob on purpose
    [[ "$1" == $glob ]] && return 0
  done
  return 1
}
for module in build-gpu/modules/*.smod; do
  p="$(basename "$module" .smod)"
  selected "$p" || continue
  dir="build-gpu/corpus/$p"
  kind="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("kind"))' "$dir/meta.json")"
  [[ "$kind" == "bench" ]] && continue
  staged_program_args "$dir"
  total=$((total + 1))
  # Poisoned: a kernel reading result elements it never wrote fails.
  if log="$(STRATA_VULKAN_POISON=1 "$bin/strata-run" --module="$module" --device=vulkan "${args[@]}" 2>&1)"; then
    pass=$((pass + 1)); echo "PASS $p" >> "$out/corpus.txt"
  else
    echo "FAIL $p: $(echo "$log" | tail -3 | tr '\n' ' ')" >> "$out/corpus.txt"
  fi
done
echo "corpus on vulkan: $pass / $total passed" >> "$out/corpus.txt"
if [[ -n "${CORPUS_ONLY:-}" ]]; then
  cat "$out/corpus.txt"
  [[ -n "${OUT:-}" ]] && tar czf "$OUT/gpu-results.tgz" -C "$out" .
  exit 0
fi

# 2. strata-benchmark on the Vulkan device (GPU time from timestamps).
for p in $bench_programs $models; do
  staged_inputs "$p"
  "$bin/strata-benchmark" --module="build-gpu/modules/$p.smod" --device=vulkan \
    "${inputs[@]}" --benchmark_repetitions="$reps" \
    --benchmark_min_time="$min_time" --benchmark_format=json \
    > "$out/strata-$p.json" 2> "$out/strata-$p.err"
  # Wall time as XLA's is taken: without timestamp queries.
  "$bin/strata-benchmark" --module="build-gpu/modules/$p.smod" --device=vulkan \
    "${inputs[@]}" --benchmark_repetitions="$reps" \
    --benchmark_min_time="$min_time" --benchmark_format=json \
    --dispatch_timing=false > "$out/strata-$p-wall.json" 2>> "$out/strata-$p.err"
done

# 3. XLA on the same programs and inputs, side by side.
python3 bench/gpu/xla_bench.py "$inputs_root" build-gpu/corpus $bench_programs \
  > "$out/xla.json" 2> "$out/xla.err"
if [[ -n "$models" ]]; then
  python3 bench/gpu/xla_models.py $models > "$out/xla-models.json" \
    2> "$out/xla-models.err"
fi
tail -1 "$out/corpus.txt"
if [[ -n "${OUT:-}" ]]; then
  tar czf "$OUT/gpu-results.tgz" -C "$out" .
fi
