import GestureEngine

/// A kind of gesture recognizer a scene can name with `kind:`: its name, the
/// keys it accepts beyond the ones every recognizer takes, and how to build the
/// recognizer. The built-in kinds (``tap``, ``pan``, …) are values of this type,
/// registered in ``GestureKindRegistry/builtIn`` exactly as a user's kinds are.
///
/// Two kinds are equal when their names are: a registry holds one kind per name.
public struct GestureKind: Hashable, Sendable, CustomStringConvertible {
    /// Checks decoded values together (one key against another, a name's syntax);
    /// each value already has its key's type.
    public typealias Check = @Sendable (GestureParameters) throws(GestureParameterError) -> Void
    /// Builds a fresh recognizer for a description of this kind, from its id and
    /// ``GestureDescription/parameters``; the keys every recognizer takes (relations,
    /// `cancelsTouchesInView`, `allowedTouchTypes`, …) are applied afterwards by the scene.
    public typealias Make = @Sendable (GestureDescription) -> GestureRecognizer

    /// The name written after `kind:`.
    public let name: String
    /// The keys the kind accepts beyond ``GestureDescription/commonKeys``, in the order documented.
    public let keys: [GestureParameterKey]
    /// The actions a scene may give recognizers of this kind with `action:`
    /// (``GestureAction/none`` is always allowed). How each works with any
    /// recognizer is in ``GestureAction``: `move` follows a pan's translation or
    /// else the recognizer's location, `scale` and `rotate` its
    /// `reportedValues`' scale and rotation.
    public let actions: [GestureAction]
    /// Checks the decoded values together, when loading the scene.
    let check: Check
    /// Builds the recognizer, when building the scene's hierarchy.
    let make: Make

    /// A kind named `name` taking `keys` and supporting `actions`; `check` runs once per
    /// recognizer when the scene loads, `make` each time the scene's hierarchy is built.
    public init(name: String, keys: [GestureParameterKey] = [], actions: [GestureAction] = [],
                check: @escaping Check = { _ throws(GestureParameterError) in }, make: @escaping Make) {
        self.name = name
        self.keys = keys
        self.actions = actions
        self.check = check
        self.make = make
    }

    /// The name.
    public var description: String { name }

    /// The same names are the same kind.
    public static func == (lhs: GestureKind, rhs: GestureKind) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
