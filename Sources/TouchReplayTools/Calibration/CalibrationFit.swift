import InputEvents

/// The calibration matrix fitted to where touches landed: libinput's
/// `LIBINPUT_CALIBRATION_MATRIX`, the affine map from the device's normalised
/// position (`(x - min) / (max - min + 1)`, without any calibration) to the
/// normalised screen position, fitted by least squares.
///
/// Misclicks are found with xinput_calibrator's 15-pixel threshold, though not
/// by its check (which compares the corners' device positions with each other,
/// so it allows no rotation or shear): the touch whose leaving out lets the
/// others fit best is the suspect, and if a fit of the others predicts its
/// target more than ``misclickThreshold`` off, it is left out; the check runs
/// again on the rest, down to three targets.
public struct CalibrationFit: Hashable, Sendable {
    /// xinput_calibrator's misclick threshold, in pixels (screen points).
    public static let misclickThreshold = 15.0

    /// One target and where its touch landed.
    public struct Touch: Hashable, Sendable {
        /// The target's index in ``CalibrationTargets/points``.
        public var target: Int
        /// The touch's normalised device position across x (0 ..< 1).
        public var u: Double
        /// The touch's normalised device position across y (0 ..< 1).
        public var v: Double

        /// A touch from its parts.
        public init(target: Int, u: Double, v: Double) {
            self.target = target
            self.u = u
            self.v = v
        }
    }

    /// A target left out as a misclick.
    public struct Misclick: Hashable, Sendable {
        /// The target's index in ``CalibrationTargets/points``.
        public var target: Int
        /// How far the fit of the other targets puts its touch from it, in points.
        public var miss: Double
    }

    /// The targets the fit is for.
    public let targets: CalibrationTargets
    /// The fitted matrix.
    public let matrix: CalibrationMatrix
    /// The targets used, by index.
    public let used: [Int]
    /// The targets left out as misclicks, in the order they were found.
    public let misclicks: [Misclick]
    /// For each used target, where the matrix puts its touch minus the target, in points.
    public let residuals: [ScreenPoint]

    /// Fits the matrix for `touches` of `targets`.
    ///
    /// - Throws: ``CalibrationError/tooFewTargets(usable:rejected:)`` with fewer than
    ///   three targets left, ``CalibrationError/collinear(targets:)`` when they lie on one line.
    public init(targets: CalibrationTargets, touches: [Touch]) throws(CalibrationError) {
        self.targets = targets
        var usable = touches
        var misclicks: [Misclick] = []
        while true {
            guard usable.count >= 3 else {
                throw .tooFewTargets(usable: usable.count, rejected: misclicks.map { Self.describe($0) })
            }
            guard !Self.isCollinear(usable) else { throw .collinear(targets: usable.map(\.target)) }
            guard usable.count > 3, let worst = Self.worstPrediction(usable, targets: targets),
                  worst.miss > Self.misclickThreshold else { break }
            misclicks.append(Misclick(target: usable[worst.index].target, miss: worst.miss))
            usable.remove(at: worst.index)
        }
        let matrix = Self.solve(usable, targets: targets)
        self.matrix = matrix
        self.misclicks = misclicks
        used = usable.map(\.target)
        residuals = usable.map { Self.miss(of: $0, with: matrix, targets: targets) }
    }

    /// The largest residual along x as a fraction of the screen's width, and along y of its height.
    public var worstResidualFraction: (x: Double, y: Double) {
        ((residuals.map { abs($0.x) }.max() ?? 0) / targets.screenSize.width,
         (residuals.map { abs($0.y) }.max() ?? 0) / targets.screenSize.height)
    }

    /// "target 3 (bottom-right) missed by 20.4 px".
    static func describe(_ misclick: Misclick) -> String {
        "target \(misclick.target + 1) (\(CalibrationTargets.placeName(misclick.target))) missed by \(format(misclick.miss)) px"
    }

