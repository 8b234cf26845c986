#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import TouchReplay

/// The worker side of `check`'s isolated replays (`touchreplay check-worker`):
/// reads case requests on standard input and answers each on standard output
/// (`WorkerMessage`), replaying in this process exactly as
/// ``CheckRunner/replayCase`` does.
///
/// The parent (``IsolatedReplay``) gives each case a time limit and kills the
/// worker past it; a crash ends the worker and fails only the case it was on.
public enum CheckWorker {
    /// Serves requests until standard input closes (the parent is done or gone).
    ///
    /// - Returns: the exit status: 0 after the last request, 1 when a request was
    ///   malformed or the answer could not be written (the parent went away).
    public static func serve() -> Int32 {
        var received: [UInt8] = []
        var scanned = 0
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            while let newline = received[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                guard let request = WorkerMessage.fields(ofRequest: received[...newline]) else {
                    writeError("touchreplay: check-worker: a request is not three NUL-terminated paths and a newline\n")
                    return 1
                }
                received.removeFirst(newline + 1)
                scanned = 0
                guard answer(recording: request.recording, scene: request.scene, description: request.description) else { return 1 }
            }
            scanned = received.count
            let count = read(0, buffer.baseAddress, buffer.count)
            if count > 0 {
                received.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            } else if count == 0 {
                return received.isEmpty ? 0 : 1
            } else if errno != EINTR {
                return 1
            }
        }
    }

    /// Replays one case and sends its trace and end message; false when standard output failed.
    private static func answer(recording: String, scene scenePath: String, description: String?) -> Bool {
        var sent = true
        let output = TraceOutput(name: "trace") { bytes in
            sent = send(.trace, bytes)
            return sent
        }
        do {
            let scene = try Scene.load(contentsOf: scenePath)
            try RecordingReplay(recordingPath: recording, descriptionPath: description, scene: scene).write(to: output, format: .jsonl)
            try output.commit()
        } catch {
            output.discard()
            guard sent else { return false }
            return Array("\(error)".utf8).withUnsafeBytes { send(.failed, $0) }
        }
        return send(.finished, UnsafeRawBufferPointer(start: nil, count: 0))
    }

    /// Sends `payload` as messages of `tag` (split when longer than one message may be).
    private static func send(_ tag: WorkerMessage.Tag, _ payload: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        repeat {
            let length = min(payload.count - offset, WorkerMessage.maximumPayload)
            let header = WorkerMessage.header(tag, length: length)
            guard header.withUnsafeBytes({ writeAll($0) }) else { return false }
            if length > 0, !writeAll(UnsafeRawBufferPointer(rebasing: payload[offset..<(offset + length)])) { return false }
            offset += length
        } while offset < payload.count
        return true
    }

    /// Writes all of `bytes` to standard output.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = write(1, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    private static func writeError(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
