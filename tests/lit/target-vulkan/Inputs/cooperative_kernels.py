#!/usr/bin/env python3
"""Inputs and expected outputs of run-cooperative-kernels.mlir.

usage: cooperative_kernels.py OUTDIR

For each case writes OUTDIR/<case>.in<i>.npy (deterministic pseudo-random
values), OUTDIR/<case>.out.npy (computed here in double precision, then
rounded to the output type) and OUTDIR/<case>.args (the strata-run
--input/--expected_output arguments). Pure Python: no numpy needed.
"""
import math
import os
import struct
import sys


class Rand:
    """A linear congruential generator (deterministic across machines)."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return self.state >> 11

    def uniform(self, lo, hi):
        return lo + (hi - lo) * (self.next() / float(1 << 53))


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


# struct codes of the .npy dtypes the helpers read and write; a complex
# value is stored as its (real, imaginary) pair.
NPY_CODES = {"<f4": "f", "<f8": "d", "<i4": "i", "<i8": "q", "<u4": "I",
             "|i1": "b", "|u1": "B", "|V2": "H", "<f2": "e",
             "<u8": "Q", "|b1": "?", "<c8": "f", "<c16": "d"}


def write_npy(path, shape, values, dtype):
    """Writes a C-order .npy (format 1.0) of the values of one of the
    NPY_CODES dtypes (python complex numbers for <c8/<c16)."""
    dims = ", ".join("%d" % d for d in shape) + ("," if len(shape) == 1 else "")
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (dtype, dims)
    pad = 64 - (10 + len(header) + 1) % 64
    header = header + " " * pad + "\n"
    code = NPY_CODES[dtype]
    if dtype in ("<c8", "<c16"):
        values = [part for v in values for part in (v.real, v.imag)]
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode("latin1"))
        f.write(struct.pack("<%d%s" % (len(values), code), *values))


def read_npy(path):
    """Reads a C-order .npy of one of the NPY_CODES dtypes: (shape, flat
    values, dtype), complex values as python complex numbers."""
    import ast
    with open(path, "rb") as f:
        data = f.read()
    assert data[:6] == b"\x93NUMPY", path
    length = struct.unpack("<H", data[8:10])[0]
    header = ast.literal_eval(data[10:10 + length].decode("latin1"))
    dtype, shape = header["descr"], tuple(header["shape"])
    assert not header["fortran_order"], path
    code = NPY_CODES[dtype]
    body = data[10 + length:]
    count = len(body) // struct.calcsize(code)
    values = list(struct.unpack("<%d%s" % (count, code), body))
    if dtype in ("<c8", "<c16"):
        values = [complex(values[i], values[i + 1]) for i in range(0, count, 2)]
    return shape, values, dtype


def write_case(out, name, inputs, outputs, results=False):
    """Writes OUT/<name>.in<i>.npy and OUT/<name>.out<j>.npy from
    (shape, values, dtype) triples and OUT/<name>.args, the strata-run flags
    that pass them (--input=@..., --expected_output=@...). With results=True
    the flags write the results to OUT/<name>.got<j>.npy (--output=@...)
    instead, for a checker of its own to compare with the .out files."""
    args = []
    for kind, flag, arrays in (("in", "--input", inputs),
                               ("out", "--expected_output", outputs)):
        for i, (shape, values, dtype) in enumerate(arrays):
            path = os.path.join(out, "%s.%s%d.npy" % (name, kind, i))
            write_npy(path, shape, values, dtype)
            if kind == "out" and results:
                args.append("--output=@%s" % os.path.join(out, "%s.got%d.npy" % (name, i)))
            else:
                args.append("%s=@%s" % (flag, path))
    with open(os.path.join(out, name + ".args"), "w") as f:
        f.write(" ".join(args) + "\n")


def write_program(out, filename, funcs, names):
    """Writes the functions of a multi-case program to OUT/<filename> and
    their names, space-separated, to OUT/cases."""
    with open(os.path.join(out, filename), "w") as f:
        f.write("\n".join(funcs))
    with open(os.path.join(out, "cases"), "w") as f:
        f.write(" ".join(names) + "\n")


def matrix(rand, rows, cols):
    return [[f32(rand.uniform(-1.0, 1.0)) for _ in range(cols)] for _ in range(rows)]


def flat(m):
    return [x for row in m for x in row]


def matmul(a, b):
    k = len(b)
    n = len(b[0])
    return [[math.fsum(row[i] * b[i][j] for i in range(k)) for j in range(n)] for row in a]


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rand = Rand(20261122)
    cases = {}

    def case(name, inputs, expected):
        args = []
        for i, (shape, values, dtype) in enumerate(inputs):
            path = os.path.join(out, "%s.in%d.npy" % (name, i))
            write_npy(path, shape, values, dtype)
            args.append("--input=@" + path)
        shape, values, dtype = expected
        path = os.path.join(out, "%s.out.npy" % name)
        write_npy(path, shape, [f32(v) if dtype == "<f4" else v for v in values], dtype)
        args.append("--expected_output=@" + path)
        with open(os.path.join(out, name + ".args"), "w") as f:
            f.write(" ".join(args) + "\n")
        cases[name] = True

    # Matmuls: K not a multiple of 4 (scalar loads), tiles past M and N.
    for name, (m, k, n) in {"matmul_odd": (67, 37, 45), "matmul_vec": (130, 36, 132)}.items():
        a, b = matrix(rand, m, k), matrix(rand, k, n)
        case(name, [((m, k), flat(a), "<f4"), ((k, n), flat(b), "<f4")],
             ((m, n), flat(matmul(a, b)), "<f4"))
    # relu(a @ b + bias): the consumer evaluated on the accumulators.
    m, k, n = 33, 20, 24
    a, b = matrix(rand, m, k), matrix(rand, k, n)
    bias = [f32(rand.uniform(-1.0, 1.0)) for _ in range(n)]
    c = matmul(a, b)
    case("matmul_bias_relu",
         [((m, k), flat(a), "<f4"), ((k, n), flat(b), "<f4"), ((n,), bias, "<f4")],
         ((m, n), [max(f32(f32(c[i][j]) + bias[j]), 0.0) for i in range(m) for j in range(n)], "<f4"))
    # Batched, every dimension odd.
    bt, m, k, n = 3, 33, 19, 17
    a = [matrix(rand, m, k) for _ in range(bt)]
    b = [matrix(rand, k, n) for _ in range(bt)]
    case("batch_matmul",
         [((bt, m, k), [x for t in a for x in flat(t)], "<f4"),
          ((bt, k, n), [x for t in b for x in flat(t)], "<f4")],
         ((bt, m, n), [x for t in range(bt) for x in flat(matmul(a[t], b[t]))], "<f4"))
    # Row reductions: rows a multiple of 4 long (vector<4> words) and not.
    rows, cols = 37, 1000
    x = matrix(rand, rows, cols)
    case("row_max", [((rows, cols), flat(x), "<f4")], ((rows,), [max(r) for r in x], "<f4"))
    rows, cols = 5, 77
    x = matrix(rand, rows, cols)
    case("row_sum_odd", [((rows, cols), flat(x), "<f4")], ((rows,), [math.fsum(r) for r in x], "<f4"))
    # Producer (exp) and consumer (* 0.5) fused around the sum.
    rows, cols = 6, 132
    x = matrix(rand, rows, cols)
    case("row_sum_exp_scale", [((rows, cols), flat(x), "<f4")],
         ((rows,), [0.5 * math.fsum(math.exp(v) for v in r) for r in x], "<f4"))
    # A full reduction (no row dimension: one workgroup).
    x = [f32(rand.uniform(-1.0, 1.0)) for _ in range(3000)]
    case("sum_all", [((3000,), x, "<f4")], ((), [math.fsum(x)], "<f4"))
    # Integers: exact.
    rows, cols = 9, 64
    xi = [[int(rand.uniform(-1000, 1000)) for _ in range(cols)] for _ in range(rows)]
    case("row_sum_i32", [((rows, cols), flat(xi), "<i4")], ((rows,), [sum(r) for r in xi], "<i4"))
    # Reduction over the two trailing dimensions (innermost a multiple of 4).
    d0, d1, d2 = 3, 5, 12
    x3 = [[[f32(rand.uniform(-1.0, 1.0)) for _ in range(d2)] for _ in range(d1)] for _ in range(d0)]
    case("sum_trailing2", [((d0, d1, d2), [v for p in x3 for r in p for v in r], "<f4")],
         ((d0,), [math.fsum(v for r in p for v in r) for p in x3], "<f4"))

    # Elementwise (vector<4> words): a row broadcast (read element by
    # element), a column broadcast (streamed), a transposed operand, i32.
    rows, cols = 37, 1000
    x = matrix(rand, rows, cols)
    mx = [f32(rand.uniform(-1.0, 1.0)) for _ in range(rows)]
    case("ew_sub_exp", [((rows, cols), flat(x), "<f4"), ((rows,), mx, "<f4")],
         ((rows, cols), [math.exp(f32(v - mx[i])) for i, r in enumerate(x) for v in r], "<f4"))
    rows, cols = 40, 64
    x = matrix(rand, rows, cols)
    bias = [f32(rand.uniform(-1.0, 1.0)) for _ in range(cols)]
    case("ew_scale_shift", [((rows, cols), flat(x), "<f4"), ((cols,), bias, "<f4")],
         ((rows, cols), [f32(v * bias[j]) + 1.0 for r in x for j, v in enumerate(r)], "<f4"))
    x, y = matrix(rand, 32, 48), matrix(rand, 48, 32)
    case("ew_transpose_add", [((32, 48), flat(x), "<f4"), ((48, 32), flat(y), "<f4")],
         ((32, 48), [x[i][j] + y[j][i] for i in range(32) for j in range(48)], "<f4"))
    xi = [int(rand.uniform(-1000, 1000)) for _ in range(2048)]
    yi = [int(rand.uniform(-1000, 1000)) for _ in range(2048)]
    case("ew_i32", [((2048,), xi, "<i4"), ((2048,), yi, "<i4")],
         ((2048,), [a * b + a for a, b in zip(xi, yi)], "<i4"))

    # Matmuls with transposed operands (a training step's weight and input
    # gradients, Q K^T): A stored [k, m], B stored [n, k], both, a
    # transposed result, batched attention scores; odd sizes.
    def transpose(x):
        return [list(col) for col in zip(*x)]
    m, k, n = 67, 37, 45
    at, b = matrix(rand, k, m), matrix(rand, k, n)
    case("matmul_at", [((k, m), flat(at), "<f4"), ((k, n), flat(b), "<f4")],
         ((m, n), flat(matmul(transpose(at), b)), "<f4"))
    m, k, n = 33, 36, 44
    a, bt = matrix(rand, m, k), matrix(rand, n, k)
    case("matmul_bt", [((m, k), flat(a), "<f4"), ((n, k), flat(bt), "<f4")],
         ((m, n), flat(matmul(a, transpose(bt))), "<f4"))
    m, k, n = 130, 21, 36
    at, bt = matrix(rand, k, m), matrix(rand, n, k)
    bias = [f32(rand.uniform(-1.0, 1.0)) for _ in range(n)]
    c = matmul(transpose(at), transpose(bt))
    case("matmul_at_bt_relu",
         [((k, m), flat(at), "<f4"), ((n, k), flat(bt), "<f4"), ((n,), bias, "<f4")],
         ((m, n), [max(f32(f32(c[i][j]) + bias[j]), 0.0) for i in range(m) for j in range(n)], "<f4"))
    m, k, n = 128, 64, 40
    x, dy = matrix(rand, k, m), matrix(rand, k, n)
    case("matmul_weight_grad_t",
         [((k, m), flat(x), "<f4"), ((k, n), flat(dy), "<f4")],
         ((n, m), flat(transpose(matmul(transpose(x), dy))), "<f4"))
    bt_, m, k, n = 3, 17, 20, 29
    q = [matrix(rand, m, k) for _ in range(bt_)]
    kk = [matrix(rand, n, k) for _ in range(bt_)]
    case("batch_matmul_bt",
         [((bt_, m, k), [v for t in q for v in flat(t)], "<f4"),
          ((bt_, n, k), [v for t in kk for v in flat(t)], "<f4")],
         ((bt_, m, n), [v for t in range(bt_) for v in flat(matmul(q[t], transpose(kk[t])))], "<f4"))


if __name__ == "__main__":
    main()
