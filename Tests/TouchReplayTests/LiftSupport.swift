import Foundation
import GestureEngine
import TouchReplay
import TouchReplayTools

/// Lifting a case, placing it back on a scene and replaying it, for the lift tests.
enum LiftSupport {
    /// Every case under Recordings, by path, whose scene has one window (lift and synth refuse a scene
    /// of several, `LiftSeveralWindowsTests`).
    static let cases: [CheckCase] = ((try? CaseDiscovery.discover(paths: [ReplayFiles.packageRoot + "/Recordings"])) ?? []).filter { checkCase in
        (checkCase.scene.flatMap { try? Scene.load(contentsOf: $0) })?.hasSeveralWindows != true
    }

    /// The case's name under Recordings (`synth/tap`).
    static func name(_ checkCase: CheckCase) -> String {
        checkCase.folder.replacingOccurrences(of: ReplayFiles.packageRoot + "/Recordings/", with: "")
    }

    /// The gesture and control lines of a replay, positions aside: `gesture=ID state=STATE`, `control=ID event=EVENT`.
    static func outcome(_ records: [TraceRecord]) -> [String] {
        records.compactMap { record in
            switch record {
            case .gesture(let line): "gesture=\(line.gesture) state=\(line.state)"
            case .control(let line): "control=\(line.control) event=\(line.event)"
            default: nil
            }
        }
    }

    /// The outcome of replaying the case's own recording against `scene`.
    static func recordedOutcome(_ checkCase: CheckCase, scene: Scene) throws -> [String] {
        let replay = RecordingReplay(recordingPath: checkCase.recording ?? "", descriptionPath: checkCase.description, scene: scene)
        return outcome(try replay.run().records)
    }

    /// The case lifted against its own scene.
    static func lift(_ checkCase: CheckCase) throws -> (lifted: LiftedScript, scene: Scene) {
        let scene = try Scene.load(contentsOf: checkCase.scene ?? "")
        let lifted = try Lifter(recordingPath: checkCase.recording ?? "", descriptionPath: checkCase.description, scene: scene).lift()
        return (lifted, scene)
    }

    /// `script` placed on `scene`, synthesized into a recording and replayed against `scene`:
    /// the outcome, and the lines of the steps that could not be placed as written.
    static func replay(_ script: SynthScript, on scene: Scene) throws -> (outcome: [String], problems: [String]) {
        let placement = try script.placed(on: scene, path: "lifted.yml")
        // A seat of several devices is written as a libinput record file.
        let path = NSTemporaryDirectory() + "lifted-\(UUID().uuidString)" + (script.seat.isEmpty ? ".evemu" : ".yml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try placement.script.writeRecording(to: path, path: "lifted.yml")
        let records = try RecordingReplay(recordingPath: path, scene: scene).run().records
        return (outcome(records), placement.problems)
    }

    /// The documented transform of the lift tests (docs/synth.md, "Lifted touches"): every
    /// view's frame but the root view's scaled by 0.8 about its superview's origin and then
    /// moved by (24, 16) points, scroll content sizes and offsets scaled by 0.8.
    static func movedAndResized(_ scene: Scene) -> Scene {
        func transform(_ view: ViewDescription) -> ViewDescription {
            var view = view
            let f = view.frame
            view.frame = Rect(x: f.origin.x * 0.8 + 24, y: f.origin.y * 0.8 + 16, width: f.size.width * 0.8, height: f.size.height * 0.8)
            if var scroll = view.scroll {
                scroll.contentSize = Size(width: scroll.contentSize.width * 0.8, height: scroll.contentSize.height * 0.8)
                scroll.contentOffset = Point(x: scroll.contentOffset.x * 0.8, y: scroll.contentOffset.y * 0.8)
                view.scroll = scroll
            }
            view.subviews = view.subviews.map(transform)
            return view
        }
        var moved = scene
        moved.root.subviews = scene.root.subviews.map(transform)
        return moved
    }
}
