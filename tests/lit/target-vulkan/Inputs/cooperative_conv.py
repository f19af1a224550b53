#!/usr/bin/env python3
"""Inputs and expected outputs of run-cooperative-conv.mlir.

usage: cooperative_conv.py OUTDIR

For each case writes OUTDIR/<case>.in<i>.npy, OUTDIR/<case>.out0.npy and
OUTDIR/<case>.args like cooperative_kernels.py (whose generator and .npy
writer it shares). The convolutions are NHWC x HWIO -> NHWC with explicit
padding, strides, filter dilations and feature groups, computed here in
double precision; other layouts (NCHW x OIHW) are the same values
transposed, bf16 operands the values rounded to bf16.
"""
import math
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cooperative_kernels import Rand, f32, write_case  # noqa: E402


def bf16(x):
    """x rounded to the nearest bf16 (through f32), ties to even."""
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def conv(x, w, shape, stride, pad, dil, groups=1):
    """x: flat NHWC values, w: flat HWIO values (I = c / groups); shape =
    (n, h, wd, c, kh, kw, f); pad = ((lo, hi), (lo, hi)); output feature o
    reads the input features of its group. Returns (out shape, values)."""
    n, h, wd, c, kh, kw, f = shape
    cg, fg = c // groups, f // groups
    oh = (h + pad[0][0] + pad[0][1] - ((kh - 1) * dil[0] + 1)) // stride[0] + 1
    ow = (wd + pad[1][0] + pad[1][1] - ((kw - 1) * dil[1] + 1)) // stride[1] + 1
    out = []
    for b in range(n):
        for i in range(oh):
            for j in range(ow):
                terms = [[] for _ in range(f)]
                for p in range(kh):
                    y = i * stride[0] + p * dil[0] - pad[0][0]
                    if y < 0 or y >= h:
                        continue
                    for q in range(kw):
                        xx = j * stride[1] + q * dil[1] - pad[1][0]
                        if xx < 0 or xx >= wd:
                            continue
                        xb = ((b * h + y) * wd + xx) * c
                        for ci in range(c):
                            v = x[xb + ci]
                            g = ci // cg
                            wb = ((p * kw + q) * cg + ci % cg) * f
                            for o in range(g * fg, (g + 1) * fg):
                                terms[o].append(v * w[wb + o])
                out.extend(math.fsum(t) for t in terms)
    return (n, oh, ow, f), out


def transpose(values, shape, perm):
    """The flat row-major `values` of `shape` with its dims permuted:
    result dim i is source dim perm[i]."""
    strides = [1] * len(shape)
    for i in range(len(shape) - 2, -1, -1):
        strides[i] = strides[i + 1] * shape[i + 1]
    new_shape = [shape[p] for p in perm]
    result = []

    def walk(dim, offset):
        if dim == len(perm):
            result.append(values[offset])
            return
        for i in range(new_shape[dim]):
            walk(dim + 1, offset + i * strides[perm[dim]])
    walk(0, 0)
    return tuple(new_shape), result


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rand = Rand(20261123)

    def values(count):
        return [f32(rand.uniform(-1.0, 1.0)) for _ in range(count)]

    def case(name, shape, stride, pad, dil, bias=False, groups=1,
             nchw=False, round_bf16=False):
        n, h, wd, c, kh, kw, f = shape
        x, w = values(n * h * wd * c), values(kh * kw * (c // groups) * f)
        if round_bf16:
            x, w = [bf16(v) for v in x], [bf16(v) for v in w]
        inputs = [((n, h, wd, c), x), ((kh, kw, c // groups, f), w)]
        oshape, y = conv(x, w, shape, stride, pad, dil, groups)
        if nchw:
            inputs = [transpose(x, inputs[0][0], (0, 3, 1, 2)),
                      transpose(w, inputs[1][0], (3, 2, 0, 1))]
            oshape, y = transpose(y, oshape, (0, 3, 1, 2))
        if bias:
            bv = values(f)
            inputs.append(((f,), bv))
            y = [max(f32(v) + bv[i % f], 0.0) for i, v in enumerate(y)]
        write_case(out, name, [(s, v, "<f4") for s, v in inputs],
                   [(oshape, [f32(v) for v in y], "<f4")])

    # (n, h, w, c, kh, kw, f), strides, padding, filter dilations.
    case("conv_same_odd", (2, 9, 11, 3, 3, 3, 5), (1, 1), ((1, 1), (1, 1)), (1, 1))
    case("conv_stride2_valid", (1, 15, 13, 6, 3, 3, 7), (2, 2), ((0, 0), (0, 0)), (1, 1))
    case("conv_stride2_same_vec", (3, 14, 14, 8, 3, 3, 12), (2, 2), ((0, 1), (0, 1)), (1, 1))
    case("conv_dilated_bias_relu", (2, 12, 10, 4, 2, 3, 9), (1, 2), ((1, 2), (0, 1)), (2, 2),
         bias=True)
    case("conv_5x5_deep", (2, 13, 13, 5, 5, 5, 16), (1, 1), ((2, 2), (2, 2)), (1, 1))
    case("conv_1x1_wide", (1, 10, 10, 36, 1, 1, 68), (1, 1), ((0, 0), (0, 0)), (1, 1))
    # The implicit GEMM of any other form (strata-vulkan-cooperative-kernels'
    # contraction kernel): NCHW x OIHW strided, two feature groups,
    # depthwise (a group per channel), bf16 operands summed in f32.
    case("conv_nchw_stride2", (2, 11, 9, 6, 3, 3, 10), (2, 1), ((1, 1), (0, 1)), (1, 1),
         nchw=True)
    case("conv_grouped", (2, 8, 8, 8, 3, 3, 12), (1, 1), ((1, 1), (1, 1)), (1, 1), groups=2)
    case("conv_depthwise", (2, 10, 9, 12, 3, 3, 12), (1, 1), ((1, 1), (1, 1)), (2, 1),
         groups=12)
    case("conv_bf16_operands", (2, 9, 9, 16, 3, 3, 20), (1, 1), ((1, 1), (1, 1)), (1, 1),
         round_bf16=True)


if __name__ == "__main__":
    main()
