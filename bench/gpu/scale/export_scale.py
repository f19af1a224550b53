#!/usr/bin/env python3
"""The model-scale benchmarks of issue 39, written in JAX and exported as StableHLO.

usage: export_scale.py OUTDIR [NAME ...]

Writes, per benchmark (all, or the NAMEs given), OUTDIR/<name>/:

  program.mlir  StableHLO as JAX prints it (jax.jit(f).lower(...).as_text(),
                lowered for the CPU platform as tests/models/export_models.py
                does, so no CUDA custom calls); every parameter and every
                activation is an argument of @main (no weights baked in as
                constants: the files stay a few KB)
  meta.json     name, kind ("bench"), note, inputs and outputs ([shape,
                dtype] in @main's order), bytes (program text), seed,
                tolerance {rtol, atol} (run_scale.sh's check: per output,
                max|strata - xla| <= atol + rtol * max|xla|), precision,
                flops (2 per multiply-add of the contractions; elementwise
                work not counted), xla_flops (XLA's cost analysis of the
                lowering, where it gives one), min_bytes (arguments +
                results), jax (version)

The same module gives `make_inputs(name, seed)`: deterministic numpy inputs
(normal activations, weights scaled by 1/sqrt(fan-in), gains near 1, small
biases, int8 uniform over its range, decode positions in [1536, 2048]) in
@main's argument order, so inputs never travel: run_scale.sh regenerates
them on the GPU machine (xla_scale.py). `fn(name)` is the jax function and
`arg_specs(name)` its [(arg name, shape, dtype, init)].

Needs JAX (written against jax 0.11.2) for export; the tables below
(BENCHMARKS, arg_specs, flops) import with the standard library alone.
"""
import json
import math
import os
import re
import sys
import time
import traceback

SEED = 0

# ---------------------------------------------------------------------------
# Argument specs: (name, shape, dtype, init). init is one of
#   act            N(0, 1)
#   w:FAN_IN[:G]   N(0, 1) * G / sqrt(FAN_IN)   (G defaults to 1)
#   gain           1 + 0.1 N(0, 1)
#   bias           0.02 N(0, 1)
#   bnscale        0.5 + 0.1 N(0, 1)  (folded batch norm, keeps the residual stream sane)
#   i8             uniform integers in [-128, 127]
#   pos:LO:HI      uniform integers in [LO, HI]
# ---------------------------------------------------------------------------


def _ln_params(prefix, d, dt):
    return [(f"{prefix}_g", (d,), dt, "gain"), (f"{prefix}_b", (d,), dt, "bias")]


def _gpt_specs(b, s, d, dt):
    f = 4 * d
    return ([("x", (b, s, d), dt, "act")] + _ln_params("ln1", d, dt) +
            [("wqkv", (d, 3 * d), dt, f"w:{d}"), ("bqkv", (3 * d,), dt, "bias"),
             ("wo", (d, d), dt, f"w:{d}"), ("bo", (d,), dt, "bias")] +
            _ln_params("ln2", d, dt) +
            [("w1", (d, f), dt, f"w:{d}"), ("b1", (f,), dt, "bias"),
             ("w2", (f, d), dt, f"w:{f}"), ("b2", (d,), dt, "bias")])


def _encoder_specs(b, s, d, f, dt):
    """BERT / ViT: separate Q, K, V projections (as their checkpoints have)."""
    return ([("x", (b, s, d), dt, "act")] +
            [(f"w{n}", (d, d), dt, f"w:{d}") for n in "qkv"] +
            [(f"b{n}", (d,), dt, "bias") for n in "qkv"] +
            [("wo", (d, d), dt, f"w:{d}"), ("bo", (d,), dt, "bias")] +
            _ln_params("ln1", d, dt) +
            [("w1", (d, f), dt, f"w:{d}"), ("b1", (f,), dt, "bias"),
             ("w2", (f, d), dt, f"w:{f}"), ("b2", (d,), dt, "bias")] +
            _ln_params("ln2", d, dt))


RESNET = dict(n=32, h=56, w=56, c=256, inner=64, blocks=3)


