/// The recognizer kinds a scene may name, passed to ``Scene/load(contentsOf:kinds:)``
/// and ``Scene/parse(_:file:kinds:)``: a plain value, with ``builtIn`` as the default.
///
/// ```swift
/// var kinds = GestureKindRegistry.builtIn
/// try kinds.register(GestureKind(name: "wiggle", keys: [GestureParameterKey("wiggles", .wholeNumber(atLeast: 1))]) {
///     WiggleGestureRecognizer(id: $0.id, wiggles: $0.parameters.wholeNumber("wiggles") ?? 3)
/// })
/// let scene = try Scene.load(contentsOf: "wiggle.yml", kinds: kinds)
/// ```
///
/// Our decision: registering a name the registry already has (a built-in's or a
/// user's) is an error; replacing a kind is done on purpose with ``replace(_:)``.
public struct GestureKindRegistry: Sendable {
    /// The kinds in registration order (the order unknown-kind errors list them in).
    public private(set) var kinds: [GestureKind]
    /// Every key a recognizer of any kind accepts, each once: the common keys, then the kinds'.
    private(set) var allKeys: [String]

    /// The built-in kinds: tap, doubleTap, longPress, pan, pinch, rotation, swipe, screenEdgePan, hover.
    public static let builtIn: GestureKindRegistry = {
        var registry = GestureKindRegistry()
        for kind in GestureKind.builtIn { try! registry.register(kind) }
        return registry
    }()

    /// A registry with no kinds.
    public init() {
        kinds = []
        allKeys = GestureDescription.commonKeys
    }

    /// The kind named `name`, if registered.
    public func kind(named name: String) -> GestureKind? {
        kinds.first { $0.name == name }
    }

    /// Adds `kind`.
    ///
    /// - Throws: ``GestureKindRegistryError`` when the name is taken, empty or not a plain word,
    ///   or a key is a common key or listed twice.
    public mutating func register(_ kind: GestureKind) throws(GestureKindRegistryError) {
        try validate(kind)
        if let taken = self.kind(named: kind.name) {
            let owner = GestureKind.builtIn.contains(taken) ? "a built-in kind" : "already registered"
            throw GestureKindRegistryError(kind: kind.name, message: "the name is taken (\(owner)); use replace(_:) to override it on purpose")
        }
        kinds.append(kind)
        for key in kind.keys where !allKeys.contains(key.name) { allKeys.append(key.name) }
    }

    /// Replaces the kind of the same name, in its place in ``kinds``.
    ///
    /// - Throws: ``GestureKindRegistryError`` when no kind has the name, or the kind's keys are invalid.
    public mutating func replace(_ kind: GestureKind) throws(GestureKindRegistryError) {
        try validate(kind)
        guard let index = kinds.firstIndex(of: kind) else {
            throw GestureKindRegistryError(kind: kind.name, message: "no kind of that name to replace; use register(_:)")
        }
        kinds[index] = kind
        allKeys = GestureDescription.commonKeys
        for key in kinds.flatMap(\.keys) where !allKeys.contains(key.name) { allKeys.append(key.name) }
    }

    /// Refuses names a scene cannot write and keys that clash.
    private func validate(_ kind: GestureKind) throws(GestureKindRegistryError) {
        guard !kind.name.isEmpty, kind.name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            throw GestureKindRegistryError(kind: kind.name, message: "a kind's name is a plain word (letters, digits, _ and -)")
        }
        for (index, key) in kind.keys.enumerated() {
            if GestureDescription.commonKeys.contains(key.name) {
                throw GestureKindRegistryError(kind: kind.name, message: "key \"\(key.name)\" is one every recognizer takes; choose another name")
            }
            if kind.keys[..<index].contains(where: { $0.name == key.name }) {
                throw GestureKindRegistryError(kind: kind.name, message: "key \"\(key.name)\" is listed twice")
            }
        }
    }
}

/// A kind the registry refuses, with why: one line, `recognizer kind "tap": the name is taken …`.
public struct GestureKindRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind's name.
    public var kind: String
    /// What is wrong.
    public var message: String

    /// An error from its parts.
    public init(kind: String, message: String) {
        self.kind = kind
        self.message = message
    }

    /// `recognizer kind "NAME": MESSAGE`.
    public var description: String { "recognizer kind \"\(kind)\": \(message)" }
}
