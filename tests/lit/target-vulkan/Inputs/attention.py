#!/usr/bin/env python3
"""Inputs and expected outputs of run-attention.mlir.

usage: attention.py OUTDIR

For each case writes OUTDIR/<case>.in<i>.npy, OUTDIR/<case>.out0.npy and
OUTDIR/<case>.args like cooperative_kernels.py: softmax(scale * Q K^T +
mask) V per batch and head, computed here in double precision (the bf16
case from inputs rounded to bf16; its roundings inside the program are
covered by the test's tolerance).
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cooperative_kernels import Rand, f32, write_case  # noqa: E402
from row_chain import bf16  # noqa: E402


def tensor(rand, shape, lo=-1.0, hi=1.0, rounding=f32):
    n = 1
    for d in shape:
        n *= d
    return [rounding(rand.uniform(lo, hi)) for _ in range(n)]


def at(values, shape, *idx):
    flat = 0
    for d, i in zip(shape, idx):
        flat = flat * d + i
    return values[flat]


def softmax_rows(scores):
    m = max(scores)
    e = [math.exp(s - m) for s in scores]
    total = math.fsum(e)
    return [x / total for x in e]


def attention(q, k, v, scale, mask):
    """q: [nq][d], k: [nk][d], v: [nk][e]; mask(i, j) -> additive term or
    None (masked: -1e9 as JAX's where writes it)."""
    out = []
    for i, qi in enumerate(q):
        s = []
        for j, kj in enumerate(k):
            x = math.fsum(a * b for a, b in zip(qi, kj)) * scale
            extra = mask(i, j)
            s.append(-1e9 if extra is None else x + extra)
        p = softmax_rows(s)
        out.append([math.fsum(p[j] * v[j][c] for j in range(len(k)))
                    for c in range(len(v[0]))])
    return out


def bias_case(out, rand, name, dims, rounding):
    """[b, h, s, d] Q and K, an additive bias, scale 0.25, V [b, h, k, e]
    the left operand of its dot_general (the output [b, h, e, q]); dims
    (b, h, nq, nk, d, e) with b = 1."""
    b, h, nq, nk, d, e = dims
    q = tensor(rand, (b, h, nq, d), rounding=rounding)
    k = tensor(rand, (b, h, nk, d), rounding=rounding)
    v = tensor(rand, (b, h, nk, e), rounding=rounding)
    bias = tensor(rand, (b, h, nq, nk), -2.0, 2.0, rounding=rounding)
    result = [0.0] * (b * h * e * nq)
    for hi in range(h):
        qr = [[at(q, (b, h, nq, d), 0, hi, t, c) for c in range(d)]
              for t in range(nq)]
        kr = [[at(k, (b, h, nk, d), 0, hi, t, c) for c in range(d)]
              for t in range(nk)]
        vr = [[at(v, (b, h, nk, e), 0, hi, t, c) for c in range(e)]
              for t in range(nk)]
        o = attention(qr, kr, vr, 0.25,
                      lambda i, j: at(bias, (b, h, nq, nk), 0, hi, i, j))
        for c in range(e):
            for t in range(nq):
                result[(hi * e + c) * nq + t] = o[t][c]
    write_case(out, name,
               [((b, h, nq, d), q, "<f4"), ((b, h, nk, d), k, "<f4"),
                ((b, h, nk, e), v, "<f4"), ((b, h, nq, nk), bias, "<f4")],
               [((b, h, e, nq), result, "<f4")])


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rand = Rand(20261202)

    # [b, s, h, d] layout (JAX's einsum bqhd,bkhd->bhqk), causal, a
    # sequence that is not a multiple of the key or query blocks.
    b, s, h, d = 2, 37, 3, 16
    shape = (b, s, h, d)
    q, k, v = (tensor(rand, shape) for _ in range(3))
    result = [0.0] * (b * s * h * d)
    for bi in range(b):
        for hi in range(h):
            rows = lambda x: [[at(x, shape, bi, t, hi, c) for c in range(d)]
                              for t in range(s)]
            o = attention(rows(q), rows(k), rows(v), 0.25,
                          lambda i, j: 0.0 if i >= j else None)
            for t in range(s):
                for c in range(d):
                    result[((bi * s + t) * h + hi) * d + c] = o[t][c]
    write_case(out, "attn_causal_2x37x3x16",
               [(shape, x, "<f4") for x in (q, k, v)],
               [(shape, result, "<f4")])

    # [b, h, s, d] layout, an additive bias, 5 queries over 70 keys, values
    # of width 20 (not a multiple of the 8 invocations of a query), V the
    # left operand of its dot_general (the output comes out [b, h, e, q]).
    bias_case(out, rand, "attn_bias_1x2x5x70", (1, 2, 5, 70, 16, 20), f32)

    # JAX's bf16 attention (scores, max, exp and division in bf16, the sum
    # in f32): inputs already bf16 values, passed as f32.
    b, s, h, d = 2, 40, 2, 16
    shape = (b, s, h, d)
    q, k, v = (tensor(rand, shape, rounding=bf16) for _ in range(3))
    result = [0.0] * (b * s * h * d)
    for bi in range(b):
        for hi in range(h):
            rows = lambda x: [[at(x, shape, bi, t, hi, c) for c in range(d)]
                              for t in range(s)]
            o = attention(rows(q), rows(k), rows(v), 0.25,
                          lambda i, j: 0.0 if i >= j else None)
            for t in range(s):
                for c in range(d):
                    result[((bi * s + t) * h + hi) * d + c] = o[t][c]
    write_case(out, "attn_bf16_2x40x2x16",
               [(shape, x, "<f4") for x in (q, k, v)],
               [(shape, result, "<f4")])


if __name__ == "__main__":
    main()
