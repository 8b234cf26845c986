import ArgumentParser
import Foundation

/// A failure the CLI reports as one line on standard error, exiting with `exitCode`.
struct CommandFailure: Error, CustomStringConvertible {
    /// The line to print (without "error: ").
    var message: String
    /// The process's exit status.
    var exitCode: Int32 = 1

    var description: String { message }
}

/// Writing command output without leaving partial files behind.
enum CommandOutput {
    /// Writes `text` to a temporary file beside `path`, then renames it over `path`.
    static func writeAtomically(_ text: String, to path: String) throws(CommandFailure) {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw CommandFailure(message: "\(path): cannot write: \((error as NSError).localizedDescription)")
        }
    }
}
