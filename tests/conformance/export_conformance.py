#!/usr/bin/env python3
"""Exports the StableHLO conformance programs of tests/conformance in the
corpus folder format (the same as tests/models; see tests/models/README.md).

usage: export_conformance.py OUTDIR [NAME ...]
       export_conformance.py --table [NAME ...]

Writes one folder per program into OUTDIR (all programs, or only the NAMEs
given; a NAME may be a shell pattern such as 'int_ops_*'):

  program.mlir          StableHLO as JAX prints it (Lowered.as_text(), pretty form)
  program.generic.mlir  the same module in MLIR's generic op form
  in0.npy ... inN.npy   the arguments of @main, in order
  out0.npy ... outM.npy XLA:CPU's results for them (inf and NaN included)
  meta.json             name, kind ("conformance"), class (1..7), note,
                        inputs, outputs, output_labels, bytes,
                        tolerance {rtol, atol}, jax (version)

--table prints the README's program table (markdown rows from the builders'
notes) instead of exporting.

Each program is a small JAX function that exercises one class of issue 13
through what JAX really writes:
  1 attributes with omitted default fields / op syntax (gather, scatter,
    dot_general, einsum, convolution layouts, sort, fft, reduce_precision)
  2 transposed and gradient convolutions
  3 complex element types
  4 integer ops on every width
  5 JAX's random helpers, key as an input
  6 f64 (and f32, f16/bf16) accuracy of elementwise math and chlo ops
  7 dense hex constants (i1 masks and other element types)

Needs JAX (written against jax 0.11.2, numpy 2.x). Everything is lowered and
run for the CPU platform (JAX_PLATFORMS=cpu, set by export_models on import)
with jax_enable_x64 on, so f64/i64/u64/complex128 stay as written. The
helpers that read the lowered text come from tests/models/export_models.py.
"""
import contextlib
import fnmatch
import json
import os
import re
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "models"))

# Importing export_models sets JAX_PLATFORMS=cpu and keeps closed-over
# constants inline (jax_use_simplified_jaxpr_constants=False).
from export_models import (  # noqa: E402
    OP_RE, check_generic_parses, generic_form, main_arity)

import numpy as np  # noqa: E402
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402

try:
    jax.config.update("jax_enable_x64", True)
except Exception as e:  # noqa: BLE001
    print(f"warning: jax_enable_x64 not set: {e!r}")

F16, F32, F64 = np.float16, np.float32, np.float64
BF16 = jnp.bfloat16
C64, C128 = np.complex64, np.complex128
I32 = np.int32

EXACT = {"rtol": 0, "atol": 0}
TOL_F32 = {"rtol": 1e-5, "atol": 1e-6}        # f32 elementwise / few roundings
TOL_F32_ACC = {"rtol": 1e-4, "atol": 1e-5}    # f32 dots, convolutions
TOL_FFT_F32 = {"rtol": 1e-4, "atol": 1e-4}
TOL_FFT_F64 = {"rtol": 1e-10, "atol": 1e-11}
TOL_LOWP = {"rtol": 1e-2, "atol": 1e-2}
TOL_C64 = {"rtol": 1e-5, "atol": 1e-6}
TOL_C128 = {"rtol": 1e-12, "atol": 1e-13}
TOL_C64_REL = {"rtol": 1e-5, "atol": 0}
TOL_C128_REL = {"rtol": 1e-12, "atol": 0}
TOL_RAND_F32 = {"rtol": 1e-6, "atol": 1e-6}
TOL_RAND_F64 = {"rtol": 1e-10, "atol": 1e-12}
TOL_GAMMA = {"rtol": 1e-4, "atol": 1e-4}
TOL_MATH_F64 = {"rtol": 1e-12, "atol": 1e-14}
TOL_SPECIAL_F64 = {"rtol": 1e-10, "atol": 1e-12}
TOL_MATH_F32 = {"rtol": 2e-6, "atol": 1e-7}
TOL_SPECIAL_F32 = {"rtol": 1e-5, "atol": 1e-6}
TOL_F16 = {"rtol": 1e-2, "atol": 1e-3}

NHWC = ("NHWC", "HWIO", "NHWC")
NCHW = ("NCHW", "OIHW", "NCHW")
GDN = lax.GatherDimensionNumbers
SDN = lax.ScatterDimensionNumbers
GSM = lax.GatherScatterMode


# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------

def _first_line(e):
    s = str(e).strip().splitlines()
    return (s[0] if s else "")[:200]


class Collector:
    """Outputs of a program with a label each (meta.json output_labels)."""

    def __init__(self):
        self.values, self.labels = [], []

    def add(self, label, value):
        self.values.append(value)
        self.labels.append(label)

    def attempt(self, label, thunk):
        """Adds thunk()'s result; where JAX refuses it while tracing, prints
        why and leaves it out (the rest of the program still exports)."""
        try:
            value = thunk()
        except Exception as e:  # noqa: BLE001
            print(f"    [{label}] left out, JAX refused it: "
                  f"{type(e).__name__}: {_first_line(e)}")
            return False
        if isinstance(value, (tuple, list)):
            for i, v in enumerate(value):
                self.add(f"{label}[{i}]", v)
        else:
            self.add(label, value)
        return True


def collect(body):
    """fn(*args) that runs body(c, *args) with a Collector c and returns the
    collected outputs as a tuple; fn.labels names them (set while tracing)."""
    def fn(*args):
        c = Collector()
        body(c, *args)
        fn.labels = list(c.labels)
        return tuple(c.values)
    fn.__name__ = body.__name__
    return fn


def probe(label, fn, args):
    """True if fn lowers for the CPU platform without a custom_call and
    compiles; otherwise prints why and returns False."""
    try:
        lowered = jax.jit(fn, keep_unused=True).lower(*args)
        text = lowered.as_text()
        if "custom_call" in text:
            calls = sorted(set(re.findall(r"custom_call @?[\w.]+", text)))
            print(f"    warning: [{label}] lowers to a custom_call "
                  f"({', '.join(calls)}); left out")
            return False
        lowered.compile()
        return True
    except Exception as e:  # noqa: BLE001
        print(f"    [{label}] left out: {type(e).__name__}: {_first_line(e)}")
        return False


def case_program(note, inputs, cases, tol):
    """A program with one output per case that lowers without a custom_call.

    inputs: {name: array} (the arguments of @main, in order);
    cases: [(label, f(d))] where d maps the input names to traced values."""
    names = list(inputs)
    arrays = [np.asarray(inputs[n]) for n in names]

    def one(cf):
        return lambda *a: cf(dict(zip(names, a)))

    refs = {c[0]: c[2] for c in cases if len(c) > 2}
    cases = [(c[0], c[1]) for c in cases]
    kept = [(label, cf) for label, cf in cases if probe(label, one(cf), arrays)]
    if not kept:
        raise RuntimeError("no case of this program lowers")

    def fn(*a):
        d = dict(zip(names, a))
        return tuple(cf(d) for _, cf in kept)

    fn.labels = [label for label, _ in kept]
    # Optional C99 references: (input name, numpy function) per output.
    fn.refs = [(refs[label][0], inputs[refs[label][0]], refs[label][1])
               if label in refs else None for label in fn.labels]
    left = [label for label, _ in cases if label not in fn.labels]
    note = note + ": " + ", ".join(fn.labels)
    if left:
        note += " (left out, custom_call or refused: " + ", ".join(left) + ")"
    return fn, arrays, note, tol


def cplx(values, dtype=C128):
    """Complex array from (re, im) pairs, keeping signed zeros."""
    z = np.empty(len(values), C128)
    z.real = np.array([v[0] for v in values], F64)
    z.imag = np.array([v[1] for v in values], F64)
    return z.astype(dtype)


def crandn(rs, shape, dtype):
    return (rs.randn(*shape) + 1j * rs.randn(*shape)).astype(dtype)


def full_range(rs, n, dtype):
    """n integers spread over the whole range of dtype (random bytes)."""
    dtype = np.dtype(dtype)
    return np.frombuffer(rs.bytes(n * dtype.itemsize), dtype=dtype).copy()


def prng_key(seed):
    """uint32[2] key data of jax.random.PRNGKey(seed) (default impl)."""
    try:
        return np.asarray(jax.random.key_data(jax.random.PRNGKey(seed)),
                          dtype=np.uint32)
    except Exception as e:  # noqa: BLE001
        print(f"    note: PRNGKey({seed}) failed ({_first_line(e)}); "
              "using threefry's [seed >> 32, seed & 0xffffffff]")
        return np.array([seed >> 32, seed & 0xFFFFFFFF], np.uint32)


def wrap_key(key):
    return jax.random.wrap_key_data(key)


key_data = jax.random.key_data


# --------------------------------------------------------------------------
# Class 1: attributes with omitted default fields / op syntax
# --------------------------------------------------------------------------

def attr_gather_f32():
    rs = np.random.RandomState(1001)
    x = rs.randn(8, 6).astype(F32)
    x3 = rs.randn(4, 5, 6).astype(F32)
    i1 = np.array([3, 0, -1, 5, 3], I32)                  # negative, repeated
    i2 = np.array([[0, 7, 2, 2], [5, 1, -2, 4], [6, 6, 0, 3]], I32)
    i2b = np.array([[0, 4], [2, 1]], I32)
    ic = np.array([5, 0, 2, 2, 4], I32)                   # columns (< 6)
    ia = rs.randint(0, 6, size=(8, 3)).astype(I32)
    ir = np.array([7, 0, 3, 3, 1], I32)
    ioob = np.array([2, 9, -12, 5, 100], I32)             # rows out of bounds
    i = np.array(5, I32)

    @collect
    def f(c, x, x3, i1, i2, i2b, ic, ia, ir, ioob, i):
        c.add("x[i1] 1-D index array", x[i1])
        c.add("x[i2] 2-D index array", x[i2])
        c.add("x[:, ic]", x[:, ic])
        c.add("take axis=1", jnp.take(x, ic, axis=1))
        c.add("take 3-D axis=2", jnp.take(x3, ic[:3], axis=2))
        c.add("take mode=clip", jnp.take(x, ioob, axis=0, mode="clip"))
        c.add("take_along_axis", jnp.take_along_axis(x, ia, axis=1))
        c.add("x[ir, ic]", x[ir, ic])
        c.add("x[i2, 2]", x[i2, 2])
        c.add("x[1:7:2][:, ic]", x[1:7:2][:, ic])
        c.add("x3[:, i2b, :]", x3[:, i2b, :])
        c.add("x3[1, ic]", x3[1, ic])
        c.add("at[].get fill", x.at[ioob].get(mode="fill", fill_value=-7.0))
        c.add("x[i] traced scalar", x[i])

    note = ("numpy-style gathers on f32: x[idx] with 1-D (negative, repeated) and "
            "2-D index arrays, x[:, idx], jnp.take with axis and mode=clip, "
            "take_along_axis, two index arrays, mixed slice/scalar/array indexing, "
            "at[].get(mode=fill), traced scalar index")
    return f, [x, x3, i1, i2, i2b, ic, ia, ir, ioob, i], note, EXACT


def attr_gather_lax_f32():
    rs = np.random.RandomState(1002)
    x1 = rs.randn(10).astype(F32)
    x2 = rs.randn(8, 6).astype(F32)
    xb = rs.randn(4, 6).astype(F32)
    i51 = np.array([[3], [0], [9], [3], [7]], I32)
    r51 = np.array([[3], [0], [7], [3], [5]], I32)
    i1 = np.array([6], I32)
    st = np.array([4, 1], I32)
    i52 = np.array([[0, 0], [7, 5], [3, 2], [9, -1], [2, 4]], I32)  # two OOB
    ib = np.array([5, 0, 3, 3], I32)
    ib2 = rs.randint(0, 6, size=(4, 3)).astype(I32)

    @collect
    def f(c, x1, x2, xb, i51, r51, i1, st, i52, ib, ib2):
        c.add("indices (5,1) into a vector (index_vector_dim 1)",
              lax.gather(x1, i51, GDN(offset_dims=(), collapsed_slice_dims=(0,),
                                      start_index_map=(0,)),
                         slice_sizes=(1,), mode=GSM.PROMISE_IN_BOUNDS))
        c.add("indices (1,) -> scalar (index_vector_dim 0)",
              lax.gather(x1, i1, GDN(offset_dims=(), collapsed_slice_dims=(0,),
                                     start_index_map=(0,)),
                         slice_sizes=(1,), mode=GSM.CLIP))
        c.add("one start vector (2,), 3x4 window (index_vector_dim 0)",
              lax.gather(x2, st, GDN(offset_dims=(0, 1), collapsed_slice_dims=(),
                                     start_index_map=(0, 1)),
                         slice_sizes=(3, 4), mode=GSM.CLIP))
        c.add("one row by (1,) index",
              lax.gather(x2, i1, GDN(offset_dims=(0,), collapsed_slice_dims=(0,),
                                     start_index_map=(0,)),
                         slice_sizes=(1, 6), mode=GSM.CLIP))
        c.add("rows, offset dim last",
              lax.gather(x2, r51, GDN(offset_dims=(1,), collapsed_slice_dims=(0,),
                                      start_index_map=(0,)),
                         slice_sizes=(1, 6)))
        c.add("rows, offset dim first",
              lax.gather(x2, r51, GDN(offset_dims=(0,), collapsed_slice_dims=(0,),
                                      start_index_map=(0,)),
                         slice_sizes=(1, 6)))
        dn = GDN(offset_dims=(1,), collapsed_slice_dims=(0,), start_index_map=(0, 1))
        c.add("2-D starts, partial window, mode clip",
              lax.gather(x2, i52, dn, slice_sizes=(1, 3), mode=GSM.CLIP))
        c.add("2-D starts, partial window, mode fill",
              lax.gather(x2, i52, dn, slice_sizes=(1, 3), mode=GSM.FILL_OR_DROP,
                         fill_value=-3.0))
        c.add("start_index_map (1, 0)",
              lax.gather(x2, i52, GDN(offset_dims=(1,), collapsed_slice_dims=(1,),
                                      start_index_map=(1, 0)),
                         slice_sizes=(2, 1), mode=GSM.CLIP))
        c.add("vmap(r[k]) (operand_batching_dims)",
              jax.vmap(lambda r, k: r[k])(xb, ib))
        c.add("vmap(r[ks]) (operand_batching_dims)",
              jax.vmap(lambda r, k: r[k])(xb, ib2))
        c.attempt("explicit operand_batching_dims",
                  lambda: lax.gather(
                      xb, ib[:, None],
                      GDN(offset_dims=(), collapsed_slice_dims=(1,),
                          start_index_map=(1,), operand_batching_dims=(0,),
                          start_indices_batching_dims=(0,)),
                      slice_sizes=(1, 1), mode=GSM.CLIP))

    note = ("lax.gather with explicit GatherDimensionNumbers on f32: index_vector_dim 1 "
            "and 0 (one start vector, printed with the default omitted), offset dims "
            "first/last, start_index_map (1,0), modes promise_in_bounds/clip/fill, "
            "batched gathers (operand_batching_dims) by jax.vmap and explicitly. "
            "(JAX always makes the last index dim the index vector, so (5,) indices "
            "with a 1-element start_index_map cannot be written)")
    return f, [x1, x2, xb, i51, r51, i1, st, i52, ib, ib2], note, EXACT


