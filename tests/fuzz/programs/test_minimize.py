#!/usr/bin/env python3
"""The minimizer against a fake target whose "bug" is one op of the program.

The target reports a finding while the rendered program still holds that
op (`stablehlo.<name>`), whether or not anything reads its value (a dead
collective, a dead sort can be the bug). The minimized program must still
hold it (a saved reproducer that does not fail is worthless), must be
smaller than the original, and must keep the op when its value is dead;
a program of elementwise steps is cut to 1-element values.
Runs without strata's binaries.
"""
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generator as gen  # noqa: E402
import strata_fuzz_programs as sfp  # noqa: E402

# Step kinds whose op name is the kind.
NAMED = ("sort", "transpose", "reverse", "concatenate", "pad", "iota",
         "dynamic_slice", "dynamic_update_slice", "gather", "scatter", "slice")


class OpTarget:
    def __init__(self, name):
        self.marker = f"stablehlo.{name}"
        self.runs = 0

    def check(self, text, ins, expected, target, tag, partitions=None):
        self.runs += 1
        return ("mismatch", "fake") if self.marker in text else None


def live_steps(args, steps, results):
    n = len(args)
    live = set(results)
    for k in reversed(range(len(steps))):
        if n + k in live:
            live.update(steps[k].operands)
    return {k for k in range(len(steps)) if n + k in live}


def check_reference_errors():
    """A reference that raises is a finding per program, saved with the
    program, and the run goes on to the next seed (an hour on the GPU
    machine must not stop at one oracle bug)."""
    import argparse
    import tempfile

    def broken(prog, partitions):
        raise ValueError("oracle bug")

    saved, sfp.expectations = sfp.expectations, broken
    try:
        with tempfile.TemporaryDirectory() as save:
            args = argparse.Namespace(count=3, seed=5, size=6, spmd=0.0, time_budget=0,
                                      stage=None, save=save)
            findings = sfp.fuzz(args, OpTarget("none"), ["fake"])
            folders = sorted(os.listdir(save))
            errors = [open(os.path.join(save, d, "error.txt")).read() for d in folders]
    finally:
        sfp.expectations = saved
    if findings != 3 or folders != [f"reference-error-s{s}" for s in (5, 6, 7)] or \
            not all("oracle bug" in e for e in errors):
        print(f"FAIL reference errors: {findings} findings, saved {folders}")
        return 1
    print("reference errors: 3 findings, 3 saved programs, the run went on")
    return 0


def main():
    if check_reference_errors():
        return 1
    checked_dead = checked_live = 0
    for seed in range(1, 400):
        rng = np.random.default_rng(seed)
        maker = gen.Generator(rng, 14, None)
        results = maker.generate()
        inputs = gen.random_inputs(maker.args, rng, None)
        args, steps = maker.args, maker.steps
        # One result: the steps only the others read are dead.
        results = results[-1:]
        live = live_steps(args, steps, results)
        for k, step in enumerate(steps):
            if step.kind not in NAMED:
                continue
            dead = k not in live
            if (dead and checked_dead >= 3) or (not dead and checked_live >= 3):
                continue
            if sum(1 for s in steps if s.kind == step.kind) != 1:
                continue
            target = OpTarget(step.kind)
            prog = (args, steps, results, inputs)
            text = gen.render(args, steps, results)
            assert target.check(text, None, None, None, None), target.marker
            small = sfp.minimize(target, prog, "fake", "mismatch",
                                 time.time() + 60)
            small_text = gen.render(small[0], small[1], small[2])
            if target.marker not in small_text:
                print(f"FAIL seed {seed}: the minimized program lost "
                      f"{target.marker} ({'dead' if dead else 'live'} step)")
                print(small_text)
                return 1
            if len(small[1]) >= len(steps) and len(steps) > 1:
                print(f"FAIL seed {seed}: not minimized ({len(steps)} steps)")
                return 1
            print(f"seed {seed}: {target.marker} ({'dead' if dead else 'live'}), "
                  f"{len(steps)} -> {len(small[1])} steps, {target.runs} runs")
            if dead:
                checked_dead += 1
            else:
                checked_live += 1
            break
        if checked_dead >= 3 and checked_live >= 3:
            return check_shape_shrinking()
    print(f"FAIL: too few programs with dead ({checked_dead}) or live "
          f"({checked_live}) named steps")
    return 1


def check_shape_shrinking():
    """A finding that only needs a compare: the reproducer is one compare
    of 1-element values, its inputs and reference values sliced to them."""
    for seed in range(1, 400):
        rng = np.random.default_rng(seed)
        maker = gen.Generator(rng, 14, None)
        results = maker.generate()
        inputs = gen.random_inputs(maker.args, rng, None)
        compares = [s for s in maker.steps if s.kind == "compare"]
        if len(compares) != 1 or len(compares[0].result.shape) < 2 or \
                min(compares[0].result.shape) < 2:
            continue
        target = OpTarget("compare")
        prog = (maker.args, maker.steps, results, inputs)
        small = sfp.minimize(target, prog, "fake", "mismatch", time.time() + 60)
        args, steps, res, ins = small
        shapes = {v.shape for v in list(args) + [s.result for s in steps]}
        text = gen.render(args, steps, res)
        if target.marker not in text or any(d != 1 for sh in shapes for d in sh):
            print(f"FAIL seed {seed}: shapes not shrunk to 1s: {shapes}\n{text}")
            return 1
        # The inputs follow the shape, and the reference still evaluates.
        assert all(x.shape == a.shape for x, a in zip(ins, args))
        sfp.expectations(small)
        print(f"seed {seed}: compare of {shapes}, {len(maker.steps)} -> "
              f"{len(steps)} steps, {target.runs} runs")
        print("minimize: OK")
        return 0
    print("FAIL: no program with a compare of rank 2+")
    return 1


if __name__ == "__main__":
    sys.exit(main())
