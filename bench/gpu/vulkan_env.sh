#===- bench/gpu/vulkan_env.sh - Vulkan on the GPU machine (sourced) --------===#
#
# Sourced by run_gpu.sh and run_kernels.sh from the repository root. Installs
# the carried Vulkan loader and libglvnd (.gl/*.deb) when the machine lacks
# either (NVIDIA's ICD, libGLX_nvidia, needs libGLdispatch: with libvulkan1
# alone the loader finds no device), points the loader at NVIDIA's ICD, and
# puts build-gpu/syslib (libspirv-cross) on the library path.
#
#===----------------------------------------------------------------------===#
if ! ldconfig -p | grep -q 'libvulkan.so.1 ' ||
   ! ldconfig -p | grep -q 'libGLdispatch.so.0 '; then
  for f in .gl/*.deb; do dpkg -x "$f" /; done
  ldconfig
fi
icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[[ -f "$icd" ]] && export VK_DRIVER_FILES="$icd"
export LD_LIBRARY_PATH="$PWD/build-gpu/syslib:${LD_LIBRARY_PATH:-}"
export XDG_RUNTIME_DIR=/tmp