def _resnet_specs(dt):
    r = RESNET
    specs = [("x", (r["n"], r["h"], r["w"], r["c"]), dt, "act")]
    c, m = r["c"], r["inner"]
    for i in range(r["blocks"]):
        for j, (kh, ci, co) in enumerate(((1, c, m), (3, m, m), (1, m, c))):
            # He init (gain sqrt(2)) for the ReLU stack.
            specs.append((f"b{i}_w{j}", (kh, kh, ci, co), dt, f"w:{kh * kh * ci}:1.414"))
            specs.append((f"b{i}_s{j}", (co,), dt, "bnscale"))
            specs.append((f"b{i}_c{j}", (co,), dt, "bias"))
    return specs


DECODE = dict(d=4096, heads=32, hd=128, f=11008, cache=2048)


def _decode_specs(b):
    p = DECODE
    d, f, c, h, hd = p["d"], p["f"], p["cache"], p["heads"], p["hd"]
    bf = "bfloat16"
    return [("x", (b, 1, d), bf, "act"),
            ("pos", (b,), "int32", f"pos:{c - 512}:{c}"),
            ("k_cache", (b, c, h, hd), bf, "act"),
            ("v_cache", (b, c, h, hd), bf, "act"),
            ("attn_norm", (d,), bf, "gain"),
            ("wq", (d, d), bf, f"w:{d}"), ("wk", (d, d), bf, f"w:{d}"),
            ("wv", (d, d), bf, f"w:{d}"), ("wo", (d, d), bf, f"w:{d}"),
            ("mlp_norm", (d,), bf, "gain"),
            ("w_gate", (d, f), bf, f"w:{d}"), ("w_up", (d, f), bf, f"w:{d}"),
            ("w_down", (f, d), bf, f"w:{f}")]


def _matmul_specs(dt):
    n = 4096
    init = "i8" if dt == "int8" else "act"
    return [("a", (n, n), dt, init), ("b", (n, n), dt, init)]


TOL_F32 = {"rtol": 2e-4, "atol": 0.0}   # f32 accuracy: TF32 (~5e-4) fails it
TOL_BF16 = {"rtol": 3e-2, "atol": 0.0}  # a few bf16 ulps of the largest output
TOL_INT = {"rtol": 0.0, "atol": 0.0}

