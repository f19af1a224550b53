"""Random StableHLO programs and their reference values (numpy).

A program is a list of steps. Each step is one op (or a small fixed group of
ops, such as a guarded division) whose operands are earlier values: function
arguments or earlier steps' results. Every step knows how to print itself
(StableHLO pretty form) and how to compute its value with numpy, with a bound
on how far a correct target may be from that value (`err`: the rounding the
op's semantics allow, plus its operands' bounds carried through). The steps
and their operand indices are plain data, so the minimizer can drop steps
(replacing a dropped value by a new function argument of its type) and
regenerate text and reference values from what is left.

Element types: f16, bf16, f32, f64, i8-i64, ui8-ui64, i1 (etypes.py). Values
are kept finite and moderate by construction where the semantics leave a
choice to the implementation: transcendental ops see bounded inputs (tanh
first), divisions divide by |y| + 1 (integers by (y & 7) + 1), conversions
to integers see values clamped to the integer's range, scatters of `set`
never write one element twice. The generator (generator.py) builds programs
from these steps.
"""
import numpy as np

import etypes as et
from etypes import BOOL


class Value:
    """A tensor: shape, element type, and whether every target must compute
    it bit for bit as the reference does (`exact`: arguments, constants,
    data movement, max/min/abs/negate/floor/ceil/sign/rounding of exact
    values, conversions, integer arithmetic). Only exact floats are compared
    or converted to integers: a one-ulp difference in a tanh must not flip a
    select or an integer's truncation."""

    def __init__(self, shape, etype, exact=True):
        self.shape, self.etype, self.exact = tuple(int(d) for d in shape), etype, exact

    @property
    def type(self):
        return tensor_type(self.shape, self.etype)


def tensor_type(shape, etype):
    dims = "x".join(str(d) for d in shape)
    return f"tensor<{dims}x{etype}>" if dims else f"tensor<{etype}>"


class Step:
    def __init__(self, kind, operands, result, **params):
        self.kind, self.operands, self.result, self.params = \
            kind, list(operands), result, params


UNARY_FLOAT_EXACT = ("negate", "abs", "floor", "ceil", "sign", "round_nearest_even",
                     "round_nearest_afz")
UNARY_FLOAT_INEXACT = ("tanh", "sine", "cosine", "logistic")
UNARY_SIGNED = ("negate", "abs", "not", "popcnt", "count_leading_zeros", "sign")
UNARY_UNSIGNED = ("not", "popcnt", "count_leading_zeros")
BOUNDED = ("exponential", "log", "sqrt", "rsqrt", "log_plus_one", "exponential_minus_one",
           "cbrt")
BINARY_FLOAT = ("add", "subtract", "multiply", "maximum", "minimum")
BINARY_INT = ("add", "subtract", "multiply", "maximum", "minimum", "and", "or", "xor")
BINARY_BOOL = ("and", "or", "xor")
SHIFTS = ("shift_left", "shift_right_logical", "shift_right_arithmetic")
COMPARE = {"LT": np.less, "LE": np.less_equal, "GT": np.greater,
           "GE": np.greater_equal, "EQ": np.equal, "NE": np.not_equal}
# Kinds whose float result is exact when their operands are.
EXACT_KINDS = {"constant", "iota", "compare", "select", "convert", "bitcast", "broadcast",
               "transpose", "reshape", "reverse", "slice", "concatenate", "pad", "gather",
               "is_finite", "remainder", "dynamic_slice", "dynamic_update_slice", "sort",
               "real", "imag", "make_complex"}


def reduce_ops(t):
    if et.is_complex(t):
        return ("add",)
    if t == BOOL:
        return ("and", "or")
    if et.is_int(t):
        return ("add", "multiply", "maximum", "minimum", "and", "or", "xor")
    return ("add", "maximum", "minimum")


def reduce_init(op, t):
    if op in ("add", "or", "xor"):
        return 0
    if op == "multiply":
        return 1
    if t == BOOL:
        return 1
    if op == "and":
        return -1 if et.is_signed(t) else et.int_range(t)[1]
    if et.is_float(t):
        return float("-inf") if op == "maximum" else float("inf")
    lo, hi = et.int_range(t)
    return lo if op == "maximum" else hi


