import ArgumentParser
import Glibc
import OutputFiles

/// The `touchreplay` command: replay, check, record and attach to touch input.
@main
struct TouchReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchreplay",
        abstract: "Replay and check touch input against a UIKit-style gesture engine.",
        subcommands: [ReplayCommand.self, AttachCommand.self, DevicesCommand.self, EventsCommand.self, RecordCommand.self, EmulateCommand.self, SynthCommand.self, LiftCommand.self, ShrinkCommand.self, FuzzCommand.self, CheckCommand.self, RenderCommand.self, CalibrateCommand.self, AnalyzeCommand.self, CheckWorkerCommand.self]
    )

    /// Sets up the process for writing files safely, then runs the command line.
    ///
    /// Temporary files of outputs not yet finished are removed on `SIGINT`, `SIGTERM`, `SIGHUP`
    /// and `exit()`. `SIGXFSZ` is ignored, so that writing past a file-size limit (`ulimit -f`)
    /// fails with `EFBIG`, reported in one line, instead of killing the process silently.
    static func main() {
        TemporaryFiles.removeOnTermination()
        signal(SIGXFSZ, SIG_IGN)
        main(nil)
    }
}
