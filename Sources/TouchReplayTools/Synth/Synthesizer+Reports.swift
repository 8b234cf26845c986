import GestureEngine
import InputEvents
import TouchReplay

extension Synthesizer {
    /// A stroke laid on the report grid: reports of touch-down, last position and lift.
    struct Placed {
        var stroke: SynthStroke
        var downTick: Int
        var lastTick: Int
        var upTick: Int { lastTick + 1 }
    }

    /// The lift report of a sampled stroke that never lifts: past any recording's end.
    static let neverTick = Int.max / 4

    /// One report in which something can happen: indices into the placed strokes, ascending.
    struct Report {
        /// The report's index on the grid.
        var tick: Int
        /// Strokes that lift in this report.
        var lifting: [Int]
        /// Strokes that touch down in this report.
        var starting: [Int]
        /// Strokes already down that are at or before their last keyframe.
        var moving: [Int]
        /// Strokes down once the report is done, oldest first.
        var down: [Int]
        /// The last stroke that touches down in the next report, if any.
        var upcoming: Int?
    }

    /// Places `strokes` on the report grid, in touch-down order (ties by input order).
    func place(_ strokes: [SynthStroke]) -> [Placed] {
        let placed = strokes.map { stroke in
            let down = tick(atOrAfter: stroke.startTime)
            guard stroke.isSampled else { return Placed(stroke: stroke, downTick: down, lastTick: max(down, tick(atOrAfter: stroke.endTime))) }
            // A sampled stroke lifts at its own time (at least a report after its touch-down), or never.
            let lift = stroke.liftTime.map { max(down + 1, tick(atOrAfter: $0)) } ?? Self.neverTick
            return Placed(stroke: stroke, downTick: down, lastTick: lift - 1)
        }
        return placed.enumerated().sorted { ($0.element.downTick, $0.offset) < ($1.element.downTick, $1.offset) }.map(\.element)
    }

    /// The first report after `tick` in which `placed` can change: its touch-down, a report
    /// inside a keyframe span where it moves, or its lift. Spans where it stands still are
    /// jumped over, so a long press costs two reports whatever its length.
    func nextTick(of placed: Placed, after tick: Int) -> Int? {
        if tick < placed.downTick { return placed.downTick }
        if tick >= placed.upTick { return nil }
        let keyframes = placed.stroke.keyframes
        if placed.stroke.isSampled {
            // The next sample's report, else the lift (none for a stroke that never lifts).
            var next = placed.stroke.segmentEnd(at: timestamp(tick).seconds)
            while next < keyframes.count, self.tick(atOrAfter: keyframes[next].time) <= tick { next += 1 }
            if next < keyframes.count { return min(self.tick(atOrAfter: keyframes[next].time), placed.upTick) }
            return placed.upTick == Self.neverTick ? nil : placed.upTick
        }
        var candidate = tick + 1
        while candidate <= placed.lastTick {
            let time = timestamp(candidate).seconds
            // Past the last keyframe the finger is at its last position: a report there still
            // moves it when the last span moves.
            let end = min(placed.stroke.segmentEnd(at: time), keyframes.count - 1)
            guard end > 0 else { break }
            if keyframes[end - 1].point != keyframes[end].point { return candidate }
            candidate = max(candidate + 1, self.tick(atOrAfter: keyframes[end].time))
        }
        return placed.upTick
    }

    /// The largest number of strokes down in one report, and the first stroke that reaches it.
    func peakContacts(_ placed: [Placed]) -> (count: Int, stroke: SynthStroke?) {
        var best = (count: 0, stroke: SynthStroke?.none)
        forEachReport(placed) { report in
            if report.down.count > best.count, let first = report.starting.first { best = (report.down.count, placed[first].stroke) }
        }
        return best
    }

    /// Walks, in order, the reports in which anything can happen (with `leadIn`, also the report
    /// before each touch-down), one at a time: nothing is collected, so the walk's memory is
    /// that of the strokes down at once, whatever the recording's length.
    ///
    /// Costs O(reports × strokes down at once), not O(reports × strokes).
    func forEachReport<Failure: Error>(_ placed: [Placed], leadIn: Bool = false, _ body: (Report) throws(Failure) -> Void) throws(Failure) {
        var next = 0
        var active: [Int] = []
        var activeNext: [Int] = []
        var tick = Int.min
        while true {
            var candidate = Int.max
            if next < placed.count {
                let down = placed[next].downTick
                candidate = leadIn && down - 1 > tick ? down - 1 : down
            }
            for value in activeNext where value < candidate { candidate = value }
            guard candidate != Int.max else { return }
            tick = candidate
            var starting: [Int] = []
            while next < placed.count, placed[next].downTick == tick {
                starting.append(next)
                next += 1
            }
            let lifting = active.filter { placed[$0].upTick == tick }
            let moving = active.filter { placed[$0].downTick < tick && tick <= placed[$0].lastTick }
            active = active.filter { placed[$0].upTick != tick } + starting
            activeNext = active.map { nextTick(of: placed[$0], after: tick) ?? Int.max }
            var upcoming: Int?
            var look = next
            while look < placed.count, placed[look].downTick == tick + 1 {
                upcoming = look
                look += 1
            }
            try body(Report(tick: tick, lifting: lifting, starting: starting, moving: moving, down: active, upcoming: upcoming))
        }
    }
}
