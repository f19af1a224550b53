//===- FakeStaticMLIR.cpp - Stand-in for a static copy of MLIR --*- C++ -*-===//
//
// A static archive defining an mlir::MLIRContext constructor, as libMLIR*.a
// does. Only the symbol matters; this file includes no MLIR header.
//
//===----------------------------------------------------------------------===//

namespace mlir {
class MLIRContext {
public:
  explicit MLIRContext(int threads);
  int threads;
};
MLIRContext::MLIRContext(int threads) : threads(threads) {}
} // namespace mlir

int strataLitFakeStaticMLIRAnchor() { return mlir::MLIRContext(1).threads; }
