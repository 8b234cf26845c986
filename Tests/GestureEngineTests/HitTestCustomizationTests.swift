import Testing
import TouchTime
@testable import GestureEngine

/// Seed 003's overrides and their built-in equivalents, and how they compose.
@Suite struct HitTestCustomizationTests {
    let window = Window(id: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))

    /// Seed 003's enlarged touch area: the default hit-test with `CGRectInset(bounds, -10, -10)`.
    final class EnlargedView: View {
        override func hitTest(_ point: Point, with event: Event?) -> View? {
            guard isHitTestable, bounds.insetBy(dx: -10, dy: -10).contains(point) else { return nil }
            for subview in subviews.reversed() {
                if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
            }
            return self
        }
    }

    @Test func negativeTouchAreaInsetsEnlargeA20PointViewBy10OnEachSide() throws {
        let small = try addView("Small", Rect(x: 100, y: 100, width: 20, height: 20), to: window)
        small.touchAreaInsets = EdgeInsets(all: -10)
        let (hit, steps) = window.tracedHitTest(Point(x: 92, y: 128))
        #expect(hit === small)
        #expect(steps.map(\.description) == [
            "window pointInside → YES",
            "Small pointInside → YES (touch area (top: -10.0, left: -10.0, bottom: -10.0, right: -10.0))",
            "Small hitTest → Small", "window hitTest → Small",
        ])
        #expect(window.hitTest(Point(x: 89, y: 110), with: nil) === window)
        #expect(window.hitTest(Point(x: 130, y: 110), with: nil) === window)
    }

    @Test func seedsEnlargingOverrideAndTheBuiltInAgree() throws {
        let seed = EnlargedView(id: "Seed", frame: Rect(x: 40, y: 40, width: 20, height: 20))
        try window.addSubview(seed)
        let builtIn = try addView("BuiltIn", Rect(x: 200, y: 40, width: 20, height: 20), to: window)
        builtIn.touchAreaInsets = EdgeInsets(all: -10)
        for dx in stride(from: -12.0, through: 32, by: 2) {
            for dy in stride(from: -12.0, through: 32, by: 2) {
                let seedHit = window.hitTest(Point(x: 40 + dx, y: 40 + dy), with: nil) === seed
                let builtInHit = window.hitTest(Point(x: 200 + dx, y: 40 + dy), with: nil) === builtIn
                #expect(seedHit == builtInHit, "offset (\(dx), \(dy))")
            }
        }
    }

    @Test func positiveTouchAreaInsetsShrinkTheArea() throws {
        let view = try addView("View", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        view.touchAreaInsets = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        #expect(window.hitTest(Point(x: 20, y: 50), with: nil) === window)
        #expect(window.hitTest(Point(x: 60, y: 50), with: nil) === view)
    }

    /// Seed 003's transparent overlay: returns nil where the hit would be itself.
    final class PassThroughOverlay: View {
        override func hitTest(_ point: Point, with event: Event?) -> View? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    @Test(arguments: [false, true])
    func transparentOverlayLetsTouchesThroughExceptOnItsButtons(seedOverride: Bool) throws {
        let content = try addView("Content", Rect(x: 0, y: 0, width: 320, height: 480), to: window)
        let overlay = seedOverride ? PassThroughOverlay(id: "Overlay", frame: window.bounds) : View(id: "Overlay", frame: window.bounds)
        overlay.passesTouchesThrough = !seedOverride
        try window.addSubview(overlay)
        let close = try addView("Close", Rect(x: 270, y: 20, width: 44, height: 44), to: overlay)
        let play = try addView("Play", Rect(x: 140, y: 400, width: 44, height: 44), to: overlay)
        #expect(window.hitTest(Point(x: 280, y: 30), with: nil) === close)
        #expect(window.hitTest(Point(x: 150, y: 410), with: nil) === play)
        #expect(window.hitTest(Point(x: 160, y: 240), with: nil) === content)
    }

    @Test func passThroughShowsInTheTrace() throws {
        try addView("Content", Rect(x: 0, y: 0, width: 320, height: 480), to: window)
        let overlay = try addView("Overlay", Rect(x: 0, y: 0, width: 320, height: 480), to: window)
        overlay.passesTouchesThrough = true
        let lines = window.tracedHitTest(Point(x: 160, y: 240)).steps.map(\.description)
        #expect(lines == [
            "window pointInside → YES", "Overlay pointInside → YES", "Overlay hitTest → nil (pass-through)",
            "Content pointInside → YES", "Content hitTest → Content", "window hitTest → Content",
        ])
    }

    /// Seed 003's carousel: any hit inside the container goes to its scroll view.
    @Test func carouselRedirectsEveryTouchInsideItToItsScrollView() throws {
        let carousel = try addView("Carousel", Rect(x: 0, y: 100, width: 320, height: 200), to: window)
        let scroll = try addView("Scroll", Rect(x: 60, y: 0, width: 200, height: 200), to: carousel)
        for page in 0..<3 {
            try addView("Page\(page)", Rect(x: Double(page) * 200, y: 0, width: 200, height: 200), to: scroll)
        }
        carousel.hitTestRedirect = scroll
        let (hit, steps) = window.tracedHitTest(Point(x: 20, y: 200))
        #expect(hit === scroll)
        #expect(steps.map(\.description) == [
            "window pointInside → YES", "Carousel pointInside → YES", "Scroll pointInside → NO", "Scroll hitTest → nil",
            "Carousel hitTest → Scroll (redirected from Carousel)", "window hitTest → Scroll",
        ])
        #expect(window.hitTest(Point(x: 160, y: 200), with: nil) === scroll)
        #expect(window.hitTest(Point(x: 300, y: 200), with: nil) === scroll)
        #expect(window.hitTest(Point(x: 160, y: 50), with: nil) === window)
    }

    @Test func redirectCanPointAtASibling() throws {
        let slider = try addView("Slider", Rect(x: 0, y: 0, width: 320, height: 40), to: window)
        let gutter = try addView("Gutter", Rect(x: 0, y: 40, width: 320, height: 40), to: window)
        gutter.hitTestRedirect = slider
        #expect(window.hitTest(Point(x: 100, y: 60), with: nil) === slider)
        let touch = window.tracedHitTest(Point(x: 100, y: 60)).steps.map(\.description)
        #expect(touch.contains("Gutter hitTest → Slider (redirected from Gutter)"))
        #expect(window.hitTest(Point(x: 100, y: 100), with: nil) === window)
    }

    @Test func ignoringTouchesHidesTheViewAndItsSubtree() throws {
        let below = try addView("Below", Rect(x: 0, y: 0, width: 320, height: 480), to: window)
        let panel = try addView("Panel", Rect(x: 0, y: 0, width: 200, height: 200), to: window)
        try addView("Button", Rect(x: 10, y: 10, width: 50, height: 50), to: panel)
        panel.ignoresTouches = true
        let (hit, steps) = window.tracedHitTest(Point(x: 20, y: 20))
        #expect(hit === below)
        #expect(steps.map(\.description).prefix(3) == [
            "window pointInside → YES", "Panel pointInside → NO (ignores touches)", "Panel hitTest → nil",
        ])
    }

    @Test func passThroughWithRedirectSendsOnlySubviewHitsToTheTarget() throws {
        let target = try addView("Target", Rect(x: 0, y: 0, width: 320, height: 100), to: window)
        let overlay = try addView("Overlay", Rect(x: 0, y: 100, width: 320, height: 380), to: window)
        try addView("Button", Rect(x: 0, y: 0, width: 50, height: 50), to: overlay)
        overlay.passesTouchesThrough = true
        overlay.hitTestRedirect = target
        #expect(window.hitTest(Point(x: 10, y: 110), with: nil) === target)
        #expect(window.hitTest(Point(x: 200, y: 300), with: nil) === window)
    }

    @Test func touchAreaAndExtendToSubviewsCompose() throws {
        let bar = try addView("Bar", Rect(x: 0, y: 400, width: 320, height: 80), to: window)
        let bump = try addView("Bump", Rect(x: 140, y: -30, width: 40, height: 40), to: bar)
        bar.touchAreaInsets = EdgeInsets(top: -10, left: 0, bottom: 0, right: 0)
        bar.extendsHitAreaToSubviews = true
        #expect(window.hitTest(Point(x: 10, y: 395), with: nil) === bar)
        #expect(window.hitTest(Point(x: 150, y: 375), with: nil) === bump)
        #expect(window.hitTest(Point(x: 10, y: 385), with: nil) === window)
    }

    @Test func ignoringTouchesWinsOverEveryOtherCustomisation() throws {
        let view = try addView("View", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        try addView("Sub", Rect(x: 150, y: 0, width: 50, height: 50), to: view)
        view.touchAreaInsets = EdgeInsets(all: -50)
        view.extendsHitAreaToSubviews = true
        view.hitTestRedirect = window
        view.ignoresTouches = true
        #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === window)
        #expect(window.hitTest(Point(x: 160, y: 10), with: nil) === window)
        #expect(view.tracedHitTest(Point(x: 50, y: 50)).view == nil)
    }

    // Notes S6c: the overlay takes only touches in its top 50 points.
    final class TopStripOverlay: View {
        override func point(inside point: Point, with event: Event?) -> Bool { point.y < 50 && super.point(inside: point, with: event) }
    }

    @Test func overlayWithPointInsideOverrideTakesOnlyItsStrip() throws {
        let button = try addView("B", Rect(x: 100, y: 100, width: 120, height: 44), to: window)
        let overlay = TopStripOverlay(id: "O", frame: window.bounds)
        try window.addSubview(overlay)
        #expect(window.hitTest(Point(x: 160, y: 120), with: nil) === button)
        #expect(window.hitTest(Point(x: 160, y: 20), with: nil) === overlay)
        overlay.isUserInteractionEnabled = false
        #expect(window.hitTest(Point(x: 160, y: 20), with: nil) === window)
    }
}