# name -> (kind, specs builder, config, precision, tolerance, note)
BENCHMARKS = {
    "gpt_layer_f32": ("gpt", lambda: _gpt_specs(8, 512, 1024, "float32"),
                      dict(b=8, s=512, d=1024, heads=16), "f32", TOL_F32,
                      "GPT layer: 8 x 512 tokens, d 1024, 16 heads, causal, pre-LayerNorm, "
                      "tanh-GELU MLP 4096, residuals; f32"),
    "gpt_layer_bf16": ("gpt", lambda: _gpt_specs(8, 512, 1024, "bfloat16"),
                       dict(b=8, s=512, d=1024, heads=16), "bf16", TOL_BF16,
                       "GPT layer: 8 x 512 tokens, d 1024, 16 heads, causal, pre-LayerNorm, "
                       "tanh-GELU MLP 4096, residuals; bf16 parameters and activations "
                       "(plain bf16 jnp code: bf16 dots, XLA accumulates in f32)"),
    "gpt_layer_4096_f32": ("gpt", lambda: _gpt_specs(1, 4096, 1024, "float32"),
                           dict(b=1, s=4096, d=1024, heads=16), "f32", TOL_F32,
                           "GPT layer at 1 x 4096 tokens, d 1024, 16 heads, causal; f32"),
    "gpt_layer_4096_bf16": ("gpt", lambda: _gpt_specs(1, 4096, 1024, "bfloat16"),
                            dict(b=1, s=4096, d=1024, heads=16), "bf16", TOL_BF16,
                            "GPT layer at 1 x 4096 tokens, d 1024, 16 heads, causal; bf16"),
    "bert_layer_f32": ("bert", lambda: _encoder_specs(8, 512, 768, 3072, "float32"),
                       dict(b=8, s=512, d=768, heads=12, f=3072), "f32", TOL_F32,
                       "BERT-base encoder layer: batch 8, seq 512, d 768, 12 heads, no mask, "
                       "separate Q/K/V, post-LayerNorm, erf-GELU MLP 3072; f32"),
    "vit_block_f32": ("vit", lambda: _encoder_specs(32, 197, 768, 3072, "float32"),
                      dict(b=32, s=197, d=768, heads=12, f=3072), "f32", TOL_F32,
                      "ViT-B/16 block: batch 32, 197 tokens, d 768, 12 heads, pre-LayerNorm, "
                      "erf-GELU MLP 3072; f32"),
    "resnet_stage_f32": ("resnet", lambda: _resnet_specs("float32"), RESNET, "f32", TOL_F32,
                         "ResNet-50 conv2 stage: 3 bottleneck blocks (1x1 256->64, 3x3 64->64, "
                         "1x1 64->256, identity shortcuts) on 32 x 56 x 56 x 256 NHWC, batch "
                         "norm folded into scale + bias, ReLU; f32"),
    "resnet_stage_bf16": ("resnet", lambda: _resnet_specs("bfloat16"), RESNET, "bf16", TOL_BF16,
                          "ResNet-50 conv2 stage as resnet_stage_f32, bf16 parameters and "
                          "activations"),
    "decode_7b_b1": ("decode", lambda: _decode_specs(1), dict(DECODE, b=1), "bf16", TOL_BF16,
                     "one decode step of a 7B-shaped (Llama) layer, batch 1: RMSNorm, "
                     "Q/K/V/O 4096x4096, RoPE at per-row position pos, attention over a "
                     "2048-position KV cache [b, 2048, 32, 128] (positions >= pos masked) plus "
                     "the new token, SwiGLU MLP 11008; bf16 weights, cache and activations, "
                     "softmax and norms in f32; returns the new hidden state and the new "
                     "token's k and v"),
    "decode_7b_b16": ("decode", lambda: _decode_specs(16), dict(DECODE, b=16), "bf16", TOL_BF16,
                      "one decode step of a 7B-shaped layer as decode_7b_b1, batch 16"),
    "matmul_4096_f32": ("matmul", lambda: _matmul_specs("float32"), dict(n=4096), "f32",
                        TOL_F32, "4096^3 matmul, f32"),
    "matmul_4096_bf16": ("matmul", lambda: _matmul_specs("bfloat16"), dict(n=4096), "bf16",
                         TOL_BF16, "4096^3 matmul, bf16 x bf16 -> f32 "
                         "(preferred_element_type)"),
    "matmul_4096_int8": ("matmul", lambda: _matmul_specs("int8"), dict(n=4096), "int8",
                         TOL_INT, "4096^3 matmul, int8 x int8 -> int32 "
                         "(preferred_element_type)"),
}


def arg_specs(name):
    return BENCHMARKS[name][1]()


def flops(name):
    """2 per multiply-add of the contractions (attention scores and P V at
    their full S x S, causal or not); elementwise work is not counted."""
    kind, _, c, *_ = BENCHMARKS[name]
    if kind in ("gpt", "bert", "vit"):
        t, d = c["b"] * c["s"], c["d"]
        f = c.get("f", 4 * d)
        proj = 2 * t * d * (4 * d + 2 * f)
        attn = 2 * 2 * c["b"] * c["s"] * c["s"] * d
        return proj + attn
    if kind == "resnet":
        px = c["n"] * c["h"] * c["w"]
        m, ch = c["inner"], c["c"]
        return c["blocks"] * 2 * px * (ch * m + 9 * m * m + m * ch)
    if kind == "decode":
        b, d, f = c["b"], c["d"], c["f"]
        return 2 * b * (4 * d * d + 3 * d * f) + 2 * 2 * b * (c["cache"] + 1) * d
    if kind == "matmul":
        return 2 * c["n"] ** 3
    raise KeyError(name)


def _itemsize(dt):
    return {"float32": 4, "bfloat16": 2, "int8": 1, "int32": 4}[dt]


def arg_bytes(name):
    return sum(math.prod(shape) * _itemsize(dt) for _, shape, dt, _ in arg_specs(name))


