"""XLA's time per call of Strata's data-parallel training steps on the GPUs
of one host (issue 16's 2-GPU benchmark): each program of
tests/spmd/export_spmd.py named on the command line, built again as
jax.jit(shard_map(...)) over the first N GPUs (N = the program's mesh), its
inputs the exported global arrays placed with the program's shardings, its
outputs checked against the exported ones first; then batches of calls,
median ms per call over repetitions (as strata-benchmark reports).

usage: jax_dp_step.py PROGRAM_DIR [PROGRAM_DIR ...]  (folders holding
in*.npy/out*.npy/meta.json, named like the builder)
"""
import glob
import json
import os
import sys
import time

os.environ.setdefault("JAX_PLATFORMS", "cuda")
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "../../tests/spmd"))

import numpy as np  # noqa: E402
import jax  # noqa: E402
from jax.sharding import NamedSharding  # noqa: E402

import export_spmd  # noqa: E402

# Full f32 matmuls, as Strata computes them (XLA:GPU defaults to TF32).
jax.config.update("jax_default_matmul_precision", "highest")


def load(folder, prefix):
    files = sorted(glob.glob(os.path.join(folder, prefix + "*.npy")),
                   key=lambda f: int(os.path.basename(f)[len(prefix):-4]))
    return [np.load(f) for f in files]


def time_calls(fn, args, repetitions=5, min_time=0.5):
    jax.block_until_ready(fn(*args))  # compile + warm-up
    n = 1
    while True:  # calibrate: a batch lasts min_time
        t0 = time.perf_counter()
        for _ in range(n):
            out = fn(*args)
        jax.block_until_ready(out)
        t = time.perf_counter() - t0
        if t >= min_time:
            break
        n = max(n + 1, int(n * min(10.0, min_time * 1.4 / max(t, 1e-9))))
    per_call = []
    for _ in range(repetitions):
        t0 = time.perf_counter()
        for _ in range(n):
            out = fn(*args)
        jax.block_until_ready(out)
        per_call.append((time.perf_counter() - t0) * 1e3 / n)
    return sorted(per_call)[len(per_call) // 2], n


def main():
    builders = dict(export_spmd.PROGRAMS)
    gpus = jax.devices()
    print(f"# XLA (jax {jax.__version__}) on {len(gpus)} x "
          f"{gpus[0].device_kind}\n")
    print("| program | GPUs | XLA ms/step (median) | calls per batch |")
    print("|---|---:|---:|---:|")
    for folder in sys.argv[1:]:
        name = os.path.basename(os.path.normpath(folder))
        meta = json.load(open(os.path.join(folder, "meta.json")))
        built = builders[name]()
        shape, names, body, in_specs, out_specs, _, _, tol = built
        if int(np.prod(shape)) > len(gpus):
            print(f"| {name} | {int(np.prod(shape))} | skipped: "
                  f"{len(gpus)} GPU(s) | |")
            continue
        mesh = export_spmd.mesh_of(shape, names)
        fn = jax.jit(export_spmd.smap(body, mesh, in_specs, out_specs))
        args = [jax.device_put(a, NamedSharding(mesh, s))
                for a, s in zip(load(folder, "in"), in_specs)]
        outs = fn(*args)
        outs = outs if isinstance(outs, (tuple, list)) else [outs]
        for i, (got, want) in enumerate(zip(outs, load(folder, "out"))):
            np.testing.assert_allclose(np.asarray(got), want,
                                       rtol=max(tol["rtol"], 1e-3),
                                       atol=max(tol["atol"], 1e-4),
                                       err_msg=f"{name} output {i}")
        ms, n = time_calls(fn, args)
        print(f"| {name} | {meta['partitions']} | {ms:.4f} | {n} |",
              flush=True)


if __name__ == "__main__":
    main()
