import Foundation

/// Trace records written to a ``TraceOutput`` by a thread of their own, so
/// formatting and writing overlap with the engine.
///
/// The engine's thread calls ``write(_:)`` (it fits ``TraceRecorder/onRecord``)
/// and ``finish()`` once at the end; records go over in batches, in order, and
/// the output is used only by the writing thread until ``finish()`` returns.
/// After a write error the writing thread stops, ``isStopped`` turns true at
/// the next hand-over and ``finish()`` answers that error.
final class BackgroundTraceStream {
    /// Records per batch.
    static let batchSize = 1024

    /// Whether the writing thread stopped after a write error (seen at the last hand-over).
    @exclusivity(unchecked) private(set) var isStopped = false

    private let handOff = HandOff<[TraceRecord]>(capacity: 4)
    private let state: WriterState
    @exclusivity(unchecked) private var batch: [TraceRecord] = []
    @exclusivity(unchecked) private var isFinished = false

    /// Starts a thread that writes `format` lines into `output`.
    init(output: TraceOutput, format: TraceFormat) {
        state = WriterState(output: output, format: format)
        batch.reserveCapacity(BackgroundTraceStream.batchSize)
        let (state, handOff) = (self.state, self.handOff)
        let thread = Thread { BackgroundTraceStream.consume(handOff, state) }
        thread.name = "touchreplay-writer"
        thread.start()
    }

    deinit { finish() }

    /// Queues one record.
    func write(_ record: TraceRecord) {
        batch.append(record)
        if batch.count == BackgroundTraceStream.batchSize { handOver() }
    }

    /// Hands over the records still queued, waits for the writing thread to
    /// write them and exit, and answers its write error, if any. Later calls
    /// only answer the error again.
    @discardableResult
    func finish() -> TraceOutputError? {
        if !isFinished {
            isFinished = true
            if !batch.isEmpty { handOver() }
            handOff.finish()
            state.done.wait()
        }
        return state.failure
    }

    private func handOver() {
        if !isStopped && !handOff.put(batch) { isStopped = true }
        batch.removeAll(keepingCapacity: true)
    }

    /// What the writing thread owns: the output until it exits, and its first error.
    private final class WriterState: @unchecked Sendable {
        let output: TraceOutput
        let format: TraceFormat
        /// Set by the writing thread before it signals ``done``; read after.
        var failure: TraceOutputError?
        let done = DispatchSemaphore(value: 0)

        init(output: TraceOutput, format: TraceFormat) {
            self.output = output
            self.format = format
        }
    }

    /// The writing thread's loop.
    private static func consume(_ handOff: HandOff<[TraceRecord]>, _ state: WriterState) {
        defer { state.done.signal() }
        while let records = handOff.take() {
            do {
                for record in records { try state.output.write(record, format: state.format) }
            } catch {
                state.failure = error
                handOff.cancel()
                return
            }
        }
    }
}
