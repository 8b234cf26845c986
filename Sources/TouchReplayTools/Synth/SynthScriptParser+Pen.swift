import Foundation
import GestureEngine
import InputEvents
import TouchReplay

extension SynthScriptParser {
    /// A `pen` step: `{from, through, to, duration, pressure, tilt, eraser, start}`,
    /// `pressure` (0 to 1) and `tilt` (`[x, y]` degrees) either one value for the whole
    /// stroke or a list of one per path point; tilts within what `device`'s axes carry.
    func penGesture(_ value: YAMLNode, device: SynthDevice) throws(FileError) -> (SynthGesture, Double?) {
        let f = try fields(value, "pen", allowed: ["from", "through", "to", "duration", "pressure", "tilt", "eraser", "start", "device"])
        var path = [try required(f, "from", in: value, "pen")]
        if let through = f["through"] {
            guard let items = through.sequence else { throw fail(through, "through must be a list of [x, y] points") }
            for item in items { path.append(try point(item, "through point")) }
        }
        path.append(try required(f, "to", in: value, "pen"))
        var samples = [SynthPenSample](repeating: .standard, count: path.count)
        if let node = f["pressure"] {
            let pressures = try perPoint(node, "pressure", count: path.count, isList: node.sequence != nil) { n throws(FileError) in
                try number(n, "pressure", minimum: 0, maximum: 1)
            }
            for index in samples.indices { samples[index].pressure = pressures[index] }
        }
        if let node = f["tilt"] {
            let isList = node.sequence?.first?.sequence != nil
            let tilts = try perPoint(node, "tilt", count: path.count, isList: isList) { n throws(FileError) in try tilt(n, device: device) }
            for index in samples.indices { (samples[index].tiltX, samples[index].tiltY) = (tilts[index].x, tilts[index].y) }
        }
        var eraser = false
        if let node = f["eraser"] {
            guard let flag = node.bool else { throw fail(node, "eraser must be true or false") }
            if flag, !device.description.supports(.key, code: KeyCode.buttonToolRubber) {
                throw fail(node, "eraser needs BTN_TOOL_RUBBER but device '\(device.description.name)' has none")
            }
            eraser = flag
        }
        let duration = try optional(f["duration"], "duration", Self.dragDuration, seconds: true)
        return (.pen(path: path, samples: samples, eraser: eraser, duration: duration), try start(f))
    }

    /// One value for every point (`isList` false), or a list of exactly `count`.
    private func perPoint<Value>(_ node: YAMLNode, _ what: String, count: Int, isList: Bool,
                                 _ read: (YAMLNode) throws(FileError) -> Value) throws(FileError) -> [Value] {
        guard isList, let items = node.sequence else { return Array(repeating: try read(node), count: count) }
        guard items.count == count else {
            throw fail(node, "\(what) lists \(items.count) values but the path has \(count) points (from, through…, to); give one value or one per point")
        }
        var values: [Value] = []
        for item in items { values.append(try read(item)) }
        return values
    }

    /// `[x, y]` degrees of tilt, each within the range `device`'s `ABS_TILT_X`/`ABS_TILT_Y` carries.
    func tilt(_ node: YAMLNode, device: SynthDevice) throws(FileError) -> Point {
        guard let items = node.sequence, items.count == 2 else { throw fail(node, "tilt must be [x, y] in degrees") }
        var values: [Double] = []
        for (item, axis) in zip(items, ["x", "y"]) {
            let value = try number(item, "tilt \(axis)")
            guard let range = device.tiltRange(y: axis == "y") else {
                throw fail(item, "tilt needs ABS_TILT_X and ABS_TILT_Y but device '\(device.description.name)' has no ABS_TILT_\(axis.uppercased())")
            }
            guard range.contains(value) else {
                throw fail(item, "tilt \(axis) must be from \(Self.degrees(range.lowerBound)) to \(Self.degrees(range.upperBound)) degrees (device '\(device.description.name)''s ABS_TILT_\(axis.uppercased()))")
            }
            values.append(value)
        }
        return Point(x: values[0], y: values[1])
    }

    /// Degrees with one decimal.
    private static func degrees(_ value: Double) -> String { String(format: "%.1f", value) }
}
