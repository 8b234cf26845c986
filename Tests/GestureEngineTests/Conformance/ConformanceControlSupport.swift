@testable import GestureEngine
import TouchTime

/// Logs every event a control sends, one name per event, through one action per
/// named event (so the log also shows that target-action delivery works).
final class ControlEventLog {
    private(set) var names: [String] = []

    /// Registers one action per named event on `control`.
    init(_ control: Control) {
        for (event, name) in Control.Events.named {
            control.addAction(for: event) { [unowned self] _ in self.names.append(name) }
        }
    }
}

/// A control that records its tracking-method calls and can refuse to track.
final class TrackingControl: Control {
    var calls: [String] = []
    var beginsTracking = true
    var continuesTracking = true

    override func beginTracking(_ touch: Touch, with event: Event) -> Bool {
        calls.append("begin")
        return beginsTracking
    }

    override func continueTracking(_ touch: Touch, with event: Event) -> Bool {
        calls.append("continue")
        return continuesTracking
    }

    override func endTracking(_ touch: Touch?, with event: Event?) { calls.append("end") }
    override func cancelTracking(with event: Event?) { calls.append("cancel") }
}

/// A harness whose window holds a tappable background "bg" (full screen) with a
/// 100 × 44 control "ok" at (100, 200) inside it.
struct ControlScreen {
    let h = GestureHarness()
    let background = GestureRecordingView(id: "bg", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let control: TrackingControl
    let log: ControlEventLog

    init() {
        control = TrackingControl(id: "ok", frame: Rect(x: 100, y: 200, width: 100, height: 44))
        try! background.addSubview(control)
        h.add(background)
        log = ControlEventLog(control)
    }

    /// A tap of one finger at `point`, down at `time`, up 60 ms later.
    func tap(at point: Point, time: Timestamp = 0) throws {
        try h.startGesture(at: point, time: time).up(at: time + 0.06)
    }
}

/// A window holding `control`, with its events logged (keep the log: its actions hold it unowned).
func controlInWindow<C: Control>(_ control: C) -> (GestureHarness, C, ControlEventLog) {
    let h = GestureHarness()
    h.add(control)
    return (h, control, ControlEventLog(control))
}
