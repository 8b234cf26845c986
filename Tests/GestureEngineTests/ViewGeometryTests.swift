import Foundation
import Testing
import GestureEngine
import TouchTime

@Suite struct ViewGeometryTests {
    @Test func frameSetsCenterAndBoundsSize() {
        let v = View(id: "v", frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == Point(x: 60, y: 45))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        v.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(v.center == Point(x: 5, y: 5) && v.bounds.size == Size(width: 10, height: 10))
    }

    @Test func transformAppliesAboutTheCentre() {
        let v = View(id: "v", frame: Rect(x: 10, y: 20, width: 100, height: 50))
        v.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == Rect(x: -40, y: -5, width: 200, height: 100))
        #expect(v.center == Point(x: 60, y: 45))
        v.transform = AffineTransform(rotationAngle: .pi / 2)
        let f = v.frame
        #expect(abs(f.minX - 35) < 1e-9 && abs(f.minY + 5) < 1e-9 && abs(f.width - 50) < 1e-9 && abs(f.height - 100) < 1e-9)
    }

    @Test func boundsOriginMovesTheContentLikeScrolling() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        let scroll = try addView("scroll", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        let content = try addView("content", Rect(x: 0, y: 150, width: 100, height: 20), to: scroll)
        #expect(scroll.hitTest(Point(x: 50, y: 50), with: nil) === scroll)
        scroll.bounds.origin = Point(x: 0, y: 120)
        #expect(content.convert(Point(x: 0, y: 0), to: scroll) == Point(x: 0, y: 150))
        #expect(content.convert(Point(x: 0, y: 0), to: nil) == Point(x: 0, y: 30))
        #expect(scroll.hitTest(Point(x: 50, y: 160), with: nil) === content)
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func boundsSizeChangeKeepsTheCentre() {
        let v = View(id: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.bounds.size = Size(width: 50, height: 50)
        #expect(v.frame == Rect(x: 25, y: 25, width: 50, height: 50))
    }
}
