#!/usr/bin/env bash
# Copies JAX's own test files (issue 42's nine, and conftest.py) at the tag
# nearest the GPU machine's JAX (0.11.2 -> jax-v0.11.0) from a snapshot of
# github:jax-ml/jax (the device tool's `fetch`) into the ignored .jaxtests/,
# which run_pjrt.sh reads there. They stay out of the project's tree.
# Usage: bench/pjrt/stage_jax_tests.sh [JAX_GIT_DIR] [TAG]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
git_dir="${1:-/work/.mirror/jax-ml+jax/repo}"
tag="${2:-jax-v0.11.0}"
cd "$root"
grep -qx '/.jaxtests/' .git/info/exclude 2>/dev/null ||
  echo '/.jaxtests/' >>.git/info/exclude
rm -rf .jaxtests
mkdir -p .jaxtests/tests
git --git-dir="$git_dir" show "$tag:conftest.py" >.jaxtests/conftest.py
for t in lax_test lax_numpy_test lax_numpy_reducers_test lax_control_flow_test \
  random_test api_test lax_autodiff_test linalg_test fft_test; do
  git --git-dir="$git_dir" show "$tag:tests/$t.py" >".jaxtests/tests/$t.py"
done
echo "$tag" >.jaxtests/TAG
du -sh .jaxtests
