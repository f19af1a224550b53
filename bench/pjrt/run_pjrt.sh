#!/usr/bin/env bash
# On the GPU machine (the only one with JAX): jax.jit on Strata's PJRT plugin.
# Staged by bench/gpu/stage_jax.sh (the compiler's libraries, xz-packed) and
# bench/pjrt/stage_jax_tests.sh (JAX's own test files, .jaxtests/); two
# device calls right after each other (the machine stays warm, keeping /tmp;
# each call's carry and the tree must stay under 64 MiB):
#   run(command="bash bench/gpu/run_jax.sh unpack", carry=[".jaxc1"])
#   run(command="bash bench/gpu/run_jax.sh unpack", carry=[".jaxc2"])
#   run(command="bash bench/pjrt/run_pjrt.sh", carry=[".jaxc3", ".gl", ".jaxtests"])
# It installs the strata package (with jax_plugins.strata) there, runs
# jax_smoke.py (devices, the README example, an MLP step on every Strata
# device vs XLA:CPU, the compile cache), then each of JAX's test files
# (TESTS=, default the nine of issue 42) on the Strata CPU device and on
# XLA:CPU with the same flags, JUnit XML per run, all packed into
# $OUT/pjrt-results.tgz; summarize with bench/pjrt/summarize_jax_tests.py.
# Environment: TESTS, CASES (JAX_NUM_GENERATED_CASES, default 3), WORKERS
# (pytest-xdist, default 16), FILE_TIMEOUT (seconds per file and platform,
# default 240), SKIP_SMOKE=1, SKIP_XLA=1, JAX_TEST_DUT (e.g. cpu: the tests
# treat the device as that kind; jax_test_dut.py), REPRO=1 (jax_repro.py's
# cases into $OUT/pjrt-repro.tgz, then stop), SKIP_TESTS=1.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
libs=/tmp/strata-jax
out="${OUT:-/tmp/pjrt-out}"
results=/tmp/pjrt-results
mkdir -p "$out" "$results"
for lib in libLLVM.so.22.1 libMLIR.so.22.1; do
  [[ -f "$libs/sys/$lib" ]] || {
    echo "run_pjrt.sh: $libs/sys/$lib missing: run 'bash" \
      "bench/gpu/run_jax.sh unpack' with .jaxc1, then .jaxc2, first" >&2
    exit 2
  }
done
if [[ -f "$root/.jaxc3/rest.tar.xz" ]]; then
  tar xJf "$root/.jaxc3/rest.tar.xz" -C "$libs" || exit
fi
source "$root/bench/gpu/vulkan_env.sh"
export LD_LIBRARY_PATH="$libs/sys:${LD_LIBRARY_PATH:-}" PATH="$libs/bin:$PATH"
rm -rf /tmp/strata-site
STRATA_BUILD_DIR="$libs/build-jax" python3 -m pip install -q \
  --no-build-isolation --no-index --no-deps --target /tmp/strata-site \
  "$root/python" 2>&1 | grep -v WARNING | tail -5
export PYTHONPATH=/tmp/strata-site PYTHONUNBUFFERED=1
export XLA_PYTHON_CLIENT_PREALLOCATE=false
export STRATA_PJRT_CACHE_DIR=/tmp/strata-pjrt-cache
cd /tmp

if [[ -z "${SKIP_SMOKE:-}" ]]; then
  JAX_PLATFORMS=strata,cpu TF_CPP_MIN_LOG_LEVEL=0 timeout 300 \
    python3 "$here/jax_smoke.py" 2>&1 | tee "$results/smoke.txt" |
    grep -v "^I0000\|^W0000" | tail -40
fi

if [[ -n "${REPRO:-}" ]]; then
  rm -rf /tmp/pjrt-repro
  STRATA_PJRT_DUMP_DIR=/tmp/pjrt-dump JAX_PLATFORMS=strata,cpu \
    STRATA_PJRT_DEVICES=local python3 "$here/jax_repro.py" /tmp/pjrt-repro \
    ${REPRO_CASES:-} 2>&1 | grep -v "^I0000\|^W0000"
  tar czf "$out/pjrt-repro.tgz" -C /tmp pjrt-repro
fi
# DUMP_TEST="file pattern[;file pattern...]": the programs JAX hands Strata
# in that file's tests matching the -k pattern, one folder per entry (named
# after the pattern), into $OUT/pjrt-dump.tgz (to rerun here).
if [[ -n "${DUMP_TEST:-}" ]]; then
  rm -rf /tmp/pjrt-dump && mkdir -p /tmp/pjrt-dump
  IFS=';' read -ra dump_specs <<<"$DUMP_TEST"
  for spec in "${dump_specs[@]}"; do
    read -r dump_file dump_k <<<"$spec"
    dump_dir="/tmp/pjrt-dump/${dump_k//[^A-Za-z0-9_]/_}"
    mkdir -p "$dump_dir"
    echo "dump: $dump_file -k '$dump_k'"
    STRATA_PJRT_DUMP_DIR="$dump_dir" STRATA_PJRT_DEVICES=local \
      JAX_PLATFORMS=strata,cpu JAX_TEST_DUT=${JAX_TEST_DUT:-cpu} \
      PYTHONPATH="$PYTHONPATH:$here" python3 -m pytest -q -p no:cacheprovider \
      -p jax_test_dut --tb=line -x -k "$dump_k" \
      "$root/.jaxtests/tests/$dump_file.py" 2>&1 | tail -3
  done
  tar czf "$out/pjrt-dump.tgz" -C /tmp pjrt-dump
fi
[[ -n "${SKIP_TESTS:-}" ]] && exit 0

dut_plugin=()
if [[ -n "${JAX_TEST_DUT:-}" ]]; then
  export PYTHONPATH="$PYTHONPATH:$here"
  dut_plugin=(-p jax_test_dut)
fi
tests="${TESTS:-lax_test lax_numpy_test lax_numpy_reducers_test lax_control_flow_test random_test api_test lax_autodiff_test linalg_test fft_test}"
cases="${CASES:-3}"
workers="${WORKERS:-16}"
limit="${FILE_TIMEOUT:-240}"
cp "$root/.jaxtests/conftest.py" /tmp/ 2>/dev/null
for t in $tests; do
  platforms="strata"
  [[ -z "${SKIP_XLA:-}" ]] && platforms="strata cpu"
  for p in $platforms; do
    start=$(date +%s)
    # The Strata CPU device alone: JAX's tests would spread multi-device
    # cases over a Vulkan device too.
    # Strata's run keeps XLA:CPU beside it (JAX_PLATFORMS=strata,cpu: Strata
    # the default) for the tests that ask for the "cpu" backend by name.
    platforms_env=$p
    [[ $p == strata ]] && platforms_env=strata,cpu
    STRATA_PJRT_DEVICES=local JAX_PLATFORMS=$platforms_env \
      JAX_NUM_GENERATED_CASES=$cases \
      JAX_SKIP_SLOW_TESTS=1 timeout -k 10 "$limit" \
      python3 -m pytest -q -p no:cacheprovider "${dut_plugin[@]}" \
      -n "$workers" --tb=line \
      -o junit_logging=no --junitxml="$results/$t.$p.xml" \
      "$root/.jaxtests/tests/$t.py" >"$results/$t.$p.log" 2>&1
    echo "$t on $p: exit $? in $(($(date +%s) - start)) s: $(tail -1 "$results/$t.$p.log")" |
      tee -a "$results/summary.txt"
    # After every file: a call stopped at its limit still brings these back.
    tar czf "$out/pjrt-results.tgz" -C /tmp pjrt-results
  done
done
