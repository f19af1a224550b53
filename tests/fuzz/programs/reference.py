"""Reference values of the fuzzer's steps, and how far a correct target may
be from them.

`evaluate_step(step, vals, errs)` returns (value, err): the value computed
with numpy in float64 and rounded into the result type after every op the
program rounds after, and `err`, an absolute bound (over the whole tensor)
on the difference a correct implementation may show: the rounding its
semantics leave open (reduction order, fused multiply-adds, the accuracy of
transcendental functions) plus the operands' bounds carried through the op
(Lipschitz constants on the bounded domains the grammar guarantees). Exact
values (grammar.Value.exact) have err 0 and are compared bit for bit.
"""
import numpy as np

import etypes as et
from etypes import BOOL, EPS, TINY

# Accuracy allowed for transcendental functions, in units of the type's
# unit roundoff (f16/bf16 are computed in f32 and rounded: one ulp).
TRANSCENDENTAL_ULPS = {"f16": 2, "bf16": 2, "f32": 64, "f64": 4096}
LIPSCHITZ = {"tanh": 1.0, "sine": 1.0, "cosine": 1.0, "logistic": 0.25,
             "exponential": np.e, "log": 1.0, "sqrt": 0.5, "rsqrt": 0.5, "log_plus_one": 1.0,
             "exponential_minus_one": np.e, "cbrt": 1.0 / 3.0}
FUNCTIONS = {"tanh": np.tanh, "sine": np.sin, "cosine": np.cos,
             "logistic": lambda x: 1.0 / (1.0 + np.exp(-x)), "exponential": np.exp,
             "log": np.log, "sqrt": np.sqrt, "rsqrt": lambda x: 1.0 / np.sqrt(x),
             "log_plus_one": np.log1p, "exponential_minus_one": np.expm1, "cbrt": np.cbrt}


def amax(x):
    x = np.asarray(x)
    x = np.abs(x.astype(np.complex128)) if x.dtype.kind == "c" else \
        x.astype(np.float64) if x.dtype.kind == "f" else x
    if x.size == 0:
        return 0.0
    if x.dtype.kind == "f":
        f = x[np.isfinite(x)]
        return float(np.max(np.abs(f))) if f.size else 0.0
    return float(np.max(np.abs(x.astype(np.float64))))


def rounding(y, t, ulps=2.0):
    """The rounding error of one op producing `y` in float type `t`."""
    return ulps * EPS[t] * (amax(y) + TINY[t])


def f64(x):
    """Values widened for the reference's arithmetic: float64 (complex128
    for complex values)."""
    x = np.asarray(x)
    return x.astype(np.complex128) if x.dtype.kind == "c" else x.astype(np.float64)


def _int_div(x, d, t):
    """Integer division and remainder truncating toward zero (d > 0)."""
    if et.is_signed(t):
        xx, dd = x.astype(np.int64), d.astype(np.int64)
        q = xx // dd
        r = xx - q * dd
        q = np.where((r != 0) & (xx < 0), q + 1, q)
        return q.astype(et.NP[t]), (xx - q * dd).astype(et.NP[t])
    return x // d, x % d


def _as_unsigned(x, t):
    """Bit patterns of integers of type `t` as uint64."""
    b = et.BITS[t]
    u = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}[b]
    x = np.asarray(x)
    return np.ascontiguousarray(x).view(u).astype(np.uint64).reshape(x.shape)


def _from_unsigned(u, t):
    b = et.BITS[t]
    w = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}[b]
    u = np.asarray(u)
    return np.ascontiguousarray((u & np.uint64((1 << b) - 1)).astype(w)).view(
        et.NP[t]).reshape(u.shape)


def _shift(op, x, a, t):
    b = et.BITS[t]
    a = a.astype(np.int64)
    big = a >= b
    amt = np.minimum(a, b - 1).astype(np.uint64)
    u = _as_unsigned(x, t)
    if op == "shift_left":
        return _from_unsigned(np.where(big, np.uint64(0), u << amt), t)
    if op == "shift_right_logical":
        return _from_unsigned(np.where(big, np.uint64(0), u >> amt), t)
    # Arithmetic: the bit pattern read as a signed integer of its width.
    s = u.view(np.int64) if b == 64 else \
        np.where(u >= np.uint64(1 << (b - 1)), u.astype(np.int64) - (1 << b), u.astype(np.int64))
    r = np.where(big, s >> (b - 1), s >> np.minimum(a, b - 1))
    return _from_unsigned(r.astype(np.uint64), t)


