#!/usr/bin/env python3
"""Exports Strata's own SPMD JAX programs (issue 16) in the corpus folder
format, next to ../shared/corpus/spmd: shard_map programs over 1-D and 2-D
meshes, collectives along every dim and with several dtypes, replicated
and sharded outputs, and data/model-parallel training steps.

usage: export_spmd.py OUTDIR [NAME ...]

Each program is exported with jax.export through Shardy (sdy.mesh,
sdy.manual_computation) on the CPU platform with 8 host devices, and run
by jax.jit on global arrays for the expected outputs:

  program.mlir          the exported module (Exported.mlir_module())
  in0.npy ... inN.npy   the global arguments
  out0.npy ... outM.npy XLA:CPU's global results
  meta.json             name, kind ("model"), note, partitions (devices of
                        the mesh), mesh, inputs, outputs, tolerance, jax

Needs JAX (written against jax 0.11.2).
"""
import json
import os
import sys
import traceback

# The CPU platform unless the caller picked one (bench/collectives/
# jax_dp_step.py times the same programs on the GPUs).
os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                           " --xla_force_host_platform_device_count=8")

import numpy as np  # noqa: E402
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402
from jax.sharding import Mesh, PartitionSpec as P  # noqa: E402

try:
    shard_map = jax.shard_map
except AttributeError:  # older JAX
    from jax.experimental.shard_map import shard_map  # noqa: E402

F32 = np.float32
TOL = {"rtol": 1e-4, "atol": 1e-5}


def mesh_of(shape, names):
    devices = np.array(jax.devices()[: int(np.prod(shape))]).reshape(shape)
    return Mesh(devices, names)


def smap(f, mesh, in_specs, out_specs):
    try:
        return shard_map(f, mesh=mesh, in_specs=in_specs, out_specs=out_specs,
                         check_vma=False)
    except TypeError:
        return shard_map(f, mesh=mesh, in_specs=in_specs, out_specs=out_specs,
                         check_rep=False)


# Each program: name -> (mesh shape, axis names, body, in_specs, out_specs,
# make_args(rs), note, tolerance).

def matmul_2d():
    # A sharded over both axes, B over the contraction: partial products
    # summed over "y"; the result's rows stay split over "x".
    def body(a, b):
        return lax.psum(a @ b, "y")
    args = lambda rs: [rs.randn(8, 12).astype(F32), rs.randn(12, 6).astype(F32)]
    return ((2, 2), ("x", "y"), body, (P("x", "y"), P("y", None)),
            P("x", None), args,
            "2x2 mesh: a[x, y] @ b[y, :], psum over y", TOL)


def gather_dim1_int():
    def body(x):
        return lax.all_gather(x, "i", axis=1, tiled=True) * 2
    args = lambda rs: [rs.randint(-50, 50, size=(3, 8, 5)).astype(np.int32)]
    return ((4,), ("i",), body, (P(None, "i", None),), P(None, None, None),
            args, "int32 all_gather along dim 1, replicated result",
            {"rtol": 0, "atol": 0})


def scatter_dim1():
    def body(x):
        return lax.psum_scatter(x, "i", scatter_dimension=1, tiled=True)
    args = lambda rs: [rs.randn(4 * 3, 8, 2).astype(F32)]
    return ((4,), ("i",), body, (P("i", None, None),), P(None, "i", None),
            args, "psum_scatter along dim 1 (tiled)", TOL)


def all_to_all_2d():
    def body(x):
        return lax.all_to_all(x, "y", split_axis=1, concat_axis=0, tiled=True)
    args = lambda rs: [rs.randn(8, 8, 3).astype(F32)]
    return ((2, 2), ("x", "y"), body, (P("x", "y", None),),
            P(("x", "y"), None, None), args,
            "2x2 mesh: all_to_all over y, split dim 1, concat dim 0", TOL)


def permute_partial():
    # A non-cyclic shift: rank 0 receives nothing (zeros).
    def body(x):
        return lax.ppermute(x, "i", perm=[(0, 1), (1, 2), (2, 3)])
    args = lambda rs: [rs.randn(8, 5).astype(F32)]
    return ((4,), ("i",), body, (P("i", None),), P("i", None), args,
            "ppermute with a non-cyclic shift (rank 0 gets zeros)", TOL)


def minmax_int():
    def body(x):
        return lax.pmax(x, "i"), lax.pmin(x, "i"), lax.psum(x, "i")
    args = lambda rs: [rs.randint(-1000, 1000, size=(8, 6)).astype(np.int32)]
    return ((4,), ("i",), body, (P("i", None),),
            (P(None, None), P(None, None), P(None, None)), args,
            "int32 pmax / pmin / psum, replicated results",
            {"rtol": 0, "atol": 0})


