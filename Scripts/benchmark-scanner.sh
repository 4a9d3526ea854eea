#!/usr/bin/env bash
# Benchmarks demokit-scanner, built in debug (as a user's plain `swift build`
# builds it) and in release, against `grep -rl DemoGroup` on 1,000 generated
# files, then shows what the plugin costs an incremental build of this package.
#
#   bash Scripts/benchmark-scanner.sh [rounds]
set -euo pipefail
cd "$(dirname "$0")/.."
# Package.swift declares the benchmark targets only with DEMOKIT_BENCHMARKS=1.
# Only the benchmark's own build sets it: the incremental builds below time
# the package as a user's build sees it.
rounds="${1:-15}"
# Milliseconds since the epoch; `date +%s%N` is GNU-only (macOS's date has no %N).
now_ms() { python3 -c 'import time; print(int(time.time() * 1000))'; }

echo "== building the scanner in debug and release"
swift build --product demokit-scanner >/dev/null
swift build -c release --product demokit-scanner >/dev/null
DEMOKIT_BENCHMARKS=1 swift build --product scanner-benchmark >/dev/null

echo "== scanner against grep"
.build/debug/scanner-benchmark --rounds "$rounds" \
  --debug .build/debug/demokit-scanner --release .build/release/demokit-scanner

echo "== incremental build after touching one demo file"
swift build >/dev/null
demo=$(ls Demos/*/*.swift | head -n 1)
touch "$demo"
start=$(now_ms)
swift build -v > /tmp/demokit-incremental.log 2>&1
echo "swift build after touching $demo: $(( $(now_ms) - start )) ms"
grep -o 'demokit-scanner[-a-z]* --module [^ ]*' /tmp/demokit-incremental.log | head -n 1 | sed 's/^/  ran: /' || true

echo "== build with no change"
start=$(now_ms)
swift build -v > /tmp/demokit-nochange.log 2>&1
echo "swift build with no change: $(( $(now_ms) - start )) ms"
if grep -q 'demokit-scanner[-a-z]* --module' /tmp/demokit-nochange.log; then
  echo "  the scanner ran (unexpected)"
  exit 1
else
  echo "  the scanner did not run"
fi
