import Foundation
import GestureEngine
import InputEvents
import InputRecordings
import OutputFiles
import TouchReplay
import TouchTime

extension GestureTester {
    /// The screen the saved recording's device maps onto: the scene's screen, or the window's bounds.
    private var screen: Size { scene?.screen.size ?? window.bounds.size }

    /// The steps so far as evdev events of a protocol B touchscreen (see ``saveRecording(to:environment:)``).
    ///
    /// - Throws: ``GestureTesterError/cannotSave(_:)`` as ``saveRecording(to:environment:)`` says.
    public func recordingEvents() throws(GestureTesterError) -> (description: DeviceDescription, events: [InputEvent]) {
        if let scene {
            let mapping = scene.screen
            guard mapping.rotation == 0, mapping.calibration == nil, mapping.target == nil else {
                throw .cannotSave("the scene's screen is rotated, calibrated or has a target rectangle")
            }
        }
        if frames.contains(where: { $0.wheel != nil || $0.samples.contains { $0.attributes != .finger } }) {
            throw .cannotSave("mouse, wheel and pen steps were taken; the saved recording is a touchscreen's, which has fingers only")
        }
        let recording = TesterRecording(screen: screen)
        return (recording.description, try recording.events(for: frames, end: now))
    }

    /// Writes the steps so far as an evemu recording at `path`: a touchscreen
    /// the size of the screen at 64 units per point, whose replay against the
    /// same scene (or window) gives this tester's ``finishedTrace``.
    ///
    /// Like ``ExpectedTrace``, it writes only when `environment` asks to record
    /// (`TOUCHREPLAY_RECORD=1`) and never when `CI=true`; otherwise it does nothing.
    ///
    /// - Returns: whether the file was written.
    /// - Throws: ``GestureTesterError/cannotSave(_:)`` for a mouse, wheel or pen step, a cancelled finger (evdev
    ///   cannot cancel one contact), more than 10 fingers down at once, a point off
    ///   the screen, a rotated or calibrated scene screen, or a file that cannot be written.
    @discardableResult
    public func saveRecording(to path: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(GestureTesterError) -> Bool {
        guard ExpectedTrace.isRecording(environment) else { return false }
        let (description, events) = try recordingEvents()
        do {
            try EvemuWriter.write(description: description, events: events, to: path)
        } catch {
            throw .cannotSave("\(path): \(error)")
        }
        return true
    }

    /// Finishes the tester and writes its whole trace as an expected file (JSON Lines) at `path`,
    /// only when `environment` asks to record (as ``saveRecording(to:environment:)``).
    ///
    /// - Returns: whether the file was written (the tester is finished either way).
    @discardableResult
    public func saveExpected(to path: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(GestureTesterError) -> Bool {
        let text = finishedTrace.map { $0.jsonText + "\n" }.joined()
        guard ExpectedTrace.isRecording(environment) else { return false }
        do {
            try OutputFile.write(text, to: path)
        } catch {
            throw .cannotSave("\(path): \(error.message)")
        }
        return true
    }

    /// Makes a `touchreplay check` case of the steps in `folder` (created if
    /// needed): `recording.evemu`, the scene as `scene.yml`, and `expected.jsonl`,
    /// only when `environment` asks to record (as ``saveRecording(to:environment:)``).
    /// Finishes the tester.
    ///
    /// For a tester on a scene file, `scene.yml` is a copy of it. For a window built in
    /// Swift, it is the window as it was when the tester started, written by TouchReplay's
    /// `WindowSceneExport` with the control events the session traces; `notes` gets a
    /// line for each thing the scene cannot express (a view or recognizer class of your
    /// own, which `touchreplay check` cannot make), after which `check` may not pass.
    ///
    /// - Returns: whether the case was written.
    /// - Throws: ``GestureTesterError/cannotSave(_:)``.
    @discardableResult
    public func saveCase(in folder: String, notes: ((String) -> Void)? = nil,
                         environment: [String: String] = ProcessInfo.processInfo.environment) throws(GestureTesterError) -> Bool {
        guard ExpectedTrace.isRecording(environment) else {
            finish()
            return false
        }
        let sceneText: String
        if let scene {
            guard let contents = FileManager.default.contents(atPath: scene.file) else { throw .cannotSave("\(scene.file): cannot read the scene file") }
            sceneText = String(decoding: contents, as: UTF8.self)
        } else {
            // The window as it started: the sketch's objects, made afresh, written out.
            guard let sketch, let root = sketch.makeHierarchy().window.subviews.first else {
                throw .cannotSave("the window could not be written as a scene")
            }
            let traced = session.recorder.tracedControlEvents
            sceneText = WindowSceneExport(root: root, screen: sketch.screen.size, tracedControlEvents: traced).yaml
            // What the scene cannot express, read off the window itself (the sketch holds only what it could).
            for note in WindowSceneExport(window: window, tracedControlEvents: traced).notes { notes?(note) }
        }
        // The recording first: steps that cannot be saved leave no case behind.
        let (description, events) = try recordingEvents()
        do {
            try OutputFolder.create(folder)
            try EvemuWriter.write(description: description, events: events, to: folder + "/recording.evemu")
            try OutputFile.write(sceneText, to: folder + "/scene.yml")
        } catch {
            throw .cannotSave("\(folder): \(error)")
        }
        guard scene == nil else { return try saveExpected(to: folder + "/expected.jsonl", environment: environment) }
        try saveExpectedReplaying(folder, sceneText: sceneText)
        return true
    }

    /// For a window built in Swift: replays the saved recording against the saved scene and
    /// writes that trace as the expected one, once every line but the summary (whose list
    /// of views has the scene's root view besides the window's) is the tester's own.
    private func saveExpectedReplaying(_ folder: String, sceneText: String) throws(GestureTesterError) {
        let replayed: [TraceLine]
        do {
            let scene = try Scene.parse(sceneText, file: folder + "/scene.yml")
            replayed = try RecordingReplay(recordingPath: folder + "/recording.evemu", scene: scene).run().records.map(\.line)
        } catch {
            throw .cannotSave("\(folder): \(error)")
        }
        let own = finishedTrace.filter { $0.type != "summary" }.map(\.jsonText)
        let scene = replayed.filter { $0.type != "summary" }.map(\.jsonText)
        if own != scene {
            let index = zip(own, scene).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(own.count, scene.count)
            let line = index < own.count ? own[index] : "(none)"
            throw .cannotSave("the scene written for the window replays differently from it at line \(index + 1): \(line)")
        }
        do {
            try OutputFile.write(replayed.map { $0.jsonText + "\n" }.joined(), to: folder + "/expected.jsonl")
        } catch {
            throw .cannotSave("\(folder)/expected.jsonl: \(error.message)")
        }
    }
}
