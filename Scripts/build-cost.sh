#!/usr/bin/env bash
# Where the time of a first debug build goes: builds README.md's user
# package ("A new catalog", in a folder named with a space and a non-ASCII
# letter, depending on this checkout by path) from nothing, and prints the
# CPU-seconds of each module's compiler job and the wall time.
#   Scripts/build-cost.sh            # `swift build` of the user package
#   Scripts/build-cost.sh --runner   # `swift build --product demo-runner` of
#                                    # a clean clone: what the README's quick
#                                    # start builds before the first component
# CPU-seconds do not depend much on what else the machine runs; the wall
# time does: read it on an idle machine.
set -euo pipefail
checkout="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swiftc="$(command -v swiftc)"
cat > "$work/swiftc-timed" <<'WRAPPER'
#!/usr/bin/env bash
module="(driver)"
previous=""
for argument in "$@"; do
  if [ "$previous" = "-module-name" ]; then module="$argument"; fi
  previous="$argument"
done
exec /usr/bin/time -f "$module %U %S" -a -o "$BUILD_COST_LOG" "$BUILD_COST_SWIFTC" "$@"
WRAPPER
chmod +x "$work/swiftc-timed"

if [ "${1:-}" = "--runner" ]; then
  git clone -q "$checkout" "$work/DemoKit"
  package="$work/DemoKit"
  command=(swift build --product demo-runner)
else
  package="$work/My Demos é/MyDemos"
  mkdir -p "$package"
  cp -R "$checkout" "$work/My Demos é/DemoKit"
  rm -rf "$work/My Demos é/DemoKit/.build"
  python3 - "$checkout/README.md" "$package" <<'PYTHON'
import os, re, sys
readme, package = open(sys.argv[1], encoding="utf-8").read(), sys.argv[2]
for path, body in re.findall(r"<!-- user-package executable: ([^ ]+) -->\n```\w*\n(.*?)\n```", readme, re.S):
    if path == "commands":
        continue
    os.makedirs(os.path.join(package, os.path.dirname(path)), exist_ok=True)
    open(os.path.join(package, path), "w", encoding="utf-8").write(body + "\n")
PYTHON
  command=(swift build)
fi

cd "$package"
start=$(date +%s.%N)
BUILD_COST_LOG="$work/log" BUILD_COST_SWIFTC="$swiftc" SWIFT_EXEC="$work/swiftc-timed" "${command[@]}" >"$work/build.log" 2>&1 \
  || { cat "$work/build.log"; exit 1; }
end=$(date +%s.%N)
python3 - "$work/log" "$start" "$end" <<'PYTHON'
import sys
costs = {}
for line in open(sys.argv[1]):
    parts = line.split()
    if len(parts) != 3 or not parts[1].replace(".", "").isdigit():
        continue
    costs[parts[0]] = costs.get(parts[0], 0) + float(parts[1]) + float(parts[2])
total = sum(costs.values())
for module, cost in sorted(costs.items(), key=lambda item: -item[1]):
    print(f"{cost:8.1f} CPU-s  {module}")
print(f"{total:8.1f} CPU-s  in all (compiling and linking; SwiftPM's own work not counted)")
print(f"{float(sys.argv[3]) - float(sys.argv[2]):8.1f} s      wall")
PYTHON
