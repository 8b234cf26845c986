import GestureEngine
import InputEvents
import InputRecordings
import OutputFiles
import TouchReplay
import TouchReplayTools
import TouchTime

// The examples of docs/check.md, docs/input-events.md, docs/recordings.md,
// docs/render.md, docs/replay.md, docs/synth.md, docs/architecture.md ("How
// to add a recording format") and the TouchReplay and TouchReplayTools
// articles and doc comments, as written there (DocExampleCoverageTests).
// Compiled, not run: they read files of their own.

/// Where the examples send what they make.
private struct Engine {
    func handle(_ frame: ContactFrame) {}
}

enum ReplayExamples {
    /// docs/replay.md and the TouchReplay article: replay a recording against a scene.
    static func replayARecording() throws {
        let scene = try Scene.load(contentsOf: "Recordings/synth/tap/scene.yml")
        let session = try RecordingReplay(recordingPath: "Recordings/synth/tap/recording.evemu", scene: scene).run()
        for record in session.records { print(record.line.jsonText) }
    }

    /// The "Scenes" article.
    static func loadAScene() throws -> EngineSession {
        let scene = try Scene.load(contentsOf: "photo.yml")
        let session = try RecordingReplay(recordingPath: "double-tap.evemu", scene: scene).run()
        return session
    }

    /// docs/input-events.md: decoding a device's events into frames.
    static func decodeFrames(_ recording: RecordingReader, events: [InputEvent], endTime: Timestamp) throws {
        let engine = Engine()
        let device: DeviceDescription = recording.description   // from evemu, libinput record or libevdev
        print(device.classification)                    // "Atmel maXTouch Touchscreen": multi-touch screen (protocol B) (INPUT_PROP_DIRECT, ABS_MT_SLOT 0-9 with ABS_MT_TRACKING_ID)
        print(device.capabilities)                      // 10 slots, x 0..799, y 0..479, no resolution
        var decoder = try FrameDecoder(device: device, mapping: ScreenMapping(screenSize: ScreenSize(width: 390, height: 844)))
        for event in events {
            if let frame = decoder.feed(event) { engine.handle(frame) }
        }
        if let last = decoder.cancelAll(at: endTime) { engine.handle(last) }   // nothing stays down
    }

    /// docs/recordings.md: reading and writing recordings.
    static func readAndWrite(mapping: ScreenMapping, event: InputEvent) throws {
        let engine = Engine()
        let reader = try RecordingReader(path: "atmel.events", descriptionPath: "atmel.desc")  // .desc optional
        print(reader.format, reader.formatVersion, reader.description.name, reader.firstEventTime as Any)
        var decoder = try FrameDecoder(device: reader.description, mapping: mapping)
        while let event = try reader.next() {          // one event at a time, constant memory
            if let frame = decoder.feed(event) { engine.handle(frame) }
        }
        for warning in reader.warnings { print(warning) }   // time going backwards, missing final SYN_REPORT, …

        let writer = try EvemuWriter(path: "out.evemu", description: reader.description)
        try writer.write(event)        // flushed to disk at every SYN_REPORT
        try writer.close()
    }

    /// The doc comment of `RecordingFormats`.
    static func registerAFormat() throws -> RecordingReader {
        typealias TinyRecording = TinyTouchRecording
        var formats = RecordingFormats.builtIn
        try formats.register(TinyRecording.self)
        let reader = try RecordingReader(path: "touch.tiny", formats: formats)
        return reader
    }

    /// docs/check.md: checks from Swift.
    static func checkFromSwift() throws {
        let cases = try CaseDiscovery.discover(paths: ["Recordings"])          // [CheckCase], sorted
        let slice = CheckShard("2/4")!.select(cases)
        let options = CheckOptions(comparison: ComparisonOptions(includeTouches: false, tolerance: 0.001), update: false, jobs: 2)
        let results = CheckRunner(options: options).run(slice)                  // [CheckResult], in case order
        for result in results { print(result.report) }                         // PASS / FAIL + diff / ERROR / UPDATED
        print(CheckSummary(results))                                           // "25 cases: 25 passed, 0 failed, 0 errors"
        try OutputFile.write(JUnitReport.xml(results), to: "check.xml")          // import OutputFiles; see README "Outputs"
        let timer = CheckTimer()                                               // per-case replay times, for the report
        let timed = CheckRunner(options: options, replayer: timer.timing(CheckRunner.replayCase)).run(slice)
        let page = CheckReport.page(timed, timer: timer)                       // the HTML report's index.html
        // A custom replayer (tests, other engines): CheckRunner(options:replayer:) with (CheckCase) throws -> [TraceLine].
        print(page)
    }

    /// The TouchReplayTools article.
    static func checkTheRecordings() throws {
        let cases = try CaseDiscovery.discover(paths: ["Recordings"])
        let results = CheckRunner(options: CheckOptions()).run(cases)
        print(CheckSummary(results))
    }

