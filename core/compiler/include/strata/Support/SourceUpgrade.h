//===- SourceUpgrade.h - Read text written by newer MLIR printers -*- C++
//-*-===//
//
// Strata links MLIR 22. Programs come from JAX and the StableHLO tools, which
// print with a newer MLIR; where a newer printer writes something MLIR 22's
// parser reads differently, the source text is upgraded before parsing.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_SUPPORT_SOURCEUPGRADE_H
#define STRATA_SUPPORT_SOURCEUPGRADE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>
#include <string>

namespace strata {

/// Rewrites hex data of i1 dense elements (`dense<"0x..."> : tensor<...xi1>`)
/// from one byte per element (0x00/0x01, what MLIR writes since
/// llvm/llvm-project#180397) to one bit per element, LSB first (what MLIR 22
/// parses). Data already in the packed form is left alone: the two sizes
/// differ for every element count but one, where they agree. The packed hex is
/// shorter; spaces pad it to the original length, so every diagnostic location
/// stays where it was. Returns `buffer` itself when nothing changed.
std::unique_ptr<llvm::MemoryBuffer>
upgradeDenseI1Hex(std::unique_ptr<llvm::MemoryBuffer> buffer);

/// The StableHLO versions whose portable artifacts (VHLO in MLIR bytecode,
/// producer "StableHLO_vX.Y.Z") input-hlo reads: every VHLO op, type and
/// attribute of these versions is in its VHLO dialect (VhloOps.td). A PJRT
/// client serializes for the newest version its plugin reports.
inline constexpr const char *kStablehloArtifactMinimumVersion = "0.9.0";
inline constexpr const char *kStablehloArtifactCurrentVersion = "1.20.0";

/// Checks MLIR bytecode before MLIR parses it: the producer version of a
/// StableHLO portable artifact against the versions above (an error naming
/// both for a newer or pre-0.9 one), and the framing MLIR 22's reader trusts
/// (a top-level block with arguments crashes it). Returns an error message,
/// or "" for readable bytecode and for any other input (text).
std::string checkBytecodeInput(const llvm::MemoryBuffer &buffer);

/// Parses the program in `sourceMgr` and verifies it, after cloning the
/// constants that regions isolated from above (input-hlo's reduce,
/// reduce_window, map) capture into them (strata/sdk/CapturedConstants.h:
/// StableHLO and JAX's constant cache allow such captures). Null after a
/// parse or verification error (reported through the context).
mlir::OwningOpRef<mlir::ModuleOp> parseInputModule(llvm::SourceMgr &sourceMgr,
                                                   mlir::MLIRContext *context);

} // namespace strata

#endif // STRATA_SUPPORT_SOURCEUPGRADE_H
