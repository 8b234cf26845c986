/// The value a control draws and its animation towards the control's value
/// after an animated change.
///
/// UIKit sets the value at once and animates only the drawing (Apple,
/// `UISlider.setValue(_:animated:)`: "Sets the slider's current value,
/// allowing you to animate the change visually"; `UISwitch.setOn(_:animated:)`).
/// The engine does the same on the virtual clock: the drawn value follows the
/// critically damped spring of the scroll view's animations
/// (``ScrollPhysics/springResponse``), stepped on the window's display frames
/// as a glide is, and rests once the thumb or knob is within half a point of
/// its place (``ScrollPhysics/springRestDistance``). Our decision: Apple gives
/// no duration or curve for these animations (docs/gestures.md, "Value controls").
final class PresentedValue {
    /// The value as drawn.
    private(set) var value: Double
    /// The value the drawing moves to.
    private var target: Double
    /// The drawing's speed, in value units per second.
    private var velocity = 0.0
    /// How many points the thumb or knob travels per unit of value: the spring rests in points.
    private var pointsPerUnit = 1.0
    /// Steps the animation; made by the first animated change.
    private var link: DisplayLink?

    /// A drawing at rest on `value`.
    init(_ value: Double) {
        self.value = value
        target = value
    }

    /// Whether an animation is under way.
    var isAnimating: Bool { link?.isRunning ?? false }

    /// Draws `newValue` at once, ending any animation.
    func jump(to newValue: Double) {
        link?.stop()
        value = newValue
        target = newValue
        velocity = 0
    }

    /// Moves the drawing to `newValue` on `window`'s display frames, keeping
    /// the speed of an animation under way; at once outside a window.
    func animate(to newValue: Double, pointsPerUnit: Double, in window: Window?) {
        guard let window, newValue != value || isAnimating else { return jump(to: newValue) }
        target = newValue
        self.pointsPerUnit = Swift.max(pointsPerUnit, .leastNormalMagnitude)
        if link == nil { link = DisplayLink { [unowned self] in self.step(duration: $0) } }
        link?.start(in: window)
    }

    /// One display frame: answers whether the drawing still moves.
    private func step(duration: Double) -> Bool {
        let spring = Spring()
        let (displacement, speed) = spring.step(displacement: (value - target) * pointsPerUnit,
                                                velocity: velocity * pointsPerUnit, duration: duration)
        guard !spring.isAtRest(displacement: displacement, velocity: speed) else {
            value = target
            velocity = 0
            return false
        }
        value = target + displacement / pointsPerUnit
        velocity = speed / pointsPerUnit
        return true
    }
}
