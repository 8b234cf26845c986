import GestureEngine
import InputDevices
import TouchReplay
import TouchTime

extension LiveInput {
    /// Drains every open device without waiting into the pipeline's waiting frames, with times
    /// on the window's clock (each device's ``DeviceClock`` anchored so its latest frame is not
    /// after `now`). A device that went away is removed after a frame cancelling its contacts.
    func readDevices(now: Timestamp) throws {
        var index = 0
        var read: [TouchFrame] = []
        while index < sources.count {
            guard let device = sources[index].input else {
                index += 1
                continue
            }
            read.removeAll(keepingCapacity: true)
            let source = sources[index].device
            var unplugged = false
            do {
                // A poll without waiting notes a hang-up (an app's own poll saw it, not the device),
                // so that a removed device ends once its last events are read.
                _ = try device.wait(timeout: .zero)
                try sources[index].frames!.readPending(from: device, onEvent: { event in
                    flightRecorder?.record(event, from: source)
                    try onEvent?(source, event)
                }, onFrame: { frame, decoded in
                    read.append(frame)
                    onContactFrame?(source, decoded)
                })
            } catch let error as DeviceError {
                guard case .unplugged = error else { throw error }
                sources[index].frames!.endResync()
                if let frame = sources[index].frames!.end() { read.append(frame) }
                if let decoded = sources[index].frames!.decodedFrame { onContactFrame?(source, decoded) }
                unplugged = true
            }
            if let latest = read.last {
                sources[index].clock.anchor(latest: latest.time, now: now)
                // A frame's time is counted from the device's first event: the kernel's time adds it back.
                let origin = sources[index].frames!.origin?.nanoseconds ?? 0
                for var frame in read {
                    let kernelTime = Timestamp(nanoseconds: origin &+ frame.time.nanoseconds)
                    frame.time = sources[index].clock.windowTime(frame.time)
                    pipeline.enqueue(frame, from: source.id)
                    noteEnqueued(source, windowTime: frame.time, kernelTime: kernelTime)
                }
            }
            if unplugged {
                sources.remove(at: index)
                removed.append(source)
                flightRecorder?.remove(source)
            } else {
                index += 1
            }
        }
    }
}
