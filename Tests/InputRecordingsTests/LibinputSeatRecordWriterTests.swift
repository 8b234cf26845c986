import Foundation
import InputEvents
import InputRecordings
import Testing

/// Several devices written into one `libinput record` file (issue 20, item 2): read back device by
/// device, and every finished frame kept while the file is being written.
@Suite(.scratchDirectory) struct LibinputSeatRecordWriterTests {
    /// The Atmel touchscreen's and the Saitek mouse's shared recordings, as two devices.
    static func devices() throws -> [(description: DeviceDescription, events: [InputEvent])] {
        try ["atmel-maxtouch.2-fingers-touch-release.libinput.yml", "saitek-rat5-mouse.libinput.yml"].map { name in
            let reader = try RecordingReader(path: TestFiles.recording(name))
            return (reader.description, try reader.readAll())
        }
    }

    @Test func eachDeviceReadsBackWithItsOwnDescriptionNodeAndEvents() throws {
        let devices = try Self.devices()
        let path = try TestFiles.scratchPath("two.yml")
        let writer = try LibinputSeatRecordWriter(
            path: path, devices: [(devices[0].description, "/dev/input/event5", ["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1"]),
                                  (devices[1].description, "/dev/input/event7", [:])])
        // Interleaved, as events come live.
        for index in 0..<max(devices[0].events.count, devices[1].events.count) {
            for device in 0..<2 where index < devices[device].events.count {
                try writer.writer(device: device).write(devices[device].events[index])
            }
        }
        try writer.close()
        #expect(!FileManager.default.fileExists(atPath: path + ".device-2"), "the side file is appended and removed")
        for device in 0..<2 {
            let reader = try RecordingReader(path: path, device: device)
            #expect(reader.deviceCount == 2)
            #expect(reader.devicePath == ["/dev/input/event5", "/dev/input/event7"][device])
            #expect(reader.description == devices[device].description)
            #expect(reader.udevProperties == [["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1"], [:]][device])
            #expect(try reader.readAll() == devices[device].events)
        }
    }

    @Test func aRecordingNotClosedKeepsEveryFinishedFrameOfEachDevice() throws {
        let devices = try Self.devices()
        let path = try TestFiles.scratchPath("open.yml")
        let writer = try LibinputSeatRecordWriter(path: path, devices: devices.map { ($0.description, "unknown", [:]) })
        // One whole frame of each device, then half a frame of each: as if the recorder were killed now.
        var written: [[InputEvent]] = [[], []]
        for device in 0..<2 {
            let events = devices[device].events
            let reports = events.indices.filter { events[$0].isReport }
            try #require(reports.count > 2)
            let secondReport = reports[1]
            for event in events[...secondReport] { try writer.writer(device: device).write(event) }
            for event in events[(secondReport + 1)...].prefix(1) { try writer.writer(device: device).write(event) }
            written[device] = Array(events[...secondReport])
        }
        // Read while the writer is still open (not closed, not dropped): the file counts only the
        // section it holds (issue 35: it said `ndevices: 2`, and a replay refused it).
        let first = try RecordingReader(path: path)
        #expect(first.deviceCount == 1)
        #expect(try first.readAll() == written[0])
        #expect(first.warnings.isEmpty)
        let sidePath = try #require(writer.sidePaths.first)
        let side = try RecordingReader(path: sidePath)
        #expect(side.description == devices[1].description)
        #expect(try side.readAll() == written[1])
        #expect(throws: RecordingError(path: path, line: 3, column: 11, reason: .missingDevice(index: 1, found: 1))) {
            try RecordingReader(path: path, device: 1)
        }
        withExtendedLifetime(writer) {}
    }
}
