#!/usr/bin/env bash
#===- bench/gpu/stage_dynamic.sh - dynamic shapes on the GPU machine -------===#
#
# Fills build-gpu/ (ignored; carried with .gl/ by the device tool) with the
# runtime tools and plugins and, compiled for vulkan-spirv, every
# shape-polymorphic program of ../shared/corpus/dynamic and tests/dynamic
# (one module per folder, with its inputs and XLA's outputs) plus the
# modules of bench/dynamic/dynamic_vs_static.sh (the dynamic MLP once, the
# static MLP at b = 1 and 64). bench/gpu/run_dynamic.sh runs them there.
#
#===----------------------------------------------------------------------===#
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
corpus="${CORPUS:-$repo/../shared/corpus}"
stage="$repo/build-gpu"
targets="$repo/tests/e2e/targets/vulkan.json"
rm -rf "$stage"
mkdir -p "$stage/bin" "$stage/lib/strata/plugins" "$stage/syslib" \
  "$stage/modules" "$stage/corpus"
cp "$repo/build/bin/strata-run" "$repo/build/bin/strata-benchmark" "$stage/bin/"
cp "$repo/build/lib/libstrata-runtime.so" "$stage/lib/"
cp "$repo"/build/lib/strata/plugins/libstrata-runtime-*.so \
  "$stage/lib/strata/plugins/"
cp -L /lib/x86_64-linux-gnu/libspirv-cross-c-shared.so.0 "$stage/syslib/"
for dir in "$corpus"/dynamic/*/ "$repo"/tests/dynamic/*/; do
  p="$(basename "$dir")"
  [[ -f "$dir/meta.json" ]] || continue
  "$repo/build/bin/strata-compile" "$dir/program.mlir" --targets="$targets" \
    -o "$stage/modules/$p.smod"
  mkdir -p "$stage/corpus/$p"
  cp "$dir"/meta.json "$dir"/*.npy "$stage/corpus/$p/"
done
