//===- Decompositions.cpp - QR, symmetric eigen, SVD as scf loops --------===//
//
// The factorizations behind jnp.linalg.qr/eigh/svd/pinv/lstsq/norm(ord=2)
// (LAPACK geqrf/orgqr/syevd/gesdd and cuSOLVER's geqrf/orgqr/syevd/gesvdj
// custom calls), as scf.for nests on tensors like LinearAlgebraToSCF:
//
// - geqrf: Householder QR as LAPACK's sgeqr2 (R on and above the diagonal,
//   the reflectors' tails below it, tau); orgqr: Q from them as sorg2r.
//   Both match LAPACK up to rounding.
// - syevd: cyclic Jacobi on the symmetric matrix (read from the requested
//   triangle), eigenvalues ascending, eigenvectors as columns.
// - gesdd/gesvdj: one-sided Jacobi (Hestenes) on the columns of A (or of
//   A^T when it is wide), singular values descending; U and V completed to
//   the requested number of columns by Gram-Schmidt on unit vectors.
//
// Eigen- and singular vectors are unique only up to sign (and rotation
// within repeated values), as with LAPACK: programs that use them through
// reconstructions, projections, pinv or lstsq get LAPACK's results up to
// rounding.
//
//===----------------------------------------------------------------------===//

#include "Decompositions.h"

#include "LinearAlgebraLoops.h"
#include "Rewriters.h"

#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;

namespace strata::input_hlo {
using namespace la;

namespace {

/// Jacobi sweeps: each converges quadratically once close; rotations whose
/// off-diagonal term is negligible are skipped, so late sweeps are cheap.
constexpr int64_t kJacobiSweeps = 30;

/// Scalar arithmetic and (batch..., i, j) access at one insertion point.
struct F {
  OpBuilder &b;
  Location l;
  FloatType t;
  ValueRange batch;

  Value c(double v) {
    return arith::ConstantOp::create(b, l, FloatAttr::get(t, v));
  }
  Value idx(int64_t v) { return indexConst(b, l, v); }
  Value add(Value x, Value y) { return arith::AddFOp::create(b, l, x, y); }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, l, x, y); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, l, x, y); }
  Value div(Value x, Value y) { return arith::DivFOp::create(b, l, x, y); }
  Value sqrt(Value x) { return math::SqrtOp::create(b, l, x); }
  Value abs(Value x) { return math::AbsFOp::create(b, l, x); }
  Value cmp(arith::CmpFPredicate p, Value x, Value y) {
    return arith::CmpFOp::create(b, l, p, x, y);
  }
  Value sel(Value p, Value x, Value y) {
    return arith::SelectOp::create(b, l, p, x, y);
  }
  Value addi(Value x, int64_t v) {
    return arith::AddIOp::create(b, l, x, idx(v));
  }
  Value subi(Value x, Value y) { return arith::SubIOp::create(b, l, x, y); }
  Value eqi(Value x, Value y) {
    return arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, x, y);
  }
  Value get(Value m, Value i, Value j) {
    return tensor::ExtractOp::create(b, l, m, matrixIndex(batch, i, j, false));
  }
  Value set(Value m, Value v, Value i, Value j) {
    return tensor::InsertOp::create(b, l, v, m,
                                    matrixIndex(batch, i, j, false));
  }
  SmallVector<Value> at(Value i) {
    SmallVector<Value> index(batch);
    index.push_back(i);
    return index;
  }
  Value getv(Value v, Value i) {
    return tensor::ExtractOp::create(b, l, v, at(i));
  }
  Value setv(Value v, Value x, Value i) {
    return tensor::InsertOp::create(b, l, x, v, at(i));
  }
  /// sum_{i in [lo, hi)} term(i).
  Value sum(Value lo, Value hi, function_ref<Value(F &, Value)> term) {
    return buildFor(b, l, lo, hi, c(0.0),
                    [&](OpBuilder &nb, Location nl, Value i, Value acc) {
                      F f{nb, nl, t, batch};
                      return f.add(acc, term(f, i));
                    });
  }
  /// The rotation (c, s) that zeroes the (p, q) term: t = sign(theta) /
  /// (|theta| + sqrt(theta^2 + 1)) (1 / (2 theta) when theta^2 overflows).
  std::pair<Value, Value> rotation(Value theta) {
    Value a = abs(theta);
    Value big = cmp(arith::CmpFPredicate::OGT, a, c(1e15));
    Value tan = sel(
        big, div(c(0.5), theta),
        div(sel(cmp(arith::CmpFPredicate::OLT, theta, c(0.0)), c(-1.0), c(1.0)),
            add(a, sqrt(add(mul(theta, theta), c(1.0))))));
    Value cos = div(c(1.0), sqrt(add(mul(tan, tan), c(1.0))));
    return {cos, mul(tan, cos)};
  }
};

