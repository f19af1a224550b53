#!/usr/bin/env python3
"""Checks the expected values of run-complex-functions.test and
run-complex-regions.test against XLA itself: evaluates every case of
complex_cases.py (same inputs, as rounded to complex64/complex128) with
jax.numpy / jax.lax on each JAX backend present (cpu, gpu) and compares
with the values the tests expect (python3 cmath / exact arithmetic).
Needs JAX (not installed on the dev machine). Prints one line per case and
backend, the first mismatching elements, and exits non-zero on any
mismatch.

usage (from the checkout, on a machine with JAX, e.g. the GPU machine):
    python3 tests/lit/input-hlo/Inputs/check_complex_with_jax.py [CASE...]

Tolerance per part: 1e-5 (complex64) / 1e-12 (complex128) of |expected|,
plus a few subnormals; NaN must be NaN and inf the same inf; the sign of
zero parts is not compared (the tests check it against C99 Annex G, which
XLA need not follow). Cases JAX cannot express are listed as skipped:
compare LT/LE/GT/GE, argmax and sort with a descending comparator on
complex (JAX refuses ordered comparisons of complex values), the
TOTALORDER sort (JAX's comparator treats -0 and +0 as equal) and
bitcast_convert between complex types (JAX allows only the identity).
"""
import math
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

jax.config.update("jax_enable_x64", True)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import complex_cases  # noqa: E402

RTOL = {"c64": 1e-5, "c128": 1e-12}
DTYPES = {"<c8": np.complex64, "<c16": np.complex128, "<i4": np.int32,
          "|b1": np.bool_}

UNARY = {
    "sqrt": jnp.sqrt, "rsqrt": lax.rsqrt, "tanh": jnp.tanh,
    "expm1": jnp.expm1, "log1p": jnp.log1p, "sign": jnp.sign,
    "sine": jnp.sin, "cosine": jnp.cos, "tan": jnp.tan, "chlo_tan": jnp.tan,
    "sinh": jnp.sinh, "cosh": jnp.cosh, "asin": jnp.arcsin,
    "acos": jnp.arccos, "atan": jnp.arctan, "asinh": jnp.arcsinh,
    "acosh": jnp.arccosh, "atanh": jnp.arctanh,
}


def control_flow(z, p, n):
    w = jnp.asarray(0.5 + 1j, z.dtype)
    c = jnp.asarray(-1 + 0.5j, z.dtype)
    loop = lax.fori_loop(0, 4, lambda i, v: v * w + c, z)
    branch = lax.cond(p, lambda v: -v, lambda v: v, z)
    switch = lax.switch(n, [lambda v: v, lambda v: v * v], z)
    return loop, branch, switch


REGION = {
    "reduce_sum_prod": lambda x: (jnp.sum(x, axis=1), jnp.prod(x, axis=0)),
    "reduce_max_min": lambda x: (jnp.max(x, axis=1), jnp.min(x, axis=1)),
    "reduce_window": lambda x: lax.reduce_window(
        x, jnp.zeros((), x.dtype), lax.add, (3,), (2,), [(1, 1)]),
    "sort": lambda x: jnp.sort(x),
    "control_flow": control_flow,
}


def evaluate(case, device):
    args = [jax.device_put(np.array(vals, dtype=DTYPES[dt]).reshape(shape), device)
            for shape, vals, dt in case.inputs]
    if case.jax in UNARY:
        outs = UNARY[case.jax](*args)
    elif case.jax == "power":
        outs = lax.pow(*args)
    else:
        outs = REGION[case.jax](*args)
    if not isinstance(outs, tuple):
        outs = (outs,)
    return [np.asarray(o).reshape(-1).tolist() for o in outs]


def main():
    wanted = set(sys.argv[1:])
    cases = complex_cases.all_cases("functions") + complex_cases.all_cases("regions")
    bad = 0
    for backend in ("cpu", "gpu"):
        try:
            device = jax.devices(backend)[0]
        except RuntimeError:
            continue
        for case in cases:
            if wanted and case.name not in wanted:
                continue
            if case.jax is None or case.jax == "sort_payload":
                print(f"{backend} {case.name}: skipped (not expressible in JAX)")
                continue
            check = complex_cases.Case(case.name, "", case.inputs, case.outputs,
                                       case.t, exact=False, zero_signs=False)
            saved = complex_cases.TYPES[case.t]["rtol"]
            complex_cases.TYPES[case.t]["rtol"] = RTOL[case.t]
            try:
                got = evaluate(case, device)
                msgs = []
                for j, (out, (_, exp, _)) in enumerate(zip(got, case.outputs)):
                    mismatch = complex_cases.compare_values(out, exp, check)
                    if mismatch:
                        i, g, e = mismatch
                        inputs = [vals[i] for _, vals, _ in case.inputs
                                  if len(vals) == len(exp)]
                        msgs.append(f"result {j} [{i}]: xla {g!r}, test {e!r} "
                                    f"(input {inputs!r})")
            finally:
                complex_cases.TYPES[case.t]["rtol"] = saved
            bad += bool(msgs)
            print(f"{backend} {case.name}: " + ("ok" if not msgs else
                                                  "MISMATCH " + "; ".join(msgs)))
    print(f"jax {jax.__version__}: {'all match' if not bad else f'{bad} mismatches'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
