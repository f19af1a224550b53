"""Conformance program builders. Class 1 (attributes with omitted default fields, op syntax): gathers, scatters, dot_general, einsum, convolution layouts, sorts, FFTs, reduce_precision."""
from conformance_common import *  # noqa: F401,F403


# --------------------------------------------------------------------------
# Class 1: attributes with omitted default fields / op syntax
# --------------------------------------------------------------------------

def attr_gather_f32():
    rs = np.random.RandomState(1001)
    x = rs.randn(8, 6).astype(F32)
    x3 = rs.randn(4, 5, 6).astype(F32)
    i1 = np.array([3, 0, -1, 5, 3], I32)                  # negative, repeated
    i2 = np.array([[0, 7, 2, 2], [5, 1, -2, 4], [6, 6, 0, 3]], I32)
    i2b = np.array([[0, 4], [2, 1]], I32)
    ic = np.array([5, 0, 2, 2, 4], I32)                   # columns (< 6)
    ia = rs.randint(0, 6, size=(8, 3)).astype(I32)
    ir = np.array([7, 0, 3, 3, 1], I32)
    ioob = np.array([2, 9, -12, 5, 100], I32)             # rows out of bounds
    i = np.array(5, I32)

    @collect
    def f(c, x, x3, i1, i2, i2b, ic, ia, ir, ioob, i):
        c.add("x[i1] 1-D index array", x[i1])
        c.add("x[i2] 2-D index array", x[i2])
        c.add("x[:, ic]", x[:, ic])
        c.add("take axis=1", jnp.take(x, ic, axis=1))
        c.add("take 3-D axis=2", jnp.take(x3, ic[:3], axis=2))
        c.add("take mode=clip", jnp.take(x, ioob, axis=0, mode="clip"))
        c.add("take_along_axis", jnp.take_along_axis(x, ia, axis=1))
        c.add("x[ir, ic]", x[ir, ic])
        c.add("x[i2, 2]", x[i2, 2])
        c.add("x[1:7:2][:, ic]", x[1:7:2][:, ic])
        c.add("x3[:, i2b, :]", x3[:, i2b, :])
        c.add("x3[1, ic]", x3[1, ic])
        c.add("at[].get fill", x.at[ioob].get(mode="fill", fill_value=-7.0))
        c.add("x[i] traced scalar", x[i])

    note = ("numpy-style gathers on f32: x[idx] with 1-D (negative, repeated) and "
            "2-D index arrays, x[:, idx], jnp.take with axis and mode=clip, "
            "take_along_axis, two index arrays, mixed slice/scalar/array indexing, "
            "at[].get(mode=fill), traced scalar index")
    return f, [x, x3, i1, i2, i2b, ic, ia, ir, ioob, i], note, EXACT


def attr_gather_lax_f32():
    rs = np.random.RandomState(1002)
    x1 = rs.randn(10).astype(F32)
    x2 = rs.randn(8, 6).astype(F32)
    xb = rs.randn(4, 6).astype(F32)
    i51 = np.array([[3], [0], [9], [3], [7]], I32)
    r51 = np.array([[3], [0], [7], [3], [5]], I32)
    i1 = np.array([6], I32)
    st = np.array([4, 1], I32)
    i52 = np.array([[0, 0], [7, 5], [3, 2], [9, -1], [2, 4]], I32)  # two OOB
    ib = np.array([5, 0, 3, 3], I32)
    ib2 = rs.randint(0, 6, size=(4, 3)).astype(I32)

    @collect
    def f(c, x1, x2, xb, i51, r51, i1, st, i52, ib, ib2):
        c.add("indices (5,1) into a vector (index_vector_dim 1)",
              lax.gather(x1, i51, GDN(offset_dims=(), collapsed_slice_dims=(0,),
                                      start_index_map=(0,)),
                         slice_sizes=(1,), mode=GSM.PROMISE_IN_BOUNDS))
        c.add("indices (1,) -> scalar (index_vector_dim 0)",
              lax.gather(x1, i1, GDN(offset_dims=(), collapsed_slice_dims=(0,),
                                     start_index_map=(0,)),
                         slice_sizes=(1,), mode=GSM.CLIP))
        c.add("one start vector (2,), 3x4 window (index_vector_dim 0)",
              lax.gather(x2, st, GDN(offset_dims=(0, 1), collapsed_slice_dims=(),
                                     start_index_map=(0, 1)),
                         slice_sizes=(3, 4), mode=GSM.CLIP))
        c.add("one row by (1,) index",
              lax.gather(x2, i1, GDN(offset_dims=(0,), collapsed_slice_dims=(0,),
                                     start_index_map=(0,)),
                         slice_sizes=(1, 6), mode=GSM.CLIP))
        c.add("rows, offset dim last",
              lax.gather(x2, r51, GDN(offset_dims=(1,), collapsed_slice_dims=(0,),
                                      start_index_map=(0,)),
                         slice_sizes=(1, 6)))
        c.add("rows, offset dim first",
              lax.gather(x2, r51, GDN(offset_dims=(0,), collapsed_slice_dims=(0,),
                                      start_index_map=(0,)),
                         slice_sizes=(1, 6)))
        dn = GDN(offset_dims=(1,), collapsed_slice_dims=(0,), start_index_map=(0, 1))
        c.add("2-D starts, partial window, mode clip",
              lax.gather(x2, i52, dn, slice_sizes=(1, 3), mode=GSM.CLIP))
        c.add("2-D starts, partial window, mode fill",
              lax.gather(x2, i52, dn, slice_sizes=(1, 3), mode=GSM.FILL_OR_DROP,
                         fill_value=-3.0))
        c.add("start_index_map (1, 0)",
              lax.gather(x2, i52, GDN(offset_dims=(1,), collapsed_slice_dims=(1,),
                                      start_index_map=(1, 0)),
                         slice_sizes=(2, 1), mode=GSM.CLIP))
        c.add("vmap(r[k]) (operand_batching_dims)",
              jax.vmap(lambda r, k: r[k])(xb, ib))
        c.add("vmap(r[ks]) (operand_batching_dims)",
              jax.vmap(lambda r, k: r[k])(xb, ib2))
        c.attempt("explicit operand_batching_dims",
                  lambda: lax.gather(
                      xb, ib[:, None],
                      GDN(offset_dims=(), collapsed_slice_dims=(1,),
                          start_index_map=(1,), operand_batching_dims=(0,),
                          start_indices_batching_dims=(0,)),
                      slice_sizes=(1, 1), mode=GSM.CLIP))

    note = ("lax.gather with explicit GatherDimensionNumbers on f32: index_vector_dim 1 "
            "and 0 (one start vector, printed with the default omitted), offset dims "
            "first/last, start_index_map (1,0), modes promise_in_bounds/clip/fill, "
            "batched gathers (operand_batching_dims) by jax.vmap and explicitly. "
            "(JAX always makes the last index dim the index vector, so (5,) indices "
            "with a 1-element start_index_map cannot be written)")
    return f, [x1, x2, xb, i51, r51, i1, st, i52, ib, ib2], note, EXACT


