#!/usr/bin/env python3
"""The contractions of a transformer layer at model scale, and bare matmuls.

Each program is a StableHLO function (written out by `programs.py mlir DIR`,
compiled here for vulkan-spirv by stage.sh) and its jax.numpy twin (timed by
XLA on the GPU machine by run.sh through `programs.py xla ...`). The forms
are those dispatch formation makes of a JAX GPT layer (8 x 512 tokens,
d 1024, 16 heads of 64): the QKV projection with LayerNorm's scale and shift
fused into its operand, attention scores with the heads between sequence and
features (bqhd,bkhd->bhqk) scaled and causally masked, P V with the softmax's
division fused into P, the MLP's up projection with bias and GELU; each in
f32 and with bf16 operands (f32 accumulation, bf16 results, as JAX's default
precision computes them); and 4096^3 matmuls in f32, bf16 and int8.

usage: programs.py mlir OUTDIR        StableHLO programs + meta.json (FLOPs)
       programs.py inputs NAME OUTDIR deterministic inputs as .npy (numpy)
       programs.py xla NAME INDIR OUTDIR [--time]
                                      XLA's outputs (precision "highest" for
                                      f32) and, with --time, its ms per call
                                      at default and highest precision (JSON
                                      on stdout)
"""
import json
import os
import sys

B, S, D, H, HD, F = 8, 512, 1024, 16, 64, 4096
M4 = 4096


def t(shape, dtype):
    return "tensor<%sx%s>" % ("x".join(map(str, shape)), dtype)


def ln_qkv(dt):
    x, v, w = t((B, S, D), dt), t((B, S), "f32"), t((D, 3 * D), dt)
    g, b, bias = t((D,), dt), t((D,), dt), t((3 * D,), "f32")
    xf = t((B, S, D), "f32")
    out = t((B, S, 3 * D), "f32")
    cvt = (lambda n, s, shp: f"  %{n}f = stablehlo.convert %{n} : ({t(shp, dt)}) -> {t(shp, 'f32')}\n") \
        if dt != "f32" else (lambda n, s, shp: f"  %{n}f = stablehlo.add %{n}, %{n}z : {t(shp, 'f32')}\n")
    zeros = "" if dt != "f32" else "".join(
        f"  %{n}z = stablehlo.constant dense<0.0> : {t(shp, 'f32')}\n"
        for n, shp in (("x", (B, S, D)), ("g", (D,)), ("b", (D,))))
    res_t = t((B, S, 3 * D), dt)
    body = f"""func.func @main(%x: {x}, %var: {v}, %g: {t((D,), dt)}, %b: {t((D,), dt)}, %w: {w}, %bias: {bias}) -> {res_t} {{
{zeros}{cvt('x', 0, (B, S, D))}{cvt('g', 0, (D,))}{cvt('b', 0, (D,))}  %eps = stablehlo.constant dense<1.0e-5> : {v}
  %ve = stablehlo.add %var, %eps : {v}
  %rs = stablehlo.rsqrt %ve : {v}
  %r = stablehlo.broadcast_in_dim %rs, dims = [0, 1] : ({v}) -> {xf}
  %gb = stablehlo.broadcast_in_dim %gf, dims = [2] : ({t((D,), 'f32')}) -> {xf}
  %bb = stablehlo.broadcast_in_dim %bf, dims = [2] : ({t((D,), 'f32')}) -> {xf}
  %n = stablehlo.multiply %xf, %r : {xf}
  %s = stablehlo.multiply %n, %gb : {xf}
  %xn = stablehlo.add %s, %bb : {xf}
  %xd = stablehlo.convert %xn : ({xf}) -> {x}
  %y = stablehlo.dot_general %xd, %w, contracting_dims = [2] x [0] : ({x}, {w}) -> {out}
  %biasb = stablehlo.broadcast_in_dim %bias, dims = [2] : ({bias}) -> {out}
  %yb = stablehlo.add %y, %biasb : {out}
  %res = stablehlo.convert %yb : ({out}) -> {res_t}
  return %res : {res_t}
}}
"""
    return body, 2 * B * S * D * 3 * D


