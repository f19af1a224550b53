"""Conformance program builders. Class 3: complex element types."""
from conformance_common import *  # noqa: F401,F403


# --------------------------------------------------------------------------
# Class 3: complex element types
# --------------------------------------------------------------------------

CPLX_ORDINARY = [(0.5, 0.7), (-0.5, 0.7), (-0.5, -0.7), (0.5, -0.7), (2.3, 1.1),
                 (-1.7, -2.9), (0.1, 3.0), (-3.0, 0.1), (1.2, -0.4), (-0.3, -1.6)]
# The real axis beyond +-1 (cuts of asin, acos, atanh; acosh below 1): on the
# cut with both signed zeros, and either side of it.
CPLX_CUT_REAL = [(2.0, 0.0), (2.0, -0.0), (2.0, 1e-3), (2.0, -1e-3),
                 (-2.0, 0.0), (-2.0, -0.0), (-2.0, 1e-3), (-2.0, -1e-3),
                 (1.5, 0.0), (-1.5, -0.0)]
# The imaginary axis beyond +-i (cuts of asinh, atan).
CPLX_CUT_IMAG = [(0.0, 2.0), (-0.0, 2.0), (1e-3, 2.0), (-1e-3, 2.0),
                 (0.0, -2.0), (-0.0, -2.0), (1e-3, -2.0), (-1e-3, -2.0),
                 (0.0, 1.5), (-0.0, -1.5)]
CPLX_AXES = [(0.5, 0.0), (-0.5, 0.0), (0.0, 0.5), (0.0, -0.5), (0.5, -0.0),
             (-0.5, -0.0), (-0.0, 0.5), (1e-3, 0.0)]
CPLX_ZEROS = [(0.0, 0.0), (-0.0, 0.0), (0.0, -0.0), (-0.0, -0.0)]


# numpy's complex functions (C99 Annex G conventions, evaluated in
# complex128): the reference where XLA:CPU deviates on signed zeros on a
# branch cut or on tiny arguments (see override_xla_deviations). Not expm1
# and log1p: numpy computes those as exp(z) - 1 and log(1 + z), which lose
# a tiny z's real part.
NUMPY_C99 = {
    "sqrt": np.sqrt, "rsqrt": lambda z: 1 / np.sqrt(z), "tanh": np.tanh,
    "exp": np.exp, "log": np.log,
    "arccos": np.arccos, "arcsin": np.arcsin, "arcsinh": np.arcsinh,
    "arctan": np.arctan, "arctanh": np.arctanh, "arccosh": np.arccosh,
    "cosh": np.cosh, "sinh": np.sinh, "tan": np.tan, "sin": np.sin,
    "cos": np.cos,
}


def _cplx_math(cdt, seed, tol, what):
    rs = np.random.RandomState(seed)
    nonzero = CPLX_ORDINARY + CPLX_CUT_REAL + CPLX_CUT_IMAG + CPLX_AXES
    z = cplx(nonzero + CPLX_ZEROS, cdt)
    zp = cplx(nonzero, cdt)
    w = crandn(rs, (len(nonzero),), cdt) * np.asarray(0.8, cdt)
    cases = [(name, (lambda fn: lambda d: fn(d["z"]))(fn), ("z", NUMPY_C99[name]))
             if name in NUMPY_C99 else
             (name, (lambda fn: lambda d: fn(d["z"]))(fn)) for name, fn in [
        ("sqrt", jnp.sqrt), ("tanh", jnp.tanh), ("expm1", jnp.expm1),
        ("log1p", jnp.log1p), ("sign", jnp.sign), ("exp", jnp.exp), ("log", jnp.log),
        ("abs", jnp.abs), ("angle", jnp.angle), ("arccos", jnp.arccos),
        ("arcsin", jnp.arcsin), ("arcsinh", jnp.arcsinh), ("arctan", jnp.arctan),
        ("arctanh", jnp.arctanh), ("arccosh", jnp.arccosh), ("cosh", jnp.cosh),
        ("sinh", jnp.sinh), ("tan", jnp.tan), ("sin", jnp.sin), ("cos", jnp.cos),
        ("square (integer_pow 2)", lambda v: lax.integer_pow(v, 2)),
        ("integer_pow 3", lambda v: lax.integer_pow(v, 3)),
    ]]
    cases += [
        ("rsqrt", lambda d: lax.rsqrt(d["zp"])),
        ("integer_pow -2", lambda d: lax.integer_pow(d["zp"], -2)),
        ("power z ** w", lambda d: jnp.power(d["zp"], d["w"])),
        ("power z ** 3 (jnp)", lambda d: jnp.power(d["zp"], 3)),
        ("reciprocal", lambda d: 1.0 / d["zp"]),
    ]
    note = (f"complex math on {what}: inputs in all four quadrants, on and either side "
            "of the branch cuts (real axis beyond +-1, imaginary axis beyond +-i), "
            "signed zeros (z only; rsqrt/powers/reciprocal use the nonzero zp)")
    return case_program(note, {"z": z, "zp": zp, "w": w}, cases, tol)


