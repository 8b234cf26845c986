import Foundation
import GestureEngine
import InputEvents
import Testing
import TouchReplay

/// Pointer buttons, pens and touch size from the real recordings, through
/// replays to the trace; and the attribute scale's units and bad axes.
@Suite struct PointerAndPenReplayTests {
    static func replay(_ recording: String, description: String? = nil, scene: String) throws -> EngineSession {
        let scene = try Scene.load(contentsOf: ReplayFiles.realScene(scene))
        return try RecordingReplay(recordingPath: ReplayFiles.shared(recording), descriptionPath: description.map(ReplayFiles.shared),
                                   scene: scene).run()
    }

    static func gestures(_ session: EngineSession, _ id: String) -> [String] {
        session.records.compactMap { if case let .gesture(r) = $0, r.gesture == id { r.state } else { nil } }
    }

    /// An evemu 1.3 description of a direct pen with `BTN_TOOL_PEN`, `BTN_TOUCH` and the given `A:` axes.
    static func penDescription(name: String, axes: [String]) -> [String] {
        description(name: name, keys: [0x140, 0x14a], axes: axes)
    }

    /// An evemu description of a direct device with `keys` and `axes` ("code min max fuzz flat resolution", code in hex).
    static func description(name: String, keys: [Int], axes: [String]) -> [String] {
        func bitmap(_ type: String, _ bits: [Int], bytes: Int) -> [String] {
            var values = [UInt8](repeating: 0, count: bytes)
            for bit in bits { values[bit / 8] |= UInt8(1 << (bit % 8)) }
            return stride(from: 0, to: bytes, by: 8).map { start in
                "B: \(type) " + values[start..<start + 8].map { String(format: "%02x", $0) }.joined(separator: " ")
            }
        }
        let codes = axes.compactMap { Int($0.prefix(2), radix: 16) }
        return ["# EVEMU 1.3", "N: \(name)", "I: 0003 056a 0333 0110", "P: 02 00 00 00 00 00 00 00"]
            + bitmap("00", [0, 1, 3], bytes: 8) + bitmap("01", keys, bytes: 96) + bitmap("03", codes, bytes: 8)
            + axes.map { "A: " + $0 }
    }

    @Test func theSaitekRightClickIsIgnoredByTheTapAndTakenByTheSecondaryButtonTap() throws {
        let session = try Self.replay("saitek-rat5-mouse.events", description: "saitek-rat5-mouse.desc",
                                      scene: "saitek-mouse-clicks/scene.yml")
        let touches = ReplayRealRecordingTests.touches(session)
        let began = touches.filter { $0.phase == .began }
        #expect(began.map(\.detail.type) == [.indirectPointer, .indirectPointer, .indirectPointer])
        #expect(began.map(\.detail.buttons) == [.primary, .secondary, .primary])
        #expect(began.map(\.view) == ["save", "save", "open"])
        #expect(Self.gestures(session, "saveTap") == ["recognized"])
        #expect(Self.gestures(session, "saveMenu") == ["recognized"])
        #expect(Self.gestures(session, "openTap") == ["recognized"])
        let menu = try #require(session.records.first { if case let .gesture(r) = $0 { r.gesture == "saveMenu" } else { false } })
        #expect(abs((menu.time ?? 0) - 2.32) < 0.2)
    }

    @Test func theCintiqPenStrokesArePencilTouchesWithForceAndAngles() throws {
        let session = try Self.replay("wacom-cintiq-13hd-pen.events", scene: "cintiq-pen-strokes/scene.yml")
        let touches = ReplayRealRecordingTests.touches(session)
        #expect(touches.filter { $0.phase == .began }.count == 2)
        #expect(touches.allSatisfy { $0.detail.type == .pencil && $0.view == "canvas" && !$0.detail.isEraser })
        // ABS_PRESSURE 223 of 0..2047 at the first touch-down, measured from libinput's contact threshold,
        // 1 % of the range (20): (223 - 20) / (2047 - 20) × 20/3.
        let first = try #require(touches.first)
        #expect(abs((first.detail.force ?? 0) - 203.0 / 2027.0 * 20.0 / 3.0) < 1e-9)
        // ABS_TILT_X 16, ABS_TILT_Y 26 at 57 units per radian.
        let angles = ContactAttributeScale.angles(tiltX: 16.0 / 57.0, tiltY: 26.0 / 57.0)
        #expect(abs((first.detail.angles?.altitude ?? 0) - angles.altitude) < 1e-9)
        #expect(abs((first.detail.angles?.azimuth ?? 0) - angles.azimuth) < 1e-9)
        #expect(Self.gestures(session, "fingerPan").isEmpty)
        #expect(Self.gestures(session, "penTap") == ["failed", "failed"])
        #expect(Self.gestures(session, "penPan").filter { $0 == "began" }.count == 2)
    }

