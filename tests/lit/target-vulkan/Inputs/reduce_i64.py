#!/usr/bin/env python3
"""Inputs and expected outputs of run-reduce-i64.mlir.

usage: reduce_i64.py OUTDIR

64-bit integer reductions (wrapping sums, bitwise and/xor, signed max,
unsigned min) over every dim of a broadcast and over rows, with values past
32 bits, computed exactly here. Pure Python, like cooperative_kernels.py.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cooperative_kernels import Rand, write_case  # noqa: E402

MASK = (1 << 64) - 1


def signed(v):
    v &= MASK
    return v - (1 << 64) if v >> 63 else v


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rand = Rand(20261201)

    def values(n, bits=62):
        return [signed(rand.next() << 11 ^ rand.next()) >> (64 - bits) for _ in range(n)]

    # sum and and over a 17x16x7 broadcast three times along a new last dim.
    x = values(17 * 16 * 7)
    total = signed(sum(x) * 3)
    ones = [v | ~(1 << (i % 61)) for i, v in enumerate(x)]  # mostly-set bits
    anded = MASK
    for v in ones:
        anded &= v & MASK
    write_case(out, "sum_broadcast", [((17, 16, 7), x, "<i8")], [((), [total], "<i8")])
    write_case(out, "and_broadcast", [((17, 16, 7), ones, "<i8")],
               [((), [signed(anded)], "<i8")])
    # Per row: signed max and xor over rows of 100, unsigned min over 97.
    rows = values(33 * 100)
    mx = [max(rows[r * 100:(r + 1) * 100]) for r in range(33)]
    xo = []
    for r in range(33):
        acc = 0
        for v in rows[r * 100:(r + 1) * 100]:
            acc ^= v & MASK
        xo.append(signed(acc))
    write_case(out, "rows_max_xor", [((33, 100), rows, "<i8")],
               [((33,), mx, "<i8"), ((33,), xo, "<i8")])
    u = [v & MASK for v in values(9 * 97, bits=64)]
    mn = [min(u[r * 97:(r + 1) * 97]) for r in range(9)]
    write_case(out, "rows_umin", [((9, 97), u, "<u8")], [((9,), mn, "<u8")])


if __name__ == "__main__":
    main()
