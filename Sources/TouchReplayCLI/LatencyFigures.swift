import Histogram
import InputDevices
import TouchReplayLive

/// `attach --latency`: each device's latency over the session, from the updates'
/// `DeviceLatency` figures, in an HdrHistogram (microseconds, three significant
/// digits), printed at the end as p50, p95, p99 and the worst.
///
/// What is recorded: for each update that delivered frames of a device, the age of
/// the oldest of them (`DeviceLatency.oldest`: kernel timestamp to delivery), so the
/// figures are the updates' longest waits. `attach` updates as soon as a device is
/// readable, one report a time, so that is in practice every frame's.
struct LatencyFigures {
    /// One device's figures.
    private struct Device {
        var device: LiveDevice
        var histogram = Histogram<UInt64>(highestTrackableValue: Self.highest)
        var worst = 0.0
        /// Ages below zero (a timestamp after its delivery: the device's clock is not the monotonic clock).
        var negative = 0
        /// Why the device's clock is not `CLOCK_MONOTONIC`, when it refused it.
        var clockRefusal: DeviceError?

        /// The largest age tracked exactly, in microseconds (an hour); larger ones count as it.
        static let highest: UInt64 = 3_600_000_000
    }

    private var devices: [Device] = []

    /// Adds an update's figures; `clockRefusal` says, for a device first seen, why its clock is not
    /// `CLOCK_MONOTONIC` (`InputDevice.eventClockRefusal`).
    mutating func add(_ update: LiveUpdate, clockRefusal: (LiveDevice) -> DeviceError?) {
        for latency in update.latencies {
            let index = devices.firstIndex { $0.device.id == latency.device.id } ?? {
                devices.append(Device(device: latency.device, clockRefusal: clockRefusal(latency.device)))
                return devices.count - 1
            }()
            let micro = (latency.oldest * 1_000_000).rounded()
            if micro < 0 { devices[index].negative += 1 }
            _ = devices[index].histogram.record(UInt64(Swift.min(Swift.max(micro, 0), Double(Device.highest))))
            devices[index].worst = Swift.max(devices[index].worst, latency.oldest)
        }
    }

    /// One line per device: how many updates, p50, p95, p99 and the worst, in milliseconds.
    var lines: [String] {
        devices.map { figures in
            let histogram = figures.histogram
            let ms = { (micro: UInt64) in Self.milliseconds(Double(micro) / 1_000_000) }
            var line = "latency \(figures.device.path ?? figures.device.name): \(histogram.totalCount) updates, "
                + "p50 \(ms(histogram.valueAtPercentile(50))), p95 \(ms(histogram.valueAtPercentile(95))), "
                + "p99 \(ms(histogram.valueAtPercentile(99))), worst \(Self.milliseconds(figures.worst)) "
                + "(kernel timestamp to delivery, the oldest frame of each update)"
            if let refusal = figures.clockRefusal {
                line += "; its clock is not CLOCK_MONOTONIC (\(refusal)): its times are taken as monotonic, as libinput takes them"
            }
            if figures.negative > 0 {
                line += "; \(figures.negative) stamped after their delivery, counted as 0: the device's times are not on CLOCK_MONOTONIC"
            }
            return line
        }
    }

    /// `seconds` in milliseconds with two decimals: `1.25 ms`.
    static func milliseconds(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100_000).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100, fraction = abs(hundredths) % 100
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction) ms"
    }
}
