"""Conformance program builders. Classes 6 (accuracy of elementwise math and chlo ops) and 7 (dense hex constants)."""
from conformance_common import *  # noqa: F401,F403


# --------------------------------------------------------------------------
# Class 6: accuracy of elementwise math and chlo ops
# --------------------------------------------------------------------------

def _math_domains(dt, seed):
    """Inputs per domain (small 1e-8, moderate, large 1e8, negatives where
    the function is defined there)."""
    rs = np.random.RandomState(seed)
    big = 1e200 if dt == F64 else 1e30
    tiny = 1e-200 if dt == F64 else 1e-30
    d = {
        "gen": [-1e8, -123.456, -20.0, -3.5, -1.0, -0.5, -1e-3, -1e-8, -0.0, 0.0,
                1e-8, 1e-3, 0.5, 1.0, 3.5, 20.0, 123.456, 1e8]
               + list(rs.uniform(-6, 6, 14)),
        "unit": [-0.999999, -0.99, -0.7, -0.5, -1e-3, -1e-8, 0.0, 1e-8, 1e-3, 0.3,
                 0.5, 0.7, 0.99, 0.999999] + list(rs.uniform(-1, 1, 10)),
        "ge1": [1.0, 1.0 + 1e-8, 1.001, 1.5, 2.0, 10.0, 123.4, 1e4, 1e8]
               + list(1.0 + rs.exponential(3.0, 7)),
        "pos": [1e-8, 1e-3, 0.1, 0.5, 1.0, 2.0, 10.0, 1e3, 1e8]
               + list(rs.uniform(0.01, 20, 7)),
        "gtm1": [-0.999999, -0.5, -1e-3, -1e-8, 0.0, 1e-8, 1e-3, 0.5, 1.0, 10.0, 1e8]
                + list(rs.uniform(-0.9, 5, 5)),
        "pexp": [-3.0, -2.5, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0, 3.3, 0.1, -0.1, 2.0, 1.5,
                 -1.5, 0.25, 4.0],
        "nbase": [-2.0, -0.5, -3.0, -1.5, -1.0, -10.0, -0.25, -7.0],
        "nexp": [2.0, 3.0, -1.0, 5.0, 4.0, -2.0, 3.0, 1.0],
        "y2": [0.0, -0.0, 0.0, -0.0, 1.0, -1.0, 1e-8, 1e8, -3.0, 2.5, -1e-3, 7.0,
               0.0, -0.0, 1.0, -1.0],
        "x2": [0.0, 0.0, -0.0, -0.0, -1.0, -1.0, -1e8, 1e-8, 2.0, -4.0, 1e-3, 0.0,
               5.0, -5.0, 0.0, -0.0],
        "hx": [big, -big, 3.0, tiny, 0.0, -5.0, np.inf, 1e8, 1e-8, 1.0],
        "hy": [big, 1.0, 4.0, tiny, 0.0, 12.0, 1.0, -1e8, 1e-8, 0.0],
        "nx": [0.0, 0.0, 1.0, 1.0, -1.0, 1e8, -1e-8, 3.5, -0.0, 1e-3],
        "ny": [1.0, -1.0, 2.0, 0.0, -2.0, np.inf, 0.0, 3.5, 1.0, -np.inf],
    }
    out = {k: np.array(v, F64).astype(dt) for k, v in d.items()}
    out["mat"] = (rs.randn(4, 8) * np.array([[1.0], [10.0], [100.0], [1000.0]])).astype(dt)
    return out


def _math_cases():
    g = lambda name, fn: (name, lambda d: fn(d["gen"]))  # noqa: E731
    return [
        g("arcsinh", jnp.arcsinh),
        ("arccosh", lambda d: jnp.arccosh(d["ge1"])),
        ("arctanh", lambda d: jnp.arctanh(d["unit"])),
        ("arcsin", lambda d: jnp.arcsin(d["unit"])),
        ("arccos", lambda d: jnp.arccos(d["unit"])),
        g("arctan", jnp.arctan), g("sinh", jnp.sinh), g("cosh", jnp.cosh),
        g("tan", jnp.tan), g("tanh", jnp.tanh), g("exp", jnp.exp),
        g("expm1", jnp.expm1),
        ("log", lambda d: jnp.log(d["pos"])),
        ("log1p", lambda d: jnp.log1p(d["gtm1"])),
        g("erf", lax.erf), g("erfc", lax.erfc), g("sin", jnp.sin), g("cos", jnp.cos),
        ("sqrt", lambda d: jnp.sqrt(d["pos"])),
        ("rsqrt", lambda d: lax.rsqrt(d["pos"])),
        g("bessel_i0e", lax.bessel_i0e), g("bessel_i1e", lax.bessel_i1e),
        ("nextafter", lambda d: jnp.nextafter(d["nx"], d["ny"])),
        g("cbrt", jnp.cbrt),
        ("power", lambda d: jnp.power(d["pos"], d["pexp"])),
        ("power negative base", lambda d: jnp.power(d["nbase"], d["nexp"])),
        ("arctan2 (signed zeros)", lambda d: jnp.arctan2(d["y2"], d["x2"])),
        ("hypot (huge, tiny, inf)", lambda d: jnp.hypot(d["hx"], d["hy"])),
        ("logsumexp axis 1", lambda d: jax.nn.logsumexp(d["mat"], axis=1)),
        g("sigmoid", jax.nn.sigmoid), g("softplus", jax.nn.softplus),
    ]


