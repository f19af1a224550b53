"""Conformance program builders. Class 2: transposed and gradient convolutions."""
from conformance_common import *  # noqa: F401,F403


# --------------------------------------------------------------------------
# Class 2: transposed and gradient convolutions
# --------------------------------------------------------------------------

def conv_transpose_1d():
    rs = np.random.RandomState(2001)
    x = rs.randn(2, 7, 3).astype(F32)
    w = rs.randn(3, 3, 4).astype(F32)       # W I O
    w4 = rs.randn(4, 3, 2).astype(F32)
    wsq = rs.randn(3, 3, 3).astype(F32)
    xn = rs.randn(2, 3, 7).astype(F32)
    wn = rs.randn(4, 3, 3).astype(F32)      # O I W
    dn = ("NWC", "WIO", "NWC")

    @collect
    def f(c, x, w, w4, wsq, xn, wn):
        ct = lax.conv_transpose
        c.add("stride 2 SAME", ct(x, w, (2,), "SAME", dimension_numbers=dn))
        c.add("stride 3 VALID", ct(x, w, (3,), "VALID", dimension_numbers=dn))
        c.add("stride 2 explicit (1,2)", ct(x, w, (2,), [(1, 2)], dimension_numbers=dn))
        c.add("kernel 4 stride 2 SAME", ct(x, w4, (2,), "SAME", dimension_numbers=dn))
        c.add("stride 2 SAME rhs_dilation 2",
              ct(x, w, (2,), "SAME", rhs_dilation=(2,), dimension_numbers=dn))
        c.add("stride 3 SAME transpose_kernel",
              ct(x, wsq, (3,), "SAME", dimension_numbers=dn, transpose_kernel=True))
        c.add("NCW/OIW stride 2 VALID",
              ct(xn, wn, (2,), "VALID", dimension_numbers=("NCW", "OIW", "NCW")))

    note = ("1-D lax.conv_transpose (NWC/WIO and NCW/OIW): strides 2 and 3, SAME, "
            "VALID and explicit padding, kernel 4, rhs_dilation, transpose_kernel")
    return f, [x, w, w4, wsq, xn, wn], note, TOL_F32_ACC


def conv_transpose_2d_nhwc():
    rs = np.random.RandomState(2002)
    x = rs.randn(1, 5, 5, 2).astype(F32)
    w = rs.randn(3, 3, 2, 3).astype(F32)
    w4 = rs.randn(4, 4, 2, 2).astype(F32)
    wsq = rs.randn(3, 3, 2, 2).astype(F32)

    @collect
    def f(c, x, w, w4, wsq):
        ct = lax.conv_transpose
        c.add("stride 2 SAME", ct(x, w, (2, 2), "SAME", dimension_numbers=NHWC))
        c.add("stride 3 VALID", ct(x, w, (3, 3), "VALID", dimension_numbers=NHWC))
        c.add("strides (2,3) explicit",
              ct(x, w, (2, 3), [(1, 1), (2, 0)], dimension_numbers=NHWC))
        c.add("kernel 4 stride 2 SAME", ct(x, w4, (2, 2), "SAME", dimension_numbers=NHWC))
        c.add("stride 2 SAME rhs_dilation 2",
              ct(x, w, (2, 2), "SAME", rhs_dilation=(2, 2), dimension_numbers=NHWC))
        c.add("stride 2 VALID transpose_kernel",
              ct(x, wsq, (2, 2), "VALID", dimension_numbers=NHWC, transpose_kernel=True))

    note = ("2-D lax.conv_transpose NHWC/HWIO: stride 2 SAME, stride 3 VALID, strides "
            "(2,3) with explicit asymmetric padding, kernel 4, rhs_dilation, "
            "transpose_kernel")
    return f, [x, w, w4, wsq], note, TOL_F32_ACC


