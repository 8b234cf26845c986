import GestureEngine
import InputEvents

/// One device's own mapping in a scene's `devices` list: which device it is
/// for (by path, or by part of its name) and how that device maps onto the
/// screen, in place of the `screen`'s rotation, calibration and target.
///
/// A touchscreen is glued to one display, so with several devices each may
/// cover its own part of the screen; a device no entry matches maps with the
/// `screen`'s settings (the whole screen by default).
public struct DeviceMappingDescription: Hashable, Sendable {
    /// What the entry matches: a device path when it contains `/`
    /// (`/dev/input/event5`, `/dev/input/by-id/…`, compared as written), otherwise
    /// part of the device's name, ignoring case.
    public var match: String
    /// The device's rotation in degrees clockwise, nil for the screen's.
    public var rotation: Int?
    /// libinput's calibration matrix for the device, nil for the screen's.
    public var calibration: [Double]?
    /// The part of the screen the device covers, nil for the screen's.
    public var target: Rect?
    /// Size and pressure above which a touchscreen contact is a palm (`palm`), nil for none.
    public var palm: PalmThresholds?
    /// Which of libinput's pen rules a pen keeps (`pen`), nil for libinput's own.
    public var penPolicy: PenPolicy?
    /// The device's noise filters (`filters`), nil for none.
    public var filters: ContactFilterSettings?
    /// The window the device's touches go to (`window`, a window's id), nil for the scene's
    /// first window (the only one in a scene of `screen` and `root`).
    public var window: SceneReference?
    /// Where the entry is: `FILE:LINE:COLUMN: devices[N]`, for errors.
    public var location: String

    /// An entry from its parts.
    public init(
        match: String, rotation: Int? = nil, calibration: [Double]? = nil, target: Rect? = nil,
        palm: PalmThresholds? = nil, penPolicy: PenPolicy? = nil, location: String
    ) {
        self.match = match
        self.rotation = rotation
        self.calibration = calibration
        self.target = target
        self.palm = palm
        self.penPolicy = penPolicy
        self.location = location
    }

    /// Whether the entry is for the device `name` at `path`.
    public func matches(name: String, path: String) -> Bool {
        match.contains("/") ? match == path : name.lowercased().contains(match.lowercased())
    }

    /// Keys allowed in an entry.
    static let keys = ["match", "window", "rotation", "calibration", "target", "palm", "filters"] + inputPolicyKeys

    /// Decodes one entry of `devices`.
    static func decode(_ node: SceneNode) throws(SceneError) -> DeviceMappingDescription {
        let map = try node.mapping(allowing: keys)
        let location = "\(node.document.source.file):\(node.location.line):\(node.location.column): \(node.path)"
        var entry = DeviceMappingDescription(match: try map.required("match").string(), location: location)
        if let value = map["window"] { entry.window = SceneReference(id: try value.string(), location: value.location) }
        if let value = map["rotation"] {
            let rotation = try value.int()
            guard ScreenDescription.rotations.contains(rotation) else {
                throw value.error("rotation must be 0, 90, 180 or 270 (degrees clockwise), got \(rotation)")
            }
            entry.rotation = rotation
        }
        if let value = map["calibration"] { entry.calibration = try value.numbers(6, "[a, b, c, d, e, f] (libinput's calibration matrix)") }
        if let value = map["target"] {
            let rect = try value.rect()
            guard rect.size.width > 0, rect.size.height > 0 else { throw value.error("the target rectangle needs a positive width and height") }
            entry.target = rect
        }
        if let value = map["palm"] { entry.palm = try decodePalm(value) }
        if let value = map["pen"] { entry.penPolicy = try decodePenPolicy(value) }
        if let value = map["filters"] { entry.filters = try decodeFilters(value) }
        return entry
    }
}

/// Two entries of a scene's `devices` list that match one device.
public struct DeviceMappingConflict: Error, Hashable, Sendable, CustomStringConvertible {
    /// The later entry's location (`FILE:LINE:COLUMN: devices[N]`).
    public var location: String
    /// The earlier entry's key path.
    public var earlier: String
    /// The device's path and name.
    public var path: String, name: String
    /// The windows the two entries bind the device to (earlier, later) when they differ (two
    /// windows claim the device); empty when they bind it to one window.
    public var windows: [String] = []

    /// One line; a device recorded without a path (an evemu file) is named by its name alone.
    public var description: String {
        let device = path.isEmpty ? "the device \"\(name)\" (recorded without a path)" : "\(path) (\(name))"
        if windows.count == 2 {
            return "\(location): \(earlier) also matches \(device): windows \"\(windows[0])\" and \"\(windows[1])\" both claim it; "
                + "bind each device to one window"
        }
        return "\(location): \(earlier) also matches \(device); give each device one mapping"
    }
}

/// Where a device's touches go: the window its `devices` entry binds it to, and how it maps
/// onto that window's screen.
public struct DevicePlacement: Hashable, Sendable {
    /// The window's position in ``Scene/windows``: the bound window, or the first one for a
    /// device no entry binds (our decision, docs/scene-format.md, "Several windows").
    public var window: Int
    /// How the device's positions map onto the window's screen (in its fixed orientation).
    public var mapping: ScreenMapping
}

extension Scene {
    /// The mapping of the device `name` at `path`: its window's screen's, with the rotation,
    /// calibration, target, palm thresholds, pen policy and noise filters of the `devices` entry that matches it, if one does.
    ///
    /// - Throws: ``DeviceMappingConflict`` when two entries match the device.
    public func mapping(forDeviceNamed name: String, path: String) throws(DeviceMappingConflict) -> ScreenMapping {
        try placement(forDeviceNamed: name, path: path).mapping
    }

    /// Where the device `name` at `path` goes: the window of the `devices` entry that matches it
    /// (the first window when none does, or when the entry names none), and its mapping onto
    /// that window's screen, as ``mapping(forDeviceNamed:path:)`` says.
    ///
    /// - Throws: ``DeviceMappingConflict`` when two entries match the device (naming both windows when they differ).
    public func placement(forDeviceNamed name: String, path: String) throws(DeviceMappingConflict) -> DevicePlacement {
        let matching = devices.filter { $0.matches(name: name, path: path) }
        if matching.count > 1 {
            let earlier = String(matching[0].location.split(separator: " ").last ?? "")
            let windows = matching[0...1].map { $0.window?.id ?? self.windows[0].id }
            throw DeviceMappingConflict(location: matching[1].location, earlier: earlier, path: path, name: name,
                                        windows: windows[0] == windows[1] ? [] : windows)
        }
        let window = matching.first?.window.flatMap { windowIndex(of: $0.id) } ?? 0
        var screen = windows[window].screen
        if let entry = matching.first {
            if let rotation = entry.rotation { screen.rotation = rotation }
            if let calibration = entry.calibration { screen.calibration = calibration }
            if let target = entry.target { screen.target = target }
        }
        var mapping = screen.mapping
        mapping.palmThresholds = matching.first?.palm
        if let policy = matching.first?.penPolicy { mapping.penPolicy = policy }
        mapping.contactFilters = matching.first?.filters
        return DevicePlacement(window: window, mapping: mapping)
    }
}
