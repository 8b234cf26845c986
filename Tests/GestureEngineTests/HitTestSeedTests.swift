import Testing
import TouchTime
@testable import GestureEngine

/// The trees and situations of seeds 001 and 003, with UIKit's default hit-test.
@Suite struct HitTestSeedTests {
    let window = Window(id: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))

    // Seed 003: "Put your finger inside D": A ⊃ [C ⊃ D, B], B frontmost.
    @Test func fingerInsideDAsksABCDInTheSeedsOrderAndHitsD() throws {
        let a = Window(id: "A", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let c = try addView("C", Rect(x: 0, y: 100, width: 300, height: 200), to: a)
        let d = try addView("D", Rect(x: 50, y: 50, width: 100, height: 100), to: c)
        try addView("B", Rect(x: 0, y: 0, width: 300, height: 100), to: a)
        let (hit, steps) = a.tracedHitTest(Point(x: 100, y: 200))
        #expect(hit === d)
        #expect(steps.map(\.description) == [
            "A pointInside → YES", "B pointInside → NO", "B hitTest → nil",
            "C pointInside → YES", "D pointInside → YES", "D hitTest → D", "C hitTest → D", "A hitTest → D",
        ])
    }

    // Seed 003: View B is painted over View A, so B.1 wins where it overlaps A.2.
    @Test func frontmostDeepestViewWinsWhereSiblingSubtreesOverlap() throws {
        let a = try addView("A", Rect(x: 0, y: 0, width: 200, height: 300), to: window)
        try addView("A.1", Rect(x: 0, y: 0, width: 200, height: 100), to: a)
        let a2 = try addView("A.2", Rect(x: 0, y: 150, width: 200, height: 150), to: a)
        let b = try addView("B", Rect(x: 100, y: 100, width: 220, height: 300), to: window)
        let b1 = try addView("B.1", Rect(x: 0, y: 100, width: 150, height: 100), to: b)
        #expect(window.hitTest(Point(x: 150, y: 250), with: nil) === b1)
        #expect(window.hitTest(Point(x: 50, y: 250), with: nil) === a2)
        #expect(window.hitTest(Point(x: 150, y: 150), with: nil) === b)
        #expect(window.hitTest(Point(x: 10, y: 400), with: nil) === window)
        #expect(window.hitTest(Point(x: 320, y: 10), with: nil) == nil)
    }

    // Seed 001: the three reasons a view takes no touches; its subviews get none either.
    @Test(arguments: [
        ("interaction", "Parent hitTest → nil (interaction disabled)"),
        ("hidden", "Parent hitTest → nil (hidden)"),
        ("alpha", "Parent hitTest → nil (alpha 0.01 ≤ 0.01)"),
    ])
    func untouchableParentHidesItsSubviewsFromHitTesting(flag: String, expectedStep: String) throws {
        let parent = try addView("Parent", Rect(x: 0, y: 0, width: 200, height: 200), to: window)
        try addView("Child", Rect(x: 50, y: 50, width: 100, height: 100), to: parent)
        switch flag {
        case "interaction": parent.isUserInteractionEnabled = false
        case "hidden": parent.isHidden = true
        default: parent.alpha = 0.01
        }
        let (hit, steps) = window.tracedHitTest(Point(x: 100, y: 100))
        #expect(hit === window)
        #expect(steps.map(\.description) == ["window pointInside → YES", expectedStep, "window hitTest → window"])
    }

    @Test func alphaJustAboveTheLimitStillTakesTouches() throws {
        let parent = try addView("Parent", Rect(x: 0, y: 0, width: 200, height: 200), to: window)
        parent.alpha = 0.011
        #expect(window.hitTest(Point(x: 100, y: 100), with: nil) === parent)
    }

    // Seed 001: "如果父控件不能接受触摸事件，那么子控件就不可能接收到触摸事件" with an empty frame.
    @Test func subviewsOfAnEmptyFrameParentAreUnreachable() throws {
        let parent = try addView("Parent", Rect(x: 0, y: 0, width: 0, height: 0), to: window)
        let child = try addView("Child", Rect(x: 0, y: 0, width: 100, height: 100), to: parent)
        let (hit, steps) = window.tracedHitTest(Point(x: 50, y: 50))
        #expect(hit === window)
        #expect(steps.map(\.description) == [
            "window pointInside → YES", "Parent pointInside → NO", "Parent hitTest → nil", "window hitTest → window",
        ])
        #expect(child.hitTest(Point(x: 50, y: 50), with: nil) === child)
    }

    @Test func subviewStickingOutOfItsParentIsNotHitOutsideTheParent() throws {
        let parent = try addView("Parent", Rect(x: 0, y: 0, width: 100, height: 100), to: window)
        let child = try addView("Child", Rect(x: 50, y: 50, width: 100, height: 100), to: parent)
        #expect(window.hitTest(Point(x: 75, y: 75), with: nil) === child)
        #expect(window.hitTest(Point(x: 125, y: 125), with: nil) === window)
    }

    /// Seed 001's interception: `hitTest` returns self without asking anything.
    final class InterceptingView: View {
        override func hitTest(_ point: Point, with event: Event?) -> View? { self }
    }

    @Test func interceptingViewTakesTouchesMeantForItsSubviews() throws {
        let interceptor = InterceptingView(id: "Interceptor", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        try window.addSubview(interceptor)
        try addView("Button", Rect(x: 50, y: 50, width: 100, height: 44), to: interceptor)
        let (hit, steps) = window.tracedHitTest(Point(x: 60, y: 60))
        #expect(hit === interceptor)
        #expect(steps.map(\.description) == ["window pointInside → YES", "window hitTest → Interceptor"])
        // Taken literally, the override also catches touches anywhere its parent accepts.
        #expect(window.hitTest(Point(x: 300, y: 400), with: nil) === interceptor)
    }

    /// A view whose `hitTest` empties its parent before declining.
    final class EmptyingView: View {
        override func hitTest(_ point: Point, with event: Event?) -> View? {
            for sibling in superview?.subviews ?? [] { sibling.removeFromSuperview() }
            return nil
        }
    }

    @Test func hitTestGoesOnToTheSubviewsThatWereThereWhenItStartedEvenIfAnOverrideRemovesThem() throws {
        let container = try addView("Container", Rect(x: 0, y: 0, width: 200, height: 200), to: window)
        try addView("Back", Rect(x: 0, y: 0, width: 200, height: 200), to: container)
        try container.addSubview(EmptyingView(id: "Front", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
        // Only the walk's snapshot of the subviews keeps "Back" alive now.
        let hit = window.hitTest(Point(x: 50, y: 50), with: nil)
        #expect(hit?.id == "Back")
        #expect(container.subviews.isEmpty && hit?.superview == nil)
    }
}
