// RUN: strata-opt %s --split-input-file --strata-flow-deduplicate-executables | FileCheck %s

// Executables equal but for their names and locations become one; the
// dispatches of the erased ones call the kept one. A different constant,
// a different type or a different argument attribute keeps its own.
// CHECK-LABEL: flow.executable @main_dispatch_0
//   CHECK-NOT: flow.executable @main_dispatch_1
//       CHECK: flow.executable @main_dispatch_2
//       CHECK: flow.executable @main_dispatch_3
//       CHECK: flow.executable @main_dispatch_4
//   CHECK-NOT: flow.executable @main_dispatch_5
//       CHECK: func.func @main(
//  CHECK-NEXT:   %[[D0:.+]] = flow.dispatch @main_dispatch_0::@main_dispatch_0(%arg0)
//  CHECK-NEXT:   %[[D1:.+]] = flow.dispatch @main_dispatch_0::@main_dispatch_0(%[[D0]])
//  CHECK-NEXT:   %[[D2:.+]] = flow.dispatch @main_dispatch_2::@main_dispatch_2(%[[D1]])
//  CHECK-NEXT:   %[[D3:.+]] = flow.dispatch @main_dispatch_3::@main_dispatch_3(%[[D2]])
//  CHECK-NEXT:   %[[D4:.+]] = flow.dispatch @main_dispatch_4::@main_dispatch_4(%[[D3]])
//  CHECK-NEXT:   %[[D5:.+]] = flow.dispatch @main_dispatch_0::@main_dispatch_0(%[[D4]])
flow.executable @main_dispatch_0 {
  builtin.module {
    func.func @main_dispatch_0(%x: tensor<4xf32> {bufferization.writable = false}) -> tensor<4xf32> {
      %c = arith.constant dense<2.0> : tensor<4xf32>
      %e = tensor.empty() : tensor<4xf32>
      %r = linalg.mul ins(%x, %c : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    } loc("a.py":1:1)
  }
}
flow.executable @main_dispatch_1 {
  builtin.module {
    func.func @main_dispatch_1(%y: tensor<4xf32> {bufferization.writable = false}) -> tensor<4xf32> {
      %c = arith.constant dense<2.0> : tensor<4xf32> loc("b.py":7:3)
      %e = tensor.empty() : tensor<4xf32>
      %r = linalg.mul ins(%y, %c : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32> loc("b.py":8:3)
      return %r : tensor<4xf32>
    } loc("b.py":2:2)
  }
}
// Another constant.
flow.executable @main_dispatch_2 {
  builtin.module {
    func.func @main_dispatch_2(%x: tensor<4xf32> {bufferization.writable = false}) -> tensor<4xf32> {
      %c = arith.constant dense<3.0> : tensor<4xf32>
      %e = tensor.empty() : tensor<4xf32>
      %r = linalg.mul ins(%x, %c : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    }
  }
}
// Operands in the other order.
flow.executable @main_dispatch_3 {
  builtin.module {
    func.func @main_dispatch_3(%x: tensor<4xf32> {bufferization.writable = false}) -> tensor<4xf32> {
      %c = arith.constant dense<2.0> : tensor<4xf32>
      %e = tensor.empty() : tensor<4xf32>
      %r = linalg.mul ins(%c, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    }
  }
}
// Another argument attribute.
flow.executable @main_dispatch_4 {
  builtin.module {
    func.func @main_dispatch_4(%x: tensor<4xf32>) -> tensor<4xf32> {
      %c = arith.constant dense<2.0> : tensor<4xf32>
      %e = tensor.empty() : tensor<4xf32>
      %r = linalg.mul ins(%x, %c : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    }
  }
}
flow.executable @main_dispatch_5 {
  builtin.module {
    func.func @main_dispatch_5(%x: tensor<4xf32> {bufferization.writable = false}) -> tensor<4xf32> {
      %c = arith.constant dense<2.0> : tensor<4xf32>
      %e = tensor.empty() : tensor<4xf32>
      %r = linalg.mul ins(%x, %c : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    }
  }
}
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = flow.dispatch @main_dispatch_0::@main_dispatch_0(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = flow.dispatch @main_dispatch_1::@main_dispatch_1(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = flow.dispatch @main_dispatch_2::@main_dispatch_2(%1) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = flow.dispatch @main_dispatch_3::@main_dispatch_3(%2) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = flow.dispatch @main_dispatch_4::@main_dispatch_4(%3) : (tensor<4xf32>) -> tensor<4xf32>
  %5 = flow.dispatch @main_dispatch_5::@main_dispatch_5(%4) : (tensor<4xf32>) -> tensor<4xf32>
  return %5 : tensor<4xf32>
}

// -----

// Entry points with push constants (the entry-point ABI attribute) and
// nested regions compare whole: the same loop with another bound stays.
// CHECK-LABEL: flow.executable @f_dispatch_0
//   CHECK-NOT: flow.executable @f_dispatch_1
//       CHECK: flow.executable @f_dispatch_2
//       CHECK: func.func @f(
//       CHECK:   flow.dispatch @f_dispatch_0::@f_dispatch_0
//       CHECK:   flow.dispatch @f_dispatch_0::@f_dispatch_0
//       CHECK:   flow.dispatch @f_dispatch_2::@f_dispatch_2
flow.executable @f_dispatch_0 {
  builtin.module {
    func.func @f_dispatch_0(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> attributes {strata.abi = "x"} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %x) -> tensor<?xf32> {
        scf.yield %t : tensor<?xf32>
      }
      return %r : tensor<?xf32>
    }
  }
}
flow.executable @f_dispatch_1 {
  builtin.module {
    func.func @f_dispatch_1(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> attributes {strata.abi = "x"} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %x) -> tensor<?xf32> {
        scf.yield %t : tensor<?xf32>
      }
      return %r : tensor<?xf32>
    }
  }
}
flow.executable @f_dispatch_2 {
  builtin.module {
    func.func @f_dispatch_2(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> attributes {strata.abi = "x"} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %r = scf.for %i = %c0 to %n step %c2 iter_args(%t = %x) -> tensor<?xf32> {
        scf.yield %t : tensor<?xf32>
      }
      return %r : tensor<?xf32>
    }
  }
}
func.func @f(%a: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?xf32>
  %0 = flow.dispatch @f_dispatch_0::@f_dispatch_0(%a, %n) dims(%d) : (tensor<?xf32>, index) -> tensor<?xf32>
  %1 = flow.dispatch @f_dispatch_1::@f_dispatch_1(%0, %n) dims(%d) : (tensor<?xf32>, index) -> tensor<?xf32>
  %2 = flow.dispatch @f_dispatch_2::@f_dispatch_2(%1, %n) dims(%d) : (tensor<?xf32>, index) -> tensor<?xf32>
  return %2 : tensor<?xf32>
}
