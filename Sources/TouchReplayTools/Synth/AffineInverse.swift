import GestureEngine
import InputEvents

/// The inverse of an affine map of the plane, read off the map by probing it at three
/// points: what turns screen points back into device units (``Synthesizer/mapping``),
/// and window points back into the screen's fixed space (a scene's interface orientation).
struct AffineInverse {
    // device = (a·(p.x − ox) + b·(p.y − oy), c·(p.x − ox) + d·(p.y − oy))
    private let a, b, c, d, ox, oy: Double

    /// The inverse of `map`, which must be affine and invertible.
    init(_ map: (Point) -> Point) {
        let origin = map(Point(x: 0, y: 0))
        let ex = map(Point(x: 1, y: 0))
        let ey = map(Point(x: 0, y: 1))
        let (m11, m21) = (ex.x - origin.x, ex.y - origin.y)
        let (m12, m22) = (ey.x - origin.x, ey.y - origin.y)
        let determinant = m11 * m22 - m12 * m21
        precondition(determinant != 0, "a mapping that folds the plane has no inverse")
        a = m22 / determinant
        b = -m12 / determinant
        c = -m21 / determinant
        d = m11 / determinant
        ox = origin.x
        oy = origin.y
    }

    /// The inverse of a device's position transform.
    init(_ transform: AbsolutePositionTransform) {
        self.init { point in
            let screen = transform.point(x: Int32(point.x), y: Int32(point.y))
            return Point(x: screen.x, y: screen.y)
        }
    }

    /// The point that the map takes to `point`.
    func unmapped(_ point: Point) -> Point {
        let (x, y) = (point.x - ox, point.y - oy)
        return Point(x: a * x + b * y, y: c * x + d * y)
    }
}
