import InputEvents
import Testing

@Suite struct ProtocolADecodingTests {
    /// 9601×7201 device units onto a screen of the same size, so points equal device units.
    let mapping = ScreenMapping(screenSize: ScreenSize(width: 9601, height: 7201))

    func decoder() throws -> FrameDecoder {
        try FrameDecoder(device: Devices.protocolA(), mapping: mapping)
    }

    /// One protocol A frame with a block per contact.
    func frame(_ s: inout EventScript, _ contacts: [(Int32, Int32)]) {
        for (x, y) in contacts {
            s.mtPosition(x, y)
            s.abs(AbsoluteAxis.multiTouchTouchMajor, 300)
            s.mtReport()
        }
        s.report()
    }

    @Test func anonymousContactsKeepTheirIdsByNearestDistance() throws {
        var decoder = try decoder()
        var s = EventScript()
        frame(&s, [(1000, 1000), (5000, 1000)])
        frame(&s, [(5100, 1000), (1100, 1000)])  // reported in the other order
        frame(&s, [(1200, 1000), (5200, 1000)])
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began", "1:began"], ["0:moved", "1:moved"], ["0:moved", "1:moved"]])
        #expect(frames[1].contacts.map(\.x) == [1100, 5100])
    }

    /// A moves right along y=2000, B moves left along y=2600, 300 units a frame; their x paths cross.
    func crossing(verticalGap: Int32) -> [InputEvent] {
        var s = EventScript()
        for step in Int32(0)...6 {
            frame(&s, [(1000 + 300 * step, 2000), (3000 - 300 * step, 2000 + verticalGap)])
        }
        return s.events
    }

    @Test func twoContactsCrossingPathsKeepTheirIdsWhenTheyPassFartherApartThanTheyMove() throws {
        var decoder = try decoder()
        let frames = decoder.frames(crossing(verticalGap: 600))
        #expect(frames.count == 7)
        for (index, frame) in frames.enumerated() {
            #expect(frame.contacts.map(\.x) == [Double(1000 + 300 * index), Double(3000 - 300 * index)], "frame \(index)")
        }
    }

    @Test func contactsPassingCloserThanTheirStepSwapIdsAsDistanceMatchingMust() throws {
        var decoder = try decoder()
        let frames = decoder.frames(crossing(verticalGap: 0))
        // At the crossing (1900 vs 2100 → 2200 vs 1800) each old contact is nearer the other's new position.
        #expect(frames[3].contacts.map(\.x) == [1900, 2100])
        #expect(frames[4].contacts.map(\.x) == [1800, 2200])
        #expect(frames.allSatisfy { phases($0) == (frames[0] == $0 ? ["0:began", "1:began"] : ["0:moved", "1:moved"]) })
    }

    @Test func anEmptyFrameLiftsEveryContact() throws {
        var decoder = try decoder()
        var s = EventScript()
        frame(&s, [(1000, 1000), (5000, 1000)])
        s.mtReport(); s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began", "1:began"], ["0:ended", "1:ended"]])
    }

    @Test func btnTouchZeroLiftsEveryContactAsTheNTrigDoes() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.key(KeyCode.buttonTouch, 1)
        frame(&s, [(1000, 1000)])
        s.key(KeyCode.buttonTouch, 0); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began"], ["0:ended"]])
    }

    @Test func aLostContactEndsAndANewOneBeginsWithTheNextId() throws {
        var decoder = try decoder()
        var s = EventScript()
        frame(&s, [(1000, 1000), (5000, 1000)])
        frame(&s, [(5000, 1000)])
        frame(&s, [(5000, 1000), (9000, 7000)])
        #expect(decoder.frames(s.events).map(phases) == [["0:began", "1:began"], ["0:ended", "1:moved"], ["1:moved", "2:began"]])
    }

    @Test func aBlockWithoutBothPositionsOrWithTouchMajorZeroIsNoContact() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.abs(AbsoluteAxis.multiTouchPositionX, 10); s.mtReport()
        s.mtPosition(20, 20); s.abs(AbsoluteAxis.multiTouchTouchMajor, 0); s.mtReport()
        s.report()
        #expect(decoder.frames(s.events).isEmpty)
    }

    /// mtdev's `process_typeA` counts a contact only at `SYN_MT_REPORT`; the
    /// values after the last one are no contact, and the frame still says
    /// "these are all the contacts", so the ones down lift.
    @Test func positionsWithoutSynMTReportAreNoContactAsInMtdev() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.mtPosition(20, 30); s.report()
        #expect(decoder.frames(s.events).isEmpty)
        var t = EventScript()
        t.milliseconds = 5
        frame(&t, [(1000, 1000)])
        t.mtPosition(1010, 1000); t.report()
        #expect(decoder.frames(t.events).map(phases) == [["0:began"], ["0:ended"]])
    }

    @Test func contactsBeyondTheMaximumAreDroppedAndCounted() throws {
        var decoder = try decoder()
        var s = EventScript()
        frame(&s, (0..<(FrameDecoder.maximumAnonymousContacts + 3)).map { (Int32($0) * 100, 100) })
        let frames = decoder.frames(s.events)
        #expect(frames.first?.contacts.count == FrameDecoder.maximumAnonymousContacts)
        #expect(decoder.diagnostics.excessContacts == 3)
    }
}