def attr_scatter_f32():
    rs = np.random.RandomState(1003)
    x = rs.randn(8, 6).astype(F32)
    x1 = rs.randn(10).astype(F32)
    xb = rs.randn(4, 6).astype(F32)

    def q(*s):  # multiples of 0.25: sums of repeats are exact in any order
        return (rs.randint(-8, 9, size=s) * 0.25).astype(F32)

    iu = np.array([6, 1, 3, 0], I32)
    uu = q(4, 6)
    ir = np.array([2, 5, 2, 7, 5, 2], I32)
    ur = q(6, 6)
    m = rs.choice([0.5, 2.0, -1.0, 1.5, -0.25], size=(6, 6)).astype(F32)
    ic = np.array([1, 4, 1, 0], I32)
    uc = q(8, 4)
    rr = np.array([0, 7, 7, 3], I32)
    cc = np.array([5, 5, 5, 1], I32)
    urc = q(4)
    i51 = np.array([[3], [9], [3], [0], [3]], I32)
    u5 = q(5)
    iu41 = np.array([[8], [1], [4], [2]], I32)
    u4 = q(4)
    st = np.array([2, 1], I32)
    u34 = q(3, 4)
    ib = np.array([5, 0, 3, 3], I32)
    ub = q(4)
    ioob = np.array([2, 9, -12, 5], I32)
    uo = q(4, 6)

    @collect
    def f(c, x, x1, xb, iu, uu, ir, ur, m, ic, uc, rr, cc, urc, i51, u5, iu41, u4,
          st, u34, ib, ub, ioob, uo):
        c.add("at[unique].set", x.at[iu].set(uu))
        c.add("at[repeated].add", x.at[ir].add(ur))
        c.add("at[repeated].multiply", x.at[ir].multiply(m))
        c.add("at[repeated].min", x.at[ir].min(ur))
        c.add("at[repeated].max", x.at[ir].max(ur))
        c.add("at[:, ic].add", x.at[:, ic].add(uc))
        c.add("at[rr, cc].add", x.at[rr, cc].add(urc))
        c.add("at[oob].add mode=drop", x.at[ioob].add(uo, mode="drop"))
        dn1 = SDN(update_window_dims=(), inserted_window_dims=(0,),
                  scatter_dims_to_operand_dims=(0,))
        c.add("scatter_add (5,1) indices", lax.scatter_add(x1, i51, u5, dn1))
        c.add("scatter_mul (5,1) indices", lax.scatter_mul(x1, i51, u5 * 0 + 2.0, dn1))
        c.add("scatter_min (5,1) indices", lax.scatter_min(x1, i51, u5, dn1))
        c.add("scatter_max (5,1) indices", lax.scatter_max(x1, i51, u5, dn1))
        c.add("scatter unique", lax.scatter(x1, iu41, u4, dn1, unique_indices=True))
        c.add("scatter_add one start vector (index_vector_dim 0)",
              lax.scatter_add(x, st, u34,
                              SDN(update_window_dims=(0, 1), inserted_window_dims=(),
                                  scatter_dims_to_operand_dims=(0, 1))))
        c.add("vmap(r.at[k].add) (operand_batching_dims)",
              jax.vmap(lambda r, k, u: r.at[k].add(u))(xb, ib, ub))
        c.attempt("explicit scatter operand_batching_dims",
                  lambda: lax.scatter_add(
                      xb, ib[:, None], ub,
                      SDN(update_window_dims=(), inserted_window_dims=(1,),
                          scatter_dims_to_operand_dims=(1,),
                          operand_batching_dims=(0,),
                          scatter_indices_batching_dims=(0,))))

    note = ("scatters on f32: x.at[idx].set (unique)/add/multiply/min/max (repeated "
            "indices, order-independent values), 2-D and column scatters, mode=drop "
            "with out-of-bounds rows, lax.scatter_add/mul/min/max/scatter with explicit "
            "ScatterDimensionNumbers (index_vector_dim 1 and 0), batched scatters "
            "(operand_batching_dims) by jax.vmap and explicitly")
    return (f, [x, x1, xb, iu, uu, ir, ur, m, ic, uc, rr, cc, urc, i51, u5, iu41, u4,
                st, u34, ib, ub, ioob, uo], note, TOL_F32)


