"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<3x5xf32>, tensor<4x6xf32>, tensor<4xi32>, tensor<10xi32>, tensor<4xui32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg57: tensor<2xui32>, %arg58: tensor<4x6xf32>):
    %1585 = "func.call"(%arg57) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<5x2xui32>
    %1586 = "stablehlo.slice"(%1585) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %1587 = "stablehlo.reshape"(%1586) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1588 = "stablehlo.slice"(%1585) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %1589 = "stablehlo.reshape"(%1588) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1590 = "stablehlo.slice"(%1585) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %1591 = "stablehlo.reshape"(%1590) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1592 = "stablehlo.slice"(%1585) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %1593 = "stablehlo.reshape"(%1592) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1594 = "stablehlo.slice"(%1585) <{limit_indices = array<i64: 5, 2>, start_indices = array<i64: 4, 0>, strides = array<i64: 1, 1>}> : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %1595 = "stablehlo.reshape"(%1594) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1596 = "func.call"(%1587) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<4x6xf32>
    %1597 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1598 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1599 = "func.call"(%1589, %1597, %1598) <{callee = @_uniform_1}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x5xf32>
    %1600 = "stablehlo.constant"() <{value = dense<8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1601 = "func.call"(%1591, %1600) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<4x6xi1>
    %1602 = "stablehlo.constant"() <{value = dense<8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1603 = "stablehlo.broadcast_in_dim"(%1602) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %1604 = "stablehlo.divide"(%arg58, %1603) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %1605 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1606 = "func.call"(%1601, %1604, %1605) <{callee = @_where}> : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %1607 = "func.call"(%1593) <{callee = @_gumbel}> : (tensor<2xui32>) -> tensor<4x6xf32>
    %1608 = "stablehlo.add"(%1607, %arg58) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %1609 = "func.call"(%1608) <{callee = @argmax}> : (tensor<4x6xf32>) -> tensor<4xi32>
    %1610 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xi32>
    %1611 = "func.call"(%1595, %1610) <{callee = @_shuffle}> : (tensor<2xui32>, tensor<10xi32>) -> tensor<10xi32>
    %1612 = "stablehlo.slice"(%1587) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1613 = "stablehlo.reshape"(%1612) : (tensor<1xui32>) -> tensor<ui32>
    %1614 = "stablehlo.slice"(%1587) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1615 = "stablehlo.reshape"(%1614) : (tensor<1xui32>) -> tensor<ui32>
    %1616 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xui64>
    %1617 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1618 = "stablehlo.broadcast_in_dim"(%1617) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %1619 = "stablehlo.multiply"(%1618, %1616) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %1620 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1621 = "stablehlo.broadcast_in_dim"(%1620) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %1622 = "stablehlo.shift_right_logical"(%1619, %1621) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %1623 = "stablehlo.convert"(%1619) : (tensor<4xui64>) -> tensor<4xui32>
    %1624 = "stablehlo.convert"(%1622) : (tensor<4xui64>) -> tensor<4xui32>
    %1625:2 = "func.call"(%1613, %1615, %1624, %1623) <{callee = @threefry2x32_8}> : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %1626 = "stablehlo.xor"(%1625#0, %1625#1) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%1596, %1599, %1606, %1609, %1611, %1626) : (tensor<4x6xf32>, tensor<3x5xf32>, tensor<4x6xf32>, tensor<4xi32>, tensor<10xi32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<5x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg56: tensor<2xui32>):
    %1568 = "stablehlo.slice"(%arg56) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1569 = "stablehlo.reshape"(%1568) : (tensor<1xui32>) -> tensor<ui32>
    %1570 = "stablehlo.slice"(%arg56) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1571 = "stablehlo.reshape"(%1570) : (tensor<1xui32>) -> tensor<ui32>
    %1572 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xui64>
    %1573 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1574 = "stablehlo.broadcast_in_dim"(%1573) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %1575 = "stablehlo.multiply"(%1574, %1572) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %1576 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1577 = "stablehlo.broadcast_in_dim"(%1576) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %1578 = "stablehlo.shift_right_logical"(%1575, %1577) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %1579 = "stablehlo.convert"(%1575) : (tensor<5xui64>) -> tensor<5xui32>
    %1580 = "stablehlo.convert"(%1578) : (tensor<5xui64>) -> tensor<5xui32>
    %1581:2 = "func.call"(%1569, %1571, %1580, %1579) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %1582 = "stablehlo.broadcast_in_dim"(%1581#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xui32>) -> tensor<5x1xui32>
    %1583 = "stablehlo.broadcast_in_dim"(%1581#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xui32>) -> tensor<5x1xui32>
    %1584 = "stablehlo.concatenate"(%1582, %1583) <{dimension = 1 : i64}> : (tensor<5x1xui32>, tensor<5x1xui32>) -> tensor<5x2xui32>
    "func.return"(%1584) : (tensor<5x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<ui32>, %arg53: tensor<ui32>, %arg54: tensor<5xui32>, %arg55: tensor<5xui32>):
    %1346 = "stablehlo.xor"(%arg52, %arg53) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1347 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1348 = "stablehlo.xor"(%1346, %1347) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1349 = "stablehlo.broadcast_in_dim"(%arg52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1350 = "stablehlo.add"(%arg54, %1349) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1351 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1352 = "stablehlo.add"(%arg55, %1351) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1353 = "stablehlo.add"(%1350, %1352) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1354 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %1355 = "stablehlo.broadcast_in_dim"(%1354) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1356 = "stablehlo.shift_left"(%1352, %1355) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1357 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %1358 = "stablehlo.broadcast_in_dim"(%1357) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1359 = "stablehlo.shift_right_logical"(%1352, %1358) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1360 = "stablehlo.or"(%1356, %1359) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1361 = "stablehlo.xor"(%1353, %1360) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1362 = "stablehlo.add"(%1353, %1361) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1363 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %1364 = "stablehlo.broadcast_in_dim"(%1363) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1365 = "stablehlo.shift_left"(%1361, %1364) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1366 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %1367 = "stablehlo.broadcast_in_dim"(%1366) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1368 = "stablehlo.shift_right_logical"(%1361, %1367) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1369 = "stablehlo.or"(%1365, %1368) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1370 = "stablehlo.xor"(%1362, %1369) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1371 = "stablehlo.add"(%1362, %1370) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1372 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %1373 = "stablehlo.broadcast_in_dim"(%1372) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1374 = "stablehlo.shift_left"(%1370, %1373) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1375 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %1376 = "stablehlo.broadcast_in_dim"(%1375) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1377 = "stablehlo.shift_right_logical"(%1370, %1376) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1378 = "stablehlo.or"(%1374, %1377) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1379 = "stablehlo.xor"(%1371, %1378) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1380 = "stablehlo.add"(%1371, %1379) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1381 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %1382 = "stablehlo.broadcast_in_dim"(%1381) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1383 = "stablehlo.shift_left"(%1379, %1382) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1384 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %1385 = "stablehlo.broadcast_in_dim"(%1384) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1386 = "stablehlo.shift_right_logical"(%1379, %1385) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1387 = "stablehlo.or"(%1383, %1386) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1388 = "stablehlo.xor"(%1380, %1387) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1389 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1390 = "stablehlo.add"(%1380, %1389) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1391 = "stablehlo.broadcast_in_dim"(%1348) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1392 = "stablehlo.add"(%1388, %1391) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1393 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %1394 = "stablehlo.broadcast_in_dim"(%1393) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1395 = "stablehlo.add"(%1392, %1394) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1396 = "stablehlo.add"(%1390, %1395) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1397 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %1398 = "stablehlo.broadcast_in_dim"(%1397) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1399 = "stablehlo.shift_left"(%1395, %1398) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1400 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %1401 = "stablehlo.broadcast_in_dim"(%1400) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1402 = "stablehlo.shift_right_logical"(%1395, %1401) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1403 = "stablehlo.or"(%1399, %1402) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1404 = "stablehlo.xor"(%1396, %1403) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1405 = "stablehlo.add"(%1396, %1404) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1406 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %1407 = "stablehlo.broadcast_in_dim"(%1406) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1408 = "stablehlo.shift_left"(%1404, %1407) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1409 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %1410 = "stablehlo.broadcast_in_dim"(%1409) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1411 = "stablehlo.shift_right_logical"(%1404, %1410) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1412 = "stablehlo.or"(%1408, %1411) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1413 = "stablehlo.xor"(%1405, %1412) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1414 = "stablehlo.add"(%1405, %1413) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1415 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %1416 = "stablehlo.broadcast_in_dim"(%1415) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1417 = "stablehlo.shift_left"(%1413, %1416) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1418 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %1419 = "stablehlo.broadcast_in_dim"(%1418) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1420 = "stablehlo.shift_right_logical"(%1413, %1419) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1421 = "stablehlo.or"(%1417, %1420) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1422 = "stablehlo.xor"(%1414, %1421) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1423 = "stablehlo.add"(%1414, %1422) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1424 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %1425 = "stablehlo.broadcast_in_dim"(%1424) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1426 = "stablehlo.shift_left"(%1422, %1425) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1427 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %1428 = "stablehlo.broadcast_in_dim"(%1427) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1429 = "stablehlo.shift_right_logical"(%1422, %1428) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1430 = "stablehlo.or"(%1426, %1429) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1431 = "stablehlo.xor"(%1423, %1430) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1432 = "stablehlo.broadcast_in_dim"(%1348) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1433 = "stablehlo.add"(%1423, %1432) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1434 = "stablehlo.broadcast_in_dim"(%arg52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1435 = "stablehlo.add"(%1431, %1434) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1436 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %1437 = "stablehlo.broadcast_in_dim"(%1436) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1438 = "stablehlo.add"(%1435, %1437) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1439 = "stablehlo.add"(%1433, %1438) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1440 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %1441 = "stablehlo.broadcast_in_dim"(%1440) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1442 = "stablehlo.shift_left"(%1438, %1441) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1443 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %1444 = "stablehlo.broadcast_in_dim"(%1443) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1445 = "stablehlo.shift_right_logical"(%1438, %1444) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1446 = "stablehlo.or"(%1442, %1445) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1447 = "stablehlo.xor"(%1439, %1446) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1448 = "stablehlo.add"(%1439, %1447) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1449 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %1450 = "stablehlo.broadcast_in_dim"(%1449) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1451 = "stablehlo.shift_left"(%1447, %1450) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1452 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %1453 = "stablehlo.broadcast_in_dim"(%1452) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1454 = "stablehlo.shift_right_logical"(%1447, %1453) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1455 = "stablehlo.or"(%1451, %1454) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1456 = "stablehlo.xor"(%1448, %1455) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1457 = "stablehlo.add"(%1448, %1456) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1458 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %1459 = "stablehlo.broadcast_in_dim"(%1458) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1460 = "stablehlo.shift_left"(%1456, %1459) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1461 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %1462 = "stablehlo.broadcast_in_dim"(%1461) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1463 = "stablehlo.shift_right_logical"(%1456, %1462) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1464 = "stablehlo.or"(%1460, %1463) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1465 = "stablehlo.xor"(%1457, %1464) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1466 = "stablehlo.add"(%1457, %1465) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1467 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %1468 = "stablehlo.broadcast_in_dim"(%1467) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1469 = "stablehlo.shift_left"(%1465, %1468) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1470 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %1471 = "stablehlo.broadcast_in_dim"(%1470) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1472 = "stablehlo.shift_right_logical"(%1465, %1471) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1473 = "stablehlo.or"(%1469, %1472) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1474 = "stablehlo.xor"(%1466, %1473) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1475 = "stablehlo.broadcast_in_dim"(%arg52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1476 = "stablehlo.add"(%1466, %1475) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1477 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1478 = "stablehlo.add"(%1474, %1477) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1479 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %1480 = "stablehlo.broadcast_in_dim"(%1479) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1481 = "stablehlo.add"(%1478, %1480) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1482 = "stablehlo.add"(%1476, %1481) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1483 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %1484 = "stablehlo.broadcast_in_dim"(%1483) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1485 = "stablehlo.shift_left"(%1481, %1484) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1486 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %1487 = "stablehlo.broadcast_in_dim"(%1486) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1488 = "stablehlo.shift_right_logical"(%1481, %1487) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1489 = "stablehlo.or"(%1485, %1488) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1490 = "stablehlo.xor"(%1482, %1489) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1491 = "stablehlo.add"(%1482, %1490) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1492 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %1493 = "stablehlo.broadcast_in_dim"(%1492) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1494 = "stablehlo.shift_left"(%1490, %1493) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1495 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %1496 = "stablehlo.broadcast_in_dim"(%1495) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1497 = "stablehlo.shift_right_logical"(%1490, %1496) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1498 = "stablehlo.or"(%1494, %1497) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1499 = "stablehlo.xor"(%1491, %1498) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1500 = "stablehlo.add"(%1491, %1499) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1501 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %1502 = "stablehlo.broadcast_in_dim"(%1501) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1503 = "stablehlo.shift_left"(%1499, %1502) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1504 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %1505 = "stablehlo.broadcast_in_dim"(%1504) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1506 = "stablehlo.shift_right_logical"(%1499, %1505) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1507 = "stablehlo.or"(%1503, %1506) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1508 = "stablehlo.xor"(%1500, %1507) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1509 = "stablehlo.add"(%1500, %1508) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1510 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %1511 = "stablehlo.broadcast_in_dim"(%1510) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1512 = "stablehlo.shift_left"(%1508, %1511) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1513 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %1514 = "stablehlo.broadcast_in_dim"(%1513) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1515 = "stablehlo.shift_right_logical"(%1508, %1514) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1516 = "stablehlo.or"(%1512, %1515) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1517 = "stablehlo.xor"(%1509, %1516) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1518 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1519 = "stablehlo.add"(%1509, %1518) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1520 = "stablehlo.broadcast_in_dim"(%1348) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1521 = "stablehlo.add"(%1517, %1520) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1522 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %1523 = "stablehlo.broadcast_in_dim"(%1522) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1524 = "stablehlo.add"(%1521, %1523) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1525 = "stablehlo.add"(%1519, %1524) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1526 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %1527 = "stablehlo.broadcast_in_dim"(%1526) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1528 = "stablehlo.shift_left"(%1524, %1527) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1529 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %1530 = "stablehlo.broadcast_in_dim"(%1529) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1531 = "stablehlo.shift_right_logical"(%1524, %1530) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1532 = "stablehlo.or"(%1528, %1531) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1533 = "stablehlo.xor"(%1525, %1532) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1534 = "stablehlo.add"(%1525, %1533) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1535 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %1536 = "stablehlo.broadcast_in_dim"(%1535) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1537 = "stablehlo.shift_left"(%1533, %1536) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1538 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %1539 = "stablehlo.broadcast_in_dim"(%1538) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1540 = "stablehlo.shift_right_logical"(%1533, %1539) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1541 = "stablehlo.or"(%1537, %1540) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1542 = "stablehlo.xor"(%1534, %1541) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1543 = "stablehlo.add"(%1534, %1542) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1544 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %1545 = "stablehlo.broadcast_in_dim"(%1544) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1546 = "stablehlo.shift_left"(%1542, %1545) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1547 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %1548 = "stablehlo.broadcast_in_dim"(%1547) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1549 = "stablehlo.shift_right_logical"(%1542, %1548) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1550 = "stablehlo.or"(%1546, %1549) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1551 = "stablehlo.xor"(%1543, %1550) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1552 = "stablehlo.add"(%1543, %1551) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1553 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %1554 = "stablehlo.broadcast_in_dim"(%1553) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1555 = "stablehlo.shift_left"(%1551, %1554) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1556 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %1557 = "stablehlo.broadcast_in_dim"(%1556) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1558 = "stablehlo.shift_right_logical"(%1551, %1557) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1559 = "stablehlo.or"(%1555, %1558) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1560 = "stablehlo.xor"(%1552, %1559) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1561 = "stablehlo.broadcast_in_dim"(%1348) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1562 = "stablehlo.add"(%1552, %1561) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1563 = "stablehlo.broadcast_in_dim"(%arg52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1564 = "stablehlo.add"(%1560, %1563) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1565 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %1566 = "stablehlo.broadcast_in_dim"(%1565) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1567 = "stablehlo.add"(%1564, %1566) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    "func.return"(%1562, %1567) : (tensor<5xui32>, tensor<5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg51: tensor<2xui32>):
    %1345 = "func.call"(%arg51) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<4x6xf32>
    "func.return"(%1345) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg50: tensor<2xui32>):
    %1338 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %1339 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1340 = "func.call"(%arg50, %1338, %1339) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %1341 = "chlo.erf_inv"(%1340) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %1342 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %1343 = "stablehlo.broadcast_in_dim"(%1342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %1344 = "stablehlo.multiply"(%1343, %1341) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%1344) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<2xui32>, %arg48: tensor<f32>, %arg49: tensor<f32>):
    %1299 = "stablehlo.broadcast_in_dim"(%arg48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %1300 = "stablehlo.broadcast_in_dim"(%arg49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %1301 = "stablehlo.slice"(%arg47) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1302 = "stablehlo.reshape"(%1301) : (tensor<1xui32>) -> tensor<ui32>
    %1303 = "stablehlo.slice"(%arg47) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1304 = "stablehlo.reshape"(%1303) : (tensor<1xui32>) -> tensor<ui32>
    %1305 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x6xui64>
    %1306 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x6xui64>
    %1307 = "stablehlo.constant"() <{value = dense<6> : tensor<ui64>}> : () -> tensor<ui64>
    %1308 = "stablehlo.broadcast_in_dim"(%1307) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %1309 = "stablehlo.multiply"(%1308, %1305) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %1310 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1311 = "stablehlo.broadcast_in_dim"(%1310) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %1312 = "stablehlo.multiply"(%1311, %1306) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %1313 = "stablehlo.add"(%1309, %1312) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %1314 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1315 = "stablehlo.broadcast_in_dim"(%1314) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %1316 = "stablehlo.shift_right_logical"(%1313, %1315) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %1317 = "stablehlo.convert"(%1313) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %1318 = "stablehlo.convert"(%1316) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %1319:2 = "func.call"(%1302, %1304, %1318, %1317) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>)
    %1320 = "stablehlo.xor"(%1319#0, %1319#1) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1321 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %1322 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1323 = "stablehlo.shift_right_logical"(%1320, %1322) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1324 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %1325 = "stablehlo.broadcast_in_dim"(%1324) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1326 = "stablehlo.or"(%1323, %1325) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1327 = "stablehlo.bitcast_convert"(%1326) : (tensor<4x6xui32>) -> tensor<4x6xf32>
    %1328 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1329 = "stablehlo.broadcast_in_dim"(%1328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %1330 = "stablehlo.subtract"(%1327, %1329) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %1331 = "stablehlo.subtract"(%1300, %1299) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %1332 = "stablehlo.broadcast_in_dim"(%1331) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %1333 = "stablehlo.multiply"(%1330, %1332) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %1334 = "stablehlo.broadcast_in_dim"(%1299) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %1335 = "stablehlo.add"(%1333, %1334) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %1336 = "stablehlo.broadcast_in_dim"(%1299) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %1337 = "stablehlo.maximum"(%1336, %1335) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%1337) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>), sym_name = "threefry2x32_0", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<ui32>, %arg44: tensor<ui32>, %arg45: tensor<4x6xui32>, %arg46: tensor<4x6xui32>):
    %1077 = "stablehlo.xor"(%arg43, %arg44) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1078 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1079 = "stablehlo.xor"(%1077, %1078) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1080 = "stablehlo.broadcast_in_dim"(%arg43) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1081 = "stablehlo.add"(%arg45, %1080) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1082 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1083 = "stablehlo.add"(%arg46, %1082) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1084 = "stablehlo.add"(%1081, %1083) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1085 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %1086 = "stablehlo.broadcast_in_dim"(%1085) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1087 = "stablehlo.shift_left"(%1083, %1086) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1088 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %1089 = "stablehlo.broadcast_in_dim"(%1088) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1090 = "stablehlo.shift_right_logical"(%1083, %1089) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1091 = "stablehlo.or"(%1087, %1090) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1092 = "stablehlo.xor"(%1084, %1091) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1093 = "stablehlo.add"(%1084, %1092) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1094 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %1095 = "stablehlo.broadcast_in_dim"(%1094) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1096 = "stablehlo.shift_left"(%1092, %1095) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1097 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %1098 = "stablehlo.broadcast_in_dim"(%1097) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1099 = "stablehlo.shift_right_logical"(%1092, %1098) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1100 = "stablehlo.or"(%1096, %1099) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1101 = "stablehlo.xor"(%1093, %1100) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1102 = "stablehlo.add"(%1093, %1101) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1103 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %1104 = "stablehlo.broadcast_in_dim"(%1103) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1105 = "stablehlo.shift_left"(%1101, %1104) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1106 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %1107 = "stablehlo.broadcast_in_dim"(%1106) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1108 = "stablehlo.shift_right_logical"(%1101, %1107) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1109 = "stablehlo.or"(%1105, %1108) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1110 = "stablehlo.xor"(%1102, %1109) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1111 = "stablehlo.add"(%1102, %1110) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1112 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %1113 = "stablehlo.broadcast_in_dim"(%1112) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1114 = "stablehlo.shift_left"(%1110, %1113) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1115 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %1116 = "stablehlo.broadcast_in_dim"(%1115) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1117 = "stablehlo.shift_right_logical"(%1110, %1116) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1118 = "stablehlo.or"(%1114, %1117) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1119 = "stablehlo.xor"(%1111, %1118) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1120 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1121 = "stablehlo.add"(%1111, %1120) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1122 = "stablehlo.broadcast_in_dim"(%1079) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1123 = "stablehlo.add"(%1119, %1122) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1124 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %1125 = "stablehlo.broadcast_in_dim"(%1124) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1126 = "stablehlo.add"(%1123, %1125) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1127 = "stablehlo.add"(%1121, %1126) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1128 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %1129 = "stablehlo.broadcast_in_dim"(%1128) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1130 = "stablehlo.shift_left"(%1126, %1129) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1131 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %1132 = "stablehlo.broadcast_in_dim"(%1131) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1133 = "stablehlo.shift_right_logical"(%1126, %1132) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1134 = "stablehlo.or"(%1130, %1133) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1135 = "stablehlo.xor"(%1127, %1134) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1136 = "stablehlo.add"(%1127, %1135) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1137 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %1138 = "stablehlo.broadcast_in_dim"(%1137) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1139 = "stablehlo.shift_left"(%1135, %1138) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1140 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %1141 = "stablehlo.broadcast_in_dim"(%1140) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1142 = "stablehlo.shift_right_logical"(%1135, %1141) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1143 = "stablehlo.or"(%1139, %1142) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1144 = "stablehlo.xor"(%1136, %1143) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1145 = "stablehlo.add"(%1136, %1144) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1146 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %1147 = "stablehlo.broadcast_in_dim"(%1146) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1148 = "stablehlo.shift_left"(%1144, %1147) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1149 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %1150 = "stablehlo.broadcast_in_dim"(%1149) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1151 = "stablehlo.shift_right_logical"(%1144, %1150) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1152 = "stablehlo.or"(%1148, %1151) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1153 = "stablehlo.xor"(%1145, %1152) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1154 = "stablehlo.add"(%1145, %1153) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1155 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %1156 = "stablehlo.broadcast_in_dim"(%1155) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1157 = "stablehlo.shift_left"(%1153, %1156) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1158 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %1159 = "stablehlo.broadcast_in_dim"(%1158) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1160 = "stablehlo.shift_right_logical"(%1153, %1159) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1161 = "stablehlo.or"(%1157, %1160) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1162 = "stablehlo.xor"(%1154, %1161) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1163 = "stablehlo.broadcast_in_dim"(%1079) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1164 = "stablehlo.add"(%1154, %1163) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1165 = "stablehlo.broadcast_in_dim"(%arg43) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1166 = "stablehlo.add"(%1162, %1165) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1167 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %1168 = "stablehlo.broadcast_in_dim"(%1167) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1169 = "stablehlo.add"(%1166, %1168) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1170 = "stablehlo.add"(%1164, %1169) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1171 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %1172 = "stablehlo.broadcast_in_dim"(%1171) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1173 = "stablehlo.shift_left"(%1169, %1172) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1174 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %1175 = "stablehlo.broadcast_in_dim"(%1174) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1176 = "stablehlo.shift_right_logical"(%1169, %1175) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1177 = "stablehlo.or"(%1173, %1176) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1178 = "stablehlo.xor"(%1170, %1177) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1179 = "stablehlo.add"(%1170, %1178) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1180 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %1181 = "stablehlo.broadcast_in_dim"(%1180) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1182 = "stablehlo.shift_left"(%1178, %1181) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1183 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %1184 = "stablehlo.broadcast_in_dim"(%1183) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1185 = "stablehlo.shift_right_logical"(%1178, %1184) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1186 = "stablehlo.or"(%1182, %1185) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1187 = "stablehlo.xor"(%1179, %1186) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1188 = "stablehlo.add"(%1179, %1187) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1189 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %1190 = "stablehlo.broadcast_in_dim"(%1189) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1191 = "stablehlo.shift_left"(%1187, %1190) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1192 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %1193 = "stablehlo.broadcast_in_dim"(%1192) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1194 = "stablehlo.shift_right_logical"(%1187, %1193) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1195 = "stablehlo.or"(%1191, %1194) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1196 = "stablehlo.xor"(%1188, %1195) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1197 = "stablehlo.add"(%1188, %1196) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1198 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %1199 = "stablehlo.broadcast_in_dim"(%1198) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1200 = "stablehlo.shift_left"(%1196, %1199) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1201 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %1202 = "stablehlo.broadcast_in_dim"(%1201) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1203 = "stablehlo.shift_right_logical"(%1196, %1202) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1204 = "stablehlo.or"(%1200, %1203) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1205 = "stablehlo.xor"(%1197, %1204) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1206 = "stablehlo.broadcast_in_dim"(%arg43) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1207 = "stablehlo.add"(%1197, %1206) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1208 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1209 = "stablehlo.add"(%1205, %1208) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1210 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %1211 = "stablehlo.broadcast_in_dim"(%1210) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1212 = "stablehlo.add"(%1209, %1211) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1213 = "stablehlo.add"(%1207, %1212) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1214 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %1215 = "stablehlo.broadcast_in_dim"(%1214) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1216 = "stablehlo.shift_left"(%1212, %1215) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1217 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %1218 = "stablehlo.broadcast_in_dim"(%1217) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1219 = "stablehlo.shift_right_logical"(%1212, %1218) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1220 = "stablehlo.or"(%1216, %1219) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1221 = "stablehlo.xor"(%1213, %1220) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1222 = "stablehlo.add"(%1213, %1221) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1223 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %1224 = "stablehlo.broadcast_in_dim"(%1223) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1225 = "stablehlo.shift_left"(%1221, %1224) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1226 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %1227 = "stablehlo.broadcast_in_dim"(%1226) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1228 = "stablehlo.shift_right_logical"(%1221, %1227) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1229 = "stablehlo.or"(%1225, %1228) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1230 = "stablehlo.xor"(%1222, %1229) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1231 = "stablehlo.add"(%1222, %1230) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1232 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %1233 = "stablehlo.broadcast_in_dim"(%1232) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1234 = "stablehlo.shift_left"(%1230, %1233) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1235 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %1236 = "stablehlo.broadcast_in_dim"(%1235) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1237 = "stablehlo.shift_right_logical"(%1230, %1236) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1238 = "stablehlo.or"(%1234, %1237) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1239 = "stablehlo.xor"(%1231, %1238) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1240 = "stablehlo.add"(%1231, %1239) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1241 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %1242 = "stablehlo.broadcast_in_dim"(%1241) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1243 = "stablehlo.shift_left"(%1239, %1242) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1244 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %1245 = "stablehlo.broadcast_in_dim"(%1244) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1246 = "stablehlo.shift_right_logical"(%1239, %1245) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1247 = "stablehlo.or"(%1243, %1246) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1248 = "stablehlo.xor"(%1240, %1247) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1249 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1250 = "stablehlo.add"(%1240, %1249) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1251 = "stablehlo.broadcast_in_dim"(%1079) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1252 = "stablehlo.add"(%1248, %1251) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1253 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %1254 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1255 = "stablehlo.add"(%1252, %1254) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1256 = "stablehlo.add"(%1250, %1255) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1257 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %1258 = "stablehlo.broadcast_in_dim"(%1257) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1259 = "stablehlo.shift_left"(%1255, %1258) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1260 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %1261 = "stablehlo.broadcast_in_dim"(%1260) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1262 = "stablehlo.shift_right_logical"(%1255, %1261) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1263 = "stablehlo.or"(%1259, %1262) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1264 = "stablehlo.xor"(%1256, %1263) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1265 = "stablehlo.add"(%1256, %1264) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1266 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %1267 = "stablehlo.broadcast_in_dim"(%1266) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1268 = "stablehlo.shift_left"(%1264, %1267) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1269 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %1270 = "stablehlo.broadcast_in_dim"(%1269) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1271 = "stablehlo.shift_right_logical"(%1264, %1270) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1272 = "stablehlo.or"(%1268, %1271) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1273 = "stablehlo.xor"(%1265, %1272) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1274 = "stablehlo.add"(%1265, %1273) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1275 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %1276 = "stablehlo.broadcast_in_dim"(%1275) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1277 = "stablehlo.shift_left"(%1273, %1276) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1278 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %1279 = "stablehlo.broadcast_in_dim"(%1278) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1280 = "stablehlo.shift_right_logical"(%1273, %1279) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1281 = "stablehlo.or"(%1277, %1280) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1282 = "stablehlo.xor"(%1274, %1281) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1283 = "stablehlo.add"(%1274, %1282) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1284 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %1285 = "stablehlo.broadcast_in_dim"(%1284) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1286 = "stablehlo.shift_left"(%1282, %1285) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1287 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %1288 = "stablehlo.broadcast_in_dim"(%1287) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1289 = "stablehlo.shift_right_logical"(%1282, %1288) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1290 = "stablehlo.or"(%1286, %1289) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1291 = "stablehlo.xor"(%1283, %1290) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1292 = "stablehlo.broadcast_in_dim"(%1079) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1293 = "stablehlo.add"(%1283, %1292) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1294 = "stablehlo.broadcast_in_dim"(%arg43) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1295 = "stablehlo.add"(%1291, %1294) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %1296 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %1297 = "stablehlo.broadcast_in_dim"(%1296) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %1298 = "stablehlo.add"(%1295, %1297) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    "func.return"(%1293, %1298) : (tensor<4x6xui32>, tensor<4x6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x5xf32>, res_attrs = [{}], sym_name = "_uniform_1", sym_visibility = "private"}> ({
  ^bb0(%arg40: tensor<2xui32>, %arg41: tensor<f32>, %arg42: tensor<f32>):
    %1036 = "stablehlo.convert"(%arg41) : (tensor<f32>) -> tensor<f32>
    %1037 = "stablehlo.convert"(%arg42) : (tensor<f32>) -> tensor<f32>
    %1038 = "stablehlo.broadcast_in_dim"(%1036) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %1039 = "stablehlo.broadcast_in_dim"(%1037) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %1040 = "stablehlo.slice"(%arg40) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1041 = "stablehlo.reshape"(%1040) : (tensor<1xui32>) -> tensor<ui32>
    %1042 = "stablehlo.slice"(%arg40) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1043 = "stablehlo.reshape"(%1042) : (tensor<1xui32>) -> tensor<ui32>
    %1044 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x5xui64>
    %1045 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x5xui64>
    %1046 = "stablehlo.constant"() <{value = dense<5> : tensor<ui64>}> : () -> tensor<ui64>
    %1047 = "stablehlo.broadcast_in_dim"(%1046) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x5xui64>
    %1048 = "stablehlo.multiply"(%1047, %1044) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %1049 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1050 = "stablehlo.broadcast_in_dim"(%1049) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x5xui64>
    %1051 = "stablehlo.multiply"(%1050, %1045) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %1052 = "stablehlo.add"(%1048, %1051) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %1053 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1054 = "stablehlo.broadcast_in_dim"(%1053) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x5xui64>
    %1055 = "stablehlo.shift_right_logical"(%1052, %1054) : (tensor<3x5xui64>, tensor<3x5xui64>) -> tensor<3x5xui64>
    %1056 = "stablehlo.convert"(%1052) : (tensor<3x5xui64>) -> tensor<3x5xui32>
    %1057 = "stablehlo.convert"(%1055) : (tensor<3x5xui64>) -> tensor<3x5xui32>
    %1058:2 = "func.call"(%1041, %1043, %1057, %1056) <{callee = @threefry2x32_2}> : (tensor<ui32>, tensor<ui32>, tensor<3x5xui32>, tensor<3x5xui32>) -> (tensor<3x5xui32>, tensor<3x5xui32>)
    %1059 = "stablehlo.xor"(%1058#0, %1058#1) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1060 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %1061 = "stablehlo.broadcast_in_dim"(%1060) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %1062 = "stablehlo.shift_right_logical"(%1059, %1061) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1063 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %1064 = "stablehlo.broadcast_in_dim"(%1063) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %1065 = "stablehlo.or"(%1062, %1064) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1066 = "stablehlo.bitcast_convert"(%1065) : (tensor<3x5xui32>) -> tensor<3x5xf32>
    %1067 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1068 = "stablehlo.broadcast_in_dim"(%1067) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x5xf32>
    %1069 = "stablehlo.subtract"(%1066, %1068) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1070 = "stablehlo.subtract"(%1039, %1038) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %1071 = "stablehlo.broadcast_in_dim"(%1070) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %1072 = "stablehlo.multiply"(%1069, %1071) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1073 = "stablehlo.broadcast_in_dim"(%1038) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %1074 = "stablehlo.add"(%1072, %1073) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %1075 = "stablehlo.broadcast_in_dim"(%1038) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %1076 = "stablehlo.maximum"(%1075, %1074) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    "func.return"(%1076) : (tensor<3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3x5xui32>, tensor<3x5xui32>) -> (tensor<3x5xui32>, tensor<3x5xui32>), sym_name = "threefry2x32_2", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<ui32>, %arg37: tensor<ui32>, %arg38: tensor<3x5xui32>, %arg39: tensor<3x5xui32>):
    %814 = "stablehlo.xor"(%arg36, %arg37) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %815 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %816 = "stablehlo.xor"(%814, %815) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %817 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %818 = "stablehlo.add"(%arg38, %817) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %819 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %820 = "stablehlo.add"(%arg39, %819) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %821 = "stablehlo.add"(%818, %820) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %822 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %823 = "stablehlo.broadcast_in_dim"(%822) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %824 = "stablehlo.shift_left"(%820, %823) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %825 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %826 = "stablehlo.broadcast_in_dim"(%825) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %827 = "stablehlo.shift_right_logical"(%820, %826) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %828 = "stablehlo.or"(%824, %827) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %829 = "stablehlo.xor"(%821, %828) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %830 = "stablehlo.add"(%821, %829) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %831 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %832 = "stablehlo.broadcast_in_dim"(%831) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %833 = "stablehlo.shift_left"(%829, %832) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %834 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %835 = "stablehlo.broadcast_in_dim"(%834) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %836 = "stablehlo.shift_right_logical"(%829, %835) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %837 = "stablehlo.or"(%833, %836) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %838 = "stablehlo.xor"(%830, %837) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %839 = "stablehlo.add"(%830, %838) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %840 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %841 = "stablehlo.broadcast_in_dim"(%840) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %842 = "stablehlo.shift_left"(%838, %841) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %843 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %844 = "stablehlo.broadcast_in_dim"(%843) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %845 = "stablehlo.shift_right_logical"(%838, %844) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %846 = "stablehlo.or"(%842, %845) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %847 = "stablehlo.xor"(%839, %846) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %848 = "stablehlo.add"(%839, %847) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %849 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %850 = "stablehlo.broadcast_in_dim"(%849) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %851 = "stablehlo.shift_left"(%847, %850) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %852 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %853 = "stablehlo.broadcast_in_dim"(%852) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %854 = "stablehlo.shift_right_logical"(%847, %853) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %855 = "stablehlo.or"(%851, %854) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %856 = "stablehlo.xor"(%848, %855) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %857 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %858 = "stablehlo.add"(%848, %857) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %859 = "stablehlo.broadcast_in_dim"(%816) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %860 = "stablehlo.add"(%856, %859) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %861 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %862 = "stablehlo.broadcast_in_dim"(%861) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %863 = "stablehlo.add"(%860, %862) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %864 = "stablehlo.add"(%858, %863) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %865 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %866 = "stablehlo.broadcast_in_dim"(%865) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %867 = "stablehlo.shift_left"(%863, %866) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %868 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %869 = "stablehlo.broadcast_in_dim"(%868) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %870 = "stablehlo.shift_right_logical"(%863, %869) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %871 = "stablehlo.or"(%867, %870) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %872 = "stablehlo.xor"(%864, %871) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %873 = "stablehlo.add"(%864, %872) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %874 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %875 = "stablehlo.broadcast_in_dim"(%874) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %876 = "stablehlo.shift_left"(%872, %875) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %877 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %878 = "stablehlo.broadcast_in_dim"(%877) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %879 = "stablehlo.shift_right_logical"(%872, %878) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %880 = "stablehlo.or"(%876, %879) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %881 = "stablehlo.xor"(%873, %880) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %882 = "stablehlo.add"(%873, %881) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %883 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %884 = "stablehlo.broadcast_in_dim"(%883) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %885 = "stablehlo.shift_left"(%881, %884) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %886 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %887 = "stablehlo.broadcast_in_dim"(%886) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %888 = "stablehlo.shift_right_logical"(%881, %887) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %889 = "stablehlo.or"(%885, %888) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %890 = "stablehlo.xor"(%882, %889) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %891 = "stablehlo.add"(%882, %890) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %892 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %893 = "stablehlo.broadcast_in_dim"(%892) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %894 = "stablehlo.shift_left"(%890, %893) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %895 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %896 = "stablehlo.broadcast_in_dim"(%895) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %897 = "stablehlo.shift_right_logical"(%890, %896) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %898 = "stablehlo.or"(%894, %897) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %899 = "stablehlo.xor"(%891, %898) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %900 = "stablehlo.broadcast_in_dim"(%816) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %901 = "stablehlo.add"(%891, %900) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %902 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %903 = "stablehlo.add"(%899, %902) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %904 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %905 = "stablehlo.broadcast_in_dim"(%904) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %906 = "stablehlo.add"(%903, %905) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %907 = "stablehlo.add"(%901, %906) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %908 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %909 = "stablehlo.broadcast_in_dim"(%908) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %910 = "stablehlo.shift_left"(%906, %909) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %911 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %912 = "stablehlo.broadcast_in_dim"(%911) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %913 = "stablehlo.shift_right_logical"(%906, %912) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %914 = "stablehlo.or"(%910, %913) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %915 = "stablehlo.xor"(%907, %914) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %916 = "stablehlo.add"(%907, %915) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %917 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %918 = "stablehlo.broadcast_in_dim"(%917) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %919 = "stablehlo.shift_left"(%915, %918) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %920 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %921 = "stablehlo.broadcast_in_dim"(%920) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %922 = "stablehlo.shift_right_logical"(%915, %921) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %923 = "stablehlo.or"(%919, %922) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %924 = "stablehlo.xor"(%916, %923) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %925 = "stablehlo.add"(%916, %924) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %926 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %927 = "stablehlo.broadcast_in_dim"(%926) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %928 = "stablehlo.shift_left"(%924, %927) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %929 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %930 = "stablehlo.broadcast_in_dim"(%929) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %931 = "stablehlo.shift_right_logical"(%924, %930) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %932 = "stablehlo.or"(%928, %931) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %933 = "stablehlo.xor"(%925, %932) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %934 = "stablehlo.add"(%925, %933) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %935 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %936 = "stablehlo.broadcast_in_dim"(%935) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %937 = "stablehlo.shift_left"(%933, %936) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %938 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %939 = "stablehlo.broadcast_in_dim"(%938) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %940 = "stablehlo.shift_right_logical"(%933, %939) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %941 = "stablehlo.or"(%937, %940) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %942 = "stablehlo.xor"(%934, %941) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %943 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %944 = "stablehlo.add"(%934, %943) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %945 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %946 = "stablehlo.add"(%942, %945) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %947 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %948 = "stablehlo.broadcast_in_dim"(%947) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %949 = "stablehlo.add"(%946, %948) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %950 = "stablehlo.add"(%944, %949) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %951 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %952 = "stablehlo.broadcast_in_dim"(%951) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %953 = "stablehlo.shift_left"(%949, %952) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %954 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %955 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %956 = "stablehlo.shift_right_logical"(%949, %955) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %957 = "stablehlo.or"(%953, %956) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %958 = "stablehlo.xor"(%950, %957) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %959 = "stablehlo.add"(%950, %958) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %960 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %961 = "stablehlo.broadcast_in_dim"(%960) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %962 = "stablehlo.shift_left"(%958, %961) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %963 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %964 = "stablehlo.broadcast_in_dim"(%963) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %965 = "stablehlo.shift_right_logical"(%958, %964) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %966 = "stablehlo.or"(%962, %965) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %967 = "stablehlo.xor"(%959, %966) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %968 = "stablehlo.add"(%959, %967) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %969 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %970 = "stablehlo.broadcast_in_dim"(%969) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %971 = "stablehlo.shift_left"(%967, %970) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %972 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %973 = "stablehlo.broadcast_in_dim"(%972) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %974 = "stablehlo.shift_right_logical"(%967, %973) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %975 = "stablehlo.or"(%971, %974) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %976 = "stablehlo.xor"(%968, %975) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %977 = "stablehlo.add"(%968, %976) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %978 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %979 = "stablehlo.broadcast_in_dim"(%978) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %980 = "stablehlo.shift_left"(%976, %979) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %981 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %982 = "stablehlo.broadcast_in_dim"(%981) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %983 = "stablehlo.shift_right_logical"(%976, %982) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %984 = "stablehlo.or"(%980, %983) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %985 = "stablehlo.xor"(%977, %984) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %986 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %987 = "stablehlo.add"(%977, %986) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %988 = "stablehlo.broadcast_in_dim"(%816) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %989 = "stablehlo.add"(%985, %988) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %990 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %991 = "stablehlo.broadcast_in_dim"(%990) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %992 = "stablehlo.add"(%989, %991) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %993 = "stablehlo.add"(%987, %992) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %994 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %995 = "stablehlo.broadcast_in_dim"(%994) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %996 = "stablehlo.shift_left"(%992, %995) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %997 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %998 = "stablehlo.broadcast_in_dim"(%997) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %999 = "stablehlo.shift_right_logical"(%992, %998) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1000 = "stablehlo.or"(%996, %999) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1001 = "stablehlo.xor"(%993, %1000) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1002 = "stablehlo.add"(%993, %1001) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1003 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %1004 = "stablehlo.broadcast_in_dim"(%1003) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %1005 = "stablehlo.shift_left"(%1001, %1004) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1006 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %1007 = "stablehlo.broadcast_in_dim"(%1006) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %1008 = "stablehlo.shift_right_logical"(%1001, %1007) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1009 = "stablehlo.or"(%1005, %1008) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1010 = "stablehlo.xor"(%1002, %1009) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1011 = "stablehlo.add"(%1002, %1010) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1012 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %1013 = "stablehlo.broadcast_in_dim"(%1012) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %1014 = "stablehlo.shift_left"(%1010, %1013) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1015 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %1016 = "stablehlo.broadcast_in_dim"(%1015) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %1017 = "stablehlo.shift_right_logical"(%1010, %1016) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1018 = "stablehlo.or"(%1014, %1017) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1019 = "stablehlo.xor"(%1011, %1018) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1020 = "stablehlo.add"(%1011, %1019) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1021 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %1022 = "stablehlo.broadcast_in_dim"(%1021) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %1023 = "stablehlo.shift_left"(%1019, %1022) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1024 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %1025 = "stablehlo.broadcast_in_dim"(%1024) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %1026 = "stablehlo.shift_right_logical"(%1019, %1025) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1027 = "stablehlo.or"(%1023, %1026) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1028 = "stablehlo.xor"(%1020, %1027) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1029 = "stablehlo.broadcast_in_dim"(%816) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %1030 = "stablehlo.add"(%1020, %1029) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1031 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %1032 = "stablehlo.add"(%1028, %1031) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    %1033 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %1034 = "stablehlo.broadcast_in_dim"(%1033) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x5xui32>
    %1035 = "stablehlo.add"(%1032, %1034) : (tensor<3x5xui32>, tensor<3x5xui32>) -> tensor<3x5xui32>
    "func.return"(%1030, %1035) : (tensor<3x5xui32>, tensor<3x5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<4x6xi1>, res_attrs = [{}], sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<2xui32>, %arg35: tensor<f32>):
    %809 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %810 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %811 = "func.call"(%arg34, %809, %810) <{callee = @_uniform_3}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %812 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %813 = "stablehlo.compare"(%811, %812) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    "func.return"(%813) : (tensor<4x6xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_uniform_3", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<2xui32>, %arg32: tensor<f32>, %arg33: tensor<f32>):
    %768 = "stablehlo.convert"(%arg32) : (tensor<f32>) -> tensor<f32>
    %769 = "stablehlo.convert"(%arg33) : (tensor<f32>) -> tensor<f32>
    %770 = "stablehlo.broadcast_in_dim"(%768) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %771 = "stablehlo.broadcast_in_dim"(%769) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %772 = "stablehlo.slice"(%arg31) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %773 = "stablehlo.reshape"(%772) : (tensor<1xui32>) -> tensor<ui32>
    %774 = "stablehlo.slice"(%arg31) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %775 = "stablehlo.reshape"(%774) : (tensor<1xui32>) -> tensor<ui32>
    %776 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x6xui64>
    %777 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x6xui64>
    %778 = "stablehlo.constant"() <{value = dense<6> : tensor<ui64>}> : () -> tensor<ui64>
    %779 = "stablehlo.broadcast_in_dim"(%778) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %780 = "stablehlo.multiply"(%779, %776) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %781 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %782 = "stablehlo.broadcast_in_dim"(%781) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %783 = "stablehlo.multiply"(%782, %777) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %784 = "stablehlo.add"(%780, %783) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %785 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %786 = "stablehlo.broadcast_in_dim"(%785) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %787 = "stablehlo.shift_right_logical"(%784, %786) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %788 = "stablehlo.convert"(%784) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %789 = "stablehlo.convert"(%787) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %790:2 = "func.call"(%773, %775, %789, %788) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>)
    %791 = "stablehlo.xor"(%790#0, %790#1) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %792 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %793 = "stablehlo.broadcast_in_dim"(%792) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %794 = "stablehlo.shift_right_logical"(%791, %793) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %795 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %796 = "stablehlo.broadcast_in_dim"(%795) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %797 = "stablehlo.or"(%794, %796) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %798 = "stablehlo.bitcast_convert"(%797) : (tensor<4x6xui32>) -> tensor<4x6xf32>
    %799 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %800 = "stablehlo.broadcast_in_dim"(%799) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %801 = "stablehlo.subtract"(%798, %800) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %802 = "stablehlo.subtract"(%771, %770) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %803 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %804 = "stablehlo.multiply"(%801, %803) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %805 = "stablehlo.broadcast_in_dim"(%770) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %806 = "stablehlo.add"(%804, %805) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %807 = "stablehlo.broadcast_in_dim"(%770) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %808 = "stablehlo.maximum"(%807, %806) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%808) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<4x6xi1>, %arg29: tensor<4x6xf32>, %arg30: tensor<f32>):
    %765 = "stablehlo.convert"(%arg30) : (tensor<f32>) -> tensor<f32>
    %766 = "stablehlo.broadcast_in_dim"(%765) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %767 = "stablehlo.select"(%arg28, %arg29, %766) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%767) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_gumbel", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<2xui32>):
    %758 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %759 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %760 = "func.call"(%arg27, %758, %759) <{callee = @_uniform_4}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %761 = "stablehlo.log"(%760) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %762 = "stablehlo.negate"(%761) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %763 = "stablehlo.log"(%762) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %764 = "stablehlo.negate"(%763) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%764) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_uniform_4", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<2xui32>, %arg25: tensor<f32>, %arg26: tensor<f32>):
    %718 = "stablehlo.convert"(%arg25) : (tensor<f32>) -> tensor<f32>
    %719 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %720 = "stablehlo.broadcast_in_dim"(%718) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %721 = "stablehlo.slice"(%arg24) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %722 = "stablehlo.reshape"(%721) : (tensor<1xui32>) -> tensor<ui32>
    %723 = "stablehlo.slice"(%arg24) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %724 = "stablehlo.reshape"(%723) : (tensor<1xui32>) -> tensor<ui32>
    %725 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x6xui64>
    %726 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x6xui64>
    %727 = "stablehlo.constant"() <{value = dense<6> : tensor<ui64>}> : () -> tensor<ui64>
    %728 = "stablehlo.broadcast_in_dim"(%727) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %729 = "stablehlo.multiply"(%728, %725) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %730 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %731 = "stablehlo.broadcast_in_dim"(%730) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %732 = "stablehlo.multiply"(%731, %726) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %733 = "stablehlo.add"(%729, %732) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %734 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %735 = "stablehlo.broadcast_in_dim"(%734) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %736 = "stablehlo.shift_right_logical"(%733, %735) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %737 = "stablehlo.convert"(%733) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %738 = "stablehlo.convert"(%736) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %739:2 = "func.call"(%722, %724, %738, %737) <{callee = @threefry2x32_0}> : (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>)
    %740 = "stablehlo.xor"(%739#0, %739#1) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %741 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %742 = "stablehlo.broadcast_in_dim"(%741) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %743 = "stablehlo.shift_right_logical"(%740, %742) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %744 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %745 = "stablehlo.broadcast_in_dim"(%744) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %746 = "stablehlo.or"(%743, %745) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %747 = "stablehlo.bitcast_convert"(%746) : (tensor<4x6xui32>) -> tensor<4x6xf32>
    %748 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %749 = "stablehlo.broadcast_in_dim"(%748) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %750 = "stablehlo.subtract"(%747, %749) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %751 = "stablehlo.subtract"(%720, %719) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %752 = "stablehlo.broadcast_in_dim"(%751) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %753 = "stablehlo.multiply"(%750, %752) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %754 = "stablehlo.broadcast_in_dim"(%719) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %755 = "stablehlo.add"(%753, %754) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %756 = "stablehlo.broadcast_in_dim"(%719) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %757 = "stablehlo.maximum"(%756, %755) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%757) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xf32>) -> tensor<4xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x6xf32>):
    %705 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x6xi32>
    %706 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %707 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %708:2 = "stablehlo.reduce"(%arg19, %705, %706, %707) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<i32>, %arg22: tensor<f32>, %arg23: tensor<i32>):
      %709 = "stablehlo.compare"(%arg20, %arg22) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %710 = "stablehlo.compare"(%arg20, %arg20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %711 = "stablehlo.or"(%709, %710) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %712 = "stablehlo.compare"(%arg20, %arg22) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %713 = "stablehlo.compare"(%arg21, %arg23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %714 = "stablehlo.and"(%712, %713) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %715 = "stablehlo.or"(%711, %714) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %716 = "stablehlo.select"(%711, %arg20, %arg22) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %717 = "stablehlo.select"(%715, %arg21, %arg23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%716, %717) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
    "func.return"(%708#1) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<10xi32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "_shuffle", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<2xui32>, %arg14: tensor<10xi32>):
    %683 = "func.call"(%arg13) <{callee = @_threefry_split_5}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %684 = "stablehlo.slice"(%683) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %685 = "stablehlo.reshape"(%684) : (tensor<1x2xui32>) -> tensor<2xui32>
    %686 = "stablehlo.slice"(%683) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %687 = "stablehlo.reshape"(%686) : (tensor<1x2xui32>) -> tensor<2xui32>
    %688 = "stablehlo.slice"(%687) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %689 = "stablehlo.reshape"(%688) : (tensor<1xui32>) -> tensor<ui32>
    %690 = "stablehlo.slice"(%687) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %691 = "stablehlo.reshape"(%690) : (tensor<1xui32>) -> tensor<ui32>
    %692 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xui64>
    %693 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %694 = "stablehlo.broadcast_in_dim"(%693) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10xui64>
    %695 = "stablehlo.multiply"(%694, %692) : (tensor<10xui64>, tensor<10xui64>) -> tensor<10xui64>
    %696 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %697 = "stablehlo.broadcast_in_dim"(%696) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10xui64>
    %698 = "stablehlo.shift_right_logical"(%695, %697) : (tensor<10xui64>, tensor<10xui64>) -> tensor<10xui64>
    %699 = "stablehlo.convert"(%695) : (tensor<10xui64>) -> tensor<10xui32>
    %700 = "stablehlo.convert"(%698) : (tensor<10xui64>) -> tensor<10xui32>
    %701:2 = "func.call"(%689, %691, %700, %699) <{callee = @threefry2x32_7}> : (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>)
    %702 = "stablehlo.xor"(%701#0, %701#1) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %703:2 = "stablehlo.sort"(%702, %arg14) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg15: tensor<ui32>, %arg16: tensor<ui32>, %arg17: tensor<i32>, %arg18: tensor<i32>):
      %704 = "stablehlo.compare"(%arg15, %arg16) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      "stablehlo.return"(%704) : (tensor<i1>) -> ()
    }) : (tensor<10xui32>, tensor<10xi32>) -> (tensor<10xui32>, tensor<10xi32>)
    "func.return"(%703#1) : (tensor<10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_5", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2xui32>):
    %666 = "stablehlo.slice"(%arg12) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %667 = "stablehlo.reshape"(%666) : (tensor<1xui32>) -> tensor<ui32>
    %668 = "stablehlo.slice"(%arg12) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %669 = "stablehlo.reshape"(%668) : (tensor<1xui32>) -> tensor<ui32>
    %670 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %671 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %672 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %673 = "stablehlo.multiply"(%672, %670) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %674 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %675 = "stablehlo.broadcast_in_dim"(%674) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %676 = "stablehlo.shift_right_logical"(%673, %675) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %677 = "stablehlo.convert"(%673) : (tensor<2xui64>) -> tensor<2xui32>
    %678 = "stablehlo.convert"(%676) : (tensor<2xui64>) -> tensor<2xui32>
    %679:2 = "func.call"(%667, %669, %678, %677) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %680 = "stablehlo.broadcast_in_dim"(%679#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %681 = "stablehlo.broadcast_in_dim"(%679#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %682 = "stablehlo.concatenate"(%680, %681) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%682) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32_6", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<2xui32>, %arg11: tensor<2xui32>):
    %444 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %445 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %446 = "stablehlo.xor"(%444, %445) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %447 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %448 = "stablehlo.add"(%arg10, %447) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %449 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %450 = "stablehlo.add"(%arg11, %449) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %451 = "stablehlo.add"(%448, %450) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %452 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %454 = "stablehlo.shift_left"(%450, %453) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %455 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %457 = "stablehlo.shift_right_logical"(%450, %456) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %458 = "stablehlo.or"(%454, %457) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %459 = "stablehlo.xor"(%451, %458) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %460 = "stablehlo.add"(%451, %459) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %461 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %462 = "stablehlo.broadcast_in_dim"(%461) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %463 = "stablehlo.shift_left"(%459, %462) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %464 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %466 = "stablehlo.shift_right_logical"(%459, %465) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %467 = "stablehlo.or"(%463, %466) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %468 = "stablehlo.xor"(%460, %467) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %469 = "stablehlo.add"(%460, %468) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %470 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %472 = "stablehlo.shift_left"(%468, %471) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %473 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %475 = "stablehlo.shift_right_logical"(%468, %474) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %476 = "stablehlo.or"(%472, %475) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %477 = "stablehlo.xor"(%469, %476) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %478 = "stablehlo.add"(%469, %477) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %479 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %480 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %481 = "stablehlo.shift_left"(%477, %480) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %482 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %483 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %484 = "stablehlo.shift_right_logical"(%477, %483) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %485 = "stablehlo.or"(%481, %484) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %486 = "stablehlo.xor"(%478, %485) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %487 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %488 = "stablehlo.add"(%478, %487) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %489 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %490 = "stablehlo.add"(%486, %489) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %491 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %492 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %493 = "stablehlo.add"(%490, %492) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %494 = "stablehlo.add"(%488, %493) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %495 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %496 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %497 = "stablehlo.shift_left"(%493, %496) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %498 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %499 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %500 = "stablehlo.shift_right_logical"(%493, %499) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %501 = "stablehlo.or"(%497, %500) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %502 = "stablehlo.xor"(%494, %501) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %503 = "stablehlo.add"(%494, %502) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %504 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %505 = "stablehlo.broadcast_in_dim"(%504) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %506 = "stablehlo.shift_left"(%502, %505) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %507 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %509 = "stablehlo.shift_right_logical"(%502, %508) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %510 = "stablehlo.or"(%506, %509) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %511 = "stablehlo.xor"(%503, %510) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %512 = "stablehlo.add"(%503, %511) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %513 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %515 = "stablehlo.shift_left"(%511, %514) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %516 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %518 = "stablehlo.shift_right_logical"(%511, %517) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %519 = "stablehlo.or"(%515, %518) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %520 = "stablehlo.xor"(%512, %519) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %521 = "stablehlo.add"(%512, %520) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %522 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %523 = "stablehlo.broadcast_in_dim"(%522) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %524 = "stablehlo.shift_left"(%520, %523) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %525 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %526 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %527 = "stablehlo.shift_right_logical"(%520, %526) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %528 = "stablehlo.or"(%524, %527) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %529 = "stablehlo.xor"(%521, %528) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %530 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %531 = "stablehlo.add"(%521, %530) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %532 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %533 = "stablehlo.add"(%529, %532) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %534 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %536 = "stablehlo.add"(%533, %535) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %537 = "stablehlo.add"(%531, %536) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %538 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %539 = "stablehlo.broadcast_in_dim"(%538) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %540 = "stablehlo.shift_left"(%536, %539) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %541 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %543 = "stablehlo.shift_right_logical"(%536, %542) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %544 = "stablehlo.or"(%540, %543) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %545 = "stablehlo.xor"(%537, %544) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %546 = "stablehlo.add"(%537, %545) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %547 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %548 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %549 = "stablehlo.shift_left"(%545, %548) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %550 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %551 = "stablehlo.broadcast_in_dim"(%550) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %552 = "stablehlo.shift_right_logical"(%545, %551) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %553 = "stablehlo.or"(%549, %552) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %554 = "stablehlo.xor"(%546, %553) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %555 = "stablehlo.add"(%546, %554) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %556 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %558 = "stablehlo.shift_left"(%554, %557) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %559 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %561 = "stablehlo.shift_right_logical"(%554, %560) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %562 = "stablehlo.or"(%558, %561) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %563 = "stablehlo.xor"(%555, %562) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %564 = "stablehlo.add"(%555, %563) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %565 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %566 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %567 = "stablehlo.shift_left"(%563, %566) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %568 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %569 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %570 = "stablehlo.shift_right_logical"(%563, %569) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %571 = "stablehlo.or"(%567, %570) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %572 = "stablehlo.xor"(%564, %571) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %573 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %574 = "stablehlo.add"(%564, %573) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %575 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %576 = "stablehlo.add"(%572, %575) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %577 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %578 = "stablehlo.broadcast_in_dim"(%577) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %579 = "stablehlo.add"(%576, %578) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %580 = "stablehlo.add"(%574, %579) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %581 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %582 = "stablehlo.broadcast_in_dim"(%581) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %583 = "stablehlo.shift_left"(%579, %582) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %584 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %586 = "stablehlo.shift_right_logical"(%579, %585) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %587 = "stablehlo.or"(%583, %586) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %588 = "stablehlo.xor"(%580, %587) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %589 = "stablehlo.add"(%580, %588) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %590 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %592 = "stablehlo.shift_left"(%588, %591) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %593 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %594 = "stablehlo.broadcast_in_dim"(%593) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %595 = "stablehlo.shift_right_logical"(%588, %594) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %596 = "stablehlo.or"(%592, %595) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %597 = "stablehlo.xor"(%589, %596) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %598 = "stablehlo.add"(%589, %597) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %599 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %600 = "stablehlo.broadcast_in_dim"(%599) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %601 = "stablehlo.shift_left"(%597, %600) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %602 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %603 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %604 = "stablehlo.shift_right_logical"(%597, %603) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %605 = "stablehlo.or"(%601, %604) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %606 = "stablehlo.xor"(%598, %605) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %607 = "stablehlo.add"(%598, %606) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %608 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %609 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %610 = "stablehlo.shift_left"(%606, %609) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %611 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %612 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %613 = "stablehlo.shift_right_logical"(%606, %612) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %614 = "stablehlo.or"(%610, %613) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %615 = "stablehlo.xor"(%607, %614) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %616 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %617 = "stablehlo.add"(%607, %616) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %618 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %619 = "stablehlo.add"(%615, %618) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %620 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %622 = "stablehlo.add"(%619, %621) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %623 = "stablehlo.add"(%617, %622) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %624 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %625 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %626 = "stablehlo.shift_left"(%622, %625) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %627 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %628 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %629 = "stablehlo.shift_right_logical"(%622, %628) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %630 = "stablehlo.or"(%626, %629) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %631 = "stablehlo.xor"(%623, %630) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %632 = "stablehlo.add"(%623, %631) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %633 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %634 = "stablehlo.broadcast_in_dim"(%633) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %635 = "stablehlo.shift_left"(%631, %634) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %636 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %638 = "stablehlo.shift_right_logical"(%631, %637) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %639 = "stablehlo.or"(%635, %638) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %640 = "stablehlo.xor"(%632, %639) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %641 = "stablehlo.add"(%632, %640) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %642 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %643 = "stablehlo.broadcast_in_dim"(%642) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %644 = "stablehlo.shift_left"(%640, %643) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %645 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %646 = "stablehlo.broadcast_in_dim"(%645) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %647 = "stablehlo.shift_right_logical"(%640, %646) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %648 = "stablehlo.or"(%644, %647) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %649 = "stablehlo.xor"(%641, %648) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %650 = "stablehlo.add"(%641, %649) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %651 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %652 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %653 = "stablehlo.shift_left"(%649, %652) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %654 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %655 = "stablehlo.broadcast_in_dim"(%654) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %656 = "stablehlo.shift_right_logical"(%649, %655) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %657 = "stablehlo.or"(%653, %656) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %658 = "stablehlo.xor"(%650, %657) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %659 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %660 = "stablehlo.add"(%650, %659) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %661 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %662 = "stablehlo.add"(%658, %661) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %663 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %664 = "stablehlo.broadcast_in_dim"(%663) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %665 = "stablehlo.add"(%662, %664) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "func.return"(%660, %665) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>), sym_name = "threefry2x32_7", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<10xui32>, %arg7: tensor<10xui32>):
    %222 = "stablehlo.xor"(%arg4, %arg5) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %223 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %224 = "stablehlo.xor"(%222, %223) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %225 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %226 = "stablehlo.add"(%arg6, %225) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %227 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %228 = "stablehlo.add"(%arg7, %227) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %229 = "stablehlo.add"(%226, %228) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %230 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %232 = "stablehlo.shift_left"(%228, %231) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %233 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %235 = "stablehlo.shift_right_logical"(%228, %234) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %236 = "stablehlo.or"(%232, %235) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %237 = "stablehlo.xor"(%229, %236) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %238 = "stablehlo.add"(%229, %237) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %239 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %241 = "stablehlo.shift_left"(%237, %240) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %242 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %244 = "stablehlo.shift_right_logical"(%237, %243) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %245 = "stablehlo.or"(%241, %244) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %246 = "stablehlo.xor"(%238, %245) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %247 = "stablehlo.add"(%238, %246) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %248 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %250 = "stablehlo.shift_left"(%246, %249) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %251 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %253 = "stablehlo.shift_right_logical"(%246, %252) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %254 = "stablehlo.or"(%250, %253) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %255 = "stablehlo.xor"(%247, %254) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %256 = "stablehlo.add"(%247, %255) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %257 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %259 = "stablehlo.shift_left"(%255, %258) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %260 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %262 = "stablehlo.shift_right_logical"(%255, %261) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %263 = "stablehlo.or"(%259, %262) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %264 = "stablehlo.xor"(%256, %263) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %265 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %266 = "stablehlo.add"(%256, %265) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %267 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %268 = "stablehlo.add"(%264, %267) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %269 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %271 = "stablehlo.add"(%268, %270) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %272 = "stablehlo.add"(%266, %271) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %273 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %275 = "stablehlo.shift_left"(%271, %274) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %276 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %278 = "stablehlo.shift_right_logical"(%271, %277) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %279 = "stablehlo.or"(%275, %278) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %280 = "stablehlo.xor"(%272, %279) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %281 = "stablehlo.add"(%272, %280) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %282 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %284 = "stablehlo.shift_left"(%280, %283) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %285 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %287 = "stablehlo.shift_right_logical"(%280, %286) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %288 = "stablehlo.or"(%284, %287) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %289 = "stablehlo.xor"(%281, %288) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %290 = "stablehlo.add"(%281, %289) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %291 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %293 = "stablehlo.shift_left"(%289, %292) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %294 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %296 = "stablehlo.shift_right_logical"(%289, %295) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %297 = "stablehlo.or"(%293, %296) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %298 = "stablehlo.xor"(%290, %297) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %299 = "stablehlo.add"(%290, %298) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %300 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %302 = "stablehlo.shift_left"(%298, %301) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %303 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %305 = "stablehlo.shift_right_logical"(%298, %304) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %306 = "stablehlo.or"(%302, %305) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %307 = "stablehlo.xor"(%299, %306) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %308 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %309 = "stablehlo.add"(%299, %308) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %310 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %311 = "stablehlo.add"(%307, %310) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %312 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %314 = "stablehlo.add"(%311, %313) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %315 = "stablehlo.add"(%309, %314) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %316 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %317 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %318 = "stablehlo.shift_left"(%314, %317) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %319 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %321 = "stablehlo.shift_right_logical"(%314, %320) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %322 = "stablehlo.or"(%318, %321) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %323 = "stablehlo.xor"(%315, %322) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %324 = "stablehlo.add"(%315, %323) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %325 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %327 = "stablehlo.shift_left"(%323, %326) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %328 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %330 = "stablehlo.shift_right_logical"(%323, %329) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %331 = "stablehlo.or"(%327, %330) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %332 = "stablehlo.xor"(%324, %331) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %333 = "stablehlo.add"(%324, %332) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %334 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %336 = "stablehlo.shift_left"(%332, %335) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %337 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %339 = "stablehlo.shift_right_logical"(%332, %338) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %340 = "stablehlo.or"(%336, %339) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %341 = "stablehlo.xor"(%333, %340) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %342 = "stablehlo.add"(%333, %341) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %343 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %345 = "stablehlo.shift_left"(%341, %344) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %346 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %348 = "stablehlo.shift_right_logical"(%341, %347) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %349 = "stablehlo.or"(%345, %348) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %350 = "stablehlo.xor"(%342, %349) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %351 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %352 = "stablehlo.add"(%342, %351) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %353 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %354 = "stablehlo.add"(%350, %353) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %355 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %357 = "stablehlo.add"(%354, %356) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %358 = "stablehlo.add"(%352, %357) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %359 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %360 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %361 = "stablehlo.shift_left"(%357, %360) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %362 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %364 = "stablehlo.shift_right_logical"(%357, %363) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %365 = "stablehlo.or"(%361, %364) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %366 = "stablehlo.xor"(%358, %365) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %367 = "stablehlo.add"(%358, %366) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %368 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %370 = "stablehlo.shift_left"(%366, %369) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %371 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %373 = "stablehlo.shift_right_logical"(%366, %372) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %374 = "stablehlo.or"(%370, %373) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %375 = "stablehlo.xor"(%367, %374) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %376 = "stablehlo.add"(%367, %375) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %377 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %379 = "stablehlo.shift_left"(%375, %378) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %380 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %382 = "stablehlo.shift_right_logical"(%375, %381) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %383 = "stablehlo.or"(%379, %382) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %384 = "stablehlo.xor"(%376, %383) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %385 = "stablehlo.add"(%376, %384) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %386 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %388 = "stablehlo.shift_left"(%384, %387) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %389 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %390 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %391 = "stablehlo.shift_right_logical"(%384, %390) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %392 = "stablehlo.or"(%388, %391) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %393 = "stablehlo.xor"(%385, %392) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %394 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %395 = "stablehlo.add"(%385, %394) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %396 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %397 = "stablehlo.add"(%393, %396) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %398 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %400 = "stablehlo.add"(%397, %399) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %401 = "stablehlo.add"(%395, %400) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %402 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %404 = "stablehlo.shift_left"(%400, %403) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %405 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %407 = "stablehlo.shift_right_logical"(%400, %406) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %408 = "stablehlo.or"(%404, %407) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %409 = "stablehlo.xor"(%401, %408) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %410 = "stablehlo.add"(%401, %409) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %411 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %413 = "stablehlo.shift_left"(%409, %412) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %414 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %416 = "stablehlo.shift_right_logical"(%409, %415) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %417 = "stablehlo.or"(%413, %416) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %418 = "stablehlo.xor"(%410, %417) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %419 = "stablehlo.add"(%410, %418) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %420 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %422 = "stablehlo.shift_left"(%418, %421) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %423 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %424 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %425 = "stablehlo.shift_right_logical"(%418, %424) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %426 = "stablehlo.or"(%422, %425) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %427 = "stablehlo.xor"(%419, %426) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %428 = "stablehlo.add"(%419, %427) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %429 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %431 = "stablehlo.shift_left"(%427, %430) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %432 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %434 = "stablehlo.shift_right_logical"(%427, %433) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %435 = "stablehlo.or"(%431, %434) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %436 = "stablehlo.xor"(%428, %435) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %437 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %438 = "stablehlo.add"(%428, %437) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %439 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %440 = "stablehlo.add"(%436, %439) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %441 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %443 = "stablehlo.add"(%440, %442) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    "func.return"(%438, %443) : (tensor<10xui32>, tensor<10xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>), sym_name = "threefry2x32_8", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4xui32>, %arg3: tensor<4xui32>):
    %0 = "stablehlo.xor"(%arg0, %arg1) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %2 = "stablehlo.xor"(%0, %1) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %3 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %4 = "stablehlo.add"(%arg2, %3) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %5 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %6 = "stablehlo.add"(%arg3, %5) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %7 = "stablehlo.add"(%4, %6) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %8 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %10 = "stablehlo.shift_left"(%6, %9) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %11 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %13 = "stablehlo.shift_right_logical"(%6, %12) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %14 = "stablehlo.or"(%10, %13) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %15 = "stablehlo.xor"(%7, %14) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %16 = "stablehlo.add"(%7, %15) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %17 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %19 = "stablehlo.shift_left"(%15, %18) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %20 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %22 = "stablehlo.shift_right_logical"(%15, %21) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %23 = "stablehlo.or"(%19, %22) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %24 = "stablehlo.xor"(%16, %23) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %25 = "stablehlo.add"(%16, %24) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %26 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %28 = "stablehlo.shift_left"(%24, %27) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %29 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %31 = "stablehlo.shift_right_logical"(%24, %30) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %32 = "stablehlo.or"(%28, %31) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %33 = "stablehlo.xor"(%25, %32) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %34 = "stablehlo.add"(%25, %33) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %35 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %37 = "stablehlo.shift_left"(%33, %36) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %38 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %40 = "stablehlo.shift_right_logical"(%33, %39) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %41 = "stablehlo.or"(%37, %40) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %42 = "stablehlo.xor"(%34, %41) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %43 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %44 = "stablehlo.add"(%34, %43) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %45 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %46 = "stablehlo.add"(%42, %45) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %47 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %49 = "stablehlo.add"(%46, %48) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %50 = "stablehlo.add"(%44, %49) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %51 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %53 = "stablehlo.shift_left"(%49, %52) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %54 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %56 = "stablehlo.shift_right_logical"(%49, %55) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %57 = "stablehlo.or"(%53, %56) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %58 = "stablehlo.xor"(%50, %57) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %59 = "stablehlo.add"(%50, %58) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %60 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %62 = "stablehlo.shift_left"(%58, %61) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %63 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %65 = "stablehlo.shift_right_logical"(%58, %64) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %66 = "stablehlo.or"(%62, %65) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %67 = "stablehlo.xor"(%59, %66) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %68 = "stablehlo.add"(%59, %67) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %69 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %71 = "stablehlo.shift_left"(%67, %70) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %72 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %74 = "stablehlo.shift_right_logical"(%67, %73) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %75 = "stablehlo.or"(%71, %74) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %76 = "stablehlo.xor"(%68, %75) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %77 = "stablehlo.add"(%68, %76) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %78 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %80 = "stablehlo.shift_left"(%76, %79) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %81 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %83 = "stablehlo.shift_right_logical"(%76, %82) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %84 = "stablehlo.or"(%80, %83) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %85 = "stablehlo.xor"(%77, %84) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %86 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %87 = "stablehlo.add"(%77, %86) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %88 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %89 = "stablehlo.add"(%85, %88) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %90 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %92 = "stablehlo.add"(%89, %91) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %93 = "stablehlo.add"(%87, %92) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %94 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %96 = "stablehlo.shift_left"(%92, %95) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %97 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %99 = "stablehlo.shift_right_logical"(%92, %98) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %100 = "stablehlo.or"(%96, %99) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %101 = "stablehlo.xor"(%93, %100) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %102 = "stablehlo.add"(%93, %101) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %103 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %105 = "stablehlo.shift_left"(%101, %104) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %106 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %108 = "stablehlo.shift_right_logical"(%101, %107) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %109 = "stablehlo.or"(%105, %108) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %110 = "stablehlo.xor"(%102, %109) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %111 = "stablehlo.add"(%102, %110) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %112 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %114 = "stablehlo.shift_left"(%110, %113) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %115 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %117 = "stablehlo.shift_right_logical"(%110, %116) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %118 = "stablehlo.or"(%114, %117) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %119 = "stablehlo.xor"(%111, %118) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %120 = "stablehlo.add"(%111, %119) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %121 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %123 = "stablehlo.shift_left"(%119, %122) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %124 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %126 = "stablehlo.shift_right_logical"(%119, %125) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %127 = "stablehlo.or"(%123, %126) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %128 = "stablehlo.xor"(%120, %127) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %129 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %130 = "stablehlo.add"(%120, %129) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %131 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %132 = "stablehlo.add"(%128, %131) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %133 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %135 = "stablehlo.add"(%132, %134) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %136 = "stablehlo.add"(%130, %135) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %137 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %139 = "stablehlo.shift_left"(%135, %138) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %140 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %142 = "stablehlo.shift_right_logical"(%135, %141) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %143 = "stablehlo.or"(%139, %142) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %144 = "stablehlo.xor"(%136, %143) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %145 = "stablehlo.add"(%136, %144) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %146 = "stablehlo.constant"() <{value = dense<29> : tensor<ui32>}> : () -> tensor<ui32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %148 = "stablehlo.shift_left"(%144, %147) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %149 = "stablehlo.constant"() <{value = dense<3> : tensor<ui32>}> : () -> tensor<ui32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %151 = "stablehlo.shift_right_logical"(%144, %150) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %152 = "stablehlo.or"(%148, %151) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %153 = "stablehlo.xor"(%145, %152) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %154 = "stablehlo.add"(%145, %153) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %155 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %157 = "stablehlo.shift_left"(%153, %156) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %158 = "stablehlo.constant"() <{value = dense<16> : tensor<ui32>}> : () -> tensor<ui32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %160 = "stablehlo.shift_right_logical"(%153, %159) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %161 = "stablehlo.or"(%157, %160) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %162 = "stablehlo.xor"(%154, %161) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %163 = "stablehlo.add"(%154, %162) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %164 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %166 = "stablehlo.shift_left"(%162, %165) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %167 = "stablehlo.constant"() <{value = dense<8> : tensor<ui32>}> : () -> tensor<ui32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %169 = "stablehlo.shift_right_logical"(%162, %168) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %170 = "stablehlo.or"(%166, %169) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %171 = "stablehlo.xor"(%163, %170) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %172 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %173 = "stablehlo.add"(%163, %172) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %174 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %175 = "stablehlo.add"(%171, %174) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %176 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %178 = "stablehlo.add"(%175, %177) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %179 = "stablehlo.add"(%173, %178) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %180 = "stablehlo.constant"() <{value = dense<13> : tensor<ui32>}> : () -> tensor<ui32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %182 = "stablehlo.shift_left"(%178, %181) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %183 = "stablehlo.constant"() <{value = dense<19> : tensor<ui32>}> : () -> tensor<ui32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %185 = "stablehlo.shift_right_logical"(%178, %184) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %186 = "stablehlo.or"(%182, %185) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %187 = "stablehlo.xor"(%179, %186) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %188 = "stablehlo.add"(%179, %187) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %189 = "stablehlo.constant"() <{value = dense<15> : tensor<ui32>}> : () -> tensor<ui32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %191 = "stablehlo.shift_left"(%187, %190) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %192 = "stablehlo.constant"() <{value = dense<17> : tensor<ui32>}> : () -> tensor<ui32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %194 = "stablehlo.shift_right_logical"(%187, %193) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %195 = "stablehlo.or"(%191, %194) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %196 = "stablehlo.xor"(%188, %195) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %197 = "stablehlo.add"(%188, %196) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %198 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %200 = "stablehlo.shift_left"(%196, %199) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %201 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %203 = "stablehlo.shift_right_logical"(%196, %202) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %204 = "stablehlo.or"(%200, %203) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %205 = "stablehlo.xor"(%197, %204) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %206 = "stablehlo.add"(%197, %205) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %207 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %209 = "stablehlo.shift_left"(%205, %208) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %210 = "stablehlo.constant"() <{value = dense<26> : tensor<ui32>}> : () -> tensor<ui32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %212 = "stablehlo.shift_right_logical"(%205, %211) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %213 = "stablehlo.or"(%209, %212) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %214 = "stablehlo.xor"(%206, %213) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %215 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %216 = "stablehlo.add"(%206, %215) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %217 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %218 = "stablehlo.add"(%214, %217) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %219 = "stablehlo.constant"() <{value = dense<5> : tensor<ui32>}> : () -> tensor<ui32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %221 = "stablehlo.add"(%218, %220) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%216, %221) : (tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
