"""strata.jax: compile a JAX function with Strata.

    f = strata.jax.compile(fn, x, y, targets=["vulkan"])
    f(x, y)  # NumPy arrays, like jax.jit(fn)(x, y)
"""

import numpy as np

from . import compiler, runtime


def compile(fn, *example_args, targets=None, device=None, platform="cpu",
            **compile_options):
    """Lowers `fn` at `example_args` to StableHLO, compiles it with
    strata.compiler.compile for `targets` and loads it on `device` (default:
    the device the targets' module picks). Returns a callable taking and
    returning NumPy arrays (a tuple for several results, as the module
    returns them flattened).

    `platform` is the JAX platform lowered for (jax.export): "cpu" by
    default, whatever runs JAX, because a GPU lowering may carry CUDA custom
    calls (cu_threefry2x32, cuSOLVER) that no Strata target runs; None
    lowers as jax.jit(fn).lower(...) does on this host."""
    import jax  # only needed here

    if platform is None:
        text = jax.jit(fn).lower(*example_args).as_text()
    else:
        exported = jax.export.export(jax.jit(fn), platforms=[platform])(
            *example_args)
        text = exported.mlir_module()
    module = runtime.load(
        compiler.compile(text, targets=targets, **compile_options),
        device=device or _device_for(targets))
    main = module.main

    def call(*args):
        return main(*[np.asarray(a) for a in args])

    call.module = module
    call.stablehlo = text
    return call


def _device_for(targets):
    names = targets if isinstance(targets, (list, tuple)) else [targets]
    if any(t in ("vulkan", "vulkan-spirv") for t in names if t):
        return "vulkan"
    return None
