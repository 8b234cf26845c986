#!/usr/bin/env python3
"""Checks the module graph that `swift package describe --type json` reports.

1. The libraries that users replay files with, TouchReplay and
   TouchReplayTesting, do not depend on CLibevdev, directly or through another
   target: they build without libevdev-dev (issue 13).
2. Every Swift target declares exactly the modules its sources import: no
   import of an undeclared module (reachable only by accident, through another
   target) and no declared module that no source imports. Test targets may also
   depend on an executable target, whose binary they run.

Usage: check-modules.py [DESCRIBE.json]   (default: run `swift package describe`)
Prints one line per problem and exits 1 if there is any.
"""
import json
import os
import re
import subprocess
import sys

LIBEVDEV_FREE = ["TouchReplay", "TouchReplayTools", "TouchReplayTesting"]
FORBIDDEN = "CLibevdev"
# Modules of the toolchain and the C library, which no manifest declares.
SYSTEM_MODULES = {
    "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML",
    "Glibc", "Musl", "Darwin", "Dispatch", "Synchronization", "Observation",
    "RegexBuilder", "Testing", "XCTest", "_Concurrency", "Swift",
}
IMPORT = re.compile(
    r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)",
    re.MULTILINE)


def describe(argv):
    if len(argv) > 1:
        with open(argv[1]) as file:
            return json.load(file)
    output = subprocess.run(["swift", "package", "describe", "--type", "json"],
                            check=True, stdout=subprocess.PIPE).stdout
    return json.loads(output)


def closure(targets, name):
    """Every target `name` depends on, directly or not, in the order first reached."""
    seen, stack = [], [name]
    while stack:
        for dependency in targets[stack.pop()].get("target_dependencies", []):
            if dependency not in seen:
                seen.append(dependency)
                stack.append(dependency)
    return seen


def imports(target, root):
    found = set()
    for source in target.get("sources", []):
        if source.endswith(".swift"):
            with open(os.path.join(root, target["path"], source), encoding="utf-8") as file:
                found.update(IMPORT.findall(file.read()))
    return found - SYSTEM_MODULES


def main(argv):
    package = describe(argv)
    root = package["path"]
    targets = {target["name"]: target for target in package["targets"]}
    problems = []
    for name in (name for name in LIBEVDEV_FREE if name in targets):  # not in an example's package
        reached = closure(targets, name)
        if FORBIDDEN in reached:
            problems.append(f"{name} depends on {FORBIDDEN} (its closure: {', '.join(reached)}): it must build without libevdev")
    for name, target in sorted(targets.items()):
        if target.get("module_type") != "SwiftTarget":
            continue
        declared = set(target.get("target_dependencies", [])) | set(target.get("product_dependencies", []))
        imported = imports(target, root)
        for module in sorted(imported - declared):
            problems.append(f"{target['path']}: imports {module} without declaring it in Package.swift")
        for module in sorted(declared - imported):
            runs_binary = target["type"] == "test" and targets.get(module, {}).get("type") == "executable"
            if not runs_binary:
                problems.append(f"{target['path']}: declares {module} but no source imports it")
    for problem in problems:
        print(f"check-modules: {problem}", file=sys.stderr)
    if problems:
        return 1
    free = [name for name in LIBEVDEV_FREE if name in targets]
    print(f"check-modules: {len(targets)} targets declare what they import"
          + (f"; {' and '.join(free)} do not depend on {FORBIDDEN}" if free else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
