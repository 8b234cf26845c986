/// Why a ``LiveInput`` refused a call; nothing was delivered and the clock did not move.
public enum LiveInputError: Error, Equatable, CustomStringConvertible {
    /// A time that is not a finite number of seconds (NaN or infinite) given to `entry`.
    case timeNotFinite(Double, entry: String)
    /// A frame from a source the input does not have: never added, or removed already.
    case unknownSource(LiveDevice)

    public var description: String {
        switch self {
        case let .timeNotFinite(time, entry):
            "LiveInput.\(entry): the time \(time) s is not a finite number of seconds; the clock stays where it was"
        case let .unknownSource(source):
            "LiveInput.send(_:from:): \(source.name) (source \(source.id)) is not one of the input's sources (never added, or removed)"
        }
    }
}
