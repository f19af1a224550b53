#!/usr/bin/env python3
"""strata-fuzz-programs: a differential fuzzer of whole StableHLO programs.

usage: strata_fuzz_programs.py --bin BUILD/bin --targets-dir DIR
           [--targets llvm-cpu,vmvx,vulkan] [--seed N] [--count N]
           [--size N] [--time-budget SECONDS] [--save DIR] [--work DIR]
       strata_fuzz_programs.py --bin BUILD/bin --targets-dir DIR
           --regressions DIR [--targets ...]
       strata_fuzz_programs.py ... --stage DIR   (write the programs only)

Generates random valid programs (grammar.py), compiles each with
strata-compile for every target, runs it with strata-run on the same random
inputs and compares every result with the numpy reference (and so the
targets with each other). A crash of the compiler, a compile error on a
valid program, a failed run (a driver that refuses a pipeline included) or a
result outside the tolerance is a finding: it is minimized (results one at a
time, then steps replaced by arguments holding their reference values, dead
steps dropped where the finding stays without them, then the shape of a program
of elementwise steps cut dimension by dimension) and, with --save, written as a reproducer folder
(program.mlir, in*.npy, out*.npy with the reference values, meta.json).
--regressions runs every saved reproducer on every target.

Prints one line per program and per finding, then a summary (programs, ops
covered, findings); exits 1 when there was a finding.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time
import traceback

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import etypes as et  # noqa: E402
import generator as gen  # noqa: E402
import grammar as g  # noqa: E402

CRASH_MARKERS = ("Stack dump", "PLEASE submit a bug report", "LLVM ERROR",
                 "Assertion", "Segmentation fault", "AddressSanitizer")


def device_of(target):
    return "vulkan" if target == "vulkan" else "local"


def run_cmd(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True, errors="replace", timeout=timeout)
        return p.returncode, p.stdout
    except subprocess.TimeoutExpired:
        return None, f"timed out after {timeout} s"


def tolerance(want, err, exact, etype):
    """The absolute tolerance of a result: 0 (bit for bit, -0 == 0) for exact
    values and non-floats, else twice its error bound plus a few roundings
    of the largest magnitude; None where the bound is infinite."""
    if exact or not et.is_inexact(etype):
        return 0.0
    if not np.isfinite(err):
        return None
    finite = np.isfinite(want)
    scale = float(np.max(np.abs(want[finite]))) if finite.any() else 0.0
    return 2.0 * err + 8.0 * et.EPS[etype] * (1.0 + scale)


def compare(got, want, atol, etype):
    """None when `got` (as np.load read it) matches the reference `want`
    within `atol`, else why not."""
    got = et.from_file(got, etype)
    if got.shape != want.shape or (got.dtype != want.dtype and etype != "bf16"):
        return f"{got.dtype}{list(got.shape)} vs expected {want.dtype}{list(want.shape)}"
    if atol is None:
        return None
    if not et.is_inexact(etype):
        bad = np.argwhere(got != want)
        return None if bad.size == 0 else \
            f"{len(bad)} elements differ, first at {tuple(bad[0])}: {got[tuple(bad[0])]} vs {want[tuple(bad[0])]}"
    wide = np.complex128 if et.is_complex(etype) else np.float64
    g64, w64 = got.astype(wide), want.astype(wide)
    finite = np.isfinite(w64)
    with np.errstate(all="ignore"):
        ok = np.where(finite, np.abs(g64 - w64) <= atol,
                      (g64 == w64) | (np.isnan(g64) & np.isnan(w64)))
    bad = np.argwhere(~ok)
    if bad.size == 0:
        return None
    i = tuple(bad[0])
    return (f"{len(bad)} of {want.size} elements differ, first at {i}: {got[i]!r} vs "
            f"{want[i]!r} ({etype}, tolerance {atol:.3g})")


class Runner:
    def __init__(self, args):
        self.bin, self.targets_dir = args.bin, args.targets_dir
        self.work = args.work
        os.makedirs(self.work, exist_ok=True)

    def check(self, text, inputs, expected, target, tag, partitions=None):
        """Compiles and runs one program on one target (an SPMD one on
        `partitions` ranks): None, or a finding (kind, detail). `inputs`:
        (array, element type) pairs; `expected`: (array, tolerance, element
        type) triples."""
        d = os.path.join(self.work, tag)
        os.makedirs(d, exist_ok=True)
        src = os.path.join(d, "program.mlir")
        with open(src, "w") as f:
            f.write(text)
        module = os.path.join(d, f"{target}.smod")
        rc, out = run_cmd([os.path.join(self.bin, "strata-compile"), src,
                           f"--targets={os.path.join(self.targets_dir, target + '.json')}",
                           "-o", module], 300)
        if rc is None or rc < 0 or any(m in out for m in CRASH_MARKERS):
            return ("compiler-crash", out[-1500:])
        if rc != 0:
            return ("compile-error", out[-1500:])
        cmd = [os.path.join(self.bin, "strata-run"), f"--module={module}",
               f"--device={device_of(target)}"]
        if partitions:
            cmd.append(f"--partitions={partitions}")
        for i, (x, t) in enumerate(inputs):
            path = os.path.join(d, f"in{i}.npy")
            np.save(path, et.to_file(x, t))
            cmd.append(f"--input=@{path}")
        outs = [os.path.join(d, f"{target}.out{i}.npy") for i in range(len(expected))]
        cmd += [f"--output=@{o}" for o in outs]
        rc, out = run_cmd(cmd, 300)
        if rc != 0:
            return ("run-error", out[-1500:])
        for i, (o, (want, atol, t)) in enumerate(zip(outs, expected)):
            why = compare(np.load(o), want, atol, t)
            if why:
                return ("mismatch", f"result {i}: {why}")
        return None


def remap_program(args, steps, results, inputs, keep_steps, new_args):
    """The program with `keep_steps` (indices into steps) kept and the other
    steps' values that kept steps or results read turned into arguments
    (their values from `new_args`: step index -> array)."""
    n = len(args)
    new_arg_list = list(args)
    new_inputs = list(inputs)
    index = {i: i for i in range(n)}
    for k in sorted(new_args):
        index[n + k] = len(new_arg_list)
        new_arg_list.append(steps[k].result)
        new_inputs.append(new_args[k])
    base = len(new_arg_list)
    new_steps = []
    for k in sorted(keep_steps):
        s = steps[k]
        new_steps.append(g.Step(s.kind, [index[i] for i in s.operands], s.result, **s.params))
        index[n + k] = base + len(new_steps) - 1
    return new_arg_list, new_steps, [index[i] for i in results], new_inputs


def expectations(prog, partitions=None):
    """The program's inputs as (array, type) and results as (array,
    tolerance, type)."""
    args, steps, results, inputs = prog
    return ([(x, a.etype) for x, a in zip(inputs, args)],
            [(y, tolerance(y, e, exact, t), t) for y, e, exact, t in
             gen.reference(args, steps, results, inputs, partitions)])


def prune(args, steps, results, inputs):
    """Drops steps nothing reads and arguments nothing reads."""
    n = len(args)
    live = set(results)
    for k in reversed(range(len(steps))):
        if n + k in live:
            live.update(steps[k].operands)
    keep_args = [i for i in range(n) if i in live]
    keep_steps = [k for k in range(len(steps)) if n + k in live]
    index = {}
    for j, i in enumerate(keep_args):
        index[i] = j
    new_steps = []
    for k in keep_steps:
        s = steps[k]
        new_steps.append(g.Step(s.kind, [index[i] for i in s.operands], s.result, **s.params))
        index[n + k] = len(keep_args) + len(new_steps) - 1
    return ([args[i] for i in keep_args], new_steps, [index[i] for i in results],
            [inputs[i] for i in keep_args])


def minimize(runner, prog, target, kind, deadline, partitions=None):
    """Shrinks `prog` (args, steps, results, inputs) while `target` still
    gives a finding of `kind`."""
    def fails(p):
        if time.time() > deadline:
            return False
        a, s, r, x = p
        ins, expected = expectations(p, partitions)
        found = runner.check(gen.render(a, s, r, partitions), ins, expected, target,
                             "minimize", partitions)
        return found is not None and found[0] == kind

    # Dead steps are dropped only while the finding stays: a collective
    # nothing reads, or an op whose value is unused, can be the bug itself.
    args, steps, results, inputs = prog
    pruned = prune(*prog)
    if len(pruned[1]) < len(steps) and fails(pruned):
        args, steps, results, inputs = pruned
    if len(results) > 1:
        for r in results:
            cand = prune(args, steps, [r], inputs)
            if fails(cand):
                args, steps, results, inputs = cand
                break
    changed = True
    while changed and time.time() < deadline:
        changed = False
        vals, _ = gen.all_values(args, steps, inputs, partitions)
        n = len(args)
        for k in reversed(range(len(steps))):
            keep = [j for j in range(len(steps)) if j != k]
            unpruned = remap_program(args, steps, results, inputs, keep,
                                     {k: vals[n + k]})
            pruned = prune(*unpruned)
            for cand in (pruned, unpruned) if len(pruned[1]) < len(
                    unpruned[1]) else (unpruned,):
                if fails(cand):
                    args, steps, results, inputs = cand
                    changed = True
                    break
            if changed:
                break
    cand = drop_unused_args((args, steps, results, inputs))
    if len(cand[0]) < len(args) and fails(cand):
        args, steps, results, inputs = cand
    if not partitions:
        args, steps, results, inputs = shrink_shapes(
            (args, steps, results, inputs), fails)
    return args, steps, results, inputs


# Steps whose result has their operands' shape and whose parameters do not
# depend on it (a constant's array is sliced with the rest).
ELEMENTWISE_KINDS = {"unary", "bounded", "binary", "divide", "remainder", "shift",
                     "compare", "select", "convert", "is_finite", "constant"}


def drop_unused_args(prog):
    """The program without arguments nothing reads."""
    args, steps, results, inputs = prog
    n = len(args)
    used = set(results) | {i for st in steps for i in st.operands}
    keep = [i for i in range(n) if i in used]
    if len(keep) == n:
        return prog
    index = {i: j for j, i in enumerate(keep)}
    for k in range(len(steps)):
        index[n + k] = len(keep) + k
    new_steps = [g.Step(st.kind, [index[i] for i in st.operands], st.result, **st.params)
                 for st in steps]
    return ([args[i] for i in keep], new_steps, [index[i] for i in results],
            [inputs[i] for i in keep])


def shrink_shapes(prog, fails):
    """Shape shrinking: values tied by elementwise steps (one shape, whose
    parameters do not depend on it) form a group; each group's dimensions
    are cut to 1, else halved, while the finding stays (inputs and
    constants sliced with them). Groups touching another kind of step keep
    their shape."""
    args, steps, results, inputs = prog
    n = len(args)
    values = list(args) + [st.result for st in steps]
    parent = list(range(len(values)))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    frozen = set()
    for k, st in enumerate(steps):
        if st.kind in ELEMENTWISE_KINDS:
            for i in st.operands:
                if values[i].shape == st.result.shape:
                    parent[find(i)] = find(n + k)
                else:
                    frozen.add(i)
                    frozen.add(n + k)
        else:
            frozen.update(st.operands)
            frozen.add(n + k)
    frozen = {find(i) for i in frozen}

    def with_shape(group, new):
        cut = tuple(slice(0, d) for d in new)
        members = {i for i in range(len(values)) if find(i) == group}
        new_args = [g.Value(new, a.etype, a.exact) if i in members else a
                    for i, a in enumerate(args)]
        new_steps = []
        for k, st in enumerate(steps):
            if n + k not in members:
                new_steps.append(st)
                continue
            params = dict(st.params)
            if isinstance(params.get("array"), np.ndarray):
                params["array"] = params["array"][cut]
            new_steps.append(g.Step(st.kind, st.operands,
                                    g.Value(new, st.result.etype, st.result.exact),
                                    **params))
        new_inputs = [x[cut] if i in members else x for i, x in enumerate(inputs)]
        return new_args, new_steps, results, new_inputs

    for group in sorted({find(i) for i in range(len(values))} - frozen):
        shape = values[group].shape
        changed = True
        while changed and shape:
            changed = False
            for d, size in enumerate(shape):
                for smaller in sorted({1, size // 2}):
                    if not 1 <= smaller < size:
                        continue
                    new = shape[:d] + (smaller,) + shape[d + 1:]
                    cand = with_shape(group, new)
                    if fails(cand):
                        prog, shape, changed = cand, new, True
                        args, steps, results, inputs = cand
                        values = list(args) + [st.result for st in steps]
                        break
                if changed:
                    break
    return prog


def save(folder, prog, finding, target, seed, partitions=None):
    """A reproducer (or, without a finding, a staged program) in the corpus
    folder format, so strata-run --expected_output and bench/gpu's runners
    read it: the tolerance is written as numbers (atol from the largest
    expected magnitude)."""
    args, steps, results, inputs = prog
    ins, expected = expectations(prog, partitions)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "program.mlir"), "w") as f:
        f.write(gen.render(args, steps, results, partitions))
    for i, (x, t) in enumerate(ins):
        np.save(os.path.join(folder, f"in{i}.npy"), et.to_file(x, t))
    for i, (y, _, t) in enumerate(expected):
        np.save(os.path.join(folder, f"out{i}.npy"), et.to_file(y, t))
    tols = [tol for _, tol, _ in expected]
    # One tolerance for the folder (the corpus format): the loosest result's.
    atol = max([t for t in tols if t is not None] + [0.0])
    extra = {"partitions": partitions} if partitions else {}
    with open(os.path.join(folder, "meta.json"), "w") as f:
        json.dump({"name": os.path.basename(folder), "kind": "fuzz", **extra,
                   "finding": finding[0] if finding else None, "target": target,
                   "seed": seed, "detail": finding[1][-400:] if finding else None,
                   "ops": gen.ops_of(steps),
                   "inputs": [[list(x.shape), et.npy_dtype_name(t)] for x, t in ins],
                   "outputs": [[list(y.shape), et.npy_dtype_name(t)] for y, _, t in expected],
                   "output_types": [t for _, _, t in expected],
                   "output_tolerances": [t if t is not None else -1.0 for t in tols],
                   "tolerance": {"rtol": 0.0, "atol": atol}},
                  f, indent=1)


def fuzz(args, runner, targets):
    start = time.time()
    ops, findings, programs = set(), 0, 0
    for n in range(args.count):
        if args.time_budget and time.time() - start > args.time_budget:
            break
        seed = args.seed + n
        rng = np.random.default_rng(seed)
        # SPMD or not from a generator of its own: the programs of a seed
        # without --spmd stay what they were.
        partitions = None
        spmd_rng = np.random.default_rng([seed, 1])
        if args.spmd and spmd_rng.random() < args.spmd:
            partitions = int(spmd_rng.choice([2, 4]))
        maker = gen.Generator(rng, args.size, partitions)
        results = maker.generate()
        inputs = gen.random_inputs(maker.args, rng, partitions)
        prog = (maker.args, maker.steps, results, inputs)
        text = gen.render(maker.args, maker.steps, results, partitions)
        try:
            ins, expected = expectations(prog, partitions)
        except Exception as e:  # noqa: BLE001 - the oracle's own bug
            # A finding in the reference evaluator: reported with its program
            # (the run goes on; an hour on the GPU machine must not stop at one).
            findings += 1
            print(f"FINDING seed {seed} reference {type(e).__name__}: {str(e)[:300]}", flush=True)
            if args.save:
                folder = os.path.join(args.save, f"reference-error-s{seed}")
                os.makedirs(folder, exist_ok=True)
                with open(os.path.join(folder, "program.mlir"), "w") as f:
                    f.write(text)
                with open(os.path.join(folder, "error.txt"), "w") as f:
                    f.write(traceback.format_exc())
            continue
        ops.update(gen.ops_of(maker.steps))
        programs += 1
        if args.stage:
            # The corpus format has one tolerance and compares non-finite
            # values exactly: a result without a finite bound is not staged.
            if all(tol is not None for _, tol, _ in expected):
                save(os.path.join(args.stage, f"fuzz_s{seed}"), prog, None, None, seed,
                     partitions)
            continue
        status = []
        for target in targets:
            found = runner.check(text, ins, expected, target, f"s{seed}", partitions)
            if not found:
                status.append(f"{target}=ok")
                continue
            findings += 1
            status.append(f"{target}={found[0]}")
            print(f"FINDING seed {seed} {target} {found[0]}: {found[1].strip().splitlines()[-1][:300] if found[1].strip() else ''}",
                  flush=True)
            if args.save:
                small = minimize(runner, prog, target, found[0],
                                 time.time() + args.minimize_seconds, partitions)
                folder = os.path.join(args.save, f"{target}-{found[0]}-s{seed}")
                save(folder, small, found, target, seed, partitions)
                print(f"  minimized to {len(small[1])} steps: {folder}", flush=True)
        ranks = f" on {partitions} ranks" if partitions else ""
        print(f"seed {seed}: {len(maker.steps)} steps{ranks}, {' '.join(status)}", flush=True)
    print(f"strata-fuzz-programs: {programs} programs, {len(ops)} ops covered "
          f"({', '.join(sorted(ops))}), {findings} findings, {time.time() - start:.0f} s")
    return findings


def regressions(args, runner, targets):
    failures, count = 0, 0
    for name in sorted(os.listdir(args.regressions)):
        d = os.path.join(args.regressions, name)
        if not os.path.isfile(os.path.join(d, "program.mlir")):
            continue
        with open(os.path.join(d, "program.mlir")) as f:
            text = f.read()
        inputs = [np.load(os.path.join(d, f)) for f in sorted(
            (f for f in os.listdir(d) if f.startswith("in") and f.endswith(".npy")),
            key=lambda f: int(f[2:-4]))]
        outs = [np.load(os.path.join(d, f)) for f in sorted(
            (f for f in os.listdir(d) if f.startswith("out") and f.endswith(".npy")),
            key=lambda f: int(f[3:-4]))]
        with open(os.path.join(d, "meta.json")) as f:
            meta = json.load(f)
        types = meta.get("output_types") or [
            "bf16" if y.dtype.kind == "V" else {v: k for k, v in et.NP.items()
                                                if k != "bf16"}[y.dtype.type] for y in outs]
        tols = meta.get("output_tolerances") or [
            1e-4 * (1.0 + float(np.max(np.abs(y)))) + 2e-3 * float(np.max(np.abs(y)))
            if y.dtype.kind == "f" and y.size else 0.0 for y in outs]
        expected = [(et.from_file(y, t), None if tol < 0 else tol, t)
                    for y, t, tol in zip(outs, types, tols)]
        inputs = [(x, None) for x in inputs]  # saved as strata-run reads them
        for target in targets:
            count += 1
            found = runner.check(text, inputs, expected, target, f"reg-{name}",
                                 meta.get("partitions"))
            print(f"{'FAIL' if found else 'PASS'} {name} {target}"
                  + (f": {found[0]}: {found[1].strip().splitlines()[-1][:300]}" if found else ""),
                  flush=True)
            failures += found is not None
    print(f"strata-fuzz-programs regressions: {count - failures} of {count} passed")
    return failures


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--bin", required=True, help="folder of strata-compile and strata-run")
    p.add_argument("--targets-dir", required=True, help="folder of TARGET.json manifests")
    p.add_argument("--targets", default="llvm-cpu,vmvx,vulkan")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--count", type=int, default=20)
    p.add_argument("--size", type=int, default=12, help="steps per program")
    p.add_argument("--spmd", type=float, default=0,
                   help="fraction of the programs that are SPMD programs over 2 or 4 "
                   "ranks with collectives (spmd.py), run with strata-run --partitions")
    p.add_argument("--time-budget", type=float, default=0, help="seconds (0: none)")
    p.add_argument("--minimize-seconds", type=float, default=120)
    p.add_argument("--save", help="folder for minimized reproducers")
    p.add_argument("--regressions", help="run the reproducers in this folder")
    p.add_argument("--stage", help="only write the programs (corpus folder format) "
                   "here, for a machine without the compiler (bench/gpu/stage.sh)")
    p.add_argument("--work", default="fuzz-programs-work")
    args = p.parse_args()
    targets = [t for t in args.targets.split(",") if t]
    runner = Runner(args)
    if "vulkan" in targets:
        rc, out = run_cmd([os.path.join(args.bin, "strata-run"), "--list-devices"], 60)
        if rc != 0 or not any(line.startswith("vulkan:") for line in out.splitlines()):
            print("strata-fuzz-programs: no Vulkan device here; vulkan skipped")
            targets.remove("vulkan")
    bad = regressions(args, runner, targets) if args.regressions else fuzz(args, runner, targets)
    shutil.rmtree(os.path.join(args.work, "minimize"), ignore_errors=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