def attr_scatter_f32():
    rs = np.random.RandomState(1003)
    x = rs.randn(8, 6).astype(F32)
    x1 = rs.randn(10).astype(F32)
    xb = rs.randn(4, 6).astype(F32)

    def q(*s):  # multiples of 0.25: sums of repeats are exact in any order
        return (rs.randint(-8, 9, size=s) * 0.25).astype(F32)

    iu = np.array([6, 1, 3, 0], I32)
    uu = q(4, 6)
    ir = np.array([2, 5, 2, 7, 5, 2], I32)
    ur = q(6, 6)
    m = rs.choice([0.5, 2.0, -1.0, 1.5, -0.25], size=(6, 6)).astype(F32)
    ic = np.array([1, 4, 1, 0], I32)
    uc = q(8, 4)
    rr = np.array([0, 7, 7, 3], I32)
    cc = np.array([5, 5, 5, 1], I32)
    urc = q(4)
    i51 = np.array([[3], [9], [3], [0], [3]], I32)
    u5 = q(5)
    iu41 = np.array([[8], [1], [4], [2]], I32)
    u4 = q(4)
    st = np.array([2, 1], I32)
    u34 = q(3, 4)
    ib = np.array([5, 0, 3, 3], I32)
    ub = q(4)
    ioob = np.array([2, 9, -12, 5], I32)
    uo = q(4, 6)

    @collect
    def f(c, x, x1, xb, iu, uu, ir, ur, m, ic, uc, rr, cc, urc, i51, u5, iu41, u4,
          st, u34, ib, ub, ioob, uo):
        c.add("at[unique].set", x.at[iu].set(uu))
        c.add("at[repeated].add", x.at[ir].add(ur))
        c.add("at[repeated].multiply", x.at[ir].multiply(m))
        c.add("at[repeated].min", x.at[ir].min(ur))
        c.add("at[repeated].max", x.at[ir].max(ur))
        c.add("at[:, ic].add", x.at[:, ic].add(uc))
        c.add("at[rr, cc].add", x.at[rr, cc].add(urc))
        c.add("at[oob].add mode=drop", x.at[ioob].add(uo, mode="drop"))
        dn1 = SDN(update_window_dims=(), inserted_window_dims=(0,),
                  scatter_dims_to_operand_dims=(0,))
        c.add("scatter_add (5,1) indices", lax.scatter_add(x1, i51, u5, dn1))
        c.add("scatter_mul (5,1) indices", lax.scatter_mul(x1, i51, u5 * 0 + 2.0, dn1))
        c.add("scatter_min (5,1) indices", lax.scatter_min(x1, i51, u5, dn1))
        c.add("scatter_max (5,1) indices", lax.scatter_max(x1, i51, u5, dn1))
        c.add("scatter unique", lax.scatter(x1, iu41, u4, dn1, unique_indices=True))
        c.add("scatter_add one start vector (index_vector_dim 0)",
              lax.scatter_add(x, st, u34,
                              SDN(update_window_dims=(0, 1), inserted_window_dims=(),
                                  scatter_dims_to_operand_dims=(0, 1))))
        c.add("vmap(r.at[k].add) (operand_batching_dims)",
              jax.vmap(lambda r, k, u: r.at[k].add(u))(xb, ib, ub))
        c.attempt("explicit scatter operand_batching_dims",
                  lambda: lax.scatter_add(
                      xb, ib[:, None], ub,
                      SDN(update_window_dims=(), inserted_window_dims=(1,),
                          scatter_dims_to_operand_dims=(1,),
                          operand_batching_dims=(0,),
                          scatter_indices_batching_dims=(0,))))

    note = ("scatters on f32: x.at[idx].set (unique)/add/multiply/min/max (repeated "
            "indices, order-independent values), 2-D and column scatters, mode=drop "
            "with out-of-bounds rows, lax.scatter_add/mul/min/max/scatter with explicit "
            "ScatterDimensionNumbers (index_vector_dim 1 and 0), batched scatters "
            "(operand_batching_dims) by jax.vmap and explicitly")
    return (f, [x, x1, xb, iu, uu, ir, ur, m, ic, uc, rr, cc, urc, i51, u5, iu41, u4,
                st, u34, ib, ub, ioob, uo], note, TOL_F32)


def attr_scatter_int():
    rs = np.random.RandomState(1004)
    x = rs.randint(-50, 50, size=(10, 3)).astype(I32)
    xu8 = rs.randint(200, 256, size=(10,)).astype(np.uint8)
    hidx = rs.randint(0, 12, size=30).astype(I32)
    ir = np.array([2, 5, 2, 7, 5, 2], I32)
    ur = rs.randint(-20, 20, size=(6, 3)).astype(I32)
    m = rs.randint(-2, 3, size=(6, 3)).astype(I32)
    iu = np.array([9, 0, 4], I32)
    uu = rs.randint(-99, 99, size=(3, 3)).astype(I32)
    ioob = np.array([1, 10, -11, 3], I32)
    uo = rs.randint(-20, 20, size=(4, 3)).astype(I32)
    u8v = rs.randint(100, 256, size=(6,)).astype(np.uint8)
    bidx = np.array([3, 3, 0, 8, 3], I32)

    @collect
    def f(c, x, xu8, hidx, ir, ur, m, iu, uu, ioob, uo, u8v, bidx):
        c.add("histogram zeros.at[idx].add(1)", jnp.zeros((12,), I32).at[hidx].add(1))
        c.add("bincount length=12", jnp.bincount(hidx, length=12))
        c.add("at[repeated].add", x.at[ir].add(ur))
        c.add("at[repeated].multiply", x.at[ir].multiply(m))
        c.add("at[repeated].min", x.at[ir].min(ur))
        c.add("at[repeated].max", x.at[ir].max(ur))
        c.add("at[unique].set", x.at[iu].set(uu))
        c.add("at[oob].add mode=drop", x.at[ioob].add(uo, mode="drop"))
        c.add("u8 at[repeated].add wraps", xu8.at[ir].add(u8v))
        c.add("bool at[repeated].set(True)", jnp.zeros((10,), bool).at[bidx].set(True))
        c.add("scatter_add (5,1) indices",
              lax.scatter_add(x[:, 0], bidx[:, None], uo[0, 0] + bidx,
                              SDN(update_window_dims=(), inserted_window_dims=(0,),
                                  scatter_dims_to_operand_dims=(0,))))

    note = ("integer scatters: i32 histogram and bincount (repeated indices), "
            "at[].add/multiply/min/max/set, mode=drop, u8 add with wraparound, "
            "bool at[].set(True) (scatter on i1), lax.scatter_add")
    return f, [x, xu8, hidx, ir, ur, m, iu, uu, ioob, uo, u8v, bidx], note, EXACT


def attr_dynamic_slice_f32():
    rs = np.random.RandomState(1005)
    x = rs.randn(6, 8).astype(F32)
    upd = rs.randn(2, 3).astype(F32)
    row = rs.randn(8).astype(F32)
    i = np.array(2, I32)
    j = np.array(3, I32)
    ibig = np.array(5, I32)       # start + size past the end: clamped
    jneg = np.array(-2, I32)
    k64 = np.array(4, np.int64)

    @collect
    def f(c, x, upd, row, i, j, ibig, jneg, k64):
        c.add("dynamic_slice", lax.dynamic_slice(x, (i, j), (3, 4)))
        c.add("dynamic_slice clamped", lax.dynamic_slice(x, (ibig, jneg), (3, 4)))
        c.add("dynamic_slice i64 starts", lax.dynamic_slice(x, (k64, k64), (2, 2)))
        c.add("dynamic_update_slice", lax.dynamic_update_slice(x, upd, (i, j)))
        c.add("dynamic_update_slice clamped",
              lax.dynamic_update_slice(x, upd, (ibig, jneg)))
        c.add("dynamic_slice_in_dim axis 1", lax.dynamic_slice_in_dim(x, j, 2, axis=1))
        c.add("dynamic_index_in_dim", lax.dynamic_index_in_dim(x, i, axis=0,
                                                               keepdims=False))
        c.add("dynamic_update_index_in_dim",
              lax.dynamic_update_index_in_dim(x, row, i, 0))
        c.add("x[i]", x[i])
        c.add("x[:, j]", x[:, j])
        c.add("x[i, j]", x[i, j])

    note = ("dynamic_slice / dynamic_update_slice on f32 with int32 and int64 scalar "
            "starts, clamped out-of-range starts (incl. negative), *_in_dim helpers, "
            "x[i] / x[:, j] / x[i, j] with traced scalars")
    return f, [x, upd, row, i, j, ibig, jneg, k64], note, EXACT


def attr_dot_general_f32():
    rs = np.random.RandomState(1006)
    a1 = rs.randn(2, 3, 4, 5).astype(F32)
    b1 = rs.randn(2, 5, 4, 6).astype(F32)
    a2 = rs.randn(5, 3).astype(F32)
    b2 = rs.randn(5, 4).astype(F32)
    a3 = rs.randn(3, 2, 4).astype(F32)
    b3 = rs.randn(4, 2, 5).astype(F32)
    a4 = rs.randn(3, 5).astype(F32)
    b4 = rs.randn(4, 5).astype(F32)
    v = rs.randn(5).astype(F32)
    a5 = rs.randn(2, 1, 3, 5).astype(F32)
    b5 = rs.randn(4, 5, 2).astype(F32)
    HI = lax.Precision.HIGHEST
    nt = (((1,), (1,)), ((), ()))
    f64_ok = probe("preferred_element_type f64 from f32",
                   lambda a, b: lax.dot_general(a, b, nt, preferred_element_type=F64),
                   [a4, b4])

    @collect
    def f(c, a1, b1, a2, b2, a3, b3, a4, b4, v, a5, b5):
        c.add("batch 0, contract (2,3)x(2,1)",
              lax.dot_general(a1, b1, (((2, 3), (2, 1)), ((0,), (0,)))))
        c.add("transposed lhs (contract 0x0)",
              lax.dot_general(a2, b2, (((0,), (0,)), ((), ()))))
        c.add("batch dim 1 (not leading)",
              lax.dot_general(a3, b3, (((2,), (0,)), ((1,), (1,)))))
        c.add("transposed rhs (contract 1x1)",
              lax.dot_general(a4, b4, (((1,), (1,)), ((), ()))))
        c.add("matvec", a4 @ v)
        c.add("vector dot", jnp.dot(v, v))
        c.add("outer (no contraction)",
              lax.dot_general(v, b4[0], (((), ()), ((), ()))))
        c.add("precision HIGHEST",
              lax.dot_general(a4, b4, (((1,), (1,)), ((), ())), precision=HI))
        c.add("precision (DEFAULT, HIGHEST)",
              lax.dot_general(a2, b2, (((0,), (0,)), ((), ())),
                              precision=(lax.Precision.DEFAULT, HI)))
        c.add("preferred_element_type f32",
              lax.dot_general(a4, b4, (((1,), (1,)), ((), ())),
                              preferred_element_type=F32))
        if f64_ok:
            c.add("preferred_element_type f64 from f32",
                  lax.dot_general(a4, b4, nt, preferred_element_type=F64))
        c.add("matmul broadcast batch", jnp.matmul(a5, b5[None]))

    note = ("lax.dot_general on f32: batch dims leading and not, several contracting "
            "dims, transposed lhs/rhs, matvec, vector dot, outer product, "
            "precision=HIGHEST and a precision pair, preferred_element_type f32/f64, "
            "jnp.matmul with broadcast batch dims")
    return f, [a1, b1, a2, b2, a3, b3, a4, b4, v, a5, b5], note, TOL_F32_ACC


