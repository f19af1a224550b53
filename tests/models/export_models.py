#!/usr/bin/env python3
"""Exports the small JAX test models of tests/models in the corpus folder format.

usage: export_models.py OUTDIR [NAME ...]

Writes one folder per model into OUTDIR (all models, or only the NAMEs given):

  program.mlir          StableHLO as JAX prints it (Lowered.as_text(), pretty form)
  program.generic.mlir  the same module in MLIR's generic op form
  in0.npy ... inN.npy   the arguments of @main, in order
  out0.npy ... outM.npy XLA:CPU's results for them
  meta.json             name, kind ("model"), note, inputs, outputs, bytes,
                        tolerance {rtol, atol}, jax (version)

Needs JAX (written against jax 0.11.2, numpy 2.x). Everything is lowered and
run for the CPU platform (JAX_PLATFORMS=cpu), so the programs carry no CUDA
custom calls and the expected outputs are deterministic. Weights are numpy
arrays from a fixed RandomState closed over by the jitted function, so they
are inlined into the program as constants; only the inputs are arguments.
"""
import json
import os
import re
import sys
import time
import traceback

# EXPORT_PLATFORM=cuda (on a GPU machine): lowered as jax.jit does for the
# GPU (cuSOLVER custom calls, chlo.scan, ...), with XLA:CPU's outputs;
# folders are named NAME_cuda.
PLATFORM = os.environ.get("EXPORT_PLATFORM", "cpu")
os.environ["JAX_PLATFORMS"] = "cuda,cpu" if PLATFORM == "cuda" else "cpu"

import numpy as np  # noqa: E402
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from more_models import MORE_MODELS  # noqa: E402
from loop_models import LOOP_MODELS  # noqa: E402

try:
    # Keep closed-over constants inline in the module (the legacy behaviour,
    # which the corpus has); where the flag does not exist this does nothing.
    jax.config.update("jax_use_simplified_jaxpr_constants", False)
except Exception as e:  # noqa: BLE001
    print(f"note: jax_use_simplified_jaxpr_constants not set: {e!r}")

F32 = np.float32
TOL_F32 = {"rtol": 1e-4, "atol": 1e-5}
TOL_DEEP = {"rtol": 1e-3, "atol": 1e-4}
TOL_INT = {"rtol": 0, "atol": 0}

NHWC = ("NHWC", "HWIO", "NHWC")


def weight(rs, shape, fan_in, scale=1.0):
    return (rs.randn(*shape) * (scale / np.sqrt(fan_in))).astype(F32)


def vec(rs, n, scale=0.1):
    return (rs.randn(n) * scale).astype(F32)


def layer_norm(x, g, b, eps=1e-5):
    m = jnp.mean(x, axis=-1, keepdims=True)
    v = jnp.mean((x - m) ** 2, axis=-1, keepdims=True)
    return (x - m) * lax.rsqrt(v + eps) * g + b


def conv_nhwc(x, w, stride=1, groups=1, padding="SAME"):
    return lax.conv_general_dilated(x, w, (stride, stride), padding,
                                    dimension_numbers=NHWC,
                                    feature_group_count=groups)


# --------------------------------------------------------------------------
# Models. Each builder returns (fn, args, note, tolerance[, jit_kwargs]).
# --------------------------------------------------------------------------

def gpt_decoder():
    rs = np.random.RandomState(101)
    V, D, H, T, B, L, M = 64, 32, 2, 16, 2, 2, 128
    hd = D // H
    tok_emb = (rs.randn(V, D) * 0.1).astype(F32)
    pos_emb = (rs.randn(T, D) * 0.1).astype(F32)
    layers = []
    for _ in range(L):
        layers.append(dict(
            g1=(1 + 0.1 * rs.randn(D)).astype(F32), b1=vec(rs, D),
            wqkv=weight(rs, (D, 3 * D), D), bqkv=vec(rs, 3 * D, 0.02),
            wo=weight(rs, (D, D), D), bo=vec(rs, D, 0.02),
            g2=(1 + 0.1 * rs.randn(D)).astype(F32), b2=vec(rs, D),
            w1=weight(rs, (D, M), D), c1=vec(rs, M, 0.02),
            w2=weight(rs, (M, D), M), c2=vec(rs, D, 0.02)))
    gf = (1 + 0.1 * rs.randn(D)).astype(F32)
    bf = vec(rs, D)
    w_out = weight(rs, (D, V), D)

    def gpt(tokens):
        x = jnp.take(tok_emb, tokens, axis=0) + pos_emb[None, :, :]
        mask = jnp.tril(jnp.ones((T, T), dtype=bool))
        for p in layers:
            h = layer_norm(x, p["g1"], p["b1"])
            qkv = h @ p["wqkv"] + p["bqkv"]
            q, k, v = jnp.split(qkv, 3, axis=-1)
            q = q.reshape(B, T, H, hd)
            k = k.reshape(B, T, H, hd)
            v = v.reshape(B, T, H, hd)
            s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(hd).astype(F32)
            s = jnp.where(mask[None, None, :, :], s, F32(-1e9))
            a = jax.nn.softmax(s, axis=-1)
            o = jnp.einsum("bhqk,bkhd->bqhd", a, v).reshape(B, T, D)
            x = x + (o @ p["wo"] + p["bo"])
            h = layer_norm(x, p["g2"], p["b2"])
            h = jax.nn.gelu(h @ p["w1"] + p["c1"], approximate=True)
            x = x + (h @ p["w2"] + p["c2"])
        x = layer_norm(x, gf, bf)
        return x @ w_out

    tokens = rs.randint(0, V, size=(B, T)).astype(np.int32)
    note = ("weights inlined; 2-layer GPT decoder (vocab 64, d_model 32, 2 heads, "
            "MLP 128): token embedding by jnp.take (gather) + learned positions, "
            "4-D attention einsums, causal mask via jnp.where, softmax, layer norm, "
            "tanh GELU; int32 tokens -> logits")
    return gpt, [tokens], note, TOL_DEEP


