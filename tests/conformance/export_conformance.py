#!/usr/bin/env python3
"""Exports the StableHLO conformance programs of tests/conformance in the
corpus folder format (the same as tests/models; see tests/models/README.md).

usage: export_conformance.py OUTDIR [NAME ...]
       export_conformance.py --table [NAME ...]

Writes one folder per program into OUTDIR (all programs, or only the NAMEs
given; a NAME may be a shell pattern such as 'int_ops_*'):

  program.mlir          StableHLO as JAX prints it (Lowered.as_text(), pretty form)
  program.generic.mlir  the same module in MLIR's generic op form
  in0.npy ... inN.npy   the arguments of @main, in order
  out0.npy ... outM.npy XLA:CPU's results for them (inf and NaN included)
  meta.json             name, kind ("conformance"), class (1..7), note,
                        inputs, outputs, output_labels, bytes,
                        tolerance {rtol, atol}, jax (version)

--table prints the README's program table (markdown rows from the builders'
notes) instead of exporting.

Each program is a small JAX function that exercises one class of issue 13
through what JAX really writes:
  1 attributes with omitted default fields / op syntax (gather, scatter,
    dot_general, einsum, convolution layouts, sort, fft, reduce_precision)
  2 transposed and gradient convolutions
  3 complex element types
  4 integer ops on every width
  5 JAX's random helpers, key as an input
  6 f64 (and f32, f16/bf16) accuracy of elementwise math and chlo ops
  7 dense hex constants (i1 masks and other element types)

Needs JAX (written against jax 0.11.2, numpy 2.x). Everything is lowered and
run for the CPU platform (JAX_PLATFORMS=cpu, set by export_models on import)
with jax_enable_x64 on, so f64/i64/u64/complex128 stay as written. The
helpers that read the lowered text come from tests/models/export_models.py.
"""
import contextlib
import fnmatch
import json
import os
import re
import sys
import time
import traceback

from conformance_common import *  # noqa: F401,F403
from conformance_common import _first_line  # noqa: F401
from cases_attributes import *  # noqa: F401,F403
from cases_convolutions import *  # noqa: F401,F403
from cases_complex import *  # noqa: F401,F403
from cases_integers import *  # noqa: F401,F403
from cases_random import *  # noqa: F401,F403
from cases_math_hex import *  # noqa: F401,F403


# --------------------------------------------------------------------------
# The program list: (name, class, builder)
# --------------------------------------------------------------------------

PROGRAMS = [
    ("attr_gather_f32", 1, attr_gather_f32),
    ("attr_gather_lax_f32", 1, attr_gather_lax_f32),
    ("attr_scatter_f32", 1, attr_scatter_f32),
    ("attr_scatter_int", 1, attr_scatter_int),
    ("attr_dynamic_slice_f32", 1, attr_dynamic_slice_f32),
    ("attr_dot_general_f32", 1, attr_dot_general_f32),
    ("attr_dot_int", 1, attr_dot_int),
    ("attr_dot_tiles_f32", 1, attr_dot_tiles_f32),
    ("attr_dot_tiles_lowp", 1, attr_dot_tiles_lowp),
    ("attr_dot_tiles_int", 1, attr_dot_tiles_int),
    ("attr_dot_lowp", 1, attr_dot_lowp),
    ("attr_einsum_f32", 1, attr_einsum_f32),
    ("attr_conv_layouts_2d", 1, attr_conv_layouts_2d),
    ("attr_conv_1d_3d", 1, attr_conv_1d_3d),
    ("attr_sort_float", 1, attr_sort_float),
    ("attr_sort_int", 1, attr_sort_int),
    ("attr_fft_c64", 1, attr_fft_c64),
    ("attr_fft_c128", 1, attr_fft_c128),
    ("attr_fft_long_c64", 1, attr_fft_long_c64),
    ("attr_fft_long_c128", 1, attr_fft_long_c128),
    ("attr_reduce_precision", 1, attr_reduce_precision),
    ("conv_transpose_1d", 2, conv_transpose_1d),
    ("conv_transpose_2d_nhwc", 2, conv_transpose_2d_nhwc),
    ("conv_transpose_2d_nchw", 2, conv_transpose_2d_nchw),
    ("conv_transpose_3d", 2, conv_transpose_3d),
    ("conv_grad_strided_dilated", 2, conv_grad_strided_dilated),
    ("conv_grad_grouped", 2, conv_grad_grouped),
    ("conv_lhs_dilation", 2, conv_lhs_dilation),
    ("cplx_ops_c64", 3, cplx_ops_c64),
    ("cplx_ops_c128", 3, cplx_ops_c128),
    ("cplx_math_c64", 3, cplx_math_c64),
    ("cplx_math_c128", 3, cplx_math_c128),
    ("cplx_extreme_c64", 3, cplx_extreme_c64),
    ("cplx_extreme_c128", 3, cplx_extreme_c128),
    ("cplx_bitcast", 3, cplx_bitcast),
] + [(f"int_ops_{tag}", 4, int_ops(tag, dt)) for tag, dt in INT_DTYPES] + [
    ("rand_keys_bits", 5, rand_keys_bits),
    ("rand_float_f32", 5, rand_float_f32),
    ("rand_float_f64", 5, rand_float_f64),
    ("rand_int", 5, rand_int),
    ("rand_choice_perm", 5, rand_choice_perm),
    ("rand_gamma_beta", 5, rand_gamma_beta),
    ("math_f64", 6, math_f64),
    ("math_special_f64", 6, math_special_f64),
    ("math_f32", 6, math_f32),
    ("math_special_f32", 6, math_special_f32),
    ("math_f16_bf16", 6, math_f16_bf16),
    ("hex_bool_masks", 7, hex_bool_masks),
    ("hex_const_types", 7, hex_const_types),
]

