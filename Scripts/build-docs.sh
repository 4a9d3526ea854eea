#!/usr/bin/env bash
# Builds the DocC reference of every library product users import, with the
# toolchain's own `docc` (no swift-docc-plugin), and fails on any warning:
#   bash Scripts/build-docs.sh [OUTPUT-FOLDER]     (default .build/docs)
# Each module's archive is OUTPUT-FOLDER/<Module>.doccarchive. It also fails
# when a public symbol has no documentation comment (its abstract).
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/docs}"
modules=(DemoKitCore DemoKitTesting DemoKitHeadless DemoKitRunner)

docc_tool="$(command -v docc || true)"
if [ -z "$docc_tool" ]; then
  docc_tool="$(dirname "$(command -v swift)")/docc"
fi
if [ ! -x "$docc_tool" ] && command -v xcrun >/dev/null 2>&1; then
  docc_tool="$(xcrun --find docc)"
fi
if [ ! -x "$docc_tool" ]; then
  echo "error: no 'docc' beside swift or on the PATH; install a Swift toolchain that has it (5.6 or later)" >&2
  exit 1
fi

# The symbol graphs of the public API, from a debug build.
# Extension blocks give members of extensions to other modules' types (the
# Swift Testing trait's `.demoSnapshots(…)`) pages of their own.
graphs="$(swift package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols 2>&1 \
  | sed -n 's/^Files written to //p' | tail -n 1)"
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
  echo "error: 'swift package dump-symbol-graph' wrote no symbol graphs; run it alone to see why" >&2
  exit 1
fi

python3 Scripts/check-doc-abstracts.py "$graphs" "${modules[@]}"

mkdir -p "$output"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for module in "${modules[@]}"; do
  mkdir -p "$work/$module"
  cp "$graphs/$module.symbols.json" "$work/$module/"
  for extension in "$graphs/$module"@*.symbols.json; do
    if [ -e "$extension" ]; then cp "$extension" "$work/$module/"; fi
  done
  echo "== docc: $module"
  "$docc_tool" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$work/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.demokit.$module" \
    --output-path "$output/$module.doccarchive" \
    --warnings-as-errors --analyze
done
echo "Documentation:"
for module in "${modules[@]}"; do echo "  $output/$module.doccarchive"; done
