// The upgraded constant's line keeps its columns: the error after it points
// at the column of `%oops` in this file.
// ../dense-i1-hex.mlir checks the diagnostics.
func.func @column() -> tensor<10xi1> {
  %0 = arith.constant dense<"0x01000101000000000101"> : tensor<10xi1> %oops
  return %0 : tensor<10xi1>
}

// -----

// A byte other than 0/1 is neither form: MLIR's own error, unchanged.
func.func @bad_byte() -> tensor<10xi1> {
  %0 = arith.constant dense<"0x02000101000000000101"> : tensor<10xi1>
  return %0 : tensor<10xi1>
}
