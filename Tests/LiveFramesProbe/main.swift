import Glibc
import InputDevices
import InputEvents

// A test executable for `LiveFrames`: the tests run it under umockdev-run, as
// they run `touchreplay`, because an emulated device exists only inside a
// process that umockdev started.
//
//   LiveFramesProbe DEVICE FRAMES
//
// Iterates the device's frames with `for try await` on the main actor, printing
// one line per frame (`TIME_US id:phase …`). Once FRAMES frames have come (at
// once when FRAMES is 0) the main task waits 0.2 s and cancels the reading task. When the
// sequence ends it prints `end`; a thrown error prints `error: …` and exits 1.

/// Writes `line` to standard output at once: the tests read the output while the probe runs.
func emit(_ line: String) {
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let limit = Int(arguments[2]), limit >= 0 else {
    emit("usage: LiveFramesProbe DEVICE FRAMES")
    exit(2)
}
let reader: LiveFrameReader
do {
    reader = try LiveFrameReader(device: InputDevice.open(path: arguments[1]), mapping: ScreenMapping(screenSize: ScreenSize(width: 800, height: 480)))
} catch {
    emit("error: \(error)")
    exit(1)
}

let (reachedLimit, limitContinuation) = AsyncStream<Void>.makeStream()
let reading = Task { @MainActor in
    var count = 0
    if limit == 0 { limitContinuation.yield() }
    do {
        for try await frame in reader.frames {
            let contacts = frame.contacts.map { "\($0.id):\($0.phase.rawValue)" }
            emit(([String(frame.time.microseconds)] + contacts).joined(separator: " "))
            count += 1
            if count == limit { limitContinuation.yield() }
        }
        emit("end")
    } catch {
        emit("error: \(error)")
        exit(1)
    }
    limitContinuation.finish()
}
for await _ in reachedLimit {
    // Long enough for the reader to be suspended between frames or in the middle of a drag.
    try await Task.sleep(for: .milliseconds(200))
    reading.cancel()
    break
}
await reading.value
