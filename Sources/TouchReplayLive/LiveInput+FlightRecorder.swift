extension LiveInput {
    /// Starts a flight recorder: from now on the input keeps the last `seconds` of every
    /// device's raw events, for a `libinput record` dump at any moment
    /// (``writeFlightRecording(to:)``, or ``flightRecording()`` to write on another thread).
    ///
    /// The window ends at the newest frame read from any device (an idle seat keeps its last
    /// activity). Memory is bounded: each device's ring holds at most 16,384 events of 16 bytes
    /// per second of window (15.7 MB a device for the default minute; 10 fingers at 240 Hz send
    /// 8,000–13,000 events a second); a device sending more keeps a shorter window. A device
    /// removed stays in the recording while it has frames in the window. Starting again
    /// replaces the recorder, its events dropped.
    ///
    /// - Throws: ``FlightRecorderError/length(_:)`` for a length that is not more than 0 s and
    ///   at most an hour; the input is then unchanged.
    public func startFlightRecorder(seconds: Double = 60) throws(FlightRecorderError) {
        guard seconds > 0, seconds <= FlightRecorderError.maximumSeconds else { throw .length(seconds) }
        var recorder = FlightRecorder(seconds: seconds)
        for source in sources {
            if let device = source.input { recorder.add(source.device, input: device) }
        }
        flightRecorder = recorder
    }

    /// The length of the flight recorder's window in seconds, nil when none was started.
    public var flightRecorderSeconds: Double? { flightRecorder?.seconds }

    /// What the flight recorder holds now, as a value to write on any thread; nil when none was
    /// started. The recorder goes on.
    public func flightRecording() -> FlightRecording? {
        flightRecorder?.recording()
    }

    /// Writes what the flight recorder holds now as one `libinput record` file, at `path` or,
    /// when something is there, at the next free name (`flight-2.yml`, …); see
    /// ``FlightRecording/write(to:)``. The recorder goes on, and keeps its events when the
    /// write fails.
    ///
    /// - Returns: the path written.
    /// - Throws: ``FlightRecorderError``: no recorder was started or it has no device
    ///   (``FlightRecorderError/noDevice(path:)``), or the file cannot be written.
    @discardableResult
    public func writeFlightRecording(to path: String) throws(FlightRecorderError) -> String {
        guard let recording = flightRecording() else { throw .noDevice(path: path) }
        return try recording.write(to: path)
    }
}