# ---------------------------------------------------------------------------
# Inputs (numpy; ml_dtypes for bfloat16).
# ---------------------------------------------------------------------------

def make_inputs(name, seed=SEED):
    """Deterministic inputs in @main's argument order (one generator per
    argument, seeded by (seed, index), so each array is the same whichever
    others are made)."""
    import numpy as np
    import ml_dtypes
    arrays = []
    for i, (_, shape, dt, init) in enumerate(arg_specs(name)):
        rng = np.random.default_rng([seed, i])
        kind, *opt = init.split(":")
        if kind == "i8":
            arrays.append(rng.integers(-128, 128, size=shape, dtype=np.int8))
            continue
        if kind == "pos":
            lo, hi = int(opt[0]), int(opt[1])
            arrays.append(rng.integers(lo, hi + 1, size=shape, dtype=np.int32))
            continue
        a = rng.standard_normal(size=shape, dtype=np.float32)
        if kind == "w":
            a *= np.float32((float(opt[1]) if len(opt) > 1 else 1.0) / math.sqrt(int(opt[0])))
        elif kind == "gain":
            a = 1 + np.float32(0.1) * a
        elif kind == "bias":
            a *= np.float32(0.02)
        elif kind == "bnscale":
            a = np.float32(0.5) + np.float32(0.1) * a
        elif kind != "act":
            raise ValueError(f"{name}: unknown init {init}")
        arrays.append(a.astype(ml_dtypes.bfloat16) if dt == "bfloat16" else a)
    return arrays


# ---------------------------------------------------------------------------
# The JAX functions. Each takes @main's arguments positionally.
# ---------------------------------------------------------------------------

