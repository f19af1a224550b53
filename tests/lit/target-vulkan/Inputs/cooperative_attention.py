#!/usr/bin/env python3
"""Inputs and expected outputs of run-cooperative-attention.mlir.

usage: cooperative_attention.py OUTDIR

For each case writes OUTDIR/<case>.in<i>.npy, OUTDIR/<case>.out0.npy and
OUTDIR/<case>.args (see cooperative_kernels.write_case): softmax(T) V per
batch and head in double precision from the inputs rounded to the case's
16-bit type (the program's own roundings are covered by the tolerance).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from attention import at, attention, bias_case, tensor  # noqa: E402
from cooperative_kernels import Rand, write_case  # noqa: E402
from row_chain import bf16, f16  # noqa: E402


def bshd_case(out, rand, name, shape, rounding, scale, causal):
    """[b, s, h, d] Q, K and V (JAX's einsum bqhd,bkhd->bhqk), the output
    [b, s, h, d]."""
    b, s, h, d = shape
    q, k, v = (tensor(rand, shape, rounding=rounding) for _ in range(3))
    result = [0.0] * (b * s * h * d)
    for bi in range(b):
        for hi in range(h):
            rows = lambda x: [[at(x, shape, bi, t, hi, c) for c in range(d)]
                              for t in range(s)]
            o = attention(rows(q), rows(k), rows(v), scale,
                          (lambda i, j: 0.0 if i >= j else None) if causal
                          else (lambda i, j: 0.0))
            for t in range(s):
                for c in range(d):
                    result[((bi * s + t) * h + hi) * d + c] = o[t][c]
    write_case(out, name, [(shape, x, "<f4") for x in (q, k, v)],
               [(shape, result, "<f4")])


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rand = Rand(20261203)

    # f16, causal, 100 queries and keys (neither a multiple of the block),
    # depth 64; scaled after the product.
    bshd_case(out, rand, "f16_causal_1x100x2x64", (1, 100, 2, 64), f16,
              0.125, True)
    # bf16, depth 128 (a smaller tile), causal.
    bshd_case(out, rand, "bf16_causal_1x70x2x128", (1, 70, 2, 128), bf16,
              0.125, True)
    # f16, Q scaled before the product (an f16 producer of the operand),
    # no mask, two batch points.
    bshd_case(out, rand, "f16_qscaled_2x48x2x32", (2, 48, 2, 32), f16,
              0.125, False)

    # bf16 [b, h, s, d], an additive bias, 20 queries over 77 keys, depth
    # 24 and width 40 (no whole fragments), V the left operand of its
    # dot_general (the output comes out [b, h, e, q]).
    bias_case(out, rand, "bf16_bias_1x2x20x77", (1, 2, 20, 77, 24, 40), bf16)

if __name__ == "__main__":
    main()
