#!/usr/bin/env bash
# Regenerates the committed seed corpora of corpus/ from real inputs: modules
# compiled from corpus programs (vmvx, so untrusted mode runs them), .npy
# files of the corpus and the conformance programs, the target manifests and
# a printed pipeline config. Usage: tests/fuzz/make_seeds.sh [BUILD_DIR]
# (a normal build with strata-compile; default build/).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="${1:-$root/build}"
corpus="$root/../shared/corpus"
compile="$build/bin/strata-compile"
out="$here/corpus"

rm -rf "$out/module_load_fuzzer" "$out/npy_fuzzer" \
  "$out/target_manifest_fuzzer" "$out/pipeline_config_fuzzer"
mkdir -p "$out"/{module_load_fuzzer,npy_fuzzer,target_manifest_fuzzer,pipeline_config_fuzzer}

# Small programs covering control flow, integer/float/bool types, sorting,
# gathers/scatters, convolutions, several results and scalars.
for p in op_add op_while_loop op_cond op_sort op_dot op_softmax op_gather_take \
  op_scatter_add op_reduce_sum op_conv2d_nchw op_int_bitwise op_select_bool \
  op_multi_output op_scalar op_dynamic_update_slice op_iota op_convert \
  op_f16_arith op_argmax op_cumsum; do
  "$compile" "$corpus/$p/program.mlir" --targets="$root/tests/e2e/targets/vmvx.json" \
    -o "$out/module_load_fuzzer/$p.smod"
done

# One input of each corpus/conformance program under 4 KiB, one per dtype
# and rank seen.
declare -A seen
for f in "$corpus"/*/in*.npy "$root"/tests/conformance/*/in*.npy; do
  size=$(stat -c %s "$f")
  [ "$size" -le 4096 ] || continue
  key=$(head -c 128 "$f" | tr -dc "a-z0-9<>|'(), " | sed 's/[0-9]\+/N/g')
  [ -z "${seen[$key]:-}" ] || continue
  seen[$key]=1
  cp "$f" "$out/npy_fuzzer/$(basename "$(dirname "$f")")-$(basename "$f")"
done

cp "$root"/tests/e2e/targets/*.json "$out/target_manifest_fuzzer/"
cp "$root"/tests/lit/Plugin/Inputs/dummy-targets.json "$out/target_manifest_fuzzer/"
"$compile" "$corpus/op_add/program.mlir" \
  --targets="$root/tests/e2e/targets/llvm-cpu.json" --print-pipeline \
  > "$out/pipeline_config_fuzzer/llvm-cpu.json"
"$compile" "$corpus/op_add/program.mlir" \
  --targets="$root/tests/e2e/targets/vmvx.json" --print-pipeline \
  > "$out/pipeline_config_fuzzer/vmvx.json"
echo "seeds: $(find "$out" -type f | wc -l) files, $(du -sh "$out" | cut -f1)"