CLASS_NAMES = {
    1: "attributes with omitted default fields / op syntax",
    2: "transposed and gradient convolutions",
    3: "complex element types",
    4: "integer ops on every width",
    5: "random helpers, key as input",
    6: "accuracy of elementwise math and chlo ops",
    7: "dense hex constants",
}


# --------------------------------------------------------------------------
# Export
# --------------------------------------------------------------------------

def _as_numeric(a):
    """bf16 (an ml_dtypes void-kind dtype) as f32, for numpy comparisons."""
    return a.astype(F32) if a.dtype == np.dtype(BF16) else a


def _same(a, b):
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    a, b = _as_numeric(a), _as_numeric(b)
    if a.dtype.kind in "fc":
        return bool(np.array_equal(a, b, equal_nan=True))
    return bool(np.array_equal(a, b))


def _nonfinite(a):
    a = _as_numeric(a)
    return int(np.sum(~np.isfinite(a))) if a.dtype.kind in "fc" else 0


HEX_CONST_RE = re.compile(
    r'dense<"0x[0-9A-Fa-f]*">\s*:\s*tensor<((?:[^<>]|<[^<>]*>)*)>')
ELEM_RE = re.compile(r"(?:^|x)(complex<\w+>|[a-z]+\d+)$")


def _hex_types(text):
    """Element types of the constants printed as dense<"0x...">."""
    types = set()
    for shape in HEX_CONST_RE.findall(text):
        m = ELEM_RE.search(shape)
        types.add(m.group(1) if m else shape)
    return sorted(types)


def override_xla_deviations(name, fn, leaves, tol):
    """Where XLA:CPU's complex result differs from numpy's C99 value beyond
    the tolerance (|a - e| <= atol + rtol |e|) at an input with a zero part
    (a signed zero on a branch cut: XLA ignores its sign) or a tiny one
    (|z| < 1e-20: XLA's formulas underflow), the expected value becomes
    numpy's; each override is listed in meta.json. Other disagreements are
    printed for review and keep XLA's value."""
    overrides = []
    for i, ref in enumerate(getattr(fn, "refs", None) or []):
        if ref is None or leaves[i].dtype.kind != "c":
            continue
        input_name, z, np_fn = ref
        z = np.asarray(z)
        with np.errstate(all="ignore"):
            want = np_fn(z.astype(np.complex128)).astype(leaves[i].dtype)
        got = leaves[i]
        both_nan = (np.isnan(got.real) | np.isnan(got.imag)) & (
            np.isnan(want.real) | np.isnan(want.imag))
        with np.errstate(all="ignore"):
            close = np.abs(got - want) <= tol["atol"] + tol["rtol"] * np.abs(want)
        bad = ~(close | both_nan | (got == want))
        special = (z.real == 0) | (z.imag == 0) | (np.abs(z) < 1e-20)
        idx = np.nonzero(bad & special)[0].tolist()
        rest = np.nonzero(bad & ~special)[0].tolist()
        label = fn.labels[i]
        if rest:
            print(f"  [{name}] review: {label} differs from numpy at "
                  f"{input_name}{rest} (XLA kept)")
        if idx:
            overrides.append({
                "output": i, "label": label, "indices": idx,
                "xla": [[float(v.real), float(v.imag)] for v in got[idx]],
                "numpy": [[float(v.real), float(v.imag)] for v in want[idx]]})
            got[idx] = want[idx]
            print(f"  [{name}] {label}: numpy's C99 value at {input_name}{idx}")
    return overrides


def override_with_numpy(name, fn, labels, args, leaves):
    """Outputs a builder marks (fn.numpy_refs: label -> (numpy function of
    the inputs, reason)) take numpy's value where XLA:CPU's execution mode
    (flush-to-zero, denormals-are-zero) changed the result; listed in
    meta.json."""
    overrides = []
    for label, (ref, reason) in getattr(fn, "numpy_refs", {}).items():
        if not labels or label not in labels:
            continue
        i = labels.index(label)
        want = np.asarray(ref(*args)).astype(leaves[i].dtype)
        differ = ~((want == leaves[i]) | (np.isnan(want) & np.isnan(leaves[i]))
                   if want.dtype.kind in "fc" else want == leaves[i])
        idx = np.argwhere(differ).tolist()
        if idx:
            overrides.append({"output": i, "label": label, "indices": idx,
                              "reason": reason})
            leaves[i] = want
            print(f"  [{name}] {label}: numpy's value at {idx} ({reason})")
    return overrides


