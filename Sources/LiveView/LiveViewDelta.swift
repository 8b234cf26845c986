import GestureEngine
import TouchReplay
import TouchReplayTools

/// What one update of a live session adds to the live view, gathered by a
/// ``LiveViewFeed`` on the session's thread and sent to every page as one
/// WebSocket message (``json``).
///
/// The message's layout is read by the page's script only (`live.js`, which
/// turns it into the viewer's data: docs/live-view.md); it is not a stable format.
struct LiveViewDelta: Sendable {
    /// A finger's, pointer's or pen's sample as the window got it.
    struct Sample: Sendable {
        var touch: Int
        var time: Double
        var location: Point
        var phase: TouchPhase
        var type: TouchType
        /// The force, for a device that reports one (a pen's pressure).
        var force: Double?
    }

    /// The view a touch was bound to when it began (nil: no view).
    struct Binding: Sendable, Hashable {
        var touch: Int
        var view: String?
    }

    /// A recognizer seen for the first time: its lane's name.
    struct Recognizer: Sendable, Hashable {
        var id: String
        var kind: String
        var view: String?
    }

    /// A view's place on the screen (and a scroll view's offset and zoom) from `time` on.
    struct ViewPlace: Sendable {
        var index: Int
        var time: Double
        var rect: Rect
        var offset: Point?
        var zoom: Double?
    }

    /// A hovering pointer's or pen's position.
    struct Hover: Sendable {
        var time: Double
        var location: Point
        var type: TouchType
        var exited: Bool
    }

    /// A wheel's turn.
    struct Wheel: Sendable {
        var time: Double
        var location: Point
        var clicks: Point
    }

    /// The update's time: the present, in window seconds.
    var time = 0.0
    /// The wall-clock time (Unix epoch, milliseconds) of the oldest device report this update delivered
    /// (its kernel timestamp), for the page's delay figure.
    var report: Double?
    /// The wall-clock time (Unix epoch, milliseconds) the update was handed to the server, with ``report``.
    var delivered: Double?
    /// The times of the frames delivered.
    var frames: [Double] = []
    var samples: [Sample] = []
    var bindings: [Binding] = []
    /// Touches a recognizer took (cancelled in their views).
    var taken: [Int] = []
    var recognizers: [Recognizer] = []
    /// Each recognizer's state changes, as the viewer's events (`ViewerData.gestureEvent(_:time:)`).
    var gestureEvents: [(id: String, event: [TraceValue])] = []
    var views: [ViewPlace] = []
    var hovers: [Hover] = []
    var wheels: [Wheel] = []
    /// Each new touch's hit-test steps (with hit-test tracing on), as the viewer shows them.
    var hitTests: [(touch: Int, steps: [TraceValue])] = []

    /// Whether the update added nothing to show.
    var isEmpty: Bool {
        samples.isEmpty && bindings.isEmpty && taken.isEmpty && gestureEvents.isEmpty && views.isEmpty && hovers.isEmpty
            && wheels.isEmpty && hitTests.isEmpty
    }

    /// The message: `{"type":"delta", "t", "r", "d", "f", "s", "b", "x", "n", "e", "v", "h", "w", "k"}`, empty lists left out.
    var json: TraceLine {
        var line: TraceLine = ["type": "delta", "t": .number(ViewerData.time(time))]
        if let report { line.append("r", .number((report * 1000).rounded() / 1000)) }
        if let delivered { line.append("d", .number((delivered * 1000).rounded() / 1000)) }
        if !frames.isEmpty { line.append("f", .array(frames.map { .number(ViewerData.time($0)) })) }
        if !samples.isEmpty {
            line.append("s", .array(samples.map { sample in
                var values: [TraceValue] = [
                    .number(Double(sample.touch)), .number(ViewerData.time(sample.time)),
                    .number(ViewerData.point(sample.location.x)), .number(ViewerData.point(sample.location.y)),
                    .number(Double(TouchPhase.allCases.firstIndex(of: sample.phase) ?? 1)), .number(Self.number(of: sample.type)),
                ]
                if let force = sample.force { values.append(.number((force * 1000).rounded() / 1000)) }
                return .array(values)
            }))
        }
        if !bindings.isEmpty { line.append("b", .array(bindings.map { [.number(Double($0.touch)), $0.view.map(TraceValue.string) ?? .null] })) }
        if !taken.isEmpty { line.append("x", .array(taken.map { .number(Double($0)) })) }
        if !recognizers.isEmpty { line.append("n", .array(recognizers.map(Self.json))) }
        if !gestureEvents.isEmpty { line.append("e", .array(gestureEvents.map { .array([.string($0.id)] + $0.event) })) }
        if !views.isEmpty { line.append("v", .array(views.map(Self.json))) }
        if !hovers.isEmpty {
            line.append("h", .array(hovers.map { hover in
                [.number(ViewerData.time(hover.time)), .number(ViewerData.point(hover.location.x)), .number(ViewerData.point(hover.location.y)),
                 .number(Self.number(of: hover.type)), .bool(hover.exited)]
            }))
        }
        if !wheels.isEmpty {
            line.append("w", .array(wheels.map { wheel in
                [.number(ViewerData.time(wheel.time)), .number(ViewerData.point(wheel.location.x)), .number(ViewerData.point(wheel.location.y)),
                 .number(wheel.clicks.x), .number(wheel.clicks.y)]
            }))
        }
        if !hitTests.isEmpty { line.append("k", .array(hitTests.map { [.number(Double($0.touch)), .array($0.steps)] })) }
        return line
    }

    /// 0 for a finger, 1 for a pointer (mouse, touchpad), 2 for a pen.
    static func number(of type: TouchType) -> Double {
        switch type {
        case .direct: 0
        case .indirectPointer: 1
        case .pencil: 2
        }
    }

    /// `{id, kind, view}`.
    static func json(_ recognizer: Recognizer) -> TraceValue {
        .object(["id": .string(recognizer.id), "kind": .string(recognizer.kind), "view": recognizer.view.map(TraceValue.string) ?? .null])
    }

    /// `[index, t, x, y, width, height]`, then offset x, y and zoom for a scroll view.
    static func json(_ place: ViewPlace) -> TraceValue {
        var values: [TraceValue] = [.number(Double(place.index)), .number(ViewerData.time(place.time))]
        for value in [place.rect.origin.x, place.rect.origin.y, place.rect.size.width, place.rect.size.height] {
            values.append(.number(ViewerData.point(value)))
        }
        if let offset = place.offset, let zoom = place.zoom {
            values += [.number(ViewerData.point(offset.x)), .number(ViewerData.point(offset.y)), .number((zoom * 10_000).rounded() / 10_000)]
        }
        return .array(values)
    }
}