    /// docs/render.md: drawings and the viewer from Swift.
    static func render(expectedLines: [TraceLine]) throws {
        let svg = try TraceRendering.svg(recordingPath: "r.evemu", scenePath: "scene.yml")   // replay + drawing

        // One replay (the recording is read once): the session with its trace, hit-tests included,
        // and the frames it was sent, which say where the fingers went.
        let scene = try Scene.load(contentsOf: "scene.yml")
        let (session, fingers) = try TraceRendering.replay(recordingPath: "r.evemu", scene: scene)
        let drawing = TraceDrawing(scene: scene, final: session.sceneHierarchy, records: session.records, fingers: fingers)
        let paths = drawing.touches      // [TraceDrawing.TouchPath]: id, view, points, times, cancelled
        let marks = drawing.gestures     // [TraceDrawing.GestureMark]
        let text = drawing.svg(title: "my replay")

        // The HTML viewer: replay + page, or the data for a trace you have (expected or actual).
        let page = try TraceRendering.html(recordingPath: "r.evemu", scenePath: "scene.yml")   // streamed, thinned past the budget
        let streamed = try TraceRendering.viewerData(recordingPath: "r.evemu", scenePath: "scene.yml")
        let thinning = streamed.thinning    // nil, or ViewerData.Thinning: shown, total, interval
        let data = ViewerData(title: "expected", scene: scene, lines: expectedLines, fingers: fingers)
        let other = HTMLViewer.page(data)
        print(svg, text, page, other, paths.count, marks.count, thinning as Any)
    }

    /// docs/synth.md: synthesis from Swift.
    static func synthesize() throws {
        var script = try SynthScript.load(path: "gestures.yml")     // or SynthScript.parse(yaml:path:)
        script.device = .singleTouchScreen                          // SynthDevice.multiTouchScreen / .mouse / .pen / .load(descriptionPath:)
        let strokes = try script.strokes()                          // [SynthStroke]: every finger's keyframes
        let events = try script.events()                            // [InputEvent], frame by frame
        try script.writeRecording(to: "out.evemu")                  // through InputRecordings' EvemuWriter

        // Without a script:
        let synth = Synthesizer(device: .multiTouchScreen, screen: Size(width: 800, height: 480), rate: 125)
        let pinch = SynthGesture.twoFingers(center: Point(x: 400, y: 240), fromDistance: 100, toDistance: 250,
                                            fromAngle: 0, toAngle: 0, hold: 0, duration: 0.5)
        let pinchEvents = synth.events(for: pinch.strokes(startingAt: 0.5))
        print(strokes.count, events.count, pinchEvents.count)
    }
}

// docs/architecture.md, "How to add a recording format": the format.

/// `# tiny-touch` on line 1, `size W H`, then `SECONDS down X Y`, `SECONDS move X Y`, `SECONDS up`.
struct TinyTouchRecording: RecordingFormatParser {
    static let format = RecordingFormat(name: "tiny-touch")
    let formatVersion = "1"
    let device: DeviceDescription
    private var queued: [InputEvent] = []   // one line's events, the next one last

    static func detects(_ line: RecordingLine) -> Bool { line.number == 1 && line.text.hasPrefix("# tiny-touch") }

    init(lines: RecordingLines, deviceIndex: Int) throws(RecordingError) {
        _ = try lines.nextLine()                                   // the marker
        guard let size = try lines.nextLine()?.text.split(separator: " "), size.count == 3,
              let width = Int32(size[1]), let height = Int32(size[2]) else {
            throw RecordingError(path: lines.path, line: lines.lineNumber, column: 1,
                                 reason: .unexpected(expected: "size WIDTH HEIGHT", found: "something else"))
        }
        device = DeviceDescription(name: "tiny touch", properties: [InputProperty.direct],
            codes: [.synchronization: [SynchronizationCode.report], .key: [KeyCode.buttonTouch],
                    .absolute: [AbsoluteAxis.x, AbsoluteAxis.y]],
            absoluteAxes: [AbsoluteAxis.x: AbsoluteAxisInfo(minimum: 0, maximum: width - 1),
                           AbsoluteAxis.y: AbsoluteAxisInfo(minimum: 0, maximum: height - 1)])
    }

    mutating func nextEvent(_ lines: RecordingLines) throws(RecordingError) -> InputEvent? {
        while queued.isEmpty {
            guard let line = try lines.nextLine() else { return nil }
            queued = try Self.events(line.text, lines).reversed()    // BTN_TOUCH, ABS_X, ABS_Y, SYN_REPORT …
        }
        return queued.popLast()
    }
}

extension TinyTouchRecording {
    /// The events of one line (the doc leaves them out: Tests/TouchReplayTests/UserRecordingFormatTests.swift has them in full).
    static func events(_ text: String, _ lines: RecordingLines) throws(RecordingError) -> [InputEvent] { [] }
}

extension ReplayExamples {
    /// docs/architecture.md, "How to add a recording format": the registration and the replay.
    static func replayTinyTouch() throws {
        var formats = RecordingFormats.builtIn
        try formats.register(TinyTouchRecording.self)
        var replay = RecordingReplay(recordingPath: "drag.tiny", scene: try Scene.load(contentsOf: "drag.scene.yml"))
        replay.formats = formats
        let session = try replay.run()
        _ = session
    }
}
