import GestureEngine
import InputEvents
import TouchReplay

/// Replays recordings in users' tests and hands back the trace as values.
///
/// ```swift
/// let trace = try TestReplay.trace(recording: "Fixtures/tap.evemu", scene: "Fixtures/tap.yml")
/// try ExpectedTrace(path: "Fixtures/tap.expected.jsonl").verify(trace)
/// ```
public enum TestReplay {
    /// Replays `recording` against the scene file at `scene`, whose recognizers may be of the kinds in `kinds`.
    ///
    /// - Throws: `ReplayError` for a bad scene, recording or device.
    public static func trace(recording: String, description: String? = nil, scene: String, kinds: GestureKindRegistry = .builtIn,
                             hitTests: Bool = false) throws(ReplayError) -> [TraceLine] {
        let loaded: Scene
        do {
            loaded = try Scene.load(contentsOf: scene, kinds: kinds)
        } catch {
            throw .scene(error)
        }
        return try trace(recording: recording, description: description, scene: loaded, hitTests: hitTests)
    }

    /// Replays `recording` against a decoded scene.
    public static func trace(recording: String, description: String? = nil, scene: Scene, hitTests: Bool = false) throws(ReplayError) -> [TraceLine] {
        let session = try RecordingReplay(recordingPath: recording, descriptionPath: description, scene: scene, tracesHitTests: hitTests).run()
        return session.records.map(\.line)
    }

    /// Replays `recording` against a window built in Swift (the device maps onto
    /// the window's bounds unless `mapping` is given). The window is used up: build a new one per replay.
    public static func trace(recording: String, description: String? = nil, window: Window, mapping: ScreenMapping? = nil, hitTests: Bool = false) throws(ReplayError) -> [TraceLine] {
        let session = try RecordingReplay(recordingPath: recording, descriptionPath: description, window: window, mapping: mapping, tracesHitTests: hitTests).run()
        return session.records.map(\.line)
    }
}
