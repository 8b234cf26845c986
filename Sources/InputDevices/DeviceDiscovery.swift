import Glibc
import InputEvents

/// One device node found by ``DeviceDiscovery``.
public struct DiscoveredDevice: Hashable, Sendable {
    /// What could be read from an input device node.
    public struct Details: Hashable, Sendable {
        /// The device's description, as libevdev read it.
        public var description: DeviceDescription
        /// The number of multi-touch slots, or nil for a device without slots.
        public var slotCount: Int?
        /// What kind of device it is, and whether TouchReplay can attach to it.
        public var classification: DeviceClassification { description.classification }
    }

    /// The node's path, such as `/dev/input/event3`.
    public var path: String
    /// The device's details, or why the node could not be opened (often ``DeviceError/permissionDenied(path:errno:)``).
    public var result: Result<Details, DeviceError>
}

/// Finds evdev devices, the way `libinput list-devices` does: every
/// `eventN` node in `/dev/input`, in ascending numeric order.
public enum DeviceDiscovery {
    /// Where the kernel's evdev nodes live.
    public static let defaultDirectory = "/dev/input"

    /// The paths of the `eventN` nodes in `directory`, sorted by N (`event2` before `event10`).
    public static func eventNodePaths(directory: String = defaultDirectory) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var numbered: [(number: Int, name: String)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name.hasPrefix("event"), let number = Int(name.dropFirst(5)) else { continue }
            numbered.append((number, name))
        }
        let separator = directory.hasSuffix("/") ? "" : "/"
        return numbered.sorted { $0.number < $1.number }.map { directory + separator + $0.name }
    }

    /// Opens every `eventN` node in `directory` (without grabbing) and reads its description.
    public static func list(directory: String = defaultDirectory) -> [DiscoveredDevice] {
        eventNodePaths(directory: directory).map { path in
            do throws(DeviceError) {
                let device = try InputDevice.open(path: path)
                return DiscoveredDevice(
                    path: path,
                    result: .success(.init(description: device.deviceDescription, slotCount: device.slotCount)))
            } catch {
                return DiscoveredDevice(path: path, result: .failure(error))
            }
        }
    }
}
