import GestureEngine
import Testing
import TouchReplay
import TouchTime

/// Scene controls and their `control` trace lines (docs/scene-format.md, docs/trace-format.md).
@Suite struct ControlTraceTests {
    static let scene = """
        screen: {size: [800, 480]}
        root:
          id: root
          gestures: [{id: dismiss, kind: tap}]
          subviews:
            - id: ok
              frame: [300, 190, 200, 100]
              control: {events: [touchDown, touchUpInside, valueChanged], changesSelection: true}
            - id: quiet
              frame: [0, 0, 100, 100]
              control: true

        """

    private func tap(_ session: EngineSession, at point: Point, time: Timestamp) {
        session.window.send(TouchFrame(time: time, samples: [TouchSample(id: 1, phase: .began, location: point)]))
        session.window.send(TouchFrame(time: time + 0.05, samples: [TouchSample(id: 1, phase: .ended, location: point)]))
    }

    @Test func sceneControlsBecomeControlsWithTheirSettings() throws {
        let scene = try Scene.parse(Self.scene, file: "s.yml")
        let window = scene.makeHierarchy()
        let ok = try #require(window.view("ok") as? Control)
        #expect(ok.changesSelectionAsPrimaryAction && ok.isEnabled && !ok.isSelected)
        #expect(window.view("quiet") is Control)
        #expect(window.controlEvents == ["ok": [.touchDown, .touchUpInside, .valueChanged]])
    }

    @Test func aTapOnASceneControlWritesItsListedEventsOnly() throws {
        let session = EngineSession(scene: try Scene.parse(Self.scene, file: "s.yml"))
        tap(session, at: Point(x: 400, y: 240), time: 0)
        let lines = session.records.map { $0.line.jsonText }.filter { $0.contains("\"control\"") || $0.contains("\"gesture\"") }
        #expect(lines == [
            #"{"t":0,"type":"control","control":"ok","event":"touchDown"}"#,
            #"{"t":0.05,"type":"gesture","gesture":"dismiss","kind":"tap","view":"root","state":"failed","x":400,"y":240,"touches":1,"reason":"shouldBeginRefused","by":"ok"}"#,
            #"{"t":0.05,"type":"control","control":"ok","event":"touchUpInside"}"#,
            #"{"t":0.05,"type":"control","control":"ok","event":"valueChanged"}"#,
        ])
    }

    @Test func aControlWithoutListedEventsWritesNoLines() throws {
        let session = EngineSession(scene: try Scene.parse(Self.scene, file: "s.yml"))
        tap(session, at: Point(x: 50, y: 50), time: 0)
        #expect(!session.records.contains { if case .control = $0 { true } else { false } })
    }

    @Test func controlRecordsHaveATextFormAndCompareByControlID() throws {
        let record = TraceRecord.control(ControlRecord(time: 0.056, control: "ok", event: "touchUpInside"))
        #expect(TraceFormat.text.format(record) == "      0.056  control  ok             touchUpInside")
        #expect(TraceFormat.jsonl.format(record) == #"{"t":0.056,"type":"control","control":"ok","event":"touchUpInside"}"#)
        let expected = try TraceLine(json: #"{"t":0.056,"type":"control","control":"ok","event":"touchUpInside"}"#)
        let actual = try TraceLine(json: #"{"t":0.056,"type":"control","control":"ok","event":"touchUpOutside"}"#)
        #expect(TraceComparison.compare(expected: [expected], actual: [expected]).differences.isEmpty)
        let diff = TraceComparison.compare(expected: [expected], actual: [actual])
        #expect(diff.differences.count == 1)
        #expect(diff.description.contains("control"))
        #expect(diff.description.contains("event: expected \"touchUpInside\", actual \"touchUpOutside\""))
    }

    @Test(arguments: [
        ("  control: {events: [touchUp]}\n", "s.yml:5:22: root.control.events[0]: unknown control event \"touchUp\"; one of touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit, touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered"),
        ("  control: {events: [touchUpInsid]}\n", "s.yml:5:22: root.control.events[0]: unknown control event \"touchUpInsid\" (did you mean \"touchUpInside\"?); one of touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit, touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered"),
        ("  control: {events: some}\n", "s.yml:5:21: root.control.events: expected \"all\" or a list of event names"),
        ("  control: {enable: true}\n", "s.yml:5:13: root.control.enable: unknown key \"enable\" (did you mean \"enabled\"?)"),
        ("  control: yes\n", "s.yml:5:12: root.control: expected true or false, got \"yes\""),
    ])
    func badControlSettingsNameTheirPlace(tail: String, expected: String) {
        let base = "screen: {size: [10, 10]}\nroot:\n  id: r\n  frame: [0, 0, 10, 10]\n"
        let error = #expect(throws: SceneError.self) { try Scene.parse(base + tail, file: "s.yml") }
        #expect(error?.description == expected)
    }

    @Test func allTracesEveryEvent() throws {
        let base = "screen: {size: [10, 10]}\nroot:\n  id: r\n  control: {events: all, enabled: false, selected: true}\n"
        let scene = try Scene.parse(base, file: "s.yml")
        #expect(scene.root.control?.tracedEvents == .allEvents)
        let control = try #require(scene.makeHierarchy().view("r") as? Control)
        #expect(!control.isEnabled && control.isSelected)
    }
}
