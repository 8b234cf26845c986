import ArgumentParser
import Glibc
import InputDevices
import InputEvents

/// `touchreplay devices`: lists input devices like `libinput list-devices`.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List input devices (/dev/input/event*) with their class, slots and axes.")

    @Option(help: "The directory holding the evdev nodes.")
    var directory = DeviceDiscovery.defaultDirectory

    func run() throws {
        let devices = DeviceDiscovery.list(directory: directory)
        if devices.isEmpty {
            print("No input devices in \(directory).")
            return
        }
        for (index, device) in devices.enumerated() {
            if index > 0 { print("") }
            print(DeviceListing.text(for: device), terminator: "")
        }
    }
}

/// Helpers shared by the device commands (`devices`, `events`, `record`, `emulate`).
enum DeviceCommands {
    /// Exit code for input that cannot be used (missing file, not a device, permission).
    static let badInputExitCode: Int32 = 1
    /// Exit code when the device was unplugged while in use.
    static let unpluggedExitCode: Int32 = 3

    /// Runs `body`; on an error prints `touchreplay: <its one-line description>` to standard
    /// error and exits with `exitCode`.
    static func reportingFailures<T>(exitCode: Int32 = badInputExitCode, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ExitCode {
            throw error
        } catch {
            fail("\(error)", exitCode: exitCode)
        }
    }

    /// Prints `touchreplay: message` to standard error and exits with `exitCode`.
    static func fail(_ message: String, exitCode: Int32) -> Never {
        writeToStandardError("touchreplay: \(message)\n")
        Glibc.exit(exitCode)
    }

    /// Writes `text` to file descriptor 2, unbuffered.
    static func writeToStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
}

/// The text `touchreplay devices` prints for one device, in `libinput list-devices` style.
enum DeviceListing {
    /// Field lines (`Label: value`) ending in a newline.
    static func text(for device: DiscoveredDevice) -> String {
        var lines: [(String, String)] = []
        switch device.result {
        case .failure(let error):
            lines.append(("Kernel", device.path))
            lines.append(("Error", "\(error)"))
        case .success(let details):
            let description = details.description
            let id = description.identifier
            lines.append(("Device", description.name))
            lines.append(("Kernel", device.path))
            lines.append(("Id", "\(busName(id.busType)):\(hex4(id.vendor)):\(hex4(id.product))"))
            let classification = details.classification
            lines.append(("Class", classification.deviceClass.displayName))
            if !classification.attachable {
                lines.append(("Attachable", "no: TouchReplay reads touchscreens and mice (\(classification.reason))"))
            }
            lines.append(("Slots", details.slotCount.map(String.init) ?? "none"))
            let properties = description.properties.map { EventNames.name(ofProperty: $0) }
            lines.append(("Properties", properties.isEmpty ? "none" : properties.joined(separator: " ")))
            for code in description.absoluteAxes.keys.sorted() {
                let info = description.absoluteAxes[code]!
                let resolution = info.resolution == 0 ? "no resolution" : "\(info.resolution) units/mm"
                lines.append((
                    "Axis", "\(EventNames.name(type: .absolute, code: code)) \(info.minimum)..\(info.maximum), \(resolution)"
                ))
            }
            let relative = (description.codes[.relative] ?? []).map { EventNames.name(type: .relative, code: $0) }
            if !relative.isEmpty { lines.append(("Relative", relative.joined(separator: " "))) }
        }
        return lines.map { label, value in
            let padded = label + ":" + String(repeating: " ", count: max(1, 18 - label.count - 1))
            return padded + value + "\n"
        }.joined()
    }

    /// The bus name libinput prints for a bus type.
    static func busName(_ bus: UInt16) -> String {
        switch bus {
        case 0x03: "usb"
        case 0x05: "bluetooth"
        case 0x11: "i8042"
        case 0x18: "i2c"
        case 0x19: "host"
        case 0x06: "virtual"
        default: "bus 0x\(String(bus, radix: 16))"
        }
    }

    static func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension DeviceCommands {
    /// Writes one line to standard output at once (unbuffered, so a pipe sees each frame as it comes).
    static func writeLine(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(1, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
