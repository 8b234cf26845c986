// Runs the benchmark suites named on the command line (all when none is named).
// Each suite prints its own table; README.md quotes the numbers.
let suites: [(name: String, run: () throws -> Void)] = [
    ("replay", runReplayBenchmarks),
    ("engine", runEngineBenchmarks),
    ("input", runInputBenchmarks),
    ("gestures", runGestureBenchmarks),
]
let requested = Set(CommandLine.arguments.dropFirst())
for suite in suites where requested.isEmpty || requested.contains(suite.name) {
    print("== \(suite.name)")
    try suite.run()
}