/// Loops i in [lo, hi) carrying one tensor, with an F for the body.
Value forEach(F &f, Value lo, Value hi, Value init,
              function_ref<Value(F &, Value, Value)> body) {
  return buildFor(f.b, f.l, lo, hi, init,
                  [&](OpBuilder &nb, Location nl, Value i, Value cur) {
                    F g{nb, nl, f.t, f.batch};
                    return body(g, i, cur);
                  });
}

/// Columns p and q of `m` (rows [0, rows)) rotated by (c, s).
Value rotateColumns(F &f, Value m, int64_t rows, Value p, Value q, Value c,
                    Value s) {
  return forEach(f, f.idx(0), f.idx(rows), m, [&](F &g, Value k, Value cur) {
    Value xp = g.get(cur, k, p), xq = g.get(cur, k, q);
    cur = g.set(cur, g.sub(g.mul(c, xp), g.mul(s, xq)), k, p);
    return g.set(cur, g.add(g.mul(s, xp), g.mul(c, xq)), k, q);
  });
}

/// Rows p and q of `m` (columns [0, cols)) rotated by (c, s).
Value rotateRows(F &f, Value m, int64_t cols, Value p, Value q, Value c,
                 Value s) {
  return forEach(f, f.idx(0), f.idx(cols), m, [&](F &g, Value k, Value cur) {
    Value xp = g.get(cur, p, k), xq = g.get(cur, q, k);
    cur = g.set(cur, g.sub(g.mul(c, xp), g.mul(s, xq)), p, k);
    return g.set(cur, g.add(g.mul(s, xp), g.mul(c, xq)), q, k);
  });
}

/// Columns i and j of `m` (rows [0, rows)) swapped.
Value swapColumns(F &f, Value m, int64_t rows, Value i, Value j) {
  return forEach(f, f.idx(0), f.idx(rows), m, [&](F &g, Value k, Value cur) {
    Value xi = g.get(cur, k, i), xj = g.get(cur, k, j);
    cur = g.set(cur, xj, k, i);
    return g.set(cur, xi, k, j);
  });
}

/// `m` [rows, cols] set to the identity (on its leading square).
Value setIdentity(F &f, Value m, int64_t rows, int64_t cols) {
  return forEach(f, f.idx(0), f.idx(rows), m, [&](F &g, Value i, Value cur) {
    return forEach(g, g.idx(0), g.idx(cols), cur, [&](F &h, Value j, Value c2) {
      return h.set(c2, h.sel(h.eqi(i, j), h.c(1.0), h.c(0.0)), i, j);
    });
  });
}

/// kJacobiSweeps cyclic sweeps over the pairs p < q of [0, n) carrying
/// `state`. `pair` gives (whether to rotate, theta) for a pair: the
/// rotation (c, s) from theta (F::rotation) then goes to `rotate`, which
/// returns the new state.
SmallVector<Value> jacobiSweeps(
    F &f, int64_t n, ValueRange state,
    function_ref<std::pair<Value, Value>(F &, ValueRange, Value, Value)> pair,
    function_ref<SmallVector<Value>(F &, ValueRange, Value, Value, Value,
                                    Value)>
        rotate) {
  auto range =
      [&](F &g, Value lo, ValueRange st,
          function_ref<SmallVector<Value>(F &, Value, ValueRange)> body) {
        return buildFor(g.b, g.l, lo, g.idx(n), st,
                        [&](OpBuilder &nb, Location nl, Value i,
                            ValueRange cur) -> SmallVector<Value> {
                          F h{nb, nl, f.t, f.batch};
                          return body(h, i, cur);
                        });
      };
  return buildFor(
      f.b, f.l, f.idx(0), f.idx(kJacobiSweeps), state,
      [&](OpBuilder &b1, Location l1, Value,
          ValueRange st) -> SmallVector<Value> {
        F g{b1, l1, f.t, f.batch};
        return range(g, g.idx(0), st, [&](F &h, Value p, ValueRange st2) {
          return range(
              h, h.addi(p, 1), st2, [&](F &r, Value q, ValueRange cur) {
                std::pair<Value, Value> decision = pair(r, cur, p, q);
                Value doRotate = decision.first, theta = decision.second;
                auto ifOp = scf::IfOp::create(
                    r.b, r.l, doRotate,
                    [&](OpBuilder &b4, Location l4) {
                      F s{b4, l4, f.t, f.batch};
                      std::pair<Value, Value> cs = s.rotation(theta);
                      scf::YieldOp::create(
                          b4, l4, rotate(s, cur, p, q, cs.first, cs.second));
                    },
                    [&](OpBuilder &b4, Location l4) {
                      scf::YieldOp::create(b4, l4, cur);
                    });
                return SmallVector<Value>(ifOp.getResults());
              });
        });
      });
}

