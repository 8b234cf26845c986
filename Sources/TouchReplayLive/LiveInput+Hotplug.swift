import InputDevices
import InputEvents

extension LiveInput {
    /// Keeps the devices that `watch` names attached as they come and go (hot-plug).
    ///
    /// The next ``update(at:)`` opens every such device present (a seat's touchscreens,
    /// mice and pens; the paths that exist) and adds it with the mapping `mapping` gives
    /// for it. From then on a device that appears is opened and joins, listed in
    /// ``LiveUpdate/addedDevices``; one that disappears has its touches cancelled and is
    /// listed in ``LiveUpdate/removedDevices``; and a device that comes back joins again
    /// as a new source (new touch ids). A device found but not added (it went away while
    /// being opened, may not be read, cannot be mapped) is listed once in
    /// ``LiveUpdate/failedDevices`` and the session goes on.
    ///
    /// The watch is inotify on the directories (`IN_CREATE`, `IN_ATTRIB`, `IN_DELETE`): its
    /// descriptor is among ``pollDescriptors``, so an app's own `poll()` wakes when a device
    /// comes or goes, and ``updates(clock:)`` handles it. A node that cannot be read yet when
    /// it appears (udev has not set its permissions) is tried again when its attributes change.
    ///
    /// - Parameters:
    ///   - watch: a seat, or stable paths such as `/dev/input/by-id/…`.
    ///   - grab: whether to grab each device exclusively (`EVIOCGRAB`).
    ///   - mapping: the mapping of a device onto the window, asked each time one is opened.
    /// - Throws: `DeviceError` naming the directory when it cannot be watched.
    public func watchDevices(
        _ watch: DeviceWatch, grab: Bool = false, mapping: @escaping (InputDevice) throws -> ScreenMapping
    ) throws(DeviceError) {
        try watchDevices(watch, grab: grab) { device in (try mapping(device), 0) }
    }

    /// Keeps the devices that `watch` names attached as they come and go, as
    /// ``watchDevices(_:grab:mapping:)`` does, each device on the window `placement` gives it
    /// (its position in ``windows``) with the mapping it gives: a scene's `devices` entry binds
    /// a device to one of several windows (`Scene.placement(forDeviceNamed:path:)`).
    ///
    /// - Throws: `DeviceError` naming the directory when it cannot be watched.
    public func watchDevices(
        _ watch: DeviceWatch, grab: Bool = false,
        placement: @escaping (InputDevice) throws -> (mapping: ScreenMapping, window: Int)
    ) throws(DeviceError) {
        hotplug = Hotplug(watch: watch, watcher: try DeviceWatcher(directories: watch.directories), grab: grab, placement: placement)
    }

    /// The watch given to ``watchDevices(_:grab:mapping:)``, nil when the input watches nothing.
    public var deviceWatch: DeviceWatch? { hotplug?.watch }

    /// Applies what the watcher saw, in order: opens devices that appeared, removes those that
    /// disappeared. Returns whether a device was added.
    func applyDeviceChanges() throws(DeviceError) -> Bool {
        guard let watch = hotplug?.watch else { return false }
        let addedBefore = added.count
        if hotplug!.rescan {
            hotplug!.rescan = false
            for path in watch.candidates { attach(path, afterAttributes: true, scanning: true) }
        }
        for change in try hotplug!.watcher.readChanges() {
            switch change {
            case .appeared(let path) where watch.covers(path):
                attach(path, afterAttributes: false, scanning: false)
            case .attributesChanged(let path) where watch.covers(path):
                attach(path, afterAttributes: true, scanning: false)
            case .disappeared(let path):
                hotplug!.reported.removeAll { $0 == path }
                if let source = sources.first(where: { $0.input != nil && $0.device.path == path }) {
                    remove(source.device)
                    removed.append(source.device)
                }
            case .rescanNeeded:
                for path in watch.candidates { attach(path, afterAttributes: true, scanning: true) }
            default:
                break
            }
        }
        return added.count > addedBefore
    }

    /// Opens and adds the device at `path` unless it is already attached or not the watch's.
    ///
    /// A node that cannot be opened yet when it appears, for a reason other than being gone
    /// already, is left for its attribute change: the kernel creates it and udev then sets its
    /// owner, mode and ACL (`IN_ATTRIB`), so a node being set up is not reported. A path
    /// missing while scanning is waited for.
    private func attach(_ path: String, afterAttributes: Bool, scanning: Bool) {
        guard let hotplug, !sources.contains(where: { $0.input != nil && $0.device.path == path }) else { return }
        do {
            let device = try InputDevice.open(path: path)
            guard hotplug.watch.accepts(device) else { return }
            // Grabbed only once it is known to be the watch's (never a keyboard, even for a moment).
            if hotplug.grab { try device.grab() }
            let placement = try hotplug.placement(device)
            added.append(try addDevice(device, mapping: placement.mapping, window: placement.window))
        } catch DeviceError.notFound where scanning {
            return
        } catch DeviceError.permissionDenied where !hotplug.watch.reportsDenial(of: path) {
            return
        } catch {
            // Said once: a node's later attribute changes and rescans try it again silently, until it disappears.
            guard afterAttributes || LiveDeviceFailure(path: path, error: error).wentAway, !hotplug.reported.contains(path) else { return }
            self.hotplug!.reported.append(path)
            failed.append(LiveDeviceFailure(path: path, error: error))
        }
    }
}
