import GestureEngine

/// The JSON Lines text of the records written once per touch or frame, built as
/// bytes: the same bytes as `line.jsonText` (keys in the documented order,
/// numbers rounded by ``TraceRounding`` and written as ``TraceValue/format(_:)``
/// writes them) without the intermediate ``TraceLine``, whose field and value
/// arrays cost several allocations per line, nor `String` appends.
extension TraceEvent {
    /// The most bytes the event's line and its newline can take.
    func jsonLineBound(names: TraceNames) -> Int {
        let length = { (index: Int32) in index < 0 ? 0 : names.jsonLength(index) }
        // Keys and punctuation stay under 256 bytes, 11 numbers under 30 bytes each.
        return 256 + 11 * 30 + length(name) + length(kindName) + length(viewName) + length(stateName)
            + length(reasonName) + length(byName) + 1
    }

    /// Writes the event's JSON Lines line and a newline into `buffer`, which must
    /// hold ``jsonLineBound(names:)`` bytes; returns the bytes written.
    func writeJSONLine(into buffer: UnsafeMutableBufferPointer<UInt8>, names: TraceNames) -> Int {
        var out = JSONBytes(buffer: buffer)
        write(to: &out, names: names)
        out.append("\n")
        return out.count
    }

    /// ``TraceRecord/phaseName(_:)`` as a JSON string literal (a `String` would be scanned for escapes per line).
    private static func phaseLiteral(_ phase: TouchPhase) -> StaticString {
        switch phase {
        case .began: "\"began\""
        case .moved, .stationary: "\"moved\""
        case .ended: "\"ended\""
        case .cancelled: "\"cancelled\""
        }
    }

    private func write(to out: inout JSONBytes, names: TraceNames) {
        out.append("{\"t\":")
        out.append(time, places: TraceRounding.time)
        switch kind {
        case .touch:
            out.append(",\"type\":\"touch\",\"touch\":")
            out.append(integer: number)
            out.append(",\"phase\":")
            out.append(TraceEvent.phaseLiteral(phase))
            out.append(",\"x\":")
            out.append(x, places: TraceRounding.points)
            out.append(",\"y\":")
            out.append(y, places: TraceRounding.points)
            out.append(",\"view\":")
            out.append(name: name, in: names)
        case .gesture:
            out.append(",\"type\":\"gesture\",\"gesture\":")
            out.append(name: name, in: names)
            out.append(",\"kind\":")
            out.append(name: kindName, in: names)
            out.append(",\"view\":")
            out.append(name: viewName, in: names)
            out.append(",\"state\":")
            out.append(name: stateName, in: names)
            out.append(",\"x\":")
            out.append(x, places: TraceRounding.points)
            out.append(",\"y\":")
            out.append(y, places: TraceRounding.points)
            out.append(",\"touches\":")
            out.append(integer: number)
            if has & TraceEvent.hasTranslation != 0 {
                out.append(",\"translation\":")
                out.append(pair: Point(x: a, y: b))
            }
            if has & TraceEvent.hasVelocity != 0 {
                out.append(",\"velocity\":")
                out.append(pair: Point(x: c, y: d))
            }
            if has & TraceEvent.hasScale != 0 {
                out.append(",\"scale\":")
                out.append(e, places: TraceRounding.scale)
            }
            if has & TraceEvent.hasRotation != 0 {
                out.append(",\"rotation\":")
                out.append(f, places: TraceRounding.scale)
            }
            if reasonName >= 0 {
                out.append(",\"reason\":")
                out.append(name: reasonName, in: names)
            }
            if byName >= 0 {
                out.append(",\"by\":")
                out.append(name: byName, in: names)
            }
        case .view:
            out.append(",\"type\":\"view\",\"view\":")
            out.append(name: name, in: names)
            out.append(",\"frame\":[")
            out.append(x, places: TraceRounding.points)
            out.append(",")
            out.append(y, places: TraceRounding.points)
            out.append(",")
            out.append(a, places: TraceRounding.points)
            out.append(",")
            out.append(b, places: TraceRounding.points)
            out.append("]")
            if has & TraceEvent.hasContentOffset != 0 {
                out.append(",\"contentOffset\":")
                out.append(pair: Point(x: c, y: d))
            }
            if has & TraceEvent.hasZoomScale != 0 {
                out.append(",\"zoomScale\":")
                out.append(e, places: TraceRounding.scale)
            }
            if has & TraceEvent.hasScrollPhase != 0 {
                out.append(",\"scroll\":")
                out.append(name: stateName, in: names)
            }
        }
        out.append("}")
    }
}

extension TraceRecord {
    /// The record as one JSON Lines line, without a newline.
    var jsonText: String {
        var names = TraceNames()
        guard let event = TraceEvent(self, names: &names) else { return line.jsonText }
        return String(unsafeUninitializedCapacity: event.jsonLineBound(names: names)) { buffer in
            event.writeJSONLine(into: buffer, names: names) - 1
        }
    }
}
