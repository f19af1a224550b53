// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file \
// RUN:   --strata-llvm-cpu-store-bf16-bits | FileCheck %s

// A bf16 vector stored right after the bitcast of its i16 bits is stored
// as the bits (LLVM would otherwise move the bitcast above the NaN select
// of the truncation and scalarize a bf16 vector select).

// CHECK-LABEL: llvm.func @truncated_store
//   CHECK-NOT:   llvm.bitcast
//       CHECK:   llvm.store %{{.*}}, %{{.*}} {alignment = 2 : i64} : vector<32xi16>, !llvm.ptr
llvm.func @truncated_store(%bits: vector<32xi16>, %nan: vector<32xi1>, %p: !llvm.ptr) {
  %q = llvm.mlir.constant(dense<32704> : vector<32xi16>) : vector<32xi16>
  %s = llvm.select %nan, %q, %bits : vector<32xi1>, vector<32xi16>
  %b = llvm.bitcast %s : vector<32xi16> to vector<32xbf16>
  llvm.store %b, %p {alignment = 2 : i64} : vector<32xbf16>, !llvm.ptr
  llvm.return
}

// -----

// A bitcast with other users stays for them; bf16 values that are not
// bitcasts (a load) and bitcasts from other types are stored as they are.

// CHECK-LABEL: llvm.func @other_stores
//       CHECK:   %[[B:.*]] = llvm.bitcast %arg0 : vector<16xi16> to vector<16xbf16>
//       CHECK:   llvm.store %arg0, %arg2 : vector<16xi16>, !llvm.ptr
//       CHECK:   llvm.call @use(%[[B]])
//       CHECK:   %[[L:.*]] = llvm.load %arg2 : !llvm.ptr -> vector<16xbf16>
//       CHECK:   llvm.store %[[L]], %arg2 : vector<16xbf16>, !llvm.ptr
//       CHECK:   %[[F:.*]] = llvm.bitcast %arg1 : vector<8xf32> to vector<16xbf16>
//       CHECK:   llvm.store %[[F]], %arg2 : vector<16xbf16>, !llvm.ptr
llvm.func @use(vector<16xbf16>)
llvm.func @other_stores(%bits: vector<16xi16>, %f: vector<8xf32>, %p: !llvm.ptr) {
  %b = llvm.bitcast %bits : vector<16xi16> to vector<16xbf16>
  llvm.store %b, %p : vector<16xbf16>, !llvm.ptr
  llvm.call @use(%b) : (vector<16xbf16>) -> ()
  %l = llvm.load %p : !llvm.ptr -> vector<16xbf16>
  llvm.store %l, %p : vector<16xbf16>, !llvm.ptr
  %fb = llvm.bitcast %f : vector<8xf32> to vector<16xbf16>
  llvm.store %fb, %p : vector<16xbf16>, !llvm.ptr
  llvm.return
}
