#!/usr/bin/env python3
"""Inputs and expected outputs of run-reduce-f64.mlir.

usage: reduce_f64.py OUTDIR

f64 reductions: a sum over every dim of a broadcast of positive values
(math.fsum: the exactly rounded sum; the kernels' order differs by far less
than the test's rtol), maximum and minimum over rows (exact), and a row
softmax (max, exp, sum, divide: two reductions in one row chain).
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cooperative_kernels import Rand, write_case  # noqa: E402


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rand = Rand(20261207)

    def values(n, lo, hi):
        return [rand.uniform(lo, hi) for _ in range(n)]

    x = values(17 * 16 * 7, 0.0, 1.0)
    write_case(out, "sum_broadcast", [((17, 16, 7), x, "<f8")],
               [((), [math.fsum(x) * 3], "<f8")])
    rows = values(33 * 100, -1e30, 1e30)
    mx = [max(rows[r * 100:(r + 1) * 100]) for r in range(33)]
    mn = [min(rows[r * 100:(r + 1) * 100]) for r in range(33)]
    write_case(out, "rows_max_min", [((33, 100), rows, "<f8")],
               [((33,), mx, "<f8"), ((33,), mn, "<f8")])
    s = values(21 * 97, -20.0, 20.0)
    soft = []
    for r in range(21):
        row = s[r * 97:(r + 1) * 97]
        m = max(row)
        e = [math.exp(v - m) for v in row]
        total = math.fsum(e)
        soft += [v / total for v in e]
    write_case(out, "row_softmax", [((21, 97), s, "<f8")], [((21, 97), soft, "<f8")])


if __name__ == "__main__":
    main()
