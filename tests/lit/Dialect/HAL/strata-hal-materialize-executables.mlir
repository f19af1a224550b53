// RUN: strata-opt %s --split-input-file --verify-diagnostics --strata-hal-materialize-executables | FileCheck %s

// One hal.executable per flow.executable: entry points for the public
// functions in order (bindings = arguments + results), then one variant per
// hal.targets entry in manifest order, each holding a copy of the inner
// module ('-' in the target name becomes '_' in the symbol).
// CHECK-LABEL: module attributes {hal.targets
//   CHECK-NOT: flow.executable
//       CHECK: hal.executable @main_dispatch_0 {
//  CHECK-NEXT:   hal.executable.entry_point @main_dispatch_0 ordinal(0) bindings(3)
//  CHECK-NEXT:   hal.executable.entry_point @second ordinal(1) bindings(3)
//  CHECK-NEXT:   hal.executable.variant @llvm_cpu target("llvm-cpu") format("system-elf-x86_64") options({cpu = "host"}) {
//  CHECK-NEXT:     builtin.module {
//  CHECK-NEXT:       func.func @main_dispatch_0(
//       CHECK:       func.func private @helper(
//       CHECK:       func.func @second(
//       CHECK:   hal.executable.variant @vmvx target("vmvx") format("vmvx-bytecode") options({}) {
//  CHECK-NEXT:     builtin.module {
//  CHECK-NEXT:       func.func @main_dispatch_0(
//       CHECK:       func.func private @helper(
//       CHECK:       func.func @second(
//       CHECK: hal.executable @main_dispatch_1 {
//  CHECK-NEXT:   hal.executable.entry_point @main_dispatch_1 ordinal(0) bindings(1)
//  CHECK-NEXT:   hal.executable.variant @llvm_cpu
//       CHECK:   hal.executable.variant @vmvx
//       CHECK: func.func @main(
//       CHECK:   flow.dispatch @main_dispatch_0::@main_dispatch_0
//       CHECK:   flow.dispatch @main_dispatch_1::@main_dispatch_1
//   CHECK-NOT: flow.executable
module attributes {hal.targets = [{target = "llvm-cpu", format = "system-elf-x86_64", options = {cpu = "host"}}, {target = "vmvx", format = "vmvx-bytecode", options = {}}]} {
  flow.executable @main_dispatch_0 {
    builtin.module {
      func.func @main_dispatch_0(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
        return %a : tensor<4xf32>
      }
      func.func private @helper(%a: tensor<4xf32>) -> tensor<4xf32> {
        return %a : tensor<4xf32>
      }
      func.func @second(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
        return %a, %a : tensor<4xf32>, tensor<4xf32>
      }
    }
  }
  flow.executable @main_dispatch_1 {
    builtin.module {
      func.func @main_dispatch_1() -> tensor<2xi1> {
        %c = arith.constant dense<true> : tensor<2xi1>
        return %c : tensor<2xi1>
      }
    }
  }
  func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xi1>) {
    %0 = flow.dispatch @main_dispatch_0::@main_dispatch_0(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = flow.dispatch @main_dispatch_1::@main_dispatch_1() : () -> tensor<2xi1>
    return %0, %1 : tensor<4xf32>, tensor<2xi1>
  }
}

// -----

// A single target: a single variant; the variant keeps the target options.
// CHECK-LABEL: module attributes {hal.targets
//       CHECK: hal.executable @ex {
//  CHECK-NEXT:   hal.executable.entry_point @entry ordinal(0) bindings(2)
//  CHECK-NEXT:   hal.executable.variant @vulkan_spirv target("vulkan-spirv") format("vulkan-spirv") options({"spirv-version" = "1.3"}) {
//   CHECK-NOT:   hal.executable.variant
module attributes {hal.targets = [{target = "vulkan-spirv", format = "vulkan-spirv", options = {"spirv-version" = "1.3"}}]} {
  flow.executable @ex {
    builtin.module {
      func.func @entry(%a: tensor<4xf32>) -> tensor<4xf32> {
        return %a : tensor<4xf32>
      }
    }
  }
}

// -----

// expected-error @+1 {{no targets: expected a 'hal.targets' array on the module (set from --targets)}}
module {
  flow.executable @ex {
    builtin.module {
    }
  }
}

// -----

// expected-error @+1 {{no targets: expected a 'hal.targets' array on the module (set from --targets)}}
module attributes {hal.targets = []} {
}

// -----

// expected-error @+1 {{malformed hal.targets entry {options = {}, target = "vmvx"}: expected {target, format, options}}}
module attributes {hal.targets = [{target = "vmvx", options = {}}]} {
}

// -----

// expected-error @+1 {{malformed hal.targets entry "vmvx": expected {target, format, options}}}
module attributes {hal.targets = ["vmvx"]} {
}
