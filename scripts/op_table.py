#!/usr/bin/env python3
"""Prints the table of StableHLO/CHLO ops and element types that Strata's
end-to-end tests exercise, and the spec ops nothing tests yet.

Sources: every corpus, tests/models and tests/conformance program run by
tests/e2e (minus the expected failures in tests/e2e/xfail-*.txt) and every
lit test that compiles and runs a
program with strata-run. `--readme` rewrites the table
between the markers in README.md.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus"))

# The StableHLO opset (spec) plus the CHLO ops JAX emits.
SPEC_OPS = """abs add after_all all_gather all_reduce all_to_all and atan2
batch_norm_grad batch_norm_inference batch_norm_training bitcast_convert
broadcast_in_dim case cbrt ceil cholesky clamp collective_broadcast
collective_permute compare complex composite concatenate constant convert
convolution cosine count_leading_zeros custom_call divide dot_general
dynamic_broadcast_in_dim dynamic_conv dynamic_gather dynamic_iota dynamic_pad
dynamic_reshape dynamic_slice dynamic_update_slice exponential
exponential_minus_one fft floor gather get_dimension_size get_tuple_element if
imag infeed iota is_finite log log_plus_one logistic map maximum minimum
multiply negate not optimization_barrier or outfeed pad partition_id popcnt
power real recv reduce reduce_precision reduce_scatter reduce_window remainder
replica_id reshape reverse rng rng_bit_generator round_nearest_afz
round_nearest_even rsqrt scatter select select_and_scatter send shift_left
shift_right_arithmetic shift_right_logical sign sine slice sort sqrt subtract
tan tanh transpose triangular_solve tuple uniform_dequantize
uniform_quantize while xor""".split()
CHLO_OPS = """acos acosh asin asinh atan atanh bessel_i1e cosh digamma erf erf_inv
erfc lgamma next_after polygamma sinh square tan top_k zeta""".split()

# Why the spec ops that no test reaches are not supported (input-hlo README,
# "Not supported").
REASONS = {
    "after_all": "tokens order host I/O (infeed/outfeed/send/recv), which the runtime has no channel for",
    "infeed": "host I/O channels: none in the runtime",
    "outfeed": "host I/O channels: none in the runtime",
    "send": "host I/O channels: none in the runtime",
    "recv": "host I/O channels: none in the runtime",
    "all_gather": "parses and verifies (sdy SPMD exports); running it needs HAL channels (issue 16, in progress)",
    "all_reduce": "parses and verifies (sdy SPMD exports); running it needs HAL channels (issue 16, in progress)",
    "all_to_all": "parses and verifies (sdy SPMD exports); running it needs HAL channels (issue 16, in progress)",
    "collective_permute": "parses and verifies (sdy SPMD exports); running it needs HAL channels (issue 16, in progress)",
    "reduce_scatter": "parses and verifies (sdy SPMD exports); running it needs HAL channels (issue 16, in progress)",
    "uniform_quantize": "quantized element types (!quant.uniform) are not supported",
    "uniform_dequantize": "quantized element types (!quant.uniform) are not supported",
}

OP_RE = re.compile(r'(?<![#\w.])"?\b(stablehlo|chlo|mhlo)\.([a-z_0-9]+)\b(?!<)')
TYPE_RE = re.compile(r"tensor<(?:[0-9?]+x)*([a-z]+[0-9]*|complex<f[0-9]+>)>")


def xfails():
    names = set()
    for path in glob.glob(os.path.join(ROOT, "tests", "e2e", "xfail-*.txt")):
        for line in open(path):
            line = line.split("#")[0].strip()
            if line:
                names.add(line.split(":")[0].split("[")[0].strip())
    return names


def tests():
    skip = xfails()
    for program in sorted(glob.glob(os.path.join(CORPUS, "*", "program.mlir"))):
        name = os.path.basename(os.path.dirname(program))
        if name not in skip and not name.startswith("bench_"):
            yield name, program
    # Shape-polymorphic and SPMD programs (run by tests/e2e on every
    # target; SPMD ones as ranks and emulated on one device).
    for group in ("dynamic", "spmd"):
        for program in sorted(glob.glob(os.path.join(CORPUS, group, "*",
                                                     "program.mlir"))):
            yield (group + "/" + os.path.basename(os.path.dirname(program)),
                   program)
    # The repository's JAX models and conformance programs (the same folder
    # format, run by tests/e2e on every target).
    for suite in ("models", "conformance", "dynamic", "spmd"):
        for program in sorted(glob.glob(os.path.join(ROOT, "tests", suite, "*",
                                                     "program.mlir"))):
            name = os.path.basename(os.path.dirname(program))
            if name not in skip:
                yield f"{suite}/{name}", program
    # lit tests that compile and run a program with strata-run.
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "lit", "**",
                                              "*.mlir"), recursive=True)):
        text = open(path, errors="replace").read()
        if re.search(r"^//\s*RUN:.*strata-run", text, re.M):
            yield "lit/" + os.path.basename(path), path
    # .test files that compile an Inputs/ program and run it.
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "lit", "**",
                                              "*.test"), recursive=True)):
        text = open(path, errors="replace").read()
        if not re.search(r"^(#\s*)?RUN:.*strata-run", text, re.M):
            continue
        compiled = set(re.findall(r"strata-compile\s+(%S/\S+\.mlir)", text))
        for program in sorted(compiled):
            yield ("lit/" + os.path.basename(path),
                   program.replace("%S", os.path.dirname(path)))
    # lit tests whose programs a python3 generator writes (`mkdir -p %t &&
    # %python %S/Inputs/gen.py ARGS` with %t the output directory): the
    # programs it writes there.
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "lit", "**",
                                              "*.test"), recursive=True)):
        text = open(path, errors="replace").read()
        if not re.search(r"^//\s*RUN:.*strata-run", text, re.M):
            continue
        for m in re.finditer(r"^//\s*RUN:.*mkdir -p %t && %python "
                             r"(%S/\S+\.py)([^&|\n]*)",
                             text, re.M):
            if "%t" not in m.group(2):
                continue
            out = tempfile.mkdtemp(prefix="op_table.")
            script = m.group(1).replace("%S", os.path.dirname(path))
            args = m.group(2).replace("%t", out).split()
            subprocess.run([sys.executable, script] + args, check=True,
                           stdout=subprocess.DEVNULL)
            for program in sorted(glob.glob(os.path.join(out, "*.mlir"))):
                yield "lit/" + os.path.basename(path), program


# An attribute's own type (`dense<[[0, 1]]> : tensor<1x2xi64>`), not an
# operand's.
ATTR_TYPE_RE = re.compile(r"dense<[^>]*>\s*:\s*tensor<[^>]*>")


def collect():
    ops = {}
    for name, path in tests():
        # Generic ops with a region ("stablehlo.all_reduce"(%x) ... ({)
        # have their types on the line that closes it (`}) : (...)`), at the
        # same indentation.
        pending = {}
        for line in open(path, errors="replace"):
            if line.lstrip().startswith("//"):
                continue
            indent = len(line) - len(line.lstrip())
            if line.lstrip().startswith("})") and indent in pending:
                types = set(TYPE_RE.findall(ATTR_TYPE_RE.sub("", line)))
                for key in pending.pop(indent):
                    ops[key][0].update(types)
            found = OP_RE.findall(line)
            if not found:
                continue
            # A constant's value type is its result type.
            stripped = line if any(o == "constant" for _, o in found) else \
                ATTR_TYPE_RE.sub("", line)
            types = set(TYPE_RE.findall(stripped))
            if line.rstrip().endswith("({"):
                pending[indent] = [
                    ("stablehlo" if d == "mhlo" else d, o) for d, o in found
                    if o not in ("return", "mesh")]
            for dialect, op in found:
                # (`stablehlo.mesh` is an attribute name on sdy.mesh.)
                if op in ("return", "mesh"):
                    continue
                dialect = "stablehlo" if dialect == "mhlo" else dialect
                entry = ops.setdefault((dialect, op), (set(), set()))
                entry[0].update(types)
                entry[1].add(name)
    return ops


def table():
    ops = collect()
    lines = ["| op | element types tested | tests |", "|---|---|---|"]
    for (dialect, op) in sorted(ops):
        types, names = ops[(dialect, op)]
        shown = sorted(names)
        more = f" (+{len(shown) - 3})" if len(shown) > 3 else ""
        lines.append(f"| `{dialect}.{op}` | {', '.join(sorted(types)) or '-'} | "
                     f"{', '.join(shown[:3])}{more} |")
    tested = {op for (d, op) in ops if d == "stablehlo"}
    tested_chlo = {op for (d, op) in ops if d == "chlo"}
    missing = [f"`stablehlo.{op}`" for op in SPEC_OPS if op not in tested]
    missing += [f"`chlo.{op}`" for op in CHLO_OPS if op not in tested_chlo]
    lines.append("")
    lines.append(f"{len(ops)} ops tested end to end. Not supported (a clear "
                 f"error when a program uses one):")
    lines.append("")
    for op in missing:
        name = op.strip("`").split(".", 1)[1]
        lines.append(f"- {op}: {REASONS.get(name, 'untested')}")
    return "\n".join(lines)


def main():
    text = table()
    if "--readme" in sys.argv:
        path = os.path.join(ROOT, "README.md")
        readme = open(path).read()
        begin, end = "<!-- op-table:begin -->", "<!-- op-table:end -->"
        if begin not in readme:
            sys.exit("README.md has no op-table markers")
        head, rest = readme.split(begin, 1)
        _, tail = rest.split(end, 1)
        open(path, "w").write(head + begin + "\n" + text + "\n" + end + tail)
    else:
        print(text)


if __name__ == "__main__":
    main()
