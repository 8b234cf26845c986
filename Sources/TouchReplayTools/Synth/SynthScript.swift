import GestureEngine
import Glibc
import InputEvents
import InputRecordings
import OutputFiles
import TouchReplay

/// A synth script: a device, a screen, a report rate and a list of gestures
/// on a timeline. See docs/synth.md for the file format.
public struct SynthScript: Sendable {
    /// A gesture and when it starts.
    public struct Step: Hashable, Sendable {
        /// The gesture.
        public var gesture: SynthGesture
        /// Seconds from the recording's start; nil starts it ``SynthScript/pause`` after the previous step ends.
        public var start: Double?
        /// 1-based line of the step in the script, for error messages (0 when built in code).
        public var line: Int
        /// 1-based column of the step's gesture name in the script (0 when built in code).
        public var column: Int
        /// The view the step is aimed at, its positions fractions of the view's bounds;
        /// nil when they are screen points. ``SynthScript/placed(on:path:)`` resolves it.
        public var target: SynthTarget?
        /// Which device writes the step: 0 the script's ``SynthScript/device``, `k` its
        /// ``SynthScript/seat``'s device `k − 1`.
        public var device = 0

        /// A step from its parts.
        public init(gesture: SynthGesture, start: Double? = nil, line: Int = 0, column: Int = 0, target: SynthTarget? = nil) {
            self.gesture = gesture
            self.start = start
            self.line = line
            self.column = column
            self.target = target
        }
    }

    /// The device the recording is for.
    public var device: SynthDevice
    /// The screen the points refer to; nil maps one device unit to one point.
    public var screen: Size?
    /// Reports per second.
    public var rate: Double
    /// Seconds between the end of a step and the next one that has no `start`.
    public var pause: Double
    /// The steps in script order.
    public var steps: [Step]

    /// The default pause between gestures, in seconds.
    public static let defaultPause = 0.5

    /// A script from its parts.
    public init(device: SynthDevice, screen: Size? = nil, rate: Double = Synthesizer.defaultRate, pause: Double = SynthScript.defaultPause, steps: [Step]) {
        self.device = device
        self.screen = screen
        self.rate = rate
        self.pause = pause
        self.steps = steps
    }

    /// How the replay maps the device onto the screen, when the script was placed on a scene
    /// (``placed(on:path:)``); nil for the whole device onto ``effectiveScreen``.
    public var mapping: ScreenMapping?
    /// Further devices of a recording of several (a `libinput record` seat), after ``device``:
    /// a step's ``Step/device`` `k` names `seat[k − 1]`. Empty for one device.
    public var seat: [SynthDevice] = []
    /// How the replay maps each of ``seat``'s devices, as ``mapping`` does the first.
    public var seatMappings: [ScreenMapping?] = []

    /// Every device: ``device``, then ``seat``'s.
    public var devices: [SynthDevice] { [device] + seat }

    /// The screen the points refer to.
    public var effectiveScreen: Size { screen ?? Synthesizer.naturalScreen(for: device) }

    /// Whether the steps are sampled touches (``SynthTouch``), which report at their own times
    /// on a grid of ``Synthesizer/sampledRate`` rather than at ``rate``.
    public var isSampled: Bool { steps.contains { if case .touch = $0.gesture { true } else { false } } }

    /// The synthesizer of the script's recording (of its first device).
    var synthesizer: Synthesizer { synthesizer(device: 0) }

    /// The synthesizer of device `index` of ``devices``.
    func synthesizer(device index: Int) -> Synthesizer {
        Synthesizer(device: devices[index], screen: effectiveScreen, rate: isSampled ? Synthesizer.sampledRate : rate,
                    mapping: index == 0 ? mapping : seatMappings.indices.contains(index - 1) ? seatMappings[index - 1] : nil)
    }

