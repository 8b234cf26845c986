import Foundation
import GestureEngine
import Testing
import TouchReplay
import TouchReplayTools

/// `render`'s picture shows a mouse's hover paths and wheel turns (issue 21: "the viewer shows
/// … hover, wheel steps"), from synthesized recordings replayed over ``SynthPointerTests/scene``.
@Suite struct RenderPointerTests {
    static func drawing(_ gestures: String) throws -> TraceDrawing {
        let session = try SynthPointerTests.replay(gestures, format: "evemu")
        return TraceDrawing(scene: try Scene.parse(SynthPointerTests.scene, file: "scene.yml"), final: session.sceneHierarchy,
                            records: session.records)
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func aHoverIsADashedPathFromWhereThePointerFirstMovedToWhereItLeft() throws {
        let drawing = try Self.drawing("  - hover: {from: [100, 240], to: [700, 240], duration: 0.5, start: 0.2}\n")
        #expect(drawing.touches.isEmpty && drawing.wheels.isEmpty)
        let path = try #require(drawing.hovers.first, "one hover path")
        #expect(drawing.hovers.count == 1 && path.touchType == "pointer")
        #expect(path.points.first == Point(x: 0, y: 0), "synth's pointer starts at the corner")
        #expect(path.points.contains(Point(x: 100, y: 240)) && path.points.last == Point(x: 700, y: 240))
        let svg = drawing.svg(title: "hover")
        #expect(Self.count("<polyline class=\"trv-hover\"", in: svg) == 1)
        #expect(svg.contains(">Pointer</text>") && svg.contains("pointer hovering"))
    }

    @Test func eachWheelTurnIsAnArrowTheWayTheContentMovedAndALegendRow() throws {
        let drawing = try Self.drawing("  - wheel: {at: [200, 100], clicks: 3}\n  - wheel: {at: [600, 100], clicks: -2}\n")
        #expect(drawing.wheels.map(\.clicks) == [Point(x: 0, y: 3), Point(x: 0, y: -2)])
        #expect(drawing.wheels.map(\.view) == ["list", nil])
        let svg = drawing.svg(title: "wheel")
        #expect(Self.count("<path class=\"trv-wheel\"", in: svg) == 2)
        // Towards the user (3 clicks): the content goes up, the arrow points up from the pointer (y 100 + the 48 px top).
        #expect(svg.contains("<path class=\"trv-wheel\" d=\"M220 148L220 135\""), "\(svg.split(separator: "\n").filter { $0.contains("trv-wheel") })")
        #expect(svg.contains("wheel 0, 3 → list") && svg.contains("wheel 0, -2 → no view"))
    }

    @Test func aTouchscreensTraceHasNoPointerSection() throws {
        let script = try SynthScript.parse(yaml: "device: multitouch\nscreen: [800, 480]\ngestures:\n  - tap: [100, 100]\n", path: "tap.yml")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).evemu").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try script.writeRecording(to: path, path: "tap.yml")
        let scene = try Scene.parse(SynthPointerTests.scene, file: "scene.yml")
        let session = try RecordingReplay(recordingPath: path, scene: scene).run()
        let drawing = TraceDrawing(scene: scene, final: session.sceneHierarchy, records: session.records)
        #expect(drawing.touches.count == 1 && drawing.hovers.isEmpty && drawing.wheels.isEmpty)
        #expect(!drawing.svg(title: "tap").contains(">Pointer</text>"))
    }
}
