// Runs the benchmark suites named on the command line (all when none is named).
// Each suite prints its own table; README.md quotes the numbers.
// "input" runs first: its memory figures come from child processes, which
// inherit the peak resident size of the process at fork, so it must run
// before "replay" grows this process to hundreds of megabytes.
let suites: [(name: String, run: () throws -> Void)] = [
    ("input", runInputBenchmarks),
    ("engine", runEngineBenchmarks),
    ("gestures", runGestureBenchmarks),
    ("replay", runReplayBenchmarks),
]
let requested = Set(CommandLine.arguments.dropFirst())
for suite in suites where requested.isEmpty || requested.contains(suite.name) {
    print("== \(suite.name)")
    try suite.run()
}
