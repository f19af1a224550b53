#!/usr/bin/env python3
"""Fails when a dispatch with a large iteration space runs on few invocations.

Compiles each program folder given (corpus layout: program.mlir) for the
target manifest, reads every entry point's mapping from `strata-dump --json`
(workgroup count and size, memory, the iteration space recorded by the
compiler) and reports each entry whose iteration space has at least
--min-elements elements but which runs in fewer than --min-invocations
invocations, and each entry with more than --max-generic-flops estimated
arithmetic operations whose kernel (the backend's description) is the
generic one-output-per-invocation tiling, a serial one or one workgroup of
dependent steps. Prints one line per entry with --verbose.
"""
import argparse
import json
import os
import subprocess
import sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--compile", required=True)
    parser.add_argument("--dump", required=True)
    parser.add_argument("--targets", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--min-elements", type=int, default=1024)
    parser.add_argument("--min-invocations", type=int, default=32)
    parser.add_argument("--max-generic-flops", type=float, default=1e8)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("programs", nargs="+")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    serial, generic, entries, failures = [], [], 0, []
    for program in args.programs:
        # Only program folders (a glob also matches __pycache__).
        if not os.path.exists(os.path.join(program, "meta.json")):
            continue
        name = os.path.basename(os.path.normpath(program))
        module = os.path.join(args.work, name + ".smod")
        proc = subprocess.run(
            [args.compile, os.path.join(program, "program.mlir"),
             "--targets=" + args.targets, "-o", module],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if proc.returncode != 0:
            failures.append(f"{name}: does not compile:\n{proc.stdout[-2000:]}")
            continue
        dump = json.loads(subprocess.run(
            [args.dump, "--json", module], check=True,
            stdout=subprocess.PIPE, text=True).stdout)
        for executable in dump["executables"]:
            for variant in executable["variants"]:
                for entry in variant.get("entries", []):
                    if "invocations" not in entry:
                        failures.append(f"{name}: {entry['name']} "
                                        "has no mapping record")
                        continue
                    entries += 1
                    line = (f"{name}: {entry['name']} "
                            f"{entry['invocations']} invocations "
                            f"(workgroups {entry['workgroup_count']} of "
                            f"{entry['workgroup_size']}), iteration space "
                            f"{entry['iteration_elements']}, private "
                            f"{entry['private_memory_bytes']} B, workgroup "
                            f"{entry['workgroup_memory_bytes']} B, "
                            f"{entry.get('flops', 0) / 1e9:.4g} GFLOP, "
                            f"kernel: {entry.get('kernel', '?')}")
                    kernel = entry.get("kernel", "")
                    if (entry.get("flops", 0) > args.max_generic_flops and
                            kernel.startswith(("generic", "serial",
                                               "distributed: dependent"))):
                        generic.append(line)
                    if args.verbose:
                        print(line)
                    if (entry["iteration_elements"] >= args.min_elements and
                            entry["invocations"] < args.min_invocations):
                        serial.append(line)
    for line in failures:
        print("ERROR: " + line)
    for line in serial:
        print("SERIAL: " + line)
    for line in generic:
        print("GENERIC: " + line)
    print(f"{entries} dispatches, {len(serial)} with an iteration space of "
          f">= {args.min_elements} elements on < {args.min_invocations} "
          f"invocations, {len(generic)} of > {args.max_generic_flops:.3g} "
          f"FLOPs on a generic or serial kernel")
    return 1 if serial or generic or failures else 0


if __name__ == "__main__":
    sys.exit(main())
