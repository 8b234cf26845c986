/// A problem with a file the user gave (a check case, a synth script, a trace), with the place
/// it was found: one line in the compiler's style.
///
/// `check`, `synth` and the trace reader report their files' problems with this one type, so a
/// caller catches one error and every command prints the same shape:
/// `cases/tap/expected.jsonl:3:14: expected digits after '.'`.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is: the file or folder, and the line and column when known.
    public var position: FilePosition
    /// What is wrong, in one sentence without the location.
    public var message: String

    /// An error at a place in a file or folder.
    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        position = FilePosition(path: path, line: line, column: column)
        self.message = message
    }

    /// `path[:line[:column]]: message`.
    public var description: String { "\(position): \(message)" }
}
