import DeviceEmulation
import InputEvents
import Testing
import TouchTime

/// Options out of range and unwritable directories fail with one clear line.
@Suite struct EmulationBadInputTests {
    static let events = [InputEvent(time: Timestamp(microseconds: 0), type: .synchronization, code: 0, value: 0)]

    @Test(arguments: [
        (EmulationOptions(speed: 0), "invalid emulation option: speed must be a positive number, got 0.0"),
        (EmulationOptions(speed: .infinity), "invalid emulation option: speed must be a positive number, got inf"),
        (EmulationOptions(leadIn: .seconds(-1)), "invalid emulation option: the lead-in must not be negative"),
        (EmulationOptions(nodeNumber: -1), "invalid emulation option: the node number must be in 0..<960, got -1"),
        (EmulationOptions(startTime: Timestamp(microseconds: -1)), "invalid emulation option: the start time must not be negative"),
        (EmulationOptions(fileName: "a/b"), "invalid emulation option: the file name must be a plain name, got \"a/b\""),
    ])
    func invalidOptionIsRejected(_ options: EmulationOptions, _ message: String) {
        let directory = Fixtures.temporaryDirectory()
        defer { Fixtures.remove(directory) }
        let error = #expect(throws: EmulationError.self) {
            try EmulatedDevice.generate(description: DeviceDescription(name: "d"), events: Self.events, into: directory, options: options)
        }
        #expect(error?.description == message)
    }

    @Test func unwritableDirectoryNamesThePath() {
        let error = #expect(throws: EmulationError.self) {
            try EmulatedDevice.generate(description: DeviceDescription(name: "d"), into: "/proc/touchreplay/x")
        }
        #expect(error?.description == "/proc/touchreplay/x: cannot create the folder: No such file or directory")
    }
}
