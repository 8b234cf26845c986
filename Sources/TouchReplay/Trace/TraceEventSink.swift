/// Where a streaming ``TraceRecorder`` sends what it makes instead of keeping
/// records (see ``TraceRecorder/stream(to:)``): batches of events, the strings
/// they number and the few other records, in order.
protocol TraceEventSink: AnyObject {
    /// Takes a full batch, or the last one (``TraceRecorder/endStream()``).
    func handOver(_ batch: TraceBatch)
}
