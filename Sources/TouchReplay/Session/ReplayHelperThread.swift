import OutputFiles
import Foundation
import InputEvents
import InputRecordings

/// What a replay does beside the engine, on one helper thread, when asked for
/// (``ReplayThreading/helperThread``, `replay --threads 2`; by default the
/// caller's thread does it, ``CallerThreadFeed``): reading the recording's
/// events ahead of the engine and, when it streams, writing the trace behind
/// it. The engine's thread decodes the events (``FrameSource``) and formats the
/// trace into bytes (`HelperThreadTraceWriter`), in every mode: the helper is
/// handed byte blocks only; see docs/performance.md, "How a replay runs".
///
/// One helper rather than one thread per stage: on a 2-core machine a third
/// busy thread only time-slices with the other two. The helper keeps the
/// engine fed first (it reads whenever fewer than two batches wait), then
/// writes what the engine handed over, then reads further ahead.
///
/// Each side wakes the other only when it waits and has a good amount of
/// work (hysteresis): the helper, faster than the engine, sleeps with the
/// event queue full and no trace block waiting, until the queue falls to
/// ``eventLowWater`` or ``traceHighWater`` trace blocks wait; the engine is
/// woken only when it waits itself. A wake-up (`futex` with an interrupt to
/// the other core) for every batch was 2.4 % of the replay's samples
/// (docs/performance.md, "How a replay runs").
///
/// The engine's thread calls ``nextEvents()`` until the batch that carries the
/// end, ``handOver(_:)`` with blocks of trace bytes, then
/// ``finish()``; or ``stop()`` to abandon the run. Events, the end of the
/// recording and a read error arrive in file order, and trace lines are
/// written in the order they were made, so the bytes are those of a replay done
/// on one thread. The reader and output are used only by the helper once it
/// starts, until it exits.
final class ReplayHelperThread: ReplayFeed {
    /// Event batches that may wait for the engine (about 3 MB).
    static let eventBatchLimit = 32
    /// Blocks of trace bytes that may wait for the helper (about 2 MB).
    static let traceBatchLimit = 32
    /// A sleeping helper is woken when this few event batches are left for the engine...
    static let eventLowWater = 8
    /// ...or this many blocks of trace bytes wait to be written.
    static let traceHighWater = 16
    /// An engine waiting for room in the trace queue is woken when this few blocks are left.
    static let traceLowWater = 16

    /// Whether writing failed (seen at the last hand-over): stop the run and call ``finish()`` for the error.
    @exclusivity(unchecked) private(set) var isStopped = false

    private let shared: Shared
    @exclusivity(unchecked) private var isFinished = false

    /// Starts the helper on `reader`, reading batches of `eventsPerBatch` events (fewer in tests,
    /// where a debug build reads slowly); with an `output`, the helper also writes
    /// the trace bytes handed to it there.
    init(reader: RecordingReader, output: TraceOutput?, eventsPerBatch: Int = EventBatch.capacity) {
        shared = Shared(reader: reader, output: output, eventsPerBatch: eventsPerBatch)
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
        shared.engineWait(for: .events) { $0.events.isEmpty && !$0.readingDone && !$0.exited }
        guard !shared.events.isEmpty else { return nil }
        let batch = shared.events.removeFirst()
        shared.wakeHelperIfDue()
        return batch
    }

    /// Queues trace bytes (whole lines, formatted) for the helper to write, waiting while
    /// ``traceBatchLimit`` blocks wait; after a write error it drops them and sets ``isStopped``.
    func handOver(_ bytes: [UInt8]) {
        guard !bytes.isEmpty, shared.output != nil else { return }
        shared.condition.lock()
        shared.engineWait(for: .room) { $0.traces.count >= ReplayHelperThread.traceBatchLimit && $0.failure == nil && !$0.exited }
        if shared.failure != nil || shared.exited {
            isStopped = true
        } else {
            shared.traces.append(bytes)
            shared.wakeHelperIfDue()
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
            shared.wakeHelperIfDue()
            while !shared.exited { shared.condition.wait() }
            shared.condition.unlock()
        }
        return shared.failure
    }

    /// Abandons the run: the helper stops reading and writing and exits; waits for it.
    func stop() {
        shared.condition.lock()
        shared.cancelled = true
        shared.wakeHelperIfDue()
        while !shared.exited { shared.condition.wait() }
        shared.condition.unlock()
    }

    /// How many times the engine woke the sleeping helper, and the helper the waiting engine, so far.
    var wakeCounts: (helper: Int, engine: Int) {
        shared.condition.lock()
        defer { shared.condition.unlock() }
        return (shared.helperWakes, shared.engineWakes)
    }

    // MARK: Helper side

