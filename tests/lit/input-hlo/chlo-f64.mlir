// f64 is computed natively: the same ops on tensor<6xf64> against the double-precision references of the chlo-<op>.mlir tests (erf_inv in f64 has f32 accuracy: chlo-erf_inv-f64.mlir), at rtol 1e-12.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-legalize-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="6xf64=0.5 0.25 -0.75 0.9 0.001 -0.1" \
// RUN:   --expected_output="6xf64=0.5210953054937474 0.2526123168081683 -0.82231673193583 1.0265167257081753 0.001000000166666675 -0.10016675001984403" \
// RUN:   --expected_output="6xf64=1.1276259652063807 1.0314130998795732 1.2946832846768448 1.4330863854487745 1.0000005000000416 1.0050041680558035" \
// RUN:   --expected_output="6xf64=0.5235987755982989 0.25268025514207865 -0.848062078981481 1.1197695149986342 0.0010000001666667416 -0.1001674211615598" \
// RUN:   --expected_output="6xf64=1.0471975511965979 1.318116071652818 2.4188584057763776 0.45102681179626236 1.56979632662823 1.6709637479564565" \
// RUN:   --expected_output="6xf64=0.4636476090008061 0.24497866312686414 -0.6435011087932844 0.7328151017865066 0.0009999996666668668 -0.09966865249116204" \
// RUN:   --expected_output="6xf64=0.48121182505960347 0.24746646154726346 -0.6931471805599453 0.8088669356527824 0.0009999998333334083 -0.09983407889920758" \
// RUN:   --expected_output="6xf64=0.5493061443340548 0.25541281188299536 -0.9729550745276566 1.4722194895832204 0.0010000003333335333 -0.10033534773107558" \
// RUN:   --expected_output="6xf64=0.5723649429247004 1.2880225246980772 1.5757045971498589 0.0663762397347431 6.907178885383854 2.3689613327287886" \
// RUN:   --expected_output="6xf64=-1.9635100260214229 -4.227453533376266 -2.8941202000429307 -0.7549269499470519 -1000.5755719318103 9.24507305005295" \
// RUN:   --expected_output="6xf64=0.1564208031848717 0.09811262869736825 -0.18988779330485503 0.20211653087685583 0.0004995003123542213 -0.045298446808809324" \
// RUN:   --rtol=1e-12 --atol=1e-12 | FileCheck %s --check-prefix=EXEC

// LOWER-LABEL: func.func @main
// LOWER-NOT: arith.extf
// LOWER-NOT: chlo.
// EXEC: [SUCCESS] result[0]
// EXEC: [SUCCESS] result[1]
// EXEC: [SUCCESS] result[2]
// EXEC: [SUCCESS] result[3]
// EXEC: [SUCCESS] result[4]
// EXEC: [SUCCESS] result[5]
// EXEC: [SUCCESS] result[6]
// EXEC: [SUCCESS] result[7]
// EXEC: [SUCCESS] result[8]
// EXEC: [SUCCESS] result[9]
func.func @main(%x: tensor<6xf64>) -> (tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>) {
  %0 = chlo.sinh %x : tensor<6xf64> -> tensor<6xf64>
  %1 = chlo.cosh %x : tensor<6xf64> -> tensor<6xf64>
  %2 = chlo.asin %x : tensor<6xf64> -> tensor<6xf64>
  %3 = chlo.acos %x : tensor<6xf64> -> tensor<6xf64>
  %4 = chlo.atan %x : tensor<6xf64> -> tensor<6xf64>
  %5 = chlo.asinh %x : tensor<6xf64> -> tensor<6xf64>
  %6 = chlo.atanh %x : tensor<6xf64> -> tensor<6xf64>
  %7 = chlo.lgamma %x : tensor<6xf64> -> tensor<6xf64>
  %8 = chlo.digamma %x : tensor<6xf64> -> tensor<6xf64>
  %9 = chlo.bessel_i1e %x : tensor<6xf64> -> tensor<6xf64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>, tensor<6xf64>
}
