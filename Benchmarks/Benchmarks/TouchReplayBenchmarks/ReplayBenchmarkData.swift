import Foundation
import InputEvents
import InputRecordings
import TouchReplay
import TouchReplayTools
import TouchTime

/// Generated inputs for the replay benchmarks.
enum ReplayBenchmarkData {
    /// Seconds covered by one synthesized chunk.
    static let chunkSeconds = 20.0

    /// A 20-second script of one- and two-finger drags, pinches and taps over an 800×480 screen.
    static func chunkScript() throws -> SynthScript {
        var yaml = "device: multitouch\nscreen: [800, 480]\npause: 0.05\ngestures:\n"
        var x = 30.0
        for index in 0..<24 {
            let y = 40.0 + Double(index % 10) * 40
            switch index % 4 {
            case 0: yaml += "  - drag: {from: [\(x), \(y)], to: [\(800 - x), \(480 - y)], duration: 0.6}\n"
            case 1: yaml += "  - drag: {from: [\(x + 40), \(y)], to: [\(x + 40), \(480 - y)], fingers: 2, duration: 0.6}\n"
            case 2: yaml += "  - pinch: {center: [400, 240], from: 80, to: 300, duration: 0.6}\n"
            default: yaml += "  - tap: [\(x + 100), \(y)]\n"
            }
            x = (x + 37).truncatingRemainder(dividingBy: 300) + 20
        }
        return try SynthScript.parse(yaml: yaml, path: "bench-chunk.yml")
    }

    /// Writes the chunk repeated (times shifted) until at least `minimumEvents`; returns the event count.
    static func writeLongRecording(to path: String, minimumEvents: Int) throws -> Int {
        let script = try chunkScript()
        let chunk = try script.events(path: "bench-chunk.yml")
        precondition(chunk.last!.time.seconds < chunkSeconds, "the chunk must fit in \(chunkSeconds) s")
        let repeats = (minimumEvents + chunk.count - 1) / chunk.count
        let writer = try EvemuWriter(path: path, description: script.device.description)
        for repeatIndex in 0..<repeats {
            let shift = Int64(Double(repeatIndex) * chunkSeconds * 1_000_000)
            for var event in chunk {
                event.time = Timestamp(microseconds: event.time.microseconds + shift)
                try writer.write(event)
            }
        }
        try writer.close()
        return repeats * chunk.count
    }

    /// A scene of `columns × rows` views tiling an 800×480 screen; every view has a tap,
    /// every second one a pan, every fifth a pinch.
    static func gridScene(columns: Int, rows: Int) -> String {
        let width = 800.0 / Double(columns), height = 480.0 / Double(rows)
        var yaml = "screen:\n  size: [800, 480]\nroot:\n  id: root\n  subviews:\n"
        for row in 0..<rows {
            for column in 0..<columns {
                let id = "cell\(row)x\(column)"
                yaml += "    - id: \(id)\n      frame: [\(Double(column) * width), \(Double(row) * height), \(width), \(height)]\n      touches: log\n      gestures:\n"
                yaml += "        - {id: \(id)Tap, kind: tap}\n"
                if (row + column) % 2 == 0 { yaml += "        - {id: \(id)Pan, kind: pan}\n" }
                if (row + column) % 5 == 0 { yaml += "        - {id: \(id)Pinch, kind: pinch}\n" }
            }
        }
        return yaml
    }

    /// `count` small cases (a tap or a short drag on a three-view scene), without expected traces.
    static func writeSmallCases(count: Int, under root: String) throws {
        for index in 0..<count {
            let folder = root + "/case-\(index)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let x = 50 + Double(index % 700), y = 50 + Double(index % 380)
            let gesture = index % 2 == 0 ? "  - tap: [\(x), \(y)]\n" : "  - drag: {from: [\(x), \(y)], to: [\(x + 40), \(y + 20)], duration: 0.3}\n"
            let script = try SynthScript.parse(yaml: "screen: [800, 480]\ngestures:\n" + gesture, path: "case-\(index).yml")
            try script.writeRecording(to: folder + "/recording.evemu")
            let scene = """
                screen:
                  size: [800, 480]
                root:
                  id: root
                  subviews:
                    - id: left
                      frame: [0, 0, 400, 480]
                      touches: log
                      gestures: [{id: leftTap, kind: tap}, {id: leftPan, kind: pan}]
                    - id: right
                      frame: [400, 0, 400, 480]
                      touches: log
                      gestures: [{id: rightTap, kind: tap}, {id: rightPan, kind: pan}]
                """
            try scene.write(toFile: folder + "/scene.yml", atomically: true, encoding: .utf8)
        }
    }
}
