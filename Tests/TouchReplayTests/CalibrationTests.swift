import Foundation
import InputEvents
import Testing
import TouchReplayTools

/// `touchreplay calibrate`'s fit: least squares over five inset targets,
/// xinput_calibrator's 15-pixel misclick check, and the bad sessions (fewer
/// than three usable targets, touches on one line), from touches given in
/// code and from recorded sessions written by `synth`.
@Suite struct CalibrationTests {
    /// A panel's error: where a touch on the screen's normalised point lands on the device, normalised.
    static let panelError = CalibrationMatrix(a: 0.96, b: 0.03, c: 0.02, d: -0.02, e: 1.04, f: -0.03)
    static let targets = CalibrationTargets(screenSize: ScreenSize(width: 800, height: 480))

    /// Where a touch on each target lands on the device through `error`, in screen points of an
    /// uncalibrated mapping; `misses` moves the touches of some targets by a number of points.
    static func landings(_ error: CalibrationMatrix = panelError, misses: [Int: (Double, Double)] = [:]) -> [ScreenPoint] {
        targets.points.enumerated().map { index, target in
            let miss = misses[index] ?? (0, 0)
            let (u, v) = error.apply(u: (target.x + miss.0) / 800, v: (target.y + miss.1) / 480)
            return ScreenPoint(x: u * 800, y: v * 480)
        }
    }

    static func touches(_ points: [ScreenPoint]) -> [CalibrationFit.Touch] {
        points.enumerated().map { CalibrationFit.Touch(target: $0, u: $1.x / 800, v: $1.y / 480) }
    }

