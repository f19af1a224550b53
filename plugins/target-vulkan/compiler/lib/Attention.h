//===- Attention.h - The attention kernels' shared view -------*- C++ -*-===//
//
// What both attention kernels of strata-vulkan-cooperative-kernels take
// from a dispatch classifyAttention marked: the chain's ops by role, the
// loops of its two contractions as the kernels walk them, and the points
// of those loops at a (query, key, depth) or (T row, key, output column).
// Attention.cpp writes the f32 FMA kernel (any element type);
// CooperativeAttention.cpp the cooperative-matrix one (16-bit Q, K and V on
// a target with 16 x 16 x 16 matrices of that type).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_VULKAN_LIB_ATTENTION_H
#define STRATA_TARGET_VULKAN_LIB_ATTENTION_H

#include "CooperativeKernels.h"
#include "KernelEmitter.h"

namespace strata::vulkan::detail {

/// The loops of the two contractions, as the kernels walk them.
struct AttentionLoops {
  Contraction scores, values;
  /// The scores' key loop (its output's last dim), and whether Q is X.
  unsigned scoresKey = 0;
  bool queryIsLhs = true;
  SmallVector<unsigned> queryCls;
  /// The values' key loop, its loops per T coordinate (probability map)
  /// and its loops over the output's own dims.
  AffineMap probabilityMap;
  SmallVector<unsigned> valueLoops;
  int64_t batch = 1, queries = 1, keys = 1, depth = 1, width = 1;
};

std::optional<AttentionLoops> getAttentionLoops(linalg::LinalgOp scores,
                                                linalg::LinalgOp values,
                                                AffineMap probabilityMap);

/// A bufferized attention dispatch: the chain's ops and buffers.
struct AttentionDispatch {
  /// Positions in the body: the contractions, the max, past the last op.
  unsigned pScores, pMax, pValues, numOps;
  mutable linalg::LinalgOp scores, maxReduce, values;
  AttentionLoops loops;
  /// Q, K (the scores' factors) and V (the values' factor that is not the
  /// probabilities), as values of the contractions' bodies.
  Value qSide, kSide, vSide;
  /// T (what the max reduces) and the contractions' output maps.
  Value tBuf;
  AffineMap out1, out2;
  SmallVector<Value> outputs;
};

/// The chain classifyAttention marked in `body` (its root set to the values
/// contraction), or failure.
FailureOr<AttentionDispatch> getAttentionDispatch(func::FuncOp func,
                                                  DispatchBody &body);

/// The loops of both contractions at kernel points.
struct AttentionPoints {
  const AttentionDispatch &a;
  ContractionPoints &p1, &p2;
  Evaluator &eval;
  Location loc;

  /// The scores' loops at (query, key, depth index) (null: 0), queries
  /// past the end clamped to the last (computed, never stored).
  SmallVector<Value> scoreLoops(IndexMath &m, Value query, Value key,
                                Value d) const;
  /// The values' loops at T's row coordinates `tRow`, key and output
  /// column e (null: 0).
  SmallVector<Value> valueLoops(IndexMath &m, ArrayRef<Value> tRow, Value key,
                                Value e) const;
  /// T's coordinates (all but the key) of the scores' point `loops`.
  SmallVector<Value> tRowOf(OpBuilder &b, ArrayRef<Value> loops) const;
  /// T at the scores' point `loops` (key included) for the dot product
  /// `dot`: the scores' init plus `dot`, the score chain replayed, in f32.
  Value scoreAt(OpBuilder &b, ArrayRef<Value> loops, Value dot) const;
  /// Stores init + o / l and the dispatch's consumers at output column e of
  /// the T row `tRow`.
  void storeOutput(OpBuilder &b, ArrayRef<Value> tRow, Value e, Value o,
                   Value l) const;
};

/// The evaluators and points both kernels walk the chain with: Q and K
/// are read as they are before the scores contraction (a temporary may be
/// reused after it: K transposed into the buffer that then holds T).
struct AttentionContext {
  AttentionContext(const DispatchBody &body, const AttentionDispatch &a,
                   Location loc)
      : eval(body, vec4), scoresBody(withRoot(body, a.pScores)),
        scoresEval(scoresBody, vec4), p1{a.scores,   a.loops.scores,
                                         scoresBody, scoresEval,
                                         loc,        {}},
        p2{a.values, a.loops.values, body, eval, loc, {}}, pts{a, p1, p2, eval,
                                                               loc} {}
  AttentionContext(const AttentionContext &) = delete;