def _popcnt(x, t):
    u = _as_unsigned(x, t)
    c = np.zeros(u.shape, np.uint64)
    for i in range(et.BITS[t]):
        c += (u >> np.uint64(i)) & np.uint64(1)
    return c.astype(et.NP[t])


def _clz(x, t):
    u = _as_unsigned(x, t)
    b = et.BITS[t]
    c = np.full(u.shape, b, np.int64)
    for i in range(b):  # the highest set bit wins
        c = np.where((u >> np.uint64(i)) & np.uint64(1) == 1, b - 1 - i, c)
    return c.astype(et.NP[t])


def total_order_key(x, t):
    """Integers ordered as StableHLO's TOTALORDER orders the floats."""
    b = et.BITS[t]
    u = et.bits(x, t).astype(np.uint64)
    sign = u >> np.uint64(b - 1)
    mag = u & np.uint64((1 << (b - 1)) - 1)
    if b == 64:  # keep exact: Python integers
        m = np.array([int(v) for v in mag.reshape(-1)], dtype=object).reshape(mag.shape)
    else:
        m = mag.astype(np.int64)
    return np.where(sign == 1, -m - 1, m)


def _gather(x, idx, p):
    """StableHLO gather, start indices clamped."""
    ivd, smap = p["index_vector_dim"], p["start_index_map"]
    sizes, offset_dims, collapsed = p["slice_sizes"], p["offset_dims"], p["collapsed"]
    idx = np.asarray(idx).astype(np.int64)
    if ivd == idx.ndim:
        idx = idx[..., None]
    else:
        idx = np.moveaxis(idx, ivd, -1)
    batch_shape = idx.shape[:-1]
    out_rank = len(batch_shape) + len(x.shape) - len(collapsed)
    batch_dims = [d for d in range(out_rank) if d not in offset_dims]
    window = [d for d in range(x.ndim) if d not in collapsed]
    out_shape = [0] * out_rank
    for d, n in zip(batch_dims, batch_shape):
        out_shape[d] = n
    for d, w in zip(offset_dims, window):
        out_shape[d] = sizes[w]
    y = np.zeros(out_shape, x.dtype)
    for b in np.ndindex(*batch_shape):
        start = [0] * x.ndim
        for k, d in enumerate(smap):
            start[d] = int(np.clip(idx[b + (k,)], 0, x.shape[d] - sizes[d]))
        sl = x[tuple(slice(s, s + n) for s, n in zip(start, sizes))]
        sl = sl.reshape([sizes[d] for d in window])
        # Output index: batch positions from b, offset positions from the slice.
        dest = [slice(None)] * out_rank
        for d, i in zip(batch_dims, b):
            dest[d] = i
        # Offset dims appear in increasing order in both.
        y[tuple(dest)] = sl
    return y


def scatter_targets(operand_shape, idx, updates_shape, p):
    """(update index, operand index or None when out of bounds) pairs."""
    ivd, to_op = p["index_vector_dim"], p["to_operand"]
    uwd, inserted = p["update_window_dims"], p["inserted"]
    idx = np.asarray(idx).astype(np.int64)
    if ivd == idx.ndim:
        idx = idx[..., None]
    else:
        idx = np.moveaxis(idx, ivd, -1)
    scatter_dims = [d for d in range(len(updates_shape)) if d not in uwd]
    window_dims = [d for d in range(len(operand_shape)) if d not in inserted]
    pairs = []
    for u in np.ndindex(*updates_shape):
        si = tuple(u[d] for d in scatter_dims)
        start = [0] * len(operand_shape)
        for k, d in enumerate(to_op):
            start[d] = int(idx[si + (k,)])
        full = list(start)
        for d, w in zip(window_dims, uwd):
            full[d] += u[w]
        ok = all(0 <= i < n for i, n in zip(full, operand_shape))
        pairs.append((u, tuple(full) if ok else None))
    return pairs