def cplx_math_c64():
    return _cplx_math(C64, 3001, TOL_C64, "complex64")


def cplx_math_c128():
    return _cplx_math(C128, 3002, TOL_C128, "complex128")


def _cplx_extreme(cdt, tol, what):
    scales = [1e30] + ([1e300] if cdt == C128 else [])
    huge, tiny = [], []
    for s in scales:
        huge += [(s, s), (-s, s), (s, -2 * s), (-3 * s, -s), (s, 0.0), (-s, 0.0),
                 (0.0, s), (0.0, -s), (s, 1.0), (1.0, s), (-s, 1.0), (1.0, -s),
                 (2 * s, -0.0), (-0.0, 3 * s)]
        t = 1.0 / s
        tiny += [(t, t), (-t, 2 * t), (t, 0.0), (0.0, t), (-t, -t), (3 * t, -t),
                 (-2 * t, 0.0), (0.0, -3 * t)]
    za = cplx(huge + tiny, cdt)
    zt = cplx(tiny, cdt)
    cases = [(name, (lambda fn: lambda d: fn(d["za"]))(fn), ("za", NUMPY_C99[name]))
             if name in NUMPY_C99 else
             (name, (lambda fn: lambda d: fn(d["za"]))(fn)) for name, fn in [
        ("abs", jnp.abs), ("sqrt", jnp.sqrt), ("rsqrt", lax.rsqrt), ("log", jnp.log),
        ("log1p", jnp.log1p), ("sign", jnp.sign), ("angle", jnp.angle),
        ("arcsin", jnp.arcsin), ("arccos", jnp.arccos), ("arcsinh", jnp.arcsinh),
        ("arccosh", jnp.arccosh), ("arctan", jnp.arctan), ("arctanh", jnp.arctanh),
    ]]
    cases += [(name + " (tiny)", (lambda fn: lambda d: fn(d["zt"]))(fn),
               ("zt", NUMPY_C99[name])) if name in NUMPY_C99 else
              (name + " (tiny)", (lambda fn: lambda d: fn(d["zt"]))(fn))
              for name, fn in [
        ("expm1", jnp.expm1), ("exp", jnp.exp), ("tanh", jnp.tanh), ("sinh", jnp.sinh),
        ("tan", jnp.tan), ("sin", jnp.sin),
    ]]
    mags = " and ".join(f"1e+-{int(np.log10(s))}" for s in scales)
    note = (f"complex math on {what} at magnitudes {mags} (huge and tiny parts, mixed "
            "with 1 and signed zeros), relative tolerance only; exp/trig/hyperbolic on "
            "the tiny inputs only")
    return case_program(note, {"za": za, "zt": zt}, cases, tol)


def cplx_extreme_c64():
    return _cplx_extreme(C64, TOL_C64_REL, "complex64")


def cplx_extreme_c128():
    return _cplx_extreme(C128, TOL_C128_REL, "complex128")


