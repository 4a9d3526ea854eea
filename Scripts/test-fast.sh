#!/usr/bin/env bash
# The contributors' inner loop: `swift test` without the suites that drive
# other programs (demo-runner as a process, tmux, Chromium, SwiftPM). Under a
# minute after a build; CI runs everything (.ci/run). Arguments go on to
# `swift test`: Scripts/test-fast.sh --filter DemoKitCoreTests
set -euo pipefail
cd "$(dirname "$0")/.."
skipped=(
  DemoKitEndToEndTests             # demo-runner and the fixture runner, run as processes
  DemoKitSnapshotEndToEndTests     # snapshot's workers: crashes, hangs, many processes
  IsolatedXCTestSnapshotTests      # the fixture runner's render workers under XCTest, a hang waited out
  IsolatedSnapshotTests            # the same, from Swift Testing
  DemoExitGuardTests               # exit tests: the test binary run again to call exit
  DemoKitDocumentationTests        # the doc comments' examples, type-checked by swiftc run as a process
  DemoKitBrowserEndToEndTests      # the browser in tmux
  DemoKitHeadlessDifferentialTests # the headless terminal against tmux
  ClassicComponentsTmuxTests       # the showcase's components against tmux
  DemoKitExportBrowserTests        # the exported catalog in headless Chromium
  DemoKitPackageGraphTests         # SwiftPM's description of the package
)
arguments=()
for name in "${skipped[@]}"; do arguments+=(--skip "$name"); done
exec swift test "${arguments[@]}" "$@"
