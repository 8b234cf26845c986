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
public struct SceneLocation: Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// The key path, such as `root.subviews[0].gestures[1]`.
    public var path: String

    /// A location from its parts.
    public init(line: Int, column: Int, path: String) {
        self.line = line
        self.column = column
        self.path = path
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
