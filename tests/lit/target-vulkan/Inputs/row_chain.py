#!/usr/bin/env python3
"""Inputs and expected outputs of run-row-chain.mlir.

usage: row_chain.py OUTDIR

For each case writes OUTDIR/<case>.in<i>.npy, OUTDIR/<case>.out<j>.npy and
OUTDIR/<case>.args like cooperative_kernels.py (whose generator and .npy
writer it shares): softmax, log-softmax and layer norm over the rows of
random matrices, computed here in double precision; the narrow cases
(bf16 softmax as JAX writes it, f16 and i8 reductions) round as their types
do.
"""
import math
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cooperative_kernels import Rand, f32, write_case, write_npy  # noqa: E402


def bf16(x):
    """x rounded to the nearest bf16 (through f32), ties to even."""
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def f16(x):
    return struct.unpack("<e", struct.pack("<e", x))[0]


def wrap_i8(v):
    return (v + 128) % 256 - 128


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


def softmax_bf16(row):
    """JAX's softmax on bf16: max, x - max and exp in bf16, the sum in f32,
    the division in bf16; also the row max."""
    x = [bf16(v) for v in row]
    m = max(x)
    e = [bf16(math.exp(bf16(v - m))) for v in x]
    s = bf16(f32(math.fsum(e)))
    return [bf16(v / s) for v in e], m


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

    # bf16 softmax (max reduced in bf16, the sum of the bf16 exps in f32):
    # rows of 64 (vector<4> words) and of 37 (none), 3 rows per workgroup.
    for rows, length in ((6, 64), (5, 37)):
        x = values(rows * length, 8.0)
        results = [softmax_bf16(r) for r in rows_of(x, rows, length)]
        write_case(out, "softmax_bf16_%dx%d" % (rows, length),
                    [((rows, length), x, "<f4")],
                    [((rows, length), sum((r for r, _ in results), []), "<f4"),
                     ((rows,), [m for _, m in results], "<f4")])
    # f16 row max and sum (values in [0, 1): the f16 sum's rounding stays
    # within the tolerance whatever the order).
    x = [f16(rand.uniform(0.0, 1.0)) for _ in range(4 * 40)]
    rows = rows_of(x, 4, 40)
    write_case(out, "max_sum_f16_4x40", [((4, 40), x, "<f4")],
                [((4,), [max(r) for r in rows], "<f4"),
                 ((4,), [math.fsum(r) for r in rows], "<f4")])
    # i8 row max and wrapping sum (exact in any order).
    xi = [int(rand.uniform(-128, 128)) for _ in range(5 * 48)]
    rows = rows_of(xi, 5, 48)
    write_case(out, "max_sum_i8_5x48", [((5, 48), xi, "<i4")],
                [((5,), [max(r) for r in rows], "<i4"),
                 ((5,), [wrap_i8(sum(r)) for r in rows], "<i4")])


if __name__ == "__main__":
    main()
