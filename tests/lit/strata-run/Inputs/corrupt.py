"""Writes damaged copies of a module: corrupt.py MODE IN OUT."""
import struct
import sys

mode, src, dst = sys.argv[1:4]
data = bytearray(open(src, "rb").read())
if mode == "truncate":
    data = data[: len(data) // 2]
elif mode == "flip-header":
    data[8] ^= 0x01  # payload size
elif mode == "flip-table":
    data[64 + 40] ^= 0x5A  # inside the FlatBuffer tables
elif mode == "newer-version":
    struct.pack_into("<I", data, 4, 2)
elif mode == "not-a-module":
    data = bytearray(b"hello, this is not a module\n" * 4)
open(dst, "wb").write(bytes(data))
