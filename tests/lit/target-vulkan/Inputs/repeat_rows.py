"""Writes an .npy whose rows are N copies of a one-row .npy (no numpy).

usage: repeat_rows.py IN.npy N OUT.npy

The expected output of a row-independent program at batch N, from its
output at batch 1 (rows are computed independently, so each row of the
batch-N result equals the batch-1 row for the same input row).
"""
import ast
import struct
import sys


def read(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:6] != b"\x93NUMPY":
        sys.exit(f"{path}: not an .npy file")
    major = data[6]
    if major == 1:
        (hlen,) = struct.unpack("<H", data[8:10])
        start = 10
    else:
        (hlen,) = struct.unpack("<I", data[8:12])
        start = 12
    header = ast.literal_eval(data[start:start + hlen].decode("latin1"))
    return header, data[start + hlen:]


def write(path, header, payload):
    text = repr(header).encode("latin1")
    pad = 64 - (10 + len(text) + 1) % 64
    text += b" " * pad + b"\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(text)) + text)
        f.write(payload)


def main():
    src, n, dst = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    header, payload = read(src)
    shape = tuple(header["shape"])
    if not shape or shape[0] != 1 or header["fortran_order"]:
        sys.exit(f"{src}: expected a C-order array with one row, got {shape}")
    header["shape"] = (n,) + shape[1:]
    write(dst, header, payload * n)


if __name__ == "__main__":
    main()
