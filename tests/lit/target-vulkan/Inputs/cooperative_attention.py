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


def bshd_case(out, rand, name, shape, rounding, scale, causal,
              nan_rows=lambda i: False):
    """[b, s, h, d] Q, K and V (JAX's einsum bqhd,bkhd->bhqk), the output
    [b, s, h, d]. causal: True (key <= query), False (no mask) or
    keep(query, key), whether a score is kept. nan_rows(query): rows the
    program makes NaN (a mask of +inf)."""
    b, s, h, d = shape
    q, k, v = (tensor(rand, shape, rounding=rounding) for _ in range(3))
    result = [0.0] * (b * s * h * d)
    for bi in range(b):
        for hi in range(h):
            rows = lambda x: [[at(x, shape, bi, t, hi, c) for c in range(d)]
                              for t in range(s)]
            keep = (causal if callable(causal) else
                    (lambda i, j: i >= j) if causal else (lambda i, j: True))
            o = attention(rows(q), rows(k), rows(v), scale,
                          lambda i, j: 0.0 if keep(i, j) else None)
            for t in range(s):
                for c in range(d):
                    result[((bi * s + t) * h + hi) * d + c] = (
                        float("nan") if nan_rows(t) else o[t][c])
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

    # Masks whose key blocks past the workgroup's last query are skipped:
    # 40 keys behind the query (rows 0-39 masked whole: uniform over every
    # key); one key ahead; causal and-ed with padding from key 100. And an
    # anti-causal mask, which skips none.
    bshd_case(out, rand, "f16_window_1x150x1x64", (1, 150, 1, 64), f16,
              0.125, lambda i, j: i - 40 >= j)
    bshd_case(out, rand, "bf16_causal_next_1x200x2x64", (1, 200, 2, 64),
              bf16, 0.125, lambda i, j: j <= i + 1)
    bshd_case(out, rand, "f16_anticausal_1x100x1x32", (1, 100, 1, 32), f16,
              0.125, lambda i, j: i <= j)
    bshd_case(out, rand, "f16_causal_pad_1x130x1x64", (1, 130, 1, 64), f16,
              0.125, lambda i, j: i >= j and j < 100)
    # bf16 scores masked with -1e9 in bf16 (as JAX's GPT layer writes it).
    bshd_case(out, rand, "bf16_causal_scores_1x96x2x64", (1, 96, 2, 64),
              bf16, 0.125, True)
    # Unsigned iotas: causal; and q - 8 wrapping in ui32 (the first 8
    # queries see every key).
    bshd_case(out, rand, "f16_causal_unsigned_1x80x1x32", (1, 80, 1, 32), f16,
              0.125, True)
    bshd_case(out, rand, "f16_wrap_unsigned_1x80x1x32", (1, 80, 1, 32), f16,
              0.125, lambda i, j: (i - 8) % 2**32 >= j)
    # Masked with +inf: inf - inf makes every row with a masked key NaN;
    # the last query's row has none.
    bshd_case(out, rand, "bf16_causal_posinf_1x100x1x32", (1, 100, 1, 32),
              bf16, 0.125, True, nan_rows=lambda i: i < 99)

if __name__ == "__main__":
    main()
