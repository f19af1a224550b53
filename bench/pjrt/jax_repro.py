"""Reproducers of JAX-test failures on Strata's PJRT plugin: each case runs
on the Strata CPU device and on XLA:CPU; the program JAX handed to Strata
(STRATA_PJRT_DUMP_DIR), its inputs and XLA's outputs are saved as a corpus
folder (program.mlirbc, in*.npy, out*.npy) under OUT_DIR/<case>, so the
case reruns here without JAX (strata-compile reads the artifact).

  STRATA_PJRT_DUMP_DIR=/tmp/d JAX_PLATFORMS=strata,cpu \
      python3 jax_repro.py OUT_DIR [CASE ...]"""

import glob
import os
import sys

import numpy as np


def cases():
    import jax
    import jax.numpy as jnp
    r = np.random.default_rng(0)
    f32 = lambda *s: r.standard_normal(s).astype(np.float32)
    return {
        "lu_5x5": (lambda a: jax.lax.linalg.lu(a), [f32(5, 5)]),
        "lu_4x6": (lambda a: jax.lax.linalg.lu(a), [f32(4, 6)]),
        "det_4x4": (jnp.linalg.det, [f32(4, 4)]),
        "inv_4x4": (jnp.linalg.inv, [f32(4, 4)]),
        "solve_3x3": (jnp.linalg.solve, [f32(3, 3), f32(3, 2)]),
        "polyadd_f16": (jnp.polyadd, [f32(12).astype(np.float16),
                                      f32(5).astype(np.float16)]),
        "polyadd_f32": (jnp.polyadd, [f32(12), f32(5)]),
        "expm_4x4": (jax.scipy.linalg.expm, [f32(4, 4) * 0.01]),
        "cumsum_where_f16": (lambda a: a.at[-3:].add(a[:3]),
                             [f32(8).astype(np.float16)]),
    }


def main():
    out_dir = sys.argv[1]
    import jax
    dump = os.environ["STRATA_PJRT_DUMP_DIR"]
    os.makedirs(dump, exist_ok=True)
    strata = jax.devices("strata")[0]
    cpu = jax.devices("cpu")[0]
    todo = cases()
    names = sys.argv[2:] or list(todo)
    for name in names:
        fn, args = todo[name]
        for f in glob.glob(os.path.join(dump, "*")):
            os.remove(f)
        try:
            got = jax.jit(fn)(*jax.device_put(args, strata))
            got = [np.asarray(x) for x in jax.tree.leaves(got)]
        except Exception as e:  # noqa: BLE001
            got = None
            print(f"{name}: strata error: {str(e)[:300]}")
        want = jax.jit(fn)(*jax.device_put(args, cpu))
        want = [np.asarray(x) for x in jax.tree.leaves(want)]
        programs = sorted(glob.glob(os.path.join(dump, "*.mlirbc")),
                          key=os.path.getmtime)
        case = os.path.join(out_dir, name)
        os.makedirs(case, exist_ok=True)
        if programs:
            with open(programs[-1], "rb") as src, \
                    open(os.path.join(case, "program.mlirbc"), "wb") as dst:
                dst.write(src.read())
        for i, a in enumerate(args):
            np.save(os.path.join(case, f"in{i}.npy"), a)
        for i, w in enumerate(want):
            np.save(os.path.join(case, f"out{i}.npy"), w)
        if got is not None:
            ok = all(g.shape == w.shape and np.allclose(
                g.astype(np.float64), w.astype(np.float64), rtol=1e-3,
                atol=1e-3) for g, w in zip(got, want))
            print(f"{name}: {'equal' if ok else 'DIFFERENT'} "
                  f"({len(programs)} programs)")
            if not ok:
                for g, w in zip(got, want):
                    print("  strata", np.round(g.astype(np.float64), 4).ravel()[:8])
                    print("  xla   ", np.round(w.astype(np.float64), 4).ravel()[:8])


if __name__ == "__main__":
    main()
