"""More test models for export_models.py: programs shaped like what JAX users
write that the first set does not cover (training with pooling gradients,
grouped-query attention, sampling, vmapped gathers and scatters, segment
reductions, padding modes, image resizing, empty arrays, outputs that alias
inputs, donated arguments, rank-6 arrays, fp8/int4 conversions, remat,
cumulative windows, lexicographic sorts, reversed/unrolled scans).

Each builder returns (fn, args, note, tolerance[, jit_kwargs]).
"""
import numpy as np
import jax
import jax.numpy as jnp
from jax import lax

F32 = np.float32
TOL_F32 = {"rtol": 1e-4, "atol": 1e-5}
TOL_DEEP = {"rtol": 1e-3, "atol": 1e-4}
NHWC = ("NHWC", "HWIO", "NHWC")


def _w(rs, shape, fan_in):
    return (rs.randn(*shape) / np.sqrt(fan_in)).astype(F32)


def cnn_train_maxpool():
    # One SGD step of a small CNN: conv, relu, 2x2 max pool (its gradient is
    # select_and_scatter), global average pool, dense, cross entropy.
    rs = np.random.RandomState(201)
    params = {"c1": _w(rs, (3, 3, 3, 8), 27), "c2": _w(rs, (3, 3, 8, 16), 72),
              "d": _w(rs, (16, 5), 16), "b": np.zeros(5, F32)}

    def loss(p, x, y):
        h = jax.nn.relu(lax.conv_general_dilated(x, p["c1"], (1, 1), "SAME",
                                                 dimension_numbers=NHWC))
        h = lax.reduce_window(h, -jnp.inf, lax.max, (1, 2, 2, 1),
                              (1, 2, 2, 1), "VALID")
        h = jax.nn.relu(lax.conv_general_dilated(h, p["c2"], (1, 1), "SAME",
                                                 dimension_numbers=NHWC))
        h = lax.reduce_window(h, -jnp.inf, lax.max, (1, 3, 3, 1),
                              (1, 2, 2, 1), "SAME")
        h = jnp.mean(h, axis=(1, 2))
        logits = h @ p["d"] + p["b"]
        logp = jax.nn.log_softmax(logits)
        return -jnp.mean(jnp.sum(jax.nn.one_hot(y, 5) * logp, axis=-1))

    def fn(x, y):
        l, g = jax.value_and_grad(loss)(params, x, y)
        new = jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, params, g)
        return l, new["c1"], new["c2"], new["d"], new["b"]

    x = rs.randn(4, 12, 12, 3).astype(F32)
    y = np.array([0, 3, 1, 4], np.int32)
    return fn, [x, y], "CNN SGD step: max-pool gradients (select_and_scatter)", TOL_DEEP


def llama_block():
    # RMSNorm, rotary embeddings, grouped-query causal attention through
    # jax.nn.dot_product_attention (4 query heads over 2 key/value heads),
    # SwiGLU MLP; an odd sequence length.
    rs = np.random.RandomState(202)
    D, H, KV, hd, F = 32, 4, 2, 8, 48
    wq, wk, wv = _w(rs, (D, H * hd), D), _w(rs, (D, KV * hd), D), _w(rs, (D, KV * hd), D)
    wo, g1, g2 = _w(rs, (H * hd, D), H * hd), (1 + 0.1 * rs.randn(D)).astype(F32), \
        (1 + 0.1 * rs.randn(D)).astype(F32)
    w1, w3, w2 = _w(rs, (D, F), D), _w(rs, (D, F), D), _w(rs, (F, D), F)

    def rms(x, g):
        return x * lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + 1e-6) * g

    def rope(x, pos):
        half = x.shape[-1] // 2
        freq = 1.0 / (10000 ** (jnp.arange(half, dtype=jnp.float32) / half))
        ang = pos[:, None].astype(jnp.float32) * freq[None, :]
        cos, sin = jnp.cos(ang)[None, :, None, :], jnp.sin(ang)[None, :, None, :]
        x1, x2 = x[..., :half], x[..., half:]
        return jnp.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], -1)

    def fn(x):
        B, T, _ = x.shape
        pos = jnp.arange(T)
        h = rms(x, g1)
        q = rope((h @ wq).reshape(B, T, H, hd), pos)
        k = rope((h @ wk).reshape(B, T, KV, hd), pos)
        v = (h @ wv).reshape(B, T, KV, hd)
        a = jax.nn.dot_product_attention(q, k, v, is_causal=True)
        x = x + a.reshape(B, T, H * hd) @ wo
        h = rms(x, g2)
        return x + (jax.nn.silu(h @ w1) * (h @ w3)) @ w2

    return fn, [rs.randn(2, 11, D).astype(F32)], \
        "llama-style block: RMSNorm, RoPE, GQA causal attention, SwiGLU", TOL_DEEP


def sampling_ops():
    # Top-k / top-p sampling pieces: lax.top_k, argsort, cumsum, searchsorted,
    # take_along_axis, a Gumbel-max choice with given noise.
    def fn(logits, u):
        vals, idx = lax.top_k(logits, 5)
        order = jnp.argsort(-logits, axis=-1)
        sorted_p = jnp.take_along_axis(jax.nn.softmax(logits, -1), order, -1)
        cum = jnp.cumsum(sorted_p, axis=-1)
        cut = jax.vmap(lambda c: jnp.searchsorted(c, 0.9))(cum)
        gumbel = -jnp.log(-jnp.log(u))
        choice = jnp.argmax(logits + gumbel, axis=-1)
        return vals, idx, order, cum, cut, choice

    rs = np.random.RandomState(203)
    logits = rs.randn(3, 50).astype(F32)
    u = rs.uniform(0.01, 0.99, (3, 50)).astype(F32)
    return fn, [logits, u], "top_k, argsort, cumsum, searchsorted, Gumbel argmax", TOL_F32


