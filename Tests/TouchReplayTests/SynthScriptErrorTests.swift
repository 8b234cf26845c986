import Foundation
import Testing
import TouchReplay
import TouchReplayTools

/// Bad synth scripts fail with one line naming the file and the place.
@Suite struct SynthScriptErrorTests {
    static func error(_ yaml: String) -> String? {
        do {
            let script = try SynthScript.parse(yaml: yaml, path: "s.yml")
            _ = try script.events(path: "s.yml")
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        ("gestures:\n  - tapp: [1, 2]\n", "s.yml:2:5: unknown gesture 'tapp'"),
        ("gestures:\n  - tap: [1]\n", "s.yml:2:10: at must be [x, y]"),
        ("screen: [800, 480]\ngestures:\n  - drag: {from: [1, 2], to: [900, 2]}\n", "s.yml:3:5: finger position (900.0, 2.0) is off the 800×480 screen"),
        ("device: singletouch\ngestures:\n  - pinch: {center: [500, 500], from: 10, to: 20}\n", "s.yml:3:5: pinch needs 2 fingers but device"),
        ("device: mouse\ngestures:\n  - drag: {from: [1, 2], to: [3, 4], fingers: 2}\n", "s.yml:3:5: drag needs 2 fingers"),
        ("device: nowhere.desc\ngestures: []\n", "s.yml:1:9: unknown device 'nowhere.desc'"),
        ("rate: -5\ngestures: []\n", "s.yml:1:7: rate must be from 1 to 10000 reports per second"),
        ("rate: 1e12\ngestures: []\n", "s.yml:1:7: rate must be from 1 to 10000 reports per second"),
        ("gestures:\n  - tap: {at: [1, 2], colour: red}\n", "s.yml:2:23: unknown key 'colour' in tap"),
        ("gestures: [\n", "s.yml:2:1: YAML syntax error"),
        ("gestures:\n  - rightClick: [1, 2]\n", "s.yml:2:5: rightClick needs a mouse but device 'TouchReplay Virtual maXTouch Screen' has no buttons to click"),
        ("speed: 3\n", "s.yml:1:1: unknown key 'speed' in script"),
        ("screen: [800, 480]\n", "s.yml:1:1: the script has no 'gestures' list"),
        ("gestures:\n  - doubleTap: {at: [5, 5], duration: 0.3, interval: 0.2}\n", "s.yml:2:54: interval (0.2) must be longer than duration (0.3)"),
    ])
    func badScriptsNameTheFileAndPlace(yaml: String, expectedPrefix: String) {
        let message = Self.error(yaml)
        #expect(message?.hasPrefix(expectedPrefix) == true, "got \(message ?? "no error")")
        #expect(message?.contains("\n") == false)
    }

    @Test func tooManyOverlappingFingersNameTheGestureThatExceedsTheDevice() {
        let message = Self.error("""
            device: multitouch
            screen: [800, 480]
            gestures:
              - drag: {from: [100, 100], to: [700, 100], fingers: 6, spacing: 10, duration: 1}
              - drag: {from: [100, 300], to: [700, 300], fingers: 5, spacing: 10, duration: 1, start: 0.8}
            """)
        #expect(message == "s.yml:5:5: 11 fingers down at once but device 'TouchReplay Virtual maXTouch Screen' reports at most 10")
    }

    @Test func overlappingGesturesWithinTheSlotCountAreAccepted() throws {
        let script = try SynthScript.parse(yaml: """
            screen: [800, 480]
            gestures:
              - drag: {from: [100, 100], to: [300, 100], duration: 1}
              - pinch: {center: [500, 300], from: 100, to: 200, start: 0.7}
            """)
        let strokes = try script.strokes()
        #expect(strokes.count == 3)
        #expect(strokes[1].startTime == 0.7)
    }
}

/// Device descriptions given by path that cannot be used.
@Suite struct SynthDeviceFileErrorTests {
    static func withFiles(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("synth-desc-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        try body(folder)
    }

    @Test func aKeyboardDescriptionIsNeitherATouchscreenNorAMouse() throws {
        try Self.withFiles(["keyboard.desc": "# EVEMU 1.3\nN: Keys\nI: 0003 0001 0001 0001\nP: 00 00 00 00 00 00 00 00\nB: 00 0b 00 00 00 00 00 00 00\nB: 01 fe ff ff ff 00 00 00 00\n"]) { folder in
            #expect(throws: FileError(path: folder + "/keyboard.desc", message: "device 'Keys' is neither a touchscreen (ABS_MT_POSITION_X/Y or ABS_X/Y) nor a mouse (REL_X/Y with BTN_LEFT)")) {
                try SynthScript.parse(yaml: "device: keyboard.desc\ngestures: []\n", path: folder + "/s.yml")
            }
        }
    }

    @Test func aBrokenDescriptionNamesItsLine() throws {
        try Self.withFiles(["bad.desc": "# EVEMU 1.3\nN: Broken\nI: 0003 zz 0001 0001\n"]) { folder in
            do {
                _ = try SynthScript.parse(yaml: "device: bad.desc\ngestures: []\n", path: folder + "/s.yml")
                Issue.record("a broken description was accepted")
            } catch let error as FileError {
                #expect(error.description.hasPrefix(folder + "/bad.desc:3:"), "\(error)")
                #expect(!error.description.contains("\n"))
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }
}
