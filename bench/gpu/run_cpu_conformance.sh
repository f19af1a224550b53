#!/usr/bin/env bash
#===- bench/gpu/run_cpu_conformance.sh - conformance on the Xeon's kernels -===#
#
# On the GPU machine, with build-gpu/ staged by `STAGE_CPU=1 bash
# bench/gpu/stage.sh` (STAGE_CPU_ONLY=1 skips the Vulkan modules): runs every
# conformance program compiled for the Sapphire Rapids variant alone
# (build-gpu/spr-modules: AMX tiles, avx512fp16) against XLA's outputs on
# the local device, so kernels the dev machine cannot execute are checked.
# Writes PASS/FAIL per program to $OUT/cpu-conformance.txt and the tail of
# each failing program's log to $OUT/cpu-conformance-failures.txt (one file:
# the device tool brings back only so many).
#
#===----------------------------------------------------------------------===#
set -uo pipefail
out="${OUT:-/tmp}"
source "$(dirname "${BASH_SOURCE[0]}")/check_program.sh"
export LD_LIBRARY_PATH="$PWD/build-gpu/syslib:${LD_LIBRARY_PATH:-}"
: > "$out/cpu-conformance.txt"
: > "$out/cpu-conformance-failures.txt"
logs="$(mktemp -d)"
for module in build-gpu/spr-modules/*.smod; do
  p="$(basename "$module" .smod)"
  dir="build-gpu/corpus/$p"
  if check_program "$module" "$dir" "$logs/$p.log"; then
    echo "PASS $p" >> "$out/cpu-conformance.txt"
  else
    echo "FAIL $p" >> "$out/cpu-conformance.txt"
    { echo "=== $p"; tail -n 40 "$logs/$p.log"; } >> "$out/cpu-conformance-failures.txt"
  fi
done
grep -c PASS "$out/cpu-conformance.txt" | sed 's/^/passed: /'
grep FAIL "$out/cpu-conformance.txt" || true
