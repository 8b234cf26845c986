import InputEvents
import Testing

/// Protocol A as mtdev turns it into slots (mtdev's src/core.c:
/// `process_typeA`, `assign_tracking_id`, `apply_typeA_changes`), which is how
/// libinput reads protocol A devices; the events are those libinput's
/// protocol A test device sends (test/litest-device-protocol-a-touch-screen.c,
/// used by test-touch.c's `touch_protocol_a_touch` and `touch_protocol_a_2fg_touch`).
@Suite struct ProtocolAMtdevTests {
    /// 0…9600 × 0…7200 onto a screen of 9601×7201 points: points equal device units.
    let mapping = ScreenMapping(screenSize: ScreenSize(width: 9601, height: 7201))

    /// A protocol A screen with `MSC_TIMESTAMP`, and with `ABS_MT_TRACKING_ID` when `trackingIDs`.
    static func device(trackingIDs: Bool) -> DeviceDescription {
        var axes: [UInt16: AbsoluteAxisInfo] = [
            AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 0, maximum: 9600),
            AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: 7200),
            AbsoluteAxis.multiTouchPositionX: AbsoluteAxisInfo(minimum: 0, maximum: 9600),
            AbsoluteAxis.multiTouchPositionY: AbsoluteAxisInfo(minimum: 0, maximum: 7200),
        ]
        if trackingIDs { axes[AbsoluteAxis.multiTouchTrackingID] = AbsoluteAxisInfo(minimum: 0, maximum: 65535) }
        return DeviceDescription(
            name: "protocol A screen", properties: [InputProperty.direct],
            codes: [.synchronization: [0, 2], .key: [KeyCode.buttonTouch], .absolute: CodeSet(axes.keys), .miscellaneous: [Self.timestamp]],
            absoluteAxes: axes)
    }

    /// `MSC_TIMESTAMP`.
    static let timestamp: UInt16 = 0x05

    func decoder(trackingIDs: Bool) throws -> FrameDecoder {
        try FrameDecoder(device: Self.device(trackingIDs: trackingIDs), mapping: mapping)
    }

    /// One frame the way litest's protocol A device writes it: `ABS_X/Y` of the
    /// first contact, then a block per contact (its id when given), `BTN_TOUCH`.
    func frame(_ s: inout EventScript, _ contacts: [(id: Int32?, x: Int32, y: Int32)], touch: Int32? = nil) {
        if let first = contacts.first { s.abs(AbsoluteAxis.x, first.x); s.abs(AbsoluteAxis.y, first.y) }
        for contact in contacts {
            if let id = contact.id { s.trackingID(id) }
            s.mtPosition(contact.x, contact.y)
            s.mtReport()
        }
        if let touch { s.key(KeyCode.buttonTouch, touch) }
        s.report()
    }

    /// `process_typeA` returns -1 ("the packet is not MT related and should not
    /// affect the current mtdev state") when a frame has no MT data.
    @Test func aReportWithoutContactDataDoesNotLiftTheFingers() throws {
        var decoder = try decoder(trackingIDs: false)
        var s = EventScript()
        frame(&s, [(nil, 1000, 1000)], touch: 1)
        s.append(.miscellaneous, Self.timestamp, 1234); s.report()
        frame(&s, [(nil, 1010, 1000)])
        s.mtReport(); s.key(KeyCode.buttonTouch, 0); s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began"], ["0:moved"], ["0:moved"], ["0:ended"]])
    }

    /// mtdev counts `BTN_TOUCH` as MT data but takes the contacts from the blocks:
    /// `BTN_TOUCH 0` in a report that still lists a contact keeps it until an empty report.
    @Test func btnTouchZeroInAReportThatStillListsAContactKeepsIt() throws {
        var decoder = try decoder(trackingIDs: false)
        var s = EventScript()
        frame(&s, [(nil, 1000, 1000)], touch: 1)
        frame(&s, [(nil, 1000, 1000)], touch: 0)
        s.mtReport(); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began"], ["0:moved"], ["0:ended"]])
    }

    /// `touch_protocol_a_2fg_touch`: litest's device moves the fingers in turns
    /// from (5, 95) % and (95, 5) % through each other, with tracking ids; the
    /// ids it declares keep each finger's identity (`apply_typeA_changes`).
    @Test func twoFingersCrossingKeepTheirIdentitiesByTheirTrackingIDs() throws {
        var decoder = try decoder(trackingIDs: true)
        var s = EventScript()
        func at(_ percent: Int32, _ axis: Int32) -> Int32 { percent * axis / 100 }
        var a = (x: at(5, 9600), y: at(95, 7200)), b = (x: at(95, 9600), y: at(5, 7200))
        frame(&s, [(1, a.x, a.y), (2, b.x, b.y)], touch: 1)
        for pos in stride(from: Int32(10), to: 100, by: 10) {
            a = (at(pos, 9600), at(100 - pos, 7200))
            frame(&s, [(1, a.x, a.y), (2, b.x, b.y)])
            b = (at(100 - pos, 9600), at(pos, 7200))
            frame(&s, [(1, a.x, a.y), (2, b.x, b.y)])
        }
        let frames = decoder.frames(s.events)
        #expect(frames.count == 19)
        let last = try #require(frames.last)
        #expect(last.contacts.map(\.id) == [0, 1])
        #expect(last.contacts[0].x == Double(at(90, 9600)) && last.contacts[1].x == Double(at(10, 9600)))
        #expect(frames.dropFirst().allSatisfy { phases($0) == ["0:moved", "1:moved"] })
    }

    /// A new tracking id where the old contact was is a new touch, not the same finger.
    @Test func aNewTrackingIDInTheSamePlaceIsANewTouch() throws {
        var decoder = try decoder(trackingIDs: true)
        var s = EventScript()
        frame(&s, [(1, 1000, 1000)], touch: 1)
        frame(&s, [(2, 1000, 1000)])
        #expect(decoder.frames(s.events).map(phases) == [["0:began"], ["0:ended", "1:began"]])
    }

    /// Without tracking ids mtdev pairs old and new contacts so that the sum of
    /// the squared distances is least (its Hungarian `mtdev_match`), which
    /// follows two fingers where pairing the nearest points first would not:
    /// A at 1000 moves to 1960 while B at 2000 moves to 3000; B is nearest to
    /// A's new place, but A→1960 and B→3000 cost less in all.
    @Test func withoutTrackingIDsTheLeastSquaresPairingFollowsTheFingers() throws {
        var decoder = try decoder(trackingIDs: false)
        var s = EventScript()
        frame(&s, [(nil, 1000, 3000), (nil, 2000, 3000)], touch: 1)
        frame(&s, [(nil, 1960, 3000), (nil, 3000, 3000)])
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began", "1:began"], ["0:moved", "1:moved"]])
        #expect(frames[1].contacts.map(\.x) == [1960, 3000])
    }

    /// A block with a tracking id and no position (litest's lift of one finger) is no contact.
    @Test func aBlockWithOnlyATrackingIDIsNoContact() throws {
        var decoder = try decoder(trackingIDs: true)
        var s = EventScript()
        frame(&s, [(1, 1000, 1000), (2, 5000, 5000)], touch: 1)
        s.trackingID(1); s.mtReport()
        s.trackingID(2); s.mtPosition(5000, 5000); s.mtReport(); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began", "1:began"], ["0:ended", "1:moved"]])
    }
}
