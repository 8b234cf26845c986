import InputEvents
import Testing
import TouchTime

@Suite struct ResyncAndCancelTests {
    func twoFingers(_ s: inout EventScript) {
        s.slot(0); s.trackingID(1); s.mtPosition(100, 100)
        s.slot(1); s.trackingID(2); s.mtPosition(200, 200); s.report()
    }

    @Test func recordedDropCancelsAContactLostInTheGapAndKeepsTheOther() throws {
        var decoder = try FrameDecoder(device: Devices.protocolB(), mapping: panelMapping)
        var s = EventScript()
        twoFingers(&s)
        s.dropped()
        s.slot(0); s.mtPosition(700, 700); s.report()  // discarded, up to and including this report
        s.slot(1); s.trackingID(-1); s.report()         // reconciliation frame
        s.slot(0); s.mtPosition(110, 100); s.report()
        s.trackingID(-1); s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began", "1:began"], ["0:moved", "1:cancelled"], ["0:moved"], ["0:ended"]])
        #expect(frames[1].contacts[0].x == 100, "events after SYN_DROPPED were discarded")
        #expect(frames[2].contacts[0].x == 110)
        #expect(decoder.diagnostics.droppedReports == 1)
        #expect(decoder.diagnostics.discardedEvents == 3)
    }

    @Test func recordedDropInProtocolACancelsContactsMissingFromTheNextFrame() throws {
        let mapping = ScreenMapping(screenSize: ScreenSize(width: 9601, height: 7201))
        var decoder = try FrameDecoder(device: Devices.protocolA(), mapping: mapping)
        var s = EventScript()
        s.mtPosition(1000, 1000); s.mtReport(); s.mtPosition(5000, 1000); s.mtReport(); s.report()
        s.mtPosition(1010, 1000); s.mtReport(); s.dropped(); s.mtPosition(1, 1); s.mtReport(); s.report()
        s.mtPosition(1020, 1000); s.mtReport(); s.report()
        s.mtPosition(1030, 1000); s.mtReport(); s.mtPosition(5000, 1000); s.mtReport(); s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began", "1:began"], ["0:moved", "1:cancelled"], ["0:moved", "2:began"]])
        #expect(frames[1].contacts[0].x == 1020)
    }

    @Test func recordedDropThenButtonReleaseCancelsTheMouseContact() throws {
        var decoder = try FrameDecoder(device: Devices.mouse(), mapping: panelMapping)
        var s = EventScript()
        s.key(KeyCode.buttonLeft, 1); s.report()
        s.dropped(); s.rel(RelativeAxis.x, 50); s.report()
        s.key(KeyCode.buttonLeft, 0); s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began"], ["0:cancelled"]])
        #expect(decoder.pointerPosition == ScreenPoint(x: 400, y: 240))
    }

    @Test func aPressWhileDownCancelsTheContactWhoseReleaseWasLost() throws {
        var decoder = try FrameDecoder(device: Devices.singleTouch(), mapping: panelMapping)
        var s = EventScript()
        s.key(KeyCode.buttonTouch, 1); s.report()
        s.dropped(); s.key(KeyCode.buttonTouch, 0); s.report()  // the release is lost in the gap
        s.abs(AbsoluteAxis.x, 10); s.report()
        s.key(KeyCode.buttonTouch, 1); s.report()
        s.key(KeyCode.buttonTouch, 0); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began"], ["0:moved"], ["0:cancelled", "1:began"], ["1:ended"]])
        #expect(decoder.diagnostics.pressesWhileDown == 1)
    }

    @Test func liveResyncReportsTerminatedTouchesAsCancelledUntilItEnds() throws {
        var decoder = try FrameDecoder(device: Devices.protocolB(), mapping: panelMapping)
        var s = EventScript()
        twoFingers(&s)
        var frames = decoder.frames(s.events)
        decoder.beginResync()
        #expect(decoder.isResyncing)
        // libevdev's first sync frame terminates slot 1; the second gives slot 1 a new id.
        s = EventScript()
        s.slot(1); s.trackingID(-1); s.report()
        s.slot(1); s.trackingID(3); s.mtPosition(300, 300); s.slot(0); s.report()
        frames += decoder.frames(s.events)
        decoder.endResync()
        s = EventScript()
        s.slot(0); s.trackingID(-1); s.report()
        frames += decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began", "1:began"], ["0:moved", "1:cancelled"], ["0:moved", "2:began"], ["0:ended", "2:moved"]])
    }

