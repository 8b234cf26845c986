/// Counters of the unusual things a `FrameDecoder` met and how it dealt
/// with them. A clean recording from a well-behaved device leaves every
/// counter except `ignoredEvents` at zero.
public struct DecoderDiagnostics: Hashable, Sendable, CustomStringConvertible {
    /// Events that carry nothing the decoder uses (`MSC_*`, wheels, other keys,
    /// single-touch emulation on MT devices, unknown types and codes).
    public var ignoredEvents = 0
    /// Events whose code the device does not declare; dropped, as libevdev drops them live.
    public var undeclaredEvents = 0
    /// `ABS_MT_SLOT` values outside the device's slots, capped to the last slot as
    /// libevdev caps them, and MT events in a slot beyond
    /// `FrameDecoder.maximumSlotCount` (dropped).
    public var outOfRangeSlotEvents = 0
    /// `ABS_MT_TRACKING_ID` values below -1 on a slot without a contact; as in
    /// libevdev the slot keeps the value and takes no new id until a -1 (below -1
    /// while a contact is down, they are dropped as any new id is).
    public var negativeTrackingIDs = 0
    /// `ABS_MT_TRACKING_ID` values ≥ 0 for a slot whose contact was still down:
    /// dropped as libevdev drops them (the same finger goes on), except while
    /// resynchronising, where the old contact ends and a new one begins.
    public var trackingIDsReplacedWhileDown = 0
    /// `BTN_TOUCH`/`BTN_LEFT` presses while the contact was already down (a lost
    /// release); the old contact is cancelled and a new one begins.
    public var pressesWhileDown = 0
    /// Contacts that went down and up between two `SYN_REPORT`s; never reported.
    public var unreportedContacts = 0
    /// Protocol A contacts beyond `FrameDecoder.maximumAnonymousContacts`; dropped.
    public var excessContacts = 0
    /// `SYN_DROPPED` events seen in the stream.
    public var droppedReports = 0
    /// Events discarded after a `SYN_DROPPED` up to and including the next `SYN_REPORT`.
    public var discardedEvents = 0
    /// Frames whose `SYN_REPORT` time was earlier than the previous frame's; their time was clamped.
    public var timeWentBackwards = 0
    /// A pen's `ABS_TILT_X`/`ABS_TILT_Y` values outside the axis's range; clamped to it.
    public var outOfRangeTilts = 0
    /// Pressures a pen read on coming into range that were above half the
    /// pressure range: refused as its pressure offset, as libinput refuses
    /// them ("Ignoring pressure offset greater than 50%").
    public var refusedPressureOffsets = 0
    /// `REL_WHEEL_HI_RES`/`REL_HWHEEL_HI_RES` events with value 0: no turn, ignored.
    public var zeroWheelEvents = 0

    /// No counters set.
    public init() {}

    /// Whether nothing but ignored events was counted.
    public var isClean: Bool {
        undeclaredEvents == 0 && outOfRangeSlotEvents == 0 && negativeTrackingIDs == 0 && trackingIDsReplacedWhileDown == 0
            && pressesWhileDown == 0 && unreportedContacts == 0 && excessContacts == 0 && droppedReports == 0 && discardedEvents == 0
            && timeWentBackwards == 0 && outOfRangeTilts == 0 && refusedPressureOffsets == 0 && zeroWheelEvents == 0
    }

    /// The non-zero counters as `name=value` pairs, or `clean`.
    public var description: String {
        let counters: [(String, Int)] = [
            ("ignoredEvents", ignoredEvents), ("undeclaredEvents", undeclaredEvents), ("outOfRangeSlotEvents", outOfRangeSlotEvents),
            ("negativeTrackingIDs", negativeTrackingIDs), ("trackingIDsReplacedWhileDown", trackingIDsReplacedWhileDown),
            ("pressesWhileDown", pressesWhileDown),
            ("unreportedContacts", unreportedContacts), ("excessContacts", excessContacts),
            ("droppedReports", droppedReports), ("discardedEvents", discardedEvents),
            ("timeWentBackwards", timeWentBackwards), ("outOfRangeTilts", outOfRangeTilts),
            ("refusedPressureOffsets", refusedPressureOffsets), ("zeroWheelEvents", zeroWheelEvents),
        ]
        let set = counters.filter { $0.1 != 0 }.map { "\($0.0)=\($0.1)" }
        return set.isEmpty ? "clean" : set.joined(separator: " ")
    }
}
