import InputEvents
import Testing

/// Per-device palm thresholds (libinput's `AttrPalmSizeThreshold` and
/// `AttrPalmPressureThreshold` quirks): a contact above them is a palm, as an
/// `MT_TOOL_PALM` contact is.
@Suite struct PalmThresholdDecodingTests {
    static func mapping(_ thresholds: PalmThresholds?) -> ScreenMapping {
        var mapping = panelMapping
        mapping.palmThresholds = thresholds
        return mapping
    }

    /// One contact whose pressure rises past 200 and falls back, then a new light contact in the same slot.
    static var risingPressure: [InputEvent] {
        var s = EventScript()
        s.slot(0); s.trackingID(1); s.mtPosition(10, 10); s.abs(AbsoluteAxis.multiTouchPressure, 50); s.report()
        s.abs(AbsoluteAxis.multiTouchPressure, 201); s.report()
        s.abs(AbsoluteAxis.multiTouchPressure, 40); s.mtPosition(20, 20); s.report()
        s.trackingID(-1); s.report()
        s.trackingID(2); s.abs(AbsoluteAxis.multiTouchPressure, 30); s.report()
        s.trackingID(-1); s.report()
        return s.events
    }

    @Test func aContactGoingAboveThePressureThresholdIsCancelledAndStaysSilentUntilItLifts() throws {
        var decoder = try FrameDecoder(device: Devices.protocolB(pressure: true), mapping: Self.mapping(PalmThresholds(pressure: 200)))
        let frames = decoder.frames(Self.risingPressure)
        // The second contact starts in a slot whose last pressure was 40: judged by its own 30, not held as a palm.
        #expect(frames.map(phases) == [["0:began"], ["0:cancelled"], ["1:began"], ["1:ended"]])
        #expect(frames[1].contacts[0].pressure == 201)
        #expect(decoder.activeContactCount == 0)
    }

    @Test func withoutThresholdsTheSameContactIsAFinger() throws {
        var decoder = try FrameDecoder(device: Devices.protocolB(pressure: true), mapping: Self.mapping(nil))
        #expect(decoder.frames(Self.risingPressure).map(phases)
                == [["0:began"], ["0:moved"], ["0:moved"], ["0:ended"], ["1:began"], ["1:ended"]])
    }

    @Test func aPressureExactlyAtTheThresholdIsNotAPalm() throws {
        var decoder = try FrameDecoder(device: Devices.protocolB(pressure: true), mapping: Self.mapping(PalmThresholds(pressure: 201)))
        #expect(decoder.frames(Self.risingPressure).map(phases).contains(["0:cancelled"]) == false)
    }

    @Test func aContactAboveTheSizeThresholdInItsFirstFrameIsNeverReported() throws {
        var decoder = try FrameDecoder(device: Devices.protocolA(), mapping: Self.mapping(PalmThresholds(size: 600)))
        var s = EventScript()
        // A finger (touch major 300) and a palm (touch major 900), then the palm shrinks: still a palm.
        s.mtPosition(1000, 1000); s.abs(AbsoluteAxis.multiTouchTouchMajor, 300); s.mtReport()
        s.mtPosition(6000, 6000); s.abs(AbsoluteAxis.multiTouchTouchMajor, 900); s.mtReport(); s.report()
        s.mtPosition(1010, 1000); s.abs(AbsoluteAxis.multiTouchTouchMajor, 300); s.mtReport()
        s.mtPosition(6010, 6000); s.abs(AbsoluteAxis.multiTouchTouchMajor, 200); s.mtReport(); s.report()
        s.mtReport(); s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began"], ["0:moved"], ["0:ended"]])
        #expect(frames.allSatisfy { $0.contacts.allSatisfy { $0.x < 2000 } })
    }

    @Test func aSingleTouchScreenTakesAPressureThreshold() throws {
        var decoder = try FrameDecoder(device: Devices.singleTouch(), mapping: Self.mapping(PalmThresholds(pressure: 100)))
        var s = EventScript()
        s.key(KeyCode.buttonTouch, 1); s.abs(AbsoluteAxis.x, 100); s.abs(AbsoluteAxis.y, 100); s.abs(AbsoluteAxis.pressure, 60); s.report()
        s.abs(AbsoluteAxis.pressure, 180); s.report()
        s.key(KeyCode.buttonTouch, 0); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began"], ["0:cancelled"]])
    }

    @Test func aThresholdForAnAxisTheScreenLacksIsAOneLineError() {
        #expect(throws: FrameDecoderError.self) {
            _ = try FrameDecoder(device: Devices.protocolB(pressure: false), mapping: Self.mapping(PalmThresholds(pressure: 200)))
        }
        do {
            _ = try FrameDecoder(device: Devices.protocolB(), mapping: Self.mapping(PalmThresholds(size: 100)))
            Issue.record("a size threshold on a screen without ABS_MT_TOUCH_MAJOR was accepted")
        } catch {
            #expect(error.description
                    == "\"Atmel-like\": a palm size threshold is set, but the device has no ABS_MT_TOUCH_MAJOR to compare it with")
        }
    }

    @Test func pensAndMiceIgnoreThePalmThresholds() throws {
        let mapping = Self.mapping(PalmThresholds(size: 1, pressure: 1))
        var pen = try FrameDecoder(device: Devices.pen(), mapping: mapping)
        var s = EventScript()
        s.key(KeyCode.buttonToolPen, 1); s.abs(AbsoluteAxis.x, 100); s.abs(AbsoluteAxis.y, 100); s.report()
        s.key(KeyCode.buttonTouch, 1); s.abs(AbsoluteAxis.pressure, 900); s.report()
        s.key(KeyCode.buttonTouch, 0); s.abs(AbsoluteAxis.pressure, 0); s.report()
        let contacts = pen.frames(s.events).flatMap { phases($0) }
        #expect(contacts == ["0:began", "0:ended"])
        #expect(throws: Never.self) { _ = try FrameDecoder(device: Devices.mouse(), mapping: mapping) }
    }
}
