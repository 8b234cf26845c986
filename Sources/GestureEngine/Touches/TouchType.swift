/// What made a touch: a finger on the screen, a pointer (mouse, absolute
/// pointer) or a pen, as UIKit's `UITouch.TouchType` tells them apart.
///
/// The raw values are the words traces and scenes use.
public enum TouchType: String, Hashable, Sendable, CaseIterable {
    /// A finger on a touchscreen (`UITouch.TouchType.direct`).
    case direct
    /// A pointer driven by a mouse or an absolute pointer, touching while a
    /// button is down (`UITouch.TouchType.indirectPointer`, iPadOS 13.4).
    case indirectPointer = "pointer"
    /// A pen or stylus touching the screen (`UITouch.TouchType.pencil`).
    case pencil
}