def conv_transpose_2d_nchw():
    rs = np.random.RandomState(2003)
    x = rs.randn(1, 2, 5, 4).astype(F32)
    w = rs.randn(3, 2, 3, 3).astype(F32)     # O I H W
    wsq = rs.randn(2, 2, 3, 3).astype(F32)

    @collect
    def f(c, x, w, wsq):
        ct = lax.conv_transpose
        c.add("stride 2 SAME", ct(x, w, (2, 2), "SAME", dimension_numbers=NCHW))
        c.add("stride 3 VALID", ct(x, w, (3, 3), "VALID", dimension_numbers=NCHW))
        c.add("strides (2,1) explicit",
              ct(x, w, (2, 1), [(0, 1), (1, 1)], dimension_numbers=NCHW))
        c.add("stride 2 SAME transpose_kernel",
              ct(x, wsq, (2, 2), "SAME", dimension_numbers=NCHW, transpose_kernel=True))

    note = ("2-D lax.conv_transpose NCHW/OIHW: stride 2 SAME, stride 3 VALID, strides "
            "(2,1) with explicit padding, transpose_kernel")
    return f, [x, w, wsq], note, TOL_F32_ACC


def conv_transpose_3d():
    rs = np.random.RandomState(2004)
    x = rs.randn(1, 3, 4, 3, 2).astype(F32)
    w = rs.randn(2, 3, 3, 2, 3).astype(F32)  # D H W I O
    xn = rs.randn(1, 2, 3, 4, 3).astype(F32)
    wn = rs.randn(3, 2, 2, 2, 2).astype(F32)  # O I D H W
    dn = ("NDHWC", "DHWIO", "NDHWC")

    @collect
    def f(c, x, w, xn, wn):
        ct = lax.conv_transpose
        c.add("NDHWC stride 2 SAME", ct(x, w, (2, 2, 2), "SAME", dimension_numbers=dn))
        c.add("NDHWC strides (3,2,2) VALID",
              ct(x, w, (3, 2, 2), "VALID", dimension_numbers=dn))
        c.add("NCDHW strides (2,1,2) SAME",
              ct(xn, wn, (2, 1, 2), "SAME", dimension_numbers=("NCDHW", "OIDHW", "NCDHW")))

    note = ("3-D lax.conv_transpose: NDHWC/DHWIO stride 2 SAME and strides (3,2,2) "
            "VALID, NCDHW/OIDHW strides (2,1,2) SAME")
    return f, [x, w, xn, wn], note, TOL_F32_ACC


def conv_grad_strided_dilated():
    rs = np.random.RandomState(2005)
    x = rs.randn(2, 9, 9, 3).astype(F32)
    w = rs.randn(3, 3, 3, 4).astype(F32)
    xn = rs.randn(1, 3, 8, 8).astype(F32)
    wn = rs.randn(4, 3, 2, 3).astype(F32)

    def conv1(x, w):
        return lax.conv_general_dilated(x, w, (2, 2), [(1, 2), (2, 1)],
                                        rhs_dilation=(2, 1), dimension_numbers=NHWC)

    def conv2(x, w):
        return lax.conv_general_dilated(x, w, (3, 2), "SAME", rhs_dilation=(1, 2),
                                        dimension_numbers=NCHW)

    g1 = rs.randn(*jax.eval_shape(conv1, x, w).shape).astype(F32)
    g2 = rs.randn(*jax.eval_shape(conv2, xn, wn).shape).astype(F32)

    @collect
    def f(c, x, w, g1, xn, wn, g2):
        for tag, conv, a, b, g in (("NHWC", conv1, x, w, g1), ("NCHW", conv2, xn, wn, g2)):
            y, vjp = jax.vjp(conv, a, b)
            dx, dw = vjp(g)
            c.add(f"{tag} conv", y)
            c.add(f"{tag} d/dinput", dx)
            c.add(f"{tag} d/dweights", dw)

    note = ("jax.vjp of strided, dilated, padded convolutions w.r.t. input and weights: "
            "NHWC strides (2,2) padding ((1,2),(2,1)) rhs_dilation (2,1); NCHW strides "
            "(3,2) SAME rhs_dilation (1,2); outputs y, dx, dw for each")
    return f, [x, w, g1, xn, wn, g2], note, TOL_F32_ACC