def dense(array, t):
    """A dense<...> literal: a splat when every element is equal."""
    a = np.asarray(array)
    flat = a.reshape(-1)
    if flat.size == 0:
        return "dense<>"
    signs = np.signbit(flat.real) if et.is_inexact(t) else None
    if et.is_complex(t):
        signs = np.concatenate([signs, np.signbit(flat.imag)])
    if flat.size and (flat == flat[0]).all() and not (
            signs is not None and signs.any() and not signs.all()):
        return f"dense<{et.literal(flat[0], t)}>"

    def nest(x):
        if x.ndim == 0:
            return et.literal(np.array([x]), t) if et.is_float(t) else et.literal(x, t)
        return "[" + ", ".join(nest(y) for y in x) + "]"
    return f"dense<{nest(a)}>"


def dims_list(xs):
    return ", ".join(str(int(d)) for d in xs)


# ---------------------------------------------------------------------------
# Text
# ---------------------------------------------------------------------------

def _const(out, fresh, value, t, shape=()):
    n = fresh()
    out.append(f"{n} = stablehlo.constant {dense(np.full(shape, value), t) if shape else dense(np.array(value), t)} : {tensor_type(shape, t)}")
    return n


def _region(out, t, op, indent="  "):
    """A two-argument scalar region applying `op` (None: return the second
    argument, scatter's `set`)."""
    st = tensor_type((), t)
    out.append(f"{indent}^bb0(%ra: {st}, %rb: {st}):")
    if op is None:
        out.append(f"{indent}  stablehlo.return %rb : {st}")
    else:
        out.append(f"{indent}  %rc = stablehlo.{op} %ra, %rb : {st}")
        out.append(f"{indent}  stablehlo.return %rc : {st}")


