#!/usr/bin/env python3
"""Exports Strata's own shape-polymorphic JAX programs (issue 15) in the
corpus folder format, next to ../shared/corpus/dynamic.

usage: export_dynamic.py OUTDIR [FAMILY ...]

Each family is one function exported once with jax.export and symbolic
dimensions (platform cpu), then run by jax.jit at two or more sizes; one
folder per size, `<family>_<tag>`, each with the same program text:

  program.mlir          the exported module (Exported.mlir_module())
  in0.npy ... inN.npy   the arguments at that size
  out0.npy ... outM.npy XLA:CPU's results
  meta.json             name, kind ("dynamic"), note, symbolic (the shape
                        specs), sizes, inputs, outputs, tolerance, jax

`static` twins (kind "static") are the same function exported with every
dimension static, for the static-vs-dynamic benchmark of issue 15.

Needs JAX (written against jax 0.11.2); runs for the CPU platform
(JAX_PLATFORMS=cpu) so the programs carry no CUDA custom calls.
"""
import json
import os
import sys
import traceback
import zlib

os.environ["JAX_PLATFORMS"] = "cpu"

import numpy as np  # noqa: E402
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402

try:
    # Keep closed-over weights inline in the module, as the corpus has them.
    jax.config.update("jax_use_simplified_jaxpr_constants", False)
except Exception:  # noqa: BLE001
    pass

F32 = np.float32
TOL = {"rtol": 1e-4, "atol": 1e-5}
TOL_DEEP = {"rtol": 1e-3, "atol": 1e-4}


def weight(rs, shape, fan_in):
    return (rs.randn(*shape) / np.sqrt(fan_in)).astype(F32)


def layer_norm(x, g, b):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) * lax.rsqrt(v + 1e-5) * g + b


# Each family: (fn, [(spec, dtype)], {tag: sizes}, make_args(sizes, rs),
# note, tolerance). `sizes` maps the symbols to values.

def conv_nchw():
    rs = np.random.RandomState(201)
    w = weight(rs, (8, 3, 3, 3), 27)
    b = (rs.randn(8) * 0.1).astype(F32)

    def fn(x):
        y = lax.conv_general_dilated(x, w, (2, 2), "VALID",
                                     dimension_numbers=("NCHW", "OIHW",
                                                        "NCHW"))
        return jax.nn.relu(y + b[None, :, None, None])

    return (fn, [("b, 3, 13, 13", F32)], {"b1": {"b": 1}, "b6": {"b": 6}},
            lambda s, r: [r.randn(s["b"], 3, 13, 13).astype(F32)],
            "conv NCHW/OIHW 3x3 stride 2 VALID + bias + relu over batch b",
            TOL)


def conv_nhwc_spatial():
    rs = np.random.RandomState(202)
    w = weight(rs, (3, 3, 3, 8), 27)

    def fn(x):
        y = lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO",
                                                        "NHWC"))
        y = jax.nn.relu(y)
        return y.mean(axis=(1, 2)), y.max(axis=(1, 2))

    return (fn, [("2, h, w, 3", F32)],
            {"h8w8": {"h": 8, "w": 8}, "h11w5": {"h": 11, "w": 5}},
            lambda s, r: [r.randn(2, s["h"], s["w"], 3).astype(F32)],
            "conv NHWC/HWIO 3x3 SAME over symbolic height h and width w, "
            "relu, global mean and max pool (reductions over h and w)", TOL)