/// Orders the `n` keys key(cur, i) (ascending, or descending) by selection,
/// calling swap(cur, i, j) to exchange entries i and j everywhere.
SmallVector<Value> selectionSort(
    F &f, int64_t n, ValueRange state, bool ascending,
    function_ref<Value(F &, ValueRange, Value)> key,
    function_ref<SmallVector<Value>(F &, ValueRange, Value, Value)> swap) {
  return buildFor(
      f.b, f.l, f.idx(0), f.idx(n), state,
      [&](OpBuilder &b1, Location l1, Value i,
          ValueRange cur) -> SmallVector<Value> {
        F g{b1, l1, f.t, f.batch};
        SmallVector<Value> best = buildFor(
            b1, l1, g.addi(i, 1), g.idx(n), ValueRange{i, key(g, cur, i)},
            [&](OpBuilder &b2, Location l2, Value j,
                ValueRange bestSoFar) -> SmallVector<Value> {
              F h{b2, l2, f.t, f.batch};
              Value kj = key(h, cur, j);
              Value better = h.cmp(ascending ? arith::CmpFPredicate::OLT
                                             : arith::CmpFPredicate::OGT,
                                   kj, bestSoFar[1]);
              return {h.sel(better, j, bestSoFar[0]),
                      h.sel(better, kj, bestSoFar[1])};
            });
        return swap(g, cur, i, best[0]);
      });
}

/// Columns [have, cols) of `q` ([rows, cols], the first `have` columns
/// orthonormal) completed to an orthonormal basis: each new column starts
/// from the unit vector least in the span so far (largest 1 - |row|^2),
/// orthogonalized twice (Gram-Schmidt) and normalized.
Value completeColumns(F &f, Value q, int64_t rows, int64_t have, int64_t cols) {
  return forEach(f, f.idx(have), f.idx(cols), q, [&](F &g, Value j, Value cur) {
    // The candidate unit vector e_r: the row with the smallest norm in
    // the columns so far.
    SmallVector<Value> best = buildFor(
        g.b, g.l, g.idx(0), g.idx(rows), ValueRange{g.idx(0), g.c(-1.0)},
        [&](OpBuilder &b2, Location l2, Value r,
            ValueRange sofar) -> SmallVector<Value> {
          F h{b2, l2, f.t, f.batch};
          Value inSpan = h.sum(h.idx(0), j, [&](F &k, Value c) {
            Value x = k.get(cur, r, c);
            return k.mul(x, x);
          });
          Value residual = h.sub(h.c(1.0), inSpan);
          Value better = h.cmp(arith::CmpFPredicate::OGT, residual, sofar[1]);
          return {h.sel(better, r, sofar[0]),
                  h.sel(better, residual, sofar[1])};
        });
    Value r = best[0];
    // Column j = e_r, then minus its projections, twice.
    cur = forEach(g, g.idx(0), g.idx(rows), cur, [&](F &h, Value i, Value c2) {
      return h.set(c2, h.sel(h.eqi(i, r), h.c(1.0), h.c(0.0)), i, j);
    });
    for (int pass = 0; pass < 2; ++pass)
      cur = forEach(g, g.idx(0), j, cur, [&](F &h, Value c, Value c2) {
        Value dot = h.sum(h.idx(0), h.idx(rows), [&](F &k, Value i) {
          return k.mul(k.get(c2, i, c), k.get(c2, i, j));
        });
        return forEach(
            h, h.idx(0), h.idx(rows), c2, [&](F &k, Value i, Value c3) {
              return k.set(c3,
                           k.sub(k.get(c3, i, j), k.mul(dot, k.get(c3, i, c))),
                           i, j);
            });
      });
    Value norm = g.sqrt(g.sum(g.idx(0), g.idx(rows), [&](F &k, Value i) {
      Value x = k.get(cur, i, j);
      return k.mul(x, x);
    }));
    return forEach(g, g.idx(0), g.idx(rows), cur, [&](F &h, Value i, Value c2) {
      return h.set(c2, h.div(h.get(c2, i, j), norm), i, j);
    });
  });
}

