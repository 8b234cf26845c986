import Foundation
import InputEvents

/// One frame line of `touchreplay events --jsonl`, decoded independently of the CLI's code.
struct LiveFrame: Decodable, Equatable, CustomStringConvertible {
    struct LiveContact: Decodable, Equatable {
        var id: Int
        var phase: String
        var x: Double
        var y: Double
        var pressure: Int32?
        var touch_major: Int32?
    }

    var time_us: Int64
    var contacts: [LiveContact]

    init(_ frame: ContactFrame) {
        time_us = frame.time.microseconds
        contacts = frame.contacts.map {
            LiveContact(id: $0.id, phase: $0.phase.rawValue, x: $0.x, y: $0.y, pressure: $0.pressure, touch_major: $0.touchMajor)
        }
    }

    /// Parses the JSON Lines output of `touchreplay events --jsonl`.
    static func parse(_ output: String) throws -> [LiveFrame] {
        try output.split(separator: "\n").map { try JSONDecoder().decode(LiveFrame.self, from: Data($0.utf8)) }
    }

    /// The frames a decoder makes of `events`, ending with `cancelAll` at the last event, as the live reader does.
    static func decode(_ events: [InputEvent], device: DeviceDescription, mapping: ScreenMapping) throws -> [LiveFrame] {
        var decoder = try FrameDecoder(device: device, mapping: mapping)
        var frames = events.compactMap { decoder.feed($0) }
        if let last = events.last, let cancel = decoder.cancelAll(at: last.time) { frames.append(cancel) }
        return frames.map(LiveFrame.init)
    }

    var description: String {
        "\(time_us): " + contacts.map { "\($0.id):\($0.phase)@(\($0.x),\($0.y))" }.joined(separator: " ")
    }
}
