import TouchReplay

/// Writes a whole text file that appears only once complete (through ``TraceOutput``'s
/// temporary file and rename), so a failed command leaves no partial file.
enum WholeFile {
    /// Writes `text` (which ends with a newline) to `path`.
    static func write(_ text: String, to path: String) throws(TraceOutputError) {
        let output = try TraceOutput(path: path)
        do {
            try output.write(line: text.hasSuffix("\n") ? String(text.dropLast()) : text)
            try output.commit()
        } catch {
            output.discard()
            throw error
        }
    }
}
