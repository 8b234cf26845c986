import Testing
@testable import GestureEngine
import TestSupport
import TouchTime

/// Untraced hit-tests among many siblings ask only the siblings whose frame may
/// hold the point (`SubviewHitIndex`); the answer must be the one UIKit's walk
/// gives (Apple, `UIView`, "hitTest(_:with:)": the subviews are asked frontmost
/// first, and "points that lie outside the receiver's bounds are never reported
/// as hits"). The traced hit-test walks every subview, so it is the reference.
@Suite struct HitTestSubviewIndexTests {
    /// A window with `count` overlapping siblings of random frames (some nested views inside them).
    static func makeWindow(_ count: Int, _ random: inout SplitMix64) throws -> (Window, [View]) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        var views: [View] = []
        for index in 0..<count {
            let frame = Rect(x: random.unit() * 380 - 10, y: random.unit() * 280 - 10,
                             width: 5 + random.unit() * 60, height: 5 + random.unit() * 60)
            let view = View(id: "v\(index)", frame: frame)
            try window.addSubview(view)
            if index % 7 == 0 {
                try view.addSubview(View(id: "v\(index)child", frame: Rect(x: 2, y: 2, width: 10, height: 10)))
            }
            views.append(view)
        }
        return (window, views)
    }

    /// The untraced answer (through the index) and the traced one (every subview walked) agree at many points, edges included.
    static func expectAgreement(_ window: Window, _ random: inout SplitMix64, _ label: String) {
        var points: [Point] = (0..<400).map { _ in Point(x: random.unit() * 440 - 20, y: random.unit() * 340 - 20) }
        for view in window.subviews.prefix(20) {
            let f = view.frame
            points += [Point(x: f.minX, y: f.minY), Point(x: f.maxX, y: f.maxY), Point(x: f.midX, y: f.minY),
                       Point(x: f.maxX - 1e-9, y: f.midY), Point(x: f.minX - 1e-9, y: f.midY)]
        }
        for point in points {
            #expect(window.hitTest(point, with: nil) === window.tracedHitTest(point).view, "\(label) at \(point)")
        }
    }

    @Test func manyPlainSiblingsAnswerAsTheWalkOverEverySubviewDoes() throws {
        var random = SplitMix64(seed: 12)
        for count in [16, 40, 300] {
            let (window, _) = try Self.makeWindow(count, &random)
            Self.expectAgreement(window, &random, "\(count) siblings")
        }
    }

    @Test func theAnswerFollowsChangesToTheSiblings() throws {
        var random = SplitMix64(seed: 34)
        let (window, views) = try Self.makeWindow(60, &random)
        Self.expectAgreement(window, &random, "built")
        views[5].center = Point(x: 200, y: 150)
        Self.expectAgreement(window, &random, "moved")
        views[6].bounds.size = Size(width: 300, height: 200)
        Self.expectAgreement(window, &random, "resized")
        try window.addSubview(View(id: "late", frame: Rect(x: 100, y: 100, width: 50, height: 50)))
        Self.expectAgreement(window, &random, "added")
        window.bringSubviewToFront(views[0])
        window.sendSubviewToBack(views[59])
        Self.expectAgreement(window, &random, "reordered")
        views[7].removeFromSuperview()
        Self.expectAgreement(window, &random, "removed")
        views[8].touchAreaInsets = EdgeInsets(all: -40)
        Self.expectAgreement(window, &random, "touch area")
        views[8].touchAreaInsets = .zero
        views[9].isHidden = true
        views[10].transform = AffineTransform(rotationAngle: 0.7)
        Self.expectAgreement(window, &random, "hidden and rotated")
    }

    @Test func aPointOutsideEverySiblingOrNotANumberHitsTheParent() throws {
        var random = SplitMix64(seed: 56)
        let (window, _) = try Self.makeWindow(30, &random)
        #expect(window.hitTest(Point(x: 399.5, y: 299.5), with: nil) === window.tracedHitTest(Point(x: 399.5, y: 299.5)).view)
        #expect(window.hitTest(Point(x: .nan, y: 10), with: nil) == nil)
    }
}

private extension SplitMix64 {
    /// A number in 0..<1 from the top 53 bits.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
