import BoardCanvas
import GestureEngine
import TouchReplayLive

/// Draws a ``Board`` on a `Canvas`, its views back to front where the engine
/// puts them (so scroll offsets and zoom show).
struct BoardDrawing {
    let canvas: Canvas
    private let photo: Canvas.Texture
    private let disc: Canvas.Texture

    /// The drawing of a board of the canvas's size; makes the board's pictures.
    init(canvas: Canvas) throws(CanvasError) {
        self.canvas = canvas
        let width = Int(canvas.size.width), height = Int(canvas.size.height), scale = 2
        photo = try canvas.texture(rgba: Pictures.photo(width: width, height: height, scale: scale),
                                   width: width * scale, height: height * scale)
        disc = try canvas.texture(rgba: Pictures.disc(side: 256), width: 256, height: 256)
    }

    /// Draws the whole board (`Canvas.present()` shows it): each view the engine says is
    /// visible (`Window.viewsToDraw()`), at its frame in the window, clipped as it says.
    func draw(_ board: Board) {
        canvas.clear(red: 40, green: 40, blue: 46)
        for item in board.window.viewsToDraw() {
            let view = item.view, rect = item.frame
            canvas.clip(to: item.clip)
            if view === board.photo {
                canvas.draw(photo, in: rect)
            } else if view === board.blackDot {
                canvas.draw(disc, in: rect, tint: (0, 0, 0))
            } else if view === board.orangeDot {
                canvas.draw(disc, in: rect, tint: (255, 149, 0))
            } else if view === board.resetButton {
                // A blue button, lighter while held, with a ring: the "put back" mark.
                let colour: (UInt8, UInt8, UInt8) = board.resetButton.isHighlighted ? (90, 150, 255) : (30, 100, 220)
                canvas.fill(rect, red: colour.0, green: colour.1, blue: colour.2)
                let side = min(rect.width, rect.height) / 2
                canvas.draw(disc, in: Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
                canvas.draw(disc, in: Rect(x: rect.midX - side * 0.3, y: rect.midY - side * 0.3, width: side * 0.6, height: side * 0.6),
                            tint: colour)
            }
        }
    }
}
