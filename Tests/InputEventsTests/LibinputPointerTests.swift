import InputEvents
import Testing

/// Mice as libinput's pointer tests assert them (test/test-pointer.c,
/// src/evdev-wheel.c, libinput 1.22); each test names the libinput test it is built from.
@Suite struct LibinputPointerTests {
    /// A mouse that declares both wheels and their high-resolution axes (litest's "Logitech MX Anywhere" kind).
    static func highResolutionMouse() -> DeviceDescription {
        var device = Devices.mouse()
        device.codes[.relative] = [RelativeAxis.x, RelativeAxis.y, RelativeAxis.wheel, RelativeAxis.horizontalWheel,
                                   RelativeAxis.wheelHighResolution, RelativeAxis.horizontalWheelHighResolution]
        return device
    }

    func wheels(_ s: EventScript, decoder: inout FrameDecoder) -> [WheelMotion] {
        var wheels: [WheelMotion] = []
        for event in s.events where decoder.feedInPlace(event) != nil { wheels.append(decoder.frameWheel) }
        return wheels
    }

    /// `pointer_scroll_wheel_hires`: with both sent, the high-resolution value alone counts.
    @Test func aHighResolutionWheelCountsItsOwnAxisAndNotTheClicksAgain() throws {
        var decoder = try FrameDecoder(device: Self.highResolutionMouse(), mapping: panelMapping)
        var s = EventScript()
        for amount: Int32 in [-120, 120, -5 * 120, 6 * 120, 30, -60, -40, 180] {
            s.rel(RelativeAxis.wheelHighResolution, amount); s.rel(RelativeAxis.wheel, amount / 120); s.report()
        }
        #expect(wheels(s, decoder: &decoder).map(\.vertical) == [-120, 120, -600, 720, 30, -60, -40, 180])
        #expect(!decoder.wheelFellBackToLowResolution)
    }

    /// `pointer_scroll_wheel_hires_send_only_lores`: "Device claims to have HI_RES, but doesn't
    /// send events for it": libinput then scrolls 120 per click of `REL_WHEEL` and `REL_HWHEEL`.
    @Test(arguments: [RelativeAxis.wheel, RelativeAxis.horizontalWheel])
    func aMouseThatDeclaresHighResolutionButSendsOnlyClicksScrollsByTheClicks(code: UInt16) throws {
        var decoder = try FrameDecoder(device: Self.highResolutionMouse(), mapping: panelMapping)
        var s = EventScript()
        s.rel(code, 1); s.report()
        s.rel(code, -1); s.report()
        s.rel(code, 2); s.report()
        let turns = wheels(s, decoder: &decoder).map { code == RelativeAxis.wheel ? $0.vertical : $0.horizontal }
        #expect(turns == [120, -120, 240])
        #expect(decoder.wheelFellBackToLowResolution)
    }

    /// Once a high-resolution event has come, a click alone is the duplicate it should be
    /// (`hi_res_event_received` in `fallback_wheel_handle_state`).
    @Test func afterAHighResolutionEventAClickAloneAddsNothing() throws {
        var decoder = try FrameDecoder(device: Self.highResolutionMouse(), mapping: panelMapping)
        var s = EventScript()
        s.rel(RelativeAxis.wheelHighResolution, 120); s.report()
        s.rel(RelativeAxis.wheel, 1); s.report()
        s.rel(RelativeAxis.wheelHighResolution, 60); s.report()
        #expect(wheels(s, decoder: &decoder) == [WheelMotion(vertical: 120), WheelMotion(vertical: 60)])
        #expect(!decoder.wheelFellBackToLowResolution)
    }

    /// A high-resolution value of 0 turns nothing: ignored and counted (a bad input the
    /// replay reports in one line), and the wheel goes on.
    @Test func aHighResolutionValueOfZeroIsCountedAndTheWheelGoesOn() throws {
        var decoder = try FrameDecoder(device: Self.highResolutionMouse(), mapping: panelMapping)
        var s = EventScript()
        s.rel(RelativeAxis.wheelHighResolution, 0); s.report()
        s.rel(RelativeAxis.horizontalWheelHighResolution, 0); s.rel(RelativeAxis.wheelHighResolution, 30); s.report()
        #expect(wheels(s, decoder: &decoder) == [WheelMotion(vertical: 30)])
        #expect(decoder.diagnostics.zeroWheelEvents == 2)
        #expect(decoder.diagnostics.description == "zeroWheelEvents=2")
    }

    /// `pointer_scroll_wheel_inhibit_small_deltas` is one of libinput's policies we do not
    /// follow (docs/input-events.md): a turn under half a click reaches the engine at once.
    @Test func aTurnUnderHalfAClickIsNotHeldBack() throws {
        var decoder = try FrameDecoder(device: Self.highResolutionMouse(), mapping: panelMapping)
        var s = EventScript()
        s.rel(RelativeAxis.wheelHighResolution, 15); s.rel(RelativeAxis.wheelHighResolution, 15); s.report()
        #expect(wheels(s, decoder: &decoder) == [WheelMotion(vertical: 30)])
    }

    /// `middlebutton` is libinput's middle-button emulation on mice without a middle
    /// button; we do not follow it (docs/input-events.md): both buttons down are both buttons.
    @Test func leftAndRightTogetherAreBothButtonsNotAMiddleClick() throws {
        var device = Devices.mouse()
        device.codes[.key] = [KeyCode.buttonLeft, KeyCode.buttonRight]
        var decoder = try FrameDecoder(device: device, mapping: panelMapping)
        var s = EventScript()
        s.key(KeyCode.buttonLeft, 1); s.key(KeyCode.buttonRight, 1); s.report()
        s.key(KeyCode.buttonLeft, 0); s.key(KeyCode.buttonRight, 0); s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began"], ["0:ended"]])
        #expect(frames[0].contacts[0].buttons == 3)
    }
}