    /// All fingers of all steps on one timeline; `path` names the script in errors.
    ///
    /// Throws when a gesture needs more fingers than the device has at once
    /// or a point lies off the screen.
    public func strokes(path: String = "<script>") throws(FileError) -> [SynthStroke] {
        var strokes: [SynthStroke] = []
        var previousEnd = 0.0
        let screen = effectiveScreen
        for (index, step) in steps.enumerated() {
            let start = step.start ?? previousEnd + (step.gesture.fingerCount == 0 ? 0 : pause)
            let end = start + step.gesture.duration
            guard end <= SynthLimits.maximumSeconds else {
                throw FileError(path: path, line: step.line, column: step.column, message: "this gesture ends at \(Self.format(end)) s, past the \(Self.format(SynthLimits.maximumSeconds)) s a recording may reach")
            }
            guard step.target == nil else {
                throw FileError(path: path, line: step.line, column: step.column, message: "this step names view '\(step.target?.view ?? "")': place the script on a scene first (synth --scene)")
            }
            let reports = movingDuration(step.gesture) * rate
            guard reports <= SynthLimits.maximumMovingReports else {
                throw FileError(path: path, line: step.line, column: step.column, message: "this movement spans \(Self.format(reports.rounded(.up))) reports (duration × rate); at most \(Self.format(SynthLimits.maximumMovingReports))")
            }
            if case .wait = step.gesture, step.start == nil {
                previousEnd = end
                continue
            }
            let made = step.gesture.strokes(startingAt: start, index: index)
            for stroke in made {
                for keyframe in stroke.keyframes {
                    let p = keyframe.point
                    if p.x < 0 || p.y < 0 || p.x > screen.width || p.y > screen.height {
                        throw FileError(path: path, line: step.line, column: step.column, message: "finger position \(p) is off the \(Self.format(screen.width))×\(Self.format(screen.height)) screen")
                    }
                }
            }
            strokes += made
            previousEnd = max(previousEnd, start + step.gesture.duration)
        }
        for (index, device) in devices.enumerated() {
            let synthesizer = self.synthesizer(device: index)
            // A wheel turn is no contact: it may come while a pointer presses or hovers.
            let own = strokes.filter { $0.wheelClicks == nil && steps[$0.gestureIndex].device == index }
            let peak = synthesizer.peakContacts(synthesizer.place(own))
            if peak.count > device.maximumContacts, let stroke = peak.stroke {
                let step = steps[stroke.gestureIndex]
                throw FileError(path: path, line: step.line, column: step.column, message: "\(peak.count) fingers down at once but device '\(device.description.name)' reports at most \(device.maximumContacts)")
            }
        }
        return strokes
    }

    /// The recording's events: the script's strokes through a ``Synthesizer``.
    public func events(path: String = "<script>") throws(FileError) -> [InputEvent] {
        synthesizer.events(for: try strokes(path: path))
    }

    /// Seconds in which `gesture`'s fingers (or a hovering pointer) move (0 for taps, clicks, long presses, wheels and waits).
    func movingDuration(_ gesture: SynthGesture) -> Double {
        switch gesture {
        case .drag(_, _, _, _, let duration), .twoFingers(_, _, _, _, _, _, let duration): duration
        case .timedDrag(_, let times, _, _, _): times.last ?? 0
        case .hover(_, let duration), .pen(_, _, _, let duration): duration
        case .tap, .longPress, .wait, .click, .wheel, .touch: 0
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension SynthScript {
    /// Whether a recording written to `output` is a `libinput record` file (`.yml`, `.yaml`) rather than evemu.
    public static func writesLibinputRecord(_ output: String) -> Bool {
        output.hasSuffix(".yml") || output.hasSuffix(".yaml")
    }

    /// Writes the recording to `output` as evemu 1.3 (the device's description, then the events),
    /// or as `libinput record` YAML when `output` ends in `.yml` or `.yaml`,
    /// as a whole (`OutputFile.Mode.replace`), so `output` is left untouched when anything fails.
    /// `path` names the script in errors; `output` may be neither the script nor the device's
    /// description file, nor any of `alsoReading` (a scene it was placed on).
    public func writeRecording(to output: String, path: String = "<script>", alsoReading: [String] = []) throws(FileError) {
        let inputs = CommandInputs([path] + alsoReading + devices.compactMap(\.sourcePath).map { SynthDevice.seatDevice($0)?.file ?? $0 })
        let strokes = try self.strokes(path: path)
        guard seat.isEmpty else {
            try writeSeatRecording(strokes, to: output, path: path, inputs: inputs)
            return
        }
        do throws(RecordingError) {
            let file: OutputFile
            do {
                file = try OutputFile(path: output, inputs: inputs)
            } catch {
                throw RecordingError(error)
            }
            let writer: any RecordingWriter = Self.writesLibinputRecord(output)
                ? try LibinputRecordWriter(output: file, description: device.description)
                : try EvemuWriter(output: file, description: device.description)
            try synthesizer.write(strokes) { (event: InputEvent) throws(RecordingError) in
                try writer.write(event)
            }
            try writer.close()
        } catch {
            throw FileError(path: error.path, line: error.line, column: error.column, message: error.message)
        }
    }

    /// A script of several devices as one `libinput record` file, a section per device with its node.
    private func writeSeatRecording(_ strokes: [SynthStroke], to output: String, path: String, inputs: CommandInputs) throws(FileError) {
        guard Self.writesLibinputRecord(output) else {
            throw FileError(path: output, message: "a script of \(devices.count) devices writes a libinput record file: end the output in .yml or .yaml")
        }
        do throws(RecordingError) {
            let writer = try LibinputSeatRecordWriter(
                path: output, devices: devices.enumerated().map { ($1.description, $1.node ?? "/dev/input/event\($0)", $1.udevProperties) }, inputs: inputs)
            for index in devices.indices {
                let deviceWriter = writer.writer(device: index)
                try synthesizer(device: index).write(strokes.filter { steps[$0.gestureIndex].device == index }) { (event: InputEvent) throws(RecordingError) in
                    try deviceWriter.write(event)
                }
            }
            try writer.close()
        } catch {
            throw FileError(path: error.path, line: error.line, column: error.column, message: error.message)
        }
    }
}