def conv_grad_grouped():
    rs = np.random.RandomState(2006)
    x = rs.randn(2, 6, 6, 4).astype(F32)
    wg = rs.randn(3, 3, 2, 6).astype(F32)    # 2 groups
    wd = rs.randn(3, 3, 1, 8).astype(F32)    # depthwise, multiplier 2
    xb = rs.randn(4, 5, 5, 3).astype(F32)
    wb = rs.randn(3, 3, 3, 4).astype(F32)

    def grouped(x, w):
        return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=NHWC,
                                        feature_group_count=2)

    def depthwise(x, w):
        return lax.conv_general_dilated(x, w, (2, 2), "SAME", dimension_numbers=NHWC,
                                        feature_group_count=4)

    gg = rs.randn(*jax.eval_shape(grouped, x, wg).shape).astype(F32)
    gd = rs.randn(*jax.eval_shape(depthwise, x, wd).shape).astype(F32)

    @collect
    def f(c, x, wg, wd, gg, gd, xb, wb):
        for tag, conv, w, g in (("groups 2", grouped, wg, gg),
                                ("depthwise", depthwise, wd, gd)):
            y, vjp = jax.vjp(conv, x, w)
            dx, dw = vjp(g)
            c.add(f"{tag} conv", y)
            c.add(f"{tag} d/dinput", dx)
            c.add(f"{tag} d/dweights (batch_group_count)", dw)
        c.add("batch_group_count 2",
              lax.conv_general_dilated(xb, wb, (1, 1), "VALID", dimension_numbers=NHWC,
                                       batch_group_count=2))

    note = ("grouped convolution (feature_group_count 2) and depthwise (4 groups, "
            "multiplier 2, stride 2) with jax.vjp w.r.t. input and weights (the weight "
            "gradient is a conv with batch_group_count > 1), plus an explicit "
            "batch_group_count=2 conv")
    return f, [x, wg, wd, gg, gd, xb, wb], note, TOL_F32_ACC


def conv_lhs_dilation():
    rs = np.random.RandomState(2007)
    x = rs.randn(1, 2, 5, 5).astype(F32)
    w = rs.randn(3, 2, 3, 3).astype(F32)
    x1 = rs.randn(2, 6, 3).astype(F32)
    w1 = rs.randn(2, 3, 2).astype(F32)
    xg = rs.randn(1, 4, 4, 4).astype(F32)
    wg = rs.randn(4, 2, 3, 3).astype(F32)

    @collect
    def f(c, x, w, x1, w1, xg, wg):
        cg = lax.conv_general_dilated
        c.add("NCHW lhs_dilation 2 pad 2",
              cg(x, w, (1, 1), [(2, 2), (2, 2)], lhs_dilation=(2, 2),
                 dimension_numbers=NCHW))
        c.add("NCHW lhs_dilation (2,3) stride 2 rhs_dilation (1,2)",
              cg(x, w, (2, 2), [(1, 0), (0, 2)], lhs_dilation=(2, 3),
                 rhs_dilation=(1, 2), dimension_numbers=NCHW))
        c.add("NWC lhs_dilation 3",
              cg(x1, w1, (1,), [(1, 1)], lhs_dilation=(3,),
                 dimension_numbers=("NWC", "WIO", "NWC")))
        c.add("NCHW grouped lhs_dilation 2 padding 1",
              cg(xg, wg, (1, 1), [(1, 1), (1, 1)], lhs_dilation=(2, 2), feature_group_count=2,
                 dimension_numbers=NCHW))

    note = ("lax.conv_general_dilated with lhs_dilation: NCHW with padding, combined "
            "with stride and rhs_dilation, 1-D NWC, grouped with SAME padding")
    return f, [x, w, x1, w1, xg, wg], note, TOL_F32_ACC