def attr_dot_int():
    rs = np.random.RandomState(1007)
    a = full_range(rs, 64, np.int8).reshape(4, 16)
    b = full_range(rs, 80, np.int8).reshape(16, 5)
    au = full_range(rs, 64, np.uint8).reshape(4, 16)
    bu = full_range(rs, 80, np.uint8).reshape(16, 5)
    c3 = rs.randint(-1000, 1000, size=(2, 3, 4)).astype(I32)
    d3 = rs.randint(-1000, 1000, size=(2, 4, 5)).astype(I32)
    e = rs.randint(-10**6, 10**6, size=(3, 4)).astype(np.int64)
    g = rs.randint(-10**6, 10**6, size=(4, 2)).astype(np.int64)
    dn = (((1,), (0,)), ((), ()))
    # Mixed-width integer dots: kept only where JAX and XLA:CPU take them.
    u32_ok = probe("u8 x u8 -> u32",
                   lambda x, y: lax.dot_general(x, y, dn,
                                                preferred_element_type=np.uint32),
                   [au, bu])
    i16_ok = probe("i8 x i8 -> i16",
                   lambda x, y: lax.dot_general(x, y, dn,
                                                preferred_element_type=np.int16),
                   [a, b])

    @collect
    def f(c, a, b, au, bu, c3, d3, e, g):
        c.add("i8 x i8 -> i32", lax.dot_general(a, b, dn, preferred_element_type=I32))
        c.add("i8 x i8 -> i8 (wraps)", lax.dot_general(a, b, dn))
        c.add("matmul i8 preferred i32", jnp.matmul(a, b, preferred_element_type=I32))
        if u32_ok:
            c.add("u8 x u8 -> u32",
                  lax.dot_general(au, bu, dn, preferred_element_type=np.uint32))
        else:
            c.add("u8 x u8 -> i32 (after converts)",
                  lax.dot_general(au.astype(I32), bu.astype(I32), dn))
        if i16_ok:
            c.add("i8 x i8 -> i16",
                  lax.dot_general(a, b, dn, preferred_element_type=np.int16))
        c.add("i32 batched", lax.dot_general(c3, d3, (((2,), (1,)), ((0,), (0,)))))
        c.add("i64", e @ g)

    note = ("integer dot_general: i8 x i8 with preferred_element_type i32 (and i16), "
            "i8 result with wraparound, u8 -> u32, batched i32, i64")
    return f, [a, b, au, bu, c3, d3, e, g], note, EXACT


def attr_dot_lowp():
    rs = np.random.RandomState(1008)
    a = rs.randn(4, 16).astype(BF16)
    b = rs.randn(16, 5).astype(BF16)
    ah = rs.randn(4, 16).astype(F16)
    bh = rs.randn(16, 5).astype(F16)
    dn = (((1,), (0,)), ((), ()))

    @collect
    def f(c, a, b, ah, bh):
        c.add("bf16 x bf16 -> f32", lax.dot_general(a, b, dn, preferred_element_type=F32))
        c.add("bf16 x bf16 -> bf16", lax.dot_general(a, b, dn))
        c.add("f16 x f16 -> f32", lax.dot_general(ah, bh, dn, preferred_element_type=F32))
        c.add("f16 x f16 -> f16", ah @ bh)
        c.add("einsum bf16 preferred f32",
              jnp.einsum("ij,jk->ik", a, b, preferred_element_type=F32))

    note = ("low-precision dot_general: bf16 and f16 operands with "
            "preferred_element_type f32 and without (bf16/f16 results)")
    return f, [a, b, ah, bh], note, TOL_LOWP


def attr_einsum_f32():
    rs = np.random.RandomState(1009)
    A = rs.randn(3, 4).astype(F32)
    B = rs.randn(4, 5).astype(F32)
    C = rs.randn(2, 3, 4).astype(F32)
    D = rs.randn(2, 4, 5).astype(F32)
    v = rs.randn(4).astype(F32)
    w = rs.randn(5).astype(F32)
    S = rs.randn(4, 4).astype(F32)
    Q = rs.randn(2, 2, 3, 4).astype(F32)
    K = rs.randn(2, 2, 5, 4).astype(F32)
    G = rs.randn(5, 2).astype(F32)

    @collect
    def f(c, A, B, C, D, v, w, S, Q, K, G):
        e = jnp.einsum
        c.add("ij,jk->ik", e("ij,jk->ik", A, B))
        c.add("bij,bjk->bik", e("bij,bjk->bik", C, D))
        c.add("bij,jk->bik", e("bij,jk->bik", C, B))
        c.add("...ij,...jk->...ik", e("...ij,...jk->...ik", C, D))
        c.add("ii->i", e("ii->i", S))
        c.add("ii->", e("ii->", S))
        c.add("ij->ji", e("ij->ji", A))
        c.add("i,i->", e("i,i->", v, v))
        c.add("i,j->ij", e("i,j->ij", v, w))
        c.add("ij->", e("ij->", A))
        c.add("ij,ij->i", e("ij,ij->i", A, A))
        c.add("ijk->kji", e("ijk->kji", C))
        c.add("bhqd,bhkd->bhqk", e("bhqd,bhkd->bhqk", Q, K))
        c.add("abc,cd,de->abe", e("abc,cd,de->abe", C, B, G))
        c.add("ij,jk->ik HIGHEST", e("ij,jk->ik", A, B,
                                     precision=lax.Precision.HIGHEST))

    note = ("jnp.einsum forms on f32: matmul, batched, broadcast weight, ellipsis, "
            "diagonal, trace, transpose, dot, outer, full sum, row-wise dot, 3-D "
            "transpose, attention scores, 3-operand contraction, precision=HIGHEST")
    return f, [A, B, C, D, v, w, S, Q, K, G], note, TOL_F32_ACC


CONV_LAYOUTS_2D = [
    ("NCHW", "OIHW", "NCHW"),
    ("NHWC", "HWIO", "NHWC"),
    ("NHWC", "OIHW", "NCHW"),
    ("NCHW", "HWIO", "NHWC"),
    ("CHWN", "IOHW", "HWNC"),
    ("NWHC", "OWHI", "NCWH"),
]


def attr_conv_layouts_2d():
    rs = np.random.RandomState(1010)
    xc = rs.randn(2, 3, 7, 6).astype(F32)    # N C H W
    wc = rs.randn(4, 3, 3, 2).astype(F32)    # O I H W
    args = []
    for lhs, rhs, _ in CONV_LAYOUTS_2D:
        args.append(np.ascontiguousarray(xc.transpose(["NCHW".index(ch) for ch in lhs])))
        args.append(np.ascontiguousarray(wc.transpose(["OIHW".index(ch) for ch in rhs])))

    @collect
    def f(c, *xs):
        for k, dn in enumerate(CONV_LAYOUTS_2D):
            c.add(",".join(dn), lax.conv_general_dilated(
                xs[2 * k], xs[2 * k + 1], (2, 1), [(1, 0), (1, 2)],
                rhs_dilation=(1, 2), dimension_numbers=dn))

    note = ("2-D convolution under six dimension_numbers layouts (NCHW/OIHW, "
            "NHWC/HWIO, mixed NHWC/OIHW->NCHW and NCHW/HWIO->NHWC, CHWN/IOHW->HWNC, "
            "NWHC/OWHI->NCWH), strides (2,1), asymmetric padding, rhs_dilation (1,2), "
            "each input already in its layout")
    return f, args, note, TOL_F32_ACC


def attr_conv_1d_3d():
    rs = np.random.RandomState(1011)
    x1 = rs.randn(2, 9, 3).astype(F32)
    w1 = rs.randn(3, 3, 4).astype(F32)
    x1n = rs.randn(2, 3, 9).astype(F32)
    w1n = rs.randn(4, 3, 3).astype(F32)
    x3 = rs.randn(1, 4, 5, 4, 2).astype(F32)
    w3 = rs.randn(2, 3, 2, 2, 3).astype(F32)
    x3n = rs.randn(1, 2, 4, 5, 4).astype(F32)
    w3n = rs.randn(3, 2, 2, 2, 2).astype(F32)
    w3g = rs.randn(2, 2, 2, 1, 4).astype(F32)

    @collect
    def f(c, x1, w1, x1n, w1n, x3, w3, x3n, w3n, w3g):
        cg = lax.conv_general_dilated
        c.add("NWC/WIO stride 2 pad (2,1) rhs_dilation 2",
              cg(x1, w1, (2,), [(2, 1)], rhs_dilation=(2,),
                 dimension_numbers=("NWC", "WIO", "NWC")))
        c.add("NCW/OIW SAME",
              cg(x1n, w1n, (1,), "SAME", dimension_numbers=("NCW", "OIW", "NCW")))
        c.add("NDHWC/DHWIO strides (1,2,1) SAME",
              cg(x3, w3, (1, 2, 1), "SAME",
                 dimension_numbers=("NDHWC", "DHWIO", "NDHWC")))
        c.add("NCDHW/OIDHW VALID rhs_dilation (1,1,2)",
              cg(x3n, w3n, (1, 1, 1), "VALID", rhs_dilation=(1, 1, 2),
                 dimension_numbers=("NCDHW", "OIDHW", "NCDHW")))
        c.add("NDHWC grouped (feature_group_count 2)",
              cg(x3, w3g, (1, 1, 1), "SAME", feature_group_count=2,
                 dimension_numbers=("NDHWC", "DHWIO", "NDHWC")))

    note = ("1-D (NWC/WIO, NCW/OIW) and 3-D (NDHWC/DHWIO, NCDHW/OIDHW) convolutions "
            "with strides, explicit padding, rhs_dilation and a grouped 3-D conv")
    return f, [x1, w1, x1n, w1n, x3, w3, x3n, w3n, w3g], note, TOL_F32_ACC


def attr_sort_float():
    rs = np.random.RandomState(1012)
    nan, inf = np.nan, np.inf
    mnan = np.copysign(nan, -1.0)
    x = rs.randn(4, 16)
    x[0, :8] = [nan, -0.0, 0.0, inf, -inf, mnan, 1.0, -1.0]
    x[1, :6] = [0.0, -0.0, 0.0, -0.0, 1.5, 1.5]
    x[2, :4] = [nan, nan, 2.0, 2.0]
    xd = x.copy()
    xd[3, :3] = [5e-324, -5e-324, 1e300]
    x = x.astype(F32)
    k = rs.randint(0, 4, size=16).astype(F32)
    k2 = rs.randint(0, 3, size=16).astype(I32)
    v = np.arange(16, dtype=F32)
    xt = rs.randn(3, 20).astype(F32)
    xt[0, 3] = xt[0, 7] = xt[0, 11] = 5.0     # ties: lower index first

    @collect
    def f(c, x, xd, k, k2, v, xt):
        c.add("sort last axis (NaN, -NaN, +-0, +-inf)", jnp.sort(x, axis=-1))
        c.add("sort axis 0", jnp.sort(x, axis=0))
        c.add("lax.sort unstable dim 1", lax.sort(x, dimension=1, is_stable=False))
        c.attempt("sort descending", lambda: jnp.sort(x, axis=-1, descending=True))
        c.add("argsort (stable)", jnp.argsort(x, axis=-1))
        c.attempt("argsort descending",
                  lambda: jnp.argsort(x, axis=-1, descending=True))
        kv = lax.sort((k, v), num_keys=1)
        c.add("sort (keys, values) keys", kv[0])
        c.add("sort (keys, values) values", kv[1])
        kkv = lax.sort((k, k2, v), num_keys=2)
        c.add("sort 2 keys: key0", kkv[0])
        c.add("sort 2 keys: key1", kkv[1])
        c.add("sort 2 keys: values", kkv[2])
        tv, ti = lax.top_k(xt, 5)
        c.add("top_k values", tv)
        c.add("top_k indices", ti)
        c.add("f64 sort", jnp.sort(xd, axis=-1))
        c.add("f64 argsort", jnp.argsort(xd, axis=-1))

    # XLA:CPU runs with denormals-are-zero: JAX's comparator maps x == 0 to
    # +0, which makes +-5e-324 equal there; the spec (and numpy) order them.
    daz = "XLA:CPU compares with denormals-are-zero (+-5e-324 == 0)"
    f.numpy_refs = {
        "f64 sort": (lambda *a: np.sort(a[1], axis=-1, kind="stable"), daz),
        "f64 argsort": (lambda *a: np.argsort(a[1], axis=-1, kind="stable"), daz),
    }
    note = ("sorts of floats (JAX's TOTALORDER comparisons) on f32 and f64 rows with "
            "NaN, -NaN, -0.0/+0.0, +-inf, denormals and ties: jnp.sort on both axes, "
            "unstable lax.sort, descending sort/argsort, stable argsort, multi-operand "
            "lax.sort with 1 and 2 keys, lax.top_k with ties")
    return f, [x, xd, k, k2, v, xt], note, EXACT