def mobilenet_block():
    rs = np.random.RandomState(102)
    C, C2, eps = 8, 16, 1e-3

    def bn_params(c):
        return ((1 + 0.1 * rs.randn(c)).astype(F32), vec(rs, c),
                vec(rs, c), (0.5 + rs.rand(c)).astype(F32))

    dw1 = weight(rs, (3, 3, 1, C), 9)
    g1, b1, m1, v1 = bn_params(C)
    pw = weight(rs, (1, 1, C, C2), C)
    g2, b2, m2, v2 = bn_params(C2)
    dw2 = weight(rs, (3, 3, 1, C2), 9)

    def bn(x, g, b, m, v):
        return (x - m) * (g * lax.rsqrt(v + F32(eps))) + b

    def block(x):
        y = conv_nhwc(x, dw1, 1, C)
        y = jax.nn.relu6(bn(y, g1, b1, m1, v1))
        y = conv_nhwc(y, pw, 1, 1)
        y = jax.nn.relu6(bn(y, g2, b2, m2, v2))
        return conv_nhwc(y, dw2, 2, C2)

    x = rs.randn(2, 16, 16, C).astype(F32)
    note = ("weights inlined; MobileNet block NHWC: depthwise 3x3 conv "
            "(feature_group_count=8, SAME), inference batch norm, relu6, pointwise "
            "1x1 conv to 16, batch norm, relu6, stride-2 depthwise 3x3 conv")
    return block, [x], note, TOL_F32


def lstm_scan():
    rs = np.random.RandomState(103)
    S, B, I, Hd = 8, 2, 8, 16
    wx = weight(rs, (I, 4 * Hd), I)
    wh = weight(rs, (Hd, 4 * Hd), Hd)
    b = vec(rs, 4 * Hd)

    def lstm(xs):
        def cell(carry, x):
            h, c = carry
            z = x @ wx + h @ wh + b
            i, f, g, o = jnp.split(z, 4, axis=-1)
            i = jax.nn.sigmoid(i)
            f = jax.nn.sigmoid(f + F32(1.0))
            g = jnp.tanh(g)
            o = jax.nn.sigmoid(o)
            c = f * c + i * g
            h = o * jnp.tanh(c)
            return (h, c), h

        h0 = jnp.zeros((B, Hd), F32)
        c0 = jnp.zeros((B, Hd), F32)
        (h, _), ys = lax.scan(cell, (h0, c0), xs)
        return h, ys

    xs = rs.randn(S, B, I).astype(F32)
    note = ("weights inlined; LSTM cell via lax.scan (stablehlo.while) over seq 8, "
            "batch 2, input 8, hidden 16; outputs final hidden [2,16] and all "
            "hidden states [8,2,16]")
    return lstm, [xs], note, TOL_DEEP


def gru_scan():
    rs = np.random.RandomState(104)
    S, B, I, Hd = 6, 3, 5, 12
    wx = weight(rs, (I, 3 * Hd), I)
    wh = weight(rs, (Hd, 3 * Hd), Hd)
    bx = vec(rs, 3 * Hd)
    bh = vec(rs, 3 * Hd)

    def gru(xs, h0):
        def cell(h, x):
            gx = x @ wx + bx
            gh = h @ wh + bh
            xz, xr, xn = jnp.split(gx, 3, axis=-1)
            hz, hr, hn = jnp.split(gh, 3, axis=-1)
            z = jax.nn.sigmoid(xz + hz)
            r = jax.nn.sigmoid(xr + hr)
            n = jnp.tanh(xn + r * hn)
            h = (F32(1.0) - z) * n + z * h
            return h, h

        h, ys = lax.scan(cell, h0, xs, reverse=True)
        return h, ys

    xs = rs.randn(S, B, I).astype(F32)
    h0 = (0.5 * rs.randn(B, Hd)).astype(F32)
    note = ("weights inlined; GRU via lax.scan(reverse=True) over seq 6, batch 3, "
            "input 5, hidden 12, initial state an argument; outputs final hidden "
            "[3,12] and all states [6,3,12]")
    return gru, [xs, h0], note, TOL_DEEP


def unet_block():
    rs = np.random.RandomState(105)
    w1 = weight(rs, (3, 3, 4, 8), 36)
    b1 = vec(rs, 8)
    w2 = weight(rs, (3, 3, 8, 8), 72)
    b2 = vec(rs, 8)
    w3 = weight(rs, (3, 3, 8, 4), 72)
    b3 = vec(rs, 4)
    w4 = weight(rs, (1, 1, 12, 3), 12)
    b4 = vec(rs, 3)

    def unet(x):
        s = jax.nn.relu(conv_nhwc(x, w1) + b1)                       # 1x8x8x8
        p = lax.reduce_window(s, F32(0), lax.add, (1, 2, 2, 1), (1, 2, 2, 1),
                              "VALID") / F32(4)                      # 1x4x4x8
        m = jax.nn.relu(conv_nhwc(p, w2) + b2)                       # 1x4x4x8
        u = lax.conv_transpose(m, w3, (2, 2), "SAME",
                               dimension_numbers=NHWC) + b3          # 1x8x8x4
        c = jnp.concatenate([u, s], axis=-1)                         # 1x8x8x12
        r = jax.image.resize(c, (1, 16, 16, 12), method="bilinear")
        return conv_nhwc(r, w4) + b4                                 # 1x16x16x3

    x = rs.randn(1, 8, 8, 4).astype(F32)
    note = ("weights inlined; U-Net block NHWC: conv 3x3, relu, 2x2 average pool "
            "(reduce_window), conv 3x3, conv_transpose stride 2 (lhs_dilation), "
            "skip concatenate, jax.image.resize bilinear 8->16, 1x1 conv")
    return unet, [x], note, TOL_F32


