import InputEvents
import Testing
import TouchTime

/// Hover: a mouse's pointer moving with no button down and a pen in range
/// without touching, decoded into each frame's `frameHover` (no contact).
@Suite struct HoverDecodingTests {
    /// The hover motion of every frame the events complete, in order.
    private func hovers(_ decoder: inout FrameDecoder, _ events: [InputEvent]) -> [HoverMotion] {
        var motions: [HoverMotion] = []
        for event in events where decoder.feedInPlace(event) != nil { motions.append(decoder.frameHover) }
        return motions
    }

    @Test func mouseMotionWithoutAButtonHoversAndAPressEndsTheHover() throws {
        var decoder = try FrameDecoder(device: Devices.mouse(), mapping: panelMapping)
        let start = decoder.pointerPosition
        var s = EventScript()
        s.rel(RelativeAxis.x, 10); s.report()
        s.rel(RelativeAxis.y, 5); s.report()
        s.key(KeyCode.buttonLeft, 1); s.report()
        s.rel(RelativeAxis.x, 1); s.report()
        s.key(KeyCode.buttonLeft, 0); s.report()
        s.rel(RelativeAxis.x, 1); s.report()
        let motions = hovers(&decoder, s.events)
        let x = start.x + 10 * panelMapping.pointerScale, y = start.y + 5 * panelMapping.pointerScale
        let step = panelMapping.pointerScale
        #expect(motions == [
            .moved(x: x, y: start.y, tool: .pointer),
            .moved(x: x, y: y, tool: .pointer),
            // The press: the hover ends in the frame the contact begins; dragging does not hover.
            .exited(x: x, y: y, tool: .pointer),
            .none,
            // The release lifts the contact; the next motion hovers again.
            .none,
            .moved(x: x + 2 * step, y: y, tool: .pointer),
        ])
    }

    @Test func aPenInRangeHoversUntilItTouchesAndLeavingRangeEndsTheHover() throws {
        var decoder = try FrameDecoder(device: Devices.pen(), mapping: panelMapping)
        var s = EventScript()
        s.key(KeyCode.buttonToolPen, 1); s.abs(AbsoluteAxis.x, 100); s.abs(AbsoluteAxis.y, 100); s.report()
        s.abs(AbsoluteAxis.x, 110); s.report()
        s.key(KeyCode.buttonTouch, 1); s.abs(AbsoluteAxis.pressure, 500); s.report()
        s.key(KeyCode.buttonTouch, 0); s.abs(AbsoluteAxis.pressure, 0); s.report()
        s.abs(AbsoluteAxis.x, 120); s.report()
        s.key(KeyCode.buttonToolPen, 0); s.report()
        let motions = hovers(&decoder, s.events)
        let transform = panelMapping.absoluteTransform(x: AbsoluteAxisInfo(minimum: 0, maximum: 799), y: AbsoluteAxisInfo(minimum: 0, maximum: 479))
        let p = { (x: Int32, y: Int32) in transform.point(x: x, y: y) }
        #expect(motions == [
            .moved(x: p(100, 100).x, y: p(100, 100).y, tool: .pen),
            .moved(x: p(110, 100).x, y: p(110, 100).y, tool: .pen),
            .exited(x: p(110, 100).x, y: p(110, 100).y, tool: .pen),
            .none,
            .moved(x: p(120, 100).x, y: p(120, 100).y, tool: .pen),
            .exited(x: p(120, 100).x, y: p(120, 100).y, tool: .pen),
        ])
    }

    @Test func theEndOfTheInputEndsAHoverUnderWay() {
        var decoder = try! FrameDecoder(device: Devices.mouse(), mapping: panelMapping)
        var s = EventScript()
        s.rel(RelativeAxis.x, 3); s.report()
        _ = decoder.frames(s.events)
        let end = decoder.cancelAll(at: Timestamp(microseconds: 1_000_000))
        #expect(end?.contacts.isEmpty == true)
        guard case .exited(_, _, .pointer) = decoder.frameHover else {
            Issue.record("expected the hover to exit, got \(decoder.frameHover)")
            return
        }
        #expect(decoder.cancelAll(at: Timestamp(microseconds: 2_000_000)) == nil)
    }

    @Test func aTouchscreenNeverHovers() throws {
        var decoder = try FrameDecoder(device: Devices.protocolB(), mapping: panelMapping)
        var s = EventScript()
        s.slot(0); s.trackingID(1); s.mtPosition(10, 10); s.report()
        s.trackingID(-1); s.report()
        #expect(hovers(&decoder, s.events) == [.none, .none])
    }

    @Test func theCintiqPenHoversBeforeAndBetweenItsTwoStrokes() throws {
        var decoder = try FrameDecoder(device: try evemuDescription("wacom-cintiq-13hd-pen.events"), mapping: panelMapping)
        var sequence: [String] = []
        for event in try evemuEvents("wacom-cintiq-13hd-pen.events") where decoder.feedInPlace(event) != nil {
            let contact = decoder.frameContacts.first.map { $0.phase == .moved ? "" : $0.phase.rawValue } ?? ""
            let hover: String = switch decoder.frameHover {
            case .none: ""
            case .moved: "hover"
            case .exited: "exited"
            }
            let word = [hover, contact].filter { !$0.isEmpty }.joined(separator: "+")
            if !word.isEmpty, sequence.last != word { sequence.append(word) }
        }
        // In range at 0.000001, touching at 0.027962 and 0.205957, lifted at 0.054888 and 0.371962 (the pen moving
        // as it lifts: the lift's frame hovers already), out of range at 0.499964.
        #expect(sequence == ["hover", "exited+began", "hover+ended", "hover", "exited+began", "hover+ended", "hover", "exited"])
    }

    @Test func thePS2MouseRecordingHoversInEveryFrameItMoves() throws {
        var decoder = try FrameDecoder(device: try evemuDescription("ps2-generic-mouse.desc"), mapping: panelMapping)
        let events = try evemuEvents("ps2-generic-mouse.motion.events")
        var moved = 0, others = 0
        for event in events where decoder.feedInPlace(event) != nil {
            if case .moved(_, _, .pointer) = decoder.frameHover, decoder.frameContacts.isEmpty { moved += 1 } else { others += 1 }
        }
        // Every SYN_REPORT of the recording closes a frame with REL_X or REL_Y and no button.
        let reports = events.count { $0.type == .synchronization && $0.code == SynchronizationCode.report }
        #expect(moved == reports)
        #expect(others == 0)
    }
}
