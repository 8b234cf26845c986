import GestureEngine
import InputEvents
import InputRecordings
import Testing
import TestSupport
@testable import TouchReplay

/// A replay feeds its frame source whole batches of events
/// (`feedInPlace(_:from:)`); the frames, times and end are those of feeding
/// the events one at a time (`feed(_:)`), whatever the batches' sizes.
@Suite struct FrameSourceBatchTests {
    static let cases = ["pinch", "pan-with-pinch", "rotation", "tap-vs-double-tap", "mouse-click-drag", "single-touch-pan", "long-press-two-finger-lift"]

    /// Every event of a synthesized case, and its device.
    static func events(of name: String) throws -> (device: DeviceDescription, events: [InputEvent]) {
        let reader = try RecordingReader(path: ReplayFiles.packageRoot + "/Recordings/synth/\(name)/recording.evemu")
        var events: [InputEvent] = []
        while let event = try reader.next() { events.append(event) }
        return (reader.description, events)
    }

    static let mapping = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480))

    @Test(arguments: cases)
    func batchesGiveTheFramesOfFeedingEachEvent(name: String) throws {
        let (device, events) = try Self.events(of: name)
        var single = try FrameSource(device: device, mapping: Self.mapping)
        var expected: [TouchFrame] = events.compactMap { single.feed($0) }
        if let end = single.end() { expected.append(end) }
        #expect(expected.count > 2, "the case has frames")

        for seed in UInt64(0)..<8 {
            var rng = SplitMix64(seed: seed)
            var source = try FrameSource(device: device, mapping: Self.mapping)
            var frames: [TouchFrame] = []
            var start = 0
            while start < events.count {
                let batch = Array(events[start..<min(start + Int.random(in: 1...40, using: &rng), events.count)])
                var index = 0
                while source.feedInPlace(batch.span, from: &index) { frames.append(source.frame) }
                #expect(index == batch.count)
                #expect(source.lastEventTime == batch[batch.count - 1].time, "the last event fed is the batch's last")
                start += batch.count
            }
            #expect(source.origin == single.origin)
            if let end = source.end() { frames.append(end) }
            #expect(frames == expected, "\(name), seed \(seed)")
        }
    }
}
