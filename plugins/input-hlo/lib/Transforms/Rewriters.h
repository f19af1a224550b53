//===- Rewriters.h - HLO -> linalg lowering internals ---------*- C++ -*-===//
//
// Shared between the lowering TUs: the type converter, scalar emission of
// elementwise ops (also used for reduction/sort/scatter bodies) and the
// populate* entry points of each op group.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_LIB_TRANSFORMS_REWRITERS_H
#define STRATA_INPUTHLO_LIB_TRANSFORMS_REWRITERS_H

#include "strata/InputHLO/IR/ChloOps.h"
#include "strata/InputHLO/IR/StablehloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

#include <string>
#include <vector>

namespace strata::input_hlo {

/// Why patterns failed, so that the pass can report one error per op that
/// names the reason.
struct FailureLog {
  struct Entry {
    std::string opName;
    mlir::Location loc;
    std::string reason;
  };
  std::vector<Entry> entries;

  /// Records the reason and returns failure (through notifyMatchFailure).
  llvm::LogicalResult fail(mlir::ConversionPatternRewriter &rewriter,
                           mlir::Operation *op, const llvm::Twine &reason);
};

/// StableHLO element types carry signedness (ui8, si32); linalg and arith
/// want signless integers. Tensors keep their shapes.
class HLOTypeConverter : public mlir::TypeConverter {
public:
  HLOTypeConverter();
};

/// Signless version of an element type (ui32 -> i32).
mlir::Type toSignless(mlir::Type type);
/// True for unsigned integer types and i1 (compared/extended unsigned).
bool isUnsignedLike(mlir::Type type);

/// Emits the scalar computation of elementwise `op` (stablehlo or chlo) on
/// `args`, signless scalars of the operands' element types. Signedness comes
/// from the op's original element types. Fails with `why` set when the op or
/// its types are not supported.
/// The arith predicate of an integer stablehlo.compare.
mlir::arith::CmpIPredicate
getIntPredicate(strata::stablehlo::ComparisonDirection direction,
                bool isUnsigned);

/// A linalg.generic writing `operand` into `init` (of `type`) read through
/// `exprs`, one per operand dim: a dim of the result, or constant 0 where
/// the operand broadcasts (stablehlo.broadcast_in_dim and the
/// dynamic_broadcast_in_dim whose expansions are known).
mlir::Value createBroadcast(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::RankedTensorType type, mlir::Value operand,
                            mlir::Value init,
                            llvm::ArrayRef<mlir::AffineExpr> exprs);

/// A linalg.generic filling `init` (of `type`) with each element's index
/// along `dim` (stablehlo.iota / dynamic_iota).
mlir::Value createIota(mlir::OpBuilder &b, mlir::Location loc,
                       mlir::RankedTensorType type, int64_t dim,
                       mlir::Value init);

mlir::FailureOr<mlir::Value>
emitScalarOp(mlir::OpBuilder &b, mlir::Location loc, mlir::Operation *op,
             mlir::ValueRange args, std::string &why);

/// Converts a scalar between StableHLO element types with `convert`
/// semantics.
mlir::FailureOr<mlir::Value>
emitScalarConvert(mlir::OpBuilder &b, mlir::Location loc, mlir::Value value,
                  mlir::Type fromType, mlir::Type toType, std::string &why);

/// Checks that a body (reduce, sort, scatter, ...) only holds ops that
/// emitScalarRegion can turn into scalar code.
llvm::LogicalResult checkScalarRegion(mlir::Region &region, std::string &why);

/// Emits the body of `region` (ops on rank-0 tensors ending in
/// stablehlo.return) as scalar code on `args`; returns the returned scalars.
mlir::FailureOr<llvm::SmallVector<mlir::Value>>
emitScalarRegion(mlir::OpBuilder &b, mlir::Location loc, mlir::Region &region,
                 mlir::ValueRange args, std::string &why);

/// A linalg.generic whose body yields what `emitBody` returns for the
/// block arguments; when `emitBody` fails (having set its reason) nothing
/// is left behind and the result is failure.
mlir::FailureOr<mlir::linalg::GenericOp> createScalarGeneric(
    mlir::RewriterBase &rewriter, mlir::Location loc,
    mlir::TypeRange resultTypes, mlir::ValueRange inputs,
    mlir::ValueRange inits, llvm::ArrayRef<mlir::AffineMap> maps,
    llvm::ArrayRef<mlir::utils::IteratorType> iterators,
    llvm::function_ref<mlir::FailureOr<llvm::SmallVector<mlir::Value>>(
        mlir::OpBuilder &, mlir::Location, mlir::ValueRange)>
        emitBody);

/// Returns a statically shaped ranked tensor type or fails with `why`.
/// `type` as a ranked tensor (static or not), or null with `why` set.
mlir::RankedTensorType getTensorType(mlir::Type type, std::string &why);
mlir::RankedTensorType getStaticTensorType(mlir::Type type, std::string &why);
/// getTensorType, refusing complex element types.
mlir::RankedTensorType getRealTensorType(mlir::Type type, std::string &why);

/// Like getStaticTensorType, and the element type must not be complex.
mlir::RankedTensorType getRealStaticTensorType(mlir::Type type,
                                               std::string &why);

/// getRealStaticTensorType for every operand and result of `op`; on failure
/// `why` names the offending type.
llvm::LogicalResult checkRealStaticTypes(mlir::Operation *op, std::string &why);

/// `tensor.empty` of the given type.
mlir::Value createEmpty(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::RankedTensorType type);
/// `tensor.empty` + `linalg.fill` with `scalar`.
/// tensor.empty of `type` whose dynamic dims take `sizes[d]` (one index
/// value per dimension; static dims ignore theirs).
mlir::Value createEmpty(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::RankedTensorType type,
                        llvm::ArrayRef<mlir::Value> sizes);
/// The size of every dimension of `tensor` as an index value (tensor.dim
/// for dynamic ones, constants for static ones).
llvm::SmallVector<mlir::Value> dimSizes(mlir::OpBuilder &b, mlir::Location loc,
                                        mlir::Value tensor);

/// Evaluates the small integer tensors shape-polymorphic programs compute
/// dims with (constants, get_dimension_size, reshape, concatenate, convert,
/// slice, broadcast, arithmetic, compare, select) as host scalars: index
/// values for integers, i1 for predicates. Follows the original StableHLO
/// producers; an operand it cannot follow is read from its lowered tensor.
class ShapeEvaluator {
public:
  ShapeEvaluator(mlir::ConversionPatternRewriter &rewriter, mlir::Location loc);
  /// The elements of a static rank-0, -1 or -2 `value` (row-major).
  mlir::FailureOr<llvm::SmallVector<mlir::Value>> evaluate(mlir::Value value);

private:
  mlir::FailureOr<llvm::SmallVector<mlir::Value>> follow(mlir::Value value);
  mlir::FailureOr<llvm::SmallVector<mlir::Value>>
  followUncached(mlir::Value value);
  mlir::Value toScalar(mlir::Value element, mlir::Type hloElemType);
  mlir::Value index(int64_t value);

