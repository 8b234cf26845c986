import Foundation
import Testing
import TouchReplay

/// Replays of the real device recordings in ../shared/recordings against the scenes in Recordings/real.
@Suite struct ReplayRealRecordingTests {
    static func replay(_ recording: String, description: String? = nil, scene: String = "drag.scene.yml", hitTests: Bool = false) throws -> EngineSession {
        let scene = try Scene.load(contentsOf: ReplayFiles.realScene(scene))
        return try RecordingReplay(recordingPath: ReplayFiles.shared(recording), descriptionPath: description.map(ReplayFiles.shared),
                          scene: scene, tracesHitTests: hitTests).run()
    }

    static func touches(_ session: EngineSession) -> [TouchRecord] {
        session.records.compactMap { if case let .touch(r) = $0 { r } else { nil } }
    }

    static func summary(_ session: EngineSession) throws -> TraceSummary {
        guard case let .summary(s) = try #require(session.records.last) else { throw CancellationError() }
        return s
    }

    @Test(arguments: [
        ("atmel-maxtouch.1-finger-drag-up-down.events", "atmel-maxtouch.desc"),
        ("ep0430m09.1-finger-drag-up-down.events", "ep0430m09.desc"),
        ("ntrig-multitouch.1-finger-drag-nw-se.events", "ntrig-multitouch.desc"),
    ])
    func oneFingerDragMovesTheFollowingCardByTheFingersTravel(recording: String, description: String) throws {
        let session = try Self.replay(recording, description: description)
        let touches = Self.touches(session)
        let first = try #require(touches.first), last = try #require(touches.last)
        #expect(first.phase == .began && last.phase == .ended)
        #expect(Set(touches.map(\.touch)) == [0])
        let card = try #require(try Self.summary(session).views.first { $0.view == "card" })
        if first.view == "card" {
            #expect(abs(card.frame.origin.x - (200 + last.location.x - first.location.x)) < 0.01)
            #expect(abs(card.frame.origin.y - (60 + last.location.y - first.location.y)) < 0.01)
        } else {
            #expect(card.frame.origin.x == 200 && card.frame.origin.y == 60)
        }
        #expect(try Self.summary(session).touches == 1)
    }

    @Test func ntrigDragGoesTowardsTheBottomRight() throws {
        let touches = Self.touches(try Self.replay("ntrig-multitouch.1-finger-drag-nw-se.events", description: "ntrig-multitouch.desc"))
        let first = try #require(touches.first), last = try #require(touches.last)
        #expect(last.location.x > first.location.x + 100 && last.location.y > first.location.y + 100)
    }

    @Test func twoFingersFromEvemuAndLibinputRecordGiveTheSameTouches() throws {
        let evemu = Self.touches(try Self.replay("atmel-maxtouch.2-fingers-touch-release.events", description: "atmel-maxtouch.desc"))
        let libinput = Self.touches(try Self.replay("atmel-maxtouch.2-fingers-touch-release.libinput.yml"))
        #expect(Set(evemu.map(\.touch)) == [0, 1])
        for records in [evemu, libinput] {
            #expect(records.filter { $0.phase == .began }.count == 2)
            #expect(records.filter { $0.phase == .ended || $0.phase == .cancelled }.count == 2)
        }
        let shape = { (records: [TouchRecord]) in records.filter { $0.phase != .moved }.map { "\($0.touch) \($0.phase) \($0.view ?? "-")" } }
        #expect(shape(evemu) == shape(libinput))
    }

    @Test func mouseWithoutClicksMakesNoTouches() throws {
        let session = try Self.replay("ps2-generic-mouse.motion.events", description: "ps2-generic-mouse.desc")
        #expect(Self.touches(session).isEmpty)
        // Every frame only hovers: one `hover` line per frame (the last one the end of the input's `exited`).
        let hovers = session.records.compactMap { if case let .hover(r) = $0 { r } else { nil } }
        #expect(try Self.summary(session).frames == hovers.count)
        #expect(hovers.dropLast().allSatisfy { $0.phase == "moved" && $0.touchType == "pointer" } && hovers.last?.phase == "exited")
        // The clock still runs to the last event (about 53 s in) and then 1 s more.
        #expect(try Self.summary(session).duration > 50)
    }

    @Test func mouseClicksBecomeTouchesThatEnd() throws {
        let touches = Self.touches(try Self.replay("saitek-rat5-mouse.events", description: "saitek-rat5-mouse.desc"))
        let began = touches.filter { $0.phase == .began }.count
        #expect(began > 0)
        #expect(touches.filter { $0.phase == .ended || $0.phase == .cancelled }.count == began)
    }

    @Test func hitTestLinesNameTheBoundView() throws {
        let session = try Self.replay("atmel-maxtouch.1-finger-drag-up-down.events", description: "atmel-maxtouch.desc", hitTests: true)
        let hits = session.records.compactMap { if case let .hitTest(r) = $0 { r } else { nil } }
        let first = try #require(hits.first)
        #expect(hits.count == 1)
        #expect(first.steps.last?.view == "window" && first.steps.last?.call == "hitTest")
        #expect(first.result == Self.touches(session).first?.view)
    }

    @Test func theSameReplayGivesTheSameBytes() throws {
        let text = { () throws -> String in
            let session = try Self.replay("atmel-maxtouch.2-fingers-touch-release.events", description: "atmel-maxtouch.desc", hitTests: true)
            return session.records.map { $0.line.jsonText + "\n" }.joined()
        }
        let first = try text(), second = try text()
        #expect(first == second)
        #expect(!first.contains("0x"))
    }
}
