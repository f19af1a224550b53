#!/usr/bin/env python3
"""Inputs and expected outputs of run-exact-remainder.mlir.

usage: exact_remainder.py OUTDIR

Edge cases (quotients up to 2^100, signed zeros, infinities, NaN, a zero
divisor) and random pairs over a wide exponent range in f32, f64, f16 and
bf16, with C's fmod of each pair (math.fmod on the doubles the values are:
exact, and the remainder fits the narrower type) as OUTDIR/<type>_{x,y,r}.npy.
Pure Python: no numpy needed.
"""
import math
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from contractions import bf16  # noqa: E402
from cooperative_kernels import Rand, f32, write_npy  # noqa: E402

INF, NAN = math.inf, math.nan
EDGE = [(4.0, 1.1766397), (1e30, 3.0), (-1e30, 3.0), (5.5, -2.0), (-0.0, 1.0),
        (0.0, -1.0), (7.0, INF), (INF, 2.0), (3.0, 0.0), (NAN, 1.0), (1.0, 1.0),
        (-2.5, 2.5), (16777215.0, 0.1), (3.0, NAN), (1.0, 1e-30)]


def f16(x):
    return struct.unpack("<e", struct.pack("<e", x))[0]


def fmod(x, y):
    if math.isnan(x) or math.isnan(y) or math.isinf(x) or y == 0:
        return NAN
    return math.fmod(x, y)


def main():
    out = sys.argv[1]
    rand = Rand(19181)
    # f32w: 4096 pairs, which the elementwise kernel takes 4 per invocation.
    for name, dtype, rnd, lo, hi, count in [
            ("f32", "<f4", f32, -60, 60, 240), ("f64", "<f8", float, -300, 300, 240),
            ("f16", "<f2", f16, -8, 8, 240), ("bf16", "|V2", bf16, -60, 60, 240),
            ("f32w", "<f4", f32, -30, 30, 4096 - len(EDGE))]:
        pairs = list(EDGE)
        if name == "f16":  # 1e30 is beyond f16: edge cases within its range
            pairs = [(x if abs(x) < 6e4 or math.isinf(x) else math.copysign(6e4, x),
                      y if abs(y) > 1e-4 or y == 0 else 1e-4) for x, y in pairs]
        for _ in range(count):
            x = rand.uniform(-1, 1) * 2.0 ** (lo + rand.next() % (hi - lo))
            y = rand.uniform(-1, 1) * 2.0 ** (lo + rand.next() % (hi - lo))
            pairs.append((x, y))
        xs = [rnd(x) for x, _ in pairs]
        ys = [rnd(y) for _, y in pairs]
        rs = [rnd(fmod(x, y)) for x, y in zip(xs, ys)]
        if name == "bf16":  # stored as its 16-bit patterns
            xs, ys, rs = ([struct.unpack("<I", struct.pack("<f", v))[0] >> 16 for v in vs]
                          for vs in (xs, ys, rs))
        for suffix, values in (("x", xs), ("y", ys), ("r", rs)):
            write_npy(os.path.join(out, f"{name}_{suffix}.npy"), (len(values),), values, dtype)


if __name__ == "__main__":
    main()
