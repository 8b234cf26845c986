import InputEvents
import Testing
import TouchReplay

/// Issue 35, found by RecordingKillTests: `attach` without `--scene` wrote the device's name into
/// the standard scene's YAML (a comment line), so a name with a control character made the scene
/// fail to parse and the command trap, and a name with a line break could add keys to the scene.
@Suite struct HostileNameSceneTests {
    @Test(arguments: ["Evil\u{1B}[2J\u{07}", "pad\nroot: {id: injected}", "bom\u{FEFF}\u{2028}\u{85}\u{9B}", "quote\" and \\"])
    func theStandardSceneOfADeviceWithAnyNameParsesAndHoldsOnlyItsOwnViews(name: String) {
        var description = DeviceDescription(name: name)
        description.absoluteAxes = [0: AbsoluteAxisInfo(minimum: 0, maximum: 799), 1: AbsoluteAxisInfo(minimum: 0, maximum: 479)]
        let hierarchy = Scene.standard(for: description).makeHierarchy()
        #expect(hierarchy.view(Scene.standardViewID) != nil && hierarchy.view("injected") == nil)
    }
}
