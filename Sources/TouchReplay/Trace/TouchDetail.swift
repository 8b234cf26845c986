import GestureEngine
import InputEvents
import OutputFiles

/// What a `touch` line says about a touch besides where it is: its type, a
/// pointer's buttons, force, size, a pen's angles and eraser, each only when
/// it says something (a finger on a screen without pressure or size has none).
///
/// In JSON Lines the keys follow `view`: `touchType` (`pointer`, `pencil`; the
/// line's own `type` is `touch`), `buttons` (pointer touches: `primary`,
/// `secondary`, `middle`, joined by `+`), `force` (when the device reports
/// pressure), `radius` (the major radius in points, when it reports size),
/// `altitude` and `azimuth` (pencil touches, radians), `eraser` (true for a
/// pen's eraser end), `resampled` (true for a position an input pipeline
/// resampled to a display frame's time: `replay --display-rate HZ --resample`),
/// and on a `cancelled` line, `reason` (`noise:FILTER`, a device noise filter
/// that cancelled the touch).
public struct TouchDetail: Hashable, Sendable {
    /// What made the touch.
    public var type: TouchType
    /// A pointer touch's buttons (written for pointer touches only).
    public var buttons: ButtonMask
    /// The force (1.0 an average touch), nil when the device reports no pressure.
    public var force: Double?
    /// The major radius in points, nil when the device reports no size.
    public var radius: Double?
    /// A pencil's altitude and azimuth (radians, the window's), nil for other touches.
    public var angles: (altitude: Double, azimuth: Double)? {
        get { altitude < 0 ? nil : (altitude, azimuth) }
        set {
            altitude = newValue.map { Swift.max($0.altitude, 0) } ?? -1
            azimuth = newValue?.azimuth ?? 0
        }
    }
    /// Whether a pen touches with its eraser end.
    public var isEraser: Bool
    /// Whether the position was resampled to a display frame's time (`Touch.isResampled`).
    public var isResampled: Bool
    /// The noise filter that cancelled the touch (written on its `cancelled` line), nil for none.
    public var noiseFilter: ContactFilterKind?
    // A negative altitude for none (altitudes lie in 0...π/2): two optionals would
    // add 16 bytes to every touch entry a replay hands over.
    private var altitude = -1.0
    private var azimuth = 0.0

    /// The detail of a finger on a screen that reports neither pressure nor size: nothing to write.
    public static let finger = TouchDetail()

    /// A detail from its parts.
    public init(type: TouchType = .direct, buttons: ButtonMask = .primary, force: Double? = nil, radius: Double? = nil,
                angles: (altitude: Double, azimuth: Double)? = nil, isEraser: Bool = false, isResampled: Bool = false,
                noiseFilter: ContactFilterKind? = nil) {
        self.type = type
        self.isResampled = isResampled
        self.noiseFilter = noiseFilter
        self.buttons = buttons
        self.force = force
        self.radius = radius
        self.isEraser = isEraser
        self.angles = angles
    }

    /// What `touch` shows now, on a line of `phase` (a noise filter only on a `cancelled` one).
    @inline(__always) init(_ touch: Touch, phase: TouchPhase) {
        self.init(type: touch.type, buttons: touch.buttonMask,
                  force: touch.maximumPossibleForce > 0 ? touch.force : nil,
                  radius: touch.majorRadius > 0 ? touch.majorRadius : nil,
                  angles: touch.type == .pencil ? (touch.altitudeAngle, touch.azimuthAngle(in: nil)) : nil,
                  isEraser: touch.isEraser, isResampled: touch.isResampled,
                  noiseFilter: phase == .cancelled && touch.noiseFilter != 0 ? ContactFilterKind(rawValue: touch.noiseFilter) : nil)
    }

    /// Whether there is nothing to write.
    var isEmpty: Bool { type == .direct && force == nil && radius == nil && !isEraser && !isResampled && noiseFilter == nil }

    /// Appends the keys (each preceded by a comma), nothing when ``isEmpty``.
    @inline(__always) func writeJSON(to out: inout ByteWriter) {
        guard !isEmpty else { return }
        switch type {
        case .direct: break
        case .indirectPointer:
            out.append(",\"touchType\":\"pointer\",\"buttons\":\"")
            out.append(string: buttons.name)
            out.append("\"")
        case .pencil: out.append(",\"touchType\":\"pencil\"")
        }
        if let force {
            out.append(",\"force\":")
            out.append(force, places: TraceRounding.points)
        }
        if let radius {
            out.append(",\"radius\":")
            out.append(radius, places: TraceRounding.points)
        }
        if let angles {
            out.append(",\"altitude\":")
            out.append(angles.altitude, places: TraceRounding.points)
            out.append(",\"azimuth\":")
            out.append(angles.azimuth, places: TraceRounding.points)
        }
        if isEraser { out.append(",\"eraser\":true") }
        if isResampled { out.append(",\"resampled\":true") }
        if let noiseFilter {
            out.append(",\"reason\":\"")
            out.append(string: noiseFilter.reason)
            out.append("\"")
        }
    }

    /// The words the text format adds after a touch's view (empty when ``isEmpty``):
    /// `pointer secondary`, `pencil`, `force 1.25`, `radius 4.5`, `altitude 1.1 azimuth 0.5`, `eraser`, `resampled`.
    var text: String {
        guard !isEmpty else { return "" }
        var words: [String] = []
        switch type {
        case .direct: break
        case .indirectPointer: words += ["pointer", buttons.name]
        case .pencil: words.append("pencil")
        }
        if isEraser { words.append("eraser") }
        if let force { words.append("force \(TraceFormat.number(force))") }
        if let radius { words.append("radius \(TraceFormat.number(radius))") }
        if let angles { words.append("altitude \(TraceFormat.number(angles.altitude)) azimuth \(TraceFormat.number(angles.azimuth))") }
        if isResampled { words.append("resampled") }
        if let noiseFilter { words.append("reason \(noiseFilter.reason)") }
        return " [" + words.joined(separator: ", ") + "]"
    }
}
