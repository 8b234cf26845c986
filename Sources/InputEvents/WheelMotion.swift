/// How far a mouse wheel turned in one frame, in 120ths of a click (the
/// kernel's `REL_WHEEL_HI_RES` unit: one detent of a classic wheel is 120).
public struct WheelMotion: Hashable, Sendable {
    /// `REL_WHEEL` (× 120) or `REL_WHEEL_HI_RES`: positive when the wheel turns away from the user.
    public var vertical: Int32
    /// `REL_HWHEEL` (× 120) or `REL_HWHEEL_HI_RES`: positive to the right.
    public var horizontal: Int32

    /// A turn from its parts (none by default).
    public init(vertical: Int32 = 0, horizontal: Int32 = 0) {
        self.vertical = vertical
        self.horizontal = horizontal
    }

    /// Whether the wheel did not turn.
    public var isZero: Bool { vertical == 0 && horizontal == 0 }
}
