#!/usr/bin/env bash
#===- bench/gpu/run_profile.sh - where a call's wall time goes on the GPU --===#
#
# Runs on the GPU machine from the repository root (carry build-gpu/ and .gl/
# as for run_gpu.sh). For each program (default: the staged tests/models),
# strata-benchmark on --device=vulkan with STRATA_VULKAN_PROFILE=1, in each
# of MODES (default: all): `replay` (the defaults: command-buffer replay,
# 1000 us of polling before a blocking wait), `no-replay`
# (STRATA_VULKAN_REPLAY=0), `spin0` and `spin200` (STRATA_VULKAN_SPIN_US),
# and `timed` (timestamps: GPU span). The profile line splits each call into
# host time up to vkQueueSubmit and time from there to completion. Writes
# RESULTS/profile.txt (and into $OUT).
#
#===----------------------------------------------------------------------===#
set -uo pipefail
out="${RESULTS:-/tmp/strata-gpu-profile}"
rm -rf "$out"
mkdir -p "$out"
source bench/gpu/vulkan_env.sh
bin=build-gpu/bin
programs="${PROGRAMS:-$(staged_models)}"
for p in $programs; do
  staged_inputs "$p"
  for mode in ${MODES:-replay no-replay spin0 spin200 timed}; do
    replay=1 timing=false spin=
    [[ $mode == no-replay ]] && replay=0
    [[ $mode == timed ]] && timing=true
    [[ $mode == spin* ]] && spin="${mode#spin}"
    log="$(env STRATA_VULKAN_PROFILE=1 STRATA_VULKAN_REPLAY=$replay ${spin:+STRATA_VULKAN_SPIN_US=$spin} \
      "$bin/strata-benchmark" --module="build-gpu/modules/$p.smod" \
      --device=vulkan "${inputs[@]}" --benchmark_repetitions=3 \
      --benchmark_min_time="${MIN_TIME:-0.3}" --dispatch_timing=$timing 2>&1)"
    median="$(echo "$log" | awk '/_median/ {print $2}')"
    echo "$p $mode wall_ms=$median | $(echo "$log" | grep -o 'vulkan profile:.*')" \
      >> "$out/profile.txt"
  done
done
cat "$out/profile.txt"
[[ -n "${OUT:-}" ]] && cp "$out/profile.txt" "$OUT/"
exit 0