    /// The entry point for a live device's events (what a `LiveInput`'s
    /// `FrameSource` calls): `SYN_DROPPED` begins the resync and is not fed,
    /// the first event libevdev did not synthesise ends it.
    @Test func liveEventsBracketTheResyncBetweenTheDropMarkerAndTheFirstUnsynthesisedEvent() throws {
        var decoder = try FrameDecoder(device: Devices.protocolB(), mapping: panelMapping)
        var s = EventScript()
        twoFingers(&s)
        var frames = s.events.compactMap { decoder.feed($0, isResynchronization: false) }
        s = EventScript()
        s.dropped()
        #expect(decoder.feed(s.events[0], isResynchronization: false) == nil)
        #expect(decoder.isResyncing)
        #expect(decoder.diagnostics.droppedReports == 0, "the marker is not fed as a recorded drop")
        // libevdev's sync events: slot 1 ended in the gap.
        s = EventScript()
        s.slot(1); s.trackingID(-1); s.report()
        frames += s.events.compactMap { decoder.feed($0, isResynchronization: true) }
        #expect(decoder.isResyncing)
        // Normal reading resumes: slot 0 lifts.
        s = EventScript()
        s.slot(0); s.trackingID(-1); s.report()
        frames += s.events.compactMap { decoder.feed($0, isResynchronization: false) }
        #expect(!decoder.isResyncing)
        #expect(frames.map(phases) == [["0:began", "1:began"], ["0:moved", "1:cancelled"], ["0:ended"]])
    }

    @Test func cancelAllCancelsEveryContactAndSilencesThemUntilTheyLift() throws {
        var decoder = try FrameDecoder(device: Devices.protocolB(), mapping: panelMapping)
        var s = EventScript()
        twoFingers(&s)
        _ = decoder.frames(s.events)
        let cancel = decoder.cancelAll(at: Timestamp(microseconds: 5000))
        #expect(phases(cancel) == ["0:cancelled", "1:cancelled"])
        #expect(cancel?.time == Timestamp(microseconds: 5000))
        #expect(decoder.activeContactCount == 0)
        s = EventScript(milliseconds: 6)
        s.slot(0); s.mtPosition(150, 150); s.report()
        s.trackingID(-1); s.report()
        s.trackingID(9); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["2:began"]])
    }

    @Test func cancelAllReportsAContactThatEndedInAnUnfinishedFrame() throws {
        var decoder = try FrameDecoder(device: Devices.protocolB(), mapping: panelMapping)
        var s = EventScript()
        twoFingers(&s)
        s.slot(0); s.trackingID(-1)  // the recording stops before the SYN_REPORT
        _ = decoder.frames(s.events)
        #expect(phases(decoder.cancelAll(at: Timestamp(microseconds: 9000))) == ["0:ended", "1:cancelled"])
        #expect(decoder.cancelAll(at: Timestamp(microseconds: 9000)) == nil)
    }

    @Test func cancelAllSilencesAHeldMouseButtonUntilItIsReleased() throws {
        var decoder = try FrameDecoder(device: Devices.mouse(), mapping: panelMapping)
        var s = EventScript()
        s.key(KeyCode.buttonLeft, 1); s.report()
        _ = decoder.frames(s.events)
        #expect(phases(decoder.cancelAll(at: Timestamp(microseconds: 2000))) == ["0:cancelled"])
        s = EventScript(milliseconds: 3)
        s.rel(RelativeAxis.x, 5); s.report()
        s.key(KeyCode.buttonLeft, 0); s.report()
        s.key(KeyCode.buttonLeft, 1); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["1:began"]])
    }

    @Test func cancelAllClampsItsTimeToTheLastFrame() throws {
        var decoder = try FrameDecoder(device: Devices.mouse(), mapping: panelMapping)
        var s = EventScript(milliseconds: 10)
        s.key(KeyCode.buttonLeft, 1); s.report()
        _ = decoder.frames(s.events)
        #expect(decoder.cancelAll(at: Timestamp(microseconds: 0))?.time == Timestamp(microseconds: 10_000))
        #expect(decoder.diagnostics.timeWentBackwards == 1)
    }
}