    @Test func theCintiqFingerCarriesItsRadiusFromTouchMajor() throws {
        let session = try Self.replay("wacom-cintiq-13hd-finger.events", scene: "cintiq-finger-size/scene.yml")
        let touches = ReplayRealRecordingTests.touches(session)
        #expect(touches.allSatisfy { $0.detail.type == .direct && $0.detail.force == nil })
        // ABS_MT_TOUCH_MAJOR 127 then 84 of 0..2937 (no resolution): position units, 1920/2938 points each, halved.
        let radii = touches.compactMap(\.detail.radius)
        let perUnit = 1920.0 / 2938.0
        #expect(radii.first.map { abs($0 - 127 * perUnit / 2) < 1e-6 } == true)
        #expect(radii.contains { abs($0 - 84 * perUnit / 2) < 1e-6 })
        #expect(touches.first?.detail.radius == nil, "the first frame comes before any ABS_MT_TOUCH_MAJOR")
        #expect(Self.gestures(session, "penTap").isEmpty)
    }

    @Test func theScrollPointWheelScrollsTheListUnderThePointerAndStopsAtItsEdges() throws {
        let session = try Self.replay("ibm-scrollpoint-mouse.scroll.events", description: "ibm-scrollpoint-mouse.desc",
                                      scene: "ibm-scrollpoint-wheel/scene.yml")
        #expect(ReplayRealRecordingTests.touches(session).isEmpty)
        let offsets = session.records.compactMap { if case let .view(r) = $0, r.view == "list" { r.contentOffset?.y } else { nil } }
        // REL_WHEEL 19 (away from the user) first: 19 × 40 points up from 12,000.
        #expect(offsets.first == 12_000 - 19 * GestureDefaults.wheelPointsPerClick)
        #expect(offsets.contains(0) && offsets.contains(14_920))
        #expect(offsets.allSatisfy { (0...14_920).contains($0) })
        // 51 frames turn the wheel; each `hover` line has a frame of its own (the last, `exited`, the end of the
        // input's), and one of them, at 1.736006, turns the wheel too.
        let hovers = session.records.count { if case .hover = $0 { true } else { false } }
        #expect(try ReplayRealRecordingTests.summary(session).frames == 51 + hovers - 1)
    }

    @Test func tiltAnglesFollowTheW3CConversion() {
        let upright = ContactAttributeScale.angles(tiltX: 0, tiltY: 0)
        #expect(upright.altitude == Double.pi / 2 && upright.azimuth == 0)
        // Tilted 45° towards +x: the cap points along +x, altitude 45°.
        let right = ContactAttributeScale.angles(tiltX: Double.pi / 4, tiltY: 0)
        #expect(abs(right.altitude - Double.pi / 4) < 1e-12 && abs(right.azimuth) < 1e-12)
        // Tilted towards +y (down the screen): azimuth π/2, clockwise from +x.
        let down = ContactAttributeScale.angles(tiltX: 0, tiltY: Double.pi / 6)
        #expect(abs(down.azimuth - Double.pi / 2) < 1e-12 && abs(down.altitude - Double.pi / 3) < 1e-12)
        let upLeft = ContactAttributeScale.angles(tiltX: -0.3, tiltY: -0.3)
        #expect(abs(upLeft.azimuth - 5 * Double.pi / 4) < 1e-12)
    }

