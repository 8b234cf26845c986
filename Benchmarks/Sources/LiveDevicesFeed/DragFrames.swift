import Foundation

/// The frames one emulated touchscreen sends: one finger that goes down, moves
/// 98 frames to the right and lifts, over and over, a frame every 4 ms (250 Hz).
///
/// A frame is multitouch protocol B as a kernel driver writes it (slot 0): the
/// first holds the tracking id, the position and `BTN_TOUCH` 1; a move the new
/// x; the last tracking id −1 and `BTN_TOUCH` 0; each ends with `SYN_REPORT`.
/// Both the raw `input_event` bytes (written into the emulated node) and evemu
/// `E:` lines (the replay's recording) come from here, so both sides see the same frames.
struct DragFrames {
    /// Frames per touch: down, 98 moves, up.
    static let framesPerTouch = 100
    /// Microseconds between frames.
    static let interval = 4_000
    /// Device time of the first frame, in microseconds.
    static let start = 1_000_000_000

    /// The device's x and y ranges (its axes' maxima + 1).
    let width: Int
    let height: Int
    /// How many frames the device sends.
    let count: Int

    /// The `(type, code, value)` events of frame `index`, `SYN_REPORT` included.
    func events(_ index: Int) -> [(type: UInt16, code: UInt16, value: Int32)] {
        let step = index % Self.framesPerTouch, touch = index / Self.framesPerTouch
        let x = Int32(width / 10 + step * (width * 8 / 10) / Self.framesPerTouch)
        let y = Int32(height / 4 + (touch % 4) * (height / 8))
        let report: (type: UInt16, code: UInt16, value: Int32) = (0, 0, 0)
        if step == 0 {
            return [(3, 0x39, Int32(touch % 65_536)), (3, 0x35, x), (3, 0x36, y), (1, 0x14A, 1), (3, 0, x), (3, 1, y), report]
        }
        if step == Self.framesPerTouch - 1 || index == count - 1 {
            return [(3, 0x39, -1), (1, 0x14A, 0), report]
        }
        return [(3, 0x35, x), (3, 0, x), report]
    }

    /// Device time of frame `index`, in microseconds.
    static func time(_ index: Int) -> Int { start + index * interval }

    /// How many touches the frames hold (the last one lifts early when `count` ends mid-drag).
    var touchCount: Int { (count + Self.framesPerTouch - 1) / Self.framesPerTouch }

    /// Appends frames `range` as the kernel's `struct input_event`s (x86-64: two 64-bit
    /// `timeval` fields, 16-bit type and code, 32-bit value) to `bytes`.
    func appendEvents(_ range: Range<Int>, to bytes: inout [UInt8]) {
        for index in range { Self.appendEvents(events(index), at: Self.time(index), to: &bytes) }
    }

    /// Appends `events`, stamped `time` (microseconds), as the kernel's `struct input_event`s to `bytes`.
    static func appendEvents(_ events: [(type: UInt16, code: UInt16, value: Int32)], at time: Int, to bytes: inout [UInt8]) {
        for event in events {
            append(Int64(time / 1_000_000), to: &bytes)
            append(Int64(time % 1_000_000), to: &bytes)
            append(event.type, to: &bytes)
            append(event.code, to: &bytes)
            append(event.value, to: &bytes)
        }
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Writes every frame as evemu `E:` lines after `description` (an evemu device description)
    /// into `path`, a block at a time, so that the writer's memory stays small.
    func writeEvemu(description: String, to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let file = FileHandle(forWritingAtPath: path)
        else { throw FeedError("cannot write \(path)") }
        defer { try? file.close() }
        var text = description.hasSuffix("\n") ? description : description + "\n"
        for index in 0..<count {
            let time = Self.time(index), micro = String(time % 1_000_000)
            let stamp = "\(time / 1_000_000).\(String(repeating: "0", count: 6 - micro.count))\(micro)"
            for event in events(index) {
                text += "E: \(stamp) \(Self.hex(event.type)) \(Self.hex(event.code)) \(event.value)\n"
            }
            if text.utf8.count >= 1 << 20 || index == count - 1 {
                try file.write(contentsOf: Data(text.utf8))
                text.removeAll(keepingCapacity: true)
            }
        }
    }

    private static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
