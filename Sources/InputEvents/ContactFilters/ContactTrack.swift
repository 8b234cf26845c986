import TouchTime
/// What the filter stage knows of one decoded contact, from its first report
/// until it lifts.
struct ContactTrack: Sendable {
    /// Where the contact is as far as the engine is told.
    enum State: Sendable {
        /// In its first report, not judged yet.
        case new
        /// Not reported yet: a filter holds it back (``ContactTrack/holder``).
        case held
        /// Reported: its frames go out.
        case reported
        /// Found to be noise (``ContactTrack/noise``): silent until it lifts.
        case suppressed
    }

    /// The decoder's id.
    var id: Int
    /// The id the contact goes out with (a debounced button's press keeps the id of the one it continues).
    var outputID: Int
    var state: State
    /// The filter holding the contact back while ``state`` is `held`.
    var holder: ContactFilterKind?
    /// The filter that found it to be noise.
    var noise: ContactFilterKind?
    /// The time of its first report.
    var began: Timestamp
    /// Where it began, in screen points.
    var startX: Double
    var startY: Double
    /// Where it is in the current frame, in screen points.
    var x: Double
    var y: Double
    /// Its reports so far, the first included.
    var reports = 0
    /// Whether it is still down after the current frame.
    var isDown = true
    /// Its reports in a row within the stuck-spot filter's radius of where it began (0 once it left).
    var reportsOnSpot = 0
    /// Whether it has stayed within the far-apart-taps filter's movement of where it began.
    var isTap = true
    /// Whether it began in the edge band and has not moved since.
    var isOnEdge = false

    init(_ contact: Contact, at time: Timestamp) {
        id = contact.id
        outputID = contact.id
        state = .reported
        began = time
        startX = contact.x
        startY = contact.y
        x = contact.x
        y = contact.y
    }

    /// The distance in points from where the contact began to where it is.
    var distanceFromStart: Double {
        let (dx, dy) = (x - startX, y - startY)
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension ContactPhase {
    /// Whether the contact's sequence ends in this frame (ended or cancelled).
    var isFinal: Bool { self == .ended || self == .cancelled }
}
