import InputEvents
import Testing

/// `BTN_TOUCH` beside `BTN_LEFT`: udev's input_id builtin checks the mouse
/// button before `BTN_TOUCH` and `INPUT_PROP_DIRECT` for absolute devices and
/// tags the device `ID_INPUT_MOUSE`, and libinput makes it a pointer whose
/// button is `BTN_LEFT` (libinput's test-device.c `device_abs_rel`: a device
/// with `ABS_X/Y`, `BTN_TOUCH`, `BTN_LEFT` and `REL_X/Y` is added and takes
/// relative motion).
@Suite struct PointerWithTouchButtonTests {
    static func device(properties: CodeSet = [], relative: Bool = true) -> DeviceDescription {
        let axes: [UInt16: AbsoluteAxisInfo] = [
            AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 0, maximum: 10, resolution: 10),
            AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: 10, resolution: 10),
        ]
        var codes: [EventType: CodeSet] = [.synchronization: [0], .key: [KeyCode.buttonTouch, KeyCode.buttonLeft], .absolute: CodeSet(axes.keys)]
        if relative { codes[.relative] = [RelativeAxis.x, RelativeAxis.y] }
        return DeviceDescription(name: "test device", properties: properties, codes: codes, absoluteAxes: axes)
    }

    @Test(arguments: [CodeSet(), [InputProperty.direct]])
    func btnTouchWithBtnLeftIsAnAbsolutePointerAsUdevAndLibinputSay(_ properties: CodeSet) {
        let classification = Self.device(properties: properties).classification
        #expect(classification.deviceClass == .absolutePointer)
        #expect(classification.reason == "ABS_X/ABS_Y with BTN_LEFT, which udev and libinput take over BTN_TOUCH")
    }

    @Test func withRelativeAxesOnlyItIsAMouse() {
        let mouse = DeviceDescription(
            name: "test device", codes: [.synchronization: [0], .key: [KeyCode.buttonTouch, KeyCode.buttonLeft], .relative: [RelativeAxis.x, RelativeAxis.y]])
        #expect(mouse.classification.deviceClass == .relativeMouse)
    }

    @Test func itsButtonIsBtnLeftAndBtnTouchMakesNoContact() throws {
        let mapping = ScreenMapping(screenSize: ScreenSize(width: 110, height: 110))
        var decoder = try FrameDecoder(device: Self.device(), mapping: mapping)
        var s = EventScript()
        s.abs(AbsoluteAxis.x, 5); s.abs(AbsoluteAxis.y, 5); s.key(KeyCode.buttonTouch, 1); s.report()
        s.key(KeyCode.buttonTouch, 0); s.report()
        // The move to (5, 5) hovers (a frame without contacts); BTN_TOUCH makes none.
        #expect(decoder.frames(s.events).allSatisfy { $0.contacts.isEmpty }, "BTN_TOUCH is not this pointer's button")
        var t = EventScript()
        t.milliseconds = 10
        t.key(KeyCode.buttonLeft, 1); t.report()
        t.rel(RelativeAxis.x, 3); t.report()
        t.key(KeyCode.buttonLeft, 0); t.report()
        let frames = decoder.frames(t.events)
        #expect(frames.map(phases) == [["0:began"], ["0:moved"], ["0:ended"]])
        #expect(frames[0].contacts[0].x == 50, "the absolute position: 5 of 0…10 on 110 points")
        #expect(frames[1].contacts[0].x == 53, "REL_X moves the pointer too (device_abs_rel)")
    }
}