def _scatter(x, idx, upd, p, t):
    y = np.array(x, copy=True)
    for u, o in scatter_targets(x.shape, idx, upd.shape, p):
        if o is None:
            continue
        a, b = y[o], upd[u]
        op = p["op"]
        if op is None:
            v = b
        elif op == "add":
            v = a + b if et.is_int(t) else f64(a) + f64(b)
        elif op == "multiply":
            v = a * b if et.is_int(t) else f64(a) * f64(b)
        elif op == "maximum":
            v = max(a, b)
        elif op == "minimum":
            v = min(a, b)
        elif op == "or":
            v = bool(a) or bool(b)
        else:
            raise ValueError(op)
        y[o] = et.rnd(np.array(v), t) if et.is_inexact(t) else np.array(v).astype(y.dtype)
    return y


def evaluate_step(step, vals, errs):
    k, p = step.kind, step.params
    x = [vals[i] for i in step.operands]
    e = [errs[i] for i in step.operands]
    t = step.result.etype
    shape = step.result.shape
    with np.errstate(all="ignore"):
        y, err = _evaluate(k, p, x, e, t, shape, step)
    y = np.asarray(y)
    if et.is_inexact(t):
        y = et.rnd(y, t)
    elif t == BOOL:
        y = y.astype(bool)
    else:
        y = y.astype(et.NP[t])
    y = y.reshape(shape)
    if not step.result.exact and et.is_inexact(t):
        if not np.all(np.isfinite(y)) or not np.isfinite(err):
            err = float("inf")
        err = max(err, rounding(y, t, 1))
    return y, float(err)


