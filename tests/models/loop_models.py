"""Test models for the program classes of issue 40 (export_models.py): loops
that carry tensor state (recurrent cells, integrators, online-softmax scans,
dynamic-programming recursions and their gradients), cumulative ops on bf16,
complex scatters, a diffusion U-Net step with GroupNorm and an embedding-bag
recommender. Each is a small instance of a class that broke on Vulkan or in
the compiler; shapes are odd on purpose.

Each builder returns (fn, args, note, tolerance[, jit_kwargs]).
"""
import numpy as np
import jax
import jax.numpy as jnp
from jax import lax

from more_models import F32, NHWC, TOL_DEEP, TOL_F32, _w  # noqa: F401

TOL_BF16 = {"rtol": 1e-2, "atol": 1e-2}


def lstm_cell_state(S=11, B=3, I=5, Hd=24):
    # Both halves of the LSTM carry come out (the final cell state was all
    # zeros on lavapipe), with a bias argument and a mask that freezes
    # finished sequences (a select on the carried state inside the loop).
    rs = np.random.RandomState(301)
    wx, wh = _w(rs, (I, 4 * Hd), I), _w(rs, (Hd, 4 * Hd), Hd)

    def fn(xs, lengths, b):
        def cell(carry, inp):
            (h, c), (x, t) = carry, inp
            z = x @ wx + h @ wh + b
            i, f, g, o = jnp.split(z, 4, axis=-1)
            c2 = jax.nn.sigmoid(f + 1.0) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
            h2 = jax.nn.sigmoid(o) * jnp.tanh(c2)
            live = (t < lengths)[:, None]
            return (jnp.where(live, h2, h), jnp.where(live, c2, c)), h2
        init = (jnp.zeros((B, Hd), F32), jnp.full((B, Hd), 0.5, F32))
        (h, c), ys = lax.scan(cell, init, (xs, jnp.arange(S)))
        return h, c, ys

    lengths = np.array([S, 4, 7] + [S - i for i in range(B - 3)], np.int32)[:B]
    return fn, [rs.randn(S, B, I).astype(F32), lengths,
                (0.1 * rs.randn(4 * Hd)).astype(F32)], \
        "LSTM in lax.scan returning the final (h, c) carry and all outputs; " \
        "per-sequence lengths freeze finished rows", TOL_DEEP


def leapfrog_integrator(N=7, steps=37):
    # A gravitational N-body system integrated by leapfrog in fori_loop;
    # the total energy is reduced from the carried positions and velocities.
    rs = np.random.RandomState(302)

    def accel(x, m):
        d = x[None, :, :] - x[:, None, :]
        r2 = jnp.sum(d * d, -1) + 0.05
        inv = m[None, :] * r2 ** -1.5
        return jnp.sum(d * inv[..., None], axis=1)

    def energy(x, v, m):
        d = x[None, :, :] - x[:, None, :]
        r = jnp.sqrt(jnp.sum(d * d, -1) + 0.05)
        pot = -0.5 * jnp.sum(m[:, None] * m[None, :] / r * (1 - jnp.eye(N)))
        return 0.5 * jnp.sum(m * jnp.sum(v * v, -1)) + pot

    def fn(x0, v0, m):
        dt = 0.01

        def step(_, s):
            x, v = s
            v = v + 0.5 * dt * accel(x, m)
            x = x + dt * v
            v = v + 0.5 * dt * accel(x, m)
            return x, v
        x, v = lax.fori_loop(0, steps, step, (x0, v0))
        return x, v, energy(x0, v0, m), energy(x, v, m)

    return fn, [rs.randn(N, 3).astype(F32), (0.3 * rs.randn(N, 3)).astype(F32),
                rs.uniform(0.5, 2.0, N).astype(F32)], \
        f"leapfrog N-body integrator ({N} bodies, {steps} steps) in fori_loop; energies", TOL_DEEP


