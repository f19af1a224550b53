#===- bench/gpu/check_program.sh - run one staged program against XLA ----===#
#
# Sourced by run_cpu_models.sh and run_cpu_conformance.sh. program_inputs
# DIR fills `inputs` (--input=@in0.npy, in1, ..., in10 in numeric order);
# check_program MODULE DIR LOG runs strata-run on the local device against
# DIR's out*.npy with the tolerance of DIR/meta.json, returning its status.
#
#===----------------------------------------------------------------------===#
program_inputs() {
  inputs=()
  while read -r f; do inputs+=("--input=@$f"); done < <(ls -v "$1"/in*.npy 2>/dev/null)
}

check_program() {
  local module="$1" dir="$2" log="$3" tol f
  local expected=()
  program_inputs "$dir"
  while read -r f; do expected+=("--expected_output=@$f"); done < <(ls -v "$dir"/out*.npy 2>/dev/null)
  tol="$(python3 -c 'import json,sys; t=json.load(open(sys.argv[1])).get("tolerance",{}); print(t.get("rtol",1e-4), t.get("atol",1e-5))' "$dir/meta.json")"
  build-gpu/bin/strata-run --module="$module" --device=local "${inputs[@]}" \
    "${expected[@]}" --rtol="${tol% *}" --atol="${tol#* }" > "$log" 2>&1
}
