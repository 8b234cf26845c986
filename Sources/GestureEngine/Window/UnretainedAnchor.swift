/// A window's anchor, unretained: what a recognizer reaches its window through
/// on every state change, beside the reference that holds the anchor.
///
/// Read from a stored property, an object is retained and released around any
/// call that follows: two atomic operations per state change (docs/performance.md,
/// "Reference counting"); this value holds a plain pointer instead. Sound
/// because the holder sets it together with its strong reference, and because
/// the window holds its anchor for its whole life (``Window/anchor`` is never
/// replaced) and is alive while `body` runs, whatever `body` does to the holder.
struct UnretainedAnchor {
    private let link: Unmanaged<WindowAnchor>?

    /// `anchor`, unretained; whoever makes it holds `anchor` as long as it keeps this value.
    init(_ anchor: WindowAnchor?) {
        link = anchor.map(Unmanaged.passUnretained)
    }

    /// `anchor?.withWindow(body)` without retaining the anchor: `body` gets the
    /// window (``WindowAnchor/withWindow(_:)``); nil, without calling it, when
    /// there is no anchor or its window is gone.
    @inline(__always)
    func withWindow<Result>(_ body: (Window) -> Result) -> Result? {
        link?._withUnsafeGuaranteedRef { $0.withWindow(body) }
    }
}
