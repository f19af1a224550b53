#!/usr/bin/env python3
"""Programs, inputs and expected outputs of the complex-function run tests
(run-complex-functions.test, run-complex-regions.test).

usage: complex_cases.py gen OUTDIR GROUP     write OUTDIR/GROUP.mlir (one
                                             function per case), the case
                                             list OUTDIR/cases, per case
                                             <case>.in<i>.npy, the expected
                                             <case>.out<j>.npy and <case>.args
                                             (strata-run flags writing the
                                             results to <case>.got<j>.npy)
       complex_cases.py check OUTDIR GROUP   compare every <case>.got<j>.npy
                                             with <case>.out<j>.npy: one
                                             PASS/FAIL line per case and a
                                             count; exits 1 on a failure
       complex_cases.py selftest             the comparison rejects what it
                                             must (a value off by more than
                                             the tolerance, a wrong zero
                                             sign, a missing NaN or inf)

GROUP is `functions` (elementwise complex functions on complex64 and
complex128) or `regions` (reduce, reduce_window, sort, while, if, case,
compare, maximum/minimum and bitcast_convert on complex values).

Expected values are computed here in double precision from the inputs (as
rounded to the element type) with Python's cmath, which follows C99 Annex G
(principal values, branch cuts, signs of zero): sqrt, tanh, sinh, cosh,
tan, sin, cos, asin, acos, atan, asinh, acosh, atanh; z ** w for power
(CPython's c_pow); 1 / cmath.sqrt(z) for rsqrt; z / abs(z) for sign. cmath
has no log1p/expm1: log1p's real part is log1p(|1 + z|^2 - 1) / 2 (or
log(|1 + z|^2) / 2 near -1), the argument summed exactly in rationals
(fractions) and rounded once, its
imaginary part atan2(y, 1 + x); expm1 is expm1(x) cos y - 2 sin^2(y/2) +
i e^x sin y. Region cases use exactly representable values, so their
results are exact. Complex64 results are rounded to f32 (overflowing to
inf).

Tolerance, per part: |got - expected| <= rtol * |expected complex| +
4 * (smallest subnormal), rtol = 2e-6 (complex64) or 1e-13 (complex128);
NaN must be NaN, inf the same inf; an expected zero part must have the
expected sign unless the case says the sign is unspecified. Integer and
boolean results, and every result of a region case, must be exact.

Pure Python (no numpy). Inputs cover all four quadrants, both sides of the
branch cuts (signed zeros and tiny imaginary/real parts), the branch points,
tiny (incl. subnormal) and huge magnitudes; each op's inputs stay where its
reference is defined (cmath raises at the poles). check_complex_with_jax.py
evaluates the same cases with JAX/XLA.
"""
import cmath
import math
import os
import struct
import sys
from fractions import Fraction

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "target-vulkan", "Inputs"))
from cooperative_kernels import read_npy, write_case, write_program  # noqa: E402

INF = float("inf")
NAN = float("nan")
FLT_MAX = 3.4028234663852886e38

# Per element type: npy dtype, MLIR element type, rtol, smallest subnormal
# and the magnitudes the inputs use.
TYPES = {
    "c64": dict(npy="<c8", mlir="complex<f32>", rtol=2e-6, sub=2.0 ** -149,
                big=1e30, huge=3e38, tiny=1e-30, denorm=1e-40, eps=1e-7),
    "c128": dict(npy="<c16", mlir="complex<f64>", rtol=1e-13, sub=2.0 ** -1074,
                 big=1e300, huge=1.7e308, tiny=1e-300, denorm=1e-310,
                 eps=1e-15),
}


def f32(x):
    """x rounded to f32 (inf beyond the range), NaN kept."""
    if math.isnan(x) or math.isinf(x):
        return x
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(INF, x)


def round_to(t, z):
    z = complex(z)
    return complex(f32(z.real), f32(z.imag)) if t == "c64" else z


# ---------------------------------------------------------------------------
# References
# ---------------------------------------------------------------------------

def ref_log1p(z):
    x, y = z.real, z.imag
    if not (math.isfinite(x) and math.isfinite(y)):
        return cmath.log(1 + z)
    # |1 + z|^2 exactly, rounded once (huge ones through the logs of the
    # numerator and denominator, Python ints of any size).
    fx, fy = Fraction(x), Fraction(y)
    s = (1 + fx) ** 2 + fy ** 2
    if s < 0.5:
        re = 0.5 * math.log(float(s))
    elif s < 2 ** 1000:
        re = 0.5 * math.log1p(float(s - 1))
    else:
        re = 0.5 * (math.log(s.numerator) - math.log(s.denominator))
    return complex(re, math.atan2(y, 1 + x))


