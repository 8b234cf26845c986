import InputEvents
import Testing

/// Touchscreens as libinput's touch tests assert them (test/test-touch.c, with
/// mtdev for protocol A); each test names the libinput test it is built from.
@Suite struct LibinputTouchTests {
    /// litest's protocol A touchscreen (test/litest-device-protocol-a-touch-screen.c):
    /// no `ABS_MT_TRACKING_ID`, so mtdev matches contacts by distance.
    static func litestProtocolA() -> DeviceDescription {
        let axes: [UInt16: AbsoluteAxisInfo] = [
            AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 0, maximum: 32767),
            AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: 32767),
            AbsoluteAxis.multiTouchPositionX: AbsoluteAxisInfo(minimum: 0, maximum: 32767),
            AbsoluteAxis.multiTouchPositionY: AbsoluteAxisInfo(minimum: 0, maximum: 32767),
            AbsoluteAxis.multiTouchPressure: AbsoluteAxisInfo(minimum: 0, maximum: 1),
        ]
        return DeviceDescription(
            name: "Protocol A touch screen", properties: [InputProperty.direct],
            codes: [.synchronization: [0, 2], .key: [KeyCode.buttonTouch], .absolute: CodeSet(axes.keys)],
            absoluteAxes: axes)
    }

    /// litest's `protocolA_move`: every active contact, in litest's slot order, in one frame.
    func frame(_ s: inout EventScript, _ fingers: [(x: Double, y: Double)], touch: Bool = false) {
        let scale = { (percent: Double) in Int32(32767 * percent / 100) }
        s.abs(AbsoluteAxis.x, scale(fingers[0].x))
        s.abs(AbsoluteAxis.y, scale(fingers[0].y))
        for finger in fingers {
            s.mtPosition(scale(finger.x), scale(finger.y))
            s.mtReport()
        }
        if touch { s.key(KeyCode.buttonTouch, 1) }
        s.report()
    }

    /// `touch_protocol_a_2fg_touch`: two fingers move along the diagonals and cross at one
    /// point (50, 50), each frame moving one of them; each keeps its slot throughout, as
    /// mtdev's matching keeps them (the pairings tie where they meet).
    @Test func twoProtocolAFingersThatCrossAtOnePointKeepTheirIdentities() throws {
        let screen = ScreenMapping(screenSize: ScreenSize(width: 32768, height: 32768))
        var decoder = try FrameDecoder(device: Self.litestProtocolA(), mapping: screen)
        var s = EventScript()
        var first = (x: 5.0, y: 95.0), second = (x: 95.0, y: 5.0)
        frame(&s, [first], touch: true)
        frame(&s, [first, second], touch: true)
        var expected: [Int32] = []
        for position in stride(from: 10.0, to: 100, by: 10) {
            first = (position, 100 - position)
            frame(&s, [first, second])
            expected.append(Int32(32767 * position / 100))
            second = (100 - position, position)
            frame(&s, [first, second])
            expected.append(Int32(32767 * position / 100))
        }
        let frames = decoder.frames(s.events).dropFirst(2)
        #expect(frames.allSatisfy { $0.contacts.map(\.id) == [0, 1] })
        #expect(frames.map { Int32($0.contacts[0].x.rounded()) } == expected, "contact 0 follows the first finger through the crossing")
    }

    /// `fallback_flush_st_down` ("driver sent multiple touch down for the same slot") and
    /// `touch_double_touch_down_up`: a second `BTN_TOUCH 1` is ignored; one touch, one lift.
    @Test func aSecondTouchDownOnASingleTouchScreenIsIgnoredAndTheTouchGoesOn() throws {
        var decoder = try FrameDecoder(device: Devices.singleTouch(), mapping: panelMapping)
        var s = EventScript()
        s.key(KeyCode.buttonTouch, 1); s.abs(AbsoluteAxis.x, 10); s.report()
        s.key(KeyCode.buttonTouch, 1); s.abs(AbsoluteAxis.x, 20); s.report()
        s.key(KeyCode.buttonTouch, 0); s.report()
        s.key(KeyCode.buttonTouch, 0); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began"], ["0:moved"], ["0:ended"]])
        #expect(decoder.diagnostics.pressesWhileDown == 1)
    }

    /// `fallback_process_key` ignores a press of a button already down (`hw_is_key_down`).
    @Test func aSecondPressOfAMouseButtonAlreadyDownIsIgnored() throws {
        var decoder = try FrameDecoder(device: Devices.mouse(), mapping: panelMapping)
        var s = EventScript()
        s.key(KeyCode.buttonLeft, 1); s.report()
        s.key(KeyCode.buttonLeft, 1); s.rel(RelativeAxis.x, 5); s.report()
        s.key(KeyCode.buttonLeft, 0); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began"], ["0:moved"], ["0:ended"]])
        #expect(decoder.diagnostics.pressesWhileDown == 1)
    }
}
