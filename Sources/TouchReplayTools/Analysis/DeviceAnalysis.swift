import InputEvents

/// What `touchreplay analyze` finds in one device's part of a recording: its
/// contacts per slot, how regularly it reports, and what looks like noise.
///
/// Positions are in the device's units (one point per unit; a mouse's in
/// points of a 1920×1080 screen), so that the thresholds of Chromium's noise
/// filters apply as they were written. The suspects are what the noise
/// filters of a scene would look for (docs/field.md): contacts of one or two
/// reports lasting less than 40 ms, taps far apart beginning within 30 ms, a
/// spot held still for 2 s, and a press within 25 ms of the release before (a bounce).
public struct DeviceAnalysis: Sendable {
    /// The device's name.
    public var name: String
    /// How TouchReplay decodes it.
    public var deviceClass: DeviceClass
    /// Its node in a `libinput record` file, nil for evemu.
    public var node: String?
    /// Frames decoded (`SYN_REPORT`s that made a frame).
    public var frames = 0
    /// The time of its last event, in seconds since the recording's first.
    public var duration = 0.0
    /// Every contact, in the order they began.
    public var contacts: [ContactSummary] = []
    /// The intervals between consecutive reports of the same contact, in seconds.
    public var reportIntervals: [Double] = []
    /// Pairs of taps far apart that began within ``farApartInterval`` of each other.
    public var farApartTaps: [(first: Int, second: Int, time: Double, distance: Double)] = []
    /// Presses within ``bounceInterval`` of the release before: the new contact, its time and the gap.
    public var bounces: [(contact: Int, time: Double, gap: Double)] = []
    /// What the scene's noise filters for the device would remove (nil without a scene or without filters for it).
    public var filterRemovals: [ContactFilterRemoval]?
    /// The seconds of a removal's time since the recording's first event.
    public var removalTimes: [Double] = []

    /// libinput's button debounce timeout: a press within it of the release before is a bounce.
    public static let bounceInterval = 0.025
    /// Chromium's far-apart-taps interval (`kMaxTapDeltaMs`).
    public static let farApartInterval = 0.030
    /// Chromium's largest movement of a tap (`kMaxTapMovement2`, 20 units).
    public static let tapMovement = 20.0
    /// The fraction of the device's diagonal beyond which two taps are far apart (Chromium's
    /// 1500 units are about a quarter to a third of a 4096-unit panel's diagonal).
    public static let farApartFraction = 1.0 / 3
    /// A contact of one or two reports shorter than this is a suspected ghost (a finger's tap lasts 50 ms or more;
    /// a panel that reports only changes sends a still finger's tap in one report).
    public static let shortContact = 0.040
    /// Chromium's time on one spot after which a touch is stuck (`kMinDurationMs`).
    public static let stuckDuration = 2.0

    /// The device's diagonal in the analysis's units.
    public var diagonal: Double

    /// The median of the report intervals, nil with fewer than two reports of one contact.
    public var medianInterval: Double? { Self.median(reportIntervals) }
    /// Reports per second, from ``medianInterval``.
    public var reportRate: Double? { medianInterval.map { $0 > 0 ? 1 / $0 : 0 } }
    /// The jitter of the report intervals: their median absolute deviation from the median, in seconds.
    public var jitter: Double? {
        guard let median = medianInterval else { return nil }
        return Self.median(reportIntervals.map { abs($0 - median) })
    }

    /// Contacts per slot, by slot (protocol A contacts under nil).
    public var contactsPerSlot: [(slot: Int?, count: Int, duration: Double)] {
        var slots: [(slot: Int?, count: Int, duration: Double)] = []
        for contact in contacts {
            if let index = slots.firstIndex(where: { $0.slot == contact.slot }) {
                slots[index].count += 1
                slots[index].duration += contact.duration
            } else {
                slots.append((contact.slot, 1, contact.duration))
            }
        }
        return slots.sorted { ($0.slot ?? -1) < ($1.slot ?? -1) }
    }

    /// The suspected ghosts, in time order: the contact, when, and why.
    public var suspectedGhosts: [(contact: Int, time: Double, why: String)] {
        var ghosts: [(contact: Int, time: Double, why: String)] = []
        for contact in contacts where !contact.isPointer {
            // A contact that lifted is listed once more in the frame it lifts in: its reports down are one fewer.
            if !contact.wasCancelled, contact.reports - 1 <= 2, contact.duration < Self.shortContact {
                ghosts.append((contact.id, contact.began, contact.reports - 1 <= 1 ? "one report" : "two reports"))
            }
            if contact.travel <= 2, contact.duration >= Self.stuckDuration {
                ghosts.append((contact.id, contact.began, "still for \(Self.seconds(contact.duration)) (stuck spot?)"))
            }
        }
        for pair in farApartTaps {
            ghosts.append((pair.second, pair.time, "began with contact \(pair.first), \(Int(pair.distance.rounded())) units away"))
        }
        for bounce in bounces {
            ghosts.append((bounce.contact, bounce.time, "pressed \(Int((bounce.gap * 1000).rounded())) ms after a release (bounce)"))
        }
        return ghosts.sorted { ($0.time, $0.contact) < ($1.time, $1.contact) }
    }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// "1.25 s", "80 ms".
    static func seconds(_ value: Double) -> String {
        value < 1 ? "\(Int((value * 1000).rounded())) ms" : "\((value * 100).rounded() / 100) s"
    }
}
