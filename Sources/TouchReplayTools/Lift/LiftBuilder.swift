import Foundation
import GestureEngine
import TouchReplay

/// Turns a replay's frames into lifted steps (``Lifter``), running them against the scene so
/// that each touch is hit-tested, and its point measured against its view, as the replay did.
struct LiftBuilder {
    /// The scene.
    let space: SceneSpace
    private let session: EngineSession
    /// The recorded devices (for a pen's tilt ranges), by their index in the recording.
    private let devices: [SynthDevice]
    /// Each device's pressure floor (`LiftPressure.floor(of:on:)`), by the same index.
    private let pressureFloors: [Double]
    /// Whether offsets are fractions of the view's bounds.
    private let fractionalOffsets: Bool
    /// The steps so far, by start time.
    private(set) var steps: [SynthScript.Step] = []
    /// The steps of the touches under way, by touch id, with window points to fractions of
    /// their view's bounds as the view was at the touch-down.
    private var open: [Int: (step: Int, fractions: AffineInverse, window: Point)] = [:]
    /// The step of the hover under way.
    private var hover: (step: Int, fractions: AffineInverse, window: Point)?
    /// The tilt a pen's hover is written with: the pen's at its last tip-up. A replay's hover
    /// reports no tilt, but the frame of a tip-up is the hover's first, and a hover written
    /// upright made that touch's `ended` line upright too.
    private var hoverTilt: Point?

    init(space: SceneSpace, devices: [SynthDevice], pressureFloors: [Double], fractionalOffsets: Bool) {
        self.space = space
        self.devices = devices
        self.pressureFloors = pressureFloors
        self.fractionalOffsets = fractionalOffsets
        session = EngineSession(sceneHierarchy: space.hierarchy)
    }

    /// Takes one frame of the replay, made by the recording's device `device` (what each step
    /// it begins is written on); `isLast` marks the frame that cancels what is still down at
    /// the recording's end (those touches never lift in the script).
    mutating func take(_ frame: TouchFrame, device: Int, isLast: Bool) {
        session.advance(to: frame.time)
        if let sample = frame.hover {
            switch (sample.phase, hover) {
            case (.moved, let current?):
                append(to: current, at: frame.time.seconds, window: sample.location, device: device, attributes: nil)
                tiltLastSample(of: current.step)
            case (.moved, nil):
                let tool: SynthTouch.Tool = sample.type == .pencil ? .pen : .mouse
                hover = begin(at: frame.time.seconds, window: sample.location, tool: tool, button: 0, device: device, attributes: nil)
                if let hover { tiltLastSample(of: hover.step) }
            case (.exited, let current?):
                end(current.step, at: frame.time.seconds)
                hover = nil
                hoverTilt = nil
            case (.exited, nil):
                break
            }
        }
        for sample in space.hierarchy.windowFrame(frame).samples {
            switch sample.phase {
            case .began:
                let attributes = sample.attributes
                let tool: SynthTouch.Tool = switch attributes.type {
                case .direct: .finger
                case .pencil: attributes.isEraser ? .eraser : .pen
                case .indirectPointer: .mouse
                }
                let button = attributes.type == .indirectPointer ? Self.lowestButton(attributes.buttons) : 1
                open[sample.id] = begin(at: frame.time.seconds, window: sample.location, tool: tool, button: button, device: device, attributes: attributes)
            case .moved:
                if let current = open[sample.id] { append(to: current, at: frame.time.seconds, window: sample.location, device: device, attributes: sample.attributes) }
            case .stationary:
                break
            case .ended, .cancelled:
                // What the recording's end cancels stays down in the script, to be cancelled there again.
                if let current = open.removeValue(forKey: sample.id), !(isLast && sample.phase == .cancelled) { end(current.step, at: frame.time.seconds) }
                if sample.attributes.type == .pencil {
                    var lifted = SynthTouch.Sample(time: 0, offset: .zero)
                    carry(sample.attributes, of: device, into: &lifted)
                    hoverTilt = lifted.tilt
                    // The hover this tip-up began (taken before the frame's touches) has its first report here.
                    if let hover, steps[hover.step].start == frame.time.seconds { tiltLastSample(of: hover.step) }
                }
            }
        }
        if let wheel = frame.wheel {
            let view = space.hierarchy.window.hitTest(wheel.location, with: nil) ?? space.hierarchy.window
            var step = SynthScript.Step(gesture: .wheel(at: SceneSpace.fraction(of: wheel.location, in: view), clicks: wheel.clicks),
                                        start: frame.time.seconds, target: SynthTarget(view: view.id))
            step.device = device
            steps.append(step)
        }
        session.send(frame)
    }

