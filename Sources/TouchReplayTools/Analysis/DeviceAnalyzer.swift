import InputEvents
import TouchTime

/// Builds a ``DeviceAnalysis`` from one device's events: decodes them (one
/// point per device unit), follows each contact, notes the slot its tracking
/// id appeared in, and, with a scene's filters, runs the same events through
/// the filter stage as a replay would.
struct DeviceAnalyzer {
    private(set) var analysis: DeviceAnalysis
    private var decoder: FrameDecoder
    /// The scene's decoder and filter stage, when the scene has filters for the device.
    private var filtered: (decoder: FrameDecoder, stage: ContactFilterStage)?
    private let origin: Timestamp
    private var lastEvent: Timestamp?
    /// Protocol B: the slot events go to, and the slots that got a new tracking id in this frame.
    private var currentSlot = 0
    private var newSlots: [Int] = []
    private let slotted: Bool
    /// The contacts down, by index into `analysis.contacts`.
    private var down: [Int: Int] = [:]
    /// When the last contact ended (for bounces), and where.
    private var lastEnd: (time: Double, x: Double, y: Double)?

    /// An analyzer of `device`'s events, times counted from `origin`; `sceneMapping`
    /// is the scene's mapping of the device when a scene was given.
    init(device: DeviceDescription, node: String?, origin: Timestamp, sceneMapping: ScreenMapping?) throws(FrameDecoderError) {
        let classification = device.classification
        let capabilities = device.capabilities
        var size = ScreenSize(width: 1920, height: 1080)
        if let x = capabilities.xAxis, let y = capabilities.yAxis, classification.deviceClass != .relativeMouse {
            size = ScreenSize(width: Double(Int64(x.maximum) - Int64(x.minimum) + 1), height: Double(Int64(y.maximum) - Int64(y.minimum) + 1))
        }
        decoder = try FrameDecoder(device: device, mapping: ScreenMapping(screenSize: size))
        if let sceneMapping, let settings = sceneMapping.contactFilters {
            var stage: ContactFilterStage
            do {
                stage = try ContactFilterStage(settings: settings, device: device, mapping: sceneMapping)
            } catch {
                throw .contactFilter(error)
            }
            stage.keepsRemovals = true
            filtered = (try FrameDecoder(device: device, mapping: sceneMapping), stage)
        }
        self.origin = origin
        slotted = classification.deviceClass == .multiTouchScreen
        analysis = DeviceAnalysis(name: device.name, deviceClass: classification.deviceClass, node: node,
                                  diagonal: (size.width * size.width + size.height * size.height).squareRoot())
        if filtered != nil { analysis.filterRemovals = [] }
    }

    private func seconds(_ time: Timestamp) -> Double { Double(time.nanoseconds &- origin.nanoseconds) / 1_000_000_000 }

    /// Takes one event.
    mutating func feed(_ event: InputEvent) {
        lastEvent = event.time
        if slotted, event.type == .absolute {
            if event.code == AbsoluteAxis.multiTouchSlot { currentSlot = Int(event.value) }
            if event.code == AbsoluteAxis.multiTouchTrackingID, event.value >= 0 { newSlots.append(currentSlot) }
        }
        if let frame = decoder.feed(event) { take(frame) }
        if event.type == .synchronization, event.code == SynchronizationCode.report { newSlots.removeAll(keepingCapacity: true) }
        if filtered != nil, let frame = filtered!.decoder.feed(event) { filtered!.stage.filter(frame.contacts.span, at: frame.time) }
    }

    /// Ends the device's events: contacts still down are cancelled.
    mutating func finish() -> DeviceAnalysis {
        if let lastEvent {
            if let frame = decoder.cancelAll(at: lastEvent) { take(frame) }
            if filtered != nil {
                if let frame = filtered!.decoder.cancelAll(at: lastEvent) { filtered!.stage.filter(frame.contacts.span, at: frame.time) }
                _ = filtered!.stage.finish()
            }
            analysis.duration = seconds(lastEvent)
        }
        if let stage = filtered?.stage {
            analysis.filterRemovals = stage.removals
            analysis.removalTimes = stage.removals.map { seconds($0.time) }
        }
        return analysis
    }

    private mutating func take(_ frame: ContactFrame) {
        analysis.frames += 1
        let time = seconds(frame.time)
        let slots = newSlots.sorted()
        var beganIndex = 0
        for contact in frame.contacts {
            let index: Int
            if let known = down[contact.id] {
                index = known
                analysis.reportIntervals.append(time - analysis.contacts[index].ended)
            } else {
                let slot: Int? = slotted ? (beganIndex < slots.count ? slots[beganIndex] : nil)
                    : (analysis.deviceClass == .multiTouchScreenProtocolA ? nil : 0)
                beganIndex += 1
                index = analysis.contacts.count
                analysis.contacts.append(ContactSummary(contact, at: time, slot: slot))
                down[contact.id] = index
                noteBegan(index, at: time)
            }
            analysis.contacts[index].report(contact, at: time)
            if contact.phase == .ended || contact.phase == .cancelled {
                down[contact.id] = nil
                lastEnd = (time, contact.x, contact.y)
            }
        }
    }

    /// Looks for a bounce (a press soon after a release, for a touchscreen near it) and a far-apart pair.
    private mutating func noteBegan(_ index: Int, at time: Double) {
        let contact = analysis.contacts[index]
        if let lastEnd, time - lastEnd.time <= DeviceAnalysis.bounceInterval {
            let (dx, dy) = (contact.x - lastEnd.x, contact.y - lastEnd.y)
            if contact.isPointer || (dx * dx + dy * dy).squareRoot() <= analysis.diagonal / 50 {
                analysis.bounces.append((contact.id, time, time - lastEnd.time))
            }
        }
        guard !contact.isPointer else { return }
        for other in down.values.sorted() where other != index {
            let earlier = analysis.contacts[other]
            guard time - earlier.began <= DeviceAnalysis.farApartInterval, earlier.travel <= DeviceAnalysis.tapMovement else { continue }
            let (dx, dy) = (contact.x - earlier.x, contact.y - earlier.y)
            let distance = (dx * dx + dy * dy).squareRoot()
            if distance > analysis.diagonal * DeviceAnalysis.farApartFraction {
                analysis.farApartTaps.append((earlier.id, contact.id, time, distance))
            }
        }
    }
}