    @Test func touchLinesCarryTheirDetailInJSONAndText() throws {
        let pointer = TraceRecord.touch(TouchRecord(time: 1, touch: 2, phase: .began, location: Point(x: 1, y: 2), view: "v",
                                                    detail: TouchDetail(type: .indirectPointer, buttons: [.primary, .secondary])))
        #expect(TraceFormat.jsonl.format(pointer) == #"{"t":1,"type":"touch","touch":2,"phase":"began","x":1,"y":2,"view":"v","touchType":"pointer","buttons":"primary+secondary"}"#)
        let pen = TraceRecord.touch(TouchRecord(time: 1, touch: 2, phase: .moved, location: Point(x: 1, y: 2), view: "v",
                                                detail: TouchDetail(type: .pencil, force: 1.5, radius: 2, angles: (1, 0.5), isEraser: true)))
        #expect(TraceFormat.jsonl.format(pen).hasSuffix(#""view":"v","touchType":"pencil","force":1.5,"radius":2,"altitude":1,"azimuth":0.5,"eraser":true}"#))
        let finger = TraceRecord.touch(TouchRecord(time: 1, touch: 2, phase: .moved, location: Point(x: 1, y: 2), view: "v"))
        #expect(TraceFormat.jsonl.format(finger).hasSuffix(#""view":"v"}"#))
        #expect(TraceFormat.text.format(pen).contains("[pencil, eraser, force 1.5, radius 2, altitude 1 azimuth 0.5]"))
    }

    /// A pressure axis whose minimum is not below its maximum: libinput's evdev_reject_device() ignores a
    /// device with min == max on any absolute axis (evdev_check_min_max), and so does the replay, in one line;
    /// an inverted range gives touches without force and one warning line.
    @Test(arguments: [("18 5 5 0 0 0", true), ("18 9 5 0 0 0", false)])
    func aPressureAxisWithoutARangeIsOneClearLine(axis: String, refused: Bool) throws {
        let folder = try ReplayFiles.temporaryFolder()
        let description = Self.penDescription(name: "Bad Pen", axes: ["00 0 1000 0 0 0", "01 0 1000 0 0 0", axis])
        let events = ["E: 0.000001 0001 0140 0001", "E: 0.000001 0003 0018 0005", "E: 0.000001 0001 014a 0001",
                      "E: 0.000001 0000 0000 0000", "E: 0.010000 0001 014a 0000", "E: 0.010000 0000 0000 0000", ""]
        let recording = try ReplayFiles.write((description + events).joined(separator: "\n"), to: "bad.evemu", in: folder)
        let scene = try Scene.parse("screen: {size: [100, 100]}\nroot: {id: root}\n", file: "s.yml")
        if refused {
            let error = #expect(throws: (any Error).self) { try RecordingReplay(recordingPath: recording, scene: scene).run() }
            #expect("\(error.map { "\($0)" } ?? "")" == "\(recording): \"Bad Pen\": ABS_PRESSURE has minimum = maximum (5); libinput ignores such a device, and so does TouchReplay")
            return
        }
        let session = try RecordingReplay(recordingPath: recording, scene: scene).run()
        #expect(session.warnings.count == 1 && session.warnings[0].hasPrefix("\(recording): ABS_PRESSURE range 9..5"), "\(session.warnings)")
        let touches = ReplayRealRecordingTests.touches(session)
        #expect(!touches.isEmpty && touches.allSatisfy { $0.detail.type == .pencil && $0.detail.force == nil })
    }

