import InputEvents
import Testing
import TouchTime

/// The button debounce of mice and pointers, libinput's (src/evdev-debounce.c,
/// 25 ms), on the pointer's contact; the sequences are libinput's tests in
/// test/test-pointer.c.
@Suite struct ButtonDebounceTests {
    static func stage() throws -> ContactFilterStage {
        try ContactFilterStage(settings: ContactFilterSettings(debounce: 0.025), device: Devices.mouse(), mapping: panelMapping)
    }

    static func pointer(_ id: Int, _ phase: ContactPhase) -> Contact {
        Contact(id: id, phase: phase, x: 100, y: 100, tool: .pointer, buttons: phase == .ended ? 0 : 1)
    }

    /// Frames `(milliseconds, contacts)`; each output as `id:phase` words, then what finish() sends.
    static func run(_ frames: [(Int64, [Contact])]) throws -> [[String]] {
        var stage = try stage()
        var out = frames.map { milliseconds, contacts in
            stage.filter(contacts.span, at: Timestamp(microseconds: milliseconds * 1000))
            return stage.contacts.map { "\($0.id):\($0.phase.rawValue)" }
        }
        _ = stage.finish()
        out.append(stage.contacts.map { "\($0.id):\($0.phase.rawValue)" })
        return out
    }

    @Test func debounceBounceAPressReleasePressIsOnePressAndAReleasePressReleaseOneRelease() throws {
        // libinput's debounce_bounce: the events 1 ms apart; then past the timeout.
        let out = try Self.run([
            (0, [Self.pointer(0, .began)]), (1, [Self.pointer(0, .ended)]), (2, [Self.pointer(1, .began)]),
            (100, [Self.pointer(1, .moved)]),
            (200, [Self.pointer(1, .ended)]), (201, [Self.pointer(2, .began)]), (202, [Self.pointer(2, .ended)]),
            (300, []),
        ])
        #expect(out == [["0:began"], [], ["0:moved"], ["0:moved"], ["0:ended"], [], [], [], []])
    }

    @Test func debounceBounceHighDelayBouncesEachWithinTheTimeoutAreOneClickThoughTogetherLonger() throws {
        // libinput's debounce_bounce_high_delay: 15 ms between events, 30 ms in all.
        let out = try Self.run([
            (0, [Self.pointer(0, .began)]), (15, [Self.pointer(0, .ended)]), (30, [Self.pointer(1, .began)]),
            (100, [Self.pointer(1, .moved)]),
            (200, [Self.pointer(1, .ended)]), (215, [Self.pointer(2, .began)]), (230, [Self.pointer(2, .ended)]),
            (300, []),
        ])
        #expect(out == [["0:began"], [], ["0:moved"], ["0:moved"], ["0:ended"], [], [], [], []])
    }

    @Test func aPressIsSentAtOnceAndAReleasePastTheTimeoutToo() throws {
        // libinput's debounce_bounce_check_immediate.
        let out = try Self.run([(0, [Self.pointer(0, .began)]), (100, [Self.pointer(0, .ended)])])
        #expect(out == [["0:began"], ["0:ended"], []])
    }

    @Test func aClickShorterThanTheTimeoutEndsWithTheFirstFrameAfterItOrAtTheEnd() throws {
        // libinput sends the held release when its timer fires; the stage with the next frame.
        #expect(try Self.run([(0, [Self.pointer(0, .began)]), (10, [Self.pointer(0, .ended)]), (40, [])])
                == [["0:began"], [], ["0:ended"], []])
        #expect(try Self.run([(0, [Self.pointer(0, .began)]), (10, [Self.pointer(0, .ended)])]) == [["0:began"], [], ["0:ended"]])
    }

    @Test func aPressSoonAfterAReleaseThatStaysDownIsSentWhenTheTimeoutPasses() throws {
        // libinput's case 4: R---P--| R, the press delayed.
        let out = try Self.run([
            (0, [Self.pointer(0, .began)]), (100, [Self.pointer(0, .ended)]), (110, [Self.pointer(1, .began)]),
            (140, [Self.pointer(1, .moved)]), (300, [Self.pointer(1, .ended)]),
        ])
        #expect(out == [["0:began"], ["0:ended"], [], ["1:began"], ["1:ended"], []])
    }
}
