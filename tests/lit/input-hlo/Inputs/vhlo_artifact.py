"""Writes a damaged copy of a StableHLO portable artifact for the VHLO tests.

usage: vhlo_artifact.py {version X.Y.Z|truncate|flip|toplevel-args} IN OUT
  version: the same artifact claiming to be written by StableHLO X.Y.Z
  truncate: its first half
  flip: every byte after the header inverted
  toplevel-args: the IR section's top-level block claims arguments (MLIR
    22's reader crashed on this)
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
elif mode == "toplevel-args":
    def varint(pos):
        """MLIR's prefix varint at pos: (value, next position)."""
        first = data[pos]
        size = (first & -first).bit_length() if first else 9
        value = int.from_bytes(data[pos:pos + size], "little")
        return (value >> size if first else value >> 8), pos + size
    pos = end + 1
    while True:
        section, pos = data[pos], pos + 1
        length, pos = varint(pos)
        if section & 0x80:  # aligned: the reader pads to the data's address
            alignment, pos = varint(pos)
            while data[pos] == 0xCB:
                pos += 1
        if section & 0x7F == 4:  # the IR section: block header first
            assert data[pos] & 1 and data[pos] < 0x80, "one-byte header expected"
            data = data[:pos] + bytes([data[pos] | 0b10]) + data[pos + 1:]
            break
        pos += length
open(dst, "wb").write(data)
