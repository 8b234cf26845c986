import Foundation
import GestureEngine
import InputEvents
import Testing
import TouchReplay
import TouchTime

/// `RecordingPlayback`: a recording played as live input on an app's clock
/// (the photo board's `--sdl-play`). Its frames are the replay's frames, moved
/// by the start time, and come due one by one as the app's clock passes them.
@Suite struct RecordingPlaybackTests {
    /// A file of the package, from its root.
    static func packageFile(_ path: String) -> String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent(path).standardizedFileURL.path
    }

    static let pinch = packageFile("Recordings/synth/pinch/recording.evemu")
    static let twoDevices = packageFile("Tests/TouchReplayTests/Fixtures/touchscreen-and-mouse.libinput.yml")
    static let screen = ScreenMapping(screenSize: ScreenSize(width: 375, height: 667))

    /// The frames a replay of `path` onto a 375 × 667 window sends, in trace time.
    static func replayedFrames(_ path: String) throws -> [TouchFrame] {
        var frames: [TouchFrame] = []
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        _ = try RecordingReplay(recordingPath: path, window: window, mapping: screen).run(beforeFrame: { frames.append($0) })
        return frames
    }

    @Test(arguments: [pinch, twoDevices])
    func theFramesAreTheReplaysMovedByTheStartTime(path: String) throws {
        let replayed = try Self.replayedFrames(path)
        var playback = try RecordingPlayback(path: path, mapping: Self.screen, start: 5)
        let played = try playback.frames(dueBy: .max)
        #expect(playback.nextTime == nil, "every frame was taken")
        #expect(played.count == replayed.count && played.count > 10)
        for (play, replay) in zip(played, replayed) {
            #expect(play.samples == replay.samples && play.wheel == replay.wheel)
            #expect(play.time == replay.time + 5, "\(play.time) is \(replay.time) + 5")
        }
    }

    @Test func framesComeDueOneClockStepAtATimeAndNoneBeforeTheStart() throws {
        var playback = try RecordingPlayback(path: Self.pinch, mapping: Self.screen, start: 1)
        #expect(try playback.frames(dueBy: 0.999).isEmpty, "nothing before the start")
        let first = try #require(playback.nextTime)
        #expect(first >= 1)
        var time: Timestamp = 0, steps = 0, taken: [TouchFrame] = []
        while let next = playback.nextTime {
            time += 1.0 / 60
            let due = try playback.frames(dueBy: time)
            #expect(due.allSatisfy { $0.time <= time }, "only frames due by the step")
            #expect(due.isEmpty == (next > time), "the next time says when the next frame comes due")
            taken += due
            steps += 1
        }
        #expect(zip(taken, taken.dropFirst()).allSatisfy { $0.time <= $1.time }, "in time order")
        let fingers = taken.flatMap(\.samples).filter { $0.phase == .began }.map(\.id)
        #expect(fingers.count == 4 && Set(fingers).count == 4, "two pinches of two fingers, each finger its own id: \(fingers)")
        #expect(taken.last?.samples.allSatisfy { $0.phase == .ended || $0.phase == .cancelled } == true)
        #expect(steps > 10, "the frames spread over many clock steps")
    }

    @Test func aMissingFileIsOneLineNamingIt() {
        let path = "/nonexistent/play.evemu"
        #expect {
            _ = try RecordingPlayback(path: path, mapping: Self.screen, start: 0)
        } throws: { error in
            let line = "\(error)"
            return line.hasPrefix(path) && !line.contains("\n")
        }
    }

    @Test func aFileThatIsNoRecordingIsOneLineWithItsPosition() {
        let path = Self.packageFile("Recordings/synth/pinch/scene.yml")
        #expect {
            _ = try RecordingPlayback(path: path, mapping: Self.screen, start: 0)
        } throws: { error in
            let line = "\(error)"
            return line.hasPrefix(path + ":") && !line.contains("\n")
        }
    }
}