def vmap_gather_scatter():
    # vmap over per-example dynamic slices, indexing and .at[] updates:
    # gathers and scatters with batching dimensions.
    def fn(x, start, idx, upd):
        win = jax.vmap(lambda r, s: lax.dynamic_slice(r, (s, 0), (3, 6)))(x, start)
        picked = jax.vmap(lambda r, i: r[i])(x, idx)
        added = jax.vmap(lambda r, i, u: r.at[i].add(u))(x, idx, upd)
        taken = jnp.take_along_axis(x, idx[:, :, None], axis=1)
        return win, picked, added, taken

    rs = np.random.RandomState(204)
    x = rs.randn(4, 10, 6).astype(F32)
    start = np.array([0, 7, 3, 9], np.int32)  # 9 clamps to 7
    idx = np.array([[1, 1, 9], [0, 2, 4], [5, 5, 5], [9, 0, 3]], np.int32)
    upd = rs.randn(4, 3, 6).astype(F32)
    return fn, [x, start, idx, upd], "vmapped dynamic_slice/index/.at[].add", TOL_F32


def segment_ops():
    def fn(data, seg, vals):
        s = jax.ops.segment_sum(data, seg, num_segments=5)
        mx = jax.ops.segment_max(data, seg, num_segments=5)
        mn = jax.ops.segment_min(vals, seg, num_segments=5)
        cnt = jnp.bincount(seg, length=7)
        return s, jnp.where(jnp.isfinite(mx), mx, 0.0), mn, cnt

    rs = np.random.RandomState(205)
    data = rs.randn(9, 3).astype(F32)
    seg = np.array([0, 2, 2, 4, 0, 1, 2, 4, 0], np.int32)
    vals = rs.randint(-50, 50, (9,)).astype(np.int32)
    return fn, [data, seg, vals], "segment_sum/max/min, bincount", TOL_F32


def pad_modes():
    def fn(x):
        return (jnp.pad(x, ((2, 1), (3, 2)), mode="reflect"),
                jnp.pad(x, ((1, 2), (2, 0)), mode="symmetric"),
                jnp.pad(x, ((2, 2), (1, 3)), mode="edge"),
                jnp.pad(x, ((3, 1), (0, 4)), mode="wrap"),
                jnp.roll(x, (2, -3), axis=(0, 1)), jnp.flip(x),
                jnp.tril(x, -1) + jnp.triu(x, 2),
                jnp.kron(x[:2, :3], x[3:, 5:]), jnp.outer(x[0], x[:, 1]))

    x = np.random.RandomState(206).randn(5, 7).astype(F32)
    return fn, [x], "jnp.pad modes, roll, flip, tril/triu, kron, outer", TOL_F32


def resize_ops():
    def fn(img):
        return (jax.image.resize(img, (1, 16, 12, 3), "bilinear"),
                jax.image.resize(img, (1, 4, 3, 3), "bilinear"),
                jax.image.resize(img, (1, 18, 5, 3), "nearest"),
                jax.image.resize(img, (1, 13, 10, 3), "cubic"),
                jax.image.resize(img, (1, 6, 6, 3), "lanczos3"))

    img = np.random.RandomState(207).rand(1, 9, 7, 3).astype(F32)
    return fn, [img], "jax.image.resize: bilinear up/down, nearest, cubic, lanczos3", TOL_F32


def empty_arrays():
    # Zero-sized dimensions: an empty input, empty outputs, reductions over
    # an empty axis, concatenation with an empty operand.
    def fn(e, y):
        return (jnp.concatenate([e, y], axis=0), jnp.sum(e, axis=0),
                jnp.max(e, axis=0, initial=-1.0), e * 2.0,
                jnp.mean(y, axis=0), y[:, 4:], jnp.zeros((0, 2), jnp.int32))

    y = np.random.RandomState(208).randn(3, 4).astype(F32)
    return fn, [np.zeros((0, 4), F32), y], "arrays with zero-sized dimensions", TOL_F32


def alias_outputs():
    # Results that are arguments, the same value twice, constants, and an
    # argument the program never reads (kept by keep_unused).
    def fn(x, unused, y):
        z = y + 1.0
        return x, z, x, jnp.arange(4, dtype=jnp.float32), z, y

    rs = np.random.RandomState(209)
    return fn, [rs.randn(3, 2).astype(F32), rs.randn(5).astype(F32),
                rs.randn(2, 2).astype(F32)], \
        "outputs that alias inputs, repeated outputs, constant outputs, an unused input", \
        TOL_F32, {"keep_unused": True}


def donated_args():
    # jax.jit(donate_argnums=...): the program's arguments carry
    # tf.aliasing_output / jax.buffer_donor attributes.
    def fn(state, grad, lr):
        new = state - lr * grad
        return new, jnp.sum(new * new)

    rs = np.random.RandomState(210)
    return fn, [rs.randn(6, 5).astype(F32), rs.randn(6, 5).astype(F32),
                np.float32(0.05)], "donated argument (in-place update)", TOL_F32, \
        {"donate_argnums": (0,)}