def ref_expm1(z):
    x, y = z.real, z.imag
    re = math.expm1(x) * math.cos(y) - 2 * math.sin(y / 2) ** 2
    half = math.exp(x / 2)
    im = y if y == 0 else half * math.sin(y) * half
    return complex(re, im)


def ref_sign(z):
    m = max(abs(z.real), abs(z.imag))
    if m == 0 or math.isnan(m):
        return z if m == 0 else complex(NAN, NAN)
    x, y = z.real / m, z.imag / m
    h = math.hypot(x, y)
    return complex(x / h, y / h)


# name -> (mlir op, reference, zero signs specified, input selection)
UNARY = {
    "sqrt": ("stablehlo.sqrt", cmath.sqrt, True, "all+sqrt_special"),
    "rsqrt": ("stablehlo.rsqrt", lambda z: 1 / cmath.sqrt(z), False, "nonzero"),
    "tanh": ("stablehlo.tanh", cmath.tanh, True, "moderate_im+bigre"),
    "expm1": ("stablehlo.exponential_minus_one", ref_expm1, True, "moderate"),
    "log1p": ("stablehlo.log_plus_one", ref_log1p, False, "all_but_m1+log1p"),
    "sign": ("stablehlo.sign", ref_sign, True, "all"),
    "sine": ("stablehlo.sine", cmath.sin, True, "moderate"),
    "cosine": ("stablehlo.cosine", cmath.cos, True, "moderate"),
    "tan": ("stablehlo.tan", cmath.tan, True, "moderate_re+bigim"),
    "chlo_tan": ("chlo.tan", cmath.tan, True, "moderate"),
    "sinh": ("chlo.sinh", cmath.sinh, True, "moderate+bigre"),
    "cosh": ("chlo.cosh", cmath.cosh, True, "moderate+bigre"),
    "asin": ("chlo.asin", cmath.asin, True, "all"),
    "acos": ("chlo.acos", cmath.acos, True, "all"),
    "atan": ("chlo.atan", cmath.atan, True, "all_but_pm_i"),
    "asinh": ("chlo.asinh", cmath.asinh, True, "all"),
    "acosh": ("chlo.acosh", cmath.acosh, True, "all"),
    "atanh": ("chlo.atanh", cmath.atanh, True, "all_but_pm_1"),
}


def inputs_for(selection, t):
    """The inputs of one op (complex numbers, before rounding)."""
    p = TYPES[t]
    big, huge, tiny, den, eps = p["big"], p["huge"], p["tiny"], p["denorm"], p["eps"]
    quadrants = [complex(sx * a, sy * b) for (a, b) in
                 ((0.5, 0.25), (2.0, 3.0), (0.75, 1.5), (3.5, 0.125))
                 for sx in (1, -1) for sy in (1, -1)]
    axes = []
    for v in (0.25, 0.5, 1.0, 1.5, 3.0):
        for s in (1, -1):
            for zero in (0.0, -0.0):
                axes += [complex(s * v, zero), complex(zero, s * v)]
    # Both sides of the cuts, close to them, and at the branch points.
    near = [complex(x, s * eps) for x in (-2.0, -1.0, -0.5, 0.5, 1.0, 2.0)
            for s in (1, -1)]
    near += [complex(s * eps, y) for y in (-2.0, -1.0, -0.5, 0.5, 1.0, 2.0)
             for s in (1, -1)]
    near += [complex(1.0, 0.5), complex(-1.0, -0.5), complex(0.5, 1.0),
             complex(-0.5, -1.0), complex(1e-3, -2e-3), complex(-2e-4, 1e-4)]
    zeros = [complex(a, b) for a in (0.0, -0.0) for b in (0.0, -0.0)]
    small = [complex(tiny, tiny), complex(-tiny, 2 * tiny), complex(den, -den),
             complex(-3 * den, 0.0), complex(0.0, tiny), complex(tiny, -0.0)]
    large = [complex(big, big), complex(-big, 0.5), complex(0.5, -big),
             complex(-big, -2 * big), complex(huge, huge), complex(-huge, 0.0),
             complex(0.0, -huge)]
    moderate = quadrants + [z for z in axes + near + zeros + small
                            if abs(z.real) <= 3 and abs(z.imag) <= 3]
    moderate += [complex(9.5, 0.75), complex(-12.0, -2.5), complex(0.25, 9.0),
                 complex(-0.5, -7.5)]
    everything = quadrants + axes + near + zeros + small + large
    sel = {
        "all": everything,
        "nonzero": [z for z in everything if z != 0],
        "all_but_pm_i": [z for z in everything
                         if not (z.real == 0 and abs(z.imag) == 1)],
        "all_but_m1": [z for z in everything if z != -1],
        "all_but_pm_1": [z for z in everything
                         if not (z.imag == 0 and abs(z.real) == 1)],
        "moderate": moderate,
    }
    base, _, extra = selection.partition("+")
    if base == "moderate_im":
        values = moderate + [complex(x, y) for x in (30.0, -45.0, big)
                             for y in (0.5, -2.0)]
    elif base == "moderate_re":
        values = moderate + [complex(x, y) for x in (0.5, -2.0)
                             for y in (30.0, -45.0, big)]
    else:
        values = list(sel[base])
    if extra == "bigre":
        # sinh/cosh: e^|x| / 2 beyond the direct formula, up to overflow.
        values += [complex(x, y) for x in (30.0, -60.0) for y in (0.5, -2.5)]
        values += ([complex(87.5, 0.75), complex(-95.0, 0.25)] if t == "c64"
                   else [complex(700.0, -0.5), complex(-710.0, 1.25)])
    elif extra == "sqrt_special":
        values += [complex(INF, 1.0), complex(-INF, 1.0), complex(-INF, -2.0),
                   complex(1.0, INF), complex(-2.0, -INF), complex(NAN, INF),
                   complex(INF, NAN), complex(NAN, 1.0), complex(1.0, NAN)]
    elif extra == "log1p":
        values += [complex(-1.0 + 2 ** -20, 0.0), complex(-0.75, 0.5),
                   complex(-1.5, 0.75), complex(-1e-5, 4.47e-3),
                   complex(INF, 1.0), complex(1.0, -INF), complex(NAN, 0.5)]
    return values


