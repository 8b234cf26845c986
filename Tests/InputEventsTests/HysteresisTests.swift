import InputEvents
import Testing

/// libinput's touchscreen hysteresis (`fallback_filter_defuzz_touch`, margin
/// half the position axes' fuzz, `evdev_hysteresis`): jitter within the fuzz
/// makes no motion. The fuzz is the description's axis fuzz.
@Suite struct HysteresisTests {
    static func screen(fuzz: Int32) -> DeviceDescription {
        var device = Devices.protocolB()
        device.absoluteAxes[AbsoluteAxis.multiTouchPositionX]!.fuzz = fuzz
        device.absoluteAxes[AbsoluteAxis.multiTouchPositionY]!.fuzz = fuzz
        return device
    }

    /// libinput's test-touch.c `touch_fuzz`: a finger down at (700, 300) that
    /// jitters by one unit for 50 frames sends no motion.
    static func jitter() -> [InputEvent] {
        var s = EventScript()
        var x: Int32 = 700, y: Int32 = 300
        s.trackingID(30); s.slot(0); s.mtPosition(x, y); s.key(KeyCode.buttonTouch, 1); s.report()
        for i in 0..<50 {
            if i % 2 == 1 { x += 1; y -= 1 } else { x -= 1; y += 1 }
            s.mtPosition(x, y); s.report()
        }
        return s.events
    }

    @Test func aFingerJitteringWithinTheFuzzMakesNoMotionAsLibinputsTouchFuzzTest() throws {
        let mapping = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480))
        var decoder = try FrameDecoder(device: Self.screen(fuzz: 4), mapping: mapping)
        let frames = decoder.frames(Self.jitter())
        #expect(frames.count == 51)
        #expect(frames.allSatisfy { $0.contacts.count == 1 && $0.contacts[0].x == 700 && $0.contacts[0].y == 300 })
    }

    @Test func withoutFuzzTheJitterShows() throws {
        let mapping = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480))
        var decoder = try FrameDecoder(device: Self.screen(fuzz: 0), mapping: mapping)
        let xs = Set(decoder.frames(Self.jitter()).map { $0.contacts[0].x })
        #expect(xs == [699, 700])
    }

    /// Beyond the margin the contact follows, one margin behind along the finger's
    /// direction (`evdev_hysteresis` drags the ellipse's centre).
    @Test func aMoveBeyondTheMarginDragsTheContactOneMarginBehind() throws {
        let mapping = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480))
        var decoder = try FrameDecoder(device: Self.screen(fuzz: 10), mapping: mapping)
        var s = EventScript()
        s.slot(0); s.trackingID(1); s.mtPosition(100, 100); s.report()
        s.mtPosition(104, 100); s.report()
        s.mtPosition(120, 100); s.report()
        s.mtPosition(120, 130); s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map { $0.contacts[0].x } == [100, 100, 115, 119], "119.18 truncated, as libinput's integer coordinates")
        #expect(frames.map { $0.contacts[0].y } == [100, 100, 100, 125])
    }

    /// libinput applies it in `fallback_flush_mt_motion` only: a single-touch screen's jitter shows.
    @Test func singleTouchScreensHaveNone() throws {
        var device = Devices.singleTouch()
        device.absoluteAxes[AbsoluteAxis.x]!.fuzz = 8
        device.absoluteAxes[AbsoluteAxis.y]!.fuzz = 8
        var decoder = try FrameDecoder(device: device, mapping: ScreenMapping(screenSize: ScreenSize(width: 1024, height: 1024)))
        var s = EventScript()
        s.abs(AbsoluteAxis.x, 500); s.abs(AbsoluteAxis.y, 500); s.key(KeyCode.buttonTouch, 1); s.report()
        s.abs(AbsoluteAxis.x, 501); s.report()
        #expect(decoder.frames(s.events).map { $0.contacts[0].x } == [500, 501])
    }
}