def attr_scatter_int():
    rs = np.random.RandomState(1004)
    x = rs.randint(-50, 50, size=(10, 3)).astype(I32)
    xu8 = rs.randint(200, 256, size=(10,)).astype(np.uint8)
    hidx = rs.randint(0, 12, size=30).astype(I32)
    ir = np.array([2, 5, 2, 7, 5, 2], I32)
    ur = rs.randint(-20, 20, size=(6, 3)).astype(I32)
    m = rs.randint(-2, 3, size=(6, 3)).astype(I32)
    iu = np.array([9, 0, 4], I32)
    uu = rs.randint(-99, 99, size=(3, 3)).astype(I32)
    ioob = np.array([1, 10, -11, 3], I32)
    uo = rs.randint(-20, 20, size=(4, 3)).astype(I32)
    u8v = rs.randint(100, 256, size=(6,)).astype(np.uint8)
    bidx = np.array([3, 3, 0, 8, 3], I32)

    @collect
    def f(c, x, xu8, hidx, ir, ur, m, iu, uu, ioob, uo, u8v, bidx):
        c.add("histogram zeros.at[idx].add(1)", jnp.zeros((12,), I32).at[hidx].add(1))
        c.add("bincount length=12", jnp.bincount(hidx, length=12))
        c.add("at[repeated].add", x.at[ir].add(ur))
        c.add("at[repeated].multiply", x.at[ir].multiply(m))
        c.add("at[repeated].min", x.at[ir].min(ur))
        c.add("at[repeated].max", x.at[ir].max(ur))
        c.add("at[unique].set", x.at[iu].set(uu))
        c.add("at[oob].add mode=drop", x.at[ioob].add(uo, mode="drop"))
        c.add("u8 at[repeated].add wraps", xu8.at[ir].add(u8v))
        c.add("bool at[repeated].set(True)", jnp.zeros((10,), bool).at[bidx].set(True))
        c.add("scatter_add (5,1) indices",
              lax.scatter_add(x[:, 0], bidx[:, None], uo[0, 0] + bidx,
                              SDN(update_window_dims=(), inserted_window_dims=(0,),
                                  scatter_dims_to_operand_dims=(0,))))

    note = ("integer scatters: i32 histogram and bincount (repeated indices), "
            "at[].add/multiply/min/max/set, mode=drop, u8 add with wraparound, "
            "bool at[].set(True) (scatter on i1), lax.scatter_add")
    return f, [x, xu8, hidx, ir, ur, m, iu, uu, ioob, uo, u8v, bidx], note, EXACT


def attr_dynamic_slice_f32():
    rs = np.random.RandomState(1005)
    x = rs.randn(6, 8).astype(F32)
    upd = rs.randn(2, 3).astype(F32)
    row = rs.randn(8).astype(F32)
    i = np.array(2, I32)
    j = np.array(3, I32)
    ibig = np.array(5, I32)       # start + size past the end: clamped
    jneg = np.array(-2, I32)
    k64 = np.array(4, np.int64)

    @collect
    def f(c, x, upd, row, i, j, ibig, jneg, k64):
        c.add("dynamic_slice", lax.dynamic_slice(x, (i, j), (3, 4)))
        c.add("dynamic_slice clamped", lax.dynamic_slice(x, (ibig, jneg), (3, 4)))
        c.add("dynamic_slice i64 starts", lax.dynamic_slice(x, (k64, k64), (2, 2)))
        c.add("dynamic_update_slice", lax.dynamic_update_slice(x, upd, (i, j)))
        c.add("dynamic_update_slice clamped",
              lax.dynamic_update_slice(x, upd, (ibig, jneg)))
        c.add("dynamic_slice_in_dim axis 1", lax.dynamic_slice_in_dim(x, j, 2, axis=1))
        c.add("dynamic_index_in_dim", lax.dynamic_index_in_dim(x, i, axis=0,
                                                               keepdims=False))
        c.add("dynamic_update_index_in_dim",
              lax.dynamic_update_index_in_dim(x, row, i, 0))
        c.add("x[i]", x[i])
        c.add("x[:, j]", x[:, j])
        c.add("x[i, j]", x[i, j])

    note = ("dynamic_slice / dynamic_update_slice on f32 with int32 and int64 scalar "
            "starts, clamped out-of-range starts (incl. negative), *_in_dim helpers, "
            "x[i] / x[:, j] / x[i, j] with traced scalars")
    return f, [x, upd, row, i, j, ibig, jneg, k64], note, EXACT


def attr_dot_general_f32():
    rs = np.random.RandomState(1006)
    a1 = rs.randn(2, 3, 4, 5).astype(F32)
    b1 = rs.randn(2, 5, 4, 6).astype(F32)
    a2 = rs.randn(5, 3).astype(F32)
    b2 = rs.randn(5, 4).astype(F32)
    a3 = rs.randn(3, 2, 4).astype(F32)
    b3 = rs.randn(4, 2, 5).astype(F32)
    a4 = rs.randn(3, 5).astype(F32)
    b4 = rs.randn(4, 5).astype(F32)
    v = rs.randn(5).astype(F32)
    a5 = rs.randn(2, 1, 3, 5).astype(F32)
    b5 = rs.randn(4, 5, 2).astype(F32)
    HI = lax.Precision.HIGHEST
    nt = (((1,), (1,)), ((), ()))
    f64_ok = probe("preferred_element_type f64 from f32",
                   lambda a, b: lax.dot_general(a, b, nt, preferred_element_type=F64),
                   [a4, b4])

    @collect
    def f(c, a1, b1, a2, b2, a3, b3, a4, b4, v, a5, b5):
        c.add("batch 0, contract (2,3)x(2,1)",
              lax.dot_general(a1, b1, (((2, 3), (2, 1)), ((0,), (0,)))))
        c.add("transposed lhs (contract 0x0)",
              lax.dot_general(a2, b2, (((0,), (0,)), ((), ()))))
        c.add("batch dim 1 (not leading)",
              lax.dot_general(a3, b3, (((2,), (0,)), ((1,), (1,)))))
        c.add("transposed rhs (contract 1x1)",
              lax.dot_general(a4, b4, (((1,), (1,)), ((), ()))))
        c.add("matvec", a4 @ v)
        c.add("vector dot", jnp.dot(v, v))
        c.add("outer (no contraction)",
              lax.dot_general(v, b4[0], (((), ()), ((), ()))))
        c.add("precision HIGHEST",
              lax.dot_general(a4, b4, (((1,), (1,)), ((), ())), precision=HI))
        c.add("precision (DEFAULT, HIGHEST)",
              lax.dot_general(a2, b2, (((0,), (0,)), ((), ())),
                              precision=(lax.Precision.DEFAULT, HI)))
        c.add("preferred_element_type f32",
              lax.dot_general(a4, b4, (((1,), (1,)), ((), ())),
                              preferred_element_type=F32))
        if f64_ok:
            c.add("preferred_element_type f64 from f32",
                  lax.dot_general(a4, b4, nt, preferred_element_type=F64))
        c.add("matmul broadcast batch", jnp.matmul(a5, b5[None]))

    note = ("lax.dot_general on f32: batch dims leading and not, several contracting "
            "dims, transposed lhs/rhs, matvec, vector dot, outer product, "
            "precision=HIGHEST and a precision pair, preferred_element_type f32/f64, "
            "jnp.matmul with broadcast batch dims")
    return f, [a1, b1, a2, b2, a3, b3, a4, b4, v, a5, b5], note, TOL_F32_ACC


