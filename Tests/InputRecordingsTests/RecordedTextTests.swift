import Foundation
import InputEvents
import InputRecordings
import Testing

/// Issue 35: a device name (or udev value, or node) is whatever the firmware says. Every
/// recording we write holds it so that our readers read the file (no "binary data") and the
/// same string back; `libinput replay`'s PyYAML reads the same name from a `libinput record` file.
@Suite(.scratchDirectory) struct RecordedTextTests {
    /// Names a USB gadget may give: escape sequences, line breaks, C1 controls, bidi controls,
    /// backslashes that look like our escapes, quotes, spaces at the ends, YAML indicators.
    static let hostileNames = [
        "Evil\u{1B}]0;owned\u{07}\u{1B}[2J Pad", "Two\nLines\r\n", "\u{9B}31m\u{85}next", "rtl\u{202E}txt.exe",
        "back\\x1b slash \\x5c \\u2028 \\", "say \"hi\": #1", " spaced ", "- [list]", "nul\u{0}byte\u{7F}", "\u{2028}\u{2029}\u{FFFE}",
        "", "plain name",
    ]

    /// Random strings over the characters that matter, for the round trip.
    static func randomNames(_ count: Int) -> [String] {
        var state: UInt64 = 35
        let alphabet = Array("ab \\x1fu20\"#:-\n\r\t".unicodeScalars) + [Unicode.Scalar(0x1B)!, Unicode.Scalar(0x9B)!, Unicode.Scalar(0x202E)!,
                                                                          Unicode.Scalar(0x2028)!, Unicode.Scalar(0xE9)!, Unicode.Scalar(0x7F)!]
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var name = String.UnicodeScalarView()
            for _ in 0..<Int(state >> 60) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                name.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            return String(name)
        }
    }

    static func description(named name: String) throws -> DeviceDescription {
        var description = try RecordingReader(path: TestFiles.recording("atmel-maxtouch.desc")).description
        description.name = name
        return description
    }

    @Test func evemuNamesReadBackAsWrittenAndNamesWithoutEscapesAreWrittenAsEvemuDoes() throws {
        for (index, name) in (Self.hostileNames + Self.randomNames(300)).enumerated() {
            let path = try TestFiles.scratchPath("name\(index).evemu")
            try EvemuWriter.write(description: try Self.description(named: name), events: [], to: path)
            let reader = try RecordingReader(path: path)
            #expect(reader.description.name == name, "\(name.debugDescription) read back as \(reader.description.name.debugDescription)")
        }
        #expect(RecordedText.evemuLine("Atmel maXTouch Touchscreen") == "Atmel maXTouch Touchscreen")
        #expect(RecordedText.evemuLine("a\\b c:\\x") == "a\\b c:\\x", "a backslash that starts no escape stays as evemu writes it")
        #expect(RecordedText.evemuLine("\u{1B}[2J") == "\\x1b[2J")
    }

    @Test func libinputRecordNamesNodesAndUdevValuesReadBackAsWritten() throws {
        let names = Self.hostileNames + Self.randomNames(200)
        for (index, name) in names.enumerated() {
            let path = try TestFiles.scratchPath("name\(index).yml")
            let writer = try LibinputSeatRecordWriter(
                path: path, devices: [(try Self.description(named: name), "/dev/input/" + name, ["ID_MODEL": name, "ID_INPUT": "1"])])
            try writer.close()
            let reader = try RecordingReader(path: path)
            #expect(reader.description.name == name, "\(name.debugDescription) read back as \(reader.description.name.debugDescription)")
            #expect(reader.devicePath == "/dev/input/" + name)
            #expect(reader.udevProperties == ["ID_MODEL": name, "ID_INPUT": "1"], "\(name.debugDescription)")
        }
    }

    /// `libinput replay` loads the file with PyYAML (tools/libinput-replay.py): the same strings.
    @Test func pyYAMLReadsTheSameNamesNodesAndUdevValues() throws {
        let names = Self.hostileNames
        let path = try TestFiles.scratchPath("seat.yml")
        let descriptions = try names.map { try Self.description(named: $0) }
        let writer = try LibinputSeatRecordWriter(
            path: path, devices: descriptions.enumerated().map { ($1, "node\($0) " + $1.name, ["ID_MODEL": $1.name]) })
        try writer.close()
        let expected = try JSONSerialization.data(withJSONObject: names.enumerated().map { ["name": $1, "node": "node\($0) " + $1, "model": $1] })
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        python.arguments = ["-c", """
            sys, yaml, json = __import__("sys"), __import__("yaml"), __import__("json")
            r = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))
            assert r["ndevices"] == len(r["devices"]), r["ndevices"]
            got = [{"name": d["evdev"]["name"], "node": d["node"],
                    "model": dict(p.split("=", 1) for p in d["udev"]["properties"])["ID_MODEL"]} for d in r["devices"]]
            print(json.dumps(got == json.loads(sys.argv[2])), json.dumps(got))
            """, path, String(decoding: expected, as: UTF8.self)]
        let pipe = Pipe()
        python.standardOutput = pipe
        try python.run()
        let said = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        #expect(python.terminationStatus == 0 && said.hasPrefix("true "), "PyYAML: \(said)")
        for device in names.indices {
            let reader = try RecordingReader(path: path, device: device)
            #expect(reader.description.name == names[device])
        }
    }
}
