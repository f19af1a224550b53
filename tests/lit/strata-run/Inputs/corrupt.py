"""Writes damaged copies of a module: corrupt.py MODE IN OUT."""
import struct
import sys
import zlib

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
elif mode == "spirv-bound":
    # Every shader's id bound (SPIR-V header word 3) set to 1: the module
    # file, its FlatBuffer and the vulkan-spirv container stay valid (crc32
    # recomputed), the SPIR-V does not.
    magic = struct.pack("<I", 0x07230203)
    at = data.find(magic, 64)
    if at < 0:
        sys.exit("no SPIR-V in " + src)
    while at >= 0:
        struct.pack_into("<I", data, at + 12, 1)
        at = data.find(magic, at + 4)
    struct.pack_into("<I", data, 16, zlib.crc32(bytes(data[64:])) & 0xFFFFFFFF)
open(dst, "wb").write(bytes(data))
