#!/usr/bin/env bash
#===- bench/gpu/run_host_loops.sh - loops on the host vs in one dispatch ---===#
#
# On the GPU machine after bench/gpu/stage_host_loops.sh (carry build-gpu
# and .gl): each staged loop model in both builds (host: the default
# pipeline; one: every loop inside one dispatch; all: every loop on the
# host) checked against XLA's
# outputs, then timed with strata-benchmark (wall time per call) on the
# Vulkan device and on the CPU, next to XLA on the GPU and XLA:CPU in the
# same run (bench/gpu/xla_models.py). $OUT/host-loops.tgz: the JSON
# reports and host-loops.md (the table).
#
#===----------------------------------------------------------------------===#
set -uo pipefail
source bench/gpu/vulkan_env.sh
source bench/gpu/check_program.sh
out=/tmp/strata-host-loops
rm -rf "$out"
mkdir -p "$out"
bin=build-gpu/bin
programs="$(cat build-gpu/host-loop-programs.txt)"
{ nvidia-smi --query-gpu=name --format=csv,noheader; lscpu | grep "Model name"; nproc; } > "$out/env.txt" 2>&1
bench() { # label module device
  "$bin/strata-benchmark" --module="$2" --device="$3" "${inputs[@]}" \
    --benchmark_repetitions=5 --benchmark_min_time=0.5 \
    --benchmark_format=json --dispatch_timing=false \
    > "$out/$1.json" 2> "$out/$1.err"
}
for p in $programs; do
  dir="build-gpu/corpus/$p"
  for build in host one all; do
    vk=build-gpu/modules/$p.smod cpu=build-gpu/cpu-modules/$p.smod
    if [[ $build == one ]]; then
      vk=build-gpu/modules-never/$p.smod cpu=build-gpu/cpu-modules-never/$p.smod
    elif [[ $build == all ]]; then
      vk=build-gpu/modules-always/$p.smod cpu=build-gpu/cpu-modules-always/$p.smod
    fi
    for pair in "vulkan:$vk" "local:$cpu"; do
      device="${pair%%:*}" module="${pair#*:}"
      program_inputs "$dir"
      expected=()
      while read -r f; do expected+=("--expected_output=@$f"); done < <(ls -v "$dir"/out*.npy)
      tol="$(python3 -c 'import json,sys; t=json.load(open(sys.argv[1]))["tolerance"]; print(t["rtol"], t["atol"])' "$dir/meta.json")"
      if "$bin/strata-run" --module="$module" --device="$device" "${inputs[@]}" \
          "${expected[@]}" --rtol="${tol% *}" --atol="${tol#* }" > "$out/run.log" 2>&1; then
        echo "PASS $p $build $device" >> "$out/check.txt"
      else
        echo "FAIL $p $build $device" >> "$out/check.txt"
        tail -5 "$out/run.log" >> "$out/check.txt"
      fi
      bench "$device-$build-$p" "$module" "$device"
    done
  done
done
python3 bench/gpu/xla_models.py $programs > "$out/xla-gpu.json" 2> "$out/xla-gpu.err"
XLA_MODELS_PLATFORM=cpu python3 bench/gpu/xla_models.py $programs \
  > "$out/xla-cpu.json" 2> "$out/xla-cpu.err"
python3 - "$out" $programs > "$out/host-loops.md" <<'PY'
import json, sys, os
out, programs = sys.argv[1], sys.argv[2:]
def strata(label):
    try:
        rep = json.load(open(os.path.join(out, label + ".json")))
        for b in rep["benchmarks"]:
            if b.get("aggregate_name") == "median":
                scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0}[b["time_unit"]]
                return b["real_time"] * scale
    except Exception:
        return None
def xla(kind):
    try:
        return {k: v["ms_per_call"] for k, v in
                json.load(open(os.path.join(out, f"xla-{kind}.json")))["programs"].items()}
    except Exception:
        return {}
xg, xc = xla("gpu"), xla("cpu")
f = lambda v: "-" if v is None else f"{v:.3f}"
print(open(os.path.join(out, "env.txt")).read().strip().replace("\n", "; "))
print()
print("| program | vulkan: default | vulkan: loops in one dispatch | vulkan: every loop on host | XLA GPU | cpu: default | cpu: loops in one dispatch | cpu: every loop on host | XLA:CPU |")
print("|---|---|---|---|---|---|---|---|---|")
for p in programs:
    print(f"| {p} | {f(strata('vulkan-host-' + p))} | {f(strata('vulkan-one-' + p))} | {f(strata('vulkan-all-' + p))} | {f(xg.get(p))} "
          f"| {f(strata('local-host-' + p))} | {f(strata('local-one-' + p))} | {f(strata('local-all-' + p))} | {f(xc.get(p))} |")
print()
print("ms per call (median of 5 repetitions; Strata: wall time, no timestamp queries)")
PY
cat "$out/check.txt" "$out/host-loops.md"
[[ -n "${OUT:-}" ]] && tar czf "$OUT/host-loops.tgz" -C "$out" .
