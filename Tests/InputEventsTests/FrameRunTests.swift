import InputEvents
import Testing
import TestSupport
import TouchTime

/// `feedInPlace(_:from:)`, which a replay feeds whole batches of events
/// through, answers exactly what feeding the events one at a time does.
@Suite struct FrameRunTests {
    /// A stream that is mostly what a protocol B touchscreen sends (fingers
    /// going down, moving in their slots and lifting, with the single-touch
    /// emulation and `BTN_TOUCH`), with a hostile event now and then.
    static func stream(seed: UInt64, count: Int) -> [InputEvent] {
        var rng = SplitMix64(seed: seed)
        var events: [InputEvent] = []
        var time: Int64 = 0
        var down: [Bool] = Array(repeating: false, count: 5)
        func add(_ type: EventType, _ code: UInt16, _ value: Int32) {
            events.append(InputEvent(time: Timestamp(microseconds: time), type: type, code: code, value: value))
        }
        while events.count < count {
            time += Int64.random(in: -50...12_000, using: &rng)
            for slot in 0..<down.count where Int.random(in: 0..<3, using: &rng) == 0 {
                add(.absolute, AbsoluteAxis.multiTouchSlot, Int32(slot))
                switch Int.random(in: 0..<40, using: &rng) {
                case 0: add(.absolute, AbsoluteAxis.multiTouchTrackingID, down[slot] ? -1 : Int32(slot)); down[slot].toggle()
                case 1: add(.absolute, AbsoluteAxis.multiTouchToolType, Int32.random(in: 0...2, using: &rng))
                default:
                    add(.absolute, AbsoluteAxis.multiTouchPositionX, Int32.random(in: 0...900, using: &rng))
                    if Bool.random(using: &rng) { add(.absolute, AbsoluteAxis.multiTouchPositionY, Int32.random(in: 0...900, using: &rng)) }
                    if Bool.random(using: &rng) { add(.absolute, AbsoluteAxis.multiTouchPressure, Int32.random(in: 0...255, using: &rng)) }
                }
            }
            add(.absolute, AbsoluteAxis.x, Int32.random(in: 0...900, using: &rng))
            if Int.random(in: 0..<20, using: &rng) == 0 { add(.key, KeyCode.buttonTouch, Int32.random(in: 0...1, using: &rng)) }
            if Int.random(in: 0..<8, using: &rng) == 0 {
                events.append(RandomStreamTests.randomEvent(&rng, time: time))
            }
            add(.synchronization, SynchronizationCode.report, 0)
        }
        return events
    }

    /// The frames (with the index of the event that completed each) of feeding one event at a time.
    static func framesOneByOne(_ decoder: inout FrameDecoder, _ events: [InputEvent]) -> [(index: Int, frame: ContactFrame)] {
        var frames: [(index: Int, frame: ContactFrame)] = []
        for (index, event) in events.enumerated() {
            if let frame = decoder.feed(event) { frames.append((index, frame)) }
        }
        return frames
    }

    /// The same through `feedInPlace(_:from:)`, the events handed over in batches of random sizes.
    static func framesInRuns(_ decoder: inout FrameDecoder, _ events: [InputEvent], seed: UInt64) -> [(index: Int, frame: ContactFrame)] {
        var rng = SplitMix64(seed: seed)
        var frames: [(index: Int, frame: ContactFrame)] = []
        var start = 0
        while start < events.count {
            let batch = Array(events[start..<min(start + Int.random(in: 1...600, using: &rng), events.count)])
            var index = 0
            while let time = decoder.feedInPlace(batch.span, from: &index) {
                frames.append((start + index - 1, ContactFrame(time: time, contacts: decoder.frameContacts)))
            }
            #expect(index == batch.count, "a run ends at the end of its batch")
            start += batch.count
        }
        return frames
    }

    static let devices: [DeviceDescription] = RandomStreamTests.devices + [Devices.protocolB(slots: 3, pressure: false)]

    @Test(arguments: 0..<6)
    func feedingRunsAnswersTheFramesFeedingEachEventDoes(deviceIndex: Int) throws {
        var frameCount = 0
        for seed in UInt64(0)..<12 {
            let events = Self.stream(seed: seed &* 31 &+ UInt64(deviceIndex), count: 6_000)
            var single = try FrameDecoder(device: Self.devices[deviceIndex], mapping: panelMapping)
            var runs = single
            let expected = Self.framesOneByOne(&single, events)
            let actual = Self.framesInRuns(&runs, events, seed: seed)
            #expect(actual.map(\.index) == expected.map(\.index), "seed \(seed): frames completed by other events")
            #expect(actual.map(\.frame) == expected.map(\.frame), "seed \(seed)")
            #expect(runs.diagnostics == single.diagnostics, "seed \(seed)")
            #expect(runs.activeContactCount == single.activeContactCount, "seed \(seed)")
            let end = Timestamp(nanoseconds: Int64.max / 2)
            #expect(runs.cancelAll(at: end) == single.cancelAll(at: end), "seed \(seed)")
            frameCount += expected.count
        }
        // A protocol A device (index 1) sees no SYN_MT_REPORT in these streams, so no contact (mtdev).
        #expect(frameCount > (deviceIndex == 1 ? 50 : 1_000), "the streams make many frames")
    }

    /// Frames that only move their contacts are rewritten in place (debug builds
    /// check each against the general report); ids, order and phases stay as a
    /// new report makes them.
    @Test func framesThatOnlyMoveKeepTheirContactsInIdOrder() throws {
        var decoder = try FrameDecoder(device: Devices.protocolB(slots: 5), mapping: panelMapping)
        var script = EventScript()
        script.slot(3); script.trackingID(10); script.mtPosition(100, 100)
        script.slot(1); script.trackingID(11); script.mtPosition(200, 200)
        script.report()
        script.slot(3); script.mtPosition(110, 120)
        script.report()
        script.slot(1); script.abs(AbsoluteAxis.multiTouchPositionY, 260)
        script.report()
        var index = 0
        var lent: [[String]] = []
        while decoder.feedInPlace(script.events.span, from: &index) != nil {
            lent.append(decoder.frameContacts.map { "\($0.id) \($0.phase) \($0.x),\($0.y)" })
        }
        // Ids are given in slot order at the report: slot 1 gets 0, slot 3 gets 1.
        #expect(lent.map { $0.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } } == [
            ["0 began", "1 began"], ["0 moved", "1 moved"], ["0 moved", "1 moved"],
        ])
        let position = { (frame: Int, contact: Int) in lent[frame][contact].split(separator: " ")[2] }
        #expect(position(1, 0) == position(0, 0) && position(1, 1) != position(0, 1), "only slot 3 moved")
        #expect(position(2, 0) != position(1, 0) && position(2, 1) == position(1, 1), "only slot 1 moved")
    }
}