def attr_sort_int():
    rs = np.random.RandomState(1013)
    a = np.concatenate([np.array([2**31 - 1, -2**31, 0, -1, 1, 5, 5, -2**31], I32),
                        full_range(rs, 24, I32)]).reshape(2, 16)
    u = np.concatenate([np.array([0, 255, 128, 127, 1, 254], np.uint8),
                        full_range(rs, 26, np.uint8)])
    u32 = full_range(rs, 16, np.uint32)
    l64 = np.concatenate([np.array([2**63 - 1, -2**63, 0, -1], np.int64),
                          full_range(rs, 12, np.int64)])
    vals = np.arange(32, dtype=I32)

    @collect
    def f(c, a, u, u32, l64, vals):
        c.add("i32 sort", jnp.sort(a, axis=-1))
        c.add("i32 argsort", jnp.argsort(a, axis=-1))
        c.add("u8 sort", jnp.sort(u))
        c.add("u32 sort", jnp.sort(u32))
        c.add("i64 sort", jnp.sort(l64))
        kv = lax.sort((u, vals), num_keys=1)
        c.add("u8 keys: keys", kv[0])
        c.add("u8 keys: values", kv[1])
        tv, ti = lax.top_k(a, 4)
        c.add("i32 top_k values", tv)
        c.add("i32 top_k indices", ti)
        c.attempt("i32 sort descending", lambda: jnp.sort(a, axis=-1, descending=True))

    note = ("sorts of integers: i32 (with INT_MIN/INT_MAX and ties), u8 and u32 "
            "(unsigned order), i64, argsort, u8 keys with i32 values, i32 top_k, "
            "descending")
    return f, [a, u, u32, l64, vals], note, EXACT


def _fft_program(rdt, cdt, seed, tol, what):
    rs = np.random.RandomState(seed)
    z = crandn(rs, (4, 16), cdt)
    r = rs.randn(4, 16).astype(rdt)
    h = crandn(rs, (4, 9), cdt)
    z2 = crandn(rs, (6, 8), cdt)
    r2 = rs.randn(6, 8).astype(rdt)
    z3 = crandn(rs, (2, 4, 6), cdt)

    @collect
    def f(c, z, r, h, z2, r2, z3):
        ff = jnp.fft
        c.add("fft", ff.fft(z))
        c.add("ifft", ff.ifft(z))
        c.add("fft n=12 (truncate)", ff.fft(z, n=12))
        c.add("fft n=20 (pad)", ff.fft(z, n=20))
        c.add("fft axis 0", ff.fft(z, axis=0))
        c.add("rfft", ff.rfft(r))
        c.add("irfft n=16", ff.irfft(h, n=16))
        c.add("irfft n=15", ff.irfft(h, n=15))
        c.add("fft2", ff.fft2(z2))
        c.add("ifft2", ff.ifft2(z2))
        c.add("rfft2", ff.rfft2(r2))
        c.add("irfft2(rfft2)", ff.irfft2(ff.rfft2(r2), s=(6, 8)))
        c.add("fftn 3-D", ff.fftn(z3))
        c.add("ifftn 3-D", ff.ifftn(z3))

    note = (f"jnp.fft on {what}: fft/ifft (with n truncating and padding, other axis), "
            "rfft, irfft (n even and odd), fft2/ifft2, rfft2/irfft2, fftn/ifftn over 3 "
            "axes (stablehlo.fft FFT/IFFT/RFFT/IRFFT)")
    return f, [z, r, h, z2, r2, z3], note, tol


def attr_fft_c64():
    return _fft_program(F32, C64, 1014, TOL_FFT_F32, "f32/complex64")


def attr_fft_c128():
    return _fft_program(F64, C128, 1015, TOL_FFT_F64, "f64/complex128")


def attr_reduce_precision():
    rs = np.random.RandomState(1016)
    special = [0.0, -0.0, 1.0, -1.0, 1 + 2**-11, 1 + 3 * 2**-11, 1 + 2**-8,
               1 + 3 * 2**-8, 65504.0, 65519.0, 65520.0, 1e5, 6e-5, 6e-8, 3e-8, 1e-9,
               np.inf, -np.inf, np.nan, 3.14159, -2.71828, 1e38, 3.4e38, 1e-38,
               240.0, 248.0, 0.0078125, 1e-3]
    x = np.concatenate([np.array(special), rs.randn(36) * 100]).astype(F32)
    xd = np.concatenate([np.array(special), [1e300, 1e-300, 1 + 2**-24, 1 + 3 * 2**-24],
                         rs.randn(32) * 100]).astype(F64)

    @collect
    def f(c, x, xd):
        rp = lax.reduce_precision
        c.add("f32 to e5m10 (f16)", rp(x, exponent_bits=5, mantissa_bits=10))
        c.add("f32 to e8m7 (bf16)", rp(x, exponent_bits=8, mantissa_bits=7))
        c.add("f32 to e4m3", rp(x, exponent_bits=4, mantissa_bits=3))
        c.add("f32 to e5m2", rp(x, exponent_bits=5, mantissa_bits=2))
        c.add("f64 to e8m23 (f32)", rp(xd, exponent_bits=8, mantissa_bits=23))
        c.add("f64 to e11m10", rp(xd, exponent_bits=11, mantissa_bits=10))
        c.add("convert f32 -> f16", x.astype(F16))
        c.add("convert f32 -> bf16", x.astype(BF16))
        c.add("convert f64 -> f32", xd.astype(F32))

    f.numpy_refs = {"convert f64 -> f32": (
        lambda x, xd: xd.astype(F32),
        "XLA:CPU flushes subnormal f32 results to zero (1e-38)")}
    note = ("lax.reduce_precision of f32 to f16/bf16/e4m3/e5m2 formats and of f64 to "
            "f32/e11m10 (round to nearest even, overflow to inf, subnormals, NaN), "
            "and converts f32->f16, f32->bf16, f64->f32 of the same values")
    return f, [x, xd], note, EXACT


# --------------------------------------------------------------------------
# Class 2: transposed and gradient convolutions
# --------------------------------------------------------------------------

def conv_transpose_1d():
    rs = np.random.RandomState(2001)
    x = rs.randn(2, 7, 3).astype(F32)
    w = rs.randn(3, 3, 4).astype(F32)       # W I O
    w4 = rs.randn(4, 3, 2).astype(F32)
    wsq = rs.randn(3, 3, 3).astype(F32)
    xn = rs.randn(2, 3, 7).astype(F32)
    wn = rs.randn(4, 3, 3).astype(F32)      # O I W
    dn = ("NWC", "WIO", "NWC")

    @collect
    def f(c, x, w, w4, wsq, xn, wn):
        ct = lax.conv_transpose
        c.add("stride 2 SAME", ct(x, w, (2,), "SAME", dimension_numbers=dn))
        c.add("stride 3 VALID", ct(x, w, (3,), "VALID", dimension_numbers=dn))
        c.add("stride 2 explicit (1,2)", ct(x, w, (2,), [(1, 2)], dimension_numbers=dn))
        c.add("kernel 4 stride 2 SAME", ct(x, w4, (2,), "SAME", dimension_numbers=dn))
        c.add("stride 2 SAME rhs_dilation 2",
              ct(x, w, (2,), "SAME", rhs_dilation=(2,), dimension_numbers=dn))
        c.add("stride 3 SAME transpose_kernel",
              ct(x, wsq, (3,), "SAME", dimension_numbers=dn, transpose_kernel=True))
        c.add("NCW/OIW stride 2 VALID",
              ct(xn, wn, (2,), "VALID", dimension_numbers=("NCW", "OIW", "NCW")))

    note = ("1-D lax.conv_transpose (NWC/WIO and NCW/OIW): strides 2 and 3, SAME, "
            "VALID and explicit padding, kernel 4, rhs_dilation, transpose_kernel")
    return f, [x, w, w4, wsq, xn, wn], note, TOL_F32_ACC


def conv_transpose_2d_nhwc():
    rs = np.random.RandomState(2002)
    x = rs.randn(1, 5, 5, 2).astype(F32)
    w = rs.randn(3, 3, 2, 3).astype(F32)
    w4 = rs.randn(4, 4, 2, 2).astype(F32)
    wsq = rs.randn(3, 3, 2, 2).astype(F32)

    @collect
    def f(c, x, w, w4, wsq):
        ct = lax.conv_transpose
        c.add("stride 2 SAME", ct(x, w, (2, 2), "SAME", dimension_numbers=NHWC))
        c.add("stride 3 VALID", ct(x, w, (3, 3), "VALID", dimension_numbers=NHWC))
        c.add("strides (2,3) explicit",
              ct(x, w, (2, 3), [(1, 1), (2, 0)], dimension_numbers=NHWC))
        c.add("kernel 4 stride 2 SAME", ct(x, w4, (2, 2), "SAME", dimension_numbers=NHWC))
        c.add("stride 2 SAME rhs_dilation 2",
              ct(x, w, (2, 2), "SAME", rhs_dilation=(2, 2), dimension_numbers=NHWC))
        c.add("stride 2 VALID transpose_kernel",
              ct(x, wsq, (2, 2), "VALID", dimension_numbers=NHWC, transpose_kernel=True))

    note = ("2-D lax.conv_transpose NHWC/HWIO: stride 2 SAME, stride 3 VALID, strides "
            "(2,3) with explicit asymmetric padding, kernel 4, rhs_dilation, "
            "transpose_kernel")
    return f, [x, w, w4, wsq], note, TOL_F32_ACC


def conv_transpose_2d_nchw():
    rs = np.random.RandomState(2003)
    x = rs.randn(1, 2, 5, 4).astype(F32)
    w = rs.randn(3, 2, 3, 3).astype(F32)     # O I H W
    wsq = rs.randn(2, 2, 3, 3).astype(F32)

    @collect
    def f(c, x, w, wsq):
        ct = lax.conv_transpose
        c.add("stride 2 SAME", ct(x, w, (2, 2), "SAME", dimension_numbers=NCHW))
        c.add("stride 3 VALID", ct(x, w, (3, 3), "VALID", dimension_numbers=NCHW))
        c.add("strides (2,1) explicit",
              ct(x, w, (2, 1), [(0, 1), (1, 1)], dimension_numbers=NCHW))
        c.add("stride 2 SAME transpose_kernel",
              ct(x, wsq, (2, 2), "SAME", dimension_numbers=NCHW, transpose_kernel=True))

    note = ("2-D lax.conv_transpose NCHW/OIHW: stride 2 SAME, stride 3 VALID, strides "
            "(2,1) with explicit padding, transpose_kernel")
    return f, [x, w, wsq], note, TOL_F32_ACC


def conv_transpose_3d():
    rs = np.random.RandomState(2004)
    x = rs.randn(1, 3, 4, 3, 2).astype(F32)
    w = rs.randn(2, 3, 3, 2, 3).astype(F32)  # D H W I O
    xn = rs.randn(1, 2, 3, 4, 3).astype(F32)
    wn = rs.randn(3, 2, 2, 2, 2).astype(F32)  # O I D H W
    dn = ("NDHWC", "DHWIO", "NDHWC")

    @collect
    def f(c, x, w, xn, wn):
        ct = lax.conv_transpose
        c.add("NDHWC stride 2 SAME", ct(x, w, (2, 2, 2), "SAME", dimension_numbers=dn))
        c.add("NDHWC strides (3,2,2) VALID",
              ct(x, w, (3, 2, 2), "VALID", dimension_numbers=dn))
        c.add("NCDHW strides (2,1,2) SAME",
              ct(xn, wn, (2, 1, 2), "SAME", dimension_numbers=("NCDHW", "OIDHW", "NCDHW")))

    note = ("3-D lax.conv_transpose: NDHWC/DHWIO stride 2 SAME and strides (3,2,2) "
            "VALID, NCDHW/OIDHW strides (2,1,2) SAME")
    return f, [x, w, xn, wn], note, TOL_F32_ACC


def conv_grad_strided_dilated():
    rs = np.random.RandomState(2005)
    x = rs.randn(2, 9, 9, 3).astype(F32)
    w = rs.randn(3, 3, 3, 4).astype(F32)
    xn = rs.randn(1, 3, 8, 8).astype(F32)
    wn = rs.randn(4, 3, 2, 3).astype(F32)

    def conv1(x, w):
        return lax.conv_general_dilated(x, w, (2, 2), [(1, 2), (2, 1)],
                                        rhs_dilation=(2, 1), dimension_numbers=NHWC)

    def conv2(x, w):
        return lax.conv_general_dilated(x, w, (3, 2), "SAME", rhs_dilation=(1, 2),
                                        dimension_numbers=NCHW)

    g1 = rs.randn(*jax.eval_shape(conv1, x, w).shape).astype(F32)
    g2 = rs.randn(*jax.eval_shape(conv2, xn, wn).shape).astype(F32)

    @collect
    def f(c, x, w, g1, xn, wn, g2):
        for tag, conv, a, b, g in (("NHWC", conv1, x, w, g1), ("NCHW", conv2, xn, wn, g2)):
            y, vjp = jax.vjp(conv, a, b)
            dx, dw = vjp(g)
            c.add(f"{tag} conv", y)
            c.add(f"{tag} d/dinput", dx)
            c.add(f"{tag} d/dweights", dw)

    note = ("jax.vjp of strided, dilated, padded convolutions w.r.t. input and weights: "
            "NHWC strides (2,2) padding ((1,2),(2,1)) rhs_dilation (2,1); NCHW strides "
            "(3,2) SAME rhs_dilation (1,2); outputs y, dx, dw for each")
    return f, [x, w, g1, xn, wn, g2], note, TOL_F32_ACC


