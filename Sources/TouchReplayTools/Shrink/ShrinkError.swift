import TouchReplay

/// Why a recording could not be shrunk (``Shrinker``); `description` is one line.
public enum ShrinkError: Error, CustomStringConvertible {
    /// The predicate cannot be read, or names nothing in the scene.
    case predicate(TracePredicateError)
    /// The recording could not be lifted onto the scene (``Lifter``).
    case lift(LiftError)
    /// The recording or the scene could not be replayed.
    case replay(ReplayError)
    /// The scene's device entries conflict, or the smallest recording could not be written.
    case file(FileError)
    /// The predicate is false on the input already: there is nothing to shrink.
    case alreadyFalse(path: String, predicate: TracePredicate)
    /// The predicate holds for the recording but not for its lifted steps replayed.
    case lostByLifting(path: String, predicate: TracePredicate)

    public var description: String {
        switch self {
        case let .predicate(error): error.description
        case let .lift(error): error.description
        case let .replay(error): error.description
        case let .file(error): error.description
        case let .alreadyFalse(path, predicate): "\(path): '\(predicate)' is already false on this recording: nothing to shrink"
        case let .lostByLifting(path, predicate):
            "\(path): '\(predicate)' holds for the recording but not once its touches are lifted and written back (see docs/shrink.md)"
        }
    }
}
