import InputEvents

/// Turns a calibration session's decoded contact frames into one touch per
/// target: the i-th contact that lifts is the touch of target i, at the mean
/// of its reports (a finger settling on a target jitters; the mean holds still).
///
/// Decode the device with ``mapping`` (no calibration, a 1×1 screen), so that
/// positions come out normalised as libinput's calibration matrix takes them.
/// Cancelled contacts (a lost report, an unplug) count for no target.
public struct CalibrationSession: Sendable {
    /// The targets asked for, in order.
    public let targets: CalibrationTargets
    /// The touches so far, one per target in order.
    public private(set) var touches: [CalibrationFit.Touch] = []
    /// Contacts that lifted after every target had its touch.
    public private(set) var extraTouches = 0
    /// Sums of the positions of the contacts down, by contact id.
    private var down: [(id: Int, u: Double, v: Double, reports: Int)] = []

    /// The mapping to decode a calibration session with: positions come out as
    /// the device's normalised `(x - min) / (max - min + 1)`, without calibration.
    public static let mapping = ScreenMapping(screenSize: ScreenSize(width: 1, height: 1))

    /// A session asking for `targets`.
    public init(targets: CalibrationTargets) {
        self.targets = targets
    }

    /// The index of the target waiting for its touch, nil once every target has one.
    public var nextTarget: Int? { touches.count < targets.points.count ? touches.count : nil }

    /// Takes one decoded frame; answers the index of a target whose touch it completed, if any.
    @discardableResult
    public mutating func feed(_ frame: ContactFrame) -> Int? {
        var completed: Int?
        for contact in frame.contacts {
            let index = down.firstIndex { $0.id == contact.id } ?? {
                down.append((contact.id, 0, 0, 0))
                return down.count - 1
            }()
            switch contact.phase {
            case .began, .moved:
                down[index].u += contact.x
                down[index].v += contact.y
                down[index].reports += 1
            case .ended:
                let sums = down.remove(at: index)
                guard let target = nextTarget else {
                    extraTouches += 1
                    continue
                }
                let n = Double(max(sums.reports, 1))
                touches.append(CalibrationFit.Touch(target: target, u: sums.u / n, v: sums.v / n))
                completed = target
            case .cancelled:
                down.remove(at: index)
            }
        }
        return completed
    }

    /// The fit of the touches so far.
    ///
    /// - Throws: ``CalibrationError``.
    public func fit() throws(CalibrationError) -> CalibrationFit {
        try CalibrationFit(targets: targets, touches: touches)
    }
}
