import Glibc
import InputEvents

/// The udev properties of an evdev node, read the way libudev reads them:
/// the kernel's `uevent` file in sysfs (`/sys/class/input/eventN/uevent`,
/// `KEY=VALUE` lines), then udev's database entry for the node
/// (`/run/udev/data/c13:MINOR`, `E:KEY=VALUE` lines), whose values win.
///
/// Rules such as `LIBINPUT_CALIBRATION_MATRIX` live in the database on a real
/// system; umockdev's test bed writes a device's properties into its
/// `uevent` file, so both are read. Files that are missing or unreadable give
/// no properties: a device without udev (a container) simply has none.
public struct UdevProperties: Hashable, Sendable {
    /// The properties, looked up by key.
    public private(set) var values: [String: String] = [:]

    /// The properties of the evdev node at `devicePath` (a `/dev/input/eventN`
    /// path, or a link to one such as `/dev/input/by-id/…`).
    public init(devicePath: String) {
        guard let node = Self.nodeName(devicePath) else { return }
        merge(file: "/sys/class/input/\(node)/uevent", prefix: "")
        if let major = values["MAJOR"], let minor = values["MINOR"] {
            merge(file: "/run/udev/data/c\(major):\(minor)", prefix: "E:")
        }
    }

    /// Properties from their values (for tests and recordings).
    public init(values: [String: String]) {
        self.values = values
    }

    /// The value of `key`, if the device has it.
    public subscript(key: String) -> String? { values[key] }

    /// The properties that `libinput record` records: those starting with the prefixes its
    /// replay tool lists ("The list of properties we add to the recording, see
    /// libinput-record.c", tools/libinput-replay.py).
    public var recordedByLibinput: [String: String] {
        let prefixes = ["ID_INPUT", "LIBINPUT", "EVDEV_ABS", "MOUSE_DPI", "POINTINGSTICK_"]
        return values.filter { entry in prefixes.contains { entry.key.hasPrefix($0) } }
    }

    /// libinput's `LIBINPUT_CALIBRATION_MATRIX`, when set and valid (six finite numbers).
    public var calibrationMatrix: CalibrationMatrix? {
        values["LIBINPUT_CALIBRATION_MATRIX"].flatMap(CalibrationMatrix.init(libinputProperty:))
    }

    /// The `eventN` a path names, following links (`/dev/input/by-id/…`, at most 8 in a row) while
    /// they name evdev nodes: umockdev's emulated `/dev/input/eventN` is itself a link to a
    /// pseudo-terminal. `readlink` into a buffer of our own: umockdev's preload library wraps `realpath`.
    private static func nodeName(_ path: String) -> String? {
        var name = path, node: String?
        for _ in 0..<8 {
            if let last = name.split(separator: "/").last, last.hasPrefix("event") { node = String(last) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { readlink(name, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) }
            guard count > 0 else { break }
            let target = String(decoding: buffer[..<count], as: UTF8.self)
            name = target.hasPrefix("/") ? target : String(name[..<(name.lastIndex(of: "/") ?? name.startIndex)]) + "/" + target
        }
        return node
    }

    /// Adds the `PREFIXKEY=VALUE` lines of `file` (read-only: udev's files are small, at most 64 KiB is read).
    private mutating func merge(file: String, prefix: String) {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 16 {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { bytes += chunk[..<count] } else if count == 0 || errno != EINTR { break }
        }
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let text = String(decoding: line, as: UTF8.self)
            guard text.hasPrefix(prefix), let equals = text.firstIndex(of: "=") else { continue }
            let key = text[text.index(text.startIndex, offsetBy: prefix.count)..<equals]
            values[String(key)] = String(text[text.index(after: equals)...])
        }
    }
}

extension InputDevice {
    /// The device's udev properties, read now (see ``UdevProperties``).
    public var udevProperties: UdevProperties { UdevProperties(devicePath: path) }
}
