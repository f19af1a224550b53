#!/usr/bin/env python3
"""Inputs and expected outputs of run-contractions.mlir.

usage: contractions.py OUTDIR

Every case is a contraction of a form the matmul kernel runs through its
general loop classification (batch dims anywhere, several contracting dims,
rank-3 activations, transposed results, producers fused into the operands,
bf16 operands, odd sizes) with the elementwise ops around it. Expected values
are computed here in double precision (math.fsum over the contracted
elements), then rounded to f32. Pure Python: no numpy needed.
"""
import itertools
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cooperative_kernels import Rand, f32, write_case  # noqa: E402
import struct  # noqa: E402


def bf16(x):
    """x (an f32) rounded to the nearest bf16, ties to even."""
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return struct.unpack("<f", struct.pack("<I", bits))[0]


class Array:
    """A row-major array of python floats."""

    def __init__(self, shape, values):
        self.shape, self.values = tuple(shape), list(values)
        self.strides = [1] * len(shape)
        for i in range(len(shape) - 2, -1, -1):
            self.strides[i] = self.strides[i + 1] * shape[i + 1]

    def __getitem__(self, idx):
        return self.values[sum(i * s for i, s in zip(idx, self.strides))]

    def triple(self):
        if all(isinstance(v, int) for v in self.values):
            return (self.shape, self.values, "<i4")
        return (self.shape, [f32(v) for v in self.values], "<f4")


def random(rand, shape, lo=-1.0, hi=1.0):
    return Array(shape, [f32(rand.uniform(lo, hi)) for _ in range(math.prod(shape))])


def random_int(rand, shape, lo, hi):
    return Array(shape, [lo + rand.next() % (hi - lo + 1)
                         for _ in range(math.prod(shape))])


def wrap32(v):
    """v as a two's-complement int32 (the integer kernel's wrapping)."""
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >= 1 << 31 else v


def build(shape, fn):
    return Array(shape, [fn(idx) for idx in itertools.product(*map(range, shape))])


