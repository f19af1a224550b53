#!/usr/bin/env python3
"""Inputs and expected outputs of run-f16-rounding.mlir.

usage: f16_rounding.py OUTDIR

f32 values (zeros, the f16 range's edges, values that round to infinity,
subnormals and the ties between them, ties to even around 1, random values
over 15 decades) and the same values rounded to f16 to nearest even
(Python's struct 'e'), as OUTDIR/in.npy and OUTDIR/out.npy.
"""
import math
import os
import random
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cooperative_kernels import f32, write_npy  # noqa: E402


def f16(x):
    try:
        return struct.unpack("<e", struct.pack("<e", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    values = [0.0, -0.0, 1.0, -1.0, 65504.0, 65519.99, 65520.0, -65520.0, 1e6,
              math.inf, -math.inf, 2**-14, 2**-24, -2**-24, 2**-25, 3 * 2**-25,
              1.5 * 2**-24, 2**-26, 1 + 2**-11, 1 + 3 * 2**-11,
              -(1 + 3 * 2**-11), 2**-14 - 2**-25, 0.1, -0.3333333, 3.14159265,
              1e-10, 123.456]
    rand = random.Random(20261128)
    values += [rand.uniform(-2, 2) * 10**rand.randint(-9, 5) for _ in range(101)]
    values = [f32(v) for v in values]
    write_npy(os.path.join(out, "in.npy"), (len(values),), values, "<f4")
    write_npy(os.path.join(out, "out.npy"), (len(values),),
              [f16(v) for v in values], "<f4")


if __name__ == "__main__":
    main()
