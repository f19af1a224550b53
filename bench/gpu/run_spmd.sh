#!/usr/bin/env bash
#===- bench/gpu/run_spmd.sh - SPMD programs on the GPU (device tool) -------===#
#
# On the GPU machine, after bench/gpu/stage_spmd.sh (carry build-gpu and
# .gl): every staged SPMD program against XLA's global outputs on
# --device=vulkan, its ranks as processes (mpirun -n N, the mpi channel;
# each rank takes vulkan:(local rank % GPUs)) and as threads
# (--partitions=N, the local channel); then the all-reduce bandwidth of the
# mpi channel next to MPI_Allreduce (2 and 4 ranks, this host's CPUs) and,
# where torch sees two GPUs or more, torch.distributed (NCCL) all-reduce
# across 2 GPUs. Results in $OUT/spmd-results.tgz (spmd.txt,
# allreduce.md).
#
#===----------------------------------------------------------------------===#
set -uo pipefail
source bench/gpu/vulkan_env.sh
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
out=/tmp/strata-spmd
mkdir -p "$out"
bin=build-gpu/bin
log="$out/spmd.txt"
{ "$bin/strata-run" --list-devices; mpirun --version | head -1;
  nvidia-smi -L; } > "$log" 2>&1
pass=0 total=0
for m in build-gpu/modules/*.smod; do
  p="$(basename "$m" .smod)"
  dir="build-gpu/corpus/$p"
  n="$(python3 -c "import json; print(json.load(open('$dir/meta.json'))['partitions'])")"
  tol="$(python3 -c "import json; t = json.load(open('$dir/meta.json')).get('tolerance', {}); print(t.get('rtol', 1e-4), t.get('atol', 1e-5))")"
  read -r rtol atol <<< "$tol"
  args=()
  for f in "$dir"/in*.npy; do args+=("--input=@$f"); done
  for f in "$dir"/out*.npy; do args+=("--expected_output=@$f"); done
  modes="mpi threads"
  # jax.jit with shardings: one global program (no ranks), run as it is.
  if python3 -c "import json,sys; sys.exit(0 if json.load(open('$dir/meta.json')).get('auto_partitioned') else 1)"; then
    modes=global n=1
  fi
  for mode in $modes; do
    total=$((total + 1))
    if [[ $mode == global ]]; then
      cmd=(timeout 300 "$bin/strata-run" --module="$m" --device=vulkan)
    elif [[ $mode == mpi ]]; then
      cmd=(timeout 300 mpirun --oversubscribe --bind-to none -n "$n"
           "$bin/strata-run" --module="$m" --device=vulkan)
    else
      cmd=(timeout 300 "$bin/strata-run" --module="$m" --device=vulkan
           --partitions="$n")
    fi
    start=$(date +%s%N)
    if "${cmd[@]}" --rtol="$rtol" --atol="$atol" "${args[@]}" > "$out/run.log" 2>&1; then
      pass=$((pass + 1))
      echo "PASS $p ($n ranks, $mode, $(( ($(date +%s%N) - start) / 1000000 )) ms)" >> "$log"
    else
      echo "FAIL $p ($n ranks, $mode)" >> "$log"; tail -8 "$out/run.log" >> "$log"
    fi
  done
done
echo "SPMD programs on vulkan: $pass / $total passed" >> "$log"
{
  echo "# all-reduce bandwidth on the GPU machine's host: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores, $(mpirun --version | head -1)"
  for n in 2 4; do
    echo; echo "## $n ranks"; echo
    mpirun -n "$n" --oversubscribe --bind-to none "$bin/strata-allreduce-bench" \
      --plugin-dir=build-gpu/lib/strata/plugins --max-mb=256
  done
} > "$out/allreduce.md" 2>&1
gpus="$(python3 -c 'import torch; print(torch.cuda.device_count())' 2>/dev/null || echo 0)"
if [[ "$gpus" -ge 2 ]]; then
  torchrun --nproc_per_node=2 bench/collectives/torch_allreduce.py >> "$out/allreduce.md" 2>&1
else
  echo "torch.distributed (NCCL): skipped, $gpus GPU(s) here (NCCL needs one GPU per rank)" >> "$out/allreduce.md"
fi
cat "$log" "$out/allreduce.md"
[[ -n "${OUT:-}" ]] && tar czf "$OUT/spmd-results.tgz" -C "$out" spmd.txt allreduce.md
