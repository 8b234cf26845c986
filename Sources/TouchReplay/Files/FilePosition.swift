/// A place in a file, printed `path[:line[:column]]` as compilers print positions.
public struct FilePosition: Hashable, Sendable, CustomStringConvertible {
    /// The file or folder.
    public var path: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?

    /// A position from its parts.
    public init(path: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path[:line[:column]]`.
    public var description: String {
        var text = path
        if let line { text += ":\(line)" }
        if let column { text += ":\(column)" }
        return text
    }
}
