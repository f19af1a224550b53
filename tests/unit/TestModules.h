//===- TestModules.h - Modules shared by several test files ------*- C++
//-*-===//

#ifndef STRATA_TESTS_UNIT_TESTMODULES_H
#define STRATA_TESTS_UNIT_TESTMODULES_H

#include "TestModuleBuilder.h"

namespace strata::test {

inline VariantSpec elfVariant(const std::string &soPath, uint32_t n) {
  VariantSpec v;
  v.target = "llvm-cpu";
  v.format = "system-elf-x86_64";
  // add_f32 and mul2_f32: 4 elements per workgroup; iota2d_i32: 4x4 grid.
  v.workgroupCounts = {n / 4, 1, 1, n / 4, 1, 1, 4, 4, 1};
  v.binary = readBinaryFile(soPath);
  return v;
}

/// Module with:
///   main(a: Nxf32, b: Nxf32) -> Nxf32 = (a + b) * 2  (two dispatches)
///   weights() -> 4xf32 = rodata [1.5 2.5 3.5 4.5] copied to a device buffer
///   iota() -> 4x4xi32 = y*100 + x  (2-D workgroup grid)
/// `variants` default to the test kernel .so as the only variant.
inline ModuleSpec dispatchModule(uint32_t n,
                                 std::vector<VariantSpec> variants) {
  ModuleSpec m;
  m.name = "dispatch_test";
  uint32_t iAssert = m.importHal("buffer_view.assert");
  uint32_t iDev = m.importHal("device.default");
  uint32_t iBuf = m.importHal("buffer_view.buffer");
  uint32_t iAlloc = m.importHal("allocator.allocate");
  uint32_t iLookup = m.importHal("executable.lookup");
  uint32_t iCbc = m.importHal("command_buffer.create");
  uint32_t iDisp = m.importHal("command_buffer.dispatch");
  uint32_t iBar = m.importHal("command_buffer.execution_barrier");
  uint32_t iFin = m.importHal("command_buffer.finalize");
  uint32_t iFence = m.importHal("fence.create");
  uint32_t iExec = m.importHal("device.queue.execute");
  uint32_t iAwait = m.importHal("fence.await");
  uint32_t iView = m.importHal("buffer_view.create");
  uint32_t iWrap = m.importHal("buffer.wrap_rodata");
  uint32_t iCopy = m.importHal("command_buffer.copy");

  const uint8_t CI = vm::kCallImport;
  {
    Asm a;
    a.constI32(0, 0).constI32(1, int32_t(hal::ElementType::kF32));
    a.constI64(2, n).constI32(3, 1).constI64(4, int64_t(n) * 4);
    a.call(CI, iAssert, {0, 0, 1, 2}, {});
    a.call(CI, iAssert, {1, 3, 1, 2}, {});
    a.call(CI, iDev, {}, {2});
    a.call(CI, iBuf, {0}, {3});
    a.call(CI, iBuf, {1}, {4});
    a.call(CI, iAlloc, {2, 4}, {5});
    a.call(CI, iLookup, {2, 0}, {6});
    a.call(CI, iCbc, {2}, {7});
    a.call(CI, iDisp, {7, 6, 0, 3, 4, 5}, {});
    a.call(CI, iBar, {7}, {});
    a.call(CI, iDisp, {7, 6, 3, 5}, {});
    a.call(CI, iFin, {7}, {});
    a.call(CI, iFence, {2}, {8});
    a.op(vm::kConstRefNull).u16(9);
    a.call(CI, iExec, {2, 9, 8, 7}, {});
    a.call(CI, iAwait, {8}, {});
    a.call(CI, iView, {5, 1, 2}, {10});
    a.ret({10});
    m.functions.push_back({"main", "rr", "r", 5, 11, a.code});
  }
  {
    Asm a;
    a.constI64(0, 0).constI64(1, 16).constI32(2,
                                              int32_t(hal::ElementType::kF32));
    a.constI64(3, 4);
    a.op(vm::kConstRodata).u16(0).u32(0);
    a.call(CI, iDev, {}, {1});
    a.call(CI, iWrap, {1, 0}, {2});
    a.call(CI, iAlloc, {1, 1}, {3});
    a.call(CI, iCbc, {1}, {4});
    a.call(CI, iCopy, {4, 2, 0, 3, 0, 1}, {});
    a.call(CI, iFin, {4}, {});
    a.call(CI, iFence, {1}, {5});
    a.op(vm::kConstRefNull).u16(6);
    a.call(CI, iExec, {1, 6, 5, 4}, {});
    a.call(CI, iAwait, {5}, {});
    a.call(CI, iView, {3, 2, 3}, {7});
    a.ret({7});
    m.functions.push_back({"weights", "", "r", 4, 8, a.code});
  }
  {
    Asm a;
    a.constI64(0, 64).constI32(1, 0).constI32(2, 2);
    a.constI32(3, int32_t(hal::ElementType::kI32)).constI64(4, 4);
    a.call(CI, iDev, {}, {0});
    a.call(CI, iAlloc, {0, 0}, {1});
    a.call(CI, iLookup, {0, 1}, {2});
    a.call(CI, iCbc, {0}, {3});
    a.call(CI, iDisp, {3, 2, 2, 1}, {});
    a.call(CI, iFin, {3}, {});
    a.call(CI, iFence, {0}, {4});
    a.op(vm::kConstRefNull).u16(5);
    a.call(CI, iExec, {0, 5, 4, 3}, {});
    a.call(CI, iAwait, {4}, {});
    a.call(CI, iView, {1, 3, 4, 4}, {6});
    a.ret({6});
    m.functions.push_back({"iota", "", "r", 5, 7, a.code});
  }
  m.exports.push_back(
      {"main",
       0,
       {{hal::ElementType::kF32, {n}}, {hal::ElementType::kF32, {n}}},
       {{hal::ElementType::kF32, {n}}}});
  m.exports.push_back({"weights", 1, {}, {{hal::ElementType::kF32, {4}}}});
  m.exports.push_back({"iota", 2, {}, {{hal::ElementType::kI32, {4, 4}}}});
  std::vector<uint8_t> ro(16);
  float w[4] = {1.5f, 2.5f, 3.5f, 4.5f};
  std::memcpy(ro.data(), w, 16);
  m.rodata.push_back({"weights", ro});
  ExecutableSpec exe;
  exe.name = "add_dispatch";
  exe.entries = {{"add_f32", 3, 0}, {"mul2_f32", 1, 0}, {"iota2d_i32", 1, 0}};
  exe.variants = std::move(variants);
  m.executables.push_back(exe);
  return m;
}

/// The test-ref-c variant (tests/unit/plugins/ref_plugin.c) of the
/// executable of dispatchModule: same entry points, same workgroup counts.
inline VariantSpec refVariant(uint32_t n) {
  VariantSpec v;
  v.target = "ref-c";
  v.format = "test-ref-c";
  v.workgroupCounts = {n / 4, 1, 1, n / 4, 1, 1, 4, 4, 1};
  std::string magic = "STRATA-REF-C";
  v.binary.assign(magic.begin(), magic.end());
  return v;
}

/// Builds a zero-argument `main` the way the compiler lowers a StableHLO
/// test program: tensors are rodata wrapped into buffer views, then
/// check.* imports compare them. Every method appends bytecode.
struct CheckProgram {
  ModuleSpec m;
  Asm a;
  uint16_t prims = 0, refs = 0;
  uint16_t device;

