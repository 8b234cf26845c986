/// The type of a value a recognizer kind's key takes in a scene, checked when
/// the scene is loaded (a wrong value is a one-line ``SceneError`` at the value).
public enum GestureParameterType: Hashable, Sendable {
    /// A whole number of at least the bound.
    case wholeNumber(atLeast: Int)
    /// A number in the range.
    case number(in: ClosedRange<Double>)
    /// `true` or `false`.
    case bool
    /// Any name (a non-empty scalar).
    case name
    /// One name of the list.
    case choice([String])
    /// One name of the list, or a list of them (possibly empty).
    case choices([String])
}

/// A key a recognizer kind accepts in a scene, beyond the keys every recognizer takes.
public struct GestureParameterKey: Hashable, Sendable {
    /// The key as written in the scene.
    public var name: String
    /// The values it takes.
    public var type: GestureParameterType

    /// A key from its parts.
    public init(_ name: String, _ type: GestureParameterType) {
        self.name = name
        self.type = type
    }
}

/// A decoded value of a recognizer kind's key.
public enum GestureParameterValue: Hashable, Sendable {
    /// A ``GestureParameterType/wholeNumber(atLeast:)`` value.
    case wholeNumber(Int)
    /// A ``GestureParameterType/number(in:)`` value.
    case number(Double)
    /// A ``GestureParameterType/bool`` value.
    case bool(Bool)
    /// A ``GestureParameterType/name`` or ``GestureParameterType/choice(_:)`` value.
    case name(String)
    /// A ``GestureParameterType/choices(_:)`` value (one name written alone becomes a list of one).
    case names([String])
}

/// The values a scene gave a recognizer's kind keys, in file order; keys the
/// scene left out are absent (each kind applies its own defaults).
public struct GestureParameters: Hashable, Sendable {
    /// One key's value.
    public struct Entry: Hashable, Sendable {
        /// The key.
        public var key: String
        /// Its value.
        public var value: GestureParameterValue
    }

    /// The values in file order.
    public private(set) var entries: [Entry] = []

    /// No values.
    public init() {}

    /// Sets `key`'s value (replacing an earlier one).
    public mutating func set(_ key: String, _ value: GestureParameterValue) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = value
        } else {
            entries.append(Entry(key: key, value: value))
        }
    }

    /// The value of `key`, if the scene gave one.
    public subscript(key: String) -> GestureParameterValue? {
        entries.first { $0.key == key }?.value
    }

    /// A ``GestureParameterType/wholeNumber(atLeast:)`` key's value.
    public func wholeNumber(_ key: String) -> Int? {
        if case let .wholeNumber(value) = self[key] { return value }
        return nil
    }

    /// A ``GestureParameterType/number(in:)`` key's value.
    public func number(_ key: String) -> Double? {
        if case let .number(value) = self[key] { return value }
        return nil
    }

    /// A ``GestureParameterType/bool`` key's value.
    public func bool(_ key: String) -> Bool? {
        if case let .bool(value) = self[key] { return value }
        return nil
    }

    /// A ``GestureParameterType/name`` or ``GestureParameterType/choice(_:)`` key's value.
    public func name(_ key: String) -> String? {
        if case let .name(value) = self[key] { return value }
        return nil
    }

    /// A ``GestureParameterType/choices(_:)`` key's value.
    public func names(_ key: String) -> [String]? {
        if case let .names(value) = self[key] { return value }
        return nil
    }
}

/// A value a kind's check refuses: the scene error is reported at `key`'s value.
public struct GestureParameterError: Error, Hashable, Sendable {
    /// The key whose value is wrong.
    public var key: String
    /// What is wrong, one line (the file, position and key path are added).
    public var message: String

    /// An error from its parts.
    public init(key: String, message: String) {
        self.key = key
        self.message = message
    }
}