def _evaluate(k, p, x, e, t, shape, step):
    if k == "constant":
        return np.asarray(p["array"]), 0.0
    if k == "iota":
        y = np.broadcast_to(np.arange(shape[p["dim"]]).reshape(
            [-1 if d == p["dim"] else 1 for d in range(len(shape))]), shape)
        return (y.astype(np.float64) if et.is_float(t) else y), 0.0
    if k == "unary":
        return _unary(p["op"], x[0], e[0], t)
    if k == "is_finite":
        return np.isfinite(f64(x[0])), 0.0
    if k == "real":
        return np.real(x[0]), e[0]
    if k == "imag":
        return np.imag(x[0]), e[0]
    if k == "complex_abs":
        y = et.rnd(np.abs(f64(x[0])), t)
        return y, e[0] + rounding(y, t, 4)
    if k == "make_complex":
        # Parts set as they are: re + 1j * im would make 0 * inf a NaN real
        # part where im is infinite (complex(-inf, -inf) came out nan-infj).
        re, im = np.broadcast_arrays(f64(x[0]), f64(x[1]))
        out = np.empty(re.shape, dtype=np.complex128)
        out.real, out.imag = re, im
        return out, max(e)
    if k == "bounded":
        op = p["op"]
        th = et.rnd(np.tanh(f64(x[0])), t)
        eth = e[0] + rounding(th, t, TRANSCENDENTAL_ULPS[t])
        arg = f64(th)
        if op in ("log", "sqrt", "rsqrt", "cbrt", "log_plus_one"):
            arg = np.abs(arg)
            if op != "log_plus_one":
                arg = f64(et.rnd(arg + 1.0, t))
                eth += rounding(arg, t)
        y = et.rnd(FUNCTIONS[op](arg), t)
        return y, LIPSCHITZ[op] * eth + rounding(y, t, TRANSCENDENTAL_ULPS[t])
    if k == "binary":
        return _binary(p["op"], x[0], x[1], e[0], e[1], t)
    if k in ("divide", "remainder"):
        if et.is_float(t):
            d = et.rnd(np.abs(f64(x[1])) + 1.0, t)
            ed = e[1] + (rounding(d, t) if e[1] else 0.0)
            if k == "remainder":
                return np.fmod(f64(x[0]), f64(d)), 0.0
            q = et.rnd(f64(x[0]) / f64(d), t)
            return q, e[0] + amax(x[0]) * ed + rounding(q, t)
        d = (x[1] & et.NP[t](7)) + et.NP[t](1)
        q, r = _int_div(x[0], d, t)
        return (q if k == "divide" else r), 0.0
    if k == "shift":
        a = x[1] & et.NP[t](p["mask"])
        return _shift(p["op"], x[0], a, t), 0.0
    if k == "compare":
        a, b = x
        st = p["operand_etype"]
        if p["ctype"] == "TOTALORDER":
            ka, kb = total_order_key(a, st), total_order_key(b, st)
            return COMPARE_FN[p["dir"]](ka, kb).astype(bool), 0.0
        if p["ctype"] == "FLOAT":
            a, b = f64(a), f64(b)
        return COMPARE_FN[p["dir"]](a, b), 0.0
    if k == "select":
        return np.where(x[0], x[1], x[2]), max(e[1], e[2])
    if k == "convert":
        return _convert(p, x[0], e[0], t)
    if k == "bitcast":
        return _bitcast(x[0], p["from"], t, shape), 0.0
    if k == "broadcast":
        src = x[0].reshape([x[0].shape[p["dims"].index(d)] if d in p["dims"] else 1
                            for d in range(len(shape))])
        return np.broadcast_to(src, shape), e[0]
    if k == "transpose":
        return np.transpose(x[0], p["perm"]), e[0]
    if k == "reshape":
        return x[0].reshape(shape), e[0]
    if k == "reverse":
        return np.flip(x[0], axis=tuple(p["dims"])), e[0]
    if k == "slice":
        return x[0][tuple(slice(a, b, s) for a, b, s in p["ranges"])], e[0]
    if k == "concatenate":
        return np.concatenate(x, axis=p["dim"]), max(e)
    if k == "pad":
        src = x[0]
        y = np.full(shape, p["value"], src.dtype)
        idx = tuple(slice(lo, lo + (n - 1) * (it + 1) + 1 if n else lo, it + 1)
                    for lo, n, it in zip(p["low"], src.shape, p["interior"]))
        y[idx] = src
        return y, e[0]
    if k == "reduce":
        return _reduce(p, x[0], e[0], t, shape)
    if k == "dot":
        return _dot(p, x[0], x[1], e[0], e[1], t)
    if k == "convolution":
        return _convolution(p, x[0], x[1], e[0], e[1], t, shape)
    if k == "gather":
        return _gather(x[0], x[1], p), e[0]
    if k == "scatter":
        y = _scatter(x[0], x[1], x[2], p, t)
        if not et.is_inexact(t) or p["op"] in (None, "maximum", "minimum"):
            return y, max(e[0], e[2])
        if p["op"] == "multiply":  # generated only where no element is hit twice
            return y, e[0] * amax(x[2]) + e[2] * amax(x[0]) + e[0] * e[2] + \
                4 * EPS[t] * amax(x[0]) * amax(x[2])
        # Float add: the order of colliding updates is the implementation's.
        hits = {}
        for u, o in scatter_targets(x[0].shape, x[1], x[2].shape, p):
            if o is not None:
                hits[o] = hits.get(o, 0) + 1
        n = max(hits.values(), default=0) + 1
        return y, n * max(e[0], e[2]) + (n + 1) * EPS[t] * (amax(x[0]) + n * amax(x[2]))
    if k == "dynamic_slice":
        starts = [int(np.clip(int(i), 0, n - z)) for i, n, z in zip(x[1:], x[0].shape, p["sizes"])]
        return x[0][tuple(slice(a, a + z) for a, z in zip(starts, p["sizes"]))], e[0]
    if k == "dynamic_update_slice":
        y = np.array(x[0], copy=True)
        starts = [int(np.clip(int(i), 0, n - z)) for i, n, z in zip(x[2:], y.shape, x[1].shape)]
        y[tuple(slice(a, a + z) for a, z in zip(starts, x[1].shape))] = x[1]
        return y, max(e[0], e[1])
    if k == "sort":
        return _sort(p, x, step), max(e)
    if k == "reduce_window":
        return _reduce_window(p, x[0], e[0], t)
    if k == "nested_loop":
        return _nested_loop(p, x[0], x[1], x[2], e[0], e[1], t)
    if k == "loop":
        return _loop(p, x[0], x[1], e[0], e[1], t)
    if k == "scan":
        return _scan(p, x[0], e[0], t)
    raise ValueError(k)


