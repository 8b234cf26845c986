import TouchTime
/// Cancels taps that begin together far apart: two fingers do not land
/// within a few milliseconds at opposite ends of a screen, but noise does.
///
/// Chromium's `FarApartTapsTouchNoiseFilter` (ui/events/ozone/evdev/touch_noise/):
/// a touch that has not moved more than 20 units from where it began is a tap
/// for 30 ms; a tap farther than 1500 units from every other tap of that time
/// is noise, and so is the other (it sees this one in its next frame). Ours
/// takes the distance and the movement in screen points and judges both taps
/// in the frame that finds them.
struct FarApartTapsFilter: Sendable {
    let settings: ContactFilterSettings.FarApartTaps

    /// Whether `tracks[index]` is a tap far from every other tap of the last
    /// ``ContactFilterSettings/FarApartTaps/interval`` (and there is one).
    func isNoise(_ index: Int, among tracks: [ContactTrack], at time: Timestamp) -> Bool {
        let interval = Int64(settings.interval * 1_000_000) * 1_000
        func isRecentTap(_ track: ContactTrack) -> Bool {
            track.isTap && time.nanoseconds &- track.began.nanoseconds <= interval
        }
        guard isRecentTap(tracks[index]) else { return false }
        var nearest = Double.infinity
        for other in tracks.indices where other != index && isRecentTap(tracks[other]) {
            let (dx, dy) = (tracks[other].x - tracks[index].x, tracks[other].y - tracks[index].y)
            nearest = min(nearest, (dx * dx + dy * dy).squareRoot())
        }
        return nearest.isFinite && nearest > settings.distance
    }

    /// Updates whether `track` is still a tap, its position just updated.
    func update(_ track: inout ContactTrack) {
        if track.isTap, track.distanceFromStart > settings.movement { track.isTap = false }
    }
}
