"""The fuzzer's program generator: random steps (grammar.Step) over values of
every element type, plus the program's text, inputs and reference values."""
import numpy as np

import etypes as et
import grammar as g
import spmd
from etypes import BOOL
from reference import evaluate_step, scatter_targets, window_shape

SIZES = [1, 2, 3, 4, 5, 7, 8, 9, 16, 17]
# Float -> integer conversions clamp to these bounds first: exact in every
# float type and inside the integer's range (StableHLO leaves out-of-range
# conversions to the implementation).
CLAMP = {8: (-100, 100, 200), 16: (-28672, 28672, 57344),
         32: (-(3 << 29), 3 << 29, 3 << 30), 64: (-(3 << 61), 3 << 61, 3 << 62)}


class Generator:
    """Builds a random program of about `size` steps from `rng`; with
    `partitions`, one rank's program of an SPMD program whose steps include
    collectives (spmd.py)."""

    def __init__(self, rng, size, partitions=None):
        self.rng, self.size = rng, size
        self.partitions, self.channels = partitions, 0
        self.args, self.steps = [], []  # args: Values; steps: Steps
        # Each program leans on a few element types; conversions reach others.
        favourites = ["f32", "f32", "f16", "bf16", "f64", "i32", "i8", "ui8", "i64", "ui32",
                      "i16", "ui16", "ui64", BOOL, "complex<f32>", "complex<f64>"]
        n = int(rng.integers(1, 4))
        self.types = [str(t) for t in rng.choice(favourites, n, replace=False)]

    def values(self):
        return self.args + [s.result for s in self.steps]

    def choice(self, xs):
        return xs[int(self.rng.integers(0, len(xs)))]

    def shape(self, rank=None, allow_zero=True):
        rank = int(self.rng.integers(0, 4)) if rank is None else rank
        zero = allow_zero and self.rng.random() < 0.04
        dims = [self.choice(SIZES) for _ in range(rank)]
        if zero and rank:
            dims[int(self.rng.integers(0, rank))] = 0
        return tuple(dims)

    def etype(self):
        return self.choice(self.types) if self.rng.random() < 0.85 else self.choice(et.ALL)

    def pick(self, pred=lambda v: True):
        vals = self.values()
        cands = [i for i, v in enumerate(vals) if pred(v)]
        if not cands:
            return None
        # Recent values more often: chains, not only leaves.
        weights = np.array([1.0 + 3.0 * (i >= len(vals) - 4) for i in cands])
        return int(self.rng.choice(cands, p=weights / weights.sum()))

    def add(self, kind, operands, shape, etype, inexact=False, **params):
        vals = self.values()
        exact = all(vals[i].exact for i in operands) and not inexact
        if et.is_inexact(etype) and kind not in g.EXACT_KINDS and kind not in spmd.MOVING:
            op = params.get("op")
            exact = exact and (
                (kind == "unary" and op in g.UNARY_FLOAT_EXACT) or
                (kind in ("binary", "reduce", "reduce_window", "all_reduce", "reduce_scatter")
                 and op in ("maximum", "minimum")) or
                (kind == "scatter" and op in (None, "maximum", "minimum")))
        self.steps.append(g.Step(kind, operands, g.Value(shape, etype, exact), **params))
        return len(self.values()) - 1

    def random_array(self, shape, t, small=True):
        rng = self.rng
        if t == BOOL:
            return rng.random(shape) < 0.5
        if et.is_complex(t):
            return (rng.uniform(-2, 2, shape) + 1j * rng.uniform(-2, 2, shape)).astype(et.NP[t])
        if et.is_float(t):
            scale = 2.0 if small or rng.random() < 0.7 else 128.0
            return et.rnd(rng.uniform(-scale, scale, shape), t)
        lo, hi = et.int_range(t)
        if small or rng.random() < 0.5:
            lo, hi = (max(lo, -5), min(hi, 5)) if et.is_signed(t) else (0, 9)
        return np.asarray(rng.integers(lo, hi, shape, dtype=et.NP[t], endpoint=True))

    def constant(self, shape, t, splat=None):
        splat = self.rng.random() < 0.6 if splat is None else splat
        if splat:
            a = np.full(shape, self.random_array((), t), dtype=et.NP[t])
        else:
            a = self.random_array(shape, t)
        return self.add("constant", [], shape, t, array=a)

    def same_shape_partner(self, i):
        """An earlier value of `i`'s type (exact when `i` is), or a new
        constant of it."""
        v = self.values()[i]
        j = self.pick(lambda w: w.shape == v.shape and w.etype == v.etype and
                      (w.exact or not v.exact))
        if j is None or self.rng.random() < 0.2:
            return self.constant(v.shape, v.etype)
        return j

    def generate(self):
        rng = self.rng
        for _ in range(int(rng.integers(1, 4))):
            self.args.append(g.Value(self.shape(), self.etype()))
        makers = [self.m_unary, self.m_unary, self.m_bounded, self.m_binary, self.m_binary,
                  self.m_binary, self.m_divide, self.m_shift, self.m_compare_select,
                  self.m_compare_select, self.m_convert, self.m_convert, self.m_bitcast,
                  self.m_is_finite, self.m_broadcast, self.m_transpose, self.m_reshape,
                  self.m_reverse, self.m_slice, self.m_concatenate, self.m_pad,
                  self.m_reduce, self.m_reduce, self.m_dot, self.m_dot, self.m_gather,
                  self.m_scatter, self.m_loop, self.m_iota, self.m_scan, self.m_dynamic_slice,
                  self.m_dynamic_update_slice, self.m_sort, self.m_reduce_window,
                  self.m_reduce_window, self.m_nested_loop, self.m_complex,
                  self.m_convolution, self.m_convolution]
        if self.partitions:
            # About one step in four a collective.
            makers += [lambda m=m: m(self) for m in spmd.MAKERS] * 2
        while len(self.steps) < self.size:
            self.choice(makers)()
        # Results: the latest values nothing else reads (so most of the
        # program is live), at most four.
        used = {i for st in self.steps for i in st.operands}
        n = len(self.args)
        sinks = [n + k for k, st in enumerate(self.steps)
                 if n + k not in used and st.kind not in ("constant", "iota")]
        return sinks[-4:] or [len(self.values()) - 1]

    # Makers --------------------------------------------------------------
    def m_unary(self):
        i = self.pick(lambda v: True)
        if i is None:
            return
        v = self.values()[i]
        t = v.etype
        if et.is_complex(t):
            op = "negate"
        elif et.is_float(t):
            op = self.choice(g.UNARY_FLOAT_EXACT + g.UNARY_FLOAT_INEXACT)
        elif t == BOOL:
            op = "not"
        else:
            op = self.choice(g.UNARY_SIGNED if et.is_signed(t) else g.UNARY_UNSIGNED)
        self.add("unary", [i], v.shape, t, op=op)

    def m_bounded(self):
        i = self.pick(lambda v: et.is_float(v.etype))
        if i is not None:
            v = self.values()[i]
            self.add("bounded", [i], v.shape, v.etype, op=self.choice(g.BOUNDED))

    def m_binary(self):
        i = self.pick(lambda v: True)
        if i is None:
            return
        v = self.values()[i]
        j = self.same_shape_partner(i)
        t = v.etype
        table = g.BINARY_FLOAT if et.is_float(t) else g.BINARY_BOOL if t == BOOL else \
            ("add", "subtract", "multiply") if et.is_complex(t) else g.BINARY_INT
        self.add("binary", [i, j], v.shape, t, op=self.choice(table))

    def m_divide(self):
        i = self.pick(lambda v: v.etype != BOOL and not et.is_complex(v.etype))
        if i is None:
            return
        v = self.values()[i]
        kind = "divide" if self.rng.random() < 0.6 else "remainder"
        if kind == "remainder" and et.is_float(v.etype) and not v.exact:
            kind = "divide"
        self.add(kind, [i, self.same_shape_partner(i)], v.shape, v.etype)

    def m_shift(self):
        i = self.pick(lambda v: et.is_int(v.etype))
        if i is None:
            return
        v = self.values()[i]
        b = et.BITS[v.etype]
        mask = self.choice([b - 1, 2 * b - 1])
        self.add("shift", [i, self.same_shape_partner(i)], v.shape, v.etype,
                 op=self.choice(g.SHIFTS), mask=mask)

    def m_compare_select(self):
        i = self.pick(lambda v: v.etype != BOOL and not et.is_complex(v.etype) and v.exact)
        if i is None:
            return
        v = self.values()[i]
        j = self.same_shape_partner(i)
        t = v.etype
        ctype = ("TOTALORDER" if self.rng.random() < 0.25 else "FLOAT") if et.is_float(t) else \
            "SIGNED" if et.is_signed(t) else "UNSIGNED"
        c = self.add("compare", [i, j], v.shape, BOOL, dir=self.choice(list(g.COMPARE)),
                     ctype=ctype, operand_etype=t)
        if self.rng.random() < 0.8:
            self.add("select", [c, i, j], v.shape, t)

    def m_convert(self):
        i = self.pick(lambda v: True)
        if i is None:
            return
        v = self.values()[i]
        src = v.etype
        if et.is_complex(src):
            return
        dst = self.choice([t for t in et.ALL if t != src and not (
            src == BOOL and et.is_complex(t))])
        if et.is_float(src) and not et.is_inexact(dst) and not v.exact:
            dst = self.choice([t for t in et.FLOATS + et.COMPLEX if t != src])
        params = {"from": src}
        inexact = False
        if et.is_float(src) and et.is_int(dst):
            lo, hi, uhi = CLAMP[et.BITS[dst]]
            if src == "f16":
                lo, hi, uhi = max(lo, -65504), min(hi, 65504), min(uhi, 65504)
            params["clamp"] = (lo, hi) if et.is_signed(dst) else (0, uhi)
        if et.is_int(src) and et.BITS[src] == 64 and et.is_inexact(dst) and \
                dst not in ("f64", "complex<f64>"):
            inexact = True
        self.add("convert", [i], v.shape, dst, inexact=inexact, **params)

    def m_bitcast(self):
        i = self.pick(lambda v: v.etype != BOOL and not et.is_complex(v.etype) and v.exact and
                      len(v.shape) <= 3)
        if i is None:
            return
        v = self.values()[i]
        src, b = v.etype, et.BITS[v.etype]
        ints_of = {w: [t for t in et.INTS if et.BITS[t] == w] for w in (8, 16, 32, 64)}
        opts = []
        for t in ints_of[b]:
            if t != src:
                opts.append((t, v.shape))
        for w in (8, 16, 32):
            if w < b:
                for t in ints_of[w]:
                    opts.append((t, v.shape + (b // w,)))
        if et.is_int(src) and v.shape and b < 64:
            for w in (16, 32, 64):
                if w > b and v.shape[-1] == w // b:
                    for t in ints_of[w]:
                        opts.append((t, v.shape[:-1]))
        if opts:
            t, shape = self.choice(opts)
            self.add("bitcast", [i], shape, t, **{"from": src})

    def m_is_finite(self):
        i = self.pick(lambda v: et.is_float(v.etype) and v.exact)
        if i is not None:
            self.add("is_finite", [i], self.values()[i].shape, BOOL)

    def m_iota(self):
        shape = self.shape(int(self.rng.integers(1, 4)), allow_zero=False)
        t = self.choice([t for t in self.types if t != BOOL and not et.is_complex(t)] or ["f32"])
        self.add("iota", [], shape, t, dim=int(self.rng.integers(0, len(shape))))

    def m_broadcast(self):
        i = self.pick(lambda v: len(v.shape) <= 3)
        if i is None:
            return
        v = self.values()[i]
        rank = len(v.shape) + int(self.rng.integers(0, 2))
        dims = sorted(int(d) for d in self.rng.choice(rank, len(v.shape), replace=False))
        shape = [self.choice([1, 3, 5]) for _ in range(rank)]
        for src, d in zip(v.shape, dims):
            shape[d] = src if src != 1 or self.rng.random() < 0.5 else self.choice([1, 4])
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
        if n == 0:
            shape = [0, self.choice([1, 3])] if self.rng.random() < 0.5 else [0]
        else:
            a = self.choice([d for d in range(1, n + 1) if n % d == 0])
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
            s = self.choice([1, 1, 2, 3])
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
        value = self.random_array((), v.etype)
        self.add("pad", [i], shape, v.etype, low=low, high=high, interior=interior,
                 value=value.item() if v.etype != "bf16" else float(value))

    def m_reduce(self):
        i = self.pick(lambda v: len(v.shape) >= 1)
        if i is None:
            return
        v = self.values()[i]
        k = int(self.rng.integers(1, len(v.shape) + 1))
        dims = sorted(int(d) for d in self.rng.choice(len(v.shape), k, replace=False))
        shape = [n for d, n in enumerate(v.shape) if d not in dims]
        self.add("reduce", [i], shape, v.etype, dims=dims, op=self.choice(g.reduce_ops(v.etype)))

    def m_dot(self):
        rng = self.rng
        i = self.pick(lambda v: v.etype != BOOL and 1 <= len(v.shape) <= 3)
        if i is None:
            return
        v = self.values()[i]
        t = v.etype
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
        rfree_sizes = [self.choice([1, 3, 4, 8, 17]) for _ in range(rfree_n)]
        rshape, rb, rc = [], [None] * nb, []
        for pos, (kind, k) in enumerate(rdims):
            if kind == "b":
                rshape.append(v.shape[lb[k]]); rb[k] = pos
            elif kind == "c":
                rshape.append(v.shape[lc[0]]); rc.append(pos)
            else:
                rshape.append(rfree_sizes[k])
        j = self.pick(lambda w: w.etype == t and w.shape == tuple(rshape))
        if j is None:
            j = self.constant(tuple(rshape), t, splat=False)
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
        rt = t
        if rng.random() < 0.5:  # JAX's preferred_element_type
            rt = {"f16": "f32", "bf16": "f32", "i8": "i32", "i16": "i32", "ui8": "ui32",
                  "ui16": "ui32"}.get(t, t)
        self.add("dot", [i, j], shape, rt, batch=(lb, rb), contract=(lc, rc), in_etype=t,
                 k=int(v.shape[lc[0]]), einsum=f"{''.join(lsub)},{''.join(rsub)}->{''.join(out)}")

    def m_convolution(self):
        """A 1-D or 2-D convolution of a rank-3/4 value: dimension layouts of
        the input, kernel and output in any order, strides, padding, input
        (transposed convolution) and kernel dilation, feature groups
        (grouped, depthwise) or batch groups (a weight gradient), and JAX's
        preferred element types."""
        rng = self.rng
        i = self.pick(lambda v: v.etype != BOOL and len(v.shape) in (3, 4) and
                      min(v.shape) >= 1)
        if i is None:
            return
        v = self.values()[i]
        t, r = v.etype, len(v.shape)
        ns = r - 2
        lhs = [int(d) for d in rng.permutation(r)]  # batch, feature, spatial dims
        n, c = v.shape[lhs[0]], v.shape[lhs[1]]
        fg = bg = 1
        if rng.random() < 0.3:
            fg = self.choice([d for d in range(1, c + 1) if c % d == 0])
        elif rng.random() < 0.2:
            bg = self.choice([d for d in range(1, n + 1) if n % d == 0])
        o = self.choice([1, 2, 3]) * fg * bg
        p = dict(window=[self.choice([1, 2, 3]) for _ in range(ns)],
                 strides=[self.choice([1, 1, 2, 3]) for _ in range(ns)],
                 base_dilations=[1 if rng.random() < 0.8 else 2 for _ in range(ns)],
                 window_dilations=[1 if rng.random() < 0.8 else 2 for _ in range(ns)],
                 padding=[(int(rng.integers(0, 3)), int(rng.integers(0, 3)))
                          for _ in range(ns)])
        spatial = [v.shape[d] for d in lhs[2:]]
        out_spatial = list(window_shape(tuple(spatial), p))
        if 0 in out_spatial and rng.random() < 0.8:
            return
        kernel = [int(d) for d in rng.permutation(r)]  # output f, input f, spatial
        kshape = [0] * r
        kshape[kernel[0]], kshape[kernel[1]] = o, c // fg
        for j in range(ns):
            kshape[kernel[2 + j]] = p["window"][j]
        out = [int(d) for d in rng.permutation(r)]
        shape = [0] * r
        shape[out[0]], shape[out[1]] = n // bg, o
        for j in range(ns):
            shape[out[2 + j]] = out_spatial[j]
        j = self.pick(lambda w: w.etype == t and w.shape == tuple(kshape))
        if j is None:
            j = self.constant(tuple(kshape), t, splat=False)
        rt = t
        if rng.random() < 0.4:  # JAX's preferred_element_type
            rt = {"f16": "f32", "bf16": "f32", "i8": "i32", "i16": "i32"}.get(t, t)
        k = (c // fg) * int(np.prod(p["window"]))
        self.add("convolution", [i, j], tuple(shape), rt, lhs=lhs, kernel=kernel, out=out,
                 feature_groups=fg, batch_groups=bg, in_etype=t, k=k, **p)

    def _index_layout(self, k):
        """Batch shape and index_vector_dim of an index tensor of k-vectors."""
        batch = [self.choice([1, 2, 3, 5]) for _ in range(int(self.rng.integers(0, 3)))]
        if k == 1 and self.rng.random() < 0.3:
            return batch, len(batch), tuple(batch)  # implicit trailing vector dim
        ivd = int(self.rng.integers(0, len(batch) + 1))
        shape = list(batch)
        shape.insert(ivd, k)
        return batch, ivd, tuple(shape)

    def _indices(self, starts, batch, ivd, shape):
        """A constant index tensor holding `starts` (batch..., k) laid out with
        its vector dim at `ivd`."""
        a = layout_indices(starts, batch, ivd, shape)
        t = "i32" if self.rng.random() < 0.7 else "i64"
        return self.add("constant", [], shape, t, array=a.astype(et.NP[t]))

    def m_gather(self):
        rng = self.rng
        i = self.pick(lambda v: 1 <= len(v.shape) <= 3 and min(v.shape) >= 1)
        if i is None:
            return
        v = self.values()[i]
        r = len(v.shape)
        k = int(rng.integers(1, r + 1))
        smap = [int(d) for d in rng.permutation(r)[:k]]
        sizes = [self.choice([1, n, int(rng.integers(1, n + 1))]) for n in v.shape]
        collapsed = sorted(d for d in range(r) if sizes[d] == 1 and rng.random() < 0.6)
        batch, ivd, ishape = self._index_layout(k)
        starts = np.stack([rng.integers(-2, v.shape[d] - sizes[d] + 3, batch) for d in smap],
                          axis=-1) if batch else np.array(
            [int(rng.integers(-2, v.shape[d] - sizes[d] + 3)) for d in smap])
        j = self._indices(starts, batch, ivd, ishape)
        window = [d for d in range(r) if d not in collapsed]
        out_rank = len(batch) + len(window)
        offset_dims = sorted(int(d) for d in rng.choice(out_rank, len(window), replace=False))
        shape = [0] * out_rank
        bi = iter(batch)
        wi = iter(window)
        for d in range(out_rank):
            shape[d] = sizes[next(wi)] if d in offset_dims else next(bi)
        self.add("gather", [i, j], shape, v.etype, offset_dims=offset_dims, collapsed=collapsed,
                 start_index_map=smap, index_vector_dim=ivd, slice_sizes=sizes)

    def m_scatter(self):
        rng = self.rng
        i = self.pick(lambda v: 1 <= len(v.shape) <= 3 and min(v.shape) >= 1)
        if i is None:
            return
        v = self.values()[i]
        t, r = v.etype, len(v.shape)
        k = int(rng.integers(1, r + 1))
        to_op = [int(d) for d in rng.permutation(r)[:k]]
        inserted = sorted(d for d in to_op if rng.random() < 0.6)
        window = [1 if d in inserted else self.choice([1, v.shape[d], int(rng.integers(1, v.shape[d] + 1))])
                  for d in range(r)]
        batch, ivd, ishape = self._index_layout(k)

        def start(d):  # whole window in bounds, or whole window out
            if rng.random() < 0.1:
                return self.choice([v.shape[d] + 1, -window[d] - 1])
            return int(rng.integers(0, v.shape[d] - window[d] + 1))
        starts = np.array([[start(d) for d in to_op] for _ in np.ndindex(*batch)]
                          ).reshape(tuple(batch) + (k,))
        win_dims = [d for d in range(r) if d not in inserted]
        urank = len(batch) + len(win_dims)
        uwd = sorted(int(d) for d in rng.choice(urank, len(win_dims), replace=False))
        ushape, bi, wi = [], iter(batch), iter(win_dims)
        for d in range(urank):
            ushape.append(window[next(wi)] if d in uwd else next(bi))
        params = dict(update_window_dims=uwd, inserted=inserted, to_operand=to_op,
                      index_vector_dim=ivd)
        if t == BOOL:
            op = "or"
        elif et.is_complex(t):
            op = self.choice([None, "add", "multiply"])
        elif et.is_float(t):
            op = self.choice([None, "add", "maximum", "minimum"])
        else:
            op = self.choice([None, "add", "multiply", "maximum", "minimum"])
        if op is None or (op == "multiply" and et.is_complex(t)):
            # `set` (and a complex product, whose rounding depends on the
            # order) only where no element is written twice.
            idx = layout_indices(starts, batch, ivd, ishape)
            hits = [o for _, o in scatter_targets(v.shape, idx, tuple(ushape), params)
                    if o is not None]
            if len(hits) != len(set(hits)):
                op = "add" if t != BOOL else "or"
        j = self._indices(starts, batch, ivd, ishape)
        u = self.pick(lambda w: w.etype == t and w.shape == tuple(ushape) and (w.exact or not v.exact))
        if u is None:
            u = self.constant(tuple(ushape), t, splat=False)
        self.add("scatter", [i, j, u], v.shape, t, op=op, **params)

    def _start_indices(self, shape, sizes):
        """Scalar start indices of one integer type, one per dim: constants
        (in bounds or not: they clamp) or integer scalars of the program."""
        t = self.choice(["i32", "i32", "i64", "ui32", "i8", "ui8"])
        out = []
        for n, z in zip(shape, sizes):
            j = self.pick(lambda w: w.etype == t and w.shape == ())
            if j is None or self.rng.random() < 0.6:
                lo, hi = et.int_range(t)
                value = int(self.rng.integers(max(lo, -2), min(hi, n - z + 3) + 1))
                j = self.add("constant", [], (), t, array=np.array(value, et.NP[t]))
            out.append(j)
        return out

    def m_dynamic_slice(self):
        i = self.pick(lambda v: len(v.shape) >= 1 and min(v.shape) >= 1)
        if i is None:
            return
        v = self.values()[i]
        sizes = [int(self.rng.integers(1, n + 1)) for n in v.shape]
        idx = self._start_indices(v.shape, sizes)
        self.add("dynamic_slice", [i] + idx, sizes, v.etype, sizes=sizes)

    def m_dynamic_update_slice(self):
        i = self.pick(lambda v: len(v.shape) >= 1)
        if i is None:
            return
        v = self.values()[i]
        u = self.pick(lambda w: w.etype == v.etype and len(w.shape) == len(v.shape) and
                      all(a <= b for a, b in zip(w.shape, v.shape)) and (w.exact or not v.exact))
        if u is None:
            u = self.constant(tuple(int(self.rng.integers(0, n + 1)) for n in v.shape), v.etype)
        idx = self._start_indices(v.shape, self.values()[u].shape)
        self.add("dynamic_update_slice", [i, u] + idx, v.shape, v.etype)

    def m_sort(self):
        i = self.pick(lambda v: v.etype != BOOL and not et.is_complex(v.etype) and v.exact and
                      len(v.shape) >= 1)
        if i is None:
            return
        v = self.values()[i]
        t = v.etype
        ops = [i]
        j = self.pick(lambda w: w.shape == v.shape and w is not v)
        if j is not None and self.rng.random() < 0.6:
            ops.append(j)
        ctype = ("TOTALORDER" if self.rng.random() < 0.3 else "FLOAT") if et.is_float(t) else \
            "SIGNED" if et.is_signed(t) else "UNSIGNED"
        take = int(self.rng.integers(0, len(ops)))
        r = self.values()[ops[take]]
        self.add("sort", ops, v.shape, r.etype, dim=int(self.rng.integers(0, len(v.shape))),
                 dir=self.choice(["LT", "GT"]), ctype=ctype, operand_etype=t, take=take)

    def m_reduce_window(self):
        rng = self.rng
        i = self.pick(lambda v: 1 <= len(v.shape) <= 3 and v.etype != BOOL)
        if i is None:
            return
        v = self.values()[i]
        r = len(v.shape)
        p = dict(window=[self.choice([1, 2, 2, 3]) for _ in range(r)],
                 strides=[self.choice([1, 1, 2, 3]) for _ in range(r)],
                 base_dilations=[1 if rng.random() < 0.85 else 2 for _ in range(r)],
                 window_dilations=[1 if rng.random() < 0.8 else 2 for _ in range(r)],
                 padding=[(int(rng.integers(0, 3)), int(rng.integers(0, 3))) for _ in range(r)])
        shape = window_shape(v.shape, p)
        if 0 in shape and rng.random() < 0.8:
            return
        ops = [o for o in g.reduce_ops(v.etype) if o in ("add", "maximum", "minimum", "multiply", "or")]
        self.add("reduce_window", [i], shape, v.etype, op=self.choice(ops), **p)

    def m_complex(self):
        """Parts of a complex value (real, imag, abs), or a complex value
        built from two floats."""
        i = self.pick(lambda v: et.is_complex(v.etype))
        if i is not None and self.rng.random() < 0.6:
            v = self.values()[i]
            kind = self.choice(["real", "imag", "complex_abs"])
            self.add(kind, [i], v.shape, et.PART[v.etype])
            return
        i = self.pick(lambda v: v.etype in ("f32", "f64"))
        if i is not None:
            v = self.values()[i]
            j = self.same_shape_partner(i)
            self.add("make_complex", [i, j], v.shape, "complex<" + v.etype + ">")

    def m_scan(self):
        i = self.pick(lambda v: et.is_float(v.etype) and 1 <= len(v.shape) <= 3 and v.shape[0] >= 1)
        if i is not None:
            v = self.values()[i]
            self.add("scan", [i], v.shape, v.etype, case=bool(self.rng.random() < 0.5),
                     a=float(et.rnd(np.array(self.rng.uniform(-1.5, 1.5)), v.etype)))

    def m_nested_loop(self):
        i = self.pick(lambda v: et.is_float(v.etype) or et.is_int(v.etype))
        if i is None:
            return
        v = self.values()[i]
        j = self.same_shape_partner(i)
        n = self.pick(lambda w: et.is_int(w.etype) and w.shape == ())
        if n is None or self.rng.random() < 0.5:
            n = self.add("constant", [], (), "i32", array=np.array(int(self.rng.integers(-1, 7)), np.int32))
        a = float(et.rnd(np.array(self.rng.uniform(-1.5, 1.5)), v.etype)) \
            if et.is_float(v.etype) else int(self.rng.integers(1, 8)) * 2 + 1
        self.add("nested_loop", [i, j, n], v.shape, v.etype, a=a,
                 s_etype=self.values()[n].etype)

    def m_loop(self):
        i = self.pick(lambda v: et.is_float(v.etype) or et.is_int(v.etype))
        if i is None:
            return
        v = self.values()[i]
        j = self.same_shape_partner(i)
        a = float(et.rnd(np.array(self.rng.uniform(-1.5, 1.5)), v.etype)) \
            if et.is_float(v.etype) else int(self.rng.integers(1, 8)) * 2 + 1
        self.add("loop", [i, j], v.shape, v.etype, trips=int(self.rng.integers(1, 6)), a=a)


def layout_indices(starts, batch, ivd, shape):
    """`starts` (batch..., k) as an index tensor of `shape` whose vector dim
    is `ivd` (implicit when `shape` has no dim for it)."""
    a = np.asarray(starts, np.int64).reshape(tuple(batch) + (-1,))
    if len(shape) == len(batch):
        return a.reshape(shape)
    return np.moveaxis(a, -1, ivd).reshape(shape)


# ---------------------------------------------------------------------------
# Text, inputs and reference values of a program (args, steps, results)
# ---------------------------------------------------------------------------

def render(args, steps, results, partitions=None):
    """The module text of a program (an SPMD one over `partitions`:
    spmd.wrap)."""
    counter = [0]

    def fresh():
        counter[0] += 1
        return f"%v{counter[0]}"
    values = list(args) + [s.result for s in steps]
    names = [f"%arg{i}" for i in range(len(args))]
    body = spmd.unstack_arguments(args) if partitions else []
    for s in steps:
        operands = [names[i] for i in s.operands]
        if s.kind in spmd.COLLECTIVES:
            names.append(spmd.emit_collective(s, operands, [values[i].type for i in s.operands],
                                              body, fresh))
        else:
            names.append(g.emit_step(s, names, values, body, fresh))
    if partitions:
        return spmd.wrap(args, [values[i] for i in results], [names[i] for i in results],
                         body, partitions)
    sig = ", ".join(f"%arg{i}: {a.type}" for i, a in enumerate(args))
    rtypes = ", ".join(values[i].type for i in results)
    rets = ", ".join(names[i] for i in results)
    lines = [f"func.func @main({sig}) -> ({rtypes}) {{"]
    lines += ["  " + line for line in body]
    lines.append(f"  return {rets} : {rtypes}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def random_inputs(args, rng, partitions=None):
    """Inputs of the program's arguments; of an SPMD program, every rank's
    stacked on a leading dim."""
    gen = Generator(rng, 0)
    if partitions:
        return [np.stack([gen.random_array(a.shape, a.etype, small=False)
                          for _ in range(partitions)]) for a in args]
    return [gen.random_array(a.shape, a.etype, small=False) for a in args]


def all_values(args, steps, inputs, partitions=None):
    """Every value's reference array and error bound."""
    if partitions:
        return spmd.all_values(args, steps, inputs, partitions)
    vals, errs = list(inputs), [0.0] * len(inputs)
    for s in steps:
        y, e = evaluate_step(s, vals, errs)
        vals.append(y)
        errs.append(e)
    return vals, errs


def reference(args, steps, results, inputs, partitions=None):
    """(value, error bound, exact, element type) of every result."""
    vals, errs = all_values(args, steps, inputs, partitions)
    values = list(args) + [s.result for s in steps]
    return [(vals[i], errs[i], values[i].exact, values[i].etype) for i in results]


def ops_of(steps):
    out = set()
    for s in steps:
        name = s.kind if s.kind not in ("unary", "binary", "bounded", "shift", "reduce") else \
            f"{s.kind}:{s.params['op']}"
        out.add(name)
        out.add(f"type:{s.result.etype}")
    return sorted(out)
