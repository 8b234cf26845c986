import GestureEngine
import InputEvents
import TouchTime

extension FrameSource {
    /// The stage of the mapping's noise filters for `device`, nil when it has none.
    static func makeFilterStage(device: DeviceDescription, mapping: ScreenMapping) throws(FrameDecoderError) -> ContactFilterStage? {
        guard let settings = mapping.contactFilters, !settings.isEmpty else { return nil }
        do {
            return try ContactFilterStage(settings: settings, device: device, mapping: mapping)
        } catch {
            throw .contactFilter(error)
        }
    }

    /// The noise filters' stage, read: what it removed so far (`ContactFilterStage.removalCounts`), nil without filters.
    public var filterStage: ContactFilterStage? { filters }

    /// Makes ``frame``'s samples those of the decoder's last frame after the
    /// noise filters: the contacts they let through, a contact they cancel
    /// carrying its filter (`TouchAttributes.noiseFilter`) to the trace.
    /// Out of line: a device without filters never calls it.
    @inline(never) mutating func fillFilteredSamples(at time: Timestamp) {
        filterDecodedFrame(at: time)
        writeFilteredSamples()
    }

    /// The last frame with filters: the decoder's cancelling frame, if it had
    /// one (`cancelled`), through the filters, then what they still hold.
    mutating func endFiltered(cancelled: Bool, at time: Timestamp) -> TouchFrame? {
        var sent: [TouchSample] = []
        if cancelled {
            filterDecodedFrame(at: time)
            writeFilteredSamples()
            sent = frame.samples
        }
        guard filters!.finish() || !sent.isEmpty else { return nil }
        writeFilteredSamples()
        frame.samples = sent + frame.samples
        frame.time = traceTime(time)
        frame.wheel = nil
        frame.hover = nil
        return frame
    }

    /// Runs the decoder's last frame through the filters (the stage moved out
    /// while it reads the decoder's contacts in place).
    private mutating func filterDecodedFrame(at time: Timestamp) {
        var stage = filters!
        filters = nil
        stage.filter(decoder.frameContacts.span, at: time)
        filters = stage
    }

    /// Makes ``frame``'s samples the stage's last output.
    private mutating func writeFilteredSamples() {
        frame.samples.removeAll(keepingCapacity: true)
        let scale = attributeScale
        let stage = filters!
        for index in stage.contacts.indices {
            var sample = TouchSample(stage.contacts[index], scale: scale)
            sample.attributes.noiseFilter = stage.noiseFilters[index]
            frame.samples.append(sample)
        }
    }
}
