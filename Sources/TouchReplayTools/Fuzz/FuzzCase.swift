import Foundation
import OutputFiles
import TouchReplay

/// A fuzz violation written as a `touchreplay check` case (docs/check.md's layout):
/// `recording.evemu` of the shrunk episode and `scene.yml`, the scene with a comment naming
/// the violation and the seed. It has no `expected.jsonl`: `check` reports the case until the
/// engine is fixed and its trace, once read, is recorded with `--update`.
public enum FuzzCase {
    /// Writes the case into `folder` (created if needed); never over the scene file.
    ///
    /// - Throws: `FileError` for a folder or file that cannot be written.
    public static func write(_ script: SynthScript, violation: FuzzViolation, seed: UInt64, sceneFile: String, to folder: String) throws(FileError) {
        let sceneText: String
        do {
            sceneText = try TextFile.read(sceneFile)
            try OutputFolder.create(folder)
        } catch {
            throw FileError(path: folder, message: "\(error)")
        }
        let comment = """
            # touchreplay fuzz --seed \(seed) found: \(violation)
            # The recording is the shrunk episode. Once the engine is fixed, read the trace and record it:
            # touchreplay check \(folder) --update

            """
        do {
            try OutputFile.write(comment + sceneText, to: folder + "/scene.yml", inputs: CommandInputs([sceneFile]))
        } catch {
            throw FileError(path: folder + "/scene.yml", message: error.message)
        }
        try script.writeRecording(to: folder + "/recording.evemu", path: sceneFile, alsoReading: [sceneFile])
    }
}