  llvm::SmallDenseSet<Value> vec4;
  Evaluator eval;
  DispatchBody scoresBody;
  Evaluator scoresEval;
  ContractionPoints p1, p2;
  AttentionPoints pts;

  /// The workgroup's batch point: its z id (when there is more than one).
  void setBatch(OpBuilder &b, Location loc);

private:
  static DispatchBody withRoot(DispatchBody body, unsigned pos) {
    body.rootPos = pos;
    return body;
  }
};

/// `fn(flat)` for the flat indices 0 .. total-1, strided over the
/// workgroup's `threads` invocations (`tid` this one's).
void forEachInWorkgroup(OpBuilder &b, Location loc, int64_t total,
                        int64_t threads, Value tid,
                        llvm::function_ref<void(OpBuilder &, Value)> fn);

/// `v` extended to f32 (as it is when f32).
Value toF32(OpBuilder &b, Location loc, Value v);
/// One step of the online softmax from the running max `mOld` to `mNew`:
/// the max to subtract (0 while every score so far is -inf, so that no
/// inf - inf arises) and the factor exp(mOld - that) of what was summed.
std::pair<Value, Value> onlineSoftmaxStep(OpBuilder &b, Location loc,
                                          Value mOld, Value mNew);

/// Keys every query of a chain masks: T(q, k) is `value` (in f32) wherever
/// k > q + `offset` (a causal mask: offset 0; JAX's `where(qi >= ki, s,
/// -1e9)`). Key blocks past a workgroup's last query + offset can be
/// skipped: where `value` is -inf outright, else once every row's running
/// max m has exp(value - m) == 0 in f32 (their probabilities are exactly
/// zero).
struct CausalMask {
  int64_t offset;
  float value;
};
/// ", key blocks past the last query + N skipped" for the kernel's
/// description in strata-dump; empty without a mask.
std::string causalDescription(const std::optional<CausalMask> &mask);
/// The mask of `a`'s score chain (CausalMask.cpp), or nothing where the
/// chain's ops do not show one.
std::optional<CausalMask> findCausalMask(const DispatchBody &body,
                                         const AttentionDispatch &a);

/// The key loop's shape: `count` blocks of `keys` keys; a workgroup owns
/// `queriesPerWorkgroup` of the chain's `queries` queries.
struct KeyBlocks {
  int64_t count, keys, queriesPerWorkgroup, queries;
};
/// Where each invocation writes its row's flag (`buffer[row][col]`, f32 in
/// workgroup memory, free at the loop's end) and every invocation reads
/// `buffer[r][0]` for each of the workgroup's rows r.
struct RowFlags {
  Value buffer, row, col;
};
/// The online softmax's key loop from `init` (results: the running max,
/// the sum, the outputs), `body` building one block: every block, or with
/// `mask` those up to the workgroup's last query (`q0` its first) +
/// offset, then the rest only where `mask`'s value is not -inf and some
/// row's max leaves its probability non-zero (a row masked whole).
SmallVector<Value>
emitKeyBlocks(OpBuilder &b, Location loc, const std::optional<CausalMask> &mask,
              const KeyBlocks &blocks, Value q0, ValueRange init,
              function_ref<void(OpBuilder &, Location, Value, ValueRange)> body,
              const RowFlags &flags);

/// The cooperative-matrix kernel (CooperativeAttention.cpp), or failure
/// where it does not apply (the FMA kernel runs the dispatch).
LogicalResult emitCooperativeAttention(func::FuncOp func,
                                       const DispatchBody &body,
                                       const AttentionDispatch &a,
                                       const KernelLimits &limits);
/// Whether the cooperative-matrix kernel would run the chain of loops `l`
/// whose Q, K and V factors are `sides` (values of the contractions'
/// bodies).
bool canRunCooperativeAttention(const AttentionLoops &l, ArrayRef<Value> sides,
                                const KernelLimits &limits);

} // namespace strata::vulkan::detail

#endif // STRATA_TARGET_VULKAN_LIB_ATTENTION_H
