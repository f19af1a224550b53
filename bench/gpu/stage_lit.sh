#!/usr/bin/env bash
#===- bench/gpu/stage_lit.sh - the lit tests' Vulkan runs, for a real GPU --===#
#
# Runs tests/lit here (lavapipe) with a strata-run wrapper first on PATH that
# records every `--device=vulkan` invocation into build-gpu/lit/case-*/: the
# module, every file argument, the arguments (paths rewritten to @DIR@), the
# exit status, stdout and the files the run wrote. run_lit.sh replays each
# case on the GPU machine and compare_lit.py checks that NVIDIA's results
# are lavapipe's (which lit checked here against each test's expectations).
# Run after stage.sh (it empties build-gpu/). LIT_FILTER narrows the tests.
#
#===----------------------------------------------------------------------===#
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
record="$repo/build-gpu/lit"
wrappers="$(mktemp -d /tmp/strata-lit-wrap-XXXXXX)"
trap 'rm -rf "$wrappers"' EXIT
rm -rf "$record"
mkdir -p "$record"
cat > "$wrappers/strata-run" <<WRAP
#!/usr/bin/env bash
real="$repo/build/bin/strata-run"
case " \$* " in
  *" --device=vulkan"*) ;;
  *) exec "\$real" "\$@" ;;
esac
dir="\$(mktemp -d "$record/case-XXXXXX")"
args=()
outputs=()
for a in "\$@"; do
  value="\${a#*=}"; key="\${a%%=*}"; at=""
  [[ "\$a" == *=* ]] || { args+=("\$a"); continue; }
  [[ "\$value" == @* ]] && { at="@"; value="\${value#@}"; }
  if [[ "\$value" == /* ]]; then
    base="\$(basename "\$value")"
    if [[ -f "\$value" ]]; then cp "\$value" "\$dir/\$base"; else outputs+=("\$value"); fi
    args+=("\$key=\$at@DIR@/\$base")
  else
    args+=("\$a")
  fi
done
printf '%s\n' "\${args[@]}" > "\$dir/args"
echo "\$*" > "\$dir/orig"
echo "\$PWD" > "\$dir/cwd"
set +e
"\$real" "\$@" > "\$dir/stdout" 2> "\$dir/stderr"
rc=\$?
set -e
echo \$rc > "\$dir/rc"
for o in "\${outputs[@]}"; do [[ -f "\$o" ]] && cp "\$o" "\$dir/ref-\$(basename "\$o")"; done
cat "\$dir/stdout"; cat "\$dir/stderr" >&2
exit \$rc
WRAP
chmod +x "$wrappers/strata-run"
set +e
/usr/lib/llvm-22/bin/lit -s ${LIT_FILTER:+--filter "$LIT_FILTER"} \
  --param strata_tool_wrappers="$wrappers" --param strata_vulkan=1 \
  "$repo/build/tests/lit"
status=$?
set -e
# One copy of each file (a module serves many cases): case files move to
# lit/files/<sha1>-<name> and args point there.
python3 - "$record" <<'PY'
import hashlib, os, sys
root = sys.argv[1]
files = os.path.join(root, "files")
os.makedirs(files, exist_ok=True)
keep = {"args", "orig", "cwd", "rc", "stdout", "stderr"}
for case in sorted(os.listdir(root)):
    d = os.path.join(root, case)
    if not case.startswith("case-"):
        continue
    args = open(os.path.join(d, "args")).read()
    for name in os.listdir(d):
        if name in keep or name.startswith("ref-"):
            continue
        path = os.path.join(d, name)
        digest = hashlib.sha1(open(path, "rb").read()).hexdigest()[:16]
        target = "%s-%s" % (digest, name)
        if os.path.exists(os.path.join(files, target)):
            os.remove(path)
        else:
            os.rename(path, os.path.join(files, target))
        args = args.replace("@DIR@/%s\n" % name, "@DIR@/../files/%s\n" % target)
    open(os.path.join(d, "args"), "w").write(args)
PY
echo "stage_lit: $(ls "$record" | grep -c case-) Vulkan runs recorded ($(du -sh "$record" | cut -f1)); lit exit $status" >&2
exit $status
