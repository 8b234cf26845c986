import GestureEngine
import InputEvents
import Testing
import TouchReplay
import TouchTime

/// `ABS_MT_PRESSURE` on a multi-touch screen becomes each touch's `force` and
/// `maximumPossibleForce` (UIKit's `UITouch.force`, "1.0 represents the force
/// of an average touch"; our scale in docs/gestures.md: the axis's fraction of
/// its range times 20/3, the `maximumPossibleForce` of 3D Touch iPhones).
@Suite struct MultiTouchPressureTests {
    /// A protocol B screen of 800 × 480 units with `ABS_MT_PRESSURE` from `minimum` to `maximum`.
    static func screen(pressure minimum: Int32, _ maximum: Int32) -> DeviceDescription {
        let axes: [UInt16: AbsoluteAxisInfo] = [
            AbsoluteAxis.multiTouchSlot: AbsoluteAxisInfo(minimum: 0, maximum: 9),
            AbsoluteAxis.multiTouchTrackingID: AbsoluteAxisInfo(minimum: 0, maximum: 65535),
            AbsoluteAxis.multiTouchPositionX: AbsoluteAxisInfo(minimum: 0, maximum: 799),
            AbsoluteAxis.multiTouchPositionY: AbsoluteAxisInfo(minimum: 0, maximum: 479),
            AbsoluteAxis.multiTouchPressure: AbsoluteAxisInfo(minimum: minimum, maximum: maximum),
        ]
        return DeviceDescription(name: "pressure panel", properties: [InputProperty.direct],
                                 codes: [.synchronization: [0], .key: [KeyCode.buttonTouch], .absolute: CodeSet(axes.keys)],
                                 absoluteAxes: axes)
    }

    /// The forces of slot 0's touch for each pressure sent, one frame each.
    static func forces(_ device: DeviceDescription, _ pressures: [Int32]) throws -> [(force: Double, maximum: Double)] {
        var source = try FrameSource(device: device, mapping: ScreenMapping(screenSize: ScreenSize(width: 800, height: 480)))
        var time: Int64 = 0
        var forces: [(force: Double, maximum: Double)] = []
        func send(_ code: UInt16, _ value: Int32, _ type: EventType = .absolute) -> TouchFrame? {
            time += 1000
            return source.feed(InputEvent(time: Timestamp(microseconds: time), type: type, code: code, value: value))
        }
        _ = send(AbsoluteAxis.multiTouchSlot, 0)
        _ = send(AbsoluteAxis.multiTouchTrackingID, 1)
        for (index, pressure) in pressures.enumerated() {
            _ = send(AbsoluteAxis.multiTouchPositionX, Int32(100 + index))
            _ = send(AbsoluteAxis.multiTouchPositionY, 100)
            _ = send(AbsoluteAxis.multiTouchPressure, pressure)
            if let frame = send(SynchronizationCode.report, 0, .synchronization), let sample = frame.samples.first {
                forces.append((sample.attributes.force, sample.attributes.maximumPossibleForce))
            }
        }
        return forces
    }

    @Test func pressureIsTheAxissFractionOfItsRangeTimesTheMaximumPossibleForce() throws {
        let forces = try Self.forces(Self.screen(pressure: 0, 255), [0, 51, 255])
        let maximum = 20.0 / 3.0
        #expect(forces.map(\.maximum) == [maximum, maximum, maximum])
        #expect(forces.map(\.force) == [0, 51.0 / 255 * maximum, maximum])
    }

    @Test func anAxisThatDoesNotStartAtZeroIsMeasuredFromItsMinimum() throws {
        let forces = try Self.forces(Self.screen(pressure: 10, 110), [60])
        #expect(forces.map(\.force) == [0.5 * 20.0 / 3.0])
    }

    @Test func aPressureAxisWithAnEmptyRangeIsRefusedInOneLineNamingIt() {
        let error = #expect(throws: FrameDecoderError.self) { try Self.forces(Self.screen(pressure: 50, 50), [50]) }
        #expect(error?.description
            == "\"pressure panel\": ABS_MT_PRESSURE has minimum = maximum (50); libinput ignores such a device, and so does TouchReplay")
    }
}
