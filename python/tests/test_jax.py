"""strata.jax.compile against jax.jit on a spread of JAX programs: dense and
convolution layers in both layouts, attention, normalization, reductions
with several results, integer and half-precision arithmetic, loops, sorting,
gathers and dynamic slices, at odd sizes. Skipped where JAX is not
importable (the Debian machine); run on the GPU machine with
STRATA_JAX_TARGETS=vulkan,llvm-cpu,vmvx (default: llvm-cpu)."""

import os

import numpy as np
import pytest

import strata

jax = pytest.importorskip("jax")
jnp = pytest.importorskip("jax.numpy")
lax = jax.lax

# XLA's GPU dots default to TF32; the reference is full f32.
jax.config.update("jax_default_matmul_precision", "highest")

TARGETS = os.environ.get("STRATA_JAX_TARGETS", "llvm-cpu").split(",")


def rand(*shape, dtype=np.float32, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(dtype)


def ints(*shape, low=-50, high=50, seed=0):
    return np.random.default_rng(seed).integers(low, high, shape, np.int32)


def dense_tanh(x, w):
    return jnp.tanh(x @ w) * 2.0


def mlp_softmax(x, w1, b1, w2, b2):
    h = jax.nn.relu(x @ w1 + b1)
    return jax.nn.log_softmax(h @ w2 + b2, axis=-1)


def conv_nhwc_pool(x, k, b):
    y = lax.conv_general_dilated(x, k, (1, 1), "SAME",
                                 dimension_numbers=("NHWC", "HWIO", "NHWC"))
    y = jax.nn.relu(y + b)
    return lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1),
                             (1, 2, 2, 1), "VALID")


def conv_nchw_strided(x, k):
    return lax.conv_general_dilated(x, k, (2, 2), "VALID",
                                    rhs_dilation=(1, 2),
                                    dimension_numbers=("NCHW", "OIHW",
                                                       "NCHW"))


def causal_attention(q, k, v):
    s = q @ jnp.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1]).astype(np.float32)
    n = q.shape[-2]
    s = jnp.where(jnp.tril(jnp.ones((n, n), bool)), s, -1e9)
    return jax.nn.softmax(s, axis=-1) @ v


def layer_norm(x, g, b):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) * lax.rsqrt(var + 1e-5) * g + b


def reductions(x):
    return x.sum(0), x.max(1), x.mean(), jnp.argmax(x, axis=-1)


def int_arith(x, y):
    return jnp.where(x > y, x * 3 + y // 7, (x - y) % 5), jnp.abs(x) >> 1


def fori_loop(x):
    return lax.fori_loop(0, 7, lambda i, c: c * 0.5 + i.astype(c.dtype), x)


def sort_cumsum(x):
    return jnp.sort(x, axis=-1), jnp.cumsum(x, axis=0)


def gather_take(x, idx):
    return jnp.take(x, idx, axis=0) * 2.0


def half_precision(x, y):
    return (x * y + x).astype(jnp.float16), (x - y).astype(jnp.float32)


def broadcast_transpose(x, y):
    return jnp.transpose(x[:, None, :] + y[None, :, :], (2, 0, 1))


def dynamic_update(x, u, i):
    return lax.dynamic_update_slice(x, u, (i, jnp.int32(1)))


CASES = {
    "dense_tanh": (dense_tanh, lambda: [rand(8, 16), rand(16, 4, seed=1)]),
    "mlp_softmax": (mlp_softmax, lambda: [
        rand(5, 12), rand(12, 33, seed=1), rand(33, seed=2),
        rand(33, 10, seed=3), rand(10, seed=4)]),
    "conv_nhwc_pool": (conv_nhwc_pool, lambda: [
        rand(2, 10, 10, 3), rand(3, 3, 3, 8, seed=1), rand(8, seed=2)]),
    "conv_nchw_strided": (conv_nchw_strided, lambda: [
        rand(1, 4, 11, 13), rand(6, 4, 3, 2, seed=1)]),
    "causal_attention": (causal_attention, lambda: [
        rand(2, 7, 16), rand(2, 7, 16, seed=1), rand(2, 7, 16, seed=2)]),
    "layer_norm": (layer_norm, lambda: [rand(9, 24), rand(24, seed=1),
                                        rand(24, seed=2)]),
    "reductions": (reductions, lambda: [rand(6, 17)]),
    "int_arith": (int_arith, lambda: [ints(4, 9), ints(4, 9, seed=1)]),
    "fori_loop": (fori_loop, lambda: [rand(3, 5)]),
    "sort_cumsum": (sort_cumsum, lambda: [rand(5, 11)]),
    "gather_take": (gather_take, lambda: [
        rand(10, 6), np.array([3, 0, 9, 3], np.int32)]),
    "half_precision": (half_precision, lambda: [
        rand(4, 8, dtype=np.float16), rand(4, 8, dtype=np.float16, seed=1)]),
    "broadcast_transpose": (broadcast_transpose, lambda: [
        rand(3, 5), rand(4, 5, seed=1)]),
    "dynamic_update": (dynamic_update, lambda: [
        rand(6, 7), rand(2, 3, seed=1), np.array(3, np.int32)]),
}


def as_tuple(x):
    return tuple(x) if isinstance(x, (tuple, list)) else (x,)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_jax_jit(name, target):
    fn, make_args = CASES[name]
    args = make_args()
    f = strata.jax.compile(fn, *args, targets=[target])
    got = as_tuple(f(*args))
    want = [np.asarray(r) for r in as_tuple(jax.jit(fn)(*args))]
    assert len(got) == len(want)
    for i, (g, w) in enumerate(zip(got, want)):
        assert g.dtype == w.dtype and g.shape == w.shape, \
            f"result {i}: {g.dtype}{g.shape} vs jax {w.dtype}{w.shape}"
        tol = 2e-2 if w.dtype == np.float16 else 1e-4
        np.testing.assert_allclose(g, w, rtol=tol, atol=tol,
                                   err_msg=f"{name} result {i} on {target}")


def test_wrong_input_shape_is_refused():
    f = strata.jax.compile(dense_tanh, rand(8, 16), rand(16, 4),
                           targets=[TARGETS[0]])
    with pytest.raises(strata.StrataError, match="argument 0"):
        f(rand(9, 16), rand(16, 4))


def cumulative(x):
    return (jnp.cumsum(x, axis=0), lax.cummax(x, axis=1, reverse=True),
            jnp.cumprod(x, axis=1))


@pytest.mark.parametrize("target", TARGETS)
def test_host_platform_lowering(target):
    """platform=None: lowered as jax.jit does on this host (on a GPU machine
    the CUDA lowering, which turns cumulative reductions into chlo.scan)."""
    x = rand(6, 9)
    f = strata.jax.compile(cumulative, x, targets=[target], platform=None)
    for g, w in zip(f(x), jax.jit(cumulative)(x)):
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-4, atol=1e-5)
