import GestureEngine
import Testing
import TouchReplay
import TouchTime

/// Scenes with sliders, switches, steppers, pull to refresh, screen edge pans
/// and a turned interface, and their trace lines (docs/scene-format.md, docs/trace-format.md).
@Suite struct ValueControlSceneTests {
    static let scene = """
        screen: {size: [320, 480]}
        root:
          id: root
          gestures: [{id: back, kind: screenEdgePan, edges: left, action: move}]
          subviews:
            - id: volume
              frame: [60, 100, 231, 31]
              control: {kind: slider, value: 0.5, minimum: 0, maximum: 2, events: [valueChanged]}
            - id: wifi
              frame: [60, 200, 51, 31]
              control: {kind: switch, on: true, events: [valueChanged]}
            - id: count
              frame: [60, 300, 94, 32]
              control: {kind: stepper, value: 3, step: 2, autorepeat: false, events: [valueChanged]}

        """

    private func send(_ session: EngineSession, _ phase: TouchPhase, _ x: Double, _ y: Double, at time: Timestamp) {
        session.send(TouchFrame(time: time, samples: [TouchSample(id: 1, phase: phase, location: Point(x: x, y: y))]))
    }

    private func controlLines(_ session: EngineSession) -> [String] {
        session.records.map { $0.line.jsonText }.filter { $0.contains("\"type\":\"control\"") }
    }

    @Test func sceneValueControlsGetTheirClassesAndSettings() throws {
        let hierarchy = try Scene.parse(Self.scene, file: "s.yml").makeHierarchy()
        let slider = try #require(hierarchy.view("volume") as? Slider)
        #expect(slider.value == 0.5 && slider.maximumValue == 2 && slider.isContinuous)
        let toggle = try #require(hierarchy.view("wifi") as? Switch)
        #expect(toggle.isOn)
        let stepper = try #require(hierarchy.view("count") as? Stepper)
        #expect(stepper.value == 3 && stepper.stepValue == 2 && !stepper.autorepeat && stepper.maximumValue == 100)
        let edge = try #require(hierarchy.recognizer("back") as? ScreenEdgePanGestureRecognizer)
        #expect(edge.edges == .left)
    }

