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
steps dropped) and, with --save, written as a reproducer folder
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

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import grammar as g  # noqa: E402

RTOL = 2e-3
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


def compare(got, want):
    """None when `got` matches the reference `want`, else why not."""
    if got.dtype != want.dtype or got.shape != want.shape:
        return f"{got.dtype}{list(got.shape)} vs expected {want.dtype}{list(want.shape)}"
    if want.dtype.kind != "f":
        bad = np.argwhere(got != want)
        return None if bad.size == 0 else \
            f"{len(bad)} elements differ, first at {tuple(bad[0])}: {got[tuple(bad[0])]} vs {want[tuple(bad[0])]}"
    finite = np.isfinite(want)
    scale = float(np.max(np.abs(want[finite]))) if finite.any() else 1.0
    atol = 1e-4 * (1.0 + scale)
    with np.errstate(all="ignore"):
        ok = np.where(finite, np.abs(got.astype(np.float64) - want) <= atol + RTOL * np.abs(want),
                      (got == want) | (np.isnan(got) & np.isnan(want)))
    bad = np.argwhere(~ok)
    if bad.size == 0:
        return None
    i = tuple(bad[0])
    return f"{len(bad)} of {want.size} elements differ, first at {i}: {got[i]!r} vs {want[i]!r}"


class Runner:
    def __init__(self, args):
        self.bin, self.targets_dir = args.bin, args.targets_dir
        self.work = args.work
        os.makedirs(self.work, exist_ok=True)

    def check(self, text, inputs, expected, target, tag):
        """Compiles and runs one program on one target: None, or a finding
        (kind, detail)."""
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
        for i, x in enumerate(inputs):
            path = os.path.join(d, f"in{i}.npy")
            np.save(path, np.array(x, order="C"))
            cmd.append(f"--input=@{path}")
        outs = [os.path.join(d, f"{target}.out{i}.npy") for i in range(len(expected))]
        cmd += [f"--output=@{o}" for o in outs]
        rc, out = run_cmd(cmd, 300)
        if rc != 0:
            return ("run-error", out[-1500:])
        for i, (o, want) in enumerate(zip(outs, expected)):
            why = compare(np.load(o), want)
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


def all_values(args, steps, inputs):
    vals = list(inputs)
    for s in steps:
        vals.append(g.evaluate_step(s, vals))
    return vals


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


def minimize(runner, prog, target, kind, deadline):
    """Shrinks `prog` (args, steps, results, inputs) while `target` still
    gives a finding of `kind`."""
    def fails(p):
        if time.time() > deadline:
            return False
        a, s, r, x = p
        expected = g.reference(a, s, r, x)
        found = runner.check(g.render(a, s, r), x, expected, target, "minimize")
        return found is not None and found[0] == kind

    args, steps, results, inputs = prune(*prog)
    if len(results) > 1:
        for r in results:
            cand = prune(args, steps, [r], inputs)
            if fails(cand):
                args, steps, results, inputs = cand
                break
    changed = True
    while changed and time.time() < deadline:
        changed = False
        vals = all_values(args, steps, inputs)
        n = len(args)
        for k in reversed(range(len(steps))):
            keep = [j for j in range(len(steps)) if j != k]
            cand = prune(*remap_program(args, steps, results, inputs, keep,
                                        {k: vals[n + k]}))
            if len(cand[1]) < len(steps) and fails(cand):
                args, steps, results, inputs = cand
                changed = True
                break
    return args, steps, results, inputs


def save(folder, prog, finding, target, seed):
    """A reproducer (or, without a finding, a staged program) in the corpus
    folder format, so strata-run --expected_output and bench/gpu's runners
    read it: the tolerance is written as numbers (atol from the largest
    expected magnitude)."""
    args, steps, results, inputs = prog
    expected = g.reference(args, steps, results, inputs)
    scale = max([float(np.max(np.abs(y[np.isfinite(y)]))) if y.dtype.kind == "f" and
                 np.isfinite(y).any() else 0.0 for y in expected] + [0.0])
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "program.mlir"), "w") as f:
        f.write(g.render(args, steps, results))
    for i, x in enumerate(inputs):
        np.save(os.path.join(folder, f"in{i}.npy"), np.array(x, order="C"))
    for i, y in enumerate(expected):
        np.save(os.path.join(folder, f"out{i}.npy"), np.array(y, order="C"))
    with open(os.path.join(folder, "meta.json"), "w") as f:
        json.dump({"name": os.path.basename(folder), "kind": "fuzz",
                   "finding": finding[0] if finding else None, "target": target,
                   "seed": seed, "detail": finding[1][-400:] if finding else None,
                   "ops": g.ops_of(steps),
                   "inputs": [[list(x.shape), str(x.dtype)] for x in inputs],
                   "outputs": [[list(y.shape), str(y.dtype)] for y in expected],
                   "tolerance": {"rtol": RTOL, "atol": 1e-4 * (1.0 + scale)}},
                  f, indent=1)


def fuzz(args, runner, targets):
    start = time.time()
    ops, findings, programs = set(), 0, 0
    for n in range(args.count):
        if args.time_budget and time.time() - start > args.time_budget:
            break
        seed = args.seed + n
        rng = np.random.default_rng(seed)
        gen = g.Generator(rng, args.size)
        results = gen.generate()
        inputs = g.random_inputs(gen.args, rng)
        prog = (gen.args, gen.steps, results, inputs)
        expected = g.reference(*prog)
        text = g.render(gen.args, gen.steps, results)
        ops.update(g.ops_of(gen.steps))
        programs += 1
        if args.stage:
            save(os.path.join(args.stage, f"fuzz_s{seed}"), prog, None, None, seed)
            continue
        status = []
        for target in targets:
            found = runner.check(text, inputs, expected, target, f"s{seed}")
            if not found:
                status.append(f"{target}=ok")
                continue
            findings += 1
            status.append(f"{target}={found[0]}")
            print(f"FINDING seed {seed} {target} {found[0]}: {found[1].strip().splitlines()[-1][:300] if found[1].strip() else ''}",
                  flush=True)
            if args.save:
                small = minimize(runner, prog, target, found[0], time.time() + args.minimize_seconds)
                folder = os.path.join(args.save, f"{target}-{found[0]}-s{seed}")
                save(folder, small, found, target, seed)
                print(f"  minimized to {len(small[1])} steps: {folder}", flush=True)
        print(f"seed {seed}: {len(gen.steps)} steps, {' '.join(status)}", flush=True)
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
        expected = [np.load(os.path.join(d, f)) for f in sorted(
            (f for f in os.listdir(d) if f.startswith("out") and f.endswith(".npy")),
            key=lambda f: int(f[3:-4]))]
        for target in targets:
            count += 1
            found = runner.check(text, inputs, expected, target, f"reg-{name}")
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
