import InputDevices
import InputEvents

/// Which devices a ``LiveInput`` keeps attached as they come and go (hot-plug).
public enum DeviceWatch: Hashable, Sendable {
    /// Every touchscreen, mouse and pen whose udev `ID_SEAT` is the seat (`seat0` when unset,
    /// as for libinput), among the `eventN` nodes of the directory (`/dev/input`).
    case seat(String, directory: String = DeviceDiscovery.defaultDirectory)
    /// The devices at these paths, stable names such as `/dev/input/by-id/…` or
    /// `/dev/input/by-path/…` that udev gives a device again when it comes back.
    case paths([String])

    /// The directories to watch with inotify, in order, each once.
    var directories: [String] {
        switch self {
        case .seat(_, let directory):
            return [directory]
        case .paths(let paths):
            var directories: [String] = []
            for path in paths {
                let directory = path.lastIndex(of: "/").map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
                if !directories.contains(directory) { directories.append(directory) }
            }
            return directories
        }
    }

    /// Whether a node or link at `path` is one this watch attaches (before it is opened).
    func covers(_ path: String) -> Bool {
        switch self {
        case .seat(_, let directory):
            guard path.hasPrefix(directory) else { return false }
            let name = path.split(separator: "/").last ?? ""
            return name.hasPrefix("event") && Int(name.dropFirst(5)) != nil
        case .paths(let paths):
            return paths.contains(path)
        }
    }

    /// The paths to try when the watch starts or the kernel's queue overflowed, in order.
    var candidates: [String] {
        switch self {
        case .seat(_, let directory): DeviceDiscovery.eventNodePaths(directory: directory)
        case .paths(let paths): paths
        }
    }

    /// Whether an opened device belongs to the watch: for a seat, an attachable device
    /// on it; a path named explicitly is always taken (and refused if not attachable).
    func accepts(_ device: InputDevice) -> Bool {
        switch self {
        case .seat(let seat, _):
            device.deviceDescription.classification.attachable && device.deviceDescription.libinputRejection == nil
                && (device.udevProperties["ID_SEAT"] ?? "seat0") == seat
        case .paths:
            true
        }
    }
}

extension DeviceWatch {
    /// The watch's devices present now, opened, in the order of `candidates`; nodes that cannot
    /// be opened, or are not the watch's, are left out.
    func openPresent(grab: Bool) -> [InputDevice] {
        candidates.compactMap { path in
            guard let device = try? InputDevice.open(path: path, grab: grab), accepts(device) else { return nil }
            return device
        }
    }

    /// Whether a node at `path` that may not be read (`EACCES`) is worth a line. For a seat, only
    /// one that udev marks as a touchscreen, mouse or tablet on the seat, or one udev says nothing
    /// about: the keyboards of a seat are never reported. A path named explicitly always is.
    func reportsDenial(of path: String) -> Bool {
        switch self {
        case .seat(let seat, _):
            let udev = UdevProperties(devicePath: path)
            guard !udev.values.isEmpty else { return true }
            return (udev["ID_SEAT"] ?? "seat0") == seat
                && ["ID_INPUT_TOUCHSCREEN", "ID_INPUT_MOUSE", "ID_INPUT_TABLET"].contains { udev[$0] == "1" }
        case .paths:
            return true
        }
    }
}

/// The watch of a ``LiveInput`` and what it remembers between updates.
struct Hotplug {
    var watch: DeviceWatch
    var watcher: DeviceWatcher
    var grab: Bool
    /// The mapping of a device opened, and the window it goes to.
    var placement: (InputDevice) throws -> (mapping: ScreenMapping, window: Int)
    /// Whether every candidate is to be tried at the next update (at the start, after an overflow).
    var rescan = true
    /// Paths whose failure was already reported, until they disappear.
    var reported: [String] = []
}
