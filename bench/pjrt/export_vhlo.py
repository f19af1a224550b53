"""Serializes StableHLO programs into VHLO portable artifacts with the jaxlib on this machine.

Run on the GPU machine (the only one with JAX):
  python3 bench/pjrt/export_vhlo.py OUT_DIR CORPUS_DIR...
For every CORPUS_DIR/*/program.mlir it writes OUT_DIR/<name>.<version>.mlirbc at the
jaxlib's current StableHLO version and at the oldest one it can still write, using the same
serializer JAX uses for jax.export and for PJRT plugins. It also writes programs of its own
through jax.export (train steps with jax.grad, bf16 cumulative ops), with their inputs and
XLA:CPU's outputs as .npy files beside them.
"""
import glob
import json
import os
import sys

import numpy as np
import jax
import jax.numpy as jnp
from jax._src.lib import _jax
from jaxlib.mlir.dialects import stablehlo

out_dir = sys.argv[1]
os.makedirs(out_dir, exist_ok=True)
current = stablehlo.get_current_version()
minimum = stablehlo.get_minimum_version()
versions = {"current": current, "minimum": minimum}
print("jax", jax.__version__, "stablehlo current", current, "minimum", minimum,
      "api", stablehlo.get_api_version())
report = {"jax": jax.__version__, "current": current, "minimum": minimum, "programs": {}}

for corpus in sys.argv[2:]:
  for path in sorted(glob.glob(os.path.join(corpus, "*", "program.mlir"))):
    name = os.path.basename(os.path.dirname(path))
    text = open(path).read()
    for label, version in versions.items():
      try:
        data = _jax.mlir.serialize_portable_artifact(text, version)
        with open(os.path.join(out_dir, f"{name}.{label}.mlirbc"), "wb") as f:
          f.write(data)
        report["programs"].setdefault(name, {})[label] = len(data)
      except Exception as e:  # noqa: BLE001 - record what the serializer refused
        report["programs"].setdefault(name, {})[label] = "error: " + str(e)[:300]


def export(name, fn, *args):
  exp = jax.export.export(jax.jit(fn))(*args)
  folder = os.path.join(out_dir, "exported", name)
  os.makedirs(folder, exist_ok=True)
  with open(os.path.join(folder, "program.mlirbc"), "wb") as f:
    f.write(exp.mlir_module_serialized)
  with open(os.path.join(folder, "program.mlir"), "w") as f:
    f.write(exp.mlir_module())
  for i, a in enumerate(args):
    np.save(os.path.join(folder, f"in{i}.npy"), np.asarray(a))
  # XLA:CPU's results: XLA:GPU computes f32 dots in TF32.
  cpu = jax.devices("cpu")[0]
  outs = jax.tree_util.tree_leaves(
      jax.jit(fn)(*jax.device_put(args, cpu)))
  for i, o in enumerate(outs):
    np.save(os.path.join(folder, f"out{i}.npy"), np.asarray(o))
  report["programs"][name] = {"exported": len(exp.mlir_module_serialized),
                              "calling_convention_version": exp.calling_convention_version}


key = jax.random.PRNGKey(0)
k1, k2, k3, k4 = jax.random.split(key, 4)
w1 = jax.random.normal(k1, (16, 32), jnp.float32) * 0.3
w2 = jax.random.normal(k2, (32, 4), jnp.float32) * 0.3
x = jax.random.normal(k3, (8, 16), jnp.float32)
y = jax.random.normal(k4, (8, 4), jnp.float32)


def mlp_loss(w1, w2, x, y):
  h = jnp.tanh(x @ w1)
  return jnp.mean((h @ w2 - y) ** 2)


def mlp_step(w1, w2, x, y):
  loss, (g1, g2) = jax.value_and_grad(mlp_loss, argnums=(0, 1))(w1, w2, x, y)
  return w1 - 0.1 * g1, w2 - 0.1 * g2, loss


export("mlp_train_step", mlp_step, w1, w2, x, y)
xb = jax.random.normal(k1, (5, 7), jnp.float32).astype(jnp.bfloat16)
export("cumulative_bf16", lambda a: (jnp.cumsum(a, 1), jax.lax.cummax(a, 0),
                                      jnp.cumprod(a, 1)), xb)
xi = jax.random.randint(k2, (6, 5), -50, 50, jnp.int32)
export("sort_argsort_int", lambda a: (jnp.sort(a, 1), jnp.argsort(a, 0),
                                      jnp.where(a > 0, a, -a).astype(jnp.uint8)), xi)
xc = (jax.random.normal(k3, (4, 6)) + 1j * jax.random.normal(k4, (4, 6))).astype(jnp.complex64)
export("complex_ops", lambda a: (jnp.fft.fft(a, axis=1), a * jnp.conj(a), jnp.abs(a)), xc)


def scan_rnn(w, xs):
  def cell(h, xt):
    h = jnp.tanh(h @ w + xt)
    return h, h.sum()
  return jax.lax.scan(cell, jnp.zeros((3,), jnp.float32), xs)


export("scan_rnn", scan_rnn, jax.random.normal(k1, (3, 3)) * 0.5, jax.random.normal(k2, (9, 3)))
export("gather_scatter", lambda a, i: (a[i], a.at[i].add(1.0), jnp.take_along_axis(a[i], i[:, None] % 3, 1)),
       jax.random.normal(k3, (10, 3)), jnp.array([3, 1, 7, 7, 0], jnp.int32))
export("conv_pool", lambda a, k: jax.lax.reduce_window(
    jax.lax.conv_general_dilated(a, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")),
    -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID"),
    jax.random.normal(k1, (2, 8, 8, 3)), jax.random.normal(k2, (3, 3, 3, 4)))

with open(os.path.join(out_dir, "report.json"), "w") as f:
  json.dump(report, f, indent=1)
print(json.dumps({k: v for k, v in report.items() if k != "programs"}))
bad = {k: v for k, v in report["programs"].items() if any(isinstance(x, str) for x in v.values())}
print("refused:", json.dumps(bad, indent=1)[:3000])
