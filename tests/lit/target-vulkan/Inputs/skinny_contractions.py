#!/usr/bin/env python3
"""Inputs and expected outputs of run-skinny-contractions.mlir.

usage: skinny_contractions.py OUTDIR

Contractions with at most 16 rows on one side (the split-k kernel of
SkinnyContraction.cpp): the large side read along its columns or along k,
as 16-byte words of f32, bf16 or i8 or element by element, the small side
on the left or the right, batch dims (one query over a KV cache), fused
producers and consumers, odd sizes and k ranges that leave partial steps.
Expected values in double precision (math.fsum), as in contractions.py.
"""
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cooperative_kernels import Rand, f32, write_case  # noqa: E402
from contractions import Array, bf16, build, einsum, random, random_int  # noqa: E402
import math  # noqa: E402


def bf16_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0] >> 16


def as_bf16(a):
    """`a` rounded to bf16, and the (shape, bits, '|V2') triple strata-run
    reads as a bf16 argument."""
    r = Array(a.shape, [bf16(v) for v in a.values])
    return r, (r.shape, [bf16_bits(v) for v in r.values], "|V2")


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rand = Rand(20261129)

    def case(name, inputs, result):
        write_case(out, name,
                   [x if isinstance(x, tuple) else x.triple() for x in inputs],
                   [result.triple()])

    # A GEMV along the columns (f32 words), bias and ReLU after.
    x, w, b = random(rand, (1, 37)), random(rand, (37, 132)), random(rand, (132,))
    y = einsum("mk,kn->mn", x, w)
    case("gemv_n", [x, w, b], build(y.shape, lambda i: max(f32(y[i] + b[i[1:]]), 0.0)))

    # Weights stored [n, k]: read along k.
    x, w = random(rand, (3, 132)), random(rand, (45, 132))
    case("gemv_k", [x, w], einsum("mk,nk->mn", x, w))

    # bf16 arguments, f32 accumulation: 8 elements per word along n, along k.
    x, xt = as_bf16(random(rand, (3, 41)))
    w, wt = as_bf16(random(rand, (41, 72)))
    case("bf16_n", [xt, wt], einsum("mk,kn->mn", x, w))
    x, xt = as_bf16(random(rand, (2, 48)))
    w, wt = as_bf16(random(rand, (19, 48)))
    case("bf16_k", [xt, wt], einsum("mk,nk->mn", x, w))

    # Eight rows (two passes through workgroup memory), bf16.
    x, xt = as_bf16(random(rand, (8, 64)))
    w, wt = as_bf16(random(rand, (64, 40)))
    case("rows8_bf16", [xt, wt], einsum("mk,kn->mn", x, w))
    # 16 rows: two row groups of 8.
    x, w = random(rand, (16, 40)), random(rand, (40, 24))
    case("rows16", [x, w], einsum("mk,kn->mn", x, w))

    # The small side on the right: A [130, 36] times two columns.
    a, w = random(rand, (130, 36)), random(rand, (36, 2))
    case("small_rhs", [a, w], einsum("mk,kn->mn", a, w))

    # One query over a cache with the heads in the middle: q K^T scaled, and
    # P V back in [b, h, q, d].
    q, k = random(rand, (2, 1, 3, 16)), random(rand, (2, 29, 3, 16))
    s = einsum("bqhd,bkhd->bhqk", q, k)
    case("decode_qk", [q, k], build(s.shape, lambda i: f32(f32(s[i]) * 0.25)))
    p, v = random(rand, (2, 3, 1, 29), 0.0, 1.0), random(rand, (2, 29, 3, 16))
    case("decode_pv", [p, v], einsum("bhqk,bkhd->bhqd", p, v))

    # A scale fused into the small side, bias and tanh after.
    x, g = random(rand, (4, 40)), random(rand, (40,), 0.5, 1.5)
    w, b = random(rand, (40, 20)), random(rand, (20,))
    xg = build(x.shape, lambda i: f32(x[i] * g[i[1:]]))
    y = einsum("mk,kn->mn", xg, w)
    case("fused_scale", [x, g, w, b], build(y.shape, lambda i: math.tanh(y[i] + b[i[1:]])))

    # Columns not a multiple of 4 (element by element), a long odd k.
    x, w = random(rand, (5, 37)), random(rand, (37, 45))
    case("odd_scalar", [x, w], einsum("mk,kn->mn", x, w))
    x, w = random(rand, (1, 1000)), random(rand, (1000, 64))
    case("long_k", [x, w], einsum("mk,kn->mn", x, w))

    # i8 arguments summed in i32: 16 elements per word.
    x = random_int(rand, (2, 23), -128, 127)
    w = random_int(rand, (23, 48), -128, 127)
    case("i8_n", [(x.shape, x.values, "|i1"), (w.shape, w.values, "|i1")],
         einsum("mk,kn->mn", x, w))

    # Row groups: 13 rows along k (groups of 7, the last row of the second
    # clamped), a residual consumer; 16 bf16 rows along the columns (a batch-16
    # decode projection); 12 columns on the right; 17 rows: the matmul kernel.
    x, xt = as_bf16(random(rand, (13, 96)))
    w, wt = as_bf16(random(rand, (50, 96)))
    r = random(rand, (13, 50))
    y = einsum("mk,nk->mn", x, w)
    case("rows13_k", [xt, wt, r], build(y.shape, lambda i: f32(y[i] + r[i])))
    x, xt = as_bf16(random(rand, (16, 64)))
    w, wt = as_bf16(random(rand, (64, 136)))
    case("rows16_bf16", [xt, wt], einsum("mk,kn->mn", x, w))
    a, w = random(rand, (70, 33)), random(rand, (33, 12))
    case("rhs12", [a, w], einsum("mk,kn->mn", a, w))
    x, w = random(rand, (17, 40)), random(rand, (40, 24))
    case("rows17", [x, w], einsum("mk,kn->mn", x, w))


if __name__ == "__main__":
    main()
