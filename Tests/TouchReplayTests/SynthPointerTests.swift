import Foundation
import GestureEngine
import InputEvents
import Testing
import TouchReplay
import TouchReplayTools

/// `synth`'s `hover` (a mouse moving with no button) and `wheel` steps, written by both
/// recording writers (evemu, and `libinput record` for a `.yml` output) and replayed: the trace has the hover and wheel lines the script
/// describes (docs/synth.md; the lines: docs/trace-format.md, `hover` and `wheel`).
@Suite struct SynthPointerTests {
    /// An 800 × 480 screen: a list (4,000 pt of content) in the left half with a hover recognizer, a plain view on the right.
    static let scene = """
        screen:
          size: [800, 480]
        root:
          id: root
          subviews:
            - id: list
              frame: [0, 0, 400, 480]
              scroll:
                contentSize: [400, 4000]
              gestures:
                - {id: hoverList, kind: hover}
            - id: side
              frame: [400, 0, 400, 480]
        """

    /// The two recording formats synth writes, by the output's extension.
    static let formats = ["evemu", "yml"]

    /// Synthesizes `script` (a mouse on the scene's screen) to a temporary file of `format` and replays it with ``scene``.
    static func replay(_ gestures: String, format: String) throws -> EngineSession {
        let script = try SynthScript.parse(yaml: "device: mouse\nscreen: [800, 480]\ngestures:\n" + gestures, path: "test.yml")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("synth-\(UUID().uuidString).\(format)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try script.writeRecording(to: path, path: "test.yml")
        let head = try String(contentsOfFile: path, encoding: .utf8).prefix(20)
        #expect(head.hasPrefix(format == "yml" ? "# libinput record" : "# EVEMU 1.3"), "the \(format) writer wrote it: \(head)")
        return try RecordingReplay(recordingPath: path, scene: try Scene.parse(scene, file: "scene.yml")).run()
    }

    @Test(arguments: formats) func aHoverStepMovesTheMouseWithNoButtonAndTheListsHoverBeginsAndEndsAsItLeaves(format: String) throws {
        let session = try Self.replay("  - hover: {from: [100, 240], to: [700, 240], duration: 0.5, start: 0.2}\n", format: format)
        let hovers = session.records.compactMap { if case let .hover(r) = $0 { r } else { nil } }
        #expect(!hovers.isEmpty)
        #expect(hovers.allSatisfy { $0.touchType == "pointer" })
        // The recording first moves the pointer to the top-left corner (docs/synth.md, Mouse), then to the path's start
        // (0.2 s: on the 125 Hz report grid).
        #expect(hovers.prefix(2).map(\.location) == [Point(x: 0, y: 0), Point(x: 100, y: 240)], "\(hovers.prefix(3))")
        #expect(hovers[1].view == "list")
        #expect(hovers.last(where: { $0.phase == "moved" })?.location == Point(x: 700, y: 240))
        #expect(hovers.contains { $0.view == "side" })
        #expect(zip(hovers, hovers.dropFirst()).allSatisfy { $0.location.x <= $1.location.x }, "left to right")
        let states = PointerAndPenReplayTests.gestures(session, "hoverList")
        #expect(states.first == "began" && states.dropFirst().dropLast().allSatisfy { $0 == "changed" } && states.count > 2,
                "entering the list begins its hover, each motion over it changes it: \(states)")
        #expect(states.last == "ended", "leaving the list ends its hover")
        #expect(!session.records.contains { if case .touch = $0 { true } else { false } }, "no button: no touch")
    }

    @Test(arguments: formats) func wheelStepsTurnTheWheelWhereThePointerIsAndScrollTheListFortyPointsAClick(format: String) throws {
        let session = try Self.replay("""
              - wheel: {at: [200, 100], clicks: 3}
              - wheel: {at: [200, 100], clicks: -1}
              - wheel: {at: [600, 100], clicks: 2}

            """, format: format)
        let wheels = session.records.compactMap { if case let .wheel(r) = $0 { r } else { nil } }
        #expect(wheels.map(\.clicks) == [Point(x: 0, y: 3), Point(x: 0, y: -1), Point(x: 0, y: 2)])
        #expect(wheels.map(\.location) == [Point(x: 200, y: 100), Point(x: 200, y: 100), Point(x: 600, y: 100)])
        #expect(wheels.map(\.view) == ["list", "list", nil], "the last turn is over the plain view")
        let list = try #require(session.sceneHierarchy?.views.first { $0.id == "list" } as? ScrollView)
        #expect(list.contentOffset.y == 2 * GestureDefaults.wheelPointsPerClick)
    }

