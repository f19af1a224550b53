#!/usr/bin/env bash
# All-reduce bandwidth of Strata's mpi channel provider next to Open MPI's
# MPI_Allreduce, in the same job, for 2 and 4 ranks on this host (issue 16).
# usage: bench/collectives/run.sh [BUILD_DIR] [MAX_MB]   (default build, 256)
set -euo pipefail
build="${1:-build}"
max_mb="${2:-256}"
bench="$build/bin/strata-allreduce-bench"
[ -x "$bench" ] || { echo "no $bench (needs MPI at configure time)"; exit 1; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
echo "# $(date -u +%FT%TZ) $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores, $(mpirun --version | head -1)"
for n in 2 4; do
  echo
  echo "## $n ranks (mpirun -n $n --oversubscribe --bind-to none)"
  echo
  mpirun -n "$n" --oversubscribe --bind-to none "$bench" \
    --plugin-dir="$build/lib/strata/plugins" --max-mb="$max_mb"
done
