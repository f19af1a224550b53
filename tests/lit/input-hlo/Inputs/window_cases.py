#!/usr/bin/env python3
"""Programs, inputs and expected outputs of run-window-forms.test.

usage: window_cases.py OUTDIR

Writes OUTDIR/conv.mlir (one function per case: stablehlo.convolution in
the forms beyond a plain strided convolution: lhs_dilation (transposed
convolutions, as lax.conv_transpose and the input gradient of a strided
convolution emit), negative padding, window_reversal, batch_group_count
(the weight gradient of a grouped convolution), feature groups, 1-D to 3-D,
NHWC and NCHW layouts), OUTDIR/<case>.in<i>.npy, OUTDIR/<case>.out0.npy and
OUTDIR/<case>.args (strata-run flags). Expected values come from a direct
evaluation of the StableHLO specification's definition in double
precision. Two reduce_window cases (base dilation, window dilation,
negative padding) share the file: both ops pad their input the same way.
"""
import itertools
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "target-vulkan", "Inputs"))
from cooperative_kernels import Rand, f32, write_case, write_program  # noqa: E402


def strides_of(shape):
    st = [1] * len(shape)
    for d in range(len(shape) - 2, -1, -1):
        st[d] = st[d + 1] * shape[d + 1]
    return st


def layout_shape(logical, perm):
    """logical: sizes in order (batch|out, feature, spatial...); perm[i] is
    the physical position of logical dim i."""
    shape = [0] * len(logical)
    for i, p in enumerate(perm):
        shape[p] = logical[i]
    return shape


