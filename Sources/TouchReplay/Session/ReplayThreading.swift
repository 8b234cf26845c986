import OutputFiles

/// Which threads a replay runs on (``RecordingReplay/threading``).
///
/// Our decision (docs/performance.md, "How a replay runs"): one thread by
/// default. A replay's work is one chain (read, decode, run the engine, write),
/// and splitting it over two threads buys wall time with CPU time: on the
/// 2-core benchmark machine the 3 M-event replay took 250 ms of CPU and 255 ms
/// of wall time on one core, 355 ms of CPU and 210 ms of wall time on two
/// (the two threads slow each other down and pass every event and trace line
/// between two caches). Since the engine's thread formats the trace and hands
/// the helper bytes, two threads cost about the CPU of one and still save
/// wall time (0.42 s against 0.61 s, 8 alternating runs on a busy machine). CI machines are busy and `touchreplay check` already
/// runs cases side by side, so the CPU is what counts; a replay on an idle
/// machine that wants the answer sooner asks for ``helperThread``.
public enum ReplayThreading: Sendable, Equatable {
    /// Everything on the caller's thread: the least CPU time.
    case callerOnly
    /// The recording read ahead of the engine, and the trace (formatted on the
    /// engine's thread) written behind it, on one helper thread: the least wall
    /// time when a second core is free.
    case helperThread
}

/// Where a replay's events come from: the caller's own thread
/// (``CallerThreadFeed``) or a helper thread (``ReplayHelperThread``).
protocol ReplayFeed {
    /// The next events; nil after the batch that carries the end.
    func nextEvents() -> EventBatch?
    /// Abandons the run.
    func stop()
}

/// Where a replay's trace lines are written (``TraceRecorder/init(window:tracesHitTests:streamingTo:)``):
/// on the caller's thread (``TraceLineOutput``) or, formatted there, by a helper thread (``HelperThreadTraceWriter``).
protocol ReplayTraceWriter: AnyObject {
    /// Where the recorder's file writer formats its lines.
    var lines: TraceLineOutput { get }
    /// Whether writing failed: stop the run and call ``finish()`` for the error.
    var isStopped: Bool { get }
    /// Writes what is left, and answers the write error, if any.
    @discardableResult
    func finish() -> OutputFileError?
}
