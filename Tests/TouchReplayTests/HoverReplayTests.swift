import GestureEngine
import Testing
import TouchReplay

/// Hover through replays: the real PS/2 mouse moving with no button over the
/// `ps2-mouse-hover` scene, and the real Cintiq pen hovering between strokes,
/// to `hover` lines and `hover` gestures (docs/gestures.md, "Hover").
@Suite struct HoverReplayTests {
    static func hovers(_ session: EngineSession) -> [HoverRecord] {
        session.records.compactMap { if case let .hover(r) = $0 { r } else { nil } }
    }

    @Test func aMouseMovingWithoutAButtonHoversTheViewsItEntersAndLeaves() throws {
        let session = try PointerAndPenReplayTests.replay("ps2-generic-mouse.motion.events", description: "ps2-generic-mouse.desc",
                                                          scene: "ps2-mouse-hover/scene.yml")
        let hovers = Self.hovers(session)
        #expect(hovers.count > 2000)
        // Each hover line names the view under the pointer (card lies at 580…1180 × 100…400 on the screen).
        for line in hovers where line.phase == "moved" {
            let inCard = line.location.x >= 580 && line.location.x < 1180 && line.location.y >= 100 && line.location.y < 400
            if inCard { #expect(line.view == "card", "\(line)") } else { #expect(line.view != "card", "\(line)") }
        }
        let states = { (id: String) in
            PointerAndPenReplayTests.gestures(session, id).filter { $0 != "changed" }
        }
        #expect(states("hoverCard") == ["began", "ended", "began", "ended", "began", "ended"])
        #expect(states("hoverBoard") == ["began", "ended", "began", "ended"])
        #expect(states("hoverLeft") == ["began", "ended", "began", "ended", "began", "ended"])
        #expect(PointerAndPenReplayTests.gestures(session, "click").isEmpty)
        #expect(ReplayRealRecordingTests.touches(session).isEmpty)
        // Every hover gesture line tracks no touch.
        let gestureTouches = session.records.compactMap { if case let .gesture(r) = $0 { r.touches } else { nil } }
        #expect(gestureTouches.allSatisfy { $0 == 0 })
    }

    @Test func theCintiqPenHoversBetweenItsStrokesAndEachTouchEndsTheHover() throws {
        let session = try PointerAndPenReplayTests.replay("wacom-cintiq-13hd-pen.events", scene: "cintiq-pen-strokes/scene.yml")
        var sequence: [String] = []
        for record in session.records {
            switch record {
            case let .hover(r): sequence.append("hover \(r.phase) \(r.touchType)")
            case let .touch(r) where r.phase == .began: sequence.append("touch began")
            // The canvas's pan cancels its touches in the view once it begins (cancelsTouchesInView).
            case let .touch(r) where r.phase == .ended || r.phase == .cancelled: sequence.append("touch over")
            default: continue
            }
        }
        var collapsed: [String] = []
        for entry in sequence where collapsed.last != entry { collapsed.append(entry) }
        #expect(collapsed == ["hover moved pencil", "hover exited pencil", "touch began", "touch over", "hover moved pencil",
                              "hover exited pencil", "touch began", "touch over", "hover moved pencil", "hover exited pencil"])
    }

    @Test func aHoverLineReadsInTheTextFormat() {
        let record = TraceRecord.hover(HoverRecord(time: 0.661174, phase: "moved", location: Point(x: 945, y: 394), view: "card", touchType: "pointer"))
        #expect(TraceFormat.text.format(record) == "      0.661  hover    pointer        moved      (945, 394)           → card")
        #expect(TraceFormat.jsonl.format(record)
            == #"{"t":0.661174,"type":"hover","phase":"moved","x":945,"y":394,"view":"card","touchType":"pointer"}"#)
    }

    @Test func aSceneHoverRecognizerIsAHoverGestureRecognizerThatTakesNoParameters() throws {
        let yaml = "screen:\n  size: [320, 480]\nroot:\n  id: root\n  gestures:\n    - {id: h, kind: hover, allowedTouchTypes: [pencil]}\n"
        let hierarchy = try Scene.parse(yaml, file: "s.yml").makeHierarchy()
        let recognizer = try #require(hierarchy.recognizers.first)
        #expect(recognizer is HoverGestureRecognizer)
        #expect(recognizer.allowedTouchTypes == [.pencil])
        let bad = "screen:\n  size: [320, 480]\nroot:\n  id: root\n  gestures:\n    - {id: h, kind: hover, taps: 2}\n"
        let error = #expect(throws: SceneError.self) { try Scene.parse(bad, file: "s.yml") }
        #expect(error?.description == "s.yml:6:28: root.gestures[0].taps: \"taps\" does not apply to a hover recognizer")
    }
}