COMPARE_FN = {"LT": np.less, "LE": np.less_equal, "GT": np.greater,
              "GE": np.greater_equal, "EQ": np.equal, "NE": np.not_equal}


def _unary(op, x, e, t):
    if et.is_complex(t):
        return -f64(x), e
    if et.is_float(t):
        v = f64(x)
        if op in ("tanh", "sine", "cosine", "logistic"):
            y = et.rnd(FUNCTIONS[op](v), t)
            local = rounding(y, t, TRANSCENDENTAL_ULPS[t])
            if op in ("sine", "cosine"):  # argument reduction grows with |x|
                local += TRANSCENDENTAL_ULPS[t] * EPS[t] * amax(v)
            return y, LIPSCHITZ[op] * e + local
        y = {"negate": np.negative, "abs": np.abs, "floor": np.floor, "ceil": np.ceil,
             "sign": np.sign, "round_nearest_even": np.rint,
             "round_nearest_afz": lambda a: np.where(a < 0, -np.floor(-a + 0.5),
                                                     np.floor(a + 0.5))}[op](v)
        if op in ("negate", "abs"):
            return y, e
        return y, (e + (2.0 if op == "sign" else 1.0)) if e else 0.0
    if t == BOOL:
        return ~x, 0.0
    if op == "negate":
        return (np.zeros_like(x) - x), 0.0
    if op == "abs":
        return np.where(x < 0, np.zeros_like(x) - x, x), 0.0
    if op == "not":
        return ~x, 0.0
    if op == "sign":
        return np.sign(x), 0.0
    if op == "popcnt":
        return _popcnt(x, t), 0.0
    if op == "count_leading_zeros":
        return _clz(x, t), 0.0
    raise ValueError(op)


def _binary(op, a, b, ea, eb, t):
    if t == BOOL:
        return {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor}[op](a, b), 0.0
    if et.is_int(t):
        fn = {"add": np.add, "subtract": np.subtract, "multiply": np.multiply,
              "maximum": np.maximum, "minimum": np.minimum, "and": np.bitwise_and,
              "or": np.bitwise_or, "xor": np.bitwise_xor}[op]
        return fn(a, b), 0.0
    va, vb = f64(a), f64(b)
    if op in ("maximum", "minimum"):
        return (np.maximum if op == "maximum" else np.minimum)(va, vb), max(ea, eb)
    if op in ("add", "subtract"):
        y = et.rnd(va + vb if op == "add" else va - vb, t)
        return y, ea + eb + rounding(y, t)
    y = et.rnd(va * vb, t)
    cross = 4 * EPS[t] * amax(va) * amax(vb) if et.is_complex(t) else 0.0
    return y, ea * amax(vb) + eb * amax(va) + ea * eb + rounding(y, t) + cross


def _convert(p, x, e, t):
    src = p["from"]
    if et.is_float(src):
        v = f64(x)
        if "clamp" in p:
            lo, hi = p["clamp"]
            v = np.clip(v, lo, hi)
            return np.trunc(v), 0.0
        if t == BOOL:
            return v != 0, 0.0
        y = et.rnd(v, t)
        narrowing = et.BITS[et.PART.get(t, t)] < et.BITS[src] or \
            (src, t) in (("f16", "bf16"), ("bf16", "f16"))
        return y, e + (rounding(y, t, 1) if narrowing and e else 0.0)
    if src == BOOL:
        return x.astype(np.int64), 0.0
    if t == BOOL:
        return x != 0, 0.0
    if et.is_inexact(t):
        if et.BITS[src] == 64:
            y = et.rnd(x.astype(np.float64), t)
            return y, rounding(y, t, 2) if t not in ("f64", "complex<f64>") else 0.0
        return x.astype(np.float64), 0.0
    # Integer to integer: two's complement wrap-around (sign-extending).
    w = x.astype(np.int64).astype(np.uint64) if et.is_signed(src) else x.astype(np.uint64)
    return _from_unsigned(w, t), 0.0


