import Testing
@testable import GestureEngine

/// UIControl's tracking and events. Each test names its source: Apple's
/// `UIControl` / `UIControl.Event` documentation, or, where Apple is silent, the
/// engine's decision written in docs/gestures.md.
@Suite struct ConformanceControlTests {
    @Test("UIControl.Event: a tap sends touchDown, then touchUpInside and the primary action")
    func tapSendsTouchDownThenTouchUpInside() throws {
        let s = ControlScreen()
        try s.tap(at: pt(150, 222))
        #expect(s.log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("UIControl.Event.touchDownRepeat: sent with touchDown when the touch's tapCount is more than one")
    func secondQuickTapSendsTouchDownRepeat() throws {
        let s = ControlScreen()
        try s.tap(at: pt(150, 222))
        let second = try s.h.startGesture(at: pt(152, 223), time: 0.15)
        #expect(s.log.names.suffix(2) == ["touchDown", "touchDownRepeat"])
        try second.up(at: 0.2)
    }

    @Test("UIControl.Event: drags send dragInside/Outside, with Exit and Enter when crossing the tracking edge")
    func dragsSendInsideOutsideExitAndEnter() throws {
        let s = ControlScreen()
        let f = try s.h.startGesture(at: pt(150, 222), time: 0)
        try f.moveTo(pt(150, 230), at: 0.02)
        try f.moveTo(pt(150, 330), at: 0.04)
        try f.moveTo(pt(150, 340), at: 0.06)
        try f.moveTo(pt(150, 230), at: 0.08)
        try f.up(at: 0.1)
        #expect(s.log.names == ["touchDown", "touchDragInside", "touchDragOutside", "touchDragExit", "touchDragOutside",
                                "touchDragInside", "touchDragEnter", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("UIControl tracking tolerance (GestureDefaults.controlTrackingTolerance, 70 pt): a touch 50 pt outside still lifts inside")
    func liftWithinToleranceIsInside() throws {
        let s = ControlScreen()
        let f = try s.h.startGesture(at: pt(150, 222), time: 0)
        try f.moveTo(pt(150, 294), at: 0.05)
        #expect(s.control.isTouchInside && s.control.isHighlighted)
        try f.up(at: 0.1)
        #expect(s.log.names == ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
        #expect(GestureDefaults.controlTrackingTolerance == 70)
    }

    @Test("UIControl.Event.touchUpOutside: a lift beyond the tracking tolerance, no primary action")
    func liftBeyondToleranceIsOutside() throws {
        let s = ControlScreen()
        let f = try s.h.startGesture(at: pt(150, 222), time: 0)
        try f.moveTo(pt(150, 324), at: 0.05)
        #expect(!s.control.isTouchInside && !s.control.isHighlighted && s.control.isTracking)
        try f.up(at: 0.1)
        #expect(s.log.names == ["touchDown", "touchDragOutside", "touchDragExit", "touchUpOutside"])
    }

    @Test("UIControl.Event.touchCancel and cancelTracking(with:): a cancelled touch")
    func cancelledTouchSendsTouchCancel() throws {
        let s = ControlScreen()
        try s.h.startGesture(at: pt(150, 222), time: 0).cancel(at: 0.05)
        #expect(s.log.names == ["touchDown", "touchCancel"])
        #expect(s.control.calls == ["begin", "cancel"])
        #expect(!s.control.isTracking && !s.control.isHighlighted)
    }

    @Test("UIControl.isTracking / isHighlighted: true while the touch is down, false after")
    func trackingAndHighlightFollowTheTouch() throws {
        let s = ControlScreen()
        let f = try s.h.startGesture(at: pt(150, 222), time: 0)
        #expect(s.control.isTracking && s.control.isHighlighted && s.control.isTouchInside)
        try f.up(at: 0.06)
        #expect(!s.control.isTracking && !s.control.isHighlighted && !s.control.isTouchInside)
    }

    @Test("UIControl tracking methods: begin, continue per move, end on lift")
    func trackingMethodsAreCalledInOrder() throws {
        let s = ControlScreen()
        let f = try s.h.startGesture(at: pt(150, 222), time: 0)
        try f.moveTo(pt(152, 222), at: 0.02)
        try f.moveTo(pt(154, 222), at: 0.04)
        try f.up(at: 0.06)
        #expect(s.control.calls == ["begin", "continue", "continue", "end"])
    }

    @Test("UIControl.beginTracking(_:with:) false: not tracking, no events sent (engine decision: touchDown needs tracking)")
    func refusingToBeginTrackingSendsNothing() throws {
        let s = ControlScreen()
        s.control.beginsTracking = false
        let f = try s.h.startGesture(at: pt(150, 222), time: 0)
        #expect(!s.control.isTracking && s.control.isHighlighted)
        try f.moveTo(pt(152, 222), at: 0.02)
        try f.up(at: 0.06)
        #expect(s.log.names.isEmpty)
        #expect(s.control.calls == ["begin"])
    }

    @Test("UIControl.continueTracking(_:with:) false: tracking stops, no more drag or touch-up events")
    func refusingToContinueStopsTracking() throws {
        let s = ControlScreen()
        s.control.continuesTracking = false
        let f = try s.h.startGesture(at: pt(150, 222), time: 0)
        try f.moveTo(pt(152, 222), at: 0.02)
        #expect(!s.control.isTracking)
        try f.moveTo(pt(154, 222), at: 0.04)
        try f.up(at: 0.06)
        #expect(s.log.names == ["touchDown"])
        #expect(s.control.calls == ["begin", "continue"])
    }

    @Test("UIControl.isEnabled false: the control ignores touches; they go up the responder chain")
    func disabledControlPassesTouchesOn() throws {
        let s = ControlScreen()
        s.control.isEnabled = false
        try s.tap(at: pt(150, 222))
        #expect(s.log.names.isEmpty)
        #expect(s.background.log == ["began 1", "ended 1"])
        #expect(s.h.recorder.deliveries(to: "ok") == ["began 1", "ended 1"])
    }

    @Test("UIControl.isEnabled: disabling a tracking control ends tracking and highlight")
    func disablingWhileTrackingStopsTracking() throws {
        let s = ControlScreen()
        let f = try s.h.startGesture(at: pt(150, 222), time: 0)
        s.control.isEnabled = false
        #expect(!s.control.isTracking && !s.control.isHighlighted)
        try f.up(at: 0.06)
        #expect(s.log.names == ["touchDown"])
    }

    @Test("UIControl.Event raw values are UIKit's (UIControl.h UIControlEvents)")
    func eventRawValuesAreUIKits() throws {
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
    func selectionToggleSendsValueChanged() throws {
        let s = ControlScreen()
        s.control.changesSelectionAsPrimaryAction = true
        try s.tap(at: pt(150, 222))
        #expect(s.control.isSelected)
        #expect(s.log.names == ["touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"])
        try s.tap(at: pt(150, 222), time: 1)
        #expect(!s.control.isSelected)
    }

    @Test("UIControl: only the first touch of a sequence is tracked")
    func secondFingerIsNotTracked() throws {
        let s = ControlScreen()
        let a = try s.h.startGesture(at: pt(120, 222), time: 0)
        let b = try s.h.startGesture(at: pt(180, 222), time: 0.01)
        try b.up(at: 0.03)
        #expect(s.log.names == ["touchDown"])
        try a.up(at: 0.06)
        #expect(s.log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }
}
