#!/usr/bin/env bash
#===- bench/gpu/scale/stage_scale.sh - model-scale benchmarks, staged -----===#
#
# Run here. Compiles each bench/gpu/scale/programs/<name>/program.mlir
# (exported with JAX by export_scale.py on the GPU machine) for vulkan-spirv
# into build-gpu/scale/<name>/module.smod, with its meta.json and strata-dump
# (dump.txt); the compile times go to build-gpu/scale/compile.txt. A program
# that does not compile (or takes longer than COMPILE_TIMEOUT seconds,
# default 600) is reported and skipped. NAMES='glob ...' stages some
# (the others already staged stay); TARGETS=manifest picks the target;
# COMPILE_FLAGS='...' adds strata-compile flags (a --pipeline=config.json
# of pipelines/ for a variant).
# Inputs are not staged: run_scale.sh makes
# them on the GPU machine.
#
# Runs after bench/gpu/stage.sh (which empties build-gpu/); without it, the
# runtime tools and plugins are copied into build-gpu/ as stage.sh does, so
# build-gpu/ holds what run_scale.sh needs either way (carry build-gpu, .gl).
#
#===----------------------------------------------------------------------===#
set -uo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
gpu="$repo/build-gpu"
stage="${STAGE:-$gpu/scale}" # STAGE=dir: stage elsewhere (variants)
compile_timeout="${COMPILE_TIMEOUT:-600}"
# The target manifest (TARGETS=...; default: the portable Vulkan target;
# tests/e2e/targets/vulkan-cooperative-matrix.json for tensor cores).
targets="${TARGETS:-$repo/tests/e2e/targets/vulkan.json}"

if [[ ! -x "$gpu/bin/strata-run" || ! -f "$gpu/lib/libstrata-runtime.so" ]]; then
  echo "stage_scale: no runtime in build-gpu/, copying it (as bench/gpu/stage.sh does)"
  mkdir -p "$gpu/bin" "$gpu/lib/strata/plugins" "$gpu/syslib"
  cp "$repo/build/bin/strata-run" "$repo/build/bin/strata-benchmark" "$gpu/bin/" || exit 1
  cp "$repo/build/lib/libstrata-runtime.so" "$gpu/lib/" || exit 1
  cp "$repo"/build/lib/strata/plugins/libstrata-runtime-*.so \
    "$repo"/build/lib/strata/plugins/libstrata-channel-*.so \
    "$gpu/lib/strata/plugins/" || exit 1
  cp -L /lib/x86_64-linux-gnu/libspirv-cross-c-shared.so.0 "$gpu/syslib/" || exit 1
fi

source "$repo/bench/gpu/names.sh"

mkdir -p "$stage"
[[ -z "${NAMES:-}" ]] && : > "$stage/compile.txt"
touch "$stage/compile.txt"
ok=0 failed=()
for dir in "$repo"/bench/gpu/scale/programs/*/; do
  dir="${dir%/}"
  name="$(basename "$dir")"
  selected "$name" || continue
  [[ -f "$dir/program.mlir" ]] || continue
  out="$stage/$name"
  rm -rf "$out"
  mkdir -p "$out"
  cp "$dir/meta.json" "$out/"
  sed -i "/^$name /d" "$stage/compile.txt"
  t0=$EPOCHREALTIME
  timeout "$compile_timeout" "$repo/build/bin/strata-compile" "$dir/program.mlir" \
    --targets="$targets" ${COMPILE_FLAGS:-} -o "$out/module.smod" \
    > "$out/compile.log" 2>&1
  rc=$?
  secs=$(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
  if (( rc == 0 )); then
    "$repo/build/bin/strata-dump" "$out/module.smod" > "$out/dump.txt" 2>&1
    echo "$name OK ${secs}s" >> "$stage/compile.txt"
    echo "stage_scale: $name compiled in ${secs}s"
    ok=$((ok + 1))
  else
    rm -f "$out/module.smod"
    why="exit $rc"
    (( rc == 124 )) && why="timeout after ${compile_timeout}s"
    echo "$name FAIL ${secs}s ($why)" >> "$stage/compile.txt"
    echo "stage_scale: $name does not compile for vulkan-spirv ($why, ${secs}s):" >&2
    grep -m3 'error:' "$out/compile.log" | cut -c1-400 >&2 || tail -5 "$out/compile.log" >&2
    failed+=("$name")
  fi
done
echo "stage_scale: $ok compiled, ${#failed[@]} failed ${failed[*]:-}"
du -sh "$gpu"
