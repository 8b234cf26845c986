import DeviceEmulation
import Foundation
import InputEvents
import InputRecordings

/// Shared recordings and scratch directories for the emulation tests.
enum Fixtures {
    /// `../shared/recordings` from the package root.
    static let recordings: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("../shared/recordings").standardizedFileURL.path
    }()

    static func read(_ events: String, description: String? = nil) throws -> (DeviceDescription, [InputEvent]) {
        let reader = try RecordingReader(
            path: "\(recordings)/\(events)", descriptionPath: description.map { "\(recordings)/\($0)" })
        return (reader.description, try reader.readAll())
    }

    static func temporaryDirectory() -> String {
        var template = Array((NSTemporaryDirectory() + "/touchreplay-emulation-XXXXXX").utf8CString)
        return String(cString: mkdtemp(&template)!)
    }

    /// Removes a directory made by ``temporaryDirectory()`` and everything in it.
    static func remove(_ directory: String) {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Generates the files (in a directory removed afterwards) and returns the device and the text of each file.
    static func generate(
        _ description: DeviceDescription, events: [InputEvent]? = nil, options: EmulationOptions = EmulationOptions()
    ) throws -> (device: EmulatedDevice, udev: String, ioctl: [Substring], events: String?) {
        let directory = temporaryDirectory()
        defer { remove(directory) }
        let device = try EmulatedDevice.generate(description: description, events: events, into: directory, options: options)
        let ioctl = try String(contentsOfFile: device.ioctlPath, encoding: .utf8)
        return (
            device, try String(contentsOfFile: device.udevRecordPath, encoding: .utf8),
            ioctl.split(separator: "\n"), try device.eventsPath.map { try String(contentsOfFile: $0, encoding: .utf8) }
        )
    }
}

/// One `NAME RET HEX` line of a `.ioctl` file.
struct IoctlAnswer: Equatable {
    var name: String
    var bytes: [UInt8]

    init?(_ line: Substring) {
        let fields = line.split(separator: " ")
        guard fields.count == 3, fields[1] == "0" else { return nil }
        name = String(fields[0])
        let hex = Array(fields[2].utf8)
        bytes = stride(from: 0, to: hex.count, by: 2).map { UInt8(String(decoding: hex[$0..<$0 + 2], as: UTF8.self), radix: 16)! }
    }

    /// A little-endian 32-bit value at `offset`.
    func int32(at offset: Int) -> Int32 {
        Int32(bitPattern: (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) })
    }
}
