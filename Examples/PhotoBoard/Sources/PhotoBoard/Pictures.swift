/// The pictures the board draws, made in code (RGBA bytes, rows top to bottom).
enum Pictures {
    /// The side of a square of the photo's checkerboard, in points.
    static let cell = 25.0

    /// The photo: a checkerboard of light and dark squares of ``cell`` points whose
    /// hue turns from the top-left corner to the bottom-right one, so that both the
    /// zoom (the squares' size) and the offset (the hue) show. `scale` pixels a point.
    static func photo(width: Int, height: Int, scale: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * scale * height * scale * 4)
        let diagonal = Double(width + height)
        for row in 0..<(height * scale) {
            for column in 0..<(width * scale) {
                let x = Double(column) / Double(scale), y = Double(row) / Double(scale)
                let light = (Int(x / cell) + Int(y / cell)) % 2 == 0
                let hue = (x + y) / diagonal * 300
                let (r, g, b) = rgb(hue: hue, saturation: light ? 0.25 : 0.7, value: light ? 0.95 : 0.5)
                let at = (row * width * scale + column) * 4
                pixels[at] = r
                pixels[at + 1] = g
                pixels[at + 2] = b
            }
        }
        return pixels
    }

    /// A white disc with a soft edge one pixel wide on a transparent square of `side` pixels
    /// (tinted when drawn: the round views and the button's ring).
    static func disc(side: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: side * side * 4)
        let radius = Double(side) / 2
        for row in 0..<side {
            for column in 0..<side {
                let dx = Double(column) + 0.5 - radius, dy = Double(row) + 0.5 - radius
                let coverage = min(max(radius - (dx * dx + dy * dy).squareRoot(), 0), 1)
                pixels[(row * side + column) * 4 + 3] = UInt8(coverage * 255)
            }
        }
        return pixels
    }

    /// A colour from hue (degrees), saturation and value (0…1).
    private static func rgb(hue: Double, saturation: Double, value: Double) -> (UInt8, UInt8, UInt8) {
        let h = hue.truncatingRemainder(dividingBy: 360) / 60
        let c = value * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        let m = value - c
        return (UInt8((r + m) * 255), UInt8((g + m) * 255), UInt8((b + m) * 255))
    }
}
