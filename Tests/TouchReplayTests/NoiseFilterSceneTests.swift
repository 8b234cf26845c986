import Foundation
import InputEvents
import Testing
import TouchReplay
import TouchReplayTools

/// A scene's per-device noise filters (`devices: [{…, filters: {…}}]`,
/// docs/scene-format.md): read from the file, handed to the device's mapping,
/// applied by the replay, and the trace's `reason` on a touch they cancel.
@Suite struct NoiseFilterSceneTests {
    static func scene(filters: String, match: String = "TouchReplay") -> String {
        """
        screen: {size: [800, 480]}
        devices:
          - {match: "\(match)", filters: \(filters)}
        root:
          id: root
          subviews:
            - {id: button, frame: [0, 0, 800, 480], gestures: [{id: tap, kind: tap}]}
        """
    }

    @Test func theFiltersReachTheMappingOfTheDeviceTheEntryMatches() throws {
        let scene = try Scene.parse(Self.scene(filters: """
            {minimumDuration: 40, minimumPressure: 12, edgeBand: 1.5, singlePosition: {reports: 300, radius: 3, memory: 2000}, \
            farApartTaps: {distance: 500, interval: 20, movement: 10}}
            """), file: "scene.yml")
        let filters = try #require(try scene.mapping(forDeviceNamed: "TouchReplay Virtual Touchscreen", path: "/dev/input/event5").contactFilters)
        #expect(filters.minimumDuration == 0.04 && filters.minimumPressure == 12 && filters.edgeBand == 1.5)
        #expect(filters.singlePosition == .init(reports: 300, radius: 3, memory: 2))
        #expect(filters.farApartTaps == .init(distance: 500, interval: 0.02, movement: 10))
        #expect(filters.location == "scene.yml:3:37: devices[0].filters")
        #expect(try scene.mapping(forDeviceNamed: "Other", path: "/dev/input/event6").contactFilters == nil, "off unless an entry sets them")
        let debounce = try Scene.parse(Self.scene(filters: "{debounce: true}"), file: "scene.yml")
        #expect(try debounce.mapping(forDeviceNamed: "TouchReplay Virtual Mouse", path: "").contactFilters?.debounce == 0.025,
                "true is libinput's 25 ms")
    }

    @Test(arguments: [
        ("{minimumDuration: 0}", "3:55: devices[0].filters.minimumDuration: minimumDuration must be a number of milliseconds above 0 and at most 1000 (a touch lifting sooner is noise), got 0"),
        ("{minimumDuration: 5000}", "3:55: devices[0].filters.minimumDuration: minimumDuration must be a number of milliseconds above 0 and at most 1000 (a touch lifting sooner is noise), got 5000"),
        ("{minimumPressure: -3}", "3:55: devices[0].filters.minimumPressure: minimumPressure must be a positive whole number of pressure units (a touch below it is held back), got -3"),
        ("{edgeBand: 0}", "3:48: devices[0].filters.edgeBand: edgeBand must be a number of millimetres above 0 and at most 100, got 0"),
        ("{singlePosition: {reports: 1}}", "3:64: devices[0].filters.singlePosition.reports: singlePosition reports must be a whole number from 2 to 1000000 (reports on one spot before it is stuck), got 1"),
        ("{farApartTaps: {interval: 30}}", "3:52: devices[0].filters.farApartTaps: missing key \"distance\""),
        ("{debounce: false}", "3:48: devices[0].filters.debounce: debounce is on with true or a timeout in milliseconds; leave it out for none"),
        ("{minimumDurration: 30}", "3:38: devices[0].filters.minimumDurration: unknown key \"minimumDurration\" (did you mean \"minimumDuration\"?)"),
        ("{}", "3:37: devices[0].filters: filters needs at least one filter (or leave filters out)"),
    ])
    func aBadFilterValueIsOneLineWithItsPosition(filters: String, message: String) throws {
        let error = #expect(throws: SceneError.self) { try Scene.parse(Self.scene(filters: filters), file: "scene.yml") }
        #expect(error?.description.hasPrefix("scene.yml:\(message)") == true, "\(error?.description ?? "")")
    }

    /// A recording `synth` writes in `folder` of `gestures` (YAML list lines), after the script's `header`
    /// (by default the virtual touchscreen on an 800×480 screen at 100 Hz).
    static func synthesize(_ gestures: String, header: String = "device: multitouch\nscreen: [800, 480]\nrate: 100",
                           in folder: String) throws -> String {
        let script = try SynthScript.parse(yaml: header + "\ngestures:\n" + gestures, path: "script.yml")
        let path = folder + "/recording.evemu"
        try script.writeRecording(to: path, path: "script.yml")
        return path
    }

    @Test func aTapShorterThanTheMinimumIsCancelledWithItsReasonInTheTraceAndTheTapRecognizerFails() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = try Self.synthesize("  - tap: {at: [100, 100], duration: 0.01}\n  - tap: {at: [300, 100], duration: 0.1}\n", in: folder)
        let scene = try ReplayFiles.write(Self.scene(filters: "{minimumDuration: 40}"), to: "scene.yml", in: folder)
        let run = try ReplayFiles.run(["replay", recording, "--scene", scene])
        #expect(run.status == 0, "\(run.standardError)")
        let touches = run.standardOutput.split(separator: "\n").filter { $0.contains("\"type\":\"touch\"") }
        #expect(touches.contains { $0.contains("\"touch\":0,\"phase\":\"cancelled\"") && $0.hasSuffix(",\"reason\":\"noise:minimumDuration\"}") },
                "\(touches)")
        // The longer tap is recognized; the recognizer cancels its touch in the view (cancelsTouchesInView), with no reason.
        #expect(touches.contains { $0.contains("\"touch\":1,\"phase\":\"cancelled\"") && !$0.contains("reason") }, "\(touches)")
        #expect(run.standardOutput.contains("\"state\":\"failed\",\"x\":100,\"y\":99.961,\"touches\":1,\"reason\":\"contactLost\""))
        let taps = run.standardOutput.split(separator: "\n").filter { $0.contains("\"gesture\":\"tap\"") }
        #expect(taps.count == 2 && taps[0].contains("\"state\":\"failed\"") && taps[1].contains("\"state\":\"recognized\""), "\(taps)")
        let text = try ReplayFiles.run(["replay", recording, "--scene", scene, "--format", "text"])
        #expect(text.standardOutput.contains("[reason noise:minimumDuration]"), "\(text.standardOutput)")
        // The same recording without the filter: both taps recognized, no reason anywhere.
        let plain = try ReplayFiles.write(Self.scene(filters: "{minimumDuration: 40}", match: "no such device"), to: "plain.yml", in: folder)
        let unfiltered = try ReplayFiles.run(["replay", recording, "--scene", plain])
        #expect(!unfiltered.standardOutput.contains("reason\":\"noise"))
        #expect(unfiltered.standardOutput.split(separator: "\n").filter { $0.contains("\"state\":\"recognized\"") }.count == 2)
    }

    @Test func aFilterForAnotherDeviceClassIsOneLineWithTheScenesPosition() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = try Self.synthesize("  - tap: {at: [100, 100]}\n", in: folder)
        let scene = try ReplayFiles.write(Self.scene(filters: "{debounce: 25}"), to: "scene.yml", in: folder)
        let run = try ReplayFiles.run(["replay", recording, "--scene", scene])
        #expect(run.status != 0)
        #expect(run.standardError == "touchreplay: \(recording): \(scene):3:37: devices[0].filters.debounce: the button debounce is for mice "
                + "and pointers; \"TouchReplay Virtual maXTouch Screen\" is a multi-touch screen (protocol B)\n", "\(run.standardError)")
    }
}
