#!/usr/bin/env python3
"""XLA (JAX on the GPU) wall time per call for the models of tests/models.

usage: xla_models.py [NAME ...]   (XLA_MODELS_PLATFORM=cpu: time XLA:CPU)
Builds each model with tests/models/export_models.py (the same function,
weights and inputs as its exported program), jits it for the default JAX
device (the GPU) and times it like xla_bench.py: median wall ms per call
over 5 repetitions of >= 0.5 s each (dispatch + block_until_ready), after
checking its outputs against the exported XLA:CPU outputs. Prints JSON.
"""
import json
import os
import sys

repo = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, os.path.join(repo, "tests", "models"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import export_models  # noqa: E402  (sets JAX_PLATFORMS=cpu; undone below)
import jax  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402
from xla_bench import time_call  # noqa: E402

jax.config.update("jax_platforms",
                  os.environ.get("XLA_MODELS_PLATFORM", "cuda,cpu"))
jax.config.update("jax_default_matmul_precision", "highest")


class _Results:
    """Several results with the one block_until_ready time_call expects."""

    def __init__(self, results):
        self.results = results

    def block_until_ready(self):
        return jax.block_until_ready(self.results)


def main():
    only = set(sys.argv[1:])
    result = {"jax": jax.__version__, "device": str(jax.devices()[0]),
              "programs": {}}
    for name, build in export_models.MODELS:
        if only and name not in only:
            continue
        try:
            fn, args, *_ = build()
            f = jax.jit(fn)
            dev_args = [jax.device_put(np.asarray(a)) for a in args]
            outs = jax.tree_util.tree_leaves(f(*dev_args))
            folder = os.path.join(repo, "tests", "models", name)
            worst = 0.0
            for i, o in enumerate(outs):
                want = np.load(os.path.join(folder, f"out{i}.npy"))
                if want.dtype.kind == "V":  # bf16 saved as 2-byte voids
                    want = want.view(ml_dtypes.bfloat16)
                got = np.asarray(o)
                if np.iscomplexobj(got) or np.iscomplexobj(want):
                    diff = np.abs(got.astype(np.complex128) -
                                  want.astype(np.complex128))
                else:
                    diff = np.abs(got.astype(np.float64) -
                                  want.astype(np.float64))
                worst = max(worst, float(np.max(diff, initial=0)))
            ms, all_ms = time_call(lambda *a: _Results(f(*a)), dev_args)
        except Exception as e:  # one model's failure does not stop the rest
            print(f"{name}: error: {e}", file=sys.stderr)
            continue
        result["programs"][name] = {"ms_per_call": ms, "repetitions_ms": all_ms,
                                    "max_abs_diff_to_xla_cpu": worst}
        print(f"{name}: {ms:.4f} ms/call (max |diff| to XLA:CPU {worst:.2e})",
              file=sys.stderr)
        # XLA_MODELS_JSON=FILE: the results so far, after every model (a run
        # cut short by a time limit keeps what it measured).
        if os.environ.get("XLA_MODELS_JSON"):
            with open(os.environ["XLA_MODELS_JSON"], "w") as f:
                json.dump(result, f, indent=1)
    json.dump(result, sys.stdout, indent=1)


if __name__ == "__main__":
    main()
