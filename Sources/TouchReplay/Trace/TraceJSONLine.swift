import GestureEngine
import OutputFiles

/// The writers of the lines made once per touch or frame, generic over how
/// their strings come (``TraceText``: a record's `String`s, or a replay's
/// ``TraceName``s), so that both give the same bytes by construction.
enum TraceJSONLine {
    static func touch<Text: TraceText>(time: Double, touch: Int, phase: TouchPhase, location: Point, view: Text?,
                                       detail: TouchDetail, window: Text? = nil, _ names: TraceNames?, to out: inout ByteWriter) {
        out.append("{\"t\":")
        out.append(time, places: TraceRounding.time)
        writeType(",\"type\":\"touch\"", window: window, key: ",\"touch\":", joined: ",\"type\":\"touch\",\"touch\":", names, to: &out)
        out.append(integer: touch)
        // The phase field (``TraceRecord/phaseName(_:)``) and the key after it, copied as one block of known length.
        switch phase {
        case .began: out.append(",\"phase\":\"began\",\"x\":")
        case .moved, .stationary: out.append(",\"phase\":\"moved\",\"x\":")
        case .ended: out.append(",\"phase\":\"ended\",\"x\":")
        case .cancelled: out.append(",\"phase\":\"cancelled\",\"x\":")
        }
        out.append(location.x, places: TraceRounding.points)
        out.append(",\"y\":")
        out.append(location.y, places: TraceRounding.points)
        out.append(",\"view\":")
        view.writeJSON(to: &out, names)
        detail.writeJSON(to: &out)
        out.append("}")
    }

    static func gesture<Text: TraceText>(time: Double, gesture: Text, kind: Text, view: Text?, state: Text, location: Point, touches: Int,
                                         values: GestureValues, reason: Text?, by: Text?, window: Text? = nil, _ names: TraceNames?,
                                         to out: inout ByteWriter) {
        out.append("{\"t\":")
        out.append(time, places: TraceRounding.time)
        gestureHead(gesture: gesture, kind: kind, view: view, state: state, window: window, names, to: &out)
        gestureTail(location: location, touches: touches, values: values, reason: reason, by: by, names, to: &out)
    }

    /// A gesture line whose bytes from its type to its x's key are `head`, numbered verbatim
    /// (``gestureHead(gesture:kind:view:state:window:_:to:)`` of its names): the replay's file writer
    /// writes a head once per recognizer, state and view and copies its bytes into each line
    /// (``TraceLineOutput/writeGesture(time:head:location:touches:values:reason:by:)``). The time
    /// is copied from `recentTime` when the line before had the same (``ByteWriter/append(_:places:recent:)``).
    @inline(__always)
    static func gesture(time: Double, recentTime: inout RecentNumber, head: TraceName, location: Point, touches: Int,
                        values: GestureValues, reason: TraceName?, by: TraceName?, _ names: TraceNames, to out: inout ByteWriter) {
        out.append("{\"t\":")
        out.append(time, places: TraceRounding.time, recent: &recentTime)
        names.write(head, to: &out)
        gestureTail(location: location, touches: touches, values: values, reason: reason, by: by, names, to: &out)
    }

    /// What a gesture line holds between its time and its x: the type, window, recognizer,
    /// kind, view and state, up to the x's key. The same for every line of one recognizer in
    /// one state on one view: the replay's file writer writes it once and copies its bytes
    /// (``gesture(time:head:location:touches:values:reason:by:_:to:)``).
    static func gestureHead<Text: TraceText>(gesture: Text, kind: Text, view: Text?, state: Text, window: Text?, _ names: TraceNames?,
                                             to out: inout ByteWriter) {
        writeType(",\"type\":\"gesture\"", window: window, key: ",\"gesture\":", joined: ",\"type\":\"gesture\",\"gesture\":", names,
                  to: &out)
        gesture.writeJSON(to: &out, names)
        out.append(",\"kind\":")
        kind.writeJSON(to: &out, names)
        out.append(",\"view\":")
        view.writeJSON(to: &out, names)
        out.append(",\"state\":")
        state.writeJSON(to: &out, names)
        out.append(",\"x\":")
    }

