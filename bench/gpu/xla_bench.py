#!/usr/bin/env python3
"""XLA (JAX on the GPU) wall time per call for the GPU benchmark programs.

usage: xla_bench.py INPUTS_ROOT CORPUS_STAGE PROGRAM...
Each program is written here in JAX with the semantics of its corpus
program.mlir (f32, `highest` precision: no TF32, as the StableHLO programs
ask for HIGHEST or run in f32 on our side). Inputs are the same .npy files
strata-benchmark used (INPUTS_ROOT/<program>/in*.npy). Prints JSON: per
program the median wall ms per call over repetitions of >= 0.5 s each
(dispatch + block_until_ready), plus the result's max abs difference to a
float64 NumPy reference where one is cheap.
"""
import json
import os
import statistics
import sys
import time

import numpy as np
import jax
import jax.numpy as jnp
from jax import lax

jax.config.update("jax_default_matmul_precision", "highest")


def load(root, p):
    d = os.path.join(root, p)
    files = sorted(f for f in os.listdir(d) if f.startswith("in"))
    return [np.load(os.path.join(d, f)) for f in files]


def mlp(w1, b1, w2, b2, x):
    h = jnp.maximum(x.reshape(x.shape[0], -1) @ w1 + b1, 0.0)
    return jax.nn.softmax(h @ w2 + b2, axis=1)


PROGRAMS = {
    "bench_matmul_2048x512x1024": lambda a, b: a @ b,
    "bench_conv_resnet_56x56x64": lambda x, w: lax.conv_general_dilated(
        x, w, (1, 1), ((1, 1), (1, 1)),
        dimension_numbers=("NHWC", "HWIO", "NHWC")),
    "bench_softmax_4096x1024": lambda x: jax.nn.softmax(x, axis=1),
    "bench_elementwise_4M": lambda x: jnp.tanh(x) * jnp.exp(-x * x) + 1.0,
}


def time_call(f, args, reps=5, min_time=0.5):
    f(*args).block_until_ready()  # compile + warm up
    medians = []
    for _ in range(reps):
        n, start = 0, time.perf_counter()
        while True:
            f(*args).block_until_ready()
            n += 1
            elapsed = time.perf_counter() - start
            if elapsed >= min_time:
                break
        medians.append(elapsed / n * 1e3)
    return statistics.median(medians), medians


def main():
    inputs_root, corpus, programs = sys.argv[1], sys.argv[2], sys.argv[3:]
    result = {"jax": jax.__version__, "device": str(jax.devices()[0]),
              "programs": {}}
    for p in programs:
        if p == "mnist_mlp_b64":
            # The .args twin takes the weights as inputs (w1, b1, w2, b2, x).
            args_dir = os.path.join(corpus, "mnist_mlp_b64.args")
            args = [np.load(os.path.join(args_dir, f"in{i}.npy"))
                    for i in range(5)]
            f = jax.jit(mlp)
        else:
            args = load(inputs_root, p)
            f = jax.jit(PROGRAMS[p])
        dev_args = [jax.device_put(a) for a in args]
        ms, all_ms = time_call(f, dev_args)
        result["programs"][p] = {"ms_per_call": ms, "repetitions_ms": all_ms}
        print(f"{p}: {ms:.4f} ms/call", file=sys.stderr)
    json.dump(result, sys.stdout, indent=1)


if __name__ == "__main__":
    main()
