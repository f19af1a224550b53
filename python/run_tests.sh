#!/usr/bin/env bash
# ctest python/pytest: installs ./python into a fresh venv of the build
# (Debian's python3 with its site packages: NumPy, pybind11, pytest; no
# package index) against the build tree's C API libraries, then runs the
# pytest suite from outside the source folder.
# Usage: python/run_tests.sh BUILD_DIR CORPUS_DIR
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="$(cd "$1" && pwd)"
venv="$build/python-venv"
rm -rf "$venv"
/usr/bin/python3 -m venv --system-site-packages "$venv"
STRATA_BUILD_DIR="$build" "$venv/bin/pip" install -q --no-build-isolation \
  --no-index "$here"
cd "$build"
STRATA_CORPUS="$2" XDG_RUNTIME_DIR=/tmp "$venv/bin/python" -m pytest -q \
  -p no:cacheprovider "$here/tests"
