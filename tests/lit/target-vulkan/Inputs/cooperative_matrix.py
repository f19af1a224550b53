#!/usr/bin/env python3
"""Inputs and expected outputs of run-cooperative-matrix.mlir.

usage: cooperative_matrix.py OUTDIR

Contractions of bf16 and f16 operands summed in f32 (the forms JAX writes
with preferred_element_type=f32), computed here in double precision from the
operands rounded to their type; inputs are passed as f32 and converted in
the programs. Written like contractions.py (whose helpers it shares).
"""
import math
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from contractions import Array, bf16, build, einsum, random  # noqa: E402
from cooperative_kernels import Rand, f32, write_case  # noqa: E402
from skinny_contractions import as_bf16  # noqa: E402


def f16(x):
    return struct.unpack("<e", struct.pack("<e", x))[0]


def rounded(a, fn):
    return Array(a.shape, [fn(v) for v in a.values])


def as_f16(a):
    """`a` rounded to f16 and its (shape, values, '<f2') triple."""
    r = rounded(a, f16)
    return r, (r.shape, r.values, "<f2")


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rand = Rand(20261129)

    def case(name, inputs, result):
        write_case(out, name, [x.triple() for x in inputs], [result.triple()])

    # Odd m, n and k (partial tiles and a partial k slice).
    a, b = random(rand, (200, 72)), random(rand, (72, 136))
    case("bf16_odd", [a, b], einsum("mk,kn->mn", rounded(a, bf16), rounded(b, bf16)))
    # f16 on the 128 x 128 tile (m and n multiples of it).
    a, b = random(rand, (256, 64)), random(rand, (64, 256))
    case("f16_square", [a, b], einsum("mk,kn->mn", rounded(a, f16), rounded(b, f16)))
    # Attention scores with the heads in the middle, batched (z), scaled.
    q, k = random(rand, (2, 70, 3, 32)), random(rand, (2, 66, 3, 32))
    s = einsum("bqhd,bkhd->bhqk", rounded(q, bf16), rounded(k, bf16))
    case("bf16_heads_qk", [q, k], build(s.shape, lambda i: f32(s[i]) * 0.125))
    # A projection of rank-3 activations with bias and tanh after and the
    # result rounded to bf16 (returned as f32).
    x, w, bias = random(rand, (2, 50, 96)), random(rand, (96, 80)), random(rand, (80,))
    y = einsum("bsd,dn->bsn", rounded(x, bf16), rounded(w, bf16))
    case("bf16_proj_bias_tanh", [x, w, bias],
         build(y.shape, lambda i: bf16(math.tanh(bf16(bf16(f32(y[i])) + bf16(bias[i[2:]]))))))
    # tanh of a bf16 value may round either way: one bf16 step (2^-8).
    with open(os.path.join(out, "bf16_proj_bias_tanh.args"), "a") as fh:
        fh.write(" --rtol=8e-3 --atol=8e-3\n")

    def case16(name, inputs, result):
        write_case(out, name, inputs, [result.triple()])

    # 16-bit arguments read as they are (8-byte words of four elements
    # into workgroup memory): both sides, odd m and n.
    (a, ta), (b, tb) = as_bf16(random(rand, (200, 72))), as_bf16(random(rand, (72, 136)))
    case16("bf16_words", [ta, tb], einsum("mk,kn->mn", a, b))
    (a, ta), (b, tb) = as_f16(random(rand, (130, 64))), as_f16(random(rand, (64, 260)))
    case16("f16_words", [ta, tb], einsum("mk,kn->mn", a, b))
    # One side in words, the other converted from f32 in the tile loads.
    (a, ta), b = as_bf16(random(rand, (130, 48))), random(rand, (48, 100))
    case16("bf16_words_mixed", [ta, b.triple()], einsum("mk,kn->mn", a, rounded(b, bf16)))
    # k = 70: A's rows are no whole words (element loads), B's are, and the
    # last k slice is partial.
    (a, ta), (b, tb) = as_bf16(random(rand, (96, 70))), as_bf16(random(rand, (70, 64)))
    case16("bf16_words_k70", [ta, tb], einsum("mk,kn->mn", a, b))
    # Stored with the row class innermost (staged transposed, loaded
    # column-major): B as [n, k] (weights of a linear layer), A as [k, m],
    # both (attention's K^T and a transposed activation), odd sizes.
    (a, ta), (b, tb) = as_bf16(random(rand, (130, 64))), as_bf16(random(rand, (200, 64)))
    case16("bf16_words_nt", [ta, tb], einsum("mk,nk->mn", a, b))
    (a, ta), (b, tb) = as_bf16(random(rand, (48, 132))), as_bf16(random(rand, (48, 72)))
    case16("bf16_words_tn", [ta, tb], einsum("km,kn->mn", a, b))
    (a, ta), (b, tb) = as_bf16(random(rand, (40, 100))), as_bf16(random(rand, (76, 40)))
    case16("bf16_words_tt", [ta, tb], einsum("km,nk->mn", a, b))
    # Batched, the batch dim outermost of both arguments.
    (a, ta), (b, tb) = as_bf16(random(rand, (3, 40, 32))), as_bf16(random(rand, (3, 32, 52)))
    case16("bf16_words_batch", [ta, tb], einsum("bmk,bkn->bmn", a, b))
    # 9-16 rows (a decode step's tokens times its weights: the skinny
    # kernel, or 16-row tensor-core tiles with skinny-cooperative): k past
    # one 256-deep slice and partial, n no multiple of the 32-column tile,
    # 9 rows of 16, weights stored [n, k].
    (a, ta), (b, tb) = as_bf16(random(rand, (16, 520))), as_bf16(random(rand, (520, 300)))
    case16("bf16_rows16", [ta, tb], einsum("mk,kn->mn", a, b))
    (a, ta), (b, tb) = as_bf16(random(rand, (9, 264))), as_bf16(random(rand, (264, 96)))
    case16("bf16_rows9", [ta, tb], einsum("mk,kn->mn", a, b))
    (a, ta), (b, tb) = as_bf16(random(rand, (12, 200))), as_bf16(random(rand, (136, 200)))
    case16("bf16_rows12_nt", [ta, tb], einsum("mk,nk->mn", a, b))


if __name__ == "__main__":
    main()
