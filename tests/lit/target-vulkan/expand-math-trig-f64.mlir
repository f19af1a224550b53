// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-vulkan.so \
// RUN:   --pass-pipeline='builtin.module(func.func(strata-vulkan-expand-math{f32-trig-in-f64=true}))' | FileCheck %s

// f32 and bf16 trigonometric and inverse trigonometric functions run in f64
// and round once (GLSL.std.450's f32 built-ins are only 2^-11 accurate); bf16
// goes through f32 both ways.
// CHECK-LABEL: func.func @trig
// CHECK: %[[Y:.*]] = arith.extf %{{.*}} : f32 to f64
// CHECK: %[[X:.*]] = arith.extf %{{.*}} : f32 to f64
// CHECK-NOT: math.atan2 %{{.*}} : f32
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK: arith.truncf %{{.*}} : f32 to bf16
func.func @trig(%y: f32, %x: f32, %b: bf16) -> (f32, bf16) {
  %0 = math.atan2 %y, %x : f32
  %1 = math.asin %b : bf16
  return %0, %1 : f32, bf16
}

// f32 log too (NVIDIA's built-in is 3 ulp off, which igamma(100, 90)
// multiplies by 100); 16-bit logs keep the built-in.
// CHECK-LABEL: func.func @log
// CHECK: arith.extf %{{.*}} : f32 to f64
// CHECK-NOT: math.log %{{.*}} : f32
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK: math.log %{{.*}} : bf16
// CHECK: math.log %{{.*}} : f16
func.func @log(%x: f32, %b: bf16, %h: f16) -> (f32, bf16, f16) {
  %0 = math.log %x : f32
  %1 = math.log %b : bf16
  %2 = math.log %h : f16
  return %0, %1, %2 : f32, bf16, f16
}
