import InputEvents
import InputRecordings
import TouchTime

extension CalibrationSession {
    /// The session recorded in `path` (evemu, or `libinput record` of one
    /// device): its contacts decoded without calibration, the i-th to lift
    /// the touch of target i.
    ///
    /// - Throws: `RecordingError` for an unreadable recording, `FrameDecoderError`
    ///   for a device that cannot be decoded, ``CalibrationError/tooManyTouches(file:touches:targets:)``
    ///   when it has more touches than targets.
    public static func recorded(_ path: String, descriptionPath: String? = nil, targets: CalibrationTargets) throws -> CalibrationSession {
        let reader = try RecordingReader(path: path, descriptionPath: descriptionPath)
        var decoder = try FrameDecoder(device: reader.description, mapping: mapping)
        var session = CalibrationSession(targets: targets)
        var last: Timestamp?
        while let event = try reader.next() {
            last = event.time
            if let frame = decoder.feed(event) { session.feed(frame) }
        }
        if let last, let frame = decoder.cancelAll(at: last) { session.feed(frame) }
        guard session.extraTouches == 0 else {
            throw CalibrationError.tooManyTouches(file: path, touches: targets.points.count + session.extraTouches, targets: targets.points.count)
        }
        return session
    }
}
