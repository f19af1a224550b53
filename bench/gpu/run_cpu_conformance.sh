#!/usr/bin/env bash
#===- bench/gpu/run_cpu_conformance.sh - conformance on the Xeon's kernels -===#
#
# On the GPU machine, with build-gpu/ staged by `STAGE_CPU=1 bash
# bench/gpu/stage.sh` (STAGE_CPU_ONLY=1 skips the Vulkan modules): runs every
# conformance program compiled for the Sapphire Rapids variant alone
# (build-gpu/spr-modules: AMX tiles, avx512fp16) against XLA's outputs on
# the local device, so kernels the dev machine cannot execute are checked.
# Writes PASS/FAIL per program to $OUT/cpu-conformance.txt.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
out="${OUT:-/tmp}"
bin=build-gpu/bin
export LD_LIBRARY_PATH="$PWD/build-gpu/syslib:${LD_LIBRARY_PATH:-}"
: > "$out/cpu-conformance.txt"
for module in build-gpu/spr-modules/*.smod; do
  p="$(basename "$module" .smod)"
  dir="build-gpu/corpus/$p"
  args=()
  # in0, in1, ..., in10 in numeric order.
  while read -r f; do args+=("--input=@$f"); done < <(ls -v "$dir"/in*.npy 2>/dev/null)
  while read -r f; do args+=("--expected_output=@$f"); done < <(ls -v "$dir"/out*.npy 2>/dev/null)
  tol="$(python3 -c 'import json,sys; t=json.load(open(sys.argv[1])).get("tolerance",{}); print(t.get("rtol",1e-4), t.get("atol",1e-5))' "$dir/meta.json")"
  if "$bin/strata-run" --module="$module" --device=local "${args[@]}" \
      --rtol="${tol% *}" --atol="${tol#* }" > "$out/conf-$p.log" 2>&1; then
    echo "PASS $p" >> "$out/cpu-conformance.txt"
  else
    echo "FAIL $p" >> "$out/cpu-conformance.txt"
  fi
done
grep -c PASS "$out/cpu-conformance.txt" | sed 's/^/passed: /'
grep FAIL "$out/cpu-conformance.txt" || true
