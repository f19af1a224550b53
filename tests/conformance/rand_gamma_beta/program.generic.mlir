"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2xui32>, tensor<16xf32>, tensor<16xf32>, tensor<4xf32>) -> (tensor<16xf32>, tensor<32xf32>, tensor<16xf32>, tensor<5x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg458: tensor<2xui32>, %arg459: tensor<16xf32>, %arg460: tensor<16xf32>, %arg461: tensor<4xf32>):
    %2027 = "func.call"(%arg458) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<4x2xui32>
    %2028 = "stablehlo.slice"(%2027) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %2029 = "stablehlo.reshape"(%2028) : (tensor<1x2xui32>) -> tensor<2xui32>
    %2030 = "func.call"(%2029, %arg459) <{callee = @_gamma}> : (tensor<2xui32>, tensor<16xf32>) -> tensor<16xf32>
    %2031 = "stablehlo.slice"(%2027) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %2032 = "stablehlo.reshape"(%2031) : (tensor<1x2xui32>) -> tensor<2xui32>
    %2033 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<f64>}> : () -> tensor<f64>
    %2034 = "func.call"(%2032, %2033) <{callee = @_gamma_8}> : (tensor<2xui32>, tensor<f64>) -> tensor<32xf32>
    %2035 = "stablehlo.slice"(%2027) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %2036 = "stablehlo.reshape"(%2035) : (tensor<1x2xui32>) -> tensor<2xui32>
    %2037 = "func.call"(%2036, %arg459, %arg460) <{callee = @_beta}> : (tensor<2xui32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2038 = "stablehlo.slice"(%2027) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %2039 = "stablehlo.reshape"(%2038) : (tensor<1x2xui32>) -> tensor<2xui32>
    %2040 = "func.call"(%2039, %arg461) <{callee = @_dirichlet}> : (tensor<2xui32>, tensor<4xf32>) -> tensor<5x4xf32>
    "func.return"(%2030, %2034, %2037, %2040) : (tensor<16xf32>, tensor<32xf32>, tensor<16xf32>, tensor<5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<4x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg457: tensor<2xui32>):
    %2010 = "stablehlo.slice"(%arg457) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %2011 = "stablehlo.reshape"(%2010) : (tensor<1xui32>) -> tensor<ui32>
    %2012 = "stablehlo.slice"(%arg457) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %2013 = "stablehlo.reshape"(%2012) : (tensor<1xui32>) -> tensor<ui32>
    %2014 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xui64>
    %2015 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %2016 = "stablehlo.broadcast_in_dim"(%2015) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %2017 = "stablehlo.multiply"(%2016, %2014) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %2018 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %2019 = "stablehlo.broadcast_in_dim"(%2018) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %2020 = "stablehlo.shift_right_logical"(%2017, %2019) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %2021 = "stablehlo.convert"(%2017) : (tensor<4xui64>) -> tensor<4xui32>
    %2022 = "stablehlo.convert"(%2020) : (tensor<4xui64>) -> tensor<4xui32>
    %2023:2 = "func.call"(%2011, %2013, %2022, %2021) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %2024 = "stablehlo.broadcast_in_dim"(%2023#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui32>) -> tensor<4x1xui32>
    %2025 = "stablehlo.broadcast_in_dim"(%2023#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui32>) -> tensor<4x1xui32>
    %2026 = "stablehlo.concatenate"(%2024, %2025) <{dimension = 1 : i64}> : (tensor<4x1xui32>, tensor<4x1xui32>) -> tensor<4x2xui32>
    "func.return"(%2026) : (tensor<4x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg435: tensor<ui32>, %arg436: tensor<ui32>, %arg437: tensor<4xui32>, %arg438: tensor<4xui32>):
    %1939 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1940 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1941 = "stablehlo.xor"(%arg435, %arg436) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1942 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1943 = "stablehlo.xor"(%1941, %1942) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1944 = "stablehlo.broadcast_in_dim"(%arg435) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1945 = "stablehlo.add"(%arg437, %1944) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1946 = "stablehlo.broadcast_in_dim"(%arg436) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1947 = "stablehlo.add"(%arg438, %1946) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1948 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1949 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1950:9 = "stablehlo.while"(%1949, %1948, %1945, %1947, %arg436, %1943, %arg435, %1939, %1940) ({
    ^bb0(%arg448: tensor<i64>, %arg449: tensor<i64>, %arg450: tensor<4xui32>, %arg451: tensor<4xui32>, %arg452: tensor<ui32>, %arg453: tensor<ui32>, %arg454: tensor<ui32>, %arg455: tensor<4xui32>, %arg456: tensor<4xui32>):
      %2008 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %2009 = "stablehlo.compare"(%arg448, %2008) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%2009) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg439: tensor<i64>, %arg440: tensor<i64>, %arg441: tensor<4xui32>, %arg442: tensor<4xui32>, %arg443: tensor<ui32>, %arg444: tensor<ui32>, %arg445: tensor<ui32>, %arg446: tensor<4xui32>, %arg447: tensor<4xui32>):
      %1951 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1952 = "stablehlo.add"(%arg440, %1951) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %1953 = "stablehlo.slice"(%arg446) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1954 = "stablehlo.reshape"(%1953) : (tensor<1xui32>) -> tensor<ui32>
      %1955 = "stablehlo.slice"(%arg446) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1956 = "stablehlo.reshape"(%1955) : (tensor<1xui32>) -> tensor<ui32>
      %1957 = "stablehlo.slice"(%arg446) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1958 = "stablehlo.reshape"(%1957) : (tensor<1xui32>) -> tensor<ui32>
      %1959 = "stablehlo.slice"(%arg446) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1960 = "stablehlo.reshape"(%1959) : (tensor<1xui32>) -> tensor<ui32>
      %1961 = "stablehlo.add"(%arg441, %arg442) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1962 = "stablehlo.broadcast_in_dim"(%1954) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %1963 = "stablehlo.shift_left"(%arg442, %1962) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1964 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1965 = "stablehlo.subtract"(%1964, %1954) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1966 = "stablehlo.broadcast_in_dim"(%1965) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %1967 = "stablehlo.shift_right_logical"(%arg442, %1966) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1968 = "stablehlo.or"(%1963, %1967) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1969 = "stablehlo.xor"(%1961, %1968) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1970 = "stablehlo.add"(%1961, %1969) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1971 = "stablehlo.broadcast_in_dim"(%1956) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %1972 = "stablehlo.shift_left"(%1969, %1971) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1973 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1974 = "stablehlo.subtract"(%1973, %1956) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1975 = "stablehlo.broadcast_in_dim"(%1974) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %1976 = "stablehlo.shift_right_logical"(%1969, %1975) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1977 = "stablehlo.or"(%1972, %1976) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1978 = "stablehlo.xor"(%1970, %1977) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1979 = "stablehlo.add"(%1970, %1978) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1980 = "stablehlo.broadcast_in_dim"(%1958) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %1981 = "stablehlo.shift_left"(%1978, %1980) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1982 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1983 = "stablehlo.subtract"(%1982, %1958) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1984 = "stablehlo.broadcast_in_dim"(%1983) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %1985 = "stablehlo.shift_right_logical"(%1978, %1984) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1986 = "stablehlo.or"(%1981, %1985) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1987 = "stablehlo.xor"(%1979, %1986) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1988 = "stablehlo.add"(%1979, %1987) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1989 = "stablehlo.broadcast_in_dim"(%1960) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %1990 = "stablehlo.shift_left"(%1987, %1989) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1991 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1992 = "stablehlo.subtract"(%1991, %1960) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1993 = "stablehlo.broadcast_in_dim"(%1992) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %1994 = "stablehlo.shift_right_logical"(%1987, %1993) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1995 = "stablehlo.or"(%1990, %1994) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1996 = "stablehlo.xor"(%1988, %1995) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1997 = "stablehlo.broadcast_in_dim"(%arg443) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %1998 = "stablehlo.add"(%1988, %1997) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %1999 = "stablehlo.broadcast_in_dim"(%arg444) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %2000 = "stablehlo.add"(%1996, %1999) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %2001 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %2002 = "stablehlo.add"(%arg440, %2001) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %2003 = "stablehlo.convert"(%2002) : (tensor<i64>) -> tensor<ui32>
      %2004 = "stablehlo.broadcast_in_dim"(%2003) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
      %2005 = "stablehlo.add"(%2000, %2004) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
      %2006 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %2007 = "stablehlo.add"(%arg439, %2006) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%2007, %1952, %1998, %2005, %arg444, %arg445, %arg443, %arg447, %arg446) : (tensor<i64>, tensor<i64>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1950#2, %1950#3) : (tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<16xf32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "_gamma", sym_visibility = "private"}> ({
  ^bb0(%arg409: tensor<2xui32>, %arg410: tensor<16xf32>):
    %1799 = "stablehlo.reshape"(%arg409) : (tensor<2xui32>) -> tensor<1x2xui32>
    %1800 = "func.call"(%1799) <{callee = @_threefry_split_0}> : (tensor<1x2xui32>) -> tensor<1x16x2xui32>
    %1801 = "stablehlo.reshape"(%1800) : (tensor<1x16x2xui32>) -> tensor<16x2xui32>
    %1802 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1803 = "stablehlo.broadcast_in_dim"(%1802) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1804 = "stablehlo.compare"(%arg410, %1803) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %1805 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1806 = "stablehlo.broadcast_in_dim"(%1805) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1807 = "stablehlo.add"(%arg410, %1806) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1808 = "stablehlo.select"(%1804, %arg410, %1807) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1809 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %1810 = "stablehlo.broadcast_in_dim"(%1809) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1811 = "stablehlo.subtract"(%1808, %1810) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1812 = "stablehlo.sqrt"(%1811) : (tensor<16xf32>) -> tensor<16xf32>
    %1813 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %1814 = "stablehlo.broadcast_in_dim"(%1813) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1815 = "stablehlo.divide"(%1814, %1812) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1816 = "func.call"(%1801) <{callee = @_threefry_split_2}> : (tensor<16x2xui32>) -> tensor<16x2x2xui32>
    %1817 = "stablehlo.slice"(%1816) <{limit_indices = array<i64: 16, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
    %1818 = "stablehlo.reshape"(%1817) : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
    %1819 = "stablehlo.slice"(%1816) <{limit_indices = array<i64: 16, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
    %1820 = "stablehlo.reshape"(%1819) : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
    %1821 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1822 = "stablehlo.broadcast_in_dim"(%1821) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1823 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1824 = "stablehlo.broadcast_in_dim"(%1823) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1825 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1826 = "stablehlo.broadcast_in_dim"(%1825) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1827:6 = "stablehlo.while"(%1811, %1815, %1818, %1822, %1824, %1826) ({
    ^bb0(%arg427: tensor<16xf32>, %arg428: tensor<16xf32>, %arg429: tensor<16x2xui32>, %arg430: tensor<16xf32>, %arg431: tensor<16xf32>, %arg432: tensor<16xf32>):
      %1915 = "stablehlo.multiply"(%arg430, %arg430) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1916 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %1917 = "stablehlo.broadcast_in_dim"(%1916) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %1918 = "stablehlo.multiply"(%1917, %1915) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1919 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1920 = "stablehlo.broadcast_in_dim"(%1919) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %1921 = "stablehlo.subtract"(%1920, %1918) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1922 = "stablehlo.compare"(%arg432, %1921) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %1923 = "stablehlo.log"(%arg432) : (tensor<16xf32>) -> tensor<16xf32>
      %1924 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1925 = "stablehlo.broadcast_in_dim"(%1924) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %1926 = "stablehlo.multiply"(%arg430, %1925) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1927 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1928 = "stablehlo.broadcast_in_dim"(%1927) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %1929 = "stablehlo.subtract"(%1928, %arg431) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1930 = "stablehlo.log"(%arg431) : (tensor<16xf32>) -> tensor<16xf32>
      %1931 = "stablehlo.add"(%1929, %1930) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1932 = "stablehlo.multiply"(%arg427, %1931) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1933 = "stablehlo.add"(%1926, %1932) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1934 = "stablehlo.compare"(%1923, %1933) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %1935 = "stablehlo.and"(%1922, %1934) : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
      %1936 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %1937 = "stablehlo.reduce"(%1935, %1936) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg433: tensor<i1>, %arg434: tensor<i1>):
        %1938 = "stablehlo.or"(%arg433, %arg434) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%1938) : (tensor<i1>) -> ()
      }) : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%1937) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg411: tensor<16xf32>, %arg412: tensor<16xf32>, %arg413: tensor<16x2xui32>, %arg414: tensor<16xf32>, %arg415: tensor<16xf32>, %arg416: tensor<16xf32>):
      %1843 = "func.call"(%arg413) <{callee = @_threefry_split_4}> : (tensor<16x2xui32>) -> tensor<16x3x2xui32>
      %1844 = "stablehlo.slice"(%1843) <{limit_indices = array<i64: 16, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<16x3x2xui32>) -> tensor<16x1x2xui32>
      %1845 = "stablehlo.reshape"(%1844) : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
      %1846 = "stablehlo.slice"(%1843) <{limit_indices = array<i64: 16, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<16x3x2xui32>) -> tensor<16x1x2xui32>
      %1847 = "stablehlo.reshape"(%1846) : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
      %1848 = "stablehlo.slice"(%1843) <{limit_indices = array<i64: 16, 3, 2>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<16x3x2xui32>) -> tensor<16x1x2xui32>
      %1849 = "stablehlo.reshape"(%1848) : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
      %1850 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1851 = "stablehlo.broadcast_in_dim"(%1850) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %1852 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1853 = "stablehlo.broadcast_in_dim"(%1852) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %1854:4 = "stablehlo.while"(%arg412, %1847, %1851, %1853) ({
      ^bb0(%arg421: tensor<16xf32>, %arg422: tensor<16x2xui32>, %arg423: tensor<16xf32>, %arg424: tensor<16xf32>):
        %1909 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %1910 = "stablehlo.broadcast_in_dim"(%1909) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
        %1911 = "stablehlo.compare"(%arg424, %1910) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
        %1912 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
        %1913 = "stablehlo.reduce"(%1911, %1912) <{dimensions = array<i64: 0>}> ({
        ^bb0(%arg425: tensor<i1>, %arg426: tensor<i1>):
          %1914 = "stablehlo.or"(%arg425, %arg426) : (tensor<i1>, tensor<i1>) -> tensor<i1>
          "stablehlo.return"(%1914) : (tensor<i1>) -> ()
        }) : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%1913) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg417: tensor<16xf32>, %arg418: tensor<16x2xui32>, %arg419: tensor<16xf32>, %arg420: tensor<16xf32>):
        %1890 = "func.call"(%arg418) <{callee = @_threefry_split_2}> : (tensor<16x2xui32>) -> tensor<16x2x2xui32>
        %1891 = "stablehlo.slice"(%1890) <{limit_indices = array<i64: 16, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
        %1892 = "stablehlo.reshape"(%1891) : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
        %1893 = "stablehlo.slice"(%1890) <{limit_indices = array<i64: 16, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
        %1894 = "stablehlo.reshape"(%1893) : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
        %1895 = "func.call"(%1894) <{callee = @_normal}> : (tensor<16x2xui32>) -> tensor<16xf32>
        %1896 = "stablehlo.multiply"(%1895, %arg417) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
        %1897 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %1898 = "stablehlo.broadcast_in_dim"(%1897) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
        %1899 = "stablehlo.add"(%1898, %1896) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
        %1900 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %1901 = "stablehlo.broadcast_in_dim"(%1900) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
        %1902 = "stablehlo.compare"(%arg420, %1901) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
        %1903 = "stablehlo.broadcast_in_dim"(%1902) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16x2xi1>
        %1904 = "stablehlo.select"(%1903, %1892, %arg418) : (tensor<16x2xi1>, tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
        %1905 = "stablehlo.broadcast_in_dim"(%1902) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16xi1>
        %1906 = "stablehlo.select"(%1905, %1895, %arg419) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
        %1907 = "stablehlo.broadcast_in_dim"(%1902) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16xi1>
        %1908 = "stablehlo.select"(%1907, %1899, %arg420) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
        "stablehlo.return"(%arg417, %1904, %1906, %1908) : (tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>) -> ()
      }) : (tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>)
      %1855 = "stablehlo.multiply"(%1854#2, %1854#2) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1856 = "stablehlo.multiply"(%1854#3, %1854#3) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1857 = "stablehlo.multiply"(%1856, %1854#3) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1858 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %1859 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %1860 = "func.call"(%1849, %1858, %1859) <{callee = @_uniform_7}> : (tensor<16x2xui32>, tensor<f64>, tensor<f64>) -> tensor<16xf32>
      %1861 = "stablehlo.multiply"(%arg414, %arg414) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1862 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %1863 = "stablehlo.broadcast_in_dim"(%1862) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %1864 = "stablehlo.multiply"(%1863, %1861) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1865 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1866 = "stablehlo.broadcast_in_dim"(%1865) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %1867 = "stablehlo.subtract"(%1866, %1864) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1868 = "stablehlo.compare"(%arg416, %1867) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %1869 = "stablehlo.log"(%arg416) : (tensor<16xf32>) -> tensor<16xf32>
      %1870 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1871 = "stablehlo.broadcast_in_dim"(%1870) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %1872 = "stablehlo.multiply"(%arg414, %1871) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1873 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1874 = "stablehlo.broadcast_in_dim"(%1873) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %1875 = "stablehlo.subtract"(%1874, %arg415) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1876 = "stablehlo.log"(%arg415) : (tensor<16xf32>) -> tensor<16xf32>
      %1877 = "stablehlo.add"(%1875, %1876) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1878 = "stablehlo.multiply"(%arg411, %1877) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1879 = "stablehlo.add"(%1872, %1878) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1880 = "stablehlo.compare"(%1869, %1879) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %1881 = "stablehlo.and"(%1868, %1880) : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
      %1882 = "stablehlo.broadcast_in_dim"(%1881) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16x2xi1>
      %1883 = "stablehlo.select"(%1882, %1845, %arg413) : (tensor<16x2xi1>, tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1884 = "stablehlo.broadcast_in_dim"(%1881) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16xi1>
      %1885 = "stablehlo.select"(%1884, %1855, %arg414) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1886 = "stablehlo.broadcast_in_dim"(%1881) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16xi1>
      %1887 = "stablehlo.select"(%1886, %1857, %arg415) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %1888 = "stablehlo.broadcast_in_dim"(%1881) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16xi1>
      %1889 = "stablehlo.select"(%1888, %1860, %arg416) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      "stablehlo.return"(%arg411, %arg412, %1883, %1885, %1887, %1889) : (tensor<16xf32>, tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    %1828 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %1829 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %1830 = "func.call"(%1820, %1828, %1829) <{callee = @_uniform_7}> : (tensor<16x2xui32>, tensor<f64>, tensor<f64>) -> tensor<16xf32>
    %1831 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1832 = "stablehlo.broadcast_in_dim"(%1831) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1833 = "stablehlo.subtract"(%1832, %1830) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1834 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1835 = "stablehlo.broadcast_in_dim"(%1834) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1836 = "stablehlo.divide"(%1835, %arg410) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1837 = "stablehlo.power"(%1833, %1836) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1838 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1839 = "stablehlo.broadcast_in_dim"(%1838) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1840 = "stablehlo.select"(%1804, %1839, %1837) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1841 = "stablehlo.multiply"(%1811, %1827#4) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1842 = "stablehlo.multiply"(%1841, %1840) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%1842) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x2xui32>) -> tensor<1x16x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_0", sym_visibility = "private"}> ({
  ^bb0(%arg408: tensor<1x2xui32>):
    %1778 = "stablehlo.slice"(%arg408) <{limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1779 = "stablehlo.reshape"(%1778) : (tensor<1x1xui32>) -> tensor<1xui32>
    %1780 = "stablehlo.slice"(%arg408) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1781 = "stablehlo.reshape"(%1780) : (tensor<1x1xui32>) -> tensor<1xui32>
    %1782 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xui64>
    %1783 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1784 = "stablehlo.broadcast_in_dim"(%1783) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<16xui64>
    %1785 = "stablehlo.multiply"(%1784, %1782) : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xui64>
    %1786 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1787 = "stablehlo.broadcast_in_dim"(%1786) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<16xui64>
    %1788 = "stablehlo.shift_right_logical"(%1785, %1787) : (tensor<16xui64>, tensor<16xui64>) -> tensor<16xui64>
    %1789 = "stablehlo.convert"(%1785) : (tensor<16xui64>) -> tensor<16xui32>
    %1790 = "stablehlo.convert"(%1788) : (tensor<16xui64>) -> tensor<16xui32>
    %1791 = "stablehlo.broadcast_in_dim"(%1790) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xui32>) -> tensor<1x16xui32>
    %1792 = "stablehlo.broadcast_in_dim"(%1789) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xui32>) -> tensor<1x16xui32>
    %1793 = "stablehlo.broadcast_in_dim"(%1779) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<1x1xui32>
    %1794 = "stablehlo.broadcast_in_dim"(%1781) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<1x1xui32>
    %1795:2 = "func.call"(%1793, %1794, %1791, %1792) <{callee = @threefry2x32_1}> : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x16xui32>, tensor<1x16xui32>) -> (tensor<1x16xui32>, tensor<1x16xui32>)
    %1796 = "stablehlo.broadcast_in_dim"(%1795#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xui32>) -> tensor<1x16x1xui32>
    %1797 = "stablehlo.broadcast_in_dim"(%1795#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xui32>) -> tensor<1x16x1xui32>
    %1798 = "stablehlo.concatenate"(%1796, %1797) <{dimension = 2 : i64}> : (tensor<1x16x1xui32>, tensor<1x16x1xui32>) -> tensor<1x16x2xui32>
    "func.return"(%1798) : (tensor<1x16x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x16xui32>, tensor<1x16xui32>) -> (tensor<1x16xui32>, tensor<1x16xui32>), sym_name = "threefry2x32_1", sym_visibility = "private"}> ({
  ^bb0(%arg386: tensor<1x1xui32>, %arg387: tensor<1x1xui32>, %arg388: tensor<1x16xui32>, %arg389: tensor<1x16xui32>):
    %1706 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1707 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1708 = "stablehlo.xor"(%arg386, %arg387) : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x1xui32>
    %1709 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1710 = "stablehlo.broadcast_in_dim"(%1709) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1xui32>
    %1711 = "stablehlo.xor"(%1708, %1710) : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x1xui32>
    %1712 = "stablehlo.broadcast_in_dim"(%arg386) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x16xui32>
    %1713 = "stablehlo.add"(%arg388, %1712) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
    %1714 = "stablehlo.broadcast_in_dim"(%arg387) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x16xui32>
    %1715 = "stablehlo.add"(%arg389, %1714) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
    %1716 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1717 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1718:9 = "stablehlo.while"(%1717, %1716, %1713, %1715, %arg387, %1711, %arg386, %1706, %1707) ({
    ^bb0(%arg399: tensor<i64>, %arg400: tensor<i64>, %arg401: tensor<1x16xui32>, %arg402: tensor<1x16xui32>, %arg403: tensor<1x1xui32>, %arg404: tensor<1x1xui32>, %arg405: tensor<1x1xui32>, %arg406: tensor<4xui32>, %arg407: tensor<4xui32>):
      %1776 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %1777 = "stablehlo.compare"(%arg399, %1776) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%1777) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg390: tensor<i64>, %arg391: tensor<i64>, %arg392: tensor<1x16xui32>, %arg393: tensor<1x16xui32>, %arg394: tensor<1x1xui32>, %arg395: tensor<1x1xui32>, %arg396: tensor<1x1xui32>, %arg397: tensor<4xui32>, %arg398: tensor<4xui32>):
      %1719 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1720 = "stablehlo.add"(%arg391, %1719) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %1721 = "stablehlo.slice"(%arg397) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1722 = "stablehlo.reshape"(%1721) : (tensor<1xui32>) -> tensor<ui32>
      %1723 = "stablehlo.slice"(%arg397) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1724 = "stablehlo.reshape"(%1723) : (tensor<1xui32>) -> tensor<ui32>
      %1725 = "stablehlo.slice"(%arg397) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1726 = "stablehlo.reshape"(%1725) : (tensor<1xui32>) -> tensor<ui32>
      %1727 = "stablehlo.slice"(%arg397) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1728 = "stablehlo.reshape"(%1727) : (tensor<1xui32>) -> tensor<ui32>
      %1729 = "stablehlo.add"(%arg392, %arg393) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1730 = "stablehlo.broadcast_in_dim"(%1722) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x16xui32>
      %1731 = "stablehlo.shift_left"(%arg393, %1730) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1732 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1733 = "stablehlo.subtract"(%1732, %1722) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1734 = "stablehlo.broadcast_in_dim"(%1733) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x16xui32>
      %1735 = "stablehlo.shift_right_logical"(%arg393, %1734) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1736 = "stablehlo.or"(%1731, %1735) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1737 = "stablehlo.xor"(%1729, %1736) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1738 = "stablehlo.add"(%1729, %1737) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1739 = "stablehlo.broadcast_in_dim"(%1724) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x16xui32>
      %1740 = "stablehlo.shift_left"(%1737, %1739) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1741 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1742 = "stablehlo.subtract"(%1741, %1724) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1743 = "stablehlo.broadcast_in_dim"(%1742) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x16xui32>
      %1744 = "stablehlo.shift_right_logical"(%1737, %1743) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1745 = "stablehlo.or"(%1740, %1744) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1746 = "stablehlo.xor"(%1738, %1745) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1747 = "stablehlo.add"(%1738, %1746) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1748 = "stablehlo.broadcast_in_dim"(%1726) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x16xui32>
      %1749 = "stablehlo.shift_left"(%1746, %1748) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1750 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1751 = "stablehlo.subtract"(%1750, %1726) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1752 = "stablehlo.broadcast_in_dim"(%1751) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x16xui32>
      %1753 = "stablehlo.shift_right_logical"(%1746, %1752) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1754 = "stablehlo.or"(%1749, %1753) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1755 = "stablehlo.xor"(%1747, %1754) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1756 = "stablehlo.add"(%1747, %1755) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1757 = "stablehlo.broadcast_in_dim"(%1728) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x16xui32>
      %1758 = "stablehlo.shift_left"(%1755, %1757) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1759 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1760 = "stablehlo.subtract"(%1759, %1728) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1761 = "stablehlo.broadcast_in_dim"(%1760) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x16xui32>
      %1762 = "stablehlo.shift_right_logical"(%1755, %1761) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1763 = "stablehlo.or"(%1758, %1762) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1764 = "stablehlo.xor"(%1756, %1763) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1765 = "stablehlo.broadcast_in_dim"(%arg394) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x16xui32>
      %1766 = "stablehlo.add"(%1756, %1765) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1767 = "stablehlo.broadcast_in_dim"(%arg395) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x16xui32>
      %1768 = "stablehlo.add"(%1764, %1767) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1769 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1770 = "stablehlo.add"(%arg391, %1769) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %1771 = "stablehlo.convert"(%1770) : (tensor<i64>) -> tensor<ui32>
      %1772 = "stablehlo.broadcast_in_dim"(%1771) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x16xui32>
      %1773 = "stablehlo.add"(%1768, %1772) : (tensor<1x16xui32>, tensor<1x16xui32>) -> tensor<1x16xui32>
      %1774 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1775 = "stablehlo.add"(%arg390, %1774) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%1775, %1720, %1766, %1773, %arg395, %arg396, %arg394, %arg398, %arg397) : (tensor<i64>, tensor<i64>, tensor<1x16xui32>, tensor<1x16xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<1x16xui32>, tensor<1x16xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<1x16xui32>, tensor<1x16xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1718#2, %1718#3) : (tensor<1x16xui32>, tensor<1x16xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x2xui32>) -> tensor<16x2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_2", sym_visibility = "private"}> ({
  ^bb0(%arg385: tensor<16x2xui32>):
    %1685 = "stablehlo.slice"(%arg385) <{limit_indices = array<i64: 16, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %1686 = "stablehlo.reshape"(%1685) : (tensor<16x1xui32>) -> tensor<16xui32>
    %1687 = "stablehlo.slice"(%arg385) <{limit_indices = array<i64: 16, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %1688 = "stablehlo.reshape"(%1687) : (tensor<16x1xui32>) -> tensor<16xui32>
    %1689 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %1690 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1691 = "stablehlo.broadcast_in_dim"(%1690) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %1692 = "stablehlo.multiply"(%1691, %1689) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %1693 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1694 = "stablehlo.broadcast_in_dim"(%1693) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %1695 = "stablehlo.shift_right_logical"(%1692, %1694) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %1696 = "stablehlo.convert"(%1692) : (tensor<2xui64>) -> tensor<2xui32>
    %1697 = "stablehlo.convert"(%1695) : (tensor<2xui64>) -> tensor<2xui32>
    %1698 = "stablehlo.broadcast_in_dim"(%1697) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %1699 = "stablehlo.broadcast_in_dim"(%1696) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %1700 = "stablehlo.broadcast_in_dim"(%1686) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xui32>) -> tensor<16x1xui32>
    %1701 = "stablehlo.broadcast_in_dim"(%1688) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xui32>) -> tensor<16x1xui32>
    %1702:2 = "func.call"(%1700, %1701, %1698, %1699) <{callee = @threefry2x32_3}> : (tensor<16x1xui32>, tensor<16x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<16x2xui32>, tensor<16x2xui32>)
    %1703 = "stablehlo.broadcast_in_dim"(%1702#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %1704 = "stablehlo.broadcast_in_dim"(%1702#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %1705 = "stablehlo.concatenate"(%1703, %1704) <{dimension = 2 : i64}> : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    "func.return"(%1705) : (tensor<16x2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x1xui32>, tensor<16x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<16x2xui32>, tensor<16x2xui32>), sym_name = "threefry2x32_3", sym_visibility = "private"}> ({
  ^bb0(%arg363: tensor<16x1xui32>, %arg364: tensor<16x1xui32>, %arg365: tensor<1x2xui32>, %arg366: tensor<1x2xui32>):
    %1611 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1612 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1613 = "stablehlo.xor"(%arg363, %arg364) : (tensor<16x1xui32>, tensor<16x1xui32>) -> tensor<16x1xui32>
    %1614 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1615 = "stablehlo.broadcast_in_dim"(%1614) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x1xui32>
    %1616 = "stablehlo.xor"(%1613, %1615) : (tensor<16x1xui32>, tensor<16x1xui32>) -> tensor<16x1xui32>
    %1617 = "stablehlo.broadcast_in_dim"(%arg365) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xui32>) -> tensor<16x2xui32>
    %1618 = "stablehlo.broadcast_in_dim"(%arg363) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xui32>) -> tensor<16x2xui32>
    %1619 = "stablehlo.add"(%1617, %1618) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
    %1620 = "stablehlo.broadcast_in_dim"(%arg366) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xui32>) -> tensor<16x2xui32>
    %1621 = "stablehlo.broadcast_in_dim"(%arg364) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xui32>) -> tensor<16x2xui32>
    %1622 = "stablehlo.add"(%1620, %1621) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
    %1623 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1624 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1625:9 = "stablehlo.while"(%1624, %1623, %1619, %1622, %arg364, %1616, %arg363, %1611, %1612) ({
    ^bb0(%arg376: tensor<i64>, %arg377: tensor<i64>, %arg378: tensor<16x2xui32>, %arg379: tensor<16x2xui32>, %arg380: tensor<16x1xui32>, %arg381: tensor<16x1xui32>, %arg382: tensor<16x1xui32>, %arg383: tensor<4xui32>, %arg384: tensor<4xui32>):
      %1683 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %1684 = "stablehlo.compare"(%arg376, %1683) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%1684) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg367: tensor<i64>, %arg368: tensor<i64>, %arg369: tensor<16x2xui32>, %arg370: tensor<16x2xui32>, %arg371: tensor<16x1xui32>, %arg372: tensor<16x1xui32>, %arg373: tensor<16x1xui32>, %arg374: tensor<4xui32>, %arg375: tensor<4xui32>):
      %1626 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1627 = "stablehlo.add"(%arg368, %1626) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %1628 = "stablehlo.slice"(%arg374) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1629 = "stablehlo.reshape"(%1628) : (tensor<1xui32>) -> tensor<ui32>
      %1630 = "stablehlo.slice"(%arg374) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1631 = "stablehlo.reshape"(%1630) : (tensor<1xui32>) -> tensor<ui32>
      %1632 = "stablehlo.slice"(%arg374) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1633 = "stablehlo.reshape"(%1632) : (tensor<1xui32>) -> tensor<ui32>
      %1634 = "stablehlo.slice"(%arg374) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1635 = "stablehlo.reshape"(%1634) : (tensor<1xui32>) -> tensor<ui32>
      %1636 = "stablehlo.add"(%arg369, %arg370) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1637 = "stablehlo.broadcast_in_dim"(%1629) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x2xui32>
      %1638 = "stablehlo.shift_left"(%arg370, %1637) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1639 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1640 = "stablehlo.subtract"(%1639, %1629) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1641 = "stablehlo.broadcast_in_dim"(%1640) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x2xui32>
      %1642 = "stablehlo.shift_right_logical"(%arg370, %1641) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1643 = "stablehlo.or"(%1638, %1642) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1644 = "stablehlo.xor"(%1636, %1643) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1645 = "stablehlo.add"(%1636, %1644) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1646 = "stablehlo.broadcast_in_dim"(%1631) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x2xui32>
      %1647 = "stablehlo.shift_left"(%1644, %1646) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1648 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1649 = "stablehlo.subtract"(%1648, %1631) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1650 = "stablehlo.broadcast_in_dim"(%1649) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x2xui32>
      %1651 = "stablehlo.shift_right_logical"(%1644, %1650) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1652 = "stablehlo.or"(%1647, %1651) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1653 = "stablehlo.xor"(%1645, %1652) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1654 = "stablehlo.add"(%1645, %1653) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1655 = "stablehlo.broadcast_in_dim"(%1633) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x2xui32>
      %1656 = "stablehlo.shift_left"(%1653, %1655) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1657 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1658 = "stablehlo.subtract"(%1657, %1633) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1659 = "stablehlo.broadcast_in_dim"(%1658) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x2xui32>
      %1660 = "stablehlo.shift_right_logical"(%1653, %1659) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1661 = "stablehlo.or"(%1656, %1660) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1662 = "stablehlo.xor"(%1654, %1661) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1663 = "stablehlo.add"(%1654, %1662) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1664 = "stablehlo.broadcast_in_dim"(%1635) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x2xui32>
      %1665 = "stablehlo.shift_left"(%1662, %1664) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1666 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1667 = "stablehlo.subtract"(%1666, %1635) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1668 = "stablehlo.broadcast_in_dim"(%1667) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x2xui32>
      %1669 = "stablehlo.shift_right_logical"(%1662, %1668) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1670 = "stablehlo.or"(%1665, %1669) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1671 = "stablehlo.xor"(%1663, %1670) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1672 = "stablehlo.broadcast_in_dim"(%arg371) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xui32>) -> tensor<16x2xui32>
      %1673 = "stablehlo.add"(%1663, %1672) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1674 = "stablehlo.broadcast_in_dim"(%arg372) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xui32>) -> tensor<16x2xui32>
      %1675 = "stablehlo.add"(%1671, %1674) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1676 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1677 = "stablehlo.add"(%arg368, %1676) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %1678 = "stablehlo.convert"(%1677) : (tensor<i64>) -> tensor<ui32>
      %1679 = "stablehlo.broadcast_in_dim"(%1678) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x2xui32>
      %1680 = "stablehlo.add"(%1675, %1679) : (tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %1681 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1682 = "stablehlo.add"(%arg367, %1681) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%1682, %1627, %1673, %1680, %arg372, %arg373, %arg371, %arg375, %arg374) : (tensor<i64>, tensor<i64>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1625#2, %1625#3) : (tensor<16x2xui32>, tensor<16x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x2xui32>) -> tensor<16x3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_4", sym_visibility = "private"}> ({
  ^bb0(%arg362: tensor<16x2xui32>):
    %1590 = "stablehlo.slice"(%arg362) <{limit_indices = array<i64: 16, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %1591 = "stablehlo.reshape"(%1590) : (tensor<16x1xui32>) -> tensor<16xui32>
    %1592 = "stablehlo.slice"(%arg362) <{limit_indices = array<i64: 16, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %1593 = "stablehlo.reshape"(%1592) : (tensor<16x1xui32>) -> tensor<16xui32>
    %1594 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %1595 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1596 = "stablehlo.broadcast_in_dim"(%1595) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %1597 = "stablehlo.multiply"(%1596, %1594) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %1598 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1599 = "stablehlo.broadcast_in_dim"(%1598) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %1600 = "stablehlo.shift_right_logical"(%1597, %1599) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %1601 = "stablehlo.convert"(%1597) : (tensor<3xui64>) -> tensor<3xui32>
    %1602 = "stablehlo.convert"(%1600) : (tensor<3xui64>) -> tensor<3xui32>
    %1603 = "stablehlo.broadcast_in_dim"(%1602) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %1604 = "stablehlo.broadcast_in_dim"(%1601) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %1605 = "stablehlo.broadcast_in_dim"(%1591) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xui32>) -> tensor<16x1xui32>
    %1606 = "stablehlo.broadcast_in_dim"(%1593) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xui32>) -> tensor<16x1xui32>
    %1607:2 = "func.call"(%1605, %1606, %1603, %1604) <{callee = @threefry2x32_5}> : (tensor<16x1xui32>, tensor<16x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<16x3xui32>, tensor<16x3xui32>)
    %1608 = "stablehlo.broadcast_in_dim"(%1607#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x3xui32>) -> tensor<16x3x1xui32>
    %1609 = "stablehlo.broadcast_in_dim"(%1607#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x3xui32>) -> tensor<16x3x1xui32>
    %1610 = "stablehlo.concatenate"(%1608, %1609) <{dimension = 2 : i64}> : (tensor<16x3x1xui32>, tensor<16x3x1xui32>) -> tensor<16x3x2xui32>
    "func.return"(%1610) : (tensor<16x3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x1xui32>, tensor<16x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<16x3xui32>, tensor<16x3xui32>), sym_name = "threefry2x32_5", sym_visibility = "private"}> ({
  ^bb0(%arg340: tensor<16x1xui32>, %arg341: tensor<16x1xui32>, %arg342: tensor<1x3xui32>, %arg343: tensor<1x3xui32>):
    %1516 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1517 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1518 = "stablehlo.xor"(%arg340, %arg341) : (tensor<16x1xui32>, tensor<16x1xui32>) -> tensor<16x1xui32>
    %1519 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1520 = "stablehlo.broadcast_in_dim"(%1519) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x1xui32>
    %1521 = "stablehlo.xor"(%1518, %1520) : (tensor<16x1xui32>, tensor<16x1xui32>) -> tensor<16x1xui32>
    %1522 = "stablehlo.broadcast_in_dim"(%arg342) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<16x3xui32>
    %1523 = "stablehlo.broadcast_in_dim"(%arg340) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xui32>) -> tensor<16x3xui32>
    %1524 = "stablehlo.add"(%1522, %1523) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
    %1525 = "stablehlo.broadcast_in_dim"(%arg343) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<16x3xui32>
    %1526 = "stablehlo.broadcast_in_dim"(%arg341) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xui32>) -> tensor<16x3xui32>
    %1527 = "stablehlo.add"(%1525, %1526) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
    %1528 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1529 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1530:9 = "stablehlo.while"(%1529, %1528, %1524, %1527, %arg341, %1521, %arg340, %1516, %1517) ({
    ^bb0(%arg353: tensor<i64>, %arg354: tensor<i64>, %arg355: tensor<16x3xui32>, %arg356: tensor<16x3xui32>, %arg357: tensor<16x1xui32>, %arg358: tensor<16x1xui32>, %arg359: tensor<16x1xui32>, %arg360: tensor<4xui32>, %arg361: tensor<4xui32>):
      %1588 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %1589 = "stablehlo.compare"(%arg353, %1588) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%1589) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg344: tensor<i64>, %arg345: tensor<i64>, %arg346: tensor<16x3xui32>, %arg347: tensor<16x3xui32>, %arg348: tensor<16x1xui32>, %arg349: tensor<16x1xui32>, %arg350: tensor<16x1xui32>, %arg351: tensor<4xui32>, %arg352: tensor<4xui32>):
      %1531 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1532 = "stablehlo.add"(%arg345, %1531) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %1533 = "stablehlo.slice"(%arg351) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1534 = "stablehlo.reshape"(%1533) : (tensor<1xui32>) -> tensor<ui32>
      %1535 = "stablehlo.slice"(%arg351) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1536 = "stablehlo.reshape"(%1535) : (tensor<1xui32>) -> tensor<ui32>
      %1537 = "stablehlo.slice"(%arg351) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1538 = "stablehlo.reshape"(%1537) : (tensor<1xui32>) -> tensor<ui32>
      %1539 = "stablehlo.slice"(%arg351) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1540 = "stablehlo.reshape"(%1539) : (tensor<1xui32>) -> tensor<ui32>
      %1541 = "stablehlo.add"(%arg346, %arg347) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1542 = "stablehlo.broadcast_in_dim"(%1534) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x3xui32>
      %1543 = "stablehlo.shift_left"(%arg347, %1542) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1544 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1545 = "stablehlo.subtract"(%1544, %1534) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1546 = "stablehlo.broadcast_in_dim"(%1545) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x3xui32>
      %1547 = "stablehlo.shift_right_logical"(%arg347, %1546) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1548 = "stablehlo.or"(%1543, %1547) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1549 = "stablehlo.xor"(%1541, %1548) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1550 = "stablehlo.add"(%1541, %1549) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1551 = "stablehlo.broadcast_in_dim"(%1536) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x3xui32>
      %1552 = "stablehlo.shift_left"(%1549, %1551) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1553 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1554 = "stablehlo.subtract"(%1553, %1536) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1555 = "stablehlo.broadcast_in_dim"(%1554) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x3xui32>
      %1556 = "stablehlo.shift_right_logical"(%1549, %1555) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1557 = "stablehlo.or"(%1552, %1556) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1558 = "stablehlo.xor"(%1550, %1557) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1559 = "stablehlo.add"(%1550, %1558) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1560 = "stablehlo.broadcast_in_dim"(%1538) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x3xui32>
      %1561 = "stablehlo.shift_left"(%1558, %1560) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1562 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1563 = "stablehlo.subtract"(%1562, %1538) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1564 = "stablehlo.broadcast_in_dim"(%1563) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x3xui32>
      %1565 = "stablehlo.shift_right_logical"(%1558, %1564) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1566 = "stablehlo.or"(%1561, %1565) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1567 = "stablehlo.xor"(%1559, %1566) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1568 = "stablehlo.add"(%1559, %1567) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1569 = "stablehlo.broadcast_in_dim"(%1540) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x3xui32>
      %1570 = "stablehlo.shift_left"(%1567, %1569) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1571 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1572 = "stablehlo.subtract"(%1571, %1540) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1573 = "stablehlo.broadcast_in_dim"(%1572) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x3xui32>
      %1574 = "stablehlo.shift_right_logical"(%1567, %1573) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1575 = "stablehlo.or"(%1570, %1574) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1576 = "stablehlo.xor"(%1568, %1575) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1577 = "stablehlo.broadcast_in_dim"(%arg348) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xui32>) -> tensor<16x3xui32>
      %1578 = "stablehlo.add"(%1568, %1577) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1579 = "stablehlo.broadcast_in_dim"(%arg349) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xui32>) -> tensor<16x3xui32>
      %1580 = "stablehlo.add"(%1576, %1579) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1581 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1582 = "stablehlo.add"(%arg345, %1581) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %1583 = "stablehlo.convert"(%1582) : (tensor<i64>) -> tensor<ui32>
      %1584 = "stablehlo.broadcast_in_dim"(%1583) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16x3xui32>
      %1585 = "stablehlo.add"(%1580, %1584) : (tensor<16x3xui32>, tensor<16x3xui32>) -> tensor<16x3xui32>
      %1586 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1587 = "stablehlo.add"(%arg344, %1586) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%1587, %1532, %1578, %1585, %arg349, %arg350, %arg348, %arg352, %arg351) : (tensor<i64>, tensor<i64>, tensor<16x3xui32>, tensor<16x3xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<16x3xui32>, tensor<16x3xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<16x3xui32>, tensor<16x3xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1530#2, %1530#3) : (tensor<16x3xui32>, tensor<16x3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x2xui32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg339: tensor<16x2xui32>):
    %1515 = "func.call"(%arg339) <{callee = @_normal_real}> : (tensor<16x2xui32>) -> tensor<16xf32>
    "func.return"(%1515) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x2xui32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg338: tensor<16x2xui32>):
    %1508 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %1509 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1510 = "func.call"(%arg338, %1508, %1509) <{callee = @_uniform}> : (tensor<16x2xui32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %1511 = "chlo.erf_inv"(%1510) : (tensor<16xf32>) -> tensor<16xf32>
    %1512 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %1513 = "stablehlo.broadcast_in_dim"(%1512) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1514 = "stablehlo.multiply"(%1513, %1511) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%1514) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x2xui32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg335: tensor<16x2xui32>, %arg336: tensor<f32>, %arg337: tensor<f32>):
    %1483 = "stablehlo.slice"(%arg335) <{limit_indices = array<i64: 16, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %1484 = "stablehlo.reshape"(%1483) : (tensor<16x1xui32>) -> tensor<16xui32>
    %1485 = "stablehlo.slice"(%arg335) <{limit_indices = array<i64: 16, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %1486 = "stablehlo.reshape"(%1485) : (tensor<16x1xui32>) -> tensor<16xui32>
    %1487 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %1488 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %1489:2 = "func.call"(%1484, %1486, %1487, %1488) <{callee = @threefry2x32_6}> : (tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<16xui32>, tensor<16xui32>)
    %1490 = "stablehlo.xor"(%1489#0, %1489#1) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %1491 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %1492 = "stablehlo.broadcast_in_dim"(%1491) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %1493 = "stablehlo.shift_right_logical"(%1490, %1492) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %1494 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %1495 = "stablehlo.broadcast_in_dim"(%1494) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %1496 = "stablehlo.or"(%1493, %1495) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %1497 = "stablehlo.bitcast_convert"(%1496) : (tensor<16xui32>) -> tensor<16xf32>
    %1498 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1499 = "stablehlo.broadcast_in_dim"(%1498) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1500 = "stablehlo.subtract"(%1497, %1499) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1501 = "stablehlo.subtract"(%arg337, %arg336) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1502 = "stablehlo.broadcast_in_dim"(%1501) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1503 = "stablehlo.multiply"(%1500, %1502) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1504 = "stablehlo.broadcast_in_dim"(%arg336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1505 = "stablehlo.add"(%1503, %1504) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1506 = "stablehlo.broadcast_in_dim"(%arg336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1507 = "stablehlo.maximum"(%1506, %1505) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%1507) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<16xui32>, tensor<16xui32>), sym_name = "threefry2x32_6", sym_visibility = "private"}> ({
  ^bb0(%arg313: tensor<16xui32>, %arg314: tensor<16xui32>, %arg315: tensor<ui32>, %arg316: tensor<ui32>):
    %1413 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1414 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1415 = "stablehlo.xor"(%arg313, %arg314) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %1416 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1417 = "stablehlo.broadcast_in_dim"(%1416) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %1418 = "stablehlo.xor"(%1415, %1417) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %1419 = "stablehlo.broadcast_in_dim"(%arg315) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %1420 = "stablehlo.add"(%1419, %arg313) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %1421 = "stablehlo.broadcast_in_dim"(%arg316) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %1422 = "stablehlo.add"(%1421, %arg314) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %1423 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1424 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1425:9 = "stablehlo.while"(%1424, %1423, %1420, %1422, %arg314, %1418, %arg313, %1413, %1414) ({
    ^bb0(%arg326: tensor<i64>, %arg327: tensor<i64>, %arg328: tensor<16xui32>, %arg329: tensor<16xui32>, %arg330: tensor<16xui32>, %arg331: tensor<16xui32>, %arg332: tensor<16xui32>, %arg333: tensor<4xui32>, %arg334: tensor<4xui32>):
      %1481 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %1482 = "stablehlo.compare"(%arg326, %1481) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%1482) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg317: tensor<i64>, %arg318: tensor<i64>, %arg319: tensor<16xui32>, %arg320: tensor<16xui32>, %arg321: tensor<16xui32>, %arg322: tensor<16xui32>, %arg323: tensor<16xui32>, %arg324: tensor<4xui32>, %arg325: tensor<4xui32>):
      %1426 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1427 = "stablehlo.add"(%arg318, %1426) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %1428 = "stablehlo.slice"(%arg324) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1429 = "stablehlo.reshape"(%1428) : (tensor<1xui32>) -> tensor<ui32>
      %1430 = "stablehlo.slice"(%arg324) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1431 = "stablehlo.reshape"(%1430) : (tensor<1xui32>) -> tensor<ui32>
      %1432 = "stablehlo.slice"(%arg324) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1433 = "stablehlo.reshape"(%1432) : (tensor<1xui32>) -> tensor<ui32>
      %1434 = "stablehlo.slice"(%arg324) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1435 = "stablehlo.reshape"(%1434) : (tensor<1xui32>) -> tensor<ui32>
      %1436 = "stablehlo.add"(%arg319, %arg320) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1437 = "stablehlo.broadcast_in_dim"(%1429) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %1438 = "stablehlo.shift_left"(%arg320, %1437) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1439 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1440 = "stablehlo.subtract"(%1439, %1429) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1441 = "stablehlo.broadcast_in_dim"(%1440) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %1442 = "stablehlo.shift_right_logical"(%arg320, %1441) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1443 = "stablehlo.or"(%1438, %1442) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1444 = "stablehlo.xor"(%1436, %1443) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1445 = "stablehlo.add"(%1436, %1444) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1446 = "stablehlo.broadcast_in_dim"(%1431) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %1447 = "stablehlo.shift_left"(%1444, %1446) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1448 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1449 = "stablehlo.subtract"(%1448, %1431) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1450 = "stablehlo.broadcast_in_dim"(%1449) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %1451 = "stablehlo.shift_right_logical"(%1444, %1450) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1452 = "stablehlo.or"(%1447, %1451) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1453 = "stablehlo.xor"(%1445, %1452) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1454 = "stablehlo.add"(%1445, %1453) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1455 = "stablehlo.broadcast_in_dim"(%1433) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %1456 = "stablehlo.shift_left"(%1453, %1455) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1457 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1458 = "stablehlo.subtract"(%1457, %1433) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1459 = "stablehlo.broadcast_in_dim"(%1458) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %1460 = "stablehlo.shift_right_logical"(%1453, %1459) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1461 = "stablehlo.or"(%1456, %1460) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1462 = "stablehlo.xor"(%1454, %1461) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1463 = "stablehlo.add"(%1454, %1462) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1464 = "stablehlo.broadcast_in_dim"(%1435) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %1465 = "stablehlo.shift_left"(%1462, %1464) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1466 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1467 = "stablehlo.subtract"(%1466, %1435) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1468 = "stablehlo.broadcast_in_dim"(%1467) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %1469 = "stablehlo.shift_right_logical"(%1462, %1468) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1470 = "stablehlo.or"(%1465, %1469) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1471 = "stablehlo.xor"(%1463, %1470) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1472 = "stablehlo.add"(%1463, %arg321) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1473 = "stablehlo.add"(%1471, %arg322) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1474 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1475 = "stablehlo.add"(%arg318, %1474) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %1476 = "stablehlo.convert"(%1475) : (tensor<i64>) -> tensor<ui32>
      %1477 = "stablehlo.broadcast_in_dim"(%1476) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
      %1478 = "stablehlo.add"(%1473, %1477) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
      %1479 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1480 = "stablehlo.add"(%arg317, %1479) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%1480, %1427, %1472, %1478, %arg322, %arg323, %arg321, %arg325, %arg324) : (tensor<i64>, tensor<i64>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1425#2, %1425#3) : (tensor<16xui32>, tensor<16xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<16x2xui32>, tensor<f64>, tensor<f64>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "_uniform_7", sym_visibility = "private"}> ({
  ^bb0(%arg310: tensor<16x2xui32>, %arg311: tensor<f64>, %arg312: tensor<f64>):
    %1386 = "stablehlo.convert"(%arg311) : (tensor<f64>) -> tensor<f32>
    %1387 = "stablehlo.convert"(%arg312) : (tensor<f64>) -> tensor<f32>
    %1388 = "stablehlo.slice"(%arg310) <{limit_indices = array<i64: 16, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %1389 = "stablehlo.reshape"(%1388) : (tensor<16x1xui32>) -> tensor<16xui32>
    %1390 = "stablehlo.slice"(%arg310) <{limit_indices = array<i64: 16, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %1391 = "stablehlo.reshape"(%1390) : (tensor<16x1xui32>) -> tensor<16xui32>
    %1392 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %1393 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %1394:2 = "func.call"(%1389, %1391, %1392, %1393) <{callee = @threefry2x32_6}> : (tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<16xui32>, tensor<16xui32>)
    %1395 = "stablehlo.xor"(%1394#0, %1394#1) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %1396 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %1397 = "stablehlo.broadcast_in_dim"(%1396) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %1398 = "stablehlo.shift_right_logical"(%1395, %1397) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %1399 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %1400 = "stablehlo.broadcast_in_dim"(%1399) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<16xui32>
    %1401 = "stablehlo.or"(%1398, %1400) : (tensor<16xui32>, tensor<16xui32>) -> tensor<16xui32>
    %1402 = "stablehlo.bitcast_convert"(%1401) : (tensor<16xui32>) -> tensor<16xf32>
    %1403 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1404 = "stablehlo.broadcast_in_dim"(%1403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1405 = "stablehlo.subtract"(%1402, %1404) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1406 = "stablehlo.subtract"(%1387, %1386) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1407 = "stablehlo.broadcast_in_dim"(%1406) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1408 = "stablehlo.multiply"(%1405, %1407) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1409 = "stablehlo.broadcast_in_dim"(%1386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1410 = "stablehlo.add"(%1408, %1409) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1411 = "stablehlo.broadcast_in_dim"(%1386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1412 = "stablehlo.maximum"(%1411, %1410) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%1412) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f64>) -> tensor<32xf32>, res_attrs = [{}], sym_name = "_gamma_8", sym_visibility = "private"}> ({
  ^bb0(%arg284: tensor<2xui32>, %arg285: tensor<f64>):
    %1244 = "stablehlo.convert"(%arg285) : (tensor<f64>) -> tensor<f32>
    %1245 = "stablehlo.broadcast_in_dim"(%1244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1246 = "stablehlo.reshape"(%arg284) : (tensor<2xui32>) -> tensor<1x2xui32>
    %1247 = "func.call"(%1246) <{callee = @_threefry_split_9}> : (tensor<1x2xui32>) -> tensor<1x32x2xui32>
    %1248 = "stablehlo.reshape"(%1247) : (tensor<1x32x2xui32>) -> tensor<32x2xui32>
    %1249 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1250 = "stablehlo.broadcast_in_dim"(%1249) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1251 = "stablehlo.compare"(%1245, %1250) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %1252 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1253 = "stablehlo.broadcast_in_dim"(%1252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1254 = "stablehlo.add"(%1245, %1253) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1255 = "stablehlo.select"(%1251, %1245, %1254) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1256 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %1257 = "stablehlo.broadcast_in_dim"(%1256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1258 = "stablehlo.subtract"(%1255, %1257) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1259 = "stablehlo.sqrt"(%1258) : (tensor<32xf32>) -> tensor<32xf32>
    %1260 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %1261 = "stablehlo.broadcast_in_dim"(%1260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1262 = "stablehlo.divide"(%1261, %1259) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1263 = "func.call"(%1248) <{callee = @_threefry_split_11}> : (tensor<32x2xui32>) -> tensor<32x2x2xui32>
    %1264 = "stablehlo.slice"(%1263) <{limit_indices = array<i64: 32, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<32x2x2xui32>) -> tensor<32x1x2xui32>
    %1265 = "stablehlo.reshape"(%1264) : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
    %1266 = "stablehlo.slice"(%1263) <{limit_indices = array<i64: 32, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<32x2x2xui32>) -> tensor<32x1x2xui32>
    %1267 = "stablehlo.reshape"(%1266) : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
    %1268 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1269 = "stablehlo.broadcast_in_dim"(%1268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1270 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1271 = "stablehlo.broadcast_in_dim"(%1270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1272 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1273 = "stablehlo.broadcast_in_dim"(%1272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1274:6 = "stablehlo.while"(%1258, %1262, %1265, %1269, %1271, %1273) ({
    ^bb0(%arg302: tensor<32xf32>, %arg303: tensor<32xf32>, %arg304: tensor<32x2xui32>, %arg305: tensor<32xf32>, %arg306: tensor<32xf32>, %arg307: tensor<32xf32>):
      %1362 = "stablehlo.multiply"(%arg305, %arg305) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1363 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %1364 = "stablehlo.broadcast_in_dim"(%1363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1365 = "stablehlo.multiply"(%1364, %1362) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1366 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1367 = "stablehlo.broadcast_in_dim"(%1366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1368 = "stablehlo.subtract"(%1367, %1365) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1369 = "stablehlo.compare"(%arg307, %1368) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
      %1370 = "stablehlo.log"(%arg307) : (tensor<32xf32>) -> tensor<32xf32>
      %1371 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1372 = "stablehlo.broadcast_in_dim"(%1371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1373 = "stablehlo.multiply"(%arg305, %1372) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1374 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1375 = "stablehlo.broadcast_in_dim"(%1374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1376 = "stablehlo.subtract"(%1375, %arg306) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1377 = "stablehlo.log"(%arg306) : (tensor<32xf32>) -> tensor<32xf32>
      %1378 = "stablehlo.add"(%1376, %1377) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1379 = "stablehlo.multiply"(%arg302, %1378) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1380 = "stablehlo.add"(%1373, %1379) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1381 = "stablehlo.compare"(%1370, %1380) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
      %1382 = "stablehlo.and"(%1369, %1381) : (tensor<32xi1>, tensor<32xi1>) -> tensor<32xi1>
      %1383 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %1384 = "stablehlo.reduce"(%1382, %1383) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg308: tensor<i1>, %arg309: tensor<i1>):
        %1385 = "stablehlo.or"(%arg308, %arg309) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%1385) : (tensor<i1>) -> ()
      }) : (tensor<32xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%1384) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg286: tensor<32xf32>, %arg287: tensor<32xf32>, %arg288: tensor<32x2xui32>, %arg289: tensor<32xf32>, %arg290: tensor<32xf32>, %arg291: tensor<32xf32>):
      %1290 = "func.call"(%arg288) <{callee = @_threefry_split_13}> : (tensor<32x2xui32>) -> tensor<32x3x2xui32>
      %1291 = "stablehlo.slice"(%1290) <{limit_indices = array<i64: 32, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<32x3x2xui32>) -> tensor<32x1x2xui32>
      %1292 = "stablehlo.reshape"(%1291) : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
      %1293 = "stablehlo.slice"(%1290) <{limit_indices = array<i64: 32, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<32x3x2xui32>) -> tensor<32x1x2xui32>
      %1294 = "stablehlo.reshape"(%1293) : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
      %1295 = "stablehlo.slice"(%1290) <{limit_indices = array<i64: 32, 3, 2>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<32x3x2xui32>) -> tensor<32x1x2xui32>
      %1296 = "stablehlo.reshape"(%1295) : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
      %1297 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1298 = "stablehlo.broadcast_in_dim"(%1297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1299 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1300 = "stablehlo.broadcast_in_dim"(%1299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1301:4 = "stablehlo.while"(%arg287, %1294, %1298, %1300) ({
      ^bb0(%arg296: tensor<32xf32>, %arg297: tensor<32x2xui32>, %arg298: tensor<32xf32>, %arg299: tensor<32xf32>):
        %1356 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %1357 = "stablehlo.broadcast_in_dim"(%1356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
        %1358 = "stablehlo.compare"(%arg299, %1357) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
        %1359 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
        %1360 = "stablehlo.reduce"(%1358, %1359) <{dimensions = array<i64: 0>}> ({
        ^bb0(%arg300: tensor<i1>, %arg301: tensor<i1>):
          %1361 = "stablehlo.or"(%arg300, %arg301) : (tensor<i1>, tensor<i1>) -> tensor<i1>
          "stablehlo.return"(%1361) : (tensor<i1>) -> ()
        }) : (tensor<32xi1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%1360) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg292: tensor<32xf32>, %arg293: tensor<32x2xui32>, %arg294: tensor<32xf32>, %arg295: tensor<32xf32>):
        %1337 = "func.call"(%arg293) <{callee = @_threefry_split_11}> : (tensor<32x2xui32>) -> tensor<32x2x2xui32>
        %1338 = "stablehlo.slice"(%1337) <{limit_indices = array<i64: 32, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<32x2x2xui32>) -> tensor<32x1x2xui32>
        %1339 = "stablehlo.reshape"(%1338) : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
        %1340 = "stablehlo.slice"(%1337) <{limit_indices = array<i64: 32, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<32x2x2xui32>) -> tensor<32x1x2xui32>
        %1341 = "stablehlo.reshape"(%1340) : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
        %1342 = "func.call"(%1341) <{callee = @_normal_15}> : (tensor<32x2xui32>) -> tensor<32xf32>
        %1343 = "stablehlo.multiply"(%1342, %arg292) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
        %1344 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %1345 = "stablehlo.broadcast_in_dim"(%1344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
        %1346 = "stablehlo.add"(%1345, %1343) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
        %1347 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %1348 = "stablehlo.broadcast_in_dim"(%1347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
        %1349 = "stablehlo.compare"(%arg295, %1348) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
        %1350 = "stablehlo.broadcast_in_dim"(%1349) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xi1>) -> tensor<32x2xi1>
        %1351 = "stablehlo.select"(%1350, %1339, %arg293) : (tensor<32x2xi1>, tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
        %1352 = "stablehlo.broadcast_in_dim"(%1349) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xi1>) -> tensor<32xi1>
        %1353 = "stablehlo.select"(%1352, %1342, %arg294) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
        %1354 = "stablehlo.broadcast_in_dim"(%1349) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xi1>) -> tensor<32xi1>
        %1355 = "stablehlo.select"(%1354, %1346, %arg295) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
        "stablehlo.return"(%arg292, %1351, %1353, %1355) : (tensor<32xf32>, tensor<32x2xui32>, tensor<32xf32>, tensor<32xf32>) -> ()
      }) : (tensor<32xf32>, tensor<32x2xui32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<32xf32>, tensor<32x2xui32>, tensor<32xf32>, tensor<32xf32>)
      %1302 = "stablehlo.multiply"(%1301#2, %1301#2) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1303 = "stablehlo.multiply"(%1301#3, %1301#3) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1304 = "stablehlo.multiply"(%1303, %1301#3) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1305 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %1306 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %1307 = "func.call"(%1296, %1305, %1306) <{callee = @_uniform_19}> : (tensor<32x2xui32>, tensor<f64>, tensor<f64>) -> tensor<32xf32>
      %1308 = "stablehlo.multiply"(%arg289, %arg289) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1309 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %1310 = "stablehlo.broadcast_in_dim"(%1309) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1311 = "stablehlo.multiply"(%1310, %1308) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1312 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1313 = "stablehlo.broadcast_in_dim"(%1312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1314 = "stablehlo.subtract"(%1313, %1311) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1315 = "stablehlo.compare"(%arg291, %1314) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
      %1316 = "stablehlo.log"(%arg291) : (tensor<32xf32>) -> tensor<32xf32>
      %1317 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1318 = "stablehlo.broadcast_in_dim"(%1317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1319 = "stablehlo.multiply"(%arg289, %1318) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1320 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1321 = "stablehlo.broadcast_in_dim"(%1320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %1322 = "stablehlo.subtract"(%1321, %arg290) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1323 = "stablehlo.log"(%arg290) : (tensor<32xf32>) -> tensor<32xf32>
      %1324 = "stablehlo.add"(%1322, %1323) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1325 = "stablehlo.multiply"(%arg286, %1324) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1326 = "stablehlo.add"(%1319, %1325) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1327 = "stablehlo.compare"(%1316, %1326) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
      %1328 = "stablehlo.and"(%1315, %1327) : (tensor<32xi1>, tensor<32xi1>) -> tensor<32xi1>
      %1329 = "stablehlo.broadcast_in_dim"(%1328) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xi1>) -> tensor<32x2xi1>
      %1330 = "stablehlo.select"(%1329, %1292, %arg288) : (tensor<32x2xi1>, tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1331 = "stablehlo.broadcast_in_dim"(%1328) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xi1>) -> tensor<32xi1>
      %1332 = "stablehlo.select"(%1331, %1302, %arg289) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1333 = "stablehlo.broadcast_in_dim"(%1328) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xi1>) -> tensor<32xi1>
      %1334 = "stablehlo.select"(%1333, %1304, %arg290) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %1335 = "stablehlo.broadcast_in_dim"(%1328) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xi1>) -> tensor<32xi1>
      %1336 = "stablehlo.select"(%1335, %1307, %arg291) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      "stablehlo.return"(%arg286, %arg287, %1330, %1332, %1334, %1336) : (tensor<32xf32>, tensor<32xf32>, tensor<32x2xui32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> ()
    }) : (tensor<32xf32>, tensor<32xf32>, tensor<32x2xui32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf32>, tensor<32x2xui32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>)
    %1275 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %1276 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %1277 = "func.call"(%1267, %1275, %1276) <{callee = @_uniform_19}> : (tensor<32x2xui32>, tensor<f64>, tensor<f64>) -> tensor<32xf32>
    %1278 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1279 = "stablehlo.broadcast_in_dim"(%1278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1280 = "stablehlo.subtract"(%1279, %1277) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1281 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1282 = "stablehlo.broadcast_in_dim"(%1281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1283 = "stablehlo.divide"(%1282, %1245) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1284 = "stablehlo.power"(%1280, %1283) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1285 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1286 = "stablehlo.broadcast_in_dim"(%1285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1287 = "stablehlo.select"(%1251, %1286, %1284) : (tensor<32xi1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1288 = "stablehlo.multiply"(%1258, %1274#4) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1289 = "stablehlo.multiply"(%1288, %1287) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%1289) : (tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x2xui32>) -> tensor<1x32x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_9", sym_visibility = "private"}> ({
  ^bb0(%arg283: tensor<1x2xui32>):
    %1223 = "stablehlo.slice"(%arg283) <{limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1224 = "stablehlo.reshape"(%1223) : (tensor<1x1xui32>) -> tensor<1xui32>
    %1225 = "stablehlo.slice"(%arg283) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1226 = "stablehlo.reshape"(%1225) : (tensor<1x1xui32>) -> tensor<1xui32>
    %1227 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xui64>
    %1228 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1229 = "stablehlo.broadcast_in_dim"(%1228) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %1230 = "stablehlo.multiply"(%1229, %1227) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %1231 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1232 = "stablehlo.broadcast_in_dim"(%1231) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<32xui64>
    %1233 = "stablehlo.shift_right_logical"(%1230, %1232) : (tensor<32xui64>, tensor<32xui64>) -> tensor<32xui64>
    %1234 = "stablehlo.convert"(%1230) : (tensor<32xui64>) -> tensor<32xui32>
    %1235 = "stablehlo.convert"(%1233) : (tensor<32xui64>) -> tensor<32xui32>
    %1236 = "stablehlo.broadcast_in_dim"(%1235) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xui32>) -> tensor<1x32xui32>
    %1237 = "stablehlo.broadcast_in_dim"(%1234) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xui32>) -> tensor<1x32xui32>
    %1238 = "stablehlo.broadcast_in_dim"(%1224) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<1x1xui32>
    %1239 = "stablehlo.broadcast_in_dim"(%1226) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<1x1xui32>
    %1240:2 = "func.call"(%1238, %1239, %1236, %1237) <{callee = @threefry2x32_10}> : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x32xui32>, tensor<1x32xui32>) -> (tensor<1x32xui32>, tensor<1x32xui32>)
    %1241 = "stablehlo.broadcast_in_dim"(%1240#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xui32>) -> tensor<1x32x1xui32>
    %1242 = "stablehlo.broadcast_in_dim"(%1240#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xui32>) -> tensor<1x32x1xui32>
    %1243 = "stablehlo.concatenate"(%1241, %1242) <{dimension = 2 : i64}> : (tensor<1x32x1xui32>, tensor<1x32x1xui32>) -> tensor<1x32x2xui32>
    "func.return"(%1243) : (tensor<1x32x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x32xui32>, tensor<1x32xui32>) -> (tensor<1x32xui32>, tensor<1x32xui32>), sym_name = "threefry2x32_10", sym_visibility = "private"}> ({
  ^bb0(%arg261: tensor<1x1xui32>, %arg262: tensor<1x1xui32>, %arg263: tensor<1x32xui32>, %arg264: tensor<1x32xui32>):
    %1151 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1152 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1153 = "stablehlo.xor"(%arg261, %arg262) : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x1xui32>
    %1154 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1155 = "stablehlo.broadcast_in_dim"(%1154) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1xui32>
    %1156 = "stablehlo.xor"(%1153, %1155) : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x1xui32>
    %1157 = "stablehlo.broadcast_in_dim"(%arg261) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x32xui32>
    %1158 = "stablehlo.add"(%arg263, %1157) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
    %1159 = "stablehlo.broadcast_in_dim"(%arg262) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x32xui32>
    %1160 = "stablehlo.add"(%arg264, %1159) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
    %1161 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1162 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1163:9 = "stablehlo.while"(%1162, %1161, %1158, %1160, %arg262, %1156, %arg261, %1151, %1152) ({
    ^bb0(%arg274: tensor<i64>, %arg275: tensor<i64>, %arg276: tensor<1x32xui32>, %arg277: tensor<1x32xui32>, %arg278: tensor<1x1xui32>, %arg279: tensor<1x1xui32>, %arg280: tensor<1x1xui32>, %arg281: tensor<4xui32>, %arg282: tensor<4xui32>):
      %1221 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %1222 = "stablehlo.compare"(%arg274, %1221) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%1222) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg265: tensor<i64>, %arg266: tensor<i64>, %arg267: tensor<1x32xui32>, %arg268: tensor<1x32xui32>, %arg269: tensor<1x1xui32>, %arg270: tensor<1x1xui32>, %arg271: tensor<1x1xui32>, %arg272: tensor<4xui32>, %arg273: tensor<4xui32>):
      %1164 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1165 = "stablehlo.add"(%arg266, %1164) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %1166 = "stablehlo.slice"(%arg272) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1167 = "stablehlo.reshape"(%1166) : (tensor<1xui32>) -> tensor<ui32>
      %1168 = "stablehlo.slice"(%arg272) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1169 = "stablehlo.reshape"(%1168) : (tensor<1xui32>) -> tensor<ui32>
      %1170 = "stablehlo.slice"(%arg272) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1171 = "stablehlo.reshape"(%1170) : (tensor<1xui32>) -> tensor<ui32>
      %1172 = "stablehlo.slice"(%arg272) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1173 = "stablehlo.reshape"(%1172) : (tensor<1xui32>) -> tensor<ui32>
      %1174 = "stablehlo.add"(%arg267, %arg268) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1175 = "stablehlo.broadcast_in_dim"(%1167) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x32xui32>
      %1176 = "stablehlo.shift_left"(%arg268, %1175) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1177 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1178 = "stablehlo.subtract"(%1177, %1167) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1179 = "stablehlo.broadcast_in_dim"(%1178) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x32xui32>
      %1180 = "stablehlo.shift_right_logical"(%arg268, %1179) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1181 = "stablehlo.or"(%1176, %1180) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1182 = "stablehlo.xor"(%1174, %1181) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1183 = "stablehlo.add"(%1174, %1182) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1184 = "stablehlo.broadcast_in_dim"(%1169) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x32xui32>
      %1185 = "stablehlo.shift_left"(%1182, %1184) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1186 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1187 = "stablehlo.subtract"(%1186, %1169) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1188 = "stablehlo.broadcast_in_dim"(%1187) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x32xui32>
      %1189 = "stablehlo.shift_right_logical"(%1182, %1188) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1190 = "stablehlo.or"(%1185, %1189) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1191 = "stablehlo.xor"(%1183, %1190) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1192 = "stablehlo.add"(%1183, %1191) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1193 = "stablehlo.broadcast_in_dim"(%1171) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x32xui32>
      %1194 = "stablehlo.shift_left"(%1191, %1193) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1195 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1196 = "stablehlo.subtract"(%1195, %1171) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1197 = "stablehlo.broadcast_in_dim"(%1196) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x32xui32>
      %1198 = "stablehlo.shift_right_logical"(%1191, %1197) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1199 = "stablehlo.or"(%1194, %1198) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1200 = "stablehlo.xor"(%1192, %1199) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1201 = "stablehlo.add"(%1192, %1200) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1202 = "stablehlo.broadcast_in_dim"(%1173) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x32xui32>
      %1203 = "stablehlo.shift_left"(%1200, %1202) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1204 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1205 = "stablehlo.subtract"(%1204, %1173) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1206 = "stablehlo.broadcast_in_dim"(%1205) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x32xui32>
      %1207 = "stablehlo.shift_right_logical"(%1200, %1206) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1208 = "stablehlo.or"(%1203, %1207) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1209 = "stablehlo.xor"(%1201, %1208) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1210 = "stablehlo.broadcast_in_dim"(%arg269) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x32xui32>
      %1211 = "stablehlo.add"(%1201, %1210) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1212 = "stablehlo.broadcast_in_dim"(%arg270) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x32xui32>
      %1213 = "stablehlo.add"(%1209, %1212) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1214 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1215 = "stablehlo.add"(%arg266, %1214) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %1216 = "stablehlo.convert"(%1215) : (tensor<i64>) -> tensor<ui32>
      %1217 = "stablehlo.broadcast_in_dim"(%1216) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x32xui32>
      %1218 = "stablehlo.add"(%1213, %1217) : (tensor<1x32xui32>, tensor<1x32xui32>) -> tensor<1x32xui32>
      %1219 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1220 = "stablehlo.add"(%arg265, %1219) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%1220, %1165, %1211, %1218, %arg270, %arg271, %arg269, %arg273, %arg272) : (tensor<i64>, tensor<i64>, tensor<1x32xui32>, tensor<1x32xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<1x32xui32>, tensor<1x32xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<1x32xui32>, tensor<1x32xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1163#2, %1163#3) : (tensor<1x32xui32>, tensor<1x32xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<32x2xui32>) -> tensor<32x2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_11", sym_visibility = "private"}> ({
  ^bb0(%arg260: tensor<32x2xui32>):
    %1130 = "stablehlo.slice"(%arg260) <{limit_indices = array<i64: 32, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %1131 = "stablehlo.reshape"(%1130) : (tensor<32x1xui32>) -> tensor<32xui32>
    %1132 = "stablehlo.slice"(%arg260) <{limit_indices = array<i64: 32, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %1133 = "stablehlo.reshape"(%1132) : (tensor<32x1xui32>) -> tensor<32xui32>
    %1134 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %1135 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1136 = "stablehlo.broadcast_in_dim"(%1135) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %1137 = "stablehlo.multiply"(%1136, %1134) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %1138 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1139 = "stablehlo.broadcast_in_dim"(%1138) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %1140 = "stablehlo.shift_right_logical"(%1137, %1139) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %1141 = "stablehlo.convert"(%1137) : (tensor<2xui64>) -> tensor<2xui32>
    %1142 = "stablehlo.convert"(%1140) : (tensor<2xui64>) -> tensor<2xui32>
    %1143 = "stablehlo.broadcast_in_dim"(%1142) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %1144 = "stablehlo.broadcast_in_dim"(%1141) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %1145 = "stablehlo.broadcast_in_dim"(%1131) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xui32>) -> tensor<32x1xui32>
    %1146 = "stablehlo.broadcast_in_dim"(%1133) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xui32>) -> tensor<32x1xui32>
    %1147:2 = "func.call"(%1145, %1146, %1143, %1144) <{callee = @threefry2x32_12}> : (tensor<32x1xui32>, tensor<32x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<32x2xui32>, tensor<32x2xui32>)
    %1148 = "stablehlo.broadcast_in_dim"(%1147#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x2xui32>) -> tensor<32x2x1xui32>
    %1149 = "stablehlo.broadcast_in_dim"(%1147#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x2xui32>) -> tensor<32x2x1xui32>
    %1150 = "stablehlo.concatenate"(%1148, %1149) <{dimension = 2 : i64}> : (tensor<32x2x1xui32>, tensor<32x2x1xui32>) -> tensor<32x2x2xui32>
    "func.return"(%1150) : (tensor<32x2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32x1xui32>, tensor<32x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<32x2xui32>, tensor<32x2xui32>), sym_name = "threefry2x32_12", sym_visibility = "private"}> ({
  ^bb0(%arg238: tensor<32x1xui32>, %arg239: tensor<32x1xui32>, %arg240: tensor<1x2xui32>, %arg241: tensor<1x2xui32>):
    %1056 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1057 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1058 = "stablehlo.xor"(%arg238, %arg239) : (tensor<32x1xui32>, tensor<32x1xui32>) -> tensor<32x1xui32>
    %1059 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1060 = "stablehlo.broadcast_in_dim"(%1059) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x1xui32>
    %1061 = "stablehlo.xor"(%1058, %1060) : (tensor<32x1xui32>, tensor<32x1xui32>) -> tensor<32x1xui32>
    %1062 = "stablehlo.broadcast_in_dim"(%arg240) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xui32>) -> tensor<32x2xui32>
    %1063 = "stablehlo.broadcast_in_dim"(%arg238) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xui32>) -> tensor<32x2xui32>
    %1064 = "stablehlo.add"(%1062, %1063) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
    %1065 = "stablehlo.broadcast_in_dim"(%arg241) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xui32>) -> tensor<32x2xui32>
    %1066 = "stablehlo.broadcast_in_dim"(%arg239) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xui32>) -> tensor<32x2xui32>
    %1067 = "stablehlo.add"(%1065, %1066) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
    %1068 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1069 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %1070:9 = "stablehlo.while"(%1069, %1068, %1064, %1067, %arg239, %1061, %arg238, %1056, %1057) ({
    ^bb0(%arg251: tensor<i64>, %arg252: tensor<i64>, %arg253: tensor<32x2xui32>, %arg254: tensor<32x2xui32>, %arg255: tensor<32x1xui32>, %arg256: tensor<32x1xui32>, %arg257: tensor<32x1xui32>, %arg258: tensor<4xui32>, %arg259: tensor<4xui32>):
      %1128 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %1129 = "stablehlo.compare"(%arg251, %1128) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%1129) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg242: tensor<i64>, %arg243: tensor<i64>, %arg244: tensor<32x2xui32>, %arg245: tensor<32x2xui32>, %arg246: tensor<32x1xui32>, %arg247: tensor<32x1xui32>, %arg248: tensor<32x1xui32>, %arg249: tensor<4xui32>, %arg250: tensor<4xui32>):
      %1071 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1072 = "stablehlo.add"(%arg243, %1071) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %1073 = "stablehlo.slice"(%arg249) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1074 = "stablehlo.reshape"(%1073) : (tensor<1xui32>) -> tensor<ui32>
      %1075 = "stablehlo.slice"(%arg249) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1076 = "stablehlo.reshape"(%1075) : (tensor<1xui32>) -> tensor<ui32>
      %1077 = "stablehlo.slice"(%arg249) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1078 = "stablehlo.reshape"(%1077) : (tensor<1xui32>) -> tensor<ui32>
      %1079 = "stablehlo.slice"(%arg249) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %1080 = "stablehlo.reshape"(%1079) : (tensor<1xui32>) -> tensor<ui32>
      %1081 = "stablehlo.add"(%arg244, %arg245) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1082 = "stablehlo.broadcast_in_dim"(%1074) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x2xui32>
      %1083 = "stablehlo.shift_left"(%arg245, %1082) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1084 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1085 = "stablehlo.subtract"(%1084, %1074) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1086 = "stablehlo.broadcast_in_dim"(%1085) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x2xui32>
      %1087 = "stablehlo.shift_right_logical"(%arg245, %1086) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1088 = "stablehlo.or"(%1083, %1087) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1089 = "stablehlo.xor"(%1081, %1088) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1090 = "stablehlo.add"(%1081, %1089) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1091 = "stablehlo.broadcast_in_dim"(%1076) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x2xui32>
      %1092 = "stablehlo.shift_left"(%1089, %1091) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1093 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1094 = "stablehlo.subtract"(%1093, %1076) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1095 = "stablehlo.broadcast_in_dim"(%1094) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x2xui32>
      %1096 = "stablehlo.shift_right_logical"(%1089, %1095) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1097 = "stablehlo.or"(%1092, %1096) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1098 = "stablehlo.xor"(%1090, %1097) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1099 = "stablehlo.add"(%1090, %1098) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1100 = "stablehlo.broadcast_in_dim"(%1078) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x2xui32>
      %1101 = "stablehlo.shift_left"(%1098, %1100) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1102 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1103 = "stablehlo.subtract"(%1102, %1078) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1104 = "stablehlo.broadcast_in_dim"(%1103) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x2xui32>
      %1105 = "stablehlo.shift_right_logical"(%1098, %1104) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1106 = "stablehlo.or"(%1101, %1105) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1107 = "stablehlo.xor"(%1099, %1106) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1108 = "stablehlo.add"(%1099, %1107) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1109 = "stablehlo.broadcast_in_dim"(%1080) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x2xui32>
      %1110 = "stablehlo.shift_left"(%1107, %1109) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1111 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1112 = "stablehlo.subtract"(%1111, %1080) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1113 = "stablehlo.broadcast_in_dim"(%1112) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x2xui32>
      %1114 = "stablehlo.shift_right_logical"(%1107, %1113) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1115 = "stablehlo.or"(%1110, %1114) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1116 = "stablehlo.xor"(%1108, %1115) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1117 = "stablehlo.broadcast_in_dim"(%arg246) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xui32>) -> tensor<32x2xui32>
      %1118 = "stablehlo.add"(%1108, %1117) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1119 = "stablehlo.broadcast_in_dim"(%arg247) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xui32>) -> tensor<32x2xui32>
      %1120 = "stablehlo.add"(%1116, %1119) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1121 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1122 = "stablehlo.add"(%arg243, %1121) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %1123 = "stablehlo.convert"(%1122) : (tensor<i64>) -> tensor<ui32>
      %1124 = "stablehlo.broadcast_in_dim"(%1123) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x2xui32>
      %1125 = "stablehlo.add"(%1120, %1124) : (tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %1126 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1127 = "stablehlo.add"(%arg242, %1126) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%1127, %1072, %1118, %1125, %arg247, %arg248, %arg246, %arg250, %arg249) : (tensor<i64>, tensor<i64>, tensor<32x2xui32>, tensor<32x2xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<32x2xui32>, tensor<32x2xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<32x2xui32>, tensor<32x2xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1070#2, %1070#3) : (tensor<32x2xui32>, tensor<32x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<32x2xui32>) -> tensor<32x3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_13", sym_visibility = "private"}> ({
  ^bb0(%arg237: tensor<32x2xui32>):
    %1035 = "stablehlo.slice"(%arg237) <{limit_indices = array<i64: 32, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %1036 = "stablehlo.reshape"(%1035) : (tensor<32x1xui32>) -> tensor<32xui32>
    %1037 = "stablehlo.slice"(%arg237) <{limit_indices = array<i64: 32, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %1038 = "stablehlo.reshape"(%1037) : (tensor<32x1xui32>) -> tensor<32xui32>
    %1039 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %1040 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1041 = "stablehlo.broadcast_in_dim"(%1040) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %1042 = "stablehlo.multiply"(%1041, %1039) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %1043 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1044 = "stablehlo.broadcast_in_dim"(%1043) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %1045 = "stablehlo.shift_right_logical"(%1042, %1044) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %1046 = "stablehlo.convert"(%1042) : (tensor<3xui64>) -> tensor<3xui32>
    %1047 = "stablehlo.convert"(%1045) : (tensor<3xui64>) -> tensor<3xui32>
    %1048 = "stablehlo.broadcast_in_dim"(%1047) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %1049 = "stablehlo.broadcast_in_dim"(%1046) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %1050 = "stablehlo.broadcast_in_dim"(%1036) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xui32>) -> tensor<32x1xui32>
    %1051 = "stablehlo.broadcast_in_dim"(%1038) <{broadcast_dimensions = array<i64: 0>}> : (tensor<32xui32>) -> tensor<32x1xui32>
    %1052:2 = "func.call"(%1050, %1051, %1048, %1049) <{callee = @threefry2x32_14}> : (tensor<32x1xui32>, tensor<32x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<32x3xui32>, tensor<32x3xui32>)
    %1053 = "stablehlo.broadcast_in_dim"(%1052#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x3xui32>) -> tensor<32x3x1xui32>
    %1054 = "stablehlo.broadcast_in_dim"(%1052#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x3xui32>) -> tensor<32x3x1xui32>
    %1055 = "stablehlo.concatenate"(%1053, %1054) <{dimension = 2 : i64}> : (tensor<32x3x1xui32>, tensor<32x3x1xui32>) -> tensor<32x3x2xui32>
    "func.return"(%1055) : (tensor<32x3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32x1xui32>, tensor<32x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<32x3xui32>, tensor<32x3xui32>), sym_name = "threefry2x32_14", sym_visibility = "private"}> ({
  ^bb0(%arg215: tensor<32x1xui32>, %arg216: tensor<32x1xui32>, %arg217: tensor<1x3xui32>, %arg218: tensor<1x3xui32>):
    %961 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %962 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %963 = "stablehlo.xor"(%arg215, %arg216) : (tensor<32x1xui32>, tensor<32x1xui32>) -> tensor<32x1xui32>
    %964 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %965 = "stablehlo.broadcast_in_dim"(%964) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x1xui32>
    %966 = "stablehlo.xor"(%963, %965) : (tensor<32x1xui32>, tensor<32x1xui32>) -> tensor<32x1xui32>
    %967 = "stablehlo.broadcast_in_dim"(%arg217) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<32x3xui32>
    %968 = "stablehlo.broadcast_in_dim"(%arg215) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xui32>) -> tensor<32x3xui32>
    %969 = "stablehlo.add"(%967, %968) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
    %970 = "stablehlo.broadcast_in_dim"(%arg218) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<32x3xui32>
    %971 = "stablehlo.broadcast_in_dim"(%arg216) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xui32>) -> tensor<32x3xui32>
    %972 = "stablehlo.add"(%970, %971) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
    %973 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %974 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %975:9 = "stablehlo.while"(%974, %973, %969, %972, %arg216, %966, %arg215, %961, %962) ({
    ^bb0(%arg228: tensor<i64>, %arg229: tensor<i64>, %arg230: tensor<32x3xui32>, %arg231: tensor<32x3xui32>, %arg232: tensor<32x1xui32>, %arg233: tensor<32x1xui32>, %arg234: tensor<32x1xui32>, %arg235: tensor<4xui32>, %arg236: tensor<4xui32>):
      %1033 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %1034 = "stablehlo.compare"(%arg228, %1033) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%1034) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg219: tensor<i64>, %arg220: tensor<i64>, %arg221: tensor<32x3xui32>, %arg222: tensor<32x3xui32>, %arg223: tensor<32x1xui32>, %arg224: tensor<32x1xui32>, %arg225: tensor<32x1xui32>, %arg226: tensor<4xui32>, %arg227: tensor<4xui32>):
      %976 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %977 = "stablehlo.add"(%arg220, %976) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %978 = "stablehlo.slice"(%arg226) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %979 = "stablehlo.reshape"(%978) : (tensor<1xui32>) -> tensor<ui32>
      %980 = "stablehlo.slice"(%arg226) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %981 = "stablehlo.reshape"(%980) : (tensor<1xui32>) -> tensor<ui32>
      %982 = "stablehlo.slice"(%arg226) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %983 = "stablehlo.reshape"(%982) : (tensor<1xui32>) -> tensor<ui32>
      %984 = "stablehlo.slice"(%arg226) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %985 = "stablehlo.reshape"(%984) : (tensor<1xui32>) -> tensor<ui32>
      %986 = "stablehlo.add"(%arg221, %arg222) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %987 = "stablehlo.broadcast_in_dim"(%979) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x3xui32>
      %988 = "stablehlo.shift_left"(%arg222, %987) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %989 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %990 = "stablehlo.subtract"(%989, %979) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %991 = "stablehlo.broadcast_in_dim"(%990) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x3xui32>
      %992 = "stablehlo.shift_right_logical"(%arg222, %991) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %993 = "stablehlo.or"(%988, %992) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %994 = "stablehlo.xor"(%986, %993) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %995 = "stablehlo.add"(%986, %994) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %996 = "stablehlo.broadcast_in_dim"(%981) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x3xui32>
      %997 = "stablehlo.shift_left"(%994, %996) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %998 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %999 = "stablehlo.subtract"(%998, %981) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1000 = "stablehlo.broadcast_in_dim"(%999) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x3xui32>
      %1001 = "stablehlo.shift_right_logical"(%994, %1000) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1002 = "stablehlo.or"(%997, %1001) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1003 = "stablehlo.xor"(%995, %1002) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1004 = "stablehlo.add"(%995, %1003) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1005 = "stablehlo.broadcast_in_dim"(%983) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x3xui32>
      %1006 = "stablehlo.shift_left"(%1003, %1005) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1007 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1008 = "stablehlo.subtract"(%1007, %983) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1009 = "stablehlo.broadcast_in_dim"(%1008) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x3xui32>
      %1010 = "stablehlo.shift_right_logical"(%1003, %1009) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1011 = "stablehlo.or"(%1006, %1010) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1012 = "stablehlo.xor"(%1004, %1011) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1013 = "stablehlo.add"(%1004, %1012) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1014 = "stablehlo.broadcast_in_dim"(%985) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x3xui32>
      %1015 = "stablehlo.shift_left"(%1012, %1014) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1016 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %1017 = "stablehlo.subtract"(%1016, %985) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1018 = "stablehlo.broadcast_in_dim"(%1017) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x3xui32>
      %1019 = "stablehlo.shift_right_logical"(%1012, %1018) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1020 = "stablehlo.or"(%1015, %1019) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1021 = "stablehlo.xor"(%1013, %1020) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1022 = "stablehlo.broadcast_in_dim"(%arg223) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xui32>) -> tensor<32x3xui32>
      %1023 = "stablehlo.add"(%1013, %1022) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1024 = "stablehlo.broadcast_in_dim"(%arg224) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<32x1xui32>) -> tensor<32x3xui32>
      %1025 = "stablehlo.add"(%1021, %1024) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1026 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1027 = "stablehlo.add"(%arg220, %1026) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %1028 = "stablehlo.convert"(%1027) : (tensor<i64>) -> tensor<ui32>
      %1029 = "stablehlo.broadcast_in_dim"(%1028) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32x3xui32>
      %1030 = "stablehlo.add"(%1025, %1029) : (tensor<32x3xui32>, tensor<32x3xui32>) -> tensor<32x3xui32>
      %1031 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %1032 = "stablehlo.add"(%arg219, %1031) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%1032, %977, %1023, %1030, %arg224, %arg225, %arg223, %arg227, %arg226) : (tensor<i64>, tensor<i64>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%975#2, %975#3) : (tensor<32x3xui32>, tensor<32x3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<32x2xui32>) -> tensor<32xf32>, res_attrs = [{}], sym_name = "_normal_15", sym_visibility = "private"}> ({
  ^bb0(%arg214: tensor<32x2xui32>):
    %960 = "func.call"(%arg214) <{callee = @_normal_real_16}> : (tensor<32x2xui32>) -> tensor<32xf32>
    "func.return"(%960) : (tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<32x2xui32>) -> tensor<32xf32>, res_attrs = [{}], sym_name = "_normal_real_16", sym_visibility = "private"}> ({
  ^bb0(%arg213: tensor<32x2xui32>):
    %953 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %954 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %955 = "func.call"(%arg213, %953, %954) <{callee = @_uniform_17}> : (tensor<32x2xui32>, tensor<f32>, tensor<f32>) -> tensor<32xf32>
    %956 = "chlo.erf_inv"(%955) : (tensor<32xf32>) -> tensor<32xf32>
    %957 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %958 = "stablehlo.broadcast_in_dim"(%957) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %959 = "stablehlo.multiply"(%958, %956) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%959) : (tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<32x2xui32>, tensor<f32>, tensor<f32>) -> tensor<32xf32>, res_attrs = [{}], sym_name = "_uniform_17", sym_visibility = "private"}> ({
  ^bb0(%arg210: tensor<32x2xui32>, %arg211: tensor<f32>, %arg212: tensor<f32>):
    %928 = "stablehlo.slice"(%arg210) <{limit_indices = array<i64: 32, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %929 = "stablehlo.reshape"(%928) : (tensor<32x1xui32>) -> tensor<32xui32>
    %930 = "stablehlo.slice"(%arg210) <{limit_indices = array<i64: 32, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %931 = "stablehlo.reshape"(%930) : (tensor<32x1xui32>) -> tensor<32xui32>
    %932 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %933 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %934:2 = "func.call"(%929, %931, %932, %933) <{callee = @threefry2x32_18}> : (tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %935 = "stablehlo.xor"(%934#0, %934#1) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %936 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %937 = "stablehlo.broadcast_in_dim"(%936) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %938 = "stablehlo.shift_right_logical"(%935, %937) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %939 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %940 = "stablehlo.broadcast_in_dim"(%939) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %941 = "stablehlo.or"(%938, %940) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %942 = "stablehlo.bitcast_convert"(%941) : (tensor<32xui32>) -> tensor<32xf32>
    %943 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %944 = "stablehlo.broadcast_in_dim"(%943) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %945 = "stablehlo.subtract"(%942, %944) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %946 = "stablehlo.subtract"(%arg212, %arg211) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %947 = "stablehlo.broadcast_in_dim"(%946) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %948 = "stablehlo.multiply"(%945, %947) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %949 = "stablehlo.broadcast_in_dim"(%arg211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %950 = "stablehlo.add"(%948, %949) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %951 = "stablehlo.broadcast_in_dim"(%arg211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %952 = "stablehlo.maximum"(%951, %950) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%952) : (tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<32xui32>, tensor<32xui32>), sym_name = "threefry2x32_18", sym_visibility = "private"}> ({
  ^bb0(%arg188: tensor<32xui32>, %arg189: tensor<32xui32>, %arg190: tensor<ui32>, %arg191: tensor<ui32>):
    %858 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %859 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %860 = "stablehlo.xor"(%arg188, %arg189) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %861 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %862 = "stablehlo.broadcast_in_dim"(%861) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %863 = "stablehlo.xor"(%860, %862) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %864 = "stablehlo.broadcast_in_dim"(%arg190) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %865 = "stablehlo.add"(%864, %arg188) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %866 = "stablehlo.broadcast_in_dim"(%arg191) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %867 = "stablehlo.add"(%866, %arg189) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %868 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %869 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %870:9 = "stablehlo.while"(%869, %868, %865, %867, %arg189, %863, %arg188, %858, %859) ({
    ^bb0(%arg201: tensor<i64>, %arg202: tensor<i64>, %arg203: tensor<32xui32>, %arg204: tensor<32xui32>, %arg205: tensor<32xui32>, %arg206: tensor<32xui32>, %arg207: tensor<32xui32>, %arg208: tensor<4xui32>, %arg209: tensor<4xui32>):
      %926 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %927 = "stablehlo.compare"(%arg201, %926) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%927) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg192: tensor<i64>, %arg193: tensor<i64>, %arg194: tensor<32xui32>, %arg195: tensor<32xui32>, %arg196: tensor<32xui32>, %arg197: tensor<32xui32>, %arg198: tensor<32xui32>, %arg199: tensor<4xui32>, %arg200: tensor<4xui32>):
      %871 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %872 = "stablehlo.add"(%arg193, %871) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %873 = "stablehlo.slice"(%arg199) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %874 = "stablehlo.reshape"(%873) : (tensor<1xui32>) -> tensor<ui32>
      %875 = "stablehlo.slice"(%arg199) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %876 = "stablehlo.reshape"(%875) : (tensor<1xui32>) -> tensor<ui32>
      %877 = "stablehlo.slice"(%arg199) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %878 = "stablehlo.reshape"(%877) : (tensor<1xui32>) -> tensor<ui32>
      %879 = "stablehlo.slice"(%arg199) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %880 = "stablehlo.reshape"(%879) : (tensor<1xui32>) -> tensor<ui32>
      %881 = "stablehlo.add"(%arg194, %arg195) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %882 = "stablehlo.broadcast_in_dim"(%874) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %883 = "stablehlo.shift_left"(%arg195, %882) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %884 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %885 = "stablehlo.subtract"(%884, %874) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %886 = "stablehlo.broadcast_in_dim"(%885) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %887 = "stablehlo.shift_right_logical"(%arg195, %886) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %888 = "stablehlo.or"(%883, %887) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %889 = "stablehlo.xor"(%881, %888) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %890 = "stablehlo.add"(%881, %889) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %891 = "stablehlo.broadcast_in_dim"(%876) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %892 = "stablehlo.shift_left"(%889, %891) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %893 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %894 = "stablehlo.subtract"(%893, %876) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %895 = "stablehlo.broadcast_in_dim"(%894) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %896 = "stablehlo.shift_right_logical"(%889, %895) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %897 = "stablehlo.or"(%892, %896) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %898 = "stablehlo.xor"(%890, %897) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %899 = "stablehlo.add"(%890, %898) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %900 = "stablehlo.broadcast_in_dim"(%878) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %901 = "stablehlo.shift_left"(%898, %900) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %902 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %903 = "stablehlo.subtract"(%902, %878) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %904 = "stablehlo.broadcast_in_dim"(%903) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %905 = "stablehlo.shift_right_logical"(%898, %904) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %906 = "stablehlo.or"(%901, %905) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %907 = "stablehlo.xor"(%899, %906) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %908 = "stablehlo.add"(%899, %907) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %909 = "stablehlo.broadcast_in_dim"(%880) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %910 = "stablehlo.shift_left"(%907, %909) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %911 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %912 = "stablehlo.subtract"(%911, %880) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %913 = "stablehlo.broadcast_in_dim"(%912) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %914 = "stablehlo.shift_right_logical"(%907, %913) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %915 = "stablehlo.or"(%910, %914) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %916 = "stablehlo.xor"(%908, %915) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %917 = "stablehlo.add"(%908, %arg196) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %918 = "stablehlo.add"(%916, %arg197) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %919 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %920 = "stablehlo.add"(%arg193, %919) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %921 = "stablehlo.convert"(%920) : (tensor<i64>) -> tensor<ui32>
      %922 = "stablehlo.broadcast_in_dim"(%921) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
      %923 = "stablehlo.add"(%918, %922) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
      %924 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %925 = "stablehlo.add"(%arg192, %924) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%925, %872, %917, %923, %arg197, %arg198, %arg196, %arg200, %arg199) : (tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%870#2, %870#3) : (tensor<32xui32>, tensor<32xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<32x2xui32>, tensor<f64>, tensor<f64>) -> tensor<32xf32>, res_attrs = [{}], sym_name = "_uniform_19", sym_visibility = "private"}> ({
  ^bb0(%arg185: tensor<32x2xui32>, %arg186: tensor<f64>, %arg187: tensor<f64>):
    %831 = "stablehlo.convert"(%arg186) : (tensor<f64>) -> tensor<f32>
    %832 = "stablehlo.convert"(%arg187) : (tensor<f64>) -> tensor<f32>
    %833 = "stablehlo.slice"(%arg185) <{limit_indices = array<i64: 32, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %834 = "stablehlo.reshape"(%833) : (tensor<32x1xui32>) -> tensor<32xui32>
    %835 = "stablehlo.slice"(%arg185) <{limit_indices = array<i64: 32, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %836 = "stablehlo.reshape"(%835) : (tensor<32x1xui32>) -> tensor<32xui32>
    %837 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %838 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %839:2 = "func.call"(%834, %836, %837, %838) <{callee = @threefry2x32_18}> : (tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %840 = "stablehlo.xor"(%839#0, %839#1) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %841 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %842 = "stablehlo.broadcast_in_dim"(%841) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %843 = "stablehlo.shift_right_logical"(%840, %842) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %844 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %845 = "stablehlo.broadcast_in_dim"(%844) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<32xui32>
    %846 = "stablehlo.or"(%843, %845) : (tensor<32xui32>, tensor<32xui32>) -> tensor<32xui32>
    %847 = "stablehlo.bitcast_convert"(%846) : (tensor<32xui32>) -> tensor<32xf32>
    %848 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %849 = "stablehlo.broadcast_in_dim"(%848) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %850 = "stablehlo.subtract"(%847, %849) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %851 = "stablehlo.subtract"(%832, %831) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %852 = "stablehlo.broadcast_in_dim"(%851) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %853 = "stablehlo.multiply"(%850, %852) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %854 = "stablehlo.broadcast_in_dim"(%831) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %855 = "stablehlo.add"(%853, %854) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %856 = "stablehlo.broadcast_in_dim"(%831) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %857 = "stablehlo.maximum"(%856, %855) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%857) : (tensor<32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "_beta", sym_visibility = "private"}> ({
  ^bb0(%arg182: tensor<2xui32>, %arg183: tensor<16xf32>, %arg184: tensor<16xf32>):
    %817 = "func.call"(%arg182) <{callee = @_threefry_split_20}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %818 = "stablehlo.slice"(%817) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %819 = "stablehlo.reshape"(%818) : (tensor<1x2xui32>) -> tensor<2xui32>
    %820 = "stablehlo.slice"(%817) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %821 = "stablehlo.reshape"(%820) : (tensor<1x2xui32>) -> tensor<2xui32>
    %822 = "func.call"(%819, %arg183) <{callee = @_gamma_22}> : (tensor<2xui32>, tensor<16xf32>) -> tensor<16xf32>
    %823 = "func.call"(%821, %arg184) <{callee = @_gamma_22}> : (tensor<2xui32>, tensor<16xf32>) -> tensor<16xf32>
    %824 = "stablehlo.maximum"(%822, %823) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %825 = "stablehlo.subtract"(%822, %824) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %826 = "stablehlo.exponential"(%825) : (tensor<16xf32>) -> tensor<16xf32>
    %827 = "stablehlo.subtract"(%823, %824) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %828 = "stablehlo.exponential"(%827) : (tensor<16xf32>) -> tensor<16xf32>
    %829 = "stablehlo.add"(%826, %828) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %830 = "stablehlo.divide"(%826, %829) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%830) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_20", sym_visibility = "private"}> ({
  ^bb0(%arg181: tensor<2xui32>):
    %800 = "stablehlo.slice"(%arg181) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %801 = "stablehlo.reshape"(%800) : (tensor<1xui32>) -> tensor<ui32>
    %802 = "stablehlo.slice"(%arg181) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %803 = "stablehlo.reshape"(%802) : (tensor<1xui32>) -> tensor<ui32>
    %804 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %805 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %806 = "stablehlo.broadcast_in_dim"(%805) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %807 = "stablehlo.multiply"(%806, %804) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %808 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %809 = "stablehlo.broadcast_in_dim"(%808) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %810 = "stablehlo.shift_right_logical"(%807, %809) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %811 = "stablehlo.convert"(%807) : (tensor<2xui64>) -> tensor<2xui32>
    %812 = "stablehlo.convert"(%810) : (tensor<2xui64>) -> tensor<2xui32>
    %813:2 = "func.call"(%801, %803, %812, %811) <{callee = @threefry2x32_21}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %814 = "stablehlo.broadcast_in_dim"(%813#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %815 = "stablehlo.broadcast_in_dim"(%813#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %816 = "stablehlo.concatenate"(%814, %815) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%816) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32_21", sym_visibility = "private"}> ({
  ^bb0(%arg159: tensor<ui32>, %arg160: tensor<ui32>, %arg161: tensor<2xui32>, %arg162: tensor<2xui32>):
    %729 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %730 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %731 = "stablehlo.xor"(%arg159, %arg160) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %732 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %733 = "stablehlo.xor"(%731, %732) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %734 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %735 = "stablehlo.add"(%arg161, %734) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %736 = "stablehlo.broadcast_in_dim"(%arg160) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %737 = "stablehlo.add"(%arg162, %736) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %738 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %739 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %740:9 = "stablehlo.while"(%739, %738, %735, %737, %arg160, %733, %arg159, %729, %730) ({
    ^bb0(%arg172: tensor<i64>, %arg173: tensor<i64>, %arg174: tensor<2xui32>, %arg175: tensor<2xui32>, %arg176: tensor<ui32>, %arg177: tensor<ui32>, %arg178: tensor<ui32>, %arg179: tensor<4xui32>, %arg180: tensor<4xui32>):
      %798 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %799 = "stablehlo.compare"(%arg172, %798) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%799) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg163: tensor<i64>, %arg164: tensor<i64>, %arg165: tensor<2xui32>, %arg166: tensor<2xui32>, %arg167: tensor<ui32>, %arg168: tensor<ui32>, %arg169: tensor<ui32>, %arg170: tensor<4xui32>, %arg171: tensor<4xui32>):
      %741 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %742 = "stablehlo.add"(%arg164, %741) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %743 = "stablehlo.slice"(%arg170) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %744 = "stablehlo.reshape"(%743) : (tensor<1xui32>) -> tensor<ui32>
      %745 = "stablehlo.slice"(%arg170) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %746 = "stablehlo.reshape"(%745) : (tensor<1xui32>) -> tensor<ui32>
      %747 = "stablehlo.slice"(%arg170) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %748 = "stablehlo.reshape"(%747) : (tensor<1xui32>) -> tensor<ui32>
      %749 = "stablehlo.slice"(%arg170) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %750 = "stablehlo.reshape"(%749) : (tensor<1xui32>) -> tensor<ui32>
      %751 = "stablehlo.add"(%arg165, %arg166) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %752 = "stablehlo.broadcast_in_dim"(%744) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %753 = "stablehlo.shift_left"(%arg166, %752) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %754 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %755 = "stablehlo.subtract"(%754, %744) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %756 = "stablehlo.broadcast_in_dim"(%755) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %757 = "stablehlo.shift_right_logical"(%arg166, %756) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %758 = "stablehlo.or"(%753, %757) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %759 = "stablehlo.xor"(%751, %758) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %760 = "stablehlo.add"(%751, %759) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %761 = "stablehlo.broadcast_in_dim"(%746) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %762 = "stablehlo.shift_left"(%759, %761) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %763 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %764 = "stablehlo.subtract"(%763, %746) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %765 = "stablehlo.broadcast_in_dim"(%764) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %766 = "stablehlo.shift_right_logical"(%759, %765) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %767 = "stablehlo.or"(%762, %766) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %768 = "stablehlo.xor"(%760, %767) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %769 = "stablehlo.add"(%760, %768) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %770 = "stablehlo.broadcast_in_dim"(%748) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %771 = "stablehlo.shift_left"(%768, %770) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %772 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %773 = "stablehlo.subtract"(%772, %748) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %774 = "stablehlo.broadcast_in_dim"(%773) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %775 = "stablehlo.shift_right_logical"(%768, %774) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %776 = "stablehlo.or"(%771, %775) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %777 = "stablehlo.xor"(%769, %776) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %778 = "stablehlo.add"(%769, %777) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %779 = "stablehlo.broadcast_in_dim"(%750) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %780 = "stablehlo.shift_left"(%777, %779) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %781 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %782 = "stablehlo.subtract"(%781, %750) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %783 = "stablehlo.broadcast_in_dim"(%782) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %784 = "stablehlo.shift_right_logical"(%777, %783) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %785 = "stablehlo.or"(%780, %784) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %786 = "stablehlo.xor"(%778, %785) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %787 = "stablehlo.broadcast_in_dim"(%arg167) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %788 = "stablehlo.add"(%778, %787) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %789 = "stablehlo.broadcast_in_dim"(%arg168) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %790 = "stablehlo.add"(%786, %789) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %791 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %792 = "stablehlo.add"(%arg164, %791) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %793 = "stablehlo.convert"(%792) : (tensor<i64>) -> tensor<ui32>
      %794 = "stablehlo.broadcast_in_dim"(%793) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
      %795 = "stablehlo.add"(%790, %794) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
      %796 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %797 = "stablehlo.add"(%arg163, %796) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%797, %742, %788, %795, %arg168, %arg169, %arg167, %arg171, %arg170) : (tensor<i64>, tensor<i64>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%740#2, %740#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<16xf32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "_gamma_22", sym_visibility = "private"}> ({
  ^bb0(%arg133: tensor<2xui32>, %arg134: tensor<16xf32>):
    %587 = "stablehlo.reshape"(%arg133) : (tensor<2xui32>) -> tensor<1x2xui32>
    %588 = "func.call"(%587) <{callee = @_threefry_split_0}> : (tensor<1x2xui32>) -> tensor<1x16x2xui32>
    %589 = "stablehlo.reshape"(%588) : (tensor<1x16x2xui32>) -> tensor<16x2xui32>
    %590 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %592 = "stablehlo.compare"(%arg134, %591) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %593 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %594 = "stablehlo.broadcast_in_dim"(%593) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %595 = "stablehlo.add"(%arg134, %594) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %596 = "stablehlo.select"(%592, %arg134, %595) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %597 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %598 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %599 = "stablehlo.subtract"(%596, %598) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %600 = "stablehlo.sqrt"(%599) : (tensor<16xf32>) -> tensor<16xf32>
    %601 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %603 = "stablehlo.divide"(%602, %600) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %604 = "func.call"(%589) <{callee = @_threefry_split_2}> : (tensor<16x2xui32>) -> tensor<16x2x2xui32>
    %605 = "stablehlo.slice"(%604) <{limit_indices = array<i64: 16, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
    %606 = "stablehlo.reshape"(%605) : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
    %607 = "stablehlo.slice"(%604) <{limit_indices = array<i64: 16, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
    %608 = "stablehlo.reshape"(%607) : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
    %609 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %610 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %611 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %612 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %613 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %614 = "stablehlo.broadcast_in_dim"(%613) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %615:6 = "stablehlo.while"(%599, %603, %606, %610, %612, %614) ({
    ^bb0(%arg151: tensor<16xf32>, %arg152: tensor<16xf32>, %arg153: tensor<16x2xui32>, %arg154: tensor<16xf32>, %arg155: tensor<16xf32>, %arg156: tensor<16xf32>):
      %705 = "stablehlo.multiply"(%arg154, %arg154) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %706 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %707 = "stablehlo.broadcast_in_dim"(%706) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %708 = "stablehlo.multiply"(%707, %705) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %709 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %710 = "stablehlo.broadcast_in_dim"(%709) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %711 = "stablehlo.subtract"(%710, %708) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %712 = "stablehlo.compare"(%arg156, %711) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %713 = "stablehlo.log"(%arg156) : (tensor<16xf32>) -> tensor<16xf32>
      %714 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %715 = "stablehlo.broadcast_in_dim"(%714) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %716 = "stablehlo.multiply"(%arg154, %715) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %717 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %718 = "stablehlo.broadcast_in_dim"(%717) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %719 = "stablehlo.subtract"(%718, %arg155) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %720 = "stablehlo.log"(%arg155) : (tensor<16xf32>) -> tensor<16xf32>
      %721 = "stablehlo.add"(%719, %720) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %722 = "stablehlo.multiply"(%arg151, %721) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %723 = "stablehlo.add"(%716, %722) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %724 = "stablehlo.compare"(%713, %723) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %725 = "stablehlo.and"(%712, %724) : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
      %726 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %727 = "stablehlo.reduce"(%725, %726) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg157: tensor<i1>, %arg158: tensor<i1>):
        %728 = "stablehlo.or"(%arg157, %arg158) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%728) : (tensor<i1>) -> ()
      }) : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%727) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg135: tensor<16xf32>, %arg136: tensor<16xf32>, %arg137: tensor<16x2xui32>, %arg138: tensor<16xf32>, %arg139: tensor<16xf32>, %arg140: tensor<16xf32>):
      %633 = "func.call"(%arg137) <{callee = @_threefry_split_4}> : (tensor<16x2xui32>) -> tensor<16x3x2xui32>
      %634 = "stablehlo.slice"(%633) <{limit_indices = array<i64: 16, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<16x3x2xui32>) -> tensor<16x1x2xui32>
      %635 = "stablehlo.reshape"(%634) : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
      %636 = "stablehlo.slice"(%633) <{limit_indices = array<i64: 16, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<16x3x2xui32>) -> tensor<16x1x2xui32>
      %637 = "stablehlo.reshape"(%636) : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
      %638 = "stablehlo.slice"(%633) <{limit_indices = array<i64: 16, 3, 2>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<16x3x2xui32>) -> tensor<16x1x2xui32>
      %639 = "stablehlo.reshape"(%638) : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
      %640 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %641 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %642 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %643 = "stablehlo.broadcast_in_dim"(%642) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %644:4 = "stablehlo.while"(%arg136, %637, %641, %643) ({
      ^bb0(%arg145: tensor<16xf32>, %arg146: tensor<16x2xui32>, %arg147: tensor<16xf32>, %arg148: tensor<16xf32>):
        %699 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %700 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
        %701 = "stablehlo.compare"(%arg148, %700) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
        %702 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
        %703 = "stablehlo.reduce"(%701, %702) <{dimensions = array<i64: 0>}> ({
        ^bb0(%arg149: tensor<i1>, %arg150: tensor<i1>):
          %704 = "stablehlo.or"(%arg149, %arg150) : (tensor<i1>, tensor<i1>) -> tensor<i1>
          "stablehlo.return"(%704) : (tensor<i1>) -> ()
        }) : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%703) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg141: tensor<16xf32>, %arg142: tensor<16x2xui32>, %arg143: tensor<16xf32>, %arg144: tensor<16xf32>):
        %680 = "func.call"(%arg142) <{callee = @_threefry_split_2}> : (tensor<16x2xui32>) -> tensor<16x2x2xui32>
        %681 = "stablehlo.slice"(%680) <{limit_indices = array<i64: 16, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
        %682 = "stablehlo.reshape"(%681) : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
        %683 = "stablehlo.slice"(%680) <{limit_indices = array<i64: 16, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
        %684 = "stablehlo.reshape"(%683) : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
        %685 = "func.call"(%684) <{callee = @_normal}> : (tensor<16x2xui32>) -> tensor<16xf32>
        %686 = "stablehlo.multiply"(%685, %arg141) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
        %687 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %688 = "stablehlo.broadcast_in_dim"(%687) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
        %689 = "stablehlo.add"(%688, %686) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
        %690 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %691 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
        %692 = "stablehlo.compare"(%arg144, %691) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
        %693 = "stablehlo.broadcast_in_dim"(%692) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16x2xi1>
        %694 = "stablehlo.select"(%693, %682, %arg142) : (tensor<16x2xi1>, tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
        %695 = "stablehlo.broadcast_in_dim"(%692) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16xi1>
        %696 = "stablehlo.select"(%695, %685, %arg143) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
        %697 = "stablehlo.broadcast_in_dim"(%692) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16xi1>
        %698 = "stablehlo.select"(%697, %689, %arg144) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
        "stablehlo.return"(%arg141, %694, %696, %698) : (tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>) -> ()
      }) : (tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>)
      %645 = "stablehlo.multiply"(%644#2, %644#2) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %646 = "stablehlo.multiply"(%644#3, %644#3) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %647 = "stablehlo.multiply"(%646, %644#3) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %648 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %649 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %650 = "func.call"(%639, %648, %649) <{callee = @_uniform_7}> : (tensor<16x2xui32>, tensor<f64>, tensor<f64>) -> tensor<16xf32>
      %651 = "stablehlo.multiply"(%arg138, %arg138) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %652 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %653 = "stablehlo.broadcast_in_dim"(%652) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %654 = "stablehlo.multiply"(%653, %651) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %655 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %656 = "stablehlo.broadcast_in_dim"(%655) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %657 = "stablehlo.subtract"(%656, %654) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %658 = "stablehlo.compare"(%arg140, %657) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %659 = "stablehlo.log"(%arg140) : (tensor<16xf32>) -> tensor<16xf32>
      %660 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %662 = "stablehlo.multiply"(%arg138, %661) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %663 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %664 = "stablehlo.broadcast_in_dim"(%663) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
      %665 = "stablehlo.subtract"(%664, %arg139) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %666 = "stablehlo.log"(%arg139) : (tensor<16xf32>) -> tensor<16xf32>
      %667 = "stablehlo.add"(%665, %666) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %668 = "stablehlo.multiply"(%arg135, %667) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %669 = "stablehlo.add"(%662, %668) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %670 = "stablehlo.compare"(%659, %669) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %671 = "stablehlo.and"(%658, %670) : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
      %672 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16x2xi1>
      %673 = "stablehlo.select"(%672, %635, %arg137) : (tensor<16x2xi1>, tensor<16x2xui32>, tensor<16x2xui32>) -> tensor<16x2xui32>
      %674 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16xi1>
      %675 = "stablehlo.select"(%674, %645, %arg138) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %676 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16xi1>
      %677 = "stablehlo.select"(%676, %647, %arg139) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %678 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16xi1>
      %679 = "stablehlo.select"(%678, %650, %arg140) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      "stablehlo.return"(%arg135, %arg136, %673, %675, %677, %679) : (tensor<16xf32>, tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> ()
    }) : (tensor<16xf32>, tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16x2xui32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
    %616 = "func.call"(%608) <{callee = @_exponential}> : (tensor<16x2xui32>) -> tensor<16xf32>
    %617 = "stablehlo.negate"(%616) : (tensor<16xf32>) -> tensor<16xf32>
    %618 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %619 = "stablehlo.broadcast_in_dim"(%618) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %620 = "stablehlo.compare"(%617, %619) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %621 = "stablehlo.or"(%592, %620) : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %622 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %623 = "stablehlo.broadcast_in_dim"(%622) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %624 = "stablehlo.divide"(%623, %arg134) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %625 = "stablehlo.multiply"(%617, %624) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %626 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %627 = "stablehlo.broadcast_in_dim"(%626) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %628 = "stablehlo.select"(%621, %627, %625) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %629 = "stablehlo.log"(%599) : (tensor<16xf32>) -> tensor<16xf32>
    %630 = "stablehlo.log"(%615#4) : (tensor<16xf32>) -> tensor<16xf32>
    %631 = "stablehlo.add"(%629, %630) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %632 = "stablehlo.add"(%631, %628) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%632) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x2xui32>) -> tensor<16xf32>, res_attrs = [{}], sym_name = "_exponential", sym_visibility = "private"}> ({
  ^bb0(%arg132: tensor<16x2xui32>):
    %581 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %582 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %583 = "func.call"(%arg132, %581, %582) <{callee = @_uniform_7}> : (tensor<16x2xui32>, tensor<f64>, tensor<f64>) -> tensor<16xf32>
    %584 = "stablehlo.negate"(%583) : (tensor<16xf32>) -> tensor<16xf32>
    %585 = "stablehlo.log_plus_one"(%584) : (tensor<16xf32>) -> tensor<16xf32>
    %586 = "stablehlo.negate"(%585) : (tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%586) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<4xf32>) -> tensor<5x4xf32>, res_attrs = [{}], sym_name = "_dirichlet", sym_visibility = "private"}> ({
  ^bb0(%arg126: tensor<2xui32>, %arg127: tensor<4xf32>):
    %564 = "func.call"(%arg126, %arg127) <{callee = @_gamma_23}> : (tensor<2xui32>, tensor<4xf32>) -> tensor<5x4xf32>
    %565 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %566 = "stablehlo.reduce"(%564, %565) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
      %580 = "stablehlo.maximum"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%580) : (tensor<f32>) -> ()
    }) : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    %567 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %568 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %569 = "stablehlo.maximum"(%568, %566) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %571 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x4xf32>
    %572 = "stablehlo.subtract"(%564, %571) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %573 = "stablehlo.exponential"(%572) : (tensor<5x4xf32>) -> tensor<5x4xf32>
    %574 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %575 = "stablehlo.reduce"(%573, %574) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg128: tensor<f32>, %arg129: tensor<f32>):
      %579 = "stablehlo.add"(%arg128, %arg129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%579) : (tensor<f32>) -> ()
    }) : (tensor<5x4xf32>, tensor<f32>) -> tensor<5xf32>
    %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %577 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x4xf32>
    %578 = "stablehlo.divide"(%573, %577) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    "func.return"(%578) : (tensor<5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<4xf32>) -> tensor<5x4xf32>, res_attrs = [{}], sym_name = "_gamma_23", sym_visibility = "private"}> ({
  ^bb0(%arg100: tensor<2xui32>, %arg101: tensor<4xf32>):
    %419 = "stablehlo.broadcast_in_dim"(%arg101) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<5x4xf32>
    %420 = "stablehlo.reshape"(%arg100) : (tensor<2xui32>) -> tensor<1x2xui32>
    %421 = "func.call"(%420) <{callee = @_threefry_split_24}> : (tensor<1x2xui32>) -> tensor<1x20x2xui32>
    %422 = "stablehlo.reshape"(%421) : (tensor<1x20x2xui32>) -> tensor<20x2xui32>
    %423 = "stablehlo.reshape"(%419) : (tensor<5x4xf32>) -> tensor<20xf32>
    %424 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %426 = "stablehlo.compare"(%423, %425) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %427 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %428 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %429 = "stablehlo.add"(%423, %428) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %430 = "stablehlo.select"(%426, %423, %429) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %431 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %433 = "stablehlo.subtract"(%430, %432) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %434 = "stablehlo.sqrt"(%433) : (tensor<20xf32>) -> tensor<20xf32>
    %435 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %437 = "stablehlo.divide"(%436, %434) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %438 = "func.call"(%422) <{callee = @_threefry_split_26}> : (tensor<20x2xui32>) -> tensor<20x2x2xui32>
    %439 = "stablehlo.slice"(%438) <{limit_indices = array<i64: 20, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<20x2x2xui32>) -> tensor<20x1x2xui32>
    %440 = "stablehlo.reshape"(%439) : (tensor<20x1x2xui32>) -> tensor<20x2xui32>
    %441 = "stablehlo.slice"(%438) <{limit_indices = array<i64: 20, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<20x2x2xui32>) -> tensor<20x1x2xui32>
    %442 = "stablehlo.reshape"(%441) : (tensor<20x1x2xui32>) -> tensor<20x2xui32>
    %443 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %444 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %445 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %447 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %448 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %449:6 = "stablehlo.while"(%433, %437, %440, %444, %446, %448) ({
    ^bb0(%arg118: tensor<20xf32>, %arg119: tensor<20xf32>, %arg120: tensor<20x2xui32>, %arg121: tensor<20xf32>, %arg122: tensor<20xf32>, %arg123: tensor<20xf32>):
      %540 = "stablehlo.multiply"(%arg121, %arg121) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %541 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
      %543 = "stablehlo.multiply"(%542, %540) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %544 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %545 = "stablehlo.broadcast_in_dim"(%544) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
      %546 = "stablehlo.subtract"(%545, %543) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %547 = "stablehlo.compare"(%arg123, %546) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %548 = "stablehlo.log"(%arg123) : (tensor<20xf32>) -> tensor<20xf32>
      %549 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
      %551 = "stablehlo.multiply"(%arg121, %550) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %552 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
      %554 = "stablehlo.subtract"(%553, %arg122) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %555 = "stablehlo.log"(%arg122) : (tensor<20xf32>) -> tensor<20xf32>
      %556 = "stablehlo.add"(%554, %555) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %557 = "stablehlo.multiply"(%arg118, %556) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %558 = "stablehlo.add"(%551, %557) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %559 = "stablehlo.compare"(%548, %558) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %560 = "stablehlo.and"(%547, %559) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %561 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %562 = "stablehlo.reduce"(%560, %561) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg124: tensor<i1>, %arg125: tensor<i1>):
        %563 = "stablehlo.or"(%arg124, %arg125) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%563) : (tensor<i1>) -> ()
      }) : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%562) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg102: tensor<20xf32>, %arg103: tensor<20xf32>, %arg104: tensor<20x2xui32>, %arg105: tensor<20xf32>, %arg106: tensor<20xf32>, %arg107: tensor<20xf32>):
      %468 = "func.call"(%arg104) <{callee = @_threefry_split_28}> : (tensor<20x2xui32>) -> tensor<20x3x2xui32>
      %469 = "stablehlo.slice"(%468) <{limit_indices = array<i64: 20, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<20x3x2xui32>) -> tensor<20x1x2xui32>
      %470 = "stablehlo.reshape"(%469) : (tensor<20x1x2xui32>) -> tensor<20x2xui32>
      %471 = "stablehlo.slice"(%468) <{limit_indices = array<i64: 20, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<20x3x2xui32>) -> tensor<20x1x2xui32>
      %472 = "stablehlo.reshape"(%471) : (tensor<20x1x2xui32>) -> tensor<20x2xui32>
      %473 = "stablehlo.slice"(%468) <{limit_indices = array<i64: 20, 3, 2>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<20x3x2xui32>) -> tensor<20x1x2xui32>
      %474 = "stablehlo.reshape"(%473) : (tensor<20x1x2xui32>) -> tensor<20x2xui32>
      %475 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %476 = "stablehlo.broadcast_in_dim"(%475) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
      %477 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
      %479:4 = "stablehlo.while"(%arg103, %472, %476, %478) ({
      ^bb0(%arg112: tensor<20xf32>, %arg113: tensor<20x2xui32>, %arg114: tensor<20xf32>, %arg115: tensor<20xf32>):
        %534 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
        %536 = "stablehlo.compare"(%arg115, %535) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
        %537 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
        %538 = "stablehlo.reduce"(%536, %537) <{dimensions = array<i64: 0>}> ({
        ^bb0(%arg116: tensor<i1>, %arg117: tensor<i1>):
          %539 = "stablehlo.or"(%arg116, %arg117) : (tensor<i1>, tensor<i1>) -> tensor<i1>
          "stablehlo.return"(%539) : (tensor<i1>) -> ()
        }) : (tensor<20xi1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%538) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg108: tensor<20xf32>, %arg109: tensor<20x2xui32>, %arg110: tensor<20xf32>, %arg111: tensor<20xf32>):
        %515 = "func.call"(%arg109) <{callee = @_threefry_split_26}> : (tensor<20x2xui32>) -> tensor<20x2x2xui32>
        %516 = "stablehlo.slice"(%515) <{limit_indices = array<i64: 20, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<20x2x2xui32>) -> tensor<20x1x2xui32>
        %517 = "stablehlo.reshape"(%516) : (tensor<20x1x2xui32>) -> tensor<20x2xui32>
        %518 = "stablehlo.slice"(%515) <{limit_indices = array<i64: 20, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<20x2x2xui32>) -> tensor<20x1x2xui32>
        %519 = "stablehlo.reshape"(%518) : (tensor<20x1x2xui32>) -> tensor<20x2xui32>
        %520 = "func.call"(%519) <{callee = @_normal_30}> : (tensor<20x2xui32>) -> tensor<20xf32>
        %521 = "stablehlo.multiply"(%520, %arg108) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
        %522 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %523 = "stablehlo.broadcast_in_dim"(%522) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
        %524 = "stablehlo.add"(%523, %521) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
        %525 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %526 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
        %527 = "stablehlo.compare"(%arg111, %526) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
        %528 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64: 0>}> : (tensor<20xi1>) -> tensor<20x2xi1>
        %529 = "stablehlo.select"(%528, %517, %arg109) : (tensor<20x2xi1>, tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
        %530 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64: 0>}> : (tensor<20xi1>) -> tensor<20xi1>
        %531 = "stablehlo.select"(%530, %520, %arg110) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
        %532 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64: 0>}> : (tensor<20xi1>) -> tensor<20xi1>
        %533 = "stablehlo.select"(%532, %524, %arg111) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
        "stablehlo.return"(%arg108, %529, %531, %533) : (tensor<20xf32>, tensor<20x2xui32>, tensor<20xf32>, tensor<20xf32>) -> ()
      }) : (tensor<20xf32>, tensor<20x2xui32>, tensor<20xf32>, tensor<20xf32>) -> (tensor<20xf32>, tensor<20x2xui32>, tensor<20xf32>, tensor<20xf32>)
      %480 = "stablehlo.multiply"(%479#2, %479#2) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %481 = "stablehlo.multiply"(%479#3, %479#3) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %482 = "stablehlo.multiply"(%481, %479#3) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %483 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %484 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
      %485 = "func.call"(%474, %483, %484) <{callee = @_uniform_34}> : (tensor<20x2xui32>, tensor<f64>, tensor<f64>) -> tensor<20xf32>
      %486 = "stablehlo.multiply"(%arg105, %arg105) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %487 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
      %489 = "stablehlo.multiply"(%488, %486) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %490 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
      %492 = "stablehlo.subtract"(%491, %489) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %493 = "stablehlo.compare"(%arg107, %492) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %494 = "stablehlo.log"(%arg107) : (tensor<20xf32>) -> tensor<20xf32>
      %495 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %496 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
      %497 = "stablehlo.multiply"(%arg105, %496) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %498 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %499 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
      %500 = "stablehlo.subtract"(%499, %arg106) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %501 = "stablehlo.log"(%arg106) : (tensor<20xf32>) -> tensor<20xf32>
      %502 = "stablehlo.add"(%500, %501) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %503 = "stablehlo.multiply"(%arg102, %502) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %504 = "stablehlo.add"(%497, %503) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %505 = "stablehlo.compare"(%494, %504) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
      %506 = "stablehlo.and"(%493, %505) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
      %507 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64: 0>}> : (tensor<20xi1>) -> tensor<20x2xi1>
      %508 = "stablehlo.select"(%507, %470, %arg104) : (tensor<20x2xi1>, tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %509 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64: 0>}> : (tensor<20xi1>) -> tensor<20xi1>
      %510 = "stablehlo.select"(%509, %480, %arg105) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %511 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64: 0>}> : (tensor<20xi1>) -> tensor<20xi1>
      %512 = "stablehlo.select"(%511, %482, %arg106) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      %513 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64: 0>}> : (tensor<20xi1>) -> tensor<20xi1>
      %514 = "stablehlo.select"(%513, %485, %arg107) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
      "stablehlo.return"(%arg102, %arg103, %508, %510, %512, %514) : (tensor<20xf32>, tensor<20xf32>, tensor<20x2xui32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>) -> ()
    }) : (tensor<20xf32>, tensor<20xf32>, tensor<20x2xui32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>) -> (tensor<20xf32>, tensor<20xf32>, tensor<20x2xui32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>)
    %450 = "func.call"(%442) <{callee = @_exponential_35}> : (tensor<20x2xui32>) -> tensor<20xf32>
    %451 = "stablehlo.negate"(%450) : (tensor<20xf32>) -> tensor<20xf32>
    %452 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %454 = "stablehlo.compare"(%451, %453) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %455 = "stablehlo.or"(%426, %454) : (tensor<20xi1>, tensor<20xi1>) -> tensor<20xi1>
    %456 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %458 = "stablehlo.divide"(%457, %423) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %459 = "stablehlo.multiply"(%451, %458) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %460 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %462 = "stablehlo.select"(%455, %461, %459) : (tensor<20xi1>, tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %463 = "stablehlo.log"(%433) : (tensor<20xf32>) -> tensor<20xf32>
    %464 = "stablehlo.log"(%449#4) : (tensor<20xf32>) -> tensor<20xf32>
    %465 = "stablehlo.add"(%463, %464) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %466 = "stablehlo.add"(%465, %462) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %467 = "stablehlo.reshape"(%466) : (tensor<20xf32>) -> tensor<5x4xf32>
    "func.return"(%467) : (tensor<5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x2xui32>) -> tensor<1x20x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_24", sym_visibility = "private"}> ({
  ^bb0(%arg99: tensor<1x2xui32>):
    %398 = "stablehlo.slice"(%arg99) <{limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %399 = "stablehlo.reshape"(%398) : (tensor<1x1xui32>) -> tensor<1xui32>
    %400 = "stablehlo.slice"(%arg99) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %401 = "stablehlo.reshape"(%400) : (tensor<1x1xui32>) -> tensor<1xui32>
    %402 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<20xui64>
    %403 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<20xui64>
    %405 = "stablehlo.multiply"(%404, %402) : (tensor<20xui64>, tensor<20xui64>) -> tensor<20xui64>
    %406 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<20xui64>
    %408 = "stablehlo.shift_right_logical"(%405, %407) : (tensor<20xui64>, tensor<20xui64>) -> tensor<20xui64>
    %409 = "stablehlo.convert"(%405) : (tensor<20xui64>) -> tensor<20xui32>
    %410 = "stablehlo.convert"(%408) : (tensor<20xui64>) -> tensor<20xui32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 1>}> : (tensor<20xui32>) -> tensor<1x20xui32>
    %412 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 1>}> : (tensor<20xui32>) -> tensor<1x20xui32>
    %413 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<1x1xui32>
    %414 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<1x1xui32>
    %415:2 = "func.call"(%413, %414, %411, %412) <{callee = @threefry2x32_25}> : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x20xui32>, tensor<1x20xui32>) -> (tensor<1x20xui32>, tensor<1x20xui32>)
    %416 = "stablehlo.broadcast_in_dim"(%415#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x20xui32>) -> tensor<1x20x1xui32>
    %417 = "stablehlo.broadcast_in_dim"(%415#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x20xui32>) -> tensor<1x20x1xui32>
    %418 = "stablehlo.concatenate"(%416, %417) <{dimension = 2 : i64}> : (tensor<1x20x1xui32>, tensor<1x20x1xui32>) -> tensor<1x20x2xui32>
    "func.return"(%418) : (tensor<1x20x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x20xui32>, tensor<1x20xui32>) -> (tensor<1x20xui32>, tensor<1x20xui32>), sym_name = "threefry2x32_25", sym_visibility = "private"}> ({
  ^bb0(%arg77: tensor<1x1xui32>, %arg78: tensor<1x1xui32>, %arg79: tensor<1x20xui32>, %arg80: tensor<1x20xui32>):
    %326 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %327 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %328 = "stablehlo.xor"(%arg77, %arg78) : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x1xui32>
    %329 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %330 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1xui32>
    %331 = "stablehlo.xor"(%328, %330) : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x1xui32>
    %332 = "stablehlo.broadcast_in_dim"(%arg77) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x20xui32>
    %333 = "stablehlo.add"(%arg79, %332) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
    %334 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x20xui32>
    %335 = "stablehlo.add"(%arg80, %334) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
    %336 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %337 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %338:9 = "stablehlo.while"(%337, %336, %333, %335, %arg78, %331, %arg77, %326, %327) ({
    ^bb0(%arg90: tensor<i64>, %arg91: tensor<i64>, %arg92: tensor<1x20xui32>, %arg93: tensor<1x20xui32>, %arg94: tensor<1x1xui32>, %arg95: tensor<1x1xui32>, %arg96: tensor<1x1xui32>, %arg97: tensor<4xui32>, %arg98: tensor<4xui32>):
      %396 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %397 = "stablehlo.compare"(%arg90, %396) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%397) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg81: tensor<i64>, %arg82: tensor<i64>, %arg83: tensor<1x20xui32>, %arg84: tensor<1x20xui32>, %arg85: tensor<1x1xui32>, %arg86: tensor<1x1xui32>, %arg87: tensor<1x1xui32>, %arg88: tensor<4xui32>, %arg89: tensor<4xui32>):
      %339 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %340 = "stablehlo.add"(%arg82, %339) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %341 = "stablehlo.slice"(%arg88) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %342 = "stablehlo.reshape"(%341) : (tensor<1xui32>) -> tensor<ui32>
      %343 = "stablehlo.slice"(%arg88) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %344 = "stablehlo.reshape"(%343) : (tensor<1xui32>) -> tensor<ui32>
      %345 = "stablehlo.slice"(%arg88) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %346 = "stablehlo.reshape"(%345) : (tensor<1xui32>) -> tensor<ui32>
      %347 = "stablehlo.slice"(%arg88) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %348 = "stablehlo.reshape"(%347) : (tensor<1xui32>) -> tensor<ui32>
      %349 = "stablehlo.add"(%arg83, %arg84) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %350 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x20xui32>
      %351 = "stablehlo.shift_left"(%arg84, %350) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %352 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %353 = "stablehlo.subtract"(%352, %342) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x20xui32>
      %355 = "stablehlo.shift_right_logical"(%arg84, %354) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %356 = "stablehlo.or"(%351, %355) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %357 = "stablehlo.xor"(%349, %356) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %358 = "stablehlo.add"(%349, %357) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %359 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x20xui32>
      %360 = "stablehlo.shift_left"(%357, %359) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %361 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %362 = "stablehlo.subtract"(%361, %344) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x20xui32>
      %364 = "stablehlo.shift_right_logical"(%357, %363) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %365 = "stablehlo.or"(%360, %364) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %366 = "stablehlo.xor"(%358, %365) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %367 = "stablehlo.add"(%358, %366) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %368 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x20xui32>
      %369 = "stablehlo.shift_left"(%366, %368) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %370 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %371 = "stablehlo.subtract"(%370, %346) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x20xui32>
      %373 = "stablehlo.shift_right_logical"(%366, %372) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %374 = "stablehlo.or"(%369, %373) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %375 = "stablehlo.xor"(%367, %374) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %376 = "stablehlo.add"(%367, %375) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %377 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x20xui32>
      %378 = "stablehlo.shift_left"(%375, %377) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %379 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %380 = "stablehlo.subtract"(%379, %348) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x20xui32>
      %382 = "stablehlo.shift_right_logical"(%375, %381) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %383 = "stablehlo.or"(%378, %382) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %384 = "stablehlo.xor"(%376, %383) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %385 = "stablehlo.broadcast_in_dim"(%arg85) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x20xui32>
      %386 = "stablehlo.add"(%376, %385) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %387 = "stablehlo.broadcast_in_dim"(%arg86) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x20xui32>
      %388 = "stablehlo.add"(%384, %387) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %389 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %390 = "stablehlo.add"(%arg82, %389) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %391 = "stablehlo.convert"(%390) : (tensor<i64>) -> tensor<ui32>
      %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x20xui32>
      %393 = "stablehlo.add"(%388, %392) : (tensor<1x20xui32>, tensor<1x20xui32>) -> tensor<1x20xui32>
      %394 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %395 = "stablehlo.add"(%arg81, %394) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%395, %340, %386, %393, %arg86, %arg87, %arg85, %arg89, %arg88) : (tensor<i64>, tensor<i64>, tensor<1x20xui32>, tensor<1x20xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<1x20xui32>, tensor<1x20xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<1x20xui32>, tensor<1x20xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%338#2, %338#3) : (tensor<1x20xui32>, tensor<1x20xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<20x2xui32>) -> tensor<20x2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_26", sym_visibility = "private"}> ({
  ^bb0(%arg76: tensor<20x2xui32>):
    %305 = "stablehlo.slice"(%arg76) <{limit_indices = array<i64: 20, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %306 = "stablehlo.reshape"(%305) : (tensor<20x1xui32>) -> tensor<20xui32>
    %307 = "stablehlo.slice"(%arg76) <{limit_indices = array<i64: 20, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %308 = "stablehlo.reshape"(%307) : (tensor<20x1xui32>) -> tensor<20xui32>
    %309 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %310 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %312 = "stablehlo.multiply"(%311, %309) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %313 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %315 = "stablehlo.shift_right_logical"(%312, %314) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %316 = "stablehlo.convert"(%312) : (tensor<2xui64>) -> tensor<2xui32>
    %317 = "stablehlo.convert"(%315) : (tensor<2xui64>) -> tensor<2xui32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %319 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %320 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64: 0>}> : (tensor<20xui32>) -> tensor<20x1xui32>
    %321 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64: 0>}> : (tensor<20xui32>) -> tensor<20x1xui32>
    %322:2 = "func.call"(%320, %321, %318, %319) <{callee = @threefry2x32_27}> : (tensor<20x1xui32>, tensor<20x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<20x2xui32>, tensor<20x2xui32>)
    %323 = "stablehlo.broadcast_in_dim"(%322#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<20x2xui32>) -> tensor<20x2x1xui32>
    %324 = "stablehlo.broadcast_in_dim"(%322#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<20x2xui32>) -> tensor<20x2x1xui32>
    %325 = "stablehlo.concatenate"(%323, %324) <{dimension = 2 : i64}> : (tensor<20x2x1xui32>, tensor<20x2x1xui32>) -> tensor<20x2x2xui32>
    "func.return"(%325) : (tensor<20x2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<20x1xui32>, tensor<20x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<20x2xui32>, tensor<20x2xui32>), sym_name = "threefry2x32_27", sym_visibility = "private"}> ({
  ^bb0(%arg54: tensor<20x1xui32>, %arg55: tensor<20x1xui32>, %arg56: tensor<1x2xui32>, %arg57: tensor<1x2xui32>):
    %231 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %232 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %233 = "stablehlo.xor"(%arg54, %arg55) : (tensor<20x1xui32>, tensor<20x1xui32>) -> tensor<20x1xui32>
    %234 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x1xui32>
    %236 = "stablehlo.xor"(%233, %235) : (tensor<20x1xui32>, tensor<20x1xui32>) -> tensor<20x1xui32>
    %237 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xui32>) -> tensor<20x2xui32>
    %238 = "stablehlo.broadcast_in_dim"(%arg54) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<20x1xui32>) -> tensor<20x2xui32>
    %239 = "stablehlo.add"(%237, %238) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
    %240 = "stablehlo.broadcast_in_dim"(%arg57) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xui32>) -> tensor<20x2xui32>
    %241 = "stablehlo.broadcast_in_dim"(%arg55) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<20x1xui32>) -> tensor<20x2xui32>
    %242 = "stablehlo.add"(%240, %241) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
    %243 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %244 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %245:9 = "stablehlo.while"(%244, %243, %239, %242, %arg55, %236, %arg54, %231, %232) ({
    ^bb0(%arg67: tensor<i64>, %arg68: tensor<i64>, %arg69: tensor<20x2xui32>, %arg70: tensor<20x2xui32>, %arg71: tensor<20x1xui32>, %arg72: tensor<20x1xui32>, %arg73: tensor<20x1xui32>, %arg74: tensor<4xui32>, %arg75: tensor<4xui32>):
      %303 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %304 = "stablehlo.compare"(%arg67, %303) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%304) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg58: tensor<i64>, %arg59: tensor<i64>, %arg60: tensor<20x2xui32>, %arg61: tensor<20x2xui32>, %arg62: tensor<20x1xui32>, %arg63: tensor<20x1xui32>, %arg64: tensor<20x1xui32>, %arg65: tensor<4xui32>, %arg66: tensor<4xui32>):
      %246 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %247 = "stablehlo.add"(%arg59, %246) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %248 = "stablehlo.slice"(%arg65) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %249 = "stablehlo.reshape"(%248) : (tensor<1xui32>) -> tensor<ui32>
      %250 = "stablehlo.slice"(%arg65) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %251 = "stablehlo.reshape"(%250) : (tensor<1xui32>) -> tensor<ui32>
      %252 = "stablehlo.slice"(%arg65) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %253 = "stablehlo.reshape"(%252) : (tensor<1xui32>) -> tensor<ui32>
      %254 = "stablehlo.slice"(%arg65) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %255 = "stablehlo.reshape"(%254) : (tensor<1xui32>) -> tensor<ui32>
      %256 = "stablehlo.add"(%arg60, %arg61) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %257 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x2xui32>
      %258 = "stablehlo.shift_left"(%arg61, %257) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %259 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %260 = "stablehlo.subtract"(%259, %249) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x2xui32>
      %262 = "stablehlo.shift_right_logical"(%arg61, %261) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %263 = "stablehlo.or"(%258, %262) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %264 = "stablehlo.xor"(%256, %263) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %265 = "stablehlo.add"(%256, %264) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %266 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x2xui32>
      %267 = "stablehlo.shift_left"(%264, %266) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %268 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %269 = "stablehlo.subtract"(%268, %251) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x2xui32>
      %271 = "stablehlo.shift_right_logical"(%264, %270) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %272 = "stablehlo.or"(%267, %271) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %273 = "stablehlo.xor"(%265, %272) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %274 = "stablehlo.add"(%265, %273) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %275 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x2xui32>
      %276 = "stablehlo.shift_left"(%273, %275) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %277 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %278 = "stablehlo.subtract"(%277, %253) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x2xui32>
      %280 = "stablehlo.shift_right_logical"(%273, %279) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %281 = "stablehlo.or"(%276, %280) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %282 = "stablehlo.xor"(%274, %281) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %283 = "stablehlo.add"(%274, %282) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %284 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x2xui32>
      %285 = "stablehlo.shift_left"(%282, %284) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %286 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %287 = "stablehlo.subtract"(%286, %255) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x2xui32>
      %289 = "stablehlo.shift_right_logical"(%282, %288) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %290 = "stablehlo.or"(%285, %289) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %291 = "stablehlo.xor"(%283, %290) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %292 = "stablehlo.broadcast_in_dim"(%arg62) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<20x1xui32>) -> tensor<20x2xui32>
      %293 = "stablehlo.add"(%283, %292) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %294 = "stablehlo.broadcast_in_dim"(%arg63) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<20x1xui32>) -> tensor<20x2xui32>
      %295 = "stablehlo.add"(%291, %294) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %296 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %297 = "stablehlo.add"(%arg59, %296) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %298 = "stablehlo.convert"(%297) : (tensor<i64>) -> tensor<ui32>
      %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x2xui32>
      %300 = "stablehlo.add"(%295, %299) : (tensor<20x2xui32>, tensor<20x2xui32>) -> tensor<20x2xui32>
      %301 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %302 = "stablehlo.add"(%arg58, %301) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%302, %247, %293, %300, %arg63, %arg64, %arg62, %arg66, %arg65) : (tensor<i64>, tensor<i64>, tensor<20x2xui32>, tensor<20x2xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<20x2xui32>, tensor<20x2xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<20x2xui32>, tensor<20x2xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%245#2, %245#3) : (tensor<20x2xui32>, tensor<20x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<20x2xui32>) -> tensor<20x3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_28", sym_visibility = "private"}> ({
  ^bb0(%arg53: tensor<20x2xui32>):
    %210 = "stablehlo.slice"(%arg53) <{limit_indices = array<i64: 20, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %211 = "stablehlo.reshape"(%210) : (tensor<20x1xui32>) -> tensor<20xui32>
    %212 = "stablehlo.slice"(%arg53) <{limit_indices = array<i64: 20, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %213 = "stablehlo.reshape"(%212) : (tensor<20x1xui32>) -> tensor<20xui32>
    %214 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %215 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %217 = "stablehlo.multiply"(%216, %214) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %218 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %220 = "stablehlo.shift_right_logical"(%217, %219) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %221 = "stablehlo.convert"(%217) : (tensor<3xui64>) -> tensor<3xui32>
    %222 = "stablehlo.convert"(%220) : (tensor<3xui64>) -> tensor<3xui32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %224 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %225 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64: 0>}> : (tensor<20xui32>) -> tensor<20x1xui32>
    %226 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64: 0>}> : (tensor<20xui32>) -> tensor<20x1xui32>
    %227:2 = "func.call"(%225, %226, %223, %224) <{callee = @threefry2x32_29}> : (tensor<20x1xui32>, tensor<20x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<20x3xui32>, tensor<20x3xui32>)
    %228 = "stablehlo.broadcast_in_dim"(%227#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<20x3xui32>) -> tensor<20x3x1xui32>
    %229 = "stablehlo.broadcast_in_dim"(%227#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<20x3xui32>) -> tensor<20x3x1xui32>
    %230 = "stablehlo.concatenate"(%228, %229) <{dimension = 2 : i64}> : (tensor<20x3x1xui32>, tensor<20x3x1xui32>) -> tensor<20x3x2xui32>
    "func.return"(%230) : (tensor<20x3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<20x1xui32>, tensor<20x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<20x3xui32>, tensor<20x3xui32>), sym_name = "threefry2x32_29", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<20x1xui32>, %arg32: tensor<20x1xui32>, %arg33: tensor<1x3xui32>, %arg34: tensor<1x3xui32>):
    %136 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %137 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %138 = "stablehlo.xor"(%arg31, %arg32) : (tensor<20x1xui32>, tensor<20x1xui32>) -> tensor<20x1xui32>
    %139 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x1xui32>
    %141 = "stablehlo.xor"(%138, %140) : (tensor<20x1xui32>, tensor<20x1xui32>) -> tensor<20x1xui32>
    %142 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<20x3xui32>
    %143 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<20x1xui32>) -> tensor<20x3xui32>
    %144 = "stablehlo.add"(%142, %143) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
    %145 = "stablehlo.broadcast_in_dim"(%arg34) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<20x3xui32>
    %146 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<20x1xui32>) -> tensor<20x3xui32>
    %147 = "stablehlo.add"(%145, %146) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
    %148 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %149 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %150:9 = "stablehlo.while"(%149, %148, %144, %147, %arg32, %141, %arg31, %136, %137) ({
    ^bb0(%arg44: tensor<i64>, %arg45: tensor<i64>, %arg46: tensor<20x3xui32>, %arg47: tensor<20x3xui32>, %arg48: tensor<20x1xui32>, %arg49: tensor<20x1xui32>, %arg50: tensor<20x1xui32>, %arg51: tensor<4xui32>, %arg52: tensor<4xui32>):
      %208 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %209 = "stablehlo.compare"(%arg44, %208) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%209) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg35: tensor<i64>, %arg36: tensor<i64>, %arg37: tensor<20x3xui32>, %arg38: tensor<20x3xui32>, %arg39: tensor<20x1xui32>, %arg40: tensor<20x1xui32>, %arg41: tensor<20x1xui32>, %arg42: tensor<4xui32>, %arg43: tensor<4xui32>):
      %151 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %152 = "stablehlo.add"(%arg36, %151) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %153 = "stablehlo.slice"(%arg42) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %154 = "stablehlo.reshape"(%153) : (tensor<1xui32>) -> tensor<ui32>
      %155 = "stablehlo.slice"(%arg42) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %156 = "stablehlo.reshape"(%155) : (tensor<1xui32>) -> tensor<ui32>
      %157 = "stablehlo.slice"(%arg42) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %158 = "stablehlo.reshape"(%157) : (tensor<1xui32>) -> tensor<ui32>
      %159 = "stablehlo.slice"(%arg42) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %160 = "stablehlo.reshape"(%159) : (tensor<1xui32>) -> tensor<ui32>
      %161 = "stablehlo.add"(%arg37, %arg38) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %162 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x3xui32>
      %163 = "stablehlo.shift_left"(%arg38, %162) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %164 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %165 = "stablehlo.subtract"(%164, %154) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x3xui32>
      %167 = "stablehlo.shift_right_logical"(%arg38, %166) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %168 = "stablehlo.or"(%163, %167) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %169 = "stablehlo.xor"(%161, %168) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %170 = "stablehlo.add"(%161, %169) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %171 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x3xui32>
      %172 = "stablehlo.shift_left"(%169, %171) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %173 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %174 = "stablehlo.subtract"(%173, %156) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x3xui32>
      %176 = "stablehlo.shift_right_logical"(%169, %175) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %177 = "stablehlo.or"(%172, %176) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %178 = "stablehlo.xor"(%170, %177) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %179 = "stablehlo.add"(%170, %178) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %180 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x3xui32>
      %181 = "stablehlo.shift_left"(%178, %180) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %182 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %183 = "stablehlo.subtract"(%182, %158) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x3xui32>
      %185 = "stablehlo.shift_right_logical"(%178, %184) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %186 = "stablehlo.or"(%181, %185) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %187 = "stablehlo.xor"(%179, %186) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %188 = "stablehlo.add"(%179, %187) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %189 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x3xui32>
      %190 = "stablehlo.shift_left"(%187, %189) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %191 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %192 = "stablehlo.subtract"(%191, %160) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x3xui32>
      %194 = "stablehlo.shift_right_logical"(%187, %193) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %195 = "stablehlo.or"(%190, %194) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %196 = "stablehlo.xor"(%188, %195) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %197 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<20x1xui32>) -> tensor<20x3xui32>
      %198 = "stablehlo.add"(%188, %197) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %199 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<20x1xui32>) -> tensor<20x3xui32>
      %200 = "stablehlo.add"(%196, %199) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %201 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %202 = "stablehlo.add"(%arg36, %201) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %203 = "stablehlo.convert"(%202) : (tensor<i64>) -> tensor<ui32>
      %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20x3xui32>
      %205 = "stablehlo.add"(%200, %204) : (tensor<20x3xui32>, tensor<20x3xui32>) -> tensor<20x3xui32>
      %206 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %207 = "stablehlo.add"(%arg35, %206) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%207, %152, %198, %205, %arg40, %arg41, %arg39, %arg43, %arg42) : (tensor<i64>, tensor<i64>, tensor<20x3xui32>, tensor<20x3xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<20x3xui32>, tensor<20x3xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<20x3xui32>, tensor<20x3xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<20x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%150#2, %150#3) : (tensor<20x3xui32>, tensor<20x3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<20x2xui32>) -> tensor<20xf32>, res_attrs = [{}], sym_name = "_normal_30", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<20x2xui32>):
    %135 = "func.call"(%arg30) <{callee = @_normal_real_31}> : (tensor<20x2xui32>) -> tensor<20xf32>
    "func.return"(%135) : (tensor<20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<20x2xui32>) -> tensor<20xf32>, res_attrs = [{}], sym_name = "_normal_real_31", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<20x2xui32>):
    %128 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %130 = "func.call"(%arg29, %128, %129) <{callee = @_uniform_32}> : (tensor<20x2xui32>, tensor<f32>, tensor<f32>) -> tensor<20xf32>
    %131 = "chlo.erf_inv"(%130) : (tensor<20xf32>) -> tensor<20xf32>
    %132 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %134 = "stablehlo.multiply"(%133, %131) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    "func.return"(%134) : (tensor<20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<20x2xui32>, tensor<f32>, tensor<f32>) -> tensor<20xf32>, res_attrs = [{}], sym_name = "_uniform_32", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<20x2xui32>, %arg27: tensor<f32>, %arg28: tensor<f32>):
    %103 = "stablehlo.slice"(%arg26) <{limit_indices = array<i64: 20, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %104 = "stablehlo.reshape"(%103) : (tensor<20x1xui32>) -> tensor<20xui32>
    %105 = "stablehlo.slice"(%arg26) <{limit_indices = array<i64: 20, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %106 = "stablehlo.reshape"(%105) : (tensor<20x1xui32>) -> tensor<20xui32>
    %107 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %108 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %109:2 = "func.call"(%104, %106, %107, %108) <{callee = @threefry2x32_33}> : (tensor<20xui32>, tensor<20xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<20xui32>, tensor<20xui32>)
    %110 = "stablehlo.xor"(%109#0, %109#1) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %111 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
    %113 = "stablehlo.shift_right_logical"(%110, %112) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %114 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
    %116 = "stablehlo.or"(%113, %115) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %117 = "stablehlo.bitcast_convert"(%116) : (tensor<20xui32>) -> tensor<20xf32>
    %118 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %120 = "stablehlo.subtract"(%117, %119) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %121 = "stablehlo.subtract"(%arg28, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %123 = "stablehlo.multiply"(%120, %122) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %124 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %125 = "stablehlo.add"(%123, %124) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %126 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %127 = "stablehlo.maximum"(%126, %125) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    "func.return"(%127) : (tensor<20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<20xui32>, tensor<20xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<20xui32>, tensor<20xui32>), sym_name = "threefry2x32_33", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<20xui32>, %arg5: tensor<20xui32>, %arg6: tensor<ui32>, %arg7: tensor<ui32>):
    %33 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %34 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %35 = "stablehlo.xor"(%arg4, %arg5) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %36 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
    %38 = "stablehlo.xor"(%35, %37) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %39 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
    %40 = "stablehlo.add"(%39, %arg4) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %41 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
    %42 = "stablehlo.add"(%41, %arg5) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %44 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %45:9 = "stablehlo.while"(%44, %43, %40, %42, %arg5, %38, %arg4, %33, %34) ({
    ^bb0(%arg17: tensor<i64>, %arg18: tensor<i64>, %arg19: tensor<20xui32>, %arg20: tensor<20xui32>, %arg21: tensor<20xui32>, %arg22: tensor<20xui32>, %arg23: tensor<20xui32>, %arg24: tensor<4xui32>, %arg25: tensor<4xui32>):
      %101 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
      %102 = "stablehlo.compare"(%arg17, %101) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%102) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg8: tensor<i64>, %arg9: tensor<i64>, %arg10: tensor<20xui32>, %arg11: tensor<20xui32>, %arg12: tensor<20xui32>, %arg13: tensor<20xui32>, %arg14: tensor<20xui32>, %arg15: tensor<4xui32>, %arg16: tensor<4xui32>):
      %46 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %47 = "stablehlo.add"(%arg9, %46) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %48 = "stablehlo.slice"(%arg15) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %49 = "stablehlo.reshape"(%48) : (tensor<1xui32>) -> tensor<ui32>
      %50 = "stablehlo.slice"(%arg15) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %51 = "stablehlo.reshape"(%50) : (tensor<1xui32>) -> tensor<ui32>
      %52 = "stablehlo.slice"(%arg15) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %53 = "stablehlo.reshape"(%52) : (tensor<1xui32>) -> tensor<ui32>
      %54 = "stablehlo.slice"(%arg15) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
      %55 = "stablehlo.reshape"(%54) : (tensor<1xui32>) -> tensor<ui32>
      %56 = "stablehlo.add"(%arg10, %arg11) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %57 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %58 = "stablehlo.shift_left"(%arg11, %57) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %59 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %60 = "stablehlo.subtract"(%59, %49) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %62 = "stablehlo.shift_right_logical"(%arg11, %61) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %63 = "stablehlo.or"(%58, %62) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %64 = "stablehlo.xor"(%56, %63) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %65 = "stablehlo.add"(%56, %64) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %66 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %67 = "stablehlo.shift_left"(%64, %66) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %68 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %69 = "stablehlo.subtract"(%68, %51) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %71 = "stablehlo.shift_right_logical"(%64, %70) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %72 = "stablehlo.or"(%67, %71) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %73 = "stablehlo.xor"(%65, %72) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %74 = "stablehlo.add"(%65, %73) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %75 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %76 = "stablehlo.shift_left"(%73, %75) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %77 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %78 = "stablehlo.subtract"(%77, %53) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %80 = "stablehlo.shift_right_logical"(%73, %79) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %81 = "stablehlo.or"(%76, %80) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %82 = "stablehlo.xor"(%74, %81) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %83 = "stablehlo.add"(%74, %82) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %84 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %85 = "stablehlo.shift_left"(%82, %84) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %86 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
      %87 = "stablehlo.subtract"(%86, %55) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %89 = "stablehlo.shift_right_logical"(%82, %88) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %90 = "stablehlo.or"(%85, %89) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %91 = "stablehlo.xor"(%83, %90) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %92 = "stablehlo.add"(%83, %arg12) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %93 = "stablehlo.add"(%91, %arg13) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %94 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %95 = "stablehlo.add"(%arg9, %94) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %96 = "stablehlo.convert"(%95) : (tensor<i64>) -> tensor<ui32>
      %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
      %98 = "stablehlo.add"(%93, %97) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
      %99 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
      %100 = "stablehlo.add"(%arg8, %99) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%100, %47, %92, %98, %arg13, %arg14, %arg12, %arg16, %arg15) : (tensor<i64>, tensor<i64>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i64>, tensor<i64>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<i64>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<20xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%45#2, %45#3) : (tensor<20xui32>, tensor<20xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<20x2xui32>, tensor<f64>, tensor<f64>) -> tensor<20xf32>, res_attrs = [{}], sym_name = "_uniform_34", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<20x2xui32>, %arg2: tensor<f64>, %arg3: tensor<f64>):
    %6 = "stablehlo.convert"(%arg2) : (tensor<f64>) -> tensor<f32>
    %7 = "stablehlo.convert"(%arg3) : (tensor<f64>) -> tensor<f32>
    %8 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 20, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %9 = "stablehlo.reshape"(%8) : (tensor<20x1xui32>) -> tensor<20xui32>
    %10 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 20, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<20x2xui32>) -> tensor<20x1xui32>
    %11 = "stablehlo.reshape"(%10) : (tensor<20x1xui32>) -> tensor<20xui32>
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %14:2 = "func.call"(%9, %11, %12, %13) <{callee = @threefry2x32_33}> : (tensor<20xui32>, tensor<20xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<20xui32>, tensor<20xui32>)
    %15 = "stablehlo.xor"(%14#0, %14#1) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %16 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
    %18 = "stablehlo.shift_right_logical"(%15, %17) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %19 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<20xui32>
    %21 = "stablehlo.or"(%18, %20) : (tensor<20xui32>, tensor<20xui32>) -> tensor<20xui32>
    %22 = "stablehlo.bitcast_convert"(%21) : (tensor<20xui32>) -> tensor<20xf32>
    %23 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %25 = "stablehlo.subtract"(%22, %24) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %26 = "stablehlo.subtract"(%7, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %28 = "stablehlo.multiply"(%25, %27) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %29 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %30 = "stablehlo.add"(%28, %29) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    %31 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20xf32>
    %32 = "stablehlo.maximum"(%31, %30) : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xf32>
    "func.return"(%32) : (tensor<20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<20x2xui32>) -> tensor<20xf32>, res_attrs = [{}], sym_name = "_exponential_35", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<20x2xui32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %1 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f64>}> : () -> tensor<f64>
    %2 = "func.call"(%arg0, %0, %1) <{callee = @_uniform_34}> : (tensor<20x2xui32>, tensor<f64>, tensor<f64>) -> tensor<20xf32>
    %3 = "stablehlo.negate"(%2) : (tensor<20xf32>) -> tensor<20xf32>
    %4 = "stablehlo.log_plus_one"(%3) : (tensor<20xf32>) -> tensor<20xf32>
    %5 = "stablehlo.negate"(%4) : (tensor<20xf32>) -> tensor<20xf32>
    "func.return"(%5) : (tensor<20xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
