// f64 expm1 and log1p on llvm-cpu through Kahan's corrections of exp and
// log (the LLVM conversion's exp(x) - 1 and log(1 + x) returned 0 for tiny
// x): tiny, small, moderate and large arguments, the infinities, NaN, -1 and
// below. Expected values: Python's math.expm1/log1p (rtol 4e-16).
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="16xf64=1e-300 -1e-30 1e-20 1e-10 -0.001 0.001 0.5 -0.75 3.0 -40.0 700.0 inf -inf nan -1.0 -2.0" --expected_output="16xf64=1e-300 -1e-30 1e-20 1.00000000005e-10 -0.0009995001666250085 0.0010005001667083417 0.6487212707001282 -0.5276334472589853 19.085536923187668 -1.0 1.0142320547350045e+304 inf -1.0 nan -0.6321205588285577 -0.8646647167633873" --expected_output="16xf64=1e-300 -1e-30 1e-20 9.999999999500001e-11 -0.0010005003335835335 0.0009995003330835331 0.4054651081081644 -1.3862943611198906 1.3862943611198906 nan 6.55250788703459 inf nan nan -inf nan" --rtol=4e-16 --atol=0 | FileCheck %s
// CHECK: [SUCCESS] result[0]
// CHECK: [SUCCESS] result[1]

func.func @main(%x: tensor<16xf64>) -> (tensor<16xf64>, tensor<16xf64>) {
  %0 = stablehlo.exponential_minus_one %x : tensor<16xf64>
  %1 = stablehlo.log_plus_one %x : tensor<16xf64>
  return %0, %1 : tensor<16xf64>, tensor<16xf64>
}
