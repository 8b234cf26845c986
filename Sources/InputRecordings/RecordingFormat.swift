/// The name of a recording file format, told apart by content (never by file name):
/// what ``RecordingReader/format`` reports and errors name. Each format is read by
/// one ``RecordingFormatParser``; ``RecordingFormats`` lists those a reader tries.
public struct RecordingFormat: Hashable, Sendable, CustomStringConvertible {
    /// The name, such as `evemu` or `libinput record`.
    public let name: String

    /// A format named `name`.
    public init(name: String) {
        self.name = name
    }

    /// evemu's text format (`# EVEMU 1.x`, `N:`/`I:`/`P:`/`B:`/`A:` description lines, `E:` events),
    /// versions 1.0 to 1.3, description and events in one file or split into `.desc` and `.events`.
    public static let evemu = RecordingFormat(name: "evemu")
    /// The YAML file written by `libinput record` (`version: 1`).
    public static let libinputRecord = RecordingFormat(name: "libinput record")

    /// The name.
    public var description: String { name }

    /// Detects the format of the file at `path` from its first bytes, among the built-in formats.
    public static func detect(path: String) throws(RecordingError) -> RecordingFormat {
        try RecordingFormats.builtIn.detect(path: path)
    }
}
