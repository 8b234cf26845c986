/// What a hovering pointer or pen did in one frame: a mouse's pointer moving
/// with no button down, or a pen in range of its tablet without touching it
/// (`BTN_TOOL_PEN` or `BTN_TOOL_RUBBER` 1) with its tip up.
///
/// A hover is not a contact: it moves no finger, and it ends when the pointer
/// is pressed (a button goes down, the pen touches) or the pen leaves range.
public enum HoverMotion: Hashable, Sendable {
    /// Nothing hovered or the hover did not move in this frame.
    case none
    /// The pointer or pen hovers at `x`, `y` (screen points); the first such
    /// frame after none or an exit begins a hover.
    case moved(x: Double, y: Double, tool: ContactTool)
    /// The hover ended at `x`, `y`: a button went down, the pen touched or
    /// left range, or the input ended (``FrameDecoder/cancelAll(at:)``).
    case exited(x: Double, y: Double, tool: ContactTool)
}