def emit_step(step, names, values, out, fresh):
    """Appends `step`'s text to `out`; returns the result's name."""
    k, p = step.kind, step.params
    ops = [names[i] for i in step.operands]
    tys = [values[i].type for i in step.operands]
    ets = [values[i].etype for i in step.operands]
    r = step.result
    rt, t = r.type, r.etype
    if k == "constant":
        name = fresh()
        out.append(f"{name} = stablehlo.constant {dense(p['array'], t)} : {rt}")
        return name
    if k == "iota":
        name = fresh()
        out.append(f"{name} = stablehlo.iota dim = {p['dim']} : {rt}")
        return name
    if k == "unary":
        name = fresh()
        out.append(f"{name} = stablehlo.{p['op']} {ops[0]} : {rt}")
        return name
    if k in ("real", "imag"):
        name = fresh()
        out.append(f"{name} = stablehlo.{k} {ops[0]} : ({tys[0]}) -> {rt}")
        return name
    if k == "complex_abs":
        name = fresh()
        out.append(f"{name} = stablehlo.abs {ops[0]} : ({tys[0]}) -> {rt}")
        return name
    if k == "make_complex":
        name = fresh()
        out.append(f"{name} = stablehlo.complex {ops[0]}, {ops[1]} : ({tys[0]}, {tys[1]}) -> {rt}")
        return name
    if k == "is_finite":
        name = fresh()
        out.append(f"{name} = stablehlo.is_finite {ops[0]} : ({tys[0]}) -> {rt}")
        return name
    if k == "bounded":  # op(tanh(x)), or op(|tanh(x)| + 1) where the op needs it
        th = fresh()
        out.append(f"{th} = stablehlo.tanh {ops[0]} : {rt}")
        arg = th
        if p["op"] in ("log", "sqrt", "rsqrt", "cbrt", "log_plus_one"):
            a = fresh()
            out.append(f"{a} = stablehlo.abs {th} : {rt}")
            arg = a
            if p["op"] != "log_plus_one":
                one = _const(out, fresh, 1, t, r.shape)
                s = fresh()
                out.append(f"{s} = stablehlo.add {a}, {one} : {rt}")
                arg = s
        name = fresh()
        out.append(f"{name} = stablehlo.{p['op']} {arg} : {rt}")
        return name
    if k == "binary":
        name = fresh()
        out.append(f"{name} = stablehlo.{p['op']} {ops[0]}, {ops[1]} : {rt}")
        return name
    if k in ("divide", "remainder"):  # x op (|y| + 1), integers x op ((y & 7) + 1)
        one = _const(out, fresh, 1, t, r.shape)
        a, d = fresh(), fresh()
        if et.is_float(t):
            out.append(f"{a} = stablehlo.abs {ops[1]} : {rt}")
        else:
            seven = _const(out, fresh, 7, t, r.shape)
            out.append(f"{a} = stablehlo.and {ops[1]}, {seven} : {rt}")
        out.append(f"{d} = stablehlo.add {a}, {one} : {rt}")
        name = fresh()
        out.append(f"{name} = stablehlo.{k} {ops[0]}, {d} : {rt}")
        return name
    if k == "shift":  # x shift (y & mask)
        m = _const(out, fresh, p["mask"], t, r.shape)
        a = fresh()
        out.append(f"{a} = stablehlo.and {ops[1]}, {m} : {rt}")
        name = fresh()
        out.append(f"{name} = stablehlo.{p['op']} {ops[0]}, {a} : {rt}")
        return name
    if k == "compare":
        name = fresh()
        out.append(f"{name} = stablehlo.compare {p['dir']}, {ops[0]}, {ops[1]}, {p['ctype']} : "
                   f"({tys[0]}, {tys[1]}) -> {rt}")
        return name
    if k == "select":
        name = fresh()
        out.append(f"{name} = stablehlo.select {ops[0]}, {ops[1]}, {ops[2]} : {tys[0]}, {rt}")
        return name
    if k == "convert":
        src = ops[0]
        if "clamp" in p:  # float -> integer: clamp into the integer's range first
            lo = _const(out, fresh, p["clamp"][0], ets[0])
            hi = _const(out, fresh, p["clamp"][1], ets[0])
            c = fresh()
            st = tensor_type((), ets[0])
            out.append(f"{c} = stablehlo.clamp {lo}, {src}, {hi} : ({st}, {tys[0]}, {st}) -> {tys[0]}")
            src = c
        name = fresh()
        out.append(f"{name} = stablehlo.convert {src} : ({tys[0]}) -> {rt}")
        return name
    if k == "bitcast":
        name = fresh()
        out.append(f"{name} = stablehlo.bitcast_convert {ops[0]} : ({tys[0]}) -> {rt}")
        return name
    if k == "broadcast":
        name = fresh()
        out.append(f"{name} = stablehlo.broadcast_in_dim {ops[0]}, dims = [{dims_list(p['dims'])}] : ({tys[0]}) -> {rt}")
        return name
    if k == "transpose":
        name = fresh()
        out.append(f"{name} = stablehlo.transpose {ops[0]}, dims = [{dims_list(p['perm'])}] : ({tys[0]}) -> {rt}")
        return name
    if k == "reshape":
        name = fresh()
        out.append(f"{name} = stablehlo.reshape {ops[0]} : ({tys[0]}) -> {rt}")
        return name
    if k == "reverse":
        name = fresh()
        out.append(f"{name} = stablehlo.reverse {ops[0]}, dims = [{dims_list(p['dims'])}] : {rt}")
        return name
    if k == "slice":
        name = fresh()
        ranges = ", ".join(f"{a}:{b}:{s}" for a, b, s in p["ranges"])
        out.append(f"{name} = stablehlo.slice {ops[0]} [{ranges}] : ({tys[0]}) -> {rt}")
        return name
    if k == "concatenate":
        name = fresh()
        out.append(f"{name} = stablehlo.concatenate {', '.join(ops)}, dim = {p['dim']} : "
                   f"({', '.join(tys)}) -> {rt}")
        return name
    if k == "pad":
        pv = _const(out, fresh, p["value"], t)
        st = tensor_type((), t)
        name = fresh()
        out.append(f"{name} = stablehlo.pad {ops[0]}, {pv}, low = [{dims_list(p['low'])}], "
                   f"high = [{dims_list(p['high'])}], interior = [{dims_list(p['interior'])}] : "
                   f"({tys[0]}, {st}) -> {rt}")
        return name
    if k == "reduce":
        init = _const(out, fresh, reduce_init(p["op"], t), t)
        st = tensor_type((), t)
        name = fresh()
        out.append(f"{name} = stablehlo.reduce({ops[0]} init: {init}) applies stablehlo.{p['op']} "
                   f"across dimensions = [{dims_list(p['dims'])}] : ({tys[0]}, {st}) -> {rt}")
        return name
    if k == "dot":
        lb, rb = p["batch"]
        lc, rc = p["contract"]
        parts = []
        if lb:
            parts.append(f"batching_dims = [{dims_list(lb)}] x [{dims_list(rb)}]")
        parts.append(f"contracting_dims = [{dims_list(lc)}] x [{dims_list(rc)}]")
        name = fresh()
        out.append(f"{name} = stablehlo.dot_general {ops[0]}, {ops[1]}, {', '.join(parts)} : "
                   f"({tys[0]}, {tys[1]}) -> {rt}")
        return name
    if k == "convolution":
        def layout(perm, first, second):
            labels = [""] * len(perm)
            labels[perm[0]], labels[perm[1]] = first, second
            for j, d in enumerate(perm[2:]):
                labels[d] = str(j)
            return "[" + ", ".join(labels) + "]"
        window = ", ".join([
            f"stride = [{dims_list(p['strides'])}]",
            "pad = [" + ", ".join(f"[{lo}, {hi}]" for lo, hi in p["padding"]) + "]",
            f"lhs_dilate = [{dims_list(p['base_dilations'])}]",
            f"rhs_dilate = [{dims_list(p['window_dilations'])}]"])
        name = fresh()
        out.append(f"{name} = stablehlo.convolution({ops[0]}, {ops[1]}) dim_numbers = "
                   f"{layout(p['lhs'], 'b', 'f')}x{layout(p['kernel'], 'o', 'i')}->"
                   f"{layout(p['out'], 'b', 'f')}, window = {{{window}}} "
                   f"{{batch_group_count = {p['batch_groups']} : i64, "
                   f"feature_group_count = {p['feature_groups']} : i64}} : "
                   f"({tys[0]}, {tys[1]}) -> {rt}")
        return name
    if k == "gather":
        name = fresh()
        out.append(f"{name} = \"stablehlo.gather\"({ops[0]}, {ops[1]}) {{dimension_numbers = "
                   f"#stablehlo.gather<offset_dims = [{dims_list(p['offset_dims'])}], "
                   f"collapsed_slice_dims = [{dims_list(p['collapsed'])}], "
                   f"start_index_map = [{dims_list(p['start_index_map'])}], "
                   f"index_vector_dim = {p['index_vector_dim']}>, "
                   f"slice_sizes = array<i64: {dims_list(p['slice_sizes'])}>, "
                   f"indices_are_sorted = false}} : ({tys[0]}, {tys[1]}) -> {rt}")
        return name
    if k == "scatter":
        name = fresh()
        out.append(f"{name} = \"stablehlo.scatter\"({ops[0]}, {ops[1]}, {ops[2]}) ({{")
        _region(out, t, p["op"])
        out.append(f"}}) {{scatter_dimension_numbers = #stablehlo.scatter<"
                   f"update_window_dims = [{dims_list(p['update_window_dims'])}], "
                   f"inserted_window_dims = [{dims_list(p['inserted'])}], "
                   f"scatter_dims_to_operand_dims = [{dims_list(p['to_operand'])}], "
                   f"index_vector_dim = {p['index_vector_dim']}>, indices_are_sorted = false, "
                   f"unique_indices = false}} : ({tys[0]}, {tys[1]}, {tys[2]}) -> {rt}")
        return name
    if k == "dynamic_slice":
        name = fresh()
        itys = ", ".join(tys[1:])
        out.append(f"{name} = stablehlo.dynamic_slice {ops[0]}, {', '.join(ops[1:])}, "
                   f"sizes = [{dims_list(p['sizes'])}] : ({tys[0]}, {itys}) -> {rt}")
        return name
    if k == "dynamic_update_slice":
        name = fresh()
        out.append(f"{name} = stablehlo.dynamic_update_slice {ops[0]}, {ops[1]}, "
                   f"{', '.join(ops[2:])} : ({', '.join(tys)}) -> {rt}")
        return name
    if k == "sort":
        name = fresh()
        out.append(f"{name}:{len(ops)} = \"stablehlo.sort\"({', '.join(ops)}) ({{")
        sts = [tensor_type((), e) for e in ets]
        args = ", ".join(f"%s{i}: {sts[i // 2]}" for i in range(2 * len(ops)))
        out.append(f"  ^bb0({args}):")
        out.append(f"    %sc = stablehlo.compare {p['dir']}, %s0, %s1, {p['ctype']} : "
                   f"({sts[0]}, {sts[0]}) -> tensor<i1>")
        out.append("    stablehlo.return %sc : tensor<i1>")
        out.append(f"  }}) {{dimension = {p['dim']} : i64, is_stable = true}} : "
                   f"({', '.join(tys)}) -> ({', '.join(tys)})")
        return f"{name}#{p['take']}"
    if k == "reduce_window":
        init = _const(out, fresh, reduce_init(p["op"], t), t)
        st = tensor_type((), t)
        name = fresh()
        out.append(f"{name} = \"stablehlo.reduce_window\"({ops[0]}, {init}) ({{")
        _region(out, t, p["op"])
        pad = ", ".join(f"[{lo}, {hi}]" for lo, hi in p["padding"])
        out.append(f"}}) {{window_dimensions = array<i64: {dims_list(p['window'])}>, "
                   f"window_strides = array<i64: {dims_list(p['strides'])}>, "
                   f"base_dilations = array<i64: {dims_list(p['base_dilations'])}>, "
                   f"window_dilations = array<i64: {dims_list(p['window_dilations'])}>, "
                   f"padding = dense<[{pad}]> : tensor<{len(p['window'])}x2xi64>}} : "
                   f"({tys[0]}, {st}) -> {rt}")
        return name
    if k == "nested_loop":
        return _emit_nested_loop(step, ops, tys, ets, out, fresh)
    if k == "loop":
        return _emit_loop(step, ops, out, fresh)
    if k == "scan":
        return _emit_scan(step, ops, tys, out, fresh)
    raise ValueError(k)