    @Test func theTargetsAreAnEighthInFromTheCornersAsXinputCalibratorPlacesItsFourAndOneOffTheDiagonals() {
        #expect(Self.targets.points == [ScreenPoint(x: 100, y: 60), ScreenPoint(x: 700, y: 60), ScreenPoint(x: 700, y: 420),
                                        ScreenPoint(x: 100, y: 420), ScreenPoint(x: 400, y: 180)])
    }

    @Test func theFitUndoesAKnownAffineErrorToWithinAHalfPercentOfEachAxis() throws {
        let fit = try CalibrationFit(targets: Self.targets, touches: Self.touches(Self.landings()))
        #expect(fit.used == [0, 1, 2, 3, 4] && fit.misclicks.isEmpty)
        #expect(fit.worstResidualFraction.x <= 0.005 && fit.worstResidualFraction.y <= 0.005)
        let product = fit.matrix * Self.panelError
        for (value, expected) in zip(product.values, CalibrationMatrix.identity.values) { #expect(abs(value - expected) < 1e-9) }
    }

    @Test func aTargetMissedByTwentyPixelsIsLeftOutAndNamedAndTheRestStillFit() throws {
        let fit = try CalibrationFit(targets: Self.targets, touches: Self.touches(Self.landings(misses: [2: (16, -12)])))
        #expect(fit.misclicks.map(\.target) == [2])
        #expect(abs(fit.misclicks[0].miss - 20) < 0.5, "the fit of the others predicts it 20 px off: \(fit.misclicks)")
        #expect(fit.used == [0, 1, 3, 4])
        #expect(fit.worstResidualFraction.x <= 0.005 && fit.worstResidualFraction.y <= 0.005)
        let report = CalibrationReport(fit: fit, deviceName: "Panel")
        #expect(report.lines.contains("left out: target 3 (bottom-right) missed by 20 px (misclick: more than 15 px)"), "\(report.lines)")
    }

    @Test func aMissOfTenPixelsIsNoMisclick() throws {
        let fit = try CalibrationFit(targets: Self.targets, touches: Self.touches(Self.landings(misses: [1: (6, 8)])))
        #expect(fit.misclicks.isEmpty && fit.used.count == 5)
    }

    @Test func fewerThanThreeUsableTargetsIsOneLine() {
        let touches = Array(Self.touches(Self.landings()).prefix(2))
        let error = #expect(throws: CalibrationError.self) { try CalibrationFit(targets: Self.targets, touches: touches) }
        #expect(error?.description == "calibration needs at least three usable targets, got 2")
    }

    @Test func touchesOnOneLineMakeASingularFitAndSaySo() {
        let touches = (0..<5).map { CalibrationFit.Touch(target: $0, u: 0.1 + 0.2 * Double($0), v: 0.5) }
        let error = #expect(throws: CalibrationError.self) { try CalibrationFit(targets: Self.targets, touches: touches) }
        #expect(error?.description == "the touches of targets 1, 2, 3, 4, 5 lie on one line: the calibration fit is singular (touch each target where it is shown)")
    }

    @Test func theReportPrintsTheUdevRuleAndTheScenesLine() throws {
        let fit = try CalibrationFit(targets: Self.targets, touches: Self.touches(Self.landings(.identity)))
        let report = CalibrationReport(fit: fit, deviceName: "Atmel \"maXTouch\"")
        #expect(report.udevRule == #"ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="Atmel ?maXTouch?", ENV{LIBINPUT_CALIBRATION_MATRIX}="1 0 0 0 1 0""#)
        #expect(report.sceneLine == #"devices: [{match: "Atmel \"maXTouch\"", calibration: [1, 0, 0, 0, 1, 0]}]"#)
    }

    /// A recorded calibration session: `synth` taps at `points` on the virtual touchscreen (800×480).
    static func recordedSession(_ points: [ScreenPoint], in folder: String) throws -> String {
        let taps = points.map { "  - tap: {at: [\($0.x), \($0.y)], duration: 0.08}\n" }.joined()
        return try NoiseFilterSceneTests.synthesize(taps, header: "screen: [800, 480]\npause: 0.6", in: folder)
    }

    @Test func calibrateRecordingRecoversTheErrorWrittenIntoASynthRecording() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = try Self.recordedSession(Self.landings(), in: folder)
        let run = try ReplayFiles.run(["calibrate", "--recording", recording, "--size", "800x480"])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let matrixLine = try #require(lines.first { $0.hasPrefix("matrix: ") })
        let matrix = try #require(CalibrationMatrix(libinputProperty: String(matrixLine.dropFirst(8))))
        // Each target through the device's error and the printed matrix comes back within 0.5 % of each axis.
        for target in Self.targets.points {
            let landed = Self.panelError.apply(u: target.x / 800, v: target.y / 480)
            let back = matrix.apply(u: landed.u, v: landed.v)
            #expect(abs(back.u * 800 - target.x) <= 4 && abs(back.v * 480 - target.y) <= 2.4, "\(target) → \(back)")
        }
        #expect(lines.contains { $0.hasPrefix(#"ACTION=="add|change", KERNEL=="event*", ATTRS{name}=="TouchReplay Virtual maXTouch Screen", ENV{LIBINPUT_CALIBRATION_MATRIX}=""#) })
        #expect(lines.contains { $0.hasPrefix(#"devices: [{match: "TouchReplay Virtual maXTouch Screen", calibration: ["#) })
    }

    @Test func calibrateRecordingRejectsATwentyPixelMisclickAndNamesIt() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = try Self.recordedSession(Self.landings(misses: [0: (-20, 0)]), in: folder)
        let run = try ReplayFiles.run(["calibrate", "--recording", recording, "--size", "800x480"])
        #expect(run.status == 0, "\(run.standardError)")
        // 20 px, give or take the device's units (4096 across 800 points).
        let leftOut = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("left out: ") }
        #expect(leftOut.count == 1 && leftOut[0].hasPrefix("left out: target 1 (top-left) missed by 20")
                && leftOut[0].hasSuffix(" px (misclick: more than 15 px)"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("4 of 5 targets used"))
    }

    @Test func aRecordedSessionWithTwoTouchesOrTouchesOnALineIsOneLine() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let two = try Self.recordedSession(Array(Self.landings().prefix(2)), in: folder)
        let short = try ReplayFiles.run(["calibrate", "--recording", two, "--size", "800x480"])
        #expect(short.status == 1 && short.standardError == "touchreplay: calibration needs at least three usable targets, got 2\n", "\(short.standardError)")
        let line = try Self.recordedSession((0..<5).map { ScreenPoint(x: 100 + 150 * Double($0), y: 240) }, in: folder)
        let singular = try ReplayFiles.run(["calibrate", "--recording", line, "--size", "800x480"])
        #expect(singular.status == 1 && singular.standardError.hasPrefix("touchreplay: the touches of targets 1, 2, 3, 4, 5 lie on one line"),
                "\(singular.standardError)")
        #expect(singular.standardError.split(separator: "\n").count == 1)
    }

    @Test func calibrateNeedsADeviceOrARecordingAndNotBoth() throws {
        let neither = try ReplayFiles.run(["calibrate"])
        #expect(neither.status == 64 && neither.standardError == "touchreplay: give a DEVICE or --recording FILE\n", "\(neither.standardError)")
        let grab = try ReplayFiles.run(["calibrate", "--recording", "session.evemu", "--grab"])
        #expect(grab.status == 64 && grab.standardError == "touchreplay: --grab goes with a DEVICE\n", "\(grab.standardError)")
        let missing = try ReplayFiles.run(["calibrate", "--recording", "/nonexistent/session.evemu"])
        #expect(missing.status == 1 && missing.standardError.split(separator: "\n").count == 1, "\(missing.standardError)")
    }
}
