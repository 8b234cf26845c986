import InputEvents
import Testing
import TouchTime

/// Pens: `BTN_TOOL_PEN` devices and `MT_TOOL_PEN` contacts, decoded into
/// contacts with their pressure, tilt and tool.
@Suite struct PenDecodingTests {
    static let pen = "wacom-cintiq-13hd-pen.events"

    @Test func theCintiqPenIsAnAttachablePenTabletWithPressureAndTilt() throws {
        let device = try evemuDescription(Self.pen)
        #expect(device.classification.deviceClass == .penTablet)
        #expect(device.classification.attachable)
        #expect(device.capabilities.pressureAxis == AbsoluteAxisInfo(minimum: 0, maximum: 2047))
    }

    @Test func theCintiqPenRecordingIsTwoStrokesWithPressureTiltAndNoHoverContacts() throws {
        var decoder = try FrameDecoder(device: try evemuDescription(Self.pen), mapping: panelMapping)
        let events = try evemuEvents(Self.pen)
        // The frames that hover without touching have no contacts (HoverDecodingTests).
        let frames = decoder.frames(events).filter { !$0.contacts.isEmpty }
        let lifecycle = frames.flatMap { $0.contacts.filter { $0.phase != .moved }.map { "\($0.id):\($0.phase.rawValue)" } }
        // BTN_TOUCH goes 1, 0, 1, 0 inside one BTN_TOOL_PEN proximity: two strokes; the hovering frames make none.
        #expect(lifecycle == ["0:began", "0:ended", "1:began", "1:ended"])
        #expect(frames.allSatisfy { $0.contacts.allSatisfy { $0.tool == .pen && $0.buttons & 1 == 1 } })
        // The first stroke begins at 0.027962 with ABS_PRESSURE 223 and the tilt last sent (16, 26).
        let first = try #require(frames.first?.contacts.first)
        #expect(frames.first?.time == Timestamp(microseconds: 27962))
        #expect(first.pressure == 223)
        #expect(first.tilt?.x == 16 && first.tilt?.y == 26)
        #expect(decoder.activeContactCount == 0)
    }

    @Test func theRubberEndIsAnEraserAndLeavingProximityLiftsThePen() throws {
        var decoder = try FrameDecoder(device: Devices.pen(), mapping: panelMapping)
        var s = EventScript()
        s.key(KeyCode.buttonToolRubber, 1); s.abs(AbsoluteAxis.x, 100); s.abs(AbsoluteAxis.y, 100); s.report()
        s.key(KeyCode.buttonTouch, 1); s.abs(AbsoluteAxis.pressure, 500); s.report()
        s.key(KeyCode.buttonStylus, 1); s.report()
        s.key(KeyCode.buttonToolRubber, 0); s.report()
        var frames = decoder.frames(s.events)
        // The first frame, the eraser in range without touching, hovers: no contact.
        #expect(frames.map(phases) == [[], ["0:began"], ["0:moved"], ["0:ended"]])
        frames.removeFirst()
        #expect(frames.allSatisfy { $0.contacts[0].tool == .eraser })
        #expect(frames.map { $0.contacts[0].buttons } == [1, 3, 3])
    }

    @Test func anMTToolPenContactOnATouchscreenIsAPen() throws {
        var decoder = try FrameDecoder(device: Devices.protocolB(), mapping: panelMapping)
        var s = EventScript()
        s.slot(0); s.trackingID(5); s.abs(AbsoluteAxis.multiTouchToolType, MultiTouchToolType.pen); s.mtPosition(10, 10); s.report()
        s.slot(1); s.trackingID(6); s.abs(AbsoluteAxis.multiTouchToolType, MultiTouchToolType.finger); s.mtPosition(20, 20); s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.last?.contacts.map(\.tool) == [.pen, .finger])
    }
}
