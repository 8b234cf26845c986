import Foundation
import Testing
import TouchTime
@testable import GestureEngine

@Suite struct ConversionTests {
    let window = Window(id: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))

    @Test func pointsConvertThroughFramesAndBoundsOrigins() throws {
        let outer = try addView("outer", Rect(x: 10, y: 20, width: 200, height: 200), to: window)
        let inner = try addView("inner", Rect(x: 5, y: 5, width: 50, height: 50), to: outer)
        #expect(inner.convert(Point(x: 1, y: 2), to: nil) == Point(x: 16, y: 27))
        #expect(inner.convert(Point(x: 1, y: 2), to: outer) == Point(x: 6, y: 7))
        #expect(outer.convert(Point(x: 6, y: 7), to: inner) == Point(x: 1, y: 2))
        #expect(inner.convert(Point(x: 16, y: 27), from: nil) == Point(x: 1, y: 2))
        #expect(inner.convert(Point(x: 3, y: 3), to: inner) == Point(x: 3, y: 3))
        outer.bounds.origin = Point(x: 0, y: 100)
        #expect(inner.convert(Point(x: 1, y: 2), to: nil) == Point(x: 16, y: -73))
    }

    @Test func siblingsConvertThroughTheirCommonWindow() throws {
        let left = try addView("left", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        let right = try addView("right", Rect(x: 200, y: 50, width: 100, height: 100), to: window)
        #expect(left.convert(Point(x: 10, y: 10), to: right) == Point(x: -190, y: -40))
        #expect(right.convert(Point(x: -190, y: -40), to: left) == Point(x: 10, y: 10))
    }

    @Test func transformsApplyAboutTheCentre() throws {
        let turned = try addView("turned", Rect(x: 100, y: 100, width: 100, height: 50), to: window)
        turned.transform = AffineTransform(rotationAngle: .pi / 2)
        // The top-left corner of the bounds swings to the top-right of the rotated frame.
        #expect(close(turned.convert(Point(x: 0, y: 0), to: nil), Point(x: 175, y: 75)))
        #expect(close(turned.convert(Point(x: 175, y: 75), from: nil), Point(x: 0, y: 0)))
        #expect(close(turned.convert(Point(x: 50, y: 25), to: nil), Point(x: 150, y: 125)))
        turned.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(turned.convert(Point(x: 0, y: 0), to: nil) == Point(x: 50, y: 75))
        #expect(window.hitTest(Point(x: 60, y: 80), with: nil) === turned)
    }

    @Test func rectsConvertToTheBoundingBoxOfTheirCorners() throws {
        let turned = try addView("turned", Rect(x: 100, y: 100, width: 100, height: 100), to: window)
        turned.transform = AffineTransform(rotationAngle: .pi / 4)
        let r = turned.convert(turned.bounds, to: nil)
        let half = 50 * 2.0.squareRoot()
        #expect(abs(r.minX - (150 - half)) < 1e-9 && abs(r.width - 2 * half) < 1e-9 && abs(r.height - 2 * half) < 1e-9)
        let back = turned.convert(Rect(x: 140, y: 140, width: 20, height: 20), from: nil)
        #expect(abs(back.midX - 50) < 1e-9 && abs(back.midY - 50) < 1e-9)
        let plain = try addView("plain", Rect(x: 10, y: 10, width: 10, height: 10), to: window)
        #expect(plain.convert(Rect(x: 0, y: 0, width: 5, height: 5), to: nil) == Rect(x: 10, y: 10, width: 5, height: 5))
    }

    @Test func viewsInDifferentTreesConvertThroughTheirRoots() throws {
        let other = View(id: "other", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inOther = try addView("inOther", Rect(x: 30, y: 30, width: 10, height: 10), to: other)
        let inWindow = try addView("inWindow", Rect(x: 10, y: 10, width: 10, height: 10), to: window)
        #expect(inOther.convert(Point(x: 0, y: 0), to: inWindow) == Point(x: 20, y: 20))
    }

    @Test func touchLocationsAreReportedInAnyViewsCoordinates() throws {
        let view = try addView("view", Rect(x: 100, y: 100, width: 100, height: 100), to: window)
        view.bounds.origin = Point(x: 0, y: 40)
        window.send(frame(0, (1, .began, 150, 150)))
        let touch = try #require(window.activeTouches.first)
        #expect(touch.location(in: view) == Point(x: 50, y: 90))
        #expect(touch.location(in: nil) == Point(x: 150, y: 150))
    }
}
