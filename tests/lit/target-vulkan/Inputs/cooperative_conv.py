#!/usr/bin/env python3
"""Inputs and expected outputs of run-cooperative-conv.mlir.

usage: cooperative_conv.py OUTDIR

For each case writes OUTDIR/<case>.in<i>.npy, OUTDIR/<case>.out0.npy and
OUTDIR/<case>.args like cooperative_kernels.py (whose generator and .npy
writer it shares). The convolutions are NHWC x HWIO -> NHWC with explicit
padding, strides and filter dilations, computed here in double precision.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cooperative_kernels import Rand, f32, write_case  # noqa: E402


def conv(x, w, shape, stride, pad, dil):
    """x: flat NHWC values, w: flat HWIO values; shape = (n, h, wd, c, kh,
    kw, f); pad = ((lo, hi), (lo, hi)). Returns (out shape, flat values)."""
    n, h, wd, c, kh, kw, f = shape
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
                            wb = ((p * kw + q) * c + ci) * f
                            for o in range(f):
                                terms[o].append(v * w[wb + o])
                out.extend(math.fsum(t) for t in terms)
    return (n, oh, ow, f), out


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rand = Rand(20261123)

    def values(count):
        return [f32(rand.uniform(-1.0, 1.0)) for _ in range(count)]

    def case(name, shape, stride, pad, dil, bias=False):
        n, h, wd, c, kh, kw, f = shape
        x, w = values(n * h * wd * c), values(kh * kw * c * f)
        inputs = [((n, h, wd, c), x), ((kh, kw, c, f), w)]
        oshape, y = conv(x, w, shape, stride, pad, dil)
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


if __name__ == "__main__":
    main()