def vit_block():
    rs = np.random.RandomState(106)
    D, H, P, N, M = 24, 3, 4, 16, 48
    hd = D // H
    wp = weight(rs, (P, P, 3, D), P * P * 3)
    bp = vec(rs, D)
    cls_tok = (rs.randn(1, 1, D) * 0.1).astype(F32)
    pos = (rs.randn(1, N + 1, D) * 0.1).astype(F32)
    g1, be1 = (1 + 0.1 * rs.randn(D)).astype(F32), vec(rs, D)
    wq, wk, wv = (weight(rs, (D, D), D) for _ in range(3))
    bq, bk, bv = (vec(rs, D, 0.02) for _ in range(3))
    wo, bo = weight(rs, (D, D), D), vec(rs, D, 0.02)
    g2, be2 = (1 + 0.1 * rs.randn(D)).astype(F32), vec(rs, D)
    w1, c1 = weight(rs, (D, M), D), vec(rs, M, 0.02)
    w2, c2 = weight(rs, (M, D), M), vec(rs, D, 0.02)
    g3, be3 = (1 + 0.1 * rs.randn(D)).astype(F32), vec(rs, D)

    def vit(img):
        B = img.shape[0]
        p = lax.conv_general_dilated(img, wp, (P, P), "VALID",
                                     dimension_numbers=NHWC) + bp    # Bx4x4x24
        t = p.reshape(B, N, D)
        t = jnp.concatenate([jnp.broadcast_to(cls_tok, (B, 1, D)), t], axis=1)
        t = t + pos
        h = layer_norm(t, g1, be1)
        q = (h @ wq + bq).reshape(B, N + 1, H, hd)
        k = (h @ wk + bk).reshape(B, N + 1, H, hd)
        v = (h @ wv + bv).reshape(B, N + 1, H, hd)
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(hd).astype(F32)
        a = jax.nn.softmax(s, axis=-1)
        o = jnp.einsum("bhqk,bkhd->bqhd", a, v).reshape(B, N + 1, D)
        t = t + (o @ wo + bo)
        h = layer_norm(t, g2, be2)
        h = jax.nn.gelu(h @ w1 + c1, approximate=False) @ w2 + c2
        t = layer_norm(t + h, g3, be3)
        return jnp.mean(t, axis=1)

    img = rs.rand(1, 16, 16, 3).astype(F32)
    note = ("weights inlined; ViT block: 4x4 stride-4 patch-embedding conv, cls "
            "token concatenate, position embedding, 3-head self attention (dim 24, "
            "4-D einsums), erf GELU MLP, layer norms, mean pool -> [1,24]")
    return vit, [img], note, TOL_DEEP


def sort_ops():
    rs = np.random.RandomState(107)

    def f(x):
        vals, idx = lax.top_k(x, 5)
        arg = jnp.argsort(x, axis=-1)
        s0 = jnp.sort(x, axis=0)
        cs = jnp.cumsum(x, axis=1)
        cm = lax.cummax(x, axis=1)
        cp = jnp.cumprod(F32(1.0) + F32(0.05) * x, axis=1)
        return vals, idx, arg, s0, cs, cm, cp

    x = rs.randn(4, 33).astype(F32)
    note = ("sorting and scans on f32 [4,33] (distinct values): lax.top_k k=5 "
            "(values, int32 indices), jnp.argsort last axis (int32), jnp.sort axis 0, "
            "jnp.cumsum, lax.cummax, jnp.cumprod of 1+0.05x; integer outputs must "
            "match exactly (the f32 tolerance is below 1 for them)")
    return f, [x], note, TOL_F32


def scatter_ops():
    rs = np.random.RandomState(108)
    NSEG, NX = 6, 10

    def f(data, seg, hist_idx, x, uidx, uvals, midx, mvals):
        ss = jax.ops.segment_sum(data, seg, num_segments=NSEG)
        hist = jnp.zeros((NX,), jnp.int32).at[hist_idx].add(1)
        setr = x.at[uidx].set(uvals)
        maxr = x.at[midx].max(mvals)
        minr = x.at[midx].min(mvals)
        gath = x[midx]
        return ss, hist, setr, maxr, minr, gath

    data = rs.randn(20, 4).astype(F32)
    seg = rs.randint(0, NSEG, size=20).astype(np.int32)
    hist_idx = rs.randint(0, NX, size=30).astype(np.int32)
    x = rs.randn(NX, 4).astype(F32)
    uidx = rs.permutation(NX)[:5].astype(np.int32)
    uvals = rs.randn(5, 4).astype(F32)
    midx = rs.randint(0, NX, size=12).astype(np.int32)
    mvals = rs.randn(12, 4).astype(F32)
    note = ("scatters: jax.ops.segment_sum (repeated int32 segment ids, 6 segments), "
            "int32 histogram zeros.at[idx].add(1) (repeats), x.at[idx].set with unique "
            "idx, x.at[idx].max/.min with repeats, gather x[idx]; integer output must "
            "match exactly")
    return f, [data, seg, hist_idx, x, uidx, uvals, midx, mvals], note, TOL_F32


