// RUN: strata-opt %s --split-input-file | FileCheck %s
// Round trip: the printed form parses again and prints the same.
// RUN: strata-opt %s --split-input-file | strata-opt --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s

// CHECK-LABEL: hal.executable @ex {
//  CHECK-NEXT:   hal.executable.entry_point @entry ordinal(0) bindings(3)
//  CHECK-NEXT:   hal.executable.entry_point @other ordinal(1) bindings(2) {test.note}
//  CHECK-NEXT:   hal.executable.variant @llvm_cpu target("llvm-cpu") format("system-elf-x86_64") options({cpu = "host"}) {
//  CHECK-NEXT:     builtin.module {
//  CHECK-NEXT:       func.func @entry
//       CHECK:   hal.executable.variant @vmvx target("vmvx") format("vmvx-bytecode") options({}) attributes {test.kept} {
//  CHECK-NEXT:     builtin.module {
//  CHECK-NEXT:     }
//  CHECK-NEXT:   }
//  CHECK-NEXT:   hal.executable.binary @vulkan target("vulkan-spirv") format("vulkan-spirv") workgroup_counts([4, 1, 1, 2, 2, 1]) data("\03\02#\07\00\01")
//  CHECK-NEXT: }
hal.executable @ex {
  hal.executable.entry_point @entry ordinal(0) bindings(3)
  hal.executable.entry_point @other ordinal(1) bindings(2) {test.note}
  hal.executable.variant @llvm_cpu target("llvm-cpu") format("system-elf-x86_64") options({cpu = "host"}) {
    builtin.module {
      func.func @entry(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
        %0 = arith.addf %a, %b : tensor<4xf32>
        return %0 : tensor<4xf32>
      }
    }
  }
  hal.executable.variant @vmvx target("vmvx") format("vmvx-bytecode") options({}) attributes {test.kept} {
    builtin.module {
    }
  }
  hal.executable.binary @vulkan target("vulkan-spirv") format("vulkan-spirv") workgroup_counts([4, 1, 1, 2, 2, 1]) data("\03\02\23\07\00\01")
}

// -----

// CHECK-LABEL: func.func @host
//  CHECK-SAME: (%[[VIEW:.+]]: !hal.buffer_view) -> !hal.buffer_view
//       CHECK: %[[DEV:.+]] = hal.device.default : !hal.device
//       CHECK: hal.buffer_view.assert %[[VIEW]] argument(0) element_type(1) shape([1, 784])
//       CHECK: %[[IN:.+]] = hal.buffer_view.buffer %[[VIEW]] : !hal.buffer
//       CHECK: %[[CST:.+]] = hal.buffer.constant %[[DEV]], dense<1.000000e+00> : tensor<4xf32> : !hal.buffer
//       CHECK: %[[OUT:.+]] = hal.allocator.allocate %[[DEV]] bytes(%{{.+}}) : !hal.buffer
//       CHECK: %[[EXE:.+]] = hal.executable.lookup %[[DEV]] @ex : !hal.executable
//       CHECK: %[[CB:.+]] = hal.command_buffer.create %[[DEV]] : !hal.command_buffer
//       CHECK: hal.command_buffer.dispatch %[[CB]], %[[EXE]] entry(0) bindings(%[[IN]], %[[CST]], %[[OUT]])
//       CHECK: hal.command_buffer.execution_barrier %[[CB]]
//       CHECK: hal.command_buffer.dispatch %[[CB]], %[[EXE]] entry(1) bindings()
//       CHECK: hal.command_buffer.finalize %[[CB]]
//       CHECK: %[[F0:.+]] = hal.fence.create %[[DEV]] : !hal.fence
//       CHECK: %[[F1:.+]] = hal.fence.create %[[DEV]] : !hal.fence
//       CHECK: hal.device.queue.execute %[[DEV]] signal(%[[F0]]) commands(%[[CB]])
//       CHECK: hal.device.queue.execute %[[DEV]] wait(%[[F0]]) signal(%[[F1]]) commands(%[[CB]])
//       CHECK: hal.fence.await %[[F1]]
//       CHECK: %[[RES:.+]] = hal.buffer_view.create %[[OUT]] element_type(1) shape([1, 10]) : !hal.buffer_view
//       CHECK: %[[SCALAR:.+]] = hal.buffer_view.create %[[OUT]] element_type(5) shape([]) : !hal.buffer_view
//       CHECK: return %[[RES]]
hal.executable @ex {
  hal.executable.entry_point @entry ordinal(0) bindings(3)
  hal.executable.entry_point @empty ordinal(1) bindings(0)
}
func.func @host(%view: !hal.buffer_view) -> !hal.buffer_view {
  %device = hal.device.default : !hal.device
  hal.buffer_view.assert %view argument(0) element_type(1) shape([1, 784])
  %in = hal.buffer_view.buffer %view : !hal.buffer
  %cst = hal.buffer.constant %device, dense<1.0> : tensor<4xf32> : !hal.buffer
  %c40 = arith.constant 40 : index
  %out = hal.allocator.allocate %device bytes(%c40) : !hal.buffer
  %exe = hal.executable.lookup %device @ex : !hal.executable
  %cb = hal.command_buffer.create %device : !hal.command_buffer
  hal.command_buffer.dispatch %cb, %exe entry(0) bindings(%in, %cst, %out)
  hal.command_buffer.execution_barrier %cb
  hal.command_buffer.dispatch %cb, %exe entry(1) bindings()
  hal.command_buffer.finalize %cb
  %f0 = hal.fence.create %device : !hal.fence
  %f1 = hal.fence.create %device : !hal.fence
  hal.device.queue.execute %device signal(%f0) commands(%cb)
  hal.device.queue.execute %device wait(%f0) signal(%f1) commands(%cb)
  hal.fence.await %f1
  %result = hal.buffer_view.create %out element_type(1) shape([1, 10]) : !hal.buffer_view
  %scalar = hal.buffer_view.create %out element_type(5) shape([]) : !hal.buffer_view
  return %result : !hal.buffer_view
}