def half_sum():
    def body(x, y):
        return lax.psum(x, "i"), lax.pmax(y, "i")
    args = lambda rs: [rs.randn(8, 16).astype(np.float16),
                       rs.randn(8, 16).astype(jnp.bfloat16)]
    return ((4,), ("i",), body, (P("i", None), P("i", None)),
            (P(None, None), P(None, None)), args,
            "f16 psum and bf16 pmax", {"rtol": 1e-2, "atol": 1e-2})


def megatron_mlp_step():
    # 2 (data) x 2 (model) mesh: column-parallel w1, row-parallel w2 (psum
    # over model), mean-squared loss, gradients psum'd over data, SGD.
    def loss_fn(w1, w2, x, y):
        h = jnp.tanh(x @ w1)
        out = lax.psum(h @ w2, "model")
        return jnp.mean((out - y) ** 2)

    def body(w1, w2, x, y):
        loss, (g1, g2) = jax.value_and_grad(loss_fn, argnums=(0, 1))(
            w1, w2, x, y)
        g1 = lax.pmean(g1, "data")
        g2 = lax.pmean(g2, "data")
        loss = lax.pmean(loss, "data")
        return w1 - 0.1 * g1, w2 - 0.1 * g2, loss

    def args(rs):
        return [(rs.randn(16, 32) / 4).astype(F32),
                (rs.randn(32, 8) / 6).astype(F32),
                rs.randn(8, 16).astype(F32), rs.randn(8, 8).astype(F32)]
    return ((2, 2), ("data", "model"), body,
            (P(None, "model"), P("model", None), P("data", None),
             P("data", None)),
            (P(None, "model"), P("model", None), P()), args,
            "2x2 data x model parallel MLP training step (Megatron-style)",
            {"rtol": 1e-4, "atol": 1e-5})


def dp_step_2dev():
    # The data-parallel SGD step over 2 devices (the 2-GPU run).
    def loss_fn(w, x, y):
        return jnp.mean((jnp.tanh(x @ w) - y) ** 2)

    def body(w, x, y):
        loss, g = jax.value_and_grad(loss_fn)(w, x, y)
        return w - 0.1 * lax.pmean(g, "i"), lax.pmean(loss, "i")

    def args(rs):
        return [(rs.randn(64, 16) / 8).astype(F32),
                rs.randn(32, 64).astype(F32), rs.randn(32, 16).astype(F32)]
    return ((2,), ("i",), body, (P(), P("i", None), P("i", None)),
            (P(), P()), args, "data-parallel SGD step over 2 devices",
            {"rtol": 1e-4, "atol": 1e-5})


def dp_mlp_step_2dev():
    # A data-parallel classifier step big enough for the gradient
    # all-reduce to matter (2.1 MB of f32 gradients): bias + relu MLP,
    # softmax cross-entropy on integer labels, pmean'd gradients, SGD.
    def loss_fn(params, x, labels):
        w1, b1, w2, b2 = params
        h = jax.nn.relu(x @ w1 + b1)
        logits = h @ w2 + b2
        logp = jax.nn.log_softmax(logits)
        return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))

    def body(w1, b1, w2, b2, x, labels):
        params = (w1, b1, w2, b2)
        loss, grads = jax.value_and_grad(loss_fn)(params, x, labels)
        grads = lax.pmean(grads, "i")
        new = [p - 0.05 * g for p, g in zip(params, grads)]
        return (*new, lax.pmean(loss, "i"))

    def args(rs):
        return [(rs.randn(512, 1024) / 22).astype(F32),
                np.zeros(1024, F32),
                (rs.randn(1024, 10) / 32).astype(F32),
                np.zeros(10, F32),
                rs.randn(256, 512).astype(F32),
                rs.randint(0, 10, size=(256,)).astype(np.int32)]
    return ((2,), ("i",), body, (P(), P(), P(), P(), P("i", None), P("i")),
            (P(), P(), P(), P(), P()), args,
            "data-parallel MLP classifier step over 2 devices (2.1 MB of "
            "gradients all-reduced)", {"rtol": 1e-4, "atol": 1e-5})


def eight_ranks():
    def body(x):
        s = lax.psum(x, ("a", "b"))
        g = lax.all_gather(x, "c", axis=0, tiled=True)
        return s, g
    args = lambda rs: [rs.randn(8, 4, 2).astype(F32)]
    return ((2, 2, 2), ("a", "b", "c"), body, (P(("a", "b", "c"), None, None),),
            (P("c", None, None), P(("a", "b"), None, None)), args,
            "2x2x2 mesh: psum over two axes, all_gather over the third", TOL)


