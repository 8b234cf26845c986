/// A 2-D affine transform, laid out as Core Graphics does: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// Composition follows Core Graphics: `t1.concatenating(t2)` applies `t1` first,
/// then `t2`; `translatedBy`, `scaledBy` and `rotated(by:)` apply the new step
/// *before* the receiver.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// Matrix entry a.
    public var a: Double
    /// Matrix entry b.
    public var b: Double
    /// Matrix entry c.
    public var c: Double
    /// Matrix entry d.
    public var d: Double
    /// Horizontal translation.
    public var tx: Double
    /// Vertical translation.
    public var ty: Double

    /// A transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A scale.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians (positive turns +x towards +y, clockwise on a y-down screen).
    public init(rotationAngle angle: Double) {
        let cosine = Math.cos(angle), sine = Math.sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity.
    @inlinable public var isIdentity: Bool {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
    }

    /// The determinant of the linear part (a·d − b·c); zero when the transform cannot be inverted.
    @inlinable public var determinant: Double { a * d - b * c }

    /// Whether ``inverted()`` gives a true inverse (the determinant is finite and not zero).
    public var isInvertible: Bool { determinant != 0 && determinant.isFinite }

    /// `self` followed by `other` (as `CGAffineTransformConcat(self, other)`).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before this transform (as `CGAffineTransformTranslate`).
    public func translatedBy(x: Double, y: Double) -> AffineTransform { AffineTransform(translationX: x, y: y).concatenating(self) }
    /// A scale applied before this transform (as `CGAffineTransformScale`).
    public func scaledBy(x: Double, y: Double) -> AffineTransform { AffineTransform(scaleX: x, y: y).concatenating(self) }
    /// A rotation applied before this transform (as `CGAffineTransformRotate`).
    public func rotated(by angle: Double) -> AffineTransform { AffineTransform(rotationAngle: angle).concatenating(self) }

    /// The inverse, or the transform itself when it cannot be inverted (as Core Graphics does).
    public func inverted() -> AffineTransform {
        guard isInvertible else { return self }
        let determinant = self.determinant
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// A one-line rendering for logs and failure messages.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension Point {
    /// The point mapped through `t`.
    @inlinable public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Size {
    /// The size mapped through the linear part of `t` (may come out negative, as in Core Graphics).
    public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension Rect {
    /// The bounding box of the rectangle's four corners mapped through `t`.
    public func applying(_ t: AffineTransform) -> Rect {
        if t.isIdentity { return self }
        let p0 = Point(x: minX, y: minY).applying(t), p1 = Point(x: maxX, y: minY).applying(t)
        let p2 = Point(x: minX, y: maxY).applying(t), p3 = Point(x: maxX, y: maxY).applying(t)
        return Rect(bounding: p0, p1, p2, p3)
    }

    /// The smallest rectangle containing four points.
    init(bounding p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        let x0 = Swift.min(p0.x, p1.x, p2.x, p3.x), x1 = Swift.max(p0.x, p1.x, p2.x, p3.x)
        let y0 = Swift.min(p0.y, p1.y, p2.y, p3.y), y1 = Swift.max(p0.y, p1.y, p2.y, p3.y)
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