def conv(lhs, lshape, lperm, rhs, rshape, rperm, operm, *, strides, pad,
         lhs_dil, rhs_dil, rev, fgc, bgc, out_features):
    """The StableHLO convolution of flat row-major arrays. lperm: physical
    dims of (b, f, s...); rperm: of (o, i, s...); operm: of (b, f, s...)."""
    ns = len(lshape) - 2
    lst, rst = strides_of(lshape), strides_of(rshape)
    lsz = [lshape[lperm[i]] for i in range(ns + 2)]
    ksz = [rshape[rperm[2 + s]] for s in range(ns)]
    in_per_group = rshape[rperm[1]]
    B = lsz[0] // bgc
    osp = []
    for s in range(ns):
        dilated = (lsz[2 + s] - 1) * lhs_dil[s] + 1 + pad[s][0] + pad[s][1]
        window = (ksz[s] - 1) * rhs_dil[s] + 1
        osp.append((dilated - window) // strides[s] + 1)
    ological = [B, out_features] + osp
    oshape = layout_shape(ological, operm)
    ost = strides_of(oshape)
    out = [0.0] * (B * out_features * (1 if not osp else
                                       __import__("math").prod(osp)))
    out_per_group = out_features // fgc
    out_per_bgroup = out_features // bgc
    for b in range(B):
        for of in range(out_features):
            g = of // out_per_group
            bi = (of // out_per_bgroup) * B + b if bgc > 1 else b
            for os_ in itertools.product(*[range(n) for n in osp]):
                acc = 0.0
                for ic in range(in_per_group):
                    fi = g * in_per_group + ic
                    for ks in itertools.product(*[range(n) for n in ksz]):
                        lidx = [bi, fi]
                        ok = True
                        for s in range(ns):
                            p = os_[s] * strides[s] + ks[s] * rhs_dil[s] - pad[s][0]
                            if p < 0 or p % lhs_dil[s]:
                                ok = False
                                break
                            q = p // lhs_dil[s]
                            if q >= lsz[2 + s]:
                                ok = False
                                break
                            lidx.append(q)
                        if not ok:
                            continue
                        kidx = [of, ic] + [ksz[s] - 1 - ks[s] if rev[s] else ks[s]
                                           for s in range(ns)]
                        lo = sum(lidx[i] * lst[lperm[i]] for i in range(ns + 2))
                        ro = sum(kidx[i] * rst[rperm[i]] for i in range(ns + 2))
                        acc += lhs[lo] * rhs[ro]
                oidx = [b, of] + list(os_)
                out[sum(oidx[i] * ost[operm[i]] for i in range(ns + 2))] = acc
    return out, oshape


def dims_text(perm, names):
    """StableHLO's dim_numbers text: `names` are the labels of logical dims
    (b/f or o/i, then spatial 0, 1, ...) placed at their physical dims."""
    labels = [None] * len(perm)
    for i, p in enumerate(perm):
        labels[p] = names[i]
    return "[" + ", ".join(labels) + "]"


def main():
    out_dir = sys.argv[1]
    os.makedirs(out_dir, exist_ok=True)
    rand = Rand(20261125)
    funcs, names = [], []

    def case(name, lperm, llog, rperm, rlog, operm, **kw):
        ns = len(llog) - 2
        lshape = layout_shape(llog, lperm)
        rshape = layout_shape(rlog, rperm)
        size = lambda sh: __import__("math").prod(sh)
        lhs = [f32(rand.uniform(-1, 1)) for _ in range(size(lshape))]
        rhs = [f32(rand.uniform(-1, 1)) for _ in range(size(rshape))]
        kw.setdefault("strides", [1] * ns)
        kw.setdefault("pad", [[0, 0]] * ns)
        kw.setdefault("lhs_dil", [1] * ns)
        kw.setdefault("rhs_dil", [1] * ns)
        kw.setdefault("rev", [False] * ns)
        kw.setdefault("fgc", 1)
        kw.setdefault("bgc", 1)
        out, oshape = conv(lhs, lshape, lperm, rhs, rshape, rperm, operm,
                           out_features=rlog[0], **kw)
        sp = [str(s) for s in range(ns)]
        dn = "%sx%s->%s" % (dims_text(lperm, ["b", "f"] + sp),
                            dims_text(rperm, ["o", "i"] + sp),
                            dims_text(operm, ["b", "f"] + sp))
        arr = lambda v: "[" + ", ".join(str(x) for x in v) + "]"
        window = "stride = %s, pad = [%s], lhs_dilate = %s, rhs_dilate = %s, reverse = %s" % (
            arr(kw["strides"]), ", ".join(arr(p) for p in kw["pad"]),
            arr(kw["lhs_dil"]), arr(kw["rhs_dil"]),
            "[" + ", ".join("true" if r else "false" for r in kw["rev"]) + "]")
        t = lambda sh: "tensor<%sxf32>" % "x".join(map(str, sh))
        funcs.append(
            "func.func @%s(%%lhs: %s, %%rhs: %s) -> %s {\n"
            "  %%0 = stablehlo.convolution(%%lhs, %%rhs) dim_numbers = %s, window = {%s} "
            "{batch_group_count = %d : i64, feature_group_count = %d : i64} : (%s, %s) -> %s\n"
            "  return %%0 : %s\n}\n" % (name, t(lshape), t(rshape), t(oshape), dn, window,
                                        kw["bgc"], kw["fgc"], t(lshape), t(rshape),
                                        t(oshape), t(oshape)))
        write_case(out_dir, name, [(lshape, lhs, "<f4"), (rshape, rhs, "<f4")],
                   [(oshape, [f32(v) for v in out], "<f4")])
        names.append(name)

    NHWC, HWIO = [0, 3, 1, 2], [3, 2, 0, 1]
    NCHW, OIHW = [0, 1, 2, 3], [0, 1, 2, 3]
    # A stride-2 transposed 3x3 conv (lax.conv_transpose, SAME-like padding).
    case("transpose_nhwc", NHWC, [1, 3, 4, 5], HWIO, [2, 3, 3, 3], NHWC,
         lhs_dil=[2, 2], pad=[[1, 2], [1, 2]])
    # 1-D, NCW, lhs_dilation 3, flipped kernel (the input gradient form).
    case("transpose_1d_reversed", [0, 1, 2], [2, 2, 6], [0, 1, 2], [3, 2, 4],
         [0, 1, 2], lhs_dil=[3], pad=[[3, 3]], rev=[True])
    # Negative padding crops, with stride and rhs dilation, NCHW.
    case("negative_pad_nchw", NCHW, [2, 2, 9, 8], OIHW, [3, 2, 2, 3], NCHW,
         strides=[2, 1], rhs_dil=[2, 1], pad=[[-1, 1], [0, -2]])
    # batch_group_count 2: output features 0..2 from batch 0..1, 3..5 from
    # batch 2..3.
    case("batch_groups", NHWC, [4, 2, 5, 5], HWIO, [6, 2, 3, 3], NHWC, bgc=2)
    # Feature groups with lhs dilation and reversal in one spatial dim.
    case("grouped_transpose", NHWC, [1, 4, 3, 4], HWIO, [4, 2, 2, 3], NHWC,
         fgc=2, lhs_dil=[2, 1], pad=[[1, 1], [0, 1]], rev=[False, True])
    # 3-D (NDHWC / DHWIO) transposed.
    case("transpose_3d", [0, 4, 1, 2, 3], [1, 2, 3, 2, 3],
         [4, 3, 0, 1, 2], [3, 2, 2, 2, 2], [0, 4, 1, 2, 3],
         lhs_dil=[2, 1, 2], pad=[[1, 1], [0, 0], [1, 0]])

    def window_case(name, shape, window, *, op, strides=None, pad=None,
                    base_dil=None, win_dil=None):
        """stablehlo.reduce_window (add or max) as the spec pads: init
        values at the edges (negative: cropped) and base_dilations - 1
        between neighbours."""
        rank = len(shape)
        strides = strides or [1] * rank
        pad = pad or [[0, 0]] * rank
        base_dil = base_dil or [1] * rank
        win_dil = win_dil or [1] * rank
        x = [f32(rand.uniform(-1, 1)) for _ in range(__import__("math").prod(shape))]
        init = 0.0 if op == "add" else float("-inf")
        padded_shape = [(shape[d] - 1) * base_dil[d] + 1 + pad[d][0] + pad[d][1]
                        for d in range(rank)]
        out_shape = [(padded_shape[d] - ((window[d] - 1) * win_dil[d] + 1)) // strides[d] + 1
                     for d in range(rank)]
        xst, ost = strides_of(shape), strides_of(out_shape)
        out = [0.0] * __import__("math").prod(out_shape)
        for o in itertools.product(*[range(n) for n in out_shape]):
            acc = init
            for w in itertools.product(*[range(n) for n in window]):
                v = init
                idx = []
                for d in range(rank):
                    p = o[d] * strides[d] + w[d] * win_dil[d] - pad[d][0]
                    if p < 0 or p % base_dil[d] or p // base_dil[d] >= shape[d]:
                        break
                    idx.append(p // base_dil[d])
                else:
                    v = x[sum(i * st for i, st in zip(idx, xst))]
                acc = acc + v if op == "add" else max(acc, v)
            out[sum(i * st for i, st in zip(o, ost))] = acc
        t = lambda sh: "tensor<%sxf32>" % "x".join(map(str, sh))
        i64s = lambda v: "array<i64: %s>" % ", ".join(map(str, v))
        body = "stablehlo.add" if op == "add" else "stablehlo.maximum"
        init_text = "0.0" if op == "add" else "0xFF800000"
        funcs.append(
            "func.func @%s(%%x: %s) -> %s {\n"
            "  %%init = stablehlo.constant dense<%s> : tensor<f32>\n"
            "  %%0 = \"stablehlo.reduce_window\"(%%x, %%init) <{base_dilations = %s, "
            "padding = dense<[%s]> : tensor<%dx2xi64>, window_dilations = %s, "
            "window_dimensions = %s, window_strides = %s}> ({\n"
            "  ^bb0(%%a: tensor<f32>, %%b: tensor<f32>):\n"
            "    %%s = %s %%a, %%b : tensor<f32>\n"
            "    stablehlo.return %%s : tensor<f32>\n"
            "  }) : (%s, tensor<f32>) -> %s\n"
            "  return %%0 : %s\n}\n" % (
                name, t(shape), t(out_shape), init_text, i64s(base_dil),
                ", ".join("[%d, %d]" % tuple(p) for p in pad), rank,
                i64s(win_dil), i64s(window), i64s(strides), body, t(shape),
                t(out_shape), t(out_shape)))
        write_case(out_dir, name, [(shape, x, "<f4")],
                   [(out_shape, [f32(v) for v in out], "<f4")])
        names.append(name)

    # The gradient of a strided pool sums windows of a base-dilated input;
    # negative padding crops.
    window_case("window_base_dilated_sum", [2, 5, 4], [1, 3, 2], op="add",
                base_dil=[1, 2, 2], pad=[[0, 0], [1, 1], [0, -1]])
    window_case("window_dilated_max", [3, 9], [2, 3], op="max",
                strides=[1, 2], win_dil=[1, 2], base_dil=[2, 1],
                pad=[[-1, 2], [2, 0]])
    write_program(out_dir, "conv.mlir", funcs, names)


if __name__ == "__main__":
    main()
