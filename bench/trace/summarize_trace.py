#!/usr/bin/env python3
"""Where a call's time goes, from a strata trace (--trace=FILE.json): per
thread (a rank of --partitions, or the one caller), the mean per call of
the call itself and of each event category inside calls (dispatches,
collectives, transfers, allocations, submits), summed over the slices
that start inside a call on that thread; GPU-track slices (device time of
each dispatch) are reported per call of the whole trace.

usage: summarize_trace.py TRACE.json [--skip=N]   (skip each thread's
first N calls: warm-up)
"""
import collections
import json
import sys


def main():
    path = sys.argv[1]
    skip = 0
    for a in sys.argv[2:]:
        if a.startswith("--skip="):
            skip = int(a.split("=", 1)[1])
    data = json.load(open(path))
    events = data["traceEvents"] if isinstance(data, dict) else data
    slices = [e for e in events if e.get("ph") == "X"]
    calls = collections.defaultdict(list)
    for e in slices:
        if e.get("cat") == "vm" and e.get("name", "").startswith("call "):
            calls[(e["pid"], e["tid"])].append(e)
    print("| thread | calls | ms per call | category: ms per call |")
    print("|---|---:|---:|---|")
    for key, cs in sorted(calls.items()):
        cs = sorted(cs, key=lambda e: e["ts"])[skip:]
        if not cs:
            continue
        sums = collections.Counter()
        for e in slices:
            if (e["pid"], e["tid"]) != key or e in cs or e.get("cat") == "vm":
                continue
            if any(c["ts"] <= e["ts"] < c["ts"] + c["dur"] for c in cs):
                sums["%s/%s" % (e.get("cat"), e.get("name") if e.get("cat")
                                in ("collective", "transfer") else "*")] += e["dur"]
        n = len(cs)
        mean = sum(c["dur"] for c in cs) / n / 1e3
        parts = ", ".join("%s %.3f" % (k, v / n / 1e3)
                          for k, v in sums.most_common())
        print("| %s | %d | %.3f | %s |" % (key[1], n, mean, parts))


if __name__ == "__main__":
    main()
