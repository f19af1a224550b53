#!/usr/bin/env bash
#===- bench/gpu/run_models_check.sh - staged programs against XLA ---------===#
#
# On the GPU machine (carry build-gpu and .gl): every module in
# build-gpu/modules (bench/gpu/stage.sh, any TARGETS / COMPILE_FLAGS) run on
# --device=vulkan against its program's exported XLA outputs with the
# tolerance of its meta.json, poisoned (STRATA_VULKAN_POISON=1: a kernel
# reading result elements it never wrote fails). Correctness only, no
# timing: one line per program in $OUT/models-check.txt and a count.
# PROGRAMS=dir: the programs' folders (meta.json, in*/out*.npy) are read from
# there instead of build-gpu/corpus (PROGRAMS=tests/models: the carried
# checkout's own, so only the modules need staging).
#
#===----------------------------------------------------------------------===#
set -uo pipefail
source bench/gpu/vulkan_env.sh
source bench/gpu/program_args.sh
mkdir -p "$OUT"
report="$OUT/models-check.txt"
: > "$report"
pass=0 total=0
for module in build-gpu/modules/*.smod; do
  p="$(basename "$module" .smod)"
  dir="${PROGRAMS:-build-gpu/corpus}/$p"
  [[ -f "$dir/out0.npy" ]] || continue
  staged_program_args "$dir"
  total=$((total + 1))
  if log="$(STRATA_VULKAN_POISON=1 timeout 120 build-gpu/bin/strata-run \
      --module="$module" --device=vulkan "${args[@]}" 2>&1)"; then
    pass=$((pass + 1))
    echo "PASS $p" >> "$report"
  else
    echo "FAIL $p: $(echo "$log" | tail -3 | tr '\n' ' ')" >> "$report"
  fi
done
echo "$pass / $total programs match XLA on $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null)" | tee -a "$report"
