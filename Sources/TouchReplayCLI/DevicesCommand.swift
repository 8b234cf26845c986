import ArgumentParser
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
            print("No input devices in \(TerminalText.escaped(directory)).")
            return
        }
        for (index, device) in devices.enumerated() {
            if index > 0 { print("") }
            print(DeviceListing.text(for: device), terminator: "")
        }
    }
}

/// The text `touchreplay devices` prints for one device, in `libinput list-devices` style.
enum DeviceListing {
    /// Field lines (`Label: value`) ending in a newline. Each value is escaped (`TerminalText`): a
    /// device's name, its udev values and its path are what its firmware and the system say, and
    /// may hold escape sequences, bidi controls or line breaks.
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
                lines.append(("Attachable", "no: TouchReplay reads touchscreens, mice and pens (\(classification.reason))"))
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
            if description.capabilities.xAxis != nil { lines.append(("Calibration", calibration(of: device.path))) }
            let relative = (description.codes[.relative] ?? []).map { EventNames.name(type: .relative, code: $0) }
            if !relative.isEmpty { lines.append(("Relative", relative.joined(separator: " "))) }
        }
        return lines.map { label, value in
            let padded = label + ":" + String(repeating: " ", count: max(1, 18 - label.count - 1))
            return padded + TerminalText.escaped(value) + "\n"
        }.joined()
    }

    /// The calibration the system gives an absolute device, as `libinput list-devices` prints it:
    /// udev's `LIBINPUT_CALIBRATION_MATRIX` (the six numbers), else `identity matrix`.
    static func calibration(of path: String) -> String {
        let properties = UdevProperties(devicePath: path)
        guard let text = properties["LIBINPUT_CALIBRATION_MATRIX"] else { return "identity matrix" }
        guard let matrix = properties.calibrationMatrix else {
            return "identity matrix (LIBINPUT_CALIBRATION_MATRIX \"\(text)\" is not six numbers: ignored)"
        }
        return "\(matrix) (udev LIBINPUT_CALIBRATION_MATRIX)"
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
