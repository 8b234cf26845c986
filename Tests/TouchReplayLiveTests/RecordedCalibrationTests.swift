import Foundation
import GestureEngine
import InputEvents
import Testing
import TouchReplay

/// A `libinput record` file keeps the device's udev properties; the
/// `LIBINPUT_CALIBRATION_MATRIX` among them is applied when the file is
/// replayed, as libinput applies it to that device (libinput's "Static device
/// configuration via udev": the matrix is the device's default calibration),
/// unless the replay's own mapping (a scene's `calibration`) sets one.
@Suite struct RecordedCalibrationTests {
    static let recording: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("../shared/recordings/atmel-maxtouch.2-fingers-touch-release.libinput.yml")
            .standardizedFileURL.path
    }()

    /// The recording with `LIBINPUT_CALIBRATION_MATRIX=matrix` among its udev properties, in a fresh folder.
    static func calibratedCopy(_ matrix: String) throws -> String {
        let text = try String(contentsOfFile: recording, encoding: .utf8)
        let marked = text.replacingOccurrences(of: "    - ID_INPUT=1\n", with: "    - ID_INPUT=1\n    - LIBINPUT_CALIBRATION_MATRIX=\(matrix)\n")
        #expect(marked != text, "the recording lists udev properties")
        let path = NSTemporaryDirectory() + "calibrated-\(UUID().uuidString).libinput.yml"
        try marked.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Where each touch began, replayed onto an 800 × 480 window with `mapping`.
    static func touchDowns(_ path: String, calibration: CalibrationMatrix = .identity) throws -> [Point] {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        var mapping = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480))
        mapping.calibration = calibration
        var downs: [Point] = []
        _ = try RecordingReplay(recordingPath: path, window: window, mapping: mapping).run(beforeFrame: { frame in
            downs += frame.samples.filter { $0.phase == .began }.map(\.location)
        })
        return downs
    }

    @Test func theRecordedDevicesUdevCalibrationIsAppliedOnReplay() throws {
        let mirrored = try Self.calibratedCopy("-1 0 1 0 1 0")
        defer { try? FileManager.default.removeItem(atPath: mirrored) }
        let plain = try Self.touchDowns(Self.recording), calibrated = try Self.touchDowns(mirrored)
        try #require(plain.count == 2 && calibrated.count == 2)
        for (one, other) in zip(plain, calibrated) {
            #expect(abs(one.x + other.x - 800) < 1 && one.y == other.y, "x mirrored: \(one) \(other)")
        }
    }

    @Test func aCalibrationInTheReplaysMappingOverridesTheRecordings() throws {
        let mirrored = try Self.calibratedCopy("-1 0 1 0 1 0")
        defer { try? FileManager.default.removeItem(atPath: mirrored) }
        let flipped = CalibrationMatrix(a: 1, b: 0, c: 0, d: 0, e: -1, f: 1)
        #expect(try Self.touchDowns(mirrored, calibration: flipped) == Self.touchDowns(Self.recording, calibration: flipped))
    }

    @Test func aMalformedRecordedMatrixIsIgnored() throws {
        let malformed = try Self.calibratedCopy("1 0 nan")
        defer { try? FileManager.default.removeItem(atPath: malformed) }
        #expect(try Self.touchDowns(malformed) == Self.touchDowns(Self.recording))
    }
}
