import TouchReplay
import TouchTime

/// The bounds a synth script's numbers must keep, so that every recording synth writes is
/// one the readers take back and is made in time and memory that follow its size.
///
/// docs/synth.md lists them beside the readers' own limits.
public enum SynthLimits {
    /// The latest time, in seconds, of anything in a script (a start, a wait, the end of a
    /// gesture): the readers take at most ten digits of seconds (`Timestamp.maximumSecondsDigits`),
    /// and this keeps a margin of nine times that for the last report.
    public static let maximumSeconds = 1_000_000_000.0
    /// The most reports one movement (a drag, swipe, pinch or rotation) may span,
    /// `duration × rate`: a movement reports in each of them, so this bounds its output
    /// (about 100 MB of evemu text at most).
    public static let maximumMovingReports = 1_000_000.0
    /// The largest angle, in degrees either way (100 turns): a rotation is cut into segments of
    /// at most 5°, so this bounds the segments of one rotation to 40,000.
    public static let maximumDegrees = 36_000.0
    /// The largest screen side, distance or spacing, in points.
    public static let maximumPoints = 1_000_000.0
}