def _special_domains(dt):
    d = {
        "lg": [-3.5, -2.5, -1.5, -0.5, -1e-8, 1e-8, 0.1, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0,
               10.0, 100.0, 1e4, 1e8],
        "pm": [1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 1],
        "px": [0.1, 0.5, 1.0, 10.0, 0.3, 1.5, 20.0, 0.7, 2.0, 5.0, 3.0, 100.0],
        "zs": [1.5, 2.0, 2.5, 3.0, 4.5, 10.0, 20.0, 1.1, 2.0, 3.0],
        "zq": [0.5, 1.0, 2.0, 3.5, 10.0, 1.0, 0.25, 1.0, 100.0, 0.1],
        "ia": [0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 0.1, 3.0, 2.0, 100.0],
        "ix": [0.1, 1.0, 2.5, 3.0, 12.0, 25.0, 0.01, 0.0, 10.0, 90.0],
        "unit": [-0.999999, -0.99, -0.7, -0.5, -1e-3, -1e-8, 0.0, 1e-8, 1e-3, 0.3, 0.5,
                 0.7, 0.99, 0.999999],
    }
    return {k: np.array(v, F64).astype(dt) for k, v in d.items()}


def _special_cases():
    return [
        ("lgamma", lambda d: lax.lgamma(d["lg"])),
        ("digamma", lambda d: lax.digamma(d["lg"])),
        ("polygamma", lambda d: lax.polygamma(d["pm"], d["px"])),
        ("zeta", lambda d: lax.zeta(d["zs"], d["zq"])),
        ("igamma", lambda d: lax.igamma(d["ia"], d["ix"])),
        ("igammac", lambda d: lax.igammac(d["ia"], d["ix"])),
        ("erf_inv", lambda d: lax.erf_inv(d["unit"])),
    ]


def math_f64():
    return case_program("f64 elementwise math on small (1e-8), moderate, large (1e8) "
                        "and negative inputs", _math_domains(F64, 6001), _math_cases(),
                        TOL_MATH_F64)


def math_special_f64():
    return case_program("f64 special functions (chlo ops and JAX's igamma)",
                        _special_domains(F64), _special_cases(), TOL_SPECIAL_F64)


def math_f32():
    return case_program("f32 elementwise math on small (1e-8), moderate, large (1e8) "
                        "and negative inputs", _math_domains(F32, 6002), _math_cases(),
                        TOL_MATH_F32)


def math_special_f32():
    return case_program("f32 special functions (chlo ops and JAX's igamma)",
                        _special_domains(F32), _special_cases(), TOL_SPECIAL_F32)


def math_f16_bf16():
    rs = np.random.RandomState(6003)
    gen = np.concatenate([[0.0, -0.0, 1.0, -1.0, 0.5, -3.9, 3.9, 1e-3],
                          rs.uniform(-4, 4, 24)])
    pos = np.concatenate([[1e-3, 0.01, 0.5, 1.0, 2.0, 10.0, 100.0, 1000.0],
                          rs.uniform(0.05, 20, 24)])
    f32v = (rs.randn(32) * 100).astype(F32)
    inputs = {"h": gen.astype(F16), "hp": pos.astype(F16),
              "b": gen.astype(BF16), "bp": pos.astype(BF16), "f": f32v}
    cases = []
    for t, x, p in (("f16", "h", "hp"), ("bf16", "b", "bp")):
        for name, fn, arg in [
                ("exp", jnp.exp, x), ("log", jnp.log, p), ("tanh", jnp.tanh, x),
                ("sqrt", jnp.sqrt, p), ("rsqrt", lax.rsqrt, p),
                ("sigmoid", jax.nn.sigmoid, x), ("sin", jnp.sin, x), ("cos", jnp.cos, x),
                ("erf", lax.erf, x), ("log1p", jnp.log1p, p), ("expm1", jnp.expm1, x),
                ("abs", jnp.abs, x), ("floor", jnp.floor, x)]:
            cases.append((f"{t} {name}",
                          (lambda fn, arg: lambda d: fn(d[arg]))(fn, arg)))
        cases += [
            (f"{t} add", (lambda x, p: lambda d: d[x] + d[p])(x, p)),
            (f"{t} multiply", (lambda x, p: lambda d: d[x] * d[p])(x, p)),
            (f"{t} divide", (lambda x, p: lambda d: d[x] / d[p])(x, p)),
            (f"{t} max", (lambda x, p: lambda d: jnp.maximum(d[x], d[p]))(x, p)),
            (f"{t} -> f32", (lambda x: lambda d: d[x].astype(F32))(x)),
        ]
    cases += [
        ("f32 -> f16", lambda d: d["f"].astype(F16)),
        ("f32 -> bf16", lambda d: d["f"].astype(BF16)),
        ("bf16 -> f16", lambda d: d["b"].astype(F16)),
    ]
    return case_program("f16 and bf16 elementwise math (inputs and outputs in those "
                        "types)", inputs, cases, TOL_F16)


