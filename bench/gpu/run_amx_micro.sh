#!/usr/bin/env bash
#===- bench/gpu/run_amx_micro.sh - AMX vs AVX-512 matmul kernels ----------===#
#
# On the GPU machine (its Sapphire Rapids Xeon), from the repository root,
# with modules in build-gpu/amx-micro/: NAME.spr.smod (compiled here for
# {"cpu": "sapphirerapids"}: AMX tiles) and NAME.v4.smod (x86-64-v4: AVX-512
# FMAs), where NAME is bf16_N (f32 N x N inputs converted to bf16, f32
# result), i8_N (int8, int32 result), *_odd (sizes that are not whole
# tiles), bf16_bmm_t (batched, B [batch, n, k]: q.k^T) or i8_bmm (batched,
# B [batch, k, n]); the shapes are the case's below. Per module:
# random inputs and numpy's product as the expected output, strata-run checks
# it, then strata-benchmark times it at one worker and at all. Writes
# $OUT/amx-micro.txt.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
out="${OUT:-/tmp}"
work="$(mktemp -d)"
export LD_LIBRARY_PATH="$PWD/build-gpu/syslib:${LD_LIBRARY_PATH:-}"
report="$out/amx-micro.txt"
: > "$report"
shapes() { # NAME -> "BATCH M K N dtype B-transposed"
  case "$1" in
    bf16_odd) echo "0 100 72 56 bf16 0" ;;
    i8_odd) echo "0 40 100 24 i8 0" ;;
    bf16_bmm_t) echo "4 33 32 40 bf16 1" ;;
    i8_bmm) echo "3 17 40 33 i8 0" ;;
    bf16_*) n="${1#bf16_}"; echo "0 $n $n $n bf16 0" ;;
    i8_*) n="${1#i8_}"; echo "0 $n $n $n i8 0" ;;
  esac
}
for module in build-gpu/amx-micro/*.smod; do
  base="$(basename "$module" .smod)"
  name="${base%.*}"
  read -r batch m k n dtype bt < <(shapes "$name")
  dir="$work/$name"
  if [[ ! -d "$dir" ]]; then
    mkdir -p "$dir"
    python3 - "$dir" "$batch" "$m" "$k" "$n" "$dtype" "$bt" <<'PY'
import sys, numpy as np
d, batch, m, k, n, dtype, bt = sys.argv[1], *map(int, sys.argv[2:6]), sys.argv[6], sys.argv[7] == "1"
rs = np.random.RandomState(m * 7 + k * 3 + n)
lead = (batch,) if batch else ()
a_shape, b_shape = lead + (m, k), lead + ((n, k) if bt else (k, n))
if dtype == "i8":
    a = rs.randint(-128, 128, size=a_shape).astype(np.int8)
    b = rs.randint(-128, 128, size=b_shape).astype(np.int8)
    wide = lambda x: x.astype(np.int64)
else:
    import ml_dtypes
    a = rs.randn(*a_shape).astype(np.float32)
    b = rs.randn(*b_shape).astype(np.float32)
    wide = lambda x: x.astype(ml_dtypes.bfloat16).astype(np.float64)
c = wide(a) @ (np.swapaxes(wide(b), -1, -2) if bt else wide(b))
c = c.astype(np.int32 if dtype == "i8" else np.float32)
np.save(f"{d}/in0.npy", a); np.save(f"{d}/in1.npy", b); np.save(f"{d}/out0.npy", c)
PY
  fi
  inputs=(--input=@"$dir/in0.npy" --input=@"$dir/in1.npy")
  if build-gpu/bin/strata-run --module="$module" --device=local "${inputs[@]}" \
      --expected_output=@"$dir/out0.npy" --rtol=1e-3 --atol=1e-3 > "$work/$base.log" 2>&1; then
    status=PASS
  else
    status=FAIL
  fi
  line="$base $status"
  for workers in 1 all; do
    extra=()
    [[ "$workers" == 1 ]] && extra=(--task-workers=1)
    ms="$(build-gpu/bin/strata-benchmark --module="$module" --device=local \
      "${inputs[@]}" "${extra[@]}" --benchmark_min_time=0.3 \
      --benchmark_repetitions=3 --benchmark_format=json 2>/dev/null |
      python3 -c 'import json,sys; b=[x for x in json.load(sys.stdin)["benchmarks"] if x.get("aggregate_name")=="median"]; print("%.4f" % (b[0]["real_time"] / (1e6 if b[0]["time_unit"]=="ns" else 1e3 if b[0]["time_unit"]=="us" else 1)))' 2>/dev/null)"
    line="$line ${workers}w=${ms:-?}ms"
  done
  echo "$line" | tee -a "$report"
  [[ "$status" == FAIL ]] && tail -n 5 "$work/$base.log" >> "$report"
done