RankedTensorType matrixType(RankedTensorType like, int64_t rows, int64_t cols) {
  SmallVector<int64_t> shape(like.getShape().drop_back(2));
  shape.push_back(rows);
  shape.push_back(cols);
  return RankedTensorType::get(shape, like.getElementType());
}

Value zeros(OpBuilder &b, Location loc, RankedTensorType type) {
  return createFilled(b, loc, type, createZero(b, loc, type.getElementType()));
}

} // namespace

SmallVector<Value> buildGeqrf(OpBuilder &b, Location loc, Value a,
                              RankedTensorType tauType) {
  auto type = cast<RankedTensorType>(a.getType());
  auto ft = cast<FloatType>(type.getElementType());
  int64_t m = type.getDimSize(type.getRank() - 2);
  int64_t n = type.getDimSize(type.getRank() - 1);
  Value tau0 = zeros(b, loc, tauType);
  return buildBatchLoops(
      b, loc, type, ValueRange{a, tau0},
      [&](OpBuilder &b0, Location l0, ValueRange batch,
          ValueRange carried) -> SmallVector<Value> {
        F f0{b0, l0, ft, batch};
        return buildFor(
            b0, l0, f0.idx(0), f0.idx(std::min(m, n)), carried,
            [&](OpBuilder &b1, Location l1, Value k,
                ValueRange st) -> SmallVector<Value> {
              F f{b1, l1, ft, batch};
              Value A = st[0], tau = st[1];
              Value k1 = f.addi(k, 1), cm = f.idx(m), cn = f.idx(n);
              // The reflector H = I - tau v v^T (v[k] = 1) with
              // H [alpha; x] = [beta; 0] (LAPACK's slarfg).
              Value alpha = f.get(A, k, k);
              Value x2 = f.sum(k1, cm, [&](F &g, Value i) {
                Value x = g.get(A, i, k);
                return g.mul(x, x);
              });
              Value norm = f.sqrt(f.add(f.mul(alpha, alpha), x2));
              Value beta =
                  f.sel(f.cmp(arith::CmpFPredicate::OGE, alpha, f.c(0.0)),
                        f.sub(f.c(0.0), norm), norm);
              Value trivial = f.cmp(arith::CmpFPredicate::OEQ, x2, f.c(0.0));
              Value tk =
                  f.sel(trivial, f.c(0.0), f.div(f.sub(beta, alpha), beta));
              Value scale =
                  f.sel(trivial, f.c(1.0), f.div(f.c(1.0), f.sub(alpha, beta)));
              A = f.set(A, f.sel(trivial, alpha, beta), k, k);
              A = forEach(f, k1, cm, A, [&](F &g, Value i, Value cur) {
                return g.set(cur, g.mul(g.get(cur, i, k), scale), i, k);
              });
              tau = f.setv(tau, tk, k);
              // H applied to the columns right of k.
              A = forEach(f, k1, cn, A, [&](F &g, Value j, Value cur) {
                Value w =
                    g.add(g.get(cur, k, j), g.sum(k1, cm, [&](F &h, Value i) {
                      return h.mul(h.get(cur, i, k), h.get(cur, i, j));
                    }));
                Value tw = g.mul(tk, w);
                cur = g.set(cur, g.sub(g.get(cur, k, j), tw), k, j);
                return forEach(g, k1, cm, cur, [&](F &h, Value i, Value c2) {
                  return h.set(
                      c2, h.sub(h.get(c2, i, j), h.mul(h.get(c2, i, k), tw)), i,
                      j);
                });
              });
              return {A, tau};
            });
      });
}