def fn(name):
    import jax
    import jax.numpy as jnp
    from jax import lax

    kind, _, c, *_ = BENCHMARKS[name]
    names = [a[0] for a in arg_specs(name)]
    f32 = jnp.float32

    def layer_norm(x, g, b, eps=1e-5):
        m = jnp.mean(x, axis=-1, keepdims=True)
        v = jnp.mean((x - m) ** 2, axis=-1, keepdims=True)
        return (x - m) * lax.rsqrt(v + eps) * g + b

    def attention(q, k, v, heads, causal):
        b, s, d = q.shape
        hd = d // heads
        q = q.reshape(b, s, heads, hd)
        k = k.reshape(b, s, heads, hd)
        v = v.reshape(b, s, heads, hd)
        sc = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.asarray(math.sqrt(hd), q.dtype)
        if causal:
            qi = lax.broadcasted_iota(jnp.int32, (s, s), 0)
            ki = lax.broadcasted_iota(jnp.int32, (s, s), 1)
            sc = jnp.where((qi >= ki)[None, None], sc, jnp.asarray(-1e9, sc.dtype))
        p = jax.nn.softmax(sc, axis=-1)
        return jnp.einsum("bhqk,bkhd->bqhd", p, v).reshape(b, s, d)

    def gpt(*a):
        p = dict(zip(names, a))
        x = p["x"]
        h = layer_norm(x, p["ln1_g"], p["ln1_b"])
        qkv = h @ p["wqkv"] + p["bqkv"]
        q, k, v = jnp.split(qkv, 3, axis=-1)
        x = x + (attention(q, k, v, c["heads"], True) @ p["wo"] + p["bo"])
        h = layer_norm(x, p["ln2_g"], p["ln2_b"])
        h = jax.nn.gelu(h @ p["w1"] + p["b1"], approximate=True)
        return x + (h @ p["w2"] + p["b2"])

    def encoder(pre_ln):
        def layer(*a):
            p = dict(zip(names, a))
            x = p["x"]
            h = layer_norm(x, p["ln1_g"], p["ln1_b"]) if pre_ln else x
            q, k, v = (h @ p[f"w{n}"] + p[f"b{n}"] for n in "qkv")
            x = x + (attention(q, k, v, c["heads"], False) @ p["wo"] + p["bo"])
            if not pre_ln:
                x = layer_norm(x, p["ln1_g"], p["ln1_b"])
            h = layer_norm(x, p["ln2_g"], p["ln2_b"]) if pre_ln else x
            h = jax.nn.gelu(h @ p["w1"] + p["b1"], approximate=False)
            x = x + (h @ p["w2"] + p["b2"])
            if not pre_ln:
                x = layer_norm(x, p["ln2_g"], p["ln2_b"])
            return x
        return layer

    def resnet(*a):
        p = dict(zip(names, a))
        x = p["x"]
        for i in range(c["blocks"]):
            y = x
            for j in range(3):
                w = p[f"b{i}_w{j}"]
                y = lax.conv_general_dilated(y, w, (1, 1), "SAME",
                                             dimension_numbers=("NHWC", "HWIO", "NHWC"))
                y = y * p[f"b{i}_s{j}"] + p[f"b{i}_c{j}"]
                if j < 2:
                    y = jax.nn.relu(y)
            x = jax.nn.relu(x + y)
        return x

    def decode(*a):
        p = dict(zip(names, a))
        x, pos = p["x"], p["pos"]
        b, heads, hd, cache = x.shape[0], c["heads"], c["hd"], c["cache"]
        bf = x.dtype

        def rms_norm(v, g, eps=1e-5):
            vf = v.astype(f32)
            vf = vf * lax.rsqrt(jnp.mean(vf * vf, axis=-1, keepdims=True) + eps)
            return vf.astype(bf) * g

        def rope(t):  # t [b, 1, heads, hd], rotated by angle pos * theta_i
            half = hd // 2
            inv = jnp.exp(lax.iota(f32, half) * f32(-2.0 * math.log(10000.0) / hd))
            ang = pos.astype(f32)[:, None] * inv[None, :]          # [b, half]
            cos = jnp.cos(ang)[:, None, None, :]
            sin = jnp.sin(ang)[:, None, None, :]
            t1, t2 = t[..., :half].astype(f32), t[..., half:].astype(f32)
            return jnp.concatenate([t1 * cos - t2 * sin, t2 * cos + t1 * sin],
                                   axis=-1).astype(bf)

        h = rms_norm(x, p["attn_norm"])
        q = rope((h @ p["wq"]).reshape(b, 1, heads, hd))
        k = rope((h @ p["wk"]).reshape(b, 1, heads, hd))
        v = (h @ p["wv"]).reshape(b, 1, heads, hd)
        scale = f32(1.0 / math.sqrt(hd))
        s_cache = jnp.einsum("bqhd,bkhd->bhqk", q, p["k_cache"],
                             preferred_element_type=f32) * scale      # [b, h, 1, cache]
        s_new = jnp.einsum("bqhd,bkhd->bhqk", q, k, preferred_element_type=f32) * scale
        kpos = lax.broadcasted_iota(jnp.int32, (b, 1, 1, cache), 3)
        s_cache = jnp.where(kpos < pos[:, None, None, None], s_cache, f32(-1e30))
        m = jnp.maximum(jnp.max(s_cache, axis=-1, keepdims=True), s_new)
        e_cache, e_new = jnp.exp(s_cache - m), jnp.exp(s_new - m)
        total = jnp.sum(e_cache, axis=-1, keepdims=True) + e_new
        o = (jnp.einsum("bhqk,bkhd->bqhd", e_cache.astype(bf), p["v_cache"],
                        preferred_element_type=f32) +
             jnp.einsum("bhqk,bkhd->bqhd", e_new.astype(bf), v, preferred_element_type=f32))
        o = o / jnp.transpose(total, (0, 2, 1, 3))                      # [b, 1, h, 1]
        x = x + o.astype(bf).reshape(b, 1, heads * hd) @ p["wo"]
        h = rms_norm(x, p["mlp_norm"])
        x = x + (jax.nn.silu(h @ p["w_gate"]) * (h @ p["w_up"])) @ p["w_down"]
        return x, k, v

    def matmul(a, b_):
        acc = jnp.int32 if a.dtype == jnp.int8 else f32
        return jnp.dot(a, b_, preferred_element_type=acc)

    return {"gpt": gpt, "bert": encoder(False), "vit": encoder(True),
            "resnet": resnet, "decode": decode, "matmul": matmul}[kind]


