#!/usr/bin/env python3
"""Markdown table of ort_vs_strata.sh: Strata beside ONNX Runtime per twin.

usage: summarize_ort.py TWINS_JSON CORPUS PROGRAMS_DIR RAW_DIR CORES
Reads RAW_DIR/fma_peak.json, RAW_DIR/<key>.strata.w<n>.json (strata-benchmark
reports) and RAW_DIR/<key>.ort.t<n>.json (ort_bench.js) for n = 1 and CORES.
"""
import json
import os
import platform
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from summarize import median_ms, work  # noqa: E402


def key_of(name):
    return "".join(c if c.isalnum() or c == "_" else "_" for c in name)


def main():
    twins_json, corpus, programs, raw, cores = sys.argv[1:6]
    peak = json.load(open(os.path.join(raw, "fma_peak.json")))
    peaks = {"1": peak["gflops_1"], cores: peak["gflops_all"]}
    cpu = "unknown CPU"
    if os.path.exists("/proc/cpuinfo"):
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    print(f"# Strata (llvm-cpu) beside ONNX Runtime 1.30 on {platform.node()}\n")
    print(f"{cpu}, {cores} cores; measured f32 FMA peak "
          f"{peak['gflops_1']} GFLOP/s on 1 core, {peak['gflops_all']} on "
          f"{cores} ({peak['vector_bits']}-bit vectors). Median ms per call; "
          "ratio = Strata / ORT (below 1: Strata faster); % of peak where the "
          "program's work is FLOPs. Produced by `bench/cpu/ort_vs_strata.sh`.\n")
    head = "| program |"
    rule = "|---|"
    for n in ("1", cores):
        head += f" Strata {n}w | ORT {n}t | ratio |"
        rule += "---|---|---|"
    print(head)
    print(rule)
    for t in json.load(open(twins_json))["twins"]:
        key = key_of(t["strata"])
        src = os.path.join(corpus, t["strata"])
        if not os.path.isdir(src):
            src = os.path.join(programs, t["strata"])
        flops = t["flops"] if t["flops"] is not None else work(src)[0]
        row = f"| {t['name']} |"
        for n in ("1", cores):
            s = median_ms(json.load(open(os.path.join(raw, f"{key}.strata.w{n}.json"))))
            o = json.load(open(os.path.join(raw, f"{key}.ort.t{n}.json")))["median_ms"]

            def rate(ms):
                if not flops:
                    return ""
                return f" ({flops / ms * 1e-6 / peaks[n] * 100:.0f}%)"
            row += f" {s:.4g}{rate(s)} | {o:.4g}{rate(o)} | {s / o:.2f} |"
        print(row)


if __name__ == "__main__":
    main()
