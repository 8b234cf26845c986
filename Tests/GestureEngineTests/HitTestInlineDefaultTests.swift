import Testing
@testable import GestureEngine

/// Untraced hit-tests run `View`'s own methods inline for classes that keep them
/// (`usesDefaultHitTesting`); overrides in subclasses, even of the engine's own
/// `ScrollView` and `Control`, are still called.
@Suite struct HitTestInlineDefaultTests {
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
        override func hitTest(_ point: Point, with event: Event?) -> View? {
            super.hitTest(point, with: event).map { _ in target ?? self }
        }
    }

    /// A plain subclass: inherits the default methods but does not declare it.
    final class PlainSubclass: View {}

    /// A subclass that declares it keeps the defaults.
    final class DeclaredDefault: View {
        override class var usesDefaultHitTesting: Bool { true }
    }

    @Test func onlyViewItselfAndDeclaringClassesUseTheInlineDefault() {
        #expect(View(id: "v").hasDefaultHitTesting)
        #expect(ScrollView(id: "s").hasDefaultHitTesting)
        #expect(Control(id: "c").hasDefaultHitTesting)
        #expect(DeclaredDefault(id: "d").hasDefaultHitTesting)
        #expect(!PlainSubclass(id: "p").hasDefaultHitTesting)
        #expect(!RefusingScrollView(id: "r").hasDefaultHitTesting)
        #expect(!RedirectingControl(id: "x").hasDefaultHitTesting)
        #expect(!Window(frame: Rect(x: 0, y: 0, width: 10, height: 10)).hasDefaultHitTesting)
    }

    @Test func overridesInSubclassesOfEngineClassesAreCalledOnUntracedHitTests() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let below = View(id: "below", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let scroll = RefusingScrollView(id: "scroll", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let control = RedirectingControl(id: "control", frame: Rect(x: 200, y: 200, width: 200, height: 200))
        let target = View(id: "target", frame: Rect(x: 0, y: 300, width: 50, height: 50))
        control.target = target
        for view in [below, scroll, control, target] { try window.addSubview(view) }

        #expect(window.hitTest(Point(x: 100, y: 100), with: nil) === below)
        #expect(scroll.asked == 1)
        #expect(window.hitTest(Point(x: 300, y: 300), with: nil) === target)
        // Inside a plain view on top: inline, no override involved.
        #expect(window.hitTest(Point(x: 20, y: 320), with: nil) === target)
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
