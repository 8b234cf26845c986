import Foundation
import Testing
@testable import GestureEngine
import TestSupport
import TouchTime

/// Random trees (seeded, so every run checks the same ~500 trees) against a
/// brute-force reference written with independent matrix math.
@Suite struct HitTestPropertyTests {
    /// A 2-D affine map as a 2×3 matrix, written here independently of `AffineTransform`.
    struct Matrix {
        var m: [[Double]]  // [[a, c, tx], [b, d, ty]]

        static let identity = Matrix(m: [[1, 0, 0], [0, 1, 0]])
        static func translation(_ x: Double, _ y: Double) -> Matrix { Matrix(m: [[1, 0, x], [0, 1, y]]) }

        /// `other ∘ self`: apply self, then other.
        func then(_ other: Matrix) -> Matrix {
            let a = m, b = other.m
            return Matrix(m: (0..<2).map { row in
                [b[row][0] * a[0][0] + b[row][1] * a[1][0],
                 b[row][0] * a[0][1] + b[row][1] * a[1][1],
                 b[row][0] * a[0][2] + b[row][1] * a[1][2] + b[row][2]]
            })
        }

        func apply(_ p: Point) -> Point {
            Point(x: m[0][0] * p.x + m[0][1] * p.y + m[0][2], y: m[1][0] * p.x + m[1][1] * p.y + m[1][2])
        }

        /// Solves `apply(q) == p` for q by Cramer's rule.
        func solve(_ p: Point) -> Point {
            let det = m[0][0] * m[1][1] - m[0][1] * m[1][0]
            let rx = p.x - m[0][2], ry = p.y - m[1][2]
            return Point(x: (rx * m[1][1] - m[0][1] * ry) / det, y: (m[0][0] * ry - rx * m[1][0]) / det)
        }
    }

    /// The map from `view`'s bounds coordinates to the root's, composed by hand.
    static func toRoot(_ view: View) -> Matrix {
        guard let parent = view.superview else { return .identity }
        let t = view.transform
        let linear = Matrix(m: [[t.a, t.c, t.tx], [t.b, t.d, t.ty]])
        let local = Matrix.translation(-(view.bounds.origin.x + view.bounds.size.width / 2),
                                       -(view.bounds.origin.y + view.bounds.size.height / 2))
            .then(linear).then(.translation(view.center.x, view.center.y))
        return local.then(toRoot(parent))
    }

    enum Containment { case inside, outside, ambiguous }

    /// Whether the root point lies in `view`'s bounds; ambiguous within 1e-7 of an edge.
    static func containment(_ view: View, _ point: Point) -> Containment {
        let q = toRoot(view).solve(point), b = view.bounds
        let edges = [q.x - b.minX, q.x - b.maxX, q.y - b.minY, q.y - b.maxY]
        if edges.contains(where: { abs($0) < 1e-7 }) { return .ambiguous }
        return q.x > b.minX && q.x < b.maxX && q.y > b.minY && q.y < b.maxY ? .inside : .outside
    }

