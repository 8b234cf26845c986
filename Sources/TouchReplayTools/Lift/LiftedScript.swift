import Foundation
import GestureEngine
import TouchReplay

/// A recording lifted into view-targeted steps (``Lifter``): a synth script whose steps name
/// the view each touch began on, written as YAML (``yaml(comment:)``) or as a `GestureTester` test
/// (``swiftTest(sceneFile:named:)``).
public struct LiftedScript: Sendable {
    /// The recorded device.
    public var device: SynthDevice
    /// How the script names the device: the path of its description or recording, as written.
    public var devicePath: String
    /// Further devices of a recording of several, after ``device`` (``SynthScript/seat``).
    public var seat: [SynthDevice] = []
    /// How the script names ``seat``'s devices (`RECORDING#N`).
    public var seatPaths: [String] = []
    /// The scene's screen, in its fixed space.
    public var screen: Size
    /// The steps by start time, each a ``SynthGesture/touch(_:)`` or a ``SynthGesture/wheel(at:clicks:)``
    /// whose positions are fractions of its target view's bounds.
    public var steps: [SynthScript.Step]
    /// The states each recognizer went through in the lifted replay, recognizers in the order
    /// they first changed state (what a lifted `GestureTester` test expects).
    public var expectedStates: [(gesture: String, states: [String])] = []

    /// The steps as a synth script, as ``SynthScript/parse(yaml:path:)`` reads ``yaml(comment:)``.
    public var script: SynthScript {
        var script = SynthScript(device: device, screen: screen, pause: 0, steps: steps)
        script.seat = seat
        return script
    }
}

extension LiftedScript {
    /// `file` as a script written at `output` names it: relative to the script's folder (as
    /// synth resolves a `device` path), or absolute when `file` is.
    public static func path(_ file: String, forScriptAt output: String) -> String {
        guard !file.hasPrefix("/") else { return file }
        let cwd = FileManager.default.currentDirectoryPath
        let target = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: cwd + "/")).standardizedFileURL.pathComponents
        let folder = URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: cwd + "/")).standardizedFileURL
            .deletingLastPathComponent().pathComponents
        var common = 0
        while common < min(target.count, folder.count), target[common] == folder[common] { common += 1 }
        let ups = Array(repeating: "..", count: folder.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }
}
