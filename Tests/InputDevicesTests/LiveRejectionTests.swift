import DeviceEmulation
import Foundation
import InputEvents
import Testing

/// A device libinput ignores (`evdev_reject_device()` in libinput's src/evdev.c; its
/// test-device.c `abs_device_missing_one_abs`, `abs_mt_device_missing_res`) is refused
/// with one line naming the reason, live (umockdev, libevdev) and in a replay of its recording.
@Suite struct LiveRejectionTests {
    /// A protocol B screen whose `ABS_MT_POSITION_X` has a resolution and `_Y` none.
    static let device: DeviceDescription = {
        let axes: [UInt16: AbsoluteAxisInfo] = [
            AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 0, maximum: 799, resolution: 10),
            AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: 479, resolution: 10),
            AbsoluteAxis.multiTouchSlot: AbsoluteAxisInfo(minimum: 0, maximum: 9),
            AbsoluteAxis.multiTouchPositionX: AbsoluteAxisInfo(minimum: 0, maximum: 799, resolution: 10),
            AbsoluteAxis.multiTouchPositionY: AbsoluteAxisInfo(minimum: 0, maximum: 479),
            AbsoluteAxis.multiTouchTrackingID: AbsoluteAxisInfo(minimum: 0, maximum: 65535),
        ]
        return DeviceDescription(
            name: "Half Resolution Screen", identifier: DeviceIdentifier(busType: 3, vendor: 0x1234, product: 0x5679, version: 1),
            properties: [InputProperty.direct],
            codes: [.synchronization: [0, 1, 2, 3], .key: [KeyCode.buttonTouch], .absolute: CodeSet(axes.keys)],
            absoluteAxes: axes)
    }()

    static let reason = "\"Half Resolution Screen\": ABS_MT_POSITION_X has a resolution and ABS_MT_POSITION_Y none; "
        + "libinput ignores such a device, and so does TouchReplay"

    @Test func eventsRefusesTheLiveDeviceWithOneLineNamingItsPathAndTheReason() throws {
        let emulation = try EmulatedDeviceRun(description: Self.device, events: nil, options: EmulationOptions())
        defer { emulation.removeFiles() }
        let result = try emulation.run(["events", emulation.device.devicePath, "--idle-timeout", EmulatedDeviceRun.idleTimeout])
        #expect(result.status == 1, "\(result)")
        #expect(result.errors == "touchreplay: \(emulation.device.devicePath): \(Self.reason)\n")
    }

    /// The same description written as an evemu recording and replayed.
    @Test func replayRefusesItsRecordingWithOneLineNamingTheFileAndTheReason() throws {
        let directory = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(directory) }
        let path = directory + "/half.evemu"
        try Self.evemu(Self.device).write(toFile: path, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try EmulatedDeviceRun.executablePath())
        var scene = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { scene.deleteLastPathComponent() }
        scene.appendPathComponent("Recordings/synth/button-in-tappable-view/scene.yml")
        process.arguments = ["replay", path, "--scene", scene.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(text == "touchreplay: \(path): \(Self.reason)\n")
    }

    /// An evemu 1.3 description of `device` and one frame: `N:`, `I:`, `P:`, `B:` and `A:` lines.
    static func evemu(_ device: DeviceDescription) -> String {
        func hex(_ value: Int, _ digits: Int) -> String {
            let text = String(value, radix: 16)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        func lines(_ tag: String, _ bytes: [UInt8]) -> [String] {
            stride(from: 0, to: bytes.count, by: 8).map { start in
                "\(tag) " + bytes[start..<min(start + 8, bytes.count)].map { hex(Int($0), 2) }.joined(separator: " ")
            }
        }
        let id = device.identifier
        var text = ["# EVEMU 1.3", "N: \(device.name)",
                    "I: \(hex(Int(id.busType), 4)) \(hex(Int(id.vendor), 4)) \(hex(Int(id.product), 4)) \(hex(Int(id.version), 4))"]
        text += lines("P:", device.properties.bitmapBytes(minimumCount: 8))
        for type in device.eventTypes {
            text += lines("B: \(hex(Int(type.rawValue), 2))", device.codes[type]!.bitmapBytes(minimumCount: 8))
        }
        for code in device.absoluteAxes.keys.sorted() {
            let axis = device.absoluteAxes[code]!
            text.append("A: \(hex(Int(code), 2)) \(axis.minimum) \(axis.maximum) \(axis.fuzz) \(axis.flat) \(axis.resolution)")
        }
        text += ["E: 0.000000 0003 0039 1", "E: 0.000000 0003 0035 100", "E: 0.000000 0003 0036 100", "E: 0.000000 0000 0000 0000"]
        return text.joined(separator: "\n") + "\n"
    }
}