def conv_grad_grouped():
    rs = np.random.RandomState(2006)
    x = rs.randn(2, 6, 6, 4).astype(F32)
    wg = rs.randn(3, 3, 2, 6).astype(F32)    # 2 groups
    wd = rs.randn(3, 3, 1, 8).astype(F32)    # depthwise, multiplier 2
    xb = rs.randn(4, 5, 5, 3).astype(F32)
    wb = rs.randn(3, 3, 3, 4).astype(F32)

    def grouped(x, w):
        return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=NHWC,
                                        feature_group_count=2)

    def depthwise(x, w):
        return lax.conv_general_dilated(x, w, (2, 2), "SAME", dimension_numbers=NHWC,
                                        feature_group_count=4)

    gg = rs.randn(*jax.eval_shape(grouped, x, wg).shape).astype(F32)
    gd = rs.randn(*jax.eval_shape(depthwise, x, wd).shape).astype(F32)

    @collect
    def f(c, x, wg, wd, gg, gd, xb, wb):
        for tag, conv, w, g in (("groups 2", grouped, wg, gg),
                                ("depthwise", depthwise, wd, gd)):
            y, vjp = jax.vjp(conv, x, w)
            dx, dw = vjp(g)
            c.add(f"{tag} conv", y)
            c.add(f"{tag} d/dinput", dx)
            c.add(f"{tag} d/dweights (batch_group_count)", dw)
        c.add("batch_group_count 2",
              lax.conv_general_dilated(xb, wb, (1, 1), "VALID", dimension_numbers=NHWC,
                                       batch_group_count=2))

    note = ("grouped convolution (feature_group_count 2) and depthwise (4 groups, "
            "multiplier 2, stride 2) with jax.vjp w.r.t. input and weights (the weight "
            "gradient is a conv with batch_group_count > 1), plus an explicit "
            "batch_group_count=2 conv")
    return f, [x, wg, wd, gg, gd, xb, wb], note, TOL_F32_ACC


def conv_lhs_dilation():
    rs = np.random.RandomState(2007)
    x = rs.randn(1, 2, 5, 5).astype(F32)
    w = rs.randn(3, 2, 3, 3).astype(F32)
    x1 = rs.randn(2, 6, 3).astype(F32)
    w1 = rs.randn(2, 3, 2).astype(F32)
    xg = rs.randn(1, 4, 4, 4).astype(F32)
    wg = rs.randn(4, 2, 3, 3).astype(F32)

    @collect
    def f(c, x, w, x1, w1, xg, wg):
        cg = lax.conv_general_dilated
        c.add("NCHW lhs_dilation 2 pad 2",
              cg(x, w, (1, 1), [(2, 2), (2, 2)], lhs_dilation=(2, 2),
                 dimension_numbers=NCHW))
        c.add("NCHW lhs_dilation (2,3) stride 2 rhs_dilation (1,2)",
              cg(x, w, (2, 2), [(1, 0), (0, 2)], lhs_dilation=(2, 3),
                 rhs_dilation=(1, 2), dimension_numbers=NCHW))
        c.add("NWC lhs_dilation 3",
              cg(x1, w1, (1,), [(1, 1)], lhs_dilation=(3,),
                 dimension_numbers=("NWC", "WIO", "NWC")))
        c.add("NCHW grouped lhs_dilation 2 padding 1",
              cg(xg, wg, (1, 1), [(1, 1), (1, 1)], lhs_dilation=(2, 2), feature_group_count=2,
                 dimension_numbers=NCHW))

    note = ("lax.conv_general_dilated with lhs_dilation: NCHW with padding, combined "
            "with stride and rhs_dilation, 1-D NWC, grouped with SAME padding")
    return f, [x, w, x1, w1, xg, wg], note, TOL_F32_ACC


# --------------------------------------------------------------------------
# Class 3: complex element types
# --------------------------------------------------------------------------

CPLX_ORDINARY = [(0.5, 0.7), (-0.5, 0.7), (-0.5, -0.7), (0.5, -0.7), (2.3, 1.1),
                 (-1.7, -2.9), (0.1, 3.0), (-3.0, 0.1), (1.2, -0.4), (-0.3, -1.6)]
# The real axis beyond +-1 (cuts of asin, acos, atanh; acosh below 1): on the
# cut with both signed zeros, and either side of it.
CPLX_CUT_REAL = [(2.0, 0.0), (2.0, -0.0), (2.0, 1e-3), (2.0, -1e-3),
                 (-2.0, 0.0), (-2.0, -0.0), (-2.0, 1e-3), (-2.0, -1e-3),
                 (1.5, 0.0), (-1.5, -0.0)]
# The imaginary axis beyond +-i (cuts of asinh, atan).
CPLX_CUT_IMAG = [(0.0, 2.0), (-0.0, 2.0), (1e-3, 2.0), (-1e-3, 2.0),
                 (0.0, -2.0), (-0.0, -2.0), (1e-3, -2.0), (-1e-3, -2.0),
                 (0.0, 1.5), (-0.0, -1.5)]
CPLX_AXES = [(0.5, 0.0), (-0.5, 0.0), (0.0, 0.5), (0.0, -0.5), (0.5, -0.0),
             (-0.5, -0.0), (-0.0, 0.5), (1e-3, 0.0)]
CPLX_ZEROS = [(0.0, 0.0), (-0.0, 0.0), (0.0, -0.0), (-0.0, -0.0)]


# numpy's complex functions (C99 Annex G conventions, evaluated in
# complex128): the reference where XLA:CPU deviates on signed zeros on a
# branch cut or on tiny arguments (see override_xla_deviations). Not expm1
# and log1p: numpy computes those as exp(z) - 1 and log(1 + z), which lose
# a tiny z's real part.
NUMPY_C99 = {
    "sqrt": np.sqrt, "rsqrt": lambda z: 1 / np.sqrt(z), "tanh": np.tanh,
    "exp": np.exp, "log": np.log,
    "arccos": np.arccos, "arcsin": np.arcsin, "arcsinh": np.arcsinh,
    "arctan": np.arctan, "arctanh": np.arctanh, "arccosh": np.arccosh,
    "cosh": np.cosh, "sinh": np.sinh, "tan": np.tan, "sin": np.sin,
    "cos": np.cos,
}


def _cplx_math(cdt, seed, tol, what):
    rs = np.random.RandomState(seed)
    nonzero = CPLX_ORDINARY + CPLX_CUT_REAL + CPLX_CUT_IMAG + CPLX_AXES
    z = cplx(nonzero + CPLX_ZEROS, cdt)
    zp = cplx(nonzero, cdt)
    w = crandn(rs, (len(nonzero),), cdt) * np.asarray(0.8, cdt)
    cases = [(name, (lambda fn: lambda d: fn(d["z"]))(fn), ("z", NUMPY_C99[name]))
             if name in NUMPY_C99 else
             (name, (lambda fn: lambda d: fn(d["z"]))(fn)) for name, fn in [
        ("sqrt", jnp.sqrt), ("tanh", jnp.tanh), ("expm1", jnp.expm1),
        ("log1p", jnp.log1p), ("sign", jnp.sign), ("exp", jnp.exp), ("log", jnp.log),
        ("abs", jnp.abs), ("angle", jnp.angle), ("arccos", jnp.arccos),
        ("arcsin", jnp.arcsin), ("arcsinh", jnp.arcsinh), ("arctan", jnp.arctan),
        ("arctanh", jnp.arctanh), ("arccosh", jnp.arccosh), ("cosh", jnp.cosh),
        ("sinh", jnp.sinh), ("tan", jnp.tan), ("sin", jnp.sin), ("cos", jnp.cos),
        ("square (integer_pow 2)", lambda v: lax.integer_pow(v, 2)),
        ("integer_pow 3", lambda v: lax.integer_pow(v, 3)),
    ]]
    cases += [
        ("rsqrt", lambda d: lax.rsqrt(d["zp"])),
        ("integer_pow -2", lambda d: lax.integer_pow(d["zp"], -2)),
        ("power z ** w", lambda d: jnp.power(d["zp"], d["w"])),
        ("power z ** 3 (jnp)", lambda d: jnp.power(d["zp"], 3)),
        ("reciprocal", lambda d: 1.0 / d["zp"]),
    ]
    note = (f"complex math on {what}: inputs in all four quadrants, on and either side "
            "of the branch cuts (real axis beyond +-1, imaginary axis beyond +-i), "
            "signed zeros (z only; rsqrt/powers/reciprocal use the nonzero zp)")
    return case_program(note, {"z": z, "zp": zp, "w": w}, cases, tol)


def cplx_math_c64():
    return _cplx_math(C64, 3001, TOL_C64, "complex64")


def cplx_math_c128():
    return _cplx_math(C128, 3002, TOL_C128, "complex128")


def _cplx_extreme(cdt, tol, what):
    scales = [1e30] + ([1e300] if cdt == C128 else [])
    huge, tiny = [], []
    for s in scales:
        huge += [(s, s), (-s, s), (s, -2 * s), (-3 * s, -s), (s, 0.0), (-s, 0.0),
                 (0.0, s), (0.0, -s), (s, 1.0), (1.0, s), (-s, 1.0), (1.0, -s),
                 (2 * s, -0.0), (-0.0, 3 * s)]
        t = 1.0 / s
        tiny += [(t, t), (-t, 2 * t), (t, 0.0), (0.0, t), (-t, -t), (3 * t, -t),
                 (-2 * t, 0.0), (0.0, -3 * t)]
    za = cplx(huge + tiny, cdt)
    zt = cplx(tiny, cdt)
    cases = [(name, (lambda fn: lambda d: fn(d["za"]))(fn), ("za", NUMPY_C99[name]))
             if name in NUMPY_C99 else
             (name, (lambda fn: lambda d: fn(d["za"]))(fn)) for name, fn in [
        ("abs", jnp.abs), ("sqrt", jnp.sqrt), ("rsqrt", lax.rsqrt), ("log", jnp.log),
        ("log1p", jnp.log1p), ("sign", jnp.sign), ("angle", jnp.angle),
        ("arcsin", jnp.arcsin), ("arccos", jnp.arccos), ("arcsinh", jnp.arcsinh),
        ("arccosh", jnp.arccosh), ("arctan", jnp.arctan), ("arctanh", jnp.arctanh),
    ]]
    cases += [(name + " (tiny)", (lambda fn: lambda d: fn(d["zt"]))(fn),
               ("zt", NUMPY_C99[name])) if name in NUMPY_C99 else
              (name + " (tiny)", (lambda fn: lambda d: fn(d["zt"]))(fn))
              for name, fn in [
        ("expm1", jnp.expm1), ("exp", jnp.exp), ("tanh", jnp.tanh), ("sinh", jnp.sinh),
        ("tan", jnp.tan), ("sin", jnp.sin),
    ]]
    mags = " and ".join(f"1e+-{int(np.log10(s))}" for s in scales)
    note = (f"complex math on {what} at magnitudes {mags} (huge and tiny parts, mixed "
            "with 1 and signed zeros), relative tolerance only; exp/trig/hyperbolic on "
            "the tiny inputs only")
    return case_program(note, {"za": za, "zt": zt}, cases, tol)


def cplx_extreme_c64():
    return _cplx_extreme(C64, TOL_C64_REL, "complex64")


def cplx_extreme_c128():
    return _cplx_extreme(C128, TOL_C128_REL, "complex128")


def _cplx_ops(cdt, rdt, seed, tol, what):
    rs = np.random.RandomState(seed)
    za = crandn(rs, (4, 6), cdt)
    zb = crandn(rs, (4, 6), cdt)
    zb[0, :3] = za[0, :3]                       # some equal elements
    zb[2, 4] = za[2, 4].real + 1j * za[2, 4].imag * 2
    zp = (0.6 + 0.5 * rs.rand(4, 6)) * np.exp(1j * rs.uniform(-3, 3, (4, 6)))
    zp = zp.astype(cdt)
    re = rs.randn(12)
    zs = cplx([(float(np.round(re[i], 0)), float(rs.randn())) for i in range(12)]
              + [(1.0, 2.0), (1.0, -2.0), (1.0, 0.5), (-1.0, 0.5)], cdt)
    rr = rs.randn(4, 6).astype(rdt)
    ri = rs.randn(4, 6).astype(rdt)

    @collect
    def f(c, za, zb, zp, zs, rr, ri):
        c.add("sum axis 1", jnp.sum(za, axis=1))
        c.add("sum all", jnp.sum(za))
        c.add("prod axis 0", jnp.prod(zp, axis=0))
        c.add("prod axis 1", jnp.prod(zp, axis=1))
        c.add("cumsum axis 1", jnp.cumsum(za, axis=1))
        c.add("mean axis 0", jnp.mean(za, axis=0))
        c.add("sort (lexicographic)", jnp.sort(zs))
        c.add("argsort", jnp.argsort(zs))
        c.add("sort axis 0", jnp.sort(za, axis=0))
        c.add("add", za + zb)
        c.add("subtract", za - zb)
        c.add("multiply", za * zb)
        c.add("divide", za / zp)
        c.add("negate", -za)
        c.add("conj", jnp.conj(za))
        c.add("real", jnp.real(za))
        c.add("imag", jnp.imag(za))
        c.add("abs", jnp.abs(za))
        c.add("angle", jnp.angle(za))
        c.add("lax.complex", lax.complex(rr, ri))
        c.add("equal", za == zb)
        c.add("not_equal", za != zb)
        c.add("matmul", za @ zb.T)
        c.add("einsum ij,ij->i with conj", jnp.einsum("ij,ij->i", za, jnp.conj(zb)))
        c.add("real -> complex convert", rr.astype(cdt))

    note = (f"{what} ops: sum, prod over each axis, cumsum, mean, lexicographic "
            "sort/argsort (ties in the real part), arithmetic, conj/real/imag/abs/angle, "
            "lax.complex, ==/!=, matmul, einsum with conj, real->complex convert")
    return f, [za, zb, zp, zs, rr, ri], note, tol


def cplx_ops_c64():
    return _cplx_ops(C64, F32, 3003, TOL_C64, "complex64")


