/// Holds back a touch that begins in a band along the edges of the device's
/// part of the screen until it moves: a thumb resting on the bezel, or a
/// panel's edge picking up noise, never moves.
///
/// Chromium's `EdgeTouchFilter` (ui/events/ozone/evdev/touch_filter/) delays a
/// touch that begins within one device unit of the border until its position
/// changes; ours takes the band's width in millimetres (the device's
/// resolution turns it into points along each screen axis) and does the same.
/// A touch that lifts without moving is never reported.
struct EdgeBandFilter: Sendable {
    /// The part of the screen the device covers, in points.
    let target: ScreenRectangle
    /// The band's width in points along the screen's x and y.
    let bandX: Double
    let bandY: Double

    /// The filter for a band `millimetres` wide on a device whose axes are `x` and `y`, mapped with `mapping`;
    /// nil when an axis has no resolution.
    init?(millimetres: Double, x: AbsoluteAxisInfo, y: AbsoluteAxisInfo, mapping: ScreenMapping) {
        guard x.resolution > 0, y.resolution > 0 else { return nil }
        let transform = mapping.absoluteTransform(x: x, y: y)
        // One millimetre along each device axis, in screen points: the larger share along each screen axis.
        let origin = transform.point(x: x.minimum, y: y.minimum)
        let alongX = transform.point(x: x.minimum &+ x.resolution, y: y.minimum)
        let alongY = transform.point(x: x.minimum, y: y.minimum &+ y.resolution)
        target = mapping.target
        bandX = millimetres * max(abs(alongX.x - origin.x), abs(alongY.x - origin.x))
        bandY = millimetres * max(abs(alongX.y - origin.y), abs(alongY.y - origin.y))
    }

    /// Whether a touch beginning at `contact` is in the band.
    func isInBand(_ contact: Contact) -> Bool {
        let (left, top) = (target.origin.x, target.origin.y)
        let (right, bottom) = (left + target.size.width, top + target.size.height)
        return contact.x < left + bandX || contact.x >= right - bandX || contact.y < top + bandY || contact.y >= bottom - bandY
    }
}
