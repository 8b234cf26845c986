import Testing
import TouchReplay
import TouchReplayTools

/// Which device of a script of several (`devices:`) writes each step: the one the step names,
/// by its index in the list or by name, or else the one device whose kind writes the step's
/// tool; a step whose tool fits two of the devices and names none is one line at the step
/// (docs/synth.md, "A seat of several devices").
@Suite struct SynthSeatDeviceTests {
    static func devices(_ yaml: String) throws -> [Int] {
        try SynthScript.parse(yaml: yaml, path: "s.yml").steps.map(\.device)
    }

    static func error(_ yaml: String) -> String? {
        do {
            _ = try SynthScript.parse(yaml: yaml, path: "s.yml")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aStepNamingNoDeviceGoesToTheOneDeviceOfItsToolsKind() throws {
        let gestures = try Self.devices("""
            devices: [mouse, multitouch]
            gestures:
              - tap: [10, 10]
              - rightClick: [10, 10]
              - drag: {from: [1, 2], to: [3, 4]}
              - wheel: {at: [5, 5], clicks: 1}
            """)
        #expect(gestures == [1, 0, 1, 0])
        let touches = try Self.devices("""
            devices: [mouse, multitouch]
            gestures:
              - touch: {at: [5, 5], tool: mouse, end: 0.1}
              - touch: {at: [5, 5], end: 0.1}
              - wheel: {at: [5, 5], clicks: 1}
            """)
        #expect(touches == [0, 1, 0])
    }

    @Test func aStepNamesItsDeviceByIndexByItsEntryOrByTheDevicesName() throws {
        let steps = try Self.devices("""
            devices: [multitouch, multitouch, mouse]
            gestures:
              - touch: {at: [5, 5], end: 0.1, device: 1}
              - touch: {at: [5, 5], end: 0.1, device: 0}
              - wheel: {at: [5, 5], clicks: 1, device: mouse}
              - wheel: {at: [5, 5], clicks: 1, device: "TouchReplay Virtual Mouse"}
            """)
        #expect(steps == [1, 0, 2, 2])
    }

    @Test(arguments: [
        // Two touchscreens: a finger fits both, and the script must say which.
        ("devices: [multitouch, multitouch]\ngestures:\n  - touch: {at: [5, 5], end: 0.1}\n",
         "s.yml:3:5: a finger touch step fits 2 of the script's devices (0: multitouch, 1: multitouch); name one with device: (its index or name)"),
        ("devices: [multitouch, multitouch]\ngestures:\n  - drag: {from: [1, 2], to: [3, 4]}\n",
         "s.yml:3:5: a drag step fits 2 of the script's devices (0: multitouch, 1: multitouch); name one with device: (its index or name)"),
        ("devices: [mouse, pen]\ngestures:\n  - hover: {from: [1, 2], to: [3, 4]}\n",
         "s.yml:3:5: a hover step fits 2 of the script's devices (0: mouse, 1: pen); name one with device: (its index or name)"),
        ("devices: [multitouch, mouse]\ngestures:\n  - pen: {from: [1, 2], to: [3, 4]}\n",
         "s.yml:3:5: a pen step fits none of the script's devices (0: multitouch, 1: mouse)"),
        ("devices: [multitouch, multitouch]\ngestures:\n  - touch: {at: [5, 5], end: 0.1, device: multitouch}\n",
         "s.yml:3:43: device 'multitouch' names 2 of the script's devices (0: multitouch, 1: multitouch); name it by its index"),
        ("devices: [multitouch, mouse]\ngestures:\n  - touch: {at: [5, 5], end: 0.1, device: keyboard}\n",
         "s.yml:3:43: device 'keyboard' is none of the script's devices (0: multitouch, 1: mouse)"),
        ("devices: [multitouch, mouse]\ngestures:\n  - touch: {at: [5, 5], end: 0.1, device: 2}\n",
         "s.yml:3:43: device must be a whole number from 0 to 1"),
        ("devices: [multitouch, mouse]\ngestures:\n  - rightClick: {at: [5, 5], device: 0}\n",
         "s.yml:3:5: rightClick needs a mouse but device 'TouchReplay Virtual maXTouch Screen' has no buttons to click"),
    ])
    func aStepWhoseDeviceCannotBeToldIsOneLineAtTheStep(yaml: String, expected: String) {
        #expect(Self.error(yaml) == expected)
    }
}
