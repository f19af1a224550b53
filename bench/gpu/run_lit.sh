#!/usr/bin/env bash
#===- bench/gpu/run_lit.sh - replay the lit tests' Vulkan runs on a GPU ----===#
#
# On the GPU machine, after stage.sh + stage_lit.sh here: runs every case of
# build-gpu/lit/ with strata-run --device=vulkan (NVIDIA's driver), then
# compare_lit.py checks exit status, stdout and written files against the
# lavapipe run recorded here (files the run writes land in the case folder,
# beside the recorded ref-* copies). Results in $OUT/lit-results.txt.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
stage="$repo/build-gpu"
source "$repo/bench/gpu/vulkan_env.sh"
out="${OUT:-/tmp}"
for dir in "$stage"/lit/case-*/; do
  dir="${dir%/}"
  mapfile -t args < <(sed "s#@DIR@#$dir#g" "$dir/args")
  mkdir -p "$dir/got"
  (cd "$dir" && STRATA_VULKAN_POISON=1 "$stage/bin/strata-run" "${args[@]}" > got/stdout 2> got/stderr; echo $? > got/rc)
done
python3 "$repo/bench/gpu/compare_lit.py" "$stage/lit" | tee "$out/lit-results.txt"