def _cplx_ops(cdt, rdt, seed, tol, what):
    rs = np.random.RandomState(seed)
    za = crandn(rs, (4, 6), cdt)
    zb = crandn(rs, (4, 6), cdt)
    zb[0, :3] = za[0, :3]                       # some equal elements
    zb[2, 4] = za[2, 4].real + 1j * za[2, 4].imag * 2
    zp = (0.6 + 0.5 * rs.rand(4, 6)) * np.exp(1j * rs.uniform(-3, 3, (4, 6)))
    zp = zp.astype(cdt)
    re = rs.randn(12)
    zs = cplx([(float(np.round(re[i], 0)), float(rs.randn())) for i in range(12)]
              + [(1.0, 2.0), (1.0, -2.0), (1.0, 0.5), (-1.0, 0.5)], cdt)
    rr = rs.randn(4, 6).astype(rdt)
    ri = rs.randn(4, 6).astype(rdt)

    @collect
    def f(c, za, zb, zp, zs, rr, ri):
        c.add("sum axis 1", jnp.sum(za, axis=1))
        c.add("sum all", jnp.sum(za))
        c.add("prod axis 0", jnp.prod(zp, axis=0))
        c.add("prod axis 1", jnp.prod(zp, axis=1))
        c.add("cumsum axis 1", jnp.cumsum(za, axis=1))
        c.add("mean axis 0", jnp.mean(za, axis=0))
        c.add("sort (lexicographic)", jnp.sort(zs))
        c.add("argsort", jnp.argsort(zs))
        c.add("sort axis 0", jnp.sort(za, axis=0))
        c.add("add", za + zb)
        c.add("subtract", za - zb)
        c.add("multiply", za * zb)
        c.add("divide", za / zp)
        c.add("negate", -za)
        c.add("conj", jnp.conj(za))
        c.add("real", jnp.real(za))
        c.add("imag", jnp.imag(za))
        c.add("abs", jnp.abs(za))
        c.add("angle", jnp.angle(za))
        c.add("lax.complex", lax.complex(rr, ri))
        c.add("equal", za == zb)
        c.add("not_equal", za != zb)
        c.add("matmul", za @ zb.T)
        c.add("einsum ij,ij->i with conj", jnp.einsum("ij,ij->i", za, jnp.conj(zb)))
        c.add("real -> complex convert", rr.astype(cdt))

    note = (f"{what} ops: sum, prod over each axis, cumsum, mean, lexicographic "
            "sort/argsort (ties in the real part), arithmetic, conj/real/imag/abs/angle, "
            "lax.complex, ==/!=, matmul, einsum with conj, real->complex convert")
    return f, [za, zb, zp, zs, rr, ri], note, tol


def cplx_ops_c64():
    return _cplx_ops(C64, F32, 3003, TOL_C64, "complex64")


def cplx_ops_c128():
    return _cplx_ops(C128, F64, 3004, TOL_C128, "complex128")


def cplx_bitcast():
    rs = np.random.RandomState(3005)
    z64 = crandn(rs, (8,), C64)
    z128 = crandn(rs, (8,), C128)
    u64 = z64.view(np.uint64).copy()
    pair = rs.randn(8, 2).astype(F32)
    bc = lax.bitcast_convert_type
    cases = [
        ("bitcast c64 -> f64", lambda d: bc(d["z64"], F64)),
        ("bitcast c64 -> u64", lambda d: bc(d["z64"], np.uint64)),
        ("bitcast c64 -> f32 pairs", lambda d: bc(d["z64"], F32)),
        ("bitcast u64 -> c64", lambda d: bc(d["u64"], C64)),
        ("bitcast c128 -> u64 pairs", lambda d: bc(d["z128"], np.uint64)),
        ("bitcast f32 pairs -> c64", lambda d: bc(d["pair"], C64)),
        ("c64.view(f32)", lambda d: d["z64"].view(F32)),
        ("real c64", lambda d: jnp.real(d["z64"])),
        ("imag c128", lambda d: jnp.imag(d["z128"])),
        ("lax.complex(pair)", lambda d: lax.complex(d["pair"][:, 0], d["pair"][:, 1])),
        ("convert c64 -> c128", lambda d: d["z64"].astype(C128)),
        ("convert c128 -> c64", lambda d: d["z128"].astype(C64)),
    ]
    note = ("complex bitcasts where JAX and XLA:CPU allow them (c64 <-> f64/u64/f32 "
            "pairs, c128 -> u64 pairs; the refused ones are listed as left out), view, "
            "real/imag, lax.complex, c64 <-> c128 converts")
    return case_program(note, {"z64": z64, "z128": z128, "u64": u64, "pair": pair},
                        cases, EXACT)
