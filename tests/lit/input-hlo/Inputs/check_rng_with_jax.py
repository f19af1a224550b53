#!/usr/bin/env python3
"""Checks the expected values of opset-rng-bit-generator.mlir against XLA
itself: runs every rng_bit_generator of the test through
jax.lax.rng_bit_generator (XLA's RngBitGenerator) on each JAX backend present
and compares output bits and new state with the test's constants. Needs JAX
(not installed on the dev machine; bench/gpu/run_gpu.sh-style runs on the GPU
machine have it). Prints one line per case and exits non-zero on a mismatch.

usage: check_rng_with_jax.py opset-rng-bit-generator.mlir
"""
import re
import sys

import jax
import numpy as np
from jax import lax

jax.config.update("jax_enable_x64", True)

# The test's states (its RUN line inputs), as ui64.
STATES = {
    "s0": [42, 7],
    "s1": [1311768467463790320, (1 << 64) - 1],
    "s2": [5, 1099511627776],
    "p0": [42, (1 << 64) - 2, 3],
    "p1": [3735928559, 1, 0],
}
DTYPES = {"ui8": np.uint8, "ui16": np.uint16, "ui32": np.uint32,
          "ui64": np.uint64}
ALGORITHMS = {"THREE_FRY": lax.RandomAlgorithm.RNG_THREE_FRY,
              "PHILOX": lax.RandomAlgorithm.RNG_PHILOX,
              "DEFAULT": lax.RandomAlgorithm.RNG_DEFAULT}


def parse_dense(text):
    return [int(v) for v in re.findall(r"-?\d+", text)]


def main():
    src = open(sys.argv[1]).read()
    consts = {m.group(1): parse_dense(m.group(2)) for m in re.finditer(
        r"%(\w+) = stablehlo.constant dense<(.+?)> :", src)}
    checks = dict(re.findall(r"@check.expect_eq\(%(\w+), %(\w+)\)", src))
    cases = re.findall(
        r"%(\w+), %(\w+) = stablehlo.rng_bit_generator %(\w+), algorithm = "
        r"(\w+) : \(tensor<\w+>\) -> \(tensor<\w+>, tensor<([\dx]*)x?(ui\d+)>\)",
        src)
    bad = 0
    for backend in ("cpu", "gpu"):
        try:
            device = jax.devices(backend)[0]
        except RuntimeError:
            continue
        for state_name, out_name, state_in, alg, shape_text, dtype in cases:
            shape = tuple(int(d) for d in shape_text.split("x") if d)
            key = jax.device_put(np.array(STATES[state_in], dtype=np.uint64),
                                 device)
            try:
                new_state, bits = lax.rng_bit_generator(
                    key, shape, dtype=DTYPES[dtype], algorithm=ALGORITHMS[alg])
            except AssertionError:
                # JAX's front end takes only 2-word ui64 keys; XLA itself
                # also takes PHILOX's 3-word state.
                print(f"{backend} {out_name} {alg}: not checkable through "
                      f"JAX (state of {len(STATES[state_in])} words)")
                continue
            got_bits = [int(v) for v in np.asarray(bits).reshape(-1)]
            got_state = [int(v) for v in np.asarray(new_state).reshape(-1)]
            want_bits = consts[checks[out_name]]
            # A case whose new state the test does not check (DEFAULT).
            want_state = consts.get(checks.get(state_name, ""), got_state)
            ok = got_bits == want_bits and got_state == want_state
            bad += not ok
            print(f"{backend} {out_name} {alg} {shape}x{dtype}: "
                  f"{'ok' if ok else 'MISMATCH'}"
                  + ("" if ok else f" xla bits {got_bits} state {got_state}, "
                     f"test bits {want_bits} state {want_state}"))
    print(f"jax {jax.__version__}: {'all match' if not bad else f'{bad} mismatches'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
