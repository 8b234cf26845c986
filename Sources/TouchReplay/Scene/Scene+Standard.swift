import GestureEngine
import InputEvents
import InputRecordings

extension Scene {
    /// The id of the standard scene's one view.
    public static let standardViewID = "screen"

    /// The recognizers of the standard scene, in the order they are attached (all allowed to recognize together).
    public static let standardGestures: [(id: String, yaml: String)] = [
        ("tap", "kind: tap"),
        ("doubleTap", "kind: doubleTap"),
        ("longPress", "kind: longPress"),
        ("pan", "kind: pan"),
        ("pinch", "kind: pinch"),
        ("rotation", "kind: rotation"),
        ("swipe", "kind: swipe, direction: [right, left, up, down]"),
    ]

    /// The longest side of the standard scene's screen, in points, when the device does not give its size in millimetres.
    public static let standardLongSide = 1280.0

    /// Points per millimetre when the device gives its size: UIKit's 160 points per inch.
    public static let pointsPerMillimetre = 160.0 / 25.4

    /// The scene `attach` uses without `--scene`: one full-screen view (`screen`) that logs all
    /// its touches (`multipleTouch`: every finger, not only the first), with a tap, double tap, long press, pan, pinch, rotation and swipe (any
    /// direction) on it, each allowed to recognize together with all the others and none
    /// cancelling the view's touches, so every recognizer shows what it makes of the
    /// same fingers, as `libinput debug-events` shows events.
    ///
    /// The screen has the device's shape: its size in millimetres at ``pointsPerMillimetre``
    /// when the device reports a resolution on both axes, else the axes' aspect with a long
    /// side of ``standardLongSide`` points; a mouse (no absolute axes) gets 1920 × 1080.
    /// The device's name is quoted in its first comment with YAML's escapes, whatever it holds.
    public static func standard(for device: DeviceDescription) -> Scene {
        let size = standardScreenSize(for: device)
        let ids = standardGestures.map(\.id)
        var yaml = """
            # The standard scene of `touchreplay attach DEVICE` without --scene ("\(RecordedText.yamlQuotedContent(device.name))").
            screen:
              size: [\(TraceValue.format(size.width)), \(TraceValue.format(size.height))]
            root:
              id: \(standardViewID)
              touches: log
              multipleTouch: true
              gestures:

            """
        for gesture in standardGestures {
            let others = ids.filter { $0 != gesture.id }.joined(separator: ", ")
            yaml += "    - {id: \(gesture.id), \(gesture.yaml), simultaneousWith: [\(others)], cancelsTouchesInView: false, delaysTouchesEnded: false}\n"
        }
        do {
            return try Scene.parse(yaml, file: "(standard scene)")
        } catch {
            preconditionFailure("the standard scene does not parse: \(error)")
        }
    }

    /// The screen size of ``standard(for:)``.
    static func standardScreenSize(for device: DeviceDescription) -> Size {
        let x = device.absoluteAxes[AbsoluteAxis.multiTouchPositionX] ?? device.absoluteAxes[AbsoluteAxis.x]
        let y = device.absoluteAxes[AbsoluteAxis.multiTouchPositionY] ?? device.absoluteAxes[AbsoluteAxis.y]
        guard let x, let y, x.maximum > x.minimum, y.maximum > y.minimum else { return Size(width: 1920, height: 1080) }
        let units = (x: Double(x.maximum - x.minimum + 1), y: Double(y.maximum - y.minimum + 1))
        if x.resolution > 0, y.resolution > 0 {
            return Size(width: (units.x / Double(x.resolution) * pointsPerMillimetre).rounded(),
                        height: (units.y / Double(y.resolution) * pointsPerMillimetre).rounded())
        }
        let aspect = units.x / units.y
        return aspect >= 1 ? Size(width: standardLongSide, height: (standardLongSide / aspect).rounded())
            : Size(width: (standardLongSide * aspect).rounded(), height: standardLongSide)
    }
}
