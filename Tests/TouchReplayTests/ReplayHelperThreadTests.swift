import Foundation
import InputEvents
import InputRecordings
import Testing
import TestSupport
@testable import TouchReplay

/// The replay's helper thread hands events to the engine and writes the trace
/// bytes the engine formatted, waking the other side only when it waits and a good amount of work
/// is ready (docs/performance.md, "How a replay runs"): whatever the pacing of
/// the engine, every event arrives once and in file order, every line is
/// written in the order handed over, and the wake-ups stay a few per queue.
@Suite struct ReplayHelperThreadTests {
    /// A recording of `count` ABS_X events whose values count from 0, with the `pan` case's device.
    static func countingRecording(_ count: Int, in folder: String) throws -> String {
        let header = try String(contentsOfFile: ReplayFiles.packageRoot + "/Recordings/synth/pan/recording.evemu", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.hasPrefix("E:") }
        var text = header.joined(separator: "\n") + "\n"
        for index in 0..<count {
            text += "E: \(index / 1_000_000).\(String(repeating: "0", count: 6 - String(index % 1_000_000).count))\(index % 1_000_000) 0003 0000 \(index)\n"
        }
        return try ReplayFiles.write(text, to: "counting.evemu", in: folder)
    }

    /// `count` trace lines whose numbers count from `first`, as the bytes the engine hands over.
    static func lines(from first: Int, count: Int) -> [UInt8] {
        Array((first..<(first + count)).map { "{\"line\":\($0)}\n" }.joined().utf8)
    }

    /// Runs `body` on its own thread; false when it has not returned within a minute (a lost wake-up).
    static func returnsInTime(_ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        return done.wait(timeout: .now() + 60) == .success
    }

    /// The most wake-ups of the helper that `events` event batches and `traces` trace blocks justify:
    /// each one follows the engine taking most of a full event queue or handing over many trace blocks.
    static func wakeBound(events: Int, traces: Int) -> Int {
        events / (ReplayHelperThread.eventBatchLimit - ReplayHelperThread.eventLowWater)
            + traces / ReplayHelperThread.traceHighWater + 2
    }

    /// What the engine's side of a run uses and learns, handed to the thread that runs it.
    final class Run: @unchecked Sendable {
        let reader: RecordingReader
        let output: TraceOutput?
        var values: [Int32] = []
        var wakes = (helper: 0, engine: 0)
        var failure: String?

        init(reader: RecordingReader, output: TraceOutput?) {
            self.reader = reader
            self.output = output
        }
    }

    /// Events per batch in these tests: small, so that even a debug build reads faster than the engine consumes.
    static let eventsPerBatch = 64

    @Test(arguments: [0, 1, 2, 3])
    func eventsAndLinesKeepTheirOrderAndTheHelperIsWokenOnlyForMostOfAQueue(seed: Int) throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // More than two full queues: the helper fills the queue and sleeps, more than once.
        let eventCount = (2 * ReplayHelperThread.eventBatchLimit + 11) * Self.eventsPerBatch + 5
        let recording = try Self.countingRecording(eventCount, in: folder)
        let path = folder + "/trace.jsonl"
        let output = try TraceOutput(path: path)
        let linesPerBatch = 10, traceBatches = 3 * ReplayHelperThread.traceBatchLimit + 5
        let run = Run(reader: try RecordingReader(path: recording), output: output)
        let returned = Self.returnsInTime {
            var random = SplitMix64(seed: UInt64(seed))
            let helper = ReplayHelperThread(reader: run.reader, output: run.output, eventsPerBatch: Self.eventsPerBatch)
            var handed = 0
            // Mostly slower than the helper, so that it sleeps; at times faster, so that the engine waits.
            func pause() {
                let draw = random.next() % 8
                if draw < 6 { usleep(UInt32(draw * 200 + 200)) }
            }
            func handOver() {
                helper.handOver(Self.lines(from: handed * linesPerBatch, count: linesPerBatch))
                handed += 1
                pause()
            }
            while let batch = helper.nextEvents() {
                run.values += batch.events.map(\.value)
                if handed < traceBatches { handOver() }
                pause()
            }
            while handed < traceBatches { handOver() }
            run.failure = helper.finish().map { "\($0)" }
            run.wakes = helper.wakeCounts
        }
        #expect(returned)
        guard returned else { return }
        try output.commit()
        #expect(run.failure == nil)
        #expect(run.values == (0..<Int32(eventCount)).map { $0 })
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == Self.lines(from: 0, count: linesPerBatch * traceBatches))
        let eventBatches = eventCount / Self.eventsPerBatch + 1
        #expect(run.wakes.helper <= Self.wakeBound(events: eventBatches, traces: traceBatches), "\(run.wakes)")
        // The engine is woken only when it waits: for each event batch at most, and for room once per half queue written.
        #expect(run.wakes.engine <= eventBatches + traceBatches / (ReplayHelperThread.traceBatchLimit - ReplayHelperThread.traceLowWater),
                "\(run.wakes)")
    }

    @Test func stopEndsARunWhoseHelperSleepsWithAFullQueue() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = try Self.countingRecording((ReplayHelperThread.eventBatchLimit + 8) * Self.eventsPerBatch, in: folder)
        let run = Run(reader: try RecordingReader(path: recording), output: nil)
        let returned = Self.returnsInTime {
            let helper = ReplayHelperThread(reader: run.reader, output: nil, eventsPerBatch: Self.eventsPerBatch)
            _ = helper.nextEvents()
            // Long enough for the helper to fill the queue and sleep.
            usleep(200_000)
            _ = helper.nextEvents()
            helper.stop()
            run.failure = helper.finish().map { "\($0)" }
        }
        #expect(returned)
        #expect(run.failure == nil)
    }
}
