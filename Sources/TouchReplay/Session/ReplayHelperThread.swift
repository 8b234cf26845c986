import OutputFiles
import Foundation
import InputEvents
import InputRecordings

/// What a replay does beside the engine, on one helper thread: reading the
/// recording's events ahead of the engine and, when it streams, formatting
/// and writing the trace behind it. The engine's thread decodes the events
/// (``FrameSource``), in every mode: see docs/performance.md, "How a replay runs".
///
/// One helper rather than one thread per stage: on a 2-core machine a third
/// busy thread only time-slices with the other two. The helper keeps the
/// engine fed first (it reads whenever fewer than two batches wait), then
/// writes what the engine handed over, then reads further ahead.
///
/// The engine's thread calls ``nextEvents()`` until the batch that carries the
/// end, ``handOver(_:)`` (through the recorder) with trace batches, then
/// ``finish()``; or ``stop()`` to abandon the run. Events, the end of the
/// recording and a read error arrive in file order, and trace lines are
/// written in the order they were made, so the bytes are those of a replay done
/// on one thread. The reader and output are used only by the helper once it
/// starts, until it exits.
final class ReplayHelperThread: TraceBatchSink {
    /// Event batches that may wait for the engine.
    static let eventBatchLimit = 16
    /// Trace batches that may wait for the helper.
    static let traceBatchLimit = 16

    /// Whether writing failed (seen at the last hand-over): stop the run and call ``finish()`` for the error.
    @exclusivity(unchecked) private(set) var isStopped = false

    private let shared: Shared
    @exclusivity(unchecked) private var isFinished = false

    /// Starts the helper on `reader`; with an `output`, the helper also writes
    /// the trace lines handed to it, in `format`.
    init(reader: RecordingReader, output: TraceOutput?, format: TraceFormat) {
        shared = Shared(reader: reader, output: output, format: format)
        let shared = self.shared
        let thread = Thread { shared.run() }
        thread.name = "touchreplay-helper"
        thread.start()
    }

    deinit { stop() }

    // MARK: Engine side

    /// The next events, waiting for them; nil after the batch that
    /// carries the end (or once the helper is gone after ``stop()``).
    func nextEvents() -> EventBatch? {
        shared.condition.lock()
        defer { shared.condition.unlock() }
        while shared.events.isEmpty && !shared.readingDone && !shared.exited { shared.condition.wait() }
        guard !shared.events.isEmpty else { return nil }
        shared.condition.broadcast()
        return shared.events.removeFirst()
    }

    /// Queues a trace batch for the helper to write, waiting while ``traceBatchLimit``
    /// batches wait; after a write error it drops the batch and sets ``isStopped``.
    func handOver(_ batch: TraceBatch) {
        guard !batch.isEmpty, shared.output != nil else { return }
        shared.condition.lock()
        while shared.traces.count >= ReplayHelperThread.traceBatchLimit && shared.failure == nil && !shared.exited {
            shared.condition.wait()
        }
        if shared.failure != nil || shared.exited {
            isStopped = true
        } else {
            shared.traces.append(batch)
            shared.condition.broadcast()
        }
        shared.condition.unlock()
    }

    /// Waits for the helper to write what was handed over and exit, and answers
    /// the write error, if any. Later calls only answer it again.
    @discardableResult
    func finish() -> OutputFileError? {
        if !isFinished {
            isFinished = true
            shared.condition.lock()
            shared.engineDone = true
            shared.condition.broadcast()
            while !shared.exited { shared.condition.wait() }
            shared.condition.unlock()
        }
        return shared.failure
    }

    /// Abandons the run: the helper stops reading and writing and exits; waits for it.
    func stop() {
        shared.condition.lock()
        shared.cancelled = true
        shared.condition.broadcast()
        while !shared.exited { shared.condition.wait() }
        shared.condition.unlock()
    }

    // MARK: Helper side

    /// The state both threads use; every `var` is read and written with `condition` locked,
    /// except the reader and output, which only the helper uses.
    private final class Shared: @unchecked Sendable {
        let condition = NSCondition()
        var events: [EventBatch] = []
        var traces: [TraceBatch] = []
        /// The batch with the end was read.
        var readingDone = false
        /// The engine finished (``finish()``): it takes no more events and hands over no more trace batches.
        var engineDone = false
        var cancelled = false
        var exited = false
        /// The first write error; after it nothing more is written.
        var failure: OutputFileError?

        let reader: RecordingReader
        let output: TraceOutput?
        let format: TraceFormat
        var names = TraceNames()

        init(reader: RecordingReader, output: TraceOutput?, format: TraceFormat) {
            self.reader = reader
            self.output = output
            self.format = format
        }

        /// The helper's loop.
        func run() {
            condition.lock()
            while !cancelled {
                let canRead = !readingDone && !engineDone && events.count < ReplayHelperThread.eventBatchLimit
                if canRead && (events.count < 2 || traces.isEmpty) {
                    condition.unlock()
                    let batch = EventBatch.read(from: reader)
                    condition.lock()
                    if batch.end != nil { readingDone = true }
                    events.append(batch)
                    condition.broadcast()
                } else if !traces.isEmpty {
                    let batch = traces.removeFirst()
                    condition.broadcast()
                    condition.unlock()
                    let error = write(batch)
                    condition.lock()
                    if let error {
                        failure = error
                        traces.removeAll()
                        condition.broadcast()
                    }
                } else if engineDone || (output == nil && readingDone) {
                    break
                } else {
                    condition.wait()
                }
            }
            exited = true
            condition.broadcast()
            condition.unlock()
        }

        /// Writes a trace batch; the write error, if any.
        private func write(_ batch: TraceBatch) -> OutputFileError? {
            guard let output else { return nil }
            do {
                try batch.write(to: output, format: format, names: &names)
                return nil
            } catch {
                return error
            }
        }
    }
}