def axis_index_2d():
    # lax.axis_index on a 2-D mesh: arithmetic on stablehlo.partition_id.
    def body(x):
        k = (lax.axis_index("x") * 10 + lax.axis_index("y")).astype(F32)
        return x * k + lax.psum(x, "y")
    args = lambda rs: [rs.randn(4, 6).astype(F32)]
    return ((2, 2), ("x", "y"), body, (P("x", "y"),), P("x", "y"), args,
            "2x2 mesh: lax.axis_index of both axes (partition_id)", TOL)


def jit_sharded():
    # jax.jit with NamedShardings and a sharding constraint, no shard_map:
    # the partitioner (not the program) splits the work, so the export is
    # one global program carrying sdy.sharding annotations.
    mesh = mesh_of((2, 2), ("x", "y"))
    from jax.sharding import NamedSharding

    def body(a, b):
        h = jnp.tanh(a @ b)
        h = jax.lax.with_sharding_constraint(h, NamedSharding(mesh, P("x", None)))
        return h.sum(axis=1), h
    args = lambda rs: [rs.randn(8, 16).astype(F32), rs.randn(16, 4).astype(F32)]
    return (mesh, body, (NamedSharding(mesh, P("x", "y")),
                         NamedSharding(mesh, P("y", None))),
            (NamedSharding(mesh, P("x")), NamedSharding(mesh, P("x", "y"))),
            args, "jax.jit with shardings and a constraint (no shard_map)")


def psum_in_fori_loop():
    # A data-parallel loop: every step reduces across ranks (psum inside
    # lax.fori_loop), so the collective runs once per iteration.
    def body(x, w):
        def step(i, x):
            h = jnp.tanh(x @ w)
            s = lax.psum(jnp.sum(h, axis=0), "i")
            return h + 0.01 * s + 0.001 * i.astype(F32)
        return lax.fori_loop(0, 5, step, x)
    args = lambda rs: [rs.randn(8, 16).astype(F32),
                       (rs.randn(16, 16) / 4).astype(F32)]
    return ((4,), ("i",), body, (P("i", None), P(None, None)), P("i", None),
            args, "psum inside a 5-step lax.fori_loop", TOL)


def scan_ring_permute():
    # A pipeline-style scan: each step sends the carry one rank round the
    # ring (ppermute) and folds in a per-step slice (scan over xs).
    def body(c, xs):
        def step(c, x):
            c = lax.ppermute(c, "i", [(j, (j + 1) % 4) for j in range(4)])
            c = jnp.tanh(c + x)
            return c, jnp.sum(c, axis=1)
        c, ys = lax.scan(step, c, xs)
        return c, ys
    args = lambda rs: [rs.randn(8, 6).astype(F32),
                       rs.randn(5, 8, 6).astype(F32)]
    return ((4,), ("i",), body, (P("i", None), P(None, "i", None)),
            (P("i", None), P(None, "i")), args,
            "collective_permute round a ring inside lax.scan", TOL)


def while_until_converged():
    # A data-dependent trip count agreed across ranks: iterate until the
    # global (pmax) change is small; the count comes out too.
    def body(x, b):
        def cond(state):
            _, delta, it = state
            return jnp.logical_and(delta > 1e-3, it < 50)

        def step(state):
            x, _, it = state
            nx = 0.5 * x + 0.5 * jnp.cos(x) + b
            delta = lax.pmax(jnp.max(jnp.abs(nx - x)), "i")
            return nx, delta, it + 1
        x, _, it = lax.while_loop(cond, step, (x, jnp.float32(1.0),
                                               jnp.int32(0)))
        return x, it
    args = lambda rs: [rs.randn(4, 8).astype(F32),
                       (0.1 * rs.randn(4, 8)).astype(F32)]
    return ((4,), ("i",), body, (P("i", None), P("i", None)),
            (P("i", None), P()), args,
            "lax.while_loop until the pmax'd change is below 1e-3", TOL)


def cond_on_axis_index():
    # lax.cond on the rank inside a loop: ranks take different branches,
    # then all meet in a psum.
    def body(x):
        def step(i, x):
            r = lax.axis_index("i")
            y = lax.cond(r % 2 == 0, lambda v: v * 2.0, lambda v: v - 1.0, x)
            return lax.psum(y, "i") / 4.0 + 0.1 * x
        return lax.fori_loop(0, 3, step, x)
    args = lambda rs: [rs.randn(8, 4).astype(F32)]
    return ((4,), ("i",), body, (P("i", None),), P("i", None), args,
            "lax.cond on axis_index and psum inside lax.fori_loop", TOL)