def attr_dot_tiles_f32():
    # Shapes past the CPU register tile (8 x 32 x 4) and cache tile (k 256),
    # odd remainders, and elementwise producers that flow fuses into a dot
    # operand (the CPU backend splits expensive ones back out).
    rs = np.random.RandomState(1011)
    a = rs.randn(37, 300).astype(F32)
    b = rs.randn(300, 45).astype(F32)
    bt = rs.randn(45, 300).astype(F32)
    at = rs.randn(300, 37).astype(F32)
    x3 = rs.randn(2, 19, 40).astype(F32)
    w = rs.randn(40, 72).astype(F32)
    q = rs.randn(2, 33, 4, 16).astype(F32)
    k = rs.randn(2, 40, 4, 16).astype(F32)
    v = rs.randn(2, 40, 4, 16).astype(F32)
    c1 = rs.randn(6, 10, 12).astype(F32)
    c2 = rs.randn(10, 12, 35).astype(F32)
    bb1 = rs.randn(3, 1, 20, 30).astype(F32)
    bb2 = rs.randn(1, 5, 30, 40).astype(F32)
    g = rs.randn(64).astype(F32)
    be = rs.randn(64).astype(F32)
    h = rs.randn(2, 24, 64).astype(F32)
    wh = rs.randn(64, 96).astype(F32)
    mv = rs.randn(100).astype(F32)

    @collect
    def f(c, a, b, bt, at, x3, w, q, k, v, c1, c2, bb1, bb2, g, be, h, wh, mv):
        c.add("37x300 @ 300x45 (k past the cache tile)", a @ b)
        c.add("A @ B^T (contract 1x1)",
              lax.dot_general(a, bt, (((1,), (1,)), ((), ()))))
        c.add("A^T @ B (contract 0x0)",
              lax.dot_general(at, b, (((0,), (0,)), ((), ()))))
        c.add("rank-3 lhs @ matrix", x3 @ w)
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k)
        c.add("attention scores bqhd,bkhd->bhqk", s)
        p = jax.nn.softmax(s, axis=-1)
        c.add("attention values bhqk,bkhd->bqhd",
              jnp.einsum("bhqk,bkhd->bqhd", p, v))
        c.add("two contracting dims (1,2)x(0,1)",
              lax.dot_general(c1, c2, (((1, 2), (0, 1)), ((), ()))))
        c.add("broadcast batch matmul", jnp.matmul(bb1, bb2))
        c.add("erf GELU into matmul", jax.nn.gelu(x3, approximate=False) @ w)
        c.add("tanh GELU into matmul", jax.nn.gelu(x3, approximate=True) @ w)
        mu = h.mean(-1, keepdims=True)
        var = ((h - mu) ** 2).mean(-1, keepdims=True)
        c.add("layer norm into matmul",
              ((h - mu) * lax.rsqrt(var + 1e-5) * g + be) @ wh)
        c.add("matvec 37x300 @ 300", a @ jnp.concatenate([mv, mv, mv]))
        c.add("scaled exp factor", jnp.exp(a * 0.01) @ b)

    note = ("dot_general past the CPU register and cache tiles on f32: odd sizes, "
            "k 300, transposed lhs/rhs, rank-3 lhs, attention einsums with softmax, "
            "two contracting dims, broadcast batch matmul, erf/tanh GELU, layer norm "
            "and exp fused into an operand, matvec")
    return (f, [a, b, bt, at, x3, w, q, k, v, c1, c2, bb1, bb2, g, be, h, wh, mv],
            note, TOL_F32_ACC)


def attr_dot_tiles_lowp():
    rs = np.random.RandomState(1012)
    a = rs.randn(40, 64).astype(BF16)
    b = rs.randn(64, 72).astype(BF16)
    ah = rs.randn(40, 64).astype(F16)
    bh = rs.randn(64, 72).astype(F16)
    q = rs.randn(33, 4, 32).astype(BF16)
    k = rs.randn(40, 4, 32).astype(BF16)
    x = rs.randn(40, 64).astype(F32)
    dn = (((1,), (0,)), ((), ()))

    @collect
    def f(c, a, b, ah, bh, q, k, x):
        c.add("bf16 x bf16 -> f32",
              lax.dot_general(a, b, dn, preferred_element_type=F32))
        c.add("f16 x f16 -> f32",
              lax.dot_general(ah, bh, dn, preferred_element_type=F32))
        c.add("bf16 attention scores -> f32",
              jnp.einsum("qhd,khd->hqk", q, k, preferred_element_type=F32))
        c.add("f32 rounded to bf16 x bf16 -> f32",
              lax.dot_general(x.astype(BF16), b, dn, preferred_element_type=F32))
        c.add("bf16 x bf16 -> bf16", a @ b)

    note = ("low-precision dot_general past the CPU register tiles: bf16 and f16 "
            "operands with f32 accumulation, bf16 attention scores with "
            "transposed keys, an f32 operand rounded to bf16, bf16 results")
    return f, [a, b, ah, bh, q, k, x], note, TOL_LOWP


