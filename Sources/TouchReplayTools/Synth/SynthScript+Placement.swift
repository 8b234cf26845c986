import GestureEngine
import InputEvents
import TouchReplay

/// A synth script placed on a scene (``SynthScript/placed(on:path:)``): its steps in screen
/// points, and a line for each step that could not be placed as it was written.
public struct SynthPlacement: Sendable {
    /// The script with every step in screen points, mapped as the scene maps its device.
    public var script: SynthScript
    /// One line per step whose view is missing (the step is left out), hidden or covered at
    /// the step's point (the step is placed all the same): `path:line:column: step N …`.
    public var problems: [String]
}

extension SynthScript {
    /// The script with each step that names a view (``SynthScript/Step/target``) placed on `scene`: its
    /// fractions of the view's bounds turned into screen points where the view is when the
    /// step starts. The steps run against the scene in time order meanwhile, so a view that
    /// an earlier step dragged or scrolled is found where it went. The script's screen and
    /// mapping become the scene's for the script's device.
    ///
    /// A touch that would leave the screen, or the part of it its device maps onto (a seat of
    /// two touchscreens, each on its own part), is held at its edge, and that is a line too.
    ///
    /// - Throws: `FileError` when the scene's `devices` entries conflict over the script's device, or
    ///   when the scene has several windows (`windows:`; steps are placed on a scene of one window).
    public func placed(on scene: Scene, path: String = "<script>") throws(FileError) -> SynthPlacement {
        guard !scene.hasSeveralWindows else {
            throw FileError(path: scene.file, message: "the scene has \(scene.windows.count) windows; lift and synth place steps on a scene of one window")
        }
        var mappings: [ScreenMapping] = []
        do {
            for device in devices { mappings.append(try scene.mapping(forDeviceNamed: device.description.name, path: device.node ?? "")) }
        } catch {
            throw FileError(path: scene.file, message: "\(error)")
        }
        let screen = Rect(x: 0, y: 0, width: scene.screen.size.width, height: scene.screen.size.height)
        // Where each device's touches can land: a touchscreen's or pen's part of the screen (its
        // `target`); a mouse's pointer goes anywhere on the screen.
        let areas = devices.indices.map { index in
            guard devices[index].kind != .relativePointer else { return screen }
            let target = mappings[index].target
            return Rect(x: target.origin.x, y: target.origin.y, width: target.size.width, height: target.size.height)
        }
        var placer = StepPlacer(space: SceneSpace(scene.makeHierarchy()))
        var placedSteps: [Step] = []
        var problems: [String] = []
        for (number, step, start) in timeline() {
            placer.run(before: start)
            guard let target = step.target else {
                placer.enqueue(step.gesture, at: start)
                var placed = Step(gesture: step.gesture, start: start, line: step.line, column: step.column)
                placed.device = step.device
                placedSteps.append(placed)
                continue
            }
            let name = "\(path):\(step.line):\(step.column): step \(number)"
            guard let view = placer.space.view(target.view) else {
                problems.append("\(name): view '\(target.view)' is not in the scene; the step is left out")
                continue
            }
            var (gesture, window) = placer.place(step.gesture, on: view, target: target)
            if let reason = placer.space.obstruction(of: view, at: window) {
                problems.append("\(name): view '\(target.view)' \(reason)")
            }
            if gesture.clamp(to: areas[step.device]) {
                problems.append(areas[step.device] == screen
                    ? "\(name): the touch on view '\(target.view)' leaves the screen and is held at its edge"
                    : "\(name): the touch on view '\(target.view)' leaves the part of the screen device \(step.device) maps onto and is held at its edge")
            }
            placer.enqueue(gesture, at: start)
            var placed = Step(gesture: gesture, start: start, line: step.line, column: step.column)
            placed.device = step.device
            placedSteps.append(placed)
        }
        var script = self
        script.steps = placedSteps
        script.screen = scene.screen.size
        script.mapping = mappings[0]
        script.seatMappings = mappings.dropFirst().map { $0 }
        return SynthPlacement(script: script, problems: problems)
    }

    /// The steps with their 1-based numbers and start times, in the order they start (script order on ties).
    func timeline() -> [(number: Int, step: Step, start: Double)] {
        var previousEnd = 0.0
        var timed: [(number: Int, step: Step, start: Double)] = []
        for (index, step) in steps.enumerated() {
            let start = step.start ?? previousEnd + (step.gesture.fingerCount == 0 ? 0 : pause)
            timed.append((index + 1, step, start))
            previousEnd = max(previousEnd, start + step.gesture.duration)
        }
        return timed.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    }
}