    /// The last view in painting (pre-)order that takes touches and lies, with every ancestor, under the point.
    static func reference(_ root: View, _ point: Point) -> (view: View?, ambiguous: Bool) {
        var answer: View?
        var ambiguous = false
        func visit(_ view: View) {
            guard view.isHitTestable else { return }
            switch containment(view, point) {
            case .outside: return
            case .ambiguous: ambiguous = true; return
            case .inside: answer = view
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return (answer, ambiguous)
    }

    static func randomTree(_ rng: inout SplitMix64) throws -> (root: Window, views: [View]) {
        let root = Window(id: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        var views: [View] = [root]
        for index in 1..<Int.random(in: 2...40, using: &rng) {
            let parent = views.randomElement(using: &rng)!
            let size = Size(width: .random(in: 0...250, using: &rng), height: .random(in: 0...250, using: &rng))
            let view = View(id: "v\(index)", frame: Rect(x: .random(in: -50...300, using: &rng), y: .random(in: -50...300, using: &rng),
                                                         width: size.width, height: size.height))
            if Int.random(in: 0..<3, using: &rng) == 0 {
                view.transform = AffineTransform(rotationAngle: .random(in: -3...3, using: &rng))
                    .scaledBy(x: .random(in: 0.5...2, using: &rng) * (Bool.random(using: &rng) ? 1 : -1), y: .random(in: 0.5...2, using: &rng))
            }
            if Int.random(in: 0..<4, using: &rng) == 0 {
                view.bounds.origin = Point(x: .random(in: -100...100, using: &rng), y: .random(in: -100...100, using: &rng))
            }
            view.isHidden = Int.random(in: 0..<12, using: &rng) == 0
            view.isUserInteractionEnabled = Int.random(in: 0..<12, using: &rng) != 0
            view.alpha = [0, 0.005, 0.01, 0.0100001, 0.3, 1, 1, 1].randomElement(using: &rng)!
            try parent.insertSubview(view, at: Int.random(in: 0...parent.subviews.count, using: &rng))
            views.append(view)
        }
        return (root, views)
    }

    @Test func defaultHitTestMatchesBruteForceOverRandomTreesAndPoints() throws {
        var rng = SplitMix64(seed: 0x7E57_C0DE)
        var checked = 0, hitsBelowRoot = 0
        for tree in 0..<500 {
            let (root, _) = try Self.randomTree(&rng)
            for _ in 0..<24 {
                let point = Point(x: .random(in: -50...450, using: &rng), y: .random(in: -50...450, using: &rng))
                let expected = Self.reference(root, point)
                guard !expected.ambiguous else { continue }
                let actual = root.hitTest(point, with: nil)
                #expect(actual === expected.view, "tree \(tree) point \(point): got \(actual?.id ?? "nil"), expected \(expected.view?.id ?? "nil")")
                checked += 1
                if let hit = actual, hit !== root { hitsBelowRoot += 1 }
            }
        }
        #expect(checked > 11_000)
        #expect(hitsBelowRoot > 1_000)
    }

    @Test func tracedAndUntracedHitTestsAgreeWithRandomCustomisations() throws {
        var rng = SplitMix64(seed: 99)
        var redirected = 0
        for tree in 0..<300 {
            let (root, views) = try Self.randomTree(&rng)
            for view in views.dropFirst() {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: view.touchAreaInsets = EdgeInsets(all: .random(in: -30...30, using: &rng))
                case 1: view.passesTouchesThrough = true
                case 2: view.hitTestRedirect = views.randomElement(using: &rng)
                case 3: view.ignoresTouches = true
                case 4: view.extendsHitAreaToSubviews = true
                case 5:
                    view.passesTouchesThroughTransparency = true
                    view.drawing = Drawing([.init(.ellipse(view.bounds), alpha: .random(in: 0...1, using: &rng))])
                default: break
                }
            }
            for _ in 0..<16 {
                let point = Point(x: .random(in: -50...450, using: &rng), y: .random(in: -50...450, using: &rng))
                let untraced = root.hitTest(point, with: nil)
                let (traced, steps) = root.tracedHitTest(point)
                #expect(untraced === traced, "tree \(tree) point \(point)")
                if steps.contains(where: { if case .redirected? = $0.reason { true } else { false } }) { redirected += 1 }
            }
        }
        #expect(redirected > 20)
    }

    @Test func convertingAPointToAnotherViewAndBackReturnsIt() throws {
        var rng = SplitMix64(seed: 42)
        for tree in 0..<500 {
            let (_, views) = try Self.randomTree(&rng)
            for _ in 0..<8 {
                let a = views.randomElement(using: &rng)!, b = views.randomElement(using: &rng)!
                let p = Point(x: .random(in: -300...300, using: &rng), y: .random(in: -300...300, using: &rng))
                let q = a.convert(p, to: b)
                #expect(close(b.convert(q, to: a), p), "tree \(tree): \(a.id) → \(b.id) → \(a.id)")
                #expect(close(b.convert(p, from: a), q), "tree \(tree): from/to disagree")
                let inRoot = Self.toRoot(a).apply(p)
                let scale = max(1, abs(inRoot.x), abs(inRoot.y))
                #expect(close(a.convert(p, to: nil), inRoot, 1e-9 * scale), "tree \(tree): \(a.id) to root")
            }
        }
    }
}
