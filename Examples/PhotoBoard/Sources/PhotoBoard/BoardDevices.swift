import Glibc
import InputDevices
import TouchReplayLive

/// The evdev devices the board reads.
enum BoardDevices {
    /// Opens `paths`; with none given and `all` true, every touchscreen and mouse
    /// of the seat (`InputDevice.openAll()`) that can be opened (saying once when there is none).
    static func open(paths: [String], all: Bool) throws(BoardError) -> [InputDevice] {
        guard paths.isEmpty else {
            var devices: [InputDevice] = []
            for path in paths {
                do { devices.append(try InputDevice.open(path: path)) } catch { throw BoardError(description: "\(error)") }
            }
            return devices
        }
        guard all else { return [] }
        let found = InputDevice.openAll()
        if found.isEmpty {
            report("no touchscreen or mouse readable in /dev/input (see TouchReplay's docs/devices.md, Permissions); "
                   + "run with --sdl-input to take SDL's events")
        }
        return found
    }
}
