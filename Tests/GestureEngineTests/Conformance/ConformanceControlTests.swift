import Testing
@testable import GestureEngine

/// UIControl's tracking and events. Each test names its source: Apple's
/// `UIControl` / `UIControl.Event` documentation, or, where Apple is silent, the
/// engine's decision written in docs/gestures.md.
@Suite struct ConformanceControlTests {
    @Test("UIControl.Event: a tap sends touchDown, then touchUpInside and the primary action")
    func tapSendsTouchDownThenTouchUpInside() {
        let s = ControlScreen()
        s.tap(at: pt(150, 222))
        #expect(s.log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("UIControl.Event.touchDownRepeat: sent with touchDown when the touch's tapCount is more than one")
    func secondQuickTapSendsTouchDownRepeat() {
        let s = ControlScreen()
        s.tap(at: pt(150, 222))
        let second = s.h.startGesture(at: pt(152, 223), time: 0.15)
        #expect(s.log.names.suffix(2) == ["touchDown", "touchDownRepeat"])
        second.up(at: 0.2)
    }

    @Test("UIControl.Event: drags send dragInside/Outside, with Exit and Enter when crossing the tracking edge")
    func dragsSendInsideOutsideExitAndEnter() {
        let s = ControlScreen()
        let f = s.h.startGesture(at: pt(150, 222), time: 0)
        f.moveTo(pt(150, 230), at: 0.02)
        f.moveTo(pt(150, 330), at: 0.04)
        f.moveTo(pt(150, 340), at: 0.06)
        f.moveTo(pt(150, 230), at: 0.08)
        f.up(at: 0.1)
        #expect(s.log.names == ["touchDown", "touchDragInside", "touchDragOutside", "touchDragExit", "touchDragOutside",
                                "touchDragInside", "touchDragEnter", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("UIControl tracking tolerance (GestureDefaults.controlTrackingTolerance, 70 pt): a touch 50 pt outside still lifts inside")
    func liftWithinToleranceIsInside() {
        let s = ControlScreen()
        let f = s.h.startGesture(at: pt(150, 222), time: 0)
        f.moveTo(pt(150, 294), at: 0.05)
        #expect(s.control.isTouchInside && s.control.isHighlighted)
        f.up(at: 0.1)
        #expect(s.log.names == ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
        #expect(GestureDefaults.controlTrackingTolerance == 70)
    }

    @Test("UIControl.Event.touchUpOutside: a lift beyond the tracking tolerance, no primary action")
    func liftBeyondToleranceIsOutside() {
        let s = ControlScreen()
        let f = s.h.startGesture(at: pt(150, 222), time: 0)
        f.moveTo(pt(150, 324), at: 0.05)
        #expect(!s.control.isTouchInside && !s.control.isHighlighted && s.control.isTracking)
        f.up(at: 0.1)
        #expect(s.log.names == ["touchDown", "touchDragOutside", "touchDragExit", "touchUpOutside"])
    }

    @Test("UIControl.Event.touchCancel and cancelTracking(with:): a cancelled touch")
    func cancelledTouchSendsTouchCancel() {
        let s = ControlScreen()
        s.h.startGesture(at: pt(150, 222), time: 0).cancel(at: 0.05)
        #expect(s.log.names == ["touchDown", "touchCancel"])
        #expect(s.control.calls == ["begin", "cancel"])
        #expect(!s.control.isTracking && !s.control.isHighlighted)
    }

    @Test("UIControl.isTracking / isHighlighted: true while the touch is down, false after")
    func trackingAndHighlightFollowTheTouch() {
        let s = ControlScreen()
        let f = s.h.startGesture(at: pt(150, 222), time: 0)
        #expect(s.control.isTracking && s.control.isHighlighted && s.control.isTouchInside)
        f.up(at: 0.06)
        #expect(!s.control.isTracking && !s.control.isHighlighted && !s.control.isTouchInside)
    }

    @Test("UIControl tracking methods: begin, continue per move, end on lift")
    func trackingMethodsAreCalledInOrder() {
        let s = ControlScreen()
        let f = s.h.startGesture(at: pt(150, 222), time: 0)
        f.moveTo(pt(152, 222), at: 0.02)
        f.moveTo(pt(154, 222), at: 0.04)
        f.up(at: 0.06)
        #expect(s.control.calls == ["begin", "continue", "continue", "end"])
    }

    @Test("UIControl.beginTracking(_:with:) false: not tracking, no events sent (engine decision: touchDown needs tracking)")
    func refusingToBeginTrackingSendsNothing() {
        let s = ControlScreen()
        s.control.beginsTracking = false
        let f = s.h.startGesture(at: pt(150, 222), time: 0)
        #expect(!s.control.isTracking && s.control.isHighlighted)
        f.moveTo(pt(152, 222), at: 0.02)
        f.up(at: 0.06)
        #expect(s.log.names.isEmpty)
        #expect(s.control.calls == ["begin"])
    }

    @Test("UIControl.continueTracking(_:with:) false: tracking stops, no more drag or touch-up events")
    func refusingToContinueStopsTracking() {
        let s = ControlScreen()
        s.control.continuesTracking = false
        let f = s.h.startGesture(at: pt(150, 222), time: 0)
        f.moveTo(pt(152, 222), at: 0.02)
        #expect(!s.control.isTracking)
        f.moveTo(pt(154, 222), at: 0.04)
        f.up(at: 0.06)
        #expect(s.log.names == ["touchDown"])
        #expect(s.control.calls == ["begin", "continue"])
    }

    @Test("UIControl.isEnabled false: the control ignores touches; they go up the responder chain")
    func disabledControlPassesTouchesOn() {
        let s = ControlScreen()
        s.control.isEnabled = false
        s.tap(at: pt(150, 222))
        #expect(s.log.names.isEmpty)
        #expect(s.background.log == ["began 1", "ended 1"])
        #expect(s.h.recorder.deliveries(to: "ok") == ["began 1", "ended 1"])
    }

    @Test("UIControl.isEnabled: disabling a tracking control ends tracking and highlight")
    func disablingWhileTrackingStopsTracking() {
        let s = ControlScreen()
        let f = s.h.startGesture(at: pt(150, 222), time: 0)
        s.control.isEnabled = false
        #expect(!s.control.isTracking && !s.control.isHighlighted)
        f.up(at: 0.06)
        #expect(s.log.names == ["touchDown"])
    }

    @Test("UIControl.Event raw values are UIKit's (UIControl.h UIControlEvents)")
    func eventRawValuesAreUIKits() {
        #expect(Control.Events.touchDown.rawValue == 1)
        #expect(Control.Events.touchCancel.rawValue == 1 << 8)
        #expect(Control.Events.valueChanged.rawValue == 1 << 12)
        #expect(Control.Events.primaryActionTriggered.rawValue == 1 << 13)
        #expect(Control.Events.allTouchEvents.rawValue == 0x0FFF)
        #expect(Control.Events.allTouchEvents.contains([.touchDown, .touchCancel]) && !Control.Events.allTouchEvents.contains(.valueChanged))
        #expect(Control.Events(name: "touchDragExit") == .touchDragExit && Control.Events(name: "tap") == nil)
        #expect(Control.Events([.touchUpInside, .touchDown]).names == ["touchDown", "touchUpInside"])
    }

    @Test("UIButton.changesSelectionAsPrimaryAction: the primary action toggles isSelected and sends valueChanged")
    func selectionToggleSendsValueChanged() {
        let s = ControlScreen()
        s.control.changesSelectionAsPrimaryAction = true
        s.tap(at: pt(150, 222))
        #expect(s.control.isSelected)
        #expect(s.log.names == ["touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"])
        s.tap(at: pt(150, 222), time: 1)
        #expect(!s.control.isSelected)
    }

    @Test("UIControl: only the first touch of a sequence is tracked")
    func secondFingerIsNotTracked() {
        let s = ControlScreen()
        let a = s.h.startGesture(at: pt(120, 222), time: 0)
        let b = s.h.startGesture(at: pt(180, 222), time: 0.01)
        b.up(at: 0.03)
        #expect(s.log.names == ["touchDown"])
        a.up(at: 0.06)
        #expect(s.log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }
}
