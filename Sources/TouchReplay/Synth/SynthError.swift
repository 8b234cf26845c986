/// A problem with a synth script or its device, with the place it was found.
public struct SynthError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The script (or description) file.
    public var path: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?
    /// What is wrong, in one sentence without the location.
    public var message: String

    /// An error at a place in a file.
    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: message`.
    public var description: String {
        var location = path
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        return "\(location): \(message)"
    }
}
