/// Estimates the speed of a value from timestamped samples: a least-squares
/// line through the samples of the last ``GestureDefaults/velocityWindow``
/// seconds (at most ``GestureDefaults/velocitySampleCount``). A recognizer holds
/// one for its whole life: its samples are stored inline, in the tracker itself,
/// and adding them allocates nothing, checks no array's uniqueness and copies no
/// value out of the recognizer and back.
final class VelocityTracker {
    /// One sample: a value at a time.
    private struct Sample {
        var time: Double
        var x: Double
        var y: Double
    }

    /// The samples kept, oldest first, in `start ..< end` of room for twice as many
    /// as are kept: they never wrap around, so ``velocity()`` walks one contiguous
    /// run, and they are slid back to the front once every
    /// ``GestureDefaults/velocitySampleCount`` samples or so.
    private var samples = InlineArray<40, Sample>(repeating: Sample(time: 0, x: 0, y: 0))
    private var start = 0
    private var end = 0
    /// No sample from this index on has a time below the one before it (nor a
    /// NaN): when it is at most `start`, the kept times never decrease.
    private var orderedFrom = 0

    /// A tracker with no sample.
    init() {
        assert(samples.count == 2 * GestureDefaults.velocitySampleCount, "room for twice the samples kept")
    }

    /// Forgets every sample.
    func clear() {
        start = 0
        end = 0
        orderedFrom = 0
    }

    /// Adds the value `(x, y)` at `time`; a sample at the same time as the last replaces it.
    func add(time: Double, x: Double, y: Double = 0) {
        // The last sample's time, read once for both of its uses (NaN when none is kept:
        // neither comparison then holds).
        let lastTime = end > start ? samples[end - 1].time : .nan
        if lastTime == time {
            samples[end - 1].x = x
            samples[end - 1].y = y
            return
        }
        if end - start == GestureDefaults.velocitySampleCount { start += 1 }
        if end == samples.count {
            // Slide the samples kept back to the front (in order).
            for index in start ..< end { samples[index - start] = samples[index] }
            end -= start
            orderedFrom = max(orderedFrom - start, 0)
            start = 0
        }
        if end > start && !(time >= lastTime) { orderedFrom = end }
        samples[end] = Sample(time: time, x: x, y: y)
        end += 1
        // Forget samples the window has left behind (the clock never goes back,
        // so they stay outside it): velocity() then walks only what it uses.
        while end - start > 2 && time - samples[start].time > GestureDefaults.velocityWindow + 1e-9 {
            start += 1
        }
    }

    /// The slope of x and y per second over the window ending at the last sample; zero with fewer than two samples.
    ///
    /// The least-squares slope of the samples that lie within the window ending
    /// at the last of them: their means first, then the sums of products of
    /// the deviations from them (two passes, each summing oldest first).
    func velocity() -> (x: Double, y: Double) {
        guard end - start >= 2 else { return (0, 0) }
        let lastTime = samples[end - 1].time
        let window = GestureDefaults.velocityWindow + 1e-9
        // Times in order and the oldest in the window: so is every sample
        // (a rounded subtraction is monotonic), and the passes skip the test.
        if orderedFrom <= start && lastTime - samples[start].time <= window {
            return fit { _ in true }
        }
        return fit { lastTime - $0.time <= window }
    }

    /// The least-squares slopes over the kept samples that are `included`.
    @inline(__always)
    private func fit(included: (Sample) -> Bool) -> (x: Double, y: Double) {
        var n = 0.0, st = 0.0, sx = 0.0, sy = 0.0
        for index in start ..< end where included(samples[index]) {
            let sample = samples[index]
            n += 1
            st += sample.time
            sx += sample.x
            sy += sample.y
        }
        guard n >= 2 else { return (0, 0) }
        let mt = st / n, mx = sx / n, my = sy / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for index in start ..< end where included(samples[index]) {
            let sample = samples[index]
            let dt = sample.time - mt
            stt += dt * dt
            stx += dt * (sample.x - mx)
            sty += dt * (sample.y - my)
        }
        guard stt > 0 else { return (0, 0) }
        return (stx / stt, sty / stt)
    }
}
