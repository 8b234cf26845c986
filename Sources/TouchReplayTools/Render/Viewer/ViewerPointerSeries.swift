import GestureEngine
import TouchReplay

/// The viewer's hover paths and wheel steps, gathered from the decoded frames
/// and thinned with the other series (`ThinnedSeries`).
///
/// A hover path runs from a pointer's or pen's first hover motion to its
/// `exited` (or to a motion of another kind of pointer); its first and last
/// samples are pinned. Wheel steps are thinned like finger positions (a long
/// scroll of thousands of steps keeps about one per interval).
struct ViewerPointerSeries {
    /// One hover path: the kind of pointer and its positions.
    struct HoverPath {
        var type: TouchType
        var series = ThinnedSeries<Point>()
    }

    private(set) var hovers: [HoverPath] = []
    /// Whether the last hover path is still under way.
    private var hovering = false
    /// Each wheel step: where the pointer was and the clicks turned.
    private var wheels = ThinnedSeries<(location: Point, clicks: Point)>()

    /// How many kept samples may be dropped.
    var thinnable: Int { hovers.reduce(0) { $0 + $1.series.thinnable } + wheels.thinnable }

    /// Adds the hover motion and wheel turn of `frame`; returns how many samples that may be dropped were kept more, and how many were seen.
    mutating func add(_ frame: TouchFrame, interval: Double) -> (kept: Int, seen: Int) {
        var kept = 0, seen = 0
        if let hover = frame.hover {
            seen += 1
            if !hovering || hovers[hovers.count - 1].type != hover.type {
                hovers.append(HoverPath(type: hover.type))
                hovering = true
                kept += hovers[hovers.count - 1].series.append(hover.location, at: frame.time.seconds, pinned: true, interval: interval)
            } else {
                let exited = hover.phase == .exited
                kept += hovers[hovers.count - 1].series.append(hover.location, at: frame.time.seconds, pinned: exited, interval: interval)
                if exited { hovering = false }
            }
        }
        if let wheel = frame.wheel {
            seen += 1
            kept += wheels.append((wheel.location, wheel.clicks), at: frame.time.seconds, pinned: false, interval: interval)
        }
        return (kept, seen)
    }

    /// The series thinned again with `interval`.
    func rethinned(interval: Double) -> ViewerPointerSeries {
        var copy = self
        for index in copy.hovers.indices { copy.hovers[index].series = copy.hovers[index].series.rethinned(interval: interval) }
        copy.wheels = copy.wheels.rethinned(interval: interval)
        return copy
    }

    /// The data's `hovers` (`{type, t, p}` each) and `wheels` (`[t, x, y, dx, dy]` each), and how many samples they show.
    consuming func finish() -> (hovers: TraceValue, wheels: TraceValue, shown: Int) {
        var shown = 0
        var hoverValues: [TraceValue] = []
        for var path in hovers {
            path.series.flush()
            shown += path.series.samples.count
            hoverValues.append(.object([
                "type": .string(path.type == .pencil ? "pencil" : "pointer"),
                "t": .array(path.series.times.map { .number(ViewerData.time($0)) }),
                "p": .array(path.series.samples.flatMap { [.number(ViewerData.point($0.x)), .number(ViewerData.point($0.y))] }),
            ]))
        }
        wheels.flush()
        shown += wheels.samples.count
        let wheelValues: [TraceValue] = zip(wheels.times, wheels.samples).map { time, step in
            .array([.number(ViewerData.time(time)), .number(ViewerData.point(step.location.x)), .number(ViewerData.point(step.location.y)),
                    .number(step.clicks.x), .number(step.clicks.y)])
        }
        return (.array(hoverValues), .array(wheelValues), shown)
    }
}