# ---------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------

class Case:
    """One function: its MLIR text, inputs and expected outputs as
    (shape, flat values, dtype) triples, and how to compare."""

    def __init__(self, name, mlir, inputs, outputs, t, exact=False,
                 zero_signs=True, jax=None):
        self.name, self.mlir, self.inputs, self.outputs = name, mlir, inputs, outputs
        self.t, self.exact, self.zero_signs, self.jax = t, exact, zero_signs, jax


def tensor(shape, elem):
    return "tensor<%s>" % "x".join([str(d) for d in shape] + [elem])


def unary_case(name, t):
    op, ref, zero_signs, selection = UNARY[name]
    elem = TYPES[t]["mlir"]
    zs = [round_to(t, z) for z in inputs_for(selection, t)]
    expected = [round_to(t, ref(z)) for z in zs]
    ty = tensor([len(zs)], elem)
    if op.startswith("chlo."):
        body = "  %%r = %s %%x : %s -> %s\n" % (op, ty, ty)
    else:
        body = "  %%r = %s %%x : %s\n" % (op, ty)
    fn = "%s_%s" % (name, t)
    mlir = ("func.func @%s(%%x: %s) -> %s {\n%s  return %%r : %s\n}\n"
            % (fn, ty, ty, body, ty))
    npy = TYPES[t]["npy"]
    return Case(fn, mlir, [((len(zs),), zs, npy)],
                [((len(zs),), expected, "<c16")], t, zero_signs=zero_signs,
                jax=name)


def power_case(t):
    elem = TYPES[t]["mlir"]
    pairs = [(2 + 3j, 0.5 - 1j), (-2 + 3j, 0.5 - 1j), (-2 - 3j, 1.5 + 0.25j),
             (2 - 3j, -0.75 + 2j), (0.5 + 0.25j, 3 + 0j), (-4 + 0j, 0.5 + 0j),
             (complex(-4, -0.0), 0.5 + 0j), (1e-3 + 2e-3j, 2.5 - 0.5j),
             (100 - 50j, 1.25 + 0.5j), (1 + 1j, 1j), (-1 + 0j, 1j),
             (0j, 0j), (0j, 2.5 + 0j), (3 + 4j, 0j), (-1.5 + 0.5j, -2 + 0j),
             (0.9 + 0.1j, 20 + 0j), (1 + 0j, 1e3 + 1j)]
    zs = [round_to(t, z) for z, _ in pairs]
    ws = [round_to(t, w) for _, w in pairs]
    expected = [round_to(t, z ** w) for z, w in zip(zs, ws)]
    ty = tensor([len(zs)], elem)
    fn = "power_%s" % t
    mlir = ("func.func @%s(%%x: %s, %%y: %s) -> %s {\n"
            "  %%r = stablehlo.power %%x, %%y : %s\n  return %%r : %s\n}\n"
            % (fn, ty, ty, ty, ty, ty))
    npy = TYPES[t]["npy"]
    n = (len(zs),)
    return Case(fn, mlir, [(n, zs, npy), (n, ws, npy)],
                [(n, expected, "<c16")], t, zero_signs=False, jax="power")


