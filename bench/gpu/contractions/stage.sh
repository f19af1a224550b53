#!/usr/bin/env bash
#===- bench/gpu/contractions/stage.sh - model-scale contractions, staged ---===#
#
# Run here after bench/gpu/stage.sh (which fills build-gpu/ with the runtime
# tools): writes the programs of programs.py into build-gpu/contractions/
# <name>/ and compiles each for vulkan-spirv (module.smod); a program that
# does not compile is reported and skipped. Inputs are not staged: run.sh
# makes them on the GPU machine.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
stage="$repo/build-gpu/contractions"
rm -rf "$stage"
python3 "$repo/bench/gpu/contractions/programs.py" mlir "$stage"
for dir in "$stage"/*/; do
  name="$(basename "$dir")"
  if ! "$repo/build/bin/strata-compile" "$dir/program.mlir" \
    --targets="$repo/tests/e2e/targets/vulkan.json" -o "$dir/module.smod"; then
    echo "stage: $name does not compile for vulkan-spirv" >&2
    continue
  fi
  "$repo/build/bin/strata-dump" "$dir/module.smod" > "$dir/dump.txt"
done
