/// libinput's hysteresis for touchscreens (`fallback_filter_defuzz_touch` in
/// evdev-fallback.c, `evdev_hysteresis` in evdev.h): a contact's position is
/// the centre of an ellipse whose radii are half the position axes' fuzz; the
/// finger moving inside the ellipse does not move the contact, moving beyond
/// it drags the ellipse along. Jitter within the fuzz thus makes no motion.
///
/// The fuzz is the `fuzz` of the position axes in the `DeviceDescription`
/// (`ABS_MT_POSITION_X/Y`): from a recording, its description's axis fuzz
/// (evemu's `A:` lines, `libinput record`'s `absinfo`); live, what libevdev
/// reports (`libevdev_get_abs_info`). As in libinput, multi-touch screens
/// only, and only when both margins are non-zero.
struct HysteresisMargin: Sendable, Equatable {
    /// Half the X axis's fuzz, in device units.
    var x: Int32
    /// Half the Y axis's fuzz, in device units.
    var y: Int32

    /// The margin of a device whose position axes have these fuzz values, or
    /// nil when either half is zero (libinput then returns the position as it is).
    init?(xFuzz: Int32, yFuzz: Int32) {
        guard xFuzz / 2 != 0 && yFuzz / 2 != 0 else { return nil }
        x = xFuzz / 2
        y = yFuzz / 2
    }

    /// Where a finger at `(x, y)` puts the contact whose hysteresis centre is
    /// `(centerX, centerY)`: the centre while inside the ellipse, else the
    /// centre dragged so that the finger lies on its edge (truncated to whole
    /// device units, as libinput's integer coordinates are).
    func filter(x: Int32, y: Int32, centerX: Int32, centerY: Int32) -> (x: Int32, y: Int32) {
        let dx = Double(x) - Double(centerX), dy = Double(y) - Double(centerY)
        let a = Double(self.x), b = Double(self.y)
        let normalized = ((dx * dx) / (a * a) + (dy * dy) / (b * b)).squareRoot()
        guard normalized >= 1 else { return (centerX, centerY) }
        let marginDistance = (dx * dx + dy * dy).squareRoot() / normalized
        let lagX: Double, lagY: Double
        if dx != 0 {
            let gradient = dy / dx
            lagX = marginDistance / (gradient * gradient + 1).squareRoot()
            lagY = ((marginDistance + lagX) * (marginDistance - lagX)).squareRoot()
        } else {
            lagX = 0
            lagY = marginDistance
        }
        let resultX = dx >= 0 ? Double(x) - lagX : Double(x) + lagX
        let resultY = dy >= 0 ? Double(y) - lagY : Double(y) + lagY
        return (Int32(clamping: Int64(resultX)), Int32(clamping: Int64(resultY)))
    }
}

extension FrameDecoder {
    /// Applies the hysteresis to every contact that is down before a frame is
    /// reported: a contact about to begin takes its position as the centre
    /// (libinput's touch down), the others are filtered (libinput's motion).
    @inline(__always) mutating func applyHysteresis(_ margin: HysteresisMargin) {
        for index in 0..<slotsInUse where slots[index].isDown && !slots[index].suppressed {
            if slots[index].contactID >= 0 {
                let point = margin.filter(
                    x: slots[index].x, y: slots[index].y, centerX: slots[index].centerX, centerY: slots[index].centerY)
                slots[index].x = point.x
                slots[index].y = point.y
            }
            slots[index].centerX = slots[index].x
            slots[index].centerY = slots[index].y
        }
    }
}