    /// A high-resolution wheel (`REL_WHEEL_HI_RES`, as Linux 5.0 and later report for such mice): half
    /// clicks are 60 high-resolution units each, and `REL_WHEEL` says 1 once two of them make a click, as
    /// the kernel's HID driver accumulates them (`hidinput_handle_scroll`, drivers/hid/hid-input.c).
    @Test(arguments: formats) func halfClicksOfAHighResolutionWheelScrollTwentyPointsEach(format: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("synth-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The built-in mouse's description, with REL_WHEEL_HI_RES (bit 11 of the EV_REL bitmap) added.
        let plain = try SynthScript.parse(yaml: "device: mouse\ngestures:\n  - wheel: {at: [1, 1], clicks: 1}\n", path: "plain.yml")
        try plain.writeRecording(to: folder + "/plain.evemu", path: "plain.yml")
        let header = try String(contentsOfFile: folder + "/plain.evemu", encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("E:") }
        try #require(header.contains("B: 02 03 01 00 00 00 00 00 00"))
        let description = header.map { $0 == "B: 02 03 01 00 00 00 00 00 00" ? "B: 02 03 09 00 00 00 00 00 00" : $0 }.joined(separator: "\n") + "\n"
        try description.write(toFile: folder + "/hires.desc", atomically: true, encoding: .utf8)
        let script = try SynthScript.parse(yaml: """
            device: \(folder)/hires.desc
            screen: [800, 480]
            gestures:
              - wheel: {at: [200, 100], clicks: 0.5}
              - wheel: {at: [200, 100], clicks: 0.5}
              - wheel: {at: [200, 100], clicks: 1}

            """, path: "hires.yml")
        let output = folder + "/hires." + format
        try script.writeRecording(to: output, path: "hires.yml")
        let events = try script.events(path: "hires.yml").filter { $0.type == .relative && ($0.code == RelativeAxis.wheel || $0.code == RelativeAxis.wheelHighResolution) }
        #expect(events.map { [Int32($0.code), $0.value] } == [[0x0b, -60], [0x08, -1], [0x0b, -60], [0x08, -1], [0x0b, -120]],
                "REL_WHEEL once the halves make a click, before the high-resolution value, as the kernel sends them")
        let session = try RecordingReplay(recordingPath: output, scene: try Scene.parse(Self.scene, file: "scene.yml")).run()
        let wheels = session.records.compactMap { if case let .wheel(r) = $0 { r } else { nil } }
        #expect(wheels.map(\.clicks.y) == [0.5, 0.5, 1])
        let list = try #require(session.sceneHierarchy?.views.first { $0.id == "list" } as? ScrollView)
        #expect(list.contentOffset.y == 2 * GestureDefaults.wheelPointsPerClick)
    }

    @Test(arguments: [
        ("device: multitouch\ngestures:\n  - hover: {from: [1, 2], to: [3, 4]}\n",
         "s.yml:3:5: hover needs a mouse but device 'TouchReplay Virtual maXTouch Screen' has no pointer to move"),
        ("device: mouse\ngestures:\n  - wheel: {at: [1, 2], horizontal: 1}\n",
         "s.yml:3:5: wheel turns REL_HWHEEL but device 'TouchReplay Virtual Mouse' has no such wheel"),
        ("device: mouse\ngestures:\n  - wheel: {at: [1, 2], clicks: 1.5}\n",
         "s.yml:3:5: clicks must be whole wheel clicks: device 'TouchReplay Virtual Mouse' has no REL_WHEEL_HI_RES"),
        ("device: mouse\ngestures:\n  - wheel: {at: [1, 2], clicks: 0.001}\n", "s.yml:3:33: clicks must be a multiple of 1/120 click (0.5, 0.25, …)"),
        ("device: mouse\ngestures:\n  - wheel: {at: [1, 2]}\n", "s.yml:3:12: wheel needs 'clicks' (vertical) or 'horizontal': whole clicks, not 0"),
    ])
    func aBadHoverOrWheelStepIsOneLineAtItsPosition(script: String, message: String) {
        #expect(throws: (any Error).self) { try SynthScript.parse(yaml: script, path: "s.yml") }
        do {
            _ = try SynthScript.parse(yaml: script, path: "s.yml")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