def transformer_block():
    rs = np.random.RandomState(203)
    D, H, M = 32, 4, 64
    hd = D // H
    p = dict(g1=(1 + 0.1 * rs.randn(D)).astype(F32),
             b1=(0.1 * rs.randn(D)).astype(F32),
             wqkv=weight(rs, (D, 3 * D), D), wo=weight(rs, (D, D), D),
             g2=(1 + 0.1 * rs.randn(D)).astype(F32),
             b2=(0.1 * rs.randn(D)).astype(F32),
             w1=weight(rs, (D, M), D), w2=weight(rs, (M, D), M))

    def fn(x):
        B, S = x.shape[0], x.shape[1]
        h = layer_norm(x, p["g1"], p["b1"])
        q, k, v = jnp.split(h @ p["wqkv"], 3, axis=-1)
        q = q.reshape(B, S, H, hd)
        k = k.reshape(B, S, H, hd)
        v = v.reshape(B, S, H, hd)
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(hd).astype(F32)
        mask = jnp.arange(S)[:, None] >= jnp.arange(S)[None, :]
        s = jnp.where(mask[None, None], s, F32(-1e9))
        o = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, axis=-1), v)
        x = x + o.reshape(B, S, D) @ p["wo"]
        h = layer_norm(x, p["g2"], p["b2"])
        return x + jax.nn.gelu(h @ p["w1"], approximate=True) @ p["w2"]

    return (fn, [("2, s, 32", F32)], {"s5": {"s": 5}, "s19": {"s": 19}},
            lambda s, r: [r.randn(2, s["s"], 32).astype(F32)],
            "pre-norm transformer block over sequence s: layer norm, 4-head "
            "causal attention (mask from iota over s), tanh-GELU MLP, "
            "residuals", TOL_DEEP)


def reductions():
    def fn(x):
        return (x.sum(0), x.max(0), x.mean(), jnp.argmax(x, axis=0),
                (x * x).sum(1))

    return (fn, [("b, 6", F32)], {"b1": {"b": 1}, "b9": {"b": 9}},
            lambda s, r: [r.randn(s["b"], 6).astype(F32)],
            "reductions over the symbolic dimension b (sum, max, mean over "
            "all, argmax) and along the static one", TOL)


def while_loop():
    def fn(x):
        n = x.shape[0]

        def body(i, c):
            row = lax.dynamic_slice_in_dim(x, i, 1, axis=0)[0]
            return c * F32(0.9) + row

        return lax.fori_loop(0, n, body, jnp.zeros((4,), F32))

    return (fn, [("n, 4", F32)], {"n3": {"n": 3}, "n10": {"n": 10}},
            lambda s, r: [r.randn(s["n"], 4).astype(F32)],
            "while loop whose trip count is the symbolic dimension n, "
            "slicing row i of the input each step", TOL)


def reshape_slice_iota():
    def fn(x):
        b = x.shape[0]
        y = x.reshape(b * 2, 4)
        z = y[1:] * 2.0
        pos = jnp.arange(b * 2 - 1, dtype=F32)[:, None]
        return z + pos, jnp.transpose(x)

    return (fn, [("b, 8", F32)], {"b2": {"b": 2}, "b5": {"b": 5}},
            lambda s, r: [r.randn(s["b"], 8).astype(F32)],
            "reshape to (2*b, 4), slice from 1 (derived dims), iota over "
            "2*b-1, transpose", TOL)


def gather_rows():
    def fn(table, idx):
        return jnp.take(table, idx, axis=0, mode="clip") * 2.0

    def make(s, r):
        return [r.randn(s["b"], 16).astype(F32),
                r.randint(0, s["b"], size=(s["k"],)).astype(np.int32)]

    return (fn, [("b, 16", F32), ("k", np.int32)],
            {"b4k3": {"b": 4, "k": 3}, "b9k12": {"b": 9, "k": 12}},
            make, "row gather: k int32 indices (symbolic k) into a table of "
            "b rows (symbolic b)", TOL)


