import Foundation
import GestureEngine
import InputEvents
import InputRecordings
import OutputFiles
import TouchReplay

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
    /// needed): `recording.evemu`, a copy of the scene file as `scene.yml`,
    /// and `expected.jsonl`, only when `environment` asks to record (as
    /// ``saveRecording(to:environment:)``). Finishes the tester.
    ///
    /// - Returns: whether the case was written.
    /// - Throws: ``GestureTesterError/cannotSave(_:)``, also for a tester on a
    ///   window built in Swift (a case needs a scene file; replay such a
    ///   recording with ``TestReplay/trace(recording:description:window:mapping:hitTests:)``).
    @discardableResult
    public func saveCase(in folder: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(GestureTesterError) -> Bool {
        guard ExpectedTrace.isRecording(environment) else {
            finish()
            return false
        }
        guard let scene, let sceneText = FileManager.default.contents(atPath: scene.file) else {
            throw .cannotSave("a check case needs the scene file the tester was made from; a window built in Swift has none")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try OutputFile.write(String(decoding: sceneText, as: UTF8.self), to: folder + "/scene.yml")
        } catch {
            throw .cannotSave("\(folder): \(error)")
        }
        try saveRecording(to: folder + "/recording.evemu", environment: environment)
        return try saveExpected(to: folder + "/expected.jsonl", environment: environment)
    }
}
