/// A problem with a synth script or its device, with the place it was found.
public struct SynthError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is: the script (or description) file.
    public var position: FilePosition
    /// What is wrong, in one sentence without the location.
    public var message: String

    /// An error at a place in a file.
    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        position = FilePosition(path: path, line: line, column: column)
        self.message = message
    }

    /// `path:line:column: message`.
    public var description: String { "\(position): \(message)" }
}