    /// The touch most likely a misclick, and how far a fit of the others predicts
    /// its target off (nil when no such fit exists): the one whose leaving out
    /// lets the others fit best (the fit that keeps a misclick bends to it, so
    /// its residuals show it), on a tie the one predicted worst (with four
    /// touches every fit of three is exact).
    private static func worstPrediction(_ touches: [Touch], targets: CalibrationTargets) -> (index: Int, miss: Double)? {
        var best: (index: Int, residual: Double, miss: Double)?
        for index in touches.indices {
            var others = touches
            others.remove(at: index)
            guard !isCollinear(others) else { continue }
            let matrix = solve(others, targets: targets)
            let residual = others.map { length(miss(of: $0, with: matrix, targets: targets)) }.max() ?? 0
            let predicted = length(miss(of: touches[index], with: matrix, targets: targets))
            if let current = best, residual > current.residual + residualTolerance
                || (abs(residual - current.residual) <= residualTolerance && predicted <= current.miss) { continue }
            best = (index, residual, predicted)
        }
        return best.map { ($0.index, $0.miss) }
    }

    /// Residuals closer than this (points) are equal when choosing the misclick.
    private static let residualTolerance = 0.05

    private static func length(_ point: ScreenPoint) -> Double { (point.x * point.x + point.y * point.y).squareRoot() }

    /// Where `matrix` puts `touch` minus its target, in points.
    private static func miss(of touch: Touch, with matrix: CalibrationMatrix, targets: CalibrationTargets) -> ScreenPoint {
        let mapped = matrix.apply(u: touch.u, v: touch.v)
        let target = targets.points[touch.target]
        return ScreenPoint(x: mapped.u * targets.screenSize.width - target.x, y: mapped.v * targets.screenSize.height - target.y)
    }

    /// Whether the touches lie on one line (or one point): the smaller spread
    /// of their positions' covariance is below a millionth of the larger.
    static func isCollinear(_ touches: [Touch]) -> Bool {
        let n = Double(touches.count)
        let (mu, mv) = (touches.map(\.u).reduce(0, +) / n, touches.map(\.v).reduce(0, +) / n)
        var (suu, svv, suv) = (0.0, 0.0, 0.0)
        for t in touches {
            suu += (t.u - mu) * (t.u - mu)
            svv += (t.v - mv) * (t.v - mv)
            suv += (t.u - mu) * (t.v - mv)
        }
        let trace = suu + svv
        return trace == 0 || suu * svv - suv * suv <= 1e-6 * trace * trace
    }

    /// The least-squares matrix of touches that are not collinear: the normal
    /// equations `AᵀA·[a b c]ᵀ = Aᵀx` (and `… [d e f]ᵀ = Aᵀy`), rows of `A`
    /// `[u v 1]`, targets normalised by the screen's size, solved by Cramer's rule.
    static func solve(_ touches: [Touch], targets: CalibrationTargets) -> CalibrationMatrix {
        var m = [[Double]](repeating: [0, 0, 0], count: 3)
        var bx = [0.0, 0, 0], by = [0.0, 0, 0]
        for touch in touches {
            let row = [touch.u, touch.v, 1]
            let target = targets.points[touch.target]
            let (x, y) = (target.x / targets.screenSize.width, target.y / targets.screenSize.height)
            for i in 0..<3 {
                for j in 0..<3 { m[i][j] += row[i] * row[j] }
                bx[i] += row[i] * x
                by[i] += row[i] * y
            }
        }
        let (a, b, c) = cramer(m, bx)
        let (d, e, f) = cramer(m, by)
        return CalibrationMatrix(a: a, b: b, c: c, d: d, e: e, f: f)
    }

    private static func cramer(_ m: [[Double]], _ rhs: [Double]) -> (Double, Double, Double) {
        func determinant(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        func replacing(_ column: Int) -> [[Double]] {
            var copy = m
            for row in 0..<3 { copy[row][column] = rhs[row] }
            return copy
        }
        let det = determinant(m)
        return (determinant(replacing(0)) / det, determinant(replacing(1)) / det, determinant(replacing(2)) / det)
    }

    /// A number with at most one decimal.
    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
