import InputEvents
import Testing

/// The normalisation libevdev applies live (`sanitize_event()` in libevdev's
/// libevdev.c), which the decoder applies to every event so that a recording
/// decodes as the same events read through libevdev. The umockdev tests in
/// InputDevicesTests (`LiveNormalizationTests`) feed the same streams through
/// both paths.
@Suite struct LibevdevNormalizationTests {
    func decoder(_ device: DeviceDescription = Devices.protocolB()) throws -> FrameDecoder {
        try FrameDecoder(device: device, mapping: panelMapping)
    }

    /// libevdev: "Drop any invalid tracking IDs, they are only supposed to go
    /// from N to -1 or from -1 to N" ("received a double tracking ID").
    @Test func aNewTrackingIDWithoutALiftIsDroppedSoTheFingerMovesAsLibevdevSays() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.slot(0); s.trackingID(5); s.mtPosition(100, 100); s.report()
        s.trackingID(6); s.mtPosition(300, 300); s.report()
        s.trackingID(-1); s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began"], ["0:moved"], ["0:ended"]])
        #expect(frames[1].contacts[0].x == 300, "the same finger, moved")
        #expect(decoder.diagnostics.trackingIDsReplacedWhileDown == 1)
    }

    /// The other half of the same libevdev rule: -1 on a slot that holds no contact is dropped,
    /// and the slot keeps expecting a lift-free new id.
    @Test func aLiftOfAnEmptySlotIsDroppedAsLibevdevDropsIt() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.slot(0); s.trackingID(5); s.mtPosition(100, 100); s.report()
        s.trackingID(-1); s.report()
        s.trackingID(-1); s.report()
        s.trackingID(7); s.mtPosition(200, 200); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began"], ["0:ended"], ["1:began"]])
    }

    /// libevdev: "received an invalid slot index %d. Capping to announced max slot number".
    @Test func aSlotBeyondTheSlotCountIsCappedToTheLastSlotAsLibevdevCapsIt() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.slot(12); s.trackingID(1); s.mtPosition(10, 10); s.report()
        s.slot(9); s.mtPosition(30, 30); s.report()
        s.slot(-1); s.trackingID(-1); s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began"], ["0:moved"], ["0:ended"]])
        #expect(frames[1].contacts[0].x == 30, "slot 12 was slot 9")
        #expect(decoder.diagnostics.outOfRangeSlotEvents == 2)
    }

    /// libevdev's `sanitize_event()` starts with `if (!libevdev_has_event_code(...)) return EVENT_FILTER_DISCARD`:
    /// an `ABS_MT_TOOL_TYPE` the device does not declare cannot make a contact a palm.
    @Test func aCodeTheDeviceDoesNotDeclareIsDroppedAsLibevdevDropsIt() throws {
        var decoder = try decoder(Devices.protocolB(toolType: false))
        var s = EventScript()
        s.slot(0); s.trackingID(1); s.mtPosition(10, 10); s.report()
        s.abs(AbsoluteAxis.multiTouchToolType, MultiTouchToolType.palm); s.mtPosition(20, 20); s.report()
        s.trackingID(-1); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began"], ["0:moved"], ["0:ended"]])
        #expect(decoder.diagnostics.undeclaredEvents == 1)
        #expect(!decoder.diagnostics.isClean)
    }

    /// The same rule for keys: a button a mouse does not declare presses nothing.
    @Test func anUndeclaredButtonOfAMouseMakesNoContact() throws {
        let mouse = DeviceDescription(
            name: "right-button mouse", codes: [.synchronization: [0], .key: [KeyCode.buttonRight], .relative: [RelativeAxis.x, RelativeAxis.y]])
        var decoder = try decoder(mouse)
        var s = EventScript()
        s.key(KeyCode.buttonLeft, 1); s.report()
        s.rel(RelativeAxis.x, 5); s.report()
        s.key(KeyCode.buttonLeft, 0); s.report()
        // The motion hovers (a frame without contacts): no button is down.
        #expect(decoder.frames(s.events).allSatisfy { $0.contacts.isEmpty })
        #expect(decoder.diagnostics.undeclaredEvents == 2)
    }

    /// libevdev checks tracking ids only when `sync_state == SYNC_NONE`: during a
    /// resync a new id in a slot whose contact was down is a new finger.
    @Test func duringAResyncANewTrackingIDIsANewFingerAsLibevdevLetsItThrough() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.slot(0); s.trackingID(5); s.mtPosition(100, 100); s.report()
        var frames = decoder.frames(s.events)
        decoder.beginResync()
        var r = EventScript()
        r.milliseconds = 5
        r.slot(0); r.trackingID(9); r.mtPosition(300, 300); r.report()
        frames += decoder.frames(r.events)
        decoder.endResync()
        #expect(frames.map(phases) == [["0:began"], ["0:cancelled", "1:began"]])
    }

    /// What libevdev hands out unchanged passes unchanged: feeding a stream
    /// that is already normal twice through the rules changes no frame.
    @Test func aNormalStreamIsLeftAsItIs() throws {
        var decoder = try decoder()
        var s = EventScript()
        s.slot(0); s.trackingID(1); s.mtPosition(10, 10)
        s.slot(1); s.trackingID(2); s.mtPosition(20, 20); s.report()
        s.slot(0); s.trackingID(-1); s.slot(1); s.mtPosition(25, 25); s.report()
        s.trackingID(-1); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began", "1:began"], ["0:ended", "1:moved"], ["1:ended"]])
        #expect(decoder.diagnostics.isClean)
    }
}
