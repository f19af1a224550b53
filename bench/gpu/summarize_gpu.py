#!/usr/bin/env python3
"""Markdown table of a run_gpu.sh result folder: per program strata's wall and
GPU (timestamp) time per call on --device=vulkan, XLA's wall time per call,
their ratio, and the issue's targets (matmul GPU time >= 25% of the FP32
non-tensor-core peak; elementwise and softmax >= 50% of memory bandwidth from
the bytes they must move; wall time within 2x of XLA).

usage: summarize_gpu.py RESULTS_DIR PEAK_FP32_TFLOPS PEAK_BANDWIDTH_GBPS
"""
import json
import os
import sys

# Work per call: FLOPs for matmul/conv, bytes that must move otherwise.
WORK = {
    "bench_matmul_2048x512x1024": ("flop", 2 * 2048 * 512 * 1024),
    "bench_conv_resnet_56x56x64": ("flop", 2 * 56 * 56 * 64 * 3 * 3 * 64),
    "bench_softmax_4096x1024": ("bytes", 2 * 4096 * 1024 * 4),
    "bench_elementwise_4M": ("bytes", 2 * 4194304 * 4),
    "mnist_mlp_b64": ("flop", 2 * 64 * (784 * 128 + 128 * 10)),
}


def median_wall(results, p):
    """Median wall ms per call, from the run without timestamp queries
    where there is one."""
    for name in (f"strata-{p}-wall.json", f"strata-{p}.json"):
        path = os.path.join(results, name)
        if os.path.exists(path):
            r = json.load(open(path))
            return [b["real_time"] for b in r["benchmarks"]
                    if b.get("aggregate_name") == "median"][0]
    return None


def main():
    results, peak_tflops, peak_gbps = sys.argv[1], float(sys.argv[2]), float(
        sys.argv[3])
    xla = json.load(open(os.path.join(results, "xla.json")))
    env = open(os.path.join(results, "env.txt")).read().strip()
    corpus = open(os.path.join(results, "corpus.txt")).read().strip()
    rows = []
    for p, (kind, amount) in WORK.items():
        path = os.path.join(results, f"strata-{p}.json")
        if not os.path.exists(path):
            continue
        r = json.load(open(path))
        wall = median_wall(results, p)
        d = r["dispatches"]
        assert d.get("time_source") == "device-timestamps", path
        gpu = sum(e["total_ms_per_call"] for e in d["entry_points"])
        x = xla["programs"][p]["ms_per_call"]
        if kind == "flop":
            rate = amount / (gpu * 1e-3) / 1e12
            rate_text = f"{rate:.2f} TFLOP/s ({100 * rate / peak_tflops:.1f}% of FP32 peak)"
        else:
            rate = amount / (gpu * 1e-3) / 1e9
            rate_text = f"{rate:.0f} GB/s ({100 * rate / peak_gbps:.1f}% of bandwidth)"
        rows.append(f"| {p} | {gpu:.4f} | {rate_text} | {wall:.3f} | {x:.4f} "
                    f"| {wall / x:.1f}x |")
    print("| program | strata GPU ms/call | GPU rate | strata wall ms/call "
          "| XLA wall ms/call | strata / XLA wall |")
    print("|---|---|---|---|---|---|")
    for row in rows:
        print(row)
    models_path = os.path.join(results, "xla-models.json")
    if os.path.exists(models_path):
        print()
        print("| model (tests/models) | strata GPU ms/call | strata wall ms/call "
              "| XLA wall ms/call | strata / XLA wall | within 1.5x |")
        print("|---|---|---|---|---|---|")
        for p, x in sorted(json.load(open(models_path))["programs"].items()):
            path = os.path.join(results, f"strata-{p}.json")
            if not os.path.exists(path):
                print(f"| {p} | - | - | {x['ms_per_call']:.4f} | did not run | no |")
                continue
            try:
                r = json.load(open(path))
            except ValueError:  # strata-benchmark failed (its .err says why)
                print(f"| {p} | - | - | {x['ms_per_call']:.4f} | failed | no |")
                continue
            wall = median_wall(results, p)
            gpu = sum(e["total_ms_per_call"]
                      for e in r["dispatches"]["entry_points"])
            ratio = wall / x["ms_per_call"]
            print(f"| {p} | {gpu:.4f} | {wall:.3f} | {x['ms_per_call']:.4f} "
                  f"| {ratio:.2f}x | {'yes' if ratio <= 1.5 else 'no'} |")
    print()
    print(f"Corpus on the GPU: {corpus.splitlines()[-1]}")
    print()
    print("Environment:")
    print()
    print("```")
    print(env)
    print("```")


if __name__ == "__main__":
    main()