def function_cases():
    cases = []
    for t in ("c64", "c128"):
        for name in UNARY:
            cases.append(unary_case(name, t))
        cases.append(power_case(t))
    return cases


def region_cases():
    from complex_region_cases import build  # noqa: E402 (same directory)
    return build(TYPES, tensor, Case)


def all_cases(group):
    return function_cases() if group == "functions" else region_cases()


# ---------------------------------------------------------------------------
# Comparison
# ---------------------------------------------------------------------------

def sign_bit(v):
    return math.copysign(1.0, v) < 0


def close_part(g, e, tol, zero_signs):
    if math.isnan(e):
        return math.isnan(g)
    if math.isinf(e):
        return g == e
    if math.isnan(g) or math.isinf(g):
        return False
    if e == 0 and zero_signs and g == 0 and sign_bit(g) != sign_bit(e):
        return False
    return abs(g - e) <= tol


def compare_values(got, exp, case):
    """Index and description of the first mismatch, or None."""
    p = TYPES.get(case.t)
    for i, (g, e) in enumerate(zip(got, exp)):
        if isinstance(e, complex) or isinstance(g, complex):
            g, e = complex(g), complex(e)
            if case.exact:
                ok = all(close_part(gp, ep, 0.0, True) for gp, ep in
                         ((g.real, e.real), (g.imag, e.imag)))
            else:
                finite = [v for v in (e.real, e.imag) if math.isfinite(v)]
                mag = math.hypot(*finite) if finite else 0.0
                tol = p["rtol"] * mag + 4 * p["sub"]
                ok = (close_part(g.real, e.real, tol, case.zero_signs) and
                      close_part(g.imag, e.imag, tol, case.zero_signs))
        else:
            ok = g == e
        if not ok:
            return i, g, e
    return None


def check_case(out, case):
    msgs = []
    for j, (shape, exp, _) in enumerate(case.outputs):
        path = os.path.join(out, "%s.got%d.npy" % (case.name, j))
        if not os.path.exists(path):
            msgs.append("result %d: no output (%s missing)" % (j, path))
            continue
        gshape, got, _ = read_npy(path)
        if tuple(gshape) != tuple(shape):
            msgs.append("result %d: shape %s, expected %s" % (j, gshape, shape))
            continue
        bad = compare_values(got, exp, case)
        if bad:
            i, g, e = bad
            inputs = [vals[i] for (s, vals, _) in case.inputs
                      if len(vals) == len(exp)]
            msgs.append("result %d [%d]: got %r, expected %r (input %r)"
                        % (j, i, g, e, inputs))
    return msgs


def main():
    cmd = sys.argv[1]
    if cmd == "selftest":
        return selftest()
    out, group = sys.argv[2], sys.argv[3]
    cases = all_cases(group)
    if cmd == "gen":
        os.makedirs(out, exist_ok=True)
        for c in cases:
            write_case(out, c.name, c.inputs, c.outputs, results=True)
        write_program(out, group + ".mlir", [c.mlir for c in cases],
                      [c.name for c in cases])
        return 0
    failed = 0
    for c in cases:
        msgs = check_case(out, c)
        failed += bool(msgs)
        print(("FAIL %s: " % c.name + "; ".join(msgs)) if msgs else "PASS " + c.name)
    print("complex %s: %d of %d cases passed" % (group, len(cases) - failed, len(cases)))
    return 1 if failed else 0


def selftest():
    """The comparison must reject these (and accept the first)."""
    c64 = Case("self", "", [], [], "c64")
    e = [complex(1.0, -0.0)]
    checks = [
        ("accepts 1 ulp", [complex(1.0000001, -0.0)], True),
        ("rejects 5e-6 relative", [complex(1.000005, -0.0)], False),
        ("rejects a wrong zero sign", [complex(1.0, 0.0)], False),
        ("rejects NaN for a number", [complex(NAN, -0.0)], False),
    ]
    ok = True
    for what, got, accept in checks:
        res = compare_values(got, e, c64) is None
        ok &= res == accept
        print("%s %s" % ("ok" if res == accept else "WRONG", what))
    nan_case = compare_values([complex(1.0, 2.0)], [complex(NAN, 2.0)], c64)
    ok &= nan_case is not None
    print("%s rejects a number for NaN" % ("ok" if nan_case else "WRONG"))
    inf_case = compare_values([complex(FLT_MAX, 0.0)], [complex(INF, 0.0)], c64)
    ok &= inf_case is not None
    print("%s rejects a finite value for inf" % ("ok" if inf_case else "WRONG"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
