/// An ``EngineObserver`` that keeps every hit-test step, in the order the calls completed.
///
/// Set it as a window's ``Window/observer`` to record the hit-tests of touch
/// beginnings, or use ``View/tracedHitTest(_:)`` for a one-off trace.
public final class HitTestRecorder: EngineObserver {
    /// The steps recorded so far, in completion order.
    public private(set) var steps: [HitTestStep] {
        get { _steps }
        set { _steps = newValue }
    }
    private final var _steps: [HitTestStep] = []

    /// An empty recorder.
    public init() {}

    /// The steps as log lines (see ``HitTestStep/description``).
    public var lines: [String] { steps.map(\.description) }

    /// Forgets the recorded steps.
    public func removeAll() { steps.removeAll() }

    public func engine(didHitTest step: HitTestStep) { steps.append(step) }
}
