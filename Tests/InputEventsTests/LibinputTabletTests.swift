import InputEvents
import Testing

/// Pens as libinput's own tablet tests assert them (test/test-tablet.c, libinput
/// 1.22; the 50 % offset limit from 1.24), on the Intuos5 test device those
/// tests use (`LitestPen`). Each test names the libinput test it is built from.
@Suite struct LibinputTabletTests {
    func decoder(_ policy: PenPolicy = PenPolicy(), device: DeviceDescription = LitestPen.intuos5()) throws -> FrameDecoder {
        var mapping = intuosMapping
        mapping.penPolicy = policy
        return try FrameDecoder(device: device, mapping: mapping)
    }

    /// Whether `x` is `device` units on the Intuos-sized screen (one point a unit).
    func isAt(_ point: Double, _ units: Int32) -> Bool { abs(point - Double(units)) < 0.001 }

    /// `tip_up_motion`: "move x/y on tip up, make sure x/y changed".
    @Test func aTipThatLiftsWhileMovingEndsTheTouchWhereItLifted() throws {
        var pen = LitestPen(), decoder = try decoder()
        pen.proximityIn(10, 10)
        _ = decoder.frames(pen.take())
        pen.pressure = 20
        pen.tipDown(70, 70)
        let down = decoder.frames(pen.take())
        pen.pressure = 0
        pen.tipUp(40, 40)
        let up = decoder.frames(pen.take())
        #expect(down.map(phases) == [["0:began"]])
        #expect(up.map(phases) == [["0:ended"]])
        let lifted = try #require(up.first?.contacts.first)
        #expect(isAt(lifted.x, pen.scaled(AbsoluteAxis.x, 40)) && isAt(lifted.y, pen.scaled(AbsoluteAxis.y, 40)),
                "the touch ends where the pen lifted, not at the tip-down frame's \(down[0].contacts[0].x)")
    }

    /// `tool_in_prox_before_start`: a pen already in range when libinput opens the
    /// device comes into proximity with its first motion, keeps its buttons, and
    /// leaves at its proximity out.
    @Test func aPenAlreadyInRangeWhenTheDecoderStartsHoversFromItsFirstMotion() throws {
        var pen = LitestPen()
        pen.distance = 10
        pen.proximityIn(10, 10)
        _ = pen.take()  // sent before the decoder existed
        var decoder = try decoder()
        pen.motion(10, 20)
        #expect(decoder.frames(pen.take()).count == 1)
        #expect(decoder.frameHover == .moved(x: Double(pen.scaled(AbsoluteAxis.x, 10)), y: Double(pen.scaled(AbsoluteAxis.y, 20)), tool: .pen))
        pen.motion(30, 40)
        _ = decoder.frames(pen.take())
        pen.button(KeyCode.buttonStylus, true)
        pen.button(KeyCode.buttonStylus, false)
        #expect(decoder.frames(pen.take()).isEmpty, "a barrel button while hovering makes no touch")
        pen.proximityOut()
        _ = decoder.frames(pen.take())
        // The proximity out's axes are all 0: libinput keeps the last position ("it'll be mostly 0").
        #expect(decoder.frameHover == .exited(x: Double(pen.scaled(AbsoluteAxis.x, 30)), y: Double(pen.scaled(AbsoluteAxis.y, 40)), tool: .pen))
    }

    /// `tablet_pressure_distance_exclusive` and `detect_tool_contact`: the tip goes down at
    /// 5 % of the pressure range and up at 1 % or below, without `BTN_TOUCH`.
    @Test func theTipGoesDownAtFivePercentPressureAndUpAtOnePercentWithoutBTNTouch() throws {
        var pen = LitestPen(), decoder = try decoder()
        pen.distance = 10
        pen.proximityIn(5, 50)
        _ = decoder.frames(pen.take())
        pen.distance = 0
        pen.pressure = 1.1  // "0.1% pressure above minimum threshold but we're still below the tip threshold"
        pen.motion(70, 70)
        pen.pressure = 5.5  // "above the tip threshold now"
        pen.motion(70, 70)
        pen.pressure = 3    // between the thresholds: still down (hysteresis)
        pen.motion(71, 70)
        pen.pressure = 1    // 20 units, at the lower threshold: up
        pen.motion(72, 70)
        #expect(decoder.frames(pen.take()).map(phases) == [[], ["0:began"], ["0:moved"], ["0:ended"]])
    }

    /// `detect_tool_contact`: "if we have pressure, always use that for contact, not BTN_TOUCH".
    @Test func onAPenWithPressureBTNTouchAloneIsNoContact() throws {
        var pen = LitestPen(), decoder = try decoder()
        pen.proximityIn(10, 10)
        pen.tipDown(10, 10)  // pressure 0
        pen.pressure = 30
        pen.motion(10, 10)
        pen.pressure = 0
        pen.motion(10, 10)   // BTN_TOUCH is still 1
        #expect(decoder.frames(pen.take()).map(phases) == [[], [], ["0:began"], ["0:ended"]])
    }

    /// The scene's `pen: {tip: button}` turns the thresholds off: `BTN_TOUCH` decides, as the kernel says.
    @Test func withTheTipFromBTNTouchThePensOwnButtonDecides() throws {
        var pen = LitestPen(), decoder = try decoder(PenPolicy(tipFromPressure: false))
        pen.proximityIn(10, 10)
        pen.tipDown(10, 10)  // pressure 0
        pen.pressure = 30
        pen.tipUp(10, 10)
        let frames = decoder.frames(pen.take())
        #expect(frames.map(phases) == [[], ["0:began"], ["0:ended"]])
        #expect(frames[1].contacts[0].pressureFloor == 0, "force is measured from the axis's minimum then")
    }

    /// `tablet_pressure_offset_set`: a pen that comes into range high above the tablet
    /// reading 20 % pressure has that as its zero; the thresholds move up with it.
    @Test func aWornPenGetsThePressureItReadsInRangeAsItsOffset() throws {
        var pen = LitestPen(), decoder = try decoder()
        pen.distance = 70
        pen.pressure = 20
        pen.proximityIn(5, 100)
        #expect(decoder.frames(pen.take()).map(phases) == [[]], "20 % while hovering is no touch")
        let offset = pen.scaled(AbsoluteAxis.pressure, 20)
        pen.distance = 0
        pen.pressure = 26
        pen.motion(70, 70)   // above offset + 4 %: tip down
        pen.pressure = 20.1
        pen.motion(70, 70)   // "just a tick over the offset"
        pen.pressure = 100
        pen.motion(70, 70)
        pen.pressure = 20
        pen.motion(71, 71)   // at the offset: tip up
        let frames = decoder.frames(pen.take())
        #expect(frames.map(phases) == [["0:began"], ["0:moved"], ["0:moved"], ["0:ended"]])
        #expect(frames.allSatisfy { $0.contacts[0].pressureFloor == offset })
        #expect(decoder.diagnostics.isClean)
    }

    /// `tablet_pressure_offset_decrease`: a lower pressure at a later proximity lowers the offset.
    @Test func aLowerPressureInRangeLowersTheOffset() throws {
        var pen = LitestPen(), decoder = try decoder()
        pen.passAbove(pressure: 20)
        pen.passAbove(pressure: 10)
        pen.proximityIn(5, 100)
        pen.pressure = 15    // 5 % over the original range, above offset 10 % + 4 %
        pen.tipDown(70, 70)
        let frames = decoder.frames(pen.take()).filter { !$0.contacts.isEmpty }
        #expect(frames.map(phases) == [["0:began"]])
        #expect(frames.first?.contacts.first?.pressureFloor == pen.scaled(AbsoluteAxis.pressure, 10))
    }

    /// `tablet_pressure_offset_increase`: a higher pressure at a later proximity leaves it.
    @Test func aHigherPressureInRangeLeavesTheOffset() throws {
        var pen = LitestPen(), decoder = try decoder()
        pen.passAbove(pressure: 20)
        pen.pressure = 30
        pen.proximityIn(5, 100)
        pen.distance = 0
        pen.pressure = 31
        pen.tipDown(70, 70)
        pen.pressure = 20
        pen.motion(70, 70)
        let frames = decoder.frames(pen.take()).filter { !$0.contacts.isEmpty }
        // 30 % at the second proximity was already above the 24 % tip threshold of offset 20 %.
        #expect(frames.map(phases) == [["0:began"], ["0:moved"], ["0:ended"]])
        #expect(frames.allSatisfy { $0.contacts[0].pressureFloor == pen.scaled(AbsoluteAxis.pressure, 20) })
    }

    /// `tablet_pressure_offset_exceed_threshold` (50 % since libinput 1.24): such an offset is
    /// refused, as libinput refuses it ("Ignoring pressure offset greater than 50%"), counted once
    /// with its value for the replay's one-line warning; the pen still works.
    @Test func anOffsetAboveHalfThePressureRangeIsRefusedAndThePenStillWorks() throws {
        var pen = LitestPen(), decoder = try decoder()
        pen.distance = 70
        pen.pressure = 60
        pen.proximityIn(5, 100)
        pen.pressure = 0
        pen.motion(5, 100)
        pen.pressure = 30
        pen.motion(6, 100)
        let frames = decoder.frames(pen.take())
        // Without an offset 60 % is above the default 5 %: the tip is down, as libinput's tip event says.
        #expect(frames.map(phases) == [["0:began"], ["0:ended"], ["1:began"]])
        #expect(frames[2].contacts[0].pressureFloor == pen.scaled(AbsoluteAxis.pressure, 1))
        #expect(decoder.diagnostics.refusedPressureOffsets == 1)
        #expect(decoder.refusedPressureOffset == pen.scaled(AbsoluteAxis.pressure, 60))
        #expect(!decoder.diagnostics.isClean)
    }

    /// `tablet_pressure_offset_none_for_zero_distance` and `_none_for_small_distance`:
    /// a pen that comes into range close to the tablet gets no offset.
    @Test(arguments: [0.0, 20.0]) func aPenComingIntoRangeCloseToTheTabletGetsNoOffset(distance: Double) throws {
        var pen = LitestPen(), decoder = try decoder()
        pen.distance = distance
        pen.pressure = 20
        pen.proximityIn(5, 100)
        pen.pressure = 21
        pen.tipDown(70, 70)
        let frames = decoder.frames(pen.take())
        #expect(frames.map(phases) == [["0:began"], ["0:moved"]])
        #expect(frames.allSatisfy { $0.contacts[0].pressureFloor == pen.scaled(AbsoluteAxis.pressure, 1) })
    }

    /// The scene's `pen: {pressureOffset: false}` turns the offset off.
    @Test func withoutThePressureOffsetAWornPenTouchesAsItComesIntoRange() throws {
        var pen = LitestPen(), decoder = try decoder(PenPolicy(pressureOffset: false))
        pen.distance = 70
        pen.pressure = 20
        pen.proximityIn(5, 100)
        #expect(decoder.frames(pen.take()).map(phases) == [["0:began"]])
    }

    /// The eraser is another tool to libinput, with its own offset (`tablet_get_tool` per type).
    @Test func theEraserHasAnOffsetOfItsOwn() throws {
        var pen = LitestPen(), decoder = try decoder()
        pen.passAbove(pressure: 20)
        // 30 % would put the tip down at once under the tip's offset of 20 %; the eraser takes it as its own offset.
        pen.pressure = 30
        pen.proximityIn(5, 100, eraser: true)
        pen.pressure = 40
        pen.tipDown(70, 70)
        let frames = decoder.frames(pen.take()).filter { !$0.contacts.isEmpty }
        #expect(frames.map { $0.contacts.map(\.tool) } == [[.eraser]])
        #expect(frames.first?.contacts.first?.pressureFloor == pen.scaled(AbsoluteAxis.pressure, 30))
    }

    /// `tablet_smoothing` asserts libinput's averaging of a pen's last four positions
    /// (`tablet_smoothen_axes`), a policy we do not follow (docs/input-events.md): each
    /// report's position is the pen's, with no lag behind it.
    @Test func aPensPositionIsNotAveragedOverItsLastReports() throws {
        var pen = LitestPen(), decoder = try decoder()
        pen.distance = 10
        pen.proximityIn(10, 10)
        _ = decoder.frames(pen.take())
        for step in 11..<50 {
            pen.motion(Double(step), Double(step))
            _ = decoder.frames(pen.take())
            let expected = HoverMotion.moved(x: Double(pen.scaled(AbsoluteAxis.x, Double(step))),
                                             y: Double(pen.scaled(AbsoluteAxis.y, Double(step))), tool: .pen)
            guard case let .moved(x, y, _) = decoder.frameHover, case let .moved(ex, ey, _) = expected,
                  isAt(x, Int32(ex)), isAt(y, Int32(ey)) else {
                Issue.record("step \(step): \(decoder.frameHover), expected \(expected)")
                return
            }
        }
    }

    /// `evdev_check_min_max` refuses a pen whose tilt axis has minimum = maximum; we decode it
    /// without tilt and say so in one line (our decision, docs/input-events.md).
    @Test func aPenWhoseTiltAxisIsEmptyStrokesWithoutTiltAndSaysWhyInOneLine() throws {
        let device = LitestPen.intuos5(tilt: AbsoluteAxisInfo(minimum: 5, maximum: 5))
        #expect(device.libinputRejection == nil)
        #expect(device.penTiltProblem == "ABS_TILT_X has minimum = maximum (5): libinput refuses such a pen; TouchReplay replays it without tilt")
        var pen = LitestPen(device: device), decoder = try decoder(device: device)
        pen.proximityIn(10, 10)
        pen.pressure = 30
        pen.script.abs(AbsoluteAxis.tiltX, 5)
        pen.motion(20, 20)
        let frames = decoder.frames(pen.take())
        #expect(frames.map(phases) == [[], ["0:began"]])
        #expect(frames[1].contacts[0].tilt == nil)
        #expect(LitestPen.intuos5(tilt: AbsoluteAxisInfo(minimum: 0, maximum: 127)).penTiltProblem == nil)
    }
}