def rank6_ops():
    def fn(x):
        t = jnp.transpose(x, (5, 0, 3, 1, 4, 2))
        r = jnp.sum(x, axis=(1, 3))
        m = jnp.max(x, axis=(0, 2, 4), keepdims=True)
        a = jnp.argmax(x.reshape(6, 24), axis=1)
        return t, r, x - m, a, jnp.broadcast_to(r[:, None], (2, 5, 1, 2, 3))

    x = np.random.RandomState(211).randn(2, 3, 1, 4, 2, 3).astype(F32)
    x[0, 1, 0, 2, 1, 0] = x[0, 1, 0, 2, 1, 1]  # a tie
    return fn, [x], "rank-6 transpose, reductions, broadcast, argmax with ties", TOL_F32


def fp8_convert():
    # Round trips through every 8-bit float type JAX has (ties, subnormals,
    # overflow: NaN in the FN/FNUZ types, inf in the IEEE-like ones, mapped
    # to -1 / 1e9 so outputs stay finite), and an fp8 matmul with f32
    # accumulation. (No arithmetic in 8-bit or bf16 results: XLA keeps
    # excess precision there, xla_allow_excess_precision.)
    def trip(v, t):
        return jnp.nan_to_num(v.astype(t).astype(jnp.float32), nan=-1.0,
                              posinf=1e9, neginf=-1e9)

    def fn(x, w):
        big = x * 60.0
        tiny = x * 0.004
        outs = []
        for t in (jnp.float8_e4m3fn, jnp.float8_e5m2, jnp.float8_e4m3fnuz,
                  jnp.float8_e5m2fnuz, jnp.float8_e4m3b11fnuz,
                  jnp.float8_e4m3, jnp.float8_e3m4):
            outs += [trip(x, t), trip(tiny, t), trip(big, t)]
        outs.append(trip(x, jnp.bfloat16))
        outs.append(jnp.dot(x.astype(jnp.float8_e4m3fn),
                            w.astype(jnp.float8_e5m2),
                            preferred_element_type=jnp.float32))
        return tuple(outs)

    rs = np.random.RandomState(212)
    x = (rs.randn(4, 8) * 8).astype(F32)
    x[0, :4] = [0.5625, 0.6875, -3.25, 1.0 + 1.0 / 16]  # ties in e4m3/e5m2
    return fn, [x, rs.randn(8, 3).astype(F32)], \
        "round trips through the 8-bit float types (ties, subnormals, " \
        "overflow) and an fp8 matmul with f32 accumulation", TOL_F32


def int4_convert():
    # int4/uint4 quantization, wrapping arithmetic in 4 bits, conversions
    # from floats (saturating) and from wider ints (wrapping), an int8 matmul.
    def fn(x, w, k):
        q = jnp.clip(jnp.round(x * 4), -8, 7).astype(jnp.int4)
        u = jnp.clip(jnp.round(jnp.abs(x) * 4), 0, 15).astype(jnp.uint4)
        i32 = jnp.int32
        return (q.astype(i32), jnp.dot(q.astype(jnp.int8), w,
                                       preferred_element_type=i32),
                (q + jnp.int4(5)).astype(i32), (q * q).astype(i32),
                (-q).astype(i32), (u + u).astype(i32),
                k.astype(jnp.int4).astype(i32), k.astype(jnp.uint4).astype(i32),
                (x * 10).astype(jnp.int4).astype(i32))

    rs = np.random.RandomState(213)
    return fn, [rs.randn(3, 8).astype(F32),
                rs.randint(-8, 8, (8, 4)).astype(np.int8),
                np.array([-100, -9, -8, 7, 8, 15, 16, 300], np.int32)], \
        "int4/uint4: quantization, wrapping arithmetic, conversions, an int8 matmul", \
        TOL_F32


def remat_mlp():
    rs = np.random.RandomState(214)
    ws = [_w(rs, (16, 16), 16) for _ in range(3)]

    def fn(x):
        @jax.checkpoint
        def layer(h, w):
            return jnp.tanh(h @ w)

        def loss(ws, x):
            h = x
            for w in ws:
                h = layer(h, w)
            return jnp.sum(h * h)
        return jax.grad(loss)(ws, x)

    return fn, [rs.randn(4, 16).astype(F32)], \
        "gradient through jax.checkpoint (optimization_barrier)", TOL_DEEP


def window_ops():
    def fn(x, v):
        mp = lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 1), (1, 1, 1), "SAME",
                               window_dilation=(1, 2, 1))
        ap = lax.reduce_window(x, 0.0, lax.add, (1, 2, 1), (1, 2, 1),
                               ((0, 0), (1, 1), (0, 0))) / 2.0
        bd = lax.reduce_window(x, 0.0, lax.add, (1, 2, 1), (1, 1, 1), "VALID",
                               base_dilation=(1, 2, 1))
        return (mp, ap, bd, lax.cummax(v, axis=1), lax.cumprod(v, axis=0),
                jnp.cumsum(v[:, ::-1], axis=1), lax.cumlogsumexp(v, axis=1),
                jnp.convolve(v[0], v[1], mode="full"))

    rs = np.random.RandomState(215)
    return fn, [rs.randn(2, 9, 3).astype(F32), (0.5 + rs.rand(3, 6)).astype(F32)], \
        "reduce_window with dilations, cummax/cumprod/cumsum/cumlogsumexp, convolve", TOL_F32


