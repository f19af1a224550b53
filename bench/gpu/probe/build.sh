#!/usr/bin/env bash
# Builds bench/gpu/probe's tools into build-gpu/bin (carried to the GPU
# machine with build-gpu and .gl).
set -eu
cd "$(dirname "$0")/../../.."
mkdir -p build-gpu/bin
c++ -O2 -std=c++17 bench/gpu/probe/coop_properties.cpp -lvulkan \
  -o build-gpu/bin/coop-properties
