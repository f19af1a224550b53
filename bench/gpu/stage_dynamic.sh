#!/usr/bin/env bash
#===- bench/gpu/stage_dynamic.sh - dynamic shapes on the GPU machine -------===#
#
# bench/gpu/stage.sh for the shape-polymorphic programs only: build-gpu/
# (ignored; carried with .gl/ by the device tool) gets the runtime tools and
# plugins and, compiled for vulkan-spirv, every program of
# ../shared/corpus/dynamic and tests/dynamic (one module per folder, with
# its inputs and XLA's outputs), which include the modules of
# bench/dynamic/dynamic_vs_static.sh (the dynamic MLP, the static MLP at
# b = 1 and 64). bench/gpu/run_dynamic.sh runs them there.
#
#===----------------------------------------------------------------------===#
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
corpus="${CORPUS:-$repo/../shared/corpus}"
STAGE_DIRS="$corpus/dynamic/*/ $repo/tests/dynamic/*/" bash "$here/stage.sh"
