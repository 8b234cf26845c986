/// The noise filters of one device, each off (nil) by default: what a scene's
/// `devices: [{…, filters: {…}}]` entry asks for.
///
/// Touchscreen filters (all but ``debounce``) judge each decoded contact; a
/// contact one of them catches in its first report is never reported, one
/// caught later is cancelled, and either way it stays silent until it lifts
/// (as an `MT_TOOL_PALM` contact). ``debounce`` is for the buttons of mice and
/// absolute pointers. The filters, their sources and their decisions:
/// docs/field.md.
public struct ContactFilterSettings: Hashable, Sendable {
    /// A touch lifting sooner than this many seconds after it began is noise.
    public var minimumDuration: Double?
    /// A touch is held back until its pressure reaches this (device units; `ABS_MT_PRESSURE` or `ABS_PRESSURE`).
    public var minimumPressure: Int32?
    /// A touch is held back until its size reaches this (device units; `ABS_MT_TOUCH_MAJOR`).
    public var minimumSize: Int32?
    /// The width in millimetres of the band along the screen's edges where a touch that begins is held back until it moves.
    public var edgeBand: Double?
    /// The stuck-spot filter's settings.
    public var singlePosition: SinglePosition?
    /// The far-apart-taps filter's settings.
    public var farApartTaps: FarApartTaps?
    /// A pointer button's release and press closer than this many seconds are a bounce (libinput: 0.025).
    public var debounce: Double?
    /// Where the settings come from (`FILE:LINE:COLUMN: devices[N].filters`), for errors; empty when made in code.
    public var location: String

    /// A touch that stays within ``radius`` points of where it began for ``reports`` reports is a stuck spot.
    public struct SinglePosition: Hashable, Sendable {
        /// Reports on the spot after which the touch is noise.
        public var reports: Int
        /// How far, in screen points, a touch may wander and still be on its spot.
        public var radius: Double
        /// A spot found stuck, in seconds: a touch beginning on it within this time of the last is noise at once.
        public var memory: Double

        /// Settings from their parts; radius 2 points and memory 4 s by default (Chromium's 2 units and 4000 ms).
        public init(reports: Int, radius: Double = 2, memory: Double = 4) {
            self.reports = reports
            self.radius = radius
            self.memory = memory
        }
    }

    /// Two taps more than ``distance`` points apart that begin within ``interval`` seconds are both noise.
    public struct FarApartTaps: Hashable, Sendable {
        /// The distance in screen points above which two taps are far apart.
        public var distance: Double
        /// The most time between the two taps' beginnings, in seconds (Chromium: 0.03).
        public var interval: Double
        /// How far, in screen points, a touch may move and still be a tap (Chromium: 20 units).
        public var movement: Double

        /// Settings from their parts; the interval and the movement are Chromium's by default.
        public init(distance: Double, interval: Double = 0.03, movement: Double = 20) {
            self.distance = distance
            self.interval = interval
            self.movement = movement
        }
    }

    /// Settings from their parts: every filter off unless given.
    public init(minimumDuration: Double? = nil, minimumPressure: Int32? = nil, minimumSize: Int32? = nil, edgeBand: Double? = nil,
                singlePosition: SinglePosition? = nil, farApartTaps: FarApartTaps? = nil, debounce: Double? = nil, location: String = "") {
        self.minimumDuration = minimumDuration
        self.minimumPressure = minimumPressure
        self.minimumSize = minimumSize
        self.edgeBand = edgeBand
        self.singlePosition = singlePosition
        self.farApartTaps = farApartTaps
        self.debounce = debounce
        self.location = location
    }

    /// The filters these settings turn on, in the order the stage applies them.
    public var kinds: [ContactFilterKind] {
        var kinds: [ContactFilterKind] = []
        if minimumPressure != nil || minimumSize != nil { kinds.append(.floor) }
        if edgeBand != nil { kinds.append(.edge) }
        if singlePosition != nil { kinds.append(.singlePosition) }
        if farApartTaps != nil { kinds.append(.farApartTaps) }
        if minimumDuration != nil { kinds.append(.minimumDuration) }
        if debounce != nil { kinds.append(.debounce) }
        return kinds
    }

    /// Whether every filter is off.
    public var isEmpty: Bool { kinds.isEmpty }
}