def lexsort_ops():
    def fn(k1, k2, p, h):
        s1, s2, sp = lax.sort((k1, k2, p), num_keys=2)
        return (s1, s2, sp, jnp.median(p), jnp.quantile(p, 0.3),
                jnp.sort(h).astype(jnp.float32), jnp.lexsort((k2, k1)))

    rs = np.random.RandomState(216)
    k1 = rs.randint(0, 3, 12).astype(np.int32)
    k2 = rs.randn(12).astype(F32)
    k2[3] = k2[7]
    return fn, [k1, k2, rs.randn(12).astype(F32),
                rs.randn(9).astype(np.float16)], \
        "two-key sort with payload, median, quantile, f16 sort, lexsort", TOL_F32


def scan_variants():
    def fn(xs, c0):
        def step(c, x):
            a, n = c
            a = jnp.tanh(a * 0.9 + x)
            return (a, n + 1), a.sum() * n.astype(jnp.float32)
        (a, n), ys = lax.scan(step, (c0, jnp.int32(0)), xs, reverse=True, unroll=2)
        pre = lax.associative_scan(jnp.add, xs, axis=0)
        sq = lax.map(lambda r: jnp.dot(r, r), xs)
        return a, n, ys, pre, sq

    rs = np.random.RandomState(217)
    return fn, [rs.randn(7, 5).astype(F32), rs.randn(5).astype(F32)], \
        "lax.scan reverse+unroll with a tuple carry, associative_scan, lax.map", TOL_F32


def attention_bias_mask():
    def fn(q, k, v, bias, mask):
        a = jax.nn.dot_product_attention(q, k, v, bias=bias, mask=mask)
        b = jax.nn.dot_product_attention(q, k, v, scale=0.5)
        return a, b

    rs = np.random.RandomState(218)
    B, T, S, N, H = 2, 5, 7, 2, 8
    mask = rs.rand(B, N, T, S) > 0.3
    mask[..., 0] = True
    return fn, [rs.randn(B, T, N, H).astype(F32), rs.randn(B, S, N, H).astype(F32),
                rs.randn(B, S, N, H).astype(F32), rs.randn(B, N, T, S).astype(F32),
                mask], "cross attention with bias and boolean mask, custom scale", TOL_F32


def uint8_pipeline():
    rs = np.random.RandomState(219)
    w = _w(rs, (3, 3, 3, 4), 27)

    def fn(img):
        x = img.astype(jnp.float32) / 255.0
        y = lax.conv_general_dilated(x, w, (2, 2), ((1, 0), (0, 1)),
                                     dimension_numbers=NHWC)
        return jnp.clip(jnp.round(y * 64 + 128), 0, 255).astype(jnp.uint8)

    return fn, [rs.randint(0, 256, (2, 9, 8, 3)).astype(np.uint8)], \
        "uint8 image in, strided asymmetric-padding conv, uint8 out", TOL_F32


def activations_losses():
    def fn(x, y):
        return (jax.nn.gelu(x, approximate=False), jax.nn.gelu(x),
                jax.nn.softplus(x), jax.nn.silu(x), jax.nn.elu(x),
                jax.nn.log_softmax(x, axis=0), jax.nn.logsumexp(x, axis=1),
                jax.nn.log_sigmoid(x), jnp.nan_to_num(jnp.log(x)),
                jnp.mean(jnp.maximum(x, 0) - x * y + jnp.log1p(jnp.exp(-jnp.abs(x)))),
                jax.nn.standardize(x, axis=-1), jnp.linalg.norm(x, axis=1))

    rs = np.random.RandomState(220)
    return fn, [(rs.randn(4, 6) * 3).astype(F32),
                (rs.rand(4, 6) > 0.5).astype(F32)], \
        "jax.nn activations, log_softmax/logsumexp, BCE loss, nan_to_num, norm", TOL_F32


def embedding_grad():
    rs = np.random.RandomState(221)
    table = (rs.randn(20, 8) * 0.1).astype(F32)
    wout = _w(rs, (8, 20), 8)

    def fn(tokens, targets):
        def loss(t):
            h = t[tokens]  # gather
            logits = h @ wout
            return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits),
                                                 targets[..., None], -1))
        l, g = jax.value_and_grad(loss)(table)
        return l, g  # g: scatter-add with repeated tokens

    tokens = np.array([[1, 4, 4, 19], [0, 1, 1, 1]], np.int32)
    targets = np.array([[2, 3, 4, 5], [19, 0, 0, 7]], np.int32)
    return fn, [tokens, targets], "embedding lookup and its gradient (scatter-add with repeats)", TOL_F32


def linalg_ops():
    def fn(a, b):
        spd = a @ a.T + 4 * jnp.eye(a.shape[0], dtype=a.dtype)
        l = jnp.linalg.cholesky(spd)
        x = jax.scipy.linalg.solve_triangular(l, b, lower=True)
        return l, x, jnp.linalg.det(spd), jnp.linalg.inv(spd)

    rs = np.random.RandomState(222)
    return fn, [rs.randn(5, 5).astype(F32), rs.randn(5, 3).astype(F32)], \
        "cholesky, triangular solve, det, inv", TOL_DEEP


