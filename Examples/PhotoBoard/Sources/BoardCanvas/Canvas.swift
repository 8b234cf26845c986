internal import CSDL2
import GestureEngine

/// An SDL2 window to draw in, in points: the photo board's only contact with
/// SDL (no C type leaves this module). It draws textures and filled
/// rectangles, clips, shows the result, writes it to a BMP file, and turns
/// SDL's events into ``CanvasEvent``s.
public final class Canvas {
    /// A picture uploaded to the renderer.
    public final class Texture {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { SDL_DestroyTexture(pointer) }
    }

    /// The window's size in points.
    public let size: Size
    let window: OpaquePointer
    private let renderer: OpaquePointer

    /// Opens a window of `size` points titled `title`.
    ///
    /// - Throws: ``CanvasError`` with SDL's message when SDL, the window or the renderer cannot start.
    public init(title: String, size: Size) throws(CanvasError) {
        self.size = size
        // The left mouse button as SDL's finger events (the mouse's own events, and those SDL makes from fingers, go unread).
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "1")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw .sdl("SDL_Init") }
        guard let window = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                            Int32(size.width), Int32(size.height),
                                            SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue)
        else { throw .sdl("SDL_CreateWindow") }
        // Vsync paces the redraws of an animation to the display; a display without it (Xvfb) gets the plain renderer.
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue) ?? SDL_CreateRenderer(window, -1, 0)
        else { throw .sdl("SDL_CreateRenderer") }
        self.window = window
        self.renderer = renderer
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        SDL_RenderSetScale(renderer, Float(pixelWidth) / Float(size.width), Float(pixelHeight) / Float(size.height))
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// The display's refresh rate in frames per second (60 when SDL cannot tell, as under Xvfb).
    public var refreshRate: Int {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Int(mode.refresh_rate)
    }

    /// A texture of RGBA `pixels` (`width` × `height`, rows top to bottom), blended and smoothly scaled.
    ///
    /// - Throws: ``CanvasError`` when the renderer cannot make it.
    public func texture(rgba pixels: [UInt8], width: Int, height: Int) throws(CanvasError) -> Texture {
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(width), Int32(height))
        else { throw .sdl("SDL_CreateTexture") }
        SDL_UpdateTexture(texture, nil, pixels, Int32(width * 4))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return Texture(texture)
    }

    /// Fills the whole window with a colour (and lifts the clip).
    public func clear(red: UInt8, green: UInt8, blue: UInt8) {
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawColor(renderer, red, green, blue, 255)
        SDL_RenderClear(renderer)
    }

    /// Draws only inside `rect` (window points) from now on; nil draws everywhere.
    public func clip(to rect: Rect?) {
        guard let rect else { SDL_RenderSetClipRect(renderer, nil); return }
        var box = SDL_Rect(x: Int32(rect.minX.rounded()), y: Int32(rect.minY.rounded()),
                           w: Int32(rect.width.rounded()), h: Int32(rect.height.rounded()))
        SDL_RenderSetClipRect(renderer, &box)
    }

    /// Fills `rect` (window points) with a colour.
    public func fill(_ rect: Rect, red: UInt8, green: UInt8, blue: UInt8) {
        var target = Self.box(rect)
        SDL_SetRenderDrawColor(renderer, red, green, blue, 255)
        SDL_RenderFillRectF(renderer, &target)
    }

    /// Draws `texture` stretched over `rect` (window points), its colours multiplied by `tint`.
    public func draw(_ texture: Texture, in rect: Rect, tint: (red: UInt8, green: UInt8, blue: UInt8) = (255, 255, 255)) {
        var target = Self.box(rect)
        SDL_SetTextureColorMod(texture.pointer, tint.red, tint.green, tint.blue)
        SDL_RenderCopyF(renderer, texture.pointer, nil, &target)
    }

    /// Shows what was drawn since the last call.
    public func present() { SDL_RenderPresent(renderer) }

    /// Writes what was drawn (before ``present()``) to `path` as a 24-bit BMP file.
    ///
    /// - Throws: ``CanvasError`` with the path when the pixels cannot be read or the file written.
    public func writeBMP(to path: String) throws(CanvasError) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 24, SDL_PIXELFORMAT_BGR24.rawValue)
        else { throw .sdl("SDL_CreateRGBSurfaceWithFormat") }
        defer { SDL_FreeSurface(surface) }
        guard SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_BGR24.rawValue, surface.pointee.pixels, surface.pointee.pitch) == 0
        else { throw .sdl("SDL_RenderReadPixels") }
        guard let file = SDL_RWFromFile(path, "wb"), SDL_SaveBMP_RW(surface, file, 1) == 0 else {
            throw CanvasError(description: "\(path): cannot write the screenshot (\(String(cString: SDL_GetError())))")
        }
    }

    private static func box(_ rect: Rect) -> SDL_FRect {
        SDL_FRect(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
    }
}

/// Why a ``Canvas`` call failed: one line for the terminal (the SDL call or the file, and SDL's message).
public struct CanvasError: Error, CustomStringConvertible {
    /// The line.
    public let description: String

    /// The failure of SDL call `call`, with SDL's message.
    static func sdl(_ call: String) -> CanvasError { CanvasError(description: "\(call) failed: \(String(cString: SDL_GetError()))") }
}