def export(outdir, name, cls, build):
    t0 = time.time()
    fn, args, note, tol = build()
    args = [np.asarray(a) for a in args]
    lowered, text, nres = lower_program(
        name, jax.jit(fn, keep_unused=True), args)
    if cls == 7:
        if 'dense<"0x' not in text:
            print(f"  [{name}] warning: no dense<\"0x...\"> constant in the program")
        else:
            print(f"  [{name}] hex constants of: {', '.join(_hex_types(text))}")
    generic = generic_form(lowered, text, name)
    if generic is not None:
        check_generic_parses(lowered, generic, name)

    compiled = lowered.compile()
    leaves = [np.array(o) for o in jax.tree_util.tree_leaves(compiled(*args))]
    if nres is not None and nres != len(leaves):
        print(f"  [{name}] warning: @main has {nres} results, got {len(leaves)}")
    again = [np.asarray(o) for o in jax.tree_util.tree_leaves(compiled(*args))]
    for i, (a, b) in enumerate(zip(leaves, again)):
        if not _same(a, b):
            print(f"  [{name}] warning: output {i} differs between runs")
    labels = getattr(fn, "labels", None)
    if labels is not None and len(labels) != len(leaves):
        print(f"  [{name}] warning: {len(labels)} labels for {len(leaves)} outputs")
        labels = None
    overrides = override_xla_deviations(name, fn, leaves, tol)
    overrides += override_with_numpy(name, fn, labels, args, leaves)
    # Non-finite outputs are legitimate results; list them for review.
    nonfinite = []
    for i, o in enumerate(leaves):
        n = _nonfinite(o)
        if n:
            nonfinite.append(f"{labels[i] if labels else i}: {n}/{o.size}")
    if nonfinite:
        print(f"  [{name}] non-finite expected values: " + "; ".join(nonfinite))

    if all(o.dtype.kind in "iub" for o in leaves):
        tol = EXACT
    base = program_meta(name, "conformance", note, args, leaves, text, tol)
    # The class right after the kind, as the committed files have it.
    meta = {"name": name, "kind": "conformance", "class": cls,
            **{k: v for k, v in base.items() if k not in ("name", "kind")}}
    if labels is not None:
        meta["output_labels"] = labels
    if overrides:
        meta["expected_from_numpy"] = overrides
    write_program_folder(outdir, name, text, generic, args, leaves, meta)
    ops = sorted(set(OP_RE.findall(text)))
    print(f"{name}: ok ({time.time() - t0:.1f}s) class={cls} bytes={len(text.encode())} "
          f"generic={'yes' if generic is not None else 'NO'} "
          f"inputs={meta['inputs']} outputs={meta['outputs']} "
          f"tolerance={meta['tolerance']} ops({len(ops)})={','.join(ops)}",
          flush=True)
    return ops


def _selected(patterns):
    if not patterns:
        return list(PROGRAMS)
    unknown = [p for p in patterns
               if not any(fnmatch.fnmatchcase(n, p) for n, _, _ in PROGRAMS)]
    if unknown:
        print(f"warning: no program matches {unknown}")
    return [(n, c, b) for n, c, b in PROGRAMS
            if any(fnmatch.fnmatchcase(n, p) for p in patterns)]


def print_table(patterns):
    print("| program | class | covers |")
    print("|---|---|---|")
    for name, cls, build in _selected(patterns):
        try:
            # Builders that probe ops print notes; keep them off the table.
            with contextlib.redirect_stdout(sys.stderr):
                note = build()[2]
        except Exception as e:  # noqa: BLE001
            note = f"(builder failed: {type(e).__name__}: {_first_line(e)})"
        note = note.replace("|", "\\|")
        print(f"| `{name}` | {cls} | {note} |", flush=True)


def main():
    argv = sys.argv[1:]
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 2
    if argv[0] == "--table":
        print_table(argv[1:])
        return 0
    outdir = argv[0]
    todo = _selected(argv[1:])
    os.makedirs(outdir, exist_ok=True)
    print(f"jax {jax.__version__}, numpy {np.__version__}, "
          f"devices {jax.devices()}, default float {jnp.asarray(1.0).dtype}",
          flush=True)
    failed = []
    for name, cls, build in todo:
        try:
            export(outdir, name, cls, build)
        except Exception as e:  # noqa: BLE001
            failed.append(name)
            print(f"{name}: FAIL {e!r}", flush=True)
            traceback.print_exc()
    print(f"done: {len(todo) - len(failed)} ok, {len(failed)} failed {failed}",
          flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
