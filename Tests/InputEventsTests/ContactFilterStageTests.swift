import InputEvents
import Testing
import TouchTime

/// The touchscreen noise filters (docs/field.md), fed contact frames directly:
/// a contact caught in its first report (or held back until it lifts) is never
/// sent; one caught later goes out once more as `cancelled` with its filter.
@Suite struct ContactFilterStageTests {
    /// A stage of `settings` on the Atmel-like panel (800×480 units, one point each).
    static func stage(_ settings: ContactFilterSettings, device: DeviceDescription = Devices.protocolB(pressure: true)) throws -> ContactFilterStage {
        try ContactFilterStage(settings: settings, device: device, mapping: panelMapping)
    }

    /// Runs frames `(milliseconds, contacts)` through `stage`; each output frame as `id:phase[:noise]` words.
    static func run(_ stage: inout ContactFilterStage, _ frames: [(Int64, [Contact])]) -> [[String]] {
        frames.map { milliseconds, contacts in
            stage.filter(contacts.span, at: Timestamp(microseconds: milliseconds * 1000))
            return zip(stage.contacts, stage.noiseFilters).map { contact, noise in
                "\(contact.id):\(contact.phase.rawValue)" + (noise == 0 ? "" : ":" + ContactFilterKind(rawValue: noise)!.name)
            }
        }
    }

    static func touch(_ id: Int, _ phase: ContactPhase, _ x: Double = 400, _ y: Double = 240, pressure: Int32? = 50) -> Contact {
        Contact(id: id, phase: phase, x: x, y: y, pressure: pressure)
    }

    @Test func aTapShorterThanTheMinimumDurationIsCancelledAsNoiseAndALongerOneEnds() throws {
        var stage = try Self.stage(ContactFilterSettings(minimumDuration: 0.03))
        let out = Self.run(&stage, [
            (0, [Self.touch(0, .began)]), (10, [Self.touch(0, .ended)]),
            (100, [Self.touch(1, .began)]), (120, [Self.touch(1, .moved)]), (160, [Self.touch(1, .ended)]),
        ])
        #expect(out == [["0:began"], ["0:cancelled:minimumDuration"], ["1:began"], ["1:moved"], ["1:ended"]])
        #expect(stage.removalCounts[Int(ContactFilterKind.minimumDuration.rawValue)] == 1)
    }

    @Test func aTouchIsHeldBackUntilItsPressureReachesTheFloorAndOneThatNeverDoesIsNeverSent() throws {
        var stage = try Self.stage(ContactFilterSettings(minimumPressure: 30))
        let out = Self.run(&stage, [
            (0, [Self.touch(0, .began, pressure: 10)]), (10, [Self.touch(0, .moved, pressure: 40)]), (20, [Self.touch(0, .ended, pressure: 40)]),
            (100, [Self.touch(1, .began, pressure: 5)]), (110, [Self.touch(1, .moved, pressure: 8)]), (120, [Self.touch(1, .ended, pressure: 8)]),
        ])
        #expect(out == [[], ["0:began"], ["0:ended"], [], [], []])
        #expect(stage.removalCounts[Int(ContactFilterKind.floor.rawValue)] == 1)
    }

    @Test func aTouchBeginningInTheEdgeBandIsHeldUntilItMovesAsChromiumsEdgeTouchFilterDelaysIt() throws {
        // 10 units per millimetre: a 2 mm band is 20 points wide on the 800×480 panel.
        var settings = ContactFilterSettings(edgeBand: 2)
        settings.location = "scene.yml:3:5: devices[0].filters"
        var stage = try Self.stage(settings, device: Self.withResolution(10))
        let out = Self.run(&stage, [
            (0, [Self.touch(0, .began, 5, 240)]), (10, [Self.touch(0, .moved, 5, 240)]), (20, [Self.touch(0, .ended, 5, 240)]),
            (100, [Self.touch(1, .began, 790, 100)]), (110, [Self.touch(1, .moved, 770, 100)]), (120, [Self.touch(1, .ended, 770, 100)]),
            (200, [Self.touch(2, .began, 25, 240)]), (210, [Self.touch(2, .ended, 25, 240)]),
        ])
        #expect(out == [[], [], [], [], ["1:began"], ["1:ended"], ["2:began"], ["2:ended"]])
    }