def cplx_ops_c128():
    return _cplx_ops(C128, F64, 3004, TOL_C128, "complex128")


def cplx_bitcast():
    rs = np.random.RandomState(3005)
    z64 = crandn(rs, (8,), C64)
    z128 = crandn(rs, (8,), C128)
    u64 = z64.view(np.uint64).copy()
    pair = rs.randn(8, 2).astype(F32)
    bc = lax.bitcast_convert_type
    cases = [
        ("bitcast c64 -> f64", lambda d: bc(d["z64"], F64)),
        ("bitcast c64 -> u64", lambda d: bc(d["z64"], np.uint64)),
        ("bitcast c64 -> f32 pairs", lambda d: bc(d["z64"], F32)),
        ("bitcast u64 -> c64", lambda d: bc(d["u64"], C64)),
        ("bitcast c128 -> u64 pairs", lambda d: bc(d["z128"], np.uint64)),
        ("bitcast f32 pairs -> c64", lambda d: bc(d["pair"], C64)),
        ("c64.view(f32)", lambda d: d["z64"].view(F32)),
        ("real c64", lambda d: jnp.real(d["z64"])),
        ("imag c128", lambda d: jnp.imag(d["z128"])),
        ("lax.complex(pair)", lambda d: lax.complex(d["pair"][:, 0], d["pair"][:, 1])),
        ("convert c64 -> c128", lambda d: d["z64"].astype(C128)),
        ("convert c128 -> c64", lambda d: d["z128"].astype(C64)),
    ]
    note = ("complex bitcasts where JAX and XLA:CPU allow them (c64 <-> f64/u64/f32 "
            "pairs, c128 -> u64 pairs; the refused ones are listed as left out), view, "
            "real/imag, lax.complex, c64 <-> c128 converts")
    return case_program(note, {"z64": z64, "z128": z128, "u64": u64, "pair": pair},
                        cases, EXACT)


# --------------------------------------------------------------------------
# Class 4: integer ops on every width
# --------------------------------------------------------------------------

INT_DTYPES = [("i8", np.int8), ("i16", np.int16), ("i32", np.int32),
              ("i64", np.int64), ("u8", np.uint8), ("u16", np.uint16),
              ("u32", np.uint32), ("u64", np.uint64)]


