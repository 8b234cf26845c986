import GestureEngine

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
/// ```swift
/// var builder = TouchFrameBuilder()
/// builder.add(id: Int(event.tfinger.fingerID), phase: .began, location: Point(x: x, y: y))
/// input.send(builder.take(at: now), from: sdlTouches)
/// ```
public struct TouchFrameBuilder {
    private var samples: [TouchSample] = []

    /// An empty builder.
    public init() {
        samples.reserveCapacity(16)
    }

    /// Whether no event was added since the last ``take(at:)``.
    public var isEmpty: Bool { samples.isEmpty }

    /// Adds one event of touch `id` (the toolkit's own id) at `location`, in window points.
    public mutating func add(id: Int, phase: TouchPhase, location: Point) {
        if phase == .moved || phase == .stationary,
           let last = samples.lastIndex(where: { $0.id == id }),
           samples[last].phase == .moved {
            samples[last].location = location
            return
        }
        samples.append(TouchSample(id: id, phase: phase, location: location))
    }

    /// The frame of the events added, at `time` on the window's clock; the builder is empty afterwards.
    public mutating func take(at time: Double) -> TouchFrame {
        defer { samples.removeAll(keepingCapacity: true) }
        return TouchFrame(time: time, samples: samples)
    }
}
