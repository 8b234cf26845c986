import GestureEngine
import InputEvents
import Testing
import TouchReplay
import TouchTime

/// The noise filters on a corpus of real recordings with ghosts injected
/// (``GhostCorpus``): one- and two-report taps, a stuck spot and taps on it
/// again, far-apart simultaneous taps, bounced mouse buttons. At least 95 %
/// of the ghosts are filtered (never sent, or cancelled as noise), and every
/// real touch is kept: it begins when and where it did without filters and
/// ends as it did. Through `FrameSource`, the stage every replay and live
/// session takes its frames from.
@Suite struct GhostFilterCorpusTests {
    /// What the frames said of each touch: where and when it began, and how it finished.
    struct TouchOutcome: Hashable {
        var time: Double
        var x: Double
        var y: Double
        var finish: String
    }

    /// The touches of `events` through a `FrameSource` on a screen of one point per device unit, with `filters`.
    static func touches(_ device: DeviceDescription, _ events: [InputEvent], filters: ContactFilterSettings?) throws -> [Int: TouchOutcome] {
        var mapping = ScreenMapping(screenSize: ScreenSize(width: 1920, height: 1080))
        if let x = device.capabilities.xAxis, let y = device.capabilities.yAxis, device.classification.deviceClass != .relativeMouse {
            mapping = ScreenMapping(screenSize: ScreenSize(width: Double(x.maximum - x.minimum + 1), height: Double(y.maximum - y.minimum + 1)))
        }
        mapping.contactFilters = filters
        var source = try FrameSource(device: device, mapping: mapping)
        var touches: [Int: TouchOutcome] = [:]
        func take(_ frame: TouchFrame) {
            for sample in frame.samples {
                switch sample.phase {
                case .began: touches[sample.id] = TouchOutcome(time: frame.time.seconds, x: sample.location.x, y: sample.location.y, finish: "down")
                case .ended: touches[sample.id]?.finish = "ended"
                case .cancelled: touches[sample.id]?.finish = sample.attributes.noiseFilter == 0 ? "cancelled" : "noise"
                default: break
                }
            }
        }
        for event in events { if let frame = source.feed(event) { take(frame) } }
        if let frame = source.end() { take(frame) }
        return touches
    }

    static let touchFilters = ContactFilterSettings(minimumDuration: 0.04, singlePosition: .init(reports: 40))

    /// The corpus: each recording with its ghosts, and the filters its scene would set.
    static func corpus() throws -> [(name: String, corpus: GhostCorpus, filters: ContactFilterSettings)] {
        var result: [(String, GhostCorpus, ContactFilterSettings)] = []
        for (name, taps) in [("atmel-maxtouch.1-finger-drag-up-down.events", [0.3, 0.6, 0.9, 1.2, 1.5]),
                             ("atmel-maxtouch.2-fingers-touch-release.events", [0.4, 0.6]),
                             ("ep0430m09.1-finger-drag-up-down.events", [0.3, 0.7, 1.0]),
                             ("wacom-cintiq-13hd-finger.events", [0.15])] {
            var corpus = try GhostCorpus(name, description: name.hasPrefix("atmel") ? "atmel-maxtouch.desc" : name.hasPrefix("ep0430") ? "ep0430m09.desc" : nil)
            let x = corpus.device.capabilities.xAxis!, y = corpus.device.capabilities.yAxis!
            let slots = Int32(corpus.device.capabilities.slotCount ?? 10)
            func point(_ fx: Double, _ fy: Double) -> (Int32, Int32) {
                (x.minimum + Int32(Double(x.maximum - x.minimum) * fx), y.minimum + Int32(Double(y.maximum - y.minimum) * fy))
            }
            for (index, time) in taps.enumerated() {
                let spot = point(0.2 + 0.1 * Double(index), 0.7)
                corpus.shortTap(at: time, x: spot.0, y: spot.1, reports: index % 2 + 1, slot: slots - 1, id: 900 + Int32(index))
            }
            let stuck = point(0.15, 0.15)
            let end = Double(corpus.realEvents.last!.time.microseconds - corpus.realEvents[0].time.microseconds) / 1_000_000
            corpus.stuckSpot(at: end + 0.2, x: stuck.0, y: stuck.1, for: 0.8, slot: slots - 2, id: 800)
            for (index, retap) in [end + 1.2, end + 1.5].enumerated() {
                corpus.shortTap(at: retap, x: stuck.0, y: stuck.1, reports: 10, slot: slots - 1, id: 810 + Int32(index))
            }
            corpus.farApartTaps(at: end + 2, point(0.05, 0.05), point(0.95, 0.95), slots: (slots - 3, slots - 4), id: 700)
            corpus.merge()
            var filters = touchFilters
            filters.farApartTaps = .init(distance: Double(x.maximum - x.minimum) / 3)
            result.append((name, corpus, filters))
        }
        var mouse = try GhostCorpus("saitek-rat5-mouse.events", description: "saitek-rat5-mouse.desc")
        let origin = mouse.realEvents[0].time.microseconds
        for event in mouse.realEvents where event.type == .key && (0x110...0x112).contains(event.code) && (event.value == 0 || event.value == 1) {
            mouse.bounce(after: Double(event.time.microseconds - origin) / 1_000_000, pressed: event.value == 1, button: event.code)
        }
        mouse.merge()
        result.append(("saitek-rat5-mouse.events", mouse, ContactFilterSettings(debounce: 0.025)))
        return result
    }

    @Test func theFiltersRemoveAtLeastNinetyFivePercentOfInjectedGhostsAndKeepEveryRealTouch() throws {
        var ghosts = 0, filtered = 0
        for (name, corpus, filters) in try Self.corpus() {
            let real = try Self.touches(corpus.device, corpus.realEvents, filters: nil)
            let unfiltered = try Self.touches(corpus.device, corpus.events, filters: nil)
            let kept = try Self.touches(corpus.device, corpus.events, filters: filters).values.filter { $0.finish != "noise" }
            #expect(unfiltered.count >= real.count + corpus.ghosts, "\(name): the ghosts are touches without filters")
            for touch in real.values {
                #expect(kept.contains(touch), "\(name): the real touch \(touch) is kept, beginning and finishing as without ghosts")
            }
            ghosts += corpus.ghosts
            filtered += corpus.ghosts - (kept.count - real.count)
        }
        #expect(ghosts >= 30, "a corpus worth its name: \(ghosts) ghosts")
        #expect(Double(filtered) >= 0.95 * Double(ghosts), "\(filtered) of \(ghosts) ghosts filtered")
    }

    @Test func withoutFiltersTheRealRecordingsTouchesAreTheSameWithTheStageAbsent() throws {
        // An empty settings value makes no stage: the frames are those of a mapping without filters.
        for (_, corpus, _) in try Self.corpus() {
            #expect(try Self.touches(corpus.device, corpus.events, filters: ContactFilterSettings())
                    == Self.touches(corpus.device, corpus.events, filters: nil))
        }
    }
}
