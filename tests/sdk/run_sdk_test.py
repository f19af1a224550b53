#!/usr/bin/env python3
"""Out-of-tree SDK test.

1. Installs the Strata build into a fresh prefix (cmake --install).
2. Builds sdk/examples/embed-c (the runtime's C API) against that prefix
   only and runs the MLP and LeNet through it against XLA's outputs, and a
   wrong input, which must fail with the runtime's message.
3. Configures and builds sdk/examples/c-backend against that prefix only
   (find_package(StrataSDK), find_package(MLIR); clang, Ninja) and checks
   that its build files name no path of the Strata source or build tree.
4. Installs the example into the prefix (lib/strata/plugins).
5. Checks that the installed strata-compile lists the c-portable target when
   given --plugin= explicitly, and that the installed strata-run loads the
   c-portable-x86_64 loader from its default plugin directory.
6. Runs the example's FileCheck tests (test/*.mlir) with the installed
   strata-opt and --plugin=.
7. Runs every claimed corpus program through tests/e2e/run_program.py with
   the installed tools and a manifest that names the c-portable backend and
   the example's compiler plugin, in both forms, and checks that the module
   carries a c-portable-x86_64 executable.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys


def run(cmd, **kwargs):
    print("+ " + " ".join(cmd), flush=True)
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, errors="replace", **kwargs)
    out = proc.stdout
    if len(out) > 20000:
        out = out[:10000] + "\n...\n" + out[-10000:]
    return proc.returncode, out


def check(cmd, what, **kwargs):
    rc, out = run(cmd, **kwargs)
    if rc != 0:
        print(out)
        print(f"FAIL: {what} (exit code {rc})")
        sys.exit(1)
    return out


def uses_only_the_sdk(example_build, args, work):
    """False (printing why) when the example's build names a path of the
    Strata source or build tree instead of the installed SDK."""
    source = os.path.realpath(args.source_dir)
    build = os.path.realpath(args.build_dir)
    with open(os.path.join(example_build, "build.ninja")) as f:
        # The work directory itself may live in the build tree.
        ninja = f.read().replace(os.path.realpath(work), "<work>")
    for forbidden in (os.path.join(source, "core"), os.path.join(source, "sdk/include"),
                      os.path.join(source, "plugins"), build + "/"):
        if forbidden in ninja:
            print(f"FAIL: the example's build uses {forbidden}: it must only "
                  f"use the installed SDK")
            return False
    return True


def embed_example(args, prefix, work):
    """Builds sdk/examples/embed-c against the prefix only and runs corpus
    models through it (libstrata-runtime.so) against XLA's outputs; bad
    input must exit 1 with the runtime's message. 0 on success."""
    source = os.path.join(args.source_dir, "sdk", "examples", "embed-c")
    build = os.path.join(work, "embed-build")
    shutil.rmtree(build, ignore_errors=True)
    check([args.cmake, "-G", "Ninja", "-S", source, "-B", build,
           "-DCMAKE_BUILD_TYPE=Release", f"-DCMAKE_PREFIX_PATH={prefix}",
           f"-DCMAKE_C_COMPILER={args.c_compiler}"],
          "configuring the embed example against the installed SDK")
    check([args.cmake, "--build", build], "building the embed example")
    if not uses_only_the_sdk(build, args, work):
        return 1
    embed = os.path.join(build, "strata-embed")
    targets = os.path.join(args.source_dir, "tests", "e2e", "targets",
                           "llvm-cpu.json")
    for name in ("mnist_mlp_b64", "lenet_b8"):
        program = os.path.join(args.corpus, name)
        module = os.path.join(work, f"{name}.embed.smod")
        check([os.path.join(prefix, "bin", "strata-compile"),
               os.path.join(program, "program.mlir"), f"--targets={targets}",
               "-o", module], f"compiling {name} with the installed compiler")
        out = check([embed, module, os.path.join(program, "in0.npy"),
                     "--expected=" + os.path.join(program, "out0.npy")],
                    f"strata-embed {name}")
        print(out)
        if "matches" not in out:
            print(f"FAIL: strata-embed {name}: no result matched")
            return 1
        # Bad input: the model's inputs to another model.
        other = "lenet_b8" if name == "mnist_mlp_b64" else "mnist_mlp_b64"
        rc, out = run([embed, module,
                       os.path.join(args.corpus, other, "in0.npy")])
        print(out)
        if rc != 1 or "INVALID_ARGUMENT" not in out or "argument 0" not in out:
            print(f"FAIL: strata-embed {name} on {other}'s input: exit {rc}, "
                  f"expected 1 with INVALID_ARGUMENT naming argument 0")
            return 1
    print("PASS: embed-c example built from the installed SDK", flush=True)
    return 0


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--cmake", required=True)
    p.add_argument("--source-dir", required=True, help="Strata source tree")
    p.add_argument("--build-dir", required=True, help="Strata build tree")
    p.add_argument("--example", required=True)
    p.add_argument("--work", required=True)
    p.add_argument("--corpus", required=True)
    p.add_argument("--runner", required=True, help="tests/e2e/run_program.py")
    p.add_argument("--programs", required=True, help="claimed programs list")
    p.add_argument("--c-compiler", required=True)
    p.add_argument("--cxx-compiler", required=True)
    args = p.parse_args()

    work = os.path.abspath(args.work)
    prefix = os.path.join(work, "prefix")
    example_build = os.path.join(work, "example-build")
    for d in (prefix, example_build, os.path.join(work, "e2e")):
        shutil.rmtree(d, ignore_errors=True)
    os.makedirs(work, exist_ok=True)

    # 1. Install Strata.
    check([args.cmake, "--install", args.build_dir, "--prefix", prefix],
          "installing the Strata build")
    for rel in ["bin/strata-compile", "bin/strata-run", "lib/libStrataCompiler.so",
                "lib/libstrata-runtime.so",
                "include/strata/runtime/strata_runtime.h",
                "lib/cmake/StrataSDK/StrataSDKConfig.cmake",
                "include/strata/sdk/CompilerPlugin.h",
                "include/strata/sdk/runtime_plugin.h",
                "include/strata/Dialect/HAL/IR/HALOps.h.inc",
                "include/strata/Dialect/Flow/IR/FlowOps.td",
                "lib/strata/plugins/libstrata-input-hlo.so"]:
        if not os.path.exists(os.path.join(prefix, rel)):
            print(f"FAIL: the install lacks {rel}")
            return 1

    # 2. The embed example: the runtime's C API from the installed SDK.
    if embed_example(args, prefix, work):
        return 1

    # 3. Configure and build the backend example against the prefix only.
    configure = [args.cmake, "-G", "Ninja", "-S", args.example,
                 "-B", example_build, "-DCMAKE_BUILD_TYPE=Release",
                 f"-DCMAKE_PREFIX_PATH={prefix}",
                 f"-DCMAKE_C_COMPILER={args.c_compiler}",
                 f"-DCMAKE_CXX_COMPILER={args.cxx_compiler}"]
    ccache = shutil.which("ccache")
    if ccache:
        configure += [f"-DCMAKE_C_COMPILER_LAUNCHER={ccache}",
                      f"-DCMAKE_CXX_COMPILER_LAUNCHER={ccache}"]
    check(configure, "configuring the example against the installed SDK")
    check([args.cmake, "--build", example_build, "-j2"], "building the example")
    if not uses_only_the_sdk(example_build, args, work):
        return 1

    # 4. Install the example's plugins next to the in-tree ones.
    check([args.cmake, "--install", example_build, "--prefix", prefix],
          "installing the example")
    plugins = os.path.join(prefix, "lib", "strata", "plugins")
    compiler_plugin = os.path.join(plugins, "libstrata-c-portable-compiler.so")
    for f in (compiler_plugin,
              os.path.join(plugins, "libstrata-c-portable-runtime.so")):
        if not os.path.exists(f):
            print(f"FAIL: {f} was not installed")
            return 1

    # 5. The installed tools see the plugins.
    compile_tool = os.path.join(prefix, "bin", "strata-compile")
    run_tool = os.path.join(prefix, "bin", "strata-run")
    out = check([compile_tool, f"--plugin={compiler_plugin}", "--plugin-dir=",
                 "--list-targets", "--list-passes"],
                "strata-compile --plugin=<c-portable> --list-targets")
    print(out)
    for needle in ("c-portable", "strata-c-portable-prepare-dispatch"):
        if needle not in out:
            print(f"FAIL: '{needle}' missing from strata-compile's lists")
            return 1
    out = check([run_tool, "--list-devices"], "strata-run --list-devices")
    print(out)
    if "c-portable-x86_64" not in out:
        print("FAIL: the installed strata-run does not list the "
              "c-portable-x86_64 loader from its default plugin directory")
        return 1

    # 6. The example's FileCheck tests (test/*.mlir, `// RUN:` lines) with the
    # installed strata-opt and the plugin passed explicitly.
    filecheck = shutil.which("FileCheck") or "/usr/lib/llvm-22/bin/FileCheck"
    opt = (f"{os.path.join(prefix, 'bin', 'strata-opt')} "
           f"--plugin={compiler_plugin} --plugin-dir=")
    test_dir = os.path.join(args.example, "test")
    lit_count = 0
    for name in sorted(os.listdir(test_dir)):
        if not name.endswith(".mlir"):
            continue
        path = os.path.join(test_dir, name)
        with open(path) as f:
            runs = [l.split("RUN:", 1)[1].strip() for l in f
                    if l.startswith("// RUN:")]
        if not runs:
            print(f"FAIL: {path} has no RUN line")
            return 1
        for line in runs:
            cmd = (line.replace("%s", path).replace("strata-opt", opt)
                   .replace("FileCheck", filecheck))
            print("+ " + cmd, flush=True)
            proc = subprocess.run(["bash", "-o", "pipefail", "-c", cmd],
                                  stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True,
                                  errors="replace")
            if proc.returncode != 0:
                print(proc.stdout)
                print(f"FAIL: {name}")
                return 1
            lit_count += 1
    print(f"PASS: {lit_count} FileCheck test(s) of the example", flush=True)

    # 7. The claimed corpus programs through the e2e runner.
    manifest = os.path.join(work, "c-portable.json")
    with open(manifest, "w") as f:
        json.dump({"plugins": [compiler_plugin],
                   "targets": [{"backend": "c-portable"}]}, f)
    with open(args.programs) as f:
        programs = [l.strip() for l in f
                    if l.strip() and not l.startswith("#")]
    failures = []
    e2e = os.path.join(work, "e2e")
    dump_tool = os.path.join(prefix, "bin", "strata-dump")
    for name in programs:
        program = os.path.join(args.corpus, name)
        for form in ("pretty", "generic"):
            rc, out = run([sys.executable, args.runner,
                           "--compile", compile_tool, "--run", run_tool,
                           "--program", program, "--form", form,
                           "--targets", manifest, "--work", e2e])
            if rc != 0:
                print(out)
                failures.append(f"{name} ({form})")
                continue
            # run_program.py names modules <program>.<manifest stem>.<form>.
            module = os.path.join(e2e, f"{name}.c-portable.{form}.smod")
            rc, out = run([dump_tool, module, "--json"])
            formats = set()
            if rc == 0:
                def walk(node):
                    if isinstance(node, dict):
                        for k, v in node.items():
                            if k == "format" and isinstance(v, str):
                                formats.add(v)
                            walk(v)
                    elif isinstance(node, list):
                        for v in node:
                            walk(v)
                walk(json.loads(out))
            if formats != {"c-portable-x86_64"}:
                print(out)
                failures.append(f"{name} ({form}): executable formats "
                                f"{sorted(formats)}, expected only "
                                f"c-portable-x86_64")
                continue
            print(f"PASS: {name} ({form})", flush=True)
    if failures:
        print(f"FAIL: {len(failures)} of {2 * len(programs)} runs:")
        for f in failures:
            print("  " + f)
        return 1
    print(f"PASS: c-portable out-of-tree backend, {2 * len(programs)} runs "
          f"({len(programs)} programs x 2 forms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
