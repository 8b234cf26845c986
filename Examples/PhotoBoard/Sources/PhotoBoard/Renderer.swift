import CSDL2
import GestureEngine

/// The SDL window and renderer that draw a ``Board``: each view at its frame in
/// the window (through the engine's conversions, so scroll offsets and zoom
/// show), clipped by views that clip, in the tree's order.
final class Renderer {
    let sdlWindow: OpaquePointer
    private let renderer: OpaquePointer
    private let photo: OpaquePointer
    private let disc: OpaquePointer
    /// The window's size in points.
    let size: Size

    /// Opens a window of `size` points titled `title` and makes the board's pictures.
    init(title: String, size: Size) throws(BoardError) {
        self.size = size
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw Self.failure("SDL_Init") }
        guard let window = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                            Int32(size.width), Int32(size.height),
                                            SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue)
        else { throw Self.failure("SDL_CreateWindow") }
        // Vsync paces the redraws of an animation to the display; a display without it (Xvfb) gets the plain renderer.
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue) ?? SDL_CreateRenderer(window, -1, 0)
        else { throw Self.failure("SDL_CreateRenderer") }
        sdlWindow = window
        self.renderer = renderer
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        SDL_RenderSetScale(renderer, Float(pixelWidth) / Float(size.width), Float(pixelHeight) / Float(size.height))
        let scale = 2
        photo = try Self.texture(renderer, width: Int(size.width) * scale, height: Int(size.height) * scale,
                                 pixels: Pictures.photo(width: Int(size.width), height: Int(size.height), scale: scale))
        disc = try Self.texture(renderer, width: 256, height: 256, pixels: Pictures.disc(side: 256))
    }

    deinit {
        SDL_DestroyTexture(photo)
        SDL_DestroyTexture(disc)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(sdlWindow)
        SDL_Quit()
    }

    /// Draws the whole board into the back buffer (``present()`` shows it).
    func draw(_ board: Board) {
        SDL_SetRenderDrawColor(renderer, 40, 40, 46, 255)
        SDL_RenderClear(renderer)
        draw(board.window, of: board, clip: nil)
        SDL_RenderSetClipRect(renderer, nil)
    }

    /// Shows what ``draw(_:)`` drew.
    func present() { SDL_RenderPresent(renderer) }

    /// The drawn pixels, RGBA, rows top to bottom, and their size.
    func pixels() throws(BoardError) -> (width: Int, height: Int, rgba: [UInt8]) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        var rgba = [UInt8](repeating: 0, count: Int(width * height * 4))
        guard SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, &rgba, width * 4) == 0
        else { throw Self.failure("SDL_RenderReadPixels") }
        return (Int(width), Int(height), rgba)
    }

    /// Draws `view` and its subviews, in window points.
    private func draw(_ view: View, of board: Board, clip: Rect?) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        let rect = view.convert(view.bounds, to: nil)
        var clip = clip
        if view.clipsToBounds { clip = clip.map { $0.intersection(rect) ?? .zero } ?? rect }
        if let clip {
            var box = SDL_Rect(x: Int32(clip.minX.rounded()), y: Int32(clip.minY.rounded()),
                               w: Int32(clip.width.rounded()), h: Int32(clip.height.rounded()))
            SDL_RenderSetClipRect(renderer, &box)
        }
        var target = SDL_FRect(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
        switch board.fill(for: view) {
        case .photo:
            SDL_RenderCopyF(renderer, photo, nil, &target)
        case .disc(let r, let g, let b):
            SDL_SetTextureColorMod(disc, r, g, b)
            SDL_RenderCopyF(renderer, disc, nil, &target)
        case .button(let highlighted):
            SDL_SetRenderDrawColor(renderer, highlighted ? 90 : 30, highlighted ? 150 : 100, highlighted ? 255 : 220, 255)
            SDL_RenderFillRectF(renderer, &target)
            // A ring: the "put back" mark.
            let side = Float(min(rect.width, rect.height)) * 0.5
            var ring = SDL_FRect(x: target.x + (target.w - side) / 2, y: target.y + (target.h - side) / 2, w: side, h: side)
            SDL_SetTextureColorMod(disc, 255, 255, 255)
            SDL_RenderCopyF(renderer, disc, nil, &ring)
            var hole = SDL_FRect(x: ring.x + side * 0.2, y: ring.y + side * 0.2, w: side * 0.6, h: side * 0.6)
            SDL_SetTextureColorMod(disc, highlighted ? 90 : 30, highlighted ? 150 : 100, highlighted ? 255 : 220)
            SDL_RenderCopyF(renderer, disc, nil, &hole)
        case nil:
            break
        }
        for subview in view.subviews { draw(subview, of: board, clip: clip) }
    }

    /// A static texture of RGBA `pixels`, blended and smoothly scaled.
    private static func texture(_ renderer: OpaquePointer, width: Int, height: Int, pixels: [UInt8]) throws(BoardError) -> OpaquePointer {
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(width), Int32(height))
        else { throw failure("SDL_CreateTexture") }
        SDL_UpdateTexture(texture, nil, pixels, Int32(width * 4))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }

    /// SDL's message for a failed call.
    static func failure(_ call: String) -> BoardError {
        BoardError(description: "\(call) failed: \(String(cString: SDL_GetError()))")
    }
}

extension Renderer {
    /// The display's refresh rate in frames per second (60 when SDL cannot tell, as under Xvfb).
    var refreshRate: Int {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(sdlWindow, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Int(mode.refresh_rate)
    }
}