def einsum(spec, a, b):
    """'bqhd,bkhd->bhqk' over two Arrays, in double precision."""
    ins, out = spec.split("->")
    sa, sb = ins.split(",")
    sizes = dict(zip(sa, a.shape))
    sizes.update(zip(sb, b.shape))
    red = [c for c in sizes if c not in out]
    red_ranges = [range(sizes[c]) for c in red]

    exact = all(isinstance(v, int) for v in a.values + b.values)

    def at(idx):
        env = dict(zip(out, idx))
        terms = []
        for r in itertools.product(*red_ranges):
            env.update(zip(red, r))
            terms.append(a[[env[c] for c in sa]] * b[[env[c] for c in sb]])
        return wrap32(sum(terms)) if exact else math.fsum(terms)

    return build([sizes[c] for c in out], at)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rand = Rand(20261128)

    def case(name, inputs, result):
        write_case(out, name, [x.triple() for x in inputs], [result.triple()])

    # Attention scores with the heads between sequence and features
    # (bqhd,bkhd->bhqk), scaled and causally masked.
    q, k = random(rand, (2, 33, 3, 20)), random(rand, (2, 29, 3, 20))
    s = einsum("bqhd,bkhd->bhqk", q, k)
    case("heads_qk", [q, k], build(s.shape, lambda i: f32(f32(s[i]) * 0.25)
                                    if i[2] >= i[3] else -1e9))

    # Softmax normalization fused into the probabilities' side of P V,
    # the result back in [b, q, h, d].
    p = random(rand, (2, 3, 17, 36), 0.0, 1.0)
    total = build((2, 3, 17), lambda i: f32(math.fsum(p[i + (j,)] for j in range(36))))
    v = random(rand, (2, 36, 3, 12))
    pn = build(p.shape, lambda i: f32(p[i] / total[i[:3]]))
    o = einsum("bhqk,bkhd->bhqd", pn, v)
    case("heads_pv", [p, total, v], build((2, 17, 3, 12), lambda i: o[(i[0], i[2], i[1], i[3])]))

    # Layer normalization of rank-3 activations fused into the operand of a
    # projection, bias and tanh after.
    b_, s_, d, n = 3, 21, 36, 44
    x = random(rand, (b_, s_, d))
    g, beta = random(rand, (d,), 0.5, 1.5), random(rand, (d,))
    w, bias = random(rand, (d, n)), random(rand, (n,))
    mean = build((b_, s_), lambda i: f32(math.fsum(x[i + (j,)] for j in range(d)) / d))
    var = build((b_, s_), lambda i: f32(math.fsum((x[i + (j,)] - mean[i]) ** 2
                                                  for j in range(d)) / d))
    xn = build(x.shape, lambda i: (x[i] - mean[i[:2]]) / math.sqrt(var[i[:2]] + 1e-5)
               * g[i[2:]] + beta[i[2:]])
    y = einsum("bsd,dn->bsn", xn, w)
    case("ln_matmul_3d", [x, mean, var, g, beta, w, bias],
         build(y.shape, lambda i: math.tanh(y[i] + bias[i[2:]])))

    # Two contracting dims, neither innermost k a multiple of 4.
    a, bb = random(rand, (19, 5, 7)), random(rand, (5, 7, 23))
    case("two_contracting", [a, bb], einsum("mij,ijn->mn", a, bb))

    # A batch dim in the middle of A and first in B, k first in A and last
    # in B, the result transposed to [n, b, m] (its innermost dim is m).
    a, bb = random(rand, (24, 5, 10)), random(rand, (5, 12, 24))
    r = einsum("kbm,bnk->bmn", a, bb)
    case("batch_middle_transposed", [a, bb],
         build((12, 5, 10), lambda i: r[(i[1], i[2], i[0])]))

    # bf16 operands, f32 accumulation (JAX's preferred_element_type).
    a, bb = random(rand, (40, 36)), random(rand, (36, 52))
    ab = Array(a.shape, [bf16(t) for t in a.values])
    bbb = Array(bb.shape, [bf16(t) for t in bb.values])
    case("bf16_operands", [a, bb], einsum("mk,kn->mn", ab, bbb))

    # Few output columns: n = 3 (partial quads, guarded loads and stores).
    a, bb = random(rand, (70, 50)), random(rand, (50, 3))
    case("narrow_n", [a, bb], einsum("mk,kn->mn", a, bb))

    # Two batch dims (the grid's z delinearized).
    a, bb = random(rand, (2, 3, 9, 8)), random(rand, (2, 3, 8, 10))
    case("two_batch", [a, bb], einsum("xymk,xykn->xymn", a, bb))

    # Two n dims, the innermost 3 long: a quad of outputs spans rows.
    a, bb = random(rand, (12, 16)), random(rand, (16, 5, 3))
    case("split_n", [a, bb], einsum("mk,kij->mij", a, bb))

    # A vector times a matrix (no m dim) and row dot products (no m, no n).
    xv, w = random(rand, (300,)), random(rand, (300, 70))
    case("vecmat", [xv, w], einsum("k,kn->n", xv, w))
    a, bb = random(rand, (37, 64)), random(rand, (37, 64))
    case("row_dots", [a, bb], einsum("bk,bk->b", a, bb))

    # Integer contractions: i8 operands summed in i32, and i32 operands
    # whose sums wrap.
    a, bb = random_int(rand, (45, 70), -128, 127), random_int(rand, (70, 33), -128, 127)
    case("i8_operands", [a, bb], einsum("mk,kn->mn", a, bb))
    a = random_int(rand, (20, 36), -(1 << 20), 1 << 20)
    bb = random_int(rand, (36, 28), -(1 << 15), 1 << 15)
    case("i32_wrapping", [a, bb], einsum("mk,kn->mn", a, bb))


if __name__ == "__main__":
    main()
