#!/usr/bin/env bash
#===- bench/gpu/stage_stress.sh - the stress and fault tests for the GPU ---===#
#
# Fills build-gpu-stress/ (ignored; carry it with .gl/) from build/ for
# run_stress.sh: strata-stress, the runtime plugins, libspirv-cross, the
# fault layer (tests/fault) with a manifest naming it by relative path, the
# stress programs' vulkan-spirv modules from the e2e work folder and their
# corpus inputs/outputs.
#
#===----------------------------------------------------------------------===#
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
corpus="${CORPUS:-$repo/../shared/corpus}"
build="$repo/build"
stage="$repo/build-gpu-stress"
programs="mnist_mlp_b64 lenet_b8 op_while_loop op_sort"
rm -rf "$stage"
mkdir -p "$stage/bin" "$stage/lib/strata/plugins" "$stage/syslib" \
  "$stage/layer" "$stage/modules" "$stage/corpus"
cp "$build/bin/strata-stress" "$stage/bin/"
cp "$build"/lib/strata/plugins/libstrata-runtime-*.so "$stage/lib/strata/plugins/"
strip --strip-debug "$stage/bin/"* "$stage"/lib/strata/plugins/*.so
cp -L /lib/x86_64-linux-gnu/libspirv-cross-c-shared.so.0 "$stage/syslib/"
layer="$build/tests/fault/layer"
cp "$layer/libVkLayer_strata_fault.so" "$stage/layer/"
sed 's|"library_path": "[^"]*"|"library_path": "./libVkLayer_strata_fault.so"|' \
  "$layer/VkLayer_strata_fault.json" > "$stage/layer/VkLayer_strata_fault.json"
for p in $programs; do
  cp "$build/tests/e2e/work/$p.vulkan.pretty.smod" "$stage/modules/"
  mkdir -p "$stage/corpus/$p"
  cp "$corpus/$p/meta.json" "$corpus/$p"/*.npy "$stage/corpus/$p/"
done
du -sh "$stage"
