#!/usr/bin/env python3
"""Renders a Chrome trace-event file (strata-run/strata-benchmark/
strata-compile --trace) as a timeline PNG, the way Perfetto lays it out: one
row per (process, thread) track, one bar per complete event, colored by
category, nested events stacked. No network and no browser needed:
matplotlib (Debian: python3-matplotlib).

    python3 bench/trace/render_trace.py TRACE.json OUT.png [--title T]
"""
import argparse
import collections
import json

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

COLORS = {"vm": "#4c72b0", "dispatch": "#dd8452", "gpu": "#c44e52",
          "submit": "#8172b3", "transfer": "#55a868", "alloc": "#937860",
          "phase": "#4c72b0", "pass": "#dd8452"}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("trace")
    p.add_argument("out")
    p.add_argument("--title", default="")
    args = p.parse_args()
    with open(args.trace) as f:
        events = json.load(f)["traceEvents"]
    names = {e["pid"]: e["args"]["name"] for e in events
             if e["ph"] == "M" and e["name"] == "process_name"}
    tracks = collections.defaultdict(list)
    for e in events:
        if e["ph"] == "X":
            tracks[(e["pid"], e["tid"])].append(e)
    rows = []  # (label, [(event, depth)])
    for (pid, tid), evs in sorted(tracks.items()):
        evs.sort(key=lambda e: (e["ts"], -e["dur"]))
        stack, placed = [], []
        for e in evs:
            while stack and stack[-1] <= e["ts"]:
                stack.pop()
            placed.append((e, len(stack)))
            stack.append(e["ts"] + e["dur"])
        depth = max(d for _, d in placed) + 1
        label = f"{names.get(pid, pid)} / {tid}"
        rows.append((label, placed, depth))
    height = sum(d for _, _, d in rows)
    fig, ax = plt.subplots(figsize=(14, 1.0 + 0.45 * height))
    y, ticks, labels = 0, [], []
    for label, placed, depth in rows:
        ticks.append(y + depth / 2)
        labels.append(label)
        for e, d in placed:
            ax.barh(y + d + 0.5, e["dur"], left=e["ts"], height=0.9,
                    color=COLORS.get(e.get("cat"), "#999999"),
                    edgecolor="white", linewidth=0.3)
            if e["dur"] > 0.06 * max(1e-9, ax.get_xlim()[1]):
                ax.text(e["ts"] + e["dur"] / 2, y + d + 0.5,
                        e["name"][:40], ha="center", va="center", fontsize=6,
                        color="white", clip_on=True)
        y += depth
    ax.set_yticks(ticks)
    ax.set_yticklabels(labels, fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("time since start (us)")
    handles = [plt.Rectangle((0, 0), 1, 1, color=c) for c in COLORS.values()]
    present = {e.get("cat") for evs in tracks.values() for e in evs}
    legend = [(h, c) for h, c in zip(handles, COLORS) if c in present]
    ax.legend([h for h, _ in legend], [c for _, c in legend], fontsize=8,
              loc="upper left", bbox_to_anchor=(1.005, 1.0))
    ax.set_title(args.title or args.trace, fontsize=10)
    fig.tight_layout()
    fig.savefig(args.out, dpi=110)


if __name__ == "__main__":
    main()
