#!/usr/bin/env bash
# On the GPU machine, in three device calls right after each other (the
# machine stays warm between them, keeping /tmp):
#   run(command="bash bench/gpu/run_jax.sh unpack", carry=[".jaxc1"])
#   run(command="bash bench/gpu/run_jax.sh unpack", carry=[".jaxc2"])
#   run(command="bash bench/gpu/run_jax.sh test", carry=[".jaxc3", ".gl"])
# `unpack` unpacks whichever staged folder came along; `test` builds the strata package there (pip, its pybind11, no index)
# against the staged libraries and runs python/tests/test_jax.py on
# STRATA_JAX_TARGETS (default vulkan,llvm-cpu,vmvx); $OUT/jax.txt.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
libs=/tmp/strata-jax
case "${1:-}" in
unpack | llvm)
  mkdir -p "$libs/sys"
  if [[ -f "$root/.jaxc1/libLLVM.so.22.1.xz" ]]; then
    xz -dc "$root/.jaxc1/libLLVM.so.22.1.xz" >"$libs/sys/libLLVM.tmp" &&
      mv "$libs/sys/libLLVM.tmp" "$libs/sys/libLLVM.so.22.1" || exit
  fi
  if [[ -f "$root/.jaxc2/libMLIR.so.22.1.xz" ]]; then
    xz -dc "$root/.jaxc2/libMLIR.so.22.1.xz" >"$libs/sys/libMLIR.tmp" &&
      mv "$libs/sys/libMLIR.tmp" "$libs/sys/libMLIR.so.22.1" || exit
  fi
  ls -la "$libs/sys"
  python3 --version; g++ --version | head -1
  python3 -c 'import jax, pybind11; print(jax.__version__, jax.devices())'
  ;;
test)
  for lib in libLLVM.so.22.1 libMLIR.so.22.1; do
    [[ -f "$libs/sys/$lib" ]] || {
      echo "run_jax.sh: $libs/sys/$lib missing: the machine went back" \
        "between the calls; run 'unpack' with .jaxc1 and .jaxc2 again" >&2
      exit 2
    }
  done
  set -e
  source "$here/vulkan_env.sh"
  tar xJf "$root/.jaxc3/rest.tar.xz" -C "$libs"
  export LD_LIBRARY_PATH="$libs/sys:${LD_LIBRARY_PATH:-}" PATH="$libs/bin:$PATH"
  rm -rf /tmp/strata-site
  STRATA_BUILD_DIR="$libs/build-jax" python3 -m pip install -q \
    --no-build-isolation --no-index --no-deps --target /tmp/strata-site \
    "$root/python" 2>&1 | tail -5
  export PYTHONPATH=/tmp/strata-site
  # JAX's reference runs take GPU memory as they need it, leaving the rest
  # to Strata's Vulkan devices in the same process.
  export XLA_PYTHON_CLIENT_PREALLOCATE=false
  cd /tmp
  python3 -c 'import strata; print(strata.runtime.devices())'
  python3 "$here/jax_lowerings.py" /tmp/jax-lowerings >/dev/null &&
    tar czf "${OUT:-/tmp}/jax-lowerings.tgz" -C /tmp jax-lowerings
  set +e
  STRATA_JAX_TARGETS="${STRATA_JAX_TARGETS:-vulkan,llvm-cpu,vmvx}" \
    PYTHONUNBUFFERED=1 python3 -m pytest -q -p no:cacheprovider -rA --tb=short \
    "$root/python/tests/test_jax.py" 2>&1 | tee "${OUT:-/tmp}/jax.txt"
  exit "${PIPESTATUS[0]}"
  ;;
*)
  echo "usage: run_jax.sh unpack|test" >&2
  exit 2
  ;;
esac
