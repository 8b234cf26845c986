/// The JSON Lines text of the records written once per touch or frame, built
/// straight into one string: the same bytes as `line.jsonText` (keys in the
/// documented order, numbers rounded by ``TraceRounding`` and written by
/// ``TraceValue/format(_:)``) without the intermediate ``TraceLine``, whose
/// field and value arrays cost several allocations per line.
extension TraceRecord {
    /// The record as one JSON Lines line, without a newline.
    var jsonText: String {
        var text = ""
        text.reserveCapacity(192)
        switch self {
        case let .touch(r):
            text += "{\"t\":"
            JSONText.seconds(r.time, to: &text)
            text += ",\"type\":\"touch\",\"touch\":"
            JSONText.number(Double(r.touch), to: &text)
            text += ",\"phase\":"
            TraceValue.writeString(TraceRecord.phaseName(r.phase), to: &text)
            text += ",\"x\":"
            JSONText.points(r.location.x, to: &text)
            text += ",\"y\":"
            JSONText.points(r.location.y, to: &text)
            text += ",\"view\":"
            JSONText.optionalString(r.view, to: &text)
        case let .gesture(r):
            text += "{\"t\":"
            JSONText.seconds(r.time, to: &text)
            text += ",\"type\":\"gesture\",\"gesture\":"
            TraceValue.writeString(r.gesture, to: &text)
            text += ",\"kind\":"
            TraceValue.writeString(r.kind, to: &text)
            text += ",\"view\":"
            JSONText.optionalString(r.view, to: &text)
            text += ",\"state\":"
            TraceValue.writeString(r.state, to: &text)
            text += ",\"x\":"
            JSONText.points(r.location.x, to: &text)
            text += ",\"y\":"
            JSONText.points(r.location.y, to: &text)
            text += ",\"touches\":"
            JSONText.number(Double(r.touches), to: &text)
            if let t = r.translation {
                text += ",\"translation\":"
                JSONText.pointPair(t.x, t.y, to: &text)
            }
            if let v = r.velocity {
                text += ",\"velocity\":"
                JSONText.pointPair(v.x, v.y, to: &text)
            }
            if let s = r.scale {
                text += ",\"scale\":"
                JSONText.number(TraceRounding.round(s, TraceRounding.scale), to: &text)
            }
            if let a = r.rotation {
                text += ",\"rotation\":"
                JSONText.number(TraceRounding.round(a, TraceRounding.scale), to: &text)
            }
        case let .view(r):
            text += "{\"t\":"
            JSONText.seconds(r.time, to: &text)
            text += ",\"type\":\"view\",\"view\":"
            TraceValue.writeString(r.view, to: &text)
            text += ",\"frame\":["
            JSONText.points(r.frame.origin.x, to: &text)
            text += ","
            JSONText.points(r.frame.origin.y, to: &text)
            text += ","
            JSONText.points(r.frame.size.width, to: &text)
            text += ","
            JSONText.points(r.frame.size.height, to: &text)
            text += "]"
            if let o = r.contentOffset {
                text += ",\"contentOffset\":"
                JSONText.pointPair(o.x, o.y, to: &text)
            }
            if let z = r.zoomScale {
                text += ",\"zoomScale\":"
                JSONText.number(TraceRounding.round(z, TraceRounding.scale), to: &text)
            }
        case .hitTest, .summary:
            // Once per touch or per run: the general path is fast enough.
            return line.jsonText
        }
        text += "}"
        return text
    }
}

/// Appends JSON values the way ``TraceValue`` writes them.
private enum JSONText {
    static func number(_ value: Double, to text: inout String) {
        text += TraceValue.format(value)
    }

    static func seconds(_ value: Double, to text: inout String) {
        number(TraceRounding.round(value, TraceRounding.time), to: &text)
    }

    static func points(_ value: Double, to text: inout String) {
        number(TraceRounding.round(value, TraceRounding.points), to: &text)
    }

    static func pointPair(_ x: Double, _ y: Double, to text: inout String) {
        text += "["
        points(x, to: &text)
        text += ","
        points(y, to: &text)
        text += "]"
    }

    static func optionalString(_ value: String?, to text: inout String) {
        if let value { TraceValue.writeString(value, to: &text) } else { text += "null" }
    }
}
