// RUN: strata-opt %s --split-input-file --verify-diagnostics --strata-flow-form-dispatch-regions="host-control-flow=always" | FileCheck %s --check-prefix=ALWAYS
// RUN: strata-opt %s --split-input-file --verify-diagnostics --strata-flow-form-dispatch-regions | FileCheck %s --check-prefix=AUTO
// RUN: strata-opt %s --split-input-file --verify-diagnostics --strata-flow-form-dispatch-regions="host-control-flow=never" | FileCheck %s --check-prefix=NEVER
// RUN: not strata-opt %s --split-input-file --strata-flow-form-dispatch-regions="host-control-flow=sometimes" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: host-control-flow must be auto, always or never, not 'sometimes'

// A small loop: with `always` the loop stays on the host and its body's
// work becomes a dispatch region per iteration; its i32 counter is carried
// as a host scalar (compare and increment as host arith, no dispatch) and
// crosses into the body's dispatch as an index push constant. `auto` keeps
// the loop in one region (too little work per iteration), as does `never`.
// ALWAYS-LABEL: func.func @small_while
// ALWAYS: %[[INIT:.+]] = tensor.extract %arg0[] : tensor<i32>
// ALWAYS: scf.while (%[[I:.+]] = %[[INIT]], %{{.+}} = %arg1) : (i32, tensor<4xf32>) -> (i32, tensor<4xf32>)
// ALWAYS: %[[FLAG:.+]] = arith.cmpi slt, %[[I]], %{{.+}} : i32
// ALWAYS: scf.condition(%[[FLAG]])
// ALWAYS: } do {
// ALWAYS: ^bb0(%[[J:.+]]: i32, %{{.+}}: tensor<4xf32>):
// ALWAYS: %[[PC:.+]] = arith.index_cast %[[J]] : i32 to index
// ALWAYS: flow.dispatch.region(%{{.+}}, %[[PC]]) : (tensor<4xf32>, index)
// ALWAYS: arith.index_cast %{{.+}} : index to i32
// ALWAYS: arith.addf
// ALWAYS: %[[NEXT:.+]] = arith.addi %[[J]], %{{.+}} : i32
// ALWAYS: scf.yield %[[NEXT]]
// ALWAYS-NOT: tensor.from_elements
// ALWAYS: return
// AUTO-LABEL: func.func @small_while
// AUTO: flow.dispatch.region
// AUTO: scf.while
// NEVER-LABEL: func.func @small_while
// NEVER: flow.dispatch.region
// NEVER: scf.while
#scalar = affine_map<() -> ()>
func.func @small_while(%init: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %c8 = arith.constant 8 : i32
  %r:2 = scf.while (%i = %init, %v = %x) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
    %e = tensor.empty() : tensor<i1>
    %lt = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%i : tensor<i32>) outs(%e : tensor<i1>) {
    ^bb0(%in: i32, %out: i1):
      %c = arith.cmpi slt, %in, %c8 : i32
      linalg.yield %c : i1
    } -> tensor<i1>
    %flag = tensor.extract %lt[] : tensor<i1>
    scf.condition(%flag) %i, %v : tensor<i32>, tensor<4xf32>
  } do {
  ^bb0(%i: tensor<i32>, %v: tensor<4xf32>):
    %e = tensor.empty() : tensor<4xf32>
    %w = linalg.add ins(%v, %v : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %k = tensor.extract %i[] : tensor<i32>
    %kf = arith.sitofp %k : i32 to f32
    %ws = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%w : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %a = arith.addf %in, %kf : f32
      linalg.yield %a : f32
    } -> tensor<4xf32>
    %ei = tensor.empty() : tensor<i32>
    %c1 = arith.constant 1 : i32
    %next = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%i : tensor<i32>) outs(%ei : tensor<i32>) {
    ^bb0(%in: i32, %out: i32):
      %n = arith.addi %in, %c1 : i32
      linalg.yield %n : i32
    } -> tensor<i32>
    scf.yield %next, %ws : tensor<i32>, tensor<4xf32>
  }
  %count = tensor.extract %r#0[] : tensor<i32>
  return %r#1 : tensor<4xf32>
}

// -----

