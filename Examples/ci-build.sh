# Sourced by each example's ci-test.sh, with EXAMPLE set to the example's folder
# and EXECUTABLE to its product: goes to the package root, makes WORK (removed on
# exit), builds `touchreplay` (TOUCHREPLAY) and the example, which must build
# without a warning (BINARY), and checks that its targets declare what they import.
ROOT="$(cd "$EXAMPLE/../.." && pwd)"
cd "$ROOT"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

swift build --product touchreplay
TOUCHREPLAY="$(swift build --show-bin-path)/touchreplay"
swift build --package-path "$EXAMPLE" 2>&1 | tee "$WORK/build.log"
if grep -q "warning:" "$WORK/build.log"; then echo "$EXECUTABLE CI: the example's build has warnings (see above)" >&2; exit 1; fi
BINARY="$(swift build --package-path "$EXAMPLE" --show-bin-path)/$EXECUTABLE"
python3 .ci/check-modules.py <(swift package --package-path "$EXAMPLE" describe --type json)
