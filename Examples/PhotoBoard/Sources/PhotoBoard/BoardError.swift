import Glibc

/// Why the photo board cannot go on: one line for the terminal.
struct BoardError: Error, CustomStringConvertible {
    /// What failed, with the file, the device or SDL's own message.
    let description: String
}

/// Writes `line` to standard error, prefixed with the program's name.
func report(_ line: String) {
    var text = "photoboard: " + line + "\n"
    _ = text.withUTF8 { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
