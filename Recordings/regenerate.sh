#!/bin/sh
# Rebuilds every synthesized case's recording from its script.
# Run from the package root: Recordings/regenerate.sh
# Then check the traces by reading them and record them on purpose:
#   .build/debug/touchreplay check Recordings --update
set -eu
swift build --product touchreplay
for script in Recordings/synth/*/script.yml; do
    .build/debug/touchreplay synth "$script" -o "$(dirname "$script")/recording.evemu"
done
