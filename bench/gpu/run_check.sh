#!/usr/bin/env bash
#===- bench/gpu/run_check.sh - one GPU call: correctness, then timing -----===#
#
# On the GPU machine (carry build-gpu and .gl, staged by stage_check.sh), in
# one call of at most 10 minutes:
#   1. run-exact-remainder's pairs bit for bit ($OUT/rem.txt);
#   2. the cooperative-matrix cases (coop_check.sh, $OUT/coop-cases.txt);
#   3. every staged corpus, model and conformance program against XLA's
#      outputs (run_models_check.sh, $OUT/models-check.txt);
#   4. the fuzz programs against the reference evaluator ($OUT/fuzz-check.txt);
#   5. SCALE_FIRST (default: the decode steps and resnet_stage_bf16) then
#      SCALE_REST (the other benchmarks) beside XLA (run_scale.sh, $OUT/s1,
#      $OUT/s2), cut at the call's deadline.
# $OUT/times.txt has when each step ended.
#
#===----------------------------------------------------------------------===#
set -u
t0=$SECONDS
[[ -f build-gpu/rest.tar.xz ]] && tar xJf build-gpu/rest.tar.xz -C build-gpu
source bench/gpu/vulkan_env.sh
mkdir -p "$OUT"
step() { echo "$1 done $((SECONDS - t0)) s" >> "$OUT/times.txt"; }
tar xJf build-gpu/check.tar.xz -C build-gpu
r=build-gpu/rem
args=(--rtol=0 --atol=0)
for x in f32 f64 f16 bf16 f32w; do args+=(--input=@$r/${x}_x.npy --input=@$r/${x}_y.npy); done
for x in f32 f64 f16 bf16 f32w; do args+=(--expected_output=@$r/${x}_r.npy); done
for m in vk coop; do
  timeout 60 build-gpu/bin/strata-run --module=$r/$m.smod --device=vulkan "${args[@]}" \
    > "$OUT/rem-$m.txt" 2>&1
  echo "exit $?" >> "$OUT/rem-$m.txt"
done
step remainder
SCALE_NAMES=none timeout 150 bash bench/gpu/coop_check.sh > /dev/null 2>&1
step cooperative
timeout 200 bash bench/gpu/run_models_check.sh > /dev/null 2>&1
step models
mkdir -p /tmp/strata-fuzz "$OUT/fuzz"
tar xJf build-gpu/fuzz.tar.xz -C /tmp/strata-fuzz
mv build-gpu/modules build-gpu/modules.check
ln -s /tmp/strata-fuzz/modules build-gpu/modules
OUT="$OUT/fuzz" PROGRAMS=/tmp/strata-fuzz/corpus timeout 150 \
  bash bench/gpu/run_models_check.sh > /dev/null 2>&1
rm build-gpu/modules && mv build-gpu/modules.check build-gpu/modules
step fuzz
export STRATA_VULKAN_PIPELINE_STATISTICS=1
mkdir -p "$OUT/s1" "$OUT/s2"
OUT="$OUT/s1" RESULTS=/tmp/s1 MIN_TIME=0.2 \
  NAMES="${SCALE_FIRST:-decode_7b_b1 decode_7b_b16 resnet_stage_bf16}" \
  DEADLINE=$((430 - (SECONDS - t0))) bash bench/gpu/scale/run_scale.sh > /dev/null 2>&1
step scale-first
OUT="$OUT/s2" RESULTS=/tmp/s2 MIN_TIME=0.2 \
  NAMES="${SCALE_REST:-matmul_* gpt_layer_bf16 gpt_layer_4096_bf16 resnet_stage_f32 bert* vit* gpt_layer_f32 gpt_layer_4096_f32}" \
  DEADLINE=$((570 - (SECONDS - t0))) bash bench/gpu/scale/run_scale.sh > /dev/null 2>&1
step scale-rest
# At most 8 files come back from $OUT: one remainder log, the fuzz check
# beside the others, both scale runs' raw results in one archive.
for m in vk coop; do echo "== $m" && cat "$OUT/rem-$m.txt"; done > "$OUT/rem.txt"
rm -f "$OUT/rem-vk.txt" "$OUT/rem-coop.txt"
mv "$OUT/fuzz/models-check.txt" "$OUT/fuzz-check.txt" 2> /dev/null
rmdir "$OUT/fuzz" 2> /dev/null
(cd "$OUT" && tar czf scale-results.tgz s1/scale-results.tgz s2/scale-results.tgz 2> /dev/null &&
  rm -f s1/scale-results.tgz s2/scale-results.tgz)
cat "$OUT/times.txt"
grep -h "exit" "$OUT/rem.txt"
tail -q -n 1 "$OUT/coop-cases.txt" "$OUT/models-check.txt" "$OUT/fuzz-check.txt"
grep -h FAIL "$OUT/coop-cases.txt" "$OUT/models-check.txt" "$OUT/fuzz-check.txt" | head -20
