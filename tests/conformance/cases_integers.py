"""Conformance program builders. Class 4: integer ops on every width."""
from conformance_common import *  # noqa: F401,F403


# --------------------------------------------------------------------------
# Class 4: integer ops on every width
# --------------------------------------------------------------------------

INT_DTYPES = [("i8", np.int8), ("i16", np.int16), ("i32", np.int32),
              ("i64", np.int64), ("u8", np.uint8), ("u16", np.uint16),
              ("u32", np.uint32), ("u64", np.uint64)]


def int_ops(tag, dtype):
    dt = np.dtype(dtype)

    def build():
        info = np.iinfo(dt)
        bits = dt.itemsize * 8
        signed = dt.kind == "i"
        rs = np.random.RandomState(4000 + bits + (0 if signed else 100))

        def small(n):
            return rs.randint(-100 if signed else 0, 101, size=n).astype(dt)

        special = np.array([info.min, info.min + 1, 0, 1, 2, info.max - 1, info.max]
                           + ([-1, -2] if signed else [3, 4]), dtype=dt)
        a = np.concatenate([special, full_range(rs, 23, dt), small(32)]).reshape(8, 8)
        b = np.concatenate([special[::-1], small(16), full_range(rs, 23, dt),
                            small(16)]).reshape(8, 8)
        d = b.copy()
        d[d == 0] = 7                                     # no division by zero
        if signed:
            d[(a == info.min) & (d == -1)] = 2            # no INT_MIN / -1
        s = np.concatenate([np.array([0, 1, bits - 1, bits, bits + 1, bits + 3, 2, 7],
                                     dtype=dt),
                            rs.randint(0, bits + 4, size=56).astype(dt)]).reshape(8, 8)
        hi = float(info.max)
        if signed:
            fv = ([-3.7, -2.5, -0.5, -0.0, 0.5, 1.5, 2.5, 3.99, 100.25, -100.75]
                  + list(rs.uniform(-0.9, 0.9, 22) * hi))
        else:
            fv = ([0.0, 0.5, 1.5, 2.5, 3.99, 100.25, 0.9 * hi, 0.25]
                  + list(rs.uniform(0.0, 0.9, 24) * hi))
        fv = np.array(fv, F32)
        lo_c = dt.type(info.min // 2 if signed else 10)
        hi_c = dt.type(info.max // 3)

        @collect
        def f(c, a, b, d, s, fv):
            if signed:
                c.add("abs", lax.abs(a))
            c.add("negate", lax.neg(a))
            c.add("sign", lax.sign(a))
            c.add("add", a + b)
            c.add("subtract", a - b)
            c.add("multiply", a * b)
            c.add("lax.div (truncating)", lax.div(a, d))
            c.add("lax.rem", lax.rem(a, d))
            c.add("floor_divide", jnp.floor_divide(a, d))
            c.add("remainder (floor mod)", jnp.remainder(a, d))
            c.add("max", lax.max(a, b))
            c.add("min", lax.min(a, b))
            c.add("clamp", lax.clamp(lo_c, a, hi_c))
            c.add("shift_left", lax.shift_left(a, s))
            c.add("shift_right_arithmetic", lax.shift_right_arithmetic(a, s))
            c.add("shift_right_logical", lax.shift_right_logical(a, s))
            c.add("and", a & b)
            c.add("or", a | b)
            c.add("xor", a ^ b)
            c.add("not", ~a)
            c.add("population_count", lax.population_count(a))
            c.add("clz", lax.clz(a))
            c.add("compare lt,le,eq,ne,ge,gt",
                  jnp.stack([a < b, a <= b, a == b, a != b, a >= b, a > b]))
            c.add("integer_pow 2", lax.integer_pow(a, 2))
            c.add("integer_pow 3", lax.integer_pow(a, 3))
            c.add("cumsum axis 1", jnp.cumsum(a, axis=1, dtype=dt))
            c.add("sum axis 0", jnp.sum(a, axis=0, dtype=dt))
            c.add("prod axis 1", jnp.prod(a, axis=1, dtype=dt))
            c.add("max axis 1", jnp.max(a, axis=1))
            c.add("min axis 0", jnp.min(a, axis=0))
            c.add("convert to f32", lax.convert_element_type(a, F32))
            c.add("convert to f64", lax.convert_element_type(a, F64))
            c.add("convert from f32 (in range)", lax.convert_element_type(fv, dt))
            c.add("convert to bool", lax.convert_element_type(a, np.bool_))
            c.add("convert from bool", lax.convert_element_type(a > b, dt))
            for tag2, dt2 in INT_DTYPES:
                if np.dtype(dt2) != dt:
                    c.add(f"convert to {tag2}", lax.convert_element_type(a, dt2))

        note = (f"{tag} ops on [8,8] inputs incl. min/max: "
                + ("abs, " if signed else "")
                + "negate, sign, add/sub/mul with wraparound, lax.div/rem and "
                "floor_divide/remainder (no x/0, no INT_MIN/-1), max/min/clamp, shifts "
                f"by 0..{bits + 3} (>= the bit width included), and/or/xor/not, "
                "population_count, clz, comparisons, integer_pow 2 and 3, cumsum, "
                "sum/prod/max/min reductions, converts to f32/f64/bool and every other "
                "integer width, from in-range f32 and from bool")
        return f, [a, b, d, s, fv], note, EXACT

    build.__name__ = f"int_ops_{tag}"
    return build