def _emit_loop(step, ops, out, fresh):
    """fori_loop carrying the operand: floats x <- tanh(x * a + b), integers
    x <- (x xor b) * a + 1; the body reads b from outside (JAX's closures)."""
    p, r = step.params, step.result
    rt, t = r.type, r.etype
    i0, res = fresh(), fresh()
    out.append(f"{i0} = stablehlo.constant dense<0> : tensor<i32>")
    iv, xv = fresh(), fresh()
    out.append(f"{res}:2 = stablehlo.while({iv} = {i0}, {xv} = {ops[0]}) : tensor<i32>, {rt}")
    out.append("cond {")
    c, lt = fresh(), fresh()
    out.append(f"  {c} = stablehlo.constant dense<{p['trips']}> : tensor<i32>")
    out.append(f"  {lt} = stablehlo.compare LT, {iv}, {c}, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>")
    out.append(f"  stablehlo.return {lt} : tensor<i1>")
    out.append("} do {")
    a, m, s, nxt, one, ni = (fresh() for _ in range(6))
    out.append(f"  {a} = stablehlo.constant dense<{et.literal(p['a'], t)}> : {rt}")
    if et.is_float(t):
        out.append(f"  {m} = stablehlo.multiply {xv}, {a} : {rt}")
        out.append(f"  {s} = stablehlo.add {m}, {ops[1]} : {rt}")
        out.append(f"  {nxt} = stablehlo.tanh {s} : {rt}")
    else:
        x1, o1 = fresh(), fresh()
        out.append(f"  {x1} = stablehlo.xor {xv}, {ops[1]} : {rt}")
        out.append(f"  {m} = stablehlo.multiply {x1}, {a} : {rt}")
        out.append(f"  {o1} = stablehlo.constant dense<1> : {rt}")
        out.append(f"  {nxt} = stablehlo.add {m}, {o1} : {rt}")
    out.append(f"  {one} = stablehlo.constant dense<1> : tensor<i32>")
    out.append(f"  {ni} = stablehlo.add {iv}, {one} : tensor<i32>")
    out.append(f"  stablehlo.return {ni}, {nxt} : tensor<i32>, {rt}")
    out.append("}")
    name = fresh()
    out.append(f"{name} = stablehlo.add {res}#1, {ops[1]} : {rt}")
    return name


