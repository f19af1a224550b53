"""Random StableHLO programs and their reference values (numpy).

A program is a list of steps. Each step is one op (or a small fixed group of
ops, such as a guarded division) whose operands are earlier values: function
arguments or earlier steps' results. Every step knows how to print itself
(StableHLO pretty form) and how to compute its value with numpy, so the
generator evaluates the program while it builds it. The steps and their
operand indices are plain data, so the minimizer can drop steps (replacing a
dropped value by a new function argument of its type) and regenerate text
and reference values from what is left.

Values are kept finite and moderate by construction: transcendental ops see
bounded inputs (tanh first), divisions divide by |y| + 1, conversions to
integers see clamp(-1e4, x * 64, 1e4) of exact values (see Value).
"""
import numpy as np

FLOAT = "f32"
INT = "i32"
BOOL = "i1"
NP = {FLOAT: np.float32, INT: np.int32, BOOL: np.bool_}


class Value:
    """A tensor: shape, element type, and whether every target must compute
    it bit for bit as the reference does (`exact`: arguments, constants,
    data movement, max/min/abs/negate/floor/ceil/sign of exact values,
    integer arithmetic). Only exact floats are compared or converted to
    integers: a one-ulp difference in a tanh must not flip a select or an
    integer's truncation."""

    def __init__(self, shape, etype, exact=True):
        self.shape, self.etype, self.exact = tuple(shape), etype, exact

    @property
    def type(self):
        dims = "x".join(str(d) for d in self.shape)
        return f"tensor<{dims}x{self.etype}>" if dims else f"tensor<{self.etype}>"


def tensor_type(shape, etype):
    return Value(shape, etype).type


def literal(x, etype):
    if etype == FLOAT:
        if np.isinf(x):
            return "0xFF800000" if x < 0 else "0x7F800000"
        return repr(float(np.float32(x)))
    if etype == BOOL:
        return "true" if x else "false"
    return str(int(x))


# ---------------------------------------------------------------------------
# Steps: kind, operand indices, parameters. `emit` returns (text lines,
# result names); `evaluate` returns the numpy results.
# ---------------------------------------------------------------------------

UNARY_FLOAT = {
    "negate": np.negative, "abs": np.abs, "tanh": np.tanh,
    "floor": np.floor, "ceil": np.ceil, "sine": np.sin, "cosine": np.cos,
    "sign": np.sign,
}
BINARY_FLOAT = {
    "add": np.add, "subtract": np.subtract, "multiply": np.multiply,
    "maximum": np.maximum, "minimum": np.minimum,
}
BINARY_INT = {
    "add": np.add, "subtract": np.subtract, "multiply": np.multiply,
    "maximum": np.maximum, "minimum": np.minimum, "and": np.bitwise_and,
    "or": np.bitwise_or, "xor": np.bitwise_xor,
}
COMPARE = {"LT": np.less, "LE": np.less_equal, "GT": np.greater,
           "GE": np.greater_equal, "EQ": np.equal, "NE": np.not_equal}
REDUCE = {"add": (np.sum, 0), "maximum": (np.max, None), "minimum": (np.min, None)}
# Kinds whose float result is exact when their operands are.
EXACT_KINDS = {"constant", "iota", "compare", "select", "to_int", "convert",
               "broadcast", "transpose", "reshape", "reverse", "slice",
               "concatenate", "pad"}


def reduce_init(kind, etype):
    if kind == "add":
        return 0
    big = float("inf") if etype == FLOAT else 2 ** 31 - 1
    return -big if kind == "maximum" else big


class Step:
    def __init__(self, kind, operands, result, **params):
        self.kind, self.operands, self.result, self.params = \
            kind, list(operands), result, params


