//===- Phase.h - Names of the pipeline phases -------------------*- C++ -*-===//
//
//   input -> global-opt -> dispatch -> hal -> vm -> module
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_PIPELINE_PHASE_H
#define STRATA_PIPELINE_PHASE_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <utility>

namespace strata {

enum class Phase { Start, Input, GlobalOpt, Dispatch, HAL, VM, Module };

/// Every phase in order with its name.
inline constexpr std::pair<Phase, const char *> kPhaseNames[] = {
    {Phase::Input, "input"}, {Phase::GlobalOpt, "global-opt"},
    {Phase::Dispatch, "dispatch"}, {Phase::HAL, "hal"},
    {Phase::VM, "vm"}, {Phase::Module, "module"},
};

inline std::optional<Phase> parsePhase(llvm::StringRef name) {
  for (auto [phase, phaseName] : kPhaseNames)
    if (name == phaseName)
      return phase;
  return std::nullopt;
}

inline llvm::StringRef getPhaseName(Phase phase) {
  for (auto [p, name] : kPhaseNames)
    if (p == phase)
      return name;
  return "start";
}

/// True for "before:<phase>" / "after:<phase>" where passes can run
/// (module is serialization, not a pass pipeline).
inline bool isValidExtensionPoint(llvm::StringRef point) {
  if (!point.consume_front("before:") && !point.consume_front("after:"))
    return false;
  std::optional<Phase> phase = parsePhase(point);
  return phase && *phase != Phase::Module;
}

} // namespace strata

#endif // STRATA_PIPELINE_PHASE_H
