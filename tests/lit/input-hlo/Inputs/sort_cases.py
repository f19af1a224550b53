#!/usr/bin/env python3
"""Programs, inputs and expected outputs of run-sort-class.test.

usage: sort_cases.py OUTDIR

Writes OUTDIR/sort.mlir (one function per case: stablehlo.sort over
1-D/2-D/3-D tensors along every dimension, ascending and descending, one to
three operands, lexicographic comparators, lengths that are and are not
powers of two, many ties), OUTDIR/<case>.in<i>.npy, OUTDIR/<case>.out<j>.npy
and OUTDIR/<case>.args (strata-run flags). Expected values come from
Python's stable sort.
"""
import itertools
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "target-vulkan", "Inputs"))
from cooperative_kernels import Rand, f32, write_case, write_program  # noqa: E402

TYPES = {"f32": ("<f4", "FLOAT"), "i32": ("<i4", "SIGNED")}


def comparator(kind, elems):
    """The comparator region: kind 'asc'/'desc' on operand 0, 'lex' on
    operands 0 then 1 (ascending), every operand's scalars as arguments."""
    args = ", ".join("%%a%d: tensor<%s>, %%b%d: tensor<%s>" % (i, t, i, t)
                     for i, t in enumerate(elems))
    lines = ["  ^bb0(%s):" % args]
    cmp = lambda d, a, b, t: ("stablehlo.compare %s, %s, %s, %s : (tensor<%s>, tensor<%s>) -> tensor<i1>"
                              % (d, a, b, TYPES[t][1], t, t))
    if kind == "asc":
        lines.append("    %r = " + cmp("LT", "%a0", "%b0", elems[0]))
    elif kind == "desc":
        lines.append("    %r = " + cmp("GT", "%a0", "%b0", elems[0]))
    else:
        lines.append("    %lt0 = " + cmp("LT", "%a0", "%b0", elems[0]))
        lines.append("    %eq0 = " + cmp("EQ", "%a0", "%b0", elems[0]))
        lines.append("    %lt1 = " + cmp("LT", "%a1", "%b1", elems[1]))
        lines.append("    %both = stablehlo.and %eq0, %lt1 : tensor<i1>")
        lines.append("    %r = stablehlo.or %lt0, %both : tensor<i1>")
    lines.append("    stablehlo.return %r : tensor<i1>")
    return "\n".join(lines)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rand = Rand(20261124)
    funcs, names = [], []

    def case(name, shape, dim, kind, elems, stable=True):
        size = 1
        for d in shape:
            size *= d
        operands = []
        for i, t in enumerate(elems):
            if i == 0 or kind == "lex" and i == 1:
                # Few distinct keys: many ties.
                vals = [int(rand.uniform(-4, 4)) for _ in range(size)]
                vals = [f32(v * 0.5) for v in vals] if t == "f32" else vals
            else:
                vals = list(range(size)) if t == "i32" else [
                    f32(rand.uniform(-1, 1)) for _ in range(size)]
            operands.append(vals)
        strides = [1] * len(shape)
        for d in range(len(shape) - 2, -1, -1):
            strides[d] = strides[d + 1] * shape[d + 1]
        results = [list(v) for v in operands]
        others = [range(n) for d, n in enumerate(shape) if d != dim]
        for rest in itertools.product(*others):
            idx = list(rest)
            base = sum(i * strides[d] for d, i in
                       zip([d for d in range(len(shape)) if d != dim], idx))
            pos = [base + k * strides[dim] for k in range(shape[dim])]
            items = [[operands[o][p] for o in range(len(elems))] for p in pos]
            if kind == "asc":
                items.sort(key=lambda it: it[0])
            elif kind == "desc":
                items.sort(key=lambda it: -it[0])
            else:
                items.sort(key=lambda it: (it[0], it[1]))
            for p, it in zip(pos, items):
                for o in range(len(elems)):
                    results[o][p] = it[o]
        tensor = lambda t: "tensor<%s>" % "x".join(map(str, list(shape) + [t]))
        types = ", ".join(tensor(t) for t in elems)
        params = ", ".join("%%x%d: %s" % (i, tensor(t)) for i, t in enumerate(elems))
        rets = ", ".join("%%s#%d" % i for i in range(len(elems))) if len(elems) > 1 else "%s"
        res = "%%s:%d" % len(elems) if len(elems) > 1 else "%s"
        funcs.append(
            "func.func @%s(%s) -> (%s) {\n"
            "  %s = \"stablehlo.sort\"(%s) <{dimension = %d : i64, is_stable = %s}> ({\n%s\n"
            "  }) : (%s) -> (%s)\n  return %s : %s\n}\n"
            % (name, params, types, res, ", ".join("%%x%d" % i for i in range(len(elems))),
               dim, "true" if stable else "false", comparator(kind, elems), types, types,
               rets, types))
        write_case(out, name,
                   [(shape, v, TYPES[t][0]) for t, v in zip(elems, operands)],
                   [(shape, v, TYPES[t][0]) for t, v in zip(elems, results)])
        names.append(name)

    for n in (2, 3, 5, 8, 33, 64, 100, 257):
        case("asc_f32_%d" % n, (n,), 0, "asc", ["f32"])
    case("desc_f32_i32_rows", (3, 37), 1, "desc", ["f32", "i32"])
    case("asc_i32_dim0", (19, 4), 0, "asc", ["i32", "f32"])
    case("desc_3d_mid", (2, 23, 3), 1, "desc", ["f32", "i32"], stable=False)
    case("lex_three", (4, 50), 1, "lex", ["i32", "f32", "i32"])
    case("asc_3d_last", (2, 3, 16), 2, "asc", ["i32"])
    write_program(out, "sort.mlir", funcs, names)


if __name__ == "__main__":
    main()
