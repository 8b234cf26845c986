import OutputFiles
import TouchReplay

extension CheckCase {
    /// The files a replay of the case reads: the recording, its description, the scene and
    /// `case.yml` (those that exist). No output may be one of them.
    public var replayInputs: [String] {
        [recording, description, scene].compactMap { $0 } + [folder + "/" + CheckCase.caseFile]
    }

    /// Every file of the case that a command writing elsewhere must not overwrite:
    /// ``replayInputs`` and the expected trace.
    public var inputFiles: [String] { replayInputs + [expected] }
}
