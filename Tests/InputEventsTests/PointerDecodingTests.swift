import InputEvents
import Testing

@Suite struct PointerDecodingTests {
    @Test func singleTouchIsOneContactFromBtnTouch() throws {
        let mapping = ScreenMapping(screenSize: ScreenSize(width: 1024, height: 1024))
        var decoder = try FrameDecoder(device: Devices.singleTouch(), mapping: mapping)
        var s = EventScript()
        s.abs(AbsoluteAxis.x, 100); s.abs(AbsoluteAxis.y, 200); s.abs(AbsoluteAxis.pressure, 50); s.report()
        s.key(KeyCode.buttonTouch, 1); s.report()
        s.abs(AbsoluteAxis.x, 110); s.report()
        s.key(KeyCode.buttonTouch, 0); s.report()
        s.key(KeyCode.buttonTouch, 1); s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began"], ["0:moved"], ["0:ended"], ["1:began"]])
        #expect(frames[0].contacts[0] == Contact(id: 0, phase: .began, x: 100, y: 200, pressure: 50))
        #expect(frames[1].contacts[0].x == 110)
    }

    @Test func mousePointerStartsAtTheCentreAndMotionAloneMakesNoContact() throws {
        var decoder = try FrameDecoder(device: Devices.mouse(), mapping: panelMapping)
        #expect(decoder.pointerPosition == ScreenPoint(x: 400, y: 240))
        var s = EventScript()
        s.rel(RelativeAxis.x, 10); s.rel(RelativeAxis.y, -5); s.report()
        // One frame, without contacts: the motion hovers (HoverDecodingTests).
        #expect(decoder.frames(s.events).map(\.contacts) == [[]])
        #expect(decoder.pointerPosition == ScreenPoint(x: 410, y: 235))
    }

    @Test func aPointerContactLastsWhileAnyButtonIsDownAndCarriesTheButtons() throws {
        var decoder = try FrameDecoder(device: Devices.mouse(), mapping: panelMapping)
        var s = EventScript()
        s.key(KeyCode.buttonLeft, 1); s.report()
        s.rel(RelativeAxis.x, 30); s.report()
        s.key(KeyCode.buttonRight, 1); s.report()
        s.rel(RelativeAxis.y, 20); s.key(KeyCode.buttonLeft, 0); s.report()
        s.key(KeyCode.buttonRight, 0); s.report()
        s.rel(RelativeAxis.x, 5); s.report()
        var frames = decoder.frames(s.events)
        // The last frame's motion, with no button down, hovers (HoverDecodingTests): a frame without contacts.
        #expect(frames.map(phases) == [["0:began"], ["0:moved"], ["0:moved"], ["0:moved"], ["0:ended"], []])
        frames.removeLast()
        #expect(frames.map { [$0.contacts[0].x, $0.contacts[0].y] } == [[400, 240], [430, 240], [430, 240], [430, 260], [430, 260]])
        #expect(frames.map { $0.contacts[0].buttons } == [1, 1, 3, 2, 0])
        #expect(frames.allSatisfy { $0.contacts[0].tool == .pointer })
    }

    @Test func aRightClickAloneIsAContactWithTheSecondaryButton() throws {
        var decoder = try FrameDecoder(device: Devices.mouse(), mapping: panelMapping)
        var s = EventScript()
        s.key(KeyCode.buttonRight, 1); s.report()
        s.key(KeyCode.buttonRight, 0); s.report()
        s.key(KeyCode.buttonMiddle, 1); s.report()
        s.key(KeyCode.buttonMiddle, 0); s.report()
        let frames = decoder.frames(s.events)
        #expect(frames.map(phases) == [["0:began"], ["0:ended"], ["1:began"], ["1:ended"]])
        #expect(frames.map { $0.contacts[0].buttons } == [2, 0, 4, 0])
    }

    @Test func mouseMotionIsClampedToTheScreenAndScaled() throws {
        let mapping = ScreenMapping(screenSize: ScreenSize(width: 800, height: 480), pointerStart: ScreenPoint(x: 10, y: 10), pointerScale: 2)
        var decoder = try FrameDecoder(device: Devices.mouse(), mapping: mapping)
        var s = EventScript()
        s.rel(RelativeAxis.x, -100); s.rel(RelativeAxis.y, 1000); s.report()
        _ = decoder.frames(s.events)
        #expect(decoder.pointerPosition == ScreenPoint(x: 0, y: 479))
        s = EventScript()
        s.rel(RelativeAxis.x, 3); s.report()
        _ = decoder.frames(s.events)
        #expect(decoder.pointerPosition == ScreenPoint(x: 6, y: 479))
    }

    @Test func autorepeatOfTheButtonDoesNotBeginAgain() throws {
        var decoder = try FrameDecoder(device: Devices.mouse(), mapping: panelMapping)
        var s = EventScript()
        s.key(KeyCode.buttonLeft, 1); s.report()
        s.key(KeyCode.buttonLeft, 2); s.report()
        #expect(decoder.frames(s.events).map(phases) == [["0:began"], ["0:moved"]])
    }

    @Test func absolutePointerMapsItsAxesAndTheLeftButtonMakesTheContact() throws {
        let mapping = ScreenMapping(screenSize: ScreenSize(width: 1024, height: 768))
        var decoder = try FrameDecoder(device: Devices.absolutePointer(), mapping: mapping)
        var s = EventScript()
        s.abs(AbsoluteAxis.x, 16384); s.abs(AbsoluteAxis.y, 8192); s.report()
        s.key(KeyCode.buttonLeft, 1); s.report()
        s.abs(AbsoluteAxis.x, 0); s.key(KeyCode.buttonLeft, 0); s.report()
        let all = decoder.frames(s.events)
        // The first move, with no button down, hovers: a frame without contacts.
        #expect(all.map(phases) == [[], ["0:began"], ["0:ended"]])
        let frames = Array(all.dropFirst())
        #expect(frames[0].contacts[0].x == 512 && frames[0].contacts[0].y == 192)
        #expect(frames[1].contacts[0].x == 0)
        #expect(decoder.pointerPosition == ScreenPoint(x: 0, y: 192))
    }
}
