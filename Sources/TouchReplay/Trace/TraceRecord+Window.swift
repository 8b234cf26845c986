/// The window of a trace line, in a trace of several windows (a scene's `windows:`,
/// docs/trace-format.md "Several windows").
extension TraceRecord {
    /// The window the record is about, nil for a trace of one window and for the summary.
    public var window: String? {
        switch self {
        case let .touch(r): r.window
        case let .gesture(r): r.window
        case let .view(r): r.window
        case let .control(r): r.window
        case let .action(r): r.window
        case let .hover(r): r.window
        case let .wheel(r): r.window
        case let .hitTest(r): r.window
        case .summary: nil
        }
    }

    /// The record naming `window` (the summary, which is about every window, as it is).
    func stamped(window: String) -> TraceRecord {
        switch self {
        case var .touch(r): r.window = window; return .touch(r)
        case var .gesture(r): r.window = window; return .gesture(r)
        case var .view(r): r.window = window; return .view(r)
        case var .control(r): r.window = window; return .control(r)
        case var .action(r): r.window = window; return .action(r)
        case var .hover(r): r.window = window; return .hover(r)
        case var .wheel(r): r.window = window; return .wheel(r)
        case var .hitTest(r): r.window = window; return .hitTest(r)
        case .summary: return self
        }
    }
}