  CheckProgram() {
    m.name = "check_test";
    device = refs++;
    a.call(vm::kCallImport, m.importNative("hal", "device.default"), {},
           {device});
  }

  /// A buffer view over new rodata holding `bytes`; returns its ref reg.
  uint16_t tensorBytes(hal::ElementType type, std::vector<int64_t> shape,
                       std::vector<uint8_t> bytes) {
    uint32_t ordinal = uint32_t(m.rodata.size());
    m.rodata.push_back({"t" + std::to_string(ordinal), std::move(bytes)});
    uint16_t ro = refs++, buffer = refs++, view = refs++;
    a.op(vm::kConstRodata).u16(ro).u32(ordinal);
    a.call(vm::kCallImport, m.importNative("hal", "buffer.wrap_rodata"),
           {device, ro}, {buffer});
    uint16_t et = prims++;
    a.constI32(et, int32_t(type));
    std::vector<uint16_t> args = {buffer, et};
    for (int64_t d : shape) {
      uint16_t r = prims++;
      a.constI64(r, d);
      args.push_back(r);
    }
    a.call(vm::kCallImport, m.importNative("hal", "buffer_view.create"), args,
           {view});
    return view;
  }
  template <typename T>
  uint16_t tensor(hal::ElementType type, std::vector<int64_t> shape,
                  const std::vector<T> &values) {
    std::vector<uint8_t> bytes(values.size() * sizeof(T));
    if (!bytes.empty())
      std::memcpy(bytes.data(), values.data(), bytes.size());
    return tensorBytes(type, std::move(shape), std::move(bytes));
  }
  uint16_t f32(std::vector<int64_t> shape, const std::vector<float> &v) {
    return tensor(hal::ElementType::kF32, std::move(shape), v);
  }

  void expectEq(uint16_t actual, uint16_t expected) {
    a.call(vm::kCallImport, m.importNative("check", "expect_eq"),
           {actual, expected}, {});
  }
  void expectAlmostEq(uint16_t actual, uint16_t expected, float tolerance) {
    uint16_t t = prims++;
    a.constF32(t, tolerance);
    a.call(vm::kCallImport, m.importNative("check", "expect_almost_eq"),
           {actual, expected, t}, {});
  }
  void expectClose(uint16_t actual, uint16_t expected, int64_t minUlp = 0,
                   int64_t maxUlp = 3) {
    uint16_t lo = prims++, hi = prims++;
    a.constI64(lo, minUlp).constI64(hi, maxUlp);
    a.call(vm::kCallImport, m.importNative("check", "expect_close"),
           {actual, expected, lo, hi}, {});
  }
  /// check.eq; returns the ref register of its i1 result.
  uint16_t eq(uint16_t actual, uint16_t expected) {
    uint16_t r = refs++;
    a.call(vm::kCallImport, m.importNative("check", "eq"), {actual, expected},
           {r});
    return r;
  }

  /// Finishes `main` returning `results` (ref registers) with `types`.
  ModuleSpec finish(std::vector<uint16_t> results = {},
                    std::vector<TensorSpec> types = {}) {
    a.ret(results);
    m.functions.push_back(
        {"main", "", std::string(results.size(), 'r'), prims, refs, a.code});
    m.exports.push_back({"main", 0, {}, std::move(types)});
    return m;
  }
};

} // namespace strata::test

#endif // STRATA_TESTS_UNIT_TESTMODULES_H
