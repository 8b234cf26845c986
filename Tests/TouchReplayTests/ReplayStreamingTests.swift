import Foundation
import OutputFiles
import Testing
import TouchReplay
import TouchReplayTools

/// `RecordingReplay.write(to:format:)`, the streaming path `touchreplay replay` takes: the same
/// lines as the records `run()` keeps, nothing kept in memory, and write errors that stop the run.
@Suite struct ReplayStreamingTests {
    static func synthCase(_ name: String) -> (recording: String, scene: Scene) {
        let folder = ReplayFiles.packageRoot + "/Recordings/synth/" + name
        return (folder + "/recording.evemu", try! Scene.load(contentsOf: folder + "/scene.yml"))
    }

    /// On one thread (the default) and with the helper thread, kept and streamed alike.
    @Test(arguments: ["button-in-tappable-view", "pan-with-pinch", "scroll-view-with-control", "tap-vs-double-tap"],
          [(TraceFormat.jsonl, false, ReplayThreading.callerOnly), (.jsonl, true, .callerOnly), (.text, false, .callerOnly),
           (.jsonl, false, .helperThread), (.jsonl, true, .helperThread), (.text, false, .helperThread)])
    func streamedLinesAreTheKeptRecordsFormatted(name: String, options: (format: TraceFormat, hitTests: Bool, threading: ReplayThreading)) throws {
        let (format, hitTests, threading) = options
        let (recording, scene) = Self.synthCase(name)
        var replay = RecordingReplay(recordingPath: recording, scene: scene, tracesHitTests: hitTests)
        replay.threading = threading
        let kept = try replay.run()
        let expected = kept.records.map { format.format($0) + "\n" }.joined()

        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/trace.out"
        let output = try TraceOutput(path: path)
        let streamed = try replay.write(to: output, format: format)
        try output.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
        #expect(streamed.records.isEmpty)
        #expect(streamed.frameCount == kept.frameCount)
    }

    @Test func aFullDiskStopsTheRunWithAnOutputError() throws {
        let (recording, scene) = Self.synthCase("pan")
        let output = try TraceOutput(path: "/dev/full")
        var frames = 0
        #expect {
            // Flushing every frame makes the first frame's write fail.
            try RecordingReplay(recordingPath: recording, scene: scene).write(to: output, format: .jsonl, flushesEachFrame: true) { _ in frames += 1 }
        } throws: { error in
            guard case let .output(failure) = error as? ReplayError else { return false }
            return failure.path == "/dev/full" && failure.reason == .system(.write, errno: ENOSPC) && "\(error)" == "/dev/full: cannot write: No space left on device"
        }
        #expect(frames == 1)
        output.discard()
    }

    @Test(arguments: [ReplayThreading.callerOnly, .helperThread])
    func aWriteErrorStopsALongRunEarly(threading: ReplayThreading) throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 200 two-second drags: about 25,000 frames and 50,000 lines, far more than the hand-offs hold.
        let drag = "  - drag: {from: [100, 100], to: [700, 400], duration: 2}\n"
        let script = try SynthScript.parse(yaml: "screen: [800, 480]\ngestures:\n" + String(repeating: drag, count: 200), path: "long.yml")
        let recording = folder + "/long.evemu"
        try script.writeRecording(to: recording)
        let (_, scene) = Self.synthCase("pan")
        let total = try RecordingReplay(recordingPath: recording, scene: scene).run().frameCount

        let output = try TraceOutput(path: "/dev/full")
        var frames = 0
        #expect {
            var replay = RecordingReplay(recordingPath: recording, scene: scene)
            replay.threading = threading
            return try replay.write(to: output, format: .jsonl) { _ in frames += 1 }
        } throws: { error in
            guard case let .output(failure) = error as? ReplayError else { return false }
            return failure.path == "/dev/full" && failure.reason == .system(.write, errno: ENOSPC)
        }
        output.discard()
        #expect(frames > 0 && frames < total / 2)
    }
}