    @Test func aTouchStillForTheReportCountIsAStuckSpotAndTheNextTouchThereIsNeverSent() throws {
        var stage = try Self.stage(ContactFilterSettings(singlePosition: .init(reports: 4)))
        var frames: [(Int64, [Contact])] = [(0, [Self.touch(0, .began)])]
        for step in 1...4 { frames.append((Int64(step) * 10, [Self.touch(0, .moved)])) }
        frames.append((50, [Self.touch(0, .ended)]))
        frames += [(500, [Self.touch(1, .began, 401, 240)]), (510, [Self.touch(1, .ended, 401, 240)])]
        frames += [(600, [Self.touch(2, .began, 100, 100)]), (610, [Self.touch(2, .ended, 100, 100)])]
        // Past the 4 s memory the spot is forgotten.
        frames += [(5000, [Self.touch(3, .began)]), (5010, [Self.touch(3, .ended)])]
        let out = Self.run(&stage, frames)
        #expect(out == [["0:began"], ["0:moved"], ["0:moved"], ["0:cancelled:singlePosition"], [], [], [], [],
                        ["2:began"], ["2:ended"], ["3:began"], ["3:ended"]])
    }

    @Test func twoTapsFarApartWithinThirtyMillisecondsAreBothNoiseAsChromiumsFarApartTapsFilterFindsThem() throws {
        var stage = try Self.stage(ContactFilterSettings(farApartTaps: .init(distance: 400)))
        let out = Self.run(&stage, [
            (0, [Self.touch(0, .began, 20, 20)]),
            (10, [Self.touch(0, .moved, 20, 20), Self.touch(1, .began, 780, 460)]),
            (20, [Self.touch(0, .ended, 20, 20), Self.touch(1, .ended, 780, 460)]),
            // Close together: a two-finger tap, kept.
            (100, [Self.touch(2, .began, 300, 200)]),
            (110, [Self.touch(2, .moved, 300, 200), Self.touch(3, .began, 360, 200)]),
            (120, [Self.touch(2, .ended, 300, 200), Self.touch(3, .ended, 360, 200)]),
            // Far apart but 50 ms later: kept.
            (200, [Self.touch(4, .began, 20, 20)]),
            (250, [Self.touch(4, .moved, 20, 20), Self.touch(5, .began, 780, 460)]),
            (260, [Self.touch(4, .ended, 20, 20), Self.touch(5, .ended, 780, 460)]),
        ])
        #expect(out == [["0:began"], ["0:cancelled:farApartTaps"], [], ["2:began"], ["2:moved", "3:began"], ["2:ended", "3:ended"],
                        ["4:began"], ["4:moved", "5:began"], ["4:ended", "5:ended"]])
    }

    @Test func withNoFilterCatchingThemContactsGoThroughUnchanged() throws {
        var stage = try Self.stage(ContactFilterSettings(minimumDuration: 0.01, minimumPressure: 1))
        let out = Self.run(&stage, [(0, [Self.touch(0, .began), Self.touch(1, .began, 10, 10)]),
                                    (30, [Self.touch(0, .moved, 410, 250), Self.touch(1, .cancelled, 10, 10)]),
                                    (60, [Self.touch(0, .ended, 410, 250)])])
        #expect(out == [["0:began", "1:began"], ["0:moved", "1:cancelled"], ["0:ended"]])
        #expect(stage.removalCounts.allSatisfy { $0 == 0 })
    }

    /// The Atmel-like panel with a resolution on its position axes.
    static func withResolution(_ unitsPerMillimetre: Int32) -> DeviceDescription {
        var device = Devices.protocolB(pressure: true)
        for code in [AbsoluteAxis.multiTouchPositionX, AbsoluteAxis.multiTouchPositionY, AbsoluteAxis.x, AbsoluteAxis.y] {
            device.absoluteAxes[code]?.resolution = unitsPerMillimetre
        }
        return device
    }

    @Test(arguments: [
        (ContactFilterSettings(debounce: 0.025), "touchscreen", "debounce: the button debounce is for mice and pointers; \"Atmel-like\" is a multi-touch screen (protocol B)"),
        (ContactFilterSettings(minimumDuration: 0.03), "mouse", "minimumDuration: this filter is for touchscreens; \"PS/2 Generic Mouse\" is a mouse"),
        (ContactFilterSettings(edgeBand: 2), "pen", "edgeBand: this filter is for touchscreens; \"Test Pen\" is a pen tablet"),
        (ContactFilterSettings(minimumPressure: 10), "no pressure", "minimumPressure: \"Atmel-like\" reports no pressure (ABS_MT_PRESSURE or ABS_PRESSURE) to compare with"),
        (ContactFilterSettings(minimumSize: 10), "single touch", "minimumSize: \"resistive panel\" reports no size (ABS_MT_TOUCH_MAJOR) to compare with"),
        (ContactFilterSettings(edgeBand: 2), "no resolution", "edgeBand: the band is in millimetres, but \"Atmel-like\" reports no resolution for its position axes"),
    ])
    func aFilterTheDeviceCannotHaveIsOneLineWithTheScenesPosition(settings: ContactFilterSettings, device: String, message: String) {
        var settings = settings
        settings.location = "scene.yml:4:7: devices[0].filters"
        let description = switch device {
        case "mouse": Devices.mouse()
        case "pen": Devices.pen()
        case "single touch": Devices.singleTouch()
        case "no pressure", "no resolution", "touchscreen": Devices.protocolB()
        default: Devices.protocolB(pressure: true)
        }
        let error = #expect(throws: ContactFilterError.self) { try ContactFilterStage(settings: settings, device: description, mapping: panelMapping) }
        #expect(error?.description == "scene.yml:4:7: devices[0].filters.\(message)")
    }
}
