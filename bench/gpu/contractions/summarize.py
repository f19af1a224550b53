#!/usr/bin/env python3
"""Markdown table of run.sh's results: per program its GFLOP, Strata's wall
time per call and achieved TFLOP/s, XLA's wall time at default and highest
precision, the ratio to XLA at matching precision (f32 against highest,
bf16/int8 against default), the check against XLA's outputs and the kernel
strata-dump reports for the largest dispatch.

usage: summarize.py RESULTS_DIR
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, ROOT)
from programs import PROGRAMS  # noqa: E402


def median_wall(path):
    try:
        rows = json.load(open(path))["benchmarks"]
    except (OSError, ValueError, KeyError):
        return None
    for r in rows:
        if r.get("aggregate_name") == "median":
            return r["real_time"]
    return None


def main():
    out = sys.argv[1]
    env = open(os.path.join(out, "env.txt")).read().strip()
    print(f"Model-scale contractions on {env}: Strata (Vulkan) beside XLA, one run.\n")
    print("| program | GFLOP | check | Strata ms | TFLOP/s | XLA ms default | XLA ms highest | Strata / XLA | kernel |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, (fn, dt) in PROGRAMS.items():
        res = os.path.join(out, name)
        if not os.path.isdir(res):
            continue
        flops = fn(dt)[1]
        status = open(os.path.join(res, "status.txt")).read().strip() \
            if os.path.exists(os.path.join(res, "status.txt")) else "?"
        ms = median_wall(os.path.join(res, "wall.json"))
        try:
            xla = json.load(open(os.path.join(res, "xla.json")))
        except (OSError, ValueError):
            xla = {}
        ref = xla.get("highest" if dt == "f32" else "default")
        kernel = ""
        try:
            for line in open(os.path.join(res, "dump.txt")):
                if "kernel: matmul" in line:
                    kernel = line.split("kernel: ")[1].split(";")[0]
                    break
        except OSError:
            pass
        fmt = lambda v: f"{v:.3f}" if v else "-"
        rate = f"{flops / (ms * 1e9):.1f}" if ms else "-"
        ratio = f"{ms / ref:.2f}x" if ms and ref else "-"
        print(f"| {name} | {flops / 1e9:.1f} | {status} | {fmt(ms)} | {rate} | "
              f"{fmt(xla.get('default'))} | {fmt(xla.get('highest'))} | {ratio} | {kernel} |")


if __name__ == "__main__":
    main()
