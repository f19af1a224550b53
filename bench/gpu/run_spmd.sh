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
# across 2 GPUs; then the data-parallel training steps timed per call
# (strata-benchmark: ranks as processes and as threads, across the GPUs and
# all on vulkan:0) beside XLA running the same steps over the GPUs
# (bench/collectives/jax_dp_step.py). Results in $OUT/spmd-results.tgz
# (spmd.txt, allreduce.md, dp_step.md).
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
  nvidia-smi -L; nvidia-smi topo -m; } > "$log" 2>&1
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
if [[ "${ALLREDUCE:-1}" == 1 ]]; then
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
else
  echo "all-reduce benchmark skipped (ALLREDUCE=0)" > "$out/allreduce.md"
fi
# The data-parallel steps, ms per call (median of 5 repetitions).
step="$out/dp_step.md"
{
  echo "# data-parallel training steps, ms per call: strata-benchmark --device=vulkan (median of 5 repetitions, slowest rank)"
  echo
  echo "| program | ranks | mpi, ranks over the GPUs | threads, ranks over the GPUs | threads, every rank on vulkan:0 | mpi, all-reduces not combined |"
  echo "|---|---:|---:|---:|---:|---:|"
} > "$step"
median() { awk '$1 == "main_median" { print $2 }'; }
for p in spmd_dp_step_2dev spmd_dp_mlp_step_2dev spmd_dp_train_step; do
  m="build-gpu/modules/$p.smod" dir="build-gpu/corpus/$p"
  [[ -f "$m" ]] || continue
  n="$(python3 -c "import json; print(json.load(open('$dir/meta.json'))['partitions'])")"
  args=(--module="$m" --benchmark_repetitions=5)
  for f in "$dir"/in*.npy; do args+=("--input=@$f"); done
  timeout 300 mpirun --oversubscribe --bind-to none -n "$n" "$bin/strata-benchmark" \
    "${args[@]}" --device=vulkan > "$out/bench-mpi-$p.txt" 2>&1
  timeout 300 "$bin/strata-benchmark" "${args[@]}" --device=vulkan \
    --partitions="$n" > "$out/bench-threads-$p.txt" 2>&1
  timeout 300 "$bin/strata-benchmark" "${args[@]}" --device=vulkan:0 \
    --partitions="$n" > "$out/bench-one-$p.txt" 2>&1
  apart=""
  if [[ -f "build-gpu/ab/$p.smod" ]]; then
    timeout 300 mpirun --oversubscribe --bind-to none -n "$n" "$bin/strata-benchmark" \
      "${args[@]}" --module="build-gpu/ab/$p.smod" --device=vulkan > "$out/bench-apart-$p.txt" 2>&1
    apart="$(median < "$out/bench-apart-$p.txt")"
  fi
  echo "| $p | $n | $(median < "$out/bench-mpi-$p.txt") | $(median < "$out/bench-threads-$p.txt") | $(median < "$out/bench-one-$p.txt") | $apart |" >> "$step"
done
# Where the MLP step's time goes with its ranks as threads over the GPUs:
# per rank and call, the categories of bench/trace/summarize_trace.py.
p=spmd_dp_mlp_step_2dev
args=(--module="build-gpu/modules/$p.smod")
for f in "build-gpu/corpus/$p"/in*.npy; do args+=("--input=@$f"); done
timeout 300 "$bin/strata-benchmark" "${args[@]}" --device=vulkan --partitions=2 \
  --benchmark_repetitions=1 --benchmark_min_time=20x --trace="$out/trace.json" > /dev/null 2>&1 &&
  { echo; echo "## $p per call, ranks as threads over the GPUs (trace)"; echo;
    python3 bench/trace/summarize_trace.py "$out/trace.json" --skip=2; } >> "$step"
{ echo; echo '```'; cat "$out"/bench-*.txt; echo '```'; echo; } >> "$step"
timeout 300 python3 bench/collectives/jax_dp_step.py \
  build-gpu/corpus/spmd_dp_step_2dev build-gpu/corpus/spmd_dp_mlp_step_2dev \
  >> "$step" 2>&1
# Where the MLP step's time goes: its global program emulated on one GPU,
# per-dispatch device times.
if [[ -f build-gpu/profile/spmd_dp_mlp_step_2dev.smod ]]; then
  args=()
  for f in build-gpu/corpus/spmd_dp_mlp_step_2dev/in*.npy; do args+=("--input=@$f"); done
  timeout 300 "$bin/strata-benchmark" --device=vulkan --benchmark_repetitions=3 \
    --module=build-gpu/profile/spmd_dp_mlp_step_2dev.smod "${args[@]}" \
    > "$out/profile.txt" 2>&1
fi
# The training and attention models on one GPU: against XLA's outputs,
# then strata-benchmark beside XLA (bench/gpu/xla_models.py).
models="$out/models.txt"
: > "$models"
names=()
for m in build-gpu/model-modules/*.smod; do
  [[ -f "$m" ]] || continue
  p="$(basename "$m" .smod)" dir="tests/models/$p"
  names+=("$p")
  tol="$(python3 -c "import json; t = json.load(open('$dir/meta.json')).get('tolerance', {}); print(t.get('rtol', 1e-4), t.get('atol', 1e-5))")"
  read -r rtol atol <<< "$tol"
  args=()
  while read -r f; do args+=("--input=@$f"); done < <(ls -v "$dir"/in*.npy)
  expected=()
  while read -r f; do expected+=("--expected_output=@$f"); done < <(ls -v "$dir"/out*.npy)
  if timeout 300 "$bin/strata-run" --module="$m" --device=vulkan "${args[@]}" \
      "${expected[@]}" --rtol="$rtol" --atol="$atol" > "$out/run.log" 2>&1; then
    ms="$(timeout 300 "$bin/strata-benchmark" --module="$m" --device=vulkan \
      --benchmark_repetitions=5 --dispatch_timing=false "${args[@]}" | awk '$1 == "main_median" { print $2 }')"
    echo "PASS $p strata_ms=$ms" >> "$models"
  else
    echo "FAIL $p" >> "$models"; tail -5 "$out/run.log" >> "$models"
  fi
done
[[ ${#names[@]} -gt 0 ]] && timeout 400 python3 bench/gpu/xla_models.py "${names[@]}" >> "$models" 2>&1
cat "$log" "$out/allreduce.md" "$step" "$models"
[[ -n "${OUT:-}" ]] && tar czf "$OUT/spmd-results.tgz" -C "$out" spmd.txt allreduce.md dp_step.md models.txt $(cd "$out" && ls profile.txt 2>/dev/null)
