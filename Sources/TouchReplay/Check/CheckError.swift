/// A problem that stops `check` before any case runs, with the file (and place) concerned.
public struct CheckError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder concerned.
    public var path: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?
    /// What is wrong, without the location.
    public var message: String

    /// An error from its parts.
    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path[:line[:column]]: message`.
    public var description: String {
        var location = path
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        return "\(location): \(message)"
    }
}
