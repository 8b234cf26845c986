import InputEvents
import Testing
import TestSupport
import TouchTime

/// Checks the contact lifecycle across frames: began first, moved while down,
/// exactly one ended or cancelled, never seen again; ids from 0 in order.
struct LifecycleChecker {
    var active: Set<Int> = []
    var finished: Set<Int> = []
    var nextID = 0
    var lastTime: Timestamp?
    var problems: [String] = []

    /// `hovers`: the decoder reported a hover motion in the frame (a frame may then have no contacts).
    mutating func check(_ frame: ContactFrame, hovers: Bool = false) {
        if let lastTime, frame.time < lastTime { problems.append("time went backwards at \(frame.time)") }
        lastTime = frame.time
        let ids = frame.contacts.map(\.id)
        if ids != ids.sorted() || Set(ids).count != ids.count { problems.append("ids not sorted/unique: \(ids)") }
        if frame.contacts.isEmpty && !hovers { problems.append("empty frame at \(frame.time)") }
        for contact in frame.contacts {
            switch contact.phase {
            case .began:
                if contact.id != nextID { problems.append("began id \(contact.id), expected \(nextID)") }
                nextID = max(nextID, contact.id + 1)
                active.insert(contact.id)
            case .moved:
                if !active.contains(contact.id) { problems.append("moved before began: \(contact.id)") }
            case .ended, .cancelled:
                if active.remove(contact.id) == nil { problems.append("\(contact.phase) without began: \(contact.id)") }
                if !finished.insert(contact.id).inserted { problems.append("finished twice: \(contact.id)") }
            }
        }
        // Every contact that is down appears in every frame.
        let present = Set(ids)
        for id in active where !present.contains(id) { problems.append("active contact \(id) missing at \(frame.time)") }
    }
}

@Suite struct RandomStreamTests {
    static let devices: [DeviceDescription] = [
        Devices.protocolB(slots: 5, pressure: true), Devices.protocolA(), Devices.singleTouch(),
        Devices.mouse(), Devices.absolutePointer(),
    ]

    /// A random but plausible-to-hostile event for any of the devices.
    static func randomEvent(_ rng: inout SplitMix64, time: Int64) -> InputEvent {
        let roll = Int.random(in: 0..<100, using: &rng)
        let (type, code, value): (EventType, UInt16, Int32) = switch roll {
        case 0..<10: (.absolute, AbsoluteAxis.multiTouchSlot, Int32.random(in: -2...7, using: &rng))
        case 10..<20: (.absolute, AbsoluteAxis.multiTouchTrackingID, Int32.random(in: -3...6, using: &rng))
        case 20..<22: (.absolute, AbsoluteAxis.multiTouchToolType, Int32.random(in: 0...2, using: &rng))
        case 22..<30: (.absolute, [AbsoluteAxis.multiTouchPositionX, AbsoluteAxis.multiTouchPositionY].randomElement(using: &rng)!, Int32.random(in: 0...900, using: &rng))
        case 30..<36: (.absolute, [AbsoluteAxis.x, AbsoluteAxis.y, AbsoluteAxis.pressure].randomElement(using: &rng)!, Int32.random(in: 0...1100, using: &rng))
        case 36..<44: (.key, [KeyCode.buttonTouch, KeyCode.buttonLeft, KeyCode.buttonRight].randomElement(using: &rng)!, Int32.random(in: 0...2, using: &rng))
        case 44..<52: (.relative, [RelativeAxis.x, RelativeAxis.y].randomElement(using: &rng)!, Int32.random(in: -300...300, using: &rng))
        case 52..<60: (.synchronization, SynchronizationCode.multiTouchReport, 0)
        case 60..<61: (.synchronization, SynchronizationCode.dropped, 0)
        case 61..<64: (EventType(rawValue: UInt16.random(in: 0...0x1f, using: &rng)), UInt16.random(in: 0...0x2ff, using: &rng), Int32.random(in: -5...5, using: &rng))
        default: (.synchronization, SynchronizationCode.report, 0)
        }
        return InputEvent(time: Timestamp(microseconds: time), type: type, code: code, value: value)
    }

    @Test(arguments: 0..<5)
    func noContactIsLeftDownAndEveryBeganEndsExactlyOnce(deviceIndex: Int) throws {
        var contacts = 0
        for seed in UInt64(0)..<40 {
            var rng = SplitMix64(seed: seed &* 1_000_003 &+ UInt64(deviceIndex))
            var decoder = try FrameDecoder(device: Self.devices[deviceIndex], mapping: panelMapping)
            var checker = LifecycleChecker()
            var time: Int64 = 0
            for _ in 0..<1500 {
                time += Int64.random(in: -200...2000, using: &rng)  // sometimes backwards
                if Int.random(in: 0..<200, using: &rng) == 0 {
                    decoder.isResyncing ? decoder.endResync() : decoder.beginResync()
                }
                if let frame = decoder.feed(Self.randomEvent(&rng, time: time)) { checker.check(frame, hovers: decoder.frameHover != .none) }
                if Int.random(in: 0..<500, using: &rng) == 0, let frame = decoder.cancelAll(at: Timestamp(microseconds: time)) {
                    checker.check(frame, hovers: decoder.frameHover != .none)
                }
            }
            if let frame = decoder.cancelAll(at: Timestamp(microseconds: time)) { checker.check(frame, hovers: decoder.frameHover != .none) }
            #expect(checker.problems.isEmpty, "seed \(seed): \(checker.problems.prefix(3))")
            #expect(checker.active.isEmpty, "seed \(seed): still down \(checker.active.sorted())")
            #expect(decoder.activeContactCount == 0, "seed \(seed)")
            #expect(checker.finished.count == checker.nextID, "seed \(seed)")
            contacts += checker.nextID
        }
        // Protocol A contacts need a block with both positions closed by SYN_MT_REPORT (mtdev), which random events seldom make.
        #expect(contacts > (deviceIndex == 1 ? 30 : 200), "the streams exercise many contacts")
    }

    /// What a replay uses (`feedInPlace(_:)`, the contacts read in `frameContacts`) answers what `feed(_:)` does.
    @Test(arguments: 0..<5)
    func feedingInPlaceAnswersTheFramesFeedDoes(deviceIndex: Int) throws {
        var rng = SplitMix64(seed: 7 &+ UInt64(deviceIndex))
        var handing = try FrameDecoder(device: Self.devices[deviceIndex], mapping: panelMapping)
        var lending = handing
        var frames = 0
        for index in 0..<20_000 {
            let event = Self.randomEvent(&rng, time: Int64(index) * 100)
            let handed = handing.feed(event)
            let lent = lending.feedInPlace(event).map { ContactFrame(time: $0, contacts: lending.frameContacts) }
            #expect(lent == handed, "event \(index)")
            if handed != nil { frames += 1 }
        }
        #expect(frames > (deviceIndex == 1 ? 30 : 100))
    }

    @Test func theSameStreamDecodesToTheSameFrames() throws {
        func run() throws -> [ContactFrame] {
            var rng = SplitMix64(seed: 42)
            var decoder = try FrameDecoder(device: Devices.protocolB(slots: 5), mapping: panelMapping)
            return (0..<3000).compactMap { decoder.feed(Self.randomEvent(&rng, time: Int64($0) * 100)) }
        }
        let first = try run()
        #expect(!first.isEmpty)
        #expect(first == (try run()))
    }
}
