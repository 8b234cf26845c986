import Dispatch
import Synchronization
import TouchReplayLive

/// `attach --flight-recorder FILE`: writes the flight recorder's recordings one
/// after another on a thread of their own, so that input goes on while a dump is
/// written. A dump asked while another is being written waits for it (a serial
/// queue); each takes what the recorder held when it was asked. Each file is
/// written beside and linked into place whole (`FlightRecording.write(to:)`), at
/// FILE or, when something is there, the next free name, said on standard error.
final class FlightRecorderDumps: Sendable {
    /// The file asked for.
    let path: String
    private let queue = DispatchQueue(label: "touchreplay.flight-recorder")
    /// Whether the dump on exit failed.
    private let failed = Mutex(false)

    init(path: String) {
        self.path = path
    }

    /// Writes `recording` (taken now) once the dumps before it are written; `atExit` says the
    /// session is over (a failure then leaves nothing, rather than keeping the recorder's events).
    func dump(_ recording: FlightRecording, atExit: Bool) {
        let path = path
        queue.async { [self] in
            do {
                let written = try recording.write(to: path)
                let taken = written == path ? "" : " (\(path) exists)"
                CommandFailure.writeToStandardError(
                    "touchreplay: flight recorder: wrote \(written)\(taken): the last \(Self.seconds(recording.seconds)) of "
                        + "\(recording.devices.count) device\(recording.devices.count == 1 ? "" : "s"), \(recording.eventCount) events\n")
            } catch {
                if atExit { failed.withLock { $0 = true } }
                let kept = atExit ? "nothing was written" : "the flight recorder keeps its events for the next dump"
                CommandFailure.writeToStandardError("touchreplay: flight recorder: \(error); \(kept)\n")
            }
        }
    }

    /// Waits until every dump asked for is written; whether the one on exit failed.
    func finish() -> Bool {
        queue.sync {}
        return failed.withLock { $0 }
    }

    /// `60 s`, `2.5 s`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
