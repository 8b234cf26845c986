import InputEvents

/// One decoded contact as `touchreplay analyze` sees it, from its first report to its end.
public struct ContactSummary: Hashable, Sendable {
    /// The decoder's id.
    public var id: Int
    /// The protocol B slot it was in (0 for single-contact devices, nil for protocol A, which has none).
    public var slot: Int?
    /// The time of its first report, in seconds since the recording's first event.
    public var began: Double
    /// The time it ended or was cancelled (the last report's while still down at the end).
    public var ended: Double
    /// Whether it was cancelled (a lost report, the end of the recording) rather than lifted.
    public var wasCancelled = false
    /// Its reports, the first and the last included.
    public var reports = 0
    /// Where it began across, in the analysis's units (device units; points for mice).
    public var startX: Double
    /// Where it began down, in the analysis's units.
    public var startY: Double
    /// Where it was last, across.
    public var x: Double
    /// Where it was last, down.
    public var y: Double
    /// The farthest it got from where it began.
    public var travel = 0.0
    /// Reports that repeated the position of the report before.
    public var repeatedReports = 0
    /// The longest run of reports at one unchanged position (1 when it never repeated).
    public var longestStillRun = 0
    /// Whether it is a pointer's contact (a mouse button down).
    public var isPointer: Bool
    var stillRun = 0

    /// A summary of `contact`, first reported at `time`, in `slot`.
    init(_ contact: Contact, at time: Double, slot: Int?) {
        id = contact.id
        self.slot = slot
        began = time
        ended = time
        startX = contact.x
        startY = contact.y
        x = contact.x
        y = contact.y
        isPointer = contact.tool == .pointer
    }

    /// The time from its first report to its end, in seconds.
    public var duration: Double { ended - began }

    /// Takes one more report of the contact at `time`.
    mutating func report(_ contact: Contact, at time: Double) {
        if reports > 0, contact.x == x, contact.y == y {
            repeatedReports += 1
            stillRun += 1
        } else {
            stillRun = 1
        }
        longestStillRun = max(longestStillRun, stillRun)
        reports += 1
        (x, y) = (contact.x, contact.y)
        let (dx, dy) = (x - startX, y - startY)
        travel = max(travel, (dx * dx + dy * dy).squareRoot())
        ended = time
        if contact.phase == .cancelled { wasCancelled = true }
    }
}
