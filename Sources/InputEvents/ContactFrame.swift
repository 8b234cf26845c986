/// Where a contact is in its sequence, as seen in one frame.
public enum ContactPhase: String, Hashable, Sendable {
    /// The contact touched down in this frame.
    case began
    /// The contact is still down (it may or may not have moved).
    case moved
    /// The contact lifted in this frame.
    case ended
    /// The contact was lost without a lift (SYN_DROPPED resync, unplug, end of a recording).
    case cancelled
}

/// One finger (or the pressed mouse pointer) in one frame.
public struct Contact: Hashable, Sendable {
    /// A stable id for the whole sequence, from a per-decoder counter starting at 0.
    public var id: Int
    /// Where the contact is in its sequence.
    public var phase: ContactPhase
    /// Position in screen points (after the decoder's screen mapping).
    public var x: Double
    /// Position in screen points (after the decoder's screen mapping).
    public var y: Double
    /// Pressure in device units, where the device reports it.
    public var pressure: Int32?
    /// Touch size (major axis) in device units, where the device reports it.
    public var touchMajor: Int32?

    /// A contact from its parts.
    public init(id: Int, phase: ContactPhase, x: Double, y: Double, pressure: Int32? = nil, touchMajor: Int32? = nil) {
        self.id = id
        self.phase = phase
        self.x = x
        self.y = y
        self.pressure = pressure
        self.touchMajor = touchMajor
    }
}

/// The contacts of one device frame (everything up to a `SYN_REPORT`).
///
/// Contacts are ordered by id. A frame lists every contact that is down or
/// that ended or was cancelled in it.
public struct ContactFrame: Hashable, Sendable {
    /// The time of the frame's `SYN_REPORT`.
    public var time: Timestamp
    /// The frame's contacts, ordered by id.
    public var contacts: [Contact]

    /// A frame from its parts.
    public init(time: Timestamp, contacts: [Contact]) {
        self.time = time
        self.contacts = contacts
    }
}
