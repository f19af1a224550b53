#!/usr/bin/env python3
"""Compares the GPU replay of the lit tests' Vulkan runs with lavapipe's.

usage: compare_lit.py LIT_DIR
Each LIT_DIR/case-*/ holds the recorded run (rc, stdout, ref-* files, orig)
and the replay: got/rc, got/stdout, and the files it wrote beside the refs. A case passes when the exit
status is the same and, for a run that does not compare with
--expected_output itself (at the test's own tolerance), stdout and every
written file agree: text token by token with numbers equal within rtol 1e-5
/ atol 1e-6 (NaN == NaN, infinities exact), .npy files element by element
the same way. Prints one line per
failing case and a summary; exits 1 when any case fails.
"""
import math
import os
import re
import struct
import sys

NUM = re.compile(r"^[-+]?(\d+\.?\d*([eE][-+]?\d+)?|\.\d+([eE][-+]?\d+)?|inf|nan)$", re.I)


def close(a, b, rtol=1e-5, atol=1e-6):
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    if math.isinf(a) or math.isinf(b):
        return a == b
    return abs(a - b) <= atol + rtol * max(abs(a), abs(b))


def text_difference(x, y):
    """None when x and y agree, else the first differing tokens."""
    tx, ty = re.split(r"[\s,\[\]()]+", x.strip()), re.split(r"[\s,\[\]()]+", y.strip())
    if len(tx) != len(ty):
        return "%d tokens, lavapipe %d" % (len(ty), len(tx))
    for i, (a, b) in enumerate(zip(tx, ty)):
        if a == b:
            continue
        if NUM.match(a) and NUM.match(b) and close(float(a), float(b)):
            continue
        return "token %d: %s, lavapipe %s" % (i, b, a)
    return None


def npy_values(data):
    if data[:6] != b"\x93NUMPY":
        return None
    hlen = struct.unpack("<H", data[8:10])[0]
    header = data[10:10 + hlen].decode("latin1")
    m = re.search(r"'descr':\s*'([<>|]?)([a-z])(\d+)'", header)
    if not m:
        return None
    kind, size = m.group(2), int(m.group(3))
    body = data[10 + hlen:]
    if kind == "f" and size in (4, 8):
        fmt = "<%d%s" % (len(body) // size, "f" if size == 4 else "d")
        return struct.unpack(fmt, body)
    if kind == "c" and size in (8, 16):
        fmt = "<%d%s" % (len(body) // (size // 2), "f" if size == 8 else "d")
        return struct.unpack(fmt, body)
    return None


def same_file(ref, got):
    a, b = open(ref, "rb").read(), open(got, "rb").read()
    if a == b:
        return True
    va, vb = npy_values(a), npy_values(b)
    if va is None or vb is None or len(va) != len(vb):
        return False
    return all(close(x, y) for x, y in zip(va, vb))


def main():
    root = sys.argv[1]
    cases = sorted(d for d in os.listdir(root) if d.startswith("case-"))
    failed = 0
    for c in cases:
        d = os.path.join(root, c)
        g = os.path.join(d, "got")
        why = []
        read = lambda p: open(p, errors="replace").read() if os.path.exists(p) else ""
        if read(os.path.join(d, "rc")).strip() != read(os.path.join(g, "rc")).strip():
            why.append("exit %s, lavapipe %s" % (read(os.path.join(g, "rc")).strip(),
                                                 read(os.path.join(d, "rc")).strip()))
        # A run given --expected_output compares with the test's own
        # tolerance: its exit status decides. Otherwise the printed values
        # are what the test checks.
        checked = "--expected_output=" in read(os.path.join(d, "args"))
        diff = text_difference(read(os.path.join(d, "stdout")),
                               read(os.path.join(g, "stdout")))
        if diff and not checked:
            why.append("stdout differs (%s)" % diff)
        for f in os.listdir(d):
            if f.startswith("ref-"):
                got = os.path.join(d, f[4:])
                if not os.path.exists(got) or not same_file(os.path.join(d, f), got):
                    why.append("%s differs" % f[4:])
        if why:
            failed += 1
            print("FAIL %s (%s): %s" % (c, read(os.path.join(d, "orig")).strip()[:200],
                                        "; ".join(why)))
            print("  stderr: %s" % read(os.path.join(g, "stderr")).strip()[:300])
    print("lit Vulkan runs on this GPU: %d of %d agree with lavapipe" % (len(cases) - failed, len(cases)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
