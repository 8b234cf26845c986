import Testing
import TouchReplayTesting
@testable import GestureEngine
import TestSupport
import TouchTime

/// Invariants over ~300 random multi-touch streams against random recognizer
/// sets (seeded, so every run checks the same streams).
@Suite struct RecognizerPropertyTests {
    /// One generated world: a tree with recognizers, built the same way from the same seed.
    struct World {
        let harness: GestureHarness
        let recognizers: [GestureRecognizer]
    }

    static func makeWorld(seed: UInt64) -> World {
        var rng = SplitMix64(seed: seed)
        let h = GestureHarness()
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let left: View = Bool.random(using: &rng)
            ? { let s = ScrollView(id: "left", frame: Rect(x: 0, y: 0, width: 160, height: 480)); s.contentSize = Size(width: 160, height: 1000); return s }()
            : View(id: "left", frame: Rect(x: 0, y: 0, width: 160, height: 480))
        let right = View(id: "right", frame: Rect(x: 160, y: 0, width: 160, height: 480))
        let inner = View(id: "inner", frame: Rect(x: 20, y: 100, width: 100, height: 200))
        try! left.addSubview(inner)
        try! root.addSubview(left)
        try! root.addSubview(right)
        h.add(root)
        var recognizers: [GestureRecognizer] = []
        let delegate = SimultaneousDelegate()
        for view in [root, left, right, inner] {
            for k in 0..<Int.random(in: 0...3, using: &rng) {
                let id = "\(view.id).\(k)"
                let r: GestureRecognizer
                switch Int.random(in: 0..<7, using: &rng) {
                case 0: r = TapGestureRecognizer(id: id + ".tap")
                case 1:
                    let t = TapGestureRecognizer(id: id + ".double")
                    t.numberOfTapsRequired = 2
                    r = t
                case 2: r = LongPressGestureRecognizer(id: id + ".press")
                case 3: r = PanGestureRecognizer(id: id + ".pan")
                case 4: r = PinchGestureRecognizer(id: id + ".pinch")
                case 5: r = RotationGestureRecognizer(id: id + ".rotation")
                default: r = SwipeGestureRecognizer(id: id + ".swipe")
                }
                r.cancelsTouchesInView = Int.random(in: 0..<4, using: &rng) != 0
                r.delaysTouchesBegan = Int.random(in: 0..<4, using: &rng) == 0
                r.delaysTouchesEnded = Int.random(in: 0..<4, using: &rng) != 0
                if Int.random(in: 0..<4, using: &rng) == 0 { r.delegate = delegate }
                view.addGestureRecognizer(r)
                recognizers.append(r)
            }
        }
        if let scroll = left as? ScrollView { recognizers += [scroll.panGestureRecognizer, scroll.pinchGestureRecognizer] }
        for _ in 0..<Int.random(in: 0...2, using: &rng) where recognizers.count >= 2 {
            let a = recognizers.randomElement(using: &rng)!, b = recognizers.randomElement(using: &rng)!
            if a !== b { a.require(toFail: b) }
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) where recognizers.count >= 2 {
            let a = recognizers.randomElement(using: &rng)!, b = recognizers.randomElement(using: &rng)!
            if a !== b { a.recognizesSimultaneously(with: b) }
        }
        return World(harness: h, recognizers: recognizers)
    }

