#!/usr/bin/env bash
#===- bench/gpu/stage_host_loops.sh - host control flow on the GPU machine ===#
#
# build-gpu/ (ignored; carried with .gl/) for bench/gpu/run_host_loops.sh:
# the models of tests/models with loops (a scanned layer stack, LSTM and
# GRU scans, a data-dependent while loop) compiled for vulkan-spirv and for
# llvm-cpu (the Xeon's variant and an x86-64-v4 one) twice: with the
# default pipeline (loops with enough work per iteration stay on the host,
# their bodies run as dispatches), with every loop inside one dispatch
# (host-control-flow=never, what Strata did before) and with every loop on
# the host (always: what the threshold saves small loops from).
#
#===----------------------------------------------------------------------===#
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
programs="${PROGRAMS:-scan_layers lstm_scan gru_scan while_loop}"
dirs=""
for p in $programs; do dirs="$dirs $repo/tests/models/$p/"; done
STAGE_DIRS="$dirs" bash "$here/stage.sh"
stage="$repo/build-gpu"
never="$stage/host-control-flow-never.json"
cat > "$never" <<'JSON'
{"phases": {"dispatch": "func.func(strata-flow-form-dispatch-regions{host-control-flow=never}),strata-flow-outline-dispatch-regions,func.func(lower-affine),func.func(canonicalize),cse"}}
JSON
sed 's/host-control-flow=never/host-control-flow=always/' "$never" \
  > "$stage/host-control-flow-always.json"
echo '{"targets": [{"backend": "llvm-cpu", "options": {"cpu": "sapphirerapids"}}, {"backend": "llvm-cpu", "options": {"cpu": "x86-64-v4"}}]}' \
  > "$stage/cpu-targets.json"
mkdir -p "$stage/modules-never" "$stage/cpu-modules" "$stage/cpu-modules-never" \
  "$stage/modules-always" "$stage/cpu-modules-always"
compile="$repo/build/bin/strata-compile"
for p in $programs; do
  src="$repo/tests/models/$p/program.mlir"
  "$compile" "$src" --targets="$repo/tests/e2e/targets/vulkan.json" \
    --pipeline="$never" -o "$stage/modules-never/$p.smod"
  "$compile" "$src" --targets="$stage/cpu-targets.json" \
    -o "$stage/cpu-modules/$p.smod"
  "$compile" "$src" --targets="$stage/cpu-targets.json" --pipeline="$never" \
    -o "$stage/cpu-modules-never/$p.smod"
  "$compile" "$src" --targets="$repo/tests/e2e/targets/vulkan.json" \
    --pipeline="$stage/host-control-flow-always.json" \
    -o "$stage/modules-always/$p.smod"
  "$compile" "$src" --targets="$stage/cpu-targets.json" \
    --pipeline="$stage/host-control-flow-always.json" \
    -o "$stage/cpu-modules-always/$p.smod"
done
echo "$programs" > "$stage/host-loop-programs.txt"
du -sh "$stage"
