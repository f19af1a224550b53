"""Writes a damaged copy of a StableHLO portable artifact for the VHLO tests.

usage: vhlo_artifact.py {version X.Y.Z|truncate|flip} IN OUT
  version: the same artifact claiming to be written by StableHLO X.Y.Z
  truncate: its first half
  flip: every byte after the header inverted
"""
import sys

mode, arg = sys.argv[1], sys.argv[2] if sys.argv[1] == "version" else None
src, dst = sys.argv[-2], sys.argv[-1]
data = open(src, "rb").read()
start = data.index(b"StableHLO_v")
end = data.index(b"\0", start)
if mode == "version":
    data = data[:start] + b"StableHLO_v" + arg.encode() + data[end:]
elif mode == "truncate":
    data = data[: len(data) // 2]
elif mode == "flip":
    data = data[: end + 1] + bytes(b ^ 0xFF for b in data[end + 1:])
open(dst, "wb").write(data)
