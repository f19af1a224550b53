#!/usr/bin/env python3
"""Compiles one corpus program with strata-compile, runs it with strata-run
against XLA's outputs at the tolerance in meta.json.

Programs listed in the expected-failure file must fail (their reason is
printed); one that passes is reported as an unexpected pass and fails the
test, so the list cannot go stale.
"""
import argparse
import hashlib
import json
import os
import subprocess
import sys


def load_xfail(path, form, variant=""):
    xfail = {}
    if not path or not os.path.exists(path):
        return xfail
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            name, _, reason = line.partition(":")
            name = name.strip()
            # "name@variant" limits an entry to one variant (emulated, ...).
            if "@" in name:
                name, _, only = name.partition("@")
                if only != variant:
                    continue
            # "name[generic]" limits an entry to one syntax.
            if name.endswith("]"):
                name, _, only = name[:-1].partition("[")
                if only != form:
                    continue
            xfail[name] = reason.strip()
    return xfail


def list_devices(run_tool, work):
    """strata-run --list-devices, once per build of strata-run: a Vulkan
    device takes about half a second to enumerate, and hundreds of tests
    ask. A successful listing is kept in `work` under a name holding the
    tool's path and modification time."""
    stat = os.stat(run_tool)
    key = hashlib.sha256(
        f"{os.path.realpath(run_tool)}:{stat.st_mtime_ns}:{stat.st_size}"
        .encode()).hexdigest()[:16]
    cache = os.path.join(work, f".devices-{key}.txt")
    try:
        with open(cache) as f:
            return 0, f.read()
    except OSError:
        pass
    proc = subprocess.run([run_tool, "--list-devices"],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True)
    if proc.returncode == 0:
        os.makedirs(work, exist_ok=True)
        # Written whole, then renamed: a concurrent test reads all or none.
        partial = f"{cache}.{os.getpid()}"
        with open(partial, "w") as f:
            f.write(proc.stdout)
        os.replace(partial, cache)
    return proc.returncode, proc.stdout


def run(cmd):
    print("+ " + " ".join(cmd), flush=True)
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, errors="replace")
    out = proc.stdout
    if len(out) > 20000:
        out = out[:10000] + "\n...\n" + out[-10000:]
    print(out, flush=True)
    return proc.returncode


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--compile",
                        help="strata-compile (else --prebuilt is required)")
    parser.add_argument("--prebuilt",
                        help="folder of modules another build's e2e run "
                        "compiled (NAME.TARGET.FORM.smod): run, do not compile")
    parser.add_argument("--run", required=True)
    parser.add_argument("--program", required=True, help="corpus folder")
    parser.add_argument("--form", choices=["pretty", "generic", "vhlo"],
                        default="pretty",
                        help="which text of the program to compile; vhlo: "
                             "the portable artifact given by --source")
    parser.add_argument("--source",
                        help="the program file for --form vhlo (a StableHLO "
                             "portable artifact of the folder's program)")
    parser.add_argument("--targets", required=True, help="target manifest")
    parser.add_argument("--device", default="local")
    parser.add_argument("--run-arg", action="append", default=[],
                        help="extra flag for --run (repeatable)")
    parser.add_argument("--compile-arg", action="append", default=[],
                        help="extra flag for --compile (repeatable)")
    parser.add_argument("--spmd", choices=["partitions", "mpi"],
                        help="run an SPMD program's meta.json partitions as "
                             "threads (--partitions) or as processes")
    parser.add_argument("--mpirun", default="mpirun",
                        help="the MPI launcher for --spmd mpi")
    parser.add_argument("--variant", default="",
                        help="suffix of the module's name (one module per "
                             "compile-arg set)")
    parser.add_argument("--work", required=True)
    parser.add_argument("--xfail-file")
    args = parser.parse_args()

    # A device the machine lacks (no Vulkan loader or GPU) skips the test,
    # saying why: ctest maps exit code 77 to "skipped".
    if args.device != "local":
        returncode, listing = list_devices(args.run, args.work)
        kind = args.device.split(":")[0]
        names = [line.split(":")[0] for line in listing.splitlines()
                 if line and not line.startswith(" ")]
        # A listing that fails (a crash, a sanitizer report) is an error,
        # not a missing device.
        if returncode != 0:
            print(f"FAIL: {args.run} --list-devices exited with "
                  f"{returncode}:\n{listing}")
            return 1
        if not any(n == kind for n in names):
            print(f"SKIP: no '{args.device}' device on this machine "
                  f"(strata-run --list-devices: {listing.strip()!r})")
            return 77

    name = os.path.basename(os.path.normpath(args.program))
    with open(os.path.join(args.program, "meta.json")) as f:
        meta = json.load(f)
    if args.form == "vhlo":
        if not args.source:
            parser.error("--form vhlo needs --source")
        source = args.source
    else:
        source = os.path.join(
            args.program,
            "program.mlir" if args.form == "pretty" else "program.generic.mlir")
    os.makedirs(args.work, exist_ok=True)
    target = os.path.splitext(os.path.basename(args.targets))[0]
    variant = f".{args.variant}" if args.variant else ""
    module = os.path.join(args.work,
                          f"{name}.{target}.{args.form}{variant}.smod")
    xfail = load_xfail(args.xfail_file, args.form, args.variant)

    if args.prebuilt:
        module = os.path.join(args.prebuilt, os.path.basename(module))
        ok = os.path.exists(module)
        if not ok:
            print(f"no module {module}: it is compiled by the main build's "
                  "e2e tests (scripts/test runs them first)")
    elif args.compile:
        ok = run([args.compile, source, f"--targets={args.targets}", "-o",
                  module] + args.compile_arg) == 0
    else:
        parser.error("one of --compile and --prebuilt is required")
    if ok and meta.get("kind") != "bench":
        tolerance = meta.get("tolerance", {})
        launcher, spmd_args = [], []
        # A jax.jit program with shardings is one global program.
        spmd = None if meta.get("auto_partitioned") else args.spmd
        if spmd == "partitions":
            spmd_args = [f"--partitions={meta['partitions']}"]
        elif spmd == "mpi":
            launcher = [args.mpirun, "--oversubscribe", "--bind-to", "none",
                        "-n", str(meta["partitions"])]
        # These runs check results; a rank slowed down by a sanitizer (the
        # MLP step on vmvx under ASan keeps a rank busy for minutes while
        # the other waits) must not trip the channel's liveness timeout
        # (60 s by default; tests/lit/strata-run/spmd-failures.test checks
        # it). Under the ctest TIMEOUT of 600 s.
        if spmd:
            spmd_args.append("--channel_timeout_ms=480000")
        cmd = launcher + [args.run, f"--module={module}", f"--device={args.device}",
               f"--rtol={tolerance.get('rtol', 1e-4)}",
               f"--atol={tolerance.get('atol', 1e-5)}"] + spmd_args + \
            args.run_arg
        for i in range(len(meta["inputs"])):
            cmd.append(f"--input=@{os.path.join(args.program, f'in{i}.npy')}")
        for i in range(len(meta["outputs"])):
            cmd.append("--expected_output=@" +
                       os.path.join(args.program, f"out{i}.npy"))
        ok = run(cmd) == 0

    if name in xfail:
        if ok:
            print(f"XPASS: {name} ({args.form}) passed but is listed as "
                  f"expected to fail ({xfail[name]}); remove it from "
                  f"{args.xfail_file}")
            return 1
        print(f"XFAIL: {name} ({args.form}): {xfail[name]}")
        return 0
    print(("PASS" if ok else "FAIL") + f": {name} ({args.form})")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
