import Foundation
import InputEvents
import InputRecordings
import Testing
import TouchTime

/// What a recording decodes to, counted from the decoder's frames.
struct DecodedRecording {
    var frames: [ContactFrame] = []
    var contactIDs: [Int] { Array(Set(frames.flatMap { $0.contacts.map(\.id) })).sorted() }
    /// The first contact's position in the first frame.
    var firstPosition: [Double] { frames.first.map { [$0.contacts[0].x, $0.contacts[0].y] } ?? [] }
    /// The position of the last contact to end.
    var lastPosition: [Double] { frames.last.map { [$0.contacts.last!.x, $0.contacts.last!.y] } ?? [] }

    /// Reads `reader` to its end through a decoder whose screen has one point per device unit.
    init(_ reader: RecordingReader) throws {
        let description = reader.description
        let x = description.absoluteAxes[AbsoluteAxis.multiTouchPositionX] ?? description.absoluteAxes[AbsoluteAxis.x]
        let y = description.absoluteAxes[AbsoluteAxis.multiTouchPositionY] ?? description.absoluteAxes[AbsoluteAxis.y]
        let size = ScreenSize(
            width: Double((x?.maximum ?? 1919) - (x?.minimum ?? 0) + 1),
            height: Double((y?.maximum ?? 1079) - (y?.minimum ?? 0) + 1))
        var decoder = try FrameDecoder(device: description, mapping: ScreenMapping(screenSize: size))
        var last = Timestamp(microseconds: 0)
        while let event = try reader.next() {
            last = event.time
            // Frames that only hover (a mouse moving with no button, a pen in range) have no contacts: not kept.
            if let frame = decoder.feed(event), !frame.contacts.isEmpty { frames.append(frame) }
        }
        if let frame = decoder.cancelAll(at: last), !frame.contacts.isEmpty { frames.append(frame) }
    }
}

/// The same figures counted from the text of an evemu file with a few lines of independent code.
struct IndependentTouches {
    var frames = 0
    var contacts = 0
    var firstPosition: [Double] = []
    var lastPosition: [Double] = []

    /// Protocol B: contacts are tracking ids ≥ 0; a frame counts when a contact is down or ended in it.
    init(protocolB path: String) throws {
        var slot = 0
        var ids: [Int: Int] = [:]
        var positions: [Int: [Double]] = [:]
        var ended = false
        var firstSlot: Int?
        for fields in try Self.eventFields(path) where fields.type != 0 || fields.code == 0 {
            switch (fields.type, fields.code) {
            case (3, 0x2f): slot = fields.value
            case (3, 0x35): positions[slot, default: [0, 0]][0] = Double(fields.value)
            case (3, 0x36): positions[slot, default: [0, 0]][1] = Double(fields.value)
            case (3, 0x39) where fields.value >= 0:
                ids[slot] = fields.value
                contacts += 1
                if firstSlot == nil { firstSlot = slot }
            case (3, 0x39):
                ids[slot] = nil
                ended = true
                lastPosition = positions[slot] ?? []
            case (0, 0):
                if !ids.isEmpty || ended { frames += 1 }
                if let first = firstSlot, firstPosition.isEmpty { firstPosition = positions[first] ?? [] }
                ended = false
            default: break
            }
        }
    }

    /// Protocol A and mice: a contact is a press of `key` (BTN_TOUCH, BTN_LEFT) until its release.
    init(key: Int, path: String) throws {
        var down = false
        var released = false
        var position: [Double] = [0, 0]
        for fields in try Self.eventFields(path) {
            switch (fields.type, fields.code) {
            case (3, 0x35): position[0] = Double(fields.value)
            case (3, 0x36): position[1] = Double(fields.value)
            case (1, key) where fields.value == 1 && !down:
                down = true
                contacts += 1
            case (1, key) where fields.value == 0 && down:
                down = false
                released = true
                lastPosition = position
            case (0, 0):
                if down || released { frames += 1 }
                if down, firstPosition.isEmpty { firstPosition = position }
                released = false
            default: break
            }
        }
    }

