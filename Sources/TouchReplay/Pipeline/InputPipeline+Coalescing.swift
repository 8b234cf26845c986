import GestureEngine
import TouchTime

extension InputPipeline {
    /// The moving touches of one display frame: each touch's latest sample, and every
    /// sample in time order (the frame's coalesced samples).
    struct CoalescedBatch {
        var time: Timestamp = 0
        var samples: [TouchSample] = []
        var history: [TimedTouchSample] = []

        var isEmpty: Bool { samples.isEmpty }

        /// Adds a frame of moves (in the window's ids).
        mutating func add(_ frame: TouchFrame) {
            time = frame.time
            for sample in frame.samples {
                history.append(TimedTouchSample(time: frame.time, sample: sample))
                if let index = samples.firstIndex(where: { $0.id == sample.id }) {
                    samples[index] = sample
                } else {
                    samples.append(sample)
                }
            }
        }

        mutating func clear() {
            samples.removeAll(keepingCapacity: true)
            history.removeAll(keepingCapacity: true)
        }
    }

    /// Delivers `queue` (its ``PendingFrames/order`` set) one display frame's way: the frames
    /// of moves merged into one delivery, a frame that begins, ends or cancels a touch (or
    /// carries a hover or a wheel turn) on its own after the moves before it.
    func deliverCoalesced(_ queue: PendingFrames, forFrameAt frameTime: Timestamp) {
        let sampleTime = timing.resampling.map { frameTime + -$0.latency }
        var held: Int?
        for (position, index) in queue.order.enumerated() {
            if let sampleTime, queue.frames[index].time > sampleTime {
                // Newer than the resampling time: waits for the next display frame, with all after it.
                held = position
                break
            }
            queue.fill(&outgoing, with: index)
            admit(&outgoing, from: queue.frames[index].source)
            guard !outgoing.samples.isEmpty || outgoing.wheel != nil || outgoing.hover != nil else { continue }
            if outgoing.wheel == nil, outgoing.hover == nil, outgoing.samples.allSatisfy({ $0.phase == .moved || $0.phase == .stationary }) {
                batch.add(outgoing)
                continue
            }
            flushBatch(resampledAt: nil, next: [])
            for sample in outgoing.samples { recent.note(sample, at: outgoing.time) }
            outgoing.time = Swift.max(outgoing.time, window.now)
            send(outgoing, from: queue.frames[index].source)
        }
        var next: [TimedTouchSample] = []
        if let held {
            for index in queue.order[held...] {
                // Kept for the next update, in the sources' ids; the first sample of each touch
                // after the resampling time is where the resampled one goes towards.
                pending.append(queueFrame(queue, index), from: queue.frames[index].source)
                let frame = queue.frames[index]
                for sample in queue.samples[frame.start..<(frame.start + frame.count)] {
                    guard let id = seat.entry(source: frame.source, sourceID: sample.id)?.touchID,
                          !next.contains(where: { $0.sample.id == id }) else { continue }
                    var windowSample = sample
                    windowSample.id = id
                    next.append(TimedTouchSample(time: frame.time, sample: windowSample))
                }
            }
        }
        flushBatch(resampledAt: sampleTime, next: next)
    }

    /// Frame `index` of `queue` as a touch frame (in its source's ids).
    private func queueFrame(_ queue: PendingFrames, _ index: Int) -> TouchFrame {
        var frame = TouchFrame(time: 0, samples: [])
        queue.fill(&frame, with: index)
        return frame
    }

    /// Sends the moves gathered in ``batch`` as one frame: each touch's latest sample (resampled
    /// for `sampleTime` when given, towards `next` or extrapolated), the samples coalesced into
    /// it and the predicted ones.
    private func flushBatch(resampledAt sampleTime: Timestamp?, next: [TimedTouchSample]) {
        guard !batch.isEmpty else { return }
        defer { batch.clear() }
        var frame = TouchFrame(time: batch.time, samples: batch.samples)
        if batch.history.count > batch.samples.count { frame.coalescedSamples = batch.history }
        for timed in batch.history { recent.note(timed.sample, at: timed.time) }
        if let sampleTime {
            var resampled = false
            for index in frame.samples.indices where frame.samples[index].phase == .moved {
                let id = frame.samples[index].id
                let recentSamples = recent.samples(of: id)
                guard let last = recentSamples.last else { continue }
                var location: Point?
                if let following = next.first(where: { $0.sample.id == id }) {
                    location = TouchPrediction.point(at: sampleTime, from: last, to: following)
                } else if recentSamples.count >= 2, let limit = timing.resampling?.maximumPrediction {
                    let previous = recentSamples[recentSamples.count - 2]
                    if last.time - previous.time <= TouchPrediction.maximumDelta {
                        location = TouchPrediction.point(at: Swift.min(sampleTime, last.time + limit), from: previous, to: last)
                    }
                }
                guard let location else { continue }
                frame.samples[index].location = location
                frame.samples[index].isResampled = true
                resampled = true
            }
            if resampled { frame.time = Swift.max(sampleTime, batch.time) }
        }
        if timing.predicts {
            for sample in frame.samples where sample.phase == .moved {
                frame.predictedSamples += TouchPrediction.predictions(from: recent.samples(of: sample.id), horizon: timing.displayInterval)
            }
            frame.predictedSamples.sort { $0.time < $1.time }
        }
        frame.time = Swift.max(frame.time, window.now)
        send(frame)
    }
}