def _emit_scan(step, ops, tys, out, fresh):
    """lax.scan: ys[t] = c = step(c, xs[t]), c0 = 0; a `case` on the step's
    parity picks tanh(c * a + x) or c - x / 2."""
    p, r = step.params, step.result
    rt, t = r.type, r.etype
    T, rest = r.shape[0], r.shape[1:]
    ct, st = tensor_type(rest, t), tensor_type((1,) + rest, t)
    i0, c0, y0, res = fresh(), fresh(), fresh(), fresh()
    out.append(f"{i0} = stablehlo.constant dense<0> : tensor<i32>")
    out.append(f"{c0} = stablehlo.constant dense<{et.literal(0.0, t)}> : {ct}")
    out.append(f"{y0} = stablehlo.constant dense<{et.literal(0.0, t)}> : {rt}")
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
    out.append(f"  {sl} = stablehlo.dynamic_slice {ops[0]}, {idx}, sizes = [{dims_list((1,) + rest)}] : "
               f"({tys[0]}, {itys}) -> {st}")
    out.append(f"  {x} = stablehlo.reshape {sl} : ({st}) -> {ct}")
    a, m, sm, nc = fresh(), fresh(), fresh(), fresh()
    out.append(f"  {a} = stablehlo.constant dense<{et.literal(p['a'], t)}> : {ct}")
    out.append(f"  {m} = stablehlo.multiply {cv}, {a} : {ct}")
    out.append(f"  {sm} = stablehlo.add {m}, {x} : {ct}")
    if p["case"]:
        two, rm, tanh_, half, hx, sub = (fresh() for _ in range(6))
        out.append(f"  {two} = stablehlo.constant dense<2> : tensor<i32>")
        out.append(f"  {rm} = stablehlo.remainder {iv}, {two} : tensor<i32>")
        out.append(f"  {nc} = \"stablehlo.case\"({rm}) ({{")
        out.append(f"    {tanh_} = stablehlo.tanh {sm} : {ct}")
        out.append(f"    stablehlo.return {tanh_} : {ct}")
        out.append("  }, {")
        out.append(f"    {half} = stablehlo.constant dense<{et.literal(0.5, t)}> : {ct}")
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
    name = fresh()
    out.append(f"{name} = stablehlo.add {res}#2, {ops[0]} : {rt}")
    return name


