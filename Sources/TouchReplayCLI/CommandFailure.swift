import ArgumentParser
import Glibc

/// How a command fails: one line, `touchreplay: <what went wrong>`, on standard
/// error, then ArgumentParser's `ExitCode` thrown out of `run()`, so that what the
/// command holds (open files, blocked signals, a grabbed device) is released on
/// the way out and the process exits with the code through ArgumentParser.
enum CommandFailure {
    /// Exit code for input that cannot be used (missing file, not a device, permission).
    static let badInput: Int32 = 1
    /// Exit code when the device was unplugged while in use.
    static let unplugged: Int32 = 3

    /// Exit code for options that cannot be used (`EX_USAGE`, as ArgumentParser's own).
    static let badOption: Int32 = 64

    /// Prints `touchreplay: message` to standard error and answers the `ExitCode` to throw.
    /// The message is one line whatever it quotes: `TerminalText.escaped(_:)`.
    static func exit(_ message: String, code: Int32 = badInput) -> ExitCode {
        writeToStandardError("touchreplay: \(TerminalText.escaped(message))\n")
        return ExitCode(code)
    }

    /// Prints `touchreplay: message` to standard error, escaped as ``exit(_:code:)`` escapes it: a
    /// notice or a warning that may quote a device's name, a path or a recording's text.
    static func note(_ message: String) {
        writeToStandardError("touchreplay: \(TerminalText.escaped(message))\n")
    }

    /// An option's value that cannot be used, from `validate()`: one line in our words
    /// (ArgumentParser's `ValidationError` adds its usage lines).
    static func invalid(_ message: String) -> ExitCode { exit(message, code: badOption) }

    /// Runs `body`; an error it throws is printed in one line (its description) and
    /// becomes `ExitCode(code)`. An `ExitCode` from `body` passes through unchanged.
    static func reporting<T>(code: Int32 = badInput, _ body: () throws -> T) throws(ExitCode) -> T {
        do {
            return try body()
        } catch let error as ExitCode {
            throw error
        } catch {
            throw exit("\(error)", code: code)
        }
    }

    /// Writes `text` to file descriptor 2, unbuffered.
    static func writeToStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
}
