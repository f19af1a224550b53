#!/usr/bin/env python3
"""Inputs and expected outputs of run-cooperative-matrix-int8.mlir.

usage: cooperative_matrix_int8.py OUTDIR

Contractions of 8-bit integers summed in 32-bit integers (the form JAX
writes with preferred_element_type=int32), computed exactly here; values
cover the whole range of the type, so reading signed values as unsigned (or
the reverse) changes the result.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from contractions import Array, build, einsum, random, random_int  # noqa: E402
from cooperative_kernels import Rand, f32, write_case  # noqa: E402


def i8(a):
    return (a.shape, a.values, "|i1")


def u8(a):
    return (a.shape, a.values, "|u1")


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rand = Rand(20261207)

    def s8(shape):
        return random_int(rand, shape, -128, 127)

    def case(name, inputs, result):
        write_case(out, name, inputs, [result])

    # Multiples of the 64 x 64 tile and of the deep k slice.
    a, b = s8((256, 128)), s8((128, 256))
    case("i8_square", [i8(a), i8(b)], einsum("mk,kn->mn", a, b).triple())
    # Odd m and n (partial tiles), k = 72 (a partial k slice).
    a, b = s8((200, 72)), s8((72, 136))
    case("i8_odd", [i8(a), i8(b)], einsum("mk,kn->mn", a, b).triple())
    # k = 70: A's rows are no whole words (element loads), B's are.
    a, b = s8((96, 70)), s8((70, 64))
    case("i8_k70", [i8(a), i8(b)], einsum("mk,kn->mn", a, b).triple())
    # B stored [n, k] and A stored [k, m]: staged transposed, fragments
    # loaded column-major.
    a, b = s8((130, 64)), s8((200, 64))
    case("i8_nt", [i8(a), i8(b)], einsum("mk,nk->mn", a, b).triple())
    a, b = s8((48, 132)), s8((48, 72))
    case("i8_tn", [i8(a), i8(b)], einsum("km,kn->mn", a, b).triple())
    # Batched.
    a, b = s8((3, 40, 96)), s8((3, 96, 52))
    case("i8_batch", [i8(a), i8(b)], einsum("bmk,bkn->bmn", a, b).triple())
    # Unsigned operands and result: values past 127 are not negative.
    a, b = random_int(rand, (130, 64), 0, 255), random_int(rand, (64, 100), 0, 255)
    r = einsum("mk,kn->mn", a, b)
    case("ui8_words", [u8(a), u8(b)], (r.shape, [v & 0xFFFFFFFF for v in r.values], "<u4"))
    # Operands narrowed from i32 in the program (element loads through the
    # fused conversion: values wrap to 8 bits).
    a = random_int(rand, (70, 48), -300, 300)
    b = random_int(rand, (48, 90), -300, 300)

    def wrap8(x):
        return Array(x.shape, [((v + 128) & 0xFF) - 128 for v in x.values])

    case("i8_narrowed", [a.triple(), b.triple()],
         einsum("mk,kn->mn", wrap8(a), wrap8(b)).triple())
    # Dequantization after the contraction: the i32 sums in f32 times a
    # per-column scale (sums below 2^24 are exact in f32).
    a, b, scale = s8((100, 64)), s8((64, 80)), random(rand, (80,), 0.001, 0.01)
    y = einsum("mk,kn->mn", a, b)
    case("i8_dequant", [i8(a), i8(b), scale.triple()],
         build(y.shape, lambda i: f32(float(y[i]) * scale[i[1:]])).triple())


if __name__ == "__main__":
    main()
