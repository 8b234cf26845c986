/// Why `touchreplay calibrate` could not compute a matrix; the description is one line.
public enum CalibrationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Fewer than three targets were touched or kept (misclicks left out): an affine fit needs three.
    case tooFewTargets(usable: Int, rejected: [String])
    /// The usable touches lie on one line: the fit is singular.
    case collinear(targets: [Int])
    /// A recorded session has more touches than there are targets.
    case tooManyTouches(file: String, touches: Int, targets: Int)

    public var description: String {
        switch self {
        case let .tooFewTargets(usable, rejected):
            "calibration needs at least three usable targets, got \(usable)"
                + (rejected.isEmpty ? "" : " (left out: \(rejected.joined(separator: "; ")))")
        case let .collinear(targets):
            "the touches of targets \(targets.map { String($0 + 1) }.joined(separator: ", ")) lie on one line: "
                + "the calibration fit is singular (touch each target where it is shown)"
        case let .tooManyTouches(file, touches, targets):
            "\(file): the recorded session has \(touches) touches, more than the \(targets) targets of a calibration"
        }
    }
}
