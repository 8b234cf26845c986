/// One series of the viewer's data (a finger's positions, a view's rectangles,
/// a recognizer's events, the frame times) kept in time order and thinned to at
/// most about one sample per `interval`.
///
/// The rule, with `interval` 0 keeping every sample: a pinned sample (a touch's
/// began or end, a recognizer's state change other than `changed`, a view's
/// place before the replay) is always kept; another is kept when it comes at
/// least `interval` after the last sample kept (or before it); the sample just
/// before a gap of `interval` or more, and the last one, are kept too, so a
/// finger or view that stops is shown where it stopped. Thinning what was kept
/// with a longer interval gives the same as thinning the whole series with it
/// would, to within the samples the first pass dropped.
struct ThinnedSeries<Sample> {
    /// The kept samples' times, in seconds.
    private(set) var times: [Double] = []
    /// The kept samples.
    private(set) var samples: [Sample] = []
    /// Whether each kept sample is pinned.
    private var pinned: [Bool] = []
    /// The latest sample not kept, kept if a gap follows it or nothing does.
    private var pending: (time: Double, sample: Sample)?
    /// How many kept samples are not pinned (what the budget counts).
    private(set) var thinnable = 0

    /// Adds a sample at `time`; returns how many unpinned samples the series kept more (0 to 2).
    @discardableResult
    mutating func append(_ sample: Sample, at time: Double, pinned isPinned: Bool, interval: Double) -> Int {
        let before = thinnable
        if let waiting = pending, time - waiting.time >= interval { keep(waiting.sample, at: waiting.time, pinned: false) }
        pending = nil
        if isPinned || interval == 0 || times.isEmpty || time - times[times.count - 1] >= interval || time < times[times.count - 1] {
            keep(sample, at: time, pinned: isPinned)
        } else {
            pending = (time, sample)
        }
        return thinnable - before
    }

    /// Keeps the pending sample, if any (at the end of the series, or before it is read).
    mutating func flush() {
        if let waiting = pending { keep(waiting.sample, at: waiting.time, pinned: false) }
        pending = nil
    }

    /// The kept samples thinned again with `interval` (the pending one first kept).
    func rethinned(interval: Double) -> ThinnedSeries {
        var copy = self
        copy.flush()
        var result = ThinnedSeries()
        for index in copy.times.indices {
            result.append(copy.samples[index], at: copy.times[index], pinned: copy.pinned[index], interval: interval)
        }
        result.flush()
        return result
    }

    private mutating func keep(_ sample: Sample, at time: Double, pinned isPinned: Bool) {
        times.append(time)
        samples.append(sample)
        pinned.append(isPinned)
        if !isPinned { thinnable += 1 }
    }
}
