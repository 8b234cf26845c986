import InputEvents

extension ScreenDescription {
    /// The decoder's screen mapping for this screen: rotation, calibration,
    /// target rectangle and pointer settings (whole device range onto the whole screen by default).
    public var mapping: ScreenMapping {
        ScreenMapping(
            screenSize: ScreenSize(width: size.width, height: size.height),
            rotation: ScreenMapping.Rotation(rawValue: rotation) ?? .none,
            calibration: calibration.flatMap(CalibrationMatrix.init) ?? .identity,
            targetRectangle: target.map { ScreenRectangle(x: $0.origin.x, y: $0.origin.y, width: $0.size.width, height: $0.size.height) },
            pointerStart: pointerStart.map { ScreenPoint(x: $0.x, y: $0.y) },
            pointerScale: pointerScale
        )
    }
}
