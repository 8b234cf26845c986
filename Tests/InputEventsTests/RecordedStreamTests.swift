import InputEvents
import Testing
import TouchTime

/// The real recordings in ../shared/recordings, decoded end to end.
@Suite struct RecordedStreamTests {
    func decode(_ desc: String, _ events: String, mapping: ScreenMapping = panelMapping) throws -> (frames: [ContactFrame], decoder: FrameDecoder) {
        var decoder = try FrameDecoder(device: try evemuDescription(desc), mapping: mapping)
        let stream = try evemuEvents(events)
        var frames = decoder.frames(stream)
        if let last = decoder.cancelAll(at: stream.last?.time ?? Timestamp(microseconds: 0)) { frames.append(last) }
        return (frames, decoder)
    }

    @Test(arguments: [
        ("atmel-maxtouch.desc", "atmel-maxtouch.1-finger-drag-up-down.events"),
        ("ep0430m09.desc", "ep0430m09.1-finger-drag-up-down.events"),
        ("ntrig-multitouch.desc", "ntrig-multitouch.1-finger-drag-nw-se.events"),
    ])
    func aOneFingerDragIsOneContactFromBeganToEnded(desc: String, events: String) throws {
        let (frames, decoder) = try decode(desc, events)
        #expect(frames.count > 50)
        #expect(frames.allSatisfy { $0.contacts.count == 1 && $0.contacts[0].id == 0 })
        #expect(frames.first?.contacts.first?.phase == .began)
        #expect(frames.last?.contacts.first?.phase == .ended)
        #expect(frames.dropFirst().dropLast().allSatisfy { $0.contacts[0].phase == .moved })
        #expect(decoder.diagnostics.isClean, "\(decoder.diagnostics)")
    }

    @Test func atmelTwoFingersBeginAndEndWithIdsZeroAndOne() throws {
        let (frames, _) = try decode("atmel-maxtouch.desc", "atmel-maxtouch.2-fingers-touch-release.events")
        let lifecycle = frames.flatMap { $0.contacts.filter { $0.phase != .moved }.map { "\($0.id):\($0.phase.rawValue)" } }
        #expect(lifecycle == ["0:began", "1:began", "1:ended", "0:ended"])
        // The first frame: tracking id 7 at (539, 167) on an 800×480 panel mapped 1:1.
        #expect(frames[0].contacts[0] == Contact(id: 0, phase: .began, x: 539, y: 167))
        #expect(frames[0].time == Timestamp(microseconds: 1))
        #expect(frames[1].time == Timestamp(microseconds: 54565))
    }

    @Test func ntrigProtocolAEndsOnBtnTouchZeroAtTheLastReport() throws {
        let mapping = ScreenMapping(screenSize: ScreenSize(width: 9601, height: 7201))
        let (frames, _) = try decode("ntrig-multitouch.desc", "ntrig-multitouch.1-finger-drag-nw-se.events", mapping: mapping)
        #expect(frames.first?.contacts.first.map { [$0.x, $0.y] } == [205, 183])
        #expect(frames.first?.contacts.first?.touchMajor == 360)
        #expect(frames.last?.time == Timestamp(seconds: 1_357_751_028, microseconds: 658_042))
        #expect(frames.last?.contacts.first.map { [$0.x, $0.y] } == [9369, 6967])
    }

    @Test func saitekClicksAreContactsWithTheirButtonsAndMotionAloneIsNot() throws {
        let (frames, decoder) = try decode("saitek-rat5-mouse.desc", "saitek-rat5-mouse.events")
        let lifecycle = frames.flatMap { $0.contacts.filter { $0.phase != .moved }.map { "\($0.id):\($0.phase.rawValue)" } }
        // Left click, right click, left click (BTN_LEFT ×2, BTN_RIGHT ×1).
        #expect(lifecycle == ["0:began", "0:ended", "1:began", "1:ended", "2:began", "2:ended"])
        #expect(frames.flatMap { $0.contacts.filter { $0.phase == .began }.map(\.buttons) } == [1, 2, 1])
        #expect(decoder.diagnostics.ignoredEvents > 0, "MSC_SCAN and other buttons are ignored")
    }

    @Test func ps2MouseMotionMovesThePointerWithoutContacts() throws {
        let (frames, decoder) = try decode("ps2-generic-mouse.desc", "ps2-generic-mouse.motion.events")
        // Every frame hovers (HoverDecodingTests); none has a contact.
        #expect(!frames.isEmpty && frames.allSatisfy { $0.contacts.isEmpty })
        #expect(decoder.pointerPosition != panelMapping.initialPointerPosition)
        #expect(decoder.pointerPosition.x >= 0 && decoder.pointerPosition.x <= 799)
        #expect(decoder.pointerPosition.y >= 0 && decoder.pointerPosition.y <= 479)
    }

    @Test func steadyStateFramesReuseOneContactsBuffer() throws {
        var decoder = try FrameDecoder(device: try evemuDescription("atmel-maxtouch.desc"), mapping: panelMapping)
        var addresses: [UnsafeRawPointer?] = []
        for event in try evemuEvents("atmel-maxtouch.1-finger-drag-up-down.events") {
            if let frame = decoder.feed(event) {
                addresses.append(frame.contacts.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
            }
        }
        #expect(addresses.count > 50)
        #expect(Set(addresses.map { $0.map { Int(bitPattern: $0) } ?? 0 }).count == 1, "one buffer for every frame")
    }
}