def bn_cnn_nchw():
    rs = np.random.RandomState(109)
    dn = ("NCHW", "OIHW", "NCHW")
    w1 = weight(rs, (8, 3, 3, 3), 27)
    gamma = (1 + 0.1 * rs.randn(8)).astype(F32)
    beta = vec(rs, 8)
    w2 = weight(rs, (16, 4, 3, 3), 36)
    b2 = vec(rs, 16)
    wd = weight(rs, (16, 10), 16)
    bd = vec(rs, 10)

    def f(x):
        y = lax.conv_general_dilated(x, w1, (1, 1), "SAME", dimension_numbers=dn)
        mean = jnp.mean(y, axis=(0, 2, 3), keepdims=True)
        var = jnp.mean(jnp.square(y - mean), axis=(0, 2, 3), keepdims=True)
        y = (y - mean) * lax.rsqrt(var + F32(1e-5))
        y = y * gamma[None, :, None, None] + beta[None, :, None, None]
        y = jax.nn.relu(y)
        y = lax.reduce_window(y, F32(-np.inf), lax.max, (1, 1, 2, 2), (1, 1, 2, 2),
                              "VALID")                               # 2x8x8x8
        y = lax.conv_general_dilated(y, w2, (1, 1), "SAME", dimension_numbers=dn,
                                     feature_group_count=2)
        y = jax.nn.relu(y + b2[None, :, None, None])                 # 2x16x8x8
        y = jnp.mean(y, axis=(2, 3))                                 # 2x16
        return y @ wd + bd

    x = rs.randn(2, 3, 16, 16).astype(F32)
    note = ("weights inlined; NCHW/OIHW CNN: conv 3x3, batch norm with batch "
            "statistics computed in the program, relu, 2x2 max pool (reduce_window), "
            "grouped conv (feature_group_count=2), global average pool, dense")
    return f, [x], note, TOL_F32


def image_ops():
    rs = np.random.RandomState(110)

    def f(x):
        up = jax.image.resize(x, (1, 20, 20, 3), method="bilinear")
        win, st = (1, 3, 3, 1), (1, 1, 1, 1)
        s = lax.reduce_window(x, F32(0), lax.add, win, st, "SAME")
        cnt = lax.reduce_window(jnp.ones((1, 12, 12, 1), F32), F32(0), lax.add,
                                win, st, "SAME")
        avg = s / cnt
        refl = jnp.pad(x, ((0, 0), (2, 2), (3, 3), (0, 0)), mode="reflect")
        near = jax.image.resize(x, (1, 5, 5, 3), method="nearest")
        down = jax.image.resize(x, (1, 8, 8, 3), method="bilinear", antialias=True)
        return up, avg, refl, near, down

    x = rs.rand(1, 12, 12, 3).astype(F32)
    note = ("image ops on [1,12,12,3]: jax.image.resize bilinear up to 20x20, 3x3 "
            "SAME average pool dividing by a reduce_window count of ones (flax "
            "count_include_pad=False), jnp.pad reflect, nearest resize down to 5x5, "
            "antialiased bilinear resize down to 8x8")
    return f, [x], note, TOL_F32


def moe_router():
    rs = np.random.RandomState(111)
    T, D, E, K, Hh = 8, 16, 4, 2, 32
    wr = weight(rs, (D, E), D)
    we1 = weight(rs, (E, D, Hh), D)
    be1 = (rs.randn(E, Hh) * 0.02).astype(F32)
    we2 = weight(rs, (E, Hh, D), Hh)

    def f(x):
        probs = jax.nn.softmax(x @ wr, axis=-1)                      # T x E
        gv, gi = lax.top_k(probs, K)                                 # T x K
        gv = gv / jnp.sum(gv, axis=-1, keepdims=True)
        oh = jax.nn.one_hot(gi, E, dtype=F32)                        # T x K x E
        combine = jnp.einsum("tk,tke->te", gv, oh)
        h = jax.nn.silu(jnp.einsum("td,edh->teh", x, we1) + be1)
        eo = jnp.einsum("teh,ehd->ted", h, we2)
        y = jnp.einsum("te,ted->td", combine, eo)
        load = jnp.sum(oh, axis=(0, 1)) / F32(T)
        aux = jnp.sum(jnp.mean(probs, axis=0) * load) * F32(E)
        return y, gi, load, aux

    x = rs.randn(T, D).astype(F32)
    note = ("weights inlined; mixture-of-experts router: softmax gating, lax.top_k "
            "k=2 (int32 expert ids output), jax.nn.one_hot, einsum dispatch over 4 "
            "SiLU experts, load per expert and a scalar auxiliary loss")
    return f, [x], note, TOL_F32


