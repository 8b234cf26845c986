/// A key path in a scene file, such as `root.subviews[2].gestures[0]`, kept as
/// a link to its parent's path and one step, so that reaching a node costs one
/// small object however deep it is; the text is joined only when asked for
/// (an error, a location printed). Loading a scene is thus linear in its depth.
final class SceneKeyPath: Sendable, CustomStringConvertible {
    /// How a path goes on from its parent.
    enum Step: Sendable {
        /// A whole path given as text (the top of a file: `""`).
        case whole(String)
        /// The value of a mapping's key.
        case key(String)
        /// An element of a list.
        case index(Int)
    }

    let parent: SceneKeyPath?
    let step: Step

    /// The path `text`, given whole.
    init(_ text: String) {
        parent = nil
        step = .whole(text)
    }

    /// `parent` followed by `step`.
    init(_ parent: SceneKeyPath, _ step: Step) {
        self.parent = parent
        self.step = step
    }

    /// The path as text, joined from the top (a loop, not a recursion: paths may be deep).
    var description: String {
        var steps: [Step] = []
        var link: SceneKeyPath? = self
        while let current = link {
            steps.append(current.step)
            link = current.parent
        }
        var text = ""
        for step in steps.reversed() {
            switch step {
            case let .whole(whole): text += whole
            case let .key(key): text += text.isEmpty ? key : "." + key
            case let .index(index): text += "[" + String(index) + "]"
            }
        }
        return text
    }
}
