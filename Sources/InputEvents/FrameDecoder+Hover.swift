extension FrameDecoder {
    /// Whether the device's pointer can hover: a mouse, an absolute pointer or a pen.
    static func tracksHover(_ deviceClass: DeviceClass) -> Bool {
        deviceClass == .relativeMouse || deviceClass == .absolutePointer || deviceClass == .penTablet
    }

    /// Whether the frame last completed has a hover motion (``frameHover`` is not none).
    @inline(__always) var hasHoverMotion: Bool {
        if case .none = frameHover { return false }
        return true
    }

    /// Sets ``frameHover`` at a `SYN_REPORT` (devices that hover only).
    ///
    /// A pointer hovers while no button is down, a pen while it is in range
    /// and not touching; a frame in which it moved (or a pen came into range)
    /// reports `moved`; the first frame in which it can no longer hover, after
    /// hovering, reports `exited`.
    mutating func reportHover() {
        let pen = deviceClass == .penTablet
        let canHover = !slots[0].isDown && (!pen || self.pen.inRange)
        let moved = hoverMoved
        hoverMoved = false
        if canHover {
            guard moved else {
                frameHover = .none
                return
            }
            let point = hoverPoint
            frameHover = .moved(x: point.x, y: point.y, tool: hoverTool)
            hovering = true
        } else if hovering {
            let point = hoverPoint
            frameHover = .exited(x: point.x, y: point.y, tool: hoverTool)
            hovering = false
        } else {
            frameHover = .none
        }
    }

    /// Ends a hover under way (``cancelAll(at:)``): whether one was.
    mutating func exitHover() -> Bool {
        hoverMoved = false
        guard hovering else {
            frameHover = .none
            return false
        }
        let point = hoverPoint
        frameHover = .exited(x: point.x, y: point.y, tool: hoverTool)
        hovering = false
        return true
    }

    /// Where the hovering pointer or pen is, in screen points.
    private var hoverPoint: ScreenPoint {
        if deviceClass == .penTablet, let transform { return transform.point(x: slots[0].x, y: slots[0].y) }
        return pointerPosition
    }

    /// What hovers: the pointer, a pen's tip or its eraser.
    private var hoverTool: ContactTool {
        deviceClass == .penTablet ? (slots[0].eraser ? .eraser : .pen) : .pointer
    }
}