def conv1d_tcn():
    rs = np.random.RandomState(112)
    dn = ("NWC", "WIO", "NWC")
    w1 = weight(rs, (3, 4, 8), 12)
    b1 = vec(rs, 8)
    w2 = weight(rs, (3, 8, 16), 24)
    b2 = vec(rs, 16)
    wd = weight(rs, (16, 5), 16)
    bd = vec(rs, 5)

    def f(x):
        y = lax.conv_general_dilated(x, w1, (1,), [(4, 0)], rhs_dilation=(2,),
                                     dimension_numbers=dn) + b1      # causal, 2x32x8
        y = jax.nn.gelu(y, approximate=True)
        y = lax.conv_general_dilated(y, w2, (2,), [(1, 1)],
                                     dimension_numbers=dn) + b2      # 2x16x16
        y = jnp.max(jax.nn.relu(y), axis=1)                          # 2x16
        return jax.nn.log_softmax(y @ wd + bd, axis=-1)

    x = rs.randn(2, 32, 4).astype(F32)
    note = ("weights inlined; 1-D temporal conv net NWC/WIO: causal dilated conv "
            "(rhs_dilation 2, explicit asymmetric padding (4,0)), tanh GELU, stride-2 "
            "conv, relu, max over time, dense, log_softmax")
    return f, [x], note, TOL_F32


def _attention(q, k, v, mask=None):
    """Multi-head attention on [B, T, H, hd] operands."""
    s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(q.shape[-1]).astype(F32)
    if mask is not None:
        s = jnp.where(mask, s, F32(-1e9))
    return jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, axis=-1), v)


def gpt_seq64():
    rs = np.random.RandomState(113)
    V, D, H, T, B, L, M = 128, 64, 4, 64, 2, 2, 256
    hd = D // H
    tok_emb = (rs.randn(V, D) * 0.1).astype(F32)
    pos_emb = (rs.randn(T, D) * 0.1).astype(F32)
    layers = [dict(g1=(1 + 0.1 * rs.randn(D)).astype(F32), b1=vec(rs, D),
                   wqkv=weight(rs, (D, 3 * D), D), wo=weight(rs, (D, D), D),
                   g2=(1 + 0.1 * rs.randn(D)).astype(F32), b2=vec(rs, D),
                   w1=weight(rs, (D, M), D), w2=weight(rs, (M, D), M))
              for _ in range(L)]
    w_out = weight(rs, (D, V), D)

    def f(tokens):
        x = jnp.take(tok_emb, tokens, axis=0) + pos_emb[None]
        mask = jnp.tril(jnp.ones((T, T), dtype=bool))[None, None]
        for p in layers:
            h = layer_norm(x, p["g1"], p["b1"])
            q, k, v = jnp.split(h @ p["wqkv"], 3, axis=-1)
            o = _attention(q.reshape(B, T, H, hd), k.reshape(B, T, H, hd),
                           v.reshape(B, T, H, hd), mask)
            x = x + o.reshape(B, T, D) @ p["wo"]
            h = layer_norm(x, p["g2"], p["b2"])
            x = x + jax.nn.gelu(h @ p["w1"], approximate=True) @ p["w2"]
        return x @ w_out

    tokens = rs.randint(0, V, size=(B, T)).astype(np.int32)
    note = ("weights inlined; 2-layer GPT (vocab 128, d_model 64, 4 heads, MLP 256) "
            "at sequence 64, batch 2: per-head batched dot_generals, causal softmax")
    return f, [tokens], note, TOL_DEEP


def bf16_attention():
    import ml_dtypes
    bf16 = ml_dtypes.bfloat16
    rs = np.random.RandomState(114)
    T, D, H = 128, 128, 4
    hd = D // H
    wq, wk, wv, wo = (weight(rs, (D, D), D).astype(bf16) for _ in range(4))

    def f(x):
        xb = x.astype(jnp.bfloat16)
        def proj(w):
            return jnp.dot(xb, w, preferred_element_type=F32).astype(
                jnp.bfloat16).reshape(T, H, hd)
        q, k, v = proj(wq), proj(wk), proj(wv)
        s = jnp.einsum("qhd,khd->hqk", q, k, preferred_element_type=F32)
        p = jax.nn.softmax(s / np.sqrt(hd).astype(F32), axis=-1)
        o = jnp.einsum("hqk,khd->qhd", p.astype(jnp.bfloat16), v,
                       preferred_element_type=F32)
        return jnp.dot(o.reshape(T, D).astype(jnp.bfloat16), wo,
                       preferred_element_type=F32)

    x = rs.randn(T, D).astype(F32)
    note = ("bf16 weights inlined; single-sequence 4-head self-attention at seq 128 "
            "with bf16 operands and f32 accumulation (preferred_element_type), "
            "softmax in f32, probabilities cast to bf16")
    return f, [x], note, {"rtol": 2e-2, "atol": 2e-2}


def int8_matmul():
    rs = np.random.RandomState(115)
    w = rs.randint(-128, 128, size=(96, 48)).astype(np.int8)
    bias = rs.randint(-2000, 2000, size=(48,)).astype(np.int32)

    def f(x):
        acc = lax.dot(x, w, preferred_element_type=jnp.int32) + bias
        q = jnp.round(acc.astype(F32) * F32(1 / 512.0))
        return acc, jnp.clip(q, -128, 127).astype(jnp.int8)

    x = rs.randint(-128, 128, size=(64, 96)).astype(np.int8)
    note = ("int8 weights inlined; int8 x int8 -> int32 matmul 64x96x48 plus an "
            "int32 bias, requantized to int8 (scale 1/512, round half to even, clip)")
    return f, [x], note, TOL_INT