def emit_step(step, names, values, out, fresh):
    """Appends `step`'s text to `out`; returns the result's name."""
    k, p = step.kind, step.params
    ops = [names[i] for i in step.operands]
    tys = [values[i].type for i in step.operands]
    r = step.result
    rt = r.type
    name = fresh()
    if k == "unary":
        out.append(f"{name} = stablehlo.{p['op']} {ops[0]} : {rt}")
    elif k == "bounded":  # exponential/log/sqrt of a bounded operand
        t = fresh()
        out.append(f"{t} = stablehlo.tanh {ops[0]} : {rt}")
        if p["op"] == "exponential":
            out.append(f"{name} = stablehlo.exponential {t} : {rt}")
        else:
            a, one = fresh(), fresh()
            s = fresh()
            out.append(f"{a} = stablehlo.abs {t} : {rt}")
            out.append(f"{one} = stablehlo.constant dense<1.0> : {rt}")
            out.append(f"{s} = stablehlo.add {a}, {one} : {rt}")
            out.append(f"{name} = stablehlo.{p['op']} {s} : {rt}")
    elif k == "binary":
        out.append(f"{name} = stablehlo.{p['op']} {ops[0]}, {ops[1]} : {rt}")
    elif k == "divide":  # x / (|y| + 1)
        a, one, d = fresh(), fresh(), fresh()
        out.append(f"{a} = stablehlo.abs {ops[1]} : {rt}")
        out.append(f"{one} = stablehlo.constant dense<1.0> : {rt}")
        out.append(f"{d} = stablehlo.add {a}, {one} : {rt}")
        out.append(f"{name} = stablehlo.divide {ops[0]}, {d} : {rt}")
    elif k == "constant":
        out.append(f"{name} = stablehlo.constant dense<{literal(p['value'], r.etype)}> : {rt}")
    elif k == "iota":
        out.append(f"{name} = stablehlo.iota dim = {p['dim']} : {rt}")
    elif k == "compare":
        ctype = "FLOAT" if values[step.operands[0]].etype == FLOAT else "SIGNED"
        out.append(f"{name} = stablehlo.compare {p['dir']}, {ops[0]}, {ops[1]}, {ctype} : "
                   f"({tys[0]}, {tys[1]}) -> {rt}")
    elif k == "select":
        out.append(f"{name} = stablehlo.select {ops[0]}, {ops[1]}, {ops[2]} : {tys[0]}, {rt}")
    elif k == "to_int":  # convert(clamp(-1e4, x * 64, 1e4)) to i32, x exact
        ft = values[step.operands[0]].type
        c, m, lo, hi, cl = fresh(), fresh(), fresh(), fresh(), fresh()
        out.append(f"{c} = stablehlo.constant dense<64.0> : {ft}")
        out.append(f"{m} = stablehlo.multiply {ops[0]}, {c} : {ft}")
        out.append(f"{lo} = stablehlo.constant dense<-10000.0> : {ft}")
        out.append(f"{hi} = stablehlo.constant dense<10000.0> : {ft}")
        out.append(f"{cl} = stablehlo.clamp {lo}, {m}, {hi} : {ft}")
        out.append(f"{name} = stablehlo.convert {cl} : ({ft}) -> {rt}")
    elif k == "convert":
        out.append(f"{name} = stablehlo.convert {ops[0]} : ({tys[0]}) -> {rt}")
    elif k == "broadcast":
        dims = ", ".join(str(d) for d in p["dims"])
        out.append(f"{name} = stablehlo.broadcast_in_dim {ops[0]}, dims = [{dims}] : ({tys[0]}) -> {rt}")
    elif k == "transpose":
        perm = ", ".join(str(d) for d in p["perm"])
        out.append(f"{name} = stablehlo.transpose {ops[0]}, dims = [{perm}] : ({tys[0]}) -> {rt}")
    elif k == "reshape":
        out.append(f"{name} = stablehlo.reshape {ops[0]} : ({tys[0]}) -> {rt}")
    elif k == "reverse":
        dims = ", ".join(str(d) for d in p["dims"])
        out.append(f"{name} = stablehlo.reverse {ops[0]}, dims = [{dims}] : {rt}")
    elif k == "slice":
        ranges = ", ".join(f"{a}:{b}:{s}" for a, b, s in p["ranges"])
        out.append(f"{name} = stablehlo.slice {ops[0]} [{ranges}] : ({tys[0]}) -> {rt}")
    elif k == "concatenate":
        out.append(f"{name} = stablehlo.concatenate {', '.join(ops)}, dim = {p['dim']} : "
                   f"({', '.join(tys)}) -> {rt}")
    elif k == "pad":
        pv = fresh()
        scalar = tensor_type((), r.etype)
        out.append(f"{pv} = stablehlo.constant dense<{literal(p['value'], r.etype)}> : {scalar}")
        lo, hi, it = (", ".join(str(x) for x in p[key]) for key in ("low", "high", "interior"))
        out.append(f"{name} = stablehlo.pad {ops[0]}, {pv}, low = [{lo}], high = [{hi}], "
                   f"interior = [{it}] : ({tys[0]}, {scalar}) -> {rt}")
    elif k == "reduce":
        init = fresh()
        scalar = tensor_type((), r.etype)
        out.append(f"{init} = stablehlo.constant dense<{literal(reduce_init(p['op'], r.etype), r.etype)}> : {scalar}")
        dims = ", ".join(str(d) for d in p["dims"])
        out.append(f"{name} = stablehlo.reduce({ops[0]} init: {init}) applies stablehlo.{p['op']} "
                   f"across dimensions = [{dims}] : ({tys[0]}, {scalar}) -> {rt}")
    elif k == "dot":
        lb, rb = p["batch"]
        lc, rc = p["contract"]
        parts = []
        if lb:
            parts.append(f"batching_dims = [{', '.join(map(str, lb))}] x [{', '.join(map(str, rb))}]")
        parts.append(f"contracting_dims = [{', '.join(map(str, lc))}] x [{', '.join(map(str, rc))}]")
        out.append(f"{name} = stablehlo.dot_general {ops[0]}, {ops[1]}, {', '.join(parts)} : "
                   f"({tys[0]}, {tys[1]}) -> {rt}")
    elif k == "loop":  # fori_loop carrying the operand: x <- tanh(x * a + b)
        i0, n, res = fresh(), fresh(), fresh()
        out.append(f"{i0} = stablehlo.constant dense<0> : tensor<i32>")
        iv, xv = fresh(), fresh()
        out.append(f"{res}:2 = stablehlo.while({iv} = {i0}, {xv} = {ops[0]}) : tensor<i32>, {rt}")
        out.append("cond {")
        c, lt = fresh(), fresh()
        out.append(f"  {c} = stablehlo.constant dense<{p['trips']}> : tensor<i32>")
        out.append(f"  {lt} = stablehlo.compare LT, {iv}, {c}, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>")
        out.append(f"  stablehlo.return {lt} : tensor<i1>")
        out.append("} do {")
        a, m, s, t, one, nx = (fresh() for _ in range(6))
        out.append(f"  {a} = stablehlo.constant dense<{literal(p['a'], FLOAT)}> : {rt}")
        out.append(f"  {m} = stablehlo.multiply {xv}, {a} : {rt}")
        # The body reads a value from outside the loop (JAX's closures).
        out.append(f"  {s} = stablehlo.add {m}, {ops[1]} : {rt}")
        out.append(f"  {t} = stablehlo.tanh {s} : {rt}")
        out.append(f"  {one} = stablehlo.constant dense<1> : tensor<i32>")
        out.append(f"  {nx} = stablehlo.add {iv}, {one} : tensor<i32>")
        out.append(f"  stablehlo.return {nx}, {t} : tensor<i32>, {rt}")
        out.append("}")
        out.append(f"{name} = stablehlo.add {res}#1, {ops[1]} : {rt}")
        del n
    elif k == "scan":  # lax.scan: ys[t] = c = step(c, xs[t]), c0 = 0
        xs_t = values[step.operands[0]]
        T, rest = xs_t.shape[0], xs_t.shape[1:]
        ct = tensor_type(rest, FLOAT)
        st = tensor_type((1,) + rest, FLOAT)
        i0, c0, y0, res = fresh(), fresh(), fresh(), fresh()
        out.append(f"{i0} = stablehlo.constant dense<0> : tensor<i32>")
        out.append(f"{c0} = stablehlo.constant dense<0.0> : {ct}")
        out.append(f"{y0} = stablehlo.constant dense<0.0> : {rt}")
        iv, cv, yv = fresh(), fresh(), fresh()
        out.append(f"{res}:3 = stablehlo.while({iv} = {i0}, {cv} = {c0}, {yv} = {y0}) : "
                   f"tensor<i32>, {ct}, {rt}")
        out.append("cond {")
        n, lt = fresh(), fresh()
        out.append(f"  {n} = stablehlo.constant dense<{T}> : tensor<i32>")
        out.append(f"  {lt} = stablehlo.compare LT, {iv}, {n}, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>")
        out.append(f"  stablehlo.return {lt} : tensor<i1>")
        out.append("} do {")
        z = fresh()
        out.append(f"  {z} = stablehlo.constant dense<0> : tensor<i32>")
        idx = ", ".join([iv] + [z] * len(rest))
        itys = ", ".join(["tensor<i32>"] * (1 + len(rest)))
        sl, x = fresh(), fresh()
        sizes = ", ".join(str(d) for d in (1,) + rest)
        out.append(f"  {sl} = stablehlo.dynamic_slice {ops[0]}, {idx}, sizes = [{sizes}] : "
                   f"({tys[0]}, {itys}) -> {st}")
        out.append(f"  {x} = stablehlo.reshape {sl} : ({st}) -> {ct}")
        a, m, sm, nc = fresh(), fresh(), fresh(), fresh()
        out.append(f"  {a} = stablehlo.constant dense<{literal(p['a'], FLOAT)}> : {ct}")
        out.append(f"  {m} = stablehlo.multiply {cv}, {a} : {ct}")
        out.append(f"  {sm} = stablehlo.add {m}, {x} : {ct}")
        if p["case"]:
            two, r, tanh_, half, hx, sub = (fresh() for _ in range(6))
            out.append(f"  {two} = stablehlo.constant dense<2> : tensor<i32>")
            out.append(f"  {r} = stablehlo.remainder {iv}, {two} : tensor<i32>")
            out.append(f"  {nc} = \"stablehlo.case\"({r}) ({{")
            out.append(f"    {tanh_} = stablehlo.tanh {sm} : {ct}")
            out.append(f"    stablehlo.return {tanh_} : {ct}")
            out.append("  }, {")
            out.append(f"    {half} = stablehlo.constant dense<0.5> : {ct}")
            out.append(f"    {hx} = stablehlo.multiply {x}, {half} : {ct}")
            out.append(f"    {sub} = stablehlo.subtract {cv}, {hx} : {ct}")
            out.append(f"    stablehlo.return {sub} : {ct}")
            out.append(f"  }}) : (tensor<i32>) -> {ct}")
        else:
            out.append(f"  {nc} = stablehlo.tanh {sm} : {ct}")
        up, ny, one, ni = fresh(), fresh(), fresh(), fresh()
        out.append(f"  {up} = stablehlo.reshape {nc} : ({ct}) -> {st}")
        out.append(f"  {ny} = stablehlo.dynamic_update_slice {yv}, {up}, {idx} : "
                   f"({rt}, {st}, {itys}) -> {rt}")
        out.append(f"  {one} = stablehlo.constant dense<1> : tensor<i32>")
        out.append(f"  {ni} = stablehlo.add {iv}, {one} : tensor<i32>")
        out.append(f"  stablehlo.return {ni}, {nc}, {ny} : tensor<i32>, {ct}, {rt}")
        out.append("}")
        out.append(f"{name} = stablehlo.add {res}#2, {ops[0]} : {rt}")
    else:
        raise ValueError(k)
    return name


