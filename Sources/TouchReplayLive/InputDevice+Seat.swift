import InputDevices
import InputEvents

extension InputDevice {
    /// Opens every touchscreen, mouse and pen of `seat` in `directory`, in
    /// discovery order: what an app reads when it is not told which devices to
    /// read, and what `touchreplay attach --seat --record` records.
    ///
    /// A device's seat is its udev `ID_SEAT`, `seat0` when unset (as
    /// libinput's). The devices taken are those a ``DeviceWatch/seat(_:directory:)``
    /// watch attaches: devices of other kinds (keyboards, touchpads), devices
    /// libinput refuses, and devices that cannot be opened (permissions,
    /// unplugged meanwhile) are skipped, so an empty array means that none was
    /// readable. To follow the seat as devices come and go, give the watch to
    /// ``LiveInput/watchDevices(_:grab:mapping:)`` instead.
    public static func openAll(seat: String = "seat0", directory: String = DeviceDiscovery.defaultDirectory,
                               grab: Bool = false) -> [InputDevice] {
        DeviceWatch.seat(seat, directory: directory).openPresent(grab: grab)
    }
}

extension InputDevice {
    /// The devices an app reads: `paths` when it is told some (`--device PATH`),
    /// each of which must open, or else every touchscreen, mouse and pen of `seat`
    /// that can be opened (`openAll(seat:directory:grab:)`).
    ///
    /// - Throws: ``DeviceOpeningError/device(_:)`` for the first of `paths` that cannot be
    ///   opened; ``DeviceOpeningError/noneReadable(seat:directory:)`` when no path is given
    ///   and no device of the seat can be read.
    public static func open(paths: [String], seat: String = "seat0", directory: String = DeviceDiscovery.defaultDirectory,
                            grab: Bool = false) throws(DeviceOpeningError) -> [InputDevice] {
        guard paths.isEmpty else {
            var devices: [InputDevice] = []
            for path in paths {
                do { devices.append(try open(path: path, grab: grab)) } catch { throw .device(error) }
            }
            return devices
        }
        let found = openAll(seat: seat, directory: directory, grab: grab)
        if found.isEmpty { throw .noneReadable(seat: seat, directory: directory) }
        return found
    }
}
