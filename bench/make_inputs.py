#!/usr/bin/env python3
"""Writes random inputs for a corpus program (bench_* have none) as .npy.

usage: make_inputs.py CORPUS_PROGRAM_DIR OUT_DIR [--seed N]
Uses only the standard library (the dev machine has no numpy).
"""
import array
import json
import os
import random
import sys

DTYPES = {"float32": ("<f4", "f"), "int32": ("<i4", "i"),
          "float64": ("<f8", "d"), "int64": ("<i8", "q")}


def write_npy(path, shape, dtype, values):
    descr, code = DTYPES[dtype]
    shape_text = "(" + ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "") + ")"
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, shape_text)
    header += " " * (63 - (10 + len(header)) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little"))
        f.write(header.encode("latin1"))
        data = array.array(code, values)
        if sys.byteorder != "little":
            data.byteswap()
        f.write(data.tobytes())


def main():
    program, out = sys.argv[1], sys.argv[2]
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 0
    rng = random.Random(seed)
    with open(os.path.join(program, "meta.json")) as f:
        meta = json.load(f)
    os.makedirs(out, exist_ok=True)
    for i, (shape, dtype) in enumerate(meta["inputs"]):
        count = 1
        for d in shape:
            count *= d
        if dtype.startswith("float"):
            values = [rng.uniform(-1.0, 1.0) for _ in range(count)]
        else:
            values = [rng.randrange(-100, 100) for _ in range(count)]
        path = os.path.join(out, f"in{i}.npy")
        write_npy(path, shape, dtype, values)
        print(path)


if __name__ == "__main__":
    main()