def abstract_args(name):
    import jax
    import jax.numpy as jnp
    dtypes = {"float32": jnp.float32, "bfloat16": jnp.bfloat16, "int8": jnp.int8,
              "int32": jnp.int32}
    return [jax.ShapeDtypeStruct(shape, dtypes[dt]) for _, shape, dt, _ in arg_specs(name)]


# ---------------------------------------------------------------------------
# Export.
# ---------------------------------------------------------------------------

CONST_RE = re.compile(r"stablehlo\.constant dense<([^>]*)>")
MAX_CONST_CHARS = 2048


def export(outdir, name):
    import jax
    t0 = time.time()
    kind, _, _, precision, tol, note = BENCHMARKS[name]
    args = abstract_args(name)
    lowered = jax.jit(fn(name)).lower(*args)
    text = lowered.as_text()
    m = re.search(r"func\.func public @main\((.*?)\)\s*->", text, re.S)
    nargs = len(re.findall(r"%arg\d+:", m.group(1))) if m else -1
    if nargs != len(args):
        raise RuntimeError(f"@main takes {nargs} arguments, expected {len(args)}")
    big = max((len(v) for v in CONST_RE.findall(text)), default=0)
    if big > MAX_CONST_CHARS:
        raise RuntimeError(f"a constant of {big} characters was baked into the program")
    if "custom_call" in text:
        print(f"  [{name}] warning: custom_call: " +
              ", ".join(sorted(set(re.findall(r"custom_call @?[\w.]+", text)))))
    outs = jax.tree_util.tree_leaves(jax.eval_shape(fn(name), *args))
    xla_flops = None
    try:
        ca = lowered.cost_analysis()
        if isinstance(ca, (list, tuple)):
            ca = ca[0]
        xla_flops = ca.get("flops") if ca else None
    except Exception as e:  # noqa: BLE001
        print(f"  [{name}] no cost analysis: {e!r}")
    out_bytes = sum(math.prod(o.shape) * o.dtype.itemsize for o in outs)
    meta = {
        "name": name,
        "kind": "bench",
        "note": note,
        "inputs": [[list(shape), dt] for _, shape, dt, _ in arg_specs(name)],
        "input_names": [a[0] for a in arg_specs(name)],
        "outputs": [[list(o.shape), str(o.dtype)] for o in outs],
        "bytes": len(text.encode()),
        "seed": SEED,
        "tolerance": tol,
        "precision": precision,
        "flops": flops(name),
        "xla_flops": xla_flops,
        "min_bytes": arg_bytes(name) + out_bytes,
        "jax": jax.__version__,
    }
    d = os.path.join(outdir, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "program.mlir"), "w") as f:
        f.write(text)
    with open(os.path.join(d, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
        f.write("\n")
    xf = f"{xla_flops / 1e9:.2f}" if xla_flops else "-"
    print(f"{name}: ok ({time.time() - t0:.1f}s) bytes={meta['bytes']} "
          f"largest constant={big} chars GFLOP={meta['flops'] / 1e9:.2f} "
          f"(xla {xf}) min_bytes={meta['min_bytes']} outputs={meta['outputs']}",
          flush=True)


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 2
    # Lowered as for the CPU (as tests/models does): portable StableHLO.
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax
    outdir, only = sys.argv[1], sys.argv[2:]
    unknown = [n for n in only if n not in BENCHMARKS]
    if unknown:
        print(f"unknown benchmarks {unknown}; known: {list(BENCHMARKS)}")
        return 2
    print(f"jax {jax.__version__}, devices {jax.devices()}", flush=True)
    failed = []
    for name in BENCHMARKS:
        if only and name not in only:
            continue
        try:
            export(outdir, name)
        except Exception as e:  # noqa: BLE001
            failed.append(name)
            print(f"{name}: FAIL {e!r}", flush=True)
            traceback.print_exc()
    print(f"done: {len(only or BENCHMARKS) - len(failed)} ok, {len(failed)} failed {failed}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
