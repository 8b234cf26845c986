#if canImport(Glibc)
import Glibc
#endif
import InputEvents
import TouchTime

/// The shared recordings folder, `../shared/recordings` from the package root.
let recordingsFolder: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/InputEventsTests/TestSupport.swift
    return parts.joined(separator: "/") + "/../shared/recordings"
}()

/// Reads a text file of the shared recordings.
func recordingText(_ name: String) throws -> String {
    let path = recordingsFolder + "/" + name
    guard let file = fopen(path, "r") else { throw TestFileError(path: path) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}

struct TestFileError: Error, CustomStringConvertible {
    var path: String
    var description: String { "cannot open \(path)" }
}

/// A deliberately tiny evemu description reader (`N:`, `I:`, `P:`, `B:`, `A:`
/// lines), independent of the recordings module, for classification tests.
func evemuDescription(_ name: String) throws -> DeviceDescription {
    var description = DeviceDescription(name: "")
    var bitmaps: [UInt16: [UInt8]] = [:]
    for line in try recordingText(name).split(separator: "\n") {
        let fields = line.split(separator: " ")
        guard let tag = fields.first else { continue }
        switch tag {
        case "N:": description.name = String(line.dropFirst(3))
        case "I:":
            let id = fields.dropFirst().map { UInt16($0, radix: 16) ?? 0 }
            description.identifier = DeviceIdentifier(busType: id[0], vendor: id[1], product: id[2], version: id[3])
        case "P:":
            description.properties = CodeSet(bitmapBytes: description.properties.bitmapBytes() + fields.dropFirst().map { UInt8($0, radix: 16) ?? 0 })
        case "B:":
            let type = UInt16(fields[1], radix: 16) ?? 0
            bitmaps[type, default: []] += fields.dropFirst(2).map { UInt8($0, radix: 16) ?? 0 }
        case "A:":
            let numbers = fields.dropFirst(2).map { Int32($0) ?? 0 }
            let code = UInt16(fields[1], radix: 16) ?? 0
            description.absoluteAxes[code] = AbsoluteAxisInfo(
                minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
                resolution: numbers.count > 4 ? numbers[4] : 0)
        default: continue
        }
    }
    for (type, bytes) in bitmaps.sorted(by: { $0.key < $1.key }) where type != 0 {
        let codes = CodeSet(bitmapBytes: bytes)
        if !codes.isEmpty { description.codes[EventType(rawValue: type)] = codes }
    }
    description.codes[.synchronization] = CodeSet(bitmapBytes: bitmaps[0] ?? [])
    return description
}

/// The `E:` lines of an evemu events file.
func evemuEvents(_ name: String) throws -> [InputEvent] {
    try recordingText(name).split(separator: "\n").compactMap { line -> InputEvent? in
        guard line.hasPrefix("E: ") else { return nil }
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let time = fields[1].split(separator: ".")
        return InputEvent(
            time: Timestamp(seconds: Int64(time[0])!, microseconds: Int64(time[1])!),
            type: EventType(rawValue: UInt16(fields[2], radix: 16)!),
            code: UInt16(fields[3], radix: 16)!,
            value: Int32(fields[4])!)
    }
}

/// Builds event streams for decoder tests, one millisecond per frame.
struct EventScript {
    var events: [InputEvent] = []
    var milliseconds: Int64 = 0

    mutating func abs(_ code: UInt16, _ value: Int32) { append(.absolute, code, value) }
    mutating func key(_ code: UInt16, _ value: Int32) { append(.key, code, value) }
    mutating func rel(_ code: UInt16, _ value: Int32) { append(.relative, code, value) }
    mutating func slot(_ slot: Int32) { abs(AbsoluteAxis.multiTouchSlot, slot) }
    mutating func trackingID(_ id: Int32) { abs(AbsoluteAxis.multiTouchTrackingID, id) }
    mutating func mtPosition(_ x: Int32, _ y: Int32) {
        abs(AbsoluteAxis.multiTouchPositionX, x)
        abs(AbsoluteAxis.multiTouchPositionY, y)
    }
    mutating func mtReport() { append(.synchronization, SynchronizationCode.multiTouchReport, 0) }
    mutating func dropped() { append(.synchronization, SynchronizationCode.dropped, 0) }
    mutating func report() {
        append(.synchronization, SynchronizationCode.report, 0)
        milliseconds += 1
    }

    mutating func append(_ type: EventType, _ code: UInt16, _ value: Int32) {
        events.append(InputEvent(time: Timestamp(microseconds: milliseconds * 1000), type: type, code: code, value: value))
    }
}

extension FrameDecoder {
    /// Feeds every event and collects the frames.
    mutating func frames(_ events: [InputEvent]) -> [ContactFrame] {
        events.compactMap { feed($0) }
    }
}

/// `id:phase` for each contact, e.g. `["0:began", "1:moved"]`.
func phases(_ frame: ContactFrame?) -> [String] {
    frame?.contacts.map { "\($0.id):\($0.phase.rawValue)" } ?? []
}

/// A 800×480-point screen, the Atmel panel's own size in device units.
let panelMapping = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480))