def online_softmax_scan(H=2, T=9, S=20, D=8, BLK=4):
    # Attention computed by scanning over key blocks with the running max,
    # normaliser and accumulator carried (FlashAttention's recurrence).
    rs = np.random.RandomState(303)

    def fn(q, k, v):
        kb = k.reshape(H, S // BLK, BLK, D).transpose(1, 0, 2, 3)
        vb = v.reshape(H, S // BLK, BLK, D).transpose(1, 0, 2, 3)

        def step(carry, blk):
            m, l, acc = carry
            kt, vt = blk
            s = jnp.einsum("htd,hsd->hts", q, kt) / np.sqrt(D)
            m2 = jnp.maximum(m, s.max(-1))
            p = jnp.exp(s - m2[..., None])
            scale = jnp.exp(m - m2)
            l2 = l * scale + p.sum(-1)
            acc2 = acc * scale[..., None] + jnp.einsum("hts,hsd->htd", p, vt)
            return (m2, l2, acc2), m2
        init = (jnp.full((H, T), -jnp.inf, F32), jnp.zeros((H, T), F32),
                jnp.zeros((H, T, D), F32))
        (m, l, acc), ms = lax.scan(step, init, (kb, vb))
        ref = jax.nn.softmax(jnp.einsum("htd,hsd->hts", q, k) / np.sqrt(D)) @ v
        return acc / l[..., None], ref, ms

    return fn, [rs.randn(H, T, D).astype(F32), rs.randn(H, S, D).astype(F32),
                rs.randn(H, S, D).astype(F32)], \
        f"online-softmax attention over {S // BLK} key blocks in lax.scan (carried max, " \
        "normaliser, accumulator) beside the direct softmax", TOL_F32


def dp_recursion_grad():
    # Soft dynamic time warping: a scan over rows whose body is a scan over
    # columns (a nested loop carrying the previous row), and its gradient
    # with respect to both sequences (the reverse-mode scans).
    rs = np.random.RandomState(304)
    N, M, gamma = 6, 9, 0.5

    def softmin(a, b, c):
        z = -jnp.stack([a, b, c]) / gamma
        return -gamma * jax.nn.logsumexp(z, axis=0)

    def sdtw(x, y):
        cost = jnp.sum((x[:, None, :] - y[None, :, :]) ** 2, -1)
        big = F32(1e10)
        first = jnp.concatenate([jnp.zeros(1, F32), jnp.full(M, big)])

        def row(prev, crow):
            def col(left, j):
                v = crow[j] + softmin(prev[j + 1], prev[j], left)
                return v, v
            _, vals = lax.scan(col, big, jnp.arange(M))
            new = jnp.concatenate([jnp.full(1, big), vals])
            return new, new[-1]
        last, _ = lax.scan(row, first, cost)
        return last[-1]

    def fn(x, y):
        v, (gx, gy) = jax.value_and_grad(sdtw, argnums=(0, 1))(x, y)
        return v, gx, gy

    return fn, [rs.randn(N, 2).astype(F32), rs.randn(M, 2).astype(F32)], \
        "soft-DTW (nested lax.scan over rows and columns) and its gradient", TOL_DEEP


def hmm_forward_while():
    # The forward algorithm of an HMM in log space in a while_loop whose trip
    # count is data-dependent (stops at a length argument), carrying alpha
    # and the step; plus a cond inside a fori_loop that picks between two
    # tensor updates.
    rs = np.random.RandomState(305)
    K, T = 5, 13
    logA = np.log(rs.dirichlet(np.ones(K), K)).astype(F32)

    def fn(logB, n, x):
        def cond(s):
            return s[1] < n

        def body(s):
            alpha, t = s
            a = jax.nn.logsumexp(alpha[:, None] + logA, axis=0) + logB[t]
            return a, t + 1
        alpha, t = lax.while_loop(cond, body, (logB[0], jnp.int32(1)))

        def step(i, y):
            return lax.cond(i % 3 == 0, lambda z: jnp.sin(z) + 1.0,
                            lambda z: z * 0.5 - jnp.roll(z, 1), y)
        return jax.nn.logsumexp(alpha), t, lax.fori_loop(0, 10, step, x)

    return fn, [rs.randn(T, K).astype(F32), np.int32(11), rs.randn(6, 3).astype(F32)], \
        "HMM forward algorithm in a data-dependent while_loop; lax.cond inside " \
        "fori_loop choosing between tensor updates", TOL_DEEP


def cumulative_bf16():
    def fn(x, y):
        b = x.astype(jnp.bfloat16)
        return (jnp.cumsum(b, axis=1), lax.cummax(b, axis=0), lax.cummin(b, axis=1),
                jnp.cumprod(y.astype(jnp.bfloat16), axis=1),
                lax.cumsum(b, axis=0, reverse=True),
                jnp.cumsum(x.astype(jnp.float16), axis=1))

    rs = np.random.RandomState(306)
    return fn, [rs.randn(5, 9).astype(F32), rs.uniform(0.8, 1.2, (4, 7)).astype(F32)], \
        "cumsum/cummax/cummin/cumprod (and reverse cumsum) on bf16, cumsum on f16", \
        TOL_BF16


def complex_scatter():
    # x.at[...].set/add/mul on complex arrays, as a Fourier neural operator
    # layer writes its kept modes; repeated indices for add and mul.
    rs = np.random.RandomState(307)

    def fn(xr, xi, wr, wi, idx):
        x = lax.complex(xr, xi)
        w = lax.complex(wr, wi)
        f = jnp.fft.rfft(x.real, axis=-1)
        kept = jnp.zeros_like(f).at[:, :3].set(f[:, :3] * w[:, :3])
        y = jnp.fft.irfft(kept, n=x.shape[-1], axis=-1)
        a = x.at[idx].add(w[:4])
        m = x.at[idx].multiply(w[:4])
        s = x.at[:, 1:3].set(w[:, :2])
        return y, a, m, s

    idx = np.array([0, 2, 0, 1], np.int32)
    return fn, [rs.randn(4, 8).astype(F32), rs.randn(4, 8).astype(F32),
                rs.randn(4, 8).astype(F32), rs.randn(4, 8).astype(F32), idx], \
        "complex scatter: FNO-style kept-mode set after rfft, add and multiply " \
        "with repeated indices, a slice set", TOL_F32


def unet_diffusion_step():
    # One denoising step of a small diffusion U-Net: sinusoidal time
    # embedding, GroupNorm + SiLU residual blocks, attention at the lowest
    # resolution, nearest upsampling and a skip concat.
    rs = np.random.RandomState(308)
    C = 8

    def groupnorm(x, g, b, groups=4, eps=1e-5):
        n, h, w, c = x.shape
        xg = x.reshape(n, h, w, groups, c // groups)
        mean = xg.mean(axis=(1, 2, 4), keepdims=True)
        var = xg.var(axis=(1, 2, 4), keepdims=True)
        return ((xg - mean) * lax.rsqrt(var + eps)).reshape(x.shape) * g + b

    def conv(x, w, stride=1):
        return lax.conv_general_dilated(x, w, (stride, stride), "SAME",
                                        dimension_numbers=NHWC)

    p = {"in": _w(rs, (3, 3, 3, C), 27), "t": _w(rs, (16, C), 16),
         "r1": _w(rs, (3, 3, C, C), 9 * C), "down": _w(rs, (3, 3, C, 2 * C), 9 * C),
         "r2": _w(rs, (3, 3, 2 * C, 2 * C), 18 * C), "qkv": _w(rs, (2 * C, 6 * C), 2 * C),
         "up": _w(rs, (3, 3, 3 * C, C), 27 * C), "out": _w(rs, (3, 3, C, 3), 9 * C),
         "g1": (1 + 0.1 * rs.randn(C)).astype(F32), "g2": (1 + 0.1 * rs.randn(2 * C)).astype(F32)}

    def fn(x, t):
        half = 8
        freqs = jnp.exp(-np.log(10000.0) * jnp.arange(half) / half)
        temb = jnp.concatenate([jnp.sin(t[:, None] * freqs), jnp.cos(t[:, None] * freqs)], -1)
        h = conv(x, p["in"]) + (temb @ p["t"])[:, None, None, :]
        h1 = h + conv(jax.nn.silu(groupnorm(h, p["g1"], 0.0)), p["r1"])
        d = conv(h1, p["down"], 2)
        d = d + conv(jax.nn.silu(groupnorm(d, p["g2"], 0.0)), p["r2"])
        n, hh, ww, c = d.shape
        q, k, v = jnp.split(d.reshape(n, hh * ww, c) @ p["qkv"], 3, -1)
        a = jax.nn.softmax(q @ k.transpose(0, 2, 1) / np.sqrt(c)) @ v
        d = d + a.reshape(d.shape)
        u = jnp.repeat(jnp.repeat(d, 2, axis=1), 2, axis=2)
        u = conv(jnp.concatenate([u, h1], -1), p["up"])
        eps = conv(jax.nn.silu(u), p["out"])
        return x - 0.1 * eps

    return fn, [rs.randn(2, 8, 8, 3).astype(F32), np.array([3.0, 250.0], F32)], \
        "diffusion U-Net step: time embedding, GroupNorm+SiLU residual blocks, " \
        "low-resolution attention, nearest upsample, skip concat", TOL_DEEP


def embedding_bag_recsys():
    # DLRM-shaped: embedding bags (gather + segment sum), a bottom MLP,
    # pairwise dot interactions and their upper triangle (a gather of the
    # triu indices), a top MLP with a sigmoid.
    rs = np.random.RandomState(309)
    V, D, F, B = 23, 6, 3, 4
    tables = [_w(rs, (V, D), 1) for _ in range(F)]
    wb, wt = _w(rs, (5, D), 5), _w(rs, ((F + 1) * F // 2 + D, 1), 10)

    def fn(dense, ids, bag):
        feats = [jax.nn.relu(dense @ wb)]
        for f in range(F):
            e = jnp.asarray(tables[f])[ids[f]]
            feats.append(jax.ops.segment_sum(e, bag, num_segments=B))
        z = jnp.stack(feats, 1)
        inter = jnp.einsum("bfd,bgd->bfg", z, z)
        iu, ju = np.triu_indices(F + 1, k=1)
        flat = inter[:, iu, ju]
        return jax.nn.sigmoid(jnp.concatenate([flat, feats[0]], -1) @ wt), inter

    bag = np.array([0, 0, 1, 2, 2, 2, 3, 1, 3], np.int32)
    return fn, [rs.randn(B, 5).astype(F32), rs.randint(0, V, (F, 9)).astype(np.int32), bag], \
        "DLRM-style recommender: embedding bags (gather + segment_sum), pairwise " \
        "dot interactions, upper-triangle gather, top MLP", TOL_F32


LOOP_MODELS = [
    # The same classes at sizes where the carried state outgrows one
    # workgroup's memory (batch 64, 64 bodies, 32 x 64 accumulators): such
    # loops were silently wrong on lavapipe and refused by NVIDIA's driver.
    ("lstm_scan_b64", lambda: lstm_cell_state(S=12, B=64, I=8, Hd=32)),
    ("leapfrog_n64", lambda: leapfrog_integrator(N=64, steps=20)),
    ("online_softmax_d64", lambda: online_softmax_scan(H=2, T=32, S=128, D=64, BLK=32)),
    ("lstm_cell_state", lstm_cell_state),
    ("leapfrog_integrator", leapfrog_integrator),
    ("online_softmax_scan", online_softmax_scan),
    ("dp_recursion_grad", dp_recursion_grad),
    ("hmm_forward_while", hmm_forward_while),
    ("cumulative_bf16", cumulative_bf16),
    ("complex_scatter", complex_scatter),
    ("unet_diffusion_step", unet_diffusion_step),
    ("embedding_bag_recsys", embedding_bag_recsys),
]
