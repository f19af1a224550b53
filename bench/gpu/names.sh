#!/usr/bin/env bash
#===- bench/gpu/names.sh - NAMES='glob ...' program selection -------------===#
#
# Sourced by the bench/gpu scripts: `selected NAME` succeeds when NAMES is
# empty or NAME matches one of its space-separated globs.
#
#===----------------------------------------------------------------------===#
selected() {
  [[ -z "${NAMES:-}" ]] && return 0
  local glob globs
  read -ra globs <<< "$NAMES"
  for glob in "${globs[@]}"; do
    # shellcheck disable=SC2053 # the right side is a glob on purpose
    [[ "$1" == $glob ]] && return 0
  done
  return 1
}
