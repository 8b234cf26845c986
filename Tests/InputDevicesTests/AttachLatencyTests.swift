import DeviceEmulation
import Foundation
import InputEvents
import Testing
import TouchTime

/// `touchreplay attach --latency` on an emulated touchscreen whose events are
/// stamped on `CLOCK_MONOTONIC` (issue 37, item 4): one line per device with
/// p50, p95, p99 and the worst, kernel timestamp to delivery. umockdev does not
/// answer `EVIOCSCLOCKID`, so the line also says that the device refused the
/// monotonic clock (the refusal `InputDevice` keeps) and that its times are taken
/// as monotonic, as libinput takes them.
@Suite struct AttachLatencyTests {
    /// Now on `CLOCK_MONOTONIC`, in microseconds.
    static func monotonicNow() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1_000
    }

    /// `ms` in `p50 1.25 ms` as a number.
    static func milliseconds(_ name: String, in line: Substring) -> Double? {
        line.firstMatch(of: try! Regex("\(name) (-?[0-9]+\\.[0-9]+) ms")).flatMap { Double($0.output[1].substring ?? "") }
    }

    @Test func latencyPrintsEachDevicesPercentilesAndWorstAtTheEnd() throws {
        let (description, recorded) = try EmulatedDeviceRun.read("atmel-maxtouch.2-fingers-touch-release.events",
                                                                  description: "atmel-maxtouch.desc")
        let events = EmulatedDeviceRun.fitting(recorded)
        let lead = Duration.milliseconds(600)
        // Stamped from now on (as `emulate --retime` does); umockdev < 0.19 cannot replay a second with
        // tv_sec % 256 == 32, which the emulation would skip by moving every time later: start earlier then.
        var start = Self.monotonicNow()
        let span = (events.last!.time.microseconds - events.first!.time.microseconds) + 600_000 + 2_000_000
        if (start / 1_000_000...(start + span) / 1_000_000).contains(where: { $0 % 256 == 32 }) { start -= span + 1_000_000 }
        let emulation = try EmulatedDeviceRun(description: description, events: events, options: EmulationOptions(
            nodeNumber: 50, fileName: "touchscreen", leadIn: lead, startTime: Timestamp(microseconds: start)))
        defer { emulation.removeFiles() }
        let result = try emulation.run(["attach", "/dev/input/event50", "--duration", "3", "--latency"])
        #expect(result.status == 0, "\(result)")
        let lines = result.errors.split(separator: "\n").filter { $0.hasPrefix("touchreplay: latency ") }
        try #require(lines.count == 1, "\(result)")
        let line = lines[0]
        #expect(line.hasPrefix("touchreplay: latency /dev/input/event50: "), "\(line)")
        let updates = try #require(line.firstMatch(of: /: (\d+) updates,/).flatMap { Int($0.1) }, "\(line)")
        #expect(updates > 0 && updates <= events.filter(\.isReport).count, "one figure per update that delivered frames: \(line)")
        let p50 = try #require(Self.milliseconds("p50", in: line)), p95 = try #require(Self.milliseconds("p95", in: line))
        let p99 = try #require(Self.milliseconds("p99", in: line)), worst = try #require(Self.milliseconds("worst", in: line))
        #expect(0 <= p50 && p50 <= p95 && p95 <= p99 && p99 <= worst * 1.001 + 0.01, "\(line)")
        #expect(worst < 10_000, "stamped on the monotonic clock, the ages are short: \(line)")
        #expect(!line.contains("stamped after their delivery"), "\(line)")
        #expect(line.contains("; its clock is not CLOCK_MONOTONIC (/dev/input/event50: EVIOCSCLOCKID failed: "), "\(line)")
        #expect(line.hasSuffix("): its times are taken as monotonic, as libinput takes them"), "\(line)")
    }
}
