"""SPMD programs for the fuzzer: collectives between ranks.

A program over P partitions is the usual step list run by every rank on its
own inputs (args hold one rank's shapes), with collective steps among them
(all_reduce, all_gather, reduce_scatter, all_to_all, collective_permute)
over replica groups of partition ids. Its text is a Shardy
`sdy.manual_computation` over a 1-D mesh of P devices whose global operands
and results carry the rank as their leading dim, as JAX's pmap exports; its
inputs and reference values are stacked the same way (rank r's are [r]), so
the single-device machinery (tolerances, minimizing, reproducers) applies
unchanged. The reference evaluates the ranks step by step; a collective
combines the ranks' values of its operand.
"""
import numpy as np

import etypes as et
import grammar as g
from etypes import BOOL
from reference import _binary, evaluate_step, rounding

COLLECTIVES = ("all_reduce", "all_gather", "reduce_scatter", "all_to_all",
               "collective_permute")
# Data movement: exact when the operand is.
MOVING = ("all_gather", "all_to_all", "collective_permute")


def group_choices(partitions):
    """Replica groups (lists of partition ids) a collective may use."""
    everyone = [list(range(partitions))]
    if partitions == 4:
        return [everyone, [[0, 1], [2, 3]], [[0, 2], [1, 3]], [[1, 0, 3, 2]]]
    return [everyone]


# Makers (called with the generator) ------------------------------------------

def _groups(gen):
    return gen.choice(group_choices(gen.partitions))


def _channel(gen):
    gen.channels += 1
    return gen.channels


def m_all_reduce(gen):
    i = gen.pick(lambda v: True)
    if i is None:
        return
    v = gen.values()[i]
    op = gen.choice(g.reduce_ops(v.etype))
    gen.add("all_reduce", [i], v.shape, v.etype, groups=_groups(gen), op=op,
            channel=_channel(gen))


def m_all_gather(gen):
    i = gen.pick(lambda v: len(v.shape) >= 1)
    if i is None:
        return
    v = gen.values()[i]
    groups = _groups(gen)
    dim = int(gen.rng.integers(0, len(v.shape)))
    shape = list(v.shape)
    shape[dim] *= len(groups[0])
    gen.add("all_gather", [i], shape, v.etype, groups=groups, dim=dim,
            channel=_channel(gen))


def _divisible_dims(v, n):
    return [d for d, s in enumerate(v.shape) if s % n == 0]


def _pick_divisible(gen):
    """Replica groups and a value with a dim their size divides, or None."""
    groups = _groups(gen)
    n = len(groups[0])
    i = gen.pick(lambda v: bool(_divisible_dims(v, n)))
    if i is None:
        return None
    return groups, n, i, gen.values()[i]


def m_reduce_scatter(gen):
    picked = _pick_divisible(gen)
    if picked is None:
        return
    groups, n, i, v = picked
    dim = gen.choice(_divisible_dims(v, n))
    shape = list(v.shape)
    shape[dim] //= n
    gen.add("reduce_scatter", [i], shape, v.etype, groups=groups, dim=dim,
            op=gen.choice(g.reduce_ops(v.etype)), channel=_channel(gen))


def m_all_to_all(gen):
    picked = _pick_divisible(gen)
    if picked is None:
        return
    groups, n, i, v = picked
    split = gen.choice(_divisible_dims(v, n))
    concat = int(gen.rng.integers(0, len(v.shape)))
    shape = list(v.shape)
    shape[split] //= n
    shape[concat] *= n
    gen.add("all_to_all", [i], shape, v.etype, groups=groups, split=split,
            concat=concat, channel=_channel(gen))


def m_collective_permute(gen):
    i = gen.pick(lambda v: True)
    if i is None:
        return
    v = gen.values()[i]
    groups = _groups(gen)
    pairs = []
    for group in groups:
        shift = int(gen.rng.integers(1, len(group))) if len(group) > 1 else 0
        for j, source in enumerate(group):
            pairs.append([source, group[(j + shift) % len(group)]])
    # Sometimes a rank receives nothing (its result is zeros).
    if len(pairs) > 1 and gen.rng.random() < 0.3:
        pairs.pop(int(gen.rng.integers(0, len(pairs))))
    gen.add("collective_permute", [i], v.shape, v.etype, pairs=pairs,
            channel=_channel(gen))


