import CSDL2
import GestureEngine
import TouchReplayLive

/// SDL's own finger and mouse events as touches (`--sdl-input`), for apps under
/// a compositor where evdev nodes are not readable: each event goes into the
/// engine's public `TouchFrameBuilder`, and the frame goes to the window through
/// `LiveInput.send(_:from:)`, as any other toolkit's would.
struct SDLTouches {
    /// The mouse's touch id; SDL's finger ids are never negative.
    static let mouseID = -1
    /// The mouse id SDL gives the mouse events it makes from fingers (`SDL_TOUCH_MOUSEID`, `(Uint32)-1`, which Swift cannot import).
    private static let touchMouseID = UInt32.max

    private var builder = TouchFrameBuilder()
    private var mouseIsDown = false
    private let size: Size

    /// Touches for a window of `size` points.
    init(size: Size) {
        self.size = size
    }

    /// Adds `event` if it is a finger event or a left-button mouse event (not one SDL made from a finger).
    mutating func add(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            // SDL gives finger positions as fractions of the window.
            let location = Point(x: Double(event.tfinger.x) * size.width, y: Double(event.tfinger.y) * size.height)
            let phase: TouchPhase = switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN: .began
            case SDL_FINGERUP: .ended
            default: .moved
            }
            builder.add(id: Int(event.tfinger.fingerId), phase: phase, location: location)
        case SDL_MOUSEBUTTONDOWN where event.button.button == SDL_BUTTON_LEFT && event.button.which != Self.touchMouseID:
            mouseIsDown = true
            builder.add(id: Self.mouseID, phase: .began, location: Point(x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEMOTION where mouseIsDown && event.motion.which != Self.touchMouseID:
            builder.add(id: Self.mouseID, phase: .moved, location: Point(x: Double(event.motion.x), y: Double(event.motion.y)))
        case SDL_MOUSEBUTTONUP where mouseIsDown && event.button.button == SDL_BUTTON_LEFT:
            mouseIsDown = false
            builder.add(id: Self.mouseID, phase: .ended, location: Point(x: Double(event.button.x), y: Double(event.button.y)))
        default:
            break
        }
    }

    /// The frame of the events added since the last call, at `time` on the window's clock; nil when there were none.
    mutating func take(at time: Double) -> TouchFrame? {
        builder.isEmpty ? nil : builder.take(at: time)
    }
}
