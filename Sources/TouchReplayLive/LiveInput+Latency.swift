import TouchReplay
import TouchTime

extension LiveInput {
    /// A device frame waiting in the pipeline: its device, its time on the window's clock and its kernel timestamp.
    struct AwaitingFrame {
        var device: LiveDevice
        var windowTime: Timestamp
        var kernelTime: Timestamp
    }

    /// Notes that `device`'s frame stamped `kernelTime` by the kernel went to the pipeline at window time `windowTime`.
    func noteEnqueued(_ device: LiveDevice, windowTime: Timestamp, kernelTime: Timestamp) {
        awaitingDelivery.append(AwaitingFrame(device: device, windowTime: windowTime, kernelTime: kernelTime))
    }

    /// After the pipeline delivered the frames due for the display frame at `frameTime`: the age of
    /// each delivered device frame, by device, into ``latencies`` (``DeviceLatency``); frames that
    /// resampling holds for the next display frame stay.
    func noteDeliveries(forFrameAt frameTime: Timestamp) {
        guard !awaitingDelivery.isEmpty else { return }
        let latest = timing.latestDeliveredTime(forFrameAt: frameTime)
        let now = MonotonicClock.kernelNow
        var kept = 0
        for index in awaitingDelivery.indices {
            let frame = awaitingDelivery[index]
            guard frame.windowTime <= latest else {
                awaitingDelivery[kept] = frame
                kept += 1
                continue
            }
            let age = now - frame.kernelTime
            if let known = latencies.firstIndex(where: { $0.device.id == frame.device.id }) {
                latencies[known].frameCount += 1
                latencies[known].oldest = Swift.max(latencies[known].oldest, age)
                latencies[known].newest = Swift.min(latencies[known].newest, age)
            } else {
                latencies.append(DeviceLatency(device: frame.device, frameCount: 1, oldest: age, newest: age))
            }
        }
        awaitingDelivery.removeLast(awaitingDelivery.count - kept)
    }
}
