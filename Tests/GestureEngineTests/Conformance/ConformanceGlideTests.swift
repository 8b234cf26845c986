import Testing
import TouchTime
@testable import GestureEngine

/// When a released drag glides (issue 23, item 3). UI tests that pass against
/// real UIKit assert exact content offsets after scroll paths that end slowly
/// (Google EarlGrey, GREYPathGestureUtils.m and its scroll tests), so a slow
/// release does not decelerate; Apple gives no figure. The rule: the release
/// velocity is the pan's, a least-squares fit over its last 0.1 s
/// (`GestureDefaults.velocityWindow`), and a release slower than 50 pt/s
/// (`ScrollPhysics.minimumReleaseSpeed`, Flutter `kMinFlingVelocity`) does not
/// glide (our decision, docs/gestures.md).
@Suite struct ConformanceGlideTests {
    /// A drag upwards: `fast` points at 1000 pt/s, then `slow` points at `slowSpeed`, 1 pt a report, then lifted.
    @discardableResult
    private func drag(_ f: ListFixture, fast: Int, slow: Int, slowSpeed: Double) throws -> (lifted: Timestamp, offset: Double) {
        let g = try f.harness.startGesture(at: pt(160, 400), time: 0)
        var y = 400.0, t: Timestamp = 0
        for _ in 0..<fast {
            y -= 1
            t += 0.001
            try g.moveTo(pt(160, y), at: t)
        }
        for _ in 0..<slow {
            y -= 1
            t += 1 / slowSpeed
            try g.moveTo(pt(160, y), at: t)
        }
        let offset = f.list.contentOffset.y
        t += 1 / slowSpeed
        try g.up(at: t)
        return (t, offset)
    }

    @Test("EarlGrey scroll tests: a drag that ends at 30 pt/s leaves the content exactly where the finger left it")
    func slowReleaseDoesNotGlide() throws {
        let f = ListFixture()
        let (lifted, offset) = try drag(f, fast: 60, slow: 10, slowSpeed: 30)
        #expect(f.log.entries.suffix(2) == ["willEndDragging", "didEndDragging(false)"])
        try f.harness.pump(to: lifted + 3)
        #expect(f.list.contentOffset.y == offset)
        #expect(!f.list.isDecelerating)
    }

    @Test("ScrollPhysics.minimumReleaseSpeed: a release at 45 pt/s does not glide, one at 80 pt/s glides by Apple's projection")
    func releaseSpeedThreshold() throws {
        let slow = ListFixture(), fast = ListFixture()
        let (liftedSlow, offsetSlow) = try drag(slow, fast: 0, slow: 20, slowSpeed: 45)
        let (liftedFast, _) = try drag(fast, fast: 0, slow: 20, slowSpeed: 80)
        try slow.harness.pump(to: liftedSlow + 3)
        try fast.harness.pump(to: liftedFast + 3)
        #expect(slow.list.contentOffset.y == offsetSlow)
        let release = try #require(fast.log.release)
        #expect(release.velocity.y * 1000 > 50)
        #expect(fast.log.entries.contains("didEndDragging(true)"))
        #expect(fast.list.contentOffset.y == release.target.y)
    }

    @Test("GestureDefaults.velocityWindow: only the last 0.1 s count, so a fast drag that slows down for its last 0.15 s does not glide")
    func velocityWindowIsTheLastTenthOfASecond() throws {
        let f = ListFixture()
        let (lifted, offset) = try drag(f, fast: 100, slow: 6, slowSpeed: 40)
        try f.harness.pump(to: lifted + 3)
        #expect(f.list.contentOffset.y == offset)
    }

    @Test("UIScrollView: a fast drag held still for 0.2 s before the lift does not glide")
    func holdBeforeLiftDoesNotGlide() throws {
        let f = ListFixture()
        let g = try f.harness.startGesture(at: pt(160, 400), time: 0)
        try g.tester.drag([(g, pt(160, 100))], from: 0.01, to: 0.1, steps: 9)
        let offset = f.list.contentOffset.y
        try g.up(at: 0.3)
        try f.harness.pump(to: 3)
        #expect(f.list.contentOffset.y == offset)
        #expect(f.log.entries.last == "didEndDragging(false)")
    }

    @Test("UIScrollView paging: a slow release settles on the nearest page instead of turning one")
    func slowReleaseOnAPagerSettlesOnTheNearestPage() throws {
        let f = ListFixture()
        f.list.isPagingEnabled = true
        // 200 pt up, less than half of the 480 pt page, ending at 30 pt/s.
        try drag(f, fast: 190, slow: 10, slowSpeed: 30)
        try f.harness.pump(to: 5)
        #expect(f.list.contentOffset.y == 0)
    }
}
