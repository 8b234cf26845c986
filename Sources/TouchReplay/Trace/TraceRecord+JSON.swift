import GestureEngine

/// The JSON Lines text of the records written once per touch or frame, built
/// as bytes straight into the one string returned: the same bytes as
/// `line.jsonText` (keys in the documented order, numbers rounded by
/// ``TraceRounding`` and written as ``TraceValue/format(_:)`` writes them)
/// without the intermediate ``TraceLine``, whose field and value arrays cost
/// several allocations per line, nor `String` appends.
extension TraceRecord {
    /// The record as one JSON Lines line, without a newline.
    var jsonText: String {
        guard let bound = jsonByteBound else { return line.jsonText }
        return String(unsafeUninitializedCapacity: bound) { buffer in
            var out = JSONBytes(buffer: buffer)
            write(to: &out)
            return out.count
        }
    }

    /// Writes the record's JSON Lines line and a newline into `buffer`, which must hold
    /// at least ``jsonLineBound`` bytes; returns the bytes written. The bytes of
    /// ``jsonText`` without making a `String` (what a streaming output writes per record).
    func writeJSONLine(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var out = JSONBytes(buffer: buffer)
        write(to: &out)
        out.append("\n")
        return out.count
    }

    /// The most bytes the line of a touch, gesture or view record can take; nil for
    /// hitTest and summary records, which are written once per touch or per run and take
    /// the general ``TraceLine`` path.
    var jsonLineBound: Int? { jsonByteBound.map { $0 + 1 } }

    private var jsonByteBound: Int? {
        let strings: Int
        switch self {
        case let .touch(r): strings = r.view?.utf8.count ?? 0
        case let .gesture(r): strings = r.gesture.utf8.count + r.kind.utf8.count + (r.view?.utf8.count ?? 0) + r.state.utf8.count
        case let .view(r): strings = r.view.utf8.count
        case .hitTest, .summary: return nil
        }
        // Keys and punctuation stay under 256 bytes, 11 numbers under 30 bytes each; escaping at most sextuples a string.
        return 256 + 11 * 30 + 6 * strings + 16
    }

    private func write(to out: inout JSONBytes) {
        switch self {
        case let .touch(r):
            out.append("{\"t\":")
            out.append(r.time, places: TraceRounding.time)
            out.append(",\"type\":\"touch\",\"touch\":")
            out.append(integer: r.touch)
            out.append(",\"phase\":")
            out.append(string: TraceRecord.phaseName(r.phase))
            out.append(",\"x\":")
            out.append(r.location.x, places: TraceRounding.points)
            out.append(",\"y\":")
            out.append(r.location.y, places: TraceRounding.points)
            out.append(",\"view\":")
            out.append(optionalString: r.view)
        case let .gesture(r):
            out.append("{\"t\":")
            out.append(r.time, places: TraceRounding.time)
            out.append(",\"type\":\"gesture\",\"gesture\":")
            out.append(string: r.gesture)
            out.append(",\"kind\":")
            out.append(string: r.kind)
            out.append(",\"view\":")
            out.append(optionalString: r.view)
            out.append(",\"state\":")
            out.append(string: r.state)
            out.append(",\"x\":")
            out.append(r.location.x, places: TraceRounding.points)
            out.append(",\"y\":")
            out.append(r.location.y, places: TraceRounding.points)
            out.append(",\"touches\":")
            out.append(integer: r.touches)
            if let t = r.translation {
                out.append(",\"translation\":")
                out.append(pair: t)
            }
            if let v = r.velocity {
                out.append(",\"velocity\":")
                out.append(pair: v)
            }
            if let s = r.scale {
                out.append(",\"scale\":")
                out.append(s, places: TraceRounding.scale)
            }
            if let a = r.rotation {
                out.append(",\"rotation\":")
                out.append(a, places: TraceRounding.scale)
            }
        case let .view(r):
            out.append("{\"t\":")
            out.append(r.time, places: TraceRounding.time)
            out.append(",\"type\":\"view\",\"view\":")
            out.append(string: r.view)
            out.append(",\"frame\":[")
            out.append(r.frame.origin.x, places: TraceRounding.points)
            out.append(",")
            out.append(r.frame.origin.y, places: TraceRounding.points)
            out.append(",")
            out.append(r.frame.size.width, places: TraceRounding.points)
            out.append(",")
            out.append(r.frame.size.height, places: TraceRounding.points)
            out.append("]")
            if let o = r.contentOffset {
                out.append(",\"contentOffset\":")
                out.append(pair: o)
            }
            if let z = r.zoomScale {
                out.append(",\"zoomScale\":")
                out.append(z, places: TraceRounding.scale)
            }
        case .hitTest, .summary:
            preconditionFailure("hitTest and summary lines take the TraceLine path")
        }
        out.append("}")
    }
}
