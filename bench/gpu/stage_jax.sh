#!/usr/bin/env bash
# Stages what strata.jax.compile needs on the GPU machine, which has JAX and
# Python 3.12 but no MLIR/LLVM: the compiler's shared libraries with the
# Debian libraries they load, xz-compressed into three ignored folders that
# travel in consecutive device calls (each with the tree stays under one
# call's 64 MiB): .jaxc1/ (libLLVM), .jaxc2/ (libMLIR) and .jaxc3/ (Strata's
# C API libraries and plugins, the PJRT plugin, libLLVM's own dependencies).
# run_jax.sh unpacks them there.
# Usage: bench/gpu/stage_jax.sh [BUILD_DIR]   (REST_ONLY=1: .jaxc3 only, after
# a rebuild of Strata alone)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="$(cd "${1:-$root/build}" && pwd)"
llvm_lib="$(llvm-config-22 --libdir 2>/dev/null || echo /usr/lib/llvm-22/lib)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cd "$root"
grep -qx '/.jaxc[123]/' .git/info/exclude 2>/dev/null ||
  echo '/.jaxc[123]/' >>.git/info/exclude
rm -rf .jaxc3
mkdir -p .jaxc3 "$tmp/sys" "$tmp/build-jax/lib/strata/plugins"
if [[ -z "${REST_ONLY:-}" ]]; then
  rm -rf .jaxc1 .jaxc2
  mkdir -p .jaxc1 .jaxc2
  xz -T0 -6 -c "$llvm_lib/libLLVM.so.22.1" >.jaxc1/libLLVM.so.22.1.xz
  xz -T0 -6 -c "$llvm_lib/libMLIR.so.22.1" >.jaxc2/libMLIR.so.22.1.xz
fi
# libLLVM's and libMLIR's own dependencies that a CUDA image may lack.
for lib in libz3.so.4 libxml2.so.2 libicuuc.so.72 libicudata.so.72 \
  libedit.so.2 libffi.so.8 libbsd.so.0 libmd.so.0 libtinfo.so.6 \
  libspirv-cross-c-shared.so.0; do
  cp -L "/lib/x86_64-linux-gnu/$lib" "$tmp/sys/"
done
# The vulkan-spirv target optimizes and validates every shader (spirv-opt,
# spirv-val).
mkdir -p "$tmp/bin"
cp "$(command -v spirv-val)" "$(command -v spirv-opt)" "$tmp/bin/"
cp "$build/lib/libStrataCompiler.so" "$build/lib/libstrata-runtime.so" \
  "$build/lib/libstrata-pjrt.so" "$tmp/build-jax/lib/"
cp "$build"/lib/strata/plugins/*.so "$tmp/build-jax/lib/strata/plugins/"
tar cJf .jaxc3/rest.tar.xz -C "$tmp" sys bin build-jax
du -sh .jaxc*
