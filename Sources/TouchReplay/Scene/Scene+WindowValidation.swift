extension Scene {
    /// Checks a scene's windows and what binds devices to them: window ids unique, every
    /// `devices` entry's `window` naming a window of the scene (an entry naming none leaves its
    /// device on the first window), and no device claimed by two windows (two entries of one
    /// `match` naming different windows). Entries whose texts differ but match one device are refused
    /// when the device is attached or replayed (``placement(forDeviceNamed:path:)``).
    ///
    /// - Throws: ``SceneError`` at the first problem, in file order.
    func validateWindows() throws(SceneError) {
        var seen: [String: SceneLocation] = [:]
        for window in windows {
            guard let location = window.location else { continue }
            if let first = seen.updateValue(location, forKey: window.id) {
                throw Scene.error(in: file, at: location, ".id", "duplicate window id \"\(window.id)\" (first at line \(first.line))")
            }
        }
        // The window each `match` (a path as written, a name ignoring case) is bound to, by the first entry naming one.
        var claims: [String: (window: String, path: String)] = [:]
        for (index, entry) in devices.enumerated() {
            let path = "devices[\(index)]"
            // An entry naming no window leaves its device on the first window, as a device no entry matches.
            guard let window = entry.window else { continue }
            guard windowIndex(of: window.id) != nil else {
                var message = "no window \"\(window.id)\"; the scene's windows are \(windows.map { "\"\($0.id)\"" }.joined(separator: ", "))"
                if let suggestion = SceneNode.closest(to: window.id, in: windows.map(\.id)) { message += " (did you mean \"\(suggestion)\"?)" }
                throw Scene.error(in: file, at: window.location, "", message)
            }
            let key = entry.match.contains("/") ? entry.match : entry.match.lowercased()
            if let claim = claims[key], claim.window != window.id {
                throw Scene.error(in: file, at: window.location, "", "windows \"\(claim.window)\" (\(claim.path)) and \"\(window.id)\" both claim "
                    + "the device \"\(entry.match)\"; bind each device to one window")
            }
            if claims[key] == nil { claims[key] = (window.id, path) }
        }
    }
}

/// The window of each view and recognizer of a scene with several windows, noted while
/// ``Scene/validate()`` walks them (nothing is noted for one window), so that a reference
/// to another window's view or recognizer is refused.
struct WindowPlacement {
    private let windows: [String]
    private var views: [String: Int] = [:]
    private var recognizers: [String: Int] = [:]

    init(windows: [WindowDescription]) {
        self.windows = windows.count > 1 ? windows.map(\.id) : []
    }

    /// Notes that `view`, its recognizers and a scroll view's own pan and pinch are in window `window`.
    mutating func note(view: ViewDescription, in window: Int) {
        guard !windows.isEmpty else { return }
        views[view.id] = views[view.id] ?? window
        for gesture in view.gestures { recognizers[gesture.id] = recognizers[gesture.id] ?? window }
        if view.scroll != nil {
            for suffix in [".pan", ".pinch"] { recognizers[view.id + suffix] = recognizers[view.id + suffix] ?? window }
        }
    }

    /// The id of the window of view `id` when it is not the window of view `from`, else nil.
    func otherWindow(ofView id: String, than from: String) -> String? {
        guard let window = views[id], let own = views[from], window != own else { return nil }
        return windows[window]
    }

    /// The id of the window of recognizer `id` when it is not the window of recognizer `from`, else nil.
    func otherWindow(ofRecognizer id: String, than from: String) -> String? {
        guard let window = recognizers[id], let own = recognizers[from], window != own else { return nil }
        return windows[window]
    }
}
