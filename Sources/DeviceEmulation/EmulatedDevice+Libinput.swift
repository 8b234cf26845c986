import Glibc

/// Running libinput-based programs (Wayland compositors, kiosk shells,
/// `libinput debug-events`) against the emulated device.
///
/// On umockdev 0.17.16 (Debian 12) libinput fails twice without help:
/// `udev device never initialized` (no udev database entry), then
/// `failed to create input device` (`fstat()` of the node reports the backing
/// pseudo-terminal's device number). The LD_PRELOAD library built from the
/// `CUmockdevShim` target (product `touchreplay-umockdev-shim`) fixes both
/// without root; it must come before umockdev's own preload library, which
/// `umockdev-run` appends to an inherited `LD_PRELOAD`. umockdev 0.19.2 and
/// later need neither fix, and the shim then changes nothing.
extension EmulatedDevice {
    /// The file name of the shim SwiftPM builds (`swift build --product touchreplay-umockdev-shim`).
    public static let umockdevShimFileName = "libtouchreplay-umockdev-shim.so"

    /// The environment variable that tells the shim where the udev database entries are.
    public static let udevDataVariable = "TOUCHREPLAY_UDEV_DATA"

    /// The directory holding ``udevDatabasePath``, which the shim reads in place of `/run/udev/data`.
    public var udevDataDirectory: String {
        guard let slash = udevDatabasePath.lastIndex(of: "/") else { return "." }
        return String(udevDatabasePath[..<slash])
    }

    /// `env`, the shim's variables, then ``runArguments``: the command, up to `--`, that runs a
    /// libinput-based program against the device.
    ///
    /// - Parameters:
    ///   - shimPath: the shim, for example from ``umockdevShimPath(forExecutable:)``.
    ///   - inheritedPreload: an `LD_PRELOAD` to keep, placed after the shim.
    public func libinputRunArguments(shimPath: String, inheritedPreload: String? = nil) -> [String] {
        var preload = shimPath
        if let inheritedPreload, !inheritedPreload.isEmpty { preload += ":" + inheritedPreload }
        return ["env", "LD_PRELOAD=" + preload, "\(Self.udevDataVariable)=\(udevDataDirectory)"] + runArguments
    }

    /// ``libinputRunArguments(shimPath:inheritedPreload:)`` as one shell command line.
    public func libinputRunCommandLine(shimPath: String) -> String {
        libinputRunArguments(shimPath: shimPath).map(Self.shellQuoted).joined(separator: " ")
    }

    /// The shim that belongs to the executable at `executablePath`: next to it (SwiftPM's
    /// `.build/debug`, `.build/release`) or in `../lib` (an install prefix); nil if in neither.
    public static func umockdevShimPath(forExecutable executablePath: String) -> String? {
        guard let slash = executablePath.lastIndex(of: "/") else { return nil }
        let directory = String(executablePath[..<slash])
        let candidates = [directory + "/" + umockdevShimFileName, directory + "/../lib/" + umockdevShimFileName]
        return candidates.first { access($0, R_OK) == 0 }
    }
}
