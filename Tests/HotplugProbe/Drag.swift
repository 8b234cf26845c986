import CUmockdev
import Glibc

/// A one-finger drag written into an emulated multitouch node (protocol B) in real time:
/// 120 frames at 120 Hz, each stamped with `CLOCK_MONOTONIC` as it is written, as a kernel
/// driver stamps a report when it arrives; the finger goes down at (`x`, `y`) and moves `step`
/// units down each frame, and stays down (the reader's end cancels it, or ``lift``). What a latency figure
/// needs and umockdev's script replay cannot give (its stamps are the script's, not the writes').
struct RealTimeDrag {
    var frames = 120
    var rate = 120.0
    var x: Int32 = 400
    var y: Int32 = 100
    var step: Int32 = 2

    /// The events of frame `index` as `(type, code, value)`.
    func events(_ index: Int) -> [(UInt16, UInt16, Int32)] {
        let position = y + step * Int32(index)
        if index == 0 {
            return [(3, 0x2F, 0), (3, 0x39, 1), (3, 0x35, x), (3, 0x36, position), (1, 0x14A, 1), (3, 0, x), (3, 1, position), (0, 0, 0)]
        }
        return [(3, 0x36, position), (3, 1, position), (0, 0, 0)]
    }

    /// The events that lift the finger: its tracking id ends, `BTN_TOUCH` goes up.
    static let lift: [(UInt16, UInt16, Int32)] = [(3, 0x2F, 0), (3, 0x39, -1), (1, 0x14A, 0), (0, 0, 0)]

    /// Writes `events` into `writer` as one frame stamped now (`CLOCK_MONOTONIC`); nil, or what failed.
    static func writeFrame(_ events: [(UInt16, UInt16, Int32)], to writer: Int32) -> String? {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        var bytes: [UInt8] = []
        for (type, code, value) in events {
            // struct input_event on x86-64: tv_sec, tv_usec (64 bits each), type, code (16), value (32).
            withUnsafeBytes(of: Int64(now.tv_sec).littleEndian) { bytes += $0 }
            withUnsafeBytes(of: Int64(now.tv_nsec / 1000).littleEndian) { bytes += $0 }
            withUnsafeBytes(of: type.littleEndian) { bytes += $0 }
            withUnsafeBytes(of: code.littleEndian) { bytes += $0 }
            withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
        }
        // A reader that is behind leaves the pseudo-terminal full: the frame waits for room, as a report
        // waits in the kernel's buffer, stamped when it came (for at most 5 s).
        var done = 0, waited = 0
        while done < bytes.count {
            let written = bytes[done...].withUnsafeBytes { Glibc.write(writer, $0.baseAddress, $0.count) }
            if written > 0 {
                done += written
            } else if written < 0, errno == EAGAIN || errno == EINTR, waited < 500 {
                var room = pollfd(fd: writer, events: Int16(POLLOUT), revents: 0)
                _ = poll(&room, 1, 10)
                waited += 1
            } else {
                return "wrote \(done) of \(bytes.count) bytes (errno \(errno))"
            }
        }
        return nil
    }

    /// Writes the drag into `writer` (the node's pseudo-terminal), calling `meanwhile` with the
    /// milliseconds to wait until each frame is due.
    func write(to writer: Int32, meanwhile: (Int32) -> Void) -> String? {
        var due = timespec()
        clock_gettime(CLOCK_MONOTONIC, &due)
        for index in 0..<frames {
            due.tv_nsec += Int(1e9 / rate)
            if due.tv_nsec >= 1_000_000_000 { due.tv_nsec -= 1_000_000_000; due.tv_sec += 1 }
            while true {
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                let left = (due.tv_sec - now.tv_sec) * 1000 + (due.tv_nsec - now.tv_nsec) / 1_000_000
                guard left > 0 else { break }
                meanwhile(Int32(left))
            }
            if let problem = Self.writeFrame(events(index), to: writer) { return "frame \(index): \(problem)" }
        }
        return nil
    }
}
