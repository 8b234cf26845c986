import DeviceEmulation
import InputEvents
import Testing
import TouchTime

private func event(_ microseconds: Int64, _ type: EventType = .absolute, _ code: UInt16 = 0, _ value: Int32 = 1) -> InputEvent {
    InputEvent(time: Timestamp(microseconds: microseconds), type: type, code: code, value: value)
}

private func report(_ microseconds: Int64) -> InputEvent { event(microseconds, .synchronization, 0, 0) }

/// The `.events` file is rewritten around umockdev 0.17.16's loader bugs and
/// rebased behind a lead-in; cutting, speeding up and injecting SYN_DROPPED work.
@Suite struct EventScriptTests {
    static let epochFrames = [event(1_357_751_027_090_934), report(1_357_751_027_090_934), event(1_357_751_027_109_389, .absolute, 1, -5), report(1_357_751_027_109_389)]

    @Test func timesAreRebasedBehindALeadInWithAnEmptyReportAtZero() throws {
        let generated = try Fixtures.generate(DeviceDescription(name: "d"), events: Self.epochFrames)
        #expect(generated.events == "E: 0.0 0000 0000 0\nE: 1.0 0003 0000 1\nE: 1.0 0000 0000 0\nE: 1.18455 0003 0001 -5\nE: 1.18455 0000 0000 0\n")
        #expect(generated.device.emulatedStart == Timestamp(microseconds: 1_000_000))
        #expect(generated.device.recordedStart == Timestamp(microseconds: 1_357_751_027_090_934))
    }

    @Test func microsecondsAreNeverZeroPaddedSoUmockdevDoesNotReadThemAsOctal() throws {
        let events = [event(0), report(27_718), report(83_213)]
        let text = try #require(Fixtures.generate(DeviceDescription(name: "d"), events: events, options: EmulationOptions(leadIn: .zero)).events)
        #expect(text.contains("E: 0.27718 0000 0000 0\n"))
        #expect(text.contains("E: 0.83213 0000 0000 0\n"))
        let microseconds = text.split(separator: "\n").map { $0.split(separator: " ")[1].split(separator: ".")[1] }
        #expect(microseconds.allSatisfy { $0 == "0" || !$0.hasPrefix("0") }, "\(microseconds)")
    }

    @Test func noEventFallsInASecondWithLowByte32() throws {
        let events = [event(0), report(0), report(31_500_000), report(32_500_000), report(33_000_000)]
        let device = try Fixtures.generate(DeviceDescription(name: "d"), events: events).device
        #expect(device.replayedEvents.allSatisfy { $0.time.secondsPart % 256 != 32 })
        let offsets = device.replayedEvents.dropFirst().map { $0.time.microseconds - device.replayedEvents[1].time.microseconds }
        #expect(offsets == [0, 0, 31_500_000, 32_500_000, 33_000_000], "the shift keeps every interval")
    }

    @Test func startTimeMovesTheWholeScriptAndStillAvoidsLowByte32() throws {
        let events = [event(0), report(0), report(250_000)]
        let start = Timestamp(microseconds: 31_900_000)
        let options = EmulationOptions(leadIn: .milliseconds(50), startTime: start)
        let device = try Fixtures.generate(DeviceDescription(name: "d"), events: events, options: options).device
        let times = device.replayedEvents.map(\.time.microseconds)
        #expect(times == [33_900_000, 33_950_000, 33_950_000, 34_200_000], "31.9 s + 0.05 s would fall in second 32")
        let late = try Fixtures.generate(DeviceDescription(name: "d"), events: events, options: EmulationOptions(startTime: Timestamp(microseconds: 4_000_123_456))).device
        #expect(late.replayedEvents.first?.time.microseconds == 4_000_123_456)
        #expect(late.emulatedStart.microseconds == 4_001_123_456)
    }

    @Test func cutKeepsWholeFramesWithinTheDuration() throws {
        let events = [event(0), report(0), event(400_000), report(400_000), event(600_000), report(600_000)]
        let options = EmulationOptions(leadIn: .zero, maximumDuration: .milliseconds(500))
        let device = try Fixtures.generate(DeviceDescription(name: "d"), events: events, options: options).device
        #expect(device.replayedEvents.map(\.time.microseconds) == [0, 0, 0, 400_000, 400_000])
        let partial = [event(0), report(0), event(400_000)]
        let cut = try Fixtures.generate(DeviceDescription(name: "d"), events: partial, options: options).device
        #expect(cut.replayedEvents.count == 3, "the unfinished frame is left out")
    }

    @Test func speedDividesTheRecordedIntervals() throws {
        let events = [event(0), report(0), report(300_000)]
        let device = try Fixtures.generate(DeviceDescription(name: "d"), events: events, options: EmulationOptions(leadIn: .milliseconds(100), speed: 3)).device
        #expect(device.replayedEvents.map(\.time.microseconds) == [0, 100_000, 100_000, 200_000])
    }

    @Test func synDroppedIsInjectedAfterTheRequestedFrames() throws {
        let events = [event(0), report(0), event(10), report(10), event(20), report(20)]
        let device = try Fixtures.generate(DeviceDescription(name: "d"), events: events, options: EmulationOptions(leadIn: .zero, droppedAfterFrames: [2])).device
        let dropped = device.replayedEvents.indices.filter {
            device.replayedEvents[$0].type == .synchronization && device.replayedEvents[$0].code == SynchronizationCode.dropped
        }
        #expect(dropped == [5])
        #expect(device.replayedEvents[4].isReport && device.replayedEvents[4].time.microseconds == 10)
    }

    @Test func runCommandLineNamesTheThreeFiles() throws {
        let generated = try Fixtures.generate(DeviceDescription(name: "d"), events: Self.epochFrames)
        let device = generated.device
        #expect(device.runArguments == [
            "umockdev-run", "-d", device.udevRecordPath, "-i", "/dev/input/event50=\(device.ioctlPath)",
            "-e", "/dev/input/event50=\(device.eventsPath!)", "--",
        ])
        let directory = Fixtures.temporaryDirectory()
        defer { Fixtures.remove(directory) }
        let quoted = try EmulatedDevice.generate(description: DeviceDescription(name: "d"), into: directory + "/with space")
        #expect(quoted.runCommandLine.hasPrefix("umockdev-run -d '"))
        #expect(quoted.eventsPath == nil && !quoted.runCommandLine.contains(" -e "))
    }
}
