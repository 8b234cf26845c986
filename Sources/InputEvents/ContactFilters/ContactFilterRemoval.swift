import TouchTime
/// A contact a noise filter removed: which, when, and whether it had been
/// reported (then it was cancelled) or never was.
public struct ContactFilterRemoval: Hashable, Sendable {
    /// The decoder's id of the contact.
    public var contactID: Int
    /// The filter that removed it.
    public var filter: ContactFilterKind
    /// When: the frame that found it (cancelled), or the frame it lifted in (never reported).
    public var time: Timestamp
    /// Whether it had been reported, so that it was cancelled rather than never sent.
    public var wasReported: Bool

    /// A removal from its parts.
    public init(contactID: Int, filter: ContactFilterKind, time: Timestamp, wasReported: Bool) {
        self.contactID = contactID
        self.filter = filter
        self.time = time
        self.wasReported = wasReported
    }
}
