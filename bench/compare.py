#!/usr/bin/env python3
"""Side-by-side table of two run_cpu.sh result directories (e.g. llvm-cpu and
vmvx): median ms/call per program and worker count, and their ratio.

usage: compare.py BASE_DIR BASE_NAME OTHER_DIR OTHER_NAME CORES PROGRAM...
Reads <dir>/<program>.w1.json and <dir>/<program>.w<CORES>.json.
"""
import json
import os
import sys

from summarize import median_ms


def load(directory, program, workers):
    path = os.path.join(directory, f"{program}.w{workers}.json")
    with open(path) as f:
        return median_ms(json.load(f))


def main():
    base_dir, base_name, other_dir, other_name, cores = sys.argv[1:6]
    programs = sys.argv[6:]
    print(f"| program | workers | {base_name} ms/call | {other_name} ms/call "
          f"| {other_name} / {base_name} |")
    print("|---|---|---|---|---|")
    for p in programs:
        for workers in ["1", cores]:
            base = load(base_dir, p, workers)
            other = load(other_dir, p, workers)
            print(f"| {p} | {workers} | {base:.3f} | {other:.3f} "
                  f"| {other / base:.2f}x |")


if __name__ == "__main__":
    main()