// A data-dependent condition (a reduction of the carried f32 tensor) is
// computed by a dispatch and read back: tensor.extract stays on the host.
// ALWAYS-LABEL: func.func @data_while
// ALWAYS: scf.while
// ALWAYS: %[[SUM:.+]] = flow.dispatch.region
// ALWAYS: linalg.reduce
// ALWAYS: %[[S:.+]] = tensor.extract %[[SUM]][] : tensor<f32>
// ALWAYS: %[[FLAG:.+]] = arith.cmpf olt, %[[S]]
// ALWAYS: scf.condition(%[[FLAG]])
func.func @data_while(%x: tensor<4xf32>) -> tensor<4xf32> {
  %limit = arith.constant 100.0 : f32
  %zero = arith.constant 0.0 : f32
  %r = scf.while (%v = %x) : (tensor<4xf32>) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<f32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
    %sum = linalg.reduce ins(%v : tensor<4xf32>) outs(%f : tensor<f32>) dimensions = [0]
      (%in: f32, %acc: f32) {
        %a = arith.addf %in, %acc : f32
        linalg.yield %a : f32
      }
    %s = tensor.extract %sum[] : tensor<f32>
    %more = arith.cmpf olt, %s, %limit : f32
    scf.condition(%more) %v : tensor<4xf32>
  } do {
  ^bb0(%v: tensor<4xf32>):
    %e = tensor.empty() : tensor<4xf32>
    %w = linalg.add ins(%v, %v : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Enough work per iteration (2^24 matmul points): `auto` keeps the loop on
// the host, with bounds and the step as host scalars; `never` does not.
// AUTO-LABEL: func.func @heavy_for
// AUTO: scf.for
// AUTO: flow.dispatch.region
// AUTO: linalg.matmul
// AUTO: scf.yield
// NEVER-LABEL: func.func @heavy_for
// NEVER: flow.dispatch.region
// NEVER: scf.for
func.func @heavy_for(%x: tensor<256x256xf32>, %w: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> tensor<256x256xf32> {
    %e = tensor.empty() : tensor<256x256xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
    %m = linalg.matmul ins(%a, %w : tensor<256x256xf32>, tensor<256x256xf32>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
    scf.yield %m : tensor<256x256xf32>
  }
  return %r : tensor<256x256xf32>
}

// -----

// A collective keeps its loop and branch on the host in every mode; the
// branch's other side is empty.
// NEVER-LABEL: func.func @collective_in_if
// NEVER: scf.for
// NEVER: scf.if
// NEVER: flow.collective.all_reduce
// NEVER: scf.yield
// NEVER: } else {
// NEVER: scf.yield
func.func @collective_in_if(%x: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %x) -> tensor<4xf32> {
    %s = scf.if %c -> tensor<4xf32> {
      %t = flow.collective.all_reduce %a {groups = dense<[[0, 1]]> : tensor<1x2xi64>, reduction = "sum"} : tensor<4xf32> -> tensor<4xf32>
      scf.yield %t : tensor<4xf32>
    } else {
      scf.yield %a : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A loop carrying a dynamically shaped tensor stays in one dispatch.
// ALWAYS-LABEL: func.func @dynamic_carried
// ALWAYS: flow.dispatch.region
// ALWAYS: scf.for
func.func @dynamic_carried(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %x) -> tensor<?xf32> {
    %e = tensor.empty(%c3) : tensor<?xf32>
    %w = linalg.add ins(%a, %a : tensor<?xf32>, tensor<?xf32>) outs(%a : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// Little work per iteration (under 2^22 points) but a state over 16 KiB
// (two 64x64 f32 values: 32 KiB): `auto` keeps the loop on the host, where
// its state lives in device buffers; inside one dispatch it would have to
// fit one workgroup's memory (Vulkan guarantees 16 KiB), and a GPU kernel
// left it in per-invocation private arrays (silently wrong on lavapipe,
// refused by NVIDIA's driver). `never` keeps it in one region.
// AUTO-LABEL: func.func @large_state_for
// AUTO: scf.for
// AUTO: flow.dispatch.region
// AUTO: scf.yield
// NEVER-LABEL: func.func @large_state_for
// NEVER: flow.dispatch.region
// NEVER: scf.for
func.func @large_state_for(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%v = %x) -> (tensor<64x64xf32>) {
    %e = tensor.empty() : tensor<64x64xf32>
    %w = linalg.add ins(%v, %v : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %w : tensor<64x64xf32>
  }
  return %r : tensor<64x64xf32>
}

// -----

// The state of nested control flow counts: each pass holds the carried
// 1360-element tensor, the branch's result and the inner loop's (found by
// strata-fuzz-programs: kept in one dispatch, the Vulkan kernel needed 43 KB
// of private memory per invocation and was refused). Linalg results alone
// (5440 bytes each, two of them) stay under 16 KiB.
// AUTO-LABEL: func.func @nested_state_for
// AUTO: scf.for
// AUTO: scf.if
// NEVER-LABEL: func.func @nested_state_for
// NEVER: flow.dispatch.region
// NEVER: scf.for
func.func @nested_state_for(%x: tensor<1360xf32>, %flag: i1) -> tensor<1360xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %x) -> tensor<1360xf32> {
    %b = scf.if %flag -> tensor<1360xf32> {
      %e = tensor.empty() : tensor<1360xf32>
      %n = linalg.negf ins(%a : tensor<1360xf32>) outs(%e : tensor<1360xf32>) -> tensor<1360xf32>
      scf.yield %n : tensor<1360xf32>
    } else {
      %in = scf.for %j = %c0 to %c2 step %c1 iter_args(%z = %a) -> tensor<1360xf32> {
        %e = tensor.empty() : tensor<1360xf32>
        %t = linalg.exp ins(%z : tensor<1360xf32>) outs(%e : tensor<1360xf32>) -> tensor<1360xf32>
        scf.yield %t : tensor<1360xf32>
      }
      scf.yield %in : tensor<1360xf32>
    }
    scf.yield %b : tensor<1360xf32>
  }
  return %r : tensor<1360xf32>
}