def mlp():
    rs = np.random.RandomState(204)
    w1, b1 = weight(rs, (64, 128), 64), (0.1 * rs.randn(128)).astype(F32)
    w2, b2 = weight(rs, (128, 10), 128), (0.1 * rs.randn(10)).astype(F32)

    def fn(x):
        return jax.nn.softmax(jax.nn.relu(x @ w1 + b1) @ w2 + b2, axis=-1)

    return (fn, [("b, 64", F32)], {"b1": {"b": 1}, "b64": {"b": 64}},
            lambda s, r: [r.randn(s["b"], 64).astype(F32)],
            "MLP 64-128-10 with softmax over batch b (the issue-15 "
            "benchmark; static twins: static_mlp_b1, static_mlp_b64)", TOL)


def batch_seq():
    rs = np.random.RandomState(205)
    g, bb = (1 + 0.1 * rs.randn(24)).astype(F32), (0.1 * rs.randn(24)).astype(F32)
    w = weight(rs, (24, 24), 24)

    def fn(x):
        h = layer_norm(x, g, bb)
        s = jnp.einsum("bqd,bkd->bqk", h, h) / np.sqrt(24).astype(F32)
        o = jnp.einsum("bqk,bkd->bqd", jax.nn.softmax(s, axis=-1), h @ w)
        padded = jnp.pad(o, ((0, 0), (1, 2), (0, 0)))
        both = jnp.concatenate([x, o], axis=1)
        return padded, both.mean(axis=(0, 1)), jnp.max(s, axis=(0, 2))

    return (fn, [("b, s, 24", F32)],
            {"b2s5": {"b": 2, "s": 5}, "b3s70": {"b": 3, "s": 70},
             "b1s1": {"b": 1, "s": 1}},
            lambda s, r: [r.randn(s["b"], s["s"], 24).astype(F32)],
            "two symbols b and s: layer norm, softmax attention over s "
            "(s x s scores), pad along s (s + 3), concatenation (2 s), "
            "means and maxima over both symbols", TOL_DEEP)


def elementwise_2d():
    def fn(x, y):
        z = jnp.tanh(x) * 2.0 + y.T
        return z, z.sum(axis=0), z.max(axis=1), jnp.transpose(z) - 1.0

    def make(s, r):
        return [r.randn(s["m"], s["n"]).astype(F32),
                r.randn(s["n"], s["m"]).astype(F32)]

    return (fn, [("m, n", F32), ("n, m", F32)],
            {"m1n1": {"m": 1, "n": 1}, "m67n129": {"m": 67, "n": 129},
             "m300n5": {"m": 300, "n": 5}},
            make, "every dim symbolic: elementwise with a transposed operand, "
            "column and row reductions, transpose (partial tiles in two "
            "dims, strides from the push constants)", TOL)


def scan_sort():
    def fn(x):
        c = jnp.cumsum(x, axis=0)
        m = lax.cummax(x, axis=0)
        s = jnp.sort(x, axis=0)
        top, idx = lax.top_k(x, 2)
        return c, m, s, top, idx

    return (fn, [("n, 3", F32)],
            {"n1": {"n": 1}, "n7": {"n": 7}, "n40": {"n": 40}},
            lambda s, r: [r.randn(s["n"], 3).astype(F32)],
            "scans and sort along the symbolic dimension n (cumsum, cummax, "
            "sort over n), top-2 of each of the n rows", TOL)


def cumulative():
    # Cumulative ops and pooling over a symbolic dim: reduce_window with
    # windows and padding computed from n (custom_call
    # @stablehlo.dynamic_reduce_window in the export).
    def fn(x):
        pooled = lax.reduce_window(x, -jnp.inf, lax.max, (2, 1), (1, 1),
                                   ((1, 0), (0, 0)))
        return (jnp.cumsum(x, axis=0), lax.cummax(x, axis=0),
                lax.cumprod(1.0 + 0.1 * x, axis=0), pooled)

    return (fn, [("n, 3", F32)],
            {"n1": {"n": 1}, "n7": {"n": 7}, "n40": {"n": 40}},
            lambda s, r: [r.randn(s["n"], 3).astype(F32)],
            "cumsum, cummax, cumprod and a max pool along the symbolic "
            "dimension n (dynamic_reduce_window)", TOL)