def linalg_batched():
    # The class around linalg_ops: batches, both triangles, both sides,
    # transposes, unit diagonals, non-square and singular LU, a matrix that is
    # not positive definite (LAPACK's info: JAX returns NaNs, mapped to -7).
    from jax.scipy import linalg as sl

    def fn(a, b, r, w, t):
        spd = a @ jnp.swapaxes(a, -1, -2) + 4 * jnp.eye(4, dtype=a.dtype)
        x = jnp.linalg.solve(spd, b)                       # batched getrf+trsm
        up = jnp.linalg.cholesky(spd, upper=True)
        s1 = sl.solve_triangular(up, b, lower=False, trans=1)
        s2 = sl.solve_triangular(jnp.tril(a), b, lower=True, unit_diagonal=True)
        s3 = lax.linalg.triangular_solve(up, r, left_side=False, lower=False,
                                         transpose_a=True)
        p1, l1, u1 = sl.lu(w)          # 5x3
        p2, l2, u2 = sl.lu(w.T)        # 3x5
        sing = t.at[2].set(t[1] * 2.0)  # singular: info > 0, LU still returned
        lu_s, piv_s = sl.lu_factor(sing)
        notpd = jnp.nan_to_num(jnp.linalg.cholesky(t - 10 * jnp.eye(4)), nan=-7.0)
        sign, logdet = jnp.linalg.slogdet(spd)
        return (x, up, s1, s2, s3, p1, l1, u1, p2, l2, u2, lu_s, piv_s, notpd,
                sign, logdet, jnp.linalg.inv(a[0] + 3 * jnp.eye(4)))

    rs = np.random.RandomState(223)
    return fn, [rs.randn(3, 4, 4).astype(F32), rs.randn(3, 4, 2).astype(F32),
                rs.randn(3, 5, 4).astype(F32), rs.randn(5, 3).astype(F32),
                rs.randn(4, 4).astype(F32)], \
        "batched solve/cholesky/slogdet, upper/lower/left/right/transposed/unit " \
        "triangular solves, non-square and singular LU, a non-PD cholesky", TOL_DEEP


def random_ops():
    # jax.random inside the program from a raw uint32[2] key argument:
    # normal, uniform, dropout (bernoulli), categorical, permutation, split.
    def fn(key, x):
        k1, k2, k3, k4, k5 = jax.random.split(key, 5)
        noise = jax.random.normal(k1, x.shape)
        u = jax.random.uniform(k2, (3, 5), minval=-1.0, maxval=2.0)
        keep = jax.random.bernoulli(k3, 0.8, x.shape)
        dropped = jnp.where(keep, x / 0.8, 0.0)
        cat = jax.random.categorical(k4, x, axis=-1)
        perm = jax.random.permutation(k5, 10)
        bits = jax.random.bits(k1, (4,), jnp.uint32)
        return noise, u, dropped, cat, perm, bits

    rs = np.random.RandomState(224)
    return fn, [np.array([0, 42], np.uint32), rs.randn(4, 6).astype(F32)], \
        "jax.random from a key argument: split, normal, uniform, bernoulli " \
        "dropout, categorical, permutation, bits", TOL_F32


def index_ops():
    # Static-size versions of data-dependent ops (size=), diagonals and
    # einsums with repeated indices, interpolation, piecewise selection.
    def fn(x, v, m):
        uniq = jnp.unique(v, size=6, fill_value=-1)
        nz = jnp.nonzero(m, size=5, fill_value=-1)
        aw = jnp.argwhere(m, size=4, fill_value=-1)
        return (uniq, nz[0], nz[1], aw, jnp.trace(x), jnp.diag(x),
                jnp.diagonal(x, offset=1), jnp.einsum("ii->i", x),
                jnp.einsum("ij,ij->i", x, x), jnp.diag(x[0]),
                jnp.interp(jnp.linspace(-1, 6, 9), jnp.arange(5.0), x[1]),
                jnp.polyval(x[2], x[3]),
                jnp.select([x < -0.5, x > 0.5], [x * 2, x - 1], x),
                jnp.piecewise(x[0], [x[0] < 0, x[0] >= 0],
                              [lambda t: -t, lambda t: t * t]),
                jnp.round(x * 10, 1), jnp.searchsorted(jnp.sort(x[4]), x[0],
                                                       method="sort"),
                jnp.searchsorted(jnp.sort(x[4]), x[1], side="right",
                                 method="compare_all"))

    rs = np.random.RandomState(225)
    x = rs.randn(5, 5).astype(F32)
    v = np.array([3, 1, 3, 7, 1, 9, 3, 2], np.int32)
    m = rs.rand(4, 3) > 0.6
    return fn, [x, v, m], "unique/nonzero/argwhere with size=, trace/diag/diagonal, " \
        "repeated-index einsums, interp, polyval, select, piecewise, round, " \
        "searchsorted sort/compare_all", TOL_F32