    /// A new touch step at `window`, on the view a touch there reaches, written on `device`.
    private mutating func begin(at time: Double, window: Point, tool: SynthTouch.Tool, button: Int, device: Int,
                                attributes: TouchAttributes?) -> (step: Int, fractions: AffineInverse, window: Point) {
        let view = space.hierarchy.window.hitTest(window, with: nil) ?? space.hierarchy.window
        // Fractions of the view's bounds as the view is now, at the touch-down.
        let fractions = AffineInverse { SceneSpace.point(at: $0, in: view) }
        var first = SynthTouch.Sample(time: 0, offset: .zero)
        if let attributes { carry(attributes, of: device, into: &first) }
        let touch = SynthTouch(start: fractions.unmapped(window), samples: [first], end: nil, tool: tool, button: button)
        var step = SynthScript.Step(gesture: .touch(touch), start: time, target: SynthTarget(view: view.id, fractionalOffsets: fractionalOffsets))
        step.device = device
        steps.append(step)
        return (steps.count - 1, fractions, window)
    }

    /// A later report of the touch of `current`.
    private mutating func append(to current: (step: Int, fractions: AffineInverse, window: Point), at time: Double, window: Point,
                                 device: Int, attributes: TouchAttributes?) {
        guard case .touch(var touch) = steps[current.step].gesture, let start = steps[current.step].start else { return }
        let offset = fractionalOffsets
            ? Point(x: current.fractions.unmapped(window).x - touch.start.x, y: current.fractions.unmapped(window).y - touch.start.y)
            : Point(x: window.x - current.window.x, y: window.y - current.window.y)
        var sample = SynthTouch.Sample(time: time - start, offset: offset)
        if let attributes { carry(attributes, of: device, into: &sample) }
        touch.samples.append(sample)
        steps[current.step].gesture = .touch(touch)
    }

    /// Gives the last report of the pen hover of step `index` the pen's tilt at its last tip-up (``hoverTilt``).
    private mutating func tiltLastSample(of index: Int) {
        guard let hoverTilt, case .touch(var touch) = steps[index].gesture, touch.tool == .pen || touch.tool == .eraser else { return }
        touch.samples[touch.samples.count - 1].tilt = hoverTilt
        steps[index].gesture = .touch(touch)
    }

    /// Ends the touch of step `index` at `time`.
    private mutating func end(_ index: Int, at time: Double) {
        guard case .touch(var touch) = steps[index].gesture, let start = steps[index].start else { return }
        touch.end = max(time - start, touch.samples[touch.samples.count - 1].time + 1e-6)
        steps[index].gesture = .touch(touch)
    }

    /// A report's pressure, tilt and size, where `device` gives them.
    private func carry(_ attributes: TouchAttributes, of device: Int, into sample: inout SynthTouch.Sample) {
        if attributes.maximumPossibleForce > 0 {
            let force = min(max(attributes.force / attributes.maximumPossibleForce, 0), 1)
            sample.pressure = LiftPressure.axisFraction(force: force, floor: pressureFloors.indices.contains(device) ? pressureFloors[device] : 0)
        }
        if attributes.majorRadiusTolerance > 0 { sample.radius = attributes.majorRadius }
        if attributes.type == .pencil, devices.indices.contains(device), devices[device].kind == .pen,
           let x = devices[device].tiltRange(y: false), let y = devices[device].tiltRange(y: true) {
            let tilt = Self.tilt(altitude: attributes.altitudeAngle, azimuth: attributes.azimuthAngle)
            sample.tilt = Point(x: min(max(tilt.x, x.lowerBound), x.upperBound), y: min(max(tilt.y, y.lowerBound), y.upperBound))
        }
    }

    /// The tilt `[x, y]` in degrees of a pen at `altitude` and `azimuth` (radians): the
    /// inverse of the W3C Pointer Events conversion the replay applies.
    static func tilt(altitude: Double, azimuth: Double) -> Point {
        let spread = tan(Double.pi / 2 - altitude)   // 1 / tan(altitude), 0 upright
        guard spread > 1e-12 else { return .zero }
        return Point(x: atan(spread * cos(azimuth)) * 180 / .pi, y: atan(spread * sin(azimuth)) * 180 / .pi)
    }

    /// The number of the lowest button down (1 primary), 1 when none.
    static func lowestButton(_ buttons: ButtonMask) -> Int {
        buttons.rawValue == 0 ? 1 : buttons.rawValue.trailingZeroBitCount + 1
    }
}
