import GestureEngine
import InputDevices
import TouchReplay

extension LiveInput {
    /// Drains every open device without waiting into ``pending``, with times on the window's
    /// clock (each device's ``DeviceClock`` anchored so its latest frame is not after `now`).
    /// A device that went away is removed after a frame cancelling its contacts.
    func readDevices(now: Double) throws {
        var index = 0
        while index < sources.count {
            guard let device = sources[index].input else {
                index += 1
                continue
            }
            let first = pending.count
            let source = sources[index].device
            var unplugged = false
            do {
                // A poll without waiting notes a hang-up (an app's own poll saw it, not the device),
                // so that a removed device ends once its last events are read.
                _ = try device.wait(timeout: .zero)
                try sources[index].frames!.readPending(from: device, onEvent: { event in
                    try onEvent?(source, event)
                }, onFrame: { frame in
                    queue(frame, from: source.id)
                })
            } catch let error as DeviceError {
                guard case .unplugged = error else { throw error }
                sources[index].frames!.endResync()
                if let frame = sources[index].frames!.end() { queue(frame, from: source.id) }
                unplugged = true
            }
            if pending.count > first {
                sources[index].clock.anchor(latest: pending[pending.count - 1].time, now: now)
                for position in first..<pending.count {
                    pending[position].time = sources[index].clock.windowTime(pending[position].time)
                }
            }
            if unplugged {
                sources.remove(at: index)
                removed.append(source)
            } else {
                index += 1
            }
        }
    }

    /// Keeps a copy of `frame` (device time, the source's ids, its wheel turn and hover motion)
    /// until the pending frames are delivered.
    private func queue(_ frame: TouchFrame, from source: Int) {
        pending.append(PendingFrame(time: frame.time, source: source, start: pendingSamples.count, count: frame.samples.count,
                                    wheel: frame.wheel, hover: frame.hover))
        pendingSamples.append(contentsOf: frame.samples)
    }
}
