import InputEvents
import Testing

@Suite struct DeviceClassificationTests {
    @Test(arguments: [
        ("atmel-maxtouch.desc", DeviceClass.multiTouchScreen),
        ("ep0430m09.desc", .multiTouchScreen),
        ("ntrig-multitouch.desc", .multiTouchScreenProtocolA),
        ("ps2-generic-mouse.desc", .relativeMouse),
        ("saitek-rat5-mouse.desc", .relativeMouse),
    ])
    func realRecordedDevicesGetTheirClass(file: String, expected: DeviceClass) throws {
        let classification = try evemuDescription(file).classification
        #expect(classification.deviceClass == expected, "\(classification)")
        #expect(classification.attachable)
    }

    @Test func atmelReasonNamesTheSlotsAndDirectProperty() throws {
        let classification = try evemuDescription("atmel-maxtouch.desc").classification
        #expect(classification.description
            == "\"Atmel maXTouch Touchscreen\": multi-touch screen (protocol B) (INPUT_PROP_DIRECT, ABS_MT_SLOT 0-9 with ABS_MT_TRACKING_ID)")
    }

    @Test func ntrigWithoutDirectPropertyIsATouchscreenThroughBtnTouch() throws {
        let classification = try evemuDescription("ntrig-multitouch.desc").classification
        #expect(classification.reason == "BTN_TOUCH without INPUT_PROP_DIRECT, ABS_MT_POSITION_X/Y without ABS_MT_SLOT")
    }

    @Test func atmelCapabilitiesListTenSlotsAndNoResolution() throws {
        let capabilities = try evemuDescription("atmel-maxtouch.desc").capabilities
        #expect(capabilities.slotCount == 10)
        #expect(capabilities.xAxis == AbsoluteAxisInfo(minimum: 0, maximum: 799))
        #expect(capabilities.physicalSize == nil)
        #expect(capabilities.description == "10 slots, x 0..799, y 0..479, no resolution")
    }

    @Test func capabilitiesComputeThePhysicalSizeFromResolution() {
        var device = Devices.protocolB(pressure: true)
        device.absoluteAxes[AbsoluteAxis.multiTouchPositionX]?.resolution = 10
        device.absoluteAxes[AbsoluteAxis.multiTouchPositionY]?.resolution = 10
        let capabilities = device.capabilities
        #expect(capabilities.physicalSize?.width == 79.9)
        #expect(capabilities.physicalSize?.height == 47.9)
        #expect(capabilities.description == "10 slots, x 0..799, y 0..479, 10x10 units/mm, 79.9x47.9 mm, pressure 0..255")
    }

    @Test func singleTouchScreenAndAbsolutePointerAreAttachable() {
        #expect(Devices.singleTouch().classification.deviceClass == .singleTouchScreen)
        #expect(Devices.absolutePointer().classification.deviceClass == .absolutePointer)
        #expect(Devices.singleTouch().capabilities.slotCount == nil)
    }

    @Test func touchpadWithPointerPropertyIsNotAttachable() {
        var touchpad = Devices.protocolB()
        touchpad.name = "SynPS/2 Synaptics TouchPad"
        touchpad.properties = [InputProperty.pointer, InputProperty.buttonPad]
        touchpad.codes[.key] = [KeyCode.buttonLeft, KeyCode.buttonTouch, KeyCode.buttonToolFinger, KeyCode.buttonToolDoubleTap]
        let classification = touchpad.classification
        #expect(classification.deviceClass == .touchpad)
        #expect(!classification.attachable)
        #expect(classification.description
            == "\"SynPS/2 Synaptics TouchPad\": touchpad (BTN_TOOL_FINGER without INPUT_PROP_DIRECT); not attachable: TouchReplay reads touchscreens, mice and pens")
    }

    @Test func fingerToolWithoutAnyPropertyIsATouchpadTheTraditionalWay() {
        var touchpad = Devices.singleTouch()
        touchpad.properties = []
        touchpad.codes[.key] = [KeyCode.buttonTouch, KeyCode.buttonToolFinger]
        #expect(touchpad.classification.deviceClass == .touchpad)
    }

    @Test func fingerToolWithDirectPropertyStaysATouchscreen() {
        var screen = Devices.protocolB()
        screen.codes[.key] = [KeyCode.buttonTouch, KeyCode.buttonToolFinger]
        #expect(screen.classification.deviceClass == .multiTouchScreen)
    }

    @Test func semiMultiTouchDevicesAreNotAttachableButPenDevicesAre() {
        var semi = Devices.protocolB()
        semi.properties = [InputProperty.semiMultiTouch]
        #expect(semi.classification.deviceClass == .touchpad)
        #expect(!semi.classification.attachable)
        var pen = Devices.singleTouch()
        pen.codes[.key] = [KeyCode.buttonTouch, KeyCode.buttonToolPen, KeyCode.buttonStylus]
        #expect(pen.classification.deviceClass == .penTablet)
        #expect(pen.classification.attachable)
    }

    @Test func keyboardsAndBareDevicesAreNotAttachable() {
        let keyboard = DeviceDescription(name: "AT keyboard", codes: [.key: [0x1e, 0x1f, 0x20]])
        #expect(keyboard.classification.deviceClass == .keyboard)
        let wheel = DeviceDescription(name: "wheel only", codes: [.relative: [RelativeAxis.x, RelativeAxis.y]])
        #expect(wheel.classification.deviceClass == .other)
        #expect(wheel.classification.reason == "REL_X/REL_Y without a mouse button")
        let joystick = DeviceDescription(
            name: "joystick", codes: [.key: [0x120], .absolute: [AbsoluteAxis.x, AbsoluteAxis.y]],
            absoluteAxes: [0: AbsoluteAxisInfo(minimum: 0, maximum: 255), 1: AbsoluteAxisInfo(minimum: 0, maximum: 255)])
        #expect(joystick.classification.deviceClass == .other)
    }

    @Test func slotsWithoutTrackingIDAreNotAProtocolBScreen() {
        var broken = Devices.protocolB()
        broken.codes[.absolute]?.remove(AbsoluteAxis.multiTouchTrackingID)
        #expect(broken.classification.deviceClass == .other)
        #expect(broken.classification.reason == "ABS_MT_SLOT without ABS_MT_TRACKING_ID")
    }

    @Test func fakeMultiTouchDevicesIgnoreTheirMTBits() {
        var fake = Devices.singleTouch()
        fake.codes[.absolute] = [AbsoluteAxis.x, AbsoluteAxis.y, 0x2e, AbsoluteAxis.multiTouchSlot,
                                 AbsoluteAxis.multiTouchPositionX, AbsoluteAxis.multiTouchPositionY]
        #expect(fake.classification.deviceClass == .singleTouchScreen)
    }

    @Test func decoderRefusesAnUnattachableDeviceWithTheClassificationLine() {
        let keyboard = DeviceDescription(name: "AT keyboard", codes: [.key: [0x1e]])
        #expect(throws: FrameDecoderError.notAttachable(keyboard.classification)) {
            try FrameDecoder(device: keyboard, mapping: panelMapping)
        }
    }

    @Test func decoderRefusesADescriptionWithoutAxisRanges() {
        var device = Devices.protocolB()
        device.absoluteAxes[AbsoluteAxis.multiTouchPositionY] = nil
        do {
            _ = try FrameDecoder(device: device, mapping: panelMapping)
            Issue.record("expected an error")
        } catch {
            #expect(error.description
                == "\"Atmel-like\": no range for ABS_MT_POSITION_Y in the device description; cannot map positions to the screen")
        }
    }
}