MAKERS = (m_all_reduce, m_all_reduce, m_all_gather, m_reduce_scatter,
          m_all_to_all, m_collective_permute)


# Text ------------------------------------------------------------------------

def _groups_attr(groups):
    rows = ", ".join("[" + ", ".join(str(r) for r in grp) + "]" for grp in groups)
    return f"dense<[{rows}]> : tensor<{len(groups)}x{len(groups[0])}xi64>"


def emit_collective(step, ops, tys, out, fresh):
    """The text of a collective step (grammar.emit_step's counterpart;
    `ops` and `tys` are its operand's name and type)."""
    k, p = step.kind, step.params
    rt, t = step.result.type, step.result.etype
    channel = f"channel_handle = #stablehlo.channel_handle<handle = {p['channel']}, type = 1>"
    name = fresh()
    if k == "collective_permute":
        pairs = p["pairs"]
        rows = ", ".join(f"[{a}, {b}]" for a, b in pairs)
        out.append(f'{name} = "stablehlo.collective_permute"({ops[0]}) <{{{channel}, '
                   f'source_target_pairs = dense<[{rows}]> : tensor<{len(pairs)}x2xi64>}}> : '
                   f'({tys[0]}) -> {rt}')
        return name
    groups = _groups_attr(p["groups"])
    if k == "all_gather":
        out.append(f'{name} = "stablehlo.all_gather"({ops[0]}) <{{all_gather_dim = {p["dim"]} : i64, '
                   f'{channel}, replica_groups = {groups}, use_global_device_ids}}> : '
                   f'({tys[0]}) -> {rt}')
        return name
    if k == "all_to_all":
        out.append(f'{name} = "stablehlo.all_to_all"({ops[0]}) <{{{channel}, '
                   f'concat_dimension = {p["concat"]} : i64, replica_groups = {groups}, '
                   f'split_count = {len(p["groups"][0])} : i64, '
                   f'split_dimension = {p["split"]} : i64}}> : ({tys[0]}) -> {rt}')
        return name
    attrs = f"{channel}, replica_groups = {groups}"
    if k == "reduce_scatter":
        attrs += f", scatter_dimension = {p['dim']} : i64"
    out.append(f'{name} = "stablehlo.{k}"({ops[0]}) <{{{attrs}, use_global_device_ids}}> ({{')
    g._region(out, t, p["op"])
    out.append(f"}}) : ({tys[0]}) -> {rt}")
    return name


def unstack_arguments(args):
    """The body's first lines: each argument's rank slice (%l<i>, 1 x its
    shape) as the rank's value %arg<i>."""
    return [f"%arg{i} = stablehlo.reshape %l{i} : "
            f"({g.tensor_type((1,) + a.shape, a.etype)}) -> {a.type}"
            for i, a in enumerate(args)]