def _bitcast(x, src, t, shape):
    if et.is_float(src):
        raw = et.bits(x, src)
    else:
        raw = np.ascontiguousarray(x)
    b = np.ascontiguousarray(raw).view(np.uint8)
    y = b.view({8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}[et.BITS[t]])
    if et.is_float(t):
        return et.from_bits(y, t).reshape(shape)
    return y.view(et.NP[t]).reshape(shape)


def _reduce(p, x, e, t, shape):
    op, axes = p["op"], tuple(p["dims"])
    init = reduce_init_value(op, t)
    n = int(np.prod([x.shape[a] for a in axes])) if axes else 1
    if x.size == 0 or n == 0:
        return np.full(shape, init), 0.0
    if t == BOOL:
        return (np.all if op == "and" else np.any)(x, axis=axes), 0.0
    if et.is_int(t):
        dt = x.dtype
        if op == "add":
            y = np.sum(x, axis=axes, dtype=dt)
        elif op == "multiply":
            y = np.prod(x, axis=axes, dtype=dt)
        elif op in ("maximum", "minimum"):
            y = (np.max if op == "maximum" else np.min)(x, axis=axes)
        else:
            fn = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[op]
            y = x
            for a in sorted(axes, reverse=True):
                y = fn.reduce(y, axis=a)
        return y, 0.0
    v = f64(x)
    if op == "add":
        y = np.sum(v, axis=axes)
        s = np.sum(np.abs(np.where(np.isfinite(v), v, 0)), axis=axes)
        return y, n * e + (n + 1) * EPS[t] * amax(s)
    return (np.max if op == "maximum" else np.min)(v, axis=axes), e


def reduce_init_value(op, t):
    from grammar import reduce_init
    return reduce_init(op, t)


def _dot(p, a, b, ea, eb, t):
    if et.is_inexact(t):
        va, vb = f64(a), f64(b)
        y = np.einsum(p["einsum"], va, vb)
        s = np.einsum(p["einsum"], np.abs(va), np.abs(vb))
        kk = p["k"]
        err = kk * (amax(va) * eb + amax(vb) * ea + ea * eb) + (kk + 1) * EPS[t] * amax(s)
        return y, err
    signed = et.is_signed(p["in_etype"])
    wide = np.int64 if signed else np.uint64
    y = np.einsum(p["einsum"], a.astype(wide), b.astype(wide))
    return _from_unsigned(y.astype(np.uint64), t), 0.0


def _conv_values(p, a, b, shape):
    """The convolution of wide values `a` and `b` (StableHLO's semantics, by
    windows of the dilated, padded input and one einsum per group)."""
    lhs = np.transpose(a, p["lhs"])  # [n, c, spatial...]
    ker = np.transpose(b, p["kernel"])  # [o, i, window...]
    ns = lhs.ndim - 2
    for j, d in enumerate(p["base_dilations"]):
        if d > 1 and lhs.shape[2 + j]:
            dil = list(lhs.shape)
            dil[2 + j] = (lhs.shape[2 + j] - 1) * d + 1
            z = np.zeros(dil, lhs.dtype)
            z[(slice(None),) * (2 + j) + (slice(None, None, d),)] = lhs
            lhs = z
    lhs = np.pad(lhs, [(0, 0), (0, 0)] + [tuple(pd) for pd in p["padding"]])
    res_shape = [shape[p["out"][0]], shape[p["out"][1]]] + \
        [shape[p["out"][2 + j]] for j in range(ns)]
    outs = res_shape[2:]
    windows = []
    for off in np.ndindex(*p["window"]):
        idx = tuple(slice(o * wd, o * wd + (m - 1) * st + 1, st) if m else slice(0, 0)
                    for o, wd, st, m in zip(off, p["window_dilations"], p["strides"], outs))
        windows.append(lhs[(slice(None), slice(None)) + idx])
    n, c = lhs.shape[:2]
    pt = np.stack(windows, axis=2).reshape(n, c, len(windows), -1)  # [n, c, w, x]
    kt = ker.reshape(ker.shape[0], ker.shape[1], -1)  # [o, i, w]
    o, cin = kt.shape[:2]
    res = np.zeros([res_shape[0], o, pt.shape[3]], np.result_type(pt, kt))
    fg, bg = p["feature_groups"], p["batch_groups"]
    og, nb = o // (fg * bg), res_shape[0]
    for g in range(fg * bg):
        rows = pt[g * nb:(g + 1) * nb] if bg > 1 else pt[:, g * cin:(g + 1) * cin]
        res[:, g * og:(g + 1) * og] = np.einsum("ncwx,ocw->nox", rows,
                                                kt[g * og:(g + 1) * og])
    res = res.reshape(res_shape)
    return np.transpose(res, np.argsort(p["out"]))


