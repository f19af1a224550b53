"""The `regions` group of complex_cases.py: reduce (sum, product,
lexicographic max as JAX emits it, minimum, a (complex, index) pair),
reduce_window, sort (lexicographic compare on complex keys, JAX's
real/imag TOTALORDER comparator, descending with a payload, along dim 0),
compare in every direction, maximum/minimum, while/if/case carrying complex
values, scatter (set, add, multiply with repeated indices, variadic beside
a real operand), and bitcast_convert complex<f64> <-> 2 x complex<f32>. Values are
small dyadic rationals, so every result is exact in f32; expected values
come from Python (sorted(), sum(), complex arithmetic, struct for the bit
patterns).
"""
import struct


def _vals(n, seed):
    out = []
    for i in range(n):
        k = (i * 7 + seed * 3) % 11 - 5
        m = (i * 5 + seed) % 9 - 4
        out.append(complex(k * 0.25, m * 0.5))
    return out


def build(TYPES, tensor, Case):
    cases = []

    def add(name, t, mlir, inputs, outputs, jax=None):
        cases.append(Case(name, mlir, inputs, outputs, t, exact=True, jax=jax))

    for t in ("c64", "c128"):
        e = TYPES[t]["mlir"]
        npy = TYPES[t]["npy"]
        re = "f32" if t == "c64" else "f64"
        s0 = tensor([], e)

        # reduce: sum over dim 1 and product over dim 0 of a 3x5 grid.
        x = _vals(15, 1)
        rows = [x[5 * r:5 * r + 5] for r in range(3)]
        sums = [sum(r, 0j) for r in rows]
        prods = [rows[0][c] * rows[1][c] * rows[2][c] for c in range(5)]
        t35, t3, t5 = tensor([3, 5], e), tensor([3], e), tensor([5], e)
        add("reduce_sum_prod_%s" % t, t,
            "func.func @reduce_sum_prod_%s(%%x: %s) -> (%s, %s) {\n"
            "  %%z = stablehlo.constant dense<(0.0, 0.0)> : %s\n"
            "  %%o = stablehlo.constant dense<(1.0, 0.0)> : %s\n"
            "  %%s = stablehlo.reduce(%%x init: %%z) applies stablehlo.add across dimensions = [1] : (%s, %s) -> %s\n"
            "  %%p = stablehlo.reduce(%%x init: %%o) applies stablehlo.multiply across dimensions = [0] : (%s, %s) -> %s\n"
            "  return %%s, %%p : %s, %s\n}\n"
            % (t, t35, t3, t5, s0, s0, t35, s0, t3, t35, s0, t5, t3, t5),
            [((3, 5), x, npy)], [((3,), sums, npy), ((5,), prods, npy)],
            jax="reduce_sum_prod")

        # reduce: lexicographic max with JAX's body (real/imag compares and
        # selects) and stablehlo.minimum directly, over dim 1 of 4x6 with
        # ties in the real parts.
        y = [complex(((i * 5) % 4) * 0.5 - 1, ((i * 3) % 5) - 2.0) for i in range(24)]
        r4 = [y[6 * r:6 * r + 6] for r in range(4)]
        key = lambda z: (z.real, z.imag)
        t46, t4 = tensor([4, 6], e), tensor([4], e)
        sr = tensor([], re)
        add("reduce_max_min_%s" % t, t,
            "func.func @reduce_max_min_%s(%%x: %s) -> (%s, %s) {\n"
            "  %%lo = stablehlo.constant dense<(0xFF800000, 0.0)> : %s\n"
            "  %%hi = stablehlo.constant dense<(0x7F800000, 0.0)> : %s\n"
            "  %%m = stablehlo.reduce(%%x init: %%lo) across dimensions = [1] : (%s, %s) -> %s\n"
            "   reducer(%%a: %s, %%b: %s) {\n"
            "    %%ar = stablehlo.real %%a : (%s) -> %s\n"
            "    %%br = stablehlo.real %%b : (%s) -> %s\n"
            "    %%eq = stablehlo.compare EQ, %%ar, %%br, FLOAT : (%s, %s) -> tensor<i1>\n"
            "    %%gr = stablehlo.compare GT, %%ar, %%br, FLOAT : (%s, %s) -> tensor<i1>\n"
            "    %%ai = stablehlo.imag %%a : (%s) -> %s\n"
            "    %%bi = stablehlo.imag %%b : (%s) -> %s\n"
            "    %%gi = stablehlo.compare GT, %%ai, %%bi, FLOAT : (%s, %s) -> tensor<i1>\n"
            "    %%pick = stablehlo.select %%eq, %%gi, %%gr : tensor<i1>, tensor<i1>\n"
            "    %%r = stablehlo.select %%pick, %%a, %%b : tensor<i1>, %s\n"
            "    stablehlo.return %%r : %s\n"
            "  }\n"
            "  %%n = stablehlo.reduce(%%x init: %%hi) applies stablehlo.minimum across dimensions = [1] : (%s, %s) -> %s\n"
            "  return %%m, %%n : %s, %s\n}\n"
            % (t, t46, t4, t4,
               s0.replace(e, e), s0,
               t46, s0, t4, s0, s0, s0, sr, s0, sr, sr, sr, sr, sr, s0, sr,
               s0, sr, sr, sr, s0, s0, t46, s0, t4, t4, t4),
            [((4, 6), y, npy)],
            [((4,), [max(r, key=key) for r in r4], npy),
             ((4,), [min(r, key=key) for r in r4], npy)],
            jax="reduce_max_min")

        # reduce of (value, index) pairs: the lexicographic argmax, with
        # stablehlo.compare GT on the complex values themselves.
        z = _vals(9, 4)
        best = max(range(9), key=lambda i: (z[i].real, z[i].imag, -i))
        t9, si = tensor([9], e), "tensor<i32>"
        add("reduce_argmax_%s" % t, t,
            "func.func @reduce_argmax_%s(%%x: %s, %%i: tensor<9xi32>) -> (%s, %s) {\n"
            "  %%lo = stablehlo.constant dense<(0xFF800000, 0xFF800000)> : %s\n"
            "  %%m1 = stablehlo.constant dense<-1> : %s\n"
            "  %%v, %%k = stablehlo.reduce(%%x init: %%lo), (%%i init: %%m1) across dimensions = [0] : (%s, tensor<9xi32>, %s, %s) -> (%s, %s)\n"
            "   reducer(%%a: %s, %%b: %s) (%%ai: %s, %%bi: %s) {\n"
            "    %%gt = stablehlo.compare GT, %%b, %%a, FLOAT : (%s, %s) -> tensor<i1>\n"
            "    %%v2 = stablehlo.select %%gt, %%b, %%a : tensor<i1>, %s\n"
            "    %%k2 = stablehlo.select %%gt, %%bi, %%ai : tensor<i1>, %s\n"
            "    stablehlo.return %%v2, %%k2 : %s, %s\n"
            "  }\n"
            "  return %%v, %%k : %s, %s\n}\n"
            % (t, t9, s0, si, s0, si, t9, s0, si, s0, si, s0, s0, si, si,
               s0, s0, s0, si, s0, si, s0, si),
            [((9,), z, npy), ((9,), list(range(9)), "<i4")],
            [((), [z[best]], npy), ((), [best], "<i4")])

        # reduce_window: sums of windows of 3, stride 2, padded by 1.
        w = _vals(8, 2)
        padded = [0j] + w + [0j]
        sums3 = [padded[s] + padded[s + 1] + padded[s + 2] for s in range(0, 8, 2)]
        add("reduce_window_%s" % t, t,
            "func.func @reduce_window_%s(%%x: %s) -> %s {\n"
            "  %%z = stablehlo.constant dense<(0.0, 0.0)> : %s\n"
            "  %%r = \"stablehlo.reduce_window\"(%%x, %%z) <{window_dimensions = array<i64: 3>, window_strides = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}> ({\n"
            "  ^bb0(%%a: %s, %%b: %s):\n"
            "    %%s = stablehlo.add %%a, %%b : %s\n"
            "    stablehlo.return %%s : %s\n"
            "  }) : (%s, %s) -> %s\n  return %%r : %s\n}\n"
            % (t, tensor([8], e), tensor([4], e), s0, s0, s0, s0, s0,
               tensor([8], e), s0, tensor([4], e), tensor([4], e)),
            [((8,), w, npy)], [((4,), sums3, npy)], jax="reduce_window")

        # sort: 1-D keys, lexicographic LT on complex (FLOAT), many ties in
        # the real part and exact duplicates (stable).
        k = [complex((i * 7) % 5 - 2.0, ((i * 3) % 4) * 0.5) for i in range(17)]
        t17 = tensor([17], e)
        add("sort_lt_%s" % t, t,
            "func.func @sort_lt_%s(%%x: %s) -> %s {\n"
            "  %%s = \"stablehlo.sort\"(%%x) <{dimension = 0 : i64, is_stable = true}> ({\n"
            "  ^bb0(%%a: %s, %%b: %s):\n"
            "    %%lt = stablehlo.compare LT, %%a, %%b, FLOAT : (%s, %s) -> tensor<i1>\n"
            "    stablehlo.return %%lt : tensor<i1>\n"
            "  }) : (%s) -> %s\n  return %%s : %s\n}\n"
            % (t, t17, t17, s0, s0, s0, s0, t17, t17, t17),
            [((17,), k, npy)], [((17,), sorted(k, key=key), npy)],
            jax="sort")

        # sort with JAX's comparator (real, then imag, TOTALORDER: -0 < +0)
        # and an i32 payload showing stability; rows of 3x7 along dim 1.
        def total(v):
            return (v, 0 if str(v).startswith("-") else 1)
        q = [complex(((i * 3) % 4) * 0.5 - 0.5, [0.0, -0.0, 1.0][i % 3])
             for i in range(21)]
        q = [complex(0.0 if v.real == 0 and i % 2 else v.real, v.imag)
             for i, v in enumerate(q)]
        q = [complex(-0.0 if v.real == 0 and i % 4 == 1 else v.real, v.imag)
             for i, v in enumerate(q)]
        keyq = lambda p: (total(p[0].real), total(p[0].imag))
        sq, pay = [], []
        for r in range(3):
            items = sorted(zip(q[7 * r:7 * r + 7], range(7 * r, 7 * r + 7)), key=keyq)
            sq += [a for a, _ in items]
            pay += [b for _, b in items]
        t37 = tensor([3, 7], e)
        add("sort_jax_payload_%s" % t, t,
            "func.func @sort_jax_payload_%s(%%x: %s, %%p: tensor<3x7xi32>) -> (%s, tensor<3x7xi32>) {\n"
            "  %%s:2 = \"stablehlo.sort\"(%%x, %%p) <{dimension = 1 : i64, is_stable = true}> ({\n"
            "  ^bb0(%%a: %s, %%b: %s, %%c: tensor<i32>, %%d: tensor<i32>):\n"
            "    %%ar = stablehlo.real %%a : (%s) -> %s\n"
            "    %%br = stablehlo.real %%b : (%s) -> %s\n"
            "    %%ai = stablehlo.imag %%a : (%s) -> %s\n"
            "    %%bi = stablehlo.imag %%b : (%s) -> %s\n"
            "    %%lr = stablehlo.compare LT, %%ar, %%br, TOTALORDER : (%s, %s) -> tensor<i1>\n"
            "    %%er = stablehlo.compare EQ, %%ar, %%br, TOTALORDER : (%s, %s) -> tensor<i1>\n"
            "    %%li = stablehlo.compare LT, %%ai, %%bi, TOTALORDER : (%s, %s) -> tensor<i1>\n"
            "    %%t = stablehlo.and %%er, %%li : tensor<i1>\n"
            "    %%r = stablehlo.or %%lr, %%t : tensor<i1>\n"
            "    stablehlo.return %%r : tensor<i1>\n"
            "  }) : (%s, tensor<3x7xi32>) -> (%s, tensor<3x7xi32>)\n"
            "  return %%s#0, %%s#1 : %s, tensor<3x7xi32>\n}\n"
            % (t, t37, t37, s0, s0, s0, sr, s0, sr, s0, sr, s0, sr,
               sr, sr, sr, sr, sr, sr, t37, t37, t37),
            [((3, 7), q, npy), ((3, 7), list(range(21)), "<i4")],
            [((3, 7), sq, npy), ((3, 7), pay, "<i4")], jax="sort_payload")

        # sort along dim 0, descending (GT on complex), payload carried.
        d = _vals(12, 5)
        cols = []
        for c in range(3):
            items = sorted([(d[r * 3 + c], r) for r in range(4)],
                           key=lambda p: (-p[0].real, -p[0].imag))
            cols.append(items)
        sd = [cols[c][r][0] for r in range(4) for c in range(3)]
        pd = [cols[c][r][1] for r in range(4) for c in range(3)]
        t43 = tensor([4, 3], e)
        add("sort_desc_dim0_%s" % t, t,
            "func.func @sort_desc_dim0_%s(%%x: %s, %%p: tensor<4x3xi32>) -> (%s, tensor<4x3xi32>) {\n"
            "  %%s:2 = \"stablehlo.sort\"(%%x, %%p) <{dimension = 0 : i64, is_stable = true}> ({\n"
            "  ^bb0(%%a: %s, %%b: %s, %%c: tensor<i32>, %%d: tensor<i32>):\n"
            "    %%gt = stablehlo.compare GT, %%a, %%b : (%s, %s) -> tensor<i1>\n"
            "    stablehlo.return %%gt : tensor<i1>\n"
            "  }) : (%s, tensor<4x3xi32>) -> (%s, tensor<4x3xi32>)\n"
            "  return %%s#0, %%s#1 : %s, tensor<4x3xi32>\n}\n"
            % (t, t43, t43, s0, s0, s0, s0, t43, t43, t43),
            [((4, 3), d, npy), ((4, 3), [r for r in range(4) for _ in range(3)], "<i4")],
            [((4, 3), sd, npy), ((4, 3), pd, "<i4")])

        # compare in every direction, maximum and minimum (lexicographic).
        a = [complex(1, 2), complex(1, 2), complex(1, 3), complex(-1, 5),
             complex(2, -7), complex(0.0, 1), complex(-0.0, 1), complex(3, 0)]
        b = [complex(1, 2), complex(1, 3), complex(1, 2), complex(-0.5, -5),
             complex(1, 7), complex(-0.0, 1), complex(0.0, 2), complex(3, -0.0)]
        lex = lambda u: (u.real, u.imag)
        dirs = {"LT": lambda u, v: lex(u) < lex(v), "LE": lambda u, v: lex(u) <= lex(v),
                "GT": lambda u, v: lex(u) > lex(v), "GE": lambda u, v: lex(u) >= lex(v),
                "EQ": lambda u, v: u == v, "NE": lambda u, v: u != v}
        t8, b8 = tensor([8], e), "tensor<8xi1>"
        body = "".join("  %%%s = stablehlo.compare %s, %%a, %%b, FLOAT : (%s, %s) -> %s\n"
                       % (k_.lower(), k_, t8, t8, b8) for k_ in dirs)
        body += "  %%mx = stablehlo.maximum %%a, %%b : %s\n  %%mn = stablehlo.minimum %%a, %%b : %s\n" % (t8, t8)
        add("compare_max_min_%s" % t, t,
            "func.func @compare_max_min_%s(%%a: %s, %%b: %s) -> (%s, %s, %s) {\n%s"
            "  return %s, %%mx, %%mn : %s, %s, %s\n}\n"
            % (t, t8, t8, ", ".join([b8] * 6), t8, t8, body,
               ", ".join("%" + k_.lower() for k_ in dirs), ", ".join([b8] * 6), t8, t8),
            [((8,), a, npy), ((8,), b, npy)],
            [((8,), [f(u, v) for u, v in zip(a, b)], "|b1") for f in dirs.values()]
            + [((8,), [u if lex(u) > lex(v) else v for u, v in zip(a, b)], npy),
               ((8,), [u if lex(u) < lex(v) else v for u, v in zip(a, b)], npy)])

        # while (z <- z * w + c, 4 times), if and case on complex values.
        z0, wv, cv = complex(0.5, -0.25), complex(0.5, 1.0), complex(-1.0, 0.5)
        zz = z0
        for _ in range(4):
            zz = zz * wv + cv
        t2 = tensor([2], e)
        zin = [z0, complex(1.5, 2.0)]
        zout = []
        for v in zin:
            for _ in range(4):
                v = v * wv + cv
            zout.append(v)
        add("control_flow_%s" % t, t,
            "func.func @control_flow_%s(%%z: %s, %%p: tensor<i1>, %%n: tensor<i32>) -> (%s, %s, %s) {\n"
            "  %%w = stablehlo.constant dense<(0.5, 1.0)> : %s\n"
            "  %%c = stablehlo.constant dense<(-1.0, 0.5)> : %s\n"
            "  %%i0 = stablehlo.constant dense<0> : tensor<i32>\n"
            "  %%one = stablehlo.constant dense<1> : tensor<i32>\n"
            "  %%four = stablehlo.constant dense<4> : tensor<i32>\n"
            "  %%r:2 = stablehlo.while(%%it = %%i0, %%v = %%z) : tensor<i32>, %s\n"
            "   cond {\n"
            "    %%lt = stablehlo.compare LT, %%it, %%four, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
            "    stablehlo.return %%lt : tensor<i1>\n"
            "  } do {\n"
            "    %%wb = stablehlo.broadcast_in_dim %%w, dims = [] : (%s) -> %s\n"
            "    %%cb = stablehlo.broadcast_in_dim %%c, dims = [] : (%s) -> %s\n"
            "    %%m = stablehlo.multiply %%v, %%wb : %s\n"
            "    %%a = stablehlo.add %%m, %%cb : %s\n"
            "    %%j = stablehlo.add %%it, %%one : tensor<i32>\n"
            "    stablehlo.return %%j, %%a : tensor<i32>, %s\n"
            "  }\n"
            "  %%f = \"stablehlo.if\"(%%p) ({\n"
            "    %%neg = stablehlo.negate %%z : %s\n"
            "    stablehlo.return %%neg : %s\n"
            "  }, {\n"
            "    stablehlo.return %%z : %s\n"
            "  }) : (tensor<i1>) -> %s\n"
            "  %%g = \"stablehlo.case\"(%%n) ({\n"
            "    stablehlo.return %%z : %s\n"
            "  }, {\n"
            "    %%s = stablehlo.multiply %%z, %%z : %s\n"
            "    stablehlo.return %%s : %s\n"
            "  }) : (tensor<i32>) -> %s\n"
            "  return %%r#1, %%f, %%g : %s, %s, %s\n}\n"
            % (t, t2, t2, t2, t2, s0, s0, t2, s0, t2, s0, t2, t2, t2, t2,
               t2, t2, t2, t2, t2, t2, t2, t2, t2, t2, t2),
            [((2,), zin, npy), ((), [True], "|b1"), ((), [1], "<i4")],
            [((2,), zout, npy), ((2,), [-v for v in zin], npy),
             ((2,), [v * v for v in zin], npy)], jax="control_flow")

        # scatter: set (unique rows), add and multiply (row 0 twice) of
        # 2x3 update rows into a 4x3 operand, and a variadic scatter of a
        # complex operand beside a real one (the combiner adds both).
        z = _vals(12, 5)
        u = _vals(9, 6)
        ops = [z[3 * r:3 * r + 3] for r in range(4)]
        ups = [u[3 * k:3 * k + 3] for k in range(3)]
        w = [float(i % 5) - 2.0 for i in range(12)]

        def scattered(rows, combine):
            out = [list(row) for row in ops]
            for k, row in enumerate(rows):
                out[row] = [combine(a, b) for a, b in zip(out[row], ups[k])]
            return [v for row in out for v in row]
        set_out = scattered([3, 1], lambda a, b: b)
        add_out = scattered([0, 2, 0], lambda a, b: a + b)
        mul_out = scattered([0, 2, 0], lambda a, b: a * b)
        wout = list(w)
        for k, row in enumerate([0, 2, 0]):
            for c in range(3):
                wout[3 * row + c] += 1.0
        t43, t23, t33 = tensor([4, 3], e), tensor([2, 3], e), tensor([3, 3], e)
        r43, r33 = tensor([4, 3], re), tensor([3, 3], re)
        dims = ("#stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], "
                "scatter_dims_to_operand_dims = [0], index_vector_dim = 1>")

        def body(args, ret):
            return "  ^bb0(%s):\n%s  }" % (args, ret)
        a2 = "%%a: %s, %%b: %s" % (s0, s0)
        add("scatter_set_add_mul_%s" % t, t,
            "func.func @scatter_set_add_mul_%s(%%x: %s, %%u: %s, %%w: %s) -> (%s, %s, %s, %s, %s) {\n"
            "  %%i2 = stablehlo.constant dense<[[3], [1]]> : tensor<2x1xi32>\n"
            "  %%i3 = stablehlo.constant dense<[[0], [2], [0]]> : tensor<3x1xi32>\n"
            "  %%u2 = stablehlo.slice %%u [0:2, 0:3] : (%s) -> %s\n"
            "  %%one = stablehlo.constant dense<1.0> : %s\n"
            "  %%s = \"stablehlo.scatter\"(%%x, %%i2, %%u2) <{scatter_dimension_numbers = %s, unique_indices = true}> ({\n"
            "%s) : (%s, tensor<2x1xi32>, %s) -> %s\n"
            "  %%p = \"stablehlo.scatter\"(%%x, %%i3, %%u) <{scatter_dimension_numbers = %s}> ({\n"
            "%s) : (%s, tensor<3x1xi32>, %s) -> %s\n"
            "  %%m = \"stablehlo.scatter\"(%%x, %%i3, %%u) <{scatter_dimension_numbers = %s}> ({\n"
            "%s) : (%s, tensor<3x1xi32>, %s) -> %s\n"
            "  %%v:2 = \"stablehlo.scatter\"(%%x, %%w, %%i3, %%u, %%one) <{scatter_dimension_numbers = %s}> ({\n"
            "%s) : (%s, %s, tensor<3x1xi32>, %s, %s) -> (%s, %s)\n"
            "  return %%s, %%p, %%m, %%v#0, %%v#1 : %s, %s, %s, %s, %s\n}\n"
            % (t, t43, t33, r43, t43, t43, t43, t43, r43,
               t33, t23, r33,
               dims, body(a2, "    stablehlo.return %%b : %s\n" % s0), t43, t23, t43,
               dims, body(a2, "    %%c = stablehlo.add %%a, %%b : %s\n    stablehlo.return %%c : %s\n" % (s0, s0)), t43, t33, t43,
               dims, body(a2, "    %%c = stablehlo.multiply %%a, %%b : %s\n    stablehlo.return %%c : %s\n" % (s0, s0)), t43, t33, t43,
               dims, body("%%a: %s, %%r: tensor<%s>, %%b: %s, %%q: tensor<%s>" % (s0, re, s0, re),
                          "    %%c = stablehlo.add %%a, %%b : %s\n    %%d = stablehlo.add %%r, %%q : tensor<%s>\n"
                          "    stablehlo.return %%c, %%d : %s, tensor<%s>\n" % (s0, re, s0, re)),
               t43, r43, t33, r33, t43, r43,
               t43, t43, t43, t43, r43),
            [((4, 3), z, npy), ((3, 3), u, npy), ((4, 3), w, "<f4" if t == "c64" else "<f8")],
            [((4, 3), set_out, npy), ((4, 3), add_out, npy), ((4, 3), mul_out, npy),
             ((4, 3), add_out, npy), ((4, 3), wout, "<f4" if t == "c64" else "<f8")])

    # bitcast_convert: complex<f64> <-> 2 x complex<f32> (the f64 parts'
    # low and high words), and complex<f32> to itself.
    words = [(0.75, 1.5), (-2.0, 0.3125), (1.25, -1.75), (3.0, 0.5)]
    f64 = [struct.unpack("<d", struct.pack("<ff", lo, hi))[0] for lo, hi in words]
    c128 = [complex(f64[0], f64[1]), complex(f64[2], f64[3])]
    c64 = [complex(*words[0]), complex(*words[1]), complex(*words[2]), complex(*words[3])]
    cases.append(Case(
        "bitcast", 
        "func.func @bitcast(%x: tensor<2xcomplex<f64>>, %y: tensor<2x2xcomplex<f32>>) -> (tensor<2x2xcomplex<f32>>, tensor<2xcomplex<f64>>, tensor<2x2xcomplex<f32>>) {\n"
        "  %n = stablehlo.bitcast_convert %x : (tensor<2xcomplex<f64>>) -> tensor<2x2xcomplex<f32>>\n"
        "  %w = stablehlo.bitcast_convert %y : (tensor<2x2xcomplex<f32>>) -> tensor<2xcomplex<f64>>\n"
        "  %s = stablehlo.bitcast_convert %y : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>\n"
        "  return %n, %w, %s : tensor<2x2xcomplex<f32>>, tensor<2xcomplex<f64>>, tensor<2x2xcomplex<f32>>\n}\n",
        [((2,), c128, "<c16"), ((2, 2), c64, "<c8")],
        [((2, 2), c64, "<c8"), ((2,), c128, "<c16"), ((2, 2), c64, "<c8")],
        "c128", exact=True))
    return cases