  mlir::ConversionPatternRewriter &rewriter;
  mlir::Location loc;
  llvm::DenseMap<mlir::Value, llvm::SmallVector<mlir::Value>> cache;
};

mlir::Value createFilled(mlir::OpBuilder &b, mlir::Location loc,
                         mlir::RankedTensorType type, mlir::Value scalar,
                         llvm::ArrayRef<mlir::Value> sizes);
mlir::Value createFilled(mlir::OpBuilder &b, mlir::Location loc,
                         mlir::RankedTensorType type, mlir::Value scalar);
/// `tensor.extract` of a rank-0 tensor.
mlir::Value extractScalar(mlir::OpBuilder &b, mlir::Location loc,
                          mlir::Value tensor);
/// `operand` (static shape) padded as stablehlo.pad pads: `low`/`high`
/// elements of `padValue` at the edges (negative: cropped), `interior`
/// between neighbours. tensor.pad for plain edge padding; otherwise fill +
/// strided insert_slice, then extract_slice for negative edges.
mlir::Value padTensor(mlir::OpBuilder &b, mlir::Location loc,
                      mlir::Value operand, llvm::ArrayRef<int64_t> low,
                      llvm::ArrayRef<int64_t> high,
                      llvm::ArrayRef<int64_t> interior, mlir::Value padValue);
/// `input` (static shape) reversed along `dims`: a linalg.generic over the
/// result reading the mirrored index with tensor.extract.
mlir::Value reverseTensor(mlir::OpBuilder &b, mlir::Location loc,
                          mlir::Value input, llvm::ArrayRef<int64_t> dims);
/// Zero of a signless integer or float type.
mlir::Value createZero(mlir::OpBuilder &b, mlir::Location loc, mlir::Type type);

/// chlo.scan -> stablehlo.reduce_window or stablehlo.while (applied before
/// the conversion, whose patterns then lower what it produced).
void populateChloScanDecompositionPatterns(mlir::RewritePatternSet &patterns);

/// Dynamic ops whose shapes are known statically -> their static twins
/// (applied before the conversion).
void populateRefineStaticShapesPatterns(mlir::RewritePatternSet &patterns);
/// bitcast_convert between element widths -> same-width bitcasts, shifts and
/// ors (WidthChangingBitcast.cpp).
void populateWidthChangingBitcastPatterns(mlir::RewritePatternSet &patterns);
/// Ops on or producing tensors with no elements become what they compute
/// (empty constants, init values, zeros, their operand): ZeroSizedTensors.cpp.
void foldZeroSizedTensors(mlir::Operation *root);
void populateDynamicShapesToLinalgPatterns(const mlir::TypeConverter &converter,
                                           FailureLog &log,
                                           mlir::RewritePatternSet &patterns);

void populateElementwiseToLinalgPatterns(const mlir::TypeConverter &converter,
                                         FailureLog &log,
                                         mlir::RewritePatternSet &patterns);
void populateStructuralToLinalgPatterns(const mlir::TypeConverter &converter,
                                        FailureLog &log,
                                        mlir::RewritePatternSet &patterns);
void populateContractionToLinalgPatterns(const mlir::TypeConverter &converter,
                                         FailureLog &log,
                                         mlir::RewritePatternSet &patterns);
void populateGatherScatterSortPatterns(const mlir::TypeConverter &converter,
                                       FailureLog &log,
                                       mlir::RewritePatternSet &patterns);
void populateControlFlowToSCFPatterns(const mlir::TypeConverter &converter,
                                      FailureLog &log,
                                      mlir::RewritePatternSet &patterns);
void populateBatchNormToLinalgPatterns(const mlir::TypeConverter &converter,
                                       FailureLog &log,
                                       mlir::RewritePatternSet &patterns);
/// True for the LAPACK custom calls populateLinearAlgebraToSCFPatterns
/// lowers (`lapack_{s,d}{potrf,trsm,getrf}_ffi`).
bool isLapackCallTarget(llvm::StringRef target);
void populateLinearAlgebraToSCFPatterns(const mlir::TypeConverter &converter,
                                        FailureLog &log,
                                        mlir::RewritePatternSet &patterns);
void populateRngBitGeneratorToLinalgPatterns(
    const mlir::TypeConverter &converter, FailureLog &log,
    mlir::RewritePatternSet &patterns);
void populateChloToLinalgPatterns(const mlir::TypeConverter &converter,
                                  FailureLog &log,
                                  mlir::RewritePatternSet &patterns);

/// Base of every lowering pattern: carries the failure log.
template <typename OpTy>
class HLOConversionPattern : public mlir::OpConversionPattern<OpTy> {
public:
  HLOConversionPattern(const mlir::TypeConverter &converter,
                       mlir::MLIRContext *ctx, FailureLog &log)
      : mlir::OpConversionPattern<OpTy>(converter, ctx), log(log) {}

protected:
  llvm::LogicalResult fail(mlir::ConversionPatternRewriter &rewriter,
                           mlir::Operation *op,
                           const llvm::Twine &reason) const {
    return log.fail(rewriter, op, reason);
  }
  FailureLog &log;
};

} // namespace strata::input_hlo

#endif // STRATA_INPUTHLO_LIB_TRANSFORMS_REWRITERS_H
