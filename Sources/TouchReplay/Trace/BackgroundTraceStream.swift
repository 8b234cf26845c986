import Foundation

/// Trace events and records written to a ``TraceOutput`` by a thread of their
/// own, so formatting and writing overlap with the engine.
///
/// The engine's thread (the ``TraceRecorder``, see
/// ``TraceRecorder/stream(to:)``) calls ``define(_:)``, ``write(_:)-(TraceEvent)``
/// and ``write(_:)-(TraceRecord)`` and, once at the end, ``finish()``; they go over
/// in batches, in order, and the output is used only by the writing thread
/// until ``finish()`` returns. After a write error the writing thread stops,
/// ``isStopped`` turns true at the next hand-over and ``finish()`` answers that error.
final class BackgroundTraceStream {
    /// Events per batch.
    static let batchSize = 1024

    /// What goes over at once: the strings numbered since the last batch, the
    /// events, and the few other records (hit-tests, the summary) with the
    /// position among the events they come before.
    struct Batch: Sendable {
        var names: [String] = []
        var events: [TraceEvent] = []
        var records: [(position: Int, record: TraceRecord)] = []
    }

    /// Whether the writing thread stopped after a write error (seen at the last hand-over).
    @exclusivity(unchecked) private(set) var isStopped = false

    private let handOff = HandOff<Batch>(capacity: 4)
    private let state: WriterState
    @exclusivity(unchecked) private var batch = Batch()
    @exclusivity(unchecked) private var isFinished = false

    /// Starts a thread that writes `format` lines into `output`.
    init(output: TraceOutput, format: TraceFormat) {
        state = WriterState(output: output, format: format)
        batch.events.reserveCapacity(BackgroundTraceStream.batchSize)
        let (state, handOff) = (self.state, self.handOff)
        let thread = Thread { BackgroundTraceStream.consume(handOff, state) }
        thread.name = "touchreplay-writer"
        thread.start()
    }

    deinit { finish() }

    /// Numbers the next string (the recorder's ``TraceNames`` numbering).
    func define(_ name: String) {
        batch.names.append(name)
    }

    /// Queues one event.
    func write(_ event: TraceEvent) {
        batch.events.append(event)
        if batch.events.count == BackgroundTraceStream.batchSize { handOver() }
    }

    /// Queues one record that has no event form.
    func write(_ record: TraceRecord) {
        batch.records.append((batch.events.count, record))
    }

    /// Hands over what is still queued, waits for the writing thread to write
    /// it and exit, and answers its write error, if any. Later calls only
    /// answer the error again.
    @discardableResult
    func finish() -> TraceOutputError? {
        if !isFinished {
            isFinished = true
            handOver()
            handOff.finish()
            state.done.wait()
        }
        return state.failure
    }

    private func handOver() {
        if !isStopped && !handOff.put(batch) { isStopped = true }
        batch.names.removeAll(keepingCapacity: true)
        batch.events.removeAll(keepingCapacity: true)
        batch.records.removeAll(keepingCapacity: true)
    }

    /// What the writing thread owns: the output until it exits, its numbered strings, and its first error.
    private final class WriterState: @unchecked Sendable {
        let output: TraceOutput
        let format: TraceFormat
        var names = TraceNames()
        /// Set by the writing thread before it signals ``done``; read after.
        var failure: TraceOutputError?
        let done = DispatchSemaphore(value: 0)

        init(output: TraceOutput, format: TraceFormat) {
            self.output = output
            self.format = format
        }

        /// Writes a batch's lines in order.
        func write(_ batch: Batch) throws(TraceOutputError) {
            for name in batch.names { _ = names.add(name) }
            var next = 0
            for (index, event) in batch.events.enumerated() {
                while next < batch.records.count && batch.records[next].position == index {
                    try output.write(batch.records[next].record, format: format)
                    next += 1
                }
                if format == .jsonl {
                    try output.write(event, names: names)
                } else {
                    try output.write(event.record(names: names), format: format)
                }
            }
            for (_, record) in batch.records[next...] { try output.write(record, format: format) }
        }
    }

    /// The writing thread's loop.
    private static func consume(_ handOff: HandOff<Batch>, _ state: WriterState) {
        defer { state.done.signal() }
        while let batch = handOff.take() {
            do {
                try state.write(batch)
            } catch {
                state.failure = error
                handOff.cancel()
                return
            }
        }
    }
}
