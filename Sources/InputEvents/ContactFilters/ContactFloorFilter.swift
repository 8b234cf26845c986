/// Holds a touch back until its pressure and size reach their floors: a
/// ghost from electrical noise barely presses, a finger presses.
///
/// libinput's touchpad pressure and size ranges (the `AttrPressureRange` and
/// `AttrTouchSizeRange` quirks) work the same way: a touch counts only once
/// it goes above the threshold. A touch held back that lifts without reaching
/// its floors is never reported; once reported it stays, whatever its pressure
/// after (the palm thresholds, `PalmThresholds`, are the ceiling).
struct ContactFloorFilter: Sendable {
    /// The least pressure, nil for no pressure floor.
    let pressure: Int32?
    /// The least touch major, nil for no size floor.
    let size: Int32?

    /// Whether `contact` is below a floor (a missing value counts as 0).
    func holds(_ contact: Contact) -> Bool {
        if let pressure, contact.pressure ?? 0 < pressure { return true }
        if let size, contact.touchMajor ?? 0 < size { return true }
        return false
    }
}