def special_functions():
    from jax.scipy import special as sp

    def fn(x, p):
        a = jnp.abs(x) + 0.5
        return (sp.gammaln(a), sp.digamma(a), sp.erf(x), sp.erfc(x),
                sp.ndtri(p), sp.expit(x), sp.logit(p), sp.xlogy(a, a),
                sp.xlog1py(a, p), sp.entr(p), sp.i0e(x), sp.i1e(x),
                sp.log_ndtr(x), sp.ndtr(x), sp.betaln(a, a + 1),
                sp.logsumexp(x, axis=0, b=a))

    rs = np.random.RandomState(226)
    return fn, [rs.randn(3, 7).astype(F32),
                rs.uniform(0.02, 0.98, (3, 7)).astype(F32)], \
        "jax.scipy.special: gammaln, digamma, erf/erfc, ndtri, expit/logit, " \
        "xlogy/xlog1py, entr, i0e/i1e, log_ndtr/ndtr, betaln, weighted logsumexp", \
        TOL_DEEP


def broadcast_matmuls():
    # jnp.matmul broadcasting batch dims, vector operands, einsums with batch
    # dims in odd places and transposed outputs, tensordot, outer batches.
    def fn(a, b, c, v):
        return (jnp.matmul(a, b), jnp.matmul(a[0, 0], v), jnp.matmul(v, b[0, 1]),
                jnp.einsum("bhqd,hkd->bhqk", a, c), jnp.einsum("xbhq,hq->bx", a, a[0, 0]),
                jnp.tensordot(a, b, axes=([3], [2])).sum(axis=(1, 3)),
                jnp.einsum("bhqd,bhqd->bh", a, a), jnp.vdot(v, v),
                jnp.inner(a[0, 0], a[0, 1]))

    rs = np.random.RandomState(227)
    return fn, [rs.randn(2, 1, 3, 4).astype(F32), rs.randn(1, 2, 4, 5).astype(F32),
                rs.randn(1, 6, 4).astype(F32), rs.randn(4).astype(F32)], \
        "broadcasting matmuls, matrix-vector, odd einsums, tensordot, vdot, inner", \
        TOL_F32


def approx_topk_ops():
    def fn(x):
        v1, i1 = lax.approx_max_k(x, 3)
        v2, i2 = lax.approx_min_k(x, 2, reduction_dimension=0)
        return v1, i1, v2, i2

    x = np.random.RandomState(228).randn(4, 40).astype(F32)
    return fn, [x], "lax.approx_max_k / approx_min_k (exact on the CPU)", TOL_F32


def map_coordinates_ops():
    from jax.scipy import ndimage

    def fn(img, coords):
        return (ndimage.map_coordinates(img, coords, order=1, mode="constant"),
                ndimage.map_coordinates(img, coords, order=0, mode="nearest"),
                ndimage.map_coordinates(img, coords, order=1, mode="wrap"))

    rs = np.random.RandomState(229)
    return fn, [rs.rand(6, 7).astype(F32),
                (rs.rand(2, 10) * 9 - 1).astype(F32)], \
        "jax.scipy.ndimage.map_coordinates (linear/nearest, constant/nearest/wrap)", \
        TOL_F32


def linalg_decompositions():
    # Outputs that do not depend on the signs/order freedom of the factors:
    # Q R, the reconstruction and eigenvalues of eigh, singular values, pinv,
    # a least-squares solution, the spectral norm.
    def fn(a, b):
        q, r = jnp.linalg.qr(a)
        sym = a[:4] @ a[:4].T
        w, v = jnp.linalg.eigh(sym)
        s = jnp.linalg.svd(a, compute_uv=False)
        x, *_ = jnp.linalg.lstsq(a, b)
        return (q @ r, jnp.abs(jnp.diag(r)), w, (v * w) @ v.T, s,
                jnp.linalg.pinv(a), x, jnp.linalg.norm(a, ord=2),
                jnp.linalg.matrix_rank(a))

    rs = np.random.RandomState(230)
    return fn, [rs.randn(6, 4).astype(F32), rs.randn(6, 2).astype(F32)], \
        "qr, eigh, svd, pinv, lstsq, spectral norm, matrix_rank (invariant outputs)", \
        TOL_DEEP


