/// Quoting for a command line the package shows (the page of a thinned replay names the command
/// that writes the full trace).
enum ShellWord {
    /// `word` as a POSIX shell reads it back: as it is when it holds only safe ASCII characters,
    /// else in single quotes (a quote inside written `'\''`).
    static func quoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./=:@%+,".unicodeScalars.contains($0)) }
        return safe && !word.isEmpty ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }
}