Value buildOrgqr(OpBuilder &b, Location loc, Value a, Value tau) {
  auto type = cast<RankedTensorType>(a.getType());
  auto tauType = cast<RankedTensorType>(tau.getType());
  auto ft = cast<FloatType>(type.getElementType());
  int64_t m = type.getDimSize(type.getRank() - 2);
  int64_t n = type.getDimSize(type.getRank() - 1);
  int64_t k = tauType.getDimSize(tauType.getRank() - 1);
  return buildBatchLoops(
      b, loc, type, a,
      [&](OpBuilder &b0, Location l0, ValueRange batch, Value Q) -> Value {
        F f{b0, l0, ft, batch};
        Value cm = f.idx(m), cn = f.idx(n);
        // Columns k.. of the identity.
        Q = forEach(f, f.idx(k), cn, Q, [&](F &g, Value j, Value cur) {
          return forEach(g, g.idx(0), cm, cur, [&](F &h, Value r, Value c2) {
            return h.set(c2, h.sel(h.eqi(r, j), h.c(1.0), h.c(0.0)), r, j);
          });
        });
        // H_{k-1} ... H_0 applied from the last (LAPACK's sorg2r).
        return forEach(f, f.idx(0), f.idx(k), Q, [&](F &g, Value t, Value cur) {
          Value i = g.subi(g.idx(k - 1), t);
          Value i1 = g.addi(i, 1);
          Value ti = g.getv(tau, i);
          cur = g.set(cur, g.c(1.0), i, i);
          cur = forEach(g, i1, cn, cur, [&](F &h, Value j, Value c2) {
            Value w = h.sum(i, cm, [&](F &p, Value r) {
              return p.mul(p.get(c2, r, i), p.get(c2, r, j));
            });
            Value tw = h.mul(ti, w);
            return forEach(h, i, cm, c2, [&](F &p, Value r, Value c3) {
              return p.set(
                  c3, p.sub(p.get(c3, r, j), p.mul(p.get(c3, r, i), tw)), r, j);
            });
          });
          Value minusTau = g.sub(g.c(0.0), ti);
          cur = forEach(g, i1, cm, cur, [&](F &h, Value r, Value c2) {
            return h.set(c2, h.mul(h.get(c2, r, i), minusTau), r, i);
          });
          cur = g.set(cur, g.sub(g.c(1.0), ti), i, i);
          return forEach(g, g.idx(0), i, cur, [&](F &h, Value r, Value c2) {
            return h.set(c2, h.c(0.0), r, i);
          });
        });
      });
}

