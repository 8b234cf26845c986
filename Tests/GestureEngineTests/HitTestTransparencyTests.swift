import Testing
import TouchTime
@testable import GestureEngine

/// Seed 000: touches on see-through parts of a view (composited alpha ≤ 0.5) reach the views below.
@Suite struct HitTestTransparencyTests {
    let window = Window(id: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let below: View
    let container: View
    let badge: View
    let veil: View

    /// Below ⊂ window; in front a container drawing nothing itself, holding an
    /// opaque round badge and a 30 % veil.
    init() throws {
        below = try addView("Below", Rect(x: 0, y: 0, width: 320, height: 480), to: window)
        container = try addView("Container", Rect(x: 0, y: 0, width: 320, height: 300), to: window)
        container.passesTouchesThroughTransparency = true
        badge = try addView("Badge", Rect(x: 20, y: 20, width: 100, height: 100), to: container)
        badge.drawing = Drawing([.init(.ellipse(badge.bounds), alpha: 1)])
        veil = try addView("Veil", Rect(x: 100, y: 0, width: 220, height: 200), to: container)
        veil.drawing = Drawing([.init(.rectangle(veil.bounds), alpha: 0.3)])
    }

    @Test func opaquePartOfASubviewTakesTheTouch() {
        let (hit, steps) = window.tracedHitTest(Point(x: 70, y: 70))
        #expect(hit === badge)
        #expect(steps.map(\.description).prefix(2) == ["window pointInside → YES", "Container pointInside → YES (drawn alpha 1.0 > 0.5)"])
    }

    @Test func clearAndFaintPartsPassTheTouchToTheViewBelow() {
        let (hit, steps) = window.tracedHitTest(Point(x: 200, y: 150))
        #expect(hit === below)
        #expect(steps.map(\.description) == [
            "window pointInside → YES", "Container pointInside → NO (drawn alpha 0.3 ≤ 0.5)", "Container hitTest → nil",
            "Below pointInside → YES", "Below hitTest → Below", "window hitTest → Below",
        ])
        #expect(window.hitTest(Point(x: 22, y: 22), with: nil) === below)
        #expect(window.hitTest(Point(x: 50, y: 250), with: nil) === below)
    }

    @Test func overlappingFaintLayersCompositeSourceOver() {
        badge.drawing = Drawing([.init(.rectangle(badge.bounds), alpha: 0.4)])
        // Veil (0.3) over badge (0.4): 0.3 + 0.4 × 0.7 = 0.58.
        #expect(abs(container.renderedAlpha(at: Point(x: 110, y: 50)) - 0.58) < 1e-12)
        #expect(window.hitTest(Point(x: 110, y: 50), with: nil) === veil)
        #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === below)
    }

    @Test func thresholdIsConfigurableAndInclusive() {
        container.transparencyThreshold = 0.3
        #expect(window.hitTest(Point(x: 200, y: 150), with: nil) === below)
        container.transparencyThreshold = 0.29
        #expect(window.hitTest(Point(x: 200, y: 150), with: nil) === veil)
    }

    @Test func viewAlphaAndHiddenSubviewsChangeTheRenderedAlpha() {
        badge.alpha = 0.5
        #expect(window.hitTest(Point(x: 70, y: 70), with: nil) === below)
        badge.alpha = 1
        badge.isHidden = true
        #expect(window.hitTest(Point(x: 70, y: 70), with: nil) === below)
    }

    @Test func containersOwnDrawingCounts() {
        container.drawing = Drawing([.init(.roundedRectangle(Rect(x: 0, y: 200, width: 100, height: 100), cornerRadius: 20))])
        #expect(window.hitTest(Point(x: 50, y: 250), with: nil) === container)
        #expect(window.hitTest(Point(x: 2, y: 298), with: nil) === below)
    }

    @Test func clippingHidesSubviewContentOutsideTheBounds() throws {
        let overhang = try addView("Overhang", Rect(x: 0, y: 250, width: 100, height: 100), to: container)
        overhang.drawing = Drawing([.init(.rectangle(overhang.bounds))])
        container.extendsHitAreaToSubviews = true
        #expect(window.hitTest(Point(x: 50, y: 320), with: nil) === overhang)
        container.clipsToBounds = true
        #expect(window.hitTest(Point(x: 50, y: 320), with: nil) === below)
        #expect(window.hitTest(Point(x: 50, y: 280), with: nil) === overhang)
    }

    @Test func alphaMaskMultipliesTheDrawing() throws {
        // Left half clear, right half opaque.
        let mask = try AlphaMask(width: 2, height: 1, values: [0, 255])
        badge.drawing = Drawing([.init(.rectangle(badge.bounds))], mask: mask)
        #expect(window.hitTest(Point(x: 40, y: 70), with: nil) === below)
        #expect(window.hitTest(Point(x: 90, y: 70), with: nil) === badge)
        #expect(mask.alpha(at: Point(x: 75, y: 10), in: Rect(x: 0, y: 0, width: 100, height: 20)) == 1)
        #expect(mask.alpha(at: Point(x: 100, y: 10), in: Rect(x: 0, y: 0, width: 100, height: 20)) == 0)
    }

    @Test func maskWithTheWrongNumberOfValuesIsRefused() {
        #expect(throws: DrawingError.maskSizeMismatch(width: 4, height: 4, count: 15)) {
            try AlphaMask(width: 4, height: 4, values: Array(repeating: 0, count: 15))
        }
        #expect(DrawingError.maskSizeMismatch(width: 4, height: 4, count: 15).description == "alpha mask 4x4 needs 16 values, got 15")
        #expect(throws: DrawingError.emptyMask(width: 0, height: 3)) { try AlphaMask(width: 0, height: 3, values: []) }
        #expect(DrawingError.emptyMask(width: 0, height: 3).description == "alpha mask 0x3 is empty: width and height must be at least 1")
    }

    /// A size whose product overflows is refused as a mismatch, not a trap (issue 12, item 9).
    @Test func maskWhoseSizeOverflowsIsRefusedWithoutATrap() {
        let huge = 1 << 32
        #expect(throws: DrawingError.maskSizeMismatch(width: huge, height: huge, count: 1)) {
            try AlphaMask(width: huge, height: huge, values: [0])
        }
        #expect(DrawingError.maskSizeMismatch(width: huge, height: huge, count: 1).description
            == "alpha mask 4294967296x4294967296 is too large: width × height overflows")
    }

    @Test func shapesContainTheirPoints() {
        let ellipse = Drawing.Shape.ellipse(Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(ellipse.contains(Point(x: 50, y: 25)) && ellipse.contains(Point(x: 0, y: 25)))
        #expect(!ellipse.contains(Point(x: 5, y: 5)))
        let rounded = Drawing.Shape.roundedRectangle(Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
        #expect(rounded.contains(Point(x: 50, y: 0)) && rounded.contains(Point(x: 1, y: 1)) == false)
        #expect(rounded.contains(Point(x: 10, y: 10)))
        #expect(!Drawing.Shape.ellipse(.zero).contains(.zero))
    }
}
