import DeviceEmulation
import InputEvents
import Testing

/// The `.ioctl` answers match libevdev 1.13's requests exactly: umockdev only
/// answers a request whose number, including the buffer size, is identical.
@Suite struct IoctlAnswerTests {
    @Test func answersHaveTheBufferSizesLibevdevAsksFor() throws {
        let (description, _) = try Fixtures.read("atmel-maxtouch.desc")
        let ioctl = try Fixtures.generate(description).ioctl
        #expect(ioctl.first == "@DEV /dev/input/event50")
        let sizes = Dictionary(ioctl.compactMap(IoctlAnswer.init).map { ($0.name, $0.bytes.count) }, uniquingKeysWith: { a, _ in a })
        #expect(sizes["EVIOCGBIT(0)"] == 8)
        #expect(sizes["EVIOCGNAME"] == 255)
        #expect(sizes["EVIOCGID"] == 8)
        #expect(sizes["EVIOCGVERSION"] == 4)
        #expect(sizes["EVIOCGPROP"] == 8)
        #expect(sizes["EVIOCGBIT(1)"] == 96)
        #expect(sizes["EVIOCGBIT(21)"] == 16)
        for type in [2, 3, 4, 5, 17, 18] { #expect(sizes["EVIOCGBIT(\(type))"] == 8, "EVIOCGBIT(\(type))") }
        #expect(sizes["EVIOCGKEY"] == 96)
        #expect(sizes["EVIOCGLED"] == 8)
        #expect(sizes["EVIOCGSW"] == 8)
        for code in [0, 1, 0x2f, 0x35, 0x36, 0x37, 0x39, 0x3b] { #expect(sizes["EVIOCGABS(\(code))"] == 24) }
        #expect(sizes["EVIOCGMTSLOTS"] == 4 + 256 * 4)
        #expect(sizes["EVIOCGREP"] == nil, "the Atmel has no EV_REP")
    }

    @Test func slotAnswersComeInAscendingCodeOrderWithNoContactDown() throws {
        let (description, _) = try Fixtures.read("atmel-maxtouch.desc")
        let slots = try Fixtures.generate(description).ioctl.compactMap(IoctlAnswer.init).filter { $0.name == "EVIOCGMTSLOTS" }
        #expect(slots.map { $0.int32(at: 0) } == [0x35, 0x36, 0x37, 0x39, 0x3b])
        let trackingIDs = try #require(slots.first { $0.int32(at: 0) == 0x39 })
        #expect((0..<256).allSatisfy { trackingIDs.int32(at: 4 + $0 * 4) == -1 })
        let positions = try #require(slots.first)
        #expect((0..<256).allSatisfy { positions.int32(at: 4 + $0 * 4) == 0 })
    }

    @Test func axisAnswersCarryTheDescriptionsRanges() throws {
        let (description, _) = try Fixtures.read("ep0430m09.desc")
        let answers = try Fixtures.generate(description).ioctl.compactMap(IoctlAnswer.init)
        let x = try #require(answers.first { $0.name == "EVIOCGABS(53)" })
        #expect((0..<6).map { x.int32(at: $0 * 4) } == [0, 0, 1279, 0, 0, 0])
        let trackingID = try #require(answers.first { $0.name == "EVIOCGABS(57)" })
        #expect(trackingID.int32(at: 0) == -1)
        let name = try #require(answers.first { $0.name == "EVIOCGNAME" })
        #expect(String(decoding: name.bytes.prefix { $0 != 0 }, as: UTF8.self) == "EP0430M09")
        let types = try #require(answers.first { $0.name == "EVIOCGBIT(0)" })
        #expect(types.bytes == [0x0b, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func devicesWithoutSlotsGetNoSlotAnswers() throws {
        let (description, _) = try Fixtures.read("ntrig-multitouch.desc")
        let names = try Fixtures.generate(description).ioctl.compactMap(IoctlAnswer.init).map(\.name)
        #expect(!names.contains("EVIOCGMTSLOTS"))
        #expect(names.contains("EVIOCGABS(53)"))
    }

    @Test func autorepeatDevicesAnswerEVIOCGREP() throws {
        var description = DeviceDescription(name: "Keys", codes: [.synchronization: [0], .key: [30], .autorepeat: [0, 1]])
        description.ledStates = [1: 1]
        let answers = try Fixtures.generate(description).ioctl.compactMap(IoctlAnswer.init)
        let repeatAnswer = try #require(answers.first { $0.name == "EVIOCGREP" })
        #expect([repeatAnswer.int32(at: 0), repeatAnswer.int32(at: 4)] == [250, 33])
        #expect(answers.first { $0.name == "EVIOCGLED" }?.bytes.first == 0b10)
    }
}