    /// Found by fuzzing (`libinput-record`): a touchscreen declaring `ABS_TILT_X`
    /// from 0 to -9, and no `ABS_TILT_Y`, trapped building the decoder's tilt
    /// range. Only a pen with both tilt axes reads tilt; on anything else the
    /// axis is ignored, whatever its range, and the screen's touches replay.
    @Test func aTouchscreenWithAnInvertedTiltAxisReplaysItsTouches() throws {
        let folder = try ReplayFiles.temporaryFolder()
        let minimized = "version:1\ndevices:\n- \n  evdev:\n    name:\n    codes:\n 1:[330]\n 3:[53,54]\n    absinfo:\n"
            + " 26:[0,-9,0,0,0]\n 53:[0,9,0,0,1]\n 54:[0,7,0,0,1]\n"
        let scene = try Scene.parse("screen: {size: [100, 100]}\nroot: {id: root, touches: log}\n", file: "s.yml")
        let empty = try ReplayFiles.write(minimized, to: "fuzz-crash.yml", in: folder)
        #expect(try ReplayRealRecordingTests.touches(RecordingReplay(recordingPath: empty, scene: scene).run()).isEmpty)
        let lines = Self.description(name: "Tilted Screen", keys: [0x14a], axes: ["1a 0 -9 0 0 0", "2f 0 9 0 0 0", "35 0 99 0 0 1",
                                                                                "36 0 99 0 0 1", "39 0 65535 0 0 0"]) + [
            "E: 0.000001 0003 0039 0001", "E: 0.000001 0003 0035 0040", "E: 0.000001 0003 0036 0050",
            "E: 0.000001 0003 001a -0005", "E: 0.000001 0000 0000 0000",
            "E: 0.010000 0003 0039 -001", "E: 0.010000 0000 0000 0000", "",
        ]
        let recording = try ReplayFiles.write(lines.joined(separator: "\n"), to: "tilted.evemu", in: folder)
        let session = try RecordingReplay(recordingPath: recording, scene: scene).run()
        let touches = ReplayRealRecordingTests.touches(session)
        #expect(touches.map(\.phase) == [.began, .ended])
        #expect(touches.allSatisfy { $0.detail.type == .direct && $0.detail.angles == nil })
        #expect(session.warnings.allSatisfy { !$0.contains("tilt") })
    }

    /// A pen with one tilt axis reports no tilt: its tilt events are ignored, not clamped.
    @Test func aPenWithOneTiltAxisReportsNoTiltAndClampsNothing() throws {
        let folder = try ReplayFiles.temporaryFolder()
        let lines = Self.penDescription(name: "One-Axis Pen", axes: ["00 0 1000 0 0 0", "01 0 1000 0 0 0", "1a -64 63 0 0 57"]) + [
            "E: 0.000001 0001 0140 0001", "E: 0.000001 0003 001a 0900", "E: 0.000001 0001 014a 0001",
            "E: 0.000001 0000 0000 0000", "E: 0.010000 0001 014a 0000", "E: 0.010000 0000 0000 0000", "",
        ]
        let recording = try ReplayFiles.write(lines.joined(separator: "\n"), to: "one-axis.evemu", in: folder)
        let scene = try Scene.parse("screen: {size: [100, 100]}\nroot: {id: root}\n", file: "s.yml")
        let session = try RecordingReplay(recordingPath: recording, scene: scene).run()
        #expect(session.warnings.allSatisfy { !$0.contains("tilt") })
        let first = try #require(ReplayRealRecordingTests.touches(session).first)
        // Upright (altitude π/2), as a pen without tilt axes: the 900 was not taken for a tilt.
        #expect(first.detail.type == .pencil)
        #expect(abs((first.detail.angles?.altitude ?? -1) - Double.pi / 2) < 1e-9)
    }

    @Test func tiltOutsideTheAxisRangeIsClampedAndSaidOnce() throws {
        let folder = try ReplayFiles.temporaryFolder()
        let lines = Self.penDescription(name: "Tilting Pen", axes: ["00 0 1000 0 0 0", "01 0 1000 0 0 0", "1a -64 63 0 0 57", "1b -64 63 0 0 57"]) + [
            "E: 0.000001 0001 0140 0001", "E: 0.000001 0003 001a 0900", "E: 0.000001 0003 001b -900", "E: 0.000001 0001 014a 0001",
            "E: 0.000001 0000 0000 0000", "E: 0.010000 0001 014a 0000", "E: 0.010000 0000 0000 0000", "",
        ]
        let recording = try ReplayFiles.write(lines.joined(separator: "\n"), to: "tilt.evemu", in: folder)
        let scene = try Scene.parse("screen: {size: [100, 100]}\nroot: {id: root}\n", file: "s.yml")
        let session = try RecordingReplay(recordingPath: recording, scene: scene).run()
        #expect(session.warnings == ["\(recording): 2 pen tilt values lay outside ABS_TILT_X -64..63 or ABS_TILT_Y -64..63 and were clamped to it"])
        let first = try #require(ReplayRealRecordingTests.touches(session).first)
        let clamped = ContactAttributeScale.angles(tiltX: 63.0 / 57.0, tiltY: -64.0 / 57.0)
        #expect(abs((first.detail.angles?.altitude ?? -1) - clamped.altitude) < 1e-9)
    }
}