# --------------------------------------------------------------------------
# Class 7: dense hex constants
# --------------------------------------------------------------------------

def hex_bool_masks():
    rs = np.random.RandomState(7001)
    m_big = rs.rand(100, 100) < 0.5
    m_small = rs.rand(3, 7) < 0.5
    m_1k = rs.rand(1000) < 0.3
    m_true = np.ones(64, dtype=bool)
    x = rs.randn(100, 100).astype(F32)
    y = rs.randn(3, 7).astype(F32)
    v = rs.randn(1000).astype(F32)
    b = rs.rand(1000) < 0.5

    @collect
    def f(c, x, y, v, b):
        c.add("where(mask 100x100, x, 0)", jnp.where(m_big, x, 0.0))
        c.add("where(mask 3x7, y, -1)", jnp.where(m_small, y, -1.0))
        c.add("where(mask 1000, v, 2v)", jnp.where(m_1k, v, 2.0 * v))
        c.add("logical_xor(mask 1000, b)", jnp.logical_xor(m_1k, b))
        c.add("mask 100x100 & (x > 0)", jnp.logical_and(m_big, x > 0))
        c.add("count(mask 100x100 ^ (x > 0))",
              jnp.sum(jnp.logical_xor(m_big, x > 0), dtype=jnp.int32))
        c.add("splat true mask & b[:64]", jnp.logical_and(m_true, b[:64]))
        c.add("not mask 3x7 | (y > 1)", jnp.logical_not(m_small) | (y > 1.0))

    note = ("closed-over numpy bool masks (100x100 and 1000: dense<\"0x...\"> i1 "
            "constants; 3x7: a list; 64 x true: a splat) used by jnp.where, logical "
            "xor/and/not with a bool input, a count, bool outputs")
    return f, [x, y, v, b], note, EXACT


def hex_const_types():
    rs = np.random.RandomState(7002)
    consts = {
        "i8": full_range(rs, 144, np.int8).reshape(12, 12),
        "u8": full_range(rs, 150, np.uint8),
        "i16": full_range(rs, 101, np.int16),
        "u16": full_range(rs, 121, np.uint16).reshape(11, 11),
        "i32": full_range(rs, 128, np.int32),
        "u32": full_range(rs, 128, np.uint32).reshape(8, 16),
        "i64": full_range(rs, 120, np.int64),
        "u64": full_range(rs, 105, np.uint64),
        "f16": rs.randn(11, 13).astype(F16),
        "bf16": rs.randn(160).astype(BF16),
        "f32": rs.randn(10, 11).astype(F32),
        "f64": rs.randn(10, 12),
        "c64": crandn(rs, (101,), C64),
        "c128": crandn(rs, (7, 15), C128),
    }
    k = np.array(3, I32)
    t = np.array(0.0, F32)

    @collect
    def f(c, k, t):
        for tag, cst in consts.items():
            if cst.dtype.kind in "iu":
                c.add(f"{tag} constant + 3", cst + lax.convert_element_type(k, cst.dtype))
            else:
                c.add(f"{tag} constant + 0", cst + lax.convert_element_type(t, cst.dtype))

    note = ("closed-over constants of more than 100 elements (printed as "
            "dense<\"0x...\">) of i8/u8/i16/u16/i32/u32/i64/u64 (full-range values, "
            "plus a traced 3) and f16/bf16/f32/f64/c64/c128 (plus a traced 0)")
    return f, [k, t], note, EXACT
