import Testing
import TouchTime
@testable import GestureEngine

/// Seed 001's tab bar: the raised centre button sticks out above the tab bar.
@Suite struct HitTestTabBarTests {
    let window = Window(id: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let container: View
    let tableView: View
    var tabBar: View
    var circle: View
    /// In the circle's protruding part, above the tab bar.
    let protruding = Point(x: 160, y: 420)

    /// The seed's fix: `pointInside` asks the circle button first, then the default.
    final class FixedTabBar: View {
        weak var circleButton: View?

        override func point(inside point: Point, with event: Event?) -> Bool {
            if let circleButton, circleButton.point(inside: convert(point, to: circleButton), with: event) { return true }
            return super.point(inside: point, with: event)
        }
    }

    /// The seed's tree: the layout container holds the navigation views (table
    /// view inside) and, in front, the tab bar with the circle button.
    init(tabBar makeTabBar: (Rect) -> View = { View(id: "TabBar", frame: $0) }) throws {
        container = View(id: "LayoutContainer", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        try window.addSubview(container)
        let transition = try addView("Transition", Rect(x: 0, y: 0, width: 320, height: 480), to: container)
        let wrapper = try addView("Wrapper", Rect(x: 0, y: 0, width: 320, height: 480), to: transition)
        tableView = try addView("TableView", Rect(x: 0, y: 0, width: 320, height: 480), to: wrapper)
        tabBar = makeTabBar(Rect(x: 0, y: 431, width: 320, height: 49))
        try container.addSubview(tabBar)
        try addView("Tab1", Rect(x: 0, y: 0, width: 100, height: 49), to: tabBar)
        circle = try addView("Circle", Rect(x: 130, y: -20, width: 60, height: 60), to: tabBar)
    }

    @Test func protrudingPartOfTheCentreButtonFallsThroughToTheTableView() {
        let (hit, steps) = window.tracedHitTest(protruding)
        #expect(hit === tableView)
        #expect(steps.map(\.description) == [
            "window pointInside → YES", "LayoutContainer pointInside → YES",
            "TabBar pointInside → NO", "TabBar hitTest → nil",
            "Transition pointInside → YES", "Wrapper pointInside → YES", "TableView pointInside → YES",
            "TableView hitTest → TableView", "Wrapper hitTest → TableView", "Transition hitTest → TableView",
            "LayoutContainer hitTest → TableView", "window hitTest → TableView",
        ])
        #expect(window.hitTest(Point(x: 160, y: 450), with: nil) === circle)
    }

    @Test func extendingTheTabBarsHitAreaToSubviewsReachesTheButton() {
        tabBar.extendsHitAreaToSubviews = true
        let (hit, steps) = window.tracedHitTest(protruding)
        #expect(hit === circle)
        #expect(steps.map(\.description) == [
            "window pointInside → YES", "LayoutContainer pointInside → YES",
            "Circle pointInside → YES", "TabBar pointInside → YES (inside subview Circle)",
            "Circle pointInside → YES", "Circle hitTest → Circle", "TabBar hitTest → Circle",
            "LayoutContainer hitTest → Circle", "window hitTest → Circle",
        ])
        #expect(window.hitTest(Point(x: 20, y: 420), with: nil) === tableView)
        #expect(window.hitTest(Point(x: 20, y: 450), with: nil)?.id == "Tab1")
    }

    @Test func seedsPointInsideOverrideReachesTheButton() throws {
        let fixed = try HitTestTabBarTests { FixedTabBar(id: "TabBar", frame: $0) }
        (fixed.tabBar as? FixedTabBar)?.circleButton = fixed.circle
        #expect(fixed.window.hitTest(protruding, with: nil) === fixed.circle)
        #expect(fixed.window.hitTest(Point(x: 20, y: 420), with: nil) === fixed.tableView)
    }

    @Test func hiddenSubviewDoesNotExtendTheHitArea() {
        tabBar.extendsHitAreaToSubviews = true
        circle.isHidden = true
        #expect(window.hitTest(protruding, with: nil) === tableView)
    }
}
