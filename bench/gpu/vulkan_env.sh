#===- bench/gpu/vulkan_env.sh - Vulkan on the GPU machine (sourced) --------===#
#
# Sourced by the run_*.sh scripts from the repository root. Installs
# the carried Vulkan loader and libglvnd (.gl/*.deb) when the machine lacks
# either (NVIDIA's ICD, libGLX_nvidia, needs libGLdispatch: with libvulkan1
# alone the loader finds no device), points the loader at NVIDIA's ICD, and
# puts build-gpu/lib (libstrata-runtime.so, which the tools link) and
# build-gpu/syslib (libspirv-cross) on the library path.
#
#===----------------------------------------------------------------------===#
if ! ldconfig -p | grep -q 'libvulkan.so.1 ' ||
   ! ldconfig -p | grep -q 'libGLdispatch.so.0 '; then
  for f in .gl/*.deb; do dpkg -x "$f" /; done
  ldconfig
fi
icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[[ -f "$icd" ]] && export VK_DRIVER_FILES="$icd"
export LD_LIBRARY_PATH="$PWD/build-gpu/lib:$PWD/build-gpu/syslib:${LD_LIBRARY_PATH:-}"
export XDG_RUNTIME_DIR=/tmp

# staged_inputs P: fills the array `inputs` with --input=@FILE for staged
# program P (its exported in*.npy, or random ones from bench/make_inputs.py
# when it has none), kept under /tmp/strata-gpu-inputs/P for xla_bench.py.
inputs_root=/tmp/strata-gpu-inputs
staged_inputs() {
  local dir="build-gpu/corpus/$1" f
  if [[ ! -f "$dir/in0.npy" ]]; then
    python3 bench/make_inputs.py "$dir" "$inputs_root/$1" > /dev/null
  else
    mkdir -p "$inputs_root/$1" && cp "$dir"/in*.npy "$inputs_root/$1/"
  fi
  # In argument order: in0 .. in<n-1> (a glob would put in10 before in2).
  inputs=()
  local i=0
  while [[ -f "$inputs_root/$1/in$i.npy" ]]; do
    inputs+=("--input=@$inputs_root/$1/in$i.npy")
    i=$((i + 1))
  done
}

# The models of tests/models that were staged.
staged_models() {
  local m p
  for m in tests/models/*/meta.json; do
    p="$(basename "$(dirname "$m")")"
    [[ -f "build-gpu/modules/$p.smod" ]] && echo "$p"
  done
}