    /// Plays a random stream of up to three fingers, then lifts them and lets every timer run.
    static func play(seed: UInt64, in world: World) throws {
        var rng = SplitMix64(seed: seed ^ 0xA5A5_A5A5)
        let h = world.harness
        var time: Timestamp = 0
        var down: [TestFinger] = []
        for _ in 0..<Int.random(in: 5...60, using: &rng) {
            time += [0.004, 0.016, 0.016, 0.05, 0.12, 0.3, 0.6].randomElement(using: &rng)!
            let roll = Int.random(in: 0..<10, using: &rng)
            if down.isEmpty || (roll < 2 && down.count < 3) {
                down.append(try h.startGesture(at: pt(Double.random(in: 0..<320, using: &rng), Double.random(in: 0..<480, using: &rng)), time: time))
            } else if roll < 7 {
                let moves = down.map { g in
                    (g, pt(g.location.x + Double.random(in: -30...30, using: &rng), g.location.y + Double.random(in: -30...30, using: &rng)))
                }
                try h.move(moves, at: time)
            } else if roll < 9 {
                try down.remove(at: Int.random(in: 0..<down.count, using: &rng)).up(at: time)
            } else if roll == 9 && Bool.random(using: &rng) {
                try down.remove(at: Int.random(in: 0..<down.count, using: &rng)).cancel(at: time)
            } else if roll == 9 && !world.recognizers.isEmpty && Bool.random(using: &rng) {
                // Switch a recognizer off or on between frames.
                try h.pump(to: time)
                world.recognizers.randomElement(using: &rng)!.isEnabled.toggle()
            } else if roll == 9 && Int.random(in: 0..<3, using: &rng) == 0 {
                // Hide or show a view, or take one out and put it back, between frames.
                try h.pump(to: time)
                let root = h.window.subviews[0]
                let target = root.subviews[Int.random(in: 0..<root.subviews.count, using: &rng)]
                if Bool.random(using: &rng) {
                    target.isHidden.toggle()
                } else {
                    target.removeFromSuperview()
                    try! root.insertSubview(target, at: 0)
                }
            } else {
                try h.pump(to: time)
            }
        }
        time += 0.01
        if !down.isEmpty { try h.up(down, at: time) }
        try h.pump(to: time + 2)
    }

    static let seeds: [UInt64] = (0..<300).map { UInt64($0) &* 7919 &+ 17 }

    @Test func everySequenceFollowsTheLegalPathsAndEndsInPossible() throws {
        for seed in Self.seeds {
            let world = Self.makeWorld(seed: seed)
            try Self.play(seed: seed, in: world)
            for r in world.recognizers {
                let states = world.harness.recorder.states(of: r.id)
                var sequence: [GestureRecognizer.State] = []
                for state in states {
                    sequence.append(state)
                    guard state.isFinal else { continue }
                    let legal = sequence == [.failed] || sequence == [.ended]
                        || (sequence.first == .began && sequence.dropFirst().dropLast().allSatisfy { $0 == .changed }
                            && (state == .ended || state == .cancelled) && sequence.count >= 2)
                    #expect(legal, "seed \(seed) \(r.id): \(sequence)")
                    sequence = []
                }
                #expect(sequence.isEmpty, "seed \(seed) \(r.id) left open: \(sequence)")
                #expect(r.state == .possible, "seed \(seed) \(r.id) is \(r.state)")
            }
            #expect(world.harness.window.liveTouches.isEmpty, "seed \(seed)")
            #expect(world.harness.window.arena.waiting.isEmpty, "seed \(seed)")
        }
    }

    @Test func everyTouchAViewSawBeginsOnceAndEndsOrCancelsOnce() throws {
        for seed in Self.seeds {
            let world = Self.makeWorld(seed: seed)
            try Self.play(seed: seed, in: world)
            var began: [Int: Int] = [:], finished: [Int: Int] = [:]
            for line in world.harness.recorder.deliveries {
                let parts = line.split(separator: " ")
                for id in parts[2].split(separator: ",").map({ Int($0)! }) {
                    switch parts[1] {
                    case "began":
                        #expect(finished[id, default: 0] == 0, "seed \(seed): touch \(id) began after it finished")
                        began[id, default: 0] += 1
                    case "moved":
                        #expect(began[id] == 1 && finished[id, default: 0] == 0, "seed \(seed): touch \(id) moved outside its sequence")
                    default:
                        #expect(began[id] == 1, "seed \(seed): touch \(id) finished without began")
                        finished[id, default: 0] += 1
                    }
                }
            }
            for id in began.keys.sorted() {
                #expect(began[id] == 1 && finished[id] == 1, "seed \(seed): touch \(id) began \(began[id] ?? 0)× finished \(finished[id] ?? 0)×")
            }
        }
    }

    @Test func theSameStreamGivesTheSameTrace() throws {
        for seed in Self.seeds.prefix(100) {
            let first = Self.makeWorld(seed: seed)
            try Self.play(seed: seed, in: first)
            let second = Self.makeWorld(seed: seed)
            try Self.play(seed: seed, in: second)
            #expect(first.harness.recorder.lines == second.harness.recorder.lines, "seed \(seed)")
            #expect(!first.harness.recorder.lines.isEmpty)
        }
    }
}
