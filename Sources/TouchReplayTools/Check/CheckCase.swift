import TouchReplay

/// One regression case found in a folder: a recording, a scene and the trace
/// the replay is expected to produce. See docs/check.md for the layout.
public struct CheckCase: Hashable, Sendable {
    /// The case's folder as found from the path given to discovery (e.g. `Recordings/synth/tap`); cases sort by it.
    public var name: String
    /// The folder's path on disk.
    public var folder: String
    /// The recording file (evemu or `libinput record`), when found.
    public var recording: String?
    /// The separate evemu description, when the case names one.
    public var description: String?
    /// The scene file, when found.
    public var scene: String?
    /// The expected trace (`expected.jsonl`); it may not exist yet (see `--update`).
    public var expected: String
    /// What is missing or wrong in the folder, one clear phrase each; empty when the case can run.
    public var problems: [String]

    /// A case from its parts.
    public init(name: String, folder: String, recording: String?, description: String? = nil, scene: String?, expected: String, problems: [String] = []) {
        self.name = name
        self.folder = folder
        self.recording = recording
        self.description = description
        self.scene = scene
        self.expected = expected
        self.problems = problems
    }

    /// File names that mark a folder as a case.
    public static let markerFiles = ["case.yml", "scene.yml", "scene.yaml", "scene.json", "expected.jsonl"]
    /// Scene file names, in the order they are looked for.
    public static let sceneFiles = ["scene.yml", "scene.yaml", "scene.json"]
    /// Recording file names looked for when there is no `case.yml`, in order.
    public static let recordingFiles = ["recording.evemu", "recording.events", "recording.yml"]
    /// The separate description looked for beside `recording.events`.
    public static let descriptionFile = "recording.desc"
    /// The expected trace's file name.
    public static let expectedFile = "expected.jsonl"
    /// The file that names a recording elsewhere.
    public static let caseFile = "case.yml"
}
