"""strata.runtime: run compiled modules on NumPy arrays (strata_runtime.h)."""

import contextlib
import time

import numpy as np

from . import _native
from ._errors import StrataError

_instance = None
# Devices by name, of the current instance: a device (a Vulkan VkDevice, its
# queues and memory) is made once and shared by every module loaded on it.
_devices = {}


def _default_instance():
    global _instance
    if _instance is None:
        _instance = _native.Instance()
    return _instance


def _device(name):
    if name not in _devices:
        _devices[name] = _native.Device(_default_instance(), name)
    return _devices[name]


def configure(plugin_dir=None, task_workers=0, untrusted_modules=False):
    """Replaces the runtime instance later loads use: the runtime plugins'
    directory (default: next to libstrata-runtime.so), the local device's
    task workers (0: one per core), and untrusted mode (SECURITY.md: native
    code refused, SPIR-V validated at load). Modules loaded before keep
    theirs."""
    global _instance
    _instance = _native.Instance(plugin_dir, task_workers, untrusted_modules)
    _devices.clear()


def devices():
    """[(name, description, memory bytes)] of every device: "local" first,
    then each device of each HAL driver ("vulkan:0", ...)."""
    return _default_instance().devices()


class Function:
    """An exported function: call it with NumPy arrays; returns one array or
    a tuple of them. Arity, dtypes and static dims are checked (StrataError
    INVALID_ARGUMENT naming the argument, expected vs actual)."""

    def __init__(self, native):
        self._native = native
        self.name = native.name
        self.argument_types = native.argument_types
        self.result_types = native.result_types

    def __call__(self, *arrays, deadline_ms=0):
        inputs = [a if isinstance(a, np.ndarray) else np.asarray(a)
                  for a in arrays]
        results = self._native.call(inputs, deadline_ms)
        return results[0] if len(results) == 1 else tuple(results)

    def __repr__(self):
        return (f"<strata function {self.name}: {self.argument_types} -> "
                f"{self.result_types}>")


class Module:
    """A loaded module: its functions are attributes (`module.main`)."""

    def __init__(self, native):
        self._native = native
        self.device = native.device_name
        self._functions = {}

    def function_names(self):
        return self._native.function_names()

    def function(self, name):
        if name not in self._functions:
            self._functions[name] = Function(_native.Function(self._native,
                                                              name))
        return self._functions[name]

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self.function(name)
        except StrataError as e:
            raise AttributeError(e.message) from None

    def __repr__(self):
        return f"<strata module on {self.device}: {self.function_names()}>"


def load(module, device=None):
    """Loads `module` (bytes from strata.compiler.compile, or a .smod path)
    through every verifier, on `device` ("local", "vulkan", "vulkan:1"; made
    on first use and shared by later loads) or, when None, the first device
    that can run all its executables."""
    instance = _default_instance()
    native_device = _device(device) if device else None
    return Module(_native.Module.load(instance, native_device, module))


@contextlib.contextmanager
def trace(path):
    """Records what the runtime does inside the `with` block (VM calls,
    dispatches, allocations, transfers, Vulkan device time) and writes it to
    `path` as Chrome trace-event JSON (Perfetto, chrome://tracing), also
    when the block raises. One recording per process at a time."""
    _native.trace_start()
    try:
        yield path
    finally:
        _native.trace_stop(path)


def benchmark(function, *arrays, min_time=0.5, warmup=1):
    """Calls `function` on `arrays` repeatedly for at least `min_time`
    seconds after `warmup` calls; returns {"calls", "mean_s", "min_s"}."""
    for _ in range(warmup):
        function(*arrays)
    times = []
    start = time.perf_counter()
    while time.perf_counter() - start < min_time or not times:
        t0 = time.perf_counter()
        function(*arrays)
        times.append(time.perf_counter() - t0)
    return {"calls": len(times), "mean_s": sum(times) / len(times),
            "min_s": min(times)}
