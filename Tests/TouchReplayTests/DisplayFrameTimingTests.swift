import Foundation
import GestureEngine
import InputEvents
import InputRecordings
import Testing
import TouchReplay
import TouchTime

/// Deliveries timed to display frames (UIKit's model: `UIEvent.coalescedTouches(for:)`, "Getting
/// high-fidelity input with coalesced touches", and `predictedTouches(for:)`, "Minimizing latency with
/// predicted touches", developer.apple.com), on the real recordings of ../shared/recordings.
@Suite struct DisplayFrameTimingTests {
    /// A real recording: its events file and, when the description is apart, its `.desc`.
    struct Real: CustomTestStringConvertible, Sendable {
        let events: String
        let description: String?
        var testDescription: String { events }
        var path: String { ReplayFiles.shared(events) }
        var descriptionPath: String? { description.map(ReplayFiles.shared) }
    }

    static let touchscreens: [Real] = [
        Real(events: "atmel-maxtouch.1-finger-drag-up-down.events", description: "atmel-maxtouch.desc"),
        Real(events: "atmel-maxtouch.2-fingers-touch-release.events", description: "atmel-maxtouch.desc"),
        Real(events: "atmel-maxtouch.2-fingers-touch-release.libinput.yml", description: nil),
        Real(events: "ep0430m09.1-finger-drag-up-down.events", description: "ep0430m09.desc"),
        Real(events: "ntrig-multitouch.1-finger-drag-nw-se.events", description: "ntrig-multitouch.desc"),
        Real(events: "wacom-cintiq-13hd-finger.events", description: nil),
        Real(events: "wacom-cintiq-13hd-pen.events", description: nil),
    ]
    static let mice: [Real] = [
        Real(events: "saitek-rat5-mouse.events", description: "saitek-rat5-mouse.desc"),
        Real(events: "saitek-rat5-mouse.libinput.yml", description: nil),
        Real(events: "ps2-generic-mouse.motion.events", description: "ps2-generic-mouse.desc"),
        Real(events: "ibm-scrollpoint-mouse.scroll.events", description: "ibm-scrollpoint-mouse.desc"),
    ]
    static let drags: [Real] = [touchscreens[0], touchscreens[3], touchscreens[4]]

    /// The frames a replay of `real` against its device's standard scene delivers (`timing` as given),
    /// and the finished session.
    static func replay(_ real: Real, timing: FrameTiming) throws -> (frames: [TouchFrame], session: EngineSession) {
        let device = try RecordingReader(path: real.path, descriptionPath: real.descriptionPath).description
        var replay = RecordingReplay(recordingPath: real.path, descriptionPath: real.descriptionPath, scene: Scene.standard(for: device))
        replay.timing = timing
        var frames: [TouchFrame] = []
        let session = try replay.run(beforeFrame: { frames.append($0) })
        return (frames, session)
    }

