import GestureEngine
import Testing
import TouchReplay
import TouchTime

/// `traceActions` and the trace's `action` lines (docs/scene-format.md,
/// docs/trace-format.md): when a recognizer's actions run relative to the
/// touch deliveries of the same event (issue 23, item 7).
@Suite struct ActionTraceTests {
    static func scene(delaysTouchesEnded: Bool) -> String {
        """
        screen: {size: [800, 480]}
        root:
          id: root
          subviews:
            - id: card
              frame: [100, 140, 200, 200]
              control: {events: [touchUpInside]}
              gestures:
                - {id: drag, kind: pan, action: move, cancelsTouchesInView: false, delaysTouchesEnded: \(delaysTouchesEnded), traceActions: true}
                - {id: quiet, kind: pan, simultaneousWith: drag, cancelsTouchesInView: false}

        """
    }

    /// Drags the card 60 pt to the right and lifts; the lines other than touch and view lines.
    private func drag(delaysTouchesEnded: Bool) throws -> [String] {
        let session = EngineSession(scene: try Scene.parse(Self.scene(delaysTouchesEnded: delaysTouchesEnded), file: "s.yml"))
        var time: Timestamp = 0
        session.send(TouchFrame(time: time, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 200, y: 240))]))
        for step in 1...6 {
            time += 0.016
            session.send(TouchFrame(time: time, samples: [TouchSample(id: 1, phase: .moved, location: Point(x: 200 + 10 * Double(step), y: 240))]))
        }
        session.send(TouchFrame(time: time + 0.016, samples: [TouchSample(id: 1, phase: .ended, location: Point(x: 260, y: 240))]))
        return session.records.compactMap { record -> String? in
            switch record {
            case let .gesture(r) where r.gesture == "drag": "gesture \(r.state)"
            case let .action(r): "action \(r.gesture) \(r.state)"
            case let .control(r): "control \(r.event)"
            default: nil
            }
        }
    }

    @Test("UIGestureRecognizer.delaysTouchesEnded true, cancelsTouchesInView false: the trace's action line of the pan's end comes before the control's touchesEnded")
    func endedActionLineBeforeTouchesEnded() throws {
        let lines = try drag(delaysTouchesEnded: true)
        #expect(lines.suffix(3) == ["gesture ended", "action drag ended", "control touchUpInside"])
        #expect(lines.filter { $0.hasPrefix("action") }.count == lines.filter { $0.hasPrefix("gesture") }.count)
        #expect(!lines.contains { $0.contains("quiet") }, "a recognizer without traceActions writes no action line")
    }

    @Test("UIGestureRecognizer.delaysTouchesEnded false: touchesEnded is delivered first and the ended action line follows it")
    func touchesEndedFirstWithoutTheDelay() throws {
        #expect(try drag(delaysTouchesEnded: false).suffix(3) == ["gesture ended", "control touchUpInside", "action drag ended"])
    }

    @Test func actionRecordsHaveATextAndAJSONForm() {
        let record = TraceRecord.action(ActionRecord(time: 0.304, gesture: "drag", state: "ended"))
        #expect(TraceFormat.text.format(record) == "      0.304  action   drag           ended")
        #expect(TraceFormat.jsonl.format(record) == #"{"t":0.304,"type":"action","gesture":"drag","state":"ended"}"#)
    }

    @Test func aTraceActionsThatIsNotABoolNamesFileLineAndKey() {
        let text = Self.scene(delaysTouchesEnded: true).replacingOccurrences(of: "traceActions: true", with: "traceActions: 2")
        let error = #expect(throws: SceneError.self) { try Scene.parse(text, file: "s.yml") }
        #expect(error.map { $0.description.hasPrefix("s.yml:9:") && $0.description.contains("traceActions") } ?? false,
                "\(String(describing: error?.description))")
        #expect(!(error?.description.contains("\n") ?? true))
    }
}
