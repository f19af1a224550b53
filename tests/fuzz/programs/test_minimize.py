#!/usr/bin/env python3
"""The minimizer against a fake target whose "bug" is one op of the program.

The target reports a finding while the rendered program still holds that
op (`stablehlo.<name>`), whether or not anything reads its value (a dead
collective, a dead sort can be the bug). The minimized program must still
hold it (a saved reproducer that does not fail is worthless), must be
smaller than the original, and must keep the op when its value is dead.
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


def main():
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
            print("minimize: OK")
            return 0
    print(f"FAIL: too few programs with dead ({checked_dead}) or live "
          f"({checked_live}) named steps")
    return 1


if __name__ == "__main__":
    sys.exit(main())
