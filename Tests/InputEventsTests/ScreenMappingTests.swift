import InputEvents
import Testing

@Suite struct ScreenMappingTests {
    let x = AbsoluteAxisInfo(minimum: 0, maximum: 799)
    let y = AbsoluteAxisInfo(minimum: 0, maximum: 479)

    func map(_ mapping: ScreenMapping, _ px: Int32, _ py: Int32) -> ScreenPoint {
        mapping.absoluteTransform(x: x, y: y).point(x: px, y: py)
    }

    func expectClose(_ point: ScreenPoint, _ ex: Double, _ ey: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(point.x - ex) < 1e-9 && abs(point.y - ey) < 1e-9, "\(point) != (\(ex), \(ey))", sourceLocation: sourceLocation)
    }

    @Test func cornersFollowLibinputsScaleAxisFormula() {
        let mapping = ScreenMapping(screenSize: ScreenSize(width: 1600, height: 960))
        expectClose(map(mapping, 0, 0), 0, 0)
        // (v - min) * size / (max - min + 1): the last device unit lands one step short of the edge.
        expectClose(map(mapping, 799, 479), 799.0 * 1600 / 800, 479.0 * 960 / 480)
        expectClose(map(mapping, 400, 240), 800, 480)
    }

    @Test func matchesLibinputsMeasuredTransformedValue() {
        // notes §2.1: Atmel X=415 → get_x_transformed(width 100) = 51.88, Y=107 → 22.29.
        let point = map(ScreenMapping(screenSize: ScreenSize(width: 100, height: 100)), 415, 107)
        #expect((point.x * 100).rounded() / 100 == 51.88)
        #expect((point.y * 100).rounded() / 100 == 22.29)
    }

    @Test func negativeMinimumIsSubtractedFirst() {
        let axis = AbsoluteAxisInfo(minimum: -100, maximum: 99)
        let transform = ScreenMapping(screenSize: ScreenSize(width: 400, height: 400)).absoluteTransform(x: axis, y: axis)
        expectClose(transform.point(x: -100, y: 0), 0, 200)
    }

    static let lastU: Double = 799.0 / 800
    static let lastV: Double = 479.0 / 480
    /// Where device (0, 0) and (799, 479) land on a 1000×500 screen for each rotation.
    static let rotatedCorners: [(ScreenMapping.Rotation, ScreenPoint, ScreenPoint)] = [
        (.none, ScreenPoint(x: 0, y: 0), ScreenPoint(x: lastU * 1000, y: lastV * 500)),
        (.clockwise90, ScreenPoint(x: 1000, y: 0), ScreenPoint(x: (1 - lastV) * 1000, y: lastU * 500)),
        (.clockwise180, ScreenPoint(x: 1000, y: 500), ScreenPoint(x: (1 - lastU) * 1000, y: (1 - lastV) * 500)),
        (.clockwise270, ScreenPoint(x: 0, y: 500), ScreenPoint(x: lastV * 1000, y: (1 - lastU) * 500)),
    ]

    @Test(arguments: rotatedCorners)
    func rotationsMoveTheDeviceCorners(rotation: ScreenMapping.Rotation, first: ScreenPoint, last: ScreenPoint) {
        let mapping = ScreenMapping(screenSize: ScreenSize(width: 1000, height: 500), rotation: rotation)
        expectClose(map(mapping, 0, 0), first.x, first.y)
        expectClose(map(mapping, 799, 479), last.x, last.y)
    }

    @Test func libinputsDocumentedRotationMatricesEqualTheRotations() throws {
        let screen = ScreenSize(width: 1000, height: 500)
        for (text, rotation) in [("0 -1 1 1 0 0", ScreenMapping.Rotation.clockwise90),
                                 ("-1 0 1 0 -1 1", .clockwise180), ("0 1 0 -1 0 1", .clockwise270)] {
            let matrix = try #require(CalibrationMatrix(libinputProperty: text))
            let calibrated = ScreenMapping(screenSize: screen, calibration: matrix)
            let rotated = ScreenMapping(screenSize: screen, rotation: rotation)
            for (px, py) in [(0, 0), (415, 107), (799, 479)] as [(Int32, Int32)] {
                let a = map(calibrated, px, py), b = map(rotated, px, py)
                expectClose(a, b.x, b.y)
            }
        }
    }

    @Test func calibrationAppliesBeforeRotation() {
        // Calibration halves u; the rotation then sends v to x and u to y.
        let calibration = CalibrationMatrix(a: 0.5, b: 0, c: 0, d: 0, e: 1, f: 0)
        let mapping = ScreenMapping(screenSize: ScreenSize(width: 1000, height: 500), rotation: .clockwise90, calibration: calibration)
        let u = 400.0 / 800, v = 120.0 / 480
        expectClose(map(mapping, 400, 120), (1 - v) * 1000, 0.5 * u * 500)
    }

    @Test func calibrationTranslationIsInDeviceWidths() {
        let shift = CalibrationMatrix(a: 1, b: 0, c: 0.25, d: 0, e: 1, f: -0.5)
        let mapping = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480), calibration: shift)
        expectClose(map(mapping, 0, 0), 200, -240)
    }

    @Test func targetRectangleConfinesTheDevice() {
        let mapping = ScreenMapping(
            screenSize: ScreenSize(width: 1920, height: 1080),
            targetRectangle: ScreenRectangle(x: 100, y: 50, width: 400, height: 240))
        expectClose(map(mapping, 0, 0), 100, 50)
        expectClose(map(mapping, 799, 479), 100 + 799.0 * 400 / 800, 50 + 479.0 * 240 / 480)
    }

    @Test func millimetresUseTheResolutionAndAreNilWithout() {
        let withResolution = AbsoluteAxisInfo(minimum: 100, maximum: 2099, resolution: 20)
        let mapping = ScreenMapping(screenSize: ScreenSize(width: 100, height: 100))
        let millimetres = mapping.absoluteTransform(x: withResolution, y: withResolution).millimetres(x: 930, y: 100)
        #expect(millimetres?.x == 41.5)
        #expect(millimetres?.y == 0)
        #expect(mapping.absoluteTransform(x: x, y: y).millimetres(x: 415, y: 107) == nil)
    }

    @Test func pointerStartsAtTheCentreOrTheConfiguredPointClamped() {
        let screen = ScreenSize(width: 800, height: 480)
        #expect(ScreenMapping(screenSize: screen).initialPointerPosition == ScreenPoint(x: 400, y: 240))
        #expect(ScreenMapping(screenSize: screen, pointerStart: ScreenPoint(x: 10, y: 20)).initialPointerPosition == ScreenPoint(x: 10, y: 20))
        #expect(ScreenMapping(screenSize: screen, pointerStart: ScreenPoint(x: 900, y: -5)).initialPointerPosition == ScreenPoint(x: 799, y: 0))
    }

    @Test func calibrationMatrixParsingRejectsAnythingButSixNumbers() {
        #expect(CalibrationMatrix(libinputProperty: "1 0 0 0 1 0") == .identity)
        #expect(CalibrationMatrix(libinputProperty: "1 0 0 0 1") == nil)
        #expect(CalibrationMatrix(libinputProperty: "1 0 0 0 1 x") == nil)
        #expect(CalibrationMatrix(libinputProperty: "1 0 0 0 1 0 0") == nil)
        #expect(CalibrationMatrix([1, 0, 0, 0, 1, .nan]) == nil)
        #expect(CalibrationMatrix(libinputProperty: "0 -1 1 1 0 0")?.description == "0.0 -1.0 1.0 1.0 0.0 0.0")
    }

    @Test func matrixProductAppliesTheRightOperandFirst() {
        let scale = CalibrationMatrix(a: 2, b: 0, c: 0, d: 0, e: 2, f: 0)
        let shift = CalibrationMatrix(a: 1, b: 0, c: 1, d: 0, e: 1, f: 0)
        let shiftThenScale = (scale * shift).apply(u: 1, v: 1)
        #expect(shiftThenScale.u == 4 && shiftThenScale.v == 2)
    }
}
