"""Writes the StableHLO of every case of python/tests/test_jax.py as JAX
lowers it for the CPU (jax.export, what strata.jax.compile uses) and for
this host's default platform (jax.jit(...).lower), with the cases' inputs
and jax.jit's outputs as .npy, into OUTDIR/<case>/.
usage: jax_lowerings.py OUTDIR"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..",
                                "python", "tests"))
import test_jax  # noqa: E402

jax = test_jax.jax
out = sys.argv[1]
for name, (fn, make_args) in sorted(test_jax.CASES.items()):
    d = os.path.join(out, name)
    os.makedirs(d, exist_ok=True)
    args = make_args()
    exp = jax.export.export(jax.jit(fn), platforms=["cpu"])(*args)
    open(os.path.join(d, "cpu.mlir"), "w").write(exp.mlir_module())
    open(os.path.join(d, "default.mlir"), "w").write(
        jax.jit(fn).lower(*args).as_text())
    for i, a in enumerate(args):
        np.save(os.path.join(d, f"in{i}.npy"), a)
    for i, r in enumerate(test_jax.as_tuple(jax.jit(fn)(*args))):
        np.save(os.path.join(d, f"out{i}.npy"), np.asarray(r))
    print(name, "ok")
