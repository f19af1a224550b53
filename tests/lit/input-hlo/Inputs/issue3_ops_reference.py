#!/usr/bin/env python3
"""Expected values of the opset-*.mlir tests of reduce_precision, batch_norm_*,
select_and_scatter, cholesky, triangular_solve and rng_bit_generator.

Plain python3 (no numpy): every value is computed here in double precision
from the definitions, independently of the lowering, and printed as the
MLIR `dense<...>` literal the tests hold (f32 values rounded to f32).

    python3 tests/lit/input-hlo/Inputs/issue3_ops_reference.py [section]

Sections: reduce_precision, batch_norm, select_and_scatter, cholesky,
triangular_solve, rng. Known-answer tests of the Random123 paper/library
(Threefry-2x32-20 and Philox-4x32-10) are asserted before the rng values are
printed, so the generators below are the published ones; the counter/state
layout around them is XLA's (xla/hlo/builder/lib/prng.cc and
xla/service/rng_bit_generator_expander.cc), described in
plugins/input-hlo/README.md.
"""
import itertools
import math
import struct
import sys

# ---------------------------------------------------------------- printing


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def fmt_f32(x):
    if math.isnan(x):
        return "0x7FC00000"
    if math.isinf(x):
        return "0x7F800000" if x > 0 else "0xFF800000"
    if x == 0:
        return "-0.0" if math.copysign(1, x) < 0 else "0.0"
    return "%.9g" % f32(x) if "e" in "%.9g" % f32(x) or "." in "%.9g" % f32(x) \
        else "%.9g.0" % f32(x)


def fmt_f64(x):
    if math.isnan(x):
        return "0x7FF8000000000000"
    if math.isinf(x):
        return "0x7FF0000000000000" if x > 0 else "0xFFF0000000000000"
    s = repr(x)
    return s


def dense(values, fmt=fmt_f32):
    return "dense<[" + ", ".join(fmt(v) for v in values) + "]>"


def flat(nested):
    if isinstance(nested, list):
        return [y for x in nested for y in flat(x)]
    return [nested]


def nested_dense(nested, fmt=fmt_f32):
    def rec(x):
        if isinstance(x, list):
            return "[" + ", ".join(rec(y) for y in x) + "]"
        return fmt(x)
    return "dense<" + rec(nested) + ">"

# -------------------------------------------------------- reduce_precision


def reduce_precision(x, exponent_bits, mantissa_bits, src_exponent_bits=8):
    """Nearest value with `mantissa_bits` explicit mantissa bits (ties to
    even) and the exponent range of `exponent_bits`; overflow -> inf,
    below the smallest normal -> signed zero, NaN stays NaN. When the
    exponent range is the source's own (`src_exponent_bits`, 8 for f32),
    the source's subnormals stay subnormal (rounded at the same bit
    position) instead of flushing, as no exponent narrowing happens."""
    if math.isnan(x) or math.isinf(x) or x == 0:
        return x
    sign = math.copysign(1.0, x)
    m, e = math.frexp(abs(x))  # abs(x) = m * 2**e, 0.5 <= m < 1
    p = mantissa_bits + 1
    src_emin = 2 - 2 ** (src_exponent_bits - 1)  # smallest normal 2**emin
    if exponent_bits >= src_exponent_bits and e - 1 < src_emin:
        q = 2.0 ** (src_emin - mantissa_bits)  # subnormal quantum
        return sign * round(abs(x) / q) * q
    r = round(m * 2 ** p) / 2 ** p * 2.0 ** e  # round(): ties to even
    emax = 2 ** (exponent_bits - 1) - 1
    largest = (2 - 2.0 ** -mantissa_bits) * 2.0 ** emax
    smallest_normal = 2.0 ** (1 - emax)
    if r > largest:
        return sign * math.inf
    if r < smallest_normal:
        return sign * 0.0
    return sign * r


RP_INPUTS = [1.0, 1.0 / 3, 65504.0, 65520.0, 70000.0, 1e-5, 2.0 ** -14,
             -2.5, 3.14159265, 1.00048828125, 1.00146484375, -0.0, 1e-40,
             3.4e38, math.inf, math.nan]


