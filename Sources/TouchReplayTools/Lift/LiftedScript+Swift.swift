import GestureEngine
import TouchReplay

extension LiftedScript {
    /// The finger touches as a Swift Testing test on `GestureTester` (TouchReplayTesting):
    /// each finger starts at its fraction of its view's bounds (`point(atFraction:of:)`) at its
    /// recorded time, moves by its offsets and lifts; the test expects the states each
    /// recognizer went through in the lifted replay. `sceneFile` is the scene's path: absolute,
    /// or relative to the test file's folder (the test resolves it against `#filePath`). A pointer, pen, hover or wheel step (which `GestureTester` cannot send
    /// sample by sample) is named in one comment line and left out, and so are the expectations.
    public func swiftTest(sceneFile: String, named name: String = "liftedStepsKeepTheirOutcome") -> String {
        let path = sceneFile.hasPrefix("/") ? Self.quoted(sceneFile)
            : "URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(\(Self.quoted(sceneFile))).path"
        var body: [String] = ["let tester = try GestureTester(sceneFile: \(path))"]
        var events: [(time: Double, order: Int, line: String)] = []
        var leftOut = false
        for (index, step) in steps.enumerated() {
            let start = step.start ?? 0
            guard case .touch(let touch) = step.gesture, touch.tool == .finger, step.target?.fractionalOffsets != true else {
                body.append("// step \(index + 1) (\(Self.kind(step.gesture)) at \(Self.seconds(start)) s): GestureTester sends no such step sample by sample; left out")
                leftOut = true
                continue
            }
            let finger = "finger\(index + 1)", origin = "start\(index + 1)"
            let view = Self.quoted(step.target?.view ?? "")
            events.append((start, events.count, "let \(origin) = try tester.point(atFraction: \(Self.swiftPoint(touch.start, digits: 6)), of: \(view))"))
            events.append((start, events.count, "let \(finger) = try tester.startGesture(at: \(origin), time: \(Self.seconds(start)))"))
            for sample in touch.samples.dropFirst() {
                let point = "Point(x: \(origin).x + \(Self.number(sample.offset.x)), y: \(origin).y + \(Self.number(sample.offset.y)))"
                events.append((start + sample.time, events.count, "try \(finger).moveTo(\(point), at: \(Self.seconds(start + sample.time)))"))
            }
            if let end = touch.end { events.append((start + end, events.count, "try \(finger).up(at: \(Self.seconds(start + end)))")) }
        }
        body += events.sorted { ($0.time, $0.order) < ($1.time, $1.order) }.map(\.line)
        body.append("tester.finish()")
        if leftOut {
            body.append("// The replay's outcome is not expected here: some steps were left out.")
        } else {
            for (gesture, states) in expectedStates {
                body.append("#expect(tester.states(of: \(Self.quoted(gesture))) == [\(states.map(Self.quoted).joined(separator: ", "))])")
            }
        }
        // The test's imports, written so that no line of this file reads as an import of its own.
        let imports = ["Foundation", "GestureEngine", "Testing", "TouchReplayTesting"].map { "import " + $0 }.joined(separator: "\n")
        return """
            \(imports)

            /// Lifted by `touchreplay lift`: each finger starts on the view it began on, at its fraction of the view's bounds.
            @Test func \(name)() throws {
            \(body.map { "    " + $0 }.joined(separator: "\n"))
            }

            """
    }

    /// What a step is, in a comment.
    private static func kind(_ gesture: SynthGesture) -> String {
        guard case .touch(let touch) = gesture else { return "a wheel turn" }
        return touch.button == 0 ? "a hover" : "a \(touch.tool.rawValue) touch"
    }

    private static func swiftPoint(_ point: Point, digits: Int) -> String {
        "Point(x: \(number(point.x, digits: digits)), y: \(number(point.y, digits: digits)))"
    }
}
