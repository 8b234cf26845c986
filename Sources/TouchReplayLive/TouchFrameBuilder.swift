import GestureEngine
import TouchTime

/// Builds a `TouchFrame` from a toolkit's touch events (touch id, phase,
/// position), for ``LiveInput/send(_:from:)``: the path for apps that get
/// their input from a toolkit (SDL's finger and mouse events under a
/// compositor) rather than from evdev devices.
///
/// Add the events that arrived for one moment, then take the frame with the
/// moment's time on the window's clock. A touch that moves several times
/// before the frame is taken keeps only its latest position, in one `moved`
/// sample; a touch that began in the same frame keeps its `began` sample where
/// it went down, then the `moved` one, so a view following the finger by its
/// movement (`previousLocation(in:)`) loses none of it; a touch that begins and
/// ends in one frame keeps both samples, in order, so a quick tap is not lost.
///
/// A pointer's motion with no button down (SDL's mouse motion, a pen in range)
/// goes in with ``hover(_:at:type:)``, a wheel's turn with
/// ``scrollWheel(clicks:at:)``: the window moves the hovering pointer before
/// the frame's touches and scrolls after them, as it does for a mouse read from
/// evdev.
///
/// ```swift
/// var builder = TouchFrameBuilder()
/// builder.add(id: Int(event.tfinger.fingerID), phase: .began, location: Point(x: x, y: y))
/// try input.send(builder.take(at: now), from: sdlTouches)
/// ```
public struct TouchFrameBuilder {
    private var samples: [TouchSample] = []
    /// The index in `samples` of each touch's latest sample: a move finds it in one look-up,
    /// so a frame of n events costs O(n) (issue 35: a search of `samples` per move was O(n²)).
    private var latestSample: [Int: Int] = [:]
    private var hoverMotion: HoverSample?
    private var wheelTurn: WheelScroll?

    /// An empty builder.
    public init() {
        samples.reserveCapacity(16)
    }

    /// Whether no event was added since the last ``take(at:)``.
    public var isEmpty: Bool { samples.isEmpty && hoverMotion == nil && wheelTurn == nil }

    /// Adds one event of touch `id` (the toolkit's own id) at `location`, in window points.
    public mutating func add(id: Int, phase: TouchPhase, location: Point) {
        if phase == .moved || phase == .stationary, let last = latestSample[id], samples[last].phase == .moved {
            samples[last].location = location
            return
        }
        latestSample[id] = samples.count
        samples.append(TouchSample(id: id, phase: phase, location: location))
    }

    /// Adds a hovering pointer's motion to `location` in window points (`.moved`), or its
    /// leaving the window (`.exited`); a later motion before ``take(at:)`` replaces an earlier one.
    public mutating func hover(_ phase: HoverSample.Phase, at location: Point, type: TouchType = .indirectPointer) {
        hoverMotion = HoverSample(phase: phase, location: location, type: type)
    }

    /// Adds a wheel's turn with the pointer at `location` in window points: `clicks` in
    /// wheel clicks (fractions for a high-resolution wheel), `y` positive towards the user
    /// (the content's offset grows), as `WheelScroll` counts them; turns before ``take(at:)`` add up.
    public mutating func scrollWheel(clicks: Point, at location: Point) {
        let before = wheelTurn?.clicks ?? Point(x: 0, y: 0)
        wheelTurn = WheelScroll(location: location, clicks: Point(x: before.x + clicks.x, y: before.y + clicks.y))
    }

    /// The frame of the events added, at `time` on the window's clock; the builder is empty afterwards.
    public mutating func take(at time: Timestamp) -> TouchFrame {
        defer {
            samples.removeAll(keepingCapacity: true)
            latestSample.removeAll(keepingCapacity: true)
            hoverMotion = nil
            wheelTurn = nil
        }
        return TouchFrame(time: time, samples: samples, wheel: wheelTurn, hover: hoverMotion)
    }
}