def gpt_train_adamw():
    # A training step of a tiny GPT with mixed precision (bf16 activations,
    # f32 master weights), causal attention, global-norm gradient clipping
    # and AdamW with bias correction; params and optimizer state in and out.
    rs = np.random.RandomState(231)
    V, D, T, B = 32, 16, 8, 2

    def init():
        return {"emb": (rs.randn(V, D) * 0.1).astype(F32),
                "wqkv": _w(rs, (D, 3 * D), D), "wo": _w(rs, (D, D), D),
                "w1": _w(rs, (D, 4 * D), D), "w2": _w(rs, (4 * D, D), 4 * D),
                "g": np.ones(D, F32)}
    params = init()

    def forward(p, tok):
        bf = jnp.bfloat16
        x = p["emb"][tok].astype(bf)
        h = (x.astype(F32) * p["g"]).astype(bf)
        q, k, v = jnp.split(h @ p["wqkv"].astype(bf), 3, axis=-1)
        att = (q @ jnp.swapaxes(k, -1, -2)).astype(F32) / np.sqrt(D)
        att = jnp.where(jnp.tril(jnp.ones((T, T), bool)), att, -1e9)
        x = x + (jax.nn.softmax(att, -1).astype(bf) @ v) @ p["wo"].astype(bf)
        x = x + jax.nn.gelu(x @ p["w1"].astype(bf)) @ p["w2"].astype(bf)
        return x.astype(F32) @ p["emb"].T

    def loss(p, tok, tgt):
        logp = jax.nn.log_softmax(forward(p, tok))
        return -jnp.mean(jnp.take_along_axis(logp, tgt[..., None], -1))

    def fn(tok, tgt, m, v, step):
        l, g = jax.value_and_grad(loss)(params, tok, tgt)
        gnorm = jnp.sqrt(sum(jnp.sum(x * x) for x in jax.tree_util.tree_leaves(g)))
        scale = jnp.minimum(1.0, 1.0 / (gnorm + 1e-6))
        g = jax.tree_util.tree_map(lambda x: x * scale, g)
        b1, b2, lr, wd = 0.9, 0.999, 1e-2, 0.01
        t = step + 1.0
        new_m = {k: b1 * m[k] + (1 - b1) * g[k] for k in g}
        new_v = {k: b2 * v[k] + (1 - b2) * g[k] ** 2 for k in g}
        upd = {k: params[k] - lr * ((new_m[k] / (1 - b1 ** t)) /
                                    (jnp.sqrt(new_v[k] / (1 - b2 ** t)) + 1e-8)
                                    + wd * params[k]) for k in g}
        return l, gnorm, upd, new_m, new_v

    m = {k: (rs.randn(*a.shape) * 0.01).astype(F32) for k, a in params.items()}
    v = {k: (rs.rand(*a.shape) * 0.01).astype(F32) for k, a in params.items()}
    tok = rs.randint(0, V, (B, T)).astype(np.int32)
    tgt = rs.randint(0, V, (B, T)).astype(np.int32)
    return (lambda tok, tgt, *mv: fn(tok, tgt, dict(zip(sorted(params), mv[:6])),
                                     dict(zip(sorted(params), mv[6:12])), mv[12])), \
        [tok, tgt] + [m[k] for k in sorted(params)] + [v[k] for k in sorted(params)] + \
        [np.float32(3.0)], \
        "GPT training step: bf16 activations, f32 master weights, global-norm " \
        "clipping, AdamW with bias correction", {"rtol": 2e-2, "atol": 2e-3}


def conv_bn_train():
    # NCHW conv (strided, dilated, grouped) + batch norm with batch
    # statistics and running-average updates; gradients of everything.
    rs = np.random.RandomState(232)
    w1 = _w(rs, (8, 3, 3, 3), 27)
    w2 = _w(rs, (8, 4, 3, 3), 36)   # groups = 2
    dn = ("NCHW", "OIHW", "NCHW")

    def bn(x, g, b):
        mu = jnp.mean(x, axis=(0, 2, 3), keepdims=True)
        var = jnp.var(x, axis=(0, 2, 3), keepdims=True)
        y = (x - mu) * lax.rsqrt(var + 1e-5) * g[None, :, None, None] + \
            b[None, :, None, None]
        return y, mu.reshape(-1), var.reshape(-1)

    def fn(x, g1, b1, g2, b2, rm, rv):
        def loss(ws, bns):
            h = lax.conv_general_dilated(x, ws[0], (2, 2), ((1, 1), (1, 1)),
                                         dimension_numbers=dn)
            h, m1, v1 = bn(h, bns[0], bns[1])
            h = jax.nn.relu(h)
            h = lax.conv_general_dilated(h, ws[1], (1, 1), "SAME",
                                         rhs_dilation=(2, 2),
                                         dimension_numbers=dn,
                                         feature_group_count=2)
            h, m2, v2 = bn(h, bns[2], bns[3])
            return jnp.mean(jnp.tanh(h) ** 2), (m1, v1)
        (l, (m1, v1)), (gw, gb) = jax.value_and_grad(loss, argnums=(0, 1),
                                                      has_aux=True)(
            (w1, w2), (g1, b1, g2, b2))
        return (l, gw[0], gw[1], gb[0], gb[1], gb[2], gb[3],
                0.9 * rm + 0.1 * m1, 0.9 * rv + 0.1 * v1)

    ones, zeros = np.ones(8, F32), np.zeros(8, F32)
    return fn, [rs.randn(2, 3, 10, 10).astype(F32), ones, zeros, ones, zeros,
                zeros, ones], \
        "NCHW conv (strided, dilated, grouped) + batch norm training step with " \
        "running statistics and all gradients", TOL_DEEP


def per_example_grads():
    # vmap(grad) (per-example gradients) and a Hessian-vector product
    # (jvp of grad): batched dot_generals and forward-mode ops.
    rs = np.random.RandomState(233)
    w = _w(rs, (6, 4), 6)

    def loss(w, x, y):
        return jnp.sum((jnp.tanh(x @ w) - y) ** 2)

    def fn(xs, ys, v):
        pe = jax.vmap(jax.grad(loss), in_axes=(None, 0, 0))(w, xs, ys)
        hvp = jax.jvp(lambda w_: jax.grad(loss)(w_, xs[0], ys[0]), (w,), (v,))[1]
        return pe, hvp, jnp.linalg.norm(pe.reshape(pe.shape[0], -1), axis=1)

    return fn, [rs.randn(5, 6).astype(F32), rs.randn(5, 4).astype(F32),
                rs.randn(6, 4).astype(F32)], \
        "per-example gradients (vmap of grad) and a Hessian-vector product", TOL_DEEP


