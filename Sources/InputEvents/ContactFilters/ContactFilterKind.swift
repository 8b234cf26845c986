/// The noise filters a device can have (``ContactFilterSettings``), each named
/// as the trace names it: a contact a filter cancels carries
/// `"reason":"noise:NAME"` on its `cancelled` line.
///
/// The raw value is the code a touch carries to the trace
/// (`TouchAttributes.noiseFilter` in GestureEngine); 0 is no filter.
public enum ContactFilterKind: UInt8, Hashable, Sendable, CaseIterable {
    /// A touch that lifts sooner than a minimum duration after it began.
    case minimumDuration = 1
    /// A touch whose pressure or size stays below a floor.
    case floor
    /// A touch that begins in a band along the screen's edge and does not move.
    case edge
    /// A touch that stays on one spot for many reports, or begins on a spot found stuck.
    case singlePosition
    /// Two taps far apart that begin within a few milliseconds of each other.
    case farApartTaps
    /// A pointer button that bounces: a release and press (or press and release) closer than a timeout.
    case debounce

    /// The name in scenes, traces and `touchreplay analyze`.
    public var name: String {
        switch self {
        case .minimumDuration: "minimumDuration"
        case .floor: "floor"
        case .edge: "edge"
        case .singlePosition: "singlePosition"
        case .farApartTaps: "farApartTaps"
        case .debounce: "debounce"
        }
    }

    /// The trace's reason for a touch this filter cancelled: `noise:NAME`.
    public var reason: String { "noise:" + name }

    /// Whether the filter is for touchscreens (all but ``debounce``, which is for mice and pointers).
    public var isForTouchscreens: Bool { self != .debounce }
}
