import Foundation
import GestureEngine
import Testing
import TouchReplay
import TouchReplayTools
import TouchTime

/// A recognizer written outside the engine that reports values of its own by
/// name instead of borrowing a built-in kind's: how many times its touch moved
/// (`moves`) and where it came down (`start`). Continuous: begins on the first
/// move, changes on each later one, ends when the touch lifts.
final class MoveCountGestureRecognizer: GestureRecognizer {
    override class var kind: Kind { .continuous }
    private var moves = 0
    private var start = Point.zero

    override var reportedValues: GestureValues {
        GestureValues(named: [.number("moves", Double(moves)), .point("start", start)])
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        start = location(in: nil)
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        moves += 1
        state = state.isActive ? .changed : .began
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        state = state.isActive ? .ended : .failed
    }

    override func reset() {
        moves = 0
    }
}

/// Issue 26 item 4: a recognizer's own values are named keys of its `gesture`
/// lines (docs/trace-format.md, "Named values"), in the JSON and text traces,
/// read back by the trace parser, compared by `check` and shown by the viewer.
@Suite struct NamedGestureValueTests {
    private static let window = Rect(x: 0, y: 0, width: 320, height: 480)

    /// The gesture records of a one-finger drag from (10, 20) right by 10 points a frame.
    private func recordedDrag(moves: Int) -> [TraceRecord] {
        let window = Window(frame: Self.window)
        let card = View(id: "card", frame: Self.window)
        try! window.addSubview(card)
        card.addGestureRecognizer(MoveCountGestureRecognizer(id: "count"))
        let session = EngineSession(window: window)
        session.send(TouchFrame(time: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 10, y: 20))]))
        for move in 1...moves {
            session.send(TouchFrame(time: Timestamp(seconds: 0.1 * Double(move)),
                                    samples: [TouchSample(id: 1, phase: .moved, location: Point(x: 10 + 10 * Double(move), y: 20))]))
        }
        session.send(TouchFrame(time: Timestamp(seconds: 0.1 * Double(moves + 1)),
                                samples: [TouchSample(id: 1, phase: .ended, location: Point(x: 10 + 10 * Double(moves), y: 20))]))
        session.finish()
        return session.records
    }

    private func gestureLines(_ records: [TraceRecord], _ format: TraceFormat) -> [String] {
        records.compactMap { record in
            guard case .gesture = record else { return nil }
            return format.format(record)
        }
    }

    @Test func aRecognizersNamedValuesAreKeysOfItsJSONGestureLines() {
        let lines = gestureLines(recordedDrag(moves: 2), .jsonl)
        #expect(lines == [
            #"{"t":0.1,"type":"gesture","gesture":"count","kind":"moveCount","view":"card","state":"began","x":20,"y":20,"touches":1,"moves":1,"start":[10,20]}"#,
            #"{"t":0.2,"type":"gesture","gesture":"count","kind":"moveCount","view":"card","state":"changed","x":30,"y":20,"touches":1,"moves":2,"start":[10,20]}"#,
            #"{"t":0.3,"type":"gesture","gesture":"count","kind":"moveCount","view":"card","state":"ended","x":30,"y":20,"touches":1,"moves":2,"start":[10,20]}"#,
        ])
    }

    @Test func aRecognizersNamedValuesAreWordsOfItsTextGestureLines() {
        let lines = gestureLines(recordedDrag(moves: 2), .text)
        #expect(lines.count == 3)
        #expect(lines[1].hasSuffix("changed    moveCount on card at (30, 20), 1 touch, moves 2, start (10, 20)"))
    }

    @Test func namedValuesReadBackThroughTheTraceParserInOrder() throws {
        let text = recordedDrag(moves: 2).map { TraceFormat.jsonl.format($0) }.joined(separator: "\n")
        let lines = try TraceLine.parseLines(text, file: "drag.trace.jsonl")
        let changed = try #require(lines.first { $0.type == "gesture" && $0["state"]?.string == "changed" })
        #expect(changed["moves"] == .number(2))
        #expect(changed["start"] == .array([.number(10), .number(20)]))
        #expect(Array(changed.keys.suffix(3)) == ["touches", "moves", "start"])
    }

    @Test func checkFailsNamingANamedValueThatChanged() throws {
        let expected = recordedDrag(moves: 2).map(\.line)
        var actualRecords = recordedDrag(moves: 2)
        for index in actualRecords.indices {
            guard case var .gesture(g) = actualRecords[index], g.state == "ended" else { continue }
            g.named = [.number("moves", 3), .point("start", Point(x: 10, y: 20))]
            actualRecords[index] = .gesture(g)
        }
        let diff = TraceComparison.compare(expected: expected, actual: actualRecords.map(\.line))
        #expect(!diff.isEmpty)
        #expect(diff.description.contains("moves: expected 2, actual 3"))
        #expect(TraceComparison.compare(expected: expected, actual: recordedDrag(moves: 2).map(\.line)).isEmpty)
    }

    @Test func aReplayWrittenToAFileCarriesTheNamedValuesAsTheRecordsDo() throws {
        let recording = ReplayFiles.shared("atmel-maxtouch.1-finger-drag-up-down.events")
        func replay() -> RecordingReplay {
            let window = Window(frame: Self.window)
            let card = View(id: "card", frame: Self.window)
            try! window.addSubview(card)
            card.addGestureRecognizer(MoveCountGestureRecognizer(id: "count"))
            return RecordingReplay(recordingPath: recording, window: window)
        }
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/drag.trace.jsonl"
        let output = try TraceOutput(path: path)
        _ = try replay().write(to: output, format: .jsonl)
        try output.commit()
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let kept = try replay().run().records.map { TraceFormat.jsonl.format($0) + "\n" }.joined()
        #expect(written == kept)
        let gestures = try TraceLine.parseLines(written, file: path).filter { $0.type == "gesture" }
        #expect(gestures.count > 3)
        #expect(gestures.last?["moves"]?.number == Double(gestures.count - 1))
    }

    @Test func theViewerShowsNamedValuesInAGesturesDetail() throws {
        let folder = ViewerDataTests.caseFolder("tap")
        let scene = try Scene.load(contentsOf: folder + "/scene.yml")
        var lines = try TraceLine.parseLines(try String(contentsOfFile: folder + "/expected.jsonl", encoding: .utf8), file: "expected")
        let gesture = try #require(lines.firstIndex { $0.type == "gesture" })
        let touches = try #require(lines[gesture].keys.firstIndex(of: "touches"))
        lines[gesture].fields.insert(contentsOf: [TraceLine.Field(key: "moves", value: 2),
                                                  TraceLine.Field(key: "start", value: [10, 20])], at: touches + 1)
        let data = ViewerData(title: "tap", scene: scene, lines: lines, fingers: [])
        let event = data.json["gestures"]?.array?.first?.object?["e"]?.array?.first?.array ?? []
        #expect(event.contains(.string("moves 2, start [10,20]")))
    }

    @Test func aNamedValueUnderAKeyOfTheGestureLineTrapsWithItsName() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = GestureValues.NamedValue("scale", .number(1))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(#"the value name "scale" is a key of the gesture line already"#))
    }

    @Test func aNamedValueWhoseNameIsNotAnIdentifierTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = GestureValues.NamedValue("two words", .number(1))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(#"the value name "two words" is not a plain identifier"#))
    }
}
