#!/usr/bin/env python3
"""Inputs and expected outputs of run-bf16-rounding.mlir.

usage: bf16_rounding.py OUTDIR

f32 values (zeros, ties to even, the largest finite values that round to
infinity, infinities, NaN, subnormals and their ties, 101 random values over
30 decades) as OUTDIR/in.npy; OUTDIR/out0.npy the values rounded to bf16,
OUTDIR/out1.npy those squared in bf16 (one more rounding).
"""
import math
import os
import random
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from contractions import bf16  # noqa: E402
from cooperative_kernels import f32, write_npy  # noqa: E402


def rounded(x):
    """x rounded to bf16 (through f32: exact for the products below)."""
    if math.isnan(x):
        return x
    if abs(x) > 3.4028234663852886e38:
        return math.copysign(math.inf, x)
    return bf16(f32(x))


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    values = [0.0, -0.0, 1.0, -1.0, 1 + 2**-8, 1 + 3 * 2**-8, -(1 + 2**-8),
              1 + 2**-8 + 2**-20, 1 + 2**-9, 255.5, 256.5, 3.4028234663852886e38,
              -3.4028234663852886e38, 3.3895313892515355e38, 3.3961775292304e38,
              math.inf, -math.inf, math.nan, 2**-126, 2**-133, 3 * 2**-134,
              2**-149, -2**-149, 5 * 2**-149, 2**-127 + 2**-135, 0.1,
              -0.3333333, 3.14159265, 1e-30, 6.5e4]
    rand = random.Random(20261207)
    values += [rand.uniform(-2, 2) * 10**rand.randint(-15, 15) for _ in range(101)]
    values = [f32(v) for v in values]
    once = [rounded(v) for v in values]
    write_npy(os.path.join(out, "in.npy"), (len(values),), values, "<f4")
    write_npy(os.path.join(out, "out0.npy"), (len(values),), once, "<f4")
    write_npy(os.path.join(out, "out1.npy"), (len(values),),
              [rounded(v * v) for v in once], "<f4")


if __name__ == "__main__":
    main()