def attr_dot_tiles_int():
    rs = np.random.RandomState(1013)
    a = full_range(rs, 40 * 96, np.int8).reshape(40, 96)
    b = full_range(rs, 96 * 48, np.int8).reshape(96, 48)
    au = full_range(rs, 40 * 96, np.uint8).reshape(40, 96)
    bu = full_range(rs, 96 * 48, np.uint8).reshape(96, 48)
    c3 = rs.randint(-1000, 1000, size=(3, 17, 40)).astype(I32)
    d3 = rs.randint(-1000, 1000, size=(3, 40, 33)).astype(I32)
    dn = (((1,), (0,)), ((), ()))

    @collect
    def f(c, a, b, au, bu, c3, d3):
        c.add("i8 x i8 -> i32", lax.dot_general(a, b, dn, preferred_element_type=I32))
        c.add("i8 x i8^T -> i32",
              lax.dot_general(a, b.T, (((1,), (1,)), ((), ())),
                              preferred_element_type=I32))
        c.add("u8 x u8 -> i32 (after converts)",
              lax.dot_general(au.astype(I32), bu.astype(I32), dn))
        c.add("i32 batched", lax.dot_general(c3, d3, (((2,), (1,)), ((0,), (0,)))))

    note = ("integer dot_general past the CPU register tiles: i8 x i8 -> i32 "
            "(rhs transposed too), u8 widened to i32, batched i32")
    return f, [a, b, au, bu, c3, d3], note, EXACT


def attr_dot_int():
    rs = np.random.RandomState(1007)
    a = full_range(rs, 64, np.int8).reshape(4, 16)
    b = full_range(rs, 80, np.int8).reshape(16, 5)
    au = full_range(rs, 64, np.uint8).reshape(4, 16)
    bu = full_range(rs, 80, np.uint8).reshape(16, 5)
    c3 = rs.randint(-1000, 1000, size=(2, 3, 4)).astype(I32)
    d3 = rs.randint(-1000, 1000, size=(2, 4, 5)).astype(I32)
    e = rs.randint(-10**6, 10**6, size=(3, 4)).astype(np.int64)
    g = rs.randint(-10**6, 10**6, size=(4, 2)).astype(np.int64)
    dn = (((1,), (0,)), ((), ()))
    # Mixed-width integer dots: kept only where JAX and XLA:CPU take them.
    u32_ok = probe("u8 x u8 -> u32",
                   lambda x, y: lax.dot_general(x, y, dn,
                                                preferred_element_type=np.uint32),
                   [au, bu])
    i16_ok = probe("i8 x i8 -> i16",
                   lambda x, y: lax.dot_general(x, y, dn,
                                                preferred_element_type=np.int16),
                   [a, b])

    @collect
    def f(c, a, b, au, bu, c3, d3, e, g):
        c.add("i8 x i8 -> i32", lax.dot_general(a, b, dn, preferred_element_type=I32))
        c.add("i8 x i8 -> i8 (wraps)", lax.dot_general(a, b, dn))
        c.add("matmul i8 preferred i32", jnp.matmul(a, b, preferred_element_type=I32))
        if u32_ok:
            c.add("u8 x u8 -> u32",
                  lax.dot_general(au, bu, dn, preferred_element_type=np.uint32))
        else:
            c.add("u8 x u8 -> i32 (after converts)",
                  lax.dot_general(au.astype(I32), bu.astype(I32), dn))
        if i16_ok:
            c.add("i8 x i8 -> i16",
                  lax.dot_general(a, b, dn, preferred_element_type=np.int16))
        c.add("i32 batched", lax.dot_general(c3, d3, (((2,), (1,)), ((0,), (0,)))))
        c.add("i64", e @ g)

    note = ("integer dot_general: i8 x i8 with preferred_element_type i32 (and i16), "
            "i8 result with wraparound, u8 -> u32, batched i32, i64")
    return f, [a, b, au, bu, c3, d3, e, g], note, EXACT


def attr_dot_lowp():
    rs = np.random.RandomState(1008)
    a = rs.randn(4, 16).astype(BF16)
    b = rs.randn(16, 5).astype(BF16)
    ah = rs.randn(4, 16).astype(F16)
    bh = rs.randn(16, 5).astype(F16)
    dn = (((1,), (0,)), ((), ()))

    @collect
    def f(c, a, b, ah, bh):
        c.add("bf16 x bf16 -> f32", lax.dot_general(a, b, dn, preferred_element_type=F32))
        c.add("bf16 x bf16 -> bf16", lax.dot_general(a, b, dn))
        c.add("f16 x f16 -> f32", lax.dot_general(ah, bh, dn, preferred_element_type=F32))
        c.add("f16 x f16 -> f16", ah @ bh)
        c.add("einsum bf16 preferred f32",
              jnp.einsum("ij,jk->ik", a, b, preferred_element_type=F32))

    note = ("low-precision dot_general: bf16 and f16 operands with "
            "preferred_element_type f32 and without (bf16/f16 results)")
    return f, [a, b, ah, bh], note, TOL_LOWP


def attr_einsum_f32():
    rs = np.random.RandomState(1009)
    A = rs.randn(3, 4).astype(F32)
    B = rs.randn(4, 5).astype(F32)
    C = rs.randn(2, 3, 4).astype(F32)
    D = rs.randn(2, 4, 5).astype(F32)
    v = rs.randn(4).astype(F32)
    w = rs.randn(5).astype(F32)
    S = rs.randn(4, 4).astype(F32)
    Q = rs.randn(2, 2, 3, 4).astype(F32)
    K = rs.randn(2, 2, 5, 4).astype(F32)
    G = rs.randn(5, 2).astype(F32)

    @collect
    def f(c, A, B, C, D, v, w, S, Q, K, G):
        e = jnp.einsum
        c.add("ij,jk->ik", e("ij,jk->ik", A, B))
        c.add("bij,bjk->bik", e("bij,bjk->bik", C, D))
        c.add("bij,jk->bik", e("bij,jk->bik", C, B))
        c.add("...ij,...jk->...ik", e("...ij,...jk->...ik", C, D))
        c.add("ii->i", e("ii->i", S))
        c.add("ii->", e("ii->", S))
        c.add("ij->ji", e("ij->ji", A))
        c.add("i,i->", e("i,i->", v, v))
        c.add("i,j->ij", e("i,j->ij", v, w))
        c.add("ij->", e("ij->", A))
        c.add("ij,ij->i", e("ij,ij->i", A, A))
        c.add("ijk->kji", e("ijk->kji", C))
        c.add("bhqd,bhkd->bhqk", e("bhqd,bhkd->bhqk", Q, K))
        c.add("abc,cd,de->abe", e("abc,cd,de->abe", C, B, G))
        c.add("ij,jk->ik HIGHEST", e("ij,jk->ik", A, B,
                                     precision=lax.Precision.HIGHEST))

    note = ("jnp.einsum forms on f32: matmul, batched, broadcast weight, ellipsis, "
            "diagonal, trace, transpose, dot, outer, full sum, row-wise dot, 3-D "
            "transpose, attention scores, 3-operand contraction, precision=HIGHEST")
    return f, [A, B, C, D, v, w, S, Q, K, G], note, TOL_F32_ACC