def evaluate_step(step, vals):
    k, p = step.kind, step.params
    x = [vals[i] for i in step.operands]
    dt = NP[step.result.etype]
    with np.errstate(all="ignore"):
        if k == "unary":
            y = UNARY_FLOAT[p["op"]](x[0])
        elif k == "bounded":
            t = np.tanh(x[0])
            y = {"exponential": lambda: np.exp(t), "log": lambda: np.log(np.abs(t) + 1),
                 "sqrt": lambda: np.sqrt(np.abs(t) + 1)}[p["op"]]()
        elif k == "binary":
            table = BINARY_FLOAT if step.result.etype == FLOAT else BINARY_INT
            y = table[p["op"]](x[0], x[1])
        elif k == "divide":
            y = x[0] / (np.abs(x[1]) + np.float32(1))
        elif k == "constant":
            y = np.full(step.result.shape, p["value"], dt)
        elif k == "iota":
            shape = step.result.shape
            y = np.broadcast_to(np.arange(shape[p["dim"]]).reshape(
                [-1 if d == p["dim"] else 1 for d in range(len(shape))]), shape)
        elif k == "compare":
            y = COMPARE[p["dir"]](x[0], x[1])
        elif k == "select":
            y = np.where(x[0], x[1], x[2])
        elif k == "to_int":
            y = np.trunc(np.clip(x[0] * np.float32(64), -1e4, 1e4))
        elif k == "convert":
            y = x[0]
        elif k == "broadcast":
            shape = step.result.shape
            src = x[0].reshape([x[0].shape[p["dims"].index(d)] if d in p["dims"] else 1
                                for d in range(len(shape))])
            y = np.broadcast_to(src, shape)
        elif k == "transpose":
            y = np.transpose(x[0], p["perm"])
        elif k == "reshape":
            y = x[0].reshape(step.result.shape)
        elif k == "reverse":
            y = np.flip(x[0], axis=tuple(p["dims"]))
        elif k == "slice":
            y = x[0][tuple(slice(a, b, s) for a, b, s in p["ranges"])]
        elif k == "concatenate":
            y = np.concatenate(x, axis=p["dim"])
        elif k == "pad":
            src = x[0]
            y = np.full(step.result.shape, p["value"], dt)
            idx = tuple(slice(lo, lo + (n - 1) * (it + 1) + 1 if n else lo, it + 1)
                        for lo, n, it in zip(p["low"], src.shape, p["interior"]))
            # Negative low/high padding is not generated.
            y[idx] = src
        elif k == "reduce":
            fn, _ = REDUCE[p["op"]]
            init = dt(reduce_init(p["op"], step.result.etype))
            axes = tuple(p["dims"])
            if x[0].size == 0 or any(x[0].shape[a] == 0 for a in axes):
                y = np.full(step.result.shape, init, dt)
            else:
                y = fn(x[0].astype(np.float64) if dt == np.float32 else x[0], axis=axes)
                if p["op"] != "add":
                    y = (np.maximum if p["op"] == "maximum" else np.minimum)(y, init)
        elif k == "dot":
            y = np.einsum(p["einsum"], x[0].astype(np.float64), x[1].astype(np.float64))
        elif k == "loop":
            v = x[0]
            for _ in range(p["trips"]):
                v = np.tanh(v * np.float32(p["a"]) + x[1])
            y = v + x[1]
        elif k == "scan":
            xs = x[0]
            c = np.zeros(xs.shape[1:], np.float32)
            ys = np.zeros_like(xs)
            for t in range(xs.shape[0]):
                sm = c * np.float32(p["a"]) + xs[t]
                c = (np.tanh(sm) if not p["case"] or t % 2 == 0
                     else c - xs[t] * np.float32(0.5)).astype(np.float32)
                ys[t] = c
            y = ys + xs
        else:
            raise ValueError(k)
    return np.asarray(y).astype(dt).reshape(step.result.shape)


