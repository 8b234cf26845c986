import DeviceEmulation
import InputEvents
import Testing

/// The `.umockdev` record is a virtual event node with udev's input properties.
@Suite struct UdevRecordTests {
    @Test func touchscreenNodeHasDeviceNumberAndTouchscreenProperty() throws {
        let (description, _) = try Fixtures.read("atmel-maxtouch.desc")
        let udev = try Fixtures.generate(description, options: EmulationOptions(nodeNumber: 7)).udev
        let lines = udev.split(separator: "\n")
        #expect(lines.first == "P: /devices/virtual/input/input7/event7")
        #expect(lines.contains("N: input/event7"))
        #expect(lines.contains("E: DEVNAME=/dev/input/event7"))
        #expect(lines.contains("E: MINOR=71"))
        #expect(lines.contains("A: dev=13:71"))
        #expect(lines.contains("E: ID_INPUT_TOUCHSCREEN=1"))
        #expect(lines.contains("A: name=Atmel maXTouch Touchscreen"))
        #expect(!lines.contains("E: ID_INPUT_MOUSE=1"))
    }

    @Test(arguments: [
        ("ntrig-multitouch.desc", "E: ID_INPUT_TOUCHSCREEN=1"),
        ("saitek-rat5-mouse.desc", "E: ID_INPUT_MOUSE=1"),
        ("ps2-generic-mouse.desc", "E: ID_INPUT_MOUSE=1"),
    ])
    func inputTypeIsGuessedAsUdevDoes(_ file: String, _ property: String) throws {
        let (description, _) = try Fixtures.read(file)
        #expect(try Fixtures.generate(description).udev.split(separator: "\n").contains(Substring(property)))
    }

    @Test func touchscreenFuzzMovesToALibinputProperty() throws {
        var description = DeviceDescription(
            name: "Fuzzy", properties: [InputProperty.direct],
            codes: [.synchronization: [0], .key: [KeyCode.buttonTouch], .absolute: [0, 1]],
            absoluteAxes: [0: AbsoluteAxisInfo(minimum: 0, maximum: 99, fuzz: 4), 1: AbsoluteAxisInfo(minimum: 0, maximum: 99)])
        description.switchStates = [:]
        let generated = try Fixtures.generate(description)
        #expect(generated.udev.contains("E: LIBINPUT_FUZZ_00=4\n"))
        let x = try #require(generated.ioctl.compactMap(IoctlAnswer.init).first { $0.name == "EVIOCGABS(0)" })
        #expect(x.int32(at: 12) == 0, "the emulated kernel reports no fuzz")
    }
}
