#!/usr/bin/env python3
"""Prints each descriptor binding of a SPIR-V binary and whether it is
decorated NonWritable, one line per binding in order:

    binding 0 set 0 read-only
    binding 2 set 0 written

usage: spirv_bindings.py MODULE.spv

Reads the decorations from the words directly (no SPIRV-Tools: the
disassembler here predates cooperative matrices).
"""
import struct
import sys

OP_DECORATE, OP_FUNCTION = 71, 54
NON_WRITABLE, BINDING, DESCRIPTOR_SET = 24, 33, 34

words = open(sys.argv[1], "rb").read()
words = struct.unpack("<%dI" % (len(words) // 4), words)
binding, descriptor_set, non_writable = {}, {}, set()
i = 5
while i < len(words):
    count, opcode = words[i] >> 16, words[i] & 0xFFFF
    if count == 0 or opcode == OP_FUNCTION:
        break
    if opcode == OP_DECORATE:
        target, decoration = words[i + 1], words[i + 2]
        if decoration == NON_WRITABLE:
            non_writable.add(target)
        elif decoration == BINDING:
            binding[target] = words[i + 3]
        elif decoration == DESCRIPTOR_SET:
            descriptor_set[target] = words[i + 3]
    i += count
for target, number in sorted(binding.items(), key=lambda item: item[1]):
    print("binding %d set %d %s" % (number, descriptor_set.get(target, 0),
                                     "read-only" if target in non_writable
                                     else "written"))
