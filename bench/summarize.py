#!/usr/bin/env python3
"""Turns strata-benchmark JSON reports into the markdown table of run_cpu.sh.

usage: summarize.py CORPUS RAW_DIR CORES PROGRAM...
Reads RAW_DIR/<program>.w1.json and RAW_DIR/<program>.w<CORES>.json.
Work counted per call:
  - FLOPs: 2*M*K*N for every 2-D stablehlo.dot_general in program.mlir, and
    2 * output elements * KH*KW*Cin for a convolution (NHWC x HWIO, from
    meta.json), i.e. multiply-adds as two FLOPs;
  - bytes (programs without dots or convolutions): every input read once and
    every output written once (meta.json shapes), the minimum any
    implementation must move.
"""
import json
import os
import re
import sys

SIZES = {"float32": 4, "int32": 4, "float64": 8, "int64": 8, "float16": 2}
DOT = re.compile(r"stablehlo\.dot_general .*: \(tensor<(\d+)x(\d+)xf32>, "
                 r"tensor<(\d+)x(\d+)xf32>\) -> tensor<")


def prod(shape):
    n = 1
    for d in shape:
        n *= d
    return n


def work(program_dir):
    with open(os.path.join(program_dir, "meta.json")) as f:
        meta = json.load(f)
    with open(os.path.join(program_dir, "program.mlir")) as f:
        text = f.read()
    flops = 0
    for m, k, k2, n in DOT.findall(text):
        flops += 2 * int(m) * int(k) * int(n)
    # Convolution FLOPs need the filter shape: only when it is an input.
    if "stablehlo.convolution" in text and len(meta["inputs"]) >= 2:
        (_, _), (kshape, _) = meta["inputs"][0], meta["inputs"][1]
        out_shape = meta["outputs"][0][0]
        flops += 2 * prod(out_shape) * kshape[0] * kshape[1] * kshape[2]
    moved = sum(prod(s) * SIZES[t] for s, t in meta["inputs"] + meta["outputs"])
    return flops, (0 if flops else moved)


def median_ms(report):
    for row in report["benchmarks"]:
        if row.get("aggregate_name") == "median":
            return row["real_time"]
    raise SystemExit("no median row in report")


def main():
    corpus, raw, cores, programs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    first = None
    rows = []
    for p in programs:
        reports = []
        for w in ("1", cores):
            with open(os.path.join(raw, f"{p}.w{w}.json")) as f:
                reports.append(json.load(f))
        first = first or reports[0]["context"]
        flops, moved = work(os.path.join(corpus, p))
        t1, tn = median_ms(reports[0]), median_ms(reports[1])
        entries = reports[1]["dispatches"]["entry_points"]
        dispatches = sum(e["dispatches_per_call"] for e in entries)
        workgroups = sum(e["workgroups"] * e["dispatches_per_call"] for e in entries)
        def rate(ms):
            if flops:
                return f"{flops / (ms * 1e-3) / 1e9:.1f} GFLOP/s"
            if moved:
                return f"{moved / (ms * 1e-3) / 1e9:.2f} GB/s"
            return "-"
        work_text = (f"{flops / 1e6:.1f} MFLOP" if flops
                     else f"{moved / 1e6:.1f} MB" if moved else "-")
        rows.append(f"| {p} | {work_text} | {dispatches:g} ({workgroups:g} wg) | {t1:.3f} | {rate(t1)} "
                    f"| {tn:.3f} | {rate(tn)} | {t1 / tn:.2f}x |")
    print(f"# CPU benchmarks on {first['host_name']}\n")
    target = os.environ.get("TARGET", "llvm-cpu")
    target_text = "llvm-cpu (`cpu: host`)" if target == "llvm-cpu" else target
    print(f"Date: {first['date']}. {target_text}, local device, "
          f"{first['num_cpus']} CPUs. strata-benchmark median of "
          f"{first['repetitions']} repetitions (each at least "
          f"{first['min_time_s']} s of calls), wall time per call.\n")
    print(f"| program | work per call | dispatches (workgroups) per call | ms/call (1 worker) "
          f"| rate (1 worker) | ms/call ({cores} workers) | rate ({cores} workers) "
          f"| speedup |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(r)
    print("\nGFLOP/s: multiply-adds of the dot_general/convolution ops counted as "
          "2 FLOPs. GB/s: bytes of the inputs read once plus the outputs written "
          "once (a lower bound on the traffic).")


if __name__ == "__main__":
    main()
