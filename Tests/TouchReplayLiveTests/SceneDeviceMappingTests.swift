import GestureEngine
import InputEvents
import Testing
import TouchReplay

/// A scene's `devices` list: each device's own part of the screen, rotation or
/// calibration, matched by path or by part of its name; the whole screen for a
/// device no entry matches; two entries matching one device are one error.
@Suite struct SceneDeviceMappingTests {
    static let text = """
        screen: {size: [800, 480]}
        devices:
          - {match: "maXTouch", target: [400, 0, 400, 480]}
          - {match: /dev/input/event7, rotation: 90}
          - {match: "touch", calibration: [1, 0, 0, 0, 1, 0]}
        root: {id: root}
        """

    @Test func aDeviceMatchedByNameGetsItsOwnTarget() throws {
        let scene = try Scene.parse(Self.text, file: "scene.yml")
        let mapping = try scene.mapping(forDeviceNamed: "Pen", path: "/dev/input/event7")
        #expect(mapping.rotation == .clockwise90 && mapping.targetRectangle == nil)
        #expect(try scene.mapping(forDeviceNamed: "A mouse", path: "/dev/input/event3") == scene.screen.mapping,
                "a device no entry matches maps onto the whole screen")
    }

    @Test func twoEntriesMatchingOneDeviceAreOneLineNamingBoth() throws {
        let scene = try Scene.parse(Self.text, file: "scene.yml")
        #expect(throws: DeviceMappingConflict.self) {
            try scene.mapping(forDeviceNamed: "Atmel maXTouch Touchscreen", path: "/dev/input/event5")
        }
        do {
            _ = try scene.mapping(forDeviceNamed: "Atmel maXTouch Touchscreen", path: "/dev/input/event5")
        } catch {
            #expect("\(error)" == "scene.yml:5:5: devices[2]: devices[0] also matches /dev/input/event5 (Atmel maXTouch Touchscreen); give each device one mapping")
        }
    }

    @Test func anEntryWithoutMatchIsAnErrorWithItsPosition() {
        #expect {
            try Scene.parse("screen: {size: [800, 480]}\ndevices:\n  - {rotation: 90}\nroot: {id: root}\n", file: "scene.yml")
        } throws: { error in
            "\(error)".hasPrefix("scene.yml:3:5: devices[0]") && "\(error)".contains("match")
        }
    }

    @Test func aBadRotationIsAnErrorWithItsPosition() {
        #expect {
            try Scene.parse("screen: {size: [800, 480]}\ndevices:\n  - {match: a, rotation: 45}\nroot: {id: root}\n", file: "scene.yml")
        } throws: { error in
            "\(error)".hasPrefix("scene.yml:3:") && "\(error)".contains("rotation must be 0, 90, 180 or 270")
        }
    }
}
