#!/usr/bin/env python3
"""XLA's side of the scale benchmarks, on the GPU machine (JAX, numpy).

usage: xla_scale.py xla NAME WORKDIR [--seed N] [--time]
           inputs of export_scale.make_inputs as WORKDIR/in<i>.npy (what
           strata-run and strata-benchmark read), XLA's outputs as
           WORKDIR/ref<i>.npy (precision "highest" for f32 programs, the
           default otherwise) and, with --time, XLA's wall ms per call at the
           default precision and (f32 programs) at "highest"; JSON on stdout
       xla_scale.py check NAME WORKDIR META
           WORKDIR/strata<i>.npy (strata-run --output) against ref<i>.npy:
           per output max|strata - xla|, max|xla| and whether
           max|strata - xla| <= atol + rtol * max|xla| (meta.json's
           tolerance); JSON on stdout, exit status 1 when an output fails
       xla_scale.py sanity [NAME ...]
           each program's inputs run once through jax.jit on the GPU: output
           shapes, dtypes, largest magnitude, finiteness (checks make_inputs'
           scales; nothing written)
"""
import json
import os
import statistics
import sys
import time

os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")

import numpy as np  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import export_scale as es  # noqa: E402


def load(path):
    import ml_dtypes
    a = np.load(path)
    # np.save writes ml_dtypes' bfloat16 as 2-byte voids (so does strata-run).
    return a.view(ml_dtypes.bfloat16) if a.dtype.kind == "V" else a


def time_call(f, args, reps=3, min_time=0.3):
    f(*args)[0].block_until_ready()  # compile + warm up
    runs = []
    for _ in range(reps):
        n, start = 0, time.perf_counter()
        while True:
            out = f(*args)
            for o in out:
                o.block_until_ready()
            n += 1
            elapsed = time.perf_counter() - start
            if elapsed >= min_time:
                break
        runs.append(elapsed / n * 1e3)
    return statistics.median(runs), runs


def leaves_fn(name):
    import jax
    f = es.fn(name)
    return lambda *a: jax.tree_util.tree_leaves(f(*a))


def cmd_xla(name, work, seed, timed):
    import jax
    os.makedirs(work, exist_ok=True)
    t0 = time.time()
    host = es.make_inputs(name, seed)
    for i, a in enumerate(host):
        np.save(os.path.join(work, f"in{i}.npy"), a)
    t_inputs = time.time() - t0
    args = [jax.device_put(a) for a in host]
    del host
    precision = es.BENCHMARKS[name][3]
    ref_precision = "highest" if precision == "f32" else "default"
    with jax.default_matmul_precision(ref_precision):
        ref = jax.jit(leaves_fn(name))(*args)
    for i, o in enumerate(ref):
        np.save(os.path.join(work, f"ref{i}.npy"), np.asarray(o))
    result = {"name": name, "jax": jax.__version__, "device": str(jax.devices()[0]),
              "seed": seed, "reference_precision": ref_precision,
              "inputs_s": round(t_inputs, 2)}
    if timed:
        for p in ("default", "highest") if precision == "f32" else ("default",):
            with jax.default_matmul_precision(p):
                ms, runs = time_call(jax.jit(leaves_fn(name)), args)
            result[p] = ms
            result[f"{p}_runs"] = runs
            print(f"{name}: XLA {p} {ms:.4f} ms/call", file=sys.stderr)
    print(json.dumps(result))


def cmd_check(name, work, meta_path):
    meta = json.load(open(meta_path))
    tol = meta["tolerance"]
    outs, ok = [], True
    for i in range(len(meta["outputs"])):
        try:
            ref = load(os.path.join(work, f"ref{i}.npy")).astype(np.float64)
            got = load(os.path.join(work, f"strata{i}.npy")).astype(np.float64)
        except OSError as e:
            outs.append({"output": i, "error": str(e)})
            ok = False
            continue
        if got.shape != ref.shape:
            outs.append({"output": i, "error": f"shape {got.shape} != {ref.shape}"})
            ok = False
            continue
        err = float(np.max(np.abs(got - ref))) if ref.size else 0.0
        mag = float(np.max(np.abs(ref))) if ref.size else 0.0
        finite = bool(np.all(np.isfinite(got)))
        passed = finite and err <= tol["atol"] + tol["rtol"] * mag
        ok = ok and passed
        outs.append({"output": i, "max_abs_err": err, "max_abs_ref": mag,
                     "rel_err": err / mag if mag else err, "finite": finite,
                     "pass": passed})
    print(json.dumps({"name": name, "pass": ok, "tolerance": tol, "outputs": outs}))
    return 0 if ok else 1


def cmd_sanity(names):
    import jax
    print(f"jax {jax.__version__} {jax.devices()}", flush=True)
    bad = []
    for name in names or es.BENCHMARKS:
        try:
            t0 = time.time()
            host = es.make_inputs(name)
            t1 = time.time()
            args = [jax.device_put(a) for a in host]
            del host
            f = jax.jit(leaves_fn(name))
            outs = f(*args)
            for o in outs:
                o.block_until_ready()
            t2 = time.time()
            outs = f(*args)
            for o in outs:
                o.block_until_ready()
            t3 = time.time()
            desc = []
            for o in outs:
                a = np.asarray(o).astype(np.float64)
                fin = bool(np.all(np.isfinite(a)))
                if not fin:
                    bad.append(name)
                desc.append(f"{list(o.shape)} {o.dtype} max|.|={np.max(np.abs(a)):.4g} "
                            f"std={np.std(a):.4g} finite={fin}")
            print(f"{name}: inputs {t1 - t0:.1f}s, first call {t2 - t1:.1f}s, "
                  f"second {1e3 * (t3 - t2):.2f} ms; " + "; ".join(desc), flush=True)
            del args, outs
        except Exception as e:  # noqa: BLE001
            bad.append(name)
            print(f"{name}: FAIL {e!r}", flush=True)
    print(f"sanity: {len(bad)} bad {bad}")
    return 1 if bad else 0


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 2
    cmd = sys.argv[1]
    if cmd == "xla":
        seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else es.SEED
        cmd_xla(sys.argv[2], sys.argv[3], seed, "--time" in sys.argv)
        return 0
    if cmd == "check":
        return cmd_check(sys.argv[2], sys.argv[3], sys.argv[4])
    if cmd == "sanity":
        return cmd_sanity(sys.argv[2:])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
