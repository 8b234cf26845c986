import TouchReplay

extension RecordingAnalysis {
    /// The analysis as one JSON object (`touchreplay analyze --json`): `file`, `skipped`, and
    /// `devices`, each with its counts, per-slot contacts, report timing, suspects and, with a
    /// scene, `filters` (what they would remove). Times in seconds since the first event.
    public var json: String {
        TraceValue.object([
            "file": .string(path),
            "skipped": .array(skipped.map { .string($0) }),
            "devices": .array(devices.map { .object(Self.json($0)) }),
        ]).jsonText + "\n"
    }

    private static func json(_ device: DeviceAnalysis) -> TraceLine {
        var line: TraceLine = [
            "name": .string(device.name),
            "class": .string(device.deviceClass.rawValue),
            "node": device.node.map { .string($0) } ?? .null,
            "duration": .number(device.duration),
            "frames": .number(Double(device.frames)),
            "contacts": .number(Double(device.contacts.count)),
            "slots": .array(device.contactsPerSlot.map { slot in
                .object(["slot": slot.slot.map { .number(Double($0)) } ?? .null, "contacts": .number(Double(slot.count)),
                         "duration": .number(slot.duration)])
            }),
            "reportInterval": device.medianInterval.map { .number($0) } ?? .null,
            "reportRate": device.reportRate.map { .number($0) } ?? .null,
            "jitter": device.jitter.map { .number($0) } ?? .null,
            "repeatedReports": .number(Double(device.contacts.map(\.repeatedReports).reduce(0, +))),
            "contactList": .array(device.contacts.map { contact in
                .object(["id": .number(Double(contact.id)), "slot": contact.slot.map { .number(Double($0)) } ?? .null,
                         "began": .number(contact.began), "duration": .number(contact.duration),
                         "reports": .number(Double(contact.reports)), "cancelled": .bool(contact.wasCancelled),
                         "longestStillRun": .number(Double(contact.longestStillRun))])
            }),
            "farApartTaps": .array(device.farApartTaps.map { pair in
                .object(["t": .number(pair.time), "contacts": .array([.number(Double(pair.first)), .number(Double(pair.second))]),
                         "distance": .number(pair.distance)])
            }),
            "bounces": .array(device.bounces.map { bounce in
                .object(["t": .number(bounce.time), "contact": .number(Double(bounce.contact)), "gap": .number(bounce.gap)])
            }),
            "suspectedGhosts": .array(device.suspectedGhosts.map { ghost in
                .object(["t": .number(ghost.time), "contact": .number(Double(ghost.contact)), "why": .string(ghost.why)])
            }),
        ]
        if let removals = device.filterRemovals {
            line.fields.append(TraceLine.Field(key: "filters", value: .array(zip(removals, device.removalTimes).map { removal, time in
                .object(["t": .number(time), "contact": .number(Double(removal.contactID)), "filter": .string(removal.filter.name),
                         "cancelled": .bool(removal.wasReported)])
            })))
        }
        return line
    }
}