CONV_LAYOUTS_2D = [
    ("NCHW", "OIHW", "NCHW"),
    ("NHWC", "HWIO", "NHWC"),
    ("NHWC", "OIHW", "NCHW"),
    ("NCHW", "HWIO", "NHWC"),
    ("CHWN", "IOHW", "HWNC"),
    ("NWHC", "OWHI", "NCWH"),
]


def attr_conv_layouts_2d():
    rs = np.random.RandomState(1010)
    xc = rs.randn(2, 3, 7, 6).astype(F32)    # N C H W
    wc = rs.randn(4, 3, 3, 2).astype(F32)    # O I H W
    args = []
    for lhs, rhs, _ in CONV_LAYOUTS_2D:
        args.append(np.ascontiguousarray(xc.transpose(["NCHW".index(ch) for ch in lhs])))
        args.append(np.ascontiguousarray(wc.transpose(["OIHW".index(ch) for ch in rhs])))

    @collect
    def f(c, *xs):
        for k, dn in enumerate(CONV_LAYOUTS_2D):
            c.add(",".join(dn), lax.conv_general_dilated(
                xs[2 * k], xs[2 * k + 1], (2, 1), [(1, 0), (1, 2)],
                rhs_dilation=(1, 2), dimension_numbers=dn))

    note = ("2-D convolution under six dimension_numbers layouts (NCHW/OIHW, "
            "NHWC/HWIO, mixed NHWC/OIHW->NCHW and NCHW/HWIO->NHWC, CHWN/IOHW->HWNC, "
            "NWHC/OWHI->NCWH), strides (2,1), asymmetric padding, rhs_dilation (1,2), "
            "each input already in its layout")
    return f, args, note, TOL_F32_ACC


def attr_conv_1d_3d():
    rs = np.random.RandomState(1011)
    x1 = rs.randn(2, 9, 3).astype(F32)
    w1 = rs.randn(3, 3, 4).astype(F32)
    x1n = rs.randn(2, 3, 9).astype(F32)
    w1n = rs.randn(4, 3, 3).astype(F32)
    x3 = rs.randn(1, 4, 5, 4, 2).astype(F32)
    w3 = rs.randn(2, 3, 2, 2, 3).astype(F32)
    x3n = rs.randn(1, 2, 4, 5, 4).astype(F32)
    w3n = rs.randn(3, 2, 2, 2, 2).astype(F32)
    w3g = rs.randn(2, 2, 2, 1, 4).astype(F32)

    @collect
    def f(c, x1, w1, x1n, w1n, x3, w3, x3n, w3n, w3g):
        cg = lax.conv_general_dilated
        c.add("NWC/WIO stride 2 pad (2,1) rhs_dilation 2",
              cg(x1, w1, (2,), [(2, 1)], rhs_dilation=(2,),
                 dimension_numbers=("NWC", "WIO", "NWC")))
        c.add("NCW/OIW SAME",
              cg(x1n, w1n, (1,), "SAME", dimension_numbers=("NCW", "OIW", "NCW")))
        c.add("NDHWC/DHWIO strides (1,2,1) SAME",
              cg(x3, w3, (1, 2, 1), "SAME",
                 dimension_numbers=("NDHWC", "DHWIO", "NDHWC")))
        c.add("NCDHW/OIDHW VALID rhs_dilation (1,1,2)",
              cg(x3n, w3n, (1, 1, 1), "VALID", rhs_dilation=(1, 1, 2),
                 dimension_numbers=("NCDHW", "OIDHW", "NCDHW")))
        c.add("NDHWC grouped (feature_group_count 2)",
              cg(x3, w3g, (1, 1, 1), "SAME", feature_group_count=2,
                 dimension_numbers=("NDHWC", "DHWIO", "NDHWC")))

    note = ("1-D (NWC/WIO, NCW/OIW) and 3-D (NDHWC/DHWIO, NCDHW/OIDHW) convolutions "
            "with strides, explicit padding, rhs_dilation and a grouped 3-D conv")
    return f, [x1, w1, x1n, w1n, x3, w3, x3n, w3n, w3g], note, TOL_F32_ACC