    /// Type, code and value of each `E:` line.
    static func eventFields(_ path: String) throws -> [(type: Int, code: Int, value: Int)] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("E:") }.map {
            let fields = $0.split(whereSeparator: { $0 == " " || $0 == "\t" })
            return (Int(fields[2], radix: 16)!, Int(fields[3], radix: 16)!, Int(fields[4])!)
        }
    }
}

@Suite struct RecordingDecodingTests {
    @Test(arguments: [
        ("atmel-maxtouch.1-finger-drag-up-down.events", "atmel-maxtouch.desc"),
        ("atmel-maxtouch.2-fingers-touch-release.events", "atmel-maxtouch.desc"),
        ("ep0430m09.1-finger-drag-up-down.events", "ep0430m09.desc"),
    ])
    func protocolBRecordingDecodesToItsTrackingIDs(events: String, description: String) throws {
        let path = TestFiles.recording(events)
        let decoded = try DecodedRecording(
            RecordingReader(path: path, descriptionPath: TestFiles.recording(description)))
        let expected = try IndependentTouches(protocolB: path)
        #expect(expected.contacts == (events.contains("2-fingers") ? 2 : 1))
        #expect(decoded.frames.count == expected.frames)
        #expect(decoded.contactIDs.count == expected.contacts)
        #expect(decoded.firstPosition == expected.firstPosition)
        #expect(decoded.lastPosition == expected.lastPosition)
        #expect(decoded.frames.last?.contacts.allSatisfy { $0.phase == .ended } == true)
    }

    @Test func protocolARecordingDecodesToItsTouchSequences() throws {
        let path = TestFiles.recording("ntrig-multitouch.1-finger-drag-nw-se.events")
        let decoded = try DecodedRecording(
            RecordingReader(path: path, descriptionPath: TestFiles.recording("ntrig-multitouch.desc")))
        let expected = try IndependentTouches(key: 0x14a, path: path)
        #expect(expected.contacts == 1)
        #expect(decoded.frames.count == expected.frames)
        #expect(decoded.contactIDs.count == expected.contacts)
        #expect(decoded.firstPosition == expected.firstPosition)
        #expect(decoded.lastPosition == expected.lastPosition)
    }

    @Test(arguments: [
        ("ps2-generic-mouse.motion.events", "ps2-generic-mouse.desc"),
        ("saitek-rat5-mouse.events", "saitek-rat5-mouse.desc"),
    ])
    func mouseRecordingDecodesToItsButtonPresses(events: String, description: String) throws {
        let path = TestFiles.recording(events)
        let decoded = try DecodedRecording(
            RecordingReader(path: path, descriptionPath: TestFiles.recording(description)))
        let left = try IndependentTouches(key: 0x110, path: path), right = try IndependentTouches(key: 0x111, path: path)
        #expect(left.contacts == (events.hasPrefix("saitek") ? 2 : 0))  // the note's count: BTN_LEFT ×2
        #expect(right.contacts == (events.hasPrefix("saitek") ? 1 : 0))  // and BTN_RIGHT once, never with BTN_LEFT
        #expect(decoded.frames.count == left.frames + right.frames)
        #expect(decoded.contactIDs.count == left.contacts + right.contacts)
    }

    @Test func evemuAndLibinputRecordOfTheSameTouchesGiveTheSameContacts() throws {
        let evemu = try DecodedRecording(
            RecordingReader(path: TestFiles.recording("atmel-maxtouch.2-fingers-touch-release.events")))
        let libinput = try DecodedRecording(
            RecordingReader(path: TestFiles.recording("atmel-maxtouch.2-fingers-touch-release.libinput.yml")))
        #expect(evemu.contactIDs == [0, 1])
        #expect(libinput.frames.map(\.contacts) == evemu.frames.map(\.contacts))
    }
}