def scatter_update():
    def fn(table, idx, upd):
        t = table.at[idx].add(upd)
        return t, jnp.take(t, idx, axis=0, mode="clip").sum(axis=1)

    def make(s, r):
        return [r.randn(s["b"], 5).astype(F32),
                r.randint(0, s["b"], size=(s["k"],)).astype(np.int32),
                r.randn(s["k"], 5).astype(F32)]

    return (fn, [("b, 5", F32), ("k", np.int32), ("k, 5", F32)],
            {"b3k2": {"b": 3, "k": 2}, "b10k17": {"b": 10, "k": 17}},
            make, "scatter-add of k symbolic rows into a table of b symbolic "
            "rows (repeated indices), then a gather of the same rows", TOL)


def lstm_scan():
    rs = np.random.RandomState(206)
    H, D = 8, 4
    wx, wh = weight(rs, (D, 4 * H), D), weight(rs, (H, 4 * H), H)
    bias = (0.1 * rs.randn(4 * H)).astype(F32)

    def fn(xs):
        def cell(carry, x):
            h, c = carry
            z = x @ wx + h @ wh + bias
            i, f, g, o = jnp.split(z, 4, axis=-1)
            c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
            h = jax.nn.sigmoid(o) * jnp.tanh(c)
            return (h, c), h

        init = (jnp.zeros((xs.shape[1], H), F32), jnp.zeros((xs.shape[1], H), F32))
        (h, c), hs = lax.scan(cell, init, xs)
        return hs, h

    return (fn, [("s, b, 4", F32)],
            {"s1b2": {"s": 1, "b": 2}, "s9b3": {"s": 9, "b": 3}},
            lambda s, r: [r.randn(s["s"], s["b"], 4).astype(F32)],
            "LSTM over a symbolic sequence length s and batch b (lax.scan: "
            "a while loop with dynamic_slice / dynamic_update_slice)",
            TOL_DEEP)


def cnn_batchnorm():
    rs = np.random.RandomState(207)
    w = weight(rs, (3, 3, 3, 6), 27)
    mean, var = (0.1 * rs.randn(6)).astype(F32), (1 + 0.1 * rs.rand(6)).astype(F32)
    g, bb = (1 + 0.1 * rs.randn(6)).astype(F32), (0.1 * rs.randn(6)).astype(F32)

    def fn(x):
        y = lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = (y - mean) * lax.rsqrt(var + 1e-5) * g + bb
        y = jax.nn.relu(y)
        y = lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1),
                              "VALID")
        return y.mean(axis=(1, 2)), y.max()

    return (fn, [("b, 8, 8, 3", F32)],
            {"b1": {"b": 1}, "b5": {"b": 5}},
            lambda s, r: [r.randn(s["b"], 8, 8, 3).astype(F32)],
            "NHWC conv SAME + batch norm (inference) + relu + 2x2 max pool "
            "over a symbolic batch, then means and a global max", TOL)


FAMILIES = [
    ("dyn_conv_nchw", conv_nchw),
    ("dyn_conv_nhwc_spatial", conv_nhwc_spatial),
    ("dyn_transformer_block", transformer_block),
    ("dyn_reductions", reductions),
    ("dyn_while", while_loop),
    ("dyn_reshape_slice_iota", reshape_slice_iota),
    ("dyn_gather_rows", gather_rows),
    ("dyn_mlp_bench", mlp),
    ("dyn_batch_seq", batch_seq),
    ("dyn_elementwise_2d", elementwise_2d),
    ("dyn_scan_sort", scan_sort),
    ("dyn_scatter_update", scatter_update),
    ("dyn_cumulative", cumulative),
    ("dyn_lstm_scan", lstm_scan),
    ("dyn_cnn_batchnorm", cnn_batchnorm),
]