def gnn_message_passing():
    # Graph attention: gather by senders, segment softmax (segment_max,
    # segment_sum) by receivers, aggregation, over 7 nodes and 12 edges.
    rs = np.random.RandomState(234)
    w = _w(rs, (5, 8), 5)
    a = _w(rs, (16,), 16)

    def fn(x, senders, receivers):
        h = x @ w
        e = jnp.concatenate([h[senders], h[receivers]], axis=-1) @ a
        e = jax.nn.leaky_relu(e, 0.2)
        emax = jax.ops.segment_max(e, receivers, num_segments=7)
        ex = jnp.exp(e - emax[receivers])
        den = jax.ops.segment_sum(ex, receivers, num_segments=7)
        alpha = ex / den[receivers]
        out = jax.ops.segment_sum(alpha[:, None] * h[senders], receivers,
                                  num_segments=7)
        return jax.nn.elu(out), alpha

    senders = np.array([0, 1, 2, 3, 4, 5, 6, 0, 2, 4, 6, 1], np.int32)
    receivers = np.array([1, 2, 3, 4, 5, 6, 0, 3, 5, 0, 2, 1], np.int32)
    return fn, [rs.randn(7, 5).astype(F32), senders, receivers], \
        "graph attention message passing: gathers, segment softmax, segment_sum", \
        TOL_F32


def linear_recurrence_scan():
    # S4/Mamba-style linear recurrence h_t = a_t * h_{t-1} + b_t by
    # lax.associative_scan on pairs, checked against lax.scan; an RK4 ODE
    # integration in lax.scan.
    def fn(a, b, y0):
        def combine(l, r):
            return r[0] * l[0], r[0] * l[1] + r[1]
        _, hs = lax.associative_scan(combine, (a, b), axis=0)
        _, hs2 = lax.scan(lambda h, ab: (ab[0] * h + ab[1],) * 2,
                          jnp.zeros_like(b[0]), (a, b))

        def f(y):
            return jnp.stack([y[1], -jnp.sin(y[0]) - 0.1 * y[1]])

        def rk4(y, _):
            dt = 0.1
            k1 = f(y)
            k2 = f(y + dt / 2 * k1)
            k3 = f(y + dt / 2 * k2)
            k4 = f(y + dt * k3)
            y = y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
            return y, y
        _, traj = lax.scan(rk4, y0, None, length=25)
        return hs, hs2, traj

    rs = np.random.RandomState(235)
    return fn, [rs.uniform(0.5, 1.0, (9, 3)).astype(F32),
                rs.randn(9, 3).astype(F32), np.array([1.0, 0.0], F32)], \
        "linear recurrence by associative_scan and scan, RK4 ODE in scan", TOL_F32


def int8_bit_ops():
    def fn(a, b, s):
        i8, u8 = jnp.int8, jnp.uint8
        return (a + b, a * b, a // jnp.where(b == 0, 1, b), a % jnp.where(b == 0, 1, b),
                a.astype(u8) >> s.astype(u8), jnp.left_shift(a, s.astype(i8)),
                lax.population_count(a), lax.clz(a.astype(u8)),
                jnp.bitwise_xor(a, b), jnp.invert(b),
                jnp.clip(a.astype(jnp.int32) * 3, -128, 127).astype(i8),
                (a.astype(F32) / 7).astype(i8), jnp.abs(a), jnp.sign(b),
                jnp.maximum(a.astype(u8), b.astype(u8)))

    rs = np.random.RandomState(236)
    return fn, [rs.randint(-128, 128, 16).astype(np.int8),
                rs.randint(-128, 128, 16).astype(np.int8),
                rs.randint(0, 10, 16).astype(np.int8)], \
        "int8/uint8 wrapping arithmetic, division, shifts past the width, " \
        "popcount, clz, bit ops, saturating casts", TOL_F32


MORE_MODELS = [
    ("cnn_train_maxpool", cnn_train_maxpool),
    ("llama_block", llama_block),
    ("sampling_ops", sampling_ops),
    ("vmap_gather_scatter", vmap_gather_scatter),
    ("segment_ops", segment_ops),
    ("pad_modes", pad_modes),
    ("resize_ops", resize_ops),
    ("empty_arrays", empty_arrays),
    ("alias_outputs", alias_outputs),
    ("donated_args", donated_args),
    ("rank6_ops", rank6_ops),
    ("fp8_convert", fp8_convert),
    ("int4_convert", int4_convert),
    ("remat_mlp", remat_mlp),
    ("window_ops", window_ops),
    ("lexsort_ops", lexsort_ops),
    ("scan_variants", scan_variants),
    ("attention_bias_mask", attention_bias_mask),
    ("uint8_pipeline", uint8_pipeline),
    ("activations_losses", activations_losses),
    ("embedding_grad", embedding_grad),
    ("linalg_ops", linalg_ops),
    ("linalg_batched", linalg_batched),
    ("random_ops", random_ops),
    ("index_ops", index_ops),
    ("special_functions", special_functions),
    ("broadcast_matmuls", broadcast_matmuls),
    ("approx_topk_ops", approx_topk_ops),
    ("map_coordinates_ops", map_coordinates_ops),
    ("linalg_decompositions", linalg_decompositions),
    ("gpt_train_adamw", gpt_train_adamw),
    ("conv_bn_train", conv_bn_train),
    ("per_example_grads", per_example_grads),
    ("gnn_message_passing", gnn_message_passing),
    ("linear_recurrence_scan", linear_recurrence_scan),
    ("int8_bit_ops", int8_bit_ops),
]
