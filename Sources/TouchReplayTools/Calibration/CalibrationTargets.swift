import InputEvents

/// Where `touchreplay calibrate` asks for touches: five targets inset from
/// the screen's edges, in the order they are shown.
///
/// The four corner targets sit an eighth of the screen in from each edge, as
/// xinput_calibrator places its four (its `num_blocks` of 8), far enough in
/// to be touched accurately and far enough apart for a good fit (ChromeOS's
/// touch calibrator asks for four). The fifth lies halfway across and three
/// eighths down, not at the centre: the centre is on both diagonals, and with
/// three targets on a line a misclick on one corner and on the opposite corner
/// look alike to the fit. Five targets fit an affine matrix (six unknowns, two
/// equations per target) by least squares with room to find a misclick.
public struct CalibrationTargets: Hashable, Sendable {
    /// The screen the targets are on, in points (pixels of the display being calibrated).
    public var screenSize: ScreenSize
    /// The targets in order: top-left, top-right, bottom-right, bottom-left, upper middle.
    public var points: [ScreenPoint]

    /// The fraction of the screen's width and height between an edge and a corner target.
    public static let inset = 1.0 / 8

    /// The five targets on a screen of `screenSize`.
    public init(screenSize: ScreenSize) {
        self.screenSize = screenSize
        let (w, h) = (screenSize.width, screenSize.height)
        let (left, right) = (w * Self.inset, w * (1 - Self.inset))
        let (top, bottom) = (h * Self.inset, h * (1 - Self.inset))
        points = [
            ScreenPoint(x: left, y: top), ScreenPoint(x: right, y: top), ScreenPoint(x: right, y: bottom),
            ScreenPoint(x: left, y: bottom), ScreenPoint(x: w / 2, y: h * 3 / 8),
        ]
    }

    /// Words for target `index` in prompts: "top-left", …, "upper middle".
    public static func placeName(_ index: Int) -> String {
        ["top-left", "top-right", "bottom-right", "bottom-left", "upper middle"][index]
    }
}