def _convolution(p, a, b, ea, eb, t, shape):
    if et.is_inexact(t):
        va, vb = f64(a), f64(b)
        y = _conv_values(p, va, vb, shape)
        s = _conv_values(p, np.abs(va), np.abs(vb), shape)
        kk = p["k"]
        err = kk * (amax(va) * eb + amax(vb) * ea + ea * eb) + (kk + 1) * EPS[t] * amax(s)
        return y, err
    wide = np.int64 if et.is_signed(p["in_etype"]) else np.uint64
    y = _conv_values(p, a.astype(wide), b.astype(wide), shape)
    return _from_unsigned(y.astype(np.uint64), t), 0.0


def _loop(p, x, b, ex, eb, t):
    if et.is_int(t):
        a = et.NP[t](p["a"])
        v = x.copy()
        for _ in range(p["trips"]):
            v = ((v ^ b) * a + et.NP[t](1)).astype(et.NP[t])
        return v + b, 0.0
    a = float(p["a"])
    v, err = f64(x), ex
    for _ in range(p["trips"]):
        m = et.rnd(v * a, t)
        s = et.rnd(f64(m) + f64(b), t)
        v = f64(et.rnd(np.tanh(f64(s)), t))
        err = abs(a) * err + eb + rounding(m, t) + rounding(s, t) + \
            rounding(v, t, TRANSCENDENTAL_ULPS[t])
        err = min(err, 2.0)  # tanh's range bounds it
    y = et.rnd(v + f64(b), t)
    return y, err + eb + rounding(y, t)


def _scan(p, xs, ex, t):
    a = float(p["a"])
    c = np.zeros(xs.shape[1:], np.float64)
    ys = np.zeros(xs.shape, np.float64)
    err = 0.0
    for i in range(xs.shape[0]):
        xi = f64(xs[i])
        if not p["case"] or i % 2 == 0:
            m = et.rnd(c * a, t)
            s = et.rnd(f64(m) + xi, t)
            c = f64(et.rnd(np.tanh(f64(s)), t))
            err = min(abs(a) * err + ex + rounding(m, t) + rounding(s, t) +
                      rounding(c, t, TRANSCENDENTAL_ULPS[t]), 2.0)
        else:
            hx = et.rnd(xi * 0.5, t)
            c = f64(et.rnd(c - f64(hx), t))
            err = err + 0.5 * ex + rounding(c, t) + rounding(hx, t)
        ys[i] = c
    y = et.rnd(ys + f64(xs), t)
    return y, err + ex + rounding(y, t)


def _sort(p, x, step):
    """The `take`-th operand permuted as a stable sort of the first by the
    comparator orders it."""
    key, dim = x[0], p["dim"]
    if p["ctype"] == "TOTALORDER":
        key = total_order_key(key, p["operand_etype"])
    elif p["ctype"] == "FLOAT":
        key = f64(key)  # -0 == +0: equal keys keep their order
    rank = np.unique(key.reshape(-1), return_inverse=True)[1].reshape(key.shape).astype(np.int64)
    order = np.argsort(rank if p["dir"] == "LT" else -rank, axis=dim, kind="stable")
    return np.take_along_axis(x[p["take"]], order, axis=dim)