def section_reduce_precision():
    xs = [f32(x) for x in RP_INPUTS]
    print("// inputs f32:", " ".join(fmt_f32(x) for x in xs))
    for e, m in [(5, 10), (8, 7), (4, 3)]:
        print(f"e{e}m{m} f32:", dense([reduce_precision(x, e, m) for x in xs]))
    xs64 = [1.0 / 3, 1e300, 1e-300, -2.0 / 7, 16777217.0, math.inf]
    print("// inputs f64:", " ".join(repr(x) for x in xs64))
    print("e8m23 f64:", dense([reduce_precision(x, 8, 23, 11) for x in xs64],
                              fmt_f64))

# -------------------------------------------------------------- batch norm

BN_X = [[[1.0, -2.0], [0.5, 3.0], [4.0, 4.5]],
        [[-1.5, 2.5], [2.0, -1.0], [5.0, 3.5]]]  # 2x3x2, feature_index 1
BN_SCALE = [1.5, -0.5, 2.0]
BN_OFFSET = [0.25, 1.0, -1.0]
BN_MEAN = [0.5, 1.0, 4.0]
BN_VAR = [2.0, 0.25, 1.5]
BN_GRAD = [[[0.1, -0.2], [0.3, 0.4], [-0.5, 0.6]],
           [[0.7, -0.8], [0.9, 1.0], [-1.1, 0.2]]]
BN_EPS = f32(1e-3)


def bn_positions():
    return list(itertools.product(range(2), range(3), range(2)))


def bn_inference(mean, var):
    out = [[[0.0] * 2 for _ in range(3)] for _ in range(2)]
    for i, c, j in bn_positions():
        out[i][c][j] = ((BN_X[i][c][j] - mean[c]) / math.sqrt(var[c] + BN_EPS)
                        * BN_SCALE[c] + BN_OFFSET[c])
    return out


def section_batch_norm():
    print("inference:", nested_dense(bn_inference(BN_MEAN, BN_VAR)))
    n = 4
    mean = [sum(BN_X[i][c][j] for i in range(2) for j in range(2)) / n
            for c in range(3)]
    var = [sum((BN_X[i][c][j] - mean[c]) ** 2 for i in range(2)
               for j in range(2)) / n for c in range(3)]
    print("training output:", nested_dense(bn_inference(mean, var)))
    print("training mean:", dense(mean))
    print("training var:", dense(var))
    # Gradients: d/dx, d/dscale, d/doffset of
    # y = (x - mean(x)) / sqrt(var(x) + eps) * scale + offset, where the
    # given mean/variance stand for the batch statistics (as in the spec's
    # formula). Derived analytically:
    #   gx = scale / sqrt(v + eps) * (g - mean(g) - xhat * mean(g * xhat))
    #   with xhat = (x - m) / sqrt(v + eps); gscale = sum(g * xhat);
    #   goffset = sum(g).
    gx = [[[0.0] * 2 for _ in range(3)] for _ in range(2)]
    gscale, goffset = [], []
    for c in range(3):
        sd = math.sqrt(BN_VAR[c] + BN_EPS)
        pos = [(i, j) for i in range(2) for j in range(2)]
        xhat = {p: (BN_X[p[0]][c][p[1]] - BN_MEAN[c]) / sd for p in pos}
        g = {p: BN_GRAD[p[0]][c][p[1]] for p in pos}
        mg = sum(g.values()) / n
        mgx = sum(g[p] * xhat[p] for p in pos) / n
        for p in pos:
            gx[p[0]][c][p[1]] = BN_SCALE[c] / sd * (g[p] - mg - xhat[p] * mgx)
        gscale.append(sum(g[p] * xhat[p] for p in pos))
        goffset.append(sum(g.values()))
    print("grad operand:", nested_dense(gx))
    print("grad scale:", dense(gscale))
    print("grad offset:", dense(goffset))

# ------------------------------------------------------ select_and_scatter