def fft_filter():
    rs = np.random.RandomState(116)
    n = 256
    freq = np.fft.rfftfreq(n)
    gain = (1.0 / (1.0 + (freq / 0.1) ** 4)).astype(np.complex64)

    def f(x):
        y = jnp.fft.irfft(jnp.fft.rfft(x, axis=-1) * gain, n=n, axis=-1)
        return y, jnp.abs(jnp.fft.rfft(y, axis=-1))

    x = rs.randn(8, n).astype(F32)
    note = ("low-pass filter over 8 signals of 256: rfft, complex gain, irfft, and "
            "the magnitude spectrum of the result")
    return f, [x], note, {"rtol": 1e-4, "atol": 1e-4}


def train_step():
    rs = np.random.RandomState(117)
    B, Din, Dh, C = 32, 64, 128, 10

    def loss_fn(params, x, y):
        w1, b1, w2, b2 = params
        h = jax.nn.relu(x @ w1 + b1)
        logits = h @ w2 + b2
        logp = jax.nn.log_softmax(logits, axis=-1)
        return -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=1))

    def f(w1, b1, w2, b2, x, y):
        loss, grads = jax.value_and_grad(loss_fn)((w1, b1, w2, b2), x, y)
        new = [p - F32(0.1) * g for p, g in zip((w1, b1, w2, b2), grads)]
        return (loss, *new)

    args = [weight(rs, (Din, Dh), Din), vec(rs, Dh), weight(rs, (Dh, C), Dh),
            vec(rs, C), rs.randn(B, Din).astype(F32),
            rs.randint(0, C, size=(B,)).astype(np.int32)]
    note = ("one SGD step of a 2-layer MLP classifier with jax.value_and_grad of "
            "softmax cross-entropy (take_along_axis); parameters are arguments")
    return f, args, note, TOL_F32


def kv_cache_decode():
    rs = np.random.RandomState(118)
    D, H, S, V = 64, 4, 128, 100
    hd = D // H
    wqkv = weight(rs, (D, 3 * D), D)
    wo = weight(rs, (D, D), D)
    w_out = weight(rs, (D, V), D)
    emb = (rs.randn(V, D) * 0.1).astype(F32)

    def f(token, pos, k_cache, v_cache):
        x = jnp.asarray(emb)[token]                                   # D
        q, k, v = jnp.split(x @ wqkv, 3)
        k_cache = lax.dynamic_update_slice(k_cache, k.reshape(H, 1, hd), (0, pos, 0))
        v_cache = lax.dynamic_update_slice(v_cache, v.reshape(H, 1, hd), (0, pos, 0))
        s = jnp.einsum("hd,hsd->hs", q.reshape(H, hd), k_cache) / np.sqrt(hd).astype(F32)
        s = jnp.where(jnp.arange(S)[None, :] <= pos, s, F32(-1e9))
        o = jnp.einsum("hs,hsd->hd", jax.nn.softmax(s, axis=-1), v_cache)
        y = x + o.reshape(D) @ wo
        return y @ w_out, k_cache, v_cache

    k_cache = (rs.randn(H, S, hd) * 0.5).astype(F32)
    v_cache = (rs.randn(H, S, hd) * 0.5).astype(F32)
    args = [np.int32(7), np.int32(40), k_cache, v_cache]
    note = ("one decode step with a KV cache of 128 positions (4 heads): embedding "
            "lookup, cache update by dynamic_update_slice at a scalar position, "
            "attention masked to positions <= pos, logits and both caches out")
    return f, args, note, TOL_F32


def bn_f16():
    rs = np.random.RandomState(119)
    C = 32
    gamma = (1 + 0.1 * rs.randn(C)).astype(np.float16)
    beta = (0.1 * rs.randn(C)).astype(np.float16)

    def f(x):
        m = jnp.mean(x.astype(F32), axis=(0, 1, 2))
        v = jnp.var(x.astype(F32), axis=(0, 1, 2))
        y = (x - m.astype(jnp.float16)) * lax.rsqrt(v + F32(1e-5)).astype(
            jnp.float16) * gamma + beta
        return jax.nn.relu(y)

    x = rs.randn(8, 16, 16, C).astype(np.float16)
    note = ("f16 batch norm with batch statistics accumulated in f32 over NHWC "
            "[8,16,16,32], f16 scale/shift and relu")
    return f, [x], note, {"rtol": 1e-2, "atol": 1e-2}


def conv3d():
    rs = np.random.RandomState(120)
    dn = ("NDHWC", "DHWIO", "NDHWC")
    w1 = weight(rs, (3, 3, 3, 4, 8), 108)
    w2 = weight(rs, (3, 3, 3, 8, 8), 216)

    def f(x):
        y = jax.nn.relu(lax.conv_general_dilated(x, w1, (1, 1, 1), "SAME",
                                                 dimension_numbers=dn))
        y = lax.conv_general_dilated(y, w2, (2, 2, 2), "SAME", dimension_numbers=dn)
        return jnp.mean(jax.nn.relu(y), axis=(1, 2, 3))

    x = rs.randn(2, 8, 16, 16, 4).astype(F32)
    note = ("weights inlined; 3-D convs NDHWC/DHWIO: 3x3x3 SAME to 8 channels, relu, "
            "3x3x3 stride 2, relu, global mean pool")
    return f, [x], note, TOL_F32


