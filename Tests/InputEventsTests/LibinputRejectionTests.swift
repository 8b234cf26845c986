import InputEvents
import Testing

/// Devices libinput refuses (`evdev_reject_device()` in libinput's src/evdev.c),
/// refused by the decoder with one line naming the reason. The cases follow
/// libinput's test-device.c: `abs_device_missing_one_abs`,
/// `abs_mt_device_missing_one_mt_abs`, `abs_device_no_range`,
/// `abs_mt_device_no_range`, `abs_device_missing_res`, `abs_mt_device_missing_res`.
@Suite struct LibinputRejectionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var device: DeviceDescription
        var reason: String
        var testDescription: String { name }
    }

    /// A device with `BTN_LEFT`, `BTN_RIGHT` and the given axes, as libinput's tests make them.
    static func device(_ axes: [UInt16: AbsoluteAxisInfo], keys: CodeSet = [KeyCode.buttonLeft, KeyCode.buttonRight],
                       relative: CodeSet? = nil) -> DeviceDescription {
        var codes: [EventType: CodeSet] = [.synchronization: [0], .key: keys, .absolute: CodeSet(axes.keys)]
        if let relative { codes[.relative] = relative }
        return DeviceDescription(name: "test device", codes: codes, absoluteAxes: axes)
    }

    static let range = AbsoluteAxisInfo(minimum: 0, maximum: 10)
    static let mt: [UInt16: AbsoluteAxisInfo] = [
        AbsoluteAxis.x: range, AbsoluteAxis.y: range, AbsoluteAxis.multiTouchSlot: range,
        AbsoluteAxis.multiTouchTrackingID: AbsoluteAxisInfo(minimum: 0, maximum: 255),
        AbsoluteAxis.multiTouchPositionX: range, AbsoluteAxis.multiTouchPositionY: range,
    ]

    static let cases: [Case] = [
        Case(name: "abs_device_missing_one_abs: ABS_X only", device: device([AbsoluteAxis.x: range]), reason: "ABS_X without ABS_Y"),
        Case(name: "abs_device_missing_one_abs: ABS_Y only", device: device([AbsoluteAxis.y: range]), reason: "ABS_Y without ABS_X"),
        Case(
            name: "abs_mt_device_missing_one_mt_abs: ABS_MT_POSITION_X only",
            device: device([AbsoluteAxis.x: range, AbsoluteAxis.y: range, AbsoluteAxis.multiTouchSlot: range, AbsoluteAxis.multiTouchPositionX: range]),
            reason: "ABS_MT_POSITION_X without ABS_MT_POSITION_Y"),
        Case(
            name: "REL_X without REL_Y", device: device([:], relative: [RelativeAxis.x]), reason: "REL_X without REL_Y"),
        Case(
            name: "abs_device_no_range: ABS_PRESSURE 0..0",
            device: device([AbsoluteAxis.x: range, AbsoluteAxis.y: range, AbsoluteAxis.pressure: AbsoluteAxisInfo(minimum: 0, maximum: 0)]),
            reason: "ABS_PRESSURE has minimum = maximum (0)"),
        Case(
            name: "abs_device_no_range: ABS_X 5..5",
            device: device([AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 5, maximum: 5), AbsoluteAxis.y: range]),
            reason: "ABS_X has minimum = maximum (5)"),
        Case(
            name: "abs_mt_device_no_range: ABS_MT_POSITION_Y 0..0",
            device: device(mt.merging([AbsoluteAxis.multiTouchPositionY: AbsoluteAxisInfo(minimum: 0, maximum: 0)]) { $1 }),
            reason: "ABS_MT_POSITION_Y has minimum = maximum (0)"),
        Case(
            name: "abs_device_missing_res: ABS_X without resolution",
            device: device([AbsoluteAxis.x: range, AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: 10, resolution: 10)]),
            reason: "ABS_Y has a resolution and ABS_X none"),
        Case(
            name: "abs_mt_device_missing_res: ABS_MT_POSITION_Y without resolution",
            device: device(mt.merging([AbsoluteAxis.multiTouchPositionX: AbsoluteAxisInfo(minimum: 0, maximum: 10, resolution: 10)]) { $1 }),
            reason: "ABS_MT_POSITION_X has a resolution and ABS_MT_POSITION_Y none"),
    ]

    @Test(arguments: cases)
    func aDeviceLibinputIgnoresIsRefusedWithOneLineNamingTheReason(_ test: Case) throws {
        #expect(test.device.libinputRejection == test.reason)
        let error = #expect(throws: FrameDecoderError.self) {
            try FrameDecoder(device: test.device, mapping: panelMapping)
        }
        #expect(error == .rejectedByLibinput(deviceName: "test device", reason: test.reason))
        let line = error?.description ?? ""
        #expect(line == "\"test device\": \(test.reason); libinput ignores such a device, and so does TouchReplay")
        #expect(!line.contains("\n"))
    }

    /// libinput's `evdev_check_min_max`: min = max = 0 on an axis from `ABS_MISC` up
    /// to below `ABS_MT_SLOT` only disables the axis; `abs_mt_device_no_range` skips
    /// `ABS_MT_TOOL_TYPE` and `ABS_MT_TRACKING_ID` ("kernel overrides it").
    @Test func axesLibinputOnlyDisablesOrSkipsDoNotRefuseTheDevice() throws {
        let zero = AbsoluteAxisInfo(minimum: 0, maximum: 0)
        for code: UInt16 in [0x28, 0x29, 0x2e] {
            #expect(Self.device([AbsoluteAxis.x: Self.range, AbsoluteAxis.y: Self.range, code: zero]).libinputRejection == nil)
        }
        for code in [AbsoluteAxis.multiTouchToolType, AbsoluteAxis.multiTouchTrackingID] {
            #expect(Self.device(Self.mt.merging([code: zero]) { $1 }).libinputRejection == nil)
        }
        let three = Self.device([AbsoluteAxis.x: Self.range, AbsoluteAxis.y: Self.range, 0x29: AbsoluteAxisInfo(minimum: 3, maximum: 3)])
        #expect(three.libinputRejection?.hasSuffix("has minimum = maximum (3)") == true, "only 0..0 is disabled")
    }

    /// The shared recordings' devices are all accepted, as libinput accepts them.
    @Test(arguments: ["atmel-maxtouch.desc", "ep0430m09.desc", "ntrig-multitouch.desc", "saitek-rat5-mouse.desc", "ps2-generic-mouse.desc"])
    func theRecordedDevicesAreAccepted(_ name: String) throws {
        #expect(try evemuDescription(name).libinputRejection == nil)
    }
}