def select_and_scatter(operand, shape, source, sshape, init, window, strides,
                       pad_low, select, scatter):
    """operand/source flat row-major lists."""
    def lin(idx, dims):
        r = 0
        for i, d in zip(idx, dims):
            r = r * d + i
        return r
    result = [init] * len(operand)
    for sidx in itertools.product(*[range(d) for d in sshape]):
        pick = None
        for widx in itertools.product(*[range(w) for w in window]):
            pos = [s * st + w - p for s, st, w, p in
                   zip(sidx, strides, widx, pad_low)]
            if not all(0 <= p < d for p, d in zip(pos, shape)):
                continue
            v = operand[lin(pos, shape)]
            if pick is None or not select(pick[0], v):
                pick = (v, pos)
        if pick is not None:
            k = lin(pick[1], shape)
            result[k] = scatter(result[k], source[lin(sidx, sshape)])
    return result


def section_select_and_scatter():
    # Max pooling gradient, 4x4, 2x2 windows, stride 2, GE select, add.
    x = [1, 5, 2, 2,
         3, 4, 8, 0,
         7, 7, 1, 6,
         0, 2, 6, 3]
    src = [10, 20, 30, 40]
    r = select_and_scatter(x, [4, 4], src, [2, 2], 0.0, [2, 2], [2, 2],
                           [0, 0], lambda a, b: a >= b, lambda a, b: a + b)
    print("maxpool 4x4 f32:", dense(r))
    # Overlapping windows with padding: 1-D, window 3, stride 1, pad 1/1,
    # GT select (later equal elements win), add; source 6 elements.
    x1 = [3.0, 1.0, 4.0, 1.0, 5.0, 9.0]
    s1 = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
    r1 = select_and_scatter(x1, [6], s1, [6], 0.5, [3], [1], [1],
                            lambda a, b: a > b, lambda a, b: a + b)
    print("overlap 1-D f32:", dense(r1))
    # i32, min selection (LE), multiply scatter, 2x3 operand, window 2x2,
    # stride 1 -> source 1x2, init 1.
    x2 = [5, -3, 7, 2, -3, 0]
    s2 = [4, 6]
    r2 = select_and_scatter(x2, [2, 3], s2, [1, 2], 1, [2, 2], [1, 1],
                            [0, 0], lambda a, b: a <= b, lambda a, b: a * b)
    print("min/mul i32:", "dense<[" + ", ".join(str(v) for v in r2) + "]>")

# ----------------------------------------------------- cholesky / solves


def matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(len(b)))
             for j in range(len(b[0]))] for i in range(len(a))]


def transpose(a):
    return [list(r) for r in zip(*a)]


def cholesky_lower(a):
    """Textbook Cholesky-Crout by columns (different order from the
    lowering's row-wise loops)."""
    n = len(a)
    l = [[0.0] * n for _ in range(n)]
    for j in range(n):
        l[j][j] = math.sqrt(a[j][j] - sum(l[j][k] ** 2 for k in range(j)))
        for i in range(j + 1, n):
            l[i][j] = (a[i][j] - sum(l[i][k] * l[j][k] for k in range(j))) \
                / l[j][j]
    return l


CH_M = [[[2.0, 1.0, 0.5], [-1.0, 3.0, 1.0], [0.5, 0.25, 1.5]],
        [[1.0, 0.0, 2.0], [0.0, 1.0, 1.0], [1.0, -1.0, 0.5]]]


def spd(m):
    a = matmul(m, transpose(m))
    for i in range(len(a)):
        a[i][i] += 1.0
    return a


def section_cholesky():
    for b, m in enumerate(CH_M):
        a = spd(m)
        l = cholesky_lower(a)
        # Inputs with garbage (99) in the triangle that must not be read.
        a_lower_in = [[a[i][j] if j <= i else 99.0 for j in range(3)]
                      for i in range(3)]
        a_upper_in = [[a[i][j] if j >= i else 99.0 for j in range(3)]
                      for i in range(3)]
        print(f"batch {b} a (lower input):", nested_dense(a_lower_in))
        print(f"batch {b} a (upper input):", nested_dense(a_upper_in))
        print(f"batch {b} L:", nested_dense(l))
        print(f"batch {b} U=L^T:", nested_dense(transpose(l)))
        # Check: L L^T == A.
        llt = matmul(l, transpose(l))
        assert all(abs(llt[i][j] - a[i][j]) < 1e-12
                   for i in range(3) for j in range(3))