def wrap(args, results, result_names, body, partitions):
    """The module around a rank's `body`: a manual computation over a mesh
    of `partitions` devices whose operands and results are the ranks'
    values stacked on a leading dim."""
    body = list(body)
    outs = []
    for j, (v, name) in enumerate(zip(results, result_names)):
        body.append(f"%o{j} = stablehlo.reshape {name} : ({v.type}) -> "
                    f"{g.tensor_type((1,) + v.shape, v.etype)}")
        outs.append(f"%o{j}")

    def sharding(rank):
        return "<@mesh, [{\"i\"}" + ", {}" * rank + "]>"

    def stacked(v, n):
        return g.tensor_type((n,) + v.shape, v.etype)
    gtypes = [stacked(a, partitions) for a in args]
    ltypes = [stacked(a, 1) for a in args]
    rgtypes = [stacked(v, partitions) for v in results]
    rltypes = [stacked(v, 1) for v in results]
    sig = ", ".join(f"%g{i}: {t}" for i, t in enumerate(gtypes))
    largs = ", ".join(f"%l{i}: {t}" for i, t in enumerate(ltypes))
    result = "%r" if len(results) == 1 else f"%r:{len(results)}"
    rets = "%r" if len(results) == 1 else ", ".join(f"%r#{j}" for j in range(len(results)))
    lines = [
        f"module @fuzz attributes {{mhlo.num_partitions = {partitions} : i32, "
        f"mhlo.num_replicas = 1 : i32}} {{",
        f'  sdy.mesh @mesh = <["i"={partitions}]>',
        f"  func.func @main({sig}) -> ({', '.join(rgtypes)}) {{",
        f"    {result} = sdy.manual_computation({', '.join(f'%g{i}' for i in range(len(args)))}) "
        f"in_shardings=[{', '.join(sharding(len(a.shape)) for a in args)}] "
        f"out_shardings=[{', '.join(sharding(len(v.shape)) for v in results)}] "
        f"manual_axes={{\"i\"}} ({largs}) {{"]
    lines += ["      " + line for line in body]
    lines.append(f"      sdy.return {', '.join(outs)} : {', '.join(rltypes)}")
    lines.append(f"    }} : ({', '.join(gtypes)}) -> ({', '.join(rgtypes)})")
    lines.append(f"    return {rets} : {', '.join(rgtypes)}")
    lines.append("  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


# Reference -------------------------------------------------------------------

def _group_of(groups, rank):
    for group in groups:
        if rank in group:
            return group
    raise ValueError(f"rank {rank} in no group of {groups}")


def _reduce(op, xs, es, t):
    """The reduction of the ranks' arrays `xs` (bounds `es`) by `op`."""
    if et.is_inexact(t) and op == "add":
        wide = sum(x.astype(np.complex128 if et.is_complex(t) else np.float64) for x in xs)
        y = et.rnd(wide, t)
        # Any summation order: each partial sum is bounded by the sum of
        # magnitudes.
        scale = sum(np.abs(x.astype(np.complex128 if et.is_complex(t) else np.float64))
                    for x in xs)
        return y, sum(es) + rounding(scale, t, 2.0 * len(xs))
    y, e = xs[0], es[0]
    for x, ex in zip(xs[1:], es[1:]):
        y, e = _binary(op, y, x, e, ex, t)
    return y, e


def _collective(step, xs, es):
    """Every rank's (value, bound) of a collective step given every rank's
    operand `xs` and bound `es`."""
    k, p, t = step.kind, step.params, step.result.etype
    ranks = range(len(xs))
    if k == "collective_permute":
        out = [(np.zeros(step.result.shape, dtype=xs[0].dtype), 0.0) for _ in ranks]
        for source, target in p["pairs"]:
            out[target] = (xs[source], es[source])
        return out
    out = []
    for r in ranks:
        group = _group_of(p["groups"], r)
        gx, ge = [xs[q] for q in group], [es[q] for q in group]
        if k == "all_reduce":
            out.append(_reduce(p["op"], gx, ge, t))
        elif k == "all_gather":
            out.append((np.concatenate(gx, axis=p["dim"]), max(ge)))
        elif k == "reduce_scatter":
            y, e = _reduce(p["op"], gx, ge, t)
            out.append((np.split(y, len(group), axis=p["dim"])[group.index(r)], e))
        elif k == "all_to_all":
            j = group.index(r)
            chunks = [np.split(x, len(group), axis=p["split"])[j] for x in gx]
            out.append((np.concatenate(chunks, axis=p["concat"]), max(ge)))
        else:
            raise ValueError(k)
    return out


def all_values(args, steps, inputs, partitions):
    """Every value's reference, ranks stacked on a leading dim, and its
    bound (the largest over the ranks)."""
    vals = [[x[r] for x in inputs] for r in range(partitions)]
    errs = [[0.0] * len(inputs) for _ in range(partitions)]
    for s in steps:
        if s.kind in COLLECTIVES:
            with np.errstate(all="ignore"):
                xs = [vals[r][s.operands[0]] for r in range(partitions)]
                es = [errs[r][s.operands[0]] for r in range(partitions)]
                per_rank = _collective(s, xs, es)
            for r, (y, e) in enumerate(per_rank):
                t = s.result.etype
                y = et.rnd(y, t) if et.is_inexact(t) else \
                    np.asarray(y).astype(bool if t == BOOL else et.NP[t])
                vals[r].append(y.reshape(s.result.shape))
                errs[r].append(float(e) if not s.result.exact else 0.0)
        else:
            for r in range(partitions):
                y, e = evaluate_step(s, vals[r], errs[r])
                vals[r].append(y)
                errs[r].append(e)
    stacked = [np.stack([vals[r][i] for r in range(partitions)])
               for i in range(len(vals[0]))]
    bounds = [max(errs[r][i] for r in range(partitions)) for i in range(len(vals[0]))]
    return stacked, bounds
