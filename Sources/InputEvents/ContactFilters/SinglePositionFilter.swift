import TouchTime
/// Finds stuck spots: a touch that stays on one spot for many reports is
/// noise, and so is a touch that begins on a spot found stuck a little before.
///
/// Chromium's `SinglePositionTouchNoiseFilter` (ui/events/ozone/evdev/touch_noise/)
/// cancels touches that have occurred at one position (within 2 device units)
/// for more than 2 s, counting the touches that came and went there in the
/// last 4 s; ours counts reports instead of milliseconds (a panel's report
/// rate is steady) and remembers each stuck spot for ``memory`` after the
/// last touch on it, so that a ghost tapping one spot again and again is
/// caught in its first report.
struct SinglePositionFilter: Sendable {
    /// A remembered stuck spot.
    struct Spot: Sendable {
        var x: Double
        var y: Double
        /// The last time a touch was on it.
        var seen: Timestamp
    }

    let settings: ContactFilterSettings.SinglePosition
    /// The spots found stuck, oldest first, at most ``maximumSpots``.
    private(set) var spots: [Spot] = []
    /// The most spots remembered (Chromium tracks 16 touches).
    static let maximumSpots = 16

    init(_ settings: ContactFilterSettings.SinglePosition) {
        self.settings = settings
    }

    /// Counts `track`'s report on its spot (its position already updated) and
    /// answers whether it is noise: it began on a remembered spot, or it has
    /// now stayed ``ContactFilterSettings/SinglePosition/reports`` reports on its own.
    mutating func isNoise(_ track: inout ContactTrack, at time: Timestamp) -> Bool {
        forget(before: time)
        if track.reports == 1, let index = spotIndex(x: track.x, y: track.y) {
            spots[index].seen = time
            return true
        }
        guard track.reportsOnSpot > 0 || track.reports == 1 else { return false }
        guard track.distanceFromStart <= settings.radius else {
            track.reportsOnSpot = 0
            return false
        }
        track.reportsOnSpot += 1
        guard track.reportsOnSpot >= settings.reports else { return false }
        remember(x: track.startX, y: track.startY, at: time)
        return true
    }

    /// A touch found stuck is still on its spot at `time` (it stays silent): the spot stays remembered.
    mutating func stillStuck(_ track: ContactTrack, at time: Timestamp) {
        if let index = spotIndex(x: track.startX, y: track.startY) { spots[index].seen = time }
    }

    private func spotIndex(x: Double, y: Double) -> Int? {
        let radius = settings.radius
        return spots.firstIndex { spot in
            let (dx, dy) = (spot.x - x, spot.y - y)
            return dx * dx + dy * dy <= radius * radius
        }
    }

    private mutating func remember(x: Double, y: Double, at time: Timestamp) {
        if let index = spotIndex(x: x, y: y) {
            spots[index].seen = time
            return
        }
        if spots.count == Self.maximumSpots { spots.removeFirst() }
        spots.append(Spot(x: x, y: y, seen: time))
    }

    private mutating func forget(before time: Timestamp) {
        let memory = Int64(settings.memory * 1_000_000) * 1_000
        spots.removeAll { time.nanoseconds &- $0.seen.nanoseconds > memory }
    }
}