def solve(m, b):
    """Gauss-Jordan with partial pivoting on the dense matrix m (n x n),
    right-hand sides b (n x k)."""
    n = len(m)
    aug = [list(m[i]) + list(b[i]) for i in range(n)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(aug[r][c]))
        aug[c], aug[p] = aug[p], aug[c]
        for r in range(n):
            if r != c:
                f = aug[r][c] / aug[c][c]
                aug[r] = [x - f * y for x, y in zip(aug[r], aug[c])]
    return [[aug[i][n + j] / aug[i][i] for j in range(len(b[0]))]
            for i in range(n)]


TS_A = [[2.0, 9.0, -7.0], [0.5, -3.0, 8.0], [1.5, 4.0, 4.0]]


def effective(a, lower, unit):
    n = len(a)
    return [[(1.0 if unit and i == j else a[i][j])
             if (j <= i if lower else j >= i) else 0.0
             for j in range(n)] for i in range(n)]


def triangular_solve(a, b, left, lower, unit, trans):
    t = effective(a, lower, unit)
    if trans:
        t = transpose(t)
    if left:  # t x = b
        return solve(t, b)
    # x t = b  <=>  t^T x^T = b^T
    return transpose(solve(transpose(t), transpose(b)))


def section_triangular_solve():
    b_left = [[1.0, -2.0], [3.0, 0.5], [-1.0, 4.0]]    # 3x2
    b_right = [[1.0, 3.0, -1.0], [-2.0, 0.5, 4.0]]     # 2x3
    cases = [("left lower no_transpose", True, True, False, False),
             ("left lower transpose", True, True, False, True),
             ("left upper unit no_transpose", True, False, True, False),
             ("left upper adjoint", True, False, False, True),
             ("right lower no_transpose", False, True, False, False),
             ("right upper transpose", False, False, False, True),
             ("right lower unit adjoint", False, True, True, True)]
    print("a:", nested_dense(TS_A))
    print("b left:", nested_dense(b_left))
    print("b right:", nested_dense(b_right))
    for name, left, lower, unit, trans in cases:
        x = triangular_solve(TS_A, b_left if left else b_right, left, lower,
                             unit, trans)
        print(f"{name}:", nested_dense(x))

# -------------------------------------------------------------------- rng

M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF


def rotl32(x, r):
    return ((x << r) | (x >> (32 - r))) & M32


def threefry2x32(x, key):
    """Threefry-2x32, 20 rounds (Salmon et al., SC 2011)."""
    rot = [13, 15, 26, 6, 17, 29, 16, 24]
    ks = [key[0], key[1], 0x1BD11BDA ^ key[0] ^ key[1]]
    x0, x1 = (x[0] + ks[0]) & M32, (x[1] + ks[1]) & M32
    for i in range(20):
        x0 = (x0 + x1) & M32
        x1 = rotl32(x1, rot[i % 8]) ^ x0
        if i % 4 == 3:
            s = i // 4 + 1
            x0 = (x0 + ks[s % 3]) & M32
            x1 = (x1 + ks[(s + 1) % 3] + s) & M32
    return x0, x1


def philox4x32(ctr, key):
    """Philox-4x32, 10 rounds."""
    c = list(ctr)
    k0, k1 = key
    for _ in range(10):
        p0 = 0xD2511F53 * c[0]
        p1 = 0xCD9E8D57 * c[2]
        c = [(p1 >> 32) ^ c[1] ^ k0, p1 & M32, (p0 >> 32) ^ c[3] ^ k1,
             p0 & M32]
        k0 = (k0 + 0x9E3779B9) & M32
        k1 = (k1 + 0xBB67AE85) & M32
    return c


# Known-answer tests (Random123 kat_vectors).
assert threefry2x32((0, 0), (0, 0)) == (0x6b200159, 0x99ba4efe)
assert threefry2x32((M32, M32), (M32, M32)) == (0x1cb996fc, 0xbb002be7)
assert threefry2x32((0x243f6a88, 0x85a308d3), (0x13198a2e, 0x03707344)) == \
    (0xc4923a9c, 0x483df7a0)
assert philox4x32((0, 0, 0, 0), (0, 0)) == \
    [0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8]
assert philox4x32((M32,) * 4, (M32, M32)) == \
    [0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd]
assert philox4x32((0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344),
                  (0xa4093822, 0x299f31d0)) == \
    [0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1]


def split64(v):
    return (v & M32, v >> 32)