def window_shape(shape, p):
    out = []
    for n, w, s, bd, wd, (lo, hi) in zip(shape, p["window"], p["strides"], p["base_dilations"],
                                         p["window_dilations"], p["padding"]):
        padded = (n - 1) * bd + 1 + lo + hi if n else lo + hi
        span = (w - 1) * wd + 1
        out.append((padded - span) // s + 1 if padded >= span else 0)
    return out


def _reduce_window(p, x, e, t):
    op = p["op"]
    init = reduce_init_value(op, t)
    shape = window_shape(x.shape, p)
    if 0 in shape:  # no windows (a slice's stop below 0 would wrap around)
        return np.full(shape, init), 0.0
    v = f64(x) if et.is_inexact(t) else x
    # The operand dilated and padded, holding init in the holes.
    full = [(n - 1) * bd + 1 + lo + hi if n else lo + hi
            for n, bd, (lo, hi) in zip(x.shape, p["base_dilations"], p["padding"])]
    base = np.full(full, init, dtype=v.dtype)
    # (An empty dimension places nothing: its slice must not reach a
    # negative stop, which numpy would count from the end.)
    base[tuple(slice(lo, lo + (n - 1) * bd + 1 if n else lo, bd) for n, bd, (lo, _) in
               zip(x.shape, p["base_dilations"], p["padding"]))] = v
    acc, total = None, None
    for off in np.ndindex(*p["window"]):
        sl = tuple(slice(o * wd, o * wd + (m - 1) * s + 1, s) for o, wd, m, s in
                   zip(off, p["window_dilations"], shape, p["strides"]))
        part = base[sl]
        if acc is None:
            acc = part.copy()
            total = np.abs(part) if et.is_inexact(t) and op == "add" else None
            continue
        if op == "add":
            acc = acc + part
            if total is not None:
                total = total + np.abs(part)
        elif op == "multiply":
            acc = acc * part
        elif op in ("maximum", "minimum"):
            acc = (np.maximum if op == "maximum" else np.minimum)(acc, part)
        else:
            fn = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[op]
            acc = fn(acc, part) if t != BOOL else (np.logical_and if op == "and" else np.logical_or)(acc, part)
    if acc is None:
        return np.full(shape, init), 0.0
    acc = acc.reshape(shape)
    if et.is_inexact(t) and op == "add":
        n = int(np.prod(p["window"]))
        return acc, n * e + (n + 1) * EPS[t] * amax(total)
    return acc, e


def _nested_loop(p, x, y, s, ex, ey, t):
    """grammar._emit_nested_loop's loop."""
    n0 = int(np.asarray(s).astype(np.int64).astype(np.int32)) if et.is_int(p["s_etype"]) else 0
    trips = min(max(n0, 0), 5)
    if et.is_int(t):
        a, three, one = et.NP[t](p["a"]), et.NP[t](3), et.NP[t](1)
        v = x.copy()
        for i in range(trips):
            if i % 2 == 0:
                v = ((v ^ y) * a + one).astype(et.NP[t])
            else:
                for _ in range(2):
                    v = ((v + y) * three).astype(et.NP[t])
        return v, 0.0
    a = float(p["a"])
    v, err = f64(x), ex
    for i in range(trips):
        if i % 2 == 0:
            m = et.rnd(v * a, t)
            sm = et.rnd(f64(m) + f64(y), t)
            v = f64(et.rnd(np.tanh(f64(sm)), t))
            err = abs(a) * err + ey + rounding(m, t) + rounding(sm, t)
        else:
            for _ in range(2):
                hy = et.rnd(f64(y) * 0.5, t)
                sm = et.rnd(v + f64(hy), t)
                v = f64(et.rnd(np.tanh(f64(sm)), t))
                err = err + 0.5 * ey + rounding(hy, t) + rounding(sm, t)
        err = min(err + rounding(v, t, TRANSCENDENTAL_ULPS[t]), 2.0)
    return v, err
