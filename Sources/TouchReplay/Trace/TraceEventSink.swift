/// Where a streaming ``TraceRecorder`` sends what it makes instead of keeping
/// records (see ``TraceRecorder/stream(to:)``): strings as they are numbered,
/// touch, gesture and view events, and the few other records, in order.
protocol TraceEventSink: AnyObject {
    /// Numbers the next string (the recorder's ``TraceNames`` numbering).
    func define(_ name: String)
    /// Takes one event.
    func write(_ event: TraceEvent)
    /// Takes one record that has no event form (hit-tests, the summary).
    func write(_ record: TraceRecord)
}
