import GestureEngine
import InputRecordings
import TouchReplay

/// Lifts a recording into view-targeted steps (`touchreplay lift`): replays it against a
/// scene and writes, for each touch, the view it began on, its touch-down point as
/// fractions of that view's bounds, and every later report's time and offset, keeping the
/// device, the timing and what each report carries (a pointer's button, a pen's pressure
/// and tilt, a finger's size); hovers and wheel turns become steps too.
///
/// Placed back on the same scene (``SynthScript/placed(on:path:)``) and synthesized, the
/// steps replay to the same gesture and control lines; placed on a scene whose views moved,
/// each touch follows its view.
public struct Lifter {
    /// The recording (evemu or `libinput record`, one device).
    public var recordingPath: String
    /// A separate evemu description (`.desc`), if the recording has none of its own.
    public var descriptionPath: String?
    /// The scene the recording is replayed against.
    public var scene: Scene
    /// Whether later offsets are written as fractions of the view's bounds (`offsets:
    /// fractions`, growing with the view) instead of points.
    public var fractionalOffsets = false

    /// A lifter of `recordingPath` against `scene`.
    public init(recordingPath: String, descriptionPath: String? = nil, scene: Scene) {
        self.recordingPath = recordingPath
        self.descriptionPath = descriptionPath
        self.scene = scene
    }

    /// Lifts the recording; `devicePath` is how the script names the device file (the
    /// description or recording path as given, when nil).
    ///
    /// - Throws: ``LiftError``: an unreadable recording or scene, a device synth cannot write,
    ///   nothing to lift, or a scene of several windows.
    public func lift(devicePath: String? = nil) throws(LiftError) -> LiftedScript {
        guard !scene.hasSeveralWindows else { throw .severalWindows(scene: scene.file, count: scene.windows.count) }
        let deviceFile = descriptionPath ?? recordingPath
        let deviceCount: Int
        do {
            deviceCount = try RecordingReader(path: recordingPath, descriptionPath: descriptionPath).deviceCount
        } catch {
            throw .replay(.recording(error))
        }
        // A seat's devices are `RECORDING#N`; each step goes to the device that made it.
        let files = deviceCount == 1 ? [deviceFile] : (1...deviceCount).map { "\(recordingPath)#\($0)" }
        var devices: [SynthDevice] = []
        for file in files {
            do {
                devices.append(try SynthDevice.load(descriptionPath: file))
            } catch {
                throw .device(error)
            }
        }
        final class Frames {
            var list: [(frame: TouchFrame, device: Int)] = []
            var states: [(gesture: String, states: [String])] = []
        }
        let frames = Frames()
        do {
            // Each frame with the device that made it: a step stays on its own device, even
            // where two of the seat's devices are of one kind.
            try RecordingReplay(recordingPath: recordingPath, descriptionPath: descriptionPath, scene: scene)
                .stream(onRecord: { record in
                    guard case .gesture(let line) = record else { return }
                    if let index = frames.states.firstIndex(where: { $0.gesture == line.gesture }) {
                        frames.states[index].states.append(line.state)
                    } else {
                        frames.states.append((line.gesture, [line.state]))
                    }
                }, beforeDeviceFrame: { frames.list.append(($0, $1)) })
        } catch {
            throw .replay(error)
        }
        var builder = LiftBuilder(space: SceneSpace(scene.makeHierarchy()), devices: devices,
                                  pressureFloors: devices.map { LiftPressure.floor(of: $0, on: scene) }, fractionalOffsets: fractionalOffsets)
        for (index, (frame, device)) in frames.list.enumerated() {
            builder.take(frame, device: device, isLast: index == frames.list.count - 1)
        }
        guard !builder.steps.isEmpty else { throw .nothingToLift(path: recordingPath) }
        let named = devicePath ?? deviceFile
        var lifted = LiftedScript(device: devices[0], devicePath: devices.count == 1 ? named : "\(named)#1", screen: scene.screen.size, steps: builder.steps)
        lifted.seat = Array(devices.dropFirst())
        lifted.seatPaths = (1..<max(devices.count, 1)).map { "\(named)#\($0 + 1)" }
        lifted.expectedStates = frames.states
        return lifted
    }
}