def while_loop():
    rs = np.random.RandomState(121)
    A = rs.randn(16, 16).astype(F32)
    A = (A @ A.T / 16 + np.eye(16)).astype(F32)

    def f(b):
        # Jacobi iterations until the residual is small (data-dependent trip
        # count), then a fixed fori_loop of power iterations.
        d = jnp.diag(A)

        def cond(state):
            x, it = state
            r = b - A @ x
            return jnp.logical_and(jnp.max(jnp.abs(r)) > 1e-4, it < 200)

        def body(state):
            x, it = state
            return x + (b - A @ x) / d * F32(0.5), it + 1

        x, iters = lax.while_loop(cond, body, (jnp.zeros_like(b), jnp.int32(0)))
        v = lax.fori_loop(0, 20, lambda i, v: (A @ v) / jnp.linalg.norm(A @ v),
                          jnp.ones(16, F32))
        return x, iters, v

    b = rs.randn(16).astype(F32)
    note = ("lax.while_loop with a data-dependent trip count (damped Jacobi until "
            "the residual is below 1e-4, int32 iteration count out) and a 20-step "
            "fori_loop of power iteration")
    return f, [b], note, TOL_F32


def scan_layers():
    # A layer stack as lax.scan over stacked weights (what flax's nn.scan
    # and remat'd transformers export): a 256-wide matmul per step, large
    # enough that each step should run as parallel dispatches.
    rs = np.random.RandomState(131)
    ws = (rs.randn(6, 256, 256) / 16).astype(F32)
    bs = (0.1 * rs.randn(6, 256)).astype(F32)

    def f(x, ws, bs):
        def layer(h, wb):
            w, b = wb
            h = jax.nn.gelu(h @ w + b)
            h = jnp.where(jnp.mean(h) > 0, h, -h)
            return h, jnp.max(h, axis=1)
        h, peaks = lax.scan(layer, x, (ws, bs))
        return h, peaks

    x = rs.randn(128, 256).astype(F32)
    note = ("6-layer stack via lax.scan over stacked [6,256,256] weights "
            "(args), gelu and a data-dependent sign flip per layer, per-layer "
            "row maxima stacked out")
    return f, [x, ws, bs], note, TOL_F32


def encoder():
    rs = np.random.RandomState(122)
    T, D, H, M, B = 32, 64, 4, 256, 2
    hd = D // H
    p = dict(wqkv=weight(rs, (D, 3 * D), D), wo=weight(rs, (D, D), D),
             g1=(1 + 0.1 * rs.randn(D)).astype(F32), b1=vec(rs, D),
             w1=weight(rs, (D, M), D), w2=weight(rs, (M, D), M),
             g2=(1 + 0.1 * rs.randn(D)).astype(F32), b2=vec(rs, D))

    def f(x, lengths):
        valid = jnp.arange(T)[None, :] < lengths[:, None]             # B x T
        q, k, v = jnp.split(x @ p["wqkv"], 3, axis=-1)
        o = _attention(q.reshape(B, T, H, hd), k.reshape(B, T, H, hd),
                       v.reshape(B, T, H, hd), valid[:, None, None, :])
        x = layer_norm(x + o.reshape(B, T, D) @ p["wo"], p["g1"], p["b1"])
        x = layer_norm(x + jax.nn.gelu(x @ p["w1"], approximate=False) @ p["w2"],
                       p["g2"], p["b2"])
        pooled = jnp.sum(jnp.where(valid[..., None], x, 0), axis=1) / lengths[:, None]
        return x, pooled

    x = rs.randn(B, T, D).astype(F32)
    lengths = np.array([32, 19], dtype=np.int32)
    note = ("weights inlined; bidirectional encoder layer (BERT-like, post-norm, "
            "4 heads, erf GELU) over batch 2 x seq 32 with a padding mask from "
            "int32 lengths, masked mean pool")
    return f, [x, lengths], note, TOL_DEEP


MODELS = [
    ("gpt_decoder", gpt_decoder),
    ("mobilenet_block", mobilenet_block),
    ("lstm_scan", lstm_scan),
    ("gru_scan", gru_scan),
    ("unet_block", unet_block),
    ("vit_block", vit_block),
    ("sort_ops", sort_ops),
    ("scatter_ops", scatter_ops),
    ("bn_cnn_nchw", bn_cnn_nchw),
    ("image_ops", image_ops),
    ("moe_router", moe_router),
    ("conv1d_tcn", conv1d_tcn),
    ("gpt_seq64", gpt_seq64),
    ("bf16_attention", bf16_attention),
    ("int8_matmul", int8_matmul),
    ("fft_filter", fft_filter),
    ("train_step", train_step),
    ("kv_cache_decode", kv_cache_decode),
    ("bn_f16", bn_f16),
    ("conv3d", conv3d),
    ("while_loop", while_loop),
    ("encoder", encoder),
    ("scan_layers", scan_layers),
] + MORE_MODELS + LOOP_MODELS

OP_RE = re.compile(r"\b((?:stablehlo|chlo)\.[a-z_0-9]+)")


def main_arity(text):
    """Number of arguments and results of @main in the pretty text."""
    m = re.search(r"func\.func public @main\((.*)\)\s*->\s*(.*)\{\s*$", text, re.M)
    if not m:
        return None, None
    nargs = len(re.findall(r"%arg\d+:", m.group(1)))
    nres = len(re.findall(r"tensor<", re.sub(r"\{[^}]*\}", "", m.group(2))))
    return nargs, nres


def generic_form(lowered, text, name):
    try:
        module = lowered.compiler_ir("stablehlo")
        return module.operation.get_asm(print_generic_op_form=True)
    except Exception as e:  # noqa: BLE001
        print(f"  [{name}] generic via compiler_ir().operation.get_asm failed: {e!r}")
    try:
        from jax._src.interpreters import mlir as jmlir
        from jax._src.lib.mlir import ir
        with jmlir.make_ir_context():
            module = ir.Module.parse(text)
            return module.operation.get_asm(print_generic_op_form=True)
    except Exception as e:  # noqa: BLE001
        print(f"  [{name}] generic via re-parsing the text failed: {e!r}")
    return None