def rng_threefry(state, shape, bits):
    key, ctr = split64(state[0]), state[1]
    n = math.prod(shape)
    if bits == 64:
        out = []
        for e in range(n):
            y = threefry2x32(split64((ctr + e) & M64), key)
            out.append(y[0] | y[1] << 32)
        return [state[0], (ctr + n) & M64], out
    # 32 bits (and narrower, truncated): split the shape in halves.
    if not shape:
        y = threefry2x32(split64(ctr), key)
        return [state[0], (ctr + 1) & M64], [y[0] & ((1 << bits) - 1)]
    evens = [i for i, d in enumerate(shape) if d % 2 == 0]
    s = evens[0] if evens else max(range(len(shape)),
                                   key=lambda i: (shape[i], -i))
    half = list(shape)
    half[s] = (shape[s] + 1) // 2
    out = []
    for idx in itertools.product(*[range(d) for d in shape]):
        h = list(idx)
        h[s] = idx[s] // 2
        offset = 0
        for i, d in zip(h, half):
            offset = offset * d + i
        y = threefry2x32(split64((ctr + offset) & M64), key)
        out.append(y[idx[s] % 2] & ((1 << bits) - 1))
    return [state[0], (ctr + math.prod(half)) & M64], out


def rng_philox(state, shape, bits):
    key = split64(state[0])
    if len(state) >= 3:
        counter = state[1] | state[2] << 64
    else:  # XLA reverses a 2-element state: (lo, hi) = (state[1], state[0])
        counter = state[1] | state[0] << 64
    n = math.prod(shape)
    per = 2 if bits == 64 else 4
    blocks = (n + per - 1) // per
    words = []
    for i in range(blocks):
        c = (counter + i) % (1 << 128)
        w = philox4x32([c & M32, (c >> 32) & M32, (c >> 64) & M32,
                        (c >> 96) & M32], key)
        if bits == 64:
            words += [w[0] | w[1] << 32, w[2] | w[3] << 32]
        else:
            words += [x & ((1 << bits) - 1) for x in w]
    new = (counter + blocks) % (1 << 128)
    if len(state) >= 3:
        new_state = [state[0], new & M64, new >> 64]
    else:
        new_state = [state[0], new & M64]
    return new_state, words[:n]


def as_i64(v):
    return v - (1 << 64) if v >= 1 << 63 else v


RNG_CASES = [
    ("threefry ui32 [4]", rng_threefry, [42, 7], [4], 32),
    ("threefry ui32 [3]", rng_threefry, [42, 7], [3], 32),
    ("threefry ui32 [2,3]", rng_threefry, [0x123456789ABCDEF0, 0xFFFFFFFFFFFFFFFF], [2, 3], 32),
    ("threefry ui32 [3,5]", rng_threefry, [5, 1 << 40], [3, 5], 32),
    ("threefry ui32 []", rng_threefry, [42, 7], [], 32),
    ("threefry ui64 [3]", rng_threefry, [42, 7], [3], 64),
    ("threefry ui8 [5]", rng_threefry, [42, 7], [5], 8),
    ("philox3 ui32 [5]", rng_philox, [42, 0xFFFFFFFFFFFFFFFE, 3], [5], 32),
    ("philox2 ui32 [2,3]", rng_philox, [42, 7], [2, 3], 32),
    ("philox3 ui64 [3]", rng_philox, [0xDEADBEEF, 1, 0], [3], 64),
    ("philox2 ui16 [3]", rng_philox, [42, 7], [3], 16),
]


def section_rng():
    for name, fn, state, shape, bits in RNG_CASES:
        new_state, out = fn(state, shape, bits)
        print(f"{name}: state in (as i64) {[as_i64(s) for s in state]}")
        print(f"  state out: dense<[{', '.join(str(s) for s in new_state)}]>")
        print(f"  bits: dense<[{', '.join(str(v) for v in out)}]>")


SECTIONS = {"reduce_precision": section_reduce_precision,
            "batch_norm": section_batch_norm,
            "select_and_scatter": section_select_and_scatter,
            "cholesky": section_cholesky,
            "triangular_solve": section_triangular_solve,
            "rng": section_rng}

if __name__ == "__main__":
    for name in sys.argv[1:] or SECTIONS:
        print(f"== {name}")
        SECTIONS[name]()
