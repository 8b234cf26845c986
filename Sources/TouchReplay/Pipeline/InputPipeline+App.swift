import GestureEngine
import TouchTime

extension InputPipeline {
    /// A frame waiting for the next ``update(to:)``: its window time, its source, and where its
    /// samples are in ``PendingFrames/samples``.
    struct PendingFrame {
        var time: Timestamp
        var source: Int
        var start: Int
        var count: Int
        var wheel: WheelScroll?
        var hover: HoverSample?
    }

    /// The frames waiting for the next update (app mode), their samples in one array.
    struct PendingFrames {
        var frames: [PendingFrame] = []
        var samples: [TouchSample] = []
        /// The delivery order, reused between updates.
        var order: [Int] = []

        init() {
            frames.reserveCapacity(64)
            samples.reserveCapacity(256)
            order.reserveCapacity(64)
        }

        /// Keeps `frame` from `source`.
        mutating func append(_ frame: TouchFrame, from source: Int) {
            frames.append(PendingFrame(time: frame.time, source: source, start: samples.count, count: frame.samples.count,
                                       wheel: frame.wheel, hover: frame.hover))
            samples.append(contentsOf: frame.samples)
        }

        /// Frame `index` into `frame`, reusing its storage.
        func fill(_ frame: inout TouchFrame, with index: Int) {
            let pending = frames[index]
            frame.time = pending.time
            frame.samples.removeAll(keepingCapacity: true)
            frame.samples.append(contentsOf: samples[pending.start..<(pending.start + pending.count)])
            frame.wheel = pending.wheel
            frame.hover = pending.hover
            frame.coalescedSamples = []
            frame.predictedSamples = []
        }
    }

    /// Keeps `frame` (in `source`'s touch ids, its time on the window's clock) until the
    /// next ``update(to:)`` delivers it: the app mode's clock policy, in which frames from
    /// devices and from the app's own sources reach the window on the app's display clock.
    public func enqueue(_ frame: TouchFrame, from source: Int) {
        pending.append(frame, from: source)
    }

    /// Drops the frames of `source` still waiting (a source removed: its touches are then
    /// cancelled with ``cancelTouches(from:)``, and nothing of it may follow).
    public func discardPendingFrames(from source: Int) {
        guard pending.frames.contains(where: { $0.source == source }) else { return }
        var kept = PendingFrames()
        for index in pending.frames.indices where pending.frames[index].source != source {
            var frame = TouchFrame(time: 0, samples: [])
            pending.fill(&frame, with: index)
            kept.append(frame, from: pending.frames[index].source)
        }
        pending = kept
    }

    /// Whether frames wait for the next update.
    public var hasPendingFrames: Bool { !pending.frames.isEmpty }

    /// Delivers the frames waiting as ``timing`` says, for the display frame at `time`, then
    /// runs the engine's timers due by `time` and moves the clock there (a time before the
    /// clock runs nothing new).
    ///
    /// - Returns: how many frames reached the window.
    @discardableResult
    public func update(to time: Timestamp) -> Int {
        let before = deliveredFrameCount
        deliverPending(forFrameAt: time)
        advance(to: time)
        return deliveredFrameCount - before
    }

    /// Delivers the frames waiting for the display frame at `frameTime`, in time order (frames of
    /// one time in the order they came), each at its own time or the window's if later, without
    /// moving the clock further: what ``update(to:)`` does first, for a caller with more to do
    /// before the clock moves (a device removed after its last frames).
    ///
    /// Each report goes on its own with ``FrameTiming/Delivery/eachReport``; with
    /// ``FrameTiming/Delivery/perDisplayFrame`` the moving touches go once, coalesced, and with
    /// resampling the frames newer than the resampling time wait for the next display frame.
    /// Frames enqueued meanwhile (by an observer) wait for the next update.
    public func deliverPending(forFrameAt frameTime: Timestamp) {
        guard !pending.frames.isEmpty else { return }
        var queue = PendingFrames()
        swap(&queue, &spare)
        swap(&queue, &pending)
        queue.order.removeAll(keepingCapacity: true)
        queue.order.append(contentsOf: queue.frames.indices)
        let frames = queue.frames
        queue.order.sort { frames[$0].time < frames[$1].time || (frames[$0].time == frames[$1].time && $0 < $1) }
        switch timing.delivery {
        case .eachReport:
            for index in queue.order {
                queue.fill(&outgoing, with: index)
                outgoing.time = Swift.max(outgoing.time, window.now)
                deliver(&outgoing, from: queue.frames[index].source)
            }
        case .perDisplayFrame:
            deliverCoalesced(queue, forFrameAt: frameTime)
        }
        queue.frames.removeAll(keepingCapacity: true)
        queue.samples.removeAll(keepingCapacity: true)
        swap(&queue, &spare)
    }
}
