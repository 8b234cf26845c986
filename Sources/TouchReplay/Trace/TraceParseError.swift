/// A trace file line that is not a JSON object, with where it went wrong.
public struct TraceParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name as given to the parser.
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column (in characters) where the problem was found.
    public var column: Int
    /// What was wrong.
    public var message: String

    /// An error from its parts.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`.
    public var description: String { "\(file):\(line):\(column): \(message)" }
}
