#!/usr/bin/env bash
#===- bench/gpu/stage_check.sh - one GPU call's correctness + timing set --===#
#
# Run here. Fills build-gpu/ (under ~30 MB, so it travels with .gl/ in one
# device call) for bench/gpu/run_check.sh:
#   - the runtime (bench/gpu/stage.sh) and every corpus program, model of
#     tests/models and conformance program compiled for TARGETS (default the
#     tensor-core manifest, vulkan-cooperative-matrix.json), with their
#     inputs and XLA's outputs, xz-packed (check.tar.xz);
#   - run-cooperative-matrix(-int8).mlir's and run-cooperative-attention's
#     cases (build-gpu/coop, coopint8, coopattn) and the device probe;
#   - run-exact-remainder.mlir's pairs and modules (build-gpu/rem);
#   - FUZZ_COUNT (default 300) programs of strata-fuzz-programs from
#     FUZZ_SEED (default 30000), FUZZ_SIZE steps (default 60), compiled for
#     TARGETS with the reference evaluator's outputs (fuzz.tar.xz);
#   - the model-scale benchmarks (stage_scale.sh into build-gpu/scale).
#
#===----------------------------------------------------------------------===#
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo"
targets="${TARGETS:-tests/e2e/targets/vulkan-cooperative-matrix.json}"
py=build/python-venv/bin/python
compile=build/bin/strata-compile
lit=tests/lit/target-vulkan
TARGETS="$targets" bash bench/gpu/stage.sh
tar cf - -C build-gpu corpus modules | xz -T0 -9e > build-gpu/check.tar.xz
rm -rf build-gpu/corpus build-gpu/modules
mkdir -p build-gpu/coop build-gpu/coopint8 build-gpu/coopattn build-gpu/rem
$py $lit/Inputs/cooperative_matrix.py build-gpu/coop > /dev/null
$compile $lit/run-cooperative-matrix.mlir --targets="$targets" -o build-gpu/coop/coop.smod
$compile $lit/run-cooperative-matrix.mlir --targets=tests/e2e/targets/vulkan.json -o build-gpu/coop/plain.smod
$py $lit/Inputs/cooperative_matrix_int8.py build-gpu/coopint8 > /dev/null
$compile $lit/run-cooperative-matrix-int8.mlir --targets="$targets" -o build-gpu/coopint8/coop.smod
$compile $lit/run-cooperative-matrix-int8.mlir --targets=tests/e2e/targets/vulkan.json -o build-gpu/coopint8/plain.smod
$py $lit/Inputs/cooperative_attention.py build-gpu/coopattn > /dev/null
$compile $lit/run-cooperative-attention.mlir --pipeline=$lit/Inputs/fuse-attention.json \
  --targets="$targets" -o build-gpu/coopattn/coop.smod
python3 $lit/Inputs/exact_remainder.py build-gpu/rem
$compile $lit/run-exact-remainder.mlir --targets=tests/e2e/targets/vulkan.json -o build-gpu/rem/vk.smod
$compile $lit/run-exact-remainder.mlir --targets="$targets" -o build-gpu/rem/coop.smod
bash bench/gpu/probe/build.sh > /dev/null 2>&1 || echo "stage_check: no coop-properties probe" >&2
# Fuzz programs: written with their reference outputs, compiled here.
fz="$(mktemp -d)"
trap 'rm -rf "$fz"' EXIT
$py tests/fuzz/programs/strata_fuzz_programs.py --bin build/bin \
  --targets-dir tests/e2e/targets --seed "${FUZZ_SEED:-30000}" \
  --count "${FUZZ_COUNT:-300}" --size "${FUZZ_SIZE:-60}" --stage "$fz/programs" > /dev/null
mkdir -p "$fz/out/modules" "$fz/out/corpus"
for dir in "$fz"/programs/*/; do
  p="$(basename "$dir")"
  [[ -f "$dir/meta.json" ]] || continue
  $compile "$dir/program.mlir" --targets="$targets" -o "$fz/out/modules/$p.smod" 2> /dev/null ||
    { echo "stage_check: fuzz program $p does not compile" >&2; continue; }
  mkdir -p "$fz/out/corpus/$p"
  cp "$dir/meta.json" "$dir"/*.npy "$fz/out/corpus/$p/"
done
tar cf - -C "$fz/out" corpus modules | xz -T0 -6 > build-gpu/fuzz.tar.xz
TARGETS="$targets" bash bench/gpu/scale/stage_scale.sh > /dev/null
# The device counts the working tree by files on disk: a few large archives
# keep build-gpu small beside the tracked tree (~48 MiB of the 64 MiB).
(cd build-gpu && tar cf - bin lib syslib coop coopattn coopint8 rem scale |
  xz -T0 -9 > rest.tar.xz && rm -rf bin lib syslib coop coopattn coopint8 rem scale)
du -sh build-gpu
