"""Tables of JAX's test files on Strata's PJRT plugin beside XLA:CPU, from
run_pjrt.sh's JUnit XML (pjrt-results/<file>.<platform>.xml).

  python3 bench/pjrt/summarize_jax_tests.py RESULTS_DIR [--failures N]

Per file: tests passed/failed/skipped on Strata and on XLA:CPU, and the
share of XLA:CPU's passing tests that also pass on Strata (issue 42's
measure). Each Strata failure of a test that passes on XLA:CPU is put in a
class by its message: unsupported op (compile error), wrong result (an
assertion on values), precision (tolerance exceeded), missing PJRT feature
(UNIMPLEMENTED), other. --failures N lists N messages per class."""

import collections
import os
import re
import sys
import xml.etree.ElementTree as ET


def load(path):
    """{test id: (outcome, message)} from a JUnit XML file."""
    results = {}
    if not os.path.exists(path):
        return None
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return None
    for case in root.iter("testcase"):
        name = f"{case.get('classname')}.{case.get('name')}"
        outcome, message = "passed", ""
        for child in case:
            if child.tag in ("failure", "error"):
                outcome = "failed"
                message = (child.get("message") or child.text or "").strip()
            elif child.tag == "skipped":
                outcome = "skipped"
                message = (child.get("message") or "").strip()
        results[name] = (outcome, message)
    return results


def classify(message):
    m = message
    if "UNIMPLEMENTED" in m or "is not implemented by Strata" in m or \
            "not supported yet" in m:
        return "missing PJRT feature"
    if "compiling the program failed" in m or "failed to legalize" in m or \
            "not supported" in m:
        return "unsupported op"
    if "Not equal to tolerance" in m or "tolerance" in m:
        return "precision" if re.search(r"Max relative difference.*e-0[2-6]",
                                        m) else "wrong result"
    if "Arrays are not equal" in m or "AssertionError" in m or \
            "Mismatched elements" in m:
        return "wrong result"
    return "other"


def main():
    root = sys.argv[1]
    show = 0
    if "--failures" in sys.argv:
        show = int(sys.argv[sys.argv.index("--failures") + 1])
    files = sorted({f.split(".")[0] for f in os.listdir(root)
                    if f.endswith(".xml")})
    print("| file | Strata pass / fail / skip | XLA:CPU pass / fail / skip |"
          " XLA:CPU passes that pass on Strata |")
    print("|---|---|---|---|")
    classes = collections.defaultdict(list)
    total_both = total_xla = 0
    for f in files:
        strata = load(os.path.join(root, f"{f}.strata.xml"))
        xla = load(os.path.join(root, f"{f}.cpu.xml"))

        def counts(r):
            if r is None:
                return "(no result: timed out or crashed)"
            c = collections.Counter(o for o, _ in r.values())
            return f"{c['passed']} / {c['failed']} / {c['skipped']}"

        share = ""
        if strata is not None and xla is not None:
            xla_pass = [k for k, (o, _) in xla.items() if o == "passed"]
            both = [k for k in xla_pass
                    if strata.get(k, ("missing",))[0] == "passed"]
            total_both += len(both)
            total_xla += len(xla_pass)
            share = f"{len(both)} / {len(xla_pass)}" + (
                f" ({100 * len(both) / len(xla_pass):.1f}%)" if xla_pass else "")
            for k in xla_pass:
                outcome, message = strata.get(k, ("missing", ""))
                if outcome == "failed":
                    classes[classify(message)].append((k, message))
        print(f"| {f} | {counts(strata)} | {counts(xla)} | {share} |")
    if total_xla:
        print(f"| **all** | | | **{total_both} / {total_xla} "
              f"({100 * total_both / total_xla:.1f}%)** |")
    print()
    print("Strata failures of tests that pass on XLA:CPU, by class:")
    for name, items in sorted(classes.items(), key=lambda kv: -len(kv[1])):
        print(f"- {name}: {len(items)}")
        for k, message in items[:show]:
            print(f"    - `{k}`: {message.splitlines()[0][:300] if message else ''}")


if __name__ == "__main__":
    main()
