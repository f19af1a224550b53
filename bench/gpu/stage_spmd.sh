#!/usr/bin/env bash
#===- bench/gpu/stage_spmd.sh - SPMD programs on the GPU machine -----------===#
#
# bench/gpu/stage.sh for the SPMD programs only: build-gpu/ (ignored;
# carried with .gl/ by the device tool) gets the runtime tools, the runtime
# and channel plugins, strata-allreduce-bench and, compiled for vulkan-spirv
# as rank programs, every program of ../shared/corpus/spmd and tests/spmd
# with its global inputs and XLA's outputs. bench/gpu/run_spmd.sh runs them.
#
#===----------------------------------------------------------------------===#
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
corpus="${CORPUS:-$repo/../shared/corpus}"
STAGE_DIRS="$corpus/spmd/*/ $repo/tests/spmd/*/" bash "$here/stage.sh"
# The training and attention models of tests/models (transposed
# contractions: weight and input gradients, Q K^T) for vulkan-spirv, read
# by run_spmd.sh with their inputs from tests/models (the working tree
# travels), and the data-parallel MLP step emulated on one device for its
# per-dispatch profile.
mkdir -p "$repo/build-gpu/model-modules" "$repo/build-gpu/profile"
for p in ${TRAINING_MODELS:-train_step gpt_decoder gpt_train_adamw encoder vit_block per_example_grads cnn_train_maxpool remat_mlp llama_block}; do
  "$repo/build/bin/strata-compile" "$repo/tests/models/$p/program.mlir" \
    --targets="$repo/tests/e2e/targets/vulkan.json" \
    -o "$repo/build-gpu/model-modules/$p.smod" ||
    echo "stage: $p does not compile for vulkan-spirv" >&2
done
"$repo/build/bin/strata-compile" "$repo/tests/spmd/spmd_dp_mlp_step_2dev/program.mlir" \
  --targets="$repo/tests/e2e/targets/vulkan.json" \
  --pipeline="$repo/tests/e2e/pipelines/spmd-emulate.json" \
  -o "$repo/build-gpu/profile/spmd_dp_mlp_step_2dev.smod"
du -sh "$repo/build-gpu"
# The data-parallel steps once more without strata-combine-all-reduces
# (max-bytes=0): run_spmd.sh times both in the same run.
mkdir -p "$repo/build-gpu/ab"
"$repo/build/bin/strata-compile" --print-pipeline \
  --targets="$repo/tests/e2e/targets/vulkan.json" |
  python3 -c 'import json, re, sys
phase = json.load(sys.stdin)["phases"]["global-opt"]
phase = re.sub(r"strata-combine-all-reduces(\{[^}]*\})?",
               "strata-combine-all-reduces{max-bytes=0}", phase)
json.dump({"phases": {"global-opt": phase}}, sys.stdout)' \
    > "$repo/build-gpu/ab/no-combine.json"
for p in spmd_dp_step_2dev spmd_dp_mlp_step_2dev; do
  "$repo/build/bin/strata-compile" "$repo/tests/spmd/$p/program.mlir" \
    --targets="$repo/tests/e2e/targets/vulkan.json" \
    --pipeline="$repo/build-gpu/ab/no-combine.json" -o "$repo/build-gpu/ab/$p.smod"
done
corpus_dp="$corpus/spmd/spmd_dp_train_step/program.mlir"
"$repo/build/bin/strata-compile" "$corpus_dp" \
  --targets="$repo/tests/e2e/targets/vulkan.json" \
  --pipeline="$repo/build-gpu/ab/no-combine.json" -o "$repo/build-gpu/ab/spmd_dp_train_step.smod"
