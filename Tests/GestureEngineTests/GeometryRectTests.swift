import Testing
import GestureEngine

@Suite struct GeometryRectTests {
    @Test func containsIncludesMinimumEdgesAndExcludesMaximumEdges() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.contains(Point(x: 10, y: 20)))
        #expect(r.contains(Point(x: 39.999, y: 59.999)))
        #expect(!r.contains(Point(x: 40, y: 30)))
        #expect(!r.contains(Point(x: 20, y: 60)))
        #expect(!r.contains(Point(x: 9.999, y: 30)))
    }

    @Test func emptyRectangleContainsNoPoint() {
        #expect(!Rect(x: 5, y: 5, width: 0, height: 10).contains(Point(x: 5, y: 6)))
        #expect(!Rect.zero.contains(.zero))
        #expect(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
    }

    @Test func negativeSizeIsStandardisedForEdgesAndContainment() {
        let r = Rect(x: 40, y: 60, width: -30, height: -40)
        #expect(r.standardized == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(r.minX == 10 && r.maxX == 40 && r.minY == 20 && r.maxY == 60)
        #expect(r.midX == 25 && r.midY == 40)
        #expect(r.width == 30 && r.height == 40)
        #expect(r.contains(Point(x: 10, y: 20)))
        #expect(!r.contains(Point(x: 40, y: 30)))
    }

    @Test func insetShrinksAndNegativeInsetGrows() {
        let r = Rect(x: 0, y: 0, width: 20, height: 20)
        #expect(r.insetBy(dx: 5, dy: 2) == Rect(x: 5, y: 2, width: 10, height: 16))
        #expect(r.insetBy(dx: -10, dy: -10) == Rect(x: -10, y: -10, width: 40, height: 40))
        #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 2, y: 1, width: 14, height: 16))
        #expect(r.inset(by: EdgeInsets(all: -10)) == r.insetBy(dx: -10, dy: -10))
        #expect(r.inset(by: .zero) == r)
    }

    @Test func unionIsTheSmallestEnclosingRectangle() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 20, y: -5, width: 5, height: 5)
        #expect(a.union(b) == Rect(x: 0, y: -5, width: 25, height: 15))
        #expect(b.union(a) == a.union(b))
        #expect(a.union(Rect(x: 10, y: 10, width: -5, height: -5)) == a)
    }

    @Test func intersectionIsTheOverlapOrNilWhenApart() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 5, height: 5)) == nil)
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == Rect(x: 10, y: 0, width: 0, height: 5))
        #expect(a.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
    }

    @Test func offsetMovesTheOrigin() {
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2) == Rect(x: 11, y: 0, width: 3, height: 4))
    }

    @Test func descriptionsAreReadable() {
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).description == "(1.0, 2.0, 3.0, 4.0)")
        #expect(Point(x: 1, y: 2).description == "(1.0, 2.0)")
        #expect(Size(width: 3, height: 4).description == "(3.0, 4.0)")
        #expect(EdgeInsets(all: 1).description == "(top: 1.0, left: 1.0, bottom: 1.0, right: 1.0)")
    }

    @Test func pointDistanceIsEuclidean() {
        #expect(Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4)) == 5)
    }
}
