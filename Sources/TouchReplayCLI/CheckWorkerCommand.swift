import ArgumentParser
import TouchReplay
import TouchReplayTools

/// `touchreplay check-worker`: replays the cases `touchreplay check` sends it on
/// standard input, one after another (internal: `check` starts these itself).
struct CheckWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-worker",
        abstract: "Replay cases for a running `touchreplay check` (started by check; not for direct use).",
        shouldDisplay: false)

    func run() throws {
        let status = CheckWorker.serve()
        if status != 0 { throw ExitCode(status) }
    }
}