def _emit_nested_loop(step, ops, tys, ets, out, fresh):
    """A while loop with a trip count computed at run time (clamp(s, 0, 5)),
    whose body branches on the step's parity (`case`): f(x, y) on even
    steps, and on odd ones an inner while of two trips of g(z, y). Floats:
    f = tanh(x * a + y), g = tanh(z + y / 2); integers: f = (x xor y) * a + 1,
    g = (z + y) * 3 (wrapping)."""
    p, r = step.params, step.result
    rt, t = r.type, r.etype
    st = tensor_type((), ets[2])
    n0 = ops[2]
    if ets[2] != "i32":
        n0 = fresh()
        out.append(f"{n0} = stablehlo.convert {ops[2]} : ({st}) -> tensor<i32>")
    lo, hi, n = fresh(), fresh(), fresh()
    out.append(f"{lo} = stablehlo.constant dense<0> : tensor<i32>")
    out.append(f"{hi} = stablehlo.constant dense<5> : tensor<i32>")
    out.append(f"{n} = stablehlo.clamp {lo}, {n0}, {hi} : tensor<i32>")
    i0, res, iv, xv = fresh(), fresh(), fresh(), fresh()
    out.append(f"{i0} = stablehlo.constant dense<0> : tensor<i32>")
    out.append(f"{res}:2 = stablehlo.while({iv} = {i0}, {xv} = {ops[0]}) : tensor<i32>, {rt}")
    out.append("cond {")
    c = fresh()
    out.append(f"  {c} = stablehlo.compare LT, {iv}, {n}, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>")
    out.append(f"  stablehlo.return {c} : tensor<i1>")
    out.append("} do {")
    two, par, nx = fresh(), fresh(), fresh()
    out.append(f"  {two} = stablehlo.constant dense<2> : tensor<i32>")
    out.append(f"  {par} = stablehlo.remainder {iv}, {two} : tensor<i32>")
    out.append(f"  {nx} = \"stablehlo.case\"({par}) ({{")
    a, m, s1, f = fresh(), fresh(), fresh(), fresh()
    out.append(f"    {a} = stablehlo.constant dense<{et.literal(p['a'], t)}> : {rt}")
    if et.is_float(t):
        out.append(f"    {m} = stablehlo.multiply {xv}, {a} : {rt}")
        out.append(f"    {s1} = stablehlo.add {m}, {ops[1]} : {rt}")
        out.append(f"    {f} = stablehlo.tanh {s1} : {rt}")
    else:
        out.append(f"    {m} = stablehlo.xor {xv}, {ops[1]} : {rt}")
        out.append(f"    {s1} = stablehlo.multiply {m}, {a} : {rt}")
        one = fresh()
        out.append(f"    {one} = stablehlo.constant dense<1> : {rt}")
        out.append(f"    {f} = stablehlo.add {s1}, {one} : {rt}")
    out.append(f"    stablehlo.return {f} : {rt}")
    out.append("  }, {")
    j0, inner, jv, zv = fresh(), fresh(), fresh(), fresh()
    out.append(f"    {j0} = stablehlo.constant dense<0> : tensor<i32>")
    out.append(f"    {inner}:2 = stablehlo.while({jv} = {j0}, {zv} = {xv}) : tensor<i32>, {rt}")
    out.append("    cond {")
    k2, c2 = fresh(), fresh()
    out.append(f"      {k2} = stablehlo.constant dense<2> : tensor<i32>")
    out.append(f"      {c2} = stablehlo.compare LT, {jv}, {k2}, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>")
    out.append(f"      stablehlo.return {c2} : tensor<i1>")
    out.append("    } do {")
    h, hy, s2, g2, o2, j1 = (fresh() for _ in range(6))
    if et.is_float(t):
        out.append(f"      {h} = stablehlo.constant dense<{et.literal(0.5, t)}> : {rt}")
        out.append(f"      {hy} = stablehlo.multiply {ops[1]}, {h} : {rt}")
        out.append(f"      {s2} = stablehlo.add {zv}, {hy} : {rt}")
        out.append(f"      {g2} = stablehlo.tanh {s2} : {rt}")
    else:
        out.append(f"      {h} = stablehlo.constant dense<3> : {rt}")
        out.append(f"      {s2} = stablehlo.add {zv}, {ops[1]} : {rt}")
        out.append(f"      {g2} = stablehlo.multiply {s2}, {h} : {rt}")
    out.append(f"      {o2} = stablehlo.constant dense<1> : tensor<i32>")
    out.append(f"      {j1} = stablehlo.add {jv}, {o2} : tensor<i32>")
    out.append(f"      stablehlo.return {j1}, {g2} : tensor<i32>, {rt}")
    out.append("    }")
    out.append(f"    stablehlo.return {inner}#1 : {rt}")
    out.append(f"  }}) : (tensor<i32>) -> {rt}")
    o1, i1 = fresh(), fresh()
    out.append(f"  {o1} = stablehlo.constant dense<1> : tensor<i32>")
    out.append(f"  {i1} = stablehlo.add {iv}, {o1} : tensor<i32>")
    out.append(f"  stablehlo.return {i1}, {nx} : tensor<i32>, {rt}")
    out.append("}")
    return f"{res}#1"
