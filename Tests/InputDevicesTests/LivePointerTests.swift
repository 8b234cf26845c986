import DeviceEmulation
import Foundation
import InputEvents
import InputRecordings
import Testing

/// A mouse's hover and wheel reaching an app's window live, through TouchReplayLive's
/// `LiveInput` (the `LiveInputProbe` under umockdev-run, `--pointer`: a full-window
/// list with a hover recognizer) and through `touchreplay attach`, as a replay of
/// the same recording gives them. Hover: UIHoverGestureRecognizer begins when the
/// pointer enters its view, changes as it moves, and ends when it leaves (Apple,
/// "UIHoverGestureRecognizer"); a button going down ends it (docs/gestures.md,
/// "Hover"). Wheel: the scroll view under the pointer scrolls by
/// `GestureDefaults.wheelPointsPerClick` per click, clamped to its content
/// (docs/gestures.md, wheel).
@Suite struct LivePointerTests {
    /// The IBM ScrollPoint's whole scroll recording (no button, 51 wheel turns) on event51.
    static func wheelMouse(node: Int = 51) throws -> (EmulatedDeviceRun, [InputEvent]) {
        let (description, recorded) = try EmulatedDeviceRun.read("ibm-scrollpoint-mouse.scroll.events",
                                                                  description: "ibm-scrollpoint-mouse.desc")
        let events = EmulatedDeviceRun.fitting(recorded)
        let run = try EmulatedDeviceRun(description: description, events: events,
                                        options: EmulationOptions(nodeNumber: node, fileName: "mouse", leadIn: EmulatedDeviceRun.leadIn))
        return (run, events)
    }

    /// The `REL_WHEEL` values of `events`, in order.
    static func wheelValues(_ events: [InputEvent]) -> [Int32] {
        events.filter { $0.type == .relative && $0.code == RelativeAxis.wheel }.map(\.value)
    }

    @Test func aMouseMovingWithNoButtonHoversTheListLiveUntilItsButtonGoesDown() throws {
        let devices = LiveInputDevicesTests.Devices(runs: [try LiveInputDevicesTests.mouse()])
        defer { devices.removeFiles() }
        let result = LiveInputDevicesTests.finish(try devices.start("LiveInputProbe", ["4", "--pointer", "/dev/input/event51"]))
        #expect(result.status == 0 && result.lines.last == "end", "\(result)")
        let hovers = result.lines.filter { $0.hasPrefix("hover ") }.map { $0.split(separator: " ")[1] }
        #expect(hovers.first == "began", "the first motion over the list begins the hover: \(result)")
        #expect(hovers.contains("changed"), "each motion after it changes it: \(hovers)")
        let ended = try #require(result.lines.firstIndex { $0.hasPrefix("hover ended") }, "the click ends the hover: \(result)")
        let pressed = try #require(result.lines.firstIndex { $0.hasPrefix("touch ") && $0.contains(" began ") }, "\(result)")
        #expect(ended < pressed, "the hover ends before the button's touch begins")
        #expect(hovers.filter { $0 == "began" }.count == hovers.filter { $0 == "ended" }.count + (hovers.last == "ended" ? 0 : 1),
                "every hover that began ended, but for one still going: \(hovers)")
    }

    @Test func aWheelTurnedOverAListScrollsItLiveByFortyPointsAClickWithinItsContent() throws {
        let (run, events) = try Self.wheelMouse()
        let devices = LiveInputDevicesTests.Devices(runs: [run])
        defer { devices.removeFiles() }
        let result = LiveInputDevicesTests.finish(try devices.start("LiveInputProbe", ["9", "--pointer", "/dev/input/event51"]))
        #expect(result.status == 0 && result.lines.last == "end", "\(result)")
        let wheels = result.lines.filter { $0.hasPrefix("wheel ") }.map { $0.split(separator: " ") }
        let values = Self.wheelValues(events)
        #expect(wheels.map { Double($0[1]) } == values.map { -Double($0) }, "one turn per REL_WHEEL frame, away from the user scrolling up")
        // The list's offset after all of them: each click 40 points, clamped to 0…(4,000 − 480).
        let expected = values.reduce(0.0) { min(max($0 - Double($1) * 40, 0), 3520) }
        #expect(expected > 0)
        #expect(wheels.last.flatMap { Double($0[2]) } == expected, "\(wheels.suffix(3))")
    }

    @Test func attachOfAWheelMousePrintsAWheelLineForEachTurn() throws {
        let (run, events) = try Self.wheelMouse()
        let devices = LiveInputDevicesTests.Devices(runs: [run])
        defer { devices.removeFiles() }
        let result = LiveInputDevicesTests.finish(
            try devices.start("touchreplay", ["attach", "/dev/input/event51", "--duration", "9", "--format", "jsonl"]))
        #expect(result.status == 0, "\(result)")
        let clicks = result.lines.filter { $0.contains(#""type":"wheel""#) }
            .compactMap { $0.firstMatch(of: /"clicks":\[(-?[\d.]+),(-?[\d.]+)\]/).flatMap { Double($0.2) } }
        #expect(clicks == Self.wheelValues(events).map { -Double($0) }, "\(result)")
        #expect(result.lines.last?.contains(#""type":"summary""#) == true, "\(result)")
    }
}