# ---------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------

class Generator:
    """Builds a random program of about `size` steps from `rng`."""

    def __init__(self, rng, size):
        self.rng, self.size = rng, size
        self.args, self.steps = [], []  # args: Values; steps: Steps

    def values(self):
        return self.args + [s.result for s in self.steps]

    def shape(self, rank=None):
        rank = self.rng.integers(0, 4) if rank is None else rank
        return tuple(int(self.rng.choice([1, 2, 3, 4, 5, 7, 8, 9, 16, 17])) for _ in range(rank))

    def pick(self, pred=lambda v: True):
        vals = self.values()
        cands = [i for i, v in enumerate(vals) if pred(v)]
        if not cands:
            return None
        # Recent values more often: chains, not only leaves.
        weights = np.array([1.0 + 3.0 * (i >= len(vals) - 4) for i in cands])
        return int(self.rng.choice(cands, p=weights / weights.sum()))

    def add(self, kind, operands, shape, etype, **params):
        vals = self.values()
        exact = all(vals[i].exact for i in operands)
        if etype == FLOAT and kind not in EXACT_KINDS:
            op = params.get("op")
            exact = exact and (
                (kind == "unary" and op in ("negate", "abs", "floor", "ceil", "sign")) or
                (kind == "binary" and op in ("maximum", "minimum")) or
                (kind == "reduce" and op in ("maximum", "minimum")))
        self.steps.append(Step(kind, operands, Value(shape, etype, exact), **params))
        return len(self.values()) - 1

    def same_shape_partner(self, i):
        """An earlier value of `i`'s type (exact when `i` is), or a new
        constant of it."""
        v = self.values()[i]
        j = self.pick(lambda w: w.shape == v.shape and w.etype == v.etype and
                      (w.exact or not v.exact))
        if j is None or self.rng.random() < 0.2:
            return self.add("constant", [], v.shape, v.etype,
                            value=float(self.rng.uniform(-2, 2)) if v.etype == FLOAT
                            else int(self.rng.integers(-5, 6)))
        return j

    def generate(self):
        rng = self.rng
        for _ in range(int(rng.integers(1, 4))):
            self.args.append(Value(self.shape(), FLOAT if rng.random() < 0.8 else INT))
        makers = [self.m_unary, self.m_bounded, self.m_binary, self.m_binary,
                  self.m_divide, self.m_compare_select, self.m_to_int, self.m_broadcast,
                  self.m_transpose, self.m_reshape, self.m_reverse, self.m_slice,
                  self.m_concatenate, self.m_pad, self.m_reduce, self.m_reduce, self.m_dot,
                  self.m_dot, self.m_loop, self.m_iota, self.m_scan, self.m_scan]
        while len(self.steps) < self.size:
            rng.choice(makers)()
        # Results: the latest values nothing else reads (so most of the
        # program is live), at most four.
        used = {i for st in self.steps for i in st.operands}
        n = len(self.args)
        sinks = [n + k for k, st in enumerate(self.steps)
                 if n + k not in used and st.kind not in ("constant", "iota")]
        return sinks[-4:] or [len(self.values()) - 1]

    # Makers --------------------------------------------------------------
    def m_unary(self):
        i = self.pick(lambda v: v.etype == FLOAT)
        if i is not None:
            v = self.values()[i]
            self.add("unary", [i], v.shape, FLOAT, op=str(self.rng.choice(list(UNARY_FLOAT))))

    def m_bounded(self):
        i = self.pick(lambda v: v.etype == FLOAT)
        if i is not None:
            v = self.values()[i]
            self.add("bounded", [i], v.shape, FLOAT,
                     op=str(self.rng.choice(["exponential", "log", "sqrt"])))

    def m_binary(self):
        i = self.pick(lambda v: v.etype in (FLOAT, INT))
        if i is None:
            return
        v = self.values()[i]
        j = self.same_shape_partner(i)
        table = BINARY_FLOAT if v.etype == FLOAT else BINARY_INT
        self.add("binary", [i, j], v.shape, v.etype, op=str(self.rng.choice(list(table))))

    def m_divide(self):
        i = self.pick(lambda v: v.etype == FLOAT)
        if i is not None:
            v = self.values()[i]
            self.add("divide", [i, self.same_shape_partner(i)], v.shape, FLOAT)

    def m_compare_select(self):
        i = self.pick(lambda v: v.etype in (FLOAT, INT) and v.exact)
        if i is None:
            return
        v = self.values()[i]
        j = self.same_shape_partner(i)
        c = self.add("compare", [i, j], v.shape, BOOL, dir=str(self.rng.choice(list(COMPARE))))
        self.add("select", [c, i, j], v.shape, v.etype)

    def m_to_int(self):
        i = self.pick(lambda v: v.etype == FLOAT and v.exact)
        if i is not None:
            v = self.values()[i]
            k = self.add("to_int", [i], v.shape, INT)
            if self.rng.random() < 0.5:
                self.add("convert", [k], v.shape, FLOAT)

    def m_iota(self):
        shape = self.shape(int(self.rng.integers(1, 4)))
        self.add("iota", [], shape, FLOAT if self.rng.random() < 0.5 else INT,
                 dim=int(self.rng.integers(0, len(shape))))

    def m_broadcast(self):
        i = self.pick(lambda v: len(v.shape) <= 3)
        if i is None:
            return
        v = self.values()[i]
        rank = len(v.shape) + int(self.rng.integers(0, 2))
        dims = sorted(int(d) for d in self.rng.choice(rank, len(v.shape), replace=False))
        shape = [int(self.rng.choice([1, 3, 5])) for _ in range(rank)]
        for src, d in zip(v.shape, dims):
            shape[d] = src if src != 1 or self.rng.random() < 0.5 else int(self.rng.choice([1, 4]))
        self.add("broadcast", [i], shape, v.etype, dims=dims)

    def m_transpose(self):
        i = self.pick(lambda v: len(v.shape) >= 2)
        if i is not None:
            v = self.values()[i]
            perm = [int(d) for d in self.rng.permutation(len(v.shape))]
            self.add("transpose", [i], [v.shape[d] for d in perm], v.etype, perm=perm)

    def m_reshape(self):
        i = self.pick(lambda v: len(v.shape) >= 1)
        if i is None:
            return
        v = self.values()[i]
        n = int(np.prod(v.shape))
        divisors = [d for d in range(1, n + 1) if n % d == 0]
        a = int(self.rng.choice(divisors))
        shape = [a, n // a] if self.rng.random() < 0.6 else [n]
        self.add("reshape", [i], shape, v.etype)

    def m_reverse(self):
        i = self.pick(lambda v: len(v.shape) >= 1)
        if i is not None:
            v = self.values()[i]
            dims = sorted(int(d) for d in self.rng.choice(
                len(v.shape), int(self.rng.integers(1, len(v.shape) + 1)), replace=False))
            self.add("reverse", [i], v.shape, v.etype, dims=dims)

    def m_slice(self):
        i = self.pick(lambda v: len(v.shape) >= 1 and min(v.shape) >= 1)
        if i is None:
            return
        v = self.values()[i]
        ranges, shape = [], []
        for n in v.shape:
            a = int(self.rng.integers(0, n))
            b = int(self.rng.integers(a + 1, n + 1))
            s = int(self.rng.choice([1, 1, 2, 3]))
            ranges.append((a, b, s))
            shape.append((b - a + s - 1) // s)
        self.add("slice", [i], shape, v.etype, ranges=ranges)

    def m_concatenate(self):
        i = self.pick(lambda v: len(v.shape) >= 1)
        if i is None:
            return
        v = self.values()[i]
        dim = int(self.rng.integers(0, len(v.shape)))
        j = self.pick(lambda w: w.etype == v.etype and len(w.shape) == len(v.shape) and all(
            a == b for d, (a, b) in enumerate(zip(w.shape, v.shape)) if d != dim))
        j = i if j is None else j
        w = self.values()[j]
        shape = list(v.shape)
        shape[dim] += w.shape[dim]
        self.add("concatenate", [i, j], shape, v.etype, dim=dim)

    def m_pad(self):
        i = self.pick(lambda v: len(v.shape) >= 1)
        if i is None:
            return
        v = self.values()[i]
        low = [int(self.rng.integers(0, 3)) for _ in v.shape]
        high = [int(self.rng.integers(0, 3)) for _ in v.shape]
        interior = [int(self.rng.integers(0, 2)) for _ in v.shape]
        shape = [lo + hi + n + max(n - 1, 0) * it
                 for lo, hi, n, it in zip(low, high, v.shape, interior)]
        value = float(self.rng.uniform(-1, 1)) if v.etype == FLOAT else int(self.rng.integers(-3, 4))
        self.add("pad", [i], shape, v.etype, low=low, high=high, interior=interior, value=value)

    def m_reduce(self):
        i = self.pick(lambda v: len(v.shape) >= 1 and v.etype in (FLOAT, INT))
        if i is None:
            return
        v = self.values()[i]
        k = int(self.rng.integers(1, len(v.shape) + 1))
        dims = sorted(int(d) for d in self.rng.choice(len(v.shape), k, replace=False))
        shape = [n for d, n in enumerate(v.shape) if d not in dims]
        self.add("reduce", [i], shape, v.etype, dims=dims,
                 op=str(self.rng.choice(list(REDUCE))))

    def m_dot(self):
        rng = self.rng
        i = self.pick(lambda v: v.etype == FLOAT and 1 <= len(v.shape) <= 3)
        if i is None:
            return
        v = self.values()[i]
        r = len(v.shape)
        nb = int(rng.integers(0, r)) if r >= 2 else 0
        order = [int(d) for d in rng.permutation(r)]
        lb, lc = order[:nb], order[nb:nb + 1]
        if not lc:
            return
        lfree = [d for d in range(r) if d not in lb and d not in lc]
        # rhs: batch dims, the contracting dim and 0-1 free dims, shuffled.
        rfree_n = int(rng.integers(0, 2))
        rdims = [("b", k) for k in range(nb)] + [("c", 0)] + [("f", k) for k in range(rfree_n)]
        rng.shuffle(rdims)
        rfree_sizes = [int(rng.choice([1, 3, 4, 8, 17])) for _ in range(rfree_n)]
        rshape, rb, rc = [], [None] * nb, []
        for pos, (kind, k) in enumerate(rdims):
            if kind == "b":
                rshape.append(v.shape[lb[k]]); rb[k] = pos
            elif kind == "c":
                rshape.append(v.shape[lc[0]]); rc.append(pos)
            else:
                rshape.append(rfree_sizes[k])
        j = self.pick(lambda w: w.etype == FLOAT and w.shape == tuple(rshape))
        if j is None:
            j = self.add("iota", [], rshape, FLOAT, dim=int(rng.integers(0, len(rshape))))
            j = self.add("unary", [j], rshape, FLOAT, op="cosine")
        letters = "abcdefghij"
        lsub = [letters[d] for d in range(r)]
        rsub = []
        for pos, (kind, k) in enumerate(rdims):
            rsub.append(lsub[lb[k]] if kind == "b" else lsub[lc[0]] if kind == "c"
                        else letters[r + k])
        rfree_order = [k for kind, k in rdims if kind == "f"]
        out = [lsub[d] for d in lb] + [lsub[d] for d in lfree] + [letters[r + k] for k in rfree_order]
        shape = [v.shape[d] for d in lb] + [v.shape[d] for d in lfree] + \
                [rfree_sizes[k] for k in rfree_order]
        self.add("dot", [i, j], shape, FLOAT, batch=(lb, rb), contract=(lc, rc),
                 einsum=f"{''.join(lsub)},{''.join(rsub)}->{''.join(out)}")

    def m_scan(self):
        i = self.pick(lambda v: v.etype == FLOAT and 1 <= len(v.shape) <= 3)
        if i is not None:
            v = self.values()[i]
            self.add("scan", [i], v.shape, FLOAT, case=bool(self.rng.random() < 0.5),
                     a=float(np.float32(self.rng.uniform(-1.5, 1.5))))

    def m_loop(self):
        i = self.pick(lambda v: v.etype == FLOAT)
        if i is None:
            return
        v = self.values()[i]
        j = self.same_shape_partner(i)
        if self.values()[j].etype != FLOAT:
            return
        self.add("loop", [i, j], v.shape, FLOAT, trips=int(self.rng.integers(1, 6)),
                 a=float(np.float32(self.rng.uniform(-1.5, 1.5))))


# ---------------------------------------------------------------------------
# Text and reference values of a program (args, steps, results)
# ---------------------------------------------------------------------------

def render(args, steps, results):
    """The module text of a program."""
    counter = [0]

    def fresh():
        counter[0] += 1
        return f"%v{counter[0]}"
    values = list(args) + [s.result for s in steps]
    names = [f"%arg{i}" for i in range(len(args))]
    body = []
    for s in steps:
        names.append(emit_step(s, names, values, body, fresh))
    sig = ", ".join(f"%arg{i}: {a.type}" for i, a in enumerate(args))
    rtypes = ", ".join(values[i].type for i in results)
    rets = ", ".join(names[i] for i in results)
    lines = [f"func.func @main({sig}) -> ({rtypes}) {{"]
    lines += ["  " + line for line in body]
    lines.append(f"  return {rets} : {rtypes}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def random_inputs(args, rng):
    out = []
    for a in args:
        if a.etype == FLOAT:
            out.append(rng.uniform(-2, 2, a.shape).astype(np.float32))
        elif a.etype == INT:
            out.append(rng.integers(-50, 51, a.shape).astype(np.int32))
        else:
            out.append(rng.random(a.shape) < 0.5)
    return out


def reference(args, steps, results, inputs):
    vals = list(inputs)
    for s in steps:
        vals.append(evaluate_step(s, vals))
    return [vals[i] for i in results]


def ops_of(steps):
    return sorted({s.kind if s.kind not in ("unary", "binary", "bounded") else
                   f"{s.kind}:{s.params['op']}" for s in steps})
