import OutputFiles

/// Trace records written to a ``TraceOutput`` as they are made (a streaming
/// replay, `--realtime`, `attach`).
///
/// ``write(_:)`` fits ``TraceRecorder/onRecord``, which cannot throw: the first
/// write error is kept (later records are dropped) and reported by ``check()``,
/// so it is never lost in a callback.
public final class TraceStream {
    /// Where the lines go.
    public let output: TraceOutput
    /// How each record is written.
    public let format: TraceFormat
    /// The first write error, if any.
    public private(set) var failure: OutputFileError?

    /// A stream of `format` lines into `output`.
    public init(output: TraceOutput, format: TraceFormat) {
        self.output = output
        self.format = format
    }

    /// Writes one record (nothing more after a failure).
    public func write(_ record: TraceRecord) {
        guard failure == nil else { return }
        do { try output.write(record, format: format) } catch { failure = error }
    }

    /// Writes the buffered lines out.
    public func flush() {
        guard failure == nil else { return }
        do { try output.flush() } catch { failure = error }
    }

    /// Throws the first write error, if any.
    public func check() throws(OutputFileError) {
        if let failure { throw failure }
    }
}
