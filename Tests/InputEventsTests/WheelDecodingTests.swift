import InputEvents
import Testing

/// Mouse wheels: `REL_WHEEL`, `REL_HWHEEL` and the high-resolution axes, decoded into each frame's `frameWheel`.
@Suite struct WheelDecodingTests {
    @Test func aWheelTurnWithoutAButtonIsAFrameWithoutContacts() throws {
        var device = Devices.mouse()
        device.codes[.relative] = [RelativeAxis.x, RelativeAxis.y, RelativeAxis.wheel, RelativeAxis.horizontalWheel]
        var decoder = try FrameDecoder(device: device, mapping: panelMapping)
        var s = EventScript()
        s.rel(RelativeAxis.wheel, 2); s.report()
        s.rel(RelativeAxis.x, 5); s.report()
        s.rel(RelativeAxis.horizontalWheel, -1); s.rel(RelativeAxis.wheel, -1); s.report()
        var wheels: [WheelMotion] = []
        for event in s.events where decoder.feedInPlace(event) != nil { wheels.append(decoder.frameWheel) }
        // The motion between them hovers: a frame without a wheel turn (HoverDecodingTests).
        #expect(wheels == [WheelMotion(vertical: 240), WheelMotion(), WheelMotion(vertical: -120, horizontal: -120)])
        #expect(decoder.frameContacts.isEmpty)
    }

    @Test func aHighResolutionWheelIsReadFromItsOwnAxisAlone() throws {
        var device = Devices.mouse()
        device.codes[.relative] = [RelativeAxis.x, RelativeAxis.y, RelativeAxis.wheel, RelativeAxis.wheelHighResolution]
        var decoder = try FrameDecoder(device: device, mapping: panelMapping)
        var s = EventScript()
        // A high-resolution mouse sends both; the click count of REL_WHEEL is not added again.
        s.rel(RelativeAxis.wheelHighResolution, 60); s.report()
        s.rel(RelativeAxis.wheelHighResolution, 60); s.rel(RelativeAxis.wheel, 1); s.report()
        var wheels: [WheelMotion] = []
        for event in s.events where decoder.feedInPlace(event) != nil { wheels.append(decoder.frameWheel) }
        #expect(wheels == [WheelMotion(vertical: 60), WheelMotion(vertical: 60)])
    }

    @Test func aWheelOnADeviceWithoutAPointerPositionIsRefusedInOneLine() {
        let knob = DeviceDescription(name: "Volume Knob", codes: [.synchronization: [0], .key: [0x110], .relative: [RelativeAxis.wheel]])
        #expect(throws: FrameDecoderError.self) { try FrameDecoder(device: knob, mapping: panelMapping) }
        #expect(knob.classification.description
            == "\"Volume Knob\": other device (no touch position axes and no relative motion); not attachable: TouchReplay reads touchscreens, mice and pens")
    }

    @Test func aWheelOnATouchscreenIsIgnoredAndCounted() throws {
        // Declared, the wheel is ignored (a touchscreen has no pointer to scroll under); undeclared,
        // libevdev's rule drops it first (LibevdevNormalizationTests).
        var device = Devices.protocolB()
        device.codes[.relative] = [RelativeAxis.wheel]
        var decoder = try FrameDecoder(device: device, mapping: panelMapping)
        var s = EventScript()
        s.rel(RelativeAxis.wheel, 3); s.report()
        #expect(decoder.frames(s.events).isEmpty)
        #expect(decoder.frameWheel.isZero)
        #expect(decoder.diagnostics.ignoredEvents == 1)
    }

    @Test func theScrollPointRecordingTurnsItsWheelInEveryFrameThatSaysSo() throws {
        var decoder = try FrameDecoder(device: try evemuDescription("ibm-scrollpoint-mouse.desc"), mapping: panelMapping)
        var total: Int32 = 0, frames = 0
        for event in try evemuEvents("ibm-scrollpoint-mouse.scroll.events") where decoder.feedInPlace(event) != nil {
            total += decoder.frameWheel.vertical
            if !decoder.frameWheel.isZero { frames += 1 }
        }
        // 51 REL_WHEEL frames adding up to -112 clicks; the motion-only frames only hover.
        #expect(frames == 51)
        #expect(total == -112 * 120)
    }
}
