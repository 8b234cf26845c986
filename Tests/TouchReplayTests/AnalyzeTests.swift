import Foundation
import InputEvents
import InputRecordings
import OutputFiles
import Testing
import TouchReplay
import TouchReplayTools
import TouchTime

/// `touchreplay analyze`: its counts agree with the decoder's on every real
/// recording, it finds the ghosts injected into them, and with a scene it
/// says what the scene's noise filters would remove.
@Suite struct AnalyzeTests {
    /// Every recording in ../shared/recordings, with its separate description where it has one.
    static let recordings: [(String, String?)] = [
        ("atmel-maxtouch.1-finger-drag-up-down.events", "atmel-maxtouch.desc"),
        ("atmel-maxtouch.2-fingers-touch-release.events", "atmel-maxtouch.desc"),
        ("atmel-maxtouch.2-fingers-touch-release.libinput.yml", nil),
        ("ep0430m09.1-finger-drag-up-down.events", "ep0430m09.desc"),
        ("ibm-scrollpoint-mouse.scroll.events", "ibm-scrollpoint-mouse.desc"),
        ("ntrig-multitouch.1-finger-drag-nw-se.events", "ntrig-multitouch.desc"),
        ("ps2-generic-mouse.motion.events", "ps2-generic-mouse.desc"),
        ("saitek-rat5-mouse.events", "saitek-rat5-mouse.desc"),
        ("saitek-rat5-mouse.libinput.yml", nil),
        ("wacom-cintiq-13hd-finger.events", nil),
        ("wacom-cintiq-13hd-pen.events", nil),
    ]

