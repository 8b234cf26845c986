import Testing
import TouchTime
@testable import GestureEngine

/// Hit-testing, from Apple's `UIView.hitTest(_:with:)` and `point(inside:with:)`
/// pages and "Using responders and the responder chain to handle events".
@Suite struct ConformanceHitTestingTests {
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))

    @discardableResult
    private func view(_ id: String, _ frame: Rect, in parent: View? = nil) -> View {
        let v = View(id: id, frame: frame)
        try! (parent ?? window).addSubview(v)
        return v
    }

    @Test("UIView.hitTest(_:with:): returns the farthest descendant that contains the point")
    func deepestDescendantIsReturned() throws {
        let a = view("a", Rect(x: 0, y: 0, width: 300, height: 300))
        let b = view("b", Rect(x: 10, y: 10, width: 200, height: 200), in: a)
        let c = view("c", Rect(x: 10, y: 10, width: 50, height: 50), in: b)
        #expect(window.hitTest(pt(30, 30), with: nil) === c)
        #expect(window.hitTest(pt(150, 150), with: nil) === b)
        #expect(window.hitTest(pt(290, 290), with: nil) === a)
    }

    @Test("UIView.hitTest(_:with:): subviews are searched in reverse order, so the frontmost of overlapping siblings wins")
    func frontmostSiblingWins() throws {
        view("back", Rect(x: 0, y: 0, width: 200, height: 200))
        let front = view("front", Rect(x: 100, y: 100, width: 200, height: 200))
        #expect(window.hitTest(pt(150, 150), with: nil) === front)
        #expect(window.hitTest(pt(50, 50), with: nil)?.id == "back")
    }

    @Test("UIView.hitTest(_:with:): hidden views and their subviews are ignored")
    func hiddenViewsAreIgnored() throws {
        let under = view("under", Rect(x: 0, y: 0, width: 320, height: 480))
        let top = view("top", Rect(x: 0, y: 0, width: 200, height: 200))
        view("child", Rect(x: 0, y: 0, width: 100, height: 100), in: top)
        top.isHidden = true
        #expect(window.hitTest(pt(50, 50), with: nil) === under)
    }

    @Test("UIView.hitTest(_:with:): views with user interaction disabled, and their subviews, are ignored")
    func interactionDisabledViewsAreIgnored() throws {
        let under = view("under", Rect(x: 0, y: 0, width: 320, height: 480))
        let top = view("top", Rect(x: 0, y: 0, width: 200, height: 200))
        view("child", Rect(x: 0, y: 0, width: 100, height: 100), in: top)
        top.isUserInteractionEnabled = false
        #expect(window.hitTest(pt(50, 50), with: nil) === under)
    }

    @Test("UIView.hitTest(_:with:): views with an alpha level under 0.01 are ignored; a faint but visible view is not")
    func nearlyTransparentViewsAreIgnored() throws {
        let under = view("under", Rect(x: 0, y: 0, width: 320, height: 480))
        let top = view("top", Rect(x: 0, y: 0, width: 200, height: 200))
        top.alpha = 0.005
        #expect(window.hitTest(pt(50, 50), with: nil) === under)
        top.alpha = 0
        #expect(window.hitTest(pt(50, 50), with: nil) === under)
        top.alpha = 0.02
        #expect(window.hitTest(pt(50, 50), with: nil) === top)
    }

    @Test("UIView.hitTest(_:with:): points outside the receiver's bounds are never hits, even inside a subview that sticks out")
    func subviewOutsideItsParentIsNotHit() throws {
        let parent = view("parent", Rect(x: 0, y: 0, width: 100, height: 100))
        view("outside", Rect(x: 80, y: 80, width: 100, height: 100), in: parent)
        #expect(window.hitTest(pt(150, 150), with: nil) === window)
        #expect(window.hitTest(pt(90, 90), with: nil)?.id == "outside")
    }

    @Test("UIView.clipsToBounds: drawing only; hit-testing excludes a sticking-out subview whether or not the parent clips")
    func clipsToBoundsDoesNotChangeHitTesting() throws {
        let parent = view("parent", Rect(x: 0, y: 0, width: 100, height: 100))
        view("outside", Rect(x: 80, y: 80, width: 100, height: 100), in: parent)
        parent.clipsToBounds = true
        let clipped = window.hitTest(pt(150, 150), with: nil)
        parent.clipsToBounds = false
        #expect(clipped === window.hitTest(pt(150, 150), with: nil))
    }

    @Test("UIView.point(inside:with:): the point is in the receiver's local coordinates and the bounds decide by default")
    func pointInsideUsesLocalBounds() throws {
        let v = view("v", Rect(x: 100, y: 100, width: 50, height: 50))
        #expect(v.point(inside: pt(10, 10), with: nil))
        #expect(!v.point(inside: pt(110, 110), with: nil))
        #expect(!v.point(inside: pt(-1, 10), with: nil))
    }

    @Test("UIView.point(inside:with:): an override decides containment for hit-testing (a larger touch area)")
    func pointInsideOverrideIsUsed() throws {
        final class Generous: View {
            override func point(inside point: Point, with event: Event?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let v = Generous(id: "v", frame: Rect(x: 100, y: 100, width: 20, height: 20))
        try! window.addSubview(v)
        #expect(window.hitTest(pt(90, 90), with: nil) === v)
        #expect(window.hitTest(pt(70, 70), with: nil) === window)
    }

    @Test("UIView.hitTest(_:with:): an override can return another view (the responder chain guide's customisation point)")
    func hitTestOverrideIsUsed() throws {
        final class Redirecting: View {
            weak var target: View?
            override func hitTest(_ point: Point, with event: Event?) -> View? {
                super.hitTest(point, with: event) == nil ? nil : target
            }
        }
        let target = view("target", Rect(x: 200, y: 200, width: 10, height: 10))
        let r = Redirecting(id: "r", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        r.target = target
        try! window.addSubview(r)
        #expect(window.hitTest(pt(50, 50), with: nil) === target)
    }

    @Test("UIView.point(inside:with:) with transforms: a rotated or scaled view is hit where it is drawn")
    func transformedViewsAreHitWhereDrawn() throws {
        let v = view("v", Rect(x: 100, y: 100, width: 100, height: 20))
        v.transform = AffineTransform(rotationAngle: .pi / 2)
        #expect(window.hitTest(pt(150, 70), with: nil) === v)
        #expect(window.hitTest(pt(105, 110), with: nil) === window)
    }

    @Test("Using responders and the responder chain: a touch goes to the view hit-tested at touch down for its whole life")
    func touchStaysWithItsFirstView() throws {
        let (h, _) = (GestureHarness(), ())
        let a = GestureRecordingView(id: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = GestureRecordingView(id: "b", frame: Rect(x: 100, y: 0, width: 100, height: 100))
        h.add(a)
        h.add(b)
        let f = try h.startGesture(at: pt(50, 50), time: 0)
        try f.moveTo(pt(150, 50), at: 0.05)
        try f.up(at: 0.1)
        #expect(a.log == ["began 1", "moved 1", "ended 1"])
        #expect(b.log.isEmpty)
    }

    @Test("UIView.hitTest(_:with:): a view of zero size contains nothing, so its subviews are unreachable")
    func emptyViewHidesItsSubviews() throws {
        let empty = view("empty", Rect(x: 0, y: 0, width: 0, height: 0))
        view("child", Rect(x: 0, y: 0, width: 100, height: 100), in: empty)
        #expect(window.hitTest(pt(50, 50), with: nil) === window)
    }
}
