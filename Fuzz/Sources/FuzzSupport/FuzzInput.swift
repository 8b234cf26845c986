import Glibc
import TouchReplay

/// One fuzz input as a file that the readers open by path: an anonymous
/// in-memory file (`memfd_create`), rewritten for each input and opened
/// through `/proc/self/fd`, so nothing touches the disk.
public final class FuzzInput {
    private let descriptor: Int32
    /// The path that opens the current input.
    public let path: String

    /// A new, empty in-memory file.
    public init() {
        descriptor = memfd_create("touchreplay-fuzz", 1 /* MFD_CLOEXEC */)
        precondition(descriptor >= 0, "memfd_create failed: errno \(errno)")
        path = "/proc/self/fd/\(descriptor)"
    }

    deinit { close(descriptor) }

    /// Replaces the file's contents with the `count` bytes at `bytes`.
    public func write(_ bytes: UnsafePointer<UInt8>?, _ count: Int) {
        precondition(ftruncate(descriptor, 0) == 0, "ftruncate failed: errno \(errno)")
        var written = 0
        while written < count {
            let result = pwrite(descriptor, bytes! + written, count - written, off_t(written))
            precondition(result > 0, "pwrite failed: errno \(errno)")
            written += result
        }
    }
}

/// What each harness runs on an input.
public enum FuzzTarget {
    /// A scene with a button, a pan and a long press, on an 800 × 480 screen: the recordings replay against it.
    static let sceneText = """
        screen: {size: [800, 480]}
        root:
          id: root
          subviews:
            - id: card
              frame: [100, 100, 400, 200]
              gestures: [{id: drag, kind: pan, action: move}, {id: hold, kind: longPress}]
              subviews: [{id: button, frame: [10, 10, 100, 44], gestures: [{id: tap, kind: doubleTap}]}]
        """

    /// The scene every recording replays against.
    public static let scene: Scene = {
        do { return try Scene.parse(sceneText, file: "fuzz-scene.yml") } catch { fatalError("the fuzz scene is bad: \(error)") }
    }()

    /// Replays the recording at `path` to its end or its first error; errors are the expected outcome of most inputs.
    public static func replay(_ path: String) {
        _ = try? RecordingReplay(recordingPath: path, scene: scene).run()
    }

    /// Loads the scene at `path` and builds its engine objects; errors are expected.
    public static func loadScene(_ path: String) {
        guard let scene = try? Scene.load(contentsOf: path) else { return }
        _ = scene.makeHierarchy()
    }
}

/// glibc's `memfd_create(2)`, which Swift's Glibc module leaves out (it is
/// declared only under `_GNU_SOURCE`).
@_silgen_name("memfd_create")
private func memfd_create(_ name: UnsafePointer<CChar>, _ flags: UInt32) -> Int32
