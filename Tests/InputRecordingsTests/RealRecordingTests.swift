import Foundation
import InputEvents
import InputRecordings
import Testing
import TouchTime

/// Counts made from the raw text of a recording, independently of the reader.
struct IndependentCount {
    var events = 0
    var reports = 0
    /// `[time, type, code, value]` of the first and last event, as the text spells time and decimal numbers.
    var first: [String] = []
    var last: [String] = []

    /// Counts `E:` lines: fields are time, hexadecimal type and code, decimal value.
    init(evemu path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("E:") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            let type = Int(fields[2], radix: 16)!
            let code = Int(fields[3], radix: 16)!
            let value = Int(fields[4])!
            let event = [String(fields[1]), "\(type)", "\(code)", "\(value)"]
            if events == 0 { first = event }
            last = event
            events += 1
            if type == 0 && code == 0 { reports += 1 }
        }
    }

    /// Counts `- [sec, usec, type, code, value]` lines of a libinput record file.
    init(libinput path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for line in text.split(separator: "\n") {
            let trimmed = line.drop(while: { $0 == " " })
            guard trimmed.hasPrefix("- [") else { continue }
            let inside = trimmed.dropFirst(3).prefix(while: { $0 != "]" })
            let numbers = inside.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces))! }
            let usec = String(numbers[1])
            let time = "\(numbers[0]).\(String(repeating: "0", count: 6 - usec.count))\(usec)"
            let event = [time, "\(numbers[2])", "\(numbers[3])", "\(numbers[4])"]
            if events == 0 { first = event }
            last = event
            events += 1
            if numbers[2] == 0 && numbers[3] == 0 { reports += 1 }
        }
    }

    /// The same four fields of a parsed event.
    static func fields(_ event: InputEvent) -> [String] {
        [event.time.description, "\(event.type.rawValue)", "\(event.code)", "\(event.value)"]
    }
}

/// The events files of the shared recordings with the description file of their device.
let evemuRecordings: [(events: String, description: String)] = [
    ("atmel-maxtouch.1-finger-drag-up-down.events", "atmel-maxtouch.desc"),
    ("atmel-maxtouch.2-fingers-touch-release.events", "atmel-maxtouch.desc"),
    ("ep0430m09.1-finger-drag-up-down.events", "ep0430m09.desc"),
    ("ntrig-multitouch.1-finger-drag-nw-se.events", "ntrig-multitouch.desc"),
    ("ps2-generic-mouse.motion.events", "ps2-generic-mouse.desc"),
    ("saitek-rat5-mouse.events", "saitek-rat5-mouse.desc"),
]

@Suite struct RealRecordingTests {
    @Test(arguments: evemuRecordings)
    func evemuRecordingParsesFullyWithTheCountsOfItsText(recording: (events: String, description: String)) throws {
        let path = TestFiles.recording(recording.events)
        let reader = try RecordingReader(path: path, descriptionPath: TestFiles.recording(recording.description))
        let events = try reader.readAll()
        let expected = try IndependentCount(evemu: path)
        #expect(reader.format == .evemu)
        #expect(events.count == expected.events)
        #expect(events.count(where: \.isReport) == expected.reports)
        #expect(IndependentCount.fields(try #require(events.first)) == expected.first)
        #expect(IndependentCount.fields(try #require(events.last)) == expected.last)
        #expect(reader.firstEventTime == events.first?.time)
        #expect(reader.warnings.isEmpty)
    }

    @Test(arguments: ["atmel-maxtouch.2-fingers-touch-release.libinput.yml", "saitek-rat5-mouse.libinput.yml"])
    func libinputRecordParsesFullyWithTheCountsOfItsText(name: String) throws {
        let path = TestFiles.recording(name)
        let reader = try RecordingReader(path: path)
        let events = try reader.readAll()
        let expected = try IndependentCount(libinput: path)
        #expect(reader.format == .libinputRecord)
        #expect(reader.formatVersion == "1")
        #expect(events.count == expected.events)
        #expect(events.count(where: \.isReport) == expected.reports)
        #expect(IndependentCount.fields(try #require(events.first)) == expected.first)
        #expect(IndependentCount.fields(try #require(events.last)) == expected.last)
    }