    @Test func theListCoversEveryRecordingInTheSharedFolder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: ReplayFiles.shared(""))
            .filter { $0.hasSuffix(".events") || $0.hasSuffix(".yml") }
        #expect(Set(files) == Set(Self.recordings.map(\.0)))
    }

    /// The distinct contact ids a `FrameDecoder` reports for each device of the file, as `analyze` must count them.
    static func decodedContacts(_ path: String, description: String?) throws -> [Int] {
        let first = try RecordingReader(path: path, descriptionPath: description)
        var counts: [Int] = []
        for index in 0..<first.deviceCount {
            let reader = index == 0 ? first : try RecordingReader(path: path, device: index)
            var decoder = try FrameDecoder(device: reader.description, mapping: ScreenMapping(screenSize: ScreenSize(width: 1000, height: 1000)))
            var ids = Set<Int>()
            var last: Timestamp?
            while let event = try reader.next() {
                last = event.time
                if let frame = decoder.feed(event) { ids.formUnion(frame.contacts.map(\.id)) }
            }
            if let last, let frame = decoder.cancelAll(at: last) { ids.formUnion(frame.contacts.map(\.id)) }
            counts.append(ids.count)
        }
        return counts
    }

    @Test(arguments: recordings)
    func analyzeCountsTheContactsTheDecoderReportsOnEveryRealRecording(name: String, description: String?) throws {
        let path = ReplayFiles.shared(name)
        let analysis = try RecordingAnalysis(path: path, descriptionPath: description.map(ReplayFiles.shared))
        #expect(analysis.devices.map(\.contacts.count) == (try Self.decodedContacts(path, description: description.map(ReplayFiles.shared))))
        for device in analysis.devices {
            #expect(device.contactsPerSlot.map(\.count).reduce(0, +) == device.contacts.count, "every contact in one slot line")
        }
        let run = try ReplayFiles.run(["analyze", path] + (description.map { ["--description", ReplayFiles.shared($0)] } ?? []) + ["--json"])
        #expect(run.status == 0, "\(run.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let devices = try #require(json?["devices"] as? [[String: Any]])
        #expect(devices.map { ($0["contacts"] as? Int) ?? -1 } == analysis.devices.map(\.contacts.count))
    }

    /// `corpus`'s events written as an evemu recording in `folder`.
    static func write(_ corpus: GhostCorpus, to folder: String) throws -> String {
        let path = folder + "/ghosts.evemu"
        let writer = try EvemuWriter(output: try OutputFile(path: path), description: corpus.device)
        for event in corpus.events { try writer.write(event) }
        try writer.close()
        return path
    }

    @Test func analyzeFindsTheInjectedShortTapsFarApartTapsAndBouncesWithTheirTimes() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var touch = try GhostCorpus("atmel-maxtouch.1-finger-drag-up-down.events", description: "atmel-maxtouch.desc")
        touch.shortTap(at: 0.5, x: 300, y: 200, reports: 1, slot: 9, id: 900)
        touch.farApartTaps(at: 1.0, (20, 20), (780, 460), slots: (7, 6), id: 700)
        touch.merge()
        let analysis = try RecordingAnalysis(path: try Self.write(touch, to: folder))
        let ghosts = analysis.devices[0].suspectedGhosts
        #expect(ghosts.contains { abs($0.time - 0.5) < 0.001 && $0.why == "one report" }, "\(ghosts)")
        #expect(analysis.devices[0].farApartTaps.count == 1 && abs(analysis.devices[0].farApartTaps[0].time - 1.006) < 0.001,
                "\(analysis.devices[0].farApartTaps)")
        var mouse = try GhostCorpus("saitek-rat5-mouse.events", description: "saitek-rat5-mouse.desc")
        let press = try #require(mouse.realEvents.first { $0.type == .key && $0.code == KeyCode.buttonLeft && $0.value == 1 })
        mouse.bounce(after: Double(press.time.microseconds - mouse.realEvents[0].time.microseconds) / 1_000_000, pressed: true)
        mouse.merge()
        let bounced = try RecordingAnalysis(path: try Self.write(mouse, to: folder))
        #expect(bounced.devices[0].bounces.count == 1 && abs(bounced.devices[0].bounces[0].gap - 0.004) < 0.0005, "\(bounced.devices[0].bounces)")
    }

    @Test func withASceneAnalyzeSaysWhatItsFiltersWouldRemove() throws {
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = try NoiseFilterSceneTests.synthesize("  - tap: {at: [100, 100], duration: 0.01}\n  - tap: {at: [300, 100], duration: 0.1}\n", in: folder)
        let scene = try ReplayFiles.write(NoiseFilterSceneTests.scene(filters: "{minimumDuration: 40}"), to: "scene.yml", in: folder)
        let run = try ReplayFiles.run(["analyze", recording, "--scene", scene])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("  the scene's filters would remove: 1 contact\n"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("contact 0: minimumDuration (cancelled)"), "\(run.standardOutput)")
        let json = try ReplayFiles.run(["analyze", recording, "--scene", scene, "--json"])
        #expect(json.standardOutput.contains(#""filters":[{"t":"#) && json.standardOutput.contains(#""contact":0,"filter":"minimumDuration","cancelled":true}]"#),
                "\(json.standardOutput)")
        let plain = try ReplayFiles.run(["analyze", recording])
        #expect(!plain.standardOutput.contains("filters would remove"), "no scene, no filter line")
    }

    @Test func aMissingRecordingOrAFilterTheDeviceCannotHaveIsOneLine() throws {
        let missing = try ReplayFiles.run(["analyze", "/nonexistent/session.evemu"])
        #expect(missing.status == 1 && missing.standardError == "touchreplay: /nonexistent/session.evemu: cannot open: No such file or directory (errno 2)\n",
                "\(missing.standardError)")
        let folder = try ReplayFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = try NoiseFilterSceneTests.synthesize("  - tap: {at: [100, 100]}\n", in: folder)
        let scene = try ReplayFiles.write(NoiseFilterSceneTests.scene(filters: "{debounce: 25}"), to: "scene.yml", in: folder)
        let run = try ReplayFiles.run(["analyze", recording, "--scene", scene])
        #expect(run.status == 1 && run.standardError.split(separator: "\n").count == 1
                && run.standardError.contains("\(scene):3:37: devices[0].filters.debounce: the button debounce is for mice and pointers"),
                "\(run.standardError)")
    }
}
