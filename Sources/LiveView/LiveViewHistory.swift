import NIOCore
import TouchReplay
import TouchReplayTools

/// The last minutes of a live session, as a page that connects now receives
/// them: one `base` message (the views where they were when the kept minutes
/// begin, the recognizers seen before, the touches then down and the views
/// they were bound to), then every update's message since.
///
/// Bounded in time and in bytes: an update older than ``seconds`` before the
/// newest is folded into the base and dropped, and so is the oldest while the
/// messages kept hold more than ``byteLimit`` bytes. Folding happens in steps
/// of ``trimStep`` seconds, so that a session's every update does not rebuild
/// the base.
struct LiveViewHistory {
    /// What an update leaves behind once its message is dropped.
    struct Fold {
        var places: [LiveViewDelta.ViewPlace]
        var recognizers: [LiveViewDelta.Recognizer]
        var bindings: [LiveViewDelta.Binding]
        var taken: [Int]
        /// Touches that ended or were cancelled.
        var ended: [Int]

        init(_ delta: LiveViewDelta) {
            places = delta.views
            recognizers = delta.recognizers
            bindings = delta.bindings
            taken = delta.taken
            ended = delta.samples.filter(\.phase.isTerminal).map(\.touch)
        }
    }

    /// One kept update: its time, its message and what it leaves behind.
    struct Entry {
        var time: Double
        var message: ByteBuffer
        var fold: Fold
    }

    /// How far back the history reaches, in seconds.
    let seconds: Double
    /// The most bytes of messages kept.
    let byteLimit: Int
    /// The session's views.
    let scene: LiveViewScene
    /// Whether the page offers the flight recorder's download.
    let download: Bool
    /// Where the kept minutes begin (window time).
    private(set) var start: Double
    /// Each view's place at ``start``.
    private var places: [LiveViewDelta.ViewPlace]
    /// The recognizers seen before ``start``, in the order seen.
    private var recognizers: [LiveViewDelta.Recognizer] = []
    /// The touches down at ``start``: the view each was bound to, and whether a recognizer took it.
    private var open: [Int: (view: String?, taken: Bool)] = [:]
    private var entries: [Entry] = []
    /// The first kept entry (entries before it are dropped in steps).
    private var first = 0
    /// The bytes of the kept messages.
    private(set) var bytes = 0

    /// Folding waits until the oldest update is this many seconds past ``seconds``.
    static let trimStep = 10.0

    /// A history of `scene`'s session from its window's present time, keeping `seconds` and at most `byteLimit` bytes.
    init(scene: LiveViewScene, seconds: Double, byteLimit: Int, download: Bool) {
        self.scene = scene
        self.seconds = seconds
        self.byteLimit = byteLimit
        self.download = download
        places = scene.places
        start = scene.places.first?.time ?? 0
    }

    /// Keeps `delta`'s `message`, and drops what is too old or too much.
    mutating func append(_ delta: LiveViewDelta, message: ByteBuffer) {
        entries.append(Entry(time: delta.time, message: message, fold: Fold(delta)))
        bytes += message.readableBytes
        let oldest = entries[first].time
        guard delta.time - oldest > seconds + Self.trimStep || bytes > byteLimit else { return }
        while first < entries.count - 1, delta.time - entries[first].time > seconds || bytes > byteLimit {
            fold(entries[first])
            bytes -= entries[first].message.readableBytes
            start = entries[first].time
            first += 1
        }
        entries.removeFirst(first)
        first = 0
    }

    private mutating func fold(_ entry: Entry) {
        for place in entry.fold.places where place.index < places.count { places[place.index] = place }
        recognizers += entry.fold.recognizers
        for binding in entry.fold.bindings { open[binding.touch] = (binding.view, false) }
        for touch in entry.fold.taken { open[touch]?.taken = true }
        for touch in entry.fold.ended { open[touch] = nil }
    }

    /// The messages a page connecting now receives: the base, then every kept update's.
    func messages() -> [ByteBuffer] {
        [ByteBuffer(string: base.jsonText)] + entries[first...].map(\.message)
    }

    /// The `base` message: the viewer's data for the views at ``start`` (no touch, no event yet),
    /// with `bound` (`[touch, view, taken]` for each touch then down), the recognizers' lanes,
    /// `start`, and `live` (`history` seconds, `download`: the flight recorder's path or null).
    var base: TraceLine {
        let bound: [TraceValue] = open.keys.sorted().map { touch in
            let binding = open[touch]!
            return [.number(Double(touch)), binding.view.map(TraceValue.string) ?? .null, .bool(binding.taken)]
        }
        let time = ViewerData.time(start)
        return [
            "type": "base", "title": .string(scene.title),
            "screen": [.number(scene.screen.width), .number(scene.screen.height)],
            "start": .number(time), "duration": .number(time), "hitTests": .bool(scene.hitTests),
            "states": .array(ViewerData.states.map(TraceValue.string)),
            "views": .array(scene.viewValues(places: places, at: start)),
            "touches": [], "gestures": .array(recognizers.map { recognizer in
                var line = LiveViewDelta.json(recognizer).object ?? [:]
                line.append("e", [])
                return .object(line)
            }),
            "frames": [], "hovers": [], "wheels": [], "bound": .array(bound),
            "live": .object(["history": .number(seconds), "download": download ? .string(LiveViewRoutes.download) : .null]),
        ]
    }
}
