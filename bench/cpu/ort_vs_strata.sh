#!/usr/bin/env bash
#===- bench/cpu/ort_vs_strata.sh - Strata beside ONNX Runtime on the CPU -===#
#
# In one run on this machine: measures the f32 FMA peak (fma_peak.c), then
# for every ONNX twin in twins.json times ONNX Runtime (onnxruntime-node,
# CPU provider, installed from npm when missing) and strata-benchmark (the
# llvm-cpu module of the same program) at 1 thread/worker and at all cores,
# and writes bench/results/cpu-vs-ort-<hostname>.md (raw JSON beside it in
# bench/results/cpu-vs-ort-<hostname>/).
#
# Environment (defaults in brackets):
#   STRATA_COMPILE    [<repo>/build/bin/strata-compile]
#   STRATA_BENCHMARK  [<repo>/build/bin/strata-benchmark]
#   CORPUS            [<repo>/../shared/corpus]
#   ORT_DIR           npm prefix holding onnxruntime-node
#                     [${XDG_CACHE_HOME:-$HOME/.cache}/strata-ort]
#   REPETITIONS [5], MIN_TIME [0.5] seconds per repetition
#   BENCH_LOCK        held while compiling and timing [/tmp/strata-build.lock]
#
#===----------------------------------------------------------------------===#
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
compile="${STRATA_COMPILE:-$repo/build/bin/strata-compile}"
benchmark="${STRATA_BENCHMARK:-$repo/build/bin/strata-benchmark}"
corpus="${CORPUS:-$repo/../shared/corpus}"
ort_dir="${ORT_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/strata-ort}"
reps="${REPETITIONS:-5}"
min_time="${MIN_TIME:-0.5}"
lock="${BENCH_LOCK-/tmp/strata-build.lock}"
cores="$(nproc)"
host="$(hostname)"

die() { echo "ort_vs_strata.sh: error: $*" >&2; exit 1; }
for tool in "$compile" "$benchmark"; do
  [[ -x "$tool" ]] || die "$tool is not an executable (build it first: scripts/build)"
done
[[ -d "$corpus" ]] || die "corpus directory $corpus not found (set CORPUS)"
command -v node >/dev/null || die "node not found (apt-get install nodejs npm)"
clang="$(command -v clang-22 || command -v clang || true)"
[[ -n "$clang" ]] || die "clang-22 not found (scripts/setup installs it)"

if [[ ! -f "$ort_dir/node_modules/onnxruntime-node/package.json" ]]; then
  echo "installing onnxruntime-node@1.30.0 into $ort_dir" >&2
  mkdir -p "$ort_dir"
  npm install --silent --ignore-scripts --prefix "$ort_dir" onnxruntime-node@1.30.0 >&2
fi
export NODE_PATH="$ort_dir/node_modules"

locked() { if [[ -n "$lock" ]]; then flock "$lock" "$@"; else "$@"; fi; }

work="$(mktemp -d /tmp/strata-ort-XXXXXX)"
trap 'rm -rf "$work"' EXIT
raw="$repo/bench/results/cpu-vs-ort-$host"
mkdir -p "$raw"

"$clang" -O2 -march=native "$here/fma_peak.c" -o "$work/fma_peak" -lpthread
locked "$work/fma_peak" "$cores" > "$raw/fma_peak.json"
echo "peak: $(cat "$raw/fma_peak.json")" >&2

python3 - "$here/twins.json" > "$work/twins.tsv" <<'PY'
import json, sys
for t in json.load(open(sys.argv[1]))["twins"]:
    print("\t".join([t["name"], t["onnx"], t["strata"]]))
PY

while IFS=$'\t' read -r name onnx strata; do
  key="$(echo "$strata" | tr -c 'A-Za-z0-9_\n' '_')"
  src="$corpus/$strata"
  [[ -d "$src" ]] || src="$here/programs/$strata"
  [[ -f "$src/program.mlir" ]] || die "$name: no program.mlir in $corpus/$strata or $here/programs/$strata"
  [[ -f "$corpus/$onnx" ]] || die "$name: ONNX twin $corpus/$onnx not found"
  echo "== $name" >&2
  locked "$compile" --targets="$repo/bench/targets-llvm-cpu.json" "$src/program.mlir" -o "$work/$key.smod"
  python3 "$repo/bench/make_inputs.py" "$src" "$work/$key-in" >/dev/null
  inputs=()
  n_in="$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["inputs"]))' "$src/meta.json")"
  for ((i = 0; i < n_in; i++)); do inputs+=("--input=@$work/$key-in/in$i.npy"); done
  for n in 1 "$cores"; do
    locked "$benchmark" --module="$work/$key.smod" "${inputs[@]}" --task-workers="$n" \
      --benchmark_repetitions="$reps" --benchmark_min_time="$min_time" \
      --benchmark_format=json > "$raw/$key.strata.w$n.json"
    locked node "$here/ort_bench.js" "$corpus/$onnx" "$n" "$min_time" "$reps" \
      > "$raw/$key.ort.t$n.json"
  done
done < "$work/twins.tsv"

out="$repo/bench/results/cpu-vs-ort-$host.md"
python3 "$here/summarize_ort.py" "$here/twins.json" "$corpus" "$here/programs" "$raw" "$cores" > "$out"
cat "$out"
