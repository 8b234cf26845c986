import Testing
import TouchTime
@testable import GestureEngine

/// Overriding `hitTest(_:with:)` or `point(inside:with:)` (Apple, `UIView`,
/// "hitTest(_:with:)": "This method traverses the view hierarchy by calling the
/// point(inside:with:) method of each subview to determine which subview should
/// receive a touch event"; subclasses override either to change the answer)
/// works the same whether hit-tests are traced or not: one implementation
/// decides both, and only the engine's own classes, by their exact class, are
/// hit-tested inline.
@Suite struct HitTestOverrideTests {
    /// Counts its `point(inside:)` calls and accepts 20 points around its bounds.
    final class GenerousView: View {
        var asked = 0
        override func point(inside point: Point, with event: Event?) -> Bool {
            asked += 1
            return bounds.inset(by: EdgeInsets(all: -20)).contains(point)
        }
    }

    /// A scroll view whose `point(inside:)` refuses everything.
    final class RefusingScrollView: ScrollView {
        var asked = 0
        override func point(inside point: Point, with event: Event?) -> Bool {
            asked += 1
            return false
        }
    }

    /// A control whose `hitTest` sends touches to another view.
    final class RedirectingControl: Control {
        var target: View?
        var asked = 0
        override func hitTest(_ point: Point, with event: Event?) -> View? {
            asked += 1
            return super.hitTest(point, with: event).map { _ in target ?? self }
        }
    }

    /// A plain subclass: inherits the default methods.
    final class PlainSubclass: View {}

    /// A subclass that cannot override hit-testing (its base makes both methods final).
    final class SealedSubclass: DefaultHitTestingView {}

    @Test func onlyTheEnginesOwnClassesAreHitTestedInline() {
        #expect(View(id: "v").hasDefaultHitTesting)
        #expect(ScrollView(id: "s").hasDefaultHitTesting)
        #expect(Control(id: "c").hasDefaultHitTesting)
        #expect(Window(frame: Rect(x: 0, y: 0, width: 10, height: 10)).hasDefaultHitTesting)
        #expect(SealedSubclass(id: "d").hasDefaultHitTesting)
        #expect(!PlainSubclass(id: "p").hasDefaultHitTesting)
        #expect(!GenerousView(id: "g").hasDefaultHitTesting)
        #expect(!RefusingScrollView(id: "r").hasDefaultHitTesting)
        #expect(!RedirectingControl(id: "x").hasDefaultHitTesting)
    }

    /// A window with every kind of view: overrides of both methods in subclasses
    /// of `View`, `ScrollView` and `Control`, a plain subclass, and engine views.
    private static func makeWindow() throws -> (Window, GenerousView, RefusingScrollView, RedirectingControl) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let below = View(id: "below", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let scroll = RefusingScrollView(id: "scroll", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let control = RedirectingControl(id: "control", frame: Rect(x: 200, y: 200, width: 150, height: 150))
        let target = View(id: "target", frame: Rect(x: 0, y: 300, width: 50, height: 50))
        let generous = GenerousView(id: "generous", frame: Rect(x: 100, y: 250, width: 40, height: 40))
        let inner = PlainSubclass(id: "inner", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        let sealed = SealedSubclass(id: "sealed", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        control.target = target
        for view in [below, scroll, control, target, generous] { try window.addSubview(view) }
        try generous.addSubview(inner)
        try inner.addSubview(sealed)
        return (window, generous, scroll, control)
    }

    @Test func subclassesOverridingHitTestOrPointInsideAnswerTheSameTracedAndUntraced() throws {
        let (untraced, generousU, scrollU, controlU) = try Self.makeWindow()
        let (traced, generousT, scrollT, controlT) = try Self.makeWindow()
        for x in stride(from: 5.0, to: 400, by: 15) {
            for y in stride(from: 5.0, to: 400, by: 15) {
                let point = Point(x: x, y: y)
                let plain = untraced.hitTest(point, with: nil)
                let steps = traced.tracedHitTest(point)
                #expect(plain?.id == steps.view?.id, "at \(point)")
            }
        }
        // The overrides were asked as often on both paths.
        #expect(generousU.asked == generousT.asked && generousU.asked > 0)
        #expect(scrollU.asked == scrollT.asked && scrollU.asked > 0)
        #expect(controlU.asked == controlT.asked && controlU.asked > 0)
    }

    @Test func anEnlargedPointInsideCatchesTouchesOutsideTheBounds() throws {
        let (window, _, _, _) = try Self.makeWindow()
        // 10 points left of the generous view: inside its enlarged area.
        #expect(window.hitTest(Point(x: 90, y: 260), with: nil)?.id == "generous")
        #expect(window.tracedHitTest(Point(x: 90, y: 260)).view?.id == "generous")
        // The refusing scroll view lets touches through to the view below.
        #expect(window.hitTest(Point(x: 50, y: 50), with: nil)?.id == "below")
        // The redirecting control hands its touches to the target.
        #expect(window.hitTest(Point(x: 300, y: 300), with: nil)?.id == "target")
    }

    @Test func aPlainViewTreeAnswersAsTheTracedPathDoes() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(id: "parent", frame: Rect(x: 50, y: 50, width: 300, height: 300))
        let child = View(id: "child", frame: Rect(x: 10, y: 10, width: 100, height: 100))
        let hidden = View(id: "hidden", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        hidden.isHidden = true
        let inset = View(id: "inset", frame: Rect(x: 200, y: 200, width: 40, height: 40))
        inset.touchAreaInsets = EdgeInsets(top: -20, left: -20, bottom: -20, right: -20)
        try window.addSubview(parent)
        try parent.addSubview(child)
        try parent.addSubview(inset)
        try parent.addSubview(hidden)
        for (x, y) in [(70.0, 70.0), (240.0, 240.0), (280.0, 280.0), (295.0, 295.0), (10.0, 10.0), (200.0, 300.0)] {
            let point = Point(x: x, y: y)
            #expect(window.hitTest(point, with: nil) === window.tracedHitTest(point).view)
        }
        #expect(window.hitTest(Point(x: 285, y: 285), with: nil) === inset)
    }
}
