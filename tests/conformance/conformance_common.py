"""Shared by the conformance builders (cases_*.py) and the exporter
(export_conformance.py): JAX set up for the CPU platform with x64, the
element types and tolerances, and the helpers that build programs
(collect, case_program) and inputs."""
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
    OP_RE, check_generic_parses, generic_form, lower_program, main_arity,
    program_meta, write_program_folder)

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