def collectives_in_branches():
    # Collectives inside lax.cond and lax.switch branches: the predicate and
    # the index come from a psum, so every rank takes the same branch.
    def body(x):
        s = lax.psum(jnp.sum(x), "i")
        y = lax.cond(s > 0, lambda v: lax.psum(v, "i") * 0.25,
                     lambda v: lax.pmax(v, "i") - v, x)
        idx = jnp.abs(s).astype(jnp.int32) % 3
        z = lax.switch(idx, [
            lambda v: v + 1.0,
            lambda v: lax.psum(v * v, "i"),
            lambda v: lax.all_gather(v, "i", tiled=True)[: v.shape[0]] - v,
        ], y)
        return y, z
    args = lambda rs: [rs.randn(8, 4).astype(F32)]
    return ((4,), ("i",), body, (P("i", None),), (P("i", None), P("i", None)),
            args, "psum/pmax/all_gather inside lax.cond and lax.switch branches",
            TOL)


PROGRAMS = [
    ("spmd_jit_sharded", jit_sharded),
    ("spmd2d_axis_index", axis_index_2d),
    ("spmd2d_matmul", matmul_2d),
    ("spmd_gather_dim1_i32", gather_dim1_int),
    ("spmd_scatter_dim1", scatter_dim1),
    ("spmd2d_all_to_all", all_to_all_2d),
    ("spmd_permute_partial", permute_partial),
    ("spmd_minmax_i32", minmax_int),
    ("spmd_half_sum", half_sum),
    ("spmd2d_megatron_step", megatron_mlp_step),
    ("spmd_dp_step_2dev", dp_step_2dev),
    ("spmd_dp_mlp_step_2dev", dp_mlp_step_2dev),
    ("spmd3d_eight_ranks", eight_ranks),
    ("spmd_psum_in_fori_loop", psum_in_fori_loop),
    ("spmd_scan_ring_permute", scan_ring_permute),
    ("spmd_while_converged", while_until_converged),
    ("spmd_cond_axis_index_loop", cond_on_axis_index),
    ("spmd_collectives_in_branches", collectives_in_branches),
]


def npy_type(a):
    return str(a.dtype) if a.dtype != jnp.bfloat16 else "bfloat16"


def export_program(outdir, name, build):
    built = build()
    if len(built) == 6:  # jax.jit with shardings (jit_sharded)
        mesh, body, in_shardings, out_shardings, make_args, note, tol = (
            built[0], built[1], built[2], built[3], built[4], built[5],
            TOL)
        shape, names = mesh.devices.shape, mesh.axis_names
        fn = jax.jit(body, in_shardings=in_shardings,
                     out_shardings=out_shardings)
    else:
        shape, names, body, in_specs, out_specs, make_args, note, tol = built
        mesh = mesh_of(shape, names)
        fn = jax.jit(smap(body, mesh, in_specs, out_specs))
    rs = np.random.RandomState(abs(hash(name)) % (2 ** 31))
    args = make_args(rs)
    exported = jax.export.export(fn)(*args)
    text = exported.mlir_module()
    outs = fn(*args)
    if not isinstance(outs, (tuple, list)):
        outs = [outs]
    folder = os.path.join(outdir, name)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "program.mlir"), "w") as f:
        f.write(text)
    for i, a in enumerate(args):
        np.save(os.path.join(folder, f"in{i}.npy"), np.asarray(a))
    for i, o in enumerate(outs):
        np.save(os.path.join(folder, f"out{i}.npy"), np.asarray(o))
    meta = {
        "name": name, "kind": "model", "note": note,
        # jax.jit with shardings: one global program with sharding hints
        # (Strata runs it on one device), not a rank program.
        "auto_partitioned": len(built) == 6,
        "jax": jax.__version__, "style": "shard_map",
        "partitions": int(np.prod(shape)),
        "mesh": dict(zip(names, shape)),
        "tolerance": tol,
        "inputs": [[list(np.shape(a)), npy_type(np.asarray(a))] for a in args],
        "outputs": [[list(np.shape(o)), npy_type(np.asarray(o))] for o in outs],
    }
    with open(os.path.join(folder, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    print(f"{name}: ok ({len(text)} bytes)", flush=True)


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    outdir, only = sys.argv[1], set(sys.argv[2:])
    failed = []
    for name, build in PROGRAMS:
        if only and name not in only:
            continue
        try:
            export_program(outdir, name, build)
        except Exception as e:  # noqa: BLE001
            failed.append(name)
            print(f"{name}: FAIL {e!r}", flush=True)
            traceback.print_exc()
    print(f"done, failed: {failed}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