    @Test func combinedEvemuFileCarriesTheSameDescriptionAsTheDescFile() throws {
        let combined = try RecordingReader(path: TestFiles.recording("atmel-maxtouch.2-fingers-touch-release.events"))
        let separate = try RecordingReader(
            path: TestFiles.recording("ntrig-multitouch.1-finger-drag-nw-se.events"),
            descriptionPath: TestFiles.recording("atmel-maxtouch.desc"))
        #expect(combined.formatVersion == "1.3")
        #expect(combined.description == separate.description)
        #expect(combined.description.name == "Atmel maXTouch Touchscreen")
        #expect(combined.description.identifier.busType == 0x18)
        #expect(combined.description.hasProperty(InputProperty.direct))
        #expect(combined.description.eventTypes == [.synchronization, .key, .absolute])
        #expect(combined.description.codes[.key] == [KeyCode.buttonTouch])
        #expect(
            combined.description.absoluteAxes[AbsoluteAxis.multiTouchSlot] == AbsoluteAxisInfo(minimum: 0, maximum: 9))
        #expect(combined.description.absoluteAxes[AbsoluteAxis.multiTouchTrackingID]?.maximum == 65535)
    }

    @Test func oldEvemuDescriptionDerivesTypesFromTheirBitmapsAndReadsFiveFieldAxes() throws {
        let reader = try RecordingReader(
            path: TestFiles.recording("ntrig-multitouch.1-finger-drag-nw-se.events"),
            descriptionPath: TestFiles.recording("ntrig-multitouch.desc"))
        let description = reader.description
        #expect(reader.formatVersion == "1.0")
        #expect(description.identifier == DeviceIdentifier(busType: 3, vendor: 0x1b96, product: 1, version: 0))
        #expect(description.properties.isEmpty)
        #expect(description.eventTypes == [.synchronization, .key, .absolute, .miscellaneous])
        #expect(description.codes[.key] == [KeyCode.buttonTouch, KeyCode.buttonToolDoubleTap])
        #expect(
            description.absoluteAxes[AbsoluteAxis.multiTouchPositionX] == AbsoluteAxisInfo(minimum: 0, maximum: 9600))
        #expect(reader.firstEventTime == Timestamp(seconds: 1_357_751_027, microseconds: 90_934))
    }

    @Test func libinputRecordDescriptionMatchesTheEvemuDescriptionOfTheSameDevice() throws {
        let yaml = try RecordingReader(path: TestFiles.recording("atmel-maxtouch.2-fingers-touch-release.libinput.yml"))
        let evemu = try RecordingReader(path: TestFiles.recording("atmel-maxtouch.2-fingers-touch-release.events"))
        #expect(yaml.description.name == evemu.description.name)
        #expect(yaml.description.identifier == evemu.description.identifier)
        #expect(yaml.description.properties == evemu.description.properties)
        #expect(yaml.description.absoluteAxes == evemu.description.absoluteAxes)
        #expect(yaml.description.codes[.absolute] == evemu.description.codes[.absolute])
        #expect(yaml.description.codes[.key] == evemu.description.codes[.key])
    }

    @Test func mouseDescriptionHasRelativeAxesAndButtons() throws {
        let reader = try RecordingReader(
            path: TestFiles.recording("saitek-rat5-mouse.events"),
            descriptionPath: TestFiles.recording("saitek-rat5-mouse.desc"))
        #expect(reader.formatVersion == "1.2")
        #expect(reader.description.codes[.relative] == [RelativeAxis.x, RelativeAxis.y, RelativeAxis.wheel])
        #expect(reader.description.supports(.key, code: KeyCode.buttonLeft))
        #expect(reader.description.supports(.key, code: 0x11c))
        #expect(!reader.description.supports(.key, code: 0x11d))
        #expect(reader.description.supports(.miscellaneous, code: 4))
    }
}
