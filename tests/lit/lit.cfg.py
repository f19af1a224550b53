# -*- Python -*- lit configuration for Strata's FileCheck tests.
import os
import shutil
import sys
import lit.formats

config.name = "Strata"
config.test_format = lit.formats.ShTest(not lit.util.which("bash") is None)
config.suffixes = [".mlir", ".json", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.strata_build_dir, "tests", "lit")

tools = os.path.join(config.strata_build_dir, "bin")
# `--param strata_tool_wrappers=DIR`: DIR comes first on PATH, so a wrapper
# there sees every tool call (bench/gpu/stage_lit.sh records the Vulkan runs
# to replay them on a real GPU).
_wrappers = lit_config.params.get("strata_tool_wrappers")
config.environment["PATH"] = os.pathsep.join(
    ([_wrappers] if _wrappers else []) +
    [tools, config.llvm_tools_dir, config.environment.get("PATH", "")])
# Vulkan runs start uninitialized results as NaN bytes: a kernel that reads
# an element it never wrote fails its expected values instead of passing on
# the zeros a fresh allocation happens to hold.
config.environment["STRATA_VULKAN_POISON"] = "1"
config.substitutions.append(("%plugin_dir", config.strata_plugin_dir))
config.substitutions.append(("%corpus", config.strata_corpus_dir))
config.substitutions.append(("%test_plugins", os.path.join(config.strata_build_dir, "tests", "lit", "plugins")))
# The interpreter running lit: a version manager's `python3` shim on PATH
# costs up to a second per start.
config.substitutions.append(("%python", sys.executable))
# The `mpi` channel provider and an MPI launcher: ranks as processes.
# Open MPI refuses root unless told; CI may run as root.
if shutil.which("mpirun") and os.path.exists(
        os.path.join(config.strata_plugin_dir, "libstrata-channel-mpi.so")):
    config.available_features.add("mpi")
    config.environment["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
    config.environment["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
    config.substitutions.append(
        ("%mpirun", "mpirun --oversubscribe --bind-to none -n"))

# Feature `vulkan`: a Vulkan device is present (strata-run --list-devices shows a `vulkan:N`
# device). Tests guard their Vulkan RUN lines with `%if vulkan %{ ... %}`, so machines without
# one skip only those lines. `--param strata_vulkan=0` forces the feature off, `=1` on.
def _strata_has_vulkan_device():
    import subprocess
    env = dict(os.environ)
    env["XDG_RUNTIME_DIR"] = "/tmp"
    try:
        listing = subprocess.run([os.path.join(tools, "strata-run"), "--list-devices"],
                                 env=env, capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.SubprocessError):
        return False
    return any(line.startswith("vulkan:") for line in listing.stdout.splitlines())

_strata_vulkan = lit_config.params.get("strata_vulkan")
if _strata_vulkan is None:
    _strata_vulkan = "1" if _strata_has_vulkan_device() else "0"
if _strata_vulkan not in ("0", "1"):
    lit_config.fatal("--param strata_vulkan=%s: expected 0 or 1" % _strata_vulkan)
if _strata_vulkan == "1":
    config.available_features.add("vulkan")

# AVX-512 on the host: x86-64-v4 code runs here; AVX512-BF16: the llvm-cpu
# dot-product kernels do; AMX
# (amx_bf16, amx_int8): the tile kernels do.
try:
    with open("/proc/cpuinfo") as _cpuinfo:
        _flags = _cpuinfo.read()
        if " avx512f" in _flags and " avx512vl" in _flags:
            config.available_features.add("avx512")
        if " avx512_bf16" in _flags:
            config.available_features.add("avx512bf16")
        # Code for AMD CPUs (znver4) may use AMD-only extensions (SSE4a):
        # an Intel CPU with AVX512-BF16 still refuses it.
        if " avx512_bf16" in _flags and " sse4a" in _flags:
            config.available_features.add("znver4")
        if " amx_bf16" in _flags and " amx_int8" in _flags:
            config.available_features.add("amx")
except OSError:
    pass
