import TouchTime
/// Cancels a touch that lifts too soon after it began: the one- and
/// two-report taps a noisy panel makes.
///
/// No platform filters touches by duration (UIKit, Chromium and libinput
/// deliver every tap); this is ours, for panels the field reports describe
/// (phantom taps in koreader#9324, linux-surface#260). The touch has been
/// reported by then (waiting would delay every touch), so it is cancelled,
/// not ended: a tap recognizer fails instead of recognizing it.
struct MinimumDurationFilter: Sendable {
    /// The least time from a touch's first report to its lift, in nanoseconds (whole microseconds).
    let nanoseconds: Int64

    /// Whether `contact`, in a frame at `time`, lifts too soon after `began`.
    func isNoise(_ contact: Contact, began: Timestamp, at time: Timestamp) -> Bool {
        contact.phase == .ended && time.nanoseconds &- began.nanoseconds < nanoseconds
    }
}
