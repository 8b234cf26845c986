import BoardCanvas
import GestureEngine
import InputEvents
import InputRecordings
import TouchReplay

/// A recording (evemu or `libinput record`, e.g. from `touchreplay synth`)
/// played as SDL's own finger events (`--sdl-play`): a test and demo input
/// that runs the whole SDL path, `SDL_PushEvent` → the window's events →
/// `TouchFrameBuilder` → the engine, with several fingers, which a mouse
/// (and Xvfb, which has no touch device) cannot give.
struct SDLPlayback {
    /// The recording's frames, their times in the window's clock.
    private let frames: [TouchFrame]
    private var next = 0

    /// Reads the recording at `path`, mapped onto a screen of `size` points,
    /// to be played from `start` seconds on the window's clock.
    init(path: String, size: Size, start: Double) throws(BoardError) {
        var frames: [TouchFrame] = []
        do {
            let reader = try RecordingReader(path: path)
            var source = try FrameSource(device: reader.description,
                                         mapping: ScreenMapping(screenSize: ScreenSize(width: size.width, height: size.height)))
            while let event = try reader.next() {
                guard var frame = source.feed(event) else { continue }
                frame.time += start
                frames.append(frame)
            }
        } catch {
            throw BoardError(description: "\(error)")
        }
        self.frames = frames
    }

    /// When the next frame is due, nil once all are played.
    var nextTime: Double? { next < frames.count ? frames[next].time : nil }

    /// Pushes the frames due by `time` into `canvas`'s event queue, each finger as SDL's down, motion or up event.
    mutating func push(until time: Double, to canvas: Canvas) throws(BoardError) {
        while next < frames.count, frames[next].time <= time {
            for sample in frames[next].samples where sample.phase != .stationary {
                do { try canvas.push(fingerID: sample.id, phase: sample.phase, location: sample.location) } catch {
                    throw BoardError(description: "\(error)")
                }
            }
            next += 1
        }
    }
}
