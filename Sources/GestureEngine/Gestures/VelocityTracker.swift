/// Estimates the speed of a value from timestamped samples: a least-squares
/// line through the samples of the last ``GestureDefaults/velocityWindow``
/// seconds (at most ``GestureDefaults/velocitySampleCount``). Storage is
/// allocated once; adding samples allocates nothing.
struct VelocityTracker {
    /// One sample: a value at a time.
    private struct Sample {
        var time: Double
        var x: Double
        var y: Double
    }

    /// A ring of samples: `count` of them from slot `start`, wrapping around.
    private var samples: [Sample]
    private var start = 0
    private var count = 0

    init() {
        samples = Array(repeating: Sample(time: 0, x: 0, y: 0), count: GestureDefaults.velocitySampleCount)
    }

    /// Forgets every sample.
    mutating func clear() {
        start = 0
        count = 0
    }

    /// Adds the value `(x, y)` at `time`; a sample at the same time as the last replaces it.
    mutating func add(time: Double, x: Double, y: Double = 0) {
        let capacity = samples.count
        if count > 0 {
            let last = (start + count - 1) % capacity
            if samples[last].time == time {
                samples[last].x = x
                samples[last].y = y
                return
            }
        }
        let slot: Int
        if count < capacity {
            slot = (start + count) % capacity
            count += 1
        } else {
            slot = start
            start = (start + 1) % capacity
        }
        samples[slot] = Sample(time: time, x: x, y: y)
        // Forget samples the window has left behind (the clock never goes back,
        // so they stay outside it): velocity() then walks only what it uses.
        while count > 2 && time - samples[start].time > GestureDefaults.velocityWindow + 1e-9 {
            start = start + 1 == capacity ? 0 : start + 1
            count -= 1
        }
    }

    /// The slope of x and y per second over the window ending at the last sample; zero with fewer than two samples.
    ///
    /// The least-squares slope of the samples that lie within the window ending at the last of them.
    func velocity() -> (x: Double, y: Double) {
        guard count >= 2 else { return (0, 0) }
        let capacity = samples.count
        // The ring's slots in order, without a division per sample.
        var lastSlot = start + count - 1
        if lastSlot >= capacity { lastSlot -= capacity }
        let lastTime = samples[lastSlot].time
        let window = GestureDefaults.velocityWindow + 1e-9
        var n = 0.0, st = 0.0, sx = 0.0, sy = 0.0
        var slot = start
        for _ in 0..<count {
            let sample = samples[slot]
            if lastTime - sample.time <= window {
                n += 1
                st += sample.time
                sx += sample.x
                sy += sample.y
            }
            slot += 1
            if slot == capacity { slot = 0 }
        }
        guard n >= 2 else { return (0, 0) }
        let mt = st / n, mx = sx / n, my = sy / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        slot = start
        for _ in 0..<count {
            let sample = samples[slot]
            if lastTime - sample.time <= window {
                let dt = sample.time - mt
                stt += dt * dt
                stx += dt * (sample.x - mx)
                sty += dt * (sample.y - my)
            }
            slot += 1
            if slot == capacity { slot = 0 }
        }
        guard stt > 0 else { return (0, 0) }
        return (stx / stt, sty / stt)
    }
}