SmallVector<Value> buildSyevd(OpBuilder &b, Location loc, Value a, bool lower,
                              RankedTensorType wType,
                              RankedTensorType infoType) {
  auto type = cast<RankedTensorType>(a.getType());
  auto ft = cast<FloatType>(type.getElementType());
  int64_t n = type.getDimSize(type.getRank() - 1);
  double eps = std::ldexp(1.0, -static_cast<int>(ft.getFPMantissaWidth()));
  Value S0 = zeros(b, loc, type), V0 = zeros(b, loc, type),
        w0 = zeros(b, loc, wType),
        info = createFilled(
            b, loc, infoType,
            arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0));
  SmallVector<Value> out = buildBatchLoops(
      b, loc, type, ValueRange{S0, V0, w0},
      [&](OpBuilder &b0, Location l0, ValueRange batch,
          ValueRange carried) -> SmallVector<Value> {
        F f{b0, l0, ft, batch};
        Value cn = f.idx(n);
        // The symmetric matrix from the requested triangle.
        Value S =
            forEach(f, f.idx(0), cn, carried[0], [&](F &g, Value i, Value cur) {
              return forEach(
                  g, g.idx(0), cn, cur, [&](F &h, Value j, Value c2) {
                    Value inTriangle =
                        arith::CmpIOp::create(h.b, h.l,
                                              lower ? arith::CmpIPredicate::ule
                                                    : arith::CmpIPredicate::uge,
                                              j, i);
                    Value v = h.sel(inTriangle, h.get(a, i, j), h.get(a, j, i));
                    return h.set(c2, v, i, j);
                  });
            });
        Value V = setIdentity(f, carried[1], n, n);
        SmallVector<Value> sv = jacobiSweeps(
            f, n, ValueRange{S, V},
            [&](F &r, ValueRange cur, Value p, Value q) {
              Value apq = r.get(cur[0], p, q), app = r.get(cur[0], p, p),
                    aqq = r.get(cur[0], q, q);
              Value threshold = r.mul(r.c(eps), r.sqrt(r.abs(r.mul(app, aqq))));
              Value rotate = arith::AndIOp::create(
                  r.b, r.l,
                  r.cmp(arith::CmpFPredicate::OGT, r.abs(apq), threshold),
                  r.cmp(arith::CmpFPredicate::ONE, apq, r.c(0.0)));
              return std::make_pair(
                  rotate, r.div(r.sub(aqq, app), r.mul(r.c(2.0), apq)));
            },
            [&](F &s, ValueRange cur, Value p, Value q, Value c,
                Value sn) -> SmallVector<Value> {
              Value S2 = rotateColumns(s, cur[0], n, p, q, c, sn);
              S2 = rotateRows(s, S2, n, p, q, c, sn);
              S2 = s.set(S2, s.c(0.0), p, q);
              S2 = s.set(S2, s.c(0.0), q, p);
              return {S2, rotateColumns(s, cur[1], n, p, q, c, sn)};
            });
        // Eigenvalues ascending, their vectors with them.
        SmallVector<Value> sorted = selectionSort(
            f, n, sv, /*ascending=*/true,
            [&](F &g, ValueRange cur, Value i) { return g.get(cur[0], i, i); },
            [&](F &g, ValueRange cur, Value i, Value j) -> SmallVector<Value> {
              Value di = g.get(cur[0], i, i), dj = g.get(cur[0], j, j);
              Value S2 = g.set(cur[0], dj, i, i);
              S2 = g.set(S2, di, j, j);
              return {S2, swapColumns(g, cur[1], n, i, j)};
            });
        Value w =
            forEach(f, f.idx(0), cn, carried[2], [&](F &g, Value i, Value cur) {
              return g.setv(cur, g.get(sorted[0], i, i), i);
            });
        return {sorted[0], sorted[1], w};
      });
  return {out[1], out[2], info};
}

