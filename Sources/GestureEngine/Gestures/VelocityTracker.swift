/// Estimates the speed of a value from timestamped samples: a least-squares
/// line through the samples of the last ``GestureDefaults/velocityWindow``
/// seconds (at most ``GestureDefaults/velocitySampleCount``). Storage is
/// allocated once; adding samples allocates nothing.
struct VelocityTracker {
    private var times: [Double]
    private var xs: [Double]
    private var ys: [Double]
    private var start = 0
    private var count = 0

    init() {
        let n = GestureDefaults.velocitySampleCount
        times = Array(repeating: 0, count: n)
        xs = Array(repeating: 0, count: n)
        ys = Array(repeating: 0, count: n)
    }

    /// Forgets every sample.
    mutating func clear() {
        start = 0
        count = 0
    }

    /// Adds the value `(x, y)` at `time`; a sample at the same time as the last replaces it.
    mutating func add(time: Double, x: Double, y: Double = 0) {
        let capacity = times.count
        if count > 0 {
            let last = (start + count - 1) % capacity
            if times[last] == time {
                xs[last] = x
                ys[last] = y
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
        times[slot] = time
        xs[slot] = x
        ys[slot] = y
        // Forget samples the window has left behind (the clock never goes back,
        // so they stay outside it): velocity() then walks only what it uses.
        while count > 2 && time - times[start] > GestureDefaults.velocityWindow + 1e-9 {
            start = start + 1 == capacity ? 0 : start + 1
            count -= 1
        }
    }

    /// The slope of x and y per second over the window ending at the last sample; zero with fewer than two samples.
    func velocity() -> (x: Double, y: Double) {
        guard count >= 2 else { return (0, 0) }
        // Read through buffer pointers: the ring's arithmetic keeps every slot
        // in range, and the bounds checks were a third of the work.
        return times.withUnsafeBufferPointer { times in
            xs.withUnsafeBufferPointer { xs in
                ys.withUnsafeBufferPointer { ys in
                    Self.slope(times: times, xs: xs, ys: ys, start: start, count: count)
                }
            }
        }
    }

    /// The least-squares slope of the `count` samples from slot `start` of the ring
    /// that lie within the window ending at the last of them.
    private static func slope(times: UnsafeBufferPointer<Double>, xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>,
                              start: Int, count: Int) -> (x: Double, y: Double) {
        let capacity = times.count
        // The ring's slots in order, without a division per sample.
        var lastSlot = start + count - 1
        if lastSlot >= capacity { lastSlot -= capacity }
        let lastTime = times[lastSlot]
        let window = GestureDefaults.velocityWindow + 1e-9
        var n = 0.0, st = 0.0, sx = 0.0, sy = 0.0
        var slot = start
        for _ in 0..<count {
            if lastTime - times[slot] <= window {
                n += 1
                st += times[slot]
                sx += xs[slot]
                sy += ys[slot]
            }
            slot += 1
            if slot == capacity { slot = 0 }
        }
        guard n >= 2 else { return (0, 0) }
        let mt = st / n, mx = sx / n, my = sy / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        slot = start
        for _ in 0..<count {
            if lastTime - times[slot] <= window {
                let dt = times[slot] - mt
                stt += dt * dt
                stx += dt * (xs[slot] - mx)
                sty += dt * (ys[slot] - my)
            }
            slot += 1
            if slot == capacity { slot = 0 }
        }
        guard stt > 0 else { return (0, 0) }
        return (stx / stt, sty / stt)
    }
}
