/// The relations a scene gives a scroll view's own pan or pinch (`scroll: {pan: …, pinch: …}`),
/// as a declared recognizer's `requireToFail` and `simultaneousWith` give its own.
///
/// An app writes `scrollView.panGestureRecognizer.require(toFail: edgePan)`;
/// a scene writes `scroll: {pan: {requireToFail: edgePan}}`. The other way, a
/// declared recognizer names the scroll view's by the ids the trace uses
/// (`list.pan`, `list.pinch`).
public struct RecognizerRelations: Hashable, Sendable {
    /// Recognizers that must fail before this one may begin (`require(toFail:)`).
    public var requireToFail: [SceneReference] = []
    /// Recognizers that may recognize together with this one (symmetric).
    public var simultaneousWith: [SceneReference] = []

    /// No relations.
    public init() {}

    /// Whether there are none.
    public var isEmpty: Bool { requireToFail.isEmpty && simultaneousWith.isEmpty }

    /// The keys of the mapping.
    static let keys = ["requireToFail", "simultaneousWith"]

    /// Reads `{requireToFail: …, simultaneousWith: …}`, each an id or a list of ids.
    static func decode(_ node: SceneNode) throws(SceneError) -> RecognizerRelations {
        let map = try node.mapping(allowing: keys)
        var relations = RecognizerRelations()
        if let value = map["requireToFail"] { relations.requireToFail = try value.references() }
        if let value = map["simultaneousWith"] { relations.simultaneousWith = try value.references() }
        return relations
    }
}
