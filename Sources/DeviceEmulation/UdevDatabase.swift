import InputEvents

/// The udev database entry of the emulated node, the file udev would write as
/// `/run/udev/data/c13:MINOR`.
///
/// libinput's path backend waits until `udev_device_get_is_initialized()` is
/// true, and systemd's libudev says so only when this entry exists. umockdev
/// 0.17.16 writes none and reads the host's `/run/udev/data`, so the
/// generator writes the entry into `DIR/udev-data/` and the umockdev shim
/// (`libtouchreplay-umockdev-shim.so`, `TOUCHREPLAY_UDEV_DATA`) opens it in
/// place of the host path.
///
/// The format is systemd's (`src/libsystemd/sd-device/device-private.c`):
/// `I:` when udev first saw the device (µs of `CLOCK_MONOTONIC`), `E:` one
/// property per line, `G:` and `Q:` the tags and current tags, `V:` the
/// database version.
enum UdevDatabase {
    /// The database format version systemd 247 and later write (`V:1`).
    static let version = 1
    /// The initialization time written to `I:`; libinput only needs the entry to exist.
    static let initializedMicroseconds = 1
    /// The tag udev's `71-seat.rules` gives input devices, which seat-aware compositors look for.
    static let seatTag = "seat"
    /// The name of the directory, inside the output directory, that holds the entries.
    static let directoryName = "udev-data"

    /// The entry's file name: `c` for a char device, then `MAJOR:MINOR`.
    static func entryName(options: EmulationOptions) -> String { "c13:\(options.minorNumber)" }

    /// The text of the entry for `description`.
    static func text(for description: DeviceDescription) -> String {
        var lines = ["I:\(initializedMicroseconds)"]
        lines += UdevRecord.properties(of: description).map { "E:\($0)" }
        lines += ["G:\(seatTag)", "Q:\(seatTag)", "V:\(version)"]
        return lines.joined(separator: "\n") + "\n"
    }
}
