import Foundation
import InputEvents
@testable import InputRecordings
import Testing

/// Issue 35: reading every device of a `libinput record` file costs memory and time linear in
/// the devices. Each device's reader used to open the file at its start, map a window of it
/// and skip every section before its own: 1,000 / 5,000 / 9,999 devices took 0.63 / 15.7 /
/// 53 GB of resident memory from files of at most 9.2 MB. Now one scan finds the sections and
/// each reader maps its own section only.
@Suite(.scratchDirectory) struct ManyDevicesReaderTests {
    /// A `libinput record` file of `count` single-touch screens, each tapping once at its own
    /// time, with `ndevices: declared` (`count` when nil).
    static func file(devices count: Int, declared: Int? = nil) -> String {
        var text = "# libinput record\nversion: 1\nndevices: \(declared ?? count)\nlibinput:\n  version: \"1.22.1\"\ndevices:\n"
        for device in 0..<count {
            let seconds = device / 1_000, micro = (device % 1_000) * 1_000
            text += """
                - node: /dev/input/event\(device)
                  evdev:
                    name: "Screen \(device)"
                    id: [24, 0, 0, 0]
                    codes:
                      0: [0, 1, 2, 3] # EV_SYN
                      1: [330] # EV_KEY
                      3: [0, 1] # EV_ABS
                    absinfo:
                      0: [0, 799, 0, 0, 0]
                      1: [0, 479, 0, 0, 0]
                    properties: [1]
                  udev:
                    properties:
                    - ID_INPUT=1
                    - ID_INPUT_TOUCHSCREEN=1
                  events:
                  - evdev:
                    - [  \(seconds), \(micro),   1, 330,       1] # EV_KEY / BTN_TOUCH                1
                    - [  \(seconds), \(micro),   3,   0,     \(device % 800)] # EV_ABS / ABS_X   0
                    - [  \(seconds), \(micro),   3,   1,     100] # EV_ABS / ABS_Y   0
                    - [  \(seconds), \(micro),   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
                  - evdev:
                    - [  \(seconds), \(micro + 500),   1, 330,       0] # EV_KEY / BTN_TOUCH                0
                    - [  \(seconds), \(micro + 500),   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms

                """
        }
        return text
    }

    @Test func everyDeviceOfAThousandIsReadFromItsOwnSectionWithItsOwnEvents() throws {
        let count = 1_000
        let path = try TestFiles.temporary("many.yml", Self.file(devices: count))
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let first = try RecordingReader(path: path)
        let others = try first.otherDevices()
        #expect(others.count == count - 1)
        let readers = [first] + others
        // Mapped at once: each section (and a page on either side of it), not a window of the whole file each.
        let mapped = readers.reduce(0) { $0 + $1.mappedByteCount }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        #expect(mapped <= size + count * 2 * page, "\(mapped) bytes mapped for a file of \(size)")
        for (index, reader) in readers.enumerated() {
            #expect(reader.deviceIndex == index && reader.deviceCount == count)
            #expect(reader.description.name == "Screen \(index)" && reader.devicePath == "/dev/input/event\(index)")
            let events = try reader.readAll()
            #expect(events.count == 6 && events[1].value == Int32(index % 800), "device \(index): \(events.count) events")
            #expect(reader.warnings.isEmpty)
        }
        // The same as each device opened alone (which reads the file from its start).
        let alone = try RecordingReader(path: path, device: 733)
        #expect(alone.description == readers[733].description)
        #expect(try alone.readAll() == RecordingReader(path: path, device: 733).readAll())
    }

    @Test func anErrorInADevicesSectionIsAtItsLineInTheFile() throws {
        var text = Self.file(devices: 3)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let bad = try #require(lines.lastIndex { $0.contains("- [  0, 2000,   3,   0,") })
        text = lines.enumerated().map { $0.offset == bad ? "    - [  0, x, 3, 0, 1]" : String($0.element) }.joined(separator: "\n")
        let path = try TestFiles.temporary("bad.yml", text)
        let readers = try [RecordingReader(path: path)] + RecordingReader(path: path).otherDevices()
        let error = #expect(throws: RecordingError.self) { try readers[2].readAll() }
        #expect(error?.path == path && error?.line == bad + 1 && error?.column == 13, "\(String(describing: error))")
    }

    @Test func aFileWithFewerSectionsThanItsCountIsAnErrorAtTheCount() throws {
        let path = try TestFiles.temporary("short.yml", Self.file(devices: 2, declared: 3))
        #expect(throws: RecordingError(path: path, line: 3, column: 11, reason: .missingDevice(index: 2, found: 2))) {
            try RecordingReader(path: path).otherDevices()
        }
    }

    /// Issue 35: sections beyond `ndevices` were dropped without a word.
    @Test func sectionsBeyondTheCountAreOneWarningOfTheLastCountedDevice() throws {
        let path = try TestFiles.temporary("long.yml", Self.file(devices: 4, declared: 2))
        let first = try RecordingReader(path: path)
        let readers = try [first] + first.otherDevices()
        #expect(readers.count == 2)
        for reader in readers { _ = try reader.readAll() }
        #expect(readers[0].warnings.isEmpty)
        let line = Self.file(devices: 4).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().filter { $0.element.hasPrefix("- node:") }[2].offset + 1
        #expect(readers[1].warnings == [RecordingWarning(path: path, line: line, kind: .undeclaredDevices(declared: 2))])
        #expect(readers[1].warnings.first?.description
                    == "\(path):\(line): warning: a device section beyond the 2 that ndevices counts; it and any after it are not replayed")
        // One device counted: its own reader says so.
        let one = try TestFiles.temporary("one.yml", Self.file(devices: 2, declared: 1))
        let only = try RecordingReader(path: one)
        _ = try only.readAll()
        #expect(only.warnings.map(\.kind) == [.undeclaredDevices(declared: 1)])
    }
}
