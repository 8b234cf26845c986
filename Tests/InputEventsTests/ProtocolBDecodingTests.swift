import InputEvents
import Testing
import TouchTime

@Suite struct ProtocolBDecodingTests {
    func decoder(_ device: DeviceDescription = Devices.protocolB()) throws -> FrameDecoder {
        try FrameDecoder(device: device, mapping: panelMapping)
    }

    @Test func twoFingersGetIdsFromZeroAndEachEndsOnce() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.slot(0); s.trackingID(10); s.mtPosition(100, 100); s.report()
        s.slot(1); s.trackingID(11); s.mtPosition(200, 300); s.report()
        s.slot(0); s.trackingID(-1); s.report()
        s.slot(1); s.trackingID(-1); s.report()
        s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began"], ["0:moved", "1:began"], ["0:ended", "1:moved"], ["1:ended"]])
        #expect(frames[1].contacts[1].x == 200 && frames[1].contacts[1].y == 300)
        #expect(frames[2].contacts[0].x == 100, "an ended contact keeps its last position")
        #expect(decoder.activeContactCount == 0)
        #expect(decoder.diagnostics.isClean)
    }

    @Test func slotSwitchingUpdatesOnlyTheSelectedSlot() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.slot(0); s.trackingID(1); s.mtPosition(10, 10)
        s.slot(1); s.trackingID(2); s.mtPosition(20, 20); s.report()
        s.abs(AbsoluteAxis.multiTouchPositionX, 25)
        s.slot(0); s.abs(AbsoluteAxis.multiTouchPositionY, 15); s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began", "1:began"], ["0:moved", "1:moved"]])
        #expect(frames[1].contacts.map { [$0.x, $0.y] } == [[10, 15], [25, 20]])
    }

    // A new tracking id while down and slots beyond the slot count: libevdev's rules,
    // in LibevdevNormalizationTests.

    /// libevdev's `sanitize_event()` compares with -1 only: an id below -1 while a
    /// contact is down is a "double tracking ID" and dropped; on an empty slot it
    /// is kept as the slot's id, which then takes no new id before a -1.
    @Test func negativeTrackingIDsOtherThanMinusOneFollowLibevdev() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.slot(0); s.trackingID(7); s.mtPosition(1, 1); s.report()
        s.trackingID(-42); s.report()
        s.trackingID(-1); s.report()
        s.trackingID(-42); s.report()
        s.trackingID(9); s.report()
        s.trackingID(-1); s.report()
        s.trackingID(10); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began"], ["0:moved"], ["0:ended"], ["1:began"]])
        #expect(decoder.diagnostics.negativeTrackingIDs == 1)
    }

    @Test func anUnchangedContactIsListedAsMovedInEveryFrame() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.slot(0); s.trackingID(7); s.mtPosition(50, 60); s.report()
        s.append(.miscellaneous, 0x05, 1234); s.report()
        s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began"], ["0:moved"], ["0:moved"]])
        #expect(frames[2].contacts[0].x == 50 && frames[2].contacts[0].y == 60)
        #expect(decoder.diagnostics.undeclaredEvents == 1, "MSC_TIMESTAMP, which this device does not declare")
    }

    @Test func aTouchThatBeginsAndEndsBetweenReportsIsCountedNotReported() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.slot(0); s.trackingID(7); s.mtPosition(50, 60); s.trackingID(-1); s.report()
        #expect(decoder.frames(s.events).isEmpty)
        #expect(decoder.diagnostics.unreportedContacts == 1)
    }

    @Test func pressureIsReportedOnlyWhenTheDeviceHasTheAxis() throws {
        var s = EventScript()
        s.slot(0); s.trackingID(7); s.mtPosition(50, 60); s.abs(AbsoluteAxis.multiTouchPressure, 42); s.report()
        var withPressure = try decoder(Devices.protocolB(pressure: true))
        var without = try decoder()
        #expect(withPressure.frames(s.events).first?.contacts.first?.pressure == 42)
        #expect(without.frames(s.events).first?.contacts.first?.pressure == nil)
        #expect(without.frames(s.events).first?.contacts.first?.touchMajor == nil)
    }

    @Test func frameTimeIsTheReportsTimeAndNeverGoesBackwards() throws {
        var decoder = try decoder()
        let at = { (ms: Int64, code: UInt16, type: EventType, value: Int32) in
            InputEvent(time: Timestamp(microseconds: ms * 1000), type: type, code: code, value: value)
        }
        let events = [
            at(1, AbsoluteAxis.multiTouchTrackingID, .absolute, 1), at(2, AbsoluteAxis.multiTouchPositionX, .absolute, 5),
            at(3, SynchronizationCode.report, .synchronization, 0),
            at(10, SynchronizationCode.report, .synchronization, 0),
            at(7, SynchronizationCode.report, .synchronization, 0),
            at(12, SynchronizationCode.report, .synchronization, 0),
        ]
        let times = decoder.frames(events).map { $0.time.microseconds }
        #expect(times == [3000, 10000, 10000, 12000])
        #expect(decoder.diagnostics.timeWentBackwards == 1)
    }

    @Test func unknownTypesAndCodesAreIgnoredAndCounted() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.append(EventType(rawValue: 0x1f), 7, 1)
        s.abs(0x2d, 3)
        s.append(.synchronization, 0x0e, 0)
        s.slot(0); s.trackingID(1); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began"]])
        #expect(decoder.diagnostics.ignoredEvents == 1, "SYN_0x0e: EV_SYN codes always pass libevdev")
        #expect(decoder.diagnostics.undeclaredEvents == 2, "EV_0x1f and ABS_0x2d, which the device does not declare")
    }

    @Test func slotCountIsCappedAtTheDecoderMaximum() throws {
        var decoder = try decoder(Devices.protocolB(slots: 100_000))
        var s = EventScript()
        s.slot(Int32(FrameDecoder.maximumSlotCount - 1)); s.trackingID(1); s.report()
        s.slot(Int32(FrameDecoder.maximumSlotCount)); s.trackingID(2); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began"], ["0:moved"]])
        #expect(decoder.diagnostics.outOfRangeSlotEvents == 2)
    }

    @Test func aContactThatBecomesAPalmIsCancelledAndStaysSilentUntilItLifts() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.slot(0); s.trackingID(1); s.mtPosition(10, 10); s.report()
        s.abs(AbsoluteAxis.multiTouchToolType, MultiTouchToolType.palm); s.report()
        s.mtPosition(20, 20); s.report()
        s.abs(AbsoluteAxis.multiTouchToolType, MultiTouchToolType.finger); s.report()
        s.trackingID(-1); s.report()
        s.trackingID(2); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began"], ["0:cancelled"], ["1:began"]])
        #expect(decoder.diagnostics.isClean)
    }

    @Test func aContactThatStartsAsAPalmIsNeverReported() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.slot(0); s.trackingID(1); s.abs(AbsoluteAxis.multiTouchToolType, MultiTouchToolType.palm); s.mtPosition(10, 10); s.report()
        s.mtPosition(20, 20); s.report()
        s.trackingID(-1); s.report()
        s.trackingID(2); s.report()  // the slot's tool is still a palm: the kernel resends only changes
        s.trackingID(-1); s.abs(AbsoluteAxis.multiTouchToolType, MultiTouchToolType.finger); s.report()
        s.trackingID(3); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began"]])
        #expect(decoder.diagnostics.unreportedContacts == 0)
    }
}