/// Descriptions shaped like the real devices in ../shared/recordings.
enum Devices {
    static func protocolB(slots: Int32 = 10, pressure: Bool = false, toolType: Bool = true) -> DeviceDescription {
        var axes: [UInt16: AbsoluteAxisInfo] = [
            AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 0, maximum: 799),
            AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: 479),
            AbsoluteAxis.multiTouchSlot: AbsoluteAxisInfo(minimum: 0, maximum: slots - 1),
            AbsoluteAxis.multiTouchPositionX: AbsoluteAxisInfo(minimum: 0, maximum: 799),
            AbsoluteAxis.multiTouchPositionY: AbsoluteAxisInfo(minimum: 0, maximum: 479),
            AbsoluteAxis.multiTouchTrackingID: AbsoluteAxisInfo(minimum: 0, maximum: 65535),
        ]
        if pressure { axes[AbsoluteAxis.multiTouchPressure] = AbsoluteAxisInfo(minimum: 0, maximum: 255) }
        if toolType { axes[AbsoluteAxis.multiTouchToolType] = AbsoluteAxisInfo(minimum: 0, maximum: MultiTouchToolType.palm) }
        return DeviceDescription(
            name: "Atmel-like", properties: [InputProperty.direct],
            codes: [.synchronization: [0, 1, 2, 3], .key: [KeyCode.buttonTouch], .absolute: CodeSet(axes.keys)],
            absoluteAxes: axes)
    }

    static func protocolA() -> DeviceDescription {
        let axes: [UInt16: AbsoluteAxisInfo] = [
            AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 0, maximum: 9600),
            AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: 7200),
            AbsoluteAxis.multiTouchTouchMajor: AbsoluteAxisInfo(minimum: 0, maximum: 9600),
            AbsoluteAxis.multiTouchPositionX: AbsoluteAxisInfo(minimum: 0, maximum: 9600),
            AbsoluteAxis.multiTouchPositionY: AbsoluteAxisInfo(minimum: 0, maximum: 7200),
        ]
        return DeviceDescription(
            name: "N-Trig-like",
            codes: [.synchronization: [0, 1, 3, 4], .key: [KeyCode.buttonTouch, KeyCode.buttonToolDoubleTap], .absolute: CodeSet(axes.keys)],
            absoluteAxes: axes)
    }

    static func singleTouch() -> DeviceDescription {
        let axes: [UInt16: AbsoluteAxisInfo] = [
            AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 0, maximum: 1023),
            AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: 1023),
            AbsoluteAxis.pressure: AbsoluteAxisInfo(minimum: 0, maximum: 255),
        ]
        return DeviceDescription(
            name: "resistive panel", properties: [InputProperty.direct],
            codes: [.synchronization: [0], .key: [KeyCode.buttonTouch], .absolute: CodeSet(axes.keys)],
            absoluteAxes: axes)
    }

    static func mouse() -> DeviceDescription {
        DeviceDescription(
            name: "PS/2 Generic Mouse",
            codes: [.synchronization: [0, 1, 2], .key: [0x110, 0x111, 0x112], .relative: [RelativeAxis.x, RelativeAxis.y]])
    }

    static func pen() -> DeviceDescription {
        let axes: [UInt16: AbsoluteAxisInfo] = [
            AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 0, maximum: 799),
            AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: 479),
            AbsoluteAxis.pressure: AbsoluteAxisInfo(minimum: 0, maximum: 1023),
        ]
        return DeviceDescription(
            name: "Test Pen",
            properties: [InputProperty.direct],
            codes: [.synchronization: [0], .key: [KeyCode.buttonToolPen, KeyCode.buttonToolRubber, KeyCode.buttonTouch, KeyCode.buttonStylus],
                    .absolute: CodeSet(axes.keys)],
            absoluteAxes: axes)
    }

    static func absolutePointer() -> DeviceDescription {
        let axes: [UInt16: AbsoluteAxisInfo] = [
            AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 0, maximum: 32767),
            AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: 32767),
        ]
        return DeviceDescription(
            name: "QEMU USB Tablet",
            codes: [.synchronization: [0], .key: [0x110, 0x111, 0x112], .relative: [RelativeAxis.wheel], .absolute: CodeSet(axes.keys)],
            absoluteAxes: axes)
    }
}
