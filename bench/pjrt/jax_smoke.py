"""jax.jit on Strata's PJRT plugin, checked against XLA:CPU in one process.

Run with JAX_PLATFORMS=strata,cpu (Strata the default, XLA's CPU beside it):
  1. jax.devices() lists the Strata devices;
  2. the README's example (a jitted training step with jax.grad) and a
     two-layer MLP step run on every Strata device (the CPU device and each
     Vulkan device), several steps, equal to XLA:CPU within tolerance;
  3. the compile cache: a re-traced function (a new jax.jit of the same
     code) is not compiled again (memory cache), nor in a new process
     (disk cache), read from STRATA_PJRT_LOG's lines.
Prints one line per check and exits non-zero on the first failure."""

import os
import subprocess
import sys

import numpy as np


def readme_example():
    # The README's five lines (there run with JAX_PLATFORMS=strata).
    import jax, jax.numpy as jnp
    def loss(w, x, y): return jnp.mean((jnp.tanh(x @ w) - y) ** 2)
    step = jax.jit(lambda w, x, y: w - 0.1 * jax.grad(loss)(w, x, y))
    w = step(jnp.zeros((4, 2)), jnp.ones((8, 4)), jnp.ones((8, 2)))
    return np.asarray(w)


def mlp_step(params, x, y):
    import jax
    import jax.numpy as jnp

    def loss(p):
        h = jax.nn.gelu(x @ p["w1"] + p["b1"])
        logits = h @ p["w2"] + p["b2"]
        return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * y, axis=-1))

    value, grads = jax.value_and_grad(loss)(params)
    return value, jax.tree.map(lambda p, g: p - 0.05 * g, params, grads)


def run_on(device, steps=3):
    import jax
    rng = np.random.default_rng(0)
    params = {"w1": rng.standard_normal((64, 128), np.float32) * 0.1,
              "b1": np.zeros(128, np.float32),
              "w2": rng.standard_normal((128, 10), np.float32) * 0.1,
              "b2": np.zeros(10, np.float32)}
    x = rng.standard_normal((32, 64), np.float32)
    y = np.eye(10, dtype=np.float32)[rng.integers(0, 10, 32)]
    params, x, y = jax.device_put((params, x, y), device)
    step = jax.jit(mlp_step)
    losses = []
    for _ in range(steps):
        value, params = step(params, x, y)
        losses.append(float(value))
    assert all(a.devices() == {device} for a in jax.tree.leaves(params)), \
        "results left the device"
    return losses, jax.tree.map(np.asarray, params)


def check_cache():
    """Runs this file's 'cache' mode twice with a fresh cache directory."""
    import tempfile
    cache = tempfile.mkdtemp(prefix="strata-pjrt-cache-")
    env = dict(os.environ, STRATA_PJRT_LOG="1", STRATA_PJRT_CACHE_DIR=cache,
               JAX_PLATFORMS="strata", STRATA_PJRT_DEVICES="local")
    logs = []
    for _ in range(2):
        run = subprocess.run([sys.executable, __file__, "cache"], env=env,
                             capture_output=True, text=True)
        if run.returncode:
            sys.exit(f"cache mode failed:\n{run.stdout}\n{run.stderr}")
        logs.append([l for l in run.stderr.splitlines()
                     if l.startswith("strata-pjrt: program")])
    first, second = logs
    print("process 1:", *first, sep="\n  ")
    print("process 2:", *second, sep="\n  ")
    # The same function jitted twice: compiled, then from the memory cache;
    # in a new process nothing is compiled.
    assert "compiled" in first[-2] and "from the memory cache" in first[-1], \
        "re-traced function recompiled"
    assert not any("compiled" in l for l in second), "a new process recompiled"
    assert any("from the disk cache" in l for l in second), second
    print("ok: compile cache (memory, then disk)")


def cache_mode():
    import jax
    import jax.numpy as jnp
    x = jnp.arange(8.0)
    for _ in range(2):  # a new jax.jit each time: JAX traces and compiles again
        f = jax.jit(lambda v: jnp.sin(v) * 2 + 1)
        f(x).block_until_ready()


def main():
    if sys.argv[1:] == ["cache"]:
        cache_mode()
        return
    import jax
    strata = jax.devices("strata")
    cpu = jax.devices("cpu")[0]
    print("jax", jax.__version__, "devices:", strata, "default backend:",
          jax.default_backend())
    assert strata, "no Strata devices"

    w = readme_example()
    with jax.default_device(cpu):
        w_xla = readme_example()
    np.testing.assert_allclose(w, w_xla, rtol=1e-5, atol=1e-6)
    print("ok: README example on", jax.devices()[0], "equals XLA:CPU")

    ref_losses, ref_params = run_on(cpu)
    for device in strata:
        losses, params = run_on(device)
        np.testing.assert_allclose(losses, ref_losses, rtol=1e-4)
        for name in ref_params:
            np.testing.assert_allclose(params[name], ref_params[name],
                                       rtol=1e-4, atol=1e-5)
        print(f"ok: MLP training step x3 on {device} ({device.device_kind})"
              f" equals XLA:CPU, losses {np.round(losses, 5).tolist()}")
    check_cache()


if __name__ == "__main__":
    main()
