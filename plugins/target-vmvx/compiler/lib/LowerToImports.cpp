//===- LowerToImports.cpp - vmvx ops -> calls of `vmvx` imports -*- C++ -*-===//
//
// Implements strata-vmvx-lower-to-imports. Each vmvx op becomes a func.call
// whose arguments follow its MicrokernelABI.h signature (kind codes and
// flags become constants, index values stay index: the VM conversion makes
// them i64). The callee is a private declaration named
// `<import>.<element type>` with `strata.import = "<import>"`: the base
// buffers' memref types differ per element type, the VM import (refs and
// i64s) does not.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/VMVX/Passes.h"
#include "strata/Target/VMVX/VMVXOps.h"
#include "strata/VMVX/MicrokernelABI.h"

#include "llvm/ADT/TypeSwitch.h"

namespace strata::vmvx {
#define GEN_PASS_DEF_VMVXLOWERTOIMPORTSPASS
#include "strata/Target/VMVX/Passes.h.inc"
} // namespace strata::vmvx

using namespace mlir;

namespace strata::vmvx {
namespace {

Value i32(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, v, 32);
}

/// Calls `spec` through a declaration for these operand types.
void callMicrokernel(OpBuilder &b, Location loc, ModuleOp module,
                     const MicrokernelSpec &spec, ValueRange operands,
                     Type elementType) {
  std::string importName = std::string(kModuleName) + "." + spec.name;
  std::string typeName;
  llvm::raw_string_ostream os(typeName);
  os << elementType;
  std::string declName = importName + "." + typeName;
  auto type = b.getFunctionType(TypeRange(operands), {});
  auto decl = module.lookupSymbol<func::FuncOp>(declName);
  if (!decl) {
    OpBuilder moduleBuilder = OpBuilder::atBlockBegin(module.getBody());
    decl = func::FuncOp::create(moduleBuilder, loc, declName, type);
    decl.setPrivate();
    decl->setAttr("strata.import", b.getStringAttr(importName));
  }
  func::CallOp::create(b, loc, decl, operands);
}

Type elementOf(Value buffer) {
  return cast<MemRefType>(buffer.getType()).getElementType();
}

/// Fill/copy kernel by storage width (i1 is a byte).
const MicrokernelSpec &bySize(Type element, const MicrokernelSpec &x8,
                              const MicrokernelSpec &x16,
                              const MicrokernelSpec &x32,
                              const MicrokernelSpec &x64) {
  switch (element.getIntOrFloatBitWidth()) {
  case 1:
  case 8:
    return x8;
  case 16:
    return x16;
  case 32:
    return x32;
  default:
    return x64;
  }
}

LogicalResult lower(Operation *op, ModuleOp module) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](MatmulOp o) {
        callMicrokernel(
            b, loc, module, kMatmulF32,
            {o.getLhs(), o.getLhsOffset(), o.getLhsStride(), o.getRhs(),
             o.getRhsOffset(), o.getRhsStride(), o.getOut(), o.getOutOffset(),
             o.getOutStride(), o.getM(), o.getN(), o.getK(),
             i32(b, loc, o.getAccumulate() ? 1 : 0)},
            elementOf(o.getOut()));
        return success();
      })
      .Case([&](Conv2DNhwcHwcfOp o) {
        auto index = [&](int64_t v) -> Value {
          return arith::ConstantIndexOp::create(b, loc, v);
        };
        ArrayRef<int64_t> in = o.getInputShape(), f = o.getFilterShape(),
                          out = o.getOutputShape();
        callMicrokernel(
            b, loc, module, kConv2DNhwcHwcfF32,
            {o.getInput(), o.getInputOffset(), o.getFilter(),
             o.getFilterOffset(), o.getOut(), o.getOutOffset(), index(in[0]),
             index(in[1]), index(in[2]), index(in[3]), index(f[0]),
             index(f[1]), index(f[3]), index(out[1]), index(out[2]),
             index(o.getStrides()[0]), index(o.getStrides()[1]),
             index(o.getDilations()[0]), index(o.getDilations()[1]),
             i32(b, loc, o.getAccumulate() ? 1 : 0)},
            elementOf(o.getOut()));
        return success();
      })
      .Case([&](FillOp o) {
        Type element = elementOf(o.getOut());
        unsigned width = element.getIntOrFloatBitWidth();
        Value value = o.getValue();
        // The kernel takes the value's bits (i32 for <= 32-bit elements).
        if (isa<FloatType>(element))
          value = arith::BitcastOp::create(b, loc, b.getIntegerType(width),
                                           value);
        if (width < 32)
          value = arith::ExtUIOp::create(b, loc, b.getI32Type(), value);
        callMicrokernel(b, loc, module,
                        bySize(element, kFillX8, kFillX16, kFillX32, kFillX64),
                        {o.getOut(), o.getOutOffset(), o.getOutStride0(),
                         o.getOutStride1(), o.getSize0(), o.getSize1(), value},
                        element);
        return success();
      })
      .Case([&](CopyOp o) {
        Type element = elementOf(o.getOut());
        callMicrokernel(
            b, loc, module,
            bySize(element, kCopyX8, kCopyX16, kCopyX32, kCopyX64),
            {o.getInput(), o.getInputOffset(), o.getInputStride0(),
             o.getInputStride1(), o.getOut(), o.getOutOffset(),
             o.getOutStride0(), o.getOutStride1(), o.getSize0(), o.getSize1()},
            element);
        return success();
      })
      .Case([&](BinaryOp o) {
        callMicrokernel(
            b, loc, module, kBinaryF32,
            {i32(b, loc, getBinaryCode(o.getKind())), o.getLhs(),
             o.getLhsOffset(), o.getLhsStride0(), o.getLhsStride1(),
             o.getRhs(), o.getRhsOffset(), o.getRhsStride0(),
             o.getRhsStride1(), o.getOut(), o.getOutOffset(),
             o.getOutStride0(), o.getOutStride1(), o.getSize0(),
             o.getSize1()},
            elementOf(o.getOut()));
        return success();
      })
      .Case([&](UnaryOp o) {
        callMicrokernel(
            b, loc, module, kUnaryF32,
            {i32(b, loc, getUnaryCode(o.getKind())), o.getInput(),
             o.getInputOffset(), o.getInputStride0(), o.getInputStride1(),
             o.getOut(), o.getOutOffset(), o.getOutStride0(),
             o.getOutStride1(), o.getSize0(), o.getSize1()},
            elementOf(o.getOut()));
        return success();
      })
      .Case([&](ReduceOp o) {
        callMicrokernel(
            b, loc, module, kReduceF32,
            {i32(b, loc, getReduceCode(o.getKind())), o.getInput(),
             o.getInputOffset(), o.getInputStride0(), o.getInputStride1(),
             o.getOut(), o.getOutOffset(), o.getOutStride(), o.getSize0(),
             o.getSize1()},
            elementOf(o.getOut()));
        return success();
      })
      .Default([](Operation *) { return failure(); });
}

class LowerToImportsPass
    : public impl::VMVXLowerToImportsPassBase<LowerToImportsPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> ops;
    module.walk([&](Operation *op) {
      if (isa<VMVXDialect>(op->getDialect()))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      if (failed(lower(op, module))) {
        op->emitOpError("has no microkernel lowering");
        return signalPassFailure();
      }
      op->erase();
    }
  }
};

} // namespace
} // namespace strata::vmvx
