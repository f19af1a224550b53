#!/usr/bin/env bash
#===- bench/gpu/stage.sh - what a GPU machine run needs, in build-gpu/ -----===#
#
# Copies the runtime tools and runtime plugins of build/ (x86-64, glibc <=
# 2.34), libspirv-cross-c-shared (the vulkan plugin's one non-system
# dependency), every corpus program, every model of tests/models and every
# conformance program of tests/conformance compiled
# for vulkan-spirv (or the folders STAGE_DIRS names; TARGETS=manifest for another target
# than tests/e2e/targets/vulkan.json, e.g. vulkan-cooperative-matrix.json;
# COMPILE_FLAGS for more strata-compile flags, e.g. a --pipeline=config.json), and their inputs/outputs into build-gpu/
# (ignored, carried by the device tool with .gl/, the Vulkan loader .debs: bench/gpu/README.md).
#
#===----------------------------------------------------------------------===#
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
corpus="${CORPUS:-$repo/../shared/corpus}"
stage="$repo/build-gpu"
rm -rf "$stage"
mkdir -p "$stage/bin" "$stage/lib/strata/plugins" "$stage/syslib" \
  "$stage/modules" "$stage/corpus"
cp "$repo/build/bin/strata-run" "$repo/build/bin/strata-benchmark" "$stage/bin/"
# The tools sit on the runtime C API; its library finds the plugins next to
# it (lib/strata/plugins). vulkan_env.sh puts lib/ on the library path.
cp "$repo/build/lib/libstrata-runtime.so" "$stage/lib/"
cp "$repo"/build/lib/strata/plugins/libstrata-runtime-*.so \
  "$repo"/build/lib/strata/plugins/libstrata-channel-*.so \
  "$stage/lib/strata/plugins/"
# The mpi channel's bandwidth benchmark, where MPI was found.
cp "$repo/build/bin/strata-allreduce-bench" "$stage/bin/" 2>/dev/null || true
cp -L /lib/x86_64-linux-gnu/libspirv-cross-c-shared.so.0 "$stage/syslib/"
# STAGE_DIRS='glob ...': stage these program folders instead (stage_dynamic.sh).
# shellcheck disable=SC2206
dirs=(${STAGE_DIRS:-"$corpus"/*/ "$repo"/tests/models/*/ "$repo"/tests/conformance/*/})
for dir in "${dirs[@]}"; do
  p="$(basename "$dir")"
  [[ -f "$dir/meta.json" ]] || continue
  # STAGE_CPU_ONLY=1: inputs and outputs only (for run_cpu_models.sh and
  # CONFORMANCE_CPU=1), no Vulkan modules.
  if [[ -z "${STAGE_CPU_ONLY:-}" ]] && ! "$repo/build/bin/strata-compile" "$dir/program.mlir" \
    --targets="${TARGETS:-$repo/tests/e2e/targets/vulkan.json}" ${COMPILE_FLAGS:-} \
    -o "$stage/modules/$p.smod"; then
    echo "stage: $p does not compile for vulkan-spirv" >&2
    continue
  fi
  mkdir -p "$stage/corpus/$p"
  cp "$dir/meta.json" "$stage/corpus/$p/"
  cp "$dir"/*.npy "$stage/corpus/$p/" 2>/dev/null || true
done
# STAGE_CPU=1: the models of tests/models for llvm-cpu too, for
# run_cpu_models.sh on the GPU machine's Xeon (a Sapphire Rapids): one
# variant for that CPU (avx512fp16, avx512bf16) and an x86-64-v4 one the
# loader takes where those features are missing.
if [[ -n "${STAGE_CPU:-}" ]]; then
  mkdir -p "$stage/cpu-modules"
  echo '{"targets": [{"backend": "llvm-cpu", "options": {"cpu": "sapphirerapids"}}, {"backend": "llvm-cpu", "options": {"cpu": "x86-64-v4"}}]}' \
    > "$stage/cpu-targets.json"
  for dir in "$repo"/tests/models/*/; do
    p="$(basename "$dir")"
    "$repo/build/bin/strata-compile" "$dir/program.mlir" \
      --targets="$stage/cpu-targets.json" -o "$stage/cpu-modules/$p.smod" ||
      echo "stage: $p does not compile for llvm-cpu" >&2
  done
  # The conformance programs for the Sapphire Rapids variant alone, so the
  # Xeon checks its kernels (AMX, avx512fp16) against XLA's outputs.
  echo '{"targets": [{"backend": "llvm-cpu", "options": {"cpu": "sapphirerapids"}}]}' \
    > "$stage/spr-targets.json"
  mkdir -p "$stage/spr-modules"
  for dir in "$repo"/tests/conformance/*/; do
    p="$(basename "$dir")"
    "$repo/build/bin/strata-compile" "$dir/program.mlir" \
      --targets="$stage/spr-targets.json" -o "$stage/spr-modules/$p.smod" ||
      echo "stage: $p does not compile for sapphirerapids" >&2
  done
  cp "$repo"/build/lib/strata/plugins/libstrata-runtime-*.so \
    "$stage/lib/strata/plugins/" 2>/dev/null || true
fi
du -sh "$stage"
