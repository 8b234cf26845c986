import GestureEngine

/// The sink of a ``TraceRecorder`` that watches several windows (a scene's `windows:`): every
/// record names its window (``TraceRecord/window``) before it goes on to the recorder's sink.
///
/// Each window tells the recorder through its own ``WindowObserver``, which says which window
/// is speaking before it hands a hook on: what a hook records is that window's. A `view` line,
/// made when the session checks the views (outside any window's processing), names the window
/// its view is in. The records are made as `TraceRecordSink` makes them and handed to the
/// inner sink whole (the file writer writes them as they are): a trace of several windows
/// costs a record per line, which a trace of one window does not.
final class WindowStampingSink: TraceSink {
    /// The windows' ids, in the recorder's order.
    private let windowIDs: [String]
    /// The window of each view the windows hold when the recorder is made, by view id (ids are unique across a scene's windows).
    private let windowOfView: [String: Int]
    /// The window whose hook is under way (the last one that spoke).
    var current = 0
    /// Makes the records, as the recorder's record sink does, and hands each to ``stamp(_:)``.
    private let records = TraceRecordSink()
    /// Where the stamped records go.
    private let inner: any TraceSink

    /// A sink stamping the records about `windows` before they go to `inner`.
    init(windows: [Window], inner: any TraceSink) {
        windowIDs = windows.map(\.id)
        var windowOfView: [String: Int] = [:]
        for (index, window) in windows.enumerated() {
            func note(_ view: View) {
                windowOfView[view.id] = index
                view.subviews.forEach(note)
            }
            window.subviews.forEach(note)
        }
        self.windowOfView = windowOfView
        self.inner = inner
        records.keepsRecords = false
        records.onRecord = { [unowned self] in self.stamp($0) }
    }

    /// Hands `record` on, naming its window: a `view` line's view's, else the window speaking.
    private func stamp(_ record: TraceRecord) {
        var window = current
        if case let .view(line) = record, let own = windowOfView[line.view] { window = own }
        inner.record(record.stamped(window: windowIDs[window]))
    }

    func touch(at time: Double, _ touch: Touch, phase: TouchPhase, view: View?, position: Int?) {
        records.touch(at: time, touch, phase: phase, view: view, position: position)
    }

    func recognizer(_ info: RecognizerInfo, number: Int) { records.recognizer(info, number: number) }

    func gesture(of recognizer: GestureRecognizer, number: Int, stateIndex: Int, at time: Double, view: View?, viewPosition: Int?) {
        records.gesture(of: recognizer, number: number, stateIndex: stateIndex, at: time, view: view, viewPosition: viewPosition)
    }

    func view(_ record: ViewRecord) { records.view(record) }

    func record(_ record: TraceRecord) { records.record(record) }
}
