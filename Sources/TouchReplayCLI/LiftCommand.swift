import ArgumentParser
import OutputFiles
import TouchReplay
import TouchReplayTools

/// `touchreplay lift`: a recording as view-targeted synth steps, or as a GestureTester test.
struct LiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lift",
        abstract: "Lift a recording into synth steps aimed at views (or a GestureTester test).",
        discussion: """
            Each touch becomes a `touch` step naming the view it began on, its touch-down point as fractions of \
            that view's bounds and its later reports as offsets, with the recording's timing and device. \
            Place the steps on a scene with `touchreplay synth STEPS --scene SCENE -o REC`; see docs/synth.md.
            """
    )

    @OptionGroup var input: RecordingSceneOptions

    @Option(name: .shortAndLong, help: "The steps to write: a synth script (.yml, .yaml) or a GestureTester test (.swift).")
    var output: String

    @Flag(help: "Write later offsets as fractions of the view's bounds (they then grow with the view) instead of points.")
    var fractions = false

    func validate() throws {
        guard [".yml", ".yaml", ".swift"].contains(where: output.hasSuffix) else {
            throw CommandFailure.invalid("-o must end in .yml, .yaml or .swift: \(output)")
        }
    }

    func run() throws {
        try CommandFailure.reporting {
            var lifter = Lifter(recordingPath: input.recording, descriptionPath: input.description, scene: try Scene.load(contentsOf: input.scene))
            lifter.fractionalOffsets = fractions
            let devicePath = LiftedScript.path(input.description ?? input.recording, forScriptAt: output)
            let lifted = try lifter.lift(devicePath: devicePath)
            let text = output.hasSuffix(".swift")
                ? lifted.swiftTest(sceneFile: LiftedScript.path(input.scene, forScriptAt: output))
                : lifted.yaml(comment: ["Lifted by touchreplay lift from \(input.recording) against \(input.scene).",
                                        "Place it on a scene: touchreplay synth THIS --scene SCENE -o RECORDING"])
            try OutputFile.write(text, to: output, inputs: CommandInputs(input.inputs))
        }
    }
}
