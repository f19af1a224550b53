#!/usr/bin/env python3
"""Markdown table of run_scale.sh's results (standard library only).

usage: summarize.py RESULTS_DIR

Per program: GFLOP (meta.json's flops: the contractions, attention at full
S x S), Strata's wall ms per call (strata-benchmark --dispatch_timing=false,
median of the repetitions) and its TFLOP/s and GB/s (meta.json's min_bytes:
arguments + results, read once), XLA's wall ms at the default precision and
at "highest" (f32 programs), the ratio Strata / XLA at matching precision
(f32 against "highest", bf16 and int8 against the default), the check of
strata-run's outputs against XLA's (largest |difference| / largest |XLA
output| over the outputs) and the compile time here (stage_scale.sh).
"""
import json
import os
import sys


def read(path, default=None):
    try:
        with open(path) as f:
            return f.read().strip()
    except OSError:
        return default


def read_json(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def median_wall(path):
    doc = read_json(path)
    if not doc:
        return None
    for r in doc.get("benchmarks", []):
        if r.get("aggregate_name") == "median":
            return r["real_time"]
    return None


def compile_times(out):
    times = {}
    for line in (read(os.path.join(out, "compile.txt"), "") or "").splitlines():
        parts = line.split()
        if len(parts) >= 3:
            times[parts[0]] = " ".join(parts[1:])
    return times


def main():
    out = sys.argv[1]
    env = (read(os.path.join(out, "env.txt"), "") or "").splitlines()
    gpu = env[1] if len(env) > 1 else "?"
    peaks = dict(kv.split("=", 1) for line in env if line.startswith("peaks ")
                 for kv in line.split()[1:])
    gbps_peak = float(peaks["gbps"]) if peaks.get("gbps") else None
    compiled = compile_times(out)
    print(f"Model-scale benchmarks (issue 39) on {gpu}: Strata (Vulkan) beside XLA "
          "(jax.jit), one run.\n")
    print("| program | GFLOP | Strata ms | TFLOP/s | GB/s | XLA ms default | XLA ms highest "
          "| Strata / XLA | check (max err / max out) | compile |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    fmt = lambda v: f"{v:.3f}" if v else "-"  # noqa: E731
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from export_scale import BENCHMARKS  # the table's order
    names = sorted(os.listdir(out), key=lambda n: (list(BENCHMARKS).index(n)
                                                   if n in BENCHMARKS else len(BENCHMARKS), n))
    for name in names:
        res = os.path.join(out, name)
        if not os.path.isdir(res):
            continue
        meta = read_json(os.path.join(res, "meta.json")) or {}
        flops = meta.get("flops")
        status = read(os.path.join(res, "status.txt"), "?")
        ms = median_wall(os.path.join(res, "wall.json"))
        xla = read_json(os.path.join(res, "xla.json")) or {}
        ref = xla.get("highest" if meta.get("precision") == "f32" else "default")
        check = read_json(os.path.join(res, "check.json"))
        if check:
            rel = max((o.get("rel_err", float("inf")) for o in check["outputs"]),
                      default=0.0)
            status = f"{'PASS' if check['pass'] else 'FAIL'} {rel:.2e}"
        status = status.replace("|", "/")[:120]
        rate = f"{flops / (ms * 1e9):.1f}" if ms and flops else "-"
        gbs = "-"
        if ms and meta.get("min_bytes"):
            g = meta["min_bytes"] / (ms * 1e6)
            gbs = f"{g:.0f}" + (f" ({100 * g / gbps_peak:.0f}%)" if gbps_peak else "")
        ratio = f"{ms / ref:.2f}x" if ms and ref else "-"
        gflop = f"{flops / 1e9:.1f}" if flops else "-"
        print(f"| {name} | {gflop} | {fmt(ms)} | {rate} | {gbs} | "
              f"{fmt(xla.get('default'))} | {fmt(xla.get('highest'))} | {ratio} | "
              f"{status} | {compiled.get(name, '-')} |")
    print("\nStrata ms: strata-benchmark --device=vulkan --dispatch_timing=false, median "
          "wall ms per call; XLA: jax.jit wall ms per call (block_until_ready), median. "
          "Ratio at matching precision: f32 against XLA at \"highest\", bf16/int8 against "
          "XLA's default. GB/s: arguments + results once per call (in parentheses: share "
          "of the HBM peak). Check: strata-run's outputs against XLA's (\"highest\" for "
          "f32), largest |difference| over largest |XLA output|; tolerance in meta.json. "
          "Per-dispatch times: <program>/dispatches.txt in the raw results.")


if __name__ == "__main__":
    main()
