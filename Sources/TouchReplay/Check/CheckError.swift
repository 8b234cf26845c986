/// A problem that stops `check` before any case runs, with the file (and place) concerned.
public struct CheckError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public var position: FilePosition
    /// What is wrong, without the location.
    public var message: String

    /// An error at a place in a file or folder.
    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        position = FilePosition(path: path, line: line, column: column)
        self.message = message
    }

    /// `path[:line[:column]]: message`.
    public var description: String { "\(position): \(message)" }
}
