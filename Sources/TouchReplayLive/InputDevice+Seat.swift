import InputDevices
import InputEvents

extension InputDevice {
    /// Opens every touchscreen, mouse and pen of `seat` in `directory`, in
    /// discovery order: what an app reads when it is not told which devices to
    /// read (and what `touchreplay attach --seat` reads).
    ///
    /// A device's seat is its udev `ID_SEAT`, `seat0` when unset (as
    /// libinput's). Devices of other kinds (keyboards, touchpads) and devices
    /// that cannot be opened (permissions, unplugged meanwhile) are skipped, so
    /// an empty array means that none was readable.
    public static func openAll(seat: String = "seat0", directory: String = DeviceDiscovery.defaultDirectory,
                               grab: Bool = false) -> [InputDevice] {
        DeviceDiscovery.list(directory: directory).compactMap { entry in
            guard case .success(let details) = entry.result, details.classification.attachable,
                  (UdevProperties(devicePath: entry.path)["ID_SEAT"] ?? "seat0") == seat
            else { return nil }
            return try? InputDevice.open(path: entry.path, grab: grab)
        }
    }
}
