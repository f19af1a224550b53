module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x7xf32>) -> (tensor<8x12xf32> {jax.result_info = "result[0]"}, tensor<8x9xf32> {jax.result_info = "result[1]"}, tensor<9x11xf32> {jax.result_info = "result[2]"}, tensor<9x11xf32> {jax.result_info = "result[3]"}, tensor<5x7xf32> {jax.result_info = "result[4]"}, tensor<5x7xf32> {jax.result_info = "result[5]"}, tensor<5x7xf32> {jax.result_info = "result[6]"}, tensor<4x6xf32> {jax.result_info = "result[7]"}, tensor<7x5xf32> {jax.result_info = "result[8]"}) {
    %0 = call @_pad(%arg0) : (tensor<5x7xf32>) -> tensor<8x12xf32>
    %1 = call @_pad_3(%arg0) : (tensor<5x7xf32>) -> tensor<8x9xf32>
    %2 = call @_pad_4(%arg0) : (tensor<5x7xf32>) -> tensor<9x11xf32>
    %3 = call @_pad_5(%arg0) : (tensor<5x7xf32>) -> tensor<9x11xf32>
    %4 = call @_roll_static(%arg0) : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %5 = call @_flip_6(%arg0) : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %6 = call @tril(%arg0) : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %7 = call @triu(%arg0) : (tensor<5x7xf32>) -> tensor<5x7xf32>
    %8 = stablehlo.add %6, %7 : tensor<5x7xf32>
    %9 = stablehlo.slice %arg0 [0:2, 0:3] : (tensor<5x7xf32>) -> tensor<2x3xf32>
    %10 = stablehlo.slice %arg0 [3:5, 5:7] : (tensor<5x7xf32>) -> tensor<2x2xf32>
    %11 = call @kron(%9, %10) : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<4x6xf32>
    %12 = stablehlo.slice %arg0 [0:1, 0:7] : (tensor<5x7xf32>) -> tensor<1x7xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x7xf32>) -> tensor<7xf32>
    %14 = stablehlo.slice %arg0 [0:5, 1:2] : (tensor<5x7xf32>) -> tensor<5x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<5x1xf32>) -> tensor<5xf32>
    %16 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x5xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<7x5xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<7x5xf32>
    return %0, %1, %2, %3, %4, %5, %8, %11, %20 : tensor<8x12xf32>, tensor<8x9xf32>, tensor<9x11xf32>, tensor<9x11xf32>, tensor<5x7xf32>, tensor<5x7xf32>, tensor<5x7xf32>, tensor<4x6xf32>, tensor<7x5xf32>
  }
  func.func private @_pad(%arg0: tensor<5x7xf32>) -> tensor<8x12xf32> {
    %0 = stablehlo.slice %arg0 [1:3, 0:7] : (tensor<5x7xf32>) -> tensor<2x7xf32>
    %1 = call @_flip(%0) : (tensor<2x7xf32>) -> tensor<2x7xf32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 0 : (tensor<2x7xf32>, tensor<5x7xf32>) -> tensor<7x7xf32>
    %3 = stablehlo.slice %2 [5:6, 0:7] : (tensor<7x7xf32>) -> tensor<1x7xf32>
    %4 = call @_flip_0(%3) : (tensor<1x7xf32>) -> tensor<1x7xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 0 : (tensor<7x7xf32>, tensor<1x7xf32>) -> tensor<8x7xf32>
    %6 = stablehlo.slice %5 [0:8, 1:4] : (tensor<8x7xf32>) -> tensor<8x3xf32>
    %7 = call @_flip_1(%6) : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %8 = stablehlo.concatenate %7, %5, dim = 1 : (tensor<8x3xf32>, tensor<8x7xf32>) -> tensor<8x10xf32>
    %9 = stablehlo.slice %8 [0:8, 7:9] : (tensor<8x10xf32>) -> tensor<8x2xf32>
    %10 = call @_flip_2(%9) : (tensor<8x2xf32>) -> tensor<8x2xf32>
    %11 = stablehlo.concatenate %8, %10, dim = 1 : (tensor<8x10xf32>, tensor<8x2xf32>) -> tensor<8x12xf32>
    return %11 : tensor<8x12xf32>
  }
  func.func private @_flip(%arg0: tensor<2x7xf32>) -> tensor<2x7xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x7xf32>
    return %0 : tensor<2x7xf32>
  }
  func.func private @_flip_0(%arg0: tensor<1x7xf32>) -> tensor<1x7xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<1x7xf32>
    return %0 : tensor<1x7xf32>
  }
  func.func private @_flip_1(%arg0: tensor<8x3xf32>) -> tensor<8x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<8x3xf32>
    return %0 : tensor<8x3xf32>
  }
  func.func private @_flip_2(%arg0: tensor<8x2xf32>) -> tensor<8x2xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<8x2xf32>
    return %0 : tensor<8x2xf32>
  }
  func.func private @_pad_3(%arg0: tensor<5x7xf32>) -> tensor<8x9xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:7] : (tensor<5x7xf32>) -> tensor<1x7xf32>
    %1 = call @_flip_0(%0) : (tensor<1x7xf32>) -> tensor<1x7xf32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 0 : (tensor<1x7xf32>, tensor<5x7xf32>) -> tensor<6x7xf32>
    %3 = stablehlo.slice %2 [4:6, 0:7] : (tensor<6x7xf32>) -> tensor<2x7xf32>
    %4 = call @_flip(%3) : (tensor<2x7xf32>) -> tensor<2x7xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 0 : (tensor<6x7xf32>, tensor<2x7xf32>) -> tensor<8x7xf32>
    %6 = stablehlo.slice %5 [0:8, 0:2] : (tensor<8x7xf32>) -> tensor<8x2xf32>
    %7 = call @_flip_2(%6) : (tensor<8x2xf32>) -> tensor<8x2xf32>
    %8 = stablehlo.concatenate %7, %5, dim = 1 : (tensor<8x2xf32>, tensor<8x7xf32>) -> tensor<8x9xf32>
    return %8 : tensor<8x9xf32>
  }
  func.func private @_pad_4(%arg0: tensor<5x7xf32>) -> tensor<9x11xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:7] : (tensor<5x7xf32>) -> tensor<1x7xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x7xf32>) -> tensor<1x2x7xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x2x7xf32>) -> tensor<2x7xf32>
    %3 = stablehlo.slice %arg0 [4:5, 0:7] : (tensor<5x7xf32>) -> tensor<1x7xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x7xf32>) -> tensor<1x2x7xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x2x7xf32>) -> tensor<2x7xf32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<2x7xf32>, tensor<5x7xf32>, tensor<2x7xf32>) -> tensor<9x7xf32>
    %7 = stablehlo.slice %6 [0:9, 0:1] : (tensor<9x7xf32>) -> tensor<9x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<9x1xf32>) -> tensor<9x1x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<9x1x1xf32>) -> tensor<9x1xf32>
    %10 = stablehlo.slice %6 [0:9, 6:7] : (tensor<9x7xf32>) -> tensor<9x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<9x1xf32>) -> tensor<9x1x3xf32>
    %12 = stablehlo.reshape %11 : (tensor<9x1x3xf32>) -> tensor<9x3xf32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<9x1xf32>, tensor<9x7xf32>, tensor<9x3xf32>) -> tensor<9x11xf32>
    return %13 : tensor<9x11xf32>
  }
  func.func private @_pad_5(%arg0: tensor<5x7xf32>) -> tensor<9x11xf32> {
    %0 = stablehlo.slice %arg0 [2:5, 0:7] : (tensor<5x7xf32>) -> tensor<3x7xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:7] : (tensor<5x7xf32>) -> tensor<1x7xf32>
    %2 = stablehlo.concatenate %0, %arg0, %1, dim = 0 : (tensor<3x7xf32>, tensor<5x7xf32>, tensor<1x7xf32>) -> tensor<9x7xf32>
    %3 = stablehlo.slice %2 [0:9, 0:4] : (tensor<9x7xf32>) -> tensor<9x4xf32>
    %4 = stablehlo.concatenate %2, %3, dim = 1 : (tensor<9x7xf32>, tensor<9x4xf32>) -> tensor<9x11xf32>
    return %4 : tensor<9x11xf32>
  }
  func.func private @_roll_static(%arg0: tensor<5x7xf32>) -> tensor<5x7xf32> {
    %0 = stablehlo.slice %arg0 [3:5, 0:7] : (tensor<5x7xf32>) -> tensor<2x7xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:7] : (tensor<5x7xf32>) -> tensor<3x7xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2x7xf32>, tensor<3x7xf32>) -> tensor<5x7xf32>
    %3 = stablehlo.slice %2 [0:5, 3:7] : (tensor<5x7xf32>) -> tensor<5x4xf32>
    %4 = stablehlo.slice %2 [0:5, 0:3] : (tensor<5x7xf32>) -> tensor<5x3xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<5x4xf32>, tensor<5x3xf32>) -> tensor<5x7xf32>
    return %5 : tensor<5x7xf32>
  }
  func.func private @_flip_6(%arg0: tensor<5x7xf32>) -> tensor<5x7xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<5x7xf32>
    return %0 : tensor<5x7xf32>
  }
  func.func private @tril(%arg0: tensor<5x7xf32>) -> tensor<5x7xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5x7xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x7xi32>
    %2 = stablehlo.add %0, %1 : tensor<5x7xi32>
    %3 = stablehlo.iota dim = 1 : tensor<5x7xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x7xi32>, tensor<5x7xi32>) -> tensor<5x7xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<5x7xi1>, tensor<5x7xf32>
    return %6 : tensor<5x7xf32>
  }
  func.func private @triu(%arg0: tensor<5x7xf32>) -> tensor<5x7xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5x7xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x7xi32>
    %2 = stablehlo.add %0, %1 : tensor<5x7xi32>
    %3 = stablehlo.iota dim = 1 : tensor<5x7xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x7xi32>, tensor<5x7xi32>) -> tensor<5x7xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x7xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<5x7xi1>, tensor<5x7xf32>
    return %6 : tensor<5x7xf32>
  }
  func.func private @kron(%arg0: tensor<2x3xf32>, %arg1: tensor<2x2xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 3] : (tensor<2x2xf32>) -> tensor<1x2x1x2xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x1x3x1xf32>) -> tensor<2x2x3x2xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x2x1x2xf32>) -> tensor<2x2x3x2xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x2x3x2xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x2x3x2xf32>) -> tensor<4x6xf32>
    return %5 : tensor<4x6xf32>
  }
}