def int_ops(tag, dtype):
    dt = np.dtype(dtype)

    def build():
        info = np.iinfo(dt)
        bits = dt.itemsize * 8
        signed = dt.kind == "i"
        rs = np.random.RandomState(4000 + bits + (0 if signed else 100))

        def small(n):
            return rs.randint(-100 if signed else 0, 101, size=n).astype(dt)

        special = np.array([info.min, info.min + 1, 0, 1, 2, info.max - 1, info.max]
                           + ([-1, -2] if signed else [3, 4]), dtype=dt)
        a = np.concatenate([special, full_range(rs, 23, dt), small(32)]).reshape(8, 8)
        b = np.concatenate([special[::-1], small(16), full_range(rs, 23, dt),
                            small(16)]).reshape(8, 8)
        d = b.copy()
        d[d == 0] = 7                                     # no division by zero
        if signed:
            d[(a == info.min) & (d == -1)] = 2            # no INT_MIN / -1
        s = np.concatenate([np.array([0, 1, bits - 1, bits, bits + 1, bits + 3, 2, 7],
                                     dtype=dt),
                            rs.randint(0, bits + 4, size=56).astype(dt)]).reshape(8, 8)
        hi = float(info.max)
        if signed:
            fv = ([-3.7, -2.5, -0.5, -0.0, 0.5, 1.5, 2.5, 3.99, 100.25, -100.75]
                  + list(rs.uniform(-0.9, 0.9, 22) * hi))
        else:
            fv = ([0.0, 0.5, 1.5, 2.5, 3.99, 100.25, 0.9 * hi, 0.25]
                  + list(rs.uniform(0.0, 0.9, 24) * hi))
        fv = np.array(fv, F32)
        lo_c = dt.type(info.min // 2 if signed else 10)
        hi_c = dt.type(info.max // 3)

        @collect
        def f(c, a, b, d, s, fv):
            if signed:
                c.add("abs", lax.abs(a))
            c.add("negate", lax.neg(a))
            c.add("sign", lax.sign(a))
            c.add("add", a + b)
            c.add("subtract", a - b)
            c.add("multiply", a * b)
            c.add("lax.div (truncating)", lax.div(a, d))
            c.add("lax.rem", lax.rem(a, d))
            c.add("floor_divide", jnp.floor_divide(a, d))
            c.add("remainder (floor mod)", jnp.remainder(a, d))
            c.add("max", lax.max(a, b))
            c.add("min", lax.min(a, b))
            c.add("clamp", lax.clamp(lo_c, a, hi_c))
            c.add("shift_left", lax.shift_left(a, s))
            c.add("shift_right_arithmetic", lax.shift_right_arithmetic(a, s))
            c.add("shift_right_logical", lax.shift_right_logical(a, s))
            c.add("and", a & b)
            c.add("or", a | b)
            c.add("xor", a ^ b)
            c.add("not", ~a)
            c.add("population_count", lax.population_count(a))
            c.add("clz", lax.clz(a))
            c.add("compare lt,le,eq,ne,ge,gt",
                  jnp.stack([a < b, a <= b, a == b, a != b, a >= b, a > b]))
            c.add("integer_pow 2", lax.integer_pow(a, 2))
            c.add("integer_pow 3", lax.integer_pow(a, 3))
            c.add("cumsum axis 1", jnp.cumsum(a, axis=1, dtype=dt))
            c.add("sum axis 0", jnp.sum(a, axis=0, dtype=dt))
            c.add("prod axis 1", jnp.prod(a, axis=1, dtype=dt))
            c.add("max axis 1", jnp.max(a, axis=1))
            c.add("min axis 0", jnp.min(a, axis=0))
            c.add("convert to f32", lax.convert_element_type(a, F32))
            c.add("convert to f64", lax.convert_element_type(a, F64))
            c.add("convert from f32 (in range)", lax.convert_element_type(fv, dt))
            c.add("convert to bool", lax.convert_element_type(a, np.bool_))
            c.add("convert from bool", lax.convert_element_type(a > b, dt))
            for tag2, dt2 in INT_DTYPES:
                if np.dtype(dt2) != dt:
                    c.add(f"convert to {tag2}", lax.convert_element_type(a, dt2))

        note = (f"{tag} ops on [8,8] inputs incl. min/max: "
                + ("abs, " if signed else "")
                + "negate, sign, add/sub/mul with wraparound, lax.div/rem and "
                "floor_divide/remainder (no x/0, no INT_MIN/-1), max/min/clamp, shifts "
                f"by 0..{bits + 3} (>= the bit width included), and/or/xor/not, "
                "population_count, clz, comparisons, integer_pow 2 and 3, cumsum, "
                "sum/prod/max/min reductions, converts to f32/f64/bool and every other "
                "integer width, from in-range f32 and from bool")
        return f, [a, b, d, s, fv], note, EXACT

    build.__name__ = f"int_ops_{tag}"
    return build


# --------------------------------------------------------------------------
# Class 5: JAX's random helpers with the key as an input
# --------------------------------------------------------------------------

def rand_keys_bits():
    key = prng_key(42)
    key2 = np.array([0x12345678, 0x9ABCDEF0], np.uint32)
    data = np.array(1234567, I32)

    @collect
    def f(c, key, key2, data):
        k, k2 = wrap_key(key), wrap_key(key2)
        r = jax.random
        c.add("split", key_data(r.split(k)))
        c.add("split 5", key_data(r.split(k, 5)))
        c.attempt("split (2,3)", lambda: key_data(r.split(k2, (2, 3))))
        c.add("fold_in 7", key_data(r.fold_in(k, 7)))
        c.add("fold_in traced", key_data(r.fold_in(k2, data)))
        c.add("bits u32", r.bits(k, (64,), jnp.uint32))
        c.add("bits u8", r.bits(k2, (5, 7), jnp.uint8))
        c.add("bits u16", r.bits(k, (33,), jnp.uint16))
        c.add("bits u64", r.bits(k2, (16,), jnp.uint64))
        c.attempt("bits u32 from the raw uint32[2] key",
                  lambda: r.bits(key, (16,), jnp.uint32))
        c.attempt("split of the raw uint32[2] key", lambda: r.split(key, 3))

    note = ("threefry key handling with the key data as a uint32[2] argument "
            "(wrap_key_data): split (2, 5, (2,3)), fold_in by a constant and a traced "
            "int32, bits as u8/u16/u32/u64, and the legacy raw-key API")
    return f, [key, key2, data], note, EXACT


def rand_float_f32():
    key = prng_key(7)

    @collect
    def f(c, key):
        r = jax.random
        ks = r.split(wrap_key(key), 8)
        c.add("uniform", r.uniform(ks[0], (64,), F32))
        c.add("uniform [-3, 5)", r.uniform(ks[1], (4, 16), F32, minval=-3.0, maxval=5.0))
        c.add("normal", r.normal(ks[2], (64,), F32))
        c.add("truncated_normal [-2, 1.5]", r.truncated_normal(ks[3], -2.0, 1.5, (64,), F32))
        c.add("bernoulli p=0.3", r.bernoulli(ks[4], 0.3, (64,)))
        c.add("exponential", r.exponential(ks[5], (32,), F32))
        c.add("gumbel", r.gumbel(ks[6], (32,), F32))
        c.add("logistic", r.logistic(ks[7], (32,), F32))

    note = ("f32 samplers from a uint32[2] key argument: uniform (default and [-3,5)), "
            "normal, truncated_normal, bernoulli (bool), exponential, gumbel, logistic")
    return f, [key], note, TOL_RAND_F32


def rand_float_f64():
    key = prng_key(8)

    @collect
    def f(c, key):
        r = jax.random
        ks = r.split(wrap_key(key), 4)
        c.add("uniform f64", r.uniform(ks[0], (64,), F64))
        c.add("uniform f64 [-1e3, 1e3)", r.uniform(ks[1], (32,), F64, -1e3, 1e3))
        c.add("normal f64", r.normal(ks[2], (64,), F64))
        c.add("truncated_normal f64", r.truncated_normal(ks[3], -1.0, 3.0, (32,), F64))

    note = ("f64 samplers from a uint32[2] key argument: uniform (two ranges), normal, "
            "truncated_normal (64-bit random bits)")
    return f, [key], note, TOL_RAND_F64


def rand_int():
    key = prng_key(9)
    logits = np.random.RandomState(5001).randn(3, 6).astype(F32)

    @collect
    def f(c, key, logits):
        r = jax.random
        ks = r.split(wrap_key(key), 8)
        c.add("randint [0,10) i32", r.randint(ks[0], (64,), 0, 10, jnp.int32))
        c.add("randint full i32 range",
              r.randint(ks[1], (64,), -2**31, 2**31 - 1, jnp.int32))
        c.add("randint wide i64 range",
              r.randint(ks[2], (32,), -2**62, 2**62, jnp.int64))
        c.attempt("randint u32", lambda: r.randint(ks[3], (32,), 0, 2**32 - 1, jnp.uint32))
        c.attempt("randint i8 clipped range",
                  lambda: r.randint(ks[4], (32,), -5, 1000, jnp.int8))
        c.add("categorical axis -1", r.categorical(ks[5], logits, axis=-1))
        c.add("categorical shape (10,3)", r.categorical(ks[6], logits, shape=(10, 3)))
        c.add("randint [-7, 300) i16", r.randint(ks[7], (32,), -7, 300, jnp.int16))

    note = ("integer samplers from a uint32[2] key argument: randint i32 small and full "
            "range, i64 wide range, u32, i8 with a clipped range, i16, categorical "
            "(argmax of Gumbel noise)")
    return f, [key, logits], note, EXACT


def rand_choice_perm():
    key = prng_key(10)
    rs = np.random.RandomState(5002)
    x = rs.randint(-100, 100, size=(10, 4)).astype(I32)
    p = rs.rand(20)
    p = (p / p.sum()).astype(F32)

    @collect
    def f(c, key, x, p):
        r = jax.random
        ks = r.split(wrap_key(key), 8)
        c.add("permutation 20", r.permutation(ks[0], 20))
        c.add("permutation rows", r.permutation(ks[1], x))
        c.add("permutation axis 1 independent",
              r.permutation(ks[2], x, axis=1, independent=True))
        c.add("choice with replacement", r.choice(ks[3], 10, (5,), replace=True))
        c.add("choice rows without replacement", r.choice(ks[4], x, (3,), replace=False))
        c.add("choice p without replacement",
              r.choice(ks[5], 20, (8,), replace=False, p=p))
        c.add("choice p with replacement", r.choice(ks[6], 20, (8,), replace=True, p=p))
        c.add("permutation of an i32 array",
              r.permutation(ks[7], jnp.arange(16, dtype=jnp.int32)))

    note = ("permutation (of n, of rows, independent per row along axis 1) and choice "
            "(with/without replacement, uniform and with probabilities p) from a "
            "uint32[2] key argument")
    return f, [key, x, p], note, EXACT


def rand_gamma_beta():
    key = prng_key(11)
    a = np.array([0.1, 0.3, 0.5, 0.9, 1.0, 1.5, 2.5, 5.0, 10.0, 30.0, 0.2, 0.7,
                  3.0, 4.0, 7.5, 100.0], F32)
    b = a[::-1].copy()
    alpha = np.array([0.5, 1.0, 2.0, 4.0], F32)

    @collect
    def f(c, key, a, b, alpha):
        r = jax.random
        ks = r.split(wrap_key(key), 4)
        c.add("gamma(a)", r.gamma(ks[0], a, dtype=F32))
        c.add("gamma(2.5) x32", r.gamma(ks[1], 2.5, (32,), F32))
        c.add("beta(a, b)", r.beta(ks[2], a, b, dtype=F32))
        c.add("dirichlet(alpha) x5", r.dirichlet(ks[3], alpha, (5,), F32))

    note = ("rejection samplers (while loops) from a uint32[2] key argument: gamma for "
            "shapes 0.1..100, gamma(2.5), beta, dirichlet on f32")
    return f, [key, a, b, alpha], note, TOL_GAMMA


# --------------------------------------------------------------------------
# Class 6: accuracy of elementwise math and chlo ops
# --------------------------------------------------------------------------

def _math_domains(dt, seed):
    """Inputs per domain (small 1e-8, moderate, large 1e8, negatives where
    the function is defined there)."""
    rs = np.random.RandomState(seed)
    big = 1e200 if dt == F64 else 1e30
    tiny = 1e-200 if dt == F64 else 1e-30
    d = {
        "gen": [-1e8, -123.456, -20.0, -3.5, -1.0, -0.5, -1e-3, -1e-8, -0.0, 0.0,
                1e-8, 1e-3, 0.5, 1.0, 3.5, 20.0, 123.456, 1e8]
               + list(rs.uniform(-6, 6, 14)),
        "unit": [-0.999999, -0.99, -0.7, -0.5, -1e-3, -1e-8, 0.0, 1e-8, 1e-3, 0.3,
                 0.5, 0.7, 0.99, 0.999999] + list(rs.uniform(-1, 1, 10)),
        "ge1": [1.0, 1.0 + 1e-8, 1.001, 1.5, 2.0, 10.0, 123.4, 1e4, 1e8]
               + list(1.0 + rs.exponential(3.0, 7)),
        "pos": [1e-8, 1e-3, 0.1, 0.5, 1.0, 2.0, 10.0, 1e3, 1e8]
               + list(rs.uniform(0.01, 20, 7)),
        "gtm1": [-0.999999, -0.5, -1e-3, -1e-8, 0.0, 1e-8, 1e-3, 0.5, 1.0, 10.0, 1e8]
                + list(rs.uniform(-0.9, 5, 5)),
        "pexp": [-3.0, -2.5, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0, 3.3, 0.1, -0.1, 2.0, 1.5,
                 -1.5, 0.25, 4.0],
        "nbase": [-2.0, -0.5, -3.0, -1.5, -1.0, -10.0, -0.25, -7.0],
        "nexp": [2.0, 3.0, -1.0, 5.0, 4.0, -2.0, 3.0, 1.0],
        "y2": [0.0, -0.0, 0.0, -0.0, 1.0, -1.0, 1e-8, 1e8, -3.0, 2.5, -1e-3, 7.0,
               0.0, -0.0, 1.0, -1.0],
        "x2": [0.0, 0.0, -0.0, -0.0, -1.0, -1.0, -1e8, 1e-8, 2.0, -4.0, 1e-3, 0.0,
               5.0, -5.0, 0.0, -0.0],
        "hx": [big, -big, 3.0, tiny, 0.0, -5.0, np.inf, 1e8, 1e-8, 1.0],
        "hy": [big, 1.0, 4.0, tiny, 0.0, 12.0, 1.0, -1e8, 1e-8, 0.0],
        "nx": [0.0, 0.0, 1.0, 1.0, -1.0, 1e8, -1e-8, 3.5, -0.0, 1e-3],
        "ny": [1.0, -1.0, 2.0, 0.0, -2.0, np.inf, 0.0, 3.5, 1.0, -np.inf],
    }
    out = {k: np.array(v, F64).astype(dt) for k, v in d.items()}
    out["mat"] = (rs.randn(4, 8) * np.array([[1.0], [10.0], [100.0], [1000.0]])).astype(dt)
    return out


def _math_cases():
    g = lambda name, fn: (name, lambda d: fn(d["gen"]))  # noqa: E731
    return [
        g("arcsinh", jnp.arcsinh),
        ("arccosh", lambda d: jnp.arccosh(d["ge1"])),
        ("arctanh", lambda d: jnp.arctanh(d["unit"])),
        ("arcsin", lambda d: jnp.arcsin(d["unit"])),
        ("arccos", lambda d: jnp.arccos(d["unit"])),
        g("arctan", jnp.arctan), g("sinh", jnp.sinh), g("cosh", jnp.cosh),
        g("tan", jnp.tan), g("tanh", jnp.tanh), g("exp", jnp.exp),
        g("expm1", jnp.expm1),
        ("log", lambda d: jnp.log(d["pos"])),
        ("log1p", lambda d: jnp.log1p(d["gtm1"])),
        g("erf", lax.erf), g("erfc", lax.erfc), g("sin", jnp.sin), g("cos", jnp.cos),
        ("sqrt", lambda d: jnp.sqrt(d["pos"])),
        ("rsqrt", lambda d: lax.rsqrt(d["pos"])),
        g("bessel_i0e", lax.bessel_i0e), g("bessel_i1e", lax.bessel_i1e),
        ("nextafter", lambda d: jnp.nextafter(d["nx"], d["ny"])),
        g("cbrt", jnp.cbrt),
        ("power", lambda d: jnp.power(d["pos"], d["pexp"])),
        ("power negative base", lambda d: jnp.power(d["nbase"], d["nexp"])),
        ("arctan2 (signed zeros)", lambda d: jnp.arctan2(d["y2"], d["x2"])),
        ("hypot (huge, tiny, inf)", lambda d: jnp.hypot(d["hx"], d["hy"])),
        ("logsumexp axis 1", lambda d: jax.nn.logsumexp(d["mat"], axis=1)),
        g("sigmoid", jax.nn.sigmoid), g("softplus", jax.nn.softplus),
    ]


def _special_domains(dt):
    d = {
        "lg": [-3.5, -2.5, -1.5, -0.5, -1e-8, 1e-8, 0.1, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0,
               10.0, 100.0, 1e4, 1e8],
        "pm": [1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 1],
        "px": [0.1, 0.5, 1.0, 10.0, 0.3, 1.5, 20.0, 0.7, 2.0, 5.0, 3.0, 100.0],
        "zs": [1.5, 2.0, 2.5, 3.0, 4.5, 10.0, 20.0, 1.1, 2.0, 3.0],
        "zq": [0.5, 1.0, 2.0, 3.5, 10.0, 1.0, 0.25, 1.0, 100.0, 0.1],
        "ia": [0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 0.1, 3.0, 2.0, 100.0],
        "ix": [0.1, 1.0, 2.5, 3.0, 12.0, 25.0, 0.01, 0.0, 10.0, 90.0],
        "unit": [-0.999999, -0.99, -0.7, -0.5, -1e-3, -1e-8, 0.0, 1e-8, 1e-3, 0.3, 0.5,
                 0.7, 0.99, 0.999999],
    }
    return {k: np.array(v, F64).astype(dt) for k, v in d.items()}


def _special_cases():
    return [
        ("lgamma", lambda d: lax.lgamma(d["lg"])),
        ("digamma", lambda d: lax.digamma(d["lg"])),
        ("polygamma", lambda d: lax.polygamma(d["pm"], d["px"])),
        ("zeta", lambda d: lax.zeta(d["zs"], d["zq"])),
        ("igamma", lambda d: lax.igamma(d["ia"], d["ix"])),
        ("igammac", lambda d: lax.igammac(d["ia"], d["ix"])),
        ("erf_inv", lambda d: lax.erf_inv(d["unit"])),
    ]


def math_f64():
    return case_program("f64 elementwise math on small (1e-8), moderate, large (1e8) "
                        "and negative inputs", _math_domains(F64, 6001), _math_cases(),
                        TOL_MATH_F64)


def math_special_f64():
    return case_program("f64 special functions (chlo ops and JAX's igamma)",
                        _special_domains(F64), _special_cases(), TOL_SPECIAL_F64)


def math_f32():
    return case_program("f32 elementwise math on small (1e-8), moderate, large (1e8) "
                        "and negative inputs", _math_domains(F32, 6002), _math_cases(),
                        TOL_MATH_F32)


def math_special_f32():
    return case_program("f32 special functions (chlo ops and JAX's igamma)",
                        _special_domains(F32), _special_cases(), TOL_SPECIAL_F32)


def math_f16_bf16():
    rs = np.random.RandomState(6003)
    gen = np.concatenate([[0.0, -0.0, 1.0, -1.0, 0.5, -3.9, 3.9, 1e-3],
                          rs.uniform(-4, 4, 24)])
    pos = np.concatenate([[1e-3, 0.01, 0.5, 1.0, 2.0, 10.0, 100.0, 1000.0],
                          rs.uniform(0.05, 20, 24)])
    f32v = (rs.randn(32) * 100).astype(F32)
    inputs = {"h": gen.astype(F16), "hp": pos.astype(F16),
              "b": gen.astype(BF16), "bp": pos.astype(BF16), "f": f32v}
    cases = []
    for t, x, p in (("f16", "h", "hp"), ("bf16", "b", "bp")):
        for name, fn, arg in [
                ("exp", jnp.exp, x), ("log", jnp.log, p), ("tanh", jnp.tanh, x),
                ("sqrt", jnp.sqrt, p), ("rsqrt", lax.rsqrt, p),
                ("sigmoid", jax.nn.sigmoid, x), ("sin", jnp.sin, x), ("cos", jnp.cos, x),
                ("erf", lax.erf, x), ("log1p", jnp.log1p, p), ("expm1", jnp.expm1, x),
                ("abs", jnp.abs, x), ("floor", jnp.floor, x)]:
            cases.append((f"{t} {name}",
                          (lambda fn, arg: lambda d: fn(d[arg]))(fn, arg)))
        cases += [
            (f"{t} add", (lambda x, p: lambda d: d[x] + d[p])(x, p)),
            (f"{t} multiply", (lambda x, p: lambda d: d[x] * d[p])(x, p)),
            (f"{t} divide", (lambda x, p: lambda d: d[x] / d[p])(x, p)),
            (f"{t} max", (lambda x, p: lambda d: jnp.maximum(d[x], d[p]))(x, p)),
            (f"{t} -> f32", (lambda x: lambda d: d[x].astype(F32))(x)),
        ]
    cases += [
        ("f32 -> f16", lambda d: d["f"].astype(F16)),
        ("f32 -> bf16", lambda d: d["f"].astype(BF16)),
        ("bf16 -> f16", lambda d: d["b"].astype(F16)),
    ]
    return case_program("f16 and bf16 elementwise math (inputs and outputs in those "
                        "types)", inputs, cases, TOL_F16)


# --------------------------------------------------------------------------
# Class 7: dense hex constants
# --------------------------------------------------------------------------

def hex_bool_masks():
    rs = np.random.RandomState(7001)
    m_big = rs.rand(100, 100) < 0.5
    m_small = rs.rand(3, 7) < 0.5
    m_1k = rs.rand(1000) < 0.3
    m_true = np.ones(64, dtype=bool)
    x = rs.randn(100, 100).astype(F32)
    y = rs.randn(3, 7).astype(F32)
    v = rs.randn(1000).astype(F32)
    b = rs.rand(1000) < 0.5

    @collect
    def f(c, x, y, v, b):
        c.add("where(mask 100x100, x, 0)", jnp.where(m_big, x, 0.0))
        c.add("where(mask 3x7, y, -1)", jnp.where(m_small, y, -1.0))
        c.add("where(mask 1000, v, 2v)", jnp.where(m_1k, v, 2.0 * v))
        c.add("logical_xor(mask 1000, b)", jnp.logical_xor(m_1k, b))
        c.add("mask 100x100 & (x > 0)", jnp.logical_and(m_big, x > 0))
        c.add("count(mask 100x100 ^ (x > 0))",
              jnp.sum(jnp.logical_xor(m_big, x > 0), dtype=jnp.int32))
        c.add("splat true mask & b[:64]", jnp.logical_and(m_true, b[:64]))
        c.add("not mask 3x7 | (y > 1)", jnp.logical_not(m_small) | (y > 1.0))

    note = ("closed-over numpy bool masks (100x100 and 1000: dense<\"0x...\"> i1 "
            "constants; 3x7: a list; 64 x true: a splat) used by jnp.where, logical "
            "xor/and/not with a bool input, a count, bool outputs")
    return f, [x, y, v, b], note, EXACT


def hex_const_types():
    rs = np.random.RandomState(7002)
    consts = {
        "i8": full_range(rs, 144, np.int8).reshape(12, 12),
        "u8": full_range(rs, 150, np.uint8),
        "i16": full_range(rs, 101, np.int16),
        "u16": full_range(rs, 121, np.uint16).reshape(11, 11),
        "i32": full_range(rs, 128, np.int32),
        "u32": full_range(rs, 128, np.uint32).reshape(8, 16),
        "i64": full_range(rs, 120, np.int64),
        "u64": full_range(rs, 105, np.uint64),
        "f16": rs.randn(11, 13).astype(F16),
        "bf16": rs.randn(160).astype(BF16),
        "f32": rs.randn(10, 11).astype(F32),
        "f64": rs.randn(10, 12),
        "c64": crandn(rs, (101,), C64),
        "c128": crandn(rs, (7, 15), C128),
    }
    k = np.array(3, I32)
    t = np.array(0.0, F32)

    @collect
    def f(c, k, t):
        for tag, cst in consts.items():
            if cst.dtype.kind in "iu":
                c.add(f"{tag} constant + 3", cst + lax.convert_element_type(k, cst.dtype))
            else:
                c.add(f"{tag} constant + 0", cst + lax.convert_element_type(t, cst.dtype))

    note = ("closed-over constants of more than 100 elements (printed as "
            "dense<\"0x...\">) of i8/u8/i16/u16/i32/u32/i64/u64 (full-range values, "
            "plus a traced 3) and f16/bf16/f32/f64/c64/c128 (plus a traced 0)")
    return f, [k, t], note, EXACT


# --------------------------------------------------------------------------
# The program list: (name, class, builder)
# --------------------------------------------------------------------------

PROGRAMS = [
    ("attr_gather_f32", 1, attr_gather_f32),
    ("attr_gather_lax_f32", 1, attr_gather_lax_f32),
    ("attr_scatter_f32", 1, attr_scatter_f32),
    ("attr_scatter_int", 1, attr_scatter_int),
    ("attr_dynamic_slice_f32", 1, attr_dynamic_slice_f32),
    ("attr_dot_general_f32", 1, attr_dot_general_f32),
    ("attr_dot_int", 1, attr_dot_int),
    ("attr_dot_lowp", 1, attr_dot_lowp),
    ("attr_einsum_f32", 1, attr_einsum_f32),
    ("attr_conv_layouts_2d", 1, attr_conv_layouts_2d),
    ("attr_conv_1d_3d", 1, attr_conv_1d_3d),
    ("attr_sort_float", 1, attr_sort_float),
    ("attr_sort_int", 1, attr_sort_int),
    ("attr_fft_c64", 1, attr_fft_c64),
    ("attr_fft_c128", 1, attr_fft_c128),
    ("attr_reduce_precision", 1, attr_reduce_precision),
    ("conv_transpose_1d", 2, conv_transpose_1d),
    ("conv_transpose_2d_nhwc", 2, conv_transpose_2d_nhwc),
    ("conv_transpose_2d_nchw", 2, conv_transpose_2d_nchw),
    ("conv_transpose_3d", 2, conv_transpose_3d),
    ("conv_grad_strided_dilated", 2, conv_grad_strided_dilated),
    ("conv_grad_grouped", 2, conv_grad_grouped),
    ("conv_lhs_dilation", 2, conv_lhs_dilation),
    ("cplx_ops_c64", 3, cplx_ops_c64),
    ("cplx_ops_c128", 3, cplx_ops_c128),
    ("cplx_math_c64", 3, cplx_math_c64),
    ("cplx_math_c128", 3, cplx_math_c128),
    ("cplx_extreme_c64", 3, cplx_extreme_c64),
    ("cplx_extreme_c128", 3, cplx_extreme_c128),
    ("cplx_bitcast", 3, cplx_bitcast),
] + [(f"int_ops_{tag}", 4, int_ops(tag, dt)) for tag, dt in INT_DTYPES] + [
    ("rand_keys_bits", 5, rand_keys_bits),
    ("rand_float_f32", 5, rand_float_f32),
    ("rand_float_f64", 5, rand_float_f64),
    ("rand_int", 5, rand_int),
    ("rand_choice_perm", 5, rand_choice_perm),
    ("rand_gamma_beta", 5, rand_gamma_beta),
    ("math_f64", 6, math_f64),
    ("math_special_f64", 6, math_special_f64),
    ("math_f32", 6, math_f32),
    ("math_special_f32", 6, math_special_f32),
    ("math_f16_bf16", 6, math_f16_bf16),
    ("hex_bool_masks", 7, hex_bool_masks),
    ("hex_const_types", 7, hex_const_types),
]

CLASS_NAMES = {
    1: "attributes with omitted default fields / op syntax",
    2: "transposed and gradient convolutions",
    3: "complex element types",
    4: "integer ops on every width",
    5: "random helpers, key as input",
    6: "accuracy of elementwise math and chlo ops",
    7: "dense hex constants",
}


# --------------------------------------------------------------------------
# Export
# --------------------------------------------------------------------------

def _as_numeric(a):
    """bf16 (an ml_dtypes void-kind dtype) as f32, for numpy comparisons."""
    return a.astype(F32) if a.dtype == np.dtype(BF16) else a


def _same(a, b):
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    a, b = _as_numeric(a), _as_numeric(b)
    if a.dtype.kind in "fc":
        return bool(np.array_equal(a, b, equal_nan=True))
    return bool(np.array_equal(a, b))


def _nonfinite(a):
    a = _as_numeric(a)
    return int(np.sum(~np.isfinite(a))) if a.dtype.kind in "fc" else 0


HEX_CONST_RE = re.compile(
    r'dense<"0x[0-9A-Fa-f]*">\s*:\s*tensor<((?:[^<>]|<[^<>]*>)*)>')
ELEM_RE = re.compile(r"(?:^|x)(complex<\w+>|[a-z]+\d+)$")


def _hex_types(text):
    """Element types of the constants printed as dense<"0x...">."""
    types = set()
    for shape in HEX_CONST_RE.findall(text):
        m = ELEM_RE.search(shape)
        types.add(m.group(1) if m else shape)
    return sorted(types)


def override_xla_deviations(name, fn, leaves, tol):
    """Where XLA:CPU's complex result differs from numpy's C99 value beyond
    the tolerance (|a - e| <= atol + rtol |e|) at an input with a zero part
    (a signed zero on a branch cut: XLA ignores its sign) or a tiny one
    (|z| < 1e-20: XLA's formulas underflow), the expected value becomes
    numpy's; each override is listed in meta.json. Other disagreements are
    printed for review and keep XLA's value."""
    overrides = []
    for i, ref in enumerate(getattr(fn, "refs", None) or []):
        if ref is None or leaves[i].dtype.kind != "c":
            continue
        input_name, z, np_fn = ref
        z = np.asarray(z)
        with np.errstate(all="ignore"):
            want = np_fn(z.astype(np.complex128)).astype(leaves[i].dtype)
        got = leaves[i]
        both_nan = (np.isnan(got.real) | np.isnan(got.imag)) & (
            np.isnan(want.real) | np.isnan(want.imag))
        with np.errstate(all="ignore"):
            close = np.abs(got - want) <= tol["atol"] + tol["rtol"] * np.abs(want)
        bad = ~(close | both_nan | (got == want))
        special = (z.real == 0) | (z.imag == 0) | (np.abs(z) < 1e-20)
        idx = np.nonzero(bad & special)[0].tolist()
        rest = np.nonzero(bad & ~special)[0].tolist()
        label = fn.labels[i]
        if rest:
            print(f"  [{name}] review: {label} differs from numpy at "
                  f"{input_name}{rest} (XLA kept)")
        if idx:
            overrides.append({
                "output": i, "label": label, "indices": idx,
                "xla": [[float(v.real), float(v.imag)] for v in got[idx]],
                "numpy": [[float(v.real), float(v.imag)] for v in want[idx]]})
            got[idx] = want[idx]
            print(f"  [{name}] {label}: numpy's C99 value at {input_name}{idx}")
    return overrides


def override_with_numpy(name, fn, labels, args, leaves):
    """Outputs a builder marks (fn.numpy_refs: label -> (numpy function of
    the inputs, reason)) take numpy's value where XLA:CPU's execution mode
    (flush-to-zero, denormals-are-zero) changed the result; listed in
    meta.json."""
    overrides = []
    for label, (ref, reason) in getattr(fn, "numpy_refs", {}).items():
        if not labels or label not in labels:
            continue
        i = labels.index(label)
        want = np.asarray(ref(*args)).astype(leaves[i].dtype)
        differ = ~((want == leaves[i]) | (np.isnan(want) & np.isnan(leaves[i]))
                   if want.dtype.kind in "fc" else want == leaves[i])
        idx = np.argwhere(differ).tolist()
        if idx:
            overrides.append({"output": i, "label": label, "indices": idx,
                              "reason": reason})
            leaves[i] = want
            print(f"  [{name}] {label}: numpy's value at {idx} ({reason})")
    return overrides


def export(outdir, name, cls, build):
    t0 = time.time()
    fn, args, note, tol = build()
    args = [np.asarray(a) for a in args]
    lowered = jax.jit(fn, keep_unused=True).lower(*args)
    text = lowered.as_text()
    nargs, nres = main_arity(text)
    if nargs != len(args):
        raise RuntimeError(f"@main takes {nargs} arguments, expected {len(args)} "
                           "(constants not inlined?)")
    if "custom_call" in text:
        print(f"  [{name}] warning: program has a custom_call: " +
              ", ".join(sorted(set(re.findall(r"custom_call @?[\w.]+", text)))))
    if cls == 7:
        if 'dense<"0x' not in text:
            print(f"  [{name}] warning: no dense<\"0x...\"> constant in the program")
        else:
            print(f"  [{name}] hex constants of: {', '.join(_hex_types(text))}")
    generic = generic_form(lowered, text, name)
    if generic is not None:
        check_generic_parses(lowered, generic, name)

    compiled = lowered.compile()
    leaves = [np.array(o) for o in jax.tree_util.tree_leaves(compiled(*args))]
    if nres is not None and nres != len(leaves):
        print(f"  [{name}] warning: @main has {nres} results, got {len(leaves)}")
    again = [np.asarray(o) for o in jax.tree_util.tree_leaves(compiled(*args))]
    for i, (a, b) in enumerate(zip(leaves, again)):
        if not _same(a, b):
            print(f"  [{name}] warning: output {i} differs between runs")
    labels = getattr(fn, "labels", None)
    if labels is not None and len(labels) != len(leaves):
        print(f"  [{name}] warning: {len(labels)} labels for {len(leaves)} outputs")
        labels = None
    overrides = override_xla_deviations(name, fn, leaves, tol)
    overrides += override_with_numpy(name, fn, labels, args, leaves)
    # Non-finite outputs are legitimate results; list them for review.
    nonfinite = []
    for i, o in enumerate(leaves):
        n = _nonfinite(o)
        if n:
            nonfinite.append(f"{labels[i] if labels else i}: {n}/{o.size}")
    if nonfinite:
        print(f"  [{name}] non-finite expected values: " + "; ".join(nonfinite))

    d = os.path.join(outdir, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "program.mlir"), "w") as f:
        f.write(text)
    if generic is not None:
        with open(os.path.join(d, "program.generic.mlir"), "w") as f:
            f.write(generic if generic.endswith("\n") else generic + "\n")
    for i, a in enumerate(args):
        np.save(os.path.join(d, f"in{i}.npy"), np.array(a, order="C"))
    for i, o in enumerate(leaves):
        np.save(os.path.join(d, f"out{i}.npy"), np.array(o, order="C"))
    if all(o.dtype.kind in "iub" for o in leaves):
        tol = EXACT
    meta = {
        "name": name,
        "kind": "conformance",
        "class": cls,
        "note": note,
        "inputs": [[list(a.shape), str(a.dtype)] for a in args],
        "outputs": [[list(o.shape), str(o.dtype)] for o in leaves],
        "bytes": len(text.encode()),
        "tolerance": dict(tol),
        "jax": jax.__version__,
    }
    if labels is not None:
        meta["output_labels"] = labels
    if overrides:
        meta["expected_from_numpy"] = overrides
    with open(os.path.join(d, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    ops = sorted(set(OP_RE.findall(text)))
    print(f"{name}: ok ({time.time() - t0:.1f}s) class={cls} bytes={len(text.encode())} "
          f"generic={'yes' if generic is not None else 'NO'} "
          f"inputs={meta['inputs']} outputs={meta['outputs']} "
          f"tolerance={meta['tolerance']} ops({len(ops)})={','.join(ops)}",
          flush=True)
    return ops


def _selected(patterns):
    if not patterns:
        return list(PROGRAMS)
    unknown = [p for p in patterns
               if not any(fnmatch.fnmatchcase(n, p) for n, _, _ in PROGRAMS)]
    if unknown:
        print(f"warning: no program matches {unknown}")
    return [(n, c, b) for n, c, b in PROGRAMS
            if any(fnmatch.fnmatchcase(n, p) for p in patterns)]


def print_table(patterns):
    print("| program | class | covers |")
    print("|---|---|---|")
    for name, cls, build in _selected(patterns):
        try:
            # Builders that probe ops print notes; keep them off the table.
            with contextlib.redirect_stdout(sys.stderr):
                note = build()[2]
        except Exception as e:  # noqa: BLE001
            note = f"(builder failed: {type(e).__name__}: {_first_line(e)})"
        note = note.replace("|", "\\|")
        print(f"| `{name}` | {cls} | {note} |", flush=True)


def main():
    argv = sys.argv[1:]
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 2
    if argv[0] == "--table":
        print_table(argv[1:])
        return 0
    outdir = argv[0]
    todo = _selected(argv[1:])
    os.makedirs(outdir, exist_ok=True)
    print(f"jax {jax.__version__}, numpy {np.__version__}, "
          f"devices {jax.devices()}, default float {jnp.asarray(1.0).dtype}",
          flush=True)
    failed = []
    for name, cls, build in todo:
        try:
            export(outdir, name, cls, build)
        except Exception as e:  # noqa: BLE001
            failed.append(name)
            print(f"{name}: FAIL {e!r}", flush=True)
            traceback.print_exc()
    print(f"done: {len(todo) - len(failed)} ok, {len(failed)} failed {failed}",
          flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
