import GestureEngine

extension TraceRecord {
    /// The record's line as `check` reads it: the line the writer writes
    /// (``TraceFormat/jsonl``), read back. Records become text in one place
    /// only, so what a comparison sees is what a trace file holds.
    public var line: TraceLine {
        do {
            return try TraceLine(json: jsonText)
        } catch {
            preconditionFailure("the trace writer wrote a line its reader refuses: \(error)")
        }
    }

    /// The record's time, nil for the summary.
    public var time: Double? {
        switch self {
        case let .touch(r): r.time
        case let .gesture(r): r.time
        case let .view(r): r.time
        case let .control(r): r.time
        case let .action(r): r.time
        case let .hover(r): r.time
        case let .wheel(r): r.time
        case let .hitTest(r): r.time
        case .summary: nil
        }
    }

    /// The phase as traced: `stationary` is delivered as `moved`.
    static func phaseName(_ phase: TouchPhase) -> String {
        phase == .stationary ? "moved" : phase.rawValue
    }
}
