/// The view a step of a synth script is aimed at: its positions are fractions of the
/// view's bounds, placed on a scene by ``SynthScript/placed(on:path:)``.
public struct SynthTarget: Hashable, Sendable {
    /// The view's id.
    public var view: String
    /// Whether a touch's later offsets are fractions of the view's bounds too (`offsets:
    /// fractions`), so that they grow and shrink with the view; otherwise they are points.
    public var fractionalOffsets: Bool

    /// A target from its parts.
    public init(view: String, fractionalOffsets: Bool = false) {
        self.view = view
        self.fractionalOffsets = fractionalOffsets
    }
}