def check_generic_parses(lowered, generic, name):
    try:
        from jax._src.lib.mlir import ir
        ctx = lowered.compiler_ir("stablehlo").context
        ir.Module.parse(generic, context=ctx)
        return True
    except Exception as e:  # noqa: BLE001
        print(f"  [{name}] warning: generic form did not re-parse: {e!r}")
        return False


def lower_program(name, jitted, args):
    """Lowers `jitted` for `args`: the lowering, its text (the pretty form)
    and @main's result count. Refuses a @main whose arguments are not `args`
    (constants not inlined); warns about custom_calls."""
    lowered = jitted.lower(*args)
    text = lowered.as_text()
    nargs, nres = main_arity(text)
    if nargs != len(args):
        raise RuntimeError(f"@main takes {nargs} arguments, expected {len(args)} "
                           "(constants not inlined?)")
    if "custom_call" in text:
        print(f"  [{name}] warning: program has a custom_call: " +
              ", ".join(sorted(set(re.findall(r"custom_call @?[\w.]+", text)))))
    return lowered, text, nres


def program_meta(name, kind, note, args, leaves, text, tol):
    """meta.json's common fields (corpus folder format)."""
    return {
        "name": name,
        "kind": kind,
        "note": note,
        "inputs": [[list(a.shape), str(a.dtype)] for a in args],
        "outputs": [[list(o.shape), str(o.dtype)] for o in leaves],
        "bytes": len(text.encode()),
        "tolerance": dict(tol),
        "jax": jax.__version__,
    }


def write_program_folder(outdir, name, text, generic, args, leaves, meta):
    """One program folder: program.mlir, program.generic.mlir (when there is
    one), in*.npy, out*.npy and meta.json."""
    d = os.path.join(outdir, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "program.mlir"), "w") as f:
        f.write(text)
    if generic is not None:
        with open(os.path.join(d, "program.generic.mlir"), "w") as f:
            f.write(generic if generic.endswith("\n") else generic + "\n")
    for i, a in enumerate(args):
        np.save(os.path.join(d, f"in{i}.npy"), np.array(a, order="C"))
    for i, o in enumerate(leaves):
        np.save(os.path.join(d, f"out{i}.npy"), np.array(o, order="C"))
    with open(os.path.join(d, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)


def export(outdir, name, build):
    t0 = time.time()
    fn, args, note, tol, *rest = build()
    jit_kwargs = rest[0] if rest else {}
    args = [np.asarray(a) for a in args]
    if PLATFORM == "cuda":
        name += "_cuda"
        note += " (lowered for CUDA; XLA:CPU's outputs)"
    lowered, text, nres = lower_program(name, jax.jit(fn, **jit_kwargs), args)
    generic = generic_form(lowered, text, name)
    if generic is not None:
        check_generic_parses(lowered, generic, name)

    if PLATFORM == "cuda":
        # XLA:GPU computes f32 matmuls in TF32 by default; the expected
        # outputs are the CPU's (the same function, full f32).
        cpu = jax.devices("cpu")[0]
        outs = jax.jit(fn, **jit_kwargs)(*[jax.device_put(a, cpu) for a in args])
    else:
        outs = lowered.compile()(*args)
    leaves = [np.asarray(o) for o in jax.tree_util.tree_leaves(outs)]
    if nres is not None and nres != len(leaves):
        print(f"  [{name}] warning: @main has {nres} results, got {len(leaves)}")
    for i, o in enumerate(leaves):
        if o.dtype.kind == "f" and not np.all(np.isfinite(o)):
            raise RuntimeError(f"output {i} has non-finite values")
    # The jitted call must agree with the compiled executable.
    run_args = args
    if PLATFORM == "cuda":
        run_args = [jax.device_put(a, jax.devices("cpu")[0]) for a in args]
    again = [np.asarray(o) for o in
             jax.tree_util.tree_leaves(jax.jit(fn, **jit_kwargs)(*run_args))]
    for i, (a, b) in enumerate(zip(leaves, again)):
        if not np.array_equal(a, b):
            print(f"  [{name}] warning: output {i} differs between runs")

    if all(o.dtype.kind in "iub" for o in leaves):
        tol = TOL_INT
    meta = program_meta(name, "model", note, args, leaves, text, tol)
    write_program_folder(outdir, name, text, generic, args, leaves, meta)
    ops = sorted(set(OP_RE.findall(text)))
    print(f"{name}: ok ({time.time() - t0:.1f}s) bytes={len(text.encode())} "
          f"generic={'yes' if generic is not None else 'NO'} "
          f"inputs={meta['inputs']} outputs={meta['outputs']} "
          f"ops({len(ops)})={','.join(ops)}",
          flush=True)
    return ops


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    outdir = sys.argv[1]
    only = set(sys.argv[2:])
    os.makedirs(outdir, exist_ok=True)
    print(f"jax {jax.__version__}, numpy {np.__version__}, "
          f"devices {jax.devices()}", flush=True)
    failed = []
    for name, build in MODELS:
        if only and name not in only:
            continue
        try:
            export(outdir, name, build)
        except Exception as e:  # noqa: BLE001
            failed.append(name)
            print(f"{name}: FAIL {e!r}", flush=True)
            traceback.print_exc()
    print(f"done: {len([m for m, _ in MODELS if not only or m in only]) - len(failed)} ok, "
          f"{len(failed)} failed {failed}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