SmallVector<Value> buildSvd(OpBuilder &b, Location loc, Value a,
                            RankedTensorType sType, RankedTensorType uType,
                            RankedTensorType vType, bool vTransposed,
                            RankedTensorType infoType) {
  auto type = cast<RankedTensorType>(a.getType());
  auto ft = cast<FloatType>(type.getElementType());
  int64_t rank = type.getRank();
  int64_t m = type.getDimSize(rank - 2), n = type.getDimSize(rank - 1);
  int64_t k = std::min(m, n);
  bool wide = m < n;
  int64_t rows = std::max(m, n);
  double eps = std::ldexp(1.0, -static_cast<int>(ft.getFPMantissaWidth()));
  int64_t uCols = uType.getDimSize(rank - 1);
  int64_t vCols =
      vTransposed ? vType.getDimSize(rank - 2) : vType.getDimSize(rank - 1);
  // Left factor [m, uCols] and right factor [n, vCols] (before transposing).
  RankedTensorType leftType = matrixType(type, m, uCols);
  RankedTensorType rightType = matrixType(type, n, vCols);
  Value B0 = zeros(b, loc, matrixType(type, rows, k));
  Value V0 = zeros(b, loc, matrixType(type, k, k));
  Value s0 = zeros(b, loc, sType);
  Value L0 = zeros(b, loc, leftType), R0 = zeros(b, loc, rightType);
  Value info =
      createFilled(b, loc, infoType,
                   arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0));
  SmallVector<Value> out = buildBatchLoops(
      b, loc, type, ValueRange{B0, V0, s0, L0, R0},
      [&](OpBuilder &b0, Location l0, ValueRange batch,
          ValueRange carried) -> SmallVector<Value> {
        F f{b0, l0, ft, batch};
        // B = A, or A^T when A is wide: [rows, k], rows >= k.
        Value B = forEach(f, f.idx(0), f.idx(rows), carried[0],
                          [&](F &g, Value i, Value cur) {
                            return forEach(g, g.idx(0), g.idx(k), cur,
                                           [&](F &h, Value j, Value c2) {
                                             Value v = wide ? h.get(a, j, i)
                                                            : h.get(a, i, j);
                                             return h.set(c2, v, i, j);
                                           });
                          });
        Value V = setIdentity(f, carried[1], k, k);
        SmallVector<Value> bv = jacobiSweeps(
            f, k, ValueRange{B, V},
            [&](F &r, ValueRange cur, Value p, Value q) {
              auto dot = [&](Value x, Value y) {
                return r.sum(r.idx(0), r.idx(rows), [&](F &t, Value i) {
                  return t.mul(t.get(cur[0], i, x), t.get(cur[0], i, y));
                });
              };
              Value alpha = dot(p, p), beta = dot(q, q), gamma = dot(p, q);
              Value rotate = arith::AndIOp::create(
                  r.b, r.l,
                  r.cmp(arith::CmpFPredicate::OGT, r.abs(gamma),
                        r.mul(r.c(eps), r.sqrt(r.mul(alpha, beta)))),
                  r.cmp(arith::CmpFPredicate::ONE, gamma, r.c(0.0)));
              return std::make_pair(
                  rotate, r.div(r.sub(beta, alpha), r.mul(r.c(2.0), gamma)));
            },
            [&](F &s, ValueRange cur, Value p, Value q, Value c,
                Value sn) -> SmallVector<Value> {
              return {rotateColumns(s, cur[0], rows, p, q, c, sn),
                      rotateColumns(s, cur[1], k, p, q, c, sn)};
            });
        // Singular values = column norms, descending.
        Value s = forEach(
            f, f.idx(0), f.idx(k), carried[2], [&](F &g, Value j, Value cur) {
              Value n2 = g.sum(g.idx(0), g.idx(rows), [&](F &h, Value i) {
                Value x = h.get(bv[0], i, j);
                return h.mul(x, x);
              });
              return g.setv(cur, g.sqrt(n2), j);
            });
        SmallVector<Value> sorted = selectionSort(
            f, k, ValueRange{bv[0], bv[1], s}, /*ascending=*/false,
            [&](F &g, ValueRange cur, Value i) { return g.getv(cur[2], i); },
            [&](F &g, ValueRange cur, Value i, Value j) -> SmallVector<Value> {
              Value si = g.getv(cur[2], i), sj = g.getv(cur[2], j);
              Value s2 = g.setv(cur[2], sj, i);
              s2 = g.setv(s2, si, j);
              return {swapColumns(g, cur[0], rows, i, j),
                      swapColumns(g, cur[1], k, i, j), s2};
            });
        Value Bs = sorted[0], Vs = sorted[1], ss = sorted[2];
        // The column-normalized B ([rows, k]) and V ([k, k]) into the
        // left/right factors: A = B/s V^T, or A = V (B/s)^T when wide.
        auto fill = [&](Value target, int64_t targetRows, bool fromB) {
          return forEach(
              f, f.idx(0), f.idx(targetRows), target,
              [&](F &g, Value i, Value cur) {
                return forEach(
                    g, g.idx(0), g.idx(k), cur, [&](F &h, Value j, Value c2) {
                      Value v;
                      if (fromB) {
                        Value sj = h.getv(ss, j);
                        Value safe =
                            h.cmp(arith::CmpFPredicate::OGT, sj, h.c(0.0));
                        v = h.sel(safe, h.div(h.get(Bs, i, j), sj), h.c(0.0));
                      } else {
                        v = h.get(Vs, i, j);
                      }
                      return h.set(c2, v, i, j);
                    });
              });
        };
        Value L = fill(carried[3], m, /*fromB=*/!wide);
        Value R = fill(carried[4], n, /*fromB=*/wide);
        L = completeColumns(f, L, m, k, uCols);
        R = completeColumns(f, R, n, k, vCols);
        return {Bs, Vs, ss, L, R};
      });
  Value right = out[4];
  if (vTransposed) {
    SmallVector<int64_t> perm = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    std::swap(perm[rank - 2], perm[rank - 1]);
    right = linalg::TransposeOp::create(b, loc, right,
                                        createEmpty(b, loc, vType), perm)
                .getResult()[0];
  }
  return {a, out[2], out[3], right, info};
}

} // namespace strata::input_hlo
