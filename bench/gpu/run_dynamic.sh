#!/usr/bin/env bash
#===- bench/gpu/run_dynamic.sh - dynamic shapes on the GPU (device tool) ---===#
#
# On the GPU machine, after bench/gpu/stage_dynamic.sh (carry build-gpu and
# .gl): every staged shape-polymorphic program against XLA's outputs on
# --device=vulkan with the validation layer when installed; the dynamic MLP
# module (compiled once, from the b = 1 export) at b = 1, 5 and 64; then
# bench/dynamic/dynamic_vs_static.sh on the Vulkan device. Results in
# $OUT/dynamic-results.tgz (dynamic.txt, dynamic-vs-static-vulkan-*).
#
#===----------------------------------------------------------------------===#
set -uo pipefail
source bench/gpu/vulkan_env.sh
out=/tmp/strata-dynamic
mkdir -p "$out"
bin=build-gpu/bin
log="$out/dynamic.txt"
"$bin/strata-run" --list-devices > "$log" 2>&1
pass=0 total=0
check() { # label module dir
  local args=() f
  for f in "$3"/in*.npy; do args+=("--input=@$f"); done
  for f in "$3"/out*.npy; do args+=("--expected_output=@$f"); done
  total=$((total + 1))
  if "$bin/strata-run" --module="$2" --device=vulkan "${args[@]}" \
      --rtol=1e-4 --atol=1e-5 > "$out/run.log" 2>&1; then
    pass=$((pass + 1)); echo "PASS $1" >> "$log"
  else
    echo "FAIL $1" >> "$log"; tail -5 "$out/run.log" >> "$log"
  fi
}
for m in build-gpu/modules/*.smod; do
  p="$(basename "$m" .smod)"
  check "$p" "$m" "build-gpu/corpus/$p"
done
# One module, every size.
for b in dyn_mlp_b5 dyn_mlp_bench_b64; do
  src=build-gpu/modules/dyn_mlp_b1.smod
  [[ "$b" == dyn_mlp_bench_b64 ]] && src=build-gpu/modules/dyn_mlp_bench_b1.smod
  check "$b (module of ${src##*/})" "$src" "build-gpu/corpus/$b"
done
echo "dynamic programs on vulkan: $pass / $total passed" >> "$log"
TARGET=vulkan DEVICE=vulkan MODULES=build-gpu/modules \
  STRATA_BENCHMARK="$bin/strata-benchmark" \
  bash bench/dynamic/dynamic_vs_static.sh >> "$log" 2>&1
cp -r bench/results/dynamic-vs-static-vulkan-* "$out/" 2>/dev/null
cat "$log"
# One archive (the device tool brings back a limited number of files).
[[ -n "${OUT:-}" ]] && tar czf "$OUT/dynamic-results.tgz" -C "$out" \
  dynamic.txt $(cd "$out" && ls -d dynamic-vs-static-vulkan-*)