    /// The state both threads use; every `var` is read and written with `condition` locked,
    /// except the reader and output, which only the helper uses.
    private final class Shared: @unchecked Sendable {
        let condition = NSCondition()
        var events: [EventBatch] = []
        var traces: [[UInt8]] = []
        /// The batch with the end was read.
        var readingDone = false
        /// The engine finished (``finish()``): it takes no more events and hands over no more trace blocks.
        var engineDone = false
        var cancelled = false
        var exited = false
        /// The first write error; after it nothing more is written.
        var failure: OutputFileError?
        /// What the engine waits for, if it waits in ``nextEvents()`` or ``handOver(_:)``.
        var engineWaits = EngineWait.none
        /// The helper waits for ``helperIsDue``.
        var helperSleeps = false
        /// How many times each side woke the other from a wait (for the tests: they must stay few).
        var helperWakes = 0, engineWakes = 0

        let reader: RecordingReader
        let output: TraceOutput?
        let eventsPerBatch: Int

        init(reader: RecordingReader, output: TraceOutput?, eventsPerBatch: Int) {
            self.reader = reader
            self.output = output
            self.eventsPerBatch = eventsPerBatch
        }

        enum EngineWait {
            case none
            /// For an event batch (the queue is empty).
            case events
            /// For room in the trace queue (it is full).
            case room
        }

        /// Whether a sleeping helper has enough work to be woken: the run ends, or the
        /// engine is down to its last few event batches, or many trace blocks wait.
        var helperIsDue: Bool {
            cancelled || engineDone || traces.count >= ReplayHelperThread.traceHighWater
                || (!readingDone && events.count <= ReplayHelperThread.eventLowWater)
        }

        /// Wakes the helper if it sleeps and is due; the engine calls it after each
        /// change it makes, with `condition` locked. The waker ends the sleep
        /// (``helperSleeps``), so that a wake-up is sent once.
        func wakeHelperIfDue() {
            guard helperSleeps && helperIsDue else { return }
            helperSleeps = false
            helperWakes += 1
            condition.broadcast()
        }

        /// The engine's wait, with `condition` locked, while `waits` holds: the helper
        /// is woken if it sleeps and is due, and wakes the engine when it has `reason`.
        func engineWait(for reason: EngineWait, while waits: (Shared) -> Bool) {
            while waits(self) {
                engineWaits = reason
                wakeHelperIfDue()
                condition.wait()
            }
            engineWaits = .none
        }

        /// Wakes the engine if it waits for what it now has, with `condition` locked;
        /// as for the helper, the waker ends the wait (``engineWaits``).
        private func wakeEngineIfDue() {
            switch engineWaits {
            case .none: return
            case .events: guard !events.isEmpty || readingDone else { return }
            case .room: guard traces.count <= ReplayHelperThread.traceLowWater || failure != nil else { return }
            }
            engineWaits = .none
            engineWakes += 1
            condition.broadcast()
        }

        /// The helper's loop. It works until it has nothing to do, then sleeps
        /// until it is due (``helperIsDue``): never while the engine waits for it.
        func run() {
            condition.lock()
            while !cancelled {
                let canRead = !readingDone && !engineDone && events.count < ReplayHelperThread.eventBatchLimit
                if canRead && (events.count < 2 || traces.isEmpty) {
                    condition.unlock()
                    let batch = EventBatch.read(from: reader, upTo: eventsPerBatch)
                    condition.lock()
                    if batch.end != nil { readingDone = true }
                    events.append(batch)
                    wakeEngineIfDue()
                } else if !traces.isEmpty {
                    let bytes = traces.removeFirst()
                    wakeEngineIfDue()
                    condition.unlock()
                    let error = write(bytes)
                    condition.lock()
                    if let error {
                        failure = error
                        traces.removeAll()
                        wakeEngineIfDue()
                    }
                } else if engineDone || (output == nil && readingDone) {
                    break
                } else {
                    // Never due here: it has nothing to do because the event queue is full or
                    // all was read, and no trace block waits. The engine ends the sleep.
                    assert(!helperIsDue, "ReplayHelperThread: the helper sleeps with work due")
                    helperSleeps = true
                    while helperSleeps { condition.wait() }
                }
            }
            exited = true
            condition.broadcast()
            condition.unlock()
        }

        /// Writes trace bytes; the write error, if any.
        private func write(_ bytes: [UInt8]) -> OutputFileError? {
            guard let output else { return nil }
            return bytes.withUnsafeBytes { (buffer) -> OutputFileError? in
                do throws(OutputFileError) {
                    try output.write(bytes: buffer)
                    return nil
                } catch {
                    return error
                }
            }
        }
    }
}
