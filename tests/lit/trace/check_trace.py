#!/usr/bin/env python3
"""Checks a Chrome trace-event file's structure (what Perfetto and
chrome://tracing need): a JSON object with a traceEvents list whose events
have ph, pid, tid, name, and for complete ("X") events numeric ts and dur
>= 0; then that the categories given with --expect CAT[:NAME_SUBSTRING]
each occur (with an event whose name contains the substring), and
--expect-arg CAT:KEY that some event of CAT carries argument KEY. Prints a
one-line summary per category for FileCheck."""
import argparse
import collections
import json
import sys


def main():
    p = argparse.ArgumentParser()
    p.add_argument("trace")
    p.add_argument("--expect", action="append", default=[])
    p.add_argument("--expect-arg", action="append", default=[])
    args = p.parse_args()
    with open(args.trace) as f:
        doc = json.load(f)
    events = doc.get("traceEvents")
    if not isinstance(events, list) or not events:
        sys.exit("FAIL: no traceEvents list")
    by_cat = collections.defaultdict(list)
    for i, e in enumerate(events):
        for key in ("ph", "pid", "tid", "name"):
            if key not in e:
                sys.exit(f"FAIL: event {i} has no '{key}': {e}")
        if e["ph"] == "X":
            for key in ("ts", "dur"):
                if not isinstance(e.get(key), (int, float)) or e[key] < 0:
                    sys.exit(f"FAIL: event {i} has a bad '{key}': {e}")
            by_cat[e.get("cat", "")].append(e)
    for want in args.expect:
        cat, _, name = want.partition(":")
        if not any(name in e["name"] for e in by_cat.get(cat, [])):
            sys.exit(f"FAIL: no '{cat}' event named like '{name}' "
                     f"(categories: {sorted(by_cat)})")
    for want in args.expect_arg:
        cat, _, key = want.partition(":")
        if not any(key in e.get("args", {}) for e in by_cat.get(cat, [])):
            sys.exit(f"FAIL: no '{cat}' event has argument '{key}'")
    for cat in sorted(by_cat):
        print(f"category {cat}: {len(by_cat[cat])} events")
    print("OK")


if __name__ == "__main__":
    main()