    /// How many samples of each touch the frames carry, coalesced ones counted one by one.
    static func samplesPerTouch(_ frames: [TouchFrame]) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for frame in frames {
            let carried = frame.coalescedSamples.isEmpty ? frame.samples : frame.coalescedSamples.map(\.sample)
            for sample in carried { counts[sample.id, default: 0] += 1 }
        }
        return counts
    }

    @Test("Delivered at 60 Hz, every device report of every touch reaches the window exactly once, on its own or among a delivery's coalesced samples",
          arguments: touchscreens + mice)
    func coalescedSamplesNumberExactlyTheDeviceReports(_ real: Real) throws {
        let perReport = try Self.replay(real, timing: .eachReport)
        let perDisplayFrame = try Self.replay(real, timing: .displayFrames)
        let reports = Self.samplesPerTouch(perReport.frames)
        #expect(Self.samplesPerTouch(perDisplayFrame.frames) == reports)
        let touchDeliveries = { (frames: [TouchFrame]) in frames.filter { !$0.samples.isEmpty }.count }
        if real.events.contains("drag") {
            #expect(touchDeliveries(perDisplayFrame.frames) < touchDeliveries(perReport.frames),
                    "a drag's reports come faster than 60 Hz somewhere, so some are coalesced")
        }
    }

    /// Each recognizer's last state, and each pan line's velocity, from a trace.
    static func outcomes(_ session: EngineSession) -> (final: [String: String], panVelocities: [(x: Double, y: Double)]) {
        var final: [String: String] = [:]
        var velocities: [(x: Double, y: Double)] = []
        for line in session.records.map(\.line) where line.type == "gesture" {
            guard let id = line["gesture"]?.string, let state = line["state"]?.string else { continue }
            final[id] = state
            if id == "pan", state == "ended", let v = line["velocity"]?.array, v.count == 2, let x = v[0].number, let y = v[1].number {
                velocities.append((x, y))
            }
        }
        return (final, velocities)
    }

    @Test("The same recording gives the same gesture outcomes, and the same pan velocity at release within 1 %, at 60 Hz and per report",
          arguments: touchscreens)
    func outcomesAndVelocitiesDoNotDependOnTheDeliveryTiming(_ real: Real) throws {
        let perReport = Self.outcomes(try Self.replay(real, timing: .eachReport).session)
        let perDisplayFrame = Self.outcomes(try Self.replay(real, timing: .displayFrames).session)
        #expect(perDisplayFrame.final == perReport.final)
        #expect(perDisplayFrame.panVelocities.count == perReport.panVelocities.count)
        for (a, b) in zip(perReport.panVelocities, perDisplayFrame.panVelocities) {
            let scale = max(hypot(a.x, a.y), 1)
            #expect(hypot(a.x - b.x, a.y - b.y) <= 0.01 * scale, "per report \(a), per display frame \(b)")
        }
    }

    /// Where touch `id` was at `time`, on the line between the reports around it (nil outside them).
    static func truth(_ reports: [(time: Timestamp, location: Point)], at time: Timestamp) -> Point? {
        guard let after = reports.firstIndex(where: { $0.time >= time }), after > 0 else { return nil }
        let a = reports[after - 1], b = reports[after]
        let f = (time - a.time) / (b.time - a.time)
        return Point(x: a.location.x + (b.location.x - a.location.x) * f, y: a.location.y + (b.location.y - a.location.y) * f)
    }

    @Test("On the real drags, the prediction a display frame ahead is at least 40 % closer (median) to where the finger went than the last sample",
          arguments: drags)
    func predictionsBeatTheLastSample(_ real: Real) throws {
        let reports = try Self.replay(real, timing: .eachReport).frames.compactMap { frame -> (time: Timestamp, location: Point)? in
            frame.samples.first { $0.id == 0 && $0.phase == .moved }.map { (frame.time, $0.location) }
        }
        var predictedErrors: [Double] = [], lastErrors: [Double] = []
        for frame in try Self.replay(real, timing: .displayFrames).frames {
            guard let last = frame.samples.first(where: { $0.id == 0 && $0.phase == .moved }),
                  let ahead = frame.predictedSamples.last(where: { $0.sample.id == 0 }),
                  let truth = Self.truth(reports, at: ahead.time) else { continue }
            predictedErrors.append(ahead.sample.location.distance(to: truth))
            lastErrors.append(last.location.distance(to: truth))
        }
        #expect(predictedErrors.count > 20)
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        #expect(median(predictedErrors) <= 0.6 * median(lastErrors),
                "median error predicted \(median(predictedErrors)) pt, last sample \(median(lastErrors)) pt")
    }

    @Test("A display rate outside 1–1000 Hz and resampling times that are negative, not finite or beyond 50 ms are refused, each naming its value")
    func badTimingsAreRefused() {
        for rate in [0, -60, 1001, .nan, .infinity] {
            #expect(throws: FrameTimingError.self) { try FrameTiming.displayFrames(rate: rate) }
        }
        #expect(throws: FrameTimingError.displayRate(1001)) { try FrameTiming.displayFrames(rate: 1001) }
        for latency in [-0.001, 0.051, .infinity] {
            #expect(throws: FrameTimingError.resampling(name: "latency", latency)) {
                try FrameTiming.displayFrames(resampling: .init(latency: latency, maximumPrediction: 0.008))
            }
        }
        #expect(throws: FrameTimingError.self) { try FrameTiming.displayFrames(resampling: .init(latency: 0.005, maximumPrediction: .nan)) }
        #expect(FrameTimingError.displayRate(0).description == "the display rate must be from 1 to 1000 Hz, not 0.0")
    }
}
