import DeviceEmulation
import Foundation
import InputEvents
import Testing

/// `touchreplay attach` (TouchReplayLive's `LiveInput` on a session) with a scene of two
/// windows (issue 39, item 1): two umockdev-emulated touchscreens, each bound to its own
/// window of another size and orientation; no touch crosses to the other window, and each
/// window's hit-tests visit its own views only.
@Suite struct AttachSeveralWindowsTests {
    /// The EP0430M09's one-finger drag on event51.
    static func secondTouchscreen() throws -> EmulatedDeviceRun {
        let (description, recorded) = try EmulatedDeviceRun.read("ep0430m09.1-finger-drag-up-down.events", description: "ep0430m09.desc")
        return try EmulatedDeviceRun(description: description, events: EmulatedDeviceRun.fitting(recorded),
                                     options: EmulationOptions(nodeNumber: 51, fileName: "second", leadIn: EmulatedDeviceRun.leadIn))
    }

    /// The top-level string and number fields of a JSON Lines trace line (a hit-test's steps give their first view).
    static func fields(_ line: Substring) -> [String: String] {
        var fields: [String: String] = [:]
        for match in line.matches(of: /"(\w+)":(?:"(\w*)"|([0-9.]+))/) where fields[String(match.1)] == nil {
            fields[String(match.1)] = String(match.2 ?? match.3 ?? "")
        }
        return fields
    }

    /// The devices named, or the seat followed (hot-plug: each device placed as it is opened).
    @Test(arguments: [["/dev/input/event50", "/dev/input/event51"], ["--seat", "seat0"]])
    func twoTouchscreensBoundToTwoWindowsKeepEachTouchInItsWindowAndHitTestThereOnly(devicesArguments: [String]) throws {
        let devices = LiveInputDevicesTests.Devices(runs: [try LiveInputDevicesTests.touchscreen(), try Self.secondTouchscreen()])
        defer { devices.removeFiles() }
        let folder = try EmulatedDeviceRun.temporaryDirectory()
        defer { EmulatedDeviceRun.remove(folder) }
        // The left window is 800 × 480 and portrait; the right one a 600 × 1000 screen turned landscape (a 1000 × 600 window).
        // Both have a view at the window's origin, so a touch that crossed would land on the other window's view.
        let scene = folder + "/kiosk.yml"
        try """
            windows:
              - id: left
                screen: {size: [800, 480]}
                root: {id: leftRoot, subviews: [{id: leftPad, frame: [0, 0, 800, 480], multipleTouch: true, touches: log}]}
              - id: right
                screen: {size: [600, 1000], orientation: landscapeLeft}
                root: {id: rightRoot, subviews: [{id: rightPad, frame: [0, 0, 1000, 600], multipleTouch: true, touches: log}]}
            devices:
              - {match: "/dev/input/event50", window: left}
              - {match: "EP0430M09", window: right}
            """.write(toFile: scene, atomically: true, encoding: .utf8)
        let arguments = ["attach"] + devicesArguments + ["--scene", scene, "--duration", "4", "--format", "jsonl", "--hit-tests"]
        let result = LiveInputDevicesTests.finish(try devices.start("touchreplay", arguments))
        #expect(result.status == 0, "\(result)")
        let touches = result.lines.filter { $0.contains(#""type":"touch""#) }.map(Self.fields)
        let windows = Dictionary(grouping: touches) { $0["touch"] ?? "" }.mapValues { Set($0.map { $0["window"] }) }
        // The Atmel's two fingers and the EP0430M09's one, each touch in one window only.
        #expect(windows.count == 3 && windows.values.allSatisfy { $0.count == 1 }, "\(windows)")
        #expect(windows.values.filter { $0 == ["left"] }.count == 2 && windows.values.filter { $0 == ["right"] }.count == 1, "\(windows)")
        let views: [String: Set<String>] = ["left": ["leftRoot", "leftPad"], "right": ["rightRoot", "rightPad"]]
        for line in touches {
            #expect(views[line["window"] ?? ""]?.contains(line["view"] ?? "") == true, "a touch bound in its own window: \(line)")
        }
        let hitTests = result.lines.filter { $0.contains(#""type":"hitTest""#) }
        #expect(hitTests.count == 3)
        for line in hitTests {
            // Every step of a touch's hit-test visits its window or that window's views.
            let window = Self.fields(line)["window"] ?? ""
            let visited = Set(line.matches(of: /"view":"(\w+)"/).map { String($0.1) })
            #expect(!visited.isEmpty && visited.isSubset(of: (views[window] ?? []).union([window])), "\(line)")
        }
        // The right window's touch lies in its 1000 × 600 bounds and reaches past the left window's 800 points.
        let right = touches.filter { $0["window"] == "right" }.map { (x: Double($0["x"] ?? "") ?? -1, y: Double($0["y"] ?? "") ?? -1) }
        #expect(right.allSatisfy { $0.x <= 1000 && $0.y <= 600 } && right.contains { $0.x > 800 }, "\(right.prefix(4))")
        #expect(result.lines.last?.contains(#""type":"summary""#) == true && !(result.lines.last?.contains("window") ?? true))
    }
}
