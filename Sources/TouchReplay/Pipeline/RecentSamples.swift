import GestureEngine
import TouchTime

/// The last few samples of each moving touch, in the window's ids: what
/// predictions and resampling are computed from. A handful of touches are down
/// at a time, so they are kept in an ordered array, each touch's samples in a
/// short ring, allocated once per touch.
struct RecentSamples {
    /// How many samples of a touch are kept.
    static let depth = 4

    /// One touch's recent samples, oldest first.
    struct Track {
        var id: Int
        var samples: [TimedTouchSample]
    }

    private(set) var tracks: [Track] = []

    /// Notes `sample` (at `time`); a touch that ends or is cancelled is forgotten.
    mutating func note(_ sample: TouchSample, at time: Timestamp) {
        let index = tracks.firstIndex { $0.id == sample.id }
        if sample.phase == .ended || sample.phase == .cancelled {
            if let index { tracks.remove(at: index) }
            return
        }
        let timed = TimedTouchSample(time: time, sample: sample)
        guard let index else {
            tracks.append(Track(id: sample.id, samples: [timed]))
            return
        }
        if sample.phase == .began { tracks[index].samples.removeAll(keepingCapacity: true) }
        if tracks[index].samples.count == Self.depth { tracks[index].samples.removeFirst() }
        tracks[index].samples.append(timed)
    }

    /// The recent samples of touch `id`, oldest first; empty when none.
    func samples(of id: Int) -> [TimedTouchSample] {
        tracks.first { $0.id == id }?.samples ?? []
    }
}
