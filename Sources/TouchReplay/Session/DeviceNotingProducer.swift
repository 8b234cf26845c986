import GestureEngine
import TouchTime

/// A producer of a recording's frames that says, before handing each frame on, which of the
/// recording's devices made it (``RecordingReplay/stream(onRecord:beforeDeviceFrame:)``):
/// every frame of a replay comes from one device, so the device noted last is that of the
/// frame a pipeline's `beforeFrame` sees next. It asks nothing of the frames and adds
/// nothing to a replay that does not ask for it.
struct DeviceNotingProducer<Base: FrameProducer>: FrameProducer {
    static var hasOneSourceNumberedAsTheWindow: Bool { Base.hasOneSourceNumberedAsTheWindow }

    /// The producer whose frames are handed on.
    var base: Base
    /// The index in the recording of the device of each source (a producer's source numbers
    /// count only the devices it replays).
    let deviceOfSource: [Int]
    /// Told the recording's device of each frame before the frame goes on.
    let note: (Int) -> Void

    mutating func produceFrames(_ deliver: (inout TouchFrame, Int) throws(ReplayError) -> Void) throws(ReplayError) {
        let (devices, note) = (deviceOfSource, note)
        try base.produceFrames { (frame: inout TouchFrame, source: Int) throws(ReplayError) in
            note(devices[source])
            try deliver(&frame, source)
        }
    }

    mutating func end(_ deliver: (inout TouchFrame, Int) throws(ReplayError) -> Void) throws(ReplayError) {
        let (devices, note) = (deviceOfSource, note)
        try base.end { (frame: inout TouchFrame, source: Int) throws(ReplayError) in
            note(devices[source])
            try deliver(&frame, source)
        }
    }

    var lastTraceTime: Timestamp? { base.lastTraceTime }
    var warnings: [String] { base.warnings }
}
