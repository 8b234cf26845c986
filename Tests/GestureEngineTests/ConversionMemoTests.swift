import Testing
import TestSupport
import TouchTime
@testable import GestureEngine

/// Conversions through the window are remembered per view (ConversionMemo);
/// every change of geometry or hierarchy must make what was remembered stale.
/// UIKit's `convert(_:from:)` / `convert(_:to:)` (UIView, "Converting between
/// view coordinate systems") answer for the views as they are now, so each
/// test converts, changes something, and converts again, comparing with the
/// conversion done one level at a time (`convert(_:from: superview)`, which
/// remembers nothing), bit for bit.
@Suite struct ConversionMemoTests {
    let window = Window(id: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))

    /// `point` (window coordinates) in `view`'s, one level at a time from the root down.
    static func levelByLevel(_ point: Point, from view: View) -> Point {
        guard let parent = view.superview else { return point }
        return view.convert(levelByLevel(point, from: parent), from: parent)
    }

    /// `point` (in `view`'s coordinates) in the root's, one level at a time up.
    static func levelByLevel(_ point: Point, to view: View) -> Point {
        var p = point, current = view
        while let parent = current.superview {
            p = current.convert(p, to: parent)
            current = parent
        }
        return p
    }

    static func same(_ a: Point, _ b: Point) -> Bool {
        a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
    }

    /// window → a → b → c, each offset by odd amounts so that rounding shows.
    func chain() throws -> (View, View, View) {
        let a = try addView("a", Rect(x: 10.1, y: 20.3, width: 250, height: 400), to: window)
        let b = try addView("b", Rect(x: 5.7, y: 3.3, width: 200, height: 300), to: a)
        let c = try addView("c", Rect(x: 1.9, y: 7.1, width: 100, height: 100), to: b)
        return (a, b, c)
    }

    /// Converts `point` both ways at `view`, twice (the second from the memo), and checks both against level by level.
    func expectCurrent(_ view: View, _ point: Point, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<2 {
            let inView = view.convert(point, from: nil)
            #expect(Self.same(inView, Self.levelByLevel(point, from: view)), "from the window to \(view.id)", sourceLocation: sourceLocation)
            let inWindow = view.convert(point, to: nil)
            #expect(Self.same(inWindow, Self.levelByLevel(point, to: view)), "from \(view.id) to the window", sourceLocation: sourceLocation)
        }
    }

    @Test func movingAnAncestorMakesRememberedConversionsStale() throws {
        let (a, _, c) = try chain()
        let p = Point(x: 100.37, y: 200.11)
        expectCurrent(c, p)
        let before = c.convert(p, from: nil)
        a.center = Point(x: a.center.x + 30.05, y: a.center.y - 12.5)
        expectCurrent(c, p)
        #expect(!Self.same(c.convert(p, from: nil), before))
        a.frame = Rect(x: 0.3, y: 0.9, width: 250, height: 400)
        expectCurrent(c, p)
    }

    @Test func scrollingAnAncestorMakesRememberedConversionsStale() throws {
        let scroll = ScrollView(id: "scroll", frame: Rect(x: 0, y: 50, width: 320, height: 300))
        scroll.contentSize = Size(width: 320, height: 3_000)
        try window.addSubview(scroll)
        let row = try addView("row", Rect(x: 10, y: 700.25, width: 300, height: 44), to: scroll)
        let p = Point(x: 40.5, y: 120.125)
        expectCurrent(row, p)
        scroll.contentOffset = Point(x: 0, y: 650.3)
        expectCurrent(row, p)
        #expect(close(row.convert(p, from: nil), Point(x: 30.5, y: 120.125 - 50 + 650.3 - 700.25)))
        scroll.bounds.origin = Point(x: 0, y: 0)
        expectCurrent(row, p)
    }

    @Test func transformingAnAncestorMakesRememberedConversionsStale() throws {
        let (_, b, c) = try chain()
        let p = Point(x: 60.6, y: 90.9)
        expectCurrent(c, p)
        b.transform = AffineTransform(rotationAngle: 0.3)
        expectCurrent(c, p)
        b.transform = AffineTransform(scaleX: 1.5, y: 0.75)
        expectCurrent(c, p)
        b.transform = .identity
        expectCurrent(c, p)
    }

    @Test func reparentingAViewMakesItsRememberedConversionsStale() throws {
        let (a, b, c) = try chain()
        let other = try addView("other", Rect(x: 150.5, y: 260.75, width: 120, height: 200), to: window)
        let p = Point(x: 170.2, y: 300.4)
        expectCurrent(c, p)
        try other.addSubview(c)
        expectCurrent(c, p)
        try b.insertSubview(c, at: 0)
        expectCurrent(c, p)
        // A whole branch moves: its memos, and those of views below it, go stale.
        try other.addSubview(b)
        expectCurrent(c, p)
        expectCurrent(b, p)
        c.removeFromSuperview()
        #expect(Self.same(c.convert(p, from: nil), p), "a view without a superview is its own root")
        try a.addSubview(c)
        expectCurrent(c, p)
    }

    @Test func treesThatJoinOrSplitConvertThroughTheirNewRoot() throws {
        // A tree built apart and converted in, then added to the window.
        let card = View(id: "card", frame: Rect(x: 33.3, y: 44.4, width: 200, height: 200))
        let label = try addView("label", Rect(x: 7.7, y: 8.8, width: 50, height: 20), to: card)
        let p = Point(x: 55.5, y: 66.6)
        #expect(Self.same(label.convert(p, from: nil), Self.levelByLevel(p, from: label)))
        let (_, b, _) = try chain()
        try b.addSubview(card)
        expectCurrent(label, p)
        // Taken out again: the card is the root once more.
        card.removeFromSuperview()
        expectCurrent(label, p)
        #expect(close(label.convert(p, from: nil), Point(x: p.x - 7.7, y: p.y - 8.8)))
    }

    @Test func aSuperviewThatGoesAwayLeavesItsSubviewsAsRoots() throws {
        let p = Point(x: 5, y: 5)
        var parent: View? = View(id: "parent", frame: Rect(x: 20.2, y: 30.3, width: 100, height: 100))
        weak let gone = parent
        let child = try addView("child", Rect(x: 1.1, y: 2.2, width: 10, height: 10), to: try #require(parent))
        let grandchild = try addView("grandchild", Rect(x: 0.7, y: 0.9, width: 5, height: 5), to: child)
        // In the parent's (the root's) coordinates.
        #expect(close(child.convert(p, from: nil), Point(x: 5 - 1.1, y: 5 - 2.2)))
        #expect(close(grandchild.convert(p, from: nil), Point(x: 5 - 1.1 - 0.7, y: 5 - 2.2 - 0.9)))
        parent = nil
        #expect(gone == nil)
        // The child is the root now: points are in its coordinates.
        #expect(child.superview == nil)
        #expect(Self.same(child.convert(p, from: nil), p))
        #expect(Self.same(grandchild.convert(p, from: nil), Self.levelByLevel(p, from: grandchild)))
        #expect(close(grandchild.convert(p, from: nil), Point(x: 5 - 0.7, y: 5 - 0.9)))
    }

    @Test func touchLocationsFollowAViewMovedDuringTheSequence() throws {
        let (a, _, c) = try chain()
        window.send(frame(0, (1, .began, 100, 100)))
        let touch = try #require(window.activeTouches.first)
        #expect(touch.view === c)
        let first = touch.location(in: c)
        a.center = Point(x: a.center.x + 1.25, y: a.center.y)
        #expect(Self.same(touch.location(in: c), Self.levelByLevel(Point(x: 100, y: 100), from: c)))
        #expect(!Self.same(touch.location(in: c), first))
    }

    /// Random trees, random changes and conversions of a few recurring points (so
    /// that memos are hit and replaced), each checked against level by level.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomChangesNeverLeaveAStaleConversion(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        func unit() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
        func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
        let detached = View(id: "detached", frame: Rect(x: 3.3, y: 4.4, width: 90, height: 90))
        var views: [View] = [window, detached]
        for index in 0..<24 {
            let view = View(id: "v\(index)", frame: Rect(x: unit() * 50, y: unit() * 50, width: 10 + unit() * 200, height: 10 + unit() * 200))
            try pick(views).addSubview(view)
            views.append(view)
        }
        let points = (0..<6).map { _ in Point(x: unit() * 320, y: unit() * 480) }
        for _ in 0..<600 {
            let view = pick(views)
            switch rng.next() % 8 {
            case 0 where view !== window: view.center = Point(x: unit() * 200, y: unit() * 200)
            case 1: view.bounds.origin = Point(x: unit() * 40 - 20, y: unit() * 40 - 20)
            case 2 where view !== window:
                view.transform = rng.next() % 3 == 0 ? .identity : AffineTransform(rotationAngle: unit() * 6).scaledBy(x: 0.5 + unit(), y: 0.5 + unit())
            case 3 where view !== window && view !== detached:
                let parent = pick(views)
                if !parent.isDescendant(of: view) { try parent.addSubview(view) }
            case 4 where view !== window && view !== detached && rng.next() % 4 == 0: view.removeFromSuperview()
            default:
                let p = pick(points)
                let inView = view.convert(p, from: nil)
                #expect(Self.same(inView, Self.levelByLevel(p, from: view)), "seed \(seed): from the root to \(view.id)")
                let back = view.convert(p, to: nil)
                #expect(Self.same(back, Self.levelByLevel(p, to: view)), "seed \(seed): from \(view.id) to the root")
                let other = pick(views)
                let across = view.convert(p, to: other)
                #expect(Self.same(across, Self.levelByLevel(Self.levelByLevel(p, to: view), from: other)) || other === view || other === view.superview,
                        "seed \(seed): from \(view.id) to \(other.id)")
            }
        }
    }
}
