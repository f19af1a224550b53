#!/usr/bin/env python3
"""Markdown table of a bench/gpu/run_cpu_models.sh result folder: per model of
tests/models, whether Strata's outputs matched XLA:CPU's, and the median wall
ms per call of Strata (strata-benchmark --device=local) and XLA:CPU at all
cores and at one, with the ratio Strata / XLA (issue 20: every ratio <= 1).

usage: summarize_xla.py RESULTS_DIR
"""
import json
import os
import sys


def strata_ms(results, workers, p):
    path = os.path.join(results, f"strata-{workers}-{p}.json")
    try:
        r = json.load(open(path))
        return [b["real_time"] for b in r["benchmarks"]
                if b.get("aggregate_name") == "median"][0]
    except (OSError, ValueError, IndexError, KeyError):
        return None


def main():
    results = sys.argv[1]
    env = open(os.path.join(results, "env.txt")).read().strip()
    check = dict(reversed(line.split()) for line in
                 open(os.path.join(results, "check.txt")).read().split("\n")
                 if line.strip())
    xla = {}
    for workers in ("all", "1"):
        try:
            xla[workers] = json.load(
                open(os.path.join(results, f"xla-{workers}.json")))["programs"]
        except (OSError, ValueError, KeyError):
            xla[workers] = {}
    print(f"CPU:\n\n```\n{env}\n```\n")
    print("| model | outputs | Strata all cores (ms) | XLA:CPU all cores (ms) "
          "| ratio | Strata 1 core (ms) | XLA:CPU 1 core (ms) | ratio |")
    print("|---|---|---|---|---|---|---|---|")
    worst = {}
    for p in sorted(check):
        cells = [p, check[p]]
        for workers in ("all", "1"):
            s = strata_ms(results, workers, p)
            x = xla[workers].get(p, {}).get("ms_per_call")
            ratio = s / x if s and x else None
            if ratio:
                worst[workers] = max(worst.get(workers, 0), ratio)
            cells += [f"{s:.4f}" if s else "-", f"{x:.4f}" if x else "-",
                      f"**{ratio:.2f}x**" if ratio and ratio > 1 else
                      (f"{ratio:.2f}x" if ratio else "-")]
        print("| " + " | ".join(cells) + " |")
    passed = sum(1 for v in check.values() if v == "PASS")
    print(f"\n{passed}/{len(check)} outputs match XLA:CPU; worst ratio "
          + ", ".join(f"{w} cores {r:.2f}x" if w == "all" else f"1 core {r:.2f}x"
                      for w, r in worst.items()))


if __name__ == "__main__":
    main()
