#!/usr/bin/env python3
"""Inputs and expected outputs of run-row-chain.mlir.

usage: row_chain.py OUTDIR

For each case writes OUTDIR/<case>.in<i>.npy, OUTDIR/<case>.out<j>.npy and
OUTDIR/<case>.args like cooperative_kernels.py (whose generator and .npy
writer it shares): softmax, log-softmax and layer norm over the rows of
random matrices, computed here in double precision.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cooperative_kernels import Rand, f32, write_npy  # noqa: E402


def softmax(row):
    m = max(row)
    e = [math.exp(v - m) for v in row]
    s = math.fsum(e)
    return [v / s for v in e]


def log_softmax(row):
    m = max(row)
    s = math.fsum(math.exp(v - m) for v in row)
    return [v - m - math.log(s) for v in row]


def layer_norm(row, gamma, beta, eps=1e-5):
    n = len(row)
    mean = math.fsum(row) / n
    var = math.fsum((v - mean) ** 2 for v in row) / n
    r = 1.0 / math.sqrt(var + eps)
    return [(v - mean) * r * g + b for v, g, b in zip(row, gamma, beta)]


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rand = Rand(20261124)

    def values(count, scale):
        return [f32(rand.uniform(-scale, scale)) for _ in range(count)]

    def write(name, inputs, outputs):
        args = []
        for i, (s, v) in enumerate(inputs):
            path = os.path.join(out, "%s.in%d.npy" % (name, i))
            write_npy(path, s, v, "<f4")
            args.append("--input=@" + path)
        for j, (s, v) in enumerate(outputs):
            path = os.path.join(out, "%s.out%d.npy" % (name, j))
            write_npy(path, s, [f32(x) for x in v], "<f4")
            args.append("--expected_output=@" + path)
        with open(os.path.join(out, name + ".args"), "w") as fh:
            fh.write(" ".join(args) + "\n")

    def rows_of(x, n, length):
        return [x[i * length:(i + 1) * length] for i in range(n)]

    # Odd rows (5 rows, 2 per workgroup) of 37: no vector<4> words.
    x = values(5 * 37, 8.0)
    write("softmax_5x37", [((5, 37), x)],
          [((5, 37), sum((softmax(r) for r in rows_of(x, 5, 37)), []))])
    # Rows of 64 (vector<4> words), the row max returned too.
    x = values(6 * 64, 30.0)
    rows = rows_of(x, 6, 64)
    write("softmax_max_6x64", [((6, 64), x)],
          [((6, 64), sum((softmax(r) for r in rows), [])),
           ((6,), [max(r) for r in rows])])
    # A batch of 2 x 3 rows of 40.
    x = values(2 * 3 * 40, 5.0)
    write("log_softmax_2x3x40", [((2, 3, 40), x)],
          [((2, 3, 40), sum((log_softmax(r) for r in rows_of(x, 6, 40)), []))])
    # Layer norm: two reductions (mean, variance of x - mean), gamma/beta
    # read along the row.
    x = values(7 * 40, 3.0)
    gamma, beta = values(40, 2.0), values(40, 1.0)
    write("layer_norm_7x40", [((7, 40), x), ((40,), gamma), ((40,), beta)],
          [((7, 40), sum((layer_norm(r, gamma, beta) for r in rows_of(x, 7, 40)), []))])


if __name__ == "__main__":
    main()
