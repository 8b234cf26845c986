import InputEvents
import InputRecordings
import TouchTime

/// Real recordings from ../shared/recordings with ghosts injected, as noisy
/// panels and worn switches make them (docs/field.md): each ghost is a frame
/// of its own, timed between the real frames, in a slot the real fingers do
/// not use, the real stream's slot restored before its `SYN_REPORT`.
struct GhostCorpus {
    /// The device and its events, ghosts merged in.
    var device: DeviceDescription
    var events: [InputEvent]
    /// The ghosts injected (a bounce counts once: the extra click it would make).
    var ghosts = 0
    /// The real recording's events, without ghosts.
    let realEvents: [InputEvent]
    private var injected: [(time: Int64, events: [(EventType, UInt16, Int32)])] = []

    init(_ name: String, description: String? = nil) throws {
        let reader = try RecordingReader(path: ReplayFiles.shared(name), descriptionPath: description.map(ReplayFiles.shared))
        device = reader.description
        realEvents = try reader.readAll()
        events = realEvents
    }

    /// The time of the real recording's first event plus `seconds`, in microseconds.
    func at(_ seconds: Double) -> Int64 { realEvents[0].time.microseconds + Int64(seconds * 1_000_000) }

    /// The times (seconds from the first event) at which real contacts begin: ghosts keep 100 ms away from them.
    var realStarts: [Double] {
        realEvents.filter { ($0.code == AbsoluteAxis.multiTouchTrackingID && $0.value >= 0 && $0.type == .absolute)
            || ($0.type == .key && $0.value == 1) }
            .map { Double($0.time.microseconds - realEvents[0].time.microseconds) / 1_000_000 }
    }

    private mutating func frame(at time: Int64, _ events: [(EventType, UInt16, Int32)]) {
        injected.append((time, events))
    }

    /// A tap of `reports` reports, 8 ms apart, in `slot` at device position (x, y).
    mutating func shortTap(at seconds: Double, x: Int32, y: Int32, reports: Int, slot: Int32, id: Int32) {
        let start = at(seconds)
        frame(at: start, [(.absolute, AbsoluteAxis.multiTouchSlot, slot), (.absolute, AbsoluteAxis.multiTouchTrackingID, id),
                          (.absolute, AbsoluteAxis.multiTouchPositionX, x), (.absolute, AbsoluteAxis.multiTouchPositionY, y)])
        for report in 1..<max(reports, 1) {
            frame(at: start + Int64(report) * 8_000, [(.absolute, AbsoluteAxis.multiTouchSlot, slot),
                                                      (.absolute, AbsoluteAxis.multiTouchPositionX, x + Int32(report % 2))])
        }
        frame(at: start + Int64(reports) * 8_000, [(.absolute, AbsoluteAxis.multiTouchSlot, slot), (.absolute, AbsoluteAxis.multiTouchTrackingID, -1)])
        ghosts += 1
    }

    /// A contact stuck at (x, y) in `slot` for `seconds`, jittering a unit every 10 ms.
    mutating func stuckSpot(at seconds: Double, x: Int32, y: Int32, for duration: Double, slot: Int32, id: Int32) {
        let start = at(seconds)
        frame(at: start, [(.absolute, AbsoluteAxis.multiTouchSlot, slot), (.absolute, AbsoluteAxis.multiTouchTrackingID, id),
                          (.absolute, AbsoluteAxis.multiTouchPositionX, x), (.absolute, AbsoluteAxis.multiTouchPositionY, y)])
        var time = start + 10_000, step: Int32 = 1
        while time < start + Int64(duration * 1_000_000) {
            frame(at: time, [(.absolute, AbsoluteAxis.multiTouchSlot, slot), (.absolute, AbsoluteAxis.multiTouchPositionX, x + step)])
            step = 1 - step
            time += 10_000
        }
        frame(at: time, [(.absolute, AbsoluteAxis.multiTouchSlot, slot), (.absolute, AbsoluteAxis.multiTouchTrackingID, -1)])
        ghosts += 1
    }

    /// Two taps of 60 ms, 6 ms apart, at two far-apart positions, in `slots`.
    mutating func farApartTaps(at seconds: Double, _ first: (Int32, Int32), _ second: (Int32, Int32), slots: (Int32, Int32), id: Int32) {
        let start = at(seconds)
        for (index, point) in [first, second].enumerated() {
            let slot = index == 0 ? slots.0 : slots.1, begin = start + Int64(index) * 6_000
            frame(at: begin, [(.absolute, AbsoluteAxis.multiTouchSlot, slot), (.absolute, AbsoluteAxis.multiTouchTrackingID, id + Int32(index)),
                              (.absolute, AbsoluteAxis.multiTouchPositionX, point.0), (.absolute, AbsoluteAxis.multiTouchPositionY, point.1)])
            frame(at: begin + 60_000, [(.absolute, AbsoluteAxis.multiTouchSlot, slot), (.absolute, AbsoluteAxis.multiTouchTrackingID, -1)])
        }
        ghosts += 2
    }

    /// A bounce of `button` `delay` seconds after the real event at `seconds`: a release and a press 4 ms apart
    /// after a press (`pressed`), or a press and a release after a release.
    mutating func bounce(after seconds: Double, pressed: Bool, button: UInt16 = KeyCode.buttonLeft) {
        let start = at(seconds)
        frame(at: start + 3_000, [(.key, button, pressed ? 0 : 1)])
        frame(at: start + 7_000, [(.key, button, pressed ? 1 : 0)])
        ghosts += 1
    }

    /// Merges the ghost frames into the real events by time, restoring the real slot after each.
    mutating func merge() {
        var merged: [InputEvent] = []
        var pending = injected.sorted { $0.time < $1.time }[...]
        var slot: Int32 = 0
        var frameStart = true
        for event in realEvents {
            if frameStart {
                while let next = pending.first, next.time < event.time.microseconds {
                    let time = Timestamp(microseconds: next.time)
                    for (type, code, value) in next.events { merged.append(InputEvent(time: time, type: type, code: code, value: value)) }
                    if device.supports(.absolute, code: AbsoluteAxis.multiTouchSlot) {
                        merged.append(InputEvent(time: time, type: .absolute, code: AbsoluteAxis.multiTouchSlot, value: slot))
                    }
                    merged.append(InputEvent(time: time, type: .synchronization, code: SynchronizationCode.report, value: 0))
                    pending.removeFirst()
                }
            }
            if event.type == .absolute, event.code == AbsoluteAxis.multiTouchSlot { slot = event.value }
            merged.append(event)
            frameStart = event.isReport
        }
        for next in pending {
            let time = Timestamp(microseconds: next.time)
            for (type, code, value) in next.events { merged.append(InputEvent(time: time, type: type, code: code, value: value)) }
            merged.append(InputEvent(time: time, type: .synchronization, code: SynchronizationCode.report, value: 0))
        }
        events = merged
    }
}
