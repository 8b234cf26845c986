extension Touch {
    /// What made the touch: a finger, a pointer or a pen (`UITouch.type`).
    public var type: TouchType { _attributes.type }
    /// The buttons down for a pointer touch; ``ButtonMask/primary`` for fingers and pens.
    ///
    /// UIKit keeps the buttons on the event (`UIEvent.buttonMask`, here
    /// ``Event/buttonMask``); they are also kept per touch so that traces can
    /// say which button each pointer touch was made with.
    public var buttonMask: ButtonMask { _attributes.buttons }
    /// The force, where 1.0 is the force of an average touch (`UITouch.force`); 0 when the device reports none.
    public var force: Double { _attributes.force }
    /// The highest ``force`` the device can report (`UITouch.maximumPossibleForce`); 0 when it reports none.
    public var maximumPossibleForce: Double { _attributes.maximumPossibleForce }
    /// The radius of the touch in points (`UITouch.majorRadius`); 0 when the device reports none.
    public var majorRadius: Double { _attributes.majorRadius }
    /// How far ``majorRadius`` may be off, in points (`UITouch.majorRadiusTolerance`).
    public var majorRadiusTolerance: Double { _attributes.majorRadiusTolerance }
    /// A pen's angle to the screen in radians: 0 parallel, π/2 perpendicular
    /// (`UITouch.altitudeAngle`); π/2 for fingers and pointers.
    public var altitudeAngle: Double { _attributes.altitudeAngle }
    /// Whether a pen touches with its eraser end.
    public var isEraser: Bool { _attributes.isEraser }
    /// The input side's code for the noise filter that cancelled the touch
    /// (``TouchAttributes/noiseFilter``), 0 for none.
    public var noiseFilter: UInt8 { _attributes.noiseFilter }

    /// A pen's direction in `view`'s plane (`UITouch.azimuthAngle(in:)`): in
    /// radians, 0 when the pen's cap points along the view's positive x axis,
    /// growing clockwise (as y grows downwards); the window's when `view` is nil.
    public func azimuthAngle(in view: View?) -> Double {
        let angle = _attributes.azimuthAngle
        guard let view else { return angle }
        let start = view.convert(locationInWindow, from: nil)
        let tip = Point(x: locationInWindow.x + Math.cos(angle), y: locationInWindow.y + Math.sin(angle))
        let end = view.convert(tip, from: nil)
        var converted = Math.atan2(end.y - start.y, end.x - start.x)
        if converted < 0 { converted += 2 * Double.pi }
        return converted
    }
}

extension Event {
    /// The buttons down across the event's pointer touches (`UIEvent.buttonMask`);
    /// empty when no pointer touch is down.
    public var buttonMask: ButtonMask {
        var mask: ButtonMask = []
        for touch in allTouches where touch.type == .indirectPointer && !touch.phase.isTerminal { mask.formUnion(touch.buttonMask) }
        return mask
    }
}
