import Testing
import GestureEngine
import TouchTime

@Suite struct ViewHierarchyTests {
    let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))

    private func ids(_ view: View) -> [String] { view.subviews.map(\.id) }

    @Test func subviewsKeepPaintingOrder() throws {
        for name in ["a", "b", "c"] { try addView(name, .zero, to: root) }
        #expect(ids(root) == ["a", "b", "c"])
        #expect(root.subviews.allSatisfy { $0.superview === root })
    }

    @Test func insertAtIndexIsClampedToTheValidRange() throws {
        try addView("a", .zero, to: root)
        try root.insertSubview(View(id: "first"), at: 0)
        try root.insertSubview(View(id: "last"), at: 99)
        try root.insertSubview(View(id: "neg"), at: -3)
        try root.insertSubview(View(id: "mid"), at: 2)
        #expect(ids(root) == ["neg", "first", "mid", "a", "last"])
    }

    @Test func insertAboveAndBelowASibling() throws {
        let a = try addView("a", .zero, to: root), b = try addView("b", .zero, to: root)
        try root.insertSubview(View(id: "overA"), aboveSubview: a)
        try root.insertSubview(View(id: "underB"), belowSubview: b)
        #expect(ids(root) == ["a", "overA", "underB", "b"])
    }

    @Test func addingAnExistingSubviewMovesItToTheFront() throws {
        let a = try addView("a", .zero, to: root)
        try addView("b", .zero, to: root)
        try root.addSubview(a)
        #expect(ids(root) == ["b", "a"])
    }

    @Test func addingToAnotherParentRemovesFromTheOldOne() throws {
        let a = try addView("a", .zero, to: root)
        let other = View(id: "other")
        try other.addSubview(a)
        #expect(root.subviews.isEmpty)
        #expect(a.superview === other)
    }

    @Test func removeFromSuperviewDetaches() throws {
        let a = try addView("a", .zero, to: root)
        a.removeFromSuperview()
        #expect(root.subviews.isEmpty && a.superview == nil)
        a.removeFromSuperview()
        #expect(a.superview == nil)
    }

    @Test func bringToFrontAndSendToBackReorder() throws {
        let a = try addView("a", .zero, to: root), _ = try addView("b", .zero, to: root)
        let c = try addView("c", .zero, to: root)
        root.bringSubviewToFront(a)
        #expect(ids(root) == ["b", "c", "a"])
        root.sendSubviewToBack(c)
        #expect(ids(root) == ["c", "b", "a"])
        root.bringSubviewToFront(View(id: "stranger"))
        #expect(ids(root) == ["c", "b", "a"])
    }

    @Test func addingAViewToItsOwnSubtreeIsRefusedWithATypedError() throws {
        let child = try addView("child", .zero, to: root)
        let grandchild = try addView("grandchild", .zero, to: child)
        #expect(throws: ViewHierarchyError.wouldCreateCycle(child: "root", parent: "grandchild")) {
            try grandchild.addSubview(root)
        }
        #expect(throws: ViewHierarchyError.wouldCreateCycle(child: "child", parent: "child")) {
            try child.addSubview(child)
        }
        #expect(child.superview === root && grandchild.superview === child)
        let error = ViewHierarchyError.wouldCreateCycle(child: "root", parent: "grandchild")
        #expect(error.description == "cannot add view \"root\" to \"grandchild\": \"grandchild\" is inside \"root\"'s subtree")
    }

    @Test func descendantAndWindowLookups() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try window.addSubview(root)
        let leaf = try addView("leaf", .zero, to: root)
        #expect(leaf.isDescendant(of: window) && leaf.isDescendant(of: leaf) && !root.isDescendant(of: leaf))
        #expect(leaf.window === window)
        #expect(View(id: "loose").window == nil)
    }

    @Test func subviewOutlivingItsParentHasNoSuperview() throws {
        let child = View(id: "child")
        do {
            let parent = View(id: "parent")
            try parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        #expect(child.convert(Point(x: 1, y: 1), to: nil) == Point(x: 1, y: 1))
    }

    /// `unretainedView` is the recognizer's unretained link to its view (the trace recorder's
    /// gesture lines lend it): the view while attached, none once removed or gone.
    @Test func aRecognizerLendsItsViewOnlyWhileAttached() {
        let tap = TapGestureRecognizer(id: "tap")
        #expect(tap.unretainedView == nil)
        let kept = View(id: "kept")
        kept.addGestureRecognizer(tap)
        #expect(tap.unretainedView?._withUnsafeGuaranteedRef { $0.id } == "kept")
        kept.removeGestureRecognizer(tap)
        #expect(tap.unretainedView == nil)
        do {
            let view = View(id: "short-lived")
            view.addGestureRecognizer(tap)
            #expect(tap.unretainedView?._withUnsafeGuaranteedRef { $0 === view } == true)
        }
        #expect(tap.unretainedView == nil)
    }

    @Test func recognizerOutlivingItsViewHasNoView() {
        let tap = TapGestureRecognizer(id: "tap")
        do {
            let view = View(id: "button")
            view.addGestureRecognizer(tap)
            #expect(tap.view === view)
        }
        #expect(tap.view == nil)
    }

    @Test func recognizerMovedToAnotherViewKeepsItsNewViewWhenTheOldOneGoes() {
        let tap = TapGestureRecognizer(id: "tap")
        let kept = View(id: "kept")
        do {
            let old = View(id: "old")
            old.addGestureRecognizer(tap)
            kept.addGestureRecognizer(tap)
            #expect(old.gestureRecognizers.isEmpty)
        }
        #expect(tap.view === kept)
    }

    @Test func rootViewOutlivingItsControllerForgetsIt() {
        let view = View(id: "screen")
        do {
            let controller = ViewController(view: view)
            #expect(view.viewController === controller && view.next === controller)
        }
        #expect(view.viewController == nil && view.next == nil)
    }
}
