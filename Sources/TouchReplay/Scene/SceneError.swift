/// A scene file that cannot be used, with where and why.
///
/// `description` is one line: `scene.yml:14:9: root.subviews[2].gestures[0].requireToFail: no recognizer "dbl"`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as named by the caller.
    public var file: String
    /// The 1-based line, when the problem has a position.
    public var line: Int?
    /// The 1-based column (in Unicode scalars), when the problem has a position.
    public var column: Int?
    /// The key path of the offending value, such as `root.subviews[2].frame`; empty for the whole file.
    public var path: String
    /// What is wrong.
    public var message: String

    /// An error from its parts.
    public init(file: String, line: Int?, column: Int?, path: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// `file:line:column: path: message`, leaving out the parts that are unknown.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        text += ": "
        if !path.isEmpty { text += path + ": " }
        return text + message
    }
}

/// Where a value was written in a scene file, kept for errors found after decoding.
///
/// The key path is kept as a link to the parent's and joined into text only
/// when read, so every view of a deep scene keeping its location costs the same.
public struct SceneLocation: Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// The key path, such as `root.subviews[0].gestures[1]`.
    public var path: String {
        get { keyPath.description }
        set { keyPath = SceneKeyPath(newValue) }
    }

    /// The key path as a link to its parent's.
    private(set) var keyPath: SceneKeyPath

    /// A location from its parts.
    public init(line: Int, column: Int, path: String) {
        self.init(line: line, column: column, keyPath: SceneKeyPath(path))
    }

    init(line: Int, column: Int, keyPath: SceneKeyPath) {
        self.line = line
        self.column = column
        self.keyPath = keyPath
    }

    public static func == (lhs: SceneLocation, rhs: SceneLocation) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.path == rhs.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(path)
    }
}

/// An id written in a scene file to name another view or recognizer.
public struct SceneReference: Hashable, Sendable {
    /// The id referred to.
    public var id: String
    /// Where the reference was written.
    public var location: SceneLocation

    /// A reference from its parts.
    public init(id: String, location: SceneLocation) {
        self.id = id
        self.location = location
    }
}