// -----

// Every type parses and prints.
// CHECK-LABEL: func.func private @types
//  CHECK-SAME: (!hal.device, !hal.buffer, !hal.buffer_view, !hal.command_buffer, !hal.executable, !hal.fence)
func.func private @types(!hal.device, !hal.buffer, !hal.buffer_view, !hal.command_buffer, !hal.executable, !hal.fence)

// -----

// Dynamic dims: dims of views, host-computed workgroup counts, push
// constants.
// CHECK-LABEL: func.func @dynamic
//       CHECK: %[[N:.+]] = hal.buffer_view.dim %{{.+}}[0] : index
//       CHECK: %[[ORD:.+]] = hal.executable.binary_ordinal %{{.+}} : index
//       CHECK: hal.command_buffer.dispatch %{{.+}}, %{{.+}} entry(0) workgroups(%[[N]], %[[ORD]], %[[ORD]]) push_constants(%{{.+}}) bindings(%{{.+}}, %{{.+}})
//       CHECK: hal.buffer_view.create %{{.+}} element_type(1) shape([-9223372036854775808, 4]) dims(%[[N]]) : !hal.buffer_view
hal.executable @dyn {
  hal.executable.entry_point @entry ordinal(0) bindings(2) push_constants(1)
}
func.func @dynamic(%view: !hal.buffer_view) -> !hal.buffer_view {
  %device = hal.device.default : !hal.device
  hal.buffer_view.assert %view argument(0) element_type(1) shape([-1, 4])
  %n = hal.buffer_view.dim %view[0] : index
  %in = hal.buffer_view.buffer %view : !hal.buffer
  %c16 = arith.constant 16 : index
  %bytes = arith.muli %n, %c16 : index
  %out = hal.allocator.allocate %device bytes(%bytes) : !hal.buffer
  %exe = hal.executable.lookup %device @dyn : !hal.executable
  %ord = hal.executable.binary_ordinal %exe : index
  %pc = arith.index_cast %n : index to i32
  %cb = hal.command_buffer.create %device : !hal.command_buffer
  hal.command_buffer.dispatch %cb, %exe entry(0) workgroups(%n, %ord, %ord) push_constants(%pc) bindings(%in, %out)
  hal.command_buffer.finalize %cb
  %result = hal.buffer_view.create %out element_type(1) shape([-9223372036854775808, 4]) dims(%n) : !hal.buffer_view
  return %result : !hal.buffer_view
}
