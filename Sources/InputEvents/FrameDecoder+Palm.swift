extension FrameDecoder {
    /// Suppresses, at a `SYN_REPORT`, every contact whose size or pressure is
    /// above the device's ``PalmThresholds`` (checked at the report rather than
    /// at each axis event, so that a new contact is judged by its own values,
    /// not by those its slot kept from the contact before).
    @inline(__always) mutating func detectPalms() {
        guard let palm else { return }
        for index in 0..<slotsInUse where slots[index].isDown && !slots[index].suppressed
            && palm.isPalm(touchMajor: slots[index].touchMajor, pressure: slots[index].pressure) {
            suppressAsPalm(inSlot: index)
        }
    }
}