def attr_sort_float():
    rs = np.random.RandomState(1012)
    nan, inf = np.nan, np.inf
    mnan = np.copysign(nan, -1.0)
    x = rs.randn(4, 16)
    x[0, :8] = [nan, -0.0, 0.0, inf, -inf, mnan, 1.0, -1.0]
    x[1, :6] = [0.0, -0.0, 0.0, -0.0, 1.5, 1.5]
    x[2, :4] = [nan, nan, 2.0, 2.0]
    xd = x.copy()
    xd[3, :3] = [5e-324, -5e-324, 1e300]
    x = x.astype(F32)
    k = rs.randint(0, 4, size=16).astype(F32)
    k2 = rs.randint(0, 3, size=16).astype(I32)
    v = np.arange(16, dtype=F32)
    xt = rs.randn(3, 20).astype(F32)
    xt[0, 3] = xt[0, 7] = xt[0, 11] = 5.0     # ties: lower index first

    @collect
    def f(c, x, xd, k, k2, v, xt):
        c.add("sort last axis (NaN, -NaN, +-0, +-inf)", jnp.sort(x, axis=-1))
        c.add("sort axis 0", jnp.sort(x, axis=0))
        c.add("lax.sort unstable dim 1", lax.sort(x, dimension=1, is_stable=False))
        c.attempt("sort descending", lambda: jnp.sort(x, axis=-1, descending=True))
        c.add("argsort (stable)", jnp.argsort(x, axis=-1))
        c.attempt("argsort descending",
                  lambda: jnp.argsort(x, axis=-1, descending=True))
        kv = lax.sort((k, v), num_keys=1)
        c.add("sort (keys, values) keys", kv[0])
        c.add("sort (keys, values) values", kv[1])
        kkv = lax.sort((k, k2, v), num_keys=2)
        c.add("sort 2 keys: key0", kkv[0])
        c.add("sort 2 keys: key1", kkv[1])
        c.add("sort 2 keys: values", kkv[2])
        tv, ti = lax.top_k(xt, 5)
        c.add("top_k values", tv)
        c.add("top_k indices", ti)
        c.add("f64 sort", jnp.sort(xd, axis=-1))
        c.add("f64 argsort", jnp.argsort(xd, axis=-1))

    # XLA:CPU runs with denormals-are-zero: JAX's comparator maps x == 0 to
    # +0, which makes +-5e-324 equal there; the spec (and numpy) order them.
    daz = "XLA:CPU compares with denormals-are-zero (+-5e-324 == 0)"
    f.numpy_refs = {
        "f64 sort": (lambda *a: np.sort(a[1], axis=-1, kind="stable"), daz),
        "f64 argsort": (lambda *a: np.argsort(a[1], axis=-1, kind="stable"), daz),
    }
    note = ("sorts of floats (JAX's TOTALORDER comparisons) on f32 and f64 rows with "
            "NaN, -NaN, -0.0/+0.0, +-inf, denormals and ties: jnp.sort on both axes, "
            "unstable lax.sort, descending sort/argsort, stable argsort, multi-operand "
            "lax.sort with 1 and 2 keys, lax.top_k with ties")
    return f, [x, xd, k, k2, v, xt], note, EXACT


def attr_sort_int():
    rs = np.random.RandomState(1013)
    a = np.concatenate([np.array([2**31 - 1, -2**31, 0, -1, 1, 5, 5, -2**31], I32),
                        full_range(rs, 24, I32)]).reshape(2, 16)
    u = np.concatenate([np.array([0, 255, 128, 127, 1, 254], np.uint8),
                        full_range(rs, 26, np.uint8)])
    u32 = full_range(rs, 16, np.uint32)
    l64 = np.concatenate([np.array([2**63 - 1, -2**63, 0, -1], np.int64),
                          full_range(rs, 12, np.int64)])
    vals = np.arange(32, dtype=I32)

    @collect
    def f(c, a, u, u32, l64, vals):
        c.add("i32 sort", jnp.sort(a, axis=-1))
        c.add("i32 argsort", jnp.argsort(a, axis=-1))
        c.add("u8 sort", jnp.sort(u))
        c.add("u32 sort", jnp.sort(u32))
        c.add("i64 sort", jnp.sort(l64))
        kv = lax.sort((u, vals), num_keys=1)
        c.add("u8 keys: keys", kv[0])
        c.add("u8 keys: values", kv[1])
        tv, ti = lax.top_k(a, 4)
        c.add("i32 top_k values", tv)
        c.add("i32 top_k indices", ti)
        c.attempt("i32 sort descending", lambda: jnp.sort(a, axis=-1, descending=True))

    note = ("sorts of integers: i32 (with INT_MIN/INT_MAX and ties), u8 and u32 "
            "(unsigned order), i64, argsort, u8 keys with i32 values, i32 top_k, "
            "descending")
    return f, [a, u, u32, l64, vals], note, EXACT


def _fft_program(rdt, cdt, seed, tol, what):
    rs = np.random.RandomState(seed)
    z = crandn(rs, (4, 16), cdt)
    r = rs.randn(4, 16).astype(rdt)
    h = crandn(rs, (4, 9), cdt)
    z2 = crandn(rs, (6, 8), cdt)
    r2 = rs.randn(6, 8).astype(rdt)
    z3 = crandn(rs, (2, 4, 6), cdt)

    @collect
    def f(c, z, r, h, z2, r2, z3):
        ff = jnp.fft
        c.add("fft", ff.fft(z))
        c.add("ifft", ff.ifft(z))
        c.add("fft n=12 (truncate)", ff.fft(z, n=12))
        c.add("fft n=20 (pad)", ff.fft(z, n=20))
        c.add("fft axis 0", ff.fft(z, axis=0))
        c.add("rfft", ff.rfft(r))
        c.add("irfft n=16", ff.irfft(h, n=16))
        c.add("irfft n=15", ff.irfft(h, n=15))
        c.add("fft2", ff.fft2(z2))
        c.add("ifft2", ff.ifft2(z2))
        c.add("rfft2", ff.rfft2(r2))
        c.add("irfft2(rfft2)", ff.irfft2(ff.rfft2(r2), s=(6, 8)))
        c.add("fftn 3-D", ff.fftn(z3))
        c.add("ifftn 3-D", ff.ifftn(z3))

    note = (f"jnp.fft on {what}: fft/ifft (with n truncating and padding, other axis), "
            "rfft, irfft (n even and odd), fft2/ifft2, rfft2/irfft2, fftn/ifftn over 3 "
            "axes (stablehlo.fft FFT/IFFT/RFFT/IRFFT)")
    return f, [z, r, h, z2, r2, z3], note, tol


def attr_fft_c64():
    return _fft_program(F32, C64, 1014, TOL_FFT_F32, "f32/complex64")


def attr_fft_c128():
    return _fft_program(F64, C128, 1015, TOL_FFT_F64, "f64/complex128")


