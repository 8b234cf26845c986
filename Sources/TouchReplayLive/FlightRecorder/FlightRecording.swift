import Glibc
import InputRecordings
import OutputFiles

/// What a ``LiveInput``'s flight recorder held when it was asked
/// (``LiveInput/flightRecording()``): the last seconds of every device's raw
/// events, a value that can be written on any thread while the input goes on.
///
/// Each device's events begin, when older frames were left out, with one frame
/// that sets the device's state at the window's start (the contacts then down,
/// with their positions, and the keys held): its replay begins with the touches
/// that were down, each beginning at the window's start. Times are the
/// kernel's, on the devices' shared clock.
public struct FlightRecording: Sendable {
    /// The length of the window, in seconds.
    public var seconds: Double
    /// Every device attached when the recording was taken, and the ones removed with frames in the
    /// window, in the order they were added.
    public var devices: [DeviceRecording]

    /// A recording from its parts.
    public init(seconds: Double, devices: [DeviceRecording]) {
        self.seconds = seconds
        self.devices = devices
    }

    /// The events of every device, counted.
    public var eventCount: Int { devices.reduce(0) { $0 + $1.events.count } }

    /// Writes the recording as one `libinput record` file (a section per device) at `path`, or,
    /// when something is there already, at the next free name of ``candidateName(_:attempt:)``;
    /// nothing existing is ever replaced. The file appears whole or not at all: it is written
    /// beside as a temporary file and linked into place (`OutputFile.Mode.createNew`).
    ///
    /// - Returns: the path written.
    /// - Throws: ``FlightRecorderError`` when there is no device, or the file cannot be written
    ///   (a full disk: nothing is left behind, and the recorder keeps its events).
    @discardableResult
    public func write(to path: String) throws(FlightRecorderError) -> String {
        guard !devices.isEmpty else { throw .noDevice(path: path) }
        var attempt = 1
        while true {
            let name = Self.candidateName(path, attempt: attempt)
            attempt += 1
            var status = stat()
            // Taken names are skipped before anything is written; one taken meanwhile fails the link (EEXIST).
            if lstat(name, &status) == 0 { continue }
            let output: OutputFile
            do {
                output = try OutputFile(path: name, mode: .createNew)
            } catch {
                throw .write(RecordingError(error))
            }
            do throws(RecordingError) {
                try LibinputSeatRecordWriter.write(devices, to: output)
                return name
            } catch where error.reason == .cannotWrite(.system(.rename, errno: EEXIST)) {
                continue
            } catch {
                throw .write(error)
            }
        }
    }

    /// The name of the `attempt`th try (1 first) to write at `path`: `path` itself, then `-2`,
    /// `-3`, … before its extension (`flight.yml`, `flight-2.yml`, …; `flight`, `flight-2`, …).
    public static func candidateName(_ path: String, attempt: Int) -> String {
        guard attempt > 1 else { return path }
        let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        if let dot = path[nameStart...].lastIndex(of: "."), dot > nameStart {
            return "\(path[..<dot])-\(attempt)\(path[dot...])"
        }
        return "\(path)-\(attempt)"
    }
}