# Families exported only when named (`export_dynamic.py OUT dyn_lstm_scan`):
# they do not compile yet, with the reason.
NOT_IN_SUITE = {
    "dyn_lstm_scan": "the scan's carried state is recomputed each step, so "
                     "dispatch formation cannot prove its symbolic dims "
                     "stay those of the initial state",
}


def shapes_of(args):
    return [[list(a.shape), str(a.dtype)] for a in args]


def write(d, text, args, outs, meta):
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "program.mlir"), "w") as f:
        f.write(text)
    for i, a in enumerate(args):
        # np.array keeps a 0-d array 0-d (ascontiguousarray makes it 1-d).
        np.save(os.path.join(d, f"in{i}.npy"), np.array(a, order="C"))
    for i, o in enumerate(outs):
        np.save(os.path.join(d, f"out{i}.npy"), np.array(o, order="C"))
    meta = dict(meta, inputs=shapes_of(args), outputs=shapes_of(outs),
                jax=jax.__version__)
    with open(os.path.join(d, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)


def export_family(outdir, name, build):
    fn, specs, sizes, make_args, note, tol = build()
    symbols = ",".join(sorted({t.strip() for spec, _ in specs
                               for t in spec.split(",")
                               if not t.strip().isdigit()}))
    syms = jax.export.symbolic_shape(symbols)
    env = dict(zip(sorted({t.strip() for spec, _ in specs
                           for t in spec.split(",")
                           if not t.strip().isdigit()}), syms))
    avals = [jax.ShapeDtypeStruct(
        tuple(env[t.strip()] if not t.strip().isdigit() else int(t)
              for t in spec.split(",")), dtype) for spec, dtype in specs]
    exported = jax.export.export(jax.jit(fn), platforms=["cpu"])(*avals)
    text = exported.mlir_module()
    for tag, size in sizes.items():
        rs = np.random.RandomState(zlib.crc32(f"{name}_{tag}".encode()))
        args = make_args(size, rs)
        outs = [np.asarray(o) for o in
                jax.tree_util.tree_leaves(jax.jit(fn)(*args))]
        again = [np.asarray(o) for o in
                 jax.tree_util.tree_leaves(exported.call(*args))]
        for i, (a, b) in enumerate(zip(outs, again)):
            np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6,
                                       err_msg=f"{name}_{tag} output {i}")
        t = TOL if all(o.dtype.kind == "f" for o in outs) else (
            tol if any(o.dtype.kind == "f" for o in outs) else
            {"rtol": 0, "atol": 0})
        write(os.path.join(outdir, f"{name}_{tag}"), text, args, outs,
              {"name": f"{name}_{tag}", "kind": "dynamic", "note": note,
               "symbolic": [s for s, _ in specs], "sizes": size,
               "tolerance": tol if t is TOL else t})
        print(f"{name}_{tag}: ok inputs={shapes_of(args)} "
              f"outputs={shapes_of(outs)}", flush=True)
        if name == "dyn_mlp_bench":
            static = jax.jit(fn).lower(*args).as_text()
            write(os.path.join(outdir, f"static_mlp_{tag}"), static, args,
                  outs, {"name": f"static_mlp_{tag}", "kind": "static",
                         "note": "dyn_mlp_bench's function with static "
                                 "shapes", "tolerance": tol})
    ops = sorted(set(w for w in text.split() if w.startswith("stablehlo.")))
    print(f"{name}: ops {','.join(ops)}", flush=True)


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    outdir, only = sys.argv[1], set(sys.argv[2:])
    failed = []
    for name, build in FAMILIES:
        if (only and name not in only) or (not only and name in NOT_IN_SUITE):
            continue
        try:
            export_family(outdir, name, build)
        except Exception as e:  # noqa: BLE001
            failed.append(name)
            print(f"{name}: FAIL {e!r}", flush=True)
            traceback.print_exc()
    print(f"done, failed: {failed}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