def _fft_long_program(rdt, cdt, seed, tol, what):
    rs = np.random.RandomState(seed)

    def unit(shape, n, complex_=True):
        # Scaled by 1/sqrt(n) so every transform's outputs are O(1).
        x = crandn(rs, shape, cdt) if complex_ else rs.randn(*shape).astype(rdt)
        return (x / np.sqrt(n)).astype(cdt if complex_ else rdt)

    r256 = unit((8, 256), 256, False)
    h129 = unit((8, 129), 1, True)
    z96 = unit((4, 96), 96)
    z128 = unit((128, 3), 128)
    h128 = unit((4, 128), 1, True)
    r1000 = unit((3, 1000), 1000, False)
    z1031 = unit((2, 1031), 1031)
    r1031 = unit((2, 1031), 1031, False)
    h516 = unit((2, 516), 1, True)
    z254 = unit((3, 254), 254)
    z2d = unit((64, 96), 64 * 96)
    r4096 = unit((2, 4096), 4096, False)
    z512 = unit((512, 3), 512)
    r300 = unit((300, 6), 300 * 6, False)
    z1031t = unit((1031, 2), 1031)

    @collect
    def f(c, r256, h129, z96, z128, h128, r1000, z1031, r1031, h516, z254, z2d,
          r4096, z512, r300, z1031t):
        ff = jnp.fft
        c.add("rfft n=256 (16 x 16)", ff.rfft(r256))
        c.add("irfft n=256", ff.irfft(h129, n=256))
        c.add("irfft(rfft) n=256", ff.irfft(ff.rfft(r256), n=256))
        c.add("fft n=96 (8 x 12)", ff.fft(z96))
        c.add("ifft n=96", ff.ifft(z96))
        c.add("fft n=128 axis 0", ff.fft(z128, axis=0))
        c.add("irfft n=255 (odd, 15 x 17)", ff.irfft(h128, n=255))
        c.add("rfft n=1000 (25 x 40)", ff.rfft(r1000))
        c.add("fft n=1031 (prime, Bluestein)", ff.fft(z1031))
        c.add("ifft n=1031", ff.ifft(z1031))
        c.add("rfft n=1031", ff.rfft(r1031))
        c.add("irfft n=1031", ff.irfft(h516, n=1031))
        c.add("fft n=254 (2 x prime 127)", ff.fft(z254))
        c.add("fft2 64 x 96", ff.fft2(z2d))
        c.add("irfft2(rfft2) 64 x 96", ff.irfft2(ff.rfft2(z2d.real), s=(64, 96)))
        c.add("rfft n=4096 (64 x 64)", ff.rfft(r4096))
        c.add("irfft(rfft) n=4096", ff.irfft(ff.rfft(r4096), n=4096))
        c.add("fft n=512 axis 0 (16 x 32, not innermost)", ff.fft(z512, axis=0))
        c.add("rfft2 300 x 6 (300 = 15 x 20 on the outer axis)", ff.rfft2(r300))
        c.add("ifft n=1031 axis 0 (Bluestein, not innermost)",
              ff.ifft(z1031t, axis=0))

    note = (f"jnp.fft of long lengths on {what}: rfft/irfft 256, fft/ifft 96, fft 128 "
            "along axis 0, irfft 255 (odd), rfft 1000, fft/ifft/rfft/irfft of the prime "
            "1031, fft 254 (2 x 127), fft2/rfft2/irfft2 64 x 96, rfft/irfft 4096, and on an outer axis fft 512, "
            "rfft2 300 x 6, ifft 1031 (the four-step split and Bluestein's algorithm of "
            "stablehlo.fft's lowering)")
    return f, [r256, h129, z96, z128, h128, r1000, z1031, r1031, h516, z254, z2d,
               r4096, z512, r300, z1031t], note, tol


def attr_fft_long_c64():
    return _fft_long_program(F32, C64, 1017, TOL_FFT_F32, "f32/complex64")


def attr_fft_long_c128():
    return _fft_long_program(F64, C128, 1018, TOL_FFT_F64, "f64/complex128")


def attr_reduce_precision():
    rs = np.random.RandomState(1016)
    special = [0.0, -0.0, 1.0, -1.0, 1 + 2**-11, 1 + 3 * 2**-11, 1 + 2**-8,
               1 + 3 * 2**-8, 65504.0, 65519.0, 65520.0, 1e5, 6e-5, 6e-8, 3e-8, 1e-9,
               np.inf, -np.inf, np.nan, 3.14159, -2.71828, 1e38, 3.4e38, 1e-38,
               240.0, 248.0, 0.0078125, 1e-3]
    x = np.concatenate([np.array(special), rs.randn(36) * 100]).astype(F32)
    xd = np.concatenate([np.array(special), [1e300, 1e-300, 1 + 2**-24, 1 + 3 * 2**-24],
                         rs.randn(32) * 100]).astype(F64)

    @collect
    def f(c, x, xd):
        rp = lax.reduce_precision
        c.add("f32 to e5m10 (f16)", rp(x, exponent_bits=5, mantissa_bits=10))
        c.add("f32 to e8m7 (bf16)", rp(x, exponent_bits=8, mantissa_bits=7))
        c.add("f32 to e4m3", rp(x, exponent_bits=4, mantissa_bits=3))
        c.add("f32 to e5m2", rp(x, exponent_bits=5, mantissa_bits=2))
        c.add("f64 to e8m23 (f32)", rp(xd, exponent_bits=8, mantissa_bits=23))
        c.add("f64 to e11m10", rp(xd, exponent_bits=11, mantissa_bits=10))
        c.add("convert f32 -> f16", x.astype(F16))
        c.add("convert f32 -> bf16", x.astype(BF16))
        c.add("convert f64 -> f32", xd.astype(F32))

    f.numpy_refs = {"convert f64 -> f32": (
        lambda x, xd: xd.astype(F32),
        "XLA:CPU flushes subnormal f32 results to zero (1e-38)")}
    note = ("lax.reduce_precision of f32 to f16/bf16/e4m3/e5m2 formats and of f64 to "
            "f32/e11m10 (round to nearest even, overflow to inf, subnormals, NaN), "
            "and converts f32->f16, f32->bf16, f64->f32 of the same values")
    return f, [x, xd], note, EXACT
