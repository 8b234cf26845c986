/// Why a ``LiveInput`` refused a call; nothing was delivered and the clock did not move.
public enum LiveInputError: Error, Equatable, CustomStringConvertible {
    /// A frame from a source the input does not have: never added, or removed already.
    case unknownSource(LiveDevice)

    public var description: String {
        switch self {
        case let .unknownSource(source):
            "LiveInput.send(_:from:): \(source.name) (source \(source.id)) is not one of the input's sources (never added, or removed)"
        }
    }
}
