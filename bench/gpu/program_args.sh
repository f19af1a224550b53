#===- bench/gpu/program_args.sh - strata-run flags of a staged program ----===#
#
# Sourced by the run_*.sh scripts. staged_program_args DIR: fills the array
# `args` with the strata-run flags that check the program staged in DIR
# against its exported outputs: --rtol/--atol from its meta.json
# (defaults 1e-4/1e-5), --input=@DIR/in<i>.npy, --expected_output=@DIR/out<j>.npy.
#
#===----------------------------------------------------------------------===#
staged_program_args() {
  args=()
  local a
  while read -r a; do args+=("$a"); done < <(python3 - "$1" <<'PY'
import json, os, sys
d = sys.argv[1]
m = json.load(open(os.path.join(d, "meta.json")))
t = m.get("tolerance", {})
print(f"--rtol={t.get('rtol', 1e-4)}")
print(f"--atol={t.get('atol', 1e-5)}")
for i in range(len(m["inputs"])):
    print(f"--input=@{d}/in{i}.npy")
for i in range(len(m["outputs"])):
    print(f"--expected_output=@{d}/out{i}.npy")
PY
)
}