def scores(dt):
    q = t((B, S, H, HD), dt)
    s = t((B, H, S, S), "f32")
    res_t = t((B, H, S, S), dt)
    return f"""func.func @main(%q: {q}, %k: {q}) -> {res_t} {{
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : ({q}, {q}) -> {s}
  %c = stablehlo.constant dense<0.125> : {s}
  %scaled = stablehlo.multiply %s, %c : {s}
  %qi = stablehlo.iota dim = 2 : {t((B, H, S, S), 'i32')}
  %ki = stablehlo.iota dim = 3 : {t((B, H, S, S), 'i32')}
  %keep = stablehlo.compare GE, %qi, %ki : ({t((B, H, S, S), 'i32')}, {t((B, H, S, S), 'i32')}) -> {t((B, H, S, S), 'i1')}
  %neg = stablehlo.constant dense<-1.0e9> : {s}
  %m = stablehlo.select %keep, %scaled, %neg : {t((B, H, S, S), 'i1')}, {s}
  %res = stablehlo.convert %m : ({s}) -> {res_t}
  return %res : {res_t}
}}
""", 2 * B * H * S * S * HD


def pv(dt):
    p, tot, v = t((B, H, S, S), dt), t((B, H, S), "f32"), t((B, S, H, HD), dt)
    pf = t((B, H, S, S), "f32")
    o = t((B, H, S, HD), "f32")
    r = t((B, S, H, HD), "f32")
    res_t = t((B, S, H, HD), dt)
    return f"""func.func @main(%p: {p}, %total: {tot}, %v: {v}) -> {res_t} {{
  %pc = stablehlo.convert %p : ({p}) -> {pf}
  %tb = stablehlo.broadcast_in_dim %total, dims = [0, 1, 2] : ({tot}) -> {pf}
  %pn = stablehlo.divide %pc, %tb : {pf}
  %pd = stablehlo.convert %pn : ({pf}) -> {p}
  %o = stablehlo.dot_general %pd, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : ({p}, {v}) -> {o}
  %r = stablehlo.transpose %o, dims = [0, 2, 1, 3] : ({o}) -> {r}
  %res = stablehlo.convert %r : ({r}) -> {res_t}
  return %res : {res_t}
}}
""", 2 * B * H * S * S * HD


def mlp_up(dt):
    x, w, b = t((B * S, D), dt), t((D, F), dt), t((F,), "f32")
    y = t((B * S, F), "f32")
    res_t = t((B * S, F), dt)
    return f"""func.func @main(%x: {x}, %w: {w}, %b: {b}) -> {res_t} {{
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : ({x}, {w}) -> {y}
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : ({b}) -> {y}
  %z = stablehlo.add %y, %bb : {y}
  %c3 = stablehlo.constant dense<0.044715> : {y}
  %c1 = stablehlo.constant dense<0.797884583> : {y}
  %half = stablehlo.constant dense<0.5> : {y}
  %one = stablehlo.constant dense<1.0> : {y}
  %z2 = stablehlo.multiply %z, %z : {y}
  %z3 = stablehlo.multiply %z2, %z : {y}
  %a = stablehlo.multiply %z3, %c3 : {y}
  %inner = stablehlo.add %z, %a : {y}
  %u = stablehlo.multiply %inner, %c1 : {y}
  %th = stablehlo.tanh %u : {y}
  %op = stablehlo.add %th, %one : {y}
  %hz = stablehlo.multiply %z, %half : {y}
  %g = stablehlo.multiply %hz, %op : {y}
  %res = stablehlo.convert %g : ({y}) -> {res_t}
  return %res : {res_t}
}}
""", 2 * B * S * D * F


def matmul(dt):
    acc = "i32" if dt == "i8" else "f32"
    a, r = t((M4, M4), dt), t((M4, M4), acc)
    return f"""func.func @main(%a: {a}, %b: {a}) -> {r} {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : ({a}, {a}) -> {r}
  return %0 : {r}
}}
""", 2 * M4 ** 3


PROGRAMS = {}
for dt, suffix in (("f32", "f32"), ("bf16", "bf16")):
    PROGRAMS[f"ln_qkv_{suffix}"] = (ln_qkv, dt)
    PROGRAMS[f"scores_{suffix}"] = (scores, dt)
    PROGRAMS[f"pv_{suffix}"] = (pv, dt)
    PROGRAMS[f"mlp_up_gelu_{suffix}"] = (mlp_up, dt)
for dt in ("f32", "bf16", "i8"):
    PROGRAMS[f"matmul_4096_{dt}"] = (matmul, dt)


def arg_specs(name):
    """(shape, numpy dtype name) per argument, from the function signature."""
    import re
    fn, dt = PROGRAMS[name]
    text = fn(dt)[0]
    sig = text.split("->")[0]
    specs = []
    for m in re.finditer(r"tensor<([0-9x]+)x([a-z0-9]+)>", sig):
        specs.append((tuple(int(d) for d in m.group(1).split("x")), m.group(2)))
    return specs


