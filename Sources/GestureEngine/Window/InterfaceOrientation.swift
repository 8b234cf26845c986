/// The orientation of the user interface on the screen (UIKit's `UIInterfaceOrientation`).
///
/// The screen has a fixed coordinate space, portrait-up (`UIScreen.fixedCoordinateSpace`),
/// which the touchscreen maps onto; the window's coordinate space follows the
/// interface's orientation (`UIScreen.coordinateSpace`: "always reflects any
/// interface orientations applied to the device"). In landscape the window is
/// the fixed size turned a quarter, and each touch's fixed location is turned
/// with it: the fixed origin lands at the interface's bottom-left corner in
/// ``landscapeRight``, top-right in ``landscapeLeft`` and bottom-right upside down.
public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
    /// The device upright, the home button (or bottom) below: the fixed space itself.
    case portrait
    /// The device upside down.
    case portraitUpsideDown
    /// The device on its side, the home button on the left (turned clockwise).
    case landscapeLeft
    /// The device on its side, the home button on the right (turned counterclockwise).
    case landscapeRight

    /// Whether the interface is wider than tall on a portrait screen.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The interface's size on a screen whose fixed (portrait-up) size is `fixed`.
    public func interfaceSize(fixed: Size) -> Size {
        isLandscape ? Size(width: fixed.height, height: fixed.width) : fixed
    }

    /// `point` of the fixed space of a screen `fixed` in size, in the interface's coordinates.
    public func interfacePoint(_ point: Point, fixed: Size) -> Point {
        switch self {
        case .portrait: point
        case .portraitUpsideDown: Point(x: fixed.width - point.x, y: fixed.height - point.y)
        case .landscapeLeft: Point(x: fixed.height - point.y, y: point.x)
        case .landscapeRight: Point(x: point.y, y: fixed.width - point.x)
        }
    }

    /// `frame` with each sample's fixed location in the interface's coordinates.
    public func interfaceFrame(_ frame: TouchFrame, fixed: Size) -> TouchFrame {
        guard self != .portrait else { return frame }
        var turned = frame
        for index in turned.samples.indices {
            turned.samples[index].location = interfacePoint(turned.samples[index].location, fixed: fixed)
        }
        for index in turned.coalescedSamples.indices {
            turned.coalescedSamples[index].sample.location = interfacePoint(turned.coalescedSamples[index].sample.location, fixed: fixed)
        }
        for index in turned.predictedSamples.indices {
            turned.predictedSamples[index].sample.location = interfacePoint(turned.predictedSamples[index].sample.location, fixed: fixed)
        }
        return turned
    }
}
