extension RecordingAnalysis {
    /// The analysis for people, a few lines per device.
    public var text: String {
        var lines = skipped
        for device in devices {
            lines.append("\(path): \"\(device.name)\" (\(device.deviceClass.displayName)\(device.node.map { ", \($0)" } ?? "")), "
                + "\(DeviceAnalysis.seconds(device.duration)), \(device.frames) frames")
            let slots = device.contactsPerSlot.map { "\($0.slot.map { "slot \($0)" } ?? "no slot"): \($0.count)" }
            let durations = device.contacts.map(\.duration)
            var contactLine = "  contacts: \(device.contacts.count)"
            if !slots.isEmpty { contactLine += " (\(slots.joined(separator: ", ")))" }
            if let median = DeviceAnalysis.median(durations), let shortest = durations.min(), let longest = durations.max() {
                contactLine += "; duration shortest \(DeviceAnalysis.seconds(shortest)), median \(DeviceAnalysis.seconds(median)), longest \(DeviceAnalysis.seconds(longest))"
            }
            lines.append(contactLine)
            if let interval = device.medianInterval, let rate = device.reportRate, let jitter = device.jitter {
                lines.append("  reports: every \(Self.milliseconds(interval)) (median, \(Int(rate.rounded())) Hz), jitter \(Self.milliseconds(jitter)) (median absolute deviation)")
            } else {
                lines.append("  reports: too few to measure a rate")
            }
            let repeated = device.contacts.map(\.repeatedReports).reduce(0, +)
            let stillest = device.contacts.max { $0.longestStillRun < $1.longestStillRun }
            lines.append("  repeated positions: \(Self.count(repeated, "report")) repeated the one before"
                + (stillest.map { $0.longestStillRun > 1 ? "; longest still run \($0.longestStillRun) reports (contact \($0.id))" : "" } ?? ""))
            lines.append("  far-apart simultaneous taps: " + (device.farApartTaps.isEmpty ? "none" : device.farApartTaps.map {
                "contacts \($0.first) and \($0.second) at \(Self.time($0.time))"
            }.joined(separator: ", ")))
            lines.append("  bounces: " + (device.bounces.isEmpty ? "none" : device.bounces.map {
                "contact \($0.contact) at \(Self.time($0.time)) (\(Self.milliseconds($0.gap)) after a release)"
            }.joined(separator: ", ")))
            let ghosts = device.suspectedGhosts
            lines.append("  suspected ghosts: \(ghosts.isEmpty ? "none" : String(ghosts.count))")
            for ghost in ghosts { lines.append("    \(Self.time(ghost.time))  contact \(ghost.contact): \(ghost.why)") }
            if let removals = device.filterRemovals {
                lines.append("  the scene's filters would remove: " + (removals.isEmpty ? "nothing" : Self.count(removals.count, "contact")))
                for (removal, time) in zip(removals, device.removalTimes) {
                    lines.append("    \(Self.time(time))  contact \(removal.contactID): \(removal.filter.name) (\(removal.wasReported ? "cancelled" : "never reported"))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "1.234567 s" (the trace's microseconds).
    static func time(_ seconds: Double) -> String {
        let micro = Int64((seconds * 1_000_000).rounded())
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction) s"
    }

    /// "1 contact", "3 contacts".
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// "8.0 ms".
    static func milliseconds(_ seconds: Double) -> String {
        "\((seconds * 10_000).rounded() / 10) ms"
    }
}
