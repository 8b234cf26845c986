/// The pictures the board draws, made in code (RGBA bytes, rows top to bottom).
enum Pictures {
    /// The side of a square of the photo's checkerboard, in points.
    static let cell = 25.0

    /// The photo: a checkerboard of light and dark squares of ``cell`` points whose red grows
    /// to the right and green downwards, so that both the zoom (the squares' size) and the
    /// offset (the colour) show. `scale` pixels a point.
    static func photo(width: Int, height: Int, scale: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * scale * height * scale * 4)
        for row in 0..<(height * scale) {
            for column in 0..<(width * scale) {
                let x = Double(column) / Double(scale), y = Double(row) / Double(scale)
                let red = UInt8(x / Double(width) * 127), green = UInt8(y / Double(height) * 127)
                let light = (Int(x / cell) + Int(y / cell)).isMultiple(of: 2)
                let at = (row * width * scale + column) * 4
                (pixels[at], pixels[at + 1], pixels[at + 2]) = light ? (128 + red, 128 + green, 230) : (red, green, 90)
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
}
