"""Element types of the fuzzer's programs: how numpy holds their values, how
values round into them, how they print as literals and travel in .npy files.

Reference values are held in numpy arrays of the type's own dtype, except
bf16, which numpy lacks: bf16 values live in float32 arrays whose values are
exactly representable in bf16 (`rnd` keeps them so). Float results are
computed in float64 and rounded once into the type; for +, -, *, / that is
the correctly rounded result (float64 has more than twice the precision of
every narrower type), and bf16 rounds through float32 by round-to-odd so
the two roundings do not differ from one.
"""
import numpy as np

FLOATS = ("f16", "bf16", "f32", "f64")
SIGNED = ("i8", "i16", "i32", "i64")
UNSIGNED = ("ui8", "ui16", "ui32", "ui64")
INTS = SIGNED + UNSIGNED
BOOL = "i1"
COMPLEX = ("complex<f32>", "complex<f64>")
ALL = FLOATS + INTS + (BOOL,) + COMPLEX
PART = {"complex<f32>": "f32", "complex<f64>": "f64"}

NP = {"f16": np.float16, "bf16": np.float32, "f32": np.float32, "f64": np.float64,
      "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
      "ui8": np.uint8, "ui16": np.uint16, "ui32": np.uint32, "ui64": np.uint64,
      BOOL: np.bool_, "complex<f32>": np.complex64, "complex<f64>": np.complex128}
BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "i8": 8, "i16": 16, "i32": 32,
        "i64": 64, "ui8": 8, "ui16": 16, "ui32": 32, "ui64": 64, BOOL: 1,
        "complex<f32>": 64, "complex<f64>": 128}
# Unit roundoff 2^-p (p: significand bits with the hidden one).
EPS = {"f16": 2.0 ** -11, "bf16": 2.0 ** -8, "f32": 2.0 ** -24, "f64": 2.0 ** -53,
       "complex<f32>": 2.0 ** -24, "complex<f64>": 2.0 ** -53}
TINY = {"f16": 2.0 ** -14, "bf16": 2.0 ** -126, "f32": 2.0 ** -126, "f64": 2.0 ** -1022,
        "complex<f32>": 2.0 ** -126, "complex<f64>": 2.0 ** -1022}
MAX = {"f16": 65504.0, "bf16": 3.3895313892515355e38, "f32": 3.4028234663852886e38,
       "f64": 1.7976931348623157e308}


def is_float(t):
    return t in FLOATS


def is_complex(t):
    return t in COMPLEX


def is_inexact(t):
    """Float or complex: compared within a tolerance unless exact."""
    return t in FLOATS or t in COMPLEX


def is_int(t):
    return t in INTS


def is_signed(t):
    return t in SIGNED


def int_range(t):
    b = BITS[t]
    return (-(1 << (b - 1)), (1 << (b - 1)) - 1) if is_signed(t) else (0, (1 << b) - 1)


def _f32_bits(x):
    x = np.asarray(x, np.float32)
    return np.ascontiguousarray(x).view(np.uint32).reshape(x.shape)


def _bf16_from_f32(x):
    """Round float32 values to bf16 (nearest, ties to even; NaN stays NaN)."""
    b = _f32_bits(x).astype(np.uint64)
    u = np.uint64
    rounded = ((b + u(0x7FFF) + ((b >> u(16)) & u(1))) & u(0xFFFF0000)).astype(np.uint32)
    out = rounded.view(np.float32)
    return np.where(np.isnan(x), np.float32("nan"), out).astype(np.float32)


def _f32_round_to_odd(x):
    """float64 -> float32 rounding toward zero, with the last bit set when
    inexact: a following rounding to a narrower type is then correct."""
    x = np.asarray(x, np.float64)
    with np.errstate(all="ignore"):
        f = x.astype(np.float32)
        back = f.astype(np.float64)
        inexact = np.isfinite(x) & (back != x)
        f = np.where(inexact & (np.abs(back) > np.abs(x)),
                     np.nextafter(f, np.float32(0)), f).astype(np.float32)
    bits = _f32_bits(f) | inexact.astype(np.uint32)
    return bits.view(np.float32).reshape(x.shape)


def rnd(x, t):
    """`x` (numbers, any dtype) as values of type `t`: floats rounded to
    nearest even, integers wrapped, booleans as x != 0."""
    x = np.asarray(x)
    with np.errstate(all="ignore"):
        if is_complex(t):
            return x.astype(NP[t])
        if t == "bf16":
            if x.dtype == np.float32:
                return _bf16_from_f32(x)
            return _bf16_from_f32(_f32_round_to_odd(x.astype(np.float64)))
        if is_float(t):
            return x.astype(NP[t])
        if t == BOOL:
            return x != 0
        if x.dtype.kind == "f":
            return np.trunc(x).astype(np.int64).astype(NP[t])
        return x.astype(np.int64 if x.dtype.kind == "b" else x.dtype).astype(NP[t])


def bits(x, t):
    """The bit patterns of float values of type `t` as unsigned integers of
    its width."""
    x = np.asarray(x)
    shape = x.shape
    x = np.ascontiguousarray(x)  # (at least 1-d)
    if t == "bf16":
        return (_f32_bits(x) >> 16).astype(np.uint16).reshape(shape)
    return x.view({16: np.uint16, 32: np.uint32, 64: np.uint64}[BITS[t]]).reshape(shape)


def from_bits(b, t):
    b = np.asarray(b)
    if t == "bf16":
        return np.ascontiguousarray(b.astype(np.uint32) << np.uint32(16)).view(np.float32).reshape(b.shape)
    return np.ascontiguousarray(b).view(NP[t]).reshape(b.shape)


def literal(x, t):
    """One element as a StableHLO literal that parses to exactly `x`."""
    if t == BOOL:
        return "true" if x else "false"
    if is_int(t):
        return str(int(x))
    if is_complex(t):
        c = complex(np.asarray(x).reshape(-1)[0])
        return f"({literal(c.real, PART[t])}, {literal(c.imag, PART[t])})"
    v = rnd(np.array([x], np.float64) if not isinstance(x, np.ndarray) else x, t).reshape(-1)
    if t == "bf16" or not np.isfinite(v[0]):
        width = BITS[t] // 4
        return f"0x{int(bits(v, t)[0]):0{width}X}"
    return repr(float(v[0])) if t != "f16" else repr(float(np.float16(v[0])))


def to_file(x, t):
    """The array np.save writes for values of type `t` (bf16: raw 2-byte
    words, which strata-run reads as bf16; None: as it is)."""
    x = np.array(x, order="C")
    if t is None:
        return x
    if t == "bf16":
        return bits(x, t).view("V2")
    return x.astype(NP[t])


def from_file(a, t):
    """Values of type `t` from what np.load returned for it."""
    if t == "bf16" and a.dtype.kind == "V":
        return from_bits(a.view(np.uint16), t)
    return a


def npy_dtype_name(t):
    return "bfloat16" if t == "bf16" else np.dtype(NP[t]).name