    @Test func aSliderDragTracesEachValue() throws {
        let session = EngineSession(scene: try Scene.parse(Self.scene, file: "s.yml"))
        // The thumb of a value of 0.5 on a 0…2 slider sits at 60 + 0.25 · 200.
        send(session, .began, 125, 115, at: 0)
        send(session, .moved, 175, 115, at: 0.05)
        send(session, .moved, 225, 115, at: 0.1)
        send(session, .ended, 225, 115, at: 0.15)
        #expect(controlLines(session) == [
            #"{"t":0.05,"type":"control","control":"volume","event":"valueChanged","value":1}"#,
            #"{"t":0.1,"type":"control","control":"volume","event":"valueChanged","value":1.5}"#,
        ])
    }

    @Test func switchAndStepperTapsTraceTheirValues() throws {
        let session = EngineSession(scene: try Scene.parse(Self.scene, file: "s.yml"))
        send(session, .began, 80, 215, at: 0)
        send(session, .ended, 80, 215, at: 0.05)
        send(session, .began, 140, 316, at: 0.5)
        send(session, .ended, 140, 316, at: 0.55)
        #expect(controlLines(session) == [
            #"{"t":0.05,"type":"control","control":"wifi","event":"valueChanged","value":0}"#,
            #"{"t":0.5,"type":"control","control":"count","event":"valueChanged","value":5}"#,
        ])
    }

    @Test func aLeftEdgePanMovesTheRootAndTracesAsScreenEdgePan() throws {
        let session = EngineSession(scene: try Scene.parse(Self.scene, file: "s.yml"))
        send(session, .began, 4, 400, at: 0)
        for step in 1...10 { send(session, .moved, 4 + Double(step) * 10, 400, at: Timestamp(seconds: Double(step) * 0.02)) }
        send(session, .ended, 104, 400, at: 0.22)
        let gestures = session.records.map { $0.line.jsonText }.filter { $0.contains("\"gesture\":\"back\"") }
        #expect(gestures.first?.contains(#""kind":"screenEdgePan","view":"root","state":"began""#) == true)
        #expect(gestures.last?.contains(#""state":"ended""#) == true)
        #expect(session.window.subviews.first?.frame.origin.x == 100)
    }

    @Test func valueRecordsHaveTextAndJSONForms() {
        let record = TraceRecord.control(ControlRecord(time: 0.1, control: "volume", event: "valueChanged", value: 0.25))
        #expect(TraceFormat.text.format(record) == "      0.100  control  volume         valueChanged value 0.25")
        #expect(TraceFormat.jsonl.format(record) == #"{"t":0.1,"type":"control","control":"volume","event":"valueChanged","value":0.25}"#)
    }

    static let refreshScene = """
        screen: {size: [320, 480]}
        root:
          id: list
          scroll:
            contentSize: [320, 2000]
            refresh: {id: refresh, events: [valueChanged], duration: 2}

        """

    @Test func aPullPastTheThresholdRefreshesHoldsAndEndsAfterTheDuration() throws {
        let session = EngineSession(scene: try Scene.parse(Self.refreshScene, file: "s.yml"))
        send(session, .began, 160, 100, at: 0)
        for step in 1...25 { send(session, .moved, 160, 100 + Double(step) * 14.4, at: Timestamp(seconds: Double(step) * 0.02)) }
        send(session, .ended, 160, 460, at: 0.6)
        session.advance(to: 2.1)
        let list = try #require(session.window.subviews.first as? ScrollView)
        #expect(list.refreshControl?.isRefreshing == true)
        #expect(abs(list.contentOffset.y + 60) < 0.5)
        session.advance(to: 4.5)
        #expect(list.refreshControl?.isRefreshing == false)
        #expect(abs(list.contentOffset.y) < 0.01 && list.contentInset.top == 0)
        let lines = controlLines(session)
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix(#""control":"refresh","event":"valueChanged","value":1}"#) == true)
    }

    static let landscape = """
        screen: {size: [320, 480], orientation: landscapeLeft}
        root:
          id: root
          touches: log
          gestures: [{id: back, kind: screenEdgePan, edges: left}]

        """

    @Test func aLandscapeInterfaceTurnsTheWindowAndTheTouches() throws {
        let scene = try Scene.parse(Self.landscape, file: "s.yml")
        #expect(scene.screen.orientation == .landscapeLeft)
        let session = EngineSession(scene: scene)
        #expect(session.window.bounds.size == Size(width: 480, height: 320))
        #expect(session.window.subviews.first?.frame == Rect(x: 0, y: 0, width: 480, height: 320))
        // The fixed point (10, 20) is at (480 - 20, 10) in the interface turned left.
        send(session, .began, 10, 20, at: 0)
        let touch = try #require(session.records.map { $0.line.jsonText }.first { $0.contains("\"type\":\"touch\"") })
        #expect(touch.contains(#""x":460,"y":10"#))
    }

    @Test func aLandscapeInterfacesLeftEdgeIsTheFixedScreensBottom() throws {
        let session = EngineSession(scene: try Scene.parse(Self.landscape, file: "s.yml"))
        // landscapeLeft: interface x = 480 − fixed y, so the interface's left edge is the fixed screen's bottom.
        send(session, .began, 160, 476, at: 0)
        for step in 1...10 { send(session, .moved, 160, 476 - Double(step) * 10, at: Timestamp(seconds: Double(step) * 0.02)) }
        send(session, .ended, 160, 376, at: 0.22)
        let gestures = session.records.map { $0.line.jsonText }.filter { $0.contains("\"gesture\":\"back\"") }
        #expect(gestures.first?.contains(#""state":"began""#) == true)
    }

    @Test(arguments: [
        ("  control: {kind: slider, step: 2}\n", "s.yml:5:27: root.control.step: \"step\" does not apply to a slider control"),
        ("  control: {kind: dial}\n", "s.yml:5:19: root.control.kind: unknown value \"dial\"; expected one of button, slider, switch, stepper"),
        ("  control: {kind: stepper, step: 0}\n", "s.yml:5:34: root.control.step: must be more than 0, got 0.0"),
        ("  control: {kind: slider, value: 3}\n", "s.yml:5:34: root.control.value: must be between 0 and 1, got 3"),
        ("  control: {kind: stepper, minimum: 5, maximum: 1}\n", "s.yml:5:49: root.control.maximum: must be at least minimum (5.0), got 1.0"),
        ("  control: {kind: switch, value: 1}\n", "s.yml:5:27: root.control.value: \"value\" does not apply to a switch control"),
        ("  gestures: [{id: e, kind: screenEdgePan, edges: middle}]\n", "s.yml:5:50: root.gestures[0].edges: unknown value \"middle\"; expected one of top, left, bottom, right, all"),
        ("  gestures: [{id: e, kind: pan, edges: left}]\n", "s.yml:5:33: root.gestures[0].edges: \"edges\" does not apply to a pan recognizer"),
        ("  scroll: {contentSize: [10, 90], refresh: {id: r, duration: -1}}\n", "s.yml:5:62: root.scroll.refresh.duration: must be between 0 and 3600, got -1"),
        ("  scroll: {contentSize: [10, 90], refresh: {id: r}}\n  subviews: [{id: r, frame: [0, 0, 1, 1]}]\n", "s.yml:6:14: root.subviews[0].id: duplicate view id \"r\" (first at line 5)"),
    ])
    func badValueControlSettingsNameTheirPlace(tail: String, expected: String) {
        let base = "screen: {size: [10, 10]}\nroot:\n  id: root\n  frame: [0, 0, 10, 10]\n"
        let error = #expect(throws: SceneError.self) { try Scene.parse(base + tail, file: "s.yml") }
        #expect(error?.description == expected)
    }

    @Test func anUnknownOrientationIsRefused() {
        let error = #expect(throws: SceneError.self) {
            try Scene.parse("screen: {size: [10, 10], orientation: sideways}\nroot: {id: r}\n", file: "s.yml")
        }
        #expect(error?.description == "s.yml:1:39: screen.orientation: unknown value \"sideways\"; expected one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight")
    }
}