    /// A gesture line from its x's value to its end.
    @inline(__always)
    static func gestureTail<Text: TraceText>(location: Point, touches: Int, values: GestureValues, reason: Text?, by: Text?,
                                             _ names: TraceNames?, to out: inout ByteWriter) {
        out.append(location.x, places: TraceRounding.points)
        out.append(",\"y\":")
        out.append(location.y, places: TraceRounding.points)
        out.append(",\"touches\":")
        out.append(integer: touches)
        if let translation = values.translation {
            out.append(",\"translation\":")
            writePair(translation, to: &out)
        }
        if let velocity = values.velocity {
            out.append(",\"velocity\":")
            writePair(velocity, to: &out)
        }
        if let scale = values.scale {
            out.append(",\"scale\":")
            out.append(scale, places: TraceRounding.scale)
        }
        if let rotation = values.rotation {
            out.append(",\"rotation\":")
            out.append(rotation, places: TraceRounding.scale)
        }
        for named in values.named {
            out.append(",\"")
            out.append(string: named.name)
            out.append("\":")
            switch named.value {
            case let .number(number): out.append(number, places: TraceRounding.scale)
            case let .point(point): writePair(point, to: &out)
            }
        }
        if let reason {
            out.append(",\"reason\":")
            reason.writeJSON(to: &out, names)
        }
        if let by {
            out.append(",\"by\":")
            by.writeJSON(to: &out, names)
        }
        out.append("}")
    }

    static func view<Text: TraceText>(time: Double, view: Text, frame: Rect, contentOffset: Point?, zoomScale: Double?, scrollPhase: Text?,
                                      value: Double?, window: Text? = nil, _ names: TraceNames?, to out: inout ByteWriter) {
        out.append("{\"t\":")
        out.append(time, places: TraceRounding.time)
        writeType(",\"type\":\"view\"", window: window, key: ",\"view\":", joined: ",\"type\":\"view\",\"view\":", names, to: &out)
        view.writeJSON(to: &out, names)
        out.append(",\"frame\":")
        writeRect(frame, to: &out)
        if let contentOffset {
            out.append(",\"contentOffset\":")
            writePair(contentOffset, to: &out)
        }
        if let zoomScale {
            out.append(",\"zoomScale\":")
            out.append(zoomScale, places: TraceRounding.scale)
        }
        if let scrollPhase {
            out.append(",\"scroll\":")
            scrollPhase.writeJSON(to: &out, names)
        }
        if let value {
            out.append(",\"value\":")
            out.append(value, places: TraceRounding.scale)
        }
        out.append("}")
    }

    /// The most bytes `named` values take on a gesture line: each name
    /// (ASCII letters and digits, never escaped), its quotes, colon and comma, and two numbers.
    /// Inlined: most gesture lines have no named value, and the call cost more than the line's
    /// check (2 M instructions on the benchmark's cut; docs/performance.md).
    @inline(__always)
    static func bound(_ named: [GestureValues.NamedValue]) -> Int {
        named.isEmpty ? 0 : boundOfNamed(named)
    }

    private static func boundOfNamed(_ named: [GestureValues.NamedValue]) -> Int {
        named.reduce(0) { $0 + $1.name.utf8.count + 8 + 2 * ByteWriter.numberBound }
    }

    /// The line's type and its next key: `type`, the `window` key when there is one, then `key`;
    /// without a window, `joined` (the same bytes as one block, the path of every trace of one window).
    @inline(__always)
    static func writeType<Text: TraceText>(_ type: StaticString, window: Text?, key: StaticString, joined: StaticString,
                                           _ names: TraceNames?, to out: inout ByteWriter) {
        guard let window else { return out.append(joined) }
        out.append(type)
        writeWindow(window, names, to: &out)
        out.append(key)
    }

    /// `,"window":"ID"`: the key that names a line's window in a trace of several (right after `type`).
    static func writeWindow<Text: TraceText>(_ window: Text, _ names: TraceNames?, to out: inout ByteWriter) {
        out.append(",\"window\":")
        window.writeJSON(to: &out, names)
    }

    /// `[x,y]`, each rounded to points.
    static func writePair(_ point: Point, to out: inout ByteWriter) {
        out.append("[")
        out.append(point.x, places: TraceRounding.points)
        out.append(",")
        out.append(point.y, places: TraceRounding.points)
        out.append("]")
    }

    /// `[x,y,width,height]`, each rounded to points.
    static func writeRect(_ rect: Rect, to out: inout ByteWriter) {
        out.append("[")
        out.append(rect.origin.x, places: TraceRounding.points)
        out.append(",")
        out.append(rect.origin.y, places: TraceRounding.points)
        out.append(",")
        out.append(rect.size.width, places: TraceRounding.points)
        out.append(",")
        out.append(rect.size.height, places: TraceRounding.points)
        out.append("]")
    }
}
