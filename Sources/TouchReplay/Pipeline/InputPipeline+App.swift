import GestureEngine

extension InputPipeline {
    /// A frame waiting for the next ``update(to:)``: its window time, its source, and where its
    /// samples are in ``PendingFrames/samples``.
    struct PendingFrame {
        var time: Double
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
        /// The frame being delivered, reused between frames.
        var outgoing = TouchFrame(time: 0, samples: [])

        init() {
            frames.reserveCapacity(64)
            samples.reserveCapacity(256)
            order.reserveCapacity(64)
            outgoing.samples.reserveCapacity(SeatTouches.slotCount)
        }
    }

    /// Keeps `frame` (in `source`'s touch ids, its time on the window's clock) until the
    /// next ``update(to:)`` delivers it: the app mode's clock policy, in which frames from
    /// devices and from the app's own sources reach the window on the app's display clock.
    public func enqueue(_ frame: TouchFrame, from source: Int) {
        pending.frames.append(PendingFrame(time: frame.time, source: source, start: pending.samples.count,
                                           count: frame.samples.count, wheel: frame.wheel, hover: frame.hover))
        pending.samples.append(contentsOf: frame.samples)
    }

    /// Whether frames wait for the next update.
    public var hasPendingFrames: Bool { !pending.frames.isEmpty }

    /// Delivers the frames waiting, in time order (frames of one time keep the order they
    /// came in), each at its own time or the window's if later, then runs the engine's timers
    /// due by `time` and moves the clock there (a time before the clock runs nothing new).
    ///
    /// - Returns: how many frames reached the window.
    @discardableResult
    public func update(to time: Double) -> Int {
        let before = deliveredFrameCount
        deliverPending()
        advance(to: time)
        return deliveredFrameCount - before
    }

    /// Delivers the frames waiting, in time order (a stable order), without moving the clock
    /// past them: what ``update(to:)`` does first, for a caller that has more to do before the
    /// clock moves (a device removed after its last frames). Frames enqueued meanwhile (by an
    /// observer) wait for the next update.
    public func deliverPending() {
        guard !pending.frames.isEmpty else { return }
        var queue = PendingFrames()
        swap(&queue, &spare)
        swap(&queue, &pending)
        queue.order.removeAll(keepingCapacity: true)
        queue.order.append(contentsOf: queue.frames.indices)
        let frames = queue.frames
        queue.order.sort { frames[$0].time < frames[$1].time || (frames[$0].time == frames[$1].time && $0 < $1) }
        for index in queue.order {
            let frame = queue.frames[index]
            queue.outgoing.time = Swift.max(frame.time, window.now)
            queue.outgoing.samples.removeAll(keepingCapacity: true)
            queue.outgoing.samples.append(contentsOf: queue.samples[frame.start..<(frame.start + frame.count)])
            queue.outgoing.wheel = frame.wheel
            queue.outgoing.hover = frame.hover
            deliver(&queue.outgoing, from: frame.source)
        }
        queue.frames.removeAll(keepingCapacity: true)
        queue.samples.removeAll(keepingCapacity: true)
        swap(&queue, &spare)
    }
}
