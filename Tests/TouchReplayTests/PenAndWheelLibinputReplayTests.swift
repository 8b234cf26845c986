import Foundation
import GestureEngine
import InputEvents
import Testing
import TouchReplay

/// Pens and wheels as libinput reads them, through a replay to the trace: force from
/// the contact threshold and a worn pen's offset, tilt on an axis without a resolution,
/// and the bad inputs that each give one line while the rest of the recording replays.
@Suite struct PenAndWheelLibinputReplayTests {
    /// The Intuos5 pen of libinput's tests as an evemu description: pressure 0..2047,
    /// distance 0..63, tilt `tilt` (0..127 without a resolution on the real one).
    static func intuos5(tilt: String = "0 127 0 0 0") -> [String] {
        PointerAndPenReplayTests.description(
            name: "Wacom Intuos5 touch M Pen", keys: [0x140, 0x141, 0x14a, 0x14b],
            axes: ["00 0 44704 4 0 200", "01 0 27940 4 0 200", "18 0 2047 0 0 0", "19 0 63 0 0 0", "1a \(tilt)", "1b \(tilt)"])
    }

    /// An evemu description of a mouse with `REL_X`, `REL_Y`, `REL_WHEEL` and `REL_WHEEL_HI_RES`.
    static func highResolutionMouse(name: String) -> [String] {
        PointerAndPenReplayTests.description(name: name, keys: [0x110, 0x111], axes: []).map {
            // Types SYN, KEY and REL; then the relative codes 0, 1, 8 and 11.
            $0 == "B: 00 0b 00 00 00 00 00 00 00" ? "B: 00 07 00 00 00 00 00 00 00\nB: 02 03 09 00 00 00 00 00 00" : $0
        }
    }

    static let scene = "screen: {size: [1000, 1000]}\nroot: {id: root, touches: log}\n"

    static func replay(_ lines: [String], name: String) throws -> (session: EngineSession, path: String) {
        let folder = try ReplayFiles.temporaryFolder()
        let path = try ReplayFiles.write((lines + [""]).joined(separator: "\n"), to: name, in: folder)
        return (try RecordingReplay(recordingPath: path, scene: try Scene.parse(scene, file: "s.yml")).run(), path)
    }

    /// The worn pen (libinput's `tablet_pressure_offset_set`): in range high above
    /// the tablet at 20 % pressure (409), pressed to 26 % (532). libinput's pressure is
    /// (532 - 409) / (2047 - 409) = 0.075, a force of 0.50; from the axis's bottom it was 1.73.
    @Test func aWornPensForceCountsFromItsOffset() throws {
        let lines = Self.intuos5() + [
            "E: 0.000001 0003 0000 4470", "E: 0.000001 0003 0001 2794", "E: 0.000001 0003 0019 0044",
            "E: 0.000001 0003 0018 0409", "E: 0.000001 0001 0140 0001", "E: 0.000001 0000 0000 0000",
            "E: 0.010000 0003 0019 0000", "E: 0.010000 0003 0018 0532", "E: 0.010000 0000 0000 0000",
            "E: 0.020000 0003 0018 0409", "E: 0.020000 0000 0000 0000",
        ]
        let (session, _) = try Self.replay(lines, name: "worn.evemu")
        let touches = ReplayRealRecordingTests.touches(session)
        #expect(touches.map(\.phase) == [.began, .ended])
        let force = try #require(touches.first?.detail.force)
        #expect(abs(force - (532.0 - 409) / (2047 - 409) * 20 / 3) < 1e-9)
        #expect(abs(force - 0.5) < 0.01)
        #expect(session.warnings.isEmpty, "\(session.warnings)")
    }

