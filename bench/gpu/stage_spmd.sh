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
