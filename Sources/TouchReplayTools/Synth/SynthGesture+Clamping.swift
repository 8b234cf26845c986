import GestureEngine

extension SynthGesture {
    /// Moves a touch's or a wheel turn's points that lie outside `area` (the screen, or the
    /// part of it a device maps onto) onto its nearest edge; answers whether any did. Other
    /// gestures are left as they are.
    mutating func clamp(to area: Rect) -> Bool {
        func clamped(_ p: Point) -> Point { Point(x: min(max(p.x, area.minX), area.maxX), y: min(max(p.y, area.minY), area.maxY)) }
        switch self {
        case .touch(var touch):
            var moved = false
            let start = clamped(touch.start)
            moved = start != touch.start
            for index in touch.samples.indices {
                let point = Point(x: touch.start.x + touch.samples[index].offset.x, y: touch.start.y + touch.samples[index].offset.y)
                let held = clamped(point)
                if held != point { moved = true }
                touch.samples[index].offset = Point(x: held.x - start.x, y: held.y - start.y)
            }
            touch.start = start
            self = .touch(touch)
            return moved
        case .wheel(let at, let clicks):
            self = .wheel(at: clamped(at), clicks: clicks)
            return clamped(at) != at
        case .tap, .longPress, .drag, .timedDrag, .twoFingers, .wait, .click, .hover, .pen:
            return false
        }
    }
}
