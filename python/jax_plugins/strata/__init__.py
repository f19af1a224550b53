"""Strata as a JAX platform: JAX imports this module at start-up (it is in
the `jax_plugins` namespace package and the `jax_plugins` entry-point group)
and calls initialize(), which registers libstrata-pjrt.so, Strata's PJRT
plugin, as the platform "strata":

    JAX_PLATFORMS=strata python3 -c 'import jax; print(jax.devices())'

The plugin's options are STRATA_PJRT_* environment variables or client
create options (jax.config.update("jax_pjrt_client_create_options",
"devices:vulkan:0")): `targets` (a target manifest file), `pipeline` (a
pipeline config file), `cache_dir` (the disk compile cache; "" for none),
`devices` (e.g. "local,vulkan:0"). STRATA_PJRT_LIBRARY overrides the
library's path."""

import os

# Below the CPU platform's priority (0): installing Strata does not move
# JAX's default; JAX_PLATFORMS=strata (or jax.devices("strata")) selects it.
PRIORITY = -10


def library_path() -> str:
    path = os.environ.get("STRATA_PJRT_LIBRARY")
    if path:
        return path
    from ._library_dir import LIBRARY_DIR
    return os.path.join(LIBRARY_DIR, "libstrata-pjrt.so")


def initialize() -> None:
    from jax._src import xla_bridge

    path = library_path()
    if not os.path.exists(path):
        raise RuntimeError(
            f"strata: the PJRT plugin {path} does not exist (reinstall the "
            f"strata package against a build with libstrata-pjrt.so, or set "
            f"STRATA_PJRT_LIBRARY)")
    xla_bridge.register_plugin("strata", priority=PRIORITY, library_path=path)
    _register_lowerings()


def _register_lowerings() -> None:
    """Lowerings JAX registers only for cpu/cuda/rocm, for "strata" too.

    jnp.linalg.eigh has no platform-independent lowering; on the CPU JAX
    emits LAPACK's syevd custom call, which Strata's compiler implements
    (input-hlo, cyclic Jacobi) for real matrices. Complex matrices keep the
    error JAX gives a platform without a rule. These are JAX internals: if
    they moved, the plugin still loads and eigh stays unsupported."""
    try:
        import numpy as np
        from jax._src import dtypes
        from jax._src.interpreters import mlir
        from jax._src.lax import linalg
        cpu_rule = linalg._eigh_cpu_gpu_lowering
    except (ImportError, AttributeError):
        return

    def eigh_rule(ctx, operand, **params):
        if dtypes.issubdtype(ctx.avals_in[0].dtype, np.complexfloating):
            raise NotImplementedError(
                "strata: eigh of complex matrices is not supported")
        return cpu_rule(ctx, operand, target_name_prefix="cpu", **params)

    mlir.register_lowering(linalg.eigh_p, eigh_rule, platform="strata")
