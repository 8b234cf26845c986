import GestureEngine
import TouchReplay

/// The scene of a window built in Swift as it was when a tester started: TouchReplay's
/// `WindowSceneExport` of the window read back as a scene, so that the HTML viewer can
/// draw a trace made on it and ``GestureTester/saveCase(in:notes:environment:)`` can write it as the case's
/// scene (from its hierarchy, since the window itself moves on while the tester runs).
enum WindowSketch {
    /// The file name the sketch's scene reports.
    static let file = "<window built in Swift>"

    /// The sketch of `window` as it is now; nil if its document does not read back (which
    /// would be a bug of the export: its tests read back every key it writes).
    static func scene(of window: Window) -> Scene? {
        try? WindowSceneExport(window: window).scene(file: file)
    }
}
