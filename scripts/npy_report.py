#!/usr/bin/env python3
"""Prints the demo's probabilities, predicted class and the match with XLA.

Reads little-endian float32 .npy files with the standard library only.
"""
import ast
import struct
import sys


def read_f32_npy(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:6] != b"\x93NUMPY":
        sys.exit(f"{path}: not a .npy file")
    major = data[6]
    if major == 1:
        header_len = struct.unpack_from("<H", data, 8)[0]
        start = 10
    else:
        header_len = struct.unpack_from("<I", data, 8)[0]
        start = 12
    header = ast.literal_eval(data[start:start + header_len].decode("latin1"))
    if header["descr"] != "<f4":
        sys.exit(f"{path}: expected float32, got {header['descr']}")
    count = 1
    for dim in header["shape"]:
        count *= dim
    return list(struct.unpack_from(f"<{count}f", data, start + header_len))


def main():
    actual = read_f32_npy(sys.argv[1])
    expected = read_f32_npy(sys.argv[2])
    print("probabilities:", " ".join(f"{p:.6f}" for p in actual))
    predicted = max(range(len(actual)), key=lambda i: actual[i])
    print("predicted class:", predicted)
    rtol, atol = 1e-4, 1e-5
    worst = max(abs(a - e) for a, e in zip(actual, expected))
    ok = len(actual) == len(expected) and all(
        abs(a - e) <= atol + rtol * abs(e) for a, e in zip(actual, expected))
    if ok:
        print(f"matches XLA (largest difference {worst:.3g})")
    else:
        print(f"DOES NOT match XLA: largest difference {worst:.3g}")
        sys.exit(1)


if __name__ == "__main__":
    main()