def make_inputs(name):
    import numpy as np
    import ml_dtypes
    rs = np.random.RandomState(sum(map(ord, name)))
    arrays = []
    for shape, dt in arg_specs(name):
        if dt == "i8":
            arrays.append(rs.randint(-128, 128, size=shape).astype(np.int8))
            continue
        a = rs.uniform(-1, 1, size=shape).astype(np.float32)
        if name.startswith("pv_") and len(shape) == 3:
            a = rs.uniform(100, 200, size=shape).astype(np.float32)  # row sums
        if name.startswith("pv_") and len(shape) == 4 and shape[1] == H:
            a = rs.uniform(0, 1, size=shape).astype(np.float32)  # probabilities
        if name.startswith("ln_qkv") and shape == (B, S):
            a = rs.uniform(0.5, 2, size=shape).astype(np.float32)  # variance
        arrays.append(a.astype(ml_dtypes.bfloat16) if dt == "bf16" else a)
    return arrays


def jax_twin(name):
    import jax.numpy as jnp
    from jax import lax
    f32 = jnp.float32

    def ln_qkv_fn(x, var, g, b, w, bias):
        xn = (x.astype(f32) * lax.rsqrt(var + 1e-5)[..., None]) * g.astype(f32) + b.astype(f32)
        y = jnp.einsum("bsd,dn->bsn", xn.astype(x.dtype), w, preferred_element_type=f32)
        return (y + bias).astype(x.dtype)

    def scores_fn(q, k):
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k, preferred_element_type=f32) * 0.125
        qi = lax.broadcasted_iota(jnp.int32, s.shape, 2)
        ki = lax.broadcasted_iota(jnp.int32, s.shape, 3)
        return jnp.where(qi >= ki, s, -1e9).astype(q.dtype)

    def pv_fn(p, total, v):
        pn = (p.astype(f32) / total[..., None]).astype(p.dtype)
        o = jnp.einsum("bhqk,bkhd->bhqd", pn, v, preferred_element_type=f32)
        return o.transpose(0, 2, 1, 3).astype(p.dtype)

    def mlp_fn(x, w, b):
        z = jnp.dot(x, w, preferred_element_type=f32) + b
        g = 0.5 * z * (1 + jnp.tanh(0.797884583 * (z + 0.044715 * z * z * z)))
        return g.astype(x.dtype)

    def matmul_fn(a, b):
        acc = jnp.int32 if a.dtype == jnp.int8 else f32
        return jnp.dot(a, b, preferred_element_type=acc)

    return {"ln_qkv": ln_qkv_fn, "scores": scores_fn, "pv": pv_fn,
            "mlp_up_gelu": mlp_fn, "matmul_4096": matmul_fn}[name.rsplit("_", 1)[0]]


def main():
    cmd = sys.argv[1]
    if cmd == "mlir":
        out = sys.argv[2]
        for name, (fn, dt) in PROGRAMS.items():
            text, flops = fn(dt)
            os.makedirs(os.path.join(out, name), exist_ok=True)
            with open(os.path.join(out, name, "program.mlir"), "w") as f:
                f.write(text)
            with open(os.path.join(out, name, "meta.json"), "w") as f:
                json.dump({"name": name, "flops": flops, "dtype": dt}, f)
        return
    import numpy as np
    name = sys.argv[2]
    if cmd == "inputs":
        out = sys.argv[3]
        os.makedirs(out, exist_ok=True)
        for i, a in enumerate(make_inputs(name)):
            np.save(os.path.join(out, f"in{i}.npy"), a)
        return
    if cmd == "xla":
        import jax
        indir, out = sys.argv[3], sys.argv[4]
        import ml_dtypes

        def load(i):
            # np.save writes ml_dtypes' bfloat16 as 2-byte voids.
            a = np.load(os.path.join(indir, f"in{i}.npy"))
            return a.view(ml_dtypes.bfloat16) if a.dtype.kind == "V" else a

        args = [jax.device_put(load(i)) for i in range(len(arg_specs(name)))]
        fn = jax.jit(jax_twin(name))
        with jax.default_matmul_precision("highest"):
            ref = jax.jit(jax_twin(name))(*args)
        np.save(os.path.join(out, "out0.npy"), np.asarray(ref))
        if "--time" in sys.argv:
            sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
            from xla_bench import time_call
            result = {}
            for precision in ("default", "highest"):
                with jax.default_matmul_precision(precision):
                    f = jax.jit(jax_twin(name))
                    ms, _ = time_call(f, args)
                result[precision] = ms
            print(json.dumps(result))


if __name__ == "__main__":
    main()
