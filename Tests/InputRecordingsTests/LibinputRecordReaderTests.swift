import Foundation
import InputEvents
import InputRecordings
import Testing
import TouchTime

/// The start of a `libinput record` file up to the first device's `events:` key.
let libinputHeader = """
    # libinput record
    version: 1
    ndevices: 2
    libinput:
      version: "1.22.1"
      git: "unknown"
    system:
      os: "debian:12"
      kernel: "6.18"
      dmi: "unknown"
    devices:
    - node: /dev/input/event5
      evdev:
        # Name: Touch "quoted"
        name: "Touch \\"quoted\\""
        id: [24, 1, 2, 3]
        codes:
          0: [0, 1, 2] # EV_SYN
          1: [330] # EV_KEY
          3: [0, 1, 47, 53, 54, 57] # EV_ABS
          4: [] # EV_MSC
        absinfo:
          0: [0, 799, 0, 0, 0]
          1: [0, 479, 0, 0, 0]
          47: [0, 9, 0, 0, 0]
          53: [0, 799, 0, 0, 12]
          54: [0, 479, 0, 0, 12]
          57: [0, 65535, 0, 0, 0]
        properties: [1]
        future_key: [1, 2]
      hid: [1, 2, 3]
      udev:
        properties:
        - ID_INPUT=1
      quirks:
      - ModelFoo=1

    """

@Suite(.scratchDirectory) struct LibinputRecordReaderTests {
    @Test func descriptionComesFromTheFirstDevicesEvdevBlock() throws {
        let path = try TestFiles.temporary("r.yml", libinputHeader + "  events:\n")
        let reader = try RecordingReader(path: path)
        let description = reader.description
        #expect(reader.format == .libinputRecord)
        #expect(description.name == "Touch \"quoted\"")
        #expect(description.identifier == DeviceIdentifier(busType: 24, vendor: 1, product: 2, version: 3))
        #expect(description.eventTypes == [.synchronization, .key, .absolute])
        #expect(description.codes[.synchronization] == [0, 1, 2])
        #expect(description.absoluteAxes[AbsoluteAxis.multiTouchPositionX]?.resolution == 12)
        #expect(description.properties == [InputProperty.direct])
        #expect(reader.firstEventTime == nil)
        #expect(try reader.next() == nil)
    }

    @Test func framesSplitOverItemsAreStreamedAndOtherItemsAndDevicesSkipped() throws {
        let text =
            libinputHeader + """
                  events:
                  # Current time is 22:19:08
                  - evdev:
                    - [  0,      0,   3,  57,       7] # EV_ABS / ABS_MT_TRACKING_ID        7
                    - [  0,      0,   3,  53,     539] # EV_ABS / ABS_MT_POSITION_X       539 (+539)
                  - hid:
                      time: [0, 10]
                      hidraw0: [1, 2, 3]
                  - evdev:
                    - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
                  - libinput:
                      type: TOUCH_DOWN
                      - [  9,      9,   9,   9,       9]
                  - evdev:
                    - [  1, 54564,   3,  57,      -1]
                    - [  1, 54564,   0,   0,       0]
                                                       # Touch device in neutral state
                - node: /dev/input/event6
                  evdev:
                    name: "Second"
                  events:
                  - evdev:
                    - [  2,      0,   2,   0,       1]

                """
        let reader = try RecordingReader(path: try TestFiles.temporary("r.yml", text))
        let events = try reader.readAll()
        #expect(events.map(\.code) == [57, 53, 0, 57, 0])
        #expect(events.map(\.value) == [7, 539, 0, -1, 0])
        #expect(events[3].time == Timestamp(seconds: 1, microseconds: 54_564))
        #expect(reader.description.name == "Touch \"quoted\"")
        #expect(reader.warnings.isEmpty)
    }

    @Test func unknownVersionIsRejected() throws {
        let text = libinputHeader.replacingOccurrences(of: "version: 1\n", with: "version: 2\n")
        let error = readingError(try TestFiles.temporary("v2.yml", text + "  events:\n"))
        #expect(error?.reason == .unsupportedVersion("2"))
        #expect(shortDescription(error) == "v2.yml:2:10: unsupported libinput record version 2, expected 1")
    }

    @Test func malformedEventItemIsReportedAtItsColumn() throws {
        let text = libinputHeader + "  events:\n  - evdev:\n    - [  0,      0,   3,  57]\n"
        let error = readingError(try TestFiles.temporary("bad.yml", text))
        #expect(shortDescription(error) == "bad.yml:39:29: expected \",\" between the event's numbers, found \"]\"")
    }

    @Test func negativeTypeIsReportedAsOutOfRange() throws {
        let text = libinputHeader + "  events:\n  - evdev:\n    - [  0,      0,  -3,  57, 1]\n"
        let error = readingError(try TestFiles.temporary("bad.yml", text))
        #expect(error?.line == 39)
        #expect(error?.reason == .unexpected(expected: "an event type from 0 to 65535", found: "\"-3\""))
    }

    @Test func recordWithoutDevicesIsRejected() throws {
        let error = readingError(
            try TestFiles.temporary("none.yml", "# libinput record\nversion: 1\nndevices: 0\ndevices:\n"))
        #expect(error?.reason == .noDevice)
    }

    @Test func devicesBeforeVersionIsRejected() throws {
        let error = readingError(
            try TestFiles.temporary("nov.yml", "ndevices: 1\ndevices:\n- node: /dev/input/event1\n"))
        #expect(
            shortDescription(error)
                == "nov.yml:2:1: expected a \"version: 1\" line before \"devices:\", found \"devices:\"")
    }
}
