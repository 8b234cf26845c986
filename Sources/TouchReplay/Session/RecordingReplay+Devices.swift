import GestureEngine
import InputEvents
import InputRecordings
import OutputFiles

extension RecordingReplay {
    /// The replay of a multi-device `libinput record` file: the frames of `RecordedDevices`
    /// sent as the single-device replay sends its frames (the same end, settling and output),
    /// read and written on the caller's thread whatever `threading` says.
    func drive(_ devices: inout RecordedDevices, keepsRecords: Bool, onRecord: ((TraceRecord) -> Void)?,
               streamingTo output: TraceOutput?, format: TraceFormat, beforeFrame: ((TouchFrame) -> Void)?,
               afterFrame: () throws(ReplayError) -> Void) throws(ReplayError) -> EngineSession {
        let writer = output.map { TraceBatchOutput(output: $0, format: format) }
        let session = makeSession(tracesHitTests, writer)
        for line in devices.skipped { session.warnings.append(line) }
        for device in devices.devices {
            session.warnings += device.source.warnings(
                named: "\(recordingPath): device \(device.reader.deviceIndex + 1) (\(device.reader.description.name))")
        }
        session.recorder.keepsRecords = keepsRecords
        session.recorder.onRecord = onRecord
        func send(_ frame: TouchFrame) throws(ReplayError) {
            beforeFrame?(frame)
            session.send(frame)
            if let writer, writer.isStopped, let failure = writer.finish() { throw .output(failure) }
            try afterFrame()
        }
        while true {
            let frame: TouchFrame?
            do {
                frame = try devices.nextFrame()
            } catch {
                // The lines before a read error still go out (to standard output; the caller discards a file).
                session.recorder.endStream()
                _ = writer?.finish()
                throw .recording(error)
            }
            guard let frame else { break }
            try send(frame)
        }
        for frame in devices.end() { try send(frame) }
        for device in devices.devices {
            session.warnings += device.source.endWarnings(named: "\(recordingPath): device \(device.reader.deviceIndex + 1) (\(device.reader.description.name))")
        }
        if let last = devices.lastTraceTime { session.advance(to: last) }
        session.finish()
        session.recorder.endStream()
        try afterFrame()
        if let failure = writer?.finish() { throw .output(failure) }
        return session
    }
}