    /// A pen without an offset: force from libinput's 1 % contact threshold (20 of 0..2047), not from 0.
    @Test func aPensForceCountsFromItsContactThreshold() throws {
        let lines = Self.intuos5() + [
            "E: 0.000001 0003 0000 4470", "E: 0.000001 0003 0001 2794", "E: 0.000001 0001 0140 0001", "E: 0.000001 0000 0000 0000",
            "E: 0.010000 0003 0018 0532", "E: 0.010000 0001 014a 0001", "E: 0.010000 0000 0000 0000",
        ]
        let (session, _) = try Self.replay(lines, name: "pen.evemu")
        let force = try #require(ReplayRealRecordingTests.touches(session).first?.detail.force)
        #expect(abs(force - (532.0 - 20) / (2047 - 20) * 20 / 3) < 1e-9)
    }

    /// Bad input (`tablet_pressure_offset_exceed_threshold`): a pen coming into range at 60 %
    /// pressure. libinput refuses the offset of a faulty pen; the replay says so in one line
    /// and the pen's touches replay.
    @Test func anOffsetAboveHalfTheAxisIsOneLineAndThePenStillReplays() throws {
        let lines = Self.intuos5() + [
            "E: 0.000001 0003 0000 4470", "E: 0.000001 0003 0001 2794", "E: 0.000001 0003 0019 0044",
            "E: 0.000001 0003 0018 1228", "E: 0.000001 0001 0140 0001", "E: 0.000001 0000 0000 0000",
            "E: 0.010000 0003 0018 0000", "E: 0.010000 0000 0000 0000",
            "E: 0.020000 0003 0018 0600", "E: 0.020000 0000 0000 0000",
            "E: 0.030000 0003 0018 0000", "E: 0.030000 0000 0000 0000",
        ]
        let (session, path) = try Self.replay(lines, name: "faulty.evemu")
        #expect(session.warnings == ["\(path): the pen read ABS_PRESSURE 1228 coming into range, more than half the axis: "
            + "refused as its pressure offset, as libinput refuses a faulty pen's"])
        #expect(ReplayRealRecordingTests.touches(session).filter { $0.phase == .began }.count == 2)
    }

    /// libinput's `tilt_x` on the Intuos5 (tilt 0..127, no resolution): the range is mapped
    /// onto ±64°, 10 % of it (12) is about -51°, the middle is upright. The upright
    /// pen read 63, 63 leaned about 42° when the axis's ends stood for ±64° around 0.
    @Test func aTiltAxisWithoutAResolutionSpansPlusMinus64DegreesAroundItsMiddle() throws {
        let intuos = try #require(TiltScale(AbsoluteAxisInfo(minimum: 0, maximum: 127)))
        let degrees = { (value: Int32) in intuos.radians(value) * 180 / Double.pi }
        #expect(degrees(0) == -64 && degrees(127) == 64)
        #expect((-52 ... -50).contains(degrees(12)))
        let upright = ContactAttributeScale.angles(tiltX: intuos.radians(63), tiltY: intuos.radians(64))
        #expect(abs(upright.altitude - Double.pi / 2) < 1.0 * Double.pi / 180)
        // An axis with a resolution centred on 0 (the Cintiq 13HD's -64..63 at 57 units per radian): value / resolution.
        let cintiq = try #require(TiltScale(AbsoluteAxisInfo(minimum: -64, maximum: 63, resolution: 57)))
        #expect(cintiq.radians(16) == 16.0 / 57.0 && cintiq.radians(0) == 0)
        // A resolution on an axis that does not straddle 0 is not used (libinput's adjust_tilt).
        #expect(TiltScale(AbsoluteAxisInfo(minimum: 0, maximum: 127, resolution: 57)) == intuos)
        #expect(TiltScale(AbsoluteAxisInfo(minimum: 5, maximum: 5)) == nil)
    }

    /// The same through a replay: an Intuos5 pen held upright (63, 64) touches with altitude ≈ π/2.
    @Test func anUprightIntuosPenReplaysUpright() throws {
        let lines = Self.intuos5() + [
            "E: 0.000001 0003 0000 4470", "E: 0.000001 0003 0001 2794", "E: 0.000001 0003 001a 0063", "E: 0.000001 0003 001b 0064",
            "E: 0.000001 0001 0140 0001", "E: 0.000001 0000 0000 0000",
            "E: 0.010000 0003 0018 0532", "E: 0.010000 0000 0000 0000",
        ]
        let (session, _) = try Self.replay(lines, name: "upright.evemu")
        let altitude = try #require(ReplayRealRecordingTests.touches(session).first?.detail.angles?.altitude)
        #expect(abs(altitude - Double.pi / 2) < 1.0 * Double.pi / 180)
    }

    /// Bad input: a tilt axis with minimum = maximum. libinput refuses the pen
    /// (`evdev_check_min_max`); we replay its strokes without tilt and say why in one line.
    @Test func aTiltAxisWithoutARangeIsOneLineAndTheStrokesReplayUpright() throws {
        let lines = Self.intuos5(tilt: "7 7 0 0 0") + [
            "E: 0.000001 0003 0000 4470", "E: 0.000001 0003 0001 2794", "E: 0.000001 0003 001a 0007",
            "E: 0.000001 0001 0140 0001", "E: 0.000001 0000 0000 0000",
            "E: 0.010000 0003 0018 0532", "E: 0.010000 0000 0000 0000",
            "E: 0.020000 0003 0018 0000", "E: 0.020000 0000 0000 0000",
        ]
        let (session, path) = try Self.replay(lines, name: "flat-tilt.evemu")
        #expect(session.warnings == ["\(path): ABS_TILT_X has minimum = maximum (7): libinput refuses such a pen; TouchReplay replays it without tilt"])
        let touches = ReplayRealRecordingTests.touches(session)
        #expect(touches.map(\.phase) == [.began, .ended])
        #expect(touches.allSatisfy { $0.detail.type == .pencil && abs(($0.detail.angles?.altitude ?? 0) - Double.pi / 2) < 1e-12 })
    }

    /// Bad input: `REL_WHEEL_HI_RES` 0 turns nothing; one line, and the wheel's other turns replay.
    @Test func aHighResolutionWheelValueOfZeroIsOneLineAndTheOtherTurnsReplay() throws {
        let lines = Self.highResolutionMouse(name: "Hi-res Mouse") + [
            "E: 0.000001 0002 000b 0000", "E: 0.000001 0000 0000 0000",
            "E: 0.010000 0002 000b 0060", "E: 0.010000 0000 0000 0000",
            "E: 0.020000 0002 000b 0000", "E: 0.020000 0002 000b 0120", "E: 0.020000 0002 0008 0001", "E: 0.020000 0000 0000 0000",
        ]
        let (session, path) = try Self.replay(lines, name: "zero-wheel.evemu")
        #expect(session.warnings == ["\(path): 2 high-resolution wheel events had the value 0 (no turn) and were ignored"])
        let turns = session.records.compactMap { if case let .wheel(r) = $0 { r.clicks.y } else { nil } }
        #expect(turns == [-0.5, -1])
    }

    /// libinput's `pointer_scroll_wheel_hires_send_only_lores` through a replay: a mouse that
    /// declares `REL_WHEEL_HI_RES` but sends `REL_WHEEL` alone scrolls, and the replay says why.
    @Test func aMouseThatSendsOnlyClicksScrollsByThemAndSaysWhy() throws {
        let lines = Self.highResolutionMouse(name: "Lo-res Mouse") + [
            "E: 0.000001 0002 0008 0001", "E: 0.000001 0000 0000 0000",
            "E: 0.010000 0002 0008 -002", "E: 0.010000 0000 0000 0000",
        ]
        let (session, path) = try Self.replay(lines, name: "lores.evemu")
        #expect(session.warnings == ["\(path): the device declares high-resolution wheels but sent only REL_WHEEL/REL_HWHEEL: "
            + "its wheels were read from those, as libinput reads them"])
        let turns = session.records.compactMap { if case let .wheel(r) = $0 { r.clicks.y } else { nil } }
        #expect(turns == [-1, 2])
    }
}
