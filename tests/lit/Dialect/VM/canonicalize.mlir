// RUN: strata-opt %s --canonicalize | FileCheck %s

// vm.const.ref.zero is ConstantLike, so it folds (to a unit attribute): the
// canonicalizer's constant folder keeps one null ref per function. Without
// the fold, MLIR's m_Constant read an uninitialized fold result for it
// (valgrind: uninitialised values in OperationFolder::insertKnownConstant;
// the two nulls stayed apart, in reverse order).
// CHECK-LABEL: vm.func @nulls(
//  CHECK-NEXT:   %[[NULL:.+]] = vm.const.ref.zero : !vm.ref
//  CHECK-NEXT:   vm.call @hal.fence.await(%[[NULL]])
//  CHECK-NEXT:   vm.call @hal.fence.await(%[[NULL]])
//  CHECK-NEXT:   vm.return
vm.module @module {
  vm.import @hal.fence.await(!vm.ref)
  vm.func @nulls(%arg0: !vm.ref) -> !vm.ref {
    %a = vm.const.ref.zero : !vm.ref
    vm.call @hal.fence.await(%a) : (!vm.ref) -> ()
    %b = vm.const.ref.zero : !vm.ref
    vm.call @hal.fence.await(%b) : (!vm.ref) -> ()
    vm.return %arg0 : !vm.ref
  }
}
