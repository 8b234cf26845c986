import Foundation

/// A synth script turned into a recording and rendered to an HTML page by the built binary under
/// an address-space limit, for the tests of the viewer's budgets on long recordings.
struct RenderedPage {
    var folder: String
    var run: BoundedRun.Outcome
    var page: String

    /// Synthesises `script` into `name.evemu` in a new folder and renders it to `name.html` against
    /// an 800×600 screen whose view `box` fills it and holds `gestures` (scene list items, such as
    /// `{id: tap, kind: tap}`), in at most 300 seconds and `megabytes` of address space.
    static func render(script: String, name: String, gestures: [String], megabytes: Int) throws -> RenderedPage {
        let folder = try ReplayFiles.temporaryFolder()
        let scriptPath = try ReplayFiles.write(script, to: name + ".yml", in: folder)
        let synth = try ReplayFiles.run(["synth", scriptPath, "-o", "\(folder)/\(name).evemu"])
        guard synth.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: ["synth": synth.standardError]) }
        let scene = try ReplayFiles.write("""
            screen:
              size: [800, 600]
            root:
              id: root
              subviews:
                - id: box
                  frame: [0, 0, 800, 600]
                  gestures:

            """ + gestures.map { "          - \($0)\n" }.joined(), to: "scene.yml", in: folder)
        let run = try BoundedRun.run(["render", "\(folder)/\(name).evemu", "--scene", scene, "-o", "\(folder)/\(name).html"],
                                     seconds: 300, megabytes: megabytes)
        let page = (try? String(contentsOfFile: "\(folder)/\(name).html", encoding: .utf8)) ?? ""
        return RenderedPage(folder: folder, run: run, page: page)
    }
}
