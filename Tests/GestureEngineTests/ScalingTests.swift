import Foundation
import Testing
@testable import GestureEngine
import TestSupport
import TouchTime

/// Issue 35: cost linear in views and in touches per frame.
///
/// Sibling views that share one frame each covered every cell of the hit-test grid
/// (`SubviewHitIndex`, 64 × 64 cells of 4 bytes: the 17 KB a view that the issue measured);
/// the grid is now coarsened until it holds at most a few entries a view. Touches: a frame of
/// n touches looked each one up among the live touches one by one, inserted each new one
/// after a search from the front, and served each view by a walk over every later touch;
/// each is now a binary search or a walk over the view's own touches.
@Suite struct ScalingTests {
    /// Views sharing a frame, or all of them different: the index holds at most 16 entries a view either way.
    @Test func siblingViewsSharingOneFrameCostAFewIndexEntriesEach() throws {
        for shared in [true, false] {
            let window = Window(frame: Rect(x: 0, y: 0, width: 1_000, height: 1_000))
            let count = 20_000
            for index in 0..<count {
                let frame = shared ? Rect(x: 100, y: 100, width: 500, height: 500)
                    : Rect(x: Double(index % 141) * 7, y: Double(index / 141) * 7, width: 7, height: 7)
                try window.addSubview(View(id: "v\(index)", frame: frame))
            }
            let index = try #require(SubviewHitIndex(window.subviews))
            #expect(index.entryCount <= SubviewHitIndex.maximumEntriesPerSubview * count, "\(shared ? "shared" : "distinct") frames: \(index.entryCount) entries for \(count) views")
            // The frontmost of the views sharing the frame is hit, as the walk over every subview finds.
            let point = Point(x: 300, y: 300)
            #expect(window.hitTest(point, with: nil) === window.tracedHitTest(point).view)
        }
    }

    /// The index over shared frames gives the walk's answer at points in and out of the frame, with a few distinct views among them.
    @Test func sharedFramesAnswerAsTheWalkOverEverySubviewDoes() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        for index in 0..<500 {
            let frame = index % 50 == 7 ? Rect(x: Double(index % 300), y: 20, width: 30, height: 30) : Rect(x: 50, y: 50, width: 200, height: 150)
            let view = View(id: "v\(index)", frame: frame)
            view.isHidden = index == 499
            try window.addSubview(view)
        }
        var random = SplitMix64(seed: 35)
        for _ in 0..<400 {
            let point = Point(x: Double(random.next() % 4_400) / 10 - 20, y: Double(random.next() % 3_400) / 10 - 20)
            #expect(window.hitTest(point, with: nil) === window.tracedHitTest(point).view, "at \(point)")
        }
    }

    /// A frame of `count` touches beginning on `views` views, then one moving them all, then one lifting them;
    /// the shortest of three runs' CPU time on this thread (other tests run beside it), in seconds.
    static func cost(touches count: Int, views: Int) throws -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let window = Window(frame: Rect(x: 0, y: 0, width: 1_000, height: 1_000))
            let side = 1_000 / Double(views)
            for index in 0..<views {
                let view = View(id: "v\(index)", frame: Rect(x: Double(index) * side, y: 0, width: side, height: 1_000))
                view.isMultipleTouchEnabled = true
                view.addGestureRecognizer(PanGestureRecognizer(id: "pan\(index)"))
                try window.addSubview(view)
            }
            // Ids in a shuffled order, so that no insertion is at the end by luck.
            var random = SplitMix64(seed: UInt64(count))
            var ids = Array(1...count)
            for index in ids.indices.reversed() where index > 0 { ids.swapAt(index, Int(random.next() % UInt64(index + 1))) }
            let points = ids.map { Point(x: Double($0 % 997) + 0.5, y: Double($0 % 991) + 0.5) }
            let start = Self.threadTime()
            window.send(TouchFrame(time: 1, samples: zip(ids, points).map { TouchSample(id: $0, phase: .began, location: $1) }))
            window.send(TouchFrame(time: 1.01, samples: zip(ids, points).map {
                TouchSample(id: $0, phase: .moved, location: Point(x: $1.x + 1, y: $1.y))
            }))
            window.send(TouchFrame(time: 1.02, samples: zip(ids, points).map {
                TouchSample(id: $0, phase: .ended, location: Point(x: $1.x + 1, y: $1.y))
            }))
            best = min(best, Self.threadTime() - start)
            #expect(window.activeTouches.isEmpty)
        }
        return best
    }

    /// This thread's CPU time in seconds.
    static func threadTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Eight times the touches in one frame cost about eight times as much (the CPU time of the same
    /// code at two sizes, so the machine's load is in both): under 20 times, where a cost that grows
    /// with the square of the touches gives 64. On one view, and spread over 125 views.
    @Test(arguments: [1, 125])
    func touchesInOneFrameCostLinearly(views: Int) throws {
        let small = 1_000, large = 8_000
        let ratio = try Self.cost(touches: large, views: views) / Self.cost(touches: small, views: views)
        #expect(ratio < 20, "\(large) touches cost \(ratio) times \(small)")
    }
}
