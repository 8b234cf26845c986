import Testing
import TouchReplayTesting
import TouchTime
@testable import GestureEngine

/// UIRefreshControl on a scroll view. Sources: Apple's `UIRefreshControl` page
/// ("when the user drags the top of the scrollable content area downward, the
/// scroll view reveals the refresh control … and notifies your app"), its
/// header ("when a user has pulled-to-refresh, the UIRefreshControl fires its
/// UIControlEventValueChanged event"), `beginRefreshing()` ("started
/// programmatically") and `endRefreshing()`; the pull distance and the held
/// height are the engine's decisions (docs/gestures.md).
@Suite struct ConformanceRefreshControlTests {
    /// The list fixture with a refresh control "refresh" whose events are logged.
    private func list() -> (ListFixture, RefreshControl, ControlEventLog) {
        let f = ListFixture()
        let refresh = RefreshControl(id: "refresh")
        f.list.refreshControl = refresh
        return (f, refresh, ControlEventLog(refresh))
    }

    /// A slow pull of the finger from y 100 to y `to`, then held still until 0.6 s and lifted.
    private func pull(_ f: ListFixture, to y: Double, lift: Bool = true) throws -> TestFinger {
        let g = try f.harness.startGesture(at: pt(160, 100), time: 0)
        try g.tester.drag([(g, pt(160, y))], from: 0.02, to: 0.5, steps: 25)
        if lift { try g.up(at: 0.6) }
        return g
    }

    @Test("UIRefreshControl: pulled past the threshold it sends valueChanged while the finger is still down, and is refreshing")
    func pullPastTheThresholdRefreshes() throws {
        let (f, refresh, log) = list()
        let g = try pull(f, to: 460, lift: false)
        #expect(refresh.isRefreshing)
        #expect(log.names == ["valueChanged"])
        #expect(f.list.contentOffset.y <= -GestureDefaults.refreshTriggerDistance)
        try g.up(at: 0.6)
        #expect(log.names == ["valueChanged"])
    }

    @Test("UIRefreshControl: a pull short of the threshold sends nothing and the content springs back to its top")
    func shortPullDoesNothing() throws {
        let (f, refresh, log) = list()
        _ = try pull(f, to: 200)
        try f.harness.pump(to: 3)
        #expect(!refresh.isRefreshing && log.names.isEmpty)
        #expect(f.list.contentOffset.y == 0)
    }

    @Test("UIRefreshControl: while refreshing the content is held open by the control's height (engine decision: 60 pt)")
    func insetIsHeldWhileRefreshing() throws {
        let (f, refresh, log) = list()
        _ = try pull(f, to: 460)
        try f.harness.pump(to: 3)
        #expect(refresh.isRefreshing)
        #expect(f.list.contentInset.top == GestureDefaults.refreshControlHeight)
        #expect(isClose(f.list.contentOffset.y, -60, 0.01))
        withExtendedLifetime(log) {}
    }

    @Test("UIRefreshControl.endRefreshing(): the inset goes and the content scrolls back to its top")
    func endRefreshingScrollsBack() throws {
        let (f, refresh, log) = list()
        _ = try pull(f, to: 460)
        try f.harness.pump(to: 3)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing && f.list.contentInset.top == 0)
        try f.harness.pump(to: 5)
        #expect(isClose(f.list.contentOffset.y, 0, 0.01))
        #expect(f.log.entries.last == "didEndScrollingAnimation")
        #expect(log.names == ["valueChanged"])
    }

    @Test("UIRefreshControl: one refresh per pull; a pull while refreshing does not send valueChanged again")
    func noSecondRefreshWhileRefreshing() throws {
        let (f, _, log) = list()
        _ = try pull(f, to: 460)
        try f.harness.pump(to: 3)
        let g = try f.harness.startGesture(at: pt(160, 100), time: 4)
        try g.tester.drag([(g, pt(160, 460))], from: 4.02, to: 4.5, steps: 25)
        try g.up(at: 4.6)
        #expect(log.names == ["valueChanged"])
    }

    @Test("UIRefreshControl.beginRefreshing(): refreshing from code sends no valueChanged and holds the inset")
    func beginRefreshingSendsNothing() {
        let (f, refresh, log) = list()
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && log.names.isEmpty)
        #expect(f.list.contentInset.top == 60)
        refresh.endRefreshing()
        #expect(f.list.contentInset.top == 0)
    }

    @Test("UIScrollView.refreshControl: the control sits above the content, across the width, and a drag on it scrolls")
    func controlSitsAboveTheContent() throws {
        let (f, refresh, log) = list()
        #expect(refresh.superview === f.list && f.list.subviews.first === refresh)
        #expect(refresh.frame == Rect(x: 0, y: -60, width: 320, height: 60))
        refresh.beginRefreshing()
        f.list.setContentOffset(pt(0, -60), animated: false)
        let g = try f.harness.startGesture(at: pt(160, 30), time: 0)
        try g.tester.drag([(g, pt(160, 10))], from: 0.02, to: 0.1, steps: 5)
        #expect(f.harness.recorder.states(of: "L.pan").first == .began)
        try g.up(at: 0.12)
        withExtendedLifetime(log) {}
    }
}
