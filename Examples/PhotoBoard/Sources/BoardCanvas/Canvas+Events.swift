internal import CSDL2
import GestureEngine

/// What happened to a ``Canvas``'s window.
public enum CanvasEvent {
    /// The window was closed, or Ctrl-C (SDL turns `SIGINT` into a quit event).
    case quit
    /// The window was shown, uncovered or resized: draw it again.
    case exposed
    /// A finger, or the mouse with its left button down, in window points: `id` is
    /// SDL's finger id, or ``Canvas/mouseTouchID`` for the mouse.
    case touch(id: Int, phase: TouchPhase, location: Point)
}

extension Canvas {
    /// The touch id of the mouse; SDL's finger ids are never negative.
    public static let mouseTouchID = -1
    /// The touch device of the finger events SDL makes from the left mouse button (`SDL_MOUSE_TOUCHID`, a C cast Swift cannot import).
    private static let mouseTouchDevice: SDL_TouchID = -1

    /// The events that arrived since the last call, in order, without waiting.
    public func events() -> [CanvasEvent] {
        var events: [CanvasEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let translated = translate(event) { events.append(translated) }
        }
        return events
    }

    /// Puts a finger event into SDL's queue (`SDL_PushEvent`), as a touchscreen
    /// would: down, motion, or up for an ended or cancelled touch, at `location`
    /// in window points (SDL's fractions of the window). ``events()`` returns it.
    public func push(fingerID: Int, phase: TouchPhase, location: Point) throws(CanvasError) {
        var event = SDL_Event()
        let type = phase == .began ? SDL_FINGERDOWN : phase == .moved ? SDL_FINGERMOTION : SDL_FINGERUP
        event.tfinger.type = type.rawValue
        event.tfinger.timestamp = SDL_GetTicks()
        event.tfinger.touchId = 1
        event.tfinger.fingerId = SDL_FingerID(fingerID)
        event.tfinger.x = Float(location.x / size.width)
        event.tfinger.y = Float(location.y / size.height)
        event.tfinger.pressure = phase == .ended || phase == .cancelled ? 0 : 1
        event.tfinger.windowID = SDL_GetWindowID(window)
        guard SDL_PushEvent(&event) == 1 else { throw .sdl("SDL_PushEvent") }
    }

    private func translate(_ event: SDL_Event) -> CanvasEvent? {
        let type = SDL_EventType(event.type)
        switch type {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            return .exposed
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            // SDL gives finger positions as fractions of the window.
            let location = Point(x: Double(event.tfinger.x) * size.width, y: Double(event.tfinger.y) * size.height)
            let phase: TouchPhase = type == SDL_FINGERDOWN ? .began : type == SDL_FINGERUP ? .ended : .moved
            let id = event.tfinger.touchId == Self.mouseTouchDevice ? Self.mouseTouchID : Int(event.tfinger.fingerId)
            return .touch(id: id, phase: phase, location: location)
        default:
            return nil
        }
    }
}
