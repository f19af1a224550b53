"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<17xf64>, tensor<12xf64>, tensor<12xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<14xf64>) -> (tensor<17xf64>, tensor<17xf64>, tensor<12xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<14xf64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<17xf64>, %arg1: tensor<12xf64>, %arg2: tensor<12xf64>, %arg3: tensor<10xf64>, %arg4: tensor<10xf64>, %arg5: tensor<10xf64>, %arg6: tensor<10xf64>, %arg7: tensor<14xf64>):
    %0 = "chlo.lgamma"(%arg0) : (tensor<17xf64>) -> tensor<17xf64>
    %1 = "chlo.digamma"(%arg0) : (tensor<17xf64>) -> tensor<17xf64>
    %2 = "chlo.polygamma"(%arg1, %arg2) : (tensor<12xf64>, tensor<12xf64>) -> tensor<12xf64>
    %3 = "chlo.zeta"(%arg3, %arg4) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %4 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %5 = "stablehlo.compare"(%arg6, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %6 = "stablehlo.or"(%4, %5) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %7 = "stablehlo.constant"() <{value = dense<0x7FF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %9 = "stablehlo.compare"(%arg6, %8) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %10 = "stablehlo.constant"() <{value = dense<0x7FF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %12 = "stablehlo.compare"(%arg5, %11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %15 = "stablehlo.compare"(%arg5, %14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %18 = "stablehlo.compare"(%arg6, %17) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %19 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %21 = "stablehlo.compare"(%arg6, %20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %22 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %24 = "stablehlo.compare"(%arg5, %23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %25 = "stablehlo.and"(%15, %18) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %26 = "stablehlo.and"(%12, %9) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %27 = "stablehlo.or"(%21, %24) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %28 = "stablehlo.or"(%27, %25) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %29 = "stablehlo.or"(%28, %26) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %30 = "stablehlo.or"(%29, %6) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %31 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %33 = "stablehlo.compare"(%arg6, %32) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %34 = "stablehlo.compare"(%arg6, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %35 = "stablehlo.and"(%33, %34) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %36 = "stablehlo.log"(%arg6) : (tensor<10xf64>) -> tensor<10xf64>
    %37 = "stablehlo.multiply"(%arg5, %36) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %38 = "stablehlo.subtract"(%37, %arg6) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %39 = "chlo.lgamma"(%arg5) : (tensor<10xf64>) -> tensor<10xf64>
    %40 = "stablehlo.subtract"(%38, %39) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %41 = "stablehlo.constant"() <{value = dense<1.7976931348623157E+308> : tensor<f64>}> : () -> tensor<f64>
    %42 = "stablehlo.log"(%41) : (tensor<f64>) -> tensor<f64>
    %43 = "stablehlo.negate"(%42) : (tensor<f64>) -> tensor<f64>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %45 = "stablehlo.compare"(%40, %44) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %46 = "stablehlo.exponential"(%40) : (tensor<10xf64>) -> tensor<10xf64>
    %47 = "stablehlo.or"(%18, %30) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %48 = "stablehlo.or"(%47, %45) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %49 = "stablehlo.or"(%48, %9) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %50 = "stablehlo.or"(%49, %12) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %51 = "stablehlo.not"(%50) : (tensor<10xi1>) -> tensor<10xi1>
    %52 = "stablehlo.and"(%51, %35) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %53 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %55 = "stablehlo.subtract"(%54, %arg5) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %56 = "stablehlo.add"(%arg6, %55) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %57 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %59 = "stablehlo.add"(%56, %58) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %60 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %62 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %64 = "stablehlo.add"(%arg6, %63) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %65 = "stablehlo.multiply"(%59, %arg6) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %66 = "stablehlo.divide"(%64, %65) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %67 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %69 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %71 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %73 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %75 = "stablehlo.negate"(%arg6) : (tensor<10xf64>) -> tensor<10xf64>
    %76 = "stablehlo.multiply"(%66, %75) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %77 = "stablehlo.subtract"(%74, %76) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %78 = "stablehlo.divide"(%77, %65) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %79 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %80:15 = "stablehlo.while"(%52, %66, %68, %55, %59, %79, %64, %65, %61, %arg6, %70, %72, %74, %75, %78) ({
    ^bb0(%arg87: tensor<10xi1>, %arg88: tensor<10xf64>, %arg89: tensor<10xf64>, %arg90: tensor<10xf64>, %arg91: tensor<10xf64>, %arg92: tensor<f64>, %arg93: tensor<10xf64>, %arg94: tensor<10xf64>, %arg95: tensor<10xf64>, %arg96: tensor<10xf64>, %arg97: tensor<10xf64>, %arg98: tensor<10xf64>, %arg99: tensor<10xf64>, %arg100: tensor<10xf64>, %arg101: tensor<10xf64>):
      %489 = "stablehlo.constant"() <{value = dense<2.000000e+03> : tensor<f64>}> : () -> tensor<f64>
      %490 = "stablehlo.compare"(%arg92, %489) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %491 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %492 = "stablehlo.reduce"(%arg87, %491) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg102: tensor<i1>, %arg103: tensor<i1>):
        %494 = "stablehlo.or"(%arg102, %arg103) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%494) : (tensor<i1>) -> ()
      }) : (tensor<10xi1>, tensor<i1>) -> tensor<i1>
      %493 = "stablehlo.and"(%490, %492) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%493) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg72: tensor<10xi1>, %arg73: tensor<10xf64>, %arg74: tensor<10xf64>, %arg75: tensor<10xf64>, %arg76: tensor<10xf64>, %arg77: tensor<f64>, %arg78: tensor<10xf64>, %arg79: tensor<10xf64>, %arg80: tensor<10xf64>, %arg81: tensor<10xf64>, %arg82: tensor<10xf64>, %arg83: tensor<10xf64>, %arg84: tensor<10xf64>, %arg85: tensor<10xf64>, %arg86: tensor<10xf64>):
      %383 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %384 = "stablehlo.add"(%arg77, %383) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %385 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %387 = "stablehlo.add"(%arg75, %386) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %388 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %390 = "stablehlo.add"(%arg76, %389) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %391 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %392 = "stablehlo.multiply"(%387, %391) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %393 = "stablehlo.multiply"(%arg78, %390) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %394 = "stablehlo.multiply"(%arg80, %392) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %395 = "stablehlo.subtract"(%393, %394) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %396 = "stablehlo.multiply"(%arg79, %390) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %397 = "stablehlo.multiply"(%arg81, %392) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %398 = "stablehlo.subtract"(%396, %397) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %399 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %401 = "stablehlo.compare"(%398, %400) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
      %402 = "stablehlo.divide"(%395, %398) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %403 = "stablehlo.subtract"(%arg73, %402) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %404 = "stablehlo.divide"(%403, %402) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %405 = "stablehlo.abs"(%404) : (tensor<10xf64>) -> tensor<10xf64>
      %406 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %408 = "stablehlo.select"(%401, %405, %407) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %409 = "stablehlo.select"(%401, %402, %arg73) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %410 = "stablehlo.multiply"(%arg84, %390) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %411 = "stablehlo.subtract"(%410, %arg78) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %412 = "stablehlo.multiply"(%arg82, %392) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %413 = "stablehlo.subtract"(%411, %412) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %414 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %415 = "stablehlo.multiply"(%arg80, %414) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %416 = "stablehlo.add"(%413, %415) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %417 = "stablehlo.multiply"(%arg85, %390) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %418 = "stablehlo.subtract"(%417, %arg79) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %419 = "stablehlo.multiply"(%arg83, %392) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %420 = "stablehlo.subtract"(%418, %419) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %421 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %422 = "stablehlo.multiply"(%arg81, %421) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %423 = "stablehlo.add"(%420, %422) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %424 = "stablehlo.multiply"(%409, %423) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %425 = "stablehlo.subtract"(%416, %424) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %426 = "stablehlo.divide"(%425, %398) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %427 = "stablehlo.select"(%401, %426, %arg86) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %428 = "stablehlo.subtract"(%427, %arg86) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %429 = "stablehlo.abs"(%428) : (tensor<10xf64>) -> tensor<10xf64>
      %430 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %432 = "stablehlo.select"(%401, %429, %431) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %433 = "stablehlo.abs"(%395) : (tensor<10xf64>) -> tensor<10xf64>
      %434 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %435 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<f64>
      %437 = "stablehlo.divide"(%436, %434) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %439 = "stablehlo.compare"(%433, %438) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
      %440 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %441 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %442 = "stablehlo.multiply"(%arg78, %441) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %443 = "stablehlo.select"(%439, %442, %arg78) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %444 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %446 = "stablehlo.multiply"(%395, %445) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %447 = "stablehlo.select"(%439, %446, %395) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %448 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %449 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %450 = "stablehlo.multiply"(%arg79, %449) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %451 = "stablehlo.select"(%439, %450, %arg79) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %452 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %454 = "stablehlo.multiply"(%398, %453) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %455 = "stablehlo.select"(%439, %454, %398) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %456 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %458 = "stablehlo.multiply"(%arg84, %457) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %459 = "stablehlo.select"(%439, %458, %arg84) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %460 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %462 = "stablehlo.multiply"(%arg85, %461) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %463 = "stablehlo.select"(%439, %462, %arg85) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %464 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %466 = "stablehlo.multiply"(%416, %465) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %467 = "stablehlo.select"(%439, %466, %416) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %468 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %469 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %470 = "stablehlo.multiply"(%423, %469) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %471 = "stablehlo.select"(%439, %470, %423) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %472 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %474 = "stablehlo.compare"(%408, %473) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
      %475 = "stablehlo.and"(%arg72, %474) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
      %476 = "stablehlo.select"(%arg72, %409, %arg73) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %477 = "stablehlo.select"(%arg72, %408, %arg74) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %478 = "stablehlo.select"(%arg72, %387, %arg75) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %479 = "stablehlo.select"(%arg72, %390, %arg76) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %480 = "stablehlo.select"(%arg72, %447, %arg78) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %481 = "stablehlo.select"(%arg72, %455, %arg79) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %482 = "stablehlo.select"(%arg72, %443, %arg80) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %483 = "stablehlo.select"(%arg72, %451, %arg81) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %484 = "stablehlo.select"(%arg72, %459, %arg82) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %485 = "stablehlo.select"(%arg72, %463, %arg83) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %486 = "stablehlo.select"(%arg72, %467, %arg84) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %487 = "stablehlo.select"(%arg72, %471, %arg85) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %488 = "stablehlo.select"(%arg72, %427, %arg86) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      "stablehlo.return"(%475, %476, %477, %478, %479, %384, %480, %481, %482, %483, %484, %485, %486, %487, %488) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<f64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>) -> ()
    }) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<f64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>) -> (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<f64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>)
    %81 = "stablehlo.multiply"(%80#1, %46) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %82 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %84 = "stablehlo.subtract"(%83, %81) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %85 = "stablehlo.not"(%35) : (tensor<10xi1>) -> tensor<10xi1>
    %86 = "stablehlo.and"(%51, %85) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %87 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %89 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %91 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %93 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %95:7 = "stablehlo.while"(%86, %arg5, %88, %90, %arg6, %92, %94) ({
    ^bb0(%arg63: tensor<10xi1>, %arg64: tensor<10xf64>, %arg65: tensor<10xf64>, %arg66: tensor<10xf64>, %arg67: tensor<10xf64>, %arg68: tensor<10xf64>, %arg69: tensor<10xf64>):
      %380 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %381 = "stablehlo.reduce"(%arg63, %380) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg70: tensor<i1>, %arg71: tensor<i1>):
        %382 = "stablehlo.or"(%arg70, %arg71) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%382) : (tensor<i1>) -> ()
      }) : (tensor<10xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%381) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg56: tensor<10xi1>, %arg57: tensor<10xf64>, %arg58: tensor<10xf64>, %arg59: tensor<10xf64>, %arg60: tensor<10xf64>, %arg61: tensor<10xf64>, %arg62: tensor<10xf64>):
      %356 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %358 = "stablehlo.add"(%arg57, %357) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %359 = "stablehlo.divide"(%arg60, %358) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %360 = "stablehlo.multiply"(%arg61, %359) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %361 = "stablehlo.multiply"(%arg58, %arg60) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %362 = "stablehlo.multiply"(%358, %358) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %363 = "stablehlo.divide"(%361, %362) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %364 = "stablehlo.subtract"(%360, %363) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %365 = "stablehlo.add"(%arg62, %364) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %366 = "stablehlo.divide"(%arg60, %358) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %367 = "stablehlo.multiply"(%arg58, %366) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %368 = "stablehlo.add"(%arg59, %367) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %369 = "stablehlo.divide"(%367, %368) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %370 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %372 = "stablehlo.compare"(%369, %371) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
      %373 = "stablehlo.and"(%arg56, %372) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
      %374 = "stablehlo.select"(%arg56, %358, %arg57) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %375 = "stablehlo.select"(%arg56, %367, %arg58) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %376 = "stablehlo.select"(%arg56, %368, %arg59) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %377 = "stablehlo.select"(%arg56, %arg60, %arg60) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %378 = "stablehlo.select"(%arg56, %364, %arg61) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %379 = "stablehlo.select"(%arg56, %365, %arg62) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      "stablehlo.return"(%373, %374, %375, %376, %377, %378, %379) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>) -> ()
    }) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>) -> (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>)
    %96 = "stablehlo.multiply"(%95#3, %46) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %97 = "stablehlo.divide"(%96, %arg5) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %98 = "stablehlo.select"(%35, %84, %97) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %99 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %101 = "stablehlo.select"(%12, %100, %98) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %102 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %104 = "stablehlo.select"(%18, %103, %101) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %105 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %107 = "stablehlo.select"(%9, %106, %104) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %108 = "stablehlo.constant"() <{value = dense<0x7FF8000000000000> : tensor<f64>}> : () -> tensor<f64>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %110 = "stablehlo.select"(%30, %109, %107) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %111 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %112 = "stablehlo.compare"(%arg6, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %113 = "stablehlo.or"(%111, %112) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %116 = "stablehlo.compare"(%arg5, %115) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %117 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %119 = "stablehlo.compare"(%arg6, %118) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %120 = "stablehlo.constant"() <{value = dense<0x7FF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %122 = "stablehlo.compare"(%arg6, %121) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %123 = "stablehlo.constant"() <{value = dense<0x7FF0000000000000> : tensor<f64>}> : () -> tensor<f64>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %125 = "stablehlo.compare"(%arg5, %124) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %126 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %128 = "stablehlo.compare"(%arg6, %127) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %131 = "stablehlo.compare"(%arg5, %130) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %132 = "stablehlo.and"(%116, %119) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %133 = "stablehlo.and"(%125, %122) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %134 = "stablehlo.or"(%128, %131) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %135 = "stablehlo.or"(%134, %132) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %136 = "stablehlo.or"(%135, %133) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %137 = "stablehlo.or"(%136, %113) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %138 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %140 = "stablehlo.compare"(%arg6, %139) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %141 = "stablehlo.compare"(%arg6, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %142 = "stablehlo.or"(%140, %141) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %143 = "stablehlo.log"(%arg6) : (tensor<10xf64>) -> tensor<10xf64>
    %144 = "stablehlo.multiply"(%arg5, %143) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %145 = "stablehlo.subtract"(%144, %arg6) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %146 = "chlo.lgamma"(%arg5) : (tensor<10xf64>) -> tensor<10xf64>
    %147 = "stablehlo.subtract"(%145, %146) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %148 = "stablehlo.constant"() <{value = dense<1.7976931348623157E+308> : tensor<f64>}> : () -> tensor<f64>
    %149 = "stablehlo.log"(%148) : (tensor<f64>) -> tensor<f64>
    %150 = "stablehlo.negate"(%149) : (tensor<f64>) -> tensor<f64>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %152 = "stablehlo.compare"(%147, %151) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %153 = "stablehlo.or"(%137, %152) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %154 = "stablehlo.or"(%153, %122) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %155 = "stablehlo.or"(%154, %116) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %156 = "stablehlo.or"(%155, %125) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %157 = "stablehlo.not"(%156) : (tensor<10xi1>) -> tensor<10xi1>
    %158 = "stablehlo.exponential"(%147) : (tensor<10xf64>) -> tensor<10xf64>
    %159 = "stablehlo.and"(%157, %142) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %160 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %162 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %164 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %166 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %168:7 = "stablehlo.while"(%159, %arg5, %161, %163, %arg6, %165, %167) ({
    ^bb0(%arg47: tensor<10xi1>, %arg48: tensor<10xf64>, %arg49: tensor<10xf64>, %arg50: tensor<10xf64>, %arg51: tensor<10xf64>, %arg52: tensor<10xf64>, %arg53: tensor<10xf64>):
      %353 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %354 = "stablehlo.reduce"(%arg47, %353) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg54: tensor<i1>, %arg55: tensor<i1>):
        %355 = "stablehlo.or"(%arg54, %arg55) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%355) : (tensor<i1>) -> ()
      }) : (tensor<10xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%354) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg40: tensor<10xi1>, %arg41: tensor<10xf64>, %arg42: tensor<10xf64>, %arg43: tensor<10xf64>, %arg44: tensor<10xf64>, %arg45: tensor<10xf64>, %arg46: tensor<10xf64>):
      %329 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %330 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %331 = "stablehlo.add"(%arg41, %330) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %332 = "stablehlo.divide"(%arg44, %331) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %333 = "stablehlo.multiply"(%arg45, %332) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %334 = "stablehlo.multiply"(%arg42, %arg44) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %335 = "stablehlo.multiply"(%331, %331) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %336 = "stablehlo.divide"(%334, %335) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %337 = "stablehlo.subtract"(%333, %336) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %338 = "stablehlo.add"(%arg46, %337) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %339 = "stablehlo.divide"(%arg44, %331) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %340 = "stablehlo.multiply"(%arg42, %339) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %341 = "stablehlo.add"(%arg43, %340) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %342 = "stablehlo.divide"(%340, %341) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %343 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %345 = "stablehlo.compare"(%342, %344) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
      %346 = "stablehlo.and"(%arg40, %345) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
      %347 = "stablehlo.select"(%arg40, %331, %arg41) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %348 = "stablehlo.select"(%arg40, %340, %arg42) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %349 = "stablehlo.select"(%arg40, %341, %arg43) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %350 = "stablehlo.select"(%arg40, %arg44, %arg44) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %351 = "stablehlo.select"(%arg40, %337, %arg45) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %352 = "stablehlo.select"(%arg40, %338, %arg46) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      "stablehlo.return"(%346, %347, %348, %349, %350, %351, %352) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>) -> ()
    }) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>) -> (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>)
    %169 = "stablehlo.multiply"(%168#3, %158) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %170 = "stablehlo.divide"(%169, %arg5) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %171 = "stablehlo.not"(%142) : (tensor<10xi1>) -> tensor<10xi1>
    %172 = "stablehlo.and"(%157, %171) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %173 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %175 = "stablehlo.subtract"(%174, %arg5) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %176 = "stablehlo.add"(%arg6, %175) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %177 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %179 = "stablehlo.add"(%176, %178) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %180 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %182 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %184 = "stablehlo.add"(%arg6, %183) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %185 = "stablehlo.multiply"(%179, %arg6) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %186 = "stablehlo.divide"(%184, %185) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %187 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %189 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %191 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %195 = "stablehlo.negate"(%arg6) : (tensor<10xf64>) -> tensor<10xf64>
    %196 = "stablehlo.multiply"(%186, %195) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %197 = "stablehlo.subtract"(%194, %196) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %198 = "stablehlo.divide"(%197, %185) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %199 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %200:15 = "stablehlo.while"(%172, %186, %188, %175, %179, %199, %184, %185, %181, %arg6, %190, %192, %194, %195, %198) ({
    ^bb0(%arg23: tensor<10xi1>, %arg24: tensor<10xf64>, %arg25: tensor<10xf64>, %arg26: tensor<10xf64>, %arg27: tensor<10xf64>, %arg28: tensor<f64>, %arg29: tensor<10xf64>, %arg30: tensor<10xf64>, %arg31: tensor<10xf64>, %arg32: tensor<10xf64>, %arg33: tensor<10xf64>, %arg34: tensor<10xf64>, %arg35: tensor<10xf64>, %arg36: tensor<10xf64>, %arg37: tensor<10xf64>):
      %323 = "stablehlo.constant"() <{value = dense<2.000000e+03> : tensor<f64>}> : () -> tensor<f64>
      %324 = "stablehlo.compare"(%arg28, %323) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %325 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %326 = "stablehlo.reduce"(%arg23, %325) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg38: tensor<i1>, %arg39: tensor<i1>):
        %328 = "stablehlo.or"(%arg38, %arg39) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%328) : (tensor<i1>) -> ()
      }) : (tensor<10xi1>, tensor<i1>) -> tensor<i1>
      %327 = "stablehlo.and"(%324, %326) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%327) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg8: tensor<10xi1>, %arg9: tensor<10xf64>, %arg10: tensor<10xf64>, %arg11: tensor<10xf64>, %arg12: tensor<10xf64>, %arg13: tensor<f64>, %arg14: tensor<10xf64>, %arg15: tensor<10xf64>, %arg16: tensor<10xf64>, %arg17: tensor<10xf64>, %arg18: tensor<10xf64>, %arg19: tensor<10xf64>, %arg20: tensor<10xf64>, %arg21: tensor<10xf64>, %arg22: tensor<10xf64>):
      %217 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %218 = "stablehlo.add"(%arg13, %217) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %219 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %221 = "stablehlo.add"(%arg11, %220) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %222 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %224 = "stablehlo.add"(%arg12, %223) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %225 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %226 = "stablehlo.multiply"(%221, %225) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %227 = "stablehlo.multiply"(%arg14, %224) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %228 = "stablehlo.multiply"(%arg16, %226) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %229 = "stablehlo.subtract"(%227, %228) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %230 = "stablehlo.multiply"(%arg15, %224) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %231 = "stablehlo.multiply"(%arg17, %226) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %232 = "stablehlo.subtract"(%230, %231) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %233 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %235 = "stablehlo.compare"(%232, %234) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
      %236 = "stablehlo.divide"(%229, %232) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %237 = "stablehlo.subtract"(%arg9, %236) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %238 = "stablehlo.divide"(%237, %236) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %239 = "stablehlo.abs"(%238) : (tensor<10xf64>) -> tensor<10xf64>
      %240 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %242 = "stablehlo.select"(%235, %239, %241) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %243 = "stablehlo.select"(%235, %236, %arg9) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %244 = "stablehlo.multiply"(%arg20, %224) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %245 = "stablehlo.subtract"(%244, %arg14) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %246 = "stablehlo.multiply"(%arg18, %226) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %247 = "stablehlo.subtract"(%245, %246) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %248 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %249 = "stablehlo.multiply"(%arg16, %248) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %250 = "stablehlo.add"(%247, %249) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %251 = "stablehlo.multiply"(%arg21, %224) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %252 = "stablehlo.subtract"(%251, %arg15) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %253 = "stablehlo.multiply"(%arg19, %226) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %254 = "stablehlo.subtract"(%252, %253) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %255 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %256 = "stablehlo.multiply"(%arg17, %255) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %257 = "stablehlo.add"(%254, %256) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %258 = "stablehlo.multiply"(%243, %257) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %259 = "stablehlo.subtract"(%250, %258) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %260 = "stablehlo.divide"(%259, %232) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %261 = "stablehlo.select"(%235, %260, %arg22) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %262 = "stablehlo.subtract"(%261, %arg22) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %263 = "stablehlo.abs"(%262) : (tensor<10xf64>) -> tensor<10xf64>
      %264 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %266 = "stablehlo.select"(%235, %263, %265) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %267 = "stablehlo.abs"(%229) : (tensor<10xf64>) -> tensor<10xf64>
      %268 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %269 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<f64>
      %271 = "stablehlo.divide"(%270, %268) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %273 = "stablehlo.compare"(%267, %272) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
      %274 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %276 = "stablehlo.multiply"(%arg14, %275) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %277 = "stablehlo.select"(%273, %276, %arg14) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %278 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %280 = "stablehlo.multiply"(%229, %279) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %281 = "stablehlo.select"(%273, %280, %229) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %282 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %284 = "stablehlo.multiply"(%arg15, %283) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %285 = "stablehlo.select"(%273, %284, %arg15) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %286 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %288 = "stablehlo.multiply"(%232, %287) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %289 = "stablehlo.select"(%273, %288, %232) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %290 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %292 = "stablehlo.multiply"(%arg20, %291) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %293 = "stablehlo.select"(%273, %292, %arg20) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %294 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %296 = "stablehlo.multiply"(%arg21, %295) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %297 = "stablehlo.select"(%273, %296, %arg21) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %298 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %300 = "stablehlo.multiply"(%250, %299) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %301 = "stablehlo.select"(%273, %300, %250) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %302 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %304 = "stablehlo.multiply"(%257, %303) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %305 = "stablehlo.select"(%273, %304, %257) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %306 = "stablehlo.constant"() <{value = dense<2.2204460492503131E-16> : tensor<f64>}> : () -> tensor<f64>
      %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
      %308 = "stablehlo.compare"(%242, %307) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
      %309 = "stablehlo.and"(%arg8, %308) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
      %310 = "stablehlo.select"(%arg8, %243, %arg9) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %311 = "stablehlo.select"(%arg8, %242, %arg10) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %312 = "stablehlo.select"(%arg8, %221, %arg11) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %313 = "stablehlo.select"(%arg8, %224, %arg12) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %314 = "stablehlo.select"(%arg8, %281, %arg14) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %315 = "stablehlo.select"(%arg8, %289, %arg15) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %316 = "stablehlo.select"(%arg8, %277, %arg16) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %317 = "stablehlo.select"(%arg8, %285, %arg17) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %318 = "stablehlo.select"(%arg8, %293, %arg18) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %319 = "stablehlo.select"(%arg8, %297, %arg19) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %320 = "stablehlo.select"(%arg8, %301, %arg20) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %321 = "stablehlo.select"(%arg8, %305, %arg21) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      %322 = "stablehlo.select"(%arg8, %261, %arg22) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
      "stablehlo.return"(%309, %310, %311, %312, %313, %218, %314, %315, %316, %317, %318, %319, %320, %321, %322) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<f64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>) -> ()
    }) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<f64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>) -> (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<f64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>)
    %201 = "stablehlo.multiply"(%200#1, %158) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %202 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %204 = "stablehlo.subtract"(%203, %170) : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %205 = "stablehlo.select"(%142, %204, %201) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %206 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %208 = "stablehlo.select"(%125, %207, %205) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %209 = "stablehlo.or"(%122, %116) : (tensor<10xi1>, tensor<10xi1>) -> tensor<10xi1>
    %210 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %212 = "stablehlo.select"(%209, %211, %208) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %213 = "stablehlo.constant"() <{value = dense<0x7FF8000000000000> : tensor<f64>}> : () -> tensor<f64>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f64>) -> tensor<10xf64>
    %215 = "stablehlo.select"(%137, %214, %212) : (tensor<10xi1>, tensor<10xf64>, tensor<10xf64>) -> tensor<10xf64>
    %216 = "chlo.erf_inv"(%arg7) : (tensor<14xf64>) -> tensor<14xf64>
    "func.return"(%0, %1, %2, %3, %110, %215, %216) : (tensor<17xf64>, tensor<17xf64>, tensor<12xf64>, tensor<10xf64>, tensor<10xf64>, tensor<10xf64>, tensor<14xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
