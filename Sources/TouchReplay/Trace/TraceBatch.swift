import OutputFiles

/// Trace lines on their way to a writing thread: the strings numbered since
/// the last batch, the events, and the few other records with the position
/// among the events they come before.
struct TraceBatch: Sendable {
    /// Events per batch.
    static let capacity = 1024

    var names: [String] = []
    var events: [TraceEvent] = []
    var records: [(position: Int, record: TraceRecord)] = []

    var isEmpty: Bool { names.isEmpty && events.isEmpty && records.isEmpty }

    /// Writes the batch's lines in order, numbering its strings after those in `names`.
    func write(to output: TraceOutput, format: TraceFormat, names: inout TraceNames) throws(OutputFileError) {
        for name in self.names { _ = names.add(name) }
        var next = 0
        for (index, event) in events.enumerated() {
            while next < records.count && records[next].position == index {
                try output.write(records[next].record, format: format)
                next += 1
            }
            if format == .jsonl {
                try output.write(event, names: names)
            } else {
                try output.write(event.record(names: names), format: format)
            }
        }
        for (_, record) in records[next...] { try output.write(record, format: format) }
    }
}
